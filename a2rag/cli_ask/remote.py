"""`POST /ask` of a running `a2rag serve`, with the standard library only: a CLI that asks
through the server imports no model, driver or HTTP framework, so it answers in well under a
second of its own time."""

from __future__ import annotations

import http.client
import json
import ssl
from urllib.parse import urlsplit

from pydantic import ValidationError

from a2rag.api.schemas import AskRequest
from a2rag.api.security import API_KEY_HEADER
from a2rag.config import Settings, mask_url
from a2rag.control.answer import Answer
from a2rag.errors import A2RAGError

SERVER_MODES = ("adaptive", "deep")  # what POST /ask offers; agent mode runs in-process


class ServerUnreachable(A2RAGError):
    """Nothing a2rag-shaped answers at server_url: the caller answers in-process instead."""


class ServerError(A2RAGError):
    """The server answered with an a2rag error (bad input, database down, wrong key)."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


class RemoteAsker:
    """Questions to one server; one connection per question (the CLI asks a handful)."""

    def __init__(self, settings: Settings, url: str) -> None:
        self.url = url.rstrip("/")
        parts = urlsplit(self.url)
        self._https = parts.scheme == "https"
        self._host = parts.hostname or "127.0.0.1"
        self._port = parts.port or (443 if self._https else 80)
        self._path = parts.path.rstrip("/") + "/ask"
        self._key = settings.api.api_key.get_secret_value() if settings.api.api_key else None
        self._connect_s = settings.client.server_connect_timeout_s
        self._read_s = settings.client.server_timeout_s

    @property
    def where(self) -> str:
        return mask_url(self.url)

    def ask(self, request: AskRequest) -> Answer:
        status, body = self._post(request.model_dump_json().encode())
        if status == 200:
            try:
                return Answer.model_validate_json(body)
            except ValidationError as exc:
                raise ServerUnreachable(
                    f"{self.where} answered /ask with something that is not an a2rag Answer"
                ) from exc
        raise self._error(status, body)

    def _post(self, payload: bytes) -> tuple[int, bytes]:
        conn: http.client.HTTPConnection
        if self._https:
            conn = http.client.HTTPSConnection(
                self._host,
                self._port,
                timeout=self._connect_s,
                context=ssl.create_default_context(),
            )
        else:
            conn = http.client.HTTPConnection(self._host, self._port, timeout=self._connect_s)
        try:
            try:
                conn.connect()
            except OSError as exc:  # refused, unknown host, connect timeout, TLS failure
                raise ServerUnreachable(f"no a2rag server answers at {self.where} ({exc})") from exc
            if conn.sock is not None:
                conn.sock.settimeout(
                    self._read_s
                )  # connected: now wait as long as a question takes
            headers = {"Content-Type": "application/json", "Accept": "application/json"}
            if self._key is not None:
                headers[API_KEY_HEADER] = self._key
            try:
                conn.request("POST", self._path, body=payload, headers=headers)
                resp = conn.getresponse()
                return resp.status, resp.read()
            except TimeoutError as exc:
                raise A2RAGError(
                    f"the a2rag server at {self.where} gave no answer within "
                    f"{self._read_s:.0f} s (A2RAG_SERVER_TIMEOUT_S)"
                ) from exc
            except (OSError, http.client.HTTPException) as exc:  # reset, closed mid-answer
                raise ServerUnreachable(
                    f"the a2rag server at {self.where} dropped the connection ({exc})"
                ) from exc
        finally:
            conn.close()

    def _error(self, status: int, body: bytes) -> A2RAGError:
        """The server's one error shape (api/errors.py) as a ServerError; anything else means
        this is not an a2rag server (another service on that port)."""
        try:
            err = json.loads(body)["error"]
            message = str(err["message"])
        except (ValueError, KeyError, TypeError):
            return ServerUnreachable(f"{self.where} is not an a2rag server (HTTP {status} on /ask)")
        if status == 401:
            message += " (set A2RAG_API_KEY to the server's key)"
        detail = err.get("detail")
        if status == 422 and isinstance(detail, list) and detail:
            message += ": " + "; ".join(str(d.get("msg", d)) for d in detail if isinstance(d, dict))
        return ServerError(message, status)
