"""What every settings section shares: the environment naming rule and the enums."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Backend(StrEnum):
    """Which implementation answers the LLM roles (extraction, generation, verification)."""

    AUTO = "auto"
    OFFLINE = "offline"
    LLM = "llm"


class EmbeddingBackend(StrEnum):
    SENTENCE_TRANSFORMERS = "sentence-transformers"
    OPENAI = "openai"


class Section(BaseSettings):
    """A section reads its own fields from the environment (A2RAG_<FIELD>) and `.env`."""

    model_config = SettingsConfigDict(
        env_prefix="A2RAG_",
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        populate_by_name=True,
    )


def blank_is_unset(value: Any) -> Any:
    """`A2RAG_API_KEY=` (empty) means no key, never a key that is the empty string."""
    raw = value.get_secret_value() if isinstance(value, SecretStr) else value
    return None if isinstance(raw, str) and not raw.strip() else value
