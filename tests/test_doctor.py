from __future__ import annotations

import socket

import pytest

from a2rag.config import Settings
from a2rag.doctor import run_checks


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_doctor_all_ok_on_real_server(settings: Settings) -> None:
    results = run_checks(settings)
    by_name = {r.name: r for r in results}
    assert all(r.ok for r in results), [r.line() for r in results if not r.ok]
    assert by_name["gds version"].detail.startswith("2.")
    # the Rust packstream is a dependency (writes of ingestion's vectors take half the time)
    assert "Rust packstream" in by_name["connection"].detail
    assert "384 dims" in by_name["embedding model"].detail
    # questions (numpy) and ingestion (torch) embed alike
    assert (
        "questions in numpy, ingestion in onnx: cosine 1.0000" in by_name["embedding model"].detail
    )
    assert set(by_name) == {
        "connection",
        "neo4j version",
        "gds version",
        "weighted sources",
        "migrations",
        "indexes",
        "local server conf",
        "embedding model",
    }


def test_doctor_says_when_the_local_server_runs_with_another_versions_settings(
    settings: Settings,
) -> None:
    """A server started by an older a2rag keeps its old configuration until restarted; the
    doctor compares what the running local server was started with to what this version
    writes, and says how to apply it."""
    from a2rag.localserver import LocalNeo4j

    server = LocalNeo4j(settings)
    if server.status().pid is None:
        pytest.skip("the database is not this machine's local server (testcontainers)")
    current = {r.name: r for r in run_checks(settings, check_embedder=False)}
    assert current["local server conf"].ok, current["local server conf"].line()
    user_logs = server.layout.conf_dir / "user-logs.xml"
    text = user_logs.read_text(encoding="utf-8")
    try:
        user_logs.write_text(text.replace('level="warn"', 'level="info"'), encoding="utf-8")
        stale = {r.name: r for r in run_checks(settings, check_embedder=False)}
        check = stale["local server conf"]
        assert not check.ok and "another a2rag version" in check.detail
        assert "a2rag neo4j stop && a2rag neo4j start" in check.line()
    finally:
        user_logs.write_text(text, encoding="utf-8")


def test_doctor_fails_with_hint_when_server_down(settings: Settings) -> None:
    down = settings.model_copy(update={"neo4j_uri": f"bolt://127.0.0.1:{_free_port()}"})
    results = run_checks(down, check_embedder=False)
    conn = results[0]
    assert conn.name == "connection" and not conn.ok
    assert "a2rag neo4j start" in conn.line()
    assert all(not r.ok for r in results)


def test_doctor_reports_pending_migrations(settings: Settings, graph) -> None:  # type: ignore[no-untyped-def]
    graph.run_text("MATCH (m:A2RAGMigration {version: 4}) SET m.checksum = 'tampered'")
    try:
        results = {r.name: r for r in run_checks(settings, check_embedder=False)}
        assert not results["migrations"].ok
        assert "0004_fulltext_indexes" in results["migrations"].detail
    finally:
        from a2rag.graph.migrations import discover

        real = next(f for f in discover() if f.version == 4)
        graph.run_text(
            "MATCH (m:A2RAGMigration {version: 4}) SET m.checksum = $c", {"c": real.checksum}
        )


def test_doctor_fails_with_hint_when_gds_is_absent(settings: Settings) -> None:
    """A real Neo4j without the GDS plugin: doctor says so and how to fix it."""
    from a2rag.graph import migrations
    from a2rag.graph.driver import Graph
    from a2rag.localserver import LocalNeo4j

    bolt, http = _free_port(), _free_port()
    nogds = settings.model_copy(
        update={
            "local_instance": "test-nogds",
            "local_gds_enabled": False,
            "local_bolt_port": bolt,
            "local_http_port": http,
            "neo4j_uri": f"bolt://127.0.0.1:{bolt}",
            "neo4j_password": None,
        }
    )
    server = LocalNeo4j(nogds)
    server.start()
    try:
        with Graph(nogds) as g:
            migrations.migrate(g)
        results = {r.name: r for r in run_checks(nogds, check_embedder=False)}
        assert results["connection"].ok and results["migrations"].ok
        gds = results["gds version"]
        assert not gds.ok
        assert "Graph Data Science" in gds.hint and "gds.*" in gds.hint
        assert not results["weighted sources"].ok
    finally:
        server.stop()
