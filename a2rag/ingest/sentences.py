"""The sentence index (A-RAG's sentence-level semantic search): every chunk's sentences,
embedded one by one and stored as (:Sentence)-[:IN]->(:Chunk).

Written right after a batch's chunks, with ids `<chunk_id>/s<index>` that depend only on the
chunk text, so re-ingesting unchanged text changes nothing; a replaced or deleted document
loses its sentences with its chunks (`remove`). Sentences repeated by chunk overlap are
embedded once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from a2rag.graph.driver import Graph
from a2rag.ingest.writer import batched
from a2rag.models.embeddings import Embedder
from a2rag.text.sentences import split_sentences

MAX_SENTENCE_CHARS = 2000


def sentence_rows(chunk_id: str, text: str) -> list[dict[str, object]]:
    """The sentence rows of one chunk (without embeddings)."""
    return [
        {"id": f"{chunk_id}/s{i}", "chunk_id": chunk_id, "index": i, "text": s[:MAX_SENTENCE_CHARS]}
        for i, (_, s) in enumerate(split_sentences(text))
    ]


def sentence_texts(texts: Iterable[str]) -> list[str]:
    """The sentence texts `write_sentences` will embed for these chunk texts."""
    return [str(r["text"]) for text in texts for r in sentence_rows("", text)]


def write_sentences(
    graph: Graph,
    embedder: Embedder,
    chunks: Sequence[tuple[str, str]],
    batch_size: int = 500,
) -> int:
    """Embed and write the sentences of (chunk_id, text) pairs; returns the sentence count."""
    rows = [r for cid, text in chunks for r in sentence_rows(cid, text)]
    if not rows:
        return 0
    unique = list(dict.fromkeys(str(r["text"]) for r in rows))
    # past the question cache (CachingEmbedder.inner): thousands of sentences would evict it
    vecs = getattr(embedder, "inner", embedder).embed(unique)
    by_text = {t: vecs[i].tolist() for i, t in enumerate(unique)}
    for r in rows:
        r["embedding"] = by_text[str(r["text"])]
    for batch in batched(rows, batch_size):
        graph.write("ingest/write_sentences", sentences=list(batch))
    return len(rows)


def remove_sentences(graph: Graph, doc_ids: Sequence[str]) -> None:
    """Drop the sentences of documents about to lose their chunks."""
    for batch in batched(doc_ids, 50):
        graph.write("ingest/remove_sentences", doc_ids=list(batch))


def backfill_sentences(graph: Graph, embedder: Embedder, batch: int = 500) -> int:
    """Index the chunks that have no sentences yet (a KB ingested before migration 0006);
    returns the number of chunks filled. A no-op scan when the index is complete."""
    filled = 0
    while True:
        rows = graph.read("ingest/chunks_without_sentences", limit=batch)
        if not rows:
            return filled
        if not write_sentences(graph, embedder, [(r["chunk_id"], r["text"] or "") for r in rows]):
            return filled  # only chunks without any sentence text are left
        filled += len(rows)
