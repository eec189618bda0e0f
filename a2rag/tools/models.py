"""Arguments and results of the agent tools.

Arguments are validated here, so every tool rejects bad input with one readable message;
results are small, bounded and cite chunk ids, because an agent pays for every token it reads.
"""

from __future__ import annotations

from pydantic import BaseModel, Field, field_validator

MAX_K = 20
MAX_KEYWORDS = 10
MAX_READ = 5
SNIPPETS_PER_CHUNK = 3
SNIPPET_CHARS = 300
PREVIEW_CHARS = 200


def _clean_terms(values: list[str], what: str, limit: int) -> list[str]:
    out: list[str] = []
    for v in values:
        v = " ".join(str(v).split())
        if v and v.casefold() not in {o.casefold() for o in out}:
            out.append(v)
    if not out:
        raise ValueError(f"give at least one non-empty {what}")
    if len(out) > limit:
        raise ValueError(f"at most {limit} {what}s per call (got {len(out)})")
    if any(len(v) > 200 for v in out):
        raise ValueError(f"a {what} is at most 200 characters")
    return out


def _as_list(value: object) -> object:
    """A single string where a list is expected is taken as a one-item list (agents do this)."""
    return [value] if isinstance(value, str) else value


# --- arguments ------------------------------------------------------------------------------


class KeywordSearchArgs(BaseModel):
    """Exact keyword search over chunk text (case-insensitive)."""

    keywords: list[str] = Field(description="Exact words or phrases, e.g. names, ids, numbers.")
    k: int = Field(5, ge=1, le=MAX_K, description="Chunks to return.")

    @field_validator("keywords", mode="before")
    @classmethod
    def _keywords_list(cls, value: object) -> object:
        return _as_list(value)

    @field_validator("keywords")
    @classmethod
    def _keywords(cls, value: list[str]) -> list[str]:
        return _clean_terms(value, "keyword", MAX_KEYWORDS)


class SemanticSearchArgs(BaseModel):
    """Sentence-level dense search, aggregated to chunks by their best sentence."""

    query: str = Field(min_length=1, max_length=2000, description="A natural-language query.")
    k: int = Field(5, ge=1, le=MAX_K, description="Chunks to return.")

    @field_validator("query")
    @classmethod
    def _query(cls, value: str) -> str:
        value = " ".join(value.split())
        if not value:
            raise ValueError("the query is empty")
        return value


class ChunkReadArgs(BaseModel):
    """Full text of chunks, with adjacent chunks in reading order."""

    chunk_ids: list[str] = Field(description="Chunk ids from a search result.")
    neighbours: int = Field(0, ge=0, le=2, description="Adjacent chunks on each side (0-2).")

    @field_validator("chunk_ids", mode="before")
    @classmethod
    def _chunk_ids_list(cls, value: object) -> object:
        return _as_list(value)

    @field_validator("chunk_ids")
    @classmethod
    def _ids(cls, value: list[str]) -> list[str]:
        return _clean_terms(value, "chunk id", MAX_READ)


class FindEntitiesArgs(BaseModel):
    """Entities of the knowledge graph by name or alias."""

    name: str = Field(min_length=1, max_length=200, description="A name, alias or part of one.")
    k: int = Field(5, ge=1, le=MAX_K, description="Entities to return.")


class NeighboursArgs(BaseModel):
    """An entity's 1-hop relations (the local stage), optionally of one predicate."""

    entity: str = Field(min_length=1, max_length=200, description="Entity id, name or alias.")
    predicate: str | None = Field(
        None, max_length=100, description="Only relations with this predicate, e.g. born_in."
    )


class ConnectArgs(BaseModel):
    """Short relation paths between two entities (the bridge stage)."""

    entity_a: str = Field(min_length=1, max_length=200, description="Entity id, name or alias.")
    entity_b: str = Field(min_length=1, max_length=200, description="Entity id, name or alias.")


class ExpandArgs(BaseModel):
    """Chunks around entities by personalized PageRank (the global stage)."""

    entities: list[str] = Field(description="Entity ids, names or aliases (1-8).")
    k: int = Field(5, ge=1, le=MAX_K, description="Chunks to return.")

    @field_validator("entities", mode="before")
    @classmethod
    def _entities_list(cls, value: object) -> object:
        return _as_list(value)

    @field_validator("entities")
    @classmethod
    def _entities(cls, value: list[str]) -> list[str]:
        return _clean_terms(value, "entity", 8)


# --- results --------------------------------------------------------------------------------


class ChunkHit(BaseModel):
    chunk_id: str
    doc_id: str
    title: str = ""
    score: float
    snippets: list[str] = Field(default_factory=list)


class SearchResult(BaseModel):
    tool: str
    hits: list[ChunkHit] = Field(default_factory=list)
    note: str = ""


class ChunkText(BaseModel):
    chunk_id: str
    doc_id: str
    title: str = ""
    index: int
    requested: bool = Field(description="False for a neighbour read along with a requested chunk.")
    already_read: bool = False
    text: str | None = Field(None, description="None when already read in this session.")


class ReadResult(BaseModel):
    tool: str = "chunk_read"
    chunks: list[ChunkText] = Field(default_factory=list)
    not_found: list[str] = Field(default_factory=list)
    note: str = ""


class EntityInfo(BaseModel):
    id: str
    name: str
    type: str | None = None
    aliases: list[str] = Field(default_factory=list)
    description: str | None = None
    exact: bool = False
    mentions: int = 0
    relations: int = 0
    chunk_ids: list[str] = Field(default_factory=list)


class EntitiesResult(BaseModel):
    tool: str = "find_entities"
    entities: list[EntityInfo] = Field(default_factory=list)


class Fact(BaseModel):
    source: str
    predicate: str
    target: str
    chunk_ids: list[str] = Field(default_factory=list)


class NeighboursResult(BaseModel):
    tool: str = "neighbours"
    entity: str
    entity_id: str
    facts: list[Fact] = Field(default_factory=list)
    chunk_ids: list[str] = Field(
        default_factory=list, description="Chunks that mention the entity, most relevant first."
    )
    note: str = ""


class PathInfo(BaseModel):
    hops: int
    entities: list[str]
    facts: list[Fact]


class ConnectResult(BaseModel):
    tool: str = "connect"
    entity_a: str
    entity_b: str
    paths: list[PathInfo] = Field(default_factory=list)
    chunk_ids: list[str] = Field(default_factory=list)
    note: str = ""


class ExpandHit(BaseModel):
    chunk_id: str
    doc_id: str
    title: str = ""
    score: float = Field(description="PPR mass of the entities the chunk mentions (top = 1).")
    preview: str = ""


class ExpandResult(BaseModel):
    tool: str = "expand"
    seeds: list[str] = Field(default_factory=list)
    chunks: list[ExpandHit] = Field(default_factory=list)
    note: str = ""
