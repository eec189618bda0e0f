"""Ranked provenance chunks: the common currency of every retrieval stage."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from a2rag.graph.driver import Graph
from a2rag.types import ScoredChunk


def live_rows(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Drop chunk rows read while a concurrent delete removed the node: Neo4j's read-committed
    isolation then returns its properties as null."""
    return [
        r
        for r in rows
        if r.get("chunk_id") and r.get("text") is not None and r.get("similarity") is not None
    ]


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
    out = [
        scored_chunk(r, support.get(r["chunk_id"], 0.0), stage, struct_weight)
        for r in live_rows(rows)
    ]
    out.sort(key=lambda c: (-c.score, c.chunk_id))
    return out


def merge_pool(accumulated: Iterable[ScoredChunk], new: Iterable[ScoredChunk]) -> list[ScoredChunk]:
    """Accumulate the evidence pool: a chunk keeps its first stage, its highest graph support
    and its best fulltext rank (scores are set afterwards by `fuse`)."""
    by_id: dict[str, ScoredChunk] = {c.chunk_id: c for c in accumulated}
    for c in new:
        old = by_id.get(c.chunk_id)
        if old is None:
            by_id[c.chunk_id] = c
            continue
        ranks = [r for r in (old.lexical_rank, c.lexical_rank) if r is not None]
        by_id[c.chunk_id] = old.model_copy(
            update={
                "support": max(old.support, c.support),
                "lexical_rank": min(ranks) if ranks else None,
                "entity_ids": old.entity_ids or c.entity_ids,
            }
        )
    return list(by_id.values())


def _competition_ranks(values: dict[str, float]) -> dict[str, int]:
    """0-based rank of each key by value, descending; ties share the best rank (1, 2, 2, 4)."""
    ordered = sorted(values.values(), reverse=True)
    first: dict[float, int] = {}
    for i, v in enumerate(ordered):
        first.setdefault(v, i)
    return {key: first[v] for key, v in values.items()}


def fuse(
    pool: Iterable[ScoredChunk],
    *,
    k: float,
    w_dense: float,
    w_lexical: float,
    w_graph: float,
) -> list[ScoredChunk]:
    """Rank the evidence pool by reciprocal-rank fusion of three signals, whichever stage found
    a chunk: question similarity (rank among the pool), fulltext rank (text channel), and graph
    support (local/bridge support or PPR mass, rank among chunks with support > 0).

    score = w_dense / (k + 1 + r_dense) + w_lexical / (k + 1 + r_lex) + w_graph / (k + 1 + r_graph),
    a term dropping out when the chunk has no rank for that signal. Without graph support the
    order is the text channel's hybrid order; graph support lifts the chunks the stages reach.
    """
    chunks = list(pool)
    dense = _competition_ranks({c.chunk_id: c.similarity for c in chunks})
    graph = _competition_ranks({c.chunk_id: c.support for c in chunks if c.support > 0})
    out: list[ScoredChunk] = []
    for c in chunks:
        score = w_dense / (k + 1 + dense[c.chunk_id])
        if c.lexical_rank is not None:
            score += w_lexical / (k + 1 + c.lexical_rank)
        if c.chunk_id in graph:
            score += w_graph / (k + 1 + graph[c.chunk_id])
        out.append(c.model_copy(update={"score": score}))
    out.sort(key=lambda c: (-c.score, -c.similarity, c.chunk_id))
    return out


def merge(accumulated: Iterable[ScoredChunk], new: Iterable[ScoredChunk]) -> list[ScoredChunk]:
    """Accumulate evidence across stages: a chunk keeps its best score and first stage (the
    single-stage baselines' ranking; a2rag itself ranks with `merge_pool` + `fuse`)."""
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
