"""Test fixtures: a real Neo4j + GDS for everything that touches the graph.

Order of preference: A2RAG_TEST_NEO4J_URI (an existing server you point at), testcontainers'
Neo4jContainer with the GDS plugin when a Docker engine answers, else the local server from
`neo4j/` (instance "test" on its own ports, started if needed and left running for the next
run). Tests never touch the user's own database.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from a2rag.config import Settings
from a2rag.graph import migrations
from a2rag.graph.driver import Graph
from a2rag.graph.queries import query
from a2rag.service import A2RAG

REPO = Path(__file__).resolve().parent.parent
KB = REPO / "examples" / "kb"
TEST_BOLT_PORT = int(os.environ.get("A2RAG_TEST_BOLT_PORT", "27687"))
TEST_HTTP_PORT = int(os.environ.get("A2RAG_TEST_HTTP_PORT", "27474"))
TEST_INSTANCE = os.environ.get("A2RAG_TEST_INSTANCE", "test")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that reaches the database through the fixtures as `neo4j`, so the pure
    ones run alone in seconds: `pytest -m "not neo4j"`."""
    for item in items:
        if "neo4j_settings" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.neo4j)


def _docker_answers() -> bool:
    if shutil.which("docker") is None:
        return False
    try:
        return (
            subprocess.run(
                ["docker", "info"], capture_output=True, timeout=10, check=False
            ).returncode
            == 0
        )
    except (OSError, subprocess.TimeoutExpired):
        return False


# Tests of what happens after a verified answer (curation, the API, the wheel, stage stops)
# need the sample KB to yield some: they lower the reader's answer threshold from the shipped,
# precision-first value. The shipped threshold itself is tested in test_reader.py.
TEST_ANSWER_CONFIDENCE = 0.2


_KEYS_DIR = tempfile.mkdtemp(prefix="a2rag-test-keys-")


def _base_settings(**overrides: object) -> Settings:
    overrides.setdefault("reader_answer_confidence", TEST_ANSWER_CONFIDENCE)
    # never the developer's own keys file: a keyed service would answer 401 to keyless tests
    overrides.setdefault("keys_file", Path(_KEYS_DIR) / "keys.json")
    return Settings(backend="offline", **overrides)  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def nlp() -> Any:
    """spaCy's small English pipeline, loaded once for the reader tests."""
    from a2rag.text.nlp import load_nlp

    return load_nlp(Settings().models.spacy_model)


@pytest.fixture(scope="module")
def reader(nlp: Any) -> Any:
    """An offline reader with the shipped model, kept for a module's tests."""
    from a2rag.read.reader import Reader

    return Reader(nlp)


@pytest.fixture(scope="session")
def neo4j_settings() -> Iterator[Settings]:
    uri = os.environ.get("A2RAG_TEST_NEO4J_URI")
    if uri:
        yield _base_settings(
            neo4j_uri=uri,
            neo4j_username=os.environ.get("A2RAG_TEST_NEO4J_USERNAME", "neo4j"),
            neo4j_password=os.environ["A2RAG_TEST_NEO4J_PASSWORD"],
        )
        return
    if _docker_answers():
        from testcontainers.neo4j import Neo4jContainer

        password = "a2rag-test-password"
        container = (
            Neo4jContainer("neo4j:2026.01.4-community", password=password)
            .with_env("NEO4J_PLUGINS", '["graph-data-science"]')
            .with_env("NEO4J_dbms_security_procedures_unrestricted", "gds.*")
            .with_env("NEO4J_dbms_security_procedures_allowlist", "gds.*")
        )
        with container:
            yield _base_settings(neo4j_uri=container.get_connection_url(), neo4j_password=password)
        return
    from a2rag.localserver import LocalNeo4j

    local = _base_settings(
        local_instance=TEST_INSTANCE,
        local_bolt_port=TEST_BOLT_PORT,
        local_http_port=TEST_HTTP_PORT,
        neo4j_uri=f"bolt://127.0.0.1:{TEST_BOLT_PORT}",
    )
    server = LocalNeo4j(local)
    if server.status().running and not server.conf_is_current():
        server.stop()  # started by an older checkout: the tests check this one's settings
    server.start()
    yield local


@pytest.fixture(scope="session")
def _migrated(neo4j_settings: Settings) -> Settings:
    with Graph(neo4j_settings) as g:
        migrations.migrate(g)
    return neo4j_settings


def wipe(graph: Graph) -> None:
    """Delete all data (not the schema or the migration records) and GDS projections."""
    graph.run_text(query("admin/wipe"))
    graph.run_text(
        "CALL gds.graph.list() YIELD graphName CALL gds.graph.drop(graphName, false) YIELD graphName AS g RETURN count(*)"
    )


@pytest.fixture()
def settings(_migrated: Settings) -> Settings:
    """Settings of a clean, migrated database."""
    with Graph(_migrated) as g:
        wipe(g)
    return _migrated


@pytest.fixture()
def graph(settings: Settings) -> Iterator[Graph]:
    with Graph(settings) as g:
        yield g


KB_SUBSET = (
    "kestrel-analytics",
    "kestrel-prime-brokerage",
    "halcyon-markets-overview",
    "order-gateway",
    "northgate-bank",
    "market-data-outage-runbook",
)


def ingest_kb(settings: Settings, paths: list[Path]) -> Settings:
    """Wipe the database, then ingest sample-KB files with its alias table."""
    from a2rag.ingest.pipeline import Ingestor

    settings = settings.model_copy(update={"alias_table": KB / "aliases.csv"})
    with Graph(settings) as g:
        wipe(g)
        with Ingestor(settings, graph=g) as ing:
            ing.ingest(paths)
    return settings


@pytest.fixture(scope="module")
def subset_settings(_migrated: Settings) -> Settings:
    """A clean database holding six sample-KB documents (fast; enough for service tests)."""
    return ingest_kb(_migrated, [KB / "docs" / f"{name}.md" for name in KB_SUBSET])


@pytest.fixture(scope="module")
def subset_rag(subset_settings: Settings) -> Iterator[A2RAG]:
    with A2RAG(subset_settings) as r:
        yield r
