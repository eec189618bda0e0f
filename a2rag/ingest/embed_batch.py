"""The embeddings of one ingestion batch: document summaries (a one-chunk document reuses its
chunk's vector) and entities."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from a2rag.ingest.models import Chunk, ResolvedEntity, SourceDocument
from a2rag.ingest.rows import entity_text
from a2rag.models.embeddings import Embedder


def summary_vectors(
    embedder: Embedder,
    llm_summaries: bool,
    batch: list[tuple[SourceDocument, list[Chunk]]],
    summaries: list[str],
    chunk_vecs: np.ndarray,
) -> np.ndarray:
    """A one-chunk document is its own best summary for the gate: reuse its chunk vector
    (title + full text) instead of embedding the extractive summary again. Passage
    corpora are mostly one chunk per document, so this halves their embedding time."""
    out = np.zeros((len(batch), chunk_vecs.shape[1]), dtype=np.float32)
    todo: list[int] = []
    offset = 0
    for i, (_, cs) in enumerate(batch):
        if len(cs) == 1 and not llm_summaries:
            out[i] = chunk_vecs[offset]
        else:
            todo.append(i)
        offset += len(cs)
    if todo:
        vecs = embedder.embed([summaries[i] for i in todo])
        for j, i in enumerate(todo):
            out[i] = vecs[j]
    return out


def entity_vectors(
    embedder: Embedder, entities: Sequence[ResolvedEntity]
) -> dict[str, list[float]]:
    vecs = embedder.embed([entity_text(e) for e in entities])
    return {e.id: vecs[i].tolist() for i, e in enumerate(entities)}
