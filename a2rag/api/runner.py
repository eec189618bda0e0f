"""Run the app under uvicorn in a background thread (load test, tests over real HTTP)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn
from fastapi import FastAPI

from a2rag.errors import ServerStartError


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


@contextmanager
def serve_in_thread(
    app: FastAPI, host: str = "127.0.0.1", port: int | None = None, timeout_s: float = 120.0
) -> Iterator[str]:
    """Yield the base URL once the server (and the app's lifespan) is up; stop it on exit."""
    port = port or free_port(host)
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout_s
    while not server.started:
        if not thread.is_alive():
            raise ServerStartError("the HTTP server stopped during start-up; see the log above")
        if time.monotonic() > deadline:
            server.should_exit = True
            raise TimeoutError(f"the HTTP server did not start within {timeout_s:.0f} s")
        time.sleep(0.05)
    try:
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)
