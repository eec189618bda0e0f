import pytest

from a2rag.eval.metrics import (
    QuestionResult,
    aggregate,
    contain_acc,
    exact_match,
    f1,
    normalize_answer,
    percentile,
    recall_at_k,
    stage_shares,
)


def test_normalize_answer_drops_case_punctuation_articles_whitespace():
    assert normalize_answer("  The  Eiffel-Tower, in PARIS! ") == "eiffeltower in paris"
    assert normalize_answer("An apple a day") == "apple day"
    # articles only as whole words
    assert normalize_answer("Theater") == "theater"


def test_exact_match():
    assert exact_match("the Beatles.", ["Beatles"]) == 1.0
    assert exact_match("Beatles band", ["Beatles"]) == 0.0
    assert exact_match("NYC", ["New York City", "nyc"]) == 1.0  # any alias
    assert exact_match(None, ["x"]) == 0.0
    assert exact_match("anything", []) is None


def test_f1_token_overlap_max_over_golds():
    # pred tokens: barack obama ; gold: president barack obama -> p=1, r=2/3
    assert f1("Barack Obama", ["President Barack Obama"]) == pytest.approx(0.8)
    assert f1("Barack Obama", ["George Bush", "Obama"]) == pytest.approx(2 / 3)
    assert f1("the", ["a"]) == 1.0  # both normalise to empty
    assert f1("Paris", ["London"]) == 0.0
    assert f1(None, ["London"]) == 0.0
    assert f1("x", []) is None


def test_f1_counts_repeated_tokens_once_each():
    # pred "a a b" -> tokens [b] after article removal; use non-articles
    assert f1("go go go", ["go"]) == pytest.approx(2 * (1 / 3) * 1 / (1 / 3 + 1))


def test_contain_acc_whole_tokens_after_normalisation():
    assert contain_acc("It was founded in Paris, France.", ["paris"]) == 1.0
    assert contain_acc("The answer is The Beatles", ["Beatles"]) == 1.0
    assert contain_acc("born in 1987", ["1"]) == 0.0
    assert contain_acc("born in 1987", ["198"]) == 0.0
    assert contain_acc("nothing here", ["paris", "london"]) == 0.0
    assert contain_acc("something", ["the"]) == 0.0  # empty normalised gold never matches
    assert contain_acc(None, ["x"]) == 0.0
    assert contain_acc("x", []) is None


def test_recall_basic_and_k_larger_than_list():
    assert recall_at_k(["a", "b", "c"], ["a", "c"], 2) == 0.5
    assert recall_at_k(["a", "b", "c"], ["a", "c"], 3) == 1.0
    assert recall_at_k(["c"], ["a", "c"], 10) == 0.5
    assert recall_at_k([], ["a"], 5) == 0.0


def test_recall_duplicates_do_not_consume_slots():
    ranked = ["a", "a", "a", "b", "c"]
    assert recall_at_k(ranked, ["a", "b"], 2) == 1.0
    assert recall_at_k(ranked, ["c"], 2) == 0.0
    assert recall_at_k(ranked, ["c"], 3) == 1.0


def test_recall_duplicate_gold_and_unknown_ids():
    assert recall_at_k(["x-not-in-corpus", "a"], ["a", "a", "b"], 1) == 0.0
    assert recall_at_k(["x-not-in-corpus", "a"], ["a", "a", "b"], 2) == 0.5


def test_recall_tied_scores_keep_given_order():
    # ties are broken by the caller; the metric takes the ranking as given
    assert recall_at_k(["b", "a"], ["a"], 1) == 0.0
    assert recall_at_k(["a", "b"], ["a"], 1) == 1.0


def test_recall_empty_gold_is_none_and_bad_k_raises():
    assert recall_at_k(["a"], [], 5) is None
    with pytest.raises(ValueError):
        recall_at_k(["a"], ["a"], 0)


def test_percentile_linear_interpolation():
    xs = [10.0, 1.0, 4.0, 2.0, 3.0]  # sorted: 1 2 3 4 10
    assert percentile(xs, 50) == 3.0
    assert percentile(xs, 0) == 1.0
    assert percentile(xs, 100) == 10.0
    assert percentile(xs, 95) == pytest.approx(4 + 0.8 * 6)  # pos 3.8
    assert percentile([1.0, 2.0], 25) == pytest.approx(1.25)
    assert percentile([7.0], 95) == 7.0
    assert percentile([], 50) is None
    with pytest.raises(ValueError):
        percentile(xs, 101)


def _r(qid, method="m", **kw):
    base = dict(question_id=qid, method=method, gold_ids=["g1", "g2"], gold_answers=["Paris"])
    base.update(kw)
    return QuestionResult(**base)


def test_aggregate_means_and_excludes_undefined():
    recs = [
        _r(
            "1",
            ranked_passage_ids=["g1", "x", "g2"],
            answer="Paris",
            status="answered",
            stage="local",
            latency_ms=100,
            llm_calls=2,
            prompt_tokens=100,
            completion_tokens=10,
        ),
        _r(
            "2",
            ranked_passage_ids=["x", "y"],
            answer="the city of Paris",
            status="answered",
            stage="bridge",
            latency_ms=300,
            llm_calls=4,
            prompt_tokens=300,
            completion_tokens=30,
        ),
        # unanswerable, no gold passages: excluded from recall/EM/F1, counted for cost
        _r(
            "3",
            ranked_passage_ids=["x"],
            answer=None,
            status="abstained",
            stage=None,
            gold_ids=[],
            gold_answers=[],
            latency_ms=200,
        ),
    ]
    s = aggregate(recs)
    assert s.method == "m" and s.n == 3
    assert s.recall_2 == pytest.approx(0.25)  # (0.5 + 0) / 2
    assert s.recall_5 == pytest.approx(0.5)  # (1 + 0) / 2
    assert s.em == pytest.approx(0.5)
    assert s.contain_acc == pytest.approx(1.0)
    assert s.f1 == pytest.approx((1 + 0.5) / 2)  # "city of paris" vs "paris": p=1/3 r=1
    assert s.latency_ms_mean == pytest.approx(200)
    assert s.latency_ms_p50 == pytest.approx(200)
    assert s.latency_ms_p95 == pytest.approx(290)
    assert s.llm_calls == pytest.approx(2)
    assert s.prompt_tokens == pytest.approx(400 / 3)
    assert s.completion_tokens == pytest.approx(40 / 3)
    assert s.abstain_rate == pytest.approx(1 / 3)
    dumped = s.model_dump(by_alias=True)
    assert dumped["recall@2"] == pytest.approx(0.25) and "recall@5" in dumped


def test_aggregate_retrieval_only_method_has_no_answer_scores():
    s = aggregate([_r("1", ranked_passage_ids=["g1"]), _r("2", ranked_passage_ids=["g2"])])
    assert s.em is None and s.f1 is None and s.contain_acc is None
    assert s.abstain_rate is None
    assert s.recall_2 == pytest.approx(0.5)


def test_aggregate_rejects_mixed_methods():
    with pytest.raises(ValueError):
        aggregate([_r("1", method="a"), _r("2", method="b")])


def test_stage_shares_order_and_fallback_buckets():
    recs = [
        _r("1", stage="global"),
        _r("2", stage="local"),
        _r("3", stage="local"),
        _r("4", status="abstained"),
        _r("5", status="failed"),
    ]
    shares = stage_shares(recs)
    assert list(shares) == ["local", "global", "abstained", "failed"]
    assert shares["local"] == pytest.approx(0.4)
    assert sum(shares.values()) == pytest.approx(1.0)
    assert stage_shares([]) == {}
