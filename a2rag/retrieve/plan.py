"""Named retrieval recipes: which stages run, whether the text channel and fusion are on, and
whether sufficiency may stop escalation. A2RAG itself and every baseline of `a2rag eval` are
one plan each, so a comparison differs only where its plan says."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

StageName = Literal["local", "bridge", "global"]
STAGES: tuple[StageName, ...] = ("local", "bridge", "global")


class RetrievalPlan(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    stages: tuple[StageName, ...] = Field(STAGES, description="Run in this order, at most once.")
    fused: bool = Field(
        True,
        description="Pool = text channel (dense + BM25) + every stage's chunks, ranked by "
        "reciprocal-rank fusion; False: each stage's own ranking, no text channel.",
    )
    stop_when_sufficient: bool = Field(True, description="Stop escalating once evidence suffices.")
    use_relations: bool | None = Field(
        None,
        description="Relation seeds filter stage 1; None: settings.retrieval.use_relation_seeds.",
    )


PLANS: dict[str, RetrievalPlan] = {
    p.name: p
    for p in (
        RetrievalPlan(name="a2rag"),
        RetrievalPlan(name="node-only", use_relations=False),
        RetrievalPlan(
            name="local-only", stages=("local",), fused=False, stop_when_sufficient=False
        ),
        RetrievalPlan(name="ppr-only", stages=("global",), fused=False, stop_when_sufficient=False),
        RetrievalPlan(name="hybrid", stages=(), stop_when_sufficient=False),
    )
}
A2RAG_PLAN = PLANS["a2rag"]


def plan_for_stages(stages: tuple[StageName, ...]) -> RetrievalPlan:
    """A2RAG's plan restricted to some stages (deep mode's hops, the tools)."""
    return A2RAG_PLAN.model_copy(update={"name": "+".join(stages) or "text", "stages": stages})
