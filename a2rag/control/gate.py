"""Summarised-KB gate (paper §III-B1): is the question within the corpus at all?

max cosine(question, document summary) over the summary vector index; below tau_g the
controller abstains with no retrieval and no LLM call.
"""

from __future__ import annotations

import time

from a2rag.config import Settings
from a2rag.control.answer import Answer, GateTrace
from a2rag.graph.driver import Graph
from a2rag.models.cost import CostMeter
from a2rag.models.embeddings import Embedder


def gate(settings: Settings, graph: Graph, embedding: list[float]) -> GateTrace:
    t0 = time.perf_counter()
    rows = graph.read("retrieve/gate", embedding=embedding, k=3)
    best = max((float(r["cosine"]) for r in rows), default=-1.0)
    return GateTrace(
        passed=best >= settings.retrieval.tau_gate,
        max_similarity=round(best, 4),
        threshold=settings.retrieval.tau_gate,
        top_documents=[
            {"doc_id": r["doc_id"], "title": r["title"], "cosine": round(float(r["cosine"]), 4)}
            for r in rows
        ],
        latency_ms=round((time.perf_counter() - t0) * 1000, 2),
    )


class SummaryGate:
    """The gate as the controller sees it: a question in, a verdict out. The question's
    embedding comes from the shared embedder, whose cache hands it on to retrieval."""

    def __init__(self, settings: Settings, graph: Graph, embedder: Embedder) -> None:
        self.settings = settings
        self.graph = graph
        self.embedder = embedder

    def check(self, question: str) -> GateTrace:
        embedding = self.embedder.embed([question])[0].tolist()
        return gate(self.settings, self.graph, embedding)


def out_of_scope(question: str, gate_trace: GateTrace, meter: CostMeter) -> Answer | None:
    """The abstention every mode returns when the gate refuses the question; None when it
    passed."""
    if gate_trace.passed:
        return None
    return Answer(
        question=question,
        status="abstained",
        gate=gate_trace,
        cost=meter.report(),
        reason=(
            f"out of scope: best summary similarity {gate_trace.max_similarity:.2f} "
            f"< tau_g {gate_trace.threshold:.2f}"
        ),
    )
