"""Settings: the one place where a2rag's defaults live.

Settings are nested by section (`settings.retrieval.ppr_alpha`, `settings.api.api_key`), and
every field keeps one flat name: its environment variable is `A2RAG_<FIELD>` whatever its
section (A2RAG_PPR_ALPHA, A2RAG_API_KEY), and `Settings(ppr_alpha=0.2)` or
`settings.updated(ppr_alpha=0.2)` route a flat name to its section. Neo4j connection settings
use Neo4j's usual names (NEO4J_URI, NEO4J_USERNAME, NEO4J_PASSWORD, NEO4J_DATABASE). Values
come from the environment, then a `.env` file in the working directory, then these defaults.
Construct `Settings()` once at an edge (CLI, HTTP service, Python API) and pass it down.
"""

from __future__ import annotations

from a2rag.config.access import AccessSettings, parse_groups
from a2rag.config.base import Backend, EmbeddingBackend
from a2rag.config.infra import IngestSettings, LocalSettings, ModelSettings, Neo4jSettings
from a2rag.config.masking import API_KEY_PREFIX, install_log_masking, mask_secrets, mask_url
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
from a2rag.config.settings import SECTION_OF, SECTIONS, Settings

__all__ = [
    "API_KEY_PREFIX",
    "SECTIONS",
    "SECTION_OF",
    "AccessSettings",
    "AgentSettings",
    "ApiSettings",
    "Backend",
    "ClientSettings",
    "ControlSettings",
    "CurationSettings",
    "DeepSettings",
    "EmbeddingBackend",
    "IngestSettings",
    "LocalSettings",
    "ModelSettings",
    "Neo4jSettings",
    "ReaderSettings",
    "RetrievalSettings",
    "Settings",
    "install_log_masking",
    "mask_secrets",
    "mask_url",
    "parse_groups",
]  # fmt: skip
