"""Ranked provenance chunks: the common currency of every retrieval stage."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, Field

from a2rag.control.roles import Evidence, StageName
from a2rag.graph.driver import Graph


class GraphFact(BaseModel):
    source: str
    predicate: str
    target: str
    chunk_ids: list[str] = Field(default_factory=list)


class ScoredChunk(BaseModel):
    chunk_id: str
    doc_id: str
    title: str = ""
    text: str
    similarity: float
    support: float = Field(description="Stage-specific graph support in [0, 1].")
    score: float
    stage: StageName | str
    entity_ids: list[str] = Field(default_factory=list)

    def to_evidence(self) -> Evidence:
        stage: Any = self.stage
        return Evidence(
            chunk_id=self.chunk_id,
            doc_id=self.doc_id,
            text=self.text,
            score=round(self.score, 4),
            stage=stage,
            similarity=round(self.similarity, 4),
        )


def scored_chunk(
    row: dict[str, Any], support: float, stage: str, struct_weight: float
) -> ScoredChunk:
    """A chunk row (chunk_id, doc_id, title, text, similarity, entity_ids) scored as
    (1-w) * similarity + w * support, support clipped to [0, 1]."""
    sup = max(0.0, min(1.0, support))
    sim = float(row["similarity"])
    return ScoredChunk(
        chunk_id=row["chunk_id"],
        doc_id=row["doc_id"],
        title=row.get("title") or "",
        text=row["text"],
        similarity=sim,
        support=sup,
        score=(1 - struct_weight) * sim + struct_weight * sup,
        stage=stage,
        entity_ids=row.get("entity_ids") or [],
    )


def hydrate(
    graph: Graph,
    support: dict[str, float],
    embedding: list[float],
    stage: str,
    struct_weight: float,
) -> list[ScoredChunk]:
    """Fetch candidate chunks and score them: (1-w) * similarity + w * support."""
    if not support:
        return []
    rows = graph.read("retrieve/hydrate_chunks", chunk_ids=list(support), embedding=embedding)
    out = [scored_chunk(r, support.get(r["chunk_id"], 0.0), stage, struct_weight) for r in rows]
    out.sort(key=lambda c: (-c.score, c.chunk_id))
    return out


def merge(accumulated: Iterable[ScoredChunk], new: Iterable[ScoredChunk]) -> list[ScoredChunk]:
    """Accumulate evidence across stages: a chunk keeps its best score and first stage."""
    by_id: dict[str, ScoredChunk] = {}
    for c in accumulated:
        by_id[c.chunk_id] = c
    for c in new:
        old = by_id.get(c.chunk_id)
        if old is None:
            by_id[c.chunk_id] = c
        elif c.score > old.score:
            by_id[c.chunk_id] = old.model_copy(update={"score": c.score, "support": c.support})
    return sorted(by_id.values(), key=lambda c: (-c.score, c.chunk_id))
