"""Credentials in URLs never reach output or logs."""

from __future__ import annotations

import logging
import re
from typing import Any

_USERINFO = re.compile(r"(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?P<userinfo>[^/@\s]*)@")
API_KEY_PREFIX = "a2k_"  # keys of `a2rag keys add` start so; masked wherever they appear
_API_KEY = re.compile(re.escape(API_KEY_PREFIX) + r"[A-Za-z0-9_-]{8,}")


def mask_url(text: str) -> str:
    """Replace the userinfo of every URL in `text` ("https://user:secret@host" ->
    "https://***@host"): credentials in an endpoint URL never reach output or logs."""
    return _USERINFO.sub(r"\g<scheme>***@", text)


def mask_secrets(text: str) -> str:
    """URL credentials and a2rag API keys (`a2k_...`) masked."""
    return _API_KEY.sub(API_KEY_PREFIX + "***", mask_url(text))


def install_log_masking() -> None:
    """Mask URL userinfo and API keys in every log record of this process (idempotent)."""
    previous = logging.getLogRecordFactory()
    if getattr(previous, "a2rag_masking", False):
        return

    def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = previous(*args, **kwargs)
        try:
            message = record.getMessage()
        except Exception:  # a malformed record is logging's problem, not ours
            return record
        if ("@" in message and "://" in message) or API_KEY_PREFIX in message:
            record.msg, record.args = mask_secrets(message), ()
        return record

    factory.a2rag_masking = True  # type: ignore[attr-defined]
    logging.setLogRecordFactory(factory)
