"""The adaptive control loop (paper §III-B, Algorithm 1).

gate -> [retrieve (agentic, escalating) -> generate -> triple-check -> rewrite on failure]
repeated at most 1 + I_max times. Only an answer that passes all three checks is `answered`;
after the budget the best attempt is returned as `unverified` (flagged, with its failed
checks) or the controller abstains, as settings say — never a silent guess.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from a2rag.config import Settings
from a2rag.control.answer import Answer, AttemptTrace, Checks, RewriteTrace
from a2rag.control.gate import gate
from a2rag.control.inspect import inspect_cypher
from a2rag.control.roles import (
    Evidence,
    Generation,
    Generator,
    MentionExtractor,
    Rewriter,
    Verdict,
    Verifier,
)
from a2rag.graph.driver import Graph
from a2rag.models.cost import CostMeter
from a2rag.models.embeddings import Embedder
from a2rag.retrieve.retriever import AgenticRetriever, seed_summary


@dataclass
class Roles:
    generator: Generator
    verifier: Verifier
    rewriter: Rewriter
    mentions: MentionExtractor | None = None


RoleFactory = Callable[[CostMeter], Roles]


@dataclass
class _Attempt:
    trace: AttemptTrace
    generation: Generation
    verdict: Verdict
    evidence: list[Evidence]
    seed_ids: list[str]

    def rank(self) -> tuple[int, int]:
        passed = sum((self.verdict.relevance, self.verdict.grounding, self.verdict.resolution))
        return (passed, -self.trace.attempt)


class AdaptiveController:
    def __init__(
        self,
        settings: Settings,
        graph: Graph,
        embedder: Embedder,
        retriever: AgenticRetriever,
        roles: RoleFactory,
    ) -> None:
        self.settings = settings
        self.graph = graph
        self.embedder = embedder
        self.retriever = retriever
        self.roles = roles

    def ask(self, question: str) -> Answer:
        meter = CostMeter()
        roles = self.roles(meter)
        with meter.step("gate"):
            q_emb = self.embedder.embed([question])[0].tolist()
            gate_trace = gate(self.settings, self.graph, q_emb)
        if not gate_trace.passed:
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

        attempts: list[_Attempt] = []
        query = question
        for i in range(1 + self.settings.max_retries):
            t0 = time.perf_counter()
            with meter.step("retrieve"):
                retrieval = self.retriever.retrieve(
                    query, question=question, mention_extractor=roles.mentions
                )
            evidence = [c.to_evidence() for c in retrieval.evidence[: self.settings.evidence_k]]
            with meter.step("generate"):
                generation = (
                    roles.generator.generate(question, evidence)
                    if evidence
                    else Generation(answer=None, rationale="no evidence retrieved")
                )
            with meter.step("verify"):
                verdict = roles.verifier.verify(question, generation, evidence)
            trace = AttemptTrace(
                attempt=i + 1,
                query=query,
                seeds=seed_summary(retrieval.seeds.entities),
                relation_seeds=[r.model_dump() for r in retrieval.seeds.relations],
                anchored_seeds=retrieval.anchored_seeds,
                stages=retrieval.stages,
                stage_reached=retrieval.stage_reached,
                answer=generation.answer,
                citations=generation.citations,
                checks={
                    "relevance": verdict.relevance,
                    "grounding": verdict.grounding,
                    "resolution": verdict.resolution,
                },
                check_reasons=verdict.reasons,
            )
            attempt = _Attempt(
                trace=trace,
                generation=generation,
                verdict=verdict,
                evidence=evidence,
                seed_ids=retrieval.seeds.entity_ids or retrieval.anchored_seeds,
            )
            attempts.append(attempt)
            if verdict.passed:
                trace.latency_ms = round((time.perf_counter() - t0) * 1000, 2)
                return self._final(question, "answered", attempt, attempts, gate_trace, meter)
            failure = verdict.first_failure()
            if i < self.settings.max_retries and failure is not None:
                with meter.step("rewrite"):
                    new_query = roles.rewriter.rewrite(question, query, failure, verdict, evidence)
                trace.rewrite = RewriteTrace(failure=failure.value, new_query=new_query)
                query = new_query
            trace.latency_ms = round((time.perf_counter() - t0) * 1000, 2)

        best = max(attempts, key=lambda a: a.rank())
        # An answer from off-topic or unsupported evidence is not worth flagging: abstain.
        flaggable = best.verdict.relevance and best.verdict.grounding
        if self.settings.unverified_policy == "unverified" and best.generation.answer and flaggable:
            return self._final(question, "unverified", best, attempts, gate_trace, meter)
        return self._final(question, "abstained", best, attempts, gate_trace, meter)

    def _final(
        self,
        question: str,
        status: str,
        chosen: _Attempt,
        attempts: list[_Attempt],
        gate_trace: object,
        meter: CostMeter,
    ) -> Answer:
        v = chosen.verdict
        failed = [k for k, ok in chosen.trace.checks.items() if not ok]
        if status == "answered":
            reason = f"verified on attempt {chosen.trace.attempt}"
        elif status == "unverified":
            reason = f"best of {len(attempts)} attempts failed: {', '.join(failed)}"
        else:
            reason = f"no verified answer after {len(attempts)} attempts ({', '.join(failed)})"
        stage = chosen.trace.stage_reached
        answer = Answer(
            question=question,
            status=status,
            answer=chosen.generation.answer if status != "abstained" else None,
            citations=chosen.generation.citations if status != "abstained" else [],
            evidence=chosen.evidence,
            stage=stage if stage in ("local", "bridge", "global") else None,
            attempts=len(attempts),
            checks=Checks(relevance=v.relevance, grounding=v.grounding, resolution=v.resolution),
            gate=gate_trace,
            trace=[a.trace for a in attempts],
            cost=meter.report(),
            inspect_cypher=inspect_cypher(
                chosen.seed_ids,
                chosen.generation.citations or [e.chunk_id for e in chosen.evidence[:3]],
            ),
            reason=reason,
        )
        return answer
