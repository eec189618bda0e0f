"""The `Answer` a caller gets back: status, cited evidence, checks, trace and cost."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from a2rag.models.cost import CostReport
from a2rag.types import Evidence, StageTrace

Status = Literal["answered", "unverified", "abstained"]


class GateTrace(BaseModel):
    passed: bool
    max_similarity: float
    threshold: float
    top_documents: list[dict[str, Any]] = Field(default_factory=list)
    latency_ms: float = 0.0


class RewriteTrace(BaseModel):
    failure: str
    new_query: str


class ToolCallTrace(BaseModel):
    """One tool call of agent mode: what was asked, which chunks came back, how long it took."""

    step: int
    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    chunk_ids: list[str] = Field(default_factory=list)
    error: str | None = None
    result_chars: int = 0
    latency_ms: float = 0.0


class ExpansionTrace(BaseModel):
    """Deep mode: one expansion round of a hop whose sub-answer was not confident."""

    round: int
    kind: Literal["bridge", "graph"] = Field(
        description="bridge: the sub-query asked again through the entity its evidence links "
        "the sub-query's name to; graph: the same sub-query over all graph stages."
    )
    query: str
    bridge: str | None = None
    top_chunk_ids: list[str] = Field(default_factory=list)
    answer: str | None = None
    confidence: float | None = None
    confident: bool = False


class HopTrace(BaseModel):
    """Deep mode: one sub-query of the decomposed question, grounded and answered."""

    index: int
    role: Literal["hop", "side", "compare"] = "hop"
    sub_query: str = Field(description="As decomposed, with #k placeholders.")
    grounded_query: str = Field(description="With the earlier sub-answers substituted.")
    text_chunk_ids: list[str] = Field(
        default_factory=list, description="Top chunks the text channel (dense + BM25) found."
    )
    graph_chunk_ids: list[str] = Field(
        default_factory=list, description="Top chunks with graph support (seed neighbourhood)."
    )
    top_chunk_ids: list[str] = Field(default_factory=list, description="The fused evidence read.")
    answer: str | None = None
    citation: str | None = None
    sentence: str | None = None
    confidence: float | None = None
    confident: bool = False
    checks: dict[str, bool] = Field(default_factory=dict)
    expansions: list[ExpansionTrace] = Field(default_factory=list)
    note: str = ""
    latency_ms: float = 0.0


class AttemptTrace(BaseModel):
    attempt: int
    query: str
    seeds: list[dict[str, Any]] = Field(default_factory=list)
    relation_seeds: list[dict[str, Any]] = Field(default_factory=list)
    anchored_seeds: list[str] = Field(default_factory=list)
    stages: list[StageTrace] = Field(default_factory=list)
    stage_reached: str | None = None
    answer: str | None = None
    citations: list[str] = Field(default_factory=list)
    confidence: float | None = None
    checks: dict[str, bool] = Field(default_factory=dict)
    check_reasons: dict[str, str] = Field(default_factory=dict)
    rewrite: RewriteTrace | None = None
    tool_calls: list[ToolCallTrace] = Field(
        default_factory=list, description="Agent mode: the tool calls before this answer."
    )
    hops: list[HopTrace] = Field(
        default_factory=list, description="Deep mode: each sub-query of the chain."
    )
    latency_ms: float = 0.0


class Checks(BaseModel):
    relevance: bool = False
    grounding: bool = False
    resolution: bool = False


class Answer(BaseModel):
    question: str
    asked_as: str | None = Field(
        None,
        description="The question as it was read, when it was typed without capitals: its "
        "names written as the knowledge base writes them (read/casing.py).",
    )
    status: Status
    answer: str | None = None
    citations: list[str] = Field(default_factory=list)
    confidence: float | None = Field(
        None, description="Offline reader: calibrated probability that the answer is correct."
    )
    supporting_sentence: str | None = Field(None, description="The sentence that states it.")
    evidence: list[Evidence] = Field(default_factory=list)
    stage: Literal["local", "bridge", "global"] | None = None
    attempts: int = 0
    checks: Checks = Field(default_factory=Checks)
    gate: GateTrace | None = None
    trace: list[AttemptTrace] = Field(default_factory=list)
    cost: CostReport = Field(default_factory=CostReport)
    inspect_cypher: str = ""
    reason: str = Field("", description="Why the status is what it is, in one line.")
    proposals: list[str] = Field(
        default_factory=list, description="Ids of pending curation proposals from this answer."
    )
