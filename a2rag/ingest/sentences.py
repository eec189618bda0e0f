"""The sentence index (A-RAG's sentence-level semantic search): every chunk's sentences,
embedded one by one and stored as (:Sentence)-[:IN]->(:Chunk).

Written right after a batch's chunks, with ids `<chunk_id>/s<index>` that depend only on the
chunk text, so re-ingesting unchanged text changes nothing; a replaced or deleted document
loses its sentences with its chunks (`remove`). Sentences repeated by chunk overlap are
embedded once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import numpy as np

from a2rag.graph.driver import Graph
from a2rag.ingest.writer import batched
from a2rag.models.embeddings import Embedder
from a2rag.text.sentences import split_sentences

MAX_SENTENCE_CHARS = 2000


def sentence_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, sentence) of each sentence of a chunk text, in order."""
    out: list[tuple[int, int, str]] = []
    for start, sent in split_sentences(text):
        a = text.find(sent, start)
        out.append((a, a + len(sent), sent))
    return out


def embedded_text(title: str, text: str) -> str:
    """The text a chunk is embedded as: its document's title, then its own text."""
    return f"{title}\n{text}"


def passage_spans(title: str, text: str) -> list[tuple[int, int]]:
    """Each sentence's span in the text its chunk is embedded as (`embedded_text`)."""
    head = len(embedded_text(title, ""))
    return [(head + a, head + b) for a, b, _ in sentence_spans(text)]


def read_in_passage(
    embedder: Embedder, chunks: Sequence[tuple[str, str, str]]
) -> dict[str, list[np.ndarray | None]]:
    """(chunk_id, title, text) -> each sentence's vector read in its chunk (see
    `OnceEmbedder.prefetch_passages`); empty when the embedder cannot."""
    read = getattr(getattr(embedder, "inner", embedder), "embed_spans", None)
    if read is None or not chunks:
        return {}
    _, pooled = read(
        [embedded_text(t, x) for _, t, x in chunks], [passage_spans(t, x) for _, t, x in chunks]
    )
    return {cid: v for (cid, _, _), v in zip(chunks, pooled, strict=True)}


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
    vectors: Mapping[str, Sequence[np.ndarray | None]] | None = None,
    batch_size: int = 500,
) -> int:
    """Embed and write the sentences of (chunk_id, text) pairs; returns the sentence count.
    `vectors` holds sentences already read in their chunk (chunk id -> one per sentence,
    None for one to embed alone)."""
    given = vectors or {}
    rows: list[dict[str, object]] = []
    for cid, text in chunks:
        read = given.get(cid, ())
        for i, r in enumerate(sentence_rows(cid, text)):
            vec = read[i] if i < len(read) else None
            if vec is not None:
                r["embedding"] = vec.tolist()
            rows.append(r)
    if not rows:
        return 0
    unique = list(dict.fromkeys(str(r["text"]) for r in rows if "embedding" not in r))
    # past the question cache (CachingEmbedder.inner): thousands of sentences would evict it
    vecs = getattr(embedder, "inner", embedder).embed(unique) if unique else []
    by_text = {t: vecs[i].tolist() for i, t in enumerate(unique)}
    for r in rows:
        if "embedding" not in r:
            r["embedding"] = by_text[str(r["text"])]
    for batch in batched(rows, batch_size):
        graph.write("ingest/write_sentences", sentences=list(batch))
    return len(rows)


def remove_sentences(graph: Graph, doc_ids: Sequence[str]) -> None:
    """Drop the sentences of documents about to lose their chunks."""
    for batch in batched(doc_ids, 50):
        graph.write("ingest/remove_sentences", doc_ids=list(batch))


def backfill_sentences(
    graph: Graph, embedder: Embedder, in_passage: bool = True, batch: int = 500
) -> int:
    """Index the chunks that have no sentences yet (a KB ingested before migration 0006);
    returns the number of chunks filled. A no-op scan when the index is complete."""
    filled = 0
    while True:
        rows = graph.read("ingest/chunks_without_sentences", limit=batch)
        if not rows:
            return filled
        chunks = [(r["chunk_id"], r["title"] or "", r["text"] or "") for r in rows]
        vectors = read_in_passage(embedder, chunks) if in_passage else {}
        if not write_sentences(graph, embedder, [(c, x) for c, _, x in chunks], vectors):
            return filled  # only chunks without any sentence text are left
        filled += len(rows)
