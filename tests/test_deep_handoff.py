"""The hand-off between adaptive and deep mode (no database): which outcomes hand over, and
how the two answers combine (the second mode's guess replaces only a less confident guess,
and stays a guess)."""

from __future__ import annotations

from a2rag.control.answer import Answer, AttemptTrace, Checks, GateTrace, HopTrace
from a2rag.deep.handoff import checked_by_chain, combine, hands_over, unless_contradicted
from a2rag.models.cost import CostReport

QUESTION = "Who leads the team that owns the Order Gateway?"


def loop(status: str, *, relevance: bool = True, passed: bool = True, reason: str = "") -> Answer:
    return Answer(
        question=QUESTION,
        status=status,  # type: ignore[arg-type]
        answer="Dana Whit" if status != "abstained" else None,
        checks=Checks(relevance=relevance, grounding=False, resolution=True),
        gate=GateTrace(passed=passed, max_similarity=0.6, threshold=0.3),
        stage="global",
        trace=[AttemptTrace(attempt=1, query=QUESTION), AttemptTrace(attempt=2, query=QUESTION)],
        cost=CostReport(llm_calls=1, prompt_tokens=100, latency_ms=300.0),
        reason=reason or f"loop {status}",
    )


def chain(status: str, answer: str | None) -> Answer:
    hops = [HopTrace(index=1, sub_query="Which team owns the Order Gateway?",
                     grounded_query="Which team owns the Order Gateway?", answer="Trading Platforms"),
            HopTrace(index=2, sub_query="Who leads #1?", grounded_query="Who leads Trading Platforms?",
                     answer=answer)]  # fmt: skip
    return Answer(
        question=QUESTION,
        status=status,  # type: ignore[arg-type]
        answer=answer,
        trace=[AttemptTrace(attempt=1, query=QUESTION, answer=answer, hops=hops)],
        cost=CostReport(llm_calls=1, prompt_tokens=40, latency_ms=80.0),
        reason=f"chain {status}",
    )


def never_single(_: str) -> bool:
    return False


def test_only_an_unverified_answer_hands_over() -> None:
    assert hands_over(loop("unverified"), never_single)
    assert hands_over(loop("abstained"), never_single)
    assert not hands_over(loop("answered"), never_single)
    assert not hands_over(loop("abstained", passed=False), never_single)  # out of scope
    assert not hands_over(loop("abstained", relevance=False), never_single)  # unknown names
    assert not hands_over(loop("unverified", reason="stopped: token budget"), never_single)
    # the loop hands to deep mode only a question that decomposes; deep mode hands any back
    assert not hands_over(loop("unverified"), lambda q: True)
    assert hands_over(loop("unverified"))


def test_a_verified_chain_replaces_the_loop_and_keeps_both_traces() -> None:
    out = combine(
        loop("unverified"),
        chain("answered", "Ivo Marsh"),
        first_mode="adaptive",
        second_mode="deep",
    )
    assert (out.status, out.answer) == ("answered", "Ivo Marsh")
    assert [t.attempt for t in out.trace] == [1, 2, 3] and out.attempts == 3
    assert [h.answer for h in out.trace[2].hops] == ["Trading Platforms", "Ivo Marsh"]
    assert out.stage == "global"  # the loop's last stage, before it handed over
    assert (out.cost.llm_calls, out.cost.prompt_tokens, out.cost.latency_ms) == (2, 140, 380.0)
    assert out.reason.startswith("handed to deep mode after adaptive mode (unverified)")
    # the other way round: a verified loop after an unverified chain, with the loop's stage
    back = combine(
        chain("unverified", "Ivo Marsh"),
        loop("answered"),
        first_mode="deep",
        second_mode="adaptive",
    )
    assert (back.status, back.answer, back.stage) == ("answered", "Dana Whit", "global")
    assert back.trace[0].hops and [t.attempt for t in back.trace] == [1, 2, 3]


def test_an_unverified_chain_replaces_only_a_guess_it_is_more_confident_in() -> None:
    for status in ("unverified", "abstained"):
        before = loop(status).model_copy(update={"confidence": 0.4})
        weaker = chain("unverified", "Ivo Marsh").model_copy(update={"confidence": 0.3})
        out = combine(before, weaker, first_mode="adaptive", second_mode="deep")
        if status == "unverified":  # the loop's guess, more confident, stays
            assert (out.status, out.answer) == (before.status, before.answer)
            assert "deep mode tried too (unverified" in out.reason
        else:  # the loop had no guess at all
            assert (out.status, out.answer) == ("unverified", "Ivo Marsh")
        assert len(out.trace) == 3 and out.trace[2].hops  # the attempt is still shown
        stronger = weaker.model_copy(update={"confidence": 0.67})
        out = combine(before, stronger, first_mode="adaptive", second_mode="deep")
        # a more confident guess is taken, and it stays a guess
        assert (out.status, out.answer, out.confidence) == ("unverified", "Ivo Marsh", 0.67)
        assert out.reason.startswith("deep mode's guess (confidence 0.67) over adaptive mode's")
    # without calibrated confidences (an LLM backend) a guess never replaces the first's answer
    out = combine(
        loop("unverified"), chain("unverified", "Ivo Marsh"), first_mode="adaptive",
        second_mode="deep",
    )  # fmt: skip
    assert out.answer == "Dana Whit" and out.status == "unverified"


def test_a_verified_loop_answer_the_chain_contradicts_is_only_a_guess() -> None:
    """The loop read 'Geoffrey Rush' in one step; the chain through the bridge (George VI)
    reached 'Colin Firth': the loop's answer comes back `unverified`. A chain that agrees,
    names a fuller form, or reaches nothing leaves it `answered`."""
    verified = loop("answered")
    wrong = checked_by_chain(verified, chain("unverified", "Colin Firth"))
    assert (wrong.status, wrong.answer) == ("unverified", "Dana Whit")
    assert "reaches 'Colin Firth'" in wrong.reason and wrong.trace[-1].hops
    for other in (chain("answered", "Dana Whit"), chain("unverified", "Dr Dana Whit"),
                  chain("abstained", None)):  # fmt: skip
        kept = checked_by_chain(verified, other)
        assert (kept.status, kept.answer) == ("answered", "Dana Whit")
        assert kept.citations == verified.citations and len(kept.trace) == 3
    # deep mode handing the question to the loop: the loop's answer is not taken either
    first = chain("unverified", "Colin Firth")
    taken = combine(first, verified, first_mode="deep", second_mode="adaptive")
    assert taken.status == "answered"
    assert unless_contradicted(taken, verified, first).status == "unverified"
