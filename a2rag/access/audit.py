"""The audit trail: who asked (when settings.access.audit_asks) and who changed what (always).

Records are JSON objects on the `a2rag.audit` logger, and JSON lines appended to
settings.access.audit_file when set. An ask record holds the question's SHA-256, never its
text; no record ever holds a key.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from a2rag.access.principal import Principal
from a2rag.config import Settings

log = logging.getLogger("a2rag.audit")
_FILE_LOCK = threading.Lock()


def question_hash(question: str) -> str:
    return hashlib.sha256(question.strip().encode("utf-8")).hexdigest()


def _emit(settings: Settings, record: dict[str, Any]) -> None:
    line = json.dumps(record, sort_keys=True, default=str)
    log.info(line)
    path = settings.access.audit_file
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _FILE_LOCK:
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            with os.fdopen(fd, "a", encoding="utf-8") as f:
                f.write(line + "\n")
    except OSError as exc:  # the log record above stands; say why the file has none
        log.error("cannot append to the audit file %s: %s", path, exc)


def _base(event: str, who: str) -> dict[str, Any]:
    return {"event": event, "who": who, "at": datetime.now(UTC).isoformat()}


def audit_ask(
    settings: Settings,
    principal: Principal | None,
    question: str,
    *,
    status: str,
    citations: Sequence[str] = (),
    mode: str,
) -> None:
    """One question (only when audit_asks is on): who, the question's hash, outcome."""
    if not settings.access.audit_asks:
        return
    record = _base("ask", principal.name if principal else Principal.operator().name)
    record.update(
        question_sha256=question_hash(question),
        status=status,
        citations=list(citations),
        mode=mode,
        groups=None if principal is None or principal.groups is None else list(principal.groups),
    )
    _emit(settings, record)


def audit_action(
    settings: Settings, who: str, action: str, target: str | Sequence[str], **details: Any
) -> None:
    """An admin action (ingest, delete, approve, reject, keys add/revoke, cancel job):
    always recorded."""
    record = _base("admin", who)
    record.update(action=action, target=target if isinstance(target, str) else list(target))
    record.update(details)
    _emit(settings, record)
