"""The LLM roles of the query path, as interfaces.

Each role has two implementations: an LLM one (`llm_roles.py`) and a deterministic offline one
(`offline_roles.py`) that really does the job without a model endpoint. The controller only
sees these protocols, so the two backends are interchangeable and testable alike.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal, Protocol

from pydantic import BaseModel, Field

StageName = Literal["local", "bridge", "global"]


class Evidence(BaseModel):
    """One provenance chunk offered to the generator."""

    chunk_id: str
    doc_id: str
    text: str
    score: float
    stage: StageName | Literal["text"]
    similarity: float | None = Field(
        None, description="Cosine(question, chunk) when the retriever computed it."
    )


class QuestionMentions(BaseModel):
    """Surface forms found in a question: entity mentions and relation phrases (paper §III-C)."""

    entities: list[str] = Field(default_factory=list)
    relations: list[str] = Field(default_factory=list)


class Generation(BaseModel):
    answer: str | None = Field(description="None when the evidence does not answer the question.")
    citations: list[str] = Field(default_factory=list, description="Cited chunk ids.")
    rationale: str = ""


class Check(StrEnum):
    """The triple-check, in the order failures are diagnosed (paper §III-B2)."""

    RELEVANCE = "relevance"
    GROUNDING = "grounding"
    RESOLUTION = "resolution"


class Verdict(BaseModel):
    relevance: bool
    grounding: bool
    resolution: bool
    reasons: dict[str, str] = Field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return self.relevance and self.grounding and self.resolution

    def first_failure(self) -> Check | None:
        for check in Check:
            if not getattr(self, check.value):
                return check
        return None


class SufficiencyVerdict(BaseModel):
    sufficient: bool
    reason: str = ""
    signals: dict[str, float] = Field(default_factory=dict)


class MentionExtractor(Protocol):
    def mentions(self, question: str) -> QuestionMentions: ...


class Generator(Protocol):
    def generate(self, question: str, evidence: list[Evidence]) -> Generation: ...


class Verifier(Protocol):
    def verify(
        self, question: str, generation: Generation, evidence: list[Evidence]
    ) -> Verdict: ...


class Rewriter(Protocol):
    def rewrite(
        self,
        question: str,
        current_query: str,
        failure: Check,
        verdict: Verdict,
        evidence: list[Evidence],
    ) -> str: ...


class SufficiencyJudge(Protocol):
    """Optional LLM judgement of whether a stage's evidence suffices (offline uses signals)."""

    def judge(self, question: str, evidence: list[Evidence]) -> SufficiencyVerdict: ...
