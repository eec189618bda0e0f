"""Running `a2rag serve` processes, so that `a2rag ask` finds one without configuration.

`serve` writes `home_dir/serve/<fingerprint>-<pid>.json` while it runs. The fingerprint hashes
every effective setting but the client-side ones, so `ask` only uses a server that would
answer exactly as it would in-process (same database, thresholds and models); any difference
in the environment, and `ask` answers in-process.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from a2rag.config import Settings

if TYPE_CHECKING:  # the CLI client imports this module: no web framework at run time
    from fastapi import FastAPI


def fingerprint(settings: Settings) -> str:
    """What a server and a CLI must agree on (secrets enter masked, never as written)."""
    data = {k: v for k, v in settings.masked().items() if k != "client"}
    blob = json.dumps(data, sort_keys=True, default=str).encode()
    return hashlib.sha256(blob).hexdigest()[:16]


def _folder(settings: Settings) -> Path:
    return settings.local.home_dir / "serve"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: it exists
        return True
    return True


def connect_url(host: str, port: int) -> str:
    """Where a local client reaches a server bound to host (a wildcard bind: loopback)."""
    if host in ("0.0.0.0", "::", "[::]", ""):
        host = "127.0.0.1"
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"http://{host}:{port}"


def announce(app: FastAPI, settings: Settings, url: str) -> None:
    """Register the server once its start-up (model loading) is done, and unregister it as
    its shutdown begins: uvicorn ends a SIGTERM'd process by re-raising the signal, so code
    after `uvicorn.run` never runs."""
    inner = app.router.lifespan_context

    @asynccontextmanager
    async def lifespan(a: FastAPI) -> AsyncIterator[None]:
        async with inner(a):
            entry = register(settings, url)
            try:
                yield
            finally:
                entry.unlink(missing_ok=True)

    app.router.lifespan_context = lifespan


def register(settings: Settings, url: str) -> Path:
    """Announce this process's server; the caller removes the file when it stops."""
    folder = _folder(settings)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{fingerprint(settings)}-{os.getpid()}.json"
    path.write_text(json.dumps({"url": url, "pid": os.getpid()}), encoding="utf-8")
    return path


def find(settings: Settings) -> str | None:
    """The URL of a running server with these settings; files of dead servers are removed."""
    for path in sorted(_folder(settings).glob(f"{fingerprint(settings)}-*.json")):
        try:
            entry = json.loads(path.read_text(encoding="utf-8"))
            pid, url = int(entry["pid"]), str(entry["url"])
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if _alive(pid):
            return url
        path.unlink(missing_ok=True)
    return None
