"""Extraction one batch ahead: while the pipeline resolves, embeds and writes batch k, batch
k+1 is extracted in a background thread.

Extraction (spaCy worker processes, or LLM calls) and writing (the database's CPU and disk)
leave the ingesting process waiting; overlapping them with embedding uses cores that would
otherwise idle. On a 2-core machine there are none: the 800-passage HotpotQA slice took
52.3 and 54.1 s with it, 47.8 and 50.8 s without, so it is a setting (`extract_ahead`), off
by default. LLM extraction mostly waits on the network, so there it should hide that wait
on any machine (not measured here: no endpoint). One batch ahead at most: extraction never
races the writes by more than one batch, and a cancelled run waits for at most one batch's
extraction.
Extraction depends on the chunks alone (not on the graph), so doing it early changes
nothing that is written.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor

from a2rag.ingest.extract.base import Extractor
from a2rag.ingest.models import Chunk, Extraction


class ExtractAhead:
    """`get(k)` returns batch k's extractions (one per chunk, in order) and starts batch
    k+1's; with `ahead=False` it extracts batch k in the caller, as without the pipeline.
    Use as a context manager: leaving it waits for an extraction still running, so the
    extractor can be closed afterwards."""

    def __init__(
        self, extractor: Extractor, batches: Sequence[Sequence[Chunk]], *, ahead: bool = True
    ) -> None:
        self.extractor = extractor
        self.batches = batches
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="a2rag-extract") if ahead else None
        self._pending: dict[int, Future[list[Extraction]]] = {}

    def get(self, k: int) -> list[Extraction]:
        pool = self._pool
        if pool is None:
            return self._extract(k)
        for j in (k, k + 1):  # this batch, unless already begun, and the next one
            if j < len(self.batches) and j not in self._pending:
                self._pending[j] = pool.submit(self._extract, j)
        return self._pending.pop(k).result()

    def _extract(self, k: int) -> list[Extraction]:
        chunks = self.batches[k]
        return self.extractor.extract(chunks) if chunks else []

    def close(self) -> None:
        for f in self._pending.values():
            f.cancel()  # not started yet: never runs
        if self._pool is not None:
            self._pool.shutdown(wait=True)  # one running extraction: let it finish
        self._pending.clear()

    def __enter__(self) -> ExtractAhead:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
