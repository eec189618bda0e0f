"""One ingestion embeds each distinct text once, whichever step and batch asks for it."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Sequence

import numpy as np

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.ingest.embed_once import OnceEmbedder
from a2rag.ingest.models import SourceDocument
from a2rag.ingest.pipeline import Ingestor
from a2rag.models.embeddings import Embedder, make_embedder

SHARED = (
    "Ada Lovelace wrote the first published algorithm for Charles Babbage's Analytical Engine. "
    "She worked with Babbage in London."
)


class CountingEmbedder:
    """The model embedder, counting every text it is asked for."""

    def __init__(self, inner: Embedder) -> None:
        self._model = inner
        self.name = inner.name
        self.dim = inner.dim
        self.asked: Counter[str] = Counter()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.asked.update(texts)
        return self._model.embed(texts)


def _doc(i: int, text: str) -> SourceDocument:
    return SourceDocument(
        id=f"doc-{i}",
        title=f"Note {i}",
        text=text,
        source=f"test:{i}",
        content_hash=hashlib.sha256(text.encode()).hexdigest() + str(i),
    )


def test_each_distinct_text_is_embedded_once_per_ingestion(
    settings: Settings, graph: Graph
) -> None:
    model = make_embedder(settings)
    counting = CountingEmbedder(getattr(model, "inner", model))
    docs = [_doc(0, SHARED), _doc(1, SHARED), _doc(2, SHARED + " Babbage died in 1871.")]
    with Ingestor(settings, graph=graph, embedder=counting) as ing:
        report = ing.ingest_documents(docs, extractor="offline", batch_docs=1)
    assert report.documents_written == 3
    repeated = {t: n for t, n in counting.asked.items() if n > 1}
    assert not repeated, repeated
    # the shared sentences are in the graph three times, with the model's own vectors
    rows = graph.run_text(
        "MATCH (s:Sentence) WHERE s.text STARTS WITH 'Ada Lovelace' RETURN s.embedding AS v"
    )
    assert len(rows) == 3
    direct = model.embed([SHARED.split(" She")[0]])[0]
    for r in rows:
        assert np.allclose(r["v"], direct, atol=1e-5)


class _LengthEmbedder:
    """A stand-in model: a text's vector is its length, so reads can be checked."""

    name = "length"
    dim = 2

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(list(texts))
        return np.array([[len(t), 1.0] for t in texts], dtype=np.float32)


def test_a_batch_larger_than_the_bound_is_read_back_without_a_second_model_call() -> None:
    model = _LengthEmbedder()
    once = OnceEmbedder(model, max_texts=3)
    once.prefetch(["old"], check=lambda: None)
    batch = ["a", "bbbbb", "cc", "dddd", "eee"]
    once.prefetch([*batch, "a"], check=lambda: None, step=2)
    assert model.calls[1:] == [["a", "cc"], ["eee", "dddd"], ["bbbbb"]]  # shortest first
    assert once.embed(batch)[:, 0].tolist() == [1, 5, 2, 4, 3]
    assert len(model.calls) == 4  # no call for the batch's reads
    once.embed(["old"])  # the older batch's text was dropped to make room
    assert model.calls[-1] == ["old"]


def test_sentences_are_read_in_their_chunk_or_alone_as_the_setting_says(
    settings: Settings, graph: Graph
) -> None:
    from a2rag.models.bert_numpy import NumpyBertEncoder
    from a2rag.models.embeddings import bundled_minilm_path

    text = "The pump at Harbour Works failed at noon. It was replaced by Tamsin Rook."
    enc = NumpyBertEncoder(bundled_minilm_path())
    title = "Note 0"
    spans = [
        (len(title) + 1, len(title) + 1 + text.index(" It")),
        (len(title) + 1 + text.index("It"), len(title) + 1 + len(text)),
    ]
    _, pooled = enc.encode_spans([f"{title}\n{text}"], [spans])
    alone = enc.encode(
        ["The pump at Harbour Works failed at noon.", "It was replaced by Tamsin Rook."]
    )
    query = "MATCH (s:Sentence) RETURN s.text AS text, s.embedding AS v ORDER BY s.index"
    for mode, want in (("passage", pooled[0]), ("own", list(alone))):
        graph.run_text("MATCH (n) DETACH DELETE n")
        ingest = settings.ingest.model_copy(update={"sentence_vectors": mode})
        with Ingestor(settings.model_copy(update={"ingest": ingest}), graph=graph) as ing:
            ing.ingest_documents([_doc(0, text)], extractor="offline")
        rows = graph.run_text(query)
        assert [r["text"] for r in rows] == [
            "The pump at Harbour Works failed at noon.",
            "It was replaced by Tamsin Rook.",
        ]
        for r, w in zip(rows, want, strict=True):
            assert w is not None and np.allclose(r["v"], w, atol=1e-4), mode
    assert float(np.dot(pooled[0][1], alone[1])) < 0.95  # the two modes differ
