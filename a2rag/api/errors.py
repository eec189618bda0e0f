"""One JSON error shape for every failure, and the request-size guard.

Every error body is `{"error": {"status", "type", "message", "detail"}}`, whether it came
from validation, auth, a2rag itself or an unexpected exception (whose internals are logged,
not returned).
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from a2rag.errors import (
    A2RAGError,
    DatabaseUnavailable,
    GDSUnavailable,
    InvalidInput,
    LLMError,
    ProposalConflict,
    ProposalNotFound,
)

log = logging.getLogger("a2rag.api")

_STATUS_TYPES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "request_too_large",
    422: "invalid_request",
    429: "too_many_requests",
    500: "internal_error",
    502: "upstream_error",
    503: "unavailable",
}


def error_response(
    status: int, message: str, detail: Any = None, kind: str | None = None
) -> JSONResponse:
    body = {
        "error": {
            "status": status,
            "type": kind or _STATUS_TYPES.get(status, "error"),
            "message": message,
            "detail": detail,
        }
    }
    return JSONResponse(body, status_code=status)


def status_of(exc: A2RAGError) -> int:
    if isinstance(exc, DatabaseUnavailable | GDSUnavailable):
        return 503
    if isinstance(exc, ProposalNotFound):
        return 404
    if isinstance(exc, InvalidInput):
        return 422  # as any ValueError
    if isinstance(exc, ProposalConflict):
        return 409
    if isinstance(exc, LLMError):
        return 502
    return 400


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        detail = exc.detail if isinstance(exc.detail, str) else None
        resp = error_response(exc.status_code, detail or "request failed")
        for k, v in (exc.headers or {}).items():
            resp.headers[k] = v
        return resp

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [
            {"loc": list(e.get("loc", ())), "msg": e.get("msg", ""), "type": e.get("type", "")}
            for e in exc.errors()
        ]
        return error_response(422, "the request does not match the schema", errors)

    @app.exception_handler(A2RAGError)
    async def _a2rag(_: Request, exc: A2RAGError) -> JSONResponse:
        return error_response(status_of(exc), str(exc), kind=type(exc).__name__)

    @app.exception_handler(ValueError)
    async def _value(_: Request, exc: ValueError) -> JSONResponse:
        return error_response(422, str(exc))

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return error_response(500, f"internal error ({type(exc).__name__}); see the server log")


class _TooLarge(StarletteHTTPException):
    """An HTTPException so that FastAPI's body parsing passes it through unchanged."""

    def __init__(self, max_bytes: int) -> None:
        super().__init__(413, _too_large_message(max_bytes))


def _too_large_message(max_bytes: int) -> str:
    return f"request body larger than {max_bytes} bytes (A2RAG_API_MAX_REQUEST_BYTES)"


class BodyLimit:
    """ASGI middleware: 413 for a body over `max_bytes`, declared or streamed (chunked)."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            await self._reject(scope, receive, send)
            return
        seen = 0
        started = False

        async def limited_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    raise _TooLarge(self.max_bytes)
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except _TooLarge:
            if not started:
                await self._reject(scope, receive, send)

    async def _reject(self, scope: Scope, receive: Receive, send: Send) -> None:
        resp = error_response(413, _too_large_message(self.max_bytes))
        await resp(scope, receive, send)
