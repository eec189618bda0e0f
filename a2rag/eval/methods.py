"""The retrieval methods compared by `a2rag eval`, each a ranked list of passages per question.

All methods share one graph connection, one embedder, one seed aligner and one answer
generator, so that differences in the results come from the method, not the components.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.models.cost import CostMeter
from a2rag.retrieve.lucene import or_query
from a2rag.retrieve.plan import PLANS, RetrievalPlan
from a2rag.retrieve.retriever import AgenticRetriever
from a2rag.service import A2RAG, Mode
from a2rag.types import Evidence, Generator

METHODS = (
    "a2rag",
    "a2rag-node-only",
    "textrag",
    "bm25",
    "hybrid",
    "ppr-only",
    "local-only",
    "sentence-dense",
    "deep",
)
ENDPOINT_METHODS = ("agent",)
"""Run only when asked for and an LLM endpoint is configured (agent mode needs a chat model)."""
TOP_K = 10


@dataclass
class MethodRun:
    ranked_passage_ids: list[str]
    answer: str | None
    retrieval_ms: float
    total_ms: float
    status: str | None = None
    stage: str | None = None
    confidence: float | None = None
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    extra: dict[str, object] = field(default_factory=dict)


def _dedupe(ids: list[str]) -> list[str]:
    return list(dict.fromkeys(ids))


def _rows_to_evidence(rows: list[dict[str, Any]]) -> list[Evidence]:
    return [
        Evidence(
            chunk_id=str(r["chunk_id"]),
            doc_id=str(r["doc_id"]),
            text=str(r["text"]),
            score=float(r.get("similarity") or r.get("bm25") or 0.0),
            stage="text",
            title=str(r.get("title") or ""),
        )
        for r in rows
    ]


class MethodSuite:
    def __init__(self, settings: Settings, rag: A2RAG) -> None:
        self.settings = settings
        self.rag = rag
        self.graph: Graph = rag.graph
        self.embedder = rag.embedder
        self.generator: Generator = rag.roles(CostMeter()).generator
        node_only = settings.model_copy(update={"use_relation_seeds": False})
        self.node_only = A2RAG(node_only, graph=rag.graph, embedder=rag.embedder)
        self.retriever: AgenticRetriever = rag.retriever

    def runner(self, name: str) -> Callable[[str], MethodRun]:
        return {
            "a2rag": lambda q: self._a2rag(self.rag, q),
            "a2rag-node-only": lambda q: self._a2rag(self.node_only, q),
            "textrag": self._textrag,
            "bm25": self._bm25,
            "hybrid": self._hybrid,
            "ppr-only": lambda q: self._staged(q, PLANS["ppr-only"]),
            "local-only": lambda q: self._staged(q, PLANS["local-only"]),
            "sentence-dense": self._sentence_dense,
            "agent": lambda q: self._a2rag(self.rag, q, mode="agent"),
            "deep": lambda q: self._a2rag(self.rag, q, mode="deep"),
        }[name]

    # -- methods --------------------------------------------------------------------------
    def _a2rag(self, rag: A2RAG, question: str, mode: Mode = "adaptive") -> MethodRun:
        t0 = time.perf_counter()
        ans = rag.ask(question, mode=mode)
        total = (time.perf_counter() - t0) * 1000
        retrieval = sum(
            s.latency_ms for s in ans.cost.steps if s.name in {"gate", "retrieve", "agent", "chain"}
        )
        # the ranked evidence of the attempt the answer came from; abstentions at the gate
        # retrieve nothing, which is what the method returned
        ranked = _dedupe([e.doc_id for e in ans.evidence])
        stage: str | None = ans.stage
        if ans.status == "abstained" and ans.gate is not None and not ans.gate.passed:
            stage = "abstained"
        elif ans.status == "abstained":
            stage = stage or "failed"
        return MethodRun(
            ranked_passage_ids=ranked,
            answer=ans.answer,
            retrieval_ms=retrieval,
            total_ms=total,
            status=ans.status,
            stage=stage,
            confidence=ans.confidence,
            llm_calls=ans.cost.llm_calls,
            prompt_tokens=ans.cost.prompt_tokens,
            completion_tokens=ans.cost.completion_tokens,
        )

    def _answer(self, question: str, evidence: list[Evidence]) -> str | None:
        return self.generator.generate(
            question, evidence[: self.settings.retrieval.evidence_k]
        ).answer

    def _ranked(
        self, question: str, ev: list[Evidence], t0: float, retrieval_ms: float
    ) -> MethodRun:
        """A baseline's run: its top passages, and an answer from its evidence."""
        return MethodRun(
            ranked_passage_ids=_dedupe([e.doc_id for e in ev])[:TOP_K],
            answer=self._answer(question, ev),
            retrieval_ms=retrieval_ms,
            total_ms=(time.perf_counter() - t0) * 1000,
        )

    def _textrag(self, question: str) -> MethodRun:
        t0 = time.perf_counter()
        emb = self.embedder.embed([question])[0].tolist()
        rows = self.graph.read("retrieve/dense_chunks", embedding=emb, k=TOP_K * 2)
        retrieval = (time.perf_counter() - t0) * 1000
        return self._ranked(question, _rows_to_evidence(rows), t0, retrieval)

    def _bm25(self, question: str) -> MethodRun:
        t0 = time.perf_counter()
        q = or_query(question)
        rows = self.graph.read("retrieve/fulltext_chunks", query=q, k=TOP_K * 2) if q else []
        retrieval = (time.perf_counter() - t0) * 1000
        return self._ranked(question, _rows_to_evidence(rows), t0, retrieval)

    def _hybrid(self, question: str) -> MethodRun:
        """a2rag's text channel alone: dense + BM25 top-k fused by reciprocal rank, no graph.
        The same code and settings as a2rag's pool, so the gap to a2rag is the graph's part."""
        t0 = time.perf_counter()
        r = self.retriever.retrieve(question, plan=PLANS["hybrid"])
        retrieval = (time.perf_counter() - t0) * 1000
        return self._ranked(question, [c.to_evidence() for c in r.evidence], t0, retrieval)

    def _sentence_dense(self, question: str) -> MethodRun:
        """A-RAG's semantic_search alone: nearest sentences, chunks ranked by best sentence."""
        from a2rag.tools.functions import semantic_search

        t0 = time.perf_counter()
        hits = semantic_search(self.graph, self.embedder, question, k=TOP_K * 2, with_text=True)
        retrieval = (time.perf_counter() - t0) * 1000
        ev = [
            Evidence(
                chunk_id=h.chunk_id,
                doc_id=h.doc_id,
                text=h.snippets[0] if h.snippets else "",
                score=h.score,
                stage="text",
            )
            for h in hits.hits
        ]
        return self._ranked(question, ev, t0, retrieval)

    def _staged(self, question: str, plan: RetrievalPlan) -> MethodRun:
        t0 = time.perf_counter()
        # the single-stage baselines rank their own stage's chunks (no text channel, no fusion)
        r = self.retriever.retrieve(question, plan=plan)
        retrieval = (time.perf_counter() - t0) * 1000
        run = self._ranked(question, [c.to_evidence() for c in r.evidence], t0, retrieval)
        run.stage = r.stage_reached
        return run
