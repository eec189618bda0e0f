"""The evidence pool's fused ranking (reciprocal-rank fusion), on hand-made candidates."""

import pytest

from a2rag.retrieve.evidence import fuse, live_rows, merge_pool
from a2rag.types import ScoredChunk

K = 60.0


def chunk(
    cid: str, sim: float, support: float = 0.0, lex: int | None = None, stage: str = "local"
) -> ScoredChunk:
    return ScoredChunk(
        chunk_id=cid,
        doc_id=cid.split("#")[0],
        text=cid,
        similarity=sim,
        support=support,
        score=0.0,
        stage=stage,
        lexical_rank=lex,
    )


def ranked(pool: list[ScoredChunk], dense: float = 1.0, lex: float = 1.0, graph: float = 1.0):
    return [c.chunk_id for c in fuse(pool, k=K, w_dense=dense, w_lexical=lex, w_graph=graph)]


def test_without_graph_support_the_order_is_question_similarity():
    pool = [chunk("a#0", 0.5), chunk("b#0", 0.9), chunk("c#0", 0.7)]
    assert ranked(pool) == ["b#0", "c#0", "a#0"]


def test_scores_are_the_sum_of_reciprocal_ranks():
    pool = [chunk("a#0", 0.9, support=0.2, lex=3), chunk("b#0", 0.8, support=1.0)]
    by_id = {c.chunk_id: c.score for c in fuse(pool, k=K, w_dense=1, w_lexical=1, w_graph=1)}
    assert by_id["a#0"] == pytest.approx(1 / (K + 1) + 1 / (K + 4) + 1 / (K + 2))
    assert by_id["b#0"] == pytest.approx(1 / (K + 2) + 1 / (K + 1))


def test_graph_support_lifts_a_second_hop_passage_over_an_unsupported_one():
    # the first-hop passage is similar and graph-supported; the second hop is less similar to
    # the question but reached by PPR; a distractor is similar with no graph support
    pool = [
        chunk("first#0", 0.9, support=1.0, lex=0),
        chunk("distractor#0", 0.8, lex=1),
        chunk("second#0", 0.6, support=0.4),
    ]
    assert ranked(pool, lex=0.0) == ["first#0", "second#0", "distractor#0"]
    # the same pool ranked by text signals only: the distractor stays above
    assert ranked(pool, graph=0.0) == ["first#0", "distractor#0", "second#0"]


def test_ties_in_a_signal_share_the_best_rank():
    # all three chunks are equally supported: the graph term is the same for each and the
    # order falls back to similarity
    pool = [chunk("a#0", 0.1, 1.0), chunk("b#0", 0.3, 1.0), chunk("c#0", 0.2, 1.0)]
    out = fuse(pool, k=K, w_dense=1, w_lexical=1, w_graph=1)
    assert [c.chunk_id for c in out] == ["b#0", "c#0", "a#0"]
    assert out[0].score == pytest.approx(2 / (K + 1))  # graph rank 0 for every chunk
    assert out[2].score == pytest.approx(1 / (K + 3) + 1 / (K + 1))


def test_fusion_does_not_depend_on_the_stage_or_input_order():
    a = [chunk("x#0", 0.7, 0.5, stage="global"), chunk("y#0", 0.6, 1.0, lex=0, stage="text")]
    b = [chunk("y#0", 0.6, 1.0, lex=0, stage="local"), chunk("x#0", 0.7, 0.5, stage="bridge")]
    assert ranked(a) == ranked(b)


def test_full_ties_are_broken_deterministically_by_id():
    pool = [chunk("b#0", 0.5), chunk("a#0", 0.5)]
    assert ranked(pool) == ["a#0", "b#0"]


def test_merge_pool_keeps_first_stage_best_support_and_best_lexical_rank():
    text = [chunk("a#0", 0.8, lex=4, stage="text"), chunk("b#0", 0.7, stage="text")]
    local = [chunk("a#0", 0.8, support=0.5, lex=None), chunk("c#0", 0.4, support=1.0)]
    ppr = [chunk("a#0", 0.8, support=0.3, lex=2, stage="global")]
    pool = {c.chunk_id: c for c in merge_pool(merge_pool(text, local), ppr)}
    assert set(pool) == {"a#0", "b#0", "c#0"}
    assert pool["a#0"].stage == "text"
    assert pool["a#0"].support == 0.5
    assert pool["a#0"].lexical_rank == 2
    assert pool["b#0"].support == 0.0 and pool["b#0"].lexical_rank is None


def test_rows_of_a_chunk_deleted_mid_query_are_dropped() -> None:
    """Read-committed isolation returns a concurrently deleted chunk's properties as null; such
    a row must not reach scoring (it made /ask answer 500 during ingest and delete churn)."""
    alive = {"chunk_id": "a#0", "doc_id": "a", "text": "x", "similarity": 0.4}
    rows = [
        alive,
        {"chunk_id": None, "doc_id": None, "text": None, "similarity": None},
        {"chunk_id": "b#0", "doc_id": "b", "text": "y", "similarity": None},
    ]
    assert live_rows(rows) == [alive]
