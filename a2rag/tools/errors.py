"""The one error a tool raises on purpose: its message is shown to the caller as is."""

from __future__ import annotations

from pydantic import ValidationError

from a2rag.errors import A2RAGError


class ToolError(A2RAGError):
    """Bad arguments or nothing to work on; the message says what to do instead."""


def validation_message(tool: str, exc: ValidationError) -> str:
    """A pydantic error as one line per field, without the input echoed back."""
    parts = []
    for err in exc.errors()[:6]:
        loc = ".".join(str(p) for p in err["loc"]) or "arguments"
        msg = str(err["msg"]).removeprefix("Value error, ")
        parts.append(f"{loc}: {msg}")
    return f"{tool}: invalid arguments ({'; '.join(parts)})"
