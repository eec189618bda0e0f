"""Who calls: each request's principal, from its X-API-Key, and what its role lets it do.

- A2RAG_API_KEY presented: the operator (admin, reads everything), as before keys existed.
- A key from the keys file (`a2rag keys add`): that key's principal; unknown or revoked: 401.
- Neither A2RAG_API_KEY nor any key in the keys file: the keyless service, everyone is the
  operator (`check_bind` keeps such a service on loopback).
- A reader may ask (POST /ask); everything else but /health needs an admin: 403.

The keys file is re-read when it changes, so `a2rag keys revoke` takes effect at once.
"""

from __future__ import annotations

import hmac
import logging
from collections.abc import Awaitable, Callable
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, Request, Response

from a2rag.access import Principal
from a2rag.access.keys import KeyStore
from a2rag.api.errors import error_response
from a2rag.api.security import API_KEY_HEADER, OPEN_PATHS
from a2rag.config import Settings
from a2rag.errors import A2RAGError

log = logging.getLogger("a2rag.api")

# (method, path) a reader may call; every other route is an admin's (new routes too)
READER_ROUTES = frozenset({("POST", "/ask")})


class Gatekeeper:
    """Resolves a request's principal, or the 401/403 response that refuses it."""

    def __init__(self, settings: Settings, store: KeyStore | None = None) -> None:
        self.settings = settings
        self.store = store or KeyStore.for_settings(settings)
        operator_key = settings.api.api_key
        self._operator_key = operator_key.get_secret_value().encode() if operator_key else None

    def resolve(self, method: str, path: str, presented: str | None) -> Principal | Response:
        if not (self._operator_key is not None or self.store.keyed()):
            return Principal.operator()  # the keyless (loopback) service
        if presented is None:
            return _unauthorized(f"missing {API_KEY_HEADER} header")
        if self._operator_key is not None and hmac.compare_digest(
            presented.encode(), self._operator_key
        ):
            return Principal.operator()
        principal = self.store.lookup(presented)
        if principal is None:
            return _unauthorized(f"wrong, unknown or revoked key in the {API_KEY_HEADER} header")
        if not principal.is_admin and (method, path) not in READER_ROUTES:
            return error_response(
                403,
                f"{principal.name!r} has the reader role: it may ask (POST /ask); "
                f"{method} {path} needs an admin key",
            )
        return principal


def _unauthorized(message: str) -> Response:
    resp = error_response(401, message)
    resp.headers["WWW-Authenticate"] = API_KEY_HEADER
    return resp


def install_principals(app: FastAPI, settings: Settings) -> None:
    """The middleware that sets `request.state.principal` or refuses the request."""
    gate = Gatekeeper(settings)

    @app.middleware("http")
    async def principal_of_request(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        path = request.url.path
        if path not in OPEN_PATHS:
            try:
                found = gate.resolve(request.method, path, request.headers.get(API_KEY_HEADER))
            except A2RAGError as exc:  # an unreadable keys file: refuse, never open up
                log.error("cannot check the caller's key: %s", exc)
                return error_response(503, "the service cannot check keys now; see its log")
            if isinstance(found, Response):
                return found
            request.state.principal = found
        return await call_next(request)


def _caller(request: Request) -> Principal:
    principal = getattr(request.state, "principal", None)
    if not isinstance(principal, Principal):
        raise HTTPException(status_code=401, detail=f"missing {API_KEY_HEADER} header")
    return principal


CallerDep = Annotated[Principal, Depends(_caller)]
