from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from a2rag.errors import MigrationError
from a2rag.graph import migrations
from a2rag.graph.driver import Graph


def test_migrate_is_idempotent_and_recorded(graph: Graph) -> None:
    assert migrations.migrate(graph) == []  # the session fixture applied everything
    applied = graph.read("admin/migrations_applied")
    files = migrations.discover()
    assert [r["version"] for r in applied] == [f.version for f in files]
    assert all(r["checksum"] == f.checksum for r, f in zip(applied, files, strict=True))
    assert all(r["applied_at"] is not None for r in applied)
    names = {r["name"] for r in graph.read("admin/indexes")}
    assert {"chunk_embedding", "entity_names", "chunk_text", "entity_embedding"} <= names


def test_changed_applied_migration_is_refused(graph: Graph, tmp_path: Path) -> None:
    mdir = tmp_path / "migrations"
    shutil.copytree(migrations.MIGRATIONS_DIR, mdir)
    extra = mdir / "9001_test_index.cypher"
    extra.write_text("CREATE INDEX test_only_idx IF NOT EXISTS FOR (n:TestOnly) ON (n.x);\n")
    try:
        assert migrations.migrate(graph, mdir) == ["9001_test_index"]
        assert migrations.migrate(graph, mdir) == []
        extra.write_text("CREATE INDEX test_only_idx IF NOT EXISTS FOR (n:TestOnly) ON (n.y);\n")
        with pytest.raises(MigrationError, match="9001_test_index"):
            migrations.migrate(graph, mdir)
        st = {m.name: m for m in migrations.status(graph, mdir)}
        assert st["9001_test_index"].applied and not st["9001_test_index"].checksum_ok
    finally:
        graph.run_text("DROP INDEX test_only_idx IF EXISTS")
        graph.run_text("MATCH (m:A2RAGMigration {version: 9001}) DELETE m")


def test_bad_migration_file_name_is_rejected(tmp_path: Path) -> None:
    (tmp_path / "add-index.cypher").write_text("RETURN 1;")
    with pytest.raises(MigrationError, match="NNNN_snake_name"):
        migrations.discover(tmp_path)


def test_vector_index_dimension_comes_from_settings(graph: Graph) -> None:
    rows = {r["name"]: r for r in graph.read("admin/indexes")}
    assert rows["chunk_embedding"]["dimensions"] == graph.settings.models.embedding_dim
