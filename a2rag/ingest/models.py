"""Data passed between ingestion steps (load -> chunk -> extract -> resolve -> write)."""

from __future__ import annotations

from pydantic import BaseModel, Field, field_validator

from a2rag.config import parse_groups
from a2rag.types import ExtractedEntity, ExtractedRelation


class SourceDocument(BaseModel):
    """One document as loaded from disk, before chunking."""

    id: str
    title: str
    text: str
    source: str = Field(description="Where it came from: file path, or path:line for jsonl.")
    content_hash: str
    groups: list[str] | None = Field(
        None,
        description="Access groups (normalised); None takes settings.access.default_groups "
        "when written.",
    )

    @field_validator("groups", mode="before")
    @classmethod
    def _groups(cls, value: object) -> list[str] | None:
        return None if value is None else parse_groups(value)


class Chunk(BaseModel):
    id: str
    doc_id: str
    index: int
    text: str
    token_count: int
    start_char: int = 0
    title: str = Field("", description="The document's title (context for alias decisions).")


class Extraction(BaseModel):
    """What one extractor produced for one chunk. `error` set means the chunk failed."""

    chunk_id: str
    entities: list[ExtractedEntity] = Field(default_factory=list)
    relations: list[ExtractedRelation] = Field(default_factory=list)
    error: str | None = None
    timed_out: bool = Field(
        False, description="Not extracted: its document ran past A2RAG_DOCUMENT_TIME_BUDGET_S."
    )
    parses: str | None = Field(
        None, description="The reader's spaCy parses of the chunk (a2rag.read.parse_store)."
    )


class ResolvedEntity(BaseModel):
    """A canonical entity after alias resolution."""

    id: str
    name: str
    type: str
    aliases: list[str]
    description: str = ""
    merge_reasons: list[str] = Field(
        default_factory=list, description="Why each alias joined, e.g. 'KPB: acronym of ...'."
    )
    chunk_ids: list[str] = Field(default_factory=list)


class ResolvedRelation(BaseModel):
    source_id: str
    target_id: str
    predicate: str
    chunk_ids: list[str]
    weight: float = 1.0
