"""Deep mode: gate -> decompose -> the chain of grounded hops -> one verdict over the chain.

The chain is `answered` only when every hop passed its triple-check (each sub-answer is one the
reader is confident in, of the asked type, from evidence about known names). A chain with an
answer at the end but a doubtful hop is `unverified` (flagged; the weakest hop named), and with
a missing hop or a final guess below the reader's unverified confidence it abstains: a wrong
answer that looks verified is the outcome this avoids above all.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from a2rag.config import Settings
from a2rag.control.answer import Answer, AttemptTrace, Checks, GateTrace
from a2rag.control.controller import Gate
from a2rag.control.gate import out_of_scope
from a2rag.control.inspect import inspect_cypher
from a2rag.deep.chain import ChainRunner, Hop, merge_evidence
from a2rag.deep.decompose import Decomposer
from a2rag.errors import BudgetExhausted
from a2rag.models.cost import CostMeter


class DeepRunner:
    def __init__(
        self,
        settings: Settings,
        gate: Gate,
        decomposers: Callable[[CostMeter], Decomposer],
        chain: ChainRunner,
        *,
        unverified_confidence: float = 0.0,
    ) -> None:
        self.settings = settings
        self.gate = gate
        self.decomposers = decomposers
        self.chain = chain
        self.unverified_confidence = unverified_confidence

    def ask(self, question: str, *, token_budget: int | None = None) -> Answer:
        """Answer `question` through its decomposition; `token_budget` bounds the LLM tokens of
        the decomposition (the hops are read offline)."""
        budget = token_budget if token_budget is not None else self.settings.models.llm_token_budget
        meter = CostMeter(budget_tokens=budget)
        t0 = time.perf_counter()
        with meter.step("gate"):
            gate_trace = self.gate.check(question)
        refused = out_of_scope(question, gate_trace, meter)
        if refused is not None:
            return refused
        with meter.step("decompose"):
            try:
                decomposition = self.decomposers(meter).decompose(question)
            except BudgetExhausted as exc:
                return Answer(
                    question=question,
                    status="abstained",
                    gate=gate_trace,
                    cost=meter.report(),
                    reason=f"stopped: {exc}",
                )
        with meter.step("chain"):
            hops = self.chain.run(decomposition)
        latency = round((time.perf_counter() - t0) * 1000, 2)
        answer = self._final(question, decomposition.kind, hops, gate_trace, meter, latency)
        if decomposition.note:
            answer.trace[0].check_reasons["decomposition"] = decomposition.note
        return answer

    def _final(
        self,
        question: str,
        kind: str,
        hops: list[Hop],
        gate_trace: GateTrace,
        meter: CostMeter,
        latency_ms: float,
    ) -> Answer:
        last = hops[-1]
        answer = last.generation.answer if last.generation else None
        answered_hops = [h for h in hops if h.trace.role != "side"]
        confidences = [h.trace.confidence or 0.0 for h in answered_hops]
        chain_conf = round(math.prod(confidences), 4) if answer else None
        weakest = min(answered_hops, key=lambda h: (h.trace.confident, h.trace.confidence or 0.0))
        verdicts = [h.verdict for h in answered_hops]
        checks = Checks(
            relevance=all(v is not None and v.relevance for v in verdicts),
            grounding=all(v is not None and v.grounding for v in verdicts),
            resolution=last.verdict is not None and last.verdict.resolution,
        )
        status, reason = self._status(answer, hops, checks, weakest, kind)
        keep = status != "abstained"
        citations = list(dict.fromkeys(c for h in hops for c in h.citations)) if keep else []
        # round-robin over the hops: the chain's evidence leads with every hop's best chunk
        evidence = merge_evidence([h.evidence for h in hops])
        seeds = list(dict.fromkeys(s for h in hops for s in h.seed_ids))
        attempt = AttemptTrace(
            attempt=1,
            query=question,
            answer=answer,
            citations=citations,
            confidence=chain_conf,
            checks=checks.model_dump(),
            check_reasons={f"hop {h.trace.index}": h.trace.note for h in hops if h.trace.note},
            hops=[h.trace for h in hops],
            latency_ms=latency_ms,
        )
        return Answer(
            question=question,
            status=status,
            answer=answer if keep else None,
            citations=citations,
            confidence=chain_conf,
            supporting_sentence=last.trace.sentence if keep else None,
            evidence=evidence,
            attempts=1,
            checks=checks,
            gate=gate_trace,
            trace=[attempt],
            cost=meter.report(),
            inspect_cypher=inspect_cypher(
                seeds,
                [e.chunk_id for e in evidence],
                list(dict.fromkeys(c for h in hops for c in h.citations)),
            ),
            reason=reason,
        )

    def _status(
        self, answer: str | None, hops: list[Hop], checks: Checks, weakest: Hop, kind: str
    ) -> tuple[str, str]:
        """`answered` only when every hop is verified; `unverified` when each hop has an
        answer and the last is confident enough to show, about its subject and of the asked
        kind; else `abstained`."""
        n = len(hops)
        last = hops[-1]
        if answer and all(h.trace.confident for h in hops):
            return "answered", f"every hop of {n} verified ({kind})"
        if (
            answer
            and self.settings.control.unverified_policy == "unverified"
            and checks.relevance
            and all(h.trace.answer or h.trace.role == "side" for h in hops)
            and (last.trace.confidence or 0.0) >= self.unverified_confidence
            and _a_guess_of_it(last)
        ):
            note = weakest.trace.note or "low confidence"
            return "unverified", f"hop {weakest.trace.index} of {n} not verified: {note}"
        note = weakest.trace.note or "no confident answer"
        return "abstained", f"no verified chain: hop {weakest.trace.index} of {n}: {note}"


def _a_guess_of_it(last: Hop) -> bool:
    """The last hop's answer is worth flagging, as the adaptive loop flags one: its evidence
    names the hop's subject, and it is of the asked kind ('36 hours' of a data centre is
    no guess for a hospital; a date is none for "what value")."""
    v = last.verdict
    return v is None or (v.about_subject is not False and v.resolution)
