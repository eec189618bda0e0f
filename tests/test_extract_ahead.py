"""Extraction one batch ahead (a2rag/ingest/extract_ahead.py): the next batch is extracted
while the caller works on the current one, results come back per batch in chunk order, an
extraction's failure surfaces with its own batch, and closing waits for a running one."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence

import pytest

from a2rag.ingest.extract_ahead import ExtractAhead
from a2rag.ingest.models import Chunk, Extraction


def _chunks(doc: str, n: int) -> list[Chunk]:
    return [
        Chunk(id=f"{doc}#{i}", doc_id=doc, index=i, text=f"{doc} text {i}", token_count=3)
        for i in range(n)
    ]


class RecordingExtractor:
    name = "recording"

    def __init__(self, fail_on: str | None = None, delay: float = 0.0) -> None:
        self.fail_on = fail_on
        self.delay = delay
        self.started: dict[str, threading.Event] = {}
        self.finished: list[str] = []
        self.threads: dict[str, int] = {}
        self._lock = threading.Lock()

    def event(self, doc: str) -> threading.Event:
        with self._lock:
            return self.started.setdefault(doc, threading.Event())

    def extract(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        doc = chunks[0].doc_id
        self.threads[doc] = threading.get_ident()
        self.event(doc).set()
        time.sleep(self.delay)
        if doc == self.fail_on:
            raise RuntimeError(f"extraction of {doc} failed")
        self.finished.append(doc)
        return [Extraction(chunk_id=c.id) for c in chunks]


def test_next_batch_is_extracted_while_the_caller_works_on_this_one() -> None:
    ex = RecordingExtractor()
    batches = [_chunks("a", 3), _chunks("b", 2), _chunks("c", 1)]
    with ExtractAhead(ex, batches) as ahead:
        first = ahead.get(0)
        assert [e.chunk_id for e in first] == ["a#0", "a#1", "a#2"]
        # batch b started without anyone asking for it yet; c waits until b is taken
        assert ex.event("b").wait(5)
        assert not ex.event("c").is_set()
        assert [e.chunk_id for e in ahead.get(1)] == ["b#0", "b#1"]
        assert [e.chunk_id for e in ahead.get(2)] == ["c#0"]
    assert threading.get_ident() not in ex.threads.values()


def test_a_failed_extraction_surfaces_with_its_own_batch() -> None:
    ex = RecordingExtractor(fail_on="b")
    with ExtractAhead(ex, [_chunks("a", 1), _chunks("b", 1)]) as ahead:
        assert [e.chunk_id for e in ahead.get(0)] == ["a#0"]  # b failing does not reach a
        with pytest.raises(RuntimeError, match="extraction of b failed"):
            ahead.get(1)


def test_closing_waits_for_the_running_extraction_and_drops_the_rest() -> None:
    ex = RecordingExtractor(delay=0.3)
    ahead = ExtractAhead(ex, [_chunks("a", 1), _chunks("b", 1), _chunks("c", 1)])
    ahead.get(0)
    assert ex.event("b").wait(5)
    ahead.close()  # as a cancelled ingestion does: b was running, c never starts
    assert ex.finished == ["a", "b"]
    assert "c" not in ex.started


def test_without_ahead_each_batch_is_extracted_in_the_caller() -> None:
    ex = RecordingExtractor()
    with ExtractAhead(ex, [_chunks("a", 1), _chunks("b", 1)], ahead=False) as ahead:
        ahead.get(0)
        assert "b" not in ex.started
        ahead.get(1)
    assert set(ex.threads.values()) == {threading.get_ident()}
