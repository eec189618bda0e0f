"""Permission-aware retrieval on a real Neo4j + GDS: documents restricted to `hr` carry canary
tokens and entities that no other document mentions; an `ops` reader asking 50+ questions aimed
at them must never see one anywhere in an answer (text, citations, evidence, trace, reasons,
inspect statement), while an `hr` reader finds them."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from a2rag.access import Principal, reading_as
from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.ingest.load import content_hash
from a2rag.ingest.models import SourceDocument
from a2rag.ingest.pipeline import Ingestor
from a2rag.service import A2RAG
from a2rag.tools import functions as tools
from tests.conftest import KB, KB_SUBSET, ingest_kb

TOKENS = ["CANARY-7Q3X", "CANARY-K8M2", "CANARY-P5R9", "CANARY-W4T6"]
HIDDEN_DOCS = [
    {
        "id": "hr-grievance-panel",
        "title": "Grievance Panel charter",
        "groups": ["hr"],
        "text": (
            "The Grievance Panel of Halcyon Markets is chaired by Zephyrine Quillfeather. "
            "Zephyrine Quillfeather was appointed by Elena Marchetti in 2021. The panel "
            "reference code is CANARY-7Q3X. The Grievance Panel reports to Ostrava Vexley, "
            "the head of People Operations."
        ),
    },
    {
        "id": "hr-people-operations",
        "title": "People Operations leadership",
        "groups": ["hr"],
        "text": (
            "Ostrava Vexley leads People Operations and holds badge CANARY-K8M2. Ostrava Vexley "
            "reports to Graham Whitlock. People Operations runs the Brightwater Mediation "
            "Programme, which Quintessa Harlowe coordinates."
        ),
    },
    {
        "id": "hr-settlement-escrow",
        "title": "Vellichor settlement escrow",
        "groups": ["hr"],
        "text": (
            "Kestrel Analytics and Northgate Bank share the Vellichor Settlement Escrow, "
            "reference CANARY-P5R9. The Vellichor Settlement Escrow is audited by Marwick "
            "Thorncastle. Northgate Bank pays the Vellichor fee of CANARY-W4T6 each quarter."
        ),
    },
]
QUESTIONS = [
    "Who chairs the Grievance Panel?",
    "Who chairs the Grievance Panel of Halcyon Markets?",
    "What is the panel reference code?",
    "What is CANARY-7Q3X?",
    "Who is Zephyrine Quillfeather?",
    "Who appointed Zephyrine Quillfeather?",
    "Who does the Grievance Panel report to?",
    "Who leads People Operations?",
    "What badge does Ostrava Vexley hold?",
    "Who does Ostrava Vexley report to?",
    "Who coordinates the Brightwater Mediation Programme?",
    "What programme does People Operations run?",
    "Who is Quintessa Harlowe?",
    "What do Kestrel Analytics and Northgate Bank share?",
    "Who audits the Vellichor Settlement Escrow?",
    "What is the reference of the Vellichor Settlement Escrow?",
    "How much is the Vellichor fee?",
    "Who is Marwick Thorncastle?",
    "Which escrow is audited by Marwick Thorncastle?",
    "Who appointed the chair of the panel that reports to the head of People Operations?",
    "Who does the head of People Operations report to?",
    "What does Northgate Bank pay each quarter?",
    "Which Halcyon Markets body did Elena Marchetti appoint a chair for in 2021?",
    "What connects Kestrel Analytics to Northgate Bank?",
    "Who reports to Graham Whitlock?",
    "Who chairs the Halcyon Markets Risk Committee?",
]


@pytest.fixture(scope="module")
def access_settings(_migrated: Settings, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    """The sample-KB subset (public by default) and three `hr` documents; stage sufficiency
    is never met, so every question runs local, bridge and PPR over the restricted graph."""
    settings = ingest_kb(_migrated, [KB / "docs" / f"{name}.md" for name in KB_SUBSET])
    folder = tmp_path_factory.mktemp("hr")
    (folder / "hr.jsonl").write_text(
        "\n".join(json.dumps(d) for d in HIDDEN_DOCS) + "\n", encoding="utf-8"
    )
    with Ingestor(settings) as ing:
        report = ing.ingest([folder / "hr.jsonl"])
    assert report.documents_written == 3, report
    return settings.updated(reader_sufficient_confidence=1.0)


@pytest.fixture(scope="module")
def rag(access_settings: Settings) -> Iterator[A2RAG]:
    with A2RAG(access_settings) as r:
        yield r


def hidden_only_names(graph: Graph) -> list[str]:
    """Entities that only `hr` chunks mention (and whose name no public text contains)."""
    public = " ".join(
        r["text"].lower()
        for r in graph.run_text(
            "MATCH (c:Chunk) WHERE NOT 'hr' IN c.groups RETURN c.title + ' ' + c.text AS text"
        )
    )
    rows = graph.run_text("MATCH (e:Entity) WHERE e.groups = ['hr'] RETURN e.name AS name")
    return sorted(
        {r["name"] for r in rows if len(r["name"]) >= 5 and r["name"].lower() not in public}
    )


def canaries(graph: Graph) -> list[str]:
    chunk_ids = [
        r["id"]
        for r in graph.run_text(
            "MATCH (c:Chunk) WHERE c.doc_id STARTS WITH 'hr-' RETURN c.id AS id"
        )
    ]
    titles = [d["title"] for d in HIDDEN_DOCS]
    return TOKENS + hidden_only_names(graph) + [d["id"] for d in HIDDEN_DOCS] + chunk_ids + titles


def leaks(body: str, secrets: list[str]) -> list[str]:
    low = body.lower()
    return [s for s in secrets if s.lower() in low]


def test_groups_are_denormalised_onto_chunks_entities_and_edges(
    rag: A2RAG, access_settings: Settings
) -> None:
    g = rag.graph
    docs = {
        r["id"]: r["groups"]
        for r in g.run_text("MATCH (d:Document) RETURN d.id AS id, d.groups AS groups")
    }
    assert docs["hr-grievance-panel"] == ["hr"]
    assert docs["order-gateway"] == access_settings.access.default_groups == ["public"]
    # an entity both kinds of document mention is readable by both groups
    shared = g.run_text(
        "MATCH (e:Entity) WHERE e.name_key = 'northgate bank' RETURN e.groups AS groups"
    )
    assert shared and sorted(shared[0]["groups"]) == ["hr", "public"]
    names = hidden_only_names(g)
    assert any("quillfeather" in n.lower() for n in names), names
    # an edge stated only by an hr chunk is readable by hr only
    hr_edges = g.run_text(
        "MATCH ()-[r:RELATED]->() WHERE all(x IN r.chunk_ids WHERE x STARTS WITH 'hr-') "
        "RETURN DISTINCT r.groups AS groups"
    )
    assert hr_edges and all(r["groups"] == ["hr"] for r in hr_edges)


def test_reader_without_the_group_never_sees_a_canary(rag: A2RAG) -> None:
    secrets = canaries(rag.graph)
    ops = Principal(name="ops-reader", groups=["ops"])
    asked = restricted_ppr = 0
    for mode in ("adaptive", "deep"):
        for q in QUESTIONS:
            body = rag.ask(q, principal=ops, mode=mode).model_dump_json()  # type: ignore[arg-type]
            # the asker's own words echoed back (question, "no 'X' in the knowledge base")
            # reveal nothing; everything else must hold no hidden name, token, id or title
            hidden = [s for s in secrets if s.lower() not in q.lower()]
            assert not leaks(body, hidden), (q, mode, leaks(body, hidden))
            asked += 1
            restricted_ppr += '"projection":"restricted"' in body
    assert asked >= 50
    assert restricted_ppr > 0  # PPR ran on the caller's own projection


def test_reader_with_the_group_finds_them(rag: A2RAG) -> None:
    hr = Principal(name="hr-reader", groups=["hr"])
    found = 0
    for q in QUESTIONS[:20]:
        body = rag.ask(q, principal=hr).model_dump_json()
        wanted = [s for s in [*TOKENS, "Quillfeather", "Vexley", "Vellichor"] if s not in q]
        found += bool(leaks(body, wanted))
    assert found >= 12, found


def test_agent_tools_respect_the_read_scope(rag: A2RAG) -> None:
    secrets = canaries(rag.graph)
    hidden_chunk = "hr-grievance-panel#0"
    with reading_as(["ops", "public"]):
        hits = tools.keyword_search(rag.graph, ["canary", "quillfeather"]).model_dump_json()
        assert not leaks(hits, secrets)
        found = tools.find_entities(rag.graph, "Zephyrine Quillfeather").model_dump_json()
        assert not leaks(found, secrets)
        sem = tools.semantic_search(rag.graph, rag.embedder, "Grievance Panel chair")
        assert not leaks(sem.model_dump_json(), secrets)
        with pytest.raises(Exception) as exc:
            tools.chunk_read(rag.graph, [hidden_chunk])
        assert "Quillfeather" not in str(exc.value)
    with reading_as(["hr"]):
        hits = tools.keyword_search(rag.graph, ["canary-7q3x"])
        assert [h.chunk_id for h in hits.hits] == [hidden_chunk]


def test_regrouping_on_reingest_takes_effect_at_once(rag: A2RAG, access_settings: Settings) -> None:
    ops = Principal(name="ops-reader", groups=["ops"])
    q = "What badge does Ostrava Vexley hold?"
    doc = HIDDEN_DOCS[1]
    source = SourceDocument(
        id=doc["id"],
        title=doc["title"],
        text=doc["text"],
        source="test",
        content_hash="",
        groups=["ops"],
    )
    source = source.model_copy(update={"content_hash": content_hash(source.title, source.text)})
    try:
        with Ingestor(access_settings, graph=rag.graph) as ing:
            report = ing.ingest_documents([source])
        assert report.documents_regrouped == 1 and report.documents_written == 0, report
        body = rag.ask(q, principal=ops).model_dump_json()
        assert "CANARY-K8M2" in body
    finally:
        with Ingestor(access_settings, graph=rag.graph) as ing:
            ing.ingest_documents([source.model_copy(update={"groups": ["hr"]})])
    body = rag.ask(q, principal=ops).model_dump_json()
    assert "CANARY-K8M2" not in body and "hr-people-operations" not in body


def test_front_matter_and_jsonl_groups(tmp_path: Path) -> None:
    from a2rag.ingest.load import load_documents

    (tmp_path / "a.md").write_text(
        "---\ngroups: [HR, Finance]\n---\n# Pay bands\n\nBands are reviewed yearly.\n",
        encoding="utf-8",
    )
    (tmp_path / "b.jsonl").write_text(
        json.dumps({"id": "b", "text": "x y z.", "groups": "ops"})
        + "\n"
        + json.dumps({"id": "c", "text": "x y z.", "groups": ["bad group!"]})
        + "\n",
        encoding="utf-8",
    )
    loaded = load_documents([tmp_path])
    by_id = {d.id: d for d in loaded.documents}
    assert by_id["a"].groups == ["finance", "hr"] and by_id["a"].title == "Pay bands"
    assert "groups" not in by_id["a"].text
    assert by_id["b"].groups == ["ops"]
    assert [f.error for f in loaded.failures if f.source.endswith(":2")]
    assert re.search("invalid group name", loaded.failures[0].error)


def test_http_reader_never_sees_a_canary(
    rag: A2RAG, access_settings: Settings, tmp_path: Path
) -> None:
    """The same questions over HTTP with keys: an `ops` key sees no canary, an `hr` key does."""
    from fastapi.testclient import TestClient

    from a2rag.access import Role
    from a2rag.access.keys import KeyStore
    from a2rag.api.app import create_app

    secrets = canaries(rag.graph)
    settings = access_settings.model_copy(update={"keys_file": tmp_path / "keys.json"})
    store = KeyStore(tmp_path / "keys.json")
    _, ops_key = store.add("ops-reader", Role.READER, ["ops"])
    _, hr_key = store.add("hr-reader", Role.READER, ["hr"])
    found = 0
    with TestClient(create_app(settings, rag=rag)) as client:
        for q in QUESTIONS[:12]:
            resp = client.post("/ask", json={"question": q}, headers={"X-API-Key": ops_key})
            assert resp.status_code == 200, resp.text
            hidden = [s for s in secrets if s.lower() not in q.lower()]
            assert not leaks(resp.text, hidden), (q, leaks(resp.text, hidden))
            resp = client.post("/ask", json={"question": q}, headers={"X-API-Key": hr_key})
            found += bool(leaks(resp.text, [t for t in TOKENS if t not in q]))
    assert found >= 4, found


def test_deleting_restricted_documents_leaves_no_orphans(
    access_settings: Settings, rag: A2RAG
) -> None:
    with Ingestor(access_settings, graph=rag.graph) as ing:
        ing.delete([d["id"] for d in HIDDEN_DOCS])
    g = rag.graph
    assert not g.run_text(
        "MATCH (e:Entity) WHERE 'hr' IN e.groups OR e.name CONTAINS 'Quillfeather' "
        "RETURN e.name AS name"
    )
    assert not g.run_text("MATCH ()-[r:RELATED]->() WHERE 'hr' IN r.groups RETURN r LIMIT 1")
    northgate = g.run_text(
        "MATCH (e:Entity) WHERE e.name_key = 'northgate bank' RETURN e.groups AS groups"
    )
    assert northgate[0]["groups"] == ["public"]


def test_projections_per_group_set_are_bounded(rag: A2RAG) -> None:
    """Each restricted group set gets its own projection; beyond `keep`, the least recently
    used one is dropped from the GDS catalog, never the whole-graph one."""
    from a2rag.graph.gds import Projections

    projections = Projections(rag.graph, keep=1)
    first = projections.for_groups(["hr", "public"])
    first.ensure()
    assert first.name != projections.whole.name

    def exists(name: str) -> bool:
        rows = rag.graph.run_text("RETURN gds.graph.exists($n) AS e", {"n": name})
        return bool(rows[0]["e"])

    assert exists(first.name)
    second = projections.for_groups(["ops", "public"])
    second.ensure()
    assert exists(second.name) and not exists(first.name)
    assert projections.for_groups(["public", "ops"]) is second  # order does not matter
    second.drop()


def test_cli_ingest_groups_and_a_refused_group_name(
    access_settings: Settings, rag: A2RAG, tmp_path: Path
) -> None:
    from typer.testing import CliRunner

    from a2rag.cli import app

    doc = tmp_path / "pay-bands.md"
    doc.write_text("# Pay bands\n\nPay bands are reviewed every April.\n", encoding="utf-8")
    env = {
        "NEO4J_URI": access_settings.neo4j.neo4j_uri,
        "NEO4J_PASSWORD": access_settings.resolved_password(),
        "A2RAG_BACKEND": "offline",
    }
    runner = CliRunner()
    bad = runner.invoke(app, ["ingest", str(doc), "--groups", "finance team"], env=env)
    assert bad.exit_code == 2 and "invalid group name" in bad.output
    ok = runner.invoke(app, ["ingest", str(doc), "--groups", "Finance"], env=env)
    assert ok.exit_code == 0, ok.output
    rows = rag.graph.run_text(
        "MATCH (c:Chunk {doc_id: 'pay-bands'}) RETURN DISTINCT c.groups AS groups"
    )
    assert [r["groups"] for r in rows] == [["finance"]]
    with Ingestor(access_settings, graph=rag.graph) as ing:
        ing.delete(["pay-bands"])


def test_migration_gives_an_older_graph_its_groups(rag: A2RAG, access_settings: Settings) -> None:
    """A graph written before groups existed: the migration's statements give documents and
    chunks the default groups, and entities and edges the groups of their chunks."""
    from a2rag.graph import migrations

    g = rag.graph
    g.run_text(
        "MATCH (n) WHERE n:Document OR n:Chunk OR n:Entity REMOVE n.groups "
        "WITH count(*) AS x MATCH ()-[r:RELATED]->() REMOVE r.groups"
    )
    assert not g.run_text("MATCH (c:Chunk) WHERE c.groups IS NOT NULL RETURN c LIMIT 1")
    (step,) = [m for m in migrations.discover() if m.name == "0007_access_groups"]
    for stmt in step.statements():
        params = {"default_groups": ["public"]} if "$default_groups" in stmt else None
        g.run_text(stmt, params)
    missing = g.run_text(
        "CALL () { MATCH (n) WHERE (n:Document OR n:Chunk OR n:Entity) AND n.groups IS NULL "
        "RETURN count(n) AS a } CALL () { MATCH ()-[r:RELATED]->() WHERE r.groups IS NULL "
        "RETURN count(r) AS b } RETURN a + b AS missing"
    )
    assert missing[0]["missing"] == 0
    assert g.run_text("MATCH (d:Document {id: 'order-gateway'}) RETURN d.groups AS g")[0]["g"] == [
        "public"
    ]


def test_a_caller_reading_a_small_share_still_gets_its_nearest_chunks(
    rag: A2RAG, access_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no overfetch the k nearest chunks of the whole KB hold none a one-group reader may
    read; the text channel looks once more, deeper, and finds that reader's chunk."""
    text = "Pay bands are reviewed every April by the remuneration panel."
    doc = SourceDocument(
        id="pay-bands",
        title="Pay bands",
        text=text,
        source="test",
        content_hash=content_hash("Pay bands", text),
        groups=["finance"],
    )
    with Ingestor(access_settings, graph=rag.graph) as ing:
        ing.ingest_documents([doc])
    monkeypatch.setattr(rag.graph, "_overfetch", 1)
    narrow = rag.retriever.settings.updated(access_overfetch=1, text_pool_k=5)
    monkeypatch.setattr(rag.retriever, "settings", narrow)
    q = "Which FIX protocol version do API clients use to connect to the Order Gateway?"
    emb = rag.embedder.embed([q])[0].tolist()
    try:
        with reading_as(["finance"]):
            rows = rag.graph.read("retrieve/text_channel", embedding=emb, query="fix", k=5)
            assert not [r for r in rows if r["channel"] == "dense"]  # one look: too shallow
            dense = [c.chunk_id for c in rag.retriever.text_channel(q, emb)]
        assert "pay-bands#0" in dense
    finally:
        with Ingestor(access_settings, graph=rag.graph) as ing:
            ing.delete(["pay-bands"])
