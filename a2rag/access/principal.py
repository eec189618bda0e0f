"""Who is asking: a principal's role decides what it may do, its groups what it may read."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, field_validator

from a2rag.config import Settings, parse_groups


class Role(StrEnum):
    READER = "reader"  # ask, search
    ADMIN = "admin"  # also ingest, delete, review, stats, keys


class Principal(BaseModel):
    """`groups` None reads every document (the operator: the CLI, the Python API without a
    principal, the single A2RAG_API_KEY); otherwise the caller reads the documents sharing a
    group with `groups` plus settings.access.everyone_groups."""

    model_config = ConfigDict(frozen=True)

    name: str = Field(min_length=1, max_length=200)
    role: Role = Role.READER
    groups: tuple[str, ...] | None = None

    @field_validator("groups", mode="before")
    @classmethod
    def _groups(cls, value: object) -> tuple[str, ...] | None:
        return None if value is None else tuple(parse_groups(value))

    @classmethod
    def operator(cls, name: str = "operator") -> Principal:
        return cls(name=name, role=Role.ADMIN, groups=None)

    @property
    def is_admin(self) -> bool:
        return self.role is Role.ADMIN

    def read_groups(self, settings: Settings) -> list[str] | None:
        """The `$groups` parameter of every query: None reads all, a list filters."""
        if self.groups is None:
            return None
        return sorted(set(self.groups) | set(settings.access.everyone_groups))
