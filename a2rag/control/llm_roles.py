"""LLM implementations of the query-path roles (paper §III-B, §III-C seeds).

Failure policy, chosen so the controller's bounded loop stays in charge:
- seeds and generation raise `LLMError`: without them there is nothing to answer with, and a
  clear error beats a silent guess;
- the verifier never raises and never passes by default: an unusable verdict fails all checks;
- the rewriter falls back to the current query (the controller still counts the attempt);
- the sufficiency judge falls back to "insufficient", i.e. escalate (safe, only costs retrieval);
- `BudgetExhausted` always propagates: the question's token budget ends the loop, not a role.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage

from a2rag.config import Settings
from a2rag.errors import BudgetExhausted, LLMError, MalformedOutputError
from a2rag.models.cost import CostMeter
from a2rag.models.llm import T, structured_call
from a2rag.models.prompts import (
    GenerationOutput,
    RewriteOutput,
    SufficiencyOutput,
    TripleCheckOutput,
    generation_messages,
    mention_messages,
    rewrite_messages,
    sufficiency_messages,
    triple_check_messages,
)
from a2rag.types import Check, Evidence, Generation, QuestionMentions, SufficiencyVerdict, Verdict

_NULL_ANSWERS = {"", "null", "none", "n/a", "unknown", "unanswerable"}
_INLINE_CITE = re.compile(r"\[([^\[\]]+)\]")


class LLMRole:
    """A query-path role played by a chat model; token use goes to the question's meter."""

    step = ""

    def __init__(
        self, chat: BaseChatModel, settings: Settings, meter: CostMeter | None = None
    ) -> None:
        self.chat = chat
        self.settings = settings
        self.meter = meter

    def call(self, messages: Sequence[BaseMessage], schema: type[T]) -> T:
        """One structured call, retried and validated, billed to this role's step."""
        return structured_call(
            self.chat, messages, schema, settings=self.settings, meter=self.meter, step=self.step
        )


def _dedupe(items: list[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for item in items:
        key = item.strip()
        if key and key.casefold() not in seen:
            seen.add(key.casefold())
            out.append(key)
    return out


class LLMMentionExtractor(LLMRole):
    step = "seeds"

    def mentions(self, question: str) -> QuestionMentions:
        out = self.call(
            mention_messages(question),
            QuestionMentions,
        )
        return QuestionMentions(entities=_dedupe(out.entities), relations=_dedupe(out.relations))


def clean_citations(
    answer: str | None, citations: list[str], valid_ids: list[str]
) -> tuple[str | None, list[str]]:
    """Keep only citations of evidence actually shown; also harvest `[id]` markers in the answer.

    A citation the model invented cannot be checked, so it is dropped rather than trusted.
    """
    valid = set(valid_ids)
    found = [c.strip().strip("[]").strip() for c in citations]
    if answer is not None:
        found += [m for m in _INLINE_CITE.findall(answer) if m.strip() in valid]
        answer = _INLINE_CITE.sub(
            lambda m: "" if m.group(1).strip() in valid else m.group(0), answer
        )
        answer = " ".join(answer.split()).rstrip(" ,;")
        if answer.casefold().strip(" .") in _NULL_ANSWERS:
            answer = None
    kept = [c for c in dict.fromkeys(f.strip() for f in found) if c in valid]
    return answer, kept


class LLMGenerator(LLMRole):
    step = "generate"

    def generate(self, question: str, evidence: list[Evidence]) -> Generation:
        out = self.call(
            generation_messages(question, evidence),
            GenerationOutput,
        )
        answer, citations = clean_citations(
            out.answer, out.citations, [ev.chunk_id for ev in evidence]
        )
        return Generation(answer=answer, citations=citations, rationale=out.rationale)


class LLMVerifier(LLMRole):
    """Triple-check (paper §III-B2) in one call: three verdicts with reasons."""

    step = "verify"

    def verify(self, question: str, generation: Generation, evidence: list[Evidence]) -> Verdict:
        try:
            out = self.call(
                triple_check_messages(question, generation.answer, generation.citations, evidence),
                TripleCheckOutput,
            )
        except MalformedOutputError as exc:
            return _failed_verdict(f"verifier output malformed: {exc}")
        except BudgetExhausted:
            raise
        except LLMError as exc:
            return _failed_verdict(f"verifier unavailable: {exc}")
        return Verdict(
            relevance=out.relevance.passed,
            grounding=out.grounding.passed,
            resolution=out.resolution.passed,
            reasons={
                Check.RELEVANCE.value: out.relevance.reason,
                Check.GROUNDING.value: out.grounding.reason,
                Check.RESOLUTION.value: out.resolution.reason,
            },
        )


def _failed_verdict(reason: str) -> Verdict:
    return Verdict(
        relevance=False,
        grounding=False,
        resolution=False,
        reasons={check.value: reason for check in Check},
    )


class LLMRewriter(LLMRole):
    """Failure-aware rewrite (paper §III-B3); the prompt depends on the first failed check."""

    step = "rewrite"

    def rewrite(
        self,
        question: str,
        current_query: str,
        failure: Check,
        verdict: Verdict,
        evidence: list[Evidence],
    ) -> str:
        try:
            out = self.call(
                rewrite_messages(question, current_query, failure, verdict.reasons, evidence),
                RewriteOutput,
            )
        except BudgetExhausted:
            raise
        except LLMError:
            return current_query
        query = " ".join(out.query.split())
        return query or current_query


class LLMSufficiencyJudge(LLMRole):
    step = "sufficiency"

    def judge(self, question: str, evidence: list[Evidence]) -> SufficiencyVerdict:
        if not evidence:
            return SufficiencyVerdict(sufficient=False, reason="no evidence")
        try:
            out = self.call(
                sufficiency_messages(question, evidence),
                SufficiencyOutput,
            )
        except BudgetExhausted:
            raise
        except LLMError as exc:
            return SufficiencyVerdict(sufficient=False, reason=f"sufficiency judge failed: {exc}")
        return SufficiencyVerdict(sufficient=out.sufficient, reason=out.reason)
