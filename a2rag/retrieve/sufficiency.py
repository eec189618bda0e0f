"""Stage-wise evidence sufficiency (paper §III-C4): stop, or escalate to the next stage.

Offline signals: evidence exists and is similar enough to the question; the entity seeds are
covered by the evidence; multi-seed questions have the seeds connected; and some evidence
sentence looks like an answer (it shares most of the question's weighted words and holds a
candidate of the answer type the question expects). This judges escalation, not correctness:
the triple-check does that after generation.
"""

from __future__ import annotations

from a2rag.config import Settings
from a2rag.control.answer_type import expected_type
from a2rag.control.roles import SufficiencyJudge, SufficiencyVerdict
from a2rag.control.text_match import answerability
from a2rag.retrieve.evidence import ScoredChunk


class OfflineSufficiency:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def check(
        self,
        question: str,
        seed_ids: list[str],
        evidence: list[ScoredChunk],
        *,
        connected: bool,
    ) -> SufficiencyVerdict:
        top = evidence[: self.settings.evidence_k]
        if not top:
            return SufficiencyVerdict(sufficient=False, reason="no evidence")
        best_sim = max(c.similarity for c in top)
        mentioned = {e for c in top for e in c.entity_ids}
        coverage = sum(1 for s in seed_ids if s in mentioned) / len(seed_ids) if seed_ids else 0.0
        answerable, _ = answerability(question, [c.text for c in top])
        signals = {
            "best_similarity": round(best_sim, 4),
            "seed_coverage": round(coverage, 4),
            "connected": float(connected or len(seed_ids) < 2),
            "answerability": round(answerable, 4),
        }
        if best_sim < self.settings.sufficiency_min_similarity:
            return SufficiencyVerdict(
                sufficient=False, reason=f"best similarity {best_sim:.2f} too low", signals=signals
            )
        if coverage < self.settings.sufficiency_min_seed_coverage:
            return SufficiencyVerdict(
                sufficient=False, reason=f"seed coverage {coverage:.0%}", signals=signals
            )
        if len(seed_ids) >= 2 and not connected:
            return SufficiencyVerdict(
                sufficient=False, reason="entity seeds not connected", signals=signals
            )
        if answerable < self.settings.sufficiency_min_answerability:
            kind = expected_type(question).value
            return SufficiencyVerdict(
                sufficient=False,
                reason=f"no sentence states a {kind} for the question "
                f"(answerability {answerable:.2f})",
                signals=signals,
            )
        return SufficiencyVerdict(sufficient=True, reason="all signals pass", signals=signals)


class LLMSufficiency:
    """Offline signals first (cheap); the LLM judges only evidence the signals accept."""

    def __init__(self, settings: Settings, judge: SufficiencyJudge) -> None:
        self.offline = OfflineSufficiency(settings)
        self.judge = judge

    def check(
        self,
        question: str,
        seed_ids: list[str],
        evidence: list[ScoredChunk],
        *,
        connected: bool,
    ) -> SufficiencyVerdict:
        verdict = self.offline.check(question, seed_ids, evidence, connected=connected)
        if not verdict.sufficient:
            return verdict
        top = [c.to_evidence() for c in evidence[: self.offline.settings.evidence_k]]
        llm = self.judge.judge(question, top)
        return SufficiencyVerdict(
            sufficient=llm.sufficient, reason=f"llm: {llm.reason}", signals=verdict.signals
        )
