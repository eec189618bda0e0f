"""Eval runs at once get their own ports, or a clear refusal; they never stop each other."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from a2rag.config import Settings
from a2rag.errors import A2RAGError
from a2rag.eval.store import claim_slot, eval_store


def _settings(tmp_path: Path, slots: int) -> Settings:
    return Settings(home_dir=tmp_path, eval_port_slots=slots, eval_neo4j_uri=None)


def test_a_second_run_takes_the_next_slot(tmp_path: Path) -> None:
    s = _settings(tmp_path, 2)
    with contextlib.ExitStack() as first, contextlib.ExitStack() as second:
        assert claim_slot(s, tmp_path, first) == 0
        assert claim_slot(s, tmp_path, second) == 1  # slot 0 is held by the first run
        with contextlib.ExitStack() as third:
            assert claim_slot(s, tmp_path, third) is None
    with contextlib.ExitStack() as later:
        assert claim_slot(s, tmp_path, later) == 0  # released when a run ends


def test_every_slot_busy_is_refused_before_starting_anything(tmp_path: Path) -> None:
    s = _settings(tmp_path, 1)
    (tmp_path / "neo4j").mkdir()
    with contextlib.ExitStack() as other_run:
        assert claim_slot(s, tmp_path / "neo4j", other_run) == 0
        with pytest.raises(A2RAGError, match="A2RAG_EVAL_PORT_SLOTS"), eval_store(s, "abc123"):
            pass
    assert not list((tmp_path / "neo4j").glob("eval-abc123*"))  # no server home was created
