"""A local OpenAI-compatible chat endpoint for tests: scripted replies, recorded requests.

It lets the real ChatOpenAI client (HTTP, timeouts, error mapping, usage parsing) be exercised
without a model or network. Each request takes the next scripted `Reply`; when the script runs
out, `default` is used, and if that is None the stub answers HTTP 500.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

CHAT_PATHS = ("/v1/chat/completions", "/chat/completions")


@dataclass
class Reply:
    content: str = "{}"
    status: int = 200
    delay_s: float = 0.0
    prompt_tokens: int = 11
    completion_tokens: int = 7
    tool_calls: Sequence[tuple[str, dict[str, Any] | str]] = ()
    """(name, arguments) pairs: the reply is a tool-calling turn (agent mode tests); string
    arguments are sent as they are (to send malformed JSON)."""


class OpenAIStub:
    """Threaded HTTP server on 127.0.0.1 (free port). Use as a context manager."""

    def __init__(
        self, replies: Sequence[Reply | str] | None = None, default: Reply | None = None
    ) -> None:
        self._script: list[Reply] = [self._as_reply(r) for r in replies or []]
        self.default = default
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @staticmethod
    def _as_reply(reply: Reply | str) -> Reply:
        return Reply(content=reply) if isinstance(reply, str) else reply

    # --- script ---------------------------------------------------------------------------

    def push(self, *replies: Reply | str) -> None:
        with self._lock:
            self._script.extend(self._as_reply(r) for r in replies)

    def _next(self, body: dict[str, Any], path: str) -> Reply | None:
        with self._lock:
            self.requests.append({"path": path, "body": body})
            return self._script.pop(0) if self._script else self.default

    @property
    def url(self) -> str:
        assert self._server is not None, "stub not started"
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def messages(self, index: int) -> list[dict[str, Any]]:
        """The chat messages of the index-th received request."""
        return list(self.requests[index]["body"].get("messages", []))

    # --- server ---------------------------------------------------------------------------

    def start(self) -> OpenAIStub:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # quiet test output
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw or b"{}")
                except json.JSONDecodeError:
                    body = {"_raw": raw.decode("utf-8", "replace")}
                if self.path.rstrip("/") not in CHAT_PATHS:
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                reply = stub._next(body, self.path)
                if reply is None:
                    self._send(500, {"error": {"message": "stub script exhausted"}})
                    return
                if reply.delay_s and stub._closing.wait(reply.delay_s):
                    return
                if reply.status != 200:
                    self._send(reply.status, {"error": {"message": f"scripted {reply.status}"}})
                    return
                self._send(200, stub._completion(body, reply))

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout test)

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, daemon=True)
        self._thread.start()
        return self

    @staticmethod
    def _completion(body: dict[str, Any], reply: Reply) -> dict[str, Any]:
        return {
            "id": f"chatcmpl-stub-{time.monotonic_ns()}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "stub"),
            "choices": [
                {
                    "index": 0,
                    "message": OpenAIStub._message(reply),
                    "finish_reason": "tool_calls" if reply.tool_calls else "stop",
                }
            ],
            "usage": {
                "prompt_tokens": reply.prompt_tokens,
                "completion_tokens": reply.completion_tokens,
                "total_tokens": reply.prompt_tokens + reply.completion_tokens,
            },
        }

    @staticmethod
    def _message(reply: Reply) -> dict[str, Any]:
        if not reply.tool_calls:
            return {"role": "assistant", "content": reply.content}
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": f"call_{time.monotonic_ns()}_{i}",
                    "type": "function",
                    "function": {
                        "name": name,
                        "arguments": args if isinstance(args, str) else json.dumps(args),
                    },
                }
                for i, (name, args) in enumerate(reply.tool_calls)
            ],
        }

    def close(self) -> None:
        self._closing.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> OpenAIStub:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()
