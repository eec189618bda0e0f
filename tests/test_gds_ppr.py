"""Pins the stage 3 contract on both GDS generations: weighted `sourceNodes` pairs in one call
give the same vector as one run per seed combined by weight (PPR is linear in p0)."""

from __future__ import annotations

from pathlib import Path

import pytest

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.graph.gds import Projection, gds_info
from a2rag.localserver import LocalNeo4j

TEST_CYPHER = Path(__file__).resolve().parent / "cypher"


def _test_query(name: str) -> str:
    """A statement only this test runs (PPR scores of every node), kept out of the package."""
    return (TEST_CYPHER / f"{name}.cypher").read_text(encoding="utf-8")


EDGES = [
    ("a", "b"),
    ("b", "c"),
    ("c", "d"),
    ("d", "e"),
    ("a", "f"),
    ("f", "g"),
    ("g", "e"),
    ("c", "h"),
    ("h", "i"),
    ("i", "e"),
    ("b", "j"),
    ("j", "k"),
]


def _build(graph: Graph) -> None:
    graph.run_text(
        "UNWIND $edges AS e "
        "MERGE (s:Entity {id: e[0]}) SET s.name = e[0] "
        "MERGE (t:Entity {id: e[1]}) SET t.name = e[1] "
        "MERGE (s)-[:RELATED {predicate: 'link', chunk_ids: [], weight: 1.0}]->(t)",
        {"edges": [list(e) for e in EDGES]},
    )
    graph.write("admin/bump_graph_version")


PARAMS = {"damping": 0.85, "max_iterations": 100, "tolerance": 1e-10}


def test_weighted_sources_equal_per_seed_combination(graph: Graph) -> None:
    _build(graph)
    proj = Projection(graph)
    proj.ensure()
    weights = {"a": 1 / 2, "e": 1 / 3}  # deg^-1, then normalised
    z = sum(weights.values())
    sources = [{"id": k, "weight": v / z} for k, v in weights.items()]

    combined: dict[str, float] = {}
    for src in sources:
        rows = graph.run_text(
            _test_query("ppr_scores_single"),
            {"graph_name": proj.name, "source_id": src["id"], **PARAMS},
        )
        for r in rows:
            combined[r["id"]] = combined.get(r["id"], 0.0) + src["weight"] * r["score"]
    per_seed_rank = sorted(combined, key=lambda k: (-combined[k], k))

    if not gds_info(graph).weighted_sources:
        pytest.skip("this GDS has no weighted sourceNodes; per-seed path verified above")
    rows = graph.run_text(
        _test_query("ppr_scores"), {"graph_name": proj.name, "sources": sources, **PARAMS}
    )
    weighted = {r["id"]: r["score"] for r in rows}
    weighted_rank = sorted(weighted, key=lambda k: (-weighted[k], k))
    assert weighted_rank == per_seed_rank
    for k, v in weighted.items():
        assert v == pytest.approx(combined[k], rel=1e-4, abs=1e-9)
    # personalisation matters: the seeds outrank a far node
    assert weighted["a"] > weighted["k"] and weighted["e"] > weighted["k"]


def test_projection_is_rebuilt_only_when_graph_changes(graph: Graph) -> None:
    _build(graph)
    proj = Projection(graph)
    v1 = proj.ensure()
    assert proj.ensure() == v1
    info = graph.read("gds/projection_info", graph_name=proj.name)[0]
    assert info["exists"] and info["built_version"] == v1
    graph.run_text("MERGE (:Entity {id: 'z', name: 'z'})")
    v2 = graph.write("admin/bump_graph_version")[0]["version"]
    assert proj.ensure() == v2 != v1
    count = graph.run_text(
        "CALL gds.graph.list($g) YIELD nodeCount RETURN nodeCount", {"g": proj.name}
    )[0]["nodeCount"]
    assert count == len({n for e in EDGES for n in e}) + 1


def test_pagerank_progress_stays_out_of_the_local_servers_logs(
    graph: Graph, settings: Settings
) -> None:
    """GDS logs each PageRank's progress at INFO (about 190 lines a call, hundreds of MB over
    an evaluation); the local server's log configuration keeps only GDS warnings, so a call
    adds no line to console.log or debug.log."""
    server = LocalNeo4j(settings)
    if server.status().pid is None:
        pytest.skip("the database is not this machine's local server (testcontainers)")
    logs = [server.log_file, server.log_file.with_name("debug.log")]
    before = [p.read_text(encoding="utf-8", errors="replace") if p.exists() else "" for p in logs]
    _build(graph)
    proj = Projection(graph)
    proj.ensure()
    rows = graph.run_text(
        _test_query("ppr_scores"),
        {"graph_name": proj.name, "sources": [{"id": "a", "weight": 1.0}], **PARAMS},
    )
    assert rows  # PageRank ran
    for path, old in zip(logs, before, strict=True):
        text = path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""
        added = text[len(old) :] if text.startswith(old) else text
        assert "PageRank ::" not in added, path
