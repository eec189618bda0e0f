"""The A2RAG query path on the real Neo4j over the sample knowledge base."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from conftest import KB, ingest_kb

from a2rag.config import Settings
from a2rag.control.answer import Answer
from a2rag.eval.deletion import sample_deleted
from a2rag.eval.methods import MethodSuite
from a2rag.graph.driver import Graph
from a2rag.read.parse_store import GraphParses, unit_texts
from a2rag.read.reader import Reader
from a2rag.retrieve.plan import PLANS, RetrievalPlan, plan_for_stages
from a2rag.retrieve.retriever import Retrieval
from a2rag.service import A2RAG


@pytest.fixture(scope="module")
def kb_settings(_migrated: Settings) -> Settings:
    """The sample KB ingested once for this module (tests here must not write)."""
    return ingest_kb(_migrated, [KB / "docs"])


@pytest.fixture(scope="module")
def rag(kb_settings: Settings) -> Iterator[A2RAG]:
    with A2RAG(kb_settings) as r:
        yield r


def _question(qid: str) -> dict[str, object]:
    for line in (KB / "questions.jsonl").read_text().splitlines():
        row = json.loads(line)
        if row["id"] == qid:
            return row
    raise KeyError(qid)


def test_answer_serialises_with_the_documented_shape(rag: A2RAG) -> None:
    ans = rag.ask("How large is Halcyon's credit line with Northgate Bank?")
    data = json.loads(ans.model_dump_json())
    for key in (
        "status",
        "answer",
        "citations",
        "evidence",
        "stage",
        "attempts",
        "checks",
        "trace",
        "cost",
        "inspect_cypher",
    ):
        assert key in data
    assert set(data["checks"]) == {"relevance", "grounding", "resolution"}
    assert set(data["evidence"][0]) >= {"chunk_id", "doc_id", "text", "score", "stage"}
    assert set(data["cost"]) >= {"llm_calls", "prompt_tokens", "completion_tokens", "latency_ms"}
    attempt = data["trace"][0]
    assert {"query", "seeds", "relation_seeds", "stages", "checks"} <= set(attempt)
    assert all("latency_ms" in s and "evidence_count" in s for s in attempt["stages"])
    assert "AS seed_ids" in data["inspect_cypher"] and "$" not in data["inspect_cypher"]
    # values, not only keys: they agree with each other and with the sample KB
    assert data["status"] in {"answered", "unverified", "abstained"}
    assert data["attempts"] == len(data["trace"]) >= 1
    evidence_ids = {e["chunk_id"] for e in data["evidence"]}
    assert set(data["citations"]) <= evidence_ids
    assert any(cid.startswith("northgate-bank") for cid in evidence_ids), evidence_ids
    assert data["stage"] == data["trace"][-1]["stages"][-1]["stage"]
    assert [s["stage"] for s in attempt["stages"]][:1] == ["local"]
    assert all(s["latency_ms"] >= 0 for s in attempt["stages"])
    assert data["cost"]["latency_ms"] > 0 and data["cost"]["llm_calls"] == 0  # offline
    assert all(isinstance(v, bool) for v in data["checks"].values())


def test_easy_question_stops_at_local(rag: A2RAG) -> None:
    ans = rag.ask(str(_question("kb-q03")["question"]))  # the FIX version of the Order Gateway
    assert ans.status == "answered", ans.reason
    assert ans.answer == "FIX 4.4"
    assert ans.stage == "local"
    assert [s.stage for s in ans.trace[0].stages] == ["local"]
    assert ans.trace[0].stages[0].sufficiency is not None
    assert ans.trace[0].stages[0].sufficiency.sufficient
    assert any(c.startswith("order-gateway#") for c in ans.citations)
    assert ans.cost.llm_calls == 0


def test_inspect_cypher_is_one_statement_that_draws_the_evidence(
    rag: A2RAG, kb_settings: Settings
) -> None:
    from neo4j.graph import Node, Relationship

    ans = rag.ask("How large is Halcyon's credit line with Northgate Bank?")
    text = ans.inspect_cypher
    assert ";" not in text and ":param" not in text and "$" not in text  # pastes as one statement
    with Graph(kb_settings) as g:  # exactly what a user pastes into Browser
        records, _, _ = g.driver.execute_query(text, database_=kb_settings.neo4j.neo4j_database)
    assert len(records) == 1
    row = records[0]
    seeds, chunks, entities = row["seeds"], row["chunks"], row["entities"]
    assert seeds and all(isinstance(n, Node) and "Entity" in n.labels for n in seeds)
    assert {n["id"] for n in chunks} == {e.chunk_id for e in ans.evidence}  # the whole pool
    assert entities and all("Entity" in n.labels for n in entities)
    rels = row["relationships"]
    assert all(isinstance(r, Relationship) for r in rels)
    assert {r.type for r in rels} >= {"PART_OF", "MENTIONS", "RELATED"}
    evidence_ids = {e.chunk_id for e in ans.evidence}
    for r in rels:  # only relations the evidence states
        if r.type == "RELATED":
            assert set(r["chunk_ids"]) & evidence_ids
    cited = {e["id"] for e in row["evidence"] if e["cited"]}
    assert cited == set(ans.citations)
    assert all("embedding" not in e for e in row["evidence"])  # table columns carry no vectors
    assert row["seed_names"] == [n["name"] for n in seeds]


def test_two_document_question_escalates_in_order_until_the_reader_is_sure(
    rag: A2RAG,
) -> None:
    # "the vendor that supplies the Helix Pricing Engine's reference rates" (Kestrel Analytics)
    # is named in one document, its latency guarantee in another.
    q = _question("kb-q26")
    supporting = set(q["supporting_ids"])  # type: ignore[arg-type]
    # a2rag's fused pool (text channel + local stage) already holds both documents
    first = rag.retriever.retrieve(str(q["question"]), plan=plan_for_stages(("local",)))
    assert supporting <= {c.doc_id for c in first.evidence[:8]}
    # and escalation stops where the reader is sure, or runs to the last stage
    r = rag.retriever.retrieve(str(q["question"]))
    _assert_escalation(r)
    assert supporting <= {c.doc_id for c in r.evidence[:8]}
    # on the graph's own chunks the reader is less sure: stages escalate strictly in order,
    # every stage before the last is judged insufficient, and the last one stops it
    g = rag.retriever.retrieve(str(q["question"]), plan=RetrievalPlan(name="graph", fused=False))
    _assert_escalation(g)
    assert supporting <= {c.doc_id for c in g.evidence[:8]}


def _assert_escalation(r: Retrieval) -> None:
    """Stages ran in order; each before the last was judged insufficient; the last one
    stopped it (sufficient) or was the global stage."""
    names = [s.stage for s in r.stages]
    assert names and names == ["local", "bridge", "global"][: len(names)]
    assert all(not s.sufficiency.sufficient for s in r.stages[:-1])  # type: ignore[union-attr]
    assert r.sufficient == r.stages[-1].sufficiency.sufficient  # type: ignore[union-attr]
    assert r.sufficient or names[-1] == "global"


def test_qualifier_only_in_prose_comes_from_a_mapped_back_chunk(rag: A2RAG) -> None:
    # the 15:30 UTC cutoff is a qualifier no triple holds; stage 3 maps the seeds back to the
    # chunk that states it
    r = rag.retriever.retrieve(
        "What is the EMIR trade-report cutoff for the EMEA desk on the last business day of the quarter?",
        plan=plan_for_stages(("global",)),
    )
    assert r.stage_reached == "global"
    texts = [c.text for c in r.evidence[:8]]
    assert any("15:30 UTC" in t for t in texts)
    assert r.stages[0].detail["ppr_query"] in ("gds/ppr_weighted", "gds/ppr_per_seed")


def test_out_of_scope_question_abstains_without_llm_or_retrieval(rag: A2RAG) -> None:
    ans = rag.ask(str(_question("kb-q38")["question"]))
    assert ans.status == "abstained"
    assert ans.gate is not None and not ans.gate.passed
    assert ans.trace == [] and ans.attempts == 0 and ans.evidence == []
    assert ans.cost.llm_calls == 0


def test_retries_stop_at_i_max(kb_settings: Settings, rag: A2RAG) -> None:
    strict = kb_settings.model_copy(update={"max_retries": 2, "relevance_threshold": 1.01})
    with A2RAG(strict, graph=rag.graph, embedder=rag.embedder) as r:
        ans = r.ask("How large is Halcyon's credit line with Northgate Bank?")
    assert ans.attempts == 3  # first attempt + I_max rewrites
    assert ans.status != "answered"
    assert [a.rewrite.failure for a in ans.trace[:2] if a.rewrite] == ["relevance", "relevance"]
    assert ans.trace[-1].rewrite is None
    assert ans.trace[1].query != ans.trace[0].query


def test_a_retry_escalates_past_evidence_that_failed_verification(
    kb_settings: Settings, rag: A2RAG
) -> None:
    strict = kb_settings.model_copy(update={"max_retries": 1, "reader_answer_confidence": 1.01})
    with A2RAG(strict, graph=rag.graph, embedder=rag.embedder) as r:
        ans = r.ask(str(_question("kb-q03")["question"]))
    first, retry = ans.trace
    assert [s.stage for s in first.stages] == ["local"]  # sufficient, then failed grounding
    assert not first.checks["grounding"]
    assert len(retry.stages) > 1 and retry.stages[0].stage == "local"
    local = retry.stages[0].sufficiency
    assert local is not None and not local.sufficient
    assert "already failed verification" in local.reason


def test_failed_verification_is_never_answered(kb_settings: Settings, rag: A2RAG) -> None:
    strict = kb_settings.model_copy(update={"max_retries": 0, "reader_answer_confidence": 1.01})
    with A2RAG(strict, graph=rag.graph, embedder=rag.embedder) as r:
        ans: Answer = r.ask("How large is Halcyon's credit line with Northgate Bank?")
    assert not ans.checks.grounding
    assert ans.status in ("unverified", "abstained")


def test_readme_example_is_never_a_verified_wrong_answer(rag: A2RAG) -> None:
    """The reader finds the chair but its confidence stays under the answer threshold with
    the shipped model: the answer is withheld rather than guessed, and the reason says so.
    An `answered` status would have to be the chair."""
    ans = rag.ask("Who chairs the Halcyon Markets Risk Committee?")
    if ans.status == "answered":
        assert ans.answer == "Priya Raman"
        assert ans.checks.relevance and ans.checks.grounding and ans.checks.resolution
    else:
        assert not ans.checks.grounding
        assert "confidence" in ans.reason
    assert ans.confidence is not None
    assert any("Priya Raman" in (a.answer or "") or a.answer for a in ans.trace)


def test_unknown_name_abstains_and_the_reason_names_it(rag: A2RAG) -> None:
    ans = rag.ask("Who chairs the Zorvath Capital Risk Committee?")
    assert ans.status == "abstained"
    assert ans.answer is None
    assert "Zorvath Capital" in ans.reason
    assert not ans.checks.relevance


def test_a_question_typed_without_capitals_is_read_with_the_knowledge_bases_names(
    rag: A2RAG,
) -> None:
    """'kestrel analytics' is read as the knowledge base writes it, so the caseless question
    gets the capitalised one's answer and checks; an unusual word the knowledge base lacks
    ('zorvath') abstains by name, as a capitalised unknown name does."""
    cased = rag.ask("In which city is Kestrel Analytics headquartered?")
    typed = "in which city is kestrel analytics headquartered?"
    lower = rag.ask(typed)
    assert lower.question == typed
    assert lower.asked_as == "in which city is Kestrel Analytics headquartered?"
    assert (lower.status, lower.answer, lower.checks) == (cased.status, cased.answer, cased.checks)
    assert lower.answer == "Edinburgh"
    assert cased.asked_as is None
    unknown = rag.ask("who chairs the zorvath capital risk committee?")
    assert unknown.status == "abstained" and "'zorvath'" in unknown.reason


def test_node_only_ablation_drops_relation_seeds(kb_settings: Settings, rag: A2RAG) -> None:
    q = "Which city is Kestrel Analytics headquartered in?"
    full = rag.retriever.retrieve(q)
    node_only = rag.retriever.retrieve(q, plan=PLANS["node-only"])
    assert node_only.seeds.relations == []
    assert full.seeds.entity_ids == node_only.seeds.entity_ids
    assert full.seeds.relations, "the full method aligns 'headquartered' to a predicate"


def test_global_mapback_survives_entity_deletion(kb_settings: Settings) -> None:
    """With a fifth of the entities gone, a question answered locally still finds its chunk
    through the global stage's map-back."""
    q = "How large is Halcyon's credit line with Northgate Bank?"
    with Graph(kb_settings) as g, A2RAG(kb_settings, graph=g) as r:
        before = r.retriever.retrieve(q)
        assert before.stage_reached == "local"
        assert any(c.doc_id == "northgate-bank" for c in before.evidence[:5])
        ids = [row["id"] for row in g.read("eval/entity_ids")]
        # the loss hits the question's own seed entities, as extraction loss would
        deleted = set(sample_deleted(ids, 0.2, seed=7)) | set(before.seeds.entity_ids)
        g.write("eval/suppress_entities", ids=sorted(deleted))
        g.write("admin/bump_graph_version")
        try:
            # the graph's own path (no text channel), run to the end (whether the surviving
            # entities already suffice is the reader's call, not this test's): PPR's map-back
            # (support > 0, not a dense anchor) finds the chunk
            plan = RetrievalPlan(name="graph", fused=False, stop_when_sufficient=False)
            after = r.retriever.retrieve(q, plan=plan)
            assert not set(after.seeds.entity_ids) & set(before.seeds.entity_ids)
            assert "global" in [s.stage for s in after.stages]
            assert any(
                c.doc_id == "northgate-bank" and c.support > 0 for c in after.evidence[:8]
            ), [(c.chunk_id, c.support) for c in after.evidence[:8]]
        finally:
            g.write("eval/restore_entities")
            g.write("admin/bump_graph_version")


def test_fused_pool_keeps_the_text_channel_and_the_baselines_do_not(rag: A2RAG) -> None:
    q = "How large is Halcyon's credit line with Northgate Bank?"
    emb = rag.embedder.embed([q])[0].tolist()
    text = {c.chunk_id for c in rag.retriever.text_channel(q, emb)}
    assert text
    fused = rag.retriever.retrieve(
        q, plan=RetrievalPlan(name="local-fused", stages=("local",), stop_when_sufficient=False)
    )
    plain = rag.retriever.retrieve(q, plan=PLANS["local-only"])
    # a2rag: every text-channel chunk is in the pool, ranked by the fused score
    assert text <= {c.chunk_id for c in fused.evidence}
    scores = [c.score for c in fused.evidence]
    assert scores == sorted(scores, reverse=True)
    # the single-stage baseline path: only the stage's own chunks, no text channel
    assert {c.stage for c in plain.evidence} == {"local"}
    assert {c.chunk_id for c in plain.evidence} <= {c.chunk_id for c in fused.evidence}


def test_hybrid_baseline_ranks_the_text_channel_alone(rag: A2RAG) -> None:
    q = "How large is Halcyon's credit line with Northgate Bank?"
    emb = rag.embedder.embed([q])[0].tolist()
    pool = rag.retriever.text_channel(q, emb)
    run = MethodSuite(rag.settings, rag).runner("hybrid")(q)
    ranked = run.ranked_passage_ids
    # only the text channel's passages, no graph stage ran
    assert ranked and set(ranked) <= {c.doc_id for c in pool}
    assert run.stage is None
    # the same pool as the plan's: text channel only, RRF-ranked
    assert rag.retriever.retrieve(q, plan=PLANS["hybrid"]).stages == []
    # reciprocal-rank fusion: each channel's first passage is near the top
    dense_top = max(pool, key=lambda c: c.similarity).doc_id
    lexical_top = min(
        (c for c in pool if c.lexical_rank is not None), key=lambda c: c.lexical_rank or 0
    ).doc_id
    assert dense_top in ranked[:3] and lexical_top in ranked[:3]


def test_seed_cosine_from_the_database_is_on_the_embedding_scale(rag: A2RAG) -> None:
    # Neo4j returns (1 + cos) / 2; the seed score mixes raw cosine with edit similarity
    mention = "Northgate Bank group"  # not exactly a name: the score is the mix
    top = rag.retriever.aligner.align_entities([mention])[0]
    row = rag.graph.run_text("MATCH (e:Entity {id: $id}) RETURN e.embedding AS v", {"id": top.id})
    expected = float(np.dot(rag.embedder.embed([mention])[0], np.asarray(row[0]["v"])))
    assert top.cosine == pytest.approx(expected, abs=1e-3)
    assert top.lexical < 1.0
    assert top.score == pytest.approx(0.5 * top.lexical + 0.5 * top.cosine, abs=1e-3)


def test_a_mention_that_is_an_entitys_recorded_alias_aligns_to_it_outright(rag: A2RAG) -> None:
    """'HPX' is an alias the KB recorded for Helix Pricing Engine ("Helix Pricing Engine
    (HPX)"): the mention is that entity, though its embedding is far from the main name's."""
    row = rag.graph.run_text(
        "MATCH (e:Entity) WHERE 'HPX' IN e.aliases RETURN e.id AS id, e.name AS name"
    )
    assert row, "the sample KB records HPX as an alias"
    seeds = rag.retriever.aligner.align_entities(["HPX"])
    top = next(s for s in seeds if s.id == row[0]["id"])
    assert top.score == 1.0 and top.cosine < 0.9
    assert all(s.lexical == 1.0 for s in seeds)  # partial matches are not kept beside it


def _seed_rows(rag: A2RAG, mention: str) -> tuple[set[str], set[str]]:
    """(ids the seed query returns, ids the entity fulltext index alone returns) for a mention."""
    from a2rag.retrieve.lucene import or_query
    from a2rag.retrieve.seeds import _norm

    q = or_query(mention, fuzzy=True)
    emb = rag.embedder.embed([mention])[0].tolist()
    rows = rag.graph.read(
        "retrieve/seed_candidates",
        mentions=[{"mention": mention, "norm": _norm(mention), "query": q, "embedding": emb}],
        lexical_k=10,
        vector_k=5,
    )
    lexical = rag.graph.run_text(
        "CALL db.index.fulltext.queryNodes('entity_names', $q, {limit: 10}) YIELD node "
        "RETURN node.id AS id",
        {"q": q},
    )
    return {r["id"] for r in rows}, {r["id"] for r in lexical}


def test_an_exact_name_skips_the_vector_search_and_a_near_name_does_not(rag: A2RAG) -> None:
    """The entity vector search is most of the seed query's time on a large graph; a mention
    that is already an entity's name cannot be outscored by a neighbour, so it is skipped."""
    exact, exact_lexical = _seed_rows(rag, "northgate  BANK")  # casefold and spaces: still exact
    assert exact == exact_lexical and exact
    near, near_lexical = _seed_rows(rag, "Northgate Bank group")
    assert near - near_lexical, "a mention that names no entity still gets vector neighbours"


class _CountingNlp:
    """The spaCy pipeline, counting the texts it is asked to parse."""

    def __init__(self, nlp: Any) -> None:
        self.nlp = nlp
        self.texts: list[str] = []

    def __call__(self, text: str) -> Any:
        self.texts.append(text)
        return self.nlp(text)

    def pipe(self, texts: Any, **kw: Any) -> Any:
        texts = list(texts)
        self.texts.extend(texts)
        return self.nlp.pipe(texts, **kw)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.nlp, name)


def test_a_question_reads_the_parses_stored_at_ingestion_and_reads_the_same(rag: A2RAG) -> None:
    """Ingestion stores each chunk's reader parses; a new question's reading parses none of
    its evidence again and comes out exactly as a reading that parses it."""
    question = str(_question("kb-q01")["question"])
    evidence = rag.retriever.retrieve(question).evidence[:8]
    stored = _CountingNlp(rag.nlp)
    with_store = Reader(stored, rag.reader.model, names=rag.names, stored=GraphParses(rag.graph))
    plain = _CountingNlp(rag.nlp)
    without = Reader(plain, rag.reader.model, names=rag.names)
    a, b = with_store.read(question, evidence), without.read(question, evidence)
    units = {u for e in evidence for u in unit_texts(e.text)}
    assert units & set(plain.texts), "the reader parses its evidence without a store"
    assert not units & set(stored.texts), "with the store it parses none of it"
    assert [(c.text, c.probability) for c in a.candidates] == [
        (c.text, c.probability) for c in b.candidates
    ]
    assert a.candidates, "kb-q01 has an answer to compare"


def test_a_question_is_parsed_once_for_its_seeds_and_its_reading(rag: A2RAG) -> None:
    """Seed alignment parses the question through the reader's parse cache, so the reader
    frames it without a second spaCy pass (7-9 ms of a reading on this machine)."""
    counting = _CountingNlp(rag.nlp)
    extractor = rag.aligner.mention_extractor
    old_reader_nlp, old_extractor_nlp = rag.reader.nlp, extractor.nlp  # type: ignore[attr-defined]
    rag.reader.nlp = counting
    extractor.nlp = counting  # type: ignore[attr-defined]
    rag.reader.clear()
    try:
        question = "Who leads the Market Data team at Halcyon Markets, and since when?"
        answer = rag.ask(question)
    finally:
        rag.reader.nlp, extractor.nlp = old_reader_nlp, old_extractor_nlp  # type: ignore[attr-defined]
        rag.reader.clear()
    assert answer.evidence, "the question reached retrieval and the reader"
    assert counting.texts.count(question) == 1, counting.texts[:5]
