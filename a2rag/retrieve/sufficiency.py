"""Stage-wise evidence sufficiency (paper §III-C4): stop, or escalate to the next stage.

Offline, the reader judges: the evidence suffices when its best candidate answer reaches the
sufficiency confidence (a calibrated probability of being correct). A first-hop passage of a
bridge question states a bridge entity, not an answer of the asked type with the question's
relation, so the reader is not confident and the retriever escalates.
"""

from __future__ import annotations

from a2rag.config import Settings
from a2rag.read.reader import Reader
from a2rag.retrieve.evidence import ScoredChunk
from a2rag.types import SufficiencyJudge, SufficiencyVerdict


class OfflineSufficiency:
    def __init__(self, settings: Settings, reader: Reader) -> None:
        self.settings = settings
        self.reader = reader

    @property
    def threshold(self) -> float:
        return self.reader.threshold(
            "sufficient", self.settings.reader.reader_sufficient_confidence
        )

    def check(
        self,
        question: str,
        seed_ids: list[str],
        evidence: list[ScoredChunk],
        *,
        connected: bool,
    ) -> SufficiencyVerdict:
        top = evidence[: self.settings.retrieval.evidence_k]
        if not top:
            return SufficiencyVerdict(sufficient=False, reason="no evidence")
        reading = self.reader.read(question, top)
        best = reading.best
        signals = {
            "reader_confidence": round(reading.confidence, 4),
            "best_similarity": round(max(c.similarity for c in top), 4),
            "connected": float(connected or len(seed_ids) < 2),
        }
        need = self.threshold
        if best is None:
            why = reading.note or "no candidate answer"
            return SufficiencyVerdict(sufficient=False, reason=why, signals=signals)
        if best.confidence < need:
            return SufficiencyVerdict(
                sufficient=False,
                reason=f"reader not confident: {best.text!r} at {best.confidence:.2f} "
                f"(needs {need:.2f}; expected {reading.expected.phrase})",
                signals=signals,
            )
        return SufficiencyVerdict(
            sufficient=True,
            reason=f"reader answers {best.text!r} at {best.confidence:.2f}",
            signals=signals,
        )


class LLMSufficiency:
    """The reader first (cheap); the LLM judges only evidence the reader accepts."""

    def __init__(self, settings: Settings, reader: Reader, judge: SufficiencyJudge) -> None:
        self.offline = OfflineSufficiency(settings, reader)
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
        top = [c.to_evidence() for c in evidence[: self.offline.settings.retrieval.evidence_k]]
        llm = self.judge.judge(question, top)
        return SufficiencyVerdict(
            sufficient=llm.sufficient, reason=f"llm: {llm.reason}", signals=verdict.signals
        )
