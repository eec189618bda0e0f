"""The adaptive control loop (paper §III-B, Algorithm 1).

gate -> [retrieve (agentic, escalating) -> generate -> triple-check -> rewrite on failure]
repeated at most 1 + I_max times. Only an answer that passes all three checks is `answered`;
after the budget the best attempt is returned as `unverified` (flagged, with its failed
checks) or the controller abstains, as settings say — never a silent guess. A per-question LLM
token budget ends the loop early the same way, with the reason saying so.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Protocol

from a2rag.config import Settings
from a2rag.control.answer import Answer, AttemptTrace, Checks, GateTrace, RewriteTrace
from a2rag.control.gate import out_of_scope
from a2rag.control.inspect import inspect_cypher
from a2rag.errors import BudgetExhausted
from a2rag.models.cost import CostMeter
from a2rag.retrieve.retriever import Retrieval, seed_summary
from a2rag.types import (
    Evidence,
    Generation,
    Generator,
    MentionExtractor,
    Rewriter,
    Verdict,
    Verifier,
)


@dataclass
class Roles:
    generator: Generator
    verifier: Verifier
    rewriter: Rewriter
    mentions: MentionExtractor | None = None


RoleFactory = Callable[[CostMeter], Roles]


class Gate(Protocol):
    """Is the question within the knowledge base at all (paper §III-B1)?"""

    def check(self, question: str) -> GateTrace: ...


class Retriever(Protocol):
    """Escalating retrieval for one (possibly rewritten) query (`AgenticRetriever`)."""

    def retrieve(
        self,
        query: str,
        *,
        question: str,
        mention_extractor: MentionExtractor | None = None,
        failed: Collection[frozenset[str]] = (),
    ) -> Retrieval: ...


def _unchecked(reason: str) -> Verdict:
    return Verdict(
        relevance=False,
        grounding=False,
        resolution=False,
        reasons={"relevance": reason, "grounding": reason, "resolution": reason},
    )


@dataclass
class _Attempt:
    trace: AttemptTrace
    generation: Generation
    verdict: Verdict
    evidence: list[Evidence]
    seed_ids: list[str]
    budget_stop: BudgetExhausted | None = None

    def rank(self) -> tuple[int, int]:
        passed = sum((self.verdict.relevance, self.verdict.grounding, self.verdict.resolution))
        return (passed, -self.trace.attempt)


class AdaptiveController:
    """Algorithm 1 over injected parts: a gate, a retriever and the roles (generator,
    verifier, rewriter), so the loop itself is testable with fakes and no database."""

    def __init__(
        self,
        settings: Settings,
        gate: Gate,
        retriever: Retriever,
        roles: RoleFactory,
        *,
        unverified_confidence: float = 0.0,
    ) -> None:
        self.unverified_confidence = unverified_confidence
        self.settings = settings
        self.gate = gate
        self.retriever = retriever
        self.roles = roles

    def ask(self, question: str, *, token_budget: int | None = None) -> Answer:
        """Answer `question`; `token_budget` (LLM prompt+completion tokens) overrides settings."""
        budget = token_budget if token_budget is not None else self.settings.models.llm_token_budget
        meter = CostMeter(budget_tokens=budget)
        roles = self.roles(meter)
        with meter.step("gate"):
            gate_trace = self.gate.check(question)
        refused = out_of_scope(question, gate_trace, meter)
        if refused is not None:
            return refused

        attempts: list[_Attempt] = []
        failed: list[frozenset[str]] = []  # evidence a retry must not stop at again
        query = question
        for i in range(1 + self.settings.control.max_retries):
            t0 = time.perf_counter()
            try:
                attempt = self._attempt(i + 1, question, query, roles, meter, failed)
            except BudgetExhausted as exc:
                return self._budget_stop(question, attempts, exc, gate_trace, meter)
            attempts.append(attempt)
            trace, verdict = attempt.trace, attempt.verdict
            if attempt.budget_stop is not None:
                trace.latency_ms = round((time.perf_counter() - t0) * 1000, 2)
                return self._budget_stop(question, attempts, attempt.budget_stop, gate_trace, meter)
            if verdict.passed:
                trace.latency_ms = round((time.perf_counter() - t0) * 1000, 2)
                return self._final(question, "answered", attempt, attempts, gate_trace, meter)
            failure = verdict.first_failure()
            failed.append(frozenset(e.chunk_id for e in attempt.evidence))
            if i < self.settings.control.max_retries and failure is not None:
                try:
                    with meter.step("rewrite"):
                        new_query = roles.rewriter.rewrite(
                            question, query, failure, verdict, attempt.evidence
                        )
                except BudgetExhausted as exc:
                    trace.latency_ms = round((time.perf_counter() - t0) * 1000, 2)
                    return self._budget_stop(question, attempts, exc, gate_trace, meter)
                trace.rewrite = RewriteTrace(failure=failure.value, new_query=new_query)
                query = new_query
            trace.latency_ms = round((time.perf_counter() - t0) * 1000, 2)

        best = max(attempts, key=lambda a: a.rank())
        flaggable = self._flaggable(best)
        if (
            self.settings.control.unverified_policy == "unverified"
            and best.generation.answer
            and flaggable
        ):
            return self._final(question, "unverified", best, attempts, gate_trace, meter)
        return self._final(question, "abstained", best, attempts, gate_trace, meter)

    def _flaggable(self, attempt: _Attempt) -> bool:
        """Is a failed attempt's answer worth returning as `unverified`? Never from off-topic
        evidence or a question naming what the knowledge base lacks. A reader answer needs the
        unverified confidence (a guess below it is withheld), evidence that names the
        question's subject and an answer of the asked kind (resolution); an LLM answer needs
        grounding."""
        if not attempt.verdict.relevance or not attempt.generation.answer:
            return False
        if attempt.verdict.about_subject is False:
            return False  # '36 hours' of a data centre, asked of a hospital
        conf = attempt.generation.confidence
        if conf is None:
            return attempt.verdict.grounding
        if not attempt.verdict.resolution:
            return False  # a date for "what value", or the question restated: no answer to it
        return conf >= self.unverified_confidence

    def _attempt(
        self,
        number: int,
        question: str,
        query: str,
        roles: Roles,
        meter: CostMeter,
        failed: Collection[frozenset[str]] = (),
    ) -> _Attempt:
        """Retrieve, generate, verify once. Budget exhaustion after retrieval is recorded on the
        attempt (its evidence and any answer are kept); before that it propagates."""
        with meter.step("retrieve"):
            retrieval = self.retriever.retrieve(
                query, question=question, mention_extractor=roles.mentions, failed=failed
            )
        evidence = [
            c.to_evidence() for c in retrieval.evidence[: self.settings.retrieval.evidence_k]
        ]
        budget_stop: BudgetExhausted | None = None
        generation = Generation(answer=None, rationale="no evidence retrieved")
        verdict = _unchecked("not run")
        try:
            if evidence:
                with meter.step("generate"):
                    generation = roles.generator.generate(question, evidence)
            with meter.step("verify"):
                verdict = roles.verifier.verify(question, generation, evidence)
        except BudgetExhausted as exc:
            budget_stop = exc
            verdict = _unchecked(f"not checked: {exc}")
        trace = AttemptTrace(
            attempt=number,
            query=query,
            seeds=seed_summary(retrieval.seeds.entities),
            relation_seeds=[r.model_dump() for r in retrieval.seeds.relations],
            anchored_seeds=retrieval.anchored_seeds,
            stages=retrieval.stages,
            stage_reached=retrieval.stage_reached,
            answer=generation.answer,
            citations=generation.citations,
            confidence=generation.confidence,
            checks={
                "relevance": verdict.relevance,
                "grounding": verdict.grounding,
                "resolution": verdict.resolution,
            },
            check_reasons=verdict.reasons,
        )
        return _Attempt(
            trace=trace,
            generation=generation,
            verdict=verdict,
            evidence=evidence,
            seed_ids=retrieval.seeds.entity_ids or retrieval.anchored_seeds,
            budget_stop=budget_stop,
        )

    def _budget_stop(
        self,
        question: str,
        attempts: list[_Attempt],
        exc: BudgetExhausted,
        gate_trace: GateTrace,
        meter: CostMeter,
    ) -> Answer:
        """The budget ran out: no more escalation or retries. The best answer so far comes back
        `unverified` (it did not pass all checks); with no answer at all the controller abstains."""
        reason = f"stopped: {exc}"
        answered = [a for a in attempts if a.generation.answer]
        if answered:
            best = max(answered, key=lambda a: a.rank())
            out = self._final(question, "unverified", best, attempts, gate_trace, meter)
        elif attempts:
            out = self._final(question, "abstained", attempts[-1], attempts, gate_trace, meter)
        else:
            out = Answer(
                question=question, status="abstained", gate=gate_trace, cost=meter.report()
            )
        out.reason = reason
        return out

    def _final(
        self,
        question: str,
        status: str,
        chosen: _Attempt,
        attempts: list[_Attempt],
        gate_trace: GateTrace,
        meter: CostMeter,
    ) -> Answer:
        v = chosen.verdict
        failed = [k for k, ok in chosen.trace.checks.items() if not ok]
        if status == "answered":
            reason = f"verified on attempt {chosen.trace.attempt}"
        elif status == "unverified":
            reason = f"best of {len(attempts)} attempts failed: {', '.join(failed)}"
            if chosen.generation.confidence is not None:
                reason += f" (confidence {chosen.generation.confidence:.2f})"
        else:
            first = v.first_failure()
            why = v.reasons.get(first.value, "") if first is not None else ""
            reason = f"no verified answer after {len(attempts)} attempts ({', '.join(failed)})"
            if why:
                reason += f": {why}"
            if (
                v.about_subject is False
                and v.reasons.get("subject")
                and why != v.reasons["subject"]
            ):
                reason += f"; best guess withheld: {v.reasons['subject']}"
            elif (
                not v.resolution
                and chosen.generation.confidence is not None
                and v.reasons.get("resolution")
                and why != v.reasons["resolution"]
                and chosen.generation.answer
            ):
                reason += (
                    f"; best guess '{chosen.generation.answer}' withheld: {v.reasons['resolution']}"
                )
        stage = chosen.trace.stage_reached
        answer = Answer(
            question=question,
            status=status,
            answer=chosen.generation.answer if status != "abstained" else None,
            citations=chosen.generation.citations if status != "abstained" else [],
            confidence=chosen.generation.confidence,
            supporting_sentence=chosen.generation.sentence if status != "abstained" else None,
            evidence=chosen.evidence,
            stage=stage if stage in ("local", "bridge", "global") else None,
            attempts=len(attempts),
            checks=Checks(relevance=v.relevance, grounding=v.grounding, resolution=v.resolution),
            gate=gate_trace,
            trace=[a.trace for a in attempts],
            cost=meter.report(),
            inspect_cypher=inspect_cypher(
                chosen.seed_ids,
                [e.chunk_id for e in chosen.evidence],  # the evidence pool, cited or not
                chosen.generation.citations,
            ),
            reason=reason,
        )
        return answer
