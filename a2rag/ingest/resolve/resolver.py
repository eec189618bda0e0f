"""The resolver: runs the merge rules in order over one batch's state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from a2rag.ingest.models import Chunk, Extraction, ResolvedEntity, ResolvedRelation
from a2rag.ingest.resolve import output, rules
from a2rag.ingest.resolve.alias_table import load_alias_table
from a2rag.ingest.resolve.embedding import VectorCache, embedding_merges
from a2rag.ingest.resolve.known import KnownIndex
from a2rag.ingest.resolve.mentions import Mentions
from a2rag.ingest.resolve.per_document import per_document
from a2rag.ingest.resolve.state import RunState

if TYPE_CHECKING:
    from a2rag.config import Settings
    from a2rag.models.embeddings import Embedder


class Resolution(BaseModel):
    entities: list[ResolvedEntity] = Field(default_factory=list)
    relations: list[ResolvedRelation] = Field(default_factory=list)
    merges: int = Field(0, description="Surface forms of this run resolved onto another name.")


class EntityResolver:
    """Resolves one batch of extractions at a time; keeps an index of `known` entities across
    calls so incremental ingestion stays linear in the batch size."""

    def __init__(self, settings: Settings, embedder: Embedder | None = None) -> None:
        self.settings = settings
        self.embedder = embedder
        self.threshold = settings.ingest.alias_embedding_threshold
        self.alias_rows = (
            load_alias_table(settings.ingest.alias_table) if settings.ingest.alias_table else []
        )
        self.known = KnownIndex()
        self._vectors = VectorCache(embedder) if embedder is not None else None

    def resolve(
        self,
        extractions: Sequence[Extraction],
        chunks: Sequence[Chunk],
        known: Sequence[ResolvedEntity] = (),
    ) -> Resolution:
        self.known.update(known)
        st = RunState(Mentions.collect(extractions, chunks), self.known)
        rules.alias_table(st, self.alias_rows)
        rules.known_and_suffixes(st)
        rules.acronyms(st)
        rules.stated_aliases(st)
        rules.short_forms(st)
        if self._vectors is not None:
            embedding_merges(st, self._vectors, self.threshold)
        per_document(st)
        entities, ids, merges = output.entities(st)
        return Resolution(
            entities=entities, relations=output.relations(st, extractions, ids), merges=merges
        )
