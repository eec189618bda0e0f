"""A tiny end-to-end `a2rag eval` on the real Neo4j: index, every method, deletion, outputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console
from test_eval_report import METHOD_KEYS

from a2rag.config import Settings
from a2rag.errors import A2RAGError
from a2rag.eval.methods import METHODS
from a2rag.eval.runner import EvalConfig, run_eval
from a2rag.graph.driver import Graph

PASSAGES = [
    (
        "p1",
        "Marisol Vey",
        "Marisol Vey is a cellist born in Valdora. Vey studied at the Orrin Conservatory.",
    ),
    (
        "p2",
        "Orrin Conservatory",
        "The Orrin Conservatory is a music school in Pellham founded in 1881.",
    ),
    ("p3", "Valdora", "Valdora is a coastal town known for its lighthouse and its fishing fleet."),
    ("p4", "Pellham", "Pellham is a river city whose mayor is Ansel Quint."),
    ("p5", "Ansel Quint", "Ansel Quint is a politician who has led Pellham since 2019."),
    ("p6", "Tessaly Works", "Tessaly Works builds ferries in Bergen for Nordic operators."),
]
QUESTIONS = [
    {
        "id": "q1",
        "question": "In which city is the school where Marisol Vey studied?",
        "answers": ["Pellham"],
        "supporting_ids": ["p1", "p2"],
        "type": "bridge",
    },
    {
        "id": "q2",
        "question": "Who is the mayor of the city where the Orrin Conservatory is?",
        "answers": ["Ansel Quint"],
        "supporting_ids": ["p2", "p4"],
        "type": "bridge",
    },
    {
        "id": "q3",
        "question": "What does Tessaly Works build?",
        "answers": ["ferries"],
        "supporting_ids": ["p6"],
        "type": "single",
    },
]


def test_tiny_eval_end_to_end(
    settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "tiny"
    data.mkdir()
    (data / "corpus.jsonl").write_text(
        "".join(json.dumps({"id": i, "title": t, "text": x}) + "\n" for i, t, x in PASSAGES)
    )
    (data / "questions.jsonl").write_text("".join(json.dumps(q) + "\n" for q in QUESTIONS))
    settings = settings.model_copy(update={"eval_neo4j_uri": settings.neo4j.neo4j_uri})
    out = tmp_path / "res" / "tiny.json"
    cfg = EvalConfig(data=data, out=out, deletion=[0.0, 0.4], seed=3)
    results = run_eval(settings, cfg, Console(quiet=True))

    body = json.loads(out.read_text())
    assert body["dataset"] == "tiny" and body["questions"] == 3
    assert set(body["methods"]) == set(METHODS)
    for m in body["methods"].values():
        assert set(m) >= METHOD_KEYS
        assert 0.0 <= m["recall@5"] <= 1.0 and m["recall@2"] <= m["recall@5"]
    # six passages, five retrieved: a text method cannot miss a gold passage at k=5 here
    assert body["methods"]["textrag"]["recall@5"] >= 0.8
    assert abs(sum(body["a2rag_stages"].values()) - 1.0) < 1e-6
    assert set(body["deletion"]["a2rag"]) == {"0.0", "0.4"}
    assert (out.parent / "tiny.md").read_text().count("a2rag") >= 2
    for png in ("tiny_recall.png", "tiny_deletion.png", "tiny_stages.png"):
        assert (out.parent / png).stat().st_size > 1000
    lines = out.with_suffix(".questions.jsonl").read_text().splitlines()
    assert len(lines) == 3 * len(METHODS)
    assert results.methods["textrag"].n == 3

    # the deletion test restores every entity it hid
    with Graph(settings) as g:
        hidden = g.run_text("MATCH (e:SuppressedEntity) RETURN count(e) AS n")[0]["n"]
        assert hidden == 0
        assert g.run_text("MATCH (e:Entity) RETURN count(e) AS n")[0]["n"] > 5

    # the second run reuses the index instead of rebuilding it; the deletion test can be
    # limited to some of the methods, which must be among the run's methods
    again = run_eval(
        settings,
        cfg.model_copy(update={"methods": ["a2rag", "hybrid"], "deletion_methods": ["hybrid"]}),
        Console(quiet=True),
    )
    assert not any("index built" in n for n in again.notes)
    assert set(again.methods) == {"a2rag", "hybrid"} and set(again.deletion) == {"hybrid"}
    with pytest.raises(A2RAGError, match="deletion methods"):
        run_eval(
            settings,
            cfg.model_copy(update={"methods": ["a2rag"], "deletion_methods": ["textrag"]}),
            Console(quiet=True),
        )
