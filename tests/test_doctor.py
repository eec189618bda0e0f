from __future__ import annotations

import socket

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
    assert "384 dims" in by_name["embedding model"].detail
    assert set(by_name) == {
        "connection",
        "neo4j version",
        "gds version",
        "weighted sources",
        "migrations",
        "indexes",
        "embedding model",
    }


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
