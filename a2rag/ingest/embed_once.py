"""One ingestion run's embedder: each distinct text is embedded once per run, whichever step
asks for it (chunks, summaries, entity names, the resolver's name checks, sentences).

Embedding is most of an ingestion's time, and a corpus repeats itself: boilerplate sentences,
names that are both an entity and a one-word sentence, a summary equal to its chunk. The
vectors of the run's recent texts are kept (bounded: each batch's `prefetch` drops the least
recently used beyond `max_texts`, never the batch's own), and a call embeds only the texts not
seen yet, each once, in one model call.
It sits past the process-wide question cache (`CachingEmbedder.inner`): thousands of
ingestion texts would evict the questions.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence

import numpy as np

from a2rag.models.embeddings import Embedder

DEFAULT_MAX_TEXTS = 50_000  # kept across batches; 384-dim float32: ~77 MB
PREFETCH_STEP = 256


class OnceEmbedder:
    """The `Embedder` of one run; `prefetch` a batch's texts, then `embed` reads them back."""

    def __init__(self, embedder: Embedder, max_texts: int = DEFAULT_MAX_TEXTS) -> None:
        self._model: Embedder = getattr(embedder, "inner", embedder)
        self.name = embedder.name
        self.dim = embedder.dim
        self._max = max(1, max_texts)
        self._vecs: OrderedDict[str, np.ndarray] = OrderedDict()

    def prefetch(
        self, texts: Sequence[str], check: Callable[[], None], step: int = PREFETCH_STEP
    ) -> None:
        """Embed the texts not held yet, shortest first in slices of `step` (similar lengths
        share a model batch, so little of it is padding), checking for cancellation between
        slices (a 10 MB document has thousands of chunks)."""
        todo = sorted(
            (t for t in dict.fromkeys(texts) if t not in self._vecs), key=lambda t: (len(t), t)
        )
        self._make_room(len(todo))
        for i in range(0, len(todo), step):
            check()
            self.embed(todo[i : i + step])

    def prefetch_passages(
        self,
        texts: Sequence[str],
        spans: Sequence[Sequence[tuple[int, int]]],
        check: Callable[[], None],
        step: int = PREFETCH_STEP,
    ) -> list[list[np.ndarray | None]]:
        """Embed passages (chunk texts) and read each span (a sentence) in its passage:
        the mean of its token vectors from the passage's own forward pass, so a sentence
        costs no model call of its own. None where the model cannot (a runtime without
        token vectors, a span past the truncation): the caller embeds those alone."""
        pooled: list[list[np.ndarray | None]] = [[None] * len(sp) for sp in spans]
        read = getattr(self._model, "embed_spans", None)
        if read is None:
            self.prefetch(texts, check, step)
            return pooled
        order = sorted(range(len(texts)), key=lambda i: (len(texts[i]), texts[i]))
        self._make_room(len(order))
        for s in range(0, len(order), step):
            check()
            idx = order[s : s + step]
            vecs, parts = read([texts[i] for i in idx], [spans[i] for i in idx])
            for j, i in enumerate(idx):
                self._vecs[texts[i]] = vecs[j]
                self._vecs.move_to_end(texts[i])
                pooled[i] = parts[j]
        return pooled

    def _make_room(self, n: int) -> None:
        """Drop the least recently used vectors of older batches (never this batch's) so
        that `n` more fit under the bound."""
        while self._vecs and len(self._vecs) + n > self._max:
            self._vecs.popitem(last=False)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        unique = list(dict.fromkeys(texts))
        have: dict[str, np.ndarray] = {}
        for t in unique:
            hit = self._vecs.get(t)
            if hit is not None:
                self._vecs.move_to_end(t)
                have[t] = hit
        todo = [t for t in unique if t not in have]
        if todo:
            vecs = self._model.embed(todo)
            for t, v in zip(todo, vecs, strict=True):
                have[t] = v
                self._vecs[t] = v
        return np.stack([have[t] for t in texts]).astype(np.float32, copy=False)
