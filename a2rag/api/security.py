"""The operator's API-key check (MCP) and the rule that a keyless service stays on loopback;
the HTTP API's per-key principals are in principals.py."""

from __future__ import annotations

import hmac
import ipaddress

from a2rag.config import Settings
from a2rag.errors import InsecureBind

API_KEY_HEADER = "X-API-Key"
OPEN_PATHS = frozenset({"/health"})


def is_loopback(host: str) -> bool:
    if host in ("localhost", "localhost.localdomain"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a hostname we cannot vouch for


def check_bind(host: str, settings: Settings, *, key_file: bool = True) -> None:
    """Refuse to expose the service beyond this machine without keys: A2RAG_API_KEY, or
    (`key_file`: the HTTP API, which reads it) an active key in the keys file."""
    if settings.api.api_key is not None or is_loopback(host):
        return
    if key_file:
        from a2rag.access.keys import KeyStore

        if KeyStore.for_settings(settings).has_active():
            return
    raise InsecureBind(
        f"refusing to serve on {host} without an API key: anyone who can reach it could "
        "read and change the knowledge base. Set A2RAG_API_KEY (clients then send the "
        f"{API_KEY_HEADER} header)"
        + (", or add keys with `a2rag keys add`" if key_file else "")
        + ", or bind to 127.0.0.1."
    )


def key_accepted(settings: Settings, path: str, presented: str | None) -> bool:
    """No key configured: everything is open (loopback only, see check_bind)."""
    if settings.api.api_key is None or path in OPEN_PATHS:
        return True
    if presented is None:
        return False
    expected = settings.api.api_key.get_secret_value().encode()
    return hmac.compare_digest(presented.encode(), expected)
