"""Offline extraction in worker processes that can be stopped at once (the HTTP service).

spaCy holds the interpreter lock for a whole document: run in the server process, one
hostile document froze /health and /ask for two minutes. Here every call goes to a small
pool of spawned processes (the server only waits, polling), and `stop()` kills the workers
mid-document, so a cancelled job or a SIGTERM never waits for spaCy and never leaves
workers behind. A worker that dies (killed, out of memory) would leave its task pending for
ever in a `Pool`: the wait notices the dead process, replaces the pool and extracts document
by document, so only a document that kills its worker again loses its extraction.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Sequence
from multiprocessing.pool import Pool
from typing import TYPE_CHECKING

from a2rag.errors import IngestCancelled
from a2rag.ingest.extract.offline import WORKER_DIED, _init_worker, _work, worker_args
from a2rag.ingest.models import Chunk, Extraction

if TYPE_CHECKING:
    from a2rag.config import Settings

_POLL_S = 0.1


class _WorkerDied(Exception):
    pass


class IsolatedExtractor:
    name = "offline"
    isolated = True  # spaCy never runs in the calling process (see a2rag.ingest.parses)

    def __init__(
        self,
        settings: Settings,
        workers: int,
        cancel: threading.Event | None = None,
        batch_size: int = 64,
        max_pairs_per_sentence: int = 6,
    ) -> None:
        self.model = settings.models.spacy_model
        self.budget_s = settings.ingest.document_time_budget_s
        self.workers = max(1, workers)
        self.cancel = cancel or threading.Event()
        self.batch_size = batch_size
        self.max_pairs = max_pairs_per_sentence
        self.parse_units = settings.ingest.parse_store
        self._pool: Pool | None = None
        self._guard = threading.Lock()

    def extract(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        if not chunks:
            return []
        try:
            return self._extract(chunks)
        except _WorkerDied:
            self.stop()
        by_doc: dict[str, list[Chunk]] = {}
        for c in chunks:
            by_doc.setdefault(c.doc_id, []).append(c)
        out: list[Extraction] = []
        for doc_chunks in by_doc.values():
            try:
                out.extend(self._extract(doc_chunks))
            except _WorkerDied:
                self.stop()
                out.extend(Extraction(chunk_id=c.id, error=WORKER_DIED) for c in doc_chunks)
        return out

    def _extract(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        with self._guard:
            if self.cancel.is_set():
                raise IngestCancelled("ingestion cancelled; re-submit to finish it")
            if self._pool is None:
                self._pool = multiprocessing.get_context("spawn").Pool(
                    self.workers,
                    initializer=_init_worker,
                    initargs=worker_args(self),
                )
            pool = self._pool
        procs = list(getattr(pool, "_pool", []))  # the worker processes (Pool keeps them here)
        size = max(1, min(self.batch_size // 4 or 1, -(-len(chunks) // self.workers)))
        parts = [list(chunks[i : i + size]) for i in range(0, len(chunks), size)]
        pending = pool.map_async(_work, parts)
        while not pending.ready():
            if self.cancel.wait(_POLL_S):
                self.stop()
                raise IngestCancelled("ingestion cancelled; re-submit to finish it")
            if any(p.exitcode is not None for p in procs) and not pending.ready():
                if self._pool is not pool:  # stop() from another thread, not a crash
                    raise IngestCancelled("ingestion cancelled; re-submit to finish it")
                raise _WorkerDied  # its task is lost: the result would never come
        try:
            results = pending.get()
        except ValueError as exc:  # the pool was terminated under us (stop from another thread)
            raise IngestCancelled("ingestion cancelled; re-submit to finish it") from exc
        return [e for part in results for e in part]

    def stop(self) -> None:
        """Kill the workers now (mid-document) and wait for them to exit."""
        with self._guard:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.terminate()
            pool.join()

    close = stop
