"""Hand-off between the two offline modes. Each is strong where the other is weak: the A2RAG
loop reads a single fact well but answers a composite question ("the lead of the team that
owns X") from one hop; deep mode's chain reads each hop, but a lone hop gets none of the loop's
escalation and rewrites. So a mode that ends without a verified answer hands the question to
the other. The other's answer is taken when it is verified; a guess of the other's is taken
only over a guess the reader is less confident in (or none), and stays a guess."""

from __future__ import annotations

from collections.abc import Callable

from a2rag.control.answer import Answer
from a2rag.models.cost import CostReport
from a2rag.read.lexical import norm_phrase


def hands_over(answer: Answer, single_hop: Callable[[str], bool] | None = None) -> bool:
    """Whether to try the other mode: the first ended without a verified answer, and not
    because the gate refused the question, its names are unknown (relevance failed: the
    abstention is the answer) or a budget stopped it. `single_hop`: from the loop to deep
    mode, only a question that decomposes."""
    if answer.status == "answered" or answer.gate is None or not answer.gate.passed:
        return False
    if not answer.checks.relevance or answer.reason.startswith("stopped:"):
        return False
    return single_hop is None or not single_hop(answer.question)


def better_guess(first: Answer, second: Answer) -> bool:
    """Neither mode verified its answer: the second's guess replaces the first's when the
    offline reader is more confident in it (both confidences are calibrated probabilities),
    or when the first has none. An LLM backend's answers carry no confidence: no swap."""
    if second.status != "unverified" or not second.answer or second.confidence is None:
        return False
    if not first.answer:
        return True
    return first.confidence is not None and second.confidence > first.confidence


def combine(first: Answer, second: Answer, *, first_mode: str, second_mode: str) -> Answer:
    """The second mode's answer when it is verified, or when it is a guess the reader is more
    confident in than the first's (`better_guess`; it stays `unverified`), else the first's;
    either way the trace keeps the first's attempts then the second's, and the cost counts
    both."""
    taken = second.status == "answered"
    guessed = not taken and better_guess(first, second)
    out = _joined(second if taken or guessed else first, first, second)
    if taken:
        out.reason = f"handed to {second_mode} mode after {first_mode} mode ({first.status}): {second.reason}"
    elif guessed:
        out.reason = (
            f"{second_mode} mode's guess (confidence {second.confidence}) over {first_mode} "
            f"mode's ({first.status}, confidence {first.confidence}): {second.reason}"
        )
    else:
        out.reason = (
            f"{first.reason}; {second_mode} mode tried too ({second.status}: {second.reason})"
        )
    return out


def _joined(kept: Answer, first: Answer, second: Answer) -> Answer:
    """`kept` with both modes' attempts in order (the second's renumbered after the first's)
    and both costs."""
    out = kept.model_copy(deep=True)
    later = [
        t.model_copy(update={"attempt": len(first.trace) + i + 1})
        for i, t in enumerate(second.trace)
    ]
    out.trace = [*first.trace, *later]
    out.attempts = len(out.trace)
    out.cost = _sum(first.cost, second.cost)
    out.stage = out.stage or first.stage or second.stage  # the last graph stage the loop ran
    return out


def contradicts(loop: Answer, chain: Answer) -> bool:
    """The chain reached another answer than the loop's (neither names the other): the loop
    read its answer in one step, and a question with a bridge ("who played the person who was
    King in 1950?") is then often answered about the wrong entity."""
    if loop.answer is None or chain.answer is None:
        return False
    a, b = norm_phrase(loop.answer), norm_phrase(chain.answer)
    return bool(a and b) and a not in b and b not in a


def checked_by_chain(loop: Answer, chain: Answer) -> Answer:
    """A verified loop answer to a question with a bridge, checked against deep mode's chain:
    kept when the chain agrees or reaches nothing, `unverified` when it reaches another
    answer. The chain's attempt follows the loop's in the trace."""
    out = _joined(loop, loop, chain)
    out.reason = f"{loop.reason}; deep mode's chain agrees or reaches no answer ({chain.status})"
    return unless_contradicted(out, loop, chain)


def unless_contradicted(out: Answer, loop: Answer, chain: Answer) -> Answer:
    """`out`, holding the loop's verified answer (alone, or taken after the chain), made
    `unverified` when the chain reached another answer."""
    if out.status == "answered" and contradicts(loop, chain):
        out.status = "unverified"
        out.reason = (
            f"the chain through the question's bridge reaches '{chain.answer}' "
            f"({chain.status}), not '{loop.answer}'; {loop.reason}"
        )
    return out


def _sum(a: CostReport, b: CostReport) -> CostReport:
    return CostReport(
        llm_calls=a.llm_calls + b.llm_calls,
        prompt_tokens=a.prompt_tokens + b.prompt_tokens,
        completion_tokens=a.completion_tokens + b.completion_tokens,
        latency_ms=round(a.latency_ms + b.latency_ms, 2),
        budget_tokens=a.budget_tokens,
        budget_exhausted=a.budget_exhausted or b.budget_exhausted,
        steps=[*a.steps, *b.steps],
    )
