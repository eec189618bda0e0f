"""Algorithm 1 (gate, retrieve, generate, triple-check, rewrite by the failed check, budget) on
fakes: the loop's own decisions, with no database and no models."""

from __future__ import annotations

from collections.abc import Collection

import pytest

from a2rag.config import Settings
from a2rag.control.answer import GateTrace
from a2rag.control.controller import AdaptiveController, Roles
from a2rag.errors import BudgetExhausted
from a2rag.models.cost import CostMeter
from a2rag.retrieve.retriever import Retrieval
from a2rag.types import Check, Evidence, Generation, MentionExtractor, ScoredChunk, Seeds, Verdict

PASS = Verdict(relevance=True, grounding=True, resolution=True)
UNGROUNDED = Verdict(
    relevance=True, grounding=False, resolution=True, reasons={"grounding": "not stated"}
)
OFF_TOPIC = Verdict(
    relevance=False, grounding=False, resolution=False, reasons={"relevance": "no 'Zorvath'"}
)


class FakeGate:
    def __init__(self, passed: bool) -> None:
        self.passed = passed

    def check(self, question: str) -> GateTrace:
        return GateTrace(passed=self.passed, max_similarity=0.5, threshold=0.3)


class FakeRetriever:
    def __init__(self) -> None:
        self.queries: list[str] = []
        self.failed: list[list[frozenset[str]]] = []

    def retrieve(
        self,
        query: str,
        *,
        question: str,
        mention_extractor: MentionExtractor | None = None,
        failed: Collection[frozenset[str]] = (),
    ) -> Retrieval:
        self.queries.append(query)
        self.failed.append(list(failed))
        chunk = ScoredChunk(
            chunk_id=f"doc#{len(self.queries)}",
            doc_id="doc",
            text="The Risk Committee is chaired by Priya Raman.",
            similarity=0.7,
            support=1.0,
            score=0.8,
            stage="local",
        )
        return Retrieval(query=query, seeds=Seeds(), evidence=[chunk], stage_reached="local")


class ScriptedRoles:
    """Generator, verifier and rewriter that follow a script and record what they saw."""

    def __init__(self, verdicts: list[Verdict], confidence: float | None = 0.5) -> None:
        self.verdicts = list(verdicts)
        self.confidence = confidence
        self.failures: list[Check] = []
        self.budget_on_rewrite = False

    def generate(self, question: str, evidence: list[Evidence]) -> Generation:
        return Generation(
            answer="Priya Raman", citations=[evidence[0].chunk_id], confidence=self.confidence
        )

    def verify(self, question: str, generation: Generation, evidence: list[Evidence]) -> Verdict:
        return self.verdicts.pop(0)

    def rewrite(
        self,
        question: str,
        query: str,
        failure: Check,
        verdict: Verdict,
        evidence: list[Evidence],
    ) -> str:
        if self.budget_on_rewrite:
            raise BudgetExhausted("token budget used", step="rewrite", used=10, budget=10)
        self.failures.append(failure)
        return f"{question} [{failure.value}]"

    def factory(self, meter: CostMeter) -> Roles:
        return Roles(generator=self, verifier=self, rewriter=self)


def _controller(
    roles: ScriptedRoles, *, gate: bool = True, retries: int = 2, unverified: float = 0.3
) -> tuple[AdaptiveController, FakeRetriever]:
    retriever = FakeRetriever()
    settings = Settings(max_retries=retries, unverified_policy="unverified")
    ctl = AdaptiveController(
        settings, FakeGate(gate), retriever, roles.factory, unverified_confidence=unverified
    )
    return ctl, retriever


def test_out_of_scope_abstains_before_any_retrieval() -> None:
    roles = ScriptedRoles([])
    ctl, retriever = _controller(roles, gate=False)
    ans = ctl.ask("What is the capital of Mars?")
    assert ans.status == "abstained" and "out of scope" in (ans.reason or "")
    assert retriever.queries == []


def test_a_failed_check_is_rewritten_by_its_name_and_the_retry_answers() -> None:
    roles = ScriptedRoles([UNGROUNDED, PASS])
    ctl, retriever = _controller(roles)
    ans = ctl.ask("Who chairs the Risk Committee?")
    assert ans.status == "answered" and ans.answer == "Priya Raman"
    assert ans.attempts == 2
    assert roles.failures == [Check.GROUNDING]
    assert retriever.queries == [
        "Who chairs the Risk Committee?",
        "Who chairs the Risk Committee? [grounding]",
    ]
    assert ans.trace[0].rewrite is not None and ans.trace[0].rewrite.failure == "grounding"
    assert ans.citations == ["doc#2"]  # the answer of the attempt that passed
    # the retry is told which evidence already failed, so it does not stop there again
    assert retriever.failed == [[], [frozenset({"doc#1"})]]


@pytest.mark.parametrize(
    ("confidence", "expected"), [(0.5, "unverified"), (0.1, "abstained"), (None, "abstained")]
)
def test_after_the_budget_of_retries_the_best_guess_is_flagged_or_withheld(
    confidence: float | None, expected: str
) -> None:
    """Never `answered` without passing; an offline guess needs the unverified confidence, an
    LLM answer (confidence None) needs grounding, which failed here."""
    roles = ScriptedRoles([UNGROUNDED] * 3, confidence=confidence)
    ctl, retriever = _controller(roles, retries=2)
    ans = ctl.ask("Who chairs the Risk Committee?")
    assert ans.status == expected
    assert ans.attempts == 3 and len(retriever.queries) == 3
    assert roles.failures == [Check.GROUNDING, Check.GROUNDING]  # no rewrite after the last
    assert (ans.answer == "Priya Raman") == (expected == "unverified")


def test_off_topic_evidence_is_never_returned_even_as_unverified() -> None:
    roles = ScriptedRoles([OFF_TOPIC, OFF_TOPIC], confidence=0.99)
    ctl, _ = _controller(roles, retries=1)
    ans = ctl.ask("Who chairs Zorvath Capital's board?")
    assert ans.status == "abstained" and ans.answer is None
    assert "no 'Zorvath'" in (ans.reason or "")
    assert roles.failures == [Check.RELEVANCE]


def test_a_budget_stop_during_rewrite_returns_the_answer_so_far_as_unverified() -> None:
    roles = ScriptedRoles([UNGROUNDED, PASS])
    roles.budget_on_rewrite = True
    ctl, retriever = _controller(roles)
    ans = ctl.ask("Who chairs the Risk Committee?")
    assert ans.status == "unverified" and ans.answer == "Priya Raman"
    assert (ans.reason or "").startswith("stopped:")
    assert len(retriever.queries) == 1  # no second attempt after the budget ran out


def test_a_guess_about_another_subject_is_withheld_with_the_reason() -> None:
    off = Verdict(
        relevance=True,
        grounding=False,
        resolution=True,
        reasons={"grounding": "not stated", "subject": "does not name 'Harrowby'"},
        about_subject=False,
    )
    roles = ScriptedRoles([off], confidence=0.9)
    ctl, _ = _controller(roles, retries=0)
    ans = ctl.ask("How many hours of generator fuel does Harrowby hold?")
    assert ans.status == "abstained" and ans.answer is None
    assert "best guess withheld: does not name 'Harrowby'" in (ans.reason or "")


def test_a_guess_of_another_kind_than_asked_is_withheld_with_the_reason() -> None:
    """A confident reader guess that fails resolution (a name for "how many", or the question
    restated) is no answer to the question: abstained, and the reason says what was withheld
    and why; the same guess of the asked kind is flagged `unverified`."""
    wrong_kind = Verdict(
        relevance=True,
        grounding=False,
        resolution=False,
        reasons={"grounding": "not stated", "resolution": "question asks for a number"},
    )
    ctl, _ = _controller(ScriptedRoles([wrong_kind], confidence=0.9), retries=0)
    ans = ctl.ask("How many beds does the Risk Committee have?")
    assert ans.status == "abstained" and ans.answer is None
    assert "best guess 'Priya Raman' withheld: question asks for a number" in (ans.reason or "")
    ctl, _ = _controller(ScriptedRoles([UNGROUNDED], confidence=0.9), retries=0)
    assert ctl.ask("Who chairs the Risk Committee?").status == "unverified"
