"""The read scope of the current question: which groups the named queries filter by.

Enforcement sits where every statement passes, `Graph` execution: a statement that declares
`$groups` gets the scope's groups unless its caller passed them, so no stage, tool or mode
can forget the filter. Entry points (`A2RAG.ask`, the HTTP routes) set the scope from the
principal; outside any scope the caller is the operator and reads everything.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_READ_GROUPS: ContextVar[tuple[str, ...] | None] = ContextVar("a2rag_read_groups", default=None)


def current_read_groups() -> list[str] | None:
    groups = _READ_GROUPS.get()
    return None if groups is None else list(groups)


@contextmanager
def reading_as(groups: list[str] | None) -> Iterator[None]:
    """Run the block's queries as a caller reading `groups` (None: everything)."""
    token = _READ_GROUPS.set(None if groups is None else tuple(groups))
    try:
        yield
    finally:
        _READ_GROUPS.reset(token)
