"""Human-in-the-loop curation on the real Neo4j: propose, approve, reject, audit, over CLI/API."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from typer.testing import CliRunner

from a2rag.api.app import create_app
from a2rag.cli import app as cli_app
from a2rag.config import Settings
from a2rag.control.answer import Answer, Checks
from a2rag.curate.models import ProposalStatus
from a2rag.curate.propose import LLMProposer, question_predicate
from a2rag.errors import ProposalConflict, ProposalNotFound
from a2rag.graph.gds import Projection
from a2rag.ingest.models import SourceDocument
from a2rag.ingest.pipeline import Ingestor
from a2rag.service import A2RAG
from a2rag.types import Evidence

# Curation is tested on verified answers with a fixed verdict: retrieval, seeds and the trace
# are the controller's own, only the reader's verdict is set (`_verified`), so these tests do
# not move with the fitted reader model (tests/test_reader.py and test_query_path cover it).
CITY_Q = "In which city is Kestrel Analytics headquartered?"
CITY = ("Edinburgh", "kestrel-analytics")
LEAD_Q = "Who leads the Market Data team at Halcyon Markets?"
LEAD = ("Ines Carvalho", "halcyon-markets-overview")


def _counts(subset_rag: A2RAG) -> tuple[dict[str, int], int]:
    row = dict(subset_rag.graph.read("ingest/stats")[0])
    return row, Projection(subset_rag.graph).graph_version()


def _verified(subset_rag: A2RAG, question: str, gold: str, doc_id: str) -> Answer:
    """The controller's answer to `question` as if the reader had verified `gold`, citing the
    chunk of `doc_id` that states it."""
    asked = subset_rag.ask(question)
    row = subset_rag.graph.run_text(
        "MATCH (c:Chunk {doc_id: $doc}) WHERE c.text CONTAINS $gold "
        "RETURN c.id AS id, c.text AS text ORDER BY c.id LIMIT 1",
        {"doc": doc_id, "gold": gold},
    )[0]
    cited = Evidence(chunk_id=row["id"], doc_id=doc_id, text=row["text"], score=1.0, stage="local")
    trace = [t.model_copy(update={"answer": gold, "citations": [row["id"]]}) for t in asked.trace]
    return asked.model_copy(
        update={
            "status": "answered",
            "answer": gold,
            "citations": [row["id"]],
            "evidence": [cited, *[e for e in asked.evidence if e.chunk_id != row["id"]]],
            "trace": trace,
            "checks": Checks(relevance=True, grounding=True, resolution=True),
        }
    )


def _ask_and_propose(
    subset_rag: A2RAG, question: str, gold: str, doc_id: str
) -> tuple[Answer, str]:
    answer = _verified(subset_rag, question, gold, doc_id)
    answer.proposals = subset_rag.propose(answer, proposed_by="tester")
    assert answer.proposals, "a verified answer should yield a proposal"
    return answer, answer.proposals[0]


def test_verified_answer_files_a_pending_proposal_with_source_pointers(subset_rag: A2RAG) -> None:
    before = _counts(subset_rag)
    answer, pid = _ask_and_propose(subset_rag, CITY_Q, *CITY)
    p = subset_rag.review.get(pid)
    assert p.status == ProposalStatus.PENDING
    assert (p.subject, p.object) == ("Kestrel Analytics", "Edinburgh")
    assert p.predicate == "city_headquartered"
    assert p.chunk_ids and set(p.chunk_ids) <= set(answer.citations)
    assert p.question == CITY_Q and p.proposed_by == "tester" and p.created_at is not None
    assert _counts(subset_rag) == before  # proposing never writes to the knowledge graph
    again = subset_rag.propose(_verified(subset_rag, CITY_Q, *CITY))
    assert again == answer.proposals  # same triple, same proposal, no duplicate
    n = subset_rag.graph.run_text("MATCH (p:Proposal {id: $id}) RETURN count(p) AS n", {"id": pid})
    assert n[0]["n"] == 1


def test_approval_writes_the_triple_with_provenance_and_marks_gds_stale(subset_rag: A2RAG) -> None:
    _, pid = _ask_and_propose(subset_rag, CITY_Q, *CITY)
    version = Projection(subset_rag.graph).ensure()  # fresh projection before the decision
    p = subset_rag.review.approve(pid, reviewer="ana", note="checked against the source")
    assert p.status == ProposalStatus.APPROVED
    assert [(d.action, d.reviewer, d.note) for d in p.decisions] == [
        ("approve", "ana", "checked against the source")
    ]
    rows = subset_rag.graph.run_text(
        "MATCH (s:Entity)-[r:RELATED {predicate: $pred}]->(o:Entity) "
        "WHERE s.name = 'Kestrel Analytics' AND o.name = 'Edinburgh' "
        "RETURN r.chunk_ids AS chunks, r.proposal_ids AS props, "
        "[(c:Chunk)-[:MENTIONS]->(o) | c.id] AS mentioning",
        {"pred": p.predicate},
    )
    assert len(rows) == 1
    assert rows[0]["chunks"] == p.chunk_ids and pid in rows[0]["props"]
    assert set(p.chunk_ids) <= set(rows[0]["mentioning"])
    assert Projection(subset_rag.graph).graph_version() == version + 1  # GDS will re-project
    with pytest.raises(ProposalConflict, match="already approved by ana"):
        subset_rag.review.approve(pid, reviewer="bob")
    with pytest.raises(ProposalConflict, match="already approved"):
        subset_rag.review.reject(pid, reviewer="bob")
    # the graph holds it now
    assert pid not in subset_rag.propose(_verified(subset_rag, CITY_Q, *CITY))


def test_rejection_never_touches_the_graph_and_is_not_reopened(subset_rag: A2RAG) -> None:
    _, pid = _ask_and_propose(subset_rag, LEAD_Q, *LEAD)
    before = _counts(subset_rag)
    p = subset_rag.review.reject(pid, reviewer="bob", note="team lead, not the team")
    assert p.status == ProposalStatus.REJECTED
    assert p.decisions[-1].reviewer == "bob" and p.decisions[-1].note.startswith("team lead")
    assert _counts(subset_rag) == before
    assert (
        subset_rag.graph.run_text(
            "MATCH ()-[r:RELATED]->() WHERE $id IN coalesce(r.proposal_ids, []) RETURN count(r) AS n",
            {"id": pid},
        )[0]["n"]
        == 0
    )
    assert pid not in subset_rag.propose(_verified(subset_rag, LEAD_Q, *LEAD))
    assert subset_rag.review.get(pid).status == ProposalStatus.REJECTED
    with pytest.raises(ValueError, match="reviewer"):
        subset_rag.review.reject(pid, reviewer="  ")
    with pytest.raises(ProposalNotFound):
        subset_rag.review.approve("prop:nope", reviewer="ana")


def test_only_verified_answers_propose(subset_rag: A2RAG) -> None:
    answer = subset_rag.ask("How large is Halcyon's credit line with Northgate Bank?")
    assert answer.status == "answered" and answer.proposals == []  # not asked to propose
    n_before = subset_rag.graph.run_text("MATCH (p:Proposal) RETURN count(p) AS n")[0]["n"]
    for status in ("unverified", "abstained"):
        assert subset_rag.propose(answer.model_copy(update={"status": status})) == []
    assert subset_rag.graph.run_text("MATCH (p:Proposal) RETURN count(p) AS n")[0]["n"] == n_before
    assert subset_rag.propose(answer)  # the same answer, verified, does propose
    # and asked with propose=True, the controller files them itself
    assert subset_rag.ask(
        "How large is Halcyon's credit line with Northgate Bank?", propose=True
    ).proposals


def test_a_proposal_whose_source_was_deleted_cannot_be_approved(
    subset_settings: Settings, subset_rag: A2RAG
) -> None:
    doc = SourceDocument(
        id="fx-desk",
        title="Osprey FX desk",
        text="The Osprey FX desk caps its overnight position at USD 12 million.",
        source="test",
        content_hash="h-fx",
    )
    with Ingestor(subset_settings, graph=subset_rag.graph, embedder=subset_rag.embedder) as ing:
        ing.ingest_documents([doc])
        _, pid = _ask_and_propose(
            subset_rag,
            "What is the overnight position cap of the Osprey FX desk?",
            "USD 12 million",
            "fx-desk",
        )
        ing.delete(["fx-desk"])
    with pytest.raises(ProposalConflict, match="no longer in the graph"):
        subset_rag.review.approve(pid, reviewer="ana")
    assert subset_rag.review.get(pid).status == ProposalStatus.PENDING


def test_review_over_http_and_cli(subset_settings: Settings, subset_rag: A2RAG) -> None:
    with TestClient(create_app(subset_settings, rag=subset_rag)) as client:
        r = client.post(
            "/ask",
            json={
                "question": "How large is Halcyon's credit line with Northgate Bank?",
                "propose": True,
            },
        )
        assert r.status_code == 200 and r.json()["status"] == "answered"
        pid = r.json()["proposals"][0]
        listed = client.get("/proposals").json()
        assert pid in [p["id"] for p in listed]
        assert all(p["status"] == "pending" for p in listed)
        assert client.get(f"/proposals/{pid}").json()["object"] == "USD 25 million"
        assert client.post(f"/proposals/{pid}/approve", json={}).status_code == 422
        ok = client.post(f"/proposals/{pid}/approve", json={"reviewer": "ana", "note": "ok"})
        assert ok.status_code == 200 and ok.json()["status"] == "approved"
        again = client.post(f"/proposals/{pid}/reject", json={"reviewer": "bob"})
        assert again.status_code == 409 and "already approved" in again.json()["error"]["message"]
        missing = client.post("/proposals/prop:nope/reject", json={"reviewer": "bob"})
        assert missing.status_code == 404
        assert client.get("/stats").json()["proposals"]["approved"] >= 1

    pending = subset_rag.propose(
        _verified(
            subset_rag,
            "Who leads the Treasury & Collateral team at Halcyon Markets?",
            "Hannah Solberg",
            "halcyon-markets-overview",
        )
    )
    assert pending
    env = {
        "NEO4J_URI": subset_settings.neo4j.neo4j_uri,
        "A2RAG_LOCAL_INSTANCE": subset_settings.local.local_instance,
        "A2RAG_BACKEND": "offline",
    }
    runner = CliRunner()
    listed = runner.invoke(cli_app, ["review", "list", "--json"], env=env)
    assert listed.exit_code == 0, listed.output
    assert pending[0] in [p["id"] for p in json.loads(listed.stdout)]
    done = runner.invoke(
        cli_app,
        ["review", "reject", pending[0], "--reviewer", "carol", "--note", "dup"],
        env=env,
    )
    assert done.exit_code == 0, done.output
    assert subset_rag.review.get(pending[0]).decisions[-1].reviewer == "carol"
    twice = runner.invoke(cli_app, ["review", "reject", pending[0], "--reviewer", "carol"], env=env)
    assert twice.exit_code == 1 and "already rejected" in twice.output


def test_question_predicate_drops_wh_words_entities_and_edge_prepositions() -> None:
    assert question_predicate("What is the overnight cap of the Osprey desk?", ["Osprey desk"]) == (
        "overnight_cap"
    )
    assert question_predicate(CITY_Q, ["Kestrel Analytics"]) == "city_headquartered"


def test_llm_proposer_keeps_only_triples_pointing_at_cited_chunks() -> None:
    chat = FakeListChatModel(
        responses=[
            json.dumps(
                {
                    "triples": [
                        {
                            "subject": "Kestrel Analytics",
                            "predicate": "is headquartered in",
                            "object": "Edinburgh",
                            "chunk_id": "[kestrel-analytics#0]",
                        },
                        {
                            "subject": "Kestrel Analytics",
                            "predicate": "founded in",
                            "object": "2009",
                            "chunk_id": "made-up#3",
                        },
                    ]
                }
            )
        ]
    )
    answer = Answer(
        question=CITY_Q,
        status="answered",
        answer="Edinburgh",
        citations=["kestrel-analytics#0"],
        evidence=[
            Evidence(
                chunk_id="kestrel-analytics#0",
                doc_id="kestrel-analytics",
                text="Kestrel Analytics is headquartered in Edinburgh.",
                score=1.0,
                stage="local",
            )
        ],
    )
    triples = LLMProposer(chat, Settings(backend="offline")).propose(answer)  # type: ignore[arg-type]
    assert [(t.subject, t.predicate, t.object, t.chunk_ids, t.origin) for t in triples] == [
        ("Kestrel Analytics", "headquartered_in", "Edinburgh", ["kestrel-analytics#0"], "llm")
    ]
    assert (
        LLMProposer(chat, Settings()).propose(answer.model_copy(update={"status": "unverified"}))
        == []
    )
