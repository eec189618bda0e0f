import json

import pytest

from a2rag.eval.metrics import MethodSummary
from a2rag.eval.report import EvalResults, load_results, markdown_table, write_outputs

METHOD_KEYS = {
    "recall@2",
    "recall@5",
    "em",
    "f1",
    "contain_acc",
    "latency_ms_p50",
    "latency_ms_p95",
    "llm_calls",
    "prompt_tokens",
    "completion_tokens",
}


def summary(name: str, r2: float, r5: float, answers: bool = True) -> MethodSummary:
    return MethodSummary(
        method=name,
        n=10,
        recall_2=r2,
        recall_5=r5,
        em=0.3 if answers else None,
        f1=0.45 if answers else None,
        contain_acc=0.5 if answers else None,
        latency_ms_mean=1200.0,
        latency_ms_p50=1000.0,
        latency_ms_p95=2500.0,
        llm_calls=2.0,
        prompt_tokens=1500.0,
        completion_tokens=80.0,
    )


@pytest.fixture
def results() -> EvalResults:
    return EvalResults(
        dataset="2wiki",
        questions=10,
        methods={
            "a2rag": summary("a2rag", 0.589, 0.692),
            "a2rag-node-only": summary("a2rag-node-only", 0.515, 0.647),
            "bm25": summary("bm25", 0.4, 0.55, answers=False),
        },
        a2rag_stages={"local": 0.52, "bridge": 0.28, "global": 0.15, "failed": 0.05},
        deletion={
            "a2rag": {0.0: 0.692, 0.2: 0.61, 0.4: 0.554},
            "textrag": {0.0: 0.542, 0.4: 0.534},
        },
        machine={"hostname": "h"},
        commit="abc123",
        wall_time_s=12.5,
        settings={"top_k": 5},
        extractor="offline",
        seed=0,
        limit=10,
    )


def test_json_shape(results, tmp_path):
    write_outputs(results, tmp_path / "out" / "eval.json")
    data = json.loads((tmp_path / "out" / "eval.json").read_text())
    assert {"dataset", "questions", "methods", "a2rag_stages", "deletion"} <= set(data)
    assert {"machine", "commit", "wall_time_s", "settings", "extractor", "seed", "limit"} <= set(
        data
    )
    assert data["dataset"] == "2wiki" and data["questions"] == 10
    assert set(data["methods"]) == {"a2rag", "a2rag-node-only", "bm25"}
    for m in data["methods"].values():
        assert set(m) >= METHOD_KEYS
        assert 0.0 <= m["recall@2"] <= 1.0 and 0.0 <= m["recall@5"] <= 1.0
    assert data["methods"]["a2rag"]["recall@5"] == pytest.approx(0.692)
    assert data["methods"]["bm25"]["contain_acc"] is None
    assert data["a2rag_stages"]["local"] == pytest.approx(0.52)
    assert data["deletion"]["a2rag"]["0.4"] == pytest.approx(0.554)
    assert data["settings"] == {"top_k": 5}


def test_json_round_trip(results, tmp_path):
    write_outputs(results, tmp_path / "eval.json")
    back = load_results(tmp_path / "eval.json")
    assert back.methods["a2rag"].recall_2 == pytest.approx(0.589)
    assert back.deletion["a2rag"][0.2] == pytest.approx(0.61)


def test_markdown_tables(results):
    md = markdown_table(results)
    for name in ("a2rag", "a2rag-node-only", "bm25", "textrag"):
        assert f"| {name} |" in md
    assert "| a2rag | 58.9 | 69.2 | 30.0 | 45.0 | 50.0 |" in md
    assert "| bm25 | 40.0 | 55.0 | – | – | – |" in md
    assert "| local | 52.0 |" in md
    assert "| 0% | 20% | 40% |" in md
    assert "| textrag | 54.2 | – | 53.4 |" in md
    assert "2wiki" in md.splitlines()[0]


def test_markdown_omits_empty_sections(results):
    results.a2rag_stages = {}
    results.deletion = {}
    md = markdown_table(results)
    assert "Stage" not in md and "Deletion" not in md


def test_write_outputs_files(results, tmp_path):
    paths = write_outputs(results, tmp_path / "eval.json")
    names = sorted(p.name for p in paths)
    assert names == [
        "eval.json",
        "eval.md",
        "eval_deletion.png",
        "eval_recall.png",
        "eval_stages.png",
    ]
    for p in paths:
        assert p.is_file() and p.stat().st_size > 0
    for p in paths:
        if p.suffix == ".png":
            assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
            assert p.stat().st_size > 5000  # something was drawn
    assert (tmp_path / "eval.md").read_text() == markdown_table(results)


def test_write_outputs_without_stage_or_deletion(results, tmp_path):
    results.a2rag_stages = {}
    results.deletion = {}
    paths = write_outputs(results, tmp_path / "r.json")
    assert sorted(p.name for p in paths) == ["r.json", "r.md", "r_recall.png"]


def test_answer_quality_table_and_reliability_diagram(results, tmp_path):
    """Methods that verify get precision of `answered`, coverage and abstention in the report,
    and per-question confidences become a reliability diagram."""
    from a2rag.eval.metrics import QuestionResult

    results.methods["a2rag"].precision_answered = 0.875
    results.methods["a2rag"].coverage = 0.42
    results.methods["a2rag"].abstain_unanswerable = 0.9
    md = markdown_table(results)
    assert "## Answer quality" in md
    assert "| a2rag | 0.875 | 0.420 | 0.900 |" in md
    assert "| bm25 | 0.875" not in md  # methods without statuses stay out
    records = [
        QuestionResult(
            question_id=f"q{i}",
            method="a2rag",
            ranked_passage_ids=[],
            answer="Priya Raman" if i % 2 else "Tom Walker",
            gold_answers=["Priya Raman"],
            status="answered",
            confidence=i / 10,
            latency_ms=1.0,
        )
        for i in range(10)
    ]
    paths = write_outputs(results, tmp_path / "q.json", records)
    png = tmp_path / "q_reliability.png"
    assert png in paths and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
