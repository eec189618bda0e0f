"""The shared vocabulary: evidence, seeds, verdicts and the role interfaces.

Every layer speaks these types, so they sit at the bottom and import nothing of a2rag. Each
role has two implementations: an LLM one (`control/llm_roles.py`) and a deterministic offline
one (`control/offline_roles.py`) that really does the job without a model endpoint. The
controller only sees these protocols, so the two backends are interchangeable and testable
alike.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field

StageName = Literal["local", "bridge", "global"]
CO_OCCURS = "co_occurs"  # the predicate of two entities named in one sentence, no verb between


class Evidence(BaseModel):
    """One provenance chunk offered to the generator."""

    chunk_id: str
    doc_id: str
    text: str
    score: float
    stage: StageName | Literal["text"]
    title: str = Field("", description="The chunk's document title (what the chunk is about).")
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
    confidence: float | None = Field(
        None, description="The offline reader's calibrated P(correct); None for an LLM answer."
    )
    sentence: str | None = Field(None, description="The evidence sentence that states it.")


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
    about_subject: bool | None = Field(
        None,
        description="Whether the cited evidence names a subject of the question (None: not "
        "judged). A guess read about some other subject is withheld, not flagged.",
    )

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


# -- retrieval ------------------------------------------------------------------------------
class GraphFact(BaseModel):
    source: str
    predicate: str
    target: str
    chunk_ids: list[str] = Field(default_factory=list)


class ScoredChunk(BaseModel):
    chunk_id: str
    doc_id: str
    title: str = ""
    text: str
    similarity: float
    support: float = Field(description="Stage-specific graph support in [0, 1].")
    score: float
    stage: StageName | str
    entity_ids: list[str] = Field(default_factory=list)
    lexical_rank: int | None = Field(
        None, description="0-based position in the text channel's fulltext (BM25) top-k."
    )

    def to_evidence(self) -> Evidence:
        stage: Any = self.stage
        return Evidence(
            chunk_id=self.chunk_id,
            doc_id=self.doc_id,
            text=self.text,
            score=round(self.score, 4),
            stage=stage,
            similarity=round(self.similarity, 4),
            title=self.title,
        )


class EntitySeed(BaseModel):
    id: str
    name: str
    mention: str
    score: float
    lexical: float
    cosine: float
    degree: int = 0


class RelationSeed(BaseModel):
    predicate: str
    phrase: str
    score: float


class Seeds(BaseModel):
    mentions: QuestionMentions = Field(default_factory=QuestionMentions)
    entities: list[EntitySeed] = Field(default_factory=list)
    relations: list[RelationSeed] = Field(default_factory=list)

    @property
    def entity_ids(self) -> list[str]:
        return [e.id for e in self.entities]

    @property
    def predicates(self) -> list[str] | None:
        return [r.predicate for r in self.relations] or None


class StageTrace(BaseModel):
    stage: str
    latency_ms: float
    evidence_count: int
    new_evidence: int
    facts: int
    sufficiency: SufficiencyVerdict | None = None
    detail: dict[str, object] = Field(default_factory=dict)


class Sufficiency(Protocol):
    def check(
        self,
        question: str,
        seed_ids: list[str],
        evidence: list[ScoredChunk],
        *,
        connected: bool,
    ) -> SufficiencyVerdict: ...


# -- extraction -----------------------------------------------------------------------------
class ExtractedEntity(BaseModel):
    """A surface mention as the extractor saw it; resolution maps it onto a canonical Entity."""

    name: str
    type: str = "CONCEPT"
    description: str = ""


class ExtractedRelation(BaseModel):
    subject: str
    predicate: str
    object: str
