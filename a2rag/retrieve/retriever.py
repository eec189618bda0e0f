"""The agentic retriever (paper §III-C): a stateful, local-first, escalate-on-demand policy.

State = (query, entity seeds, relation seeds, accumulated evidence). Stages run in the fixed
order local -> bridge -> global, each at most once per call, with a sufficiency check after
each; escalation is monotonic and every stage is bounded, so retrieval always terminates.
"""

from __future__ import annotations

import time
from collections.abc import Collection

from pydantic import BaseModel, Field

from a2rag.access.scope import current_read_groups
from a2rag.config import Settings
from a2rag.errors import BudgetExhausted
from a2rag.graph.driver import Graph
from a2rag.models.embeddings import Embedder
from a2rag.retrieve.evidence import fuse, live_rows, merge, merge_pool, scored_chunk
from a2rag.retrieve.lucene import or_query
from a2rag.retrieve.plan import A2RAG_PLAN, STAGES, RetrievalPlan
from a2rag.retrieve.seeds import SeedAligner
from a2rag.retrieve.stages import BridgeStage, GlobalStage, LocalStage, Stage, StageContext
from a2rag.types import (
    EntitySeed,
    MentionExtractor,
    ScoredChunk,
    Seeds,
    StageTrace,
    Sufficiency,
    SufficiencyVerdict,
)

__all__ = ["STAGES", "AgenticRetriever", "Retrieval", "RetrievalPlan"]

SCARCE_OVERFETCH = 8
"""A restricted caller whose dense hits ran short is asked again this many times deeper."""


class Retrieval(BaseModel):
    query: str
    seeds: Seeds
    anchored_seeds: list[str] = Field(
        default_factory=list,
        description="Seeds taken from the top dense chunks when no mention aligned.",
    )
    evidence: list[ScoredChunk] = Field(default_factory=list)
    stages: list[StageTrace] = Field(default_factory=list)
    stage_reached: str | None = None
    sufficient: bool = False
    budget_exhausted: bool = Field(
        False, description="The token budget ran out during a sufficiency check: no escalation."
    )
    seed_latency_ms: float = 0.0


def evidence_key(evidence: list[ScoredChunk], settings: Settings) -> frozenset[str]:
    """The chunks an answer is read and verified from (the top `evidence_k`), as a set."""
    return frozenset(c.chunk_id for c in evidence[: settings.retrieval.evidence_k])


class AgenticRetriever:
    def __init__(
        self,
        settings: Settings,
        graph: Graph,
        embedder: Embedder,
        aligner: SeedAligner,
        sufficiency: Sufficiency,
    ) -> None:
        self.settings = settings
        self.graph = graph
        self.embedder = embedder
        self.aligner = aligner
        self.sufficiency = sufficiency
        self.local = LocalStage(settings, graph)
        self.bridge = BridgeStage(settings, graph)
        self.global_ = GlobalStage(settings, graph)
        self.stages: dict[str, Stage] = {
            "local": self.local,
            "bridge": self.bridge,
            "global": self.global_,
        }

    def retrieve(
        self,
        query: str,
        *,
        question: str | None = None,
        plan: RetrievalPlan = A2RAG_PLAN,
        mention_extractor: MentionExtractor | None = None,
        failed: Collection[frozenset[str]] = (),
    ) -> Retrieval:
        """Run `plan`'s escalation for `query` (sufficiency judged against `question`).

        `failed`: evidence sets (chunk ids of the top `evidence_k`) an earlier attempt was
        verified on and failed. The same evidence does not suffice again: a retry escalates
        instead of re-reading what already failed (paper §III-B3).

        Fused plans (a2rag): the evidence pool is the text channel (dense + BM25 top-k) plus
        every stage's chunks, ranked by reciprocal-rank fusion of similarity, fulltext rank and
        graph support. Unfused plans rank each stage's chunks by its own score, with no text
        channel (the single-stage baselines of `a2rag eval`)."""
        question = question or query
        t0 = time.perf_counter()
        seeds = (
            self.aligner.align(
                query, use_relations=plan.use_relations, mention_extractor=mention_extractor
            )
            if plan.stages
            else Seeds()
        )
        embedding = self.embedder.embed([query])[0].tolist()
        state = Retrieval(
            query=query, seeds=seeds, seed_latency_ms=(time.perf_counter() - t0) * 1000
        )
        ctx = StageContext(
            query=query,
            embedding=embedding,
            seed_ids=seeds.entity_ids,
            predicates=seeds.predicates,
        )
        text = self.text_channel(query, embedding) if plan.fused else []
        pool: list[ScoredChunk] = list(text)
        if not plan.stages:
            state.evidence = self.rank_pool(pool)
            return state

        for name in STAGES:
            if name not in plan.stages:
                continue
            anchors: list[ScoredChunk] = []
            if name == "global" and not ctx.seed_ids:
                anchors = self._anchor_chunks(embedding, text)
                state.anchored_seeds = _entities_of(anchors, self.settings.retrieval.seed_max)
                ctx = ctx.model_copy(update={"seed_ids": state.anchored_seeds})
            pool = self._step(name, ctx, plan, state, pool, anchors, question, failed)
            if state.sufficient or state.budget_exhausted:
                break
        return state

    def _step(
        self,
        name: str,
        ctx: StageContext,
        plan: RetrievalPlan,
        state: Retrieval,
        pool: list[ScoredChunk],
        anchors: list[ScoredChunk],
        question: str,
        failed: Collection[frozenset[str]] = (),
    ) -> list[ScoredChunk]:
        """Run one stage, fold its chunks into the evidence, judge sufficiency, trace it.
        Returns the fused pool (unchanged for unfused plans)."""
        out = self.stages[name].run(ctx)
        before = {c.chunk_id for c in state.evidence}
        if plan.fused:
            # every stage only adds candidates and support; the order is stage-independent
            pool = merge_pool(pool, out.chunks)
            state.evidence = self.rank_pool(pool)
        else:
            if anchors:
                # the chunks that located the region are evidence too: where extraction
                # lost the entities, retrieval degrades towards text retrieval
                out.chunks = merge(anchors, out.chunks)
            state.evidence = merge(state.evidence, out.chunks)
        try:
            verdict = self.sufficiency.check(
                question, ctx.seed_ids, state.evidence, connected=out.connected_seeds
            )
        except BudgetExhausted as exc:
            verdict = SufficiencyVerdict(sufficient=False, reason=str(exc))
            state.budget_exhausted = True
        if verdict.sufficient and evidence_key(state.evidence, self.settings) in failed:
            verdict = SufficiencyVerdict(
                sufficient=False,
                reason=f"this evidence already failed verification ({verdict.reason})",
                signals=verdict.signals,
            )
        state.stages.append(
            StageTrace(
                stage=name,
                latency_ms=round(out.latency_ms, 2),
                evidence_count=len(out.chunks),
                new_evidence=len({c.chunk_id for c in out.chunks} - before),
                facts=len(out.facts),
                sufficiency=verdict,
                detail=out.detail,
            )
        )
        if out.chunks or state.stage_reached is None:
            state.stage_reached = name
        if verdict.sufficient and plan.stop_when_sufficient:
            state.sufficient = True
            state.stage_reached = name
        return pool

    def _anchor_chunks(self, embedding: list[float], text: list[ScoredChunk]) -> list[ScoredChunk]:
        """No mention aligned (or the entity was lost to extraction): the best-matching chunks
        locate the region; PPR is then seeded with their entities, so stage 3 still routes
        through the graph. Taken from the text channel when it ran (no second query)."""
        k = self.settings.retrieval.anchor_chunks
        if text:
            return sorted(text, key=lambda c: (-c.similarity, c.chunk_id))[:k]
        rows = self.graph.read("retrieve/dense_chunks", embedding=embedding, k=k)
        return [
            scored_chunk(r, 0.0, "global", self.settings.retrieval.struct_weight)
            for r in live_rows(rows)
        ]

    def text_channel(self, query: str, embedding: list[float]) -> list[ScoredChunk]:
        """Dense and BM25 top-k chunks (one round trip), with no graph support: the part of the
        pool that does not depend on extraction."""
        k = self.settings.retrieval.text_pool_k
        if k <= 0:
            return []
        params = {"embedding": embedding, "query": or_query(query) or "a2rag_no_match", "k": k}
        rows = self.graph.read("retrieve/text_channel", **params)
        if current_read_groups() is not None and sum(r["channel"] == "dense" for r in rows) < k:
            # a caller who may read a small share of the KB: its k nearest readable chunks
            # lie deeper in the vector index than k x overfetch; look once more, deeper
            deeper = self.settings.access.access_overfetch * SCARCE_OVERFETCH
            rows = self.graph.read("retrieve/text_channel", **params, overfetch=deeper)
        pool: list[ScoredChunk] = []
        for r in live_rows(rows):
            c = scored_chunk(r, 0.0, "text", self.settings.retrieval.struct_weight)
            if r["channel"] == "lexical":
                c = c.model_copy(update={"lexical_rank": int(r["rank"])})
            pool = merge_pool(pool, [c])
        return pool

    def rank_pool(self, pool: list[ScoredChunk]) -> list[ScoredChunk]:
        """Reciprocal-rank fusion of the pool with the configured weights; a pool without
        graph support comes out in the text channel's dense + BM25 order."""
        s = self.settings
        return fuse(
            pool,
            k=s.retrieval.fusion_rrf_k,
            w_dense=s.retrieval.fusion_weight_dense,
            w_lexical=s.retrieval.fusion_weight_lexical,
            w_graph=s.retrieval.fusion_weight_graph,
        )


def _entities_of(chunks: list[ScoredChunk], limit: int) -> list[str]:
    ids: list[str] = []
    for c in chunks:
        for eid in c.entity_ids:
            if eid not in ids:
                ids.append(eid)
    return ids[:limit]


def seed_summary(seeds: list[EntitySeed]) -> list[dict[str, object]]:
    return [{"id": s.id, "name": s.name, "mention": s.mention, "score": s.score} for s in seeds]
