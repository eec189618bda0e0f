"""Settings of permission-aware retrieval: document groups, principals, audit."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, field_validator
from pydantic_settings import NoDecode

from a2rag.config.base import Section

GROUP_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_.:-]{0,63}$")


def parse_groups(value: Any) -> list[str]:
    """Groups from "hr, ops" or ["HR", "ops"]: trimmed, lower-cased, sorted, de-duplicated.
    A name outside [a-z0-9_.:-] (64 characters at most) is an error, never silently dropped."""
    if value is None:
        return []
    items = value.split(",") if isinstance(value, str) else list(value)
    out: set[str] = set()
    for item in items:
        if not isinstance(item, str):
            raise ValueError(f"a group name must be a string, not {type(item).__name__}")
        name = item.strip().lower()
        if not name:
            continue
        if not GROUP_PATTERN.match(name):
            raise ValueError(
                f"invalid group name {item!r}: use letters, digits and _ . : - (64 at most)"
            )
        out.add(name)
    return sorted(out)


Groups = Annotated[list[str], NoDecode]


class AccessSettings(Section):
    """Who may read what (document access groups) and who may do what (principals)."""

    default_groups: Groups = Field(
        default_factory=lambda: ["public"],
        description="Groups of a document ingested without any (comma-separated). With the "
        "default, untagged documents are public: every principal holds everyone_groups.",
    )
    everyone_groups: Groups = Field(
        default_factory=lambda: ["public"],
        description="Groups every principal holds. Empty (A2RAG_EVERYONE_GROUPS=) together "
        "with a restricted default_groups makes a private-by-default deployment.",
    )
    keys_file: Path | None = Field(
        None,
        description="API keys file of the HTTP service (`a2rag keys add|list|revoke`); "
        "default <home_dir>/keys.json.",
    )
    audit_asks: bool = Field(
        False,
        description="Log every question (principal, question hash, status, cited chunk ids) to "
        "the audit log. Off by default for privacy; admin actions are always audited.",
    )
    audit_file: Path | None = Field(
        None, description="Append audit records (JSON lines) here as well as to the log."
    )
    access_overfetch: int = Field(
        5,
        ge=1,
        le=50,
        description="Vector and fulltext index reads fetch k * this many hits before the "
        "caller's groups filter them, so a restricted caller still gets k visible hits.",
    )
    access_max_projections: int = Field(
        8, ge=1, description="GDS projections kept for distinct restricted group sets (LRU)."
    )

    @field_validator("default_groups", "everyone_groups", mode="before")
    @classmethod
    def _groups(cls, value: Any) -> list[str]:
        return parse_groups(value)
