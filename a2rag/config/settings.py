"""`Settings`: the sections together, with flat names routed to their section."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, SecretStr, model_validator

from a2rag.config.access import AccessSettings
from a2rag.config.base import Section
from a2rag.config.infra import IngestSettings, LocalSettings, ModelSettings, Neo4jSettings
from a2rag.config.masking import mask_url
from a2rag.config.query import (
    AgentSettings,
    ApiSettings,
    ClientSettings,
    ControlSettings,
    CurationSettings,
    DeepSettings,
    ReaderSettings,
    RetrievalSettings,
)
from a2rag.errors import ConfigError

SECTIONS: dict[str, type[Section]] = {
    "neo4j": Neo4jSettings,
    "local": LocalSettings,
    "models": ModelSettings,
    "ingest": IngestSettings,
    "retrieval": RetrievalSettings,
    "reader": ReaderSettings,
    "control": ControlSettings,
    "deep": DeepSettings,
    "agent": AgentSettings,
    "curation": CurationSettings,
    "api": ApiSettings,
    "client": ClientSettings,
    "access": AccessSettings,
}
# flat field name -> its section
SECTION_OF: dict[str, str] = {
    name: section for section, model in SECTIONS.items() for name in model.model_fields
}


class Settings(BaseModel):
    """Effective configuration. Construct once per process and pass it down."""

    neo4j: Neo4jSettings = Field(default_factory=Neo4jSettings)
    local: LocalSettings = Field(default_factory=LocalSettings)
    models: ModelSettings = Field(default_factory=ModelSettings)
    ingest: IngestSettings = Field(default_factory=IngestSettings)
    retrieval: RetrievalSettings = Field(default_factory=RetrievalSettings)
    reader: ReaderSettings = Field(default_factory=ReaderSettings)
    control: ControlSettings = Field(default_factory=ControlSettings)
    deep: DeepSettings = Field(default_factory=DeepSettings)
    agent: AgentSettings = Field(default_factory=AgentSettings)
    curation: CurationSettings = Field(default_factory=CurationSettings)
    api: ApiSettings = Field(default_factory=ApiSettings)
    client: ClientSettings = Field(default_factory=ClientSettings)
    access: AccessSettings = Field(default_factory=AccessSettings)

    @model_validator(mode="before")
    @classmethod
    def _route_flat_names(cls, data: Any) -> Any:
        """`Settings(ppr_alpha=0.2, NEO4J_URI=...)`: flat names go to their sections; each
        section is built with its constructor, so its other fields still come from the
        environment. An unknown name is an error, not silently ignored."""
        if not isinstance(data, dict):
            return data
        out, flat = _by_section(data)
        for section, values in flat.items():
            base = out.get(section)
            given = base.model_dump() if isinstance(base, BaseModel) else dict(base or {})
            out[section] = SECTIONS[section](**{**given, **values})
        return out

    def updated(self, **changes: Any) -> Settings:
        """A copy with flat-named fields changed (`settings.updated(local_limit=10)`)."""
        return self.model_copy(update=changes)

    def model_copy(
        self, *, update: Mapping[str, Any] | None = None, deep: bool = False
    ) -> Settings:
        """pydantic's copy, with `update` taking flat names too (they go to their sections;
        the section is copied, so the original is never changed)."""
        whole, sections = _by_section(update or {})
        for s, values in sections.items():
            whole[s] = getattr(self, s).model_copy(update=values, deep=deep)
        return super().model_copy(update=whole, deep=deep)

    @property
    def llm_enabled(self) -> bool:
        return self.models.llm_enabled

    @property
    def local_home(self) -> Path:
        """NEO4J_HOME of the local (Docker-free) server instance."""
        return self.local.local_home

    @property
    def password_file(self) -> Path:
        return self.local.password_file

    def resolved_password(self) -> str:
        """NEO4J_PASSWORD if set, else the password stored by the local server."""
        if self.neo4j.neo4j_password is not None:
            return self.neo4j.neo4j_password.get_secret_value()
        if self.password_file.exists():
            return self.password_file.read_text(encoding="utf-8").strip()
        raise ConfigError(
            "No Neo4j password: set NEO4J_PASSWORD, or start the local server "
            "(`a2rag neo4j start`) which generates and stores one."
        )

    def masked(self) -> dict[str, dict[str, Any]]:
        """Effective settings by section as plain data, secrets masked (for `a2rag config`):
        SecretStr values, and the user:password part of any URL."""
        out: dict[str, dict[str, Any]] = {}
        for section in SECTIONS:
            model = getattr(self, section)
            part: dict[str, Any] = {}
            for name, field in type(model).model_fields.items():
                value = getattr(model, name)
                if isinstance(value, SecretStr):
                    part[name] = "********"
                elif value is None and field.annotation == SecretStr | None:
                    part[name] = None
                elif isinstance(value, str):
                    part[name] = mask_url(value)
                elif isinstance(value, Path):
                    part[name] = str(value)
                elif isinstance(value, StrEnum):
                    part[name] = value.value
                else:
                    part[name] = value
            out[section] = part
        out["models"]["llm_enabled"] = self.llm_enabled
        return out


def _by_section(data: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """Split keywords into whole sections given by name, and flat field names grouped by the
    section they belong to; an unknown name is an error."""
    whole: dict[str, Any] = {}
    flat: dict[str, dict[str, Any]] = {}
    for key, value in data.items():
        if key in SECTIONS:
            whole[key] = value
            continue
        name = _flat_name(key)
        home = SECTION_OF.get(name)
        if home is None:
            raise ConfigError(f"unknown setting {key!r}")
        flat.setdefault(home, {})[name] = value
    return whole, flat


def _flat_name(key: str) -> str:
    """A keyword as a flat field name: `ppr_alpha`, `A2RAG_PPR_ALPHA` and `NEO4J_URI` all work."""
    if key in _ALIASES:
        return _ALIASES[key]
    if key.upper().startswith("A2RAG_"):
        return key[len("A2RAG_") :].lower()
    return key


# Neo4j's own environment names, accepted as keyword names too
_ALIASES = {
    "NEO4J_URI": "neo4j_uri",
    "NEO4J_USERNAME": "neo4j_username",
    "NEO4J_PASSWORD": "neo4j_password",
    "NEO4J_DATABASE": "neo4j_database",
}
