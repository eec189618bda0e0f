"""Ingestion on the real Neo4j: idempotency, update, delete, aliases, provenance, extractors,
bad input and a database that goes away mid-run."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from urllib.parse import urlparse

import pytest
from conftest import KB
from pydantic import SecretStr
from tcp_proxy import TcpProxy

from a2rag.config import Backend, Settings
from a2rag.errors import DatabaseUnavailable
from a2rag.graph.driver import Graph
from a2rag.ingest.pipeline import Ingestor

DOCS = KB / "docs"


def counts(graph: Graph) -> dict[str, int]:
    return graph.read("ingest/stats")[0]


def _kb_copy(tmp_path: Path, names: list[str] | None = None) -> Path:
    dst = tmp_path / "kb"
    dst.mkdir()
    for f in sorted(DOCS.glob("*.md")):
        if names is None or f.stem in names:
            shutil.copy(f, dst / f.name)
    return dst


def _ingest(settings: Settings, *paths: Path, **kw: object) -> object:
    with Ingestor(settings) as ing:
        return ing.ingest(list(paths), **kw)  # type: ignore[arg-type]


def test_reingesting_unchanged_documents_does_nothing(settings: Settings, graph: Graph) -> None:
    first = _ingest(settings, DOCS)
    before = counts(graph)
    assert first.documents_written == before["documents"] >= 25  # type: ignore[attr-defined]
    assert before["chunks"] > before["documents"] and before["entities"] > 50
    second = _ingest(settings, DOCS)
    assert second.documents_written == 0  # type: ignore[attr-defined]
    assert second.documents_unchanged == before["documents"]  # type: ignore[attr-defined]
    assert counts(graph) == before


def test_changed_document_replaces_its_chunks(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    kb = _kb_copy(tmp_path, ["kestrel-prime-brokerage", "liquidity-routing-policy"])
    assert len(list(kb.glob("*.md"))) == 2
    _ingest(settings, kb)
    doc = kb / "kestrel-prime-brokerage.md"
    text = doc.read_text()
    assert "USD 40 million" in text
    doc.write_text(text.replace("USD 40 million", "USD 55 million"))
    report = _ingest(settings, kb)
    assert report.documents_written == 1 and report.documents_replaced == 1  # type: ignore[attr-defined]
    texts = [
        r["t"]
        for r in graph.run_text(
            "MATCH (c:Chunk {doc_id: 'kestrel-prime-brokerage'}) RETURN c.text AS t"
        )
    ]
    assert any("USD 55 million" in t for t in texts)
    assert not any("USD 40 million" in t for t in texts)
    # no chunk ids left dangling in relation provenance
    dangling = graph.run_text(
        "MATCH ()-[r:RELATED]->() UNWIND r.chunk_ids AS cid "
        "OPTIONAL MATCH (c:Chunk {id: cid}) WITH cid, c WHERE c IS NULL RETURN count(*) AS n"
    )
    assert dangling[0]["n"] == 0


def test_line_breaks_survive_chunking_and_older_chunks_are_redone(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """List items and table rows keep their own lines in a chunk (the reader reads a table
    only from its lines). A document stored under the previous, flattened format is chunked
    again on the next ingest; a flat passage, chunked alike in both formats, is left alone."""
    kb = tmp_path / "kb"
    kb.mkdir()
    sheet = (
        "Lumen Archive is the imaging archive.\n\nSummary\n- Supplier: Orveo Imaging\n"
        "- Service tier: 2\n\n| System | RPO |\n|---|---|\n| Lumen Archive | 4 hours |\n"
    )
    flat = "Clarion Paging sends pages. It serves three hospitals."
    (kb / "docs.jsonl").write_text(
        "\n".join(json.dumps({"id": i, "text": t}) for i, t in (("sheet", sheet), ("flat", flat)))
    )
    _ingest(settings, kb)
    text = graph.run_text("MATCH (c:Chunk {doc_id: 'sheet'}) RETURN c.text AS t")[0]["t"]
    assert "Summary\n- Supplier: Orveo Imaging\n- Service tier: 2" in text
    assert "\n\n| System | RPO |\n|---|---|\n| Lumen Archive | 4 hours |" in text
    # as an ingest before the format change left them: plain content hashes, flat chunk text
    graph.run_text(
        "MATCH (d:Document) SET d.content_hash = split(d.content_hash, ':')[0] "
        "WITH d MATCH (c:Chunk {doc_id: 'sheet'}) SET c.text = 'flattened'"
    )
    report = _ingest(settings, kb)
    assert report.documents_written == 1 and report.documents_unchanged == 1  # type: ignore[attr-defined]
    text = graph.run_text("MATCH (c:Chunk {doc_id: 'sheet'}) RETURN c.text AS t")[0]["t"]
    assert "- Supplier: Orveo Imaging\n" in text
    assert _ingest(settings, kb).documents_written == 0  # type: ignore[attr-defined]


def test_delete_keeps_shared_entities(settings: Settings, graph: Graph, tmp_path: Path) -> None:
    kb = _kb_copy(
        tmp_path,
        ["kestrel-prime-brokerage", "end-of-day-reconciliation", "liquidity-routing-policy"],
    )
    assert len(list(kb.glob("*.md"))) == 3
    _ingest(settings, kb)
    shared = graph.read("ingest/entity_by_name", name="Kestrel Prime Brokerage")
    assert shared
    only_here = graph.run_text(
        "MATCH (e:Entity) WHERE ALL(c IN [(c:Chunk)-[:MENTIONS]->(e) | c] "
        "WHERE c.doc_id = 'kestrel-prime-brokerage') RETURN e.id AS id"
    )
    assert only_here, "fixture doc should have entities of its own"
    with Ingestor(settings) as ing:
        assert ing.delete(["kestrel-prime-brokerage"]) == 1
    assert not graph.run_text("MATCH (c:Chunk {doc_id: 'kestrel-prime-brokerage'}) RETURN c")
    assert not graph.run_text("MATCH (d:Document {id: 'kestrel-prime-brokerage'}) RETURN d")
    assert graph.read("ingest/entity_by_name", name="Kestrel Prime Brokerage")
    gone = graph.run_text(
        "UNWIND $ids AS id MATCH (e:Entity {id: id}) RETURN count(e) AS n",
        {"ids": [r["id"] for r in only_here]},
    )
    assert gone[0]["n"] == 0


def test_aliases_merge_and_lookalikes_do_not(settings: Settings, graph: Graph) -> None:
    _ingest(settings, DOCS)
    rows = graph.read("ingest/entity_by_name", name="KPB")
    assert len(rows) == 1
    kpb = rows[0]
    aliases = {a.casefold() for a in kpb["aliases"]} | {kpb["name"].casefold()}
    for form in ("kestrel prime brokerage", "kestrel", "kpb", "[gui] kestrel"):
        assert form in aliases, (form, kpb)
    assert kpb["merge_reasons"], "every merge is explained"
    analytics = graph.read("ingest/entity_by_name", name="Kestrel Analytics")
    assert analytics and all(r["id"] != kpb["id"] for r in analytics)
    # every alias form is found as a mention: chunks saying only "[GUI] Kestrel" link to it
    n = graph.run_text(
        "MATCH (c:Chunk)-[:MENTIONS]->(e:Entity {id: $id}) WHERE c.text CONTAINS '[GUI] Kestrel' "
        "RETURN count(c) AS n",
        {"id": kpb["id"]},
    )[0]["n"]
    assert n >= 1


def test_provenance_is_complete(settings: Settings, graph: Graph) -> None:
    _ingest(settings, DOCS)
    orphans = graph.run_text(
        "MATCH (e:Entity) WHERE NOT (e)<-[:MENTIONS]-(:Chunk) RETURN count(e) AS n"
    )[0]["n"]
    assert orphans == 0
    rels = graph.run_text(
        "MATCH ()-[r:RELATED]->() RETURN count(r) AS n, "
        "sum(size(r.chunk_ids)) AS total, min(size(r.chunk_ids)) AS least"
    )[0]
    assert rels["n"] > 0 and rels["least"] >= 1
    missing = graph.run_text(
        "MATCH ()-[r:RELATED]->() UNWIND r.chunk_ids AS cid "
        "OPTIONAL MATCH (c:Chunk {id: cid}) WITH c WHERE c IS NULL RETURN count(*) AS n"
    )[0]["n"]
    assert missing == 0
    chain = graph.run_text(
        "MATCH (d:Document) OPTIONAL MATCH (c:Chunk)-[:PART_OF]->(d) "
        "WITH d, count(c) AS n OPTIONAL MATCH (:Chunk {doc_id: d.id})-[x:NEXT]->() "
        "RETURN d.id AS id, n, count(x) AS links"
    )
    assert all(r["links"] == r["n"] - 1 for r in chain)
    assert all(
        r["s"] is not None
        for r in graph.run_text("MATCH (d:Document) RETURN d.summary_embedding AS s")
    )


def test_precomputed_extractor(settings: Settings, graph: Graph, tmp_path: Path) -> None:
    corpus = tmp_path / "corpus.jsonl"
    triples = tmp_path / "triples.jsonl"
    corpus.write_text(
        json.dumps(
            {
                "id": "p1",
                "title": "Orla Brandt",
                "text": "Orla Brandt founded Tessaly Works in Bergen.",
            }
        )
        + "\n"
        + json.dumps(
            {"id": "p2", "title": "Tessaly Works", "text": "Tessaly Works builds ferries."}
        )
        + "\n"
    )
    triples.write_text(
        json.dumps(
            {
                "passage_id": "p1",
                "entities": ["Orla Brandt", "Tessaly Works", "Bergen"],
                "triples": [
                    ["Orla Brandt", "founded", "Tessaly Works"],
                    ["Tessaly Works", "located in", "Bergen"],
                ],
            }
        )
        + "\n"
        + json.dumps(
            {
                "passage_id": "p2",
                "entities": ["Tessaly Works", "ferries"],
                "triples": [["Tessaly Works", "builds", "ferries"]],
            }
        )
        + "\n"
    )
    report = _ingest(settings, corpus, extractor="precomputed", triples=triples)
    assert report.documents_written == 2  # type: ignore[attr-defined]
    rows = graph.run_text(
        "MATCH (s:Entity)-[r:RELATED]->(t:Entity) RETURN s.name AS s, r.predicate AS p, "
        "t.name AS t, r.chunk_ids AS c ORDER BY s, p"
    )
    found = {(r["s"], r["p"], r["t"]) for r in rows}
    assert ("Orla Brandt", "founded", "Tessaly Works") in found
    # predicates are stored normalised (lemma, snake case), the same key the local stage's
    # predicate alignment looks up
    assert ("Tessaly Works", "build", "ferries") in found
    assert ("Tessaly Works", "located_in", "Bergen") in found
    tessaly = graph.read("ingest/entity_by_name", name="Tessaly Works")[0]
    assert tessaly["mentions"] == 2  # one entity, mentioned by both passages
    # the precomputed extractor parses nothing: the reader's parses are filled in after it,
    # and again for chunks that lost them (a knowledge base from before the parse store) or
    # whose parses another spaCy pipeline made
    stored = "MATCH (c:Chunk) RETURN size(c.parses) > 0 AS ok, c.parse_tag AS tag ORDER BY c.id"
    first = graph.run_text(stored)
    assert [r["ok"] for r in first] == [True, True]
    assert first[0]["tag"] and first[0]["tag"] == first[1]["tag"]
    graph.run_text("MATCH (c:Chunk {doc_id: 'p1'}) SET c.parse_tag = 'a2rag-parses/0 old'")
    graph.run_text("MATCH (c:Chunk {doc_id: 'p2'}) REMOVE c.parses, c.parse_tag")
    again = _ingest(settings, corpus, extractor="precomputed", triples=triples)
    assert again.documents_written == 0  # type: ignore[attr-defined]
    assert graph.run_text(stored) == first


def test_bad_input_is_reported_and_the_rest_ingested(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    d = tmp_path / "in"
    d.mkdir()
    (d / "empty.md").write_text("")
    (d / "binary.txt").write_bytes(b"\x00\x01\x02PNG\x00" * 100)
    (d / "latin1.txt").write_bytes("Caf\xe9 menu: cr\xeape".encode("latin-1"))
    (d / "good.md").write_text(
        "# Good doc\n\nThe Order Gateway rejects orders above USD 10 million.\n"
    )
    big = "The Sentinel risk engine recalculates exposure every 30 seconds. " * 80_000
    (d / "big.txt").write_text(big)
    assert len(big.encode()) > 5_000_000
    (d / "rows.jsonl").write_text(
        json.dumps({"id": "j1", "title": "J1", "text": "Northgate Bank clears EUR trades."})
        + "\n"
        + "{not json\n"
        + json.dumps({"id": "j2", "title": "J2", "text": "Corvina Capital quotes JPY pairs."})
        + "\n"
    )
    # large chunks keep the 5 MB document's embedding cost down; the point is that it ingests
    big_chunks = settings.model_copy(update={"chunk_tokens": 1000, "chunk_overlap_tokens": 50})
    report = _ingest(big_chunks, d)
    errors = {f.source: f.error for f in report.failures}  # type: ignore[attr-defined]
    assert errors[str(d / "empty.md")] == "empty file"
    assert "binary" in errors[str(d / "binary.txt")]
    assert "invalid UTF-8" in errors[str(d / "latin1.txt")]
    assert "malformed jsonl line" in errors[f"{d / 'rows.jsonl'}:2"]
    ids = {r["id"] for r in graph.run_text("MATCH (d:Document) RETURN d.id AS id")}
    assert ids == {"good", "big", "j1", "j2"}
    stored = graph.run_text(
        "MATCH (c:Chunk {doc_id: 'big'}) RETURN count(c) AS n, max(c.token_count) AS m"
    )[0]
    assert stored["n"] > 100 and stored["m"] <= 1000


def test_database_going_away_mid_ingest(settings: Settings, graph: Graph, tmp_path: Path) -> None:
    kb = _kb_copy(tmp_path)
    port = urlparse(settings.neo4j.neo4j_uri).port or 7687
    proxy = TcpProxy(port)
    via_proxy = settings.model_copy(update={"neo4j_uri": f"bolt://127.0.0.1:{proxy.port}"})
    calls: list[tuple[int, int]] = []

    def cut_after_first_batch(docs: int, chunks: int) -> None:
        calls.append((docs, chunks))
        if docs > 0 and sum(1 for d, _ in calls if d > 0) == 1:  # the first batch is written
            proxy.cut()

    with pytest.raises(DatabaseUnavailable, match="cannot reach Neo4j"), Ingestor(via_proxy) as ing:
        ing.ingest([kb], batch_docs=4, progress=cut_after_first_batch)
    partial = counts(graph)
    assert 0 < partial["documents"] < len(list(kb.glob("*.md")))
    # progress moved inside the first batch: its chunks counted as extracted, no document yet
    assert calls[0][0] == 0 and calls[0][1] > 0
    report = _ingest(settings, kb)
    assert report.documents_unchanged >= 4  # type: ignore[attr-defined]
    after = counts(graph)
    _ingest(settings, kb)
    assert counts(graph) == after
    dupes = graph.run_text(
        "MATCH (c:Chunk) WITH c.id AS id, count(*) AS n WHERE n > 1 RETURN count(*) AS d"
    )[0]["d"]
    assert dupes == 0 and after["documents"] == len(list(kb.glob("*.md")))


def test_llm_extractor_against_a_stub_endpoint(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """The llm extractor through a real ChatOpenAI against a local OpenAI-compatible stub:
    the first reply is malformed, the retry is valid, and the graph gets its triples."""
    from llm_stub import OpenAIStub, Reply

    doc = tmp_path / "d.md"
    doc.write_text("# Pinecrest\n\nPinecrest Clearing settles trades for Halden Bank.\n")
    valid = json.dumps(
        {
            "entities": [
                {"name": "Pinecrest Clearing", "type": "ORG", "description": "a clearer"},
                {"name": "Halden Bank", "type": "ORG", "description": "a bank"},
            ],
            "relations": [
                {
                    "subject": "Pinecrest Clearing",
                    "predicate": "settles trades for",
                    "object": "Halden Bank",
                }
            ],
        }
    )
    with OpenAIStub(replies=["this is not json {", valid], default=Reply(content=valid)) as stub:
        llm = settings.model_copy(
            update={
                "backend": Backend.LLM,
                "llm_base_url": stub.url,
                "llm_api_key": SecretStr("test-key"),
            }
        )
        report = _ingest(llm, doc, extractor="llm")
        assert len(stub.requests) >= 2  # the malformed reply was retried
    assert report.extraction_failures == []  # type: ignore[attr-defined]
    rows = graph.run_text(
        "MATCH (s:Entity)-[r:RELATED]->(t:Entity) RETURN s.name AS s, r.predicate AS p, t.name AS t"
    )
    assert {"s": "Pinecrest Clearing", "p": "settle_trades_for", "t": "Halden Bank"} in rows


def test_extracting_ahead_writes_the_same_graph(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """Extraction one batch ahead (A2RAG_EXTRACT_AHEAD) changes when chunks are extracted,
    not what is written: the same documents give the same entities, relations and mentions."""
    from a2rag.graph.queries import query

    kb = _kb_copy(tmp_path)
    picked = sorted(kb.glob("*.md"))[:6]
    for f in sorted(kb.glob("*.md"))[6:]:
        f.unlink()
    graphs = []
    for ahead in (True, False):
        graph.run_text(query("admin/wipe"))
        s = settings.model_copy(
            update={"ingest": settings.ingest.model_copy(update={"extract_ahead": ahead})}
        )
        report = _ingest(s, kb, batch_docs=2)  # three batches: two extracted ahead
        assert report.documents_written == len(picked)  # type: ignore[attr-defined]
        ids = graph.run_text(
            "MATCH (e:Entity) OPTIONAL MATCH (e)-[r:RELATED]->(o:Entity) "
            "RETURN collect(DISTINCT e.id) AS entities, "
            "collect(DISTINCT [e.id, r.predicate, o.id]) AS relations"
        )[0]
        graphs.append((counts(graph), sorted(ids["entities"]), sorted(map(str, ids["relations"]))))
    assert graphs[0] == graphs[1]
    assert graphs[0][0]["relations"] > 0 and graphs[0][0]["mentions"] > 0


def test_a_chunk_mentions_the_known_names_its_documents_title_gives(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """Minutes that leave their board to the title are reached from the board: their chunks
    mention the entity the title names (known from an earlier ingestion), and the question
    about that meeting is answered from them. A title the text repeats adds nothing."""
    first = tmp_path / "first.jsonl"
    first.write_text(
        json.dumps(
            {
                "id": "ops",
                "title": "Operations overview",
                "text": "The Release Review Board approves every production change at "
                "Corvel Health. The Release Review Board meets weekly.",
            }
        )
        + "\n"
    )
    later = tmp_path / "later.jsonl"
    later.write_text(
        json.dumps(
            {
                "id": "rrb-0604",
                "title": "Release Review Board minutes: 4 June 2024",
                "text": "Chair: Ines Varga, Head of Service Management. Present: Tom Kerrow, "
                "Ada Lind.\n\n1. The board approved the storage upgrade for Corvel Health.",
            }
        )
        + "\n"
        + json.dumps(
            {
                "id": "kerrow",
                "title": "Tom Kerrow",
                "text": "Tom Kerrow is a storage engineer at Corvel Health.",
            }
        )
        + "\n"
    )
    _ingest(settings, first)
    _ingest(settings, later)

    def mentioned(doc_id: str) -> set[str]:
        rows = graph.run_text(
            "MATCH (c:Chunk {doc_id: $d})-[:MENTIONS]->(e:Entity) RETURN e.name_key AS k",
            {"d": doc_id},
        )
        return {r["k"] for r in rows}

    assert "release review board" in mentioned("rrb-0604")
    assert "release review board" not in mentioned("kerrow")
    from a2rag.service import A2RAG

    with A2RAG(settings) as rag:
        answer = rag.ask("Who chaired the Release Review Board meeting of 4 June 2024?")
    assert answer.status == "answered", answer.reason
    assert answer.answer == "Ines Varga"
