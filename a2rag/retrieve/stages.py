"""The three retrieval stages (paper §III-C1..3). Each runs one named Cypher query (plus the
shared chunk hydration) and returns ranked provenance chunks with the graph facts it used.

Every stage has the same interface, `run(ctx) -> StageOutput`, over a per-question context
(the query, its embedding computed once, the seeds), so the retriever and the agent tools
call them alike.
"""

from __future__ import annotations

import itertools
import time
from typing import Any, Protocol

from neo4j.exceptions import Neo4jError
from pydantic import BaseModel, Field

from a2rag.access.scope import current_read_groups
from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.graph.gds import GDSInfo, Projection, Projections, gds_info
from a2rag.retrieve.evidence import hydrate
from a2rag.types import GraphFact, ScoredChunk


class StageContext(BaseModel):
    """What a stage needs of the question: computed once per retrieval, shared by the stages."""

    query: str
    embedding: list[float]
    seed_ids: list[str] = Field(default_factory=list)
    predicates: list[str] | None = Field(
        None, description="Relation seeds' predicates; None: no predicate filter."
    )


class StageOutput(BaseModel):
    stage: str
    chunks: list[ScoredChunk] = Field(default_factory=list)
    facts: list[GraphFact] = Field(default_factory=list)
    latency_ms: float = 0.0
    detail: dict[str, Any] = Field(default_factory=dict)
    connected_seeds: bool = False


class Stage(Protocol):
    name: str

    def run(self, ctx: StageContext) -> StageOutput: ...


def _facts(edges: list[dict[str, Any]]) -> list[GraphFact]:
    return [
        GraphFact(
            source=e["source"],
            predicate=e["predicate"],
            target=e["target"],
            chunk_ids=e.get("chunk_ids") or [],
        )
        for e in edges
    ]


class LocalStage:
    """Stage 1: the 1-hop neighbourhood of the entity seeds, filtered by relation seeds."""

    name = "local"

    def __init__(self, settings: Settings, graph: Graph) -> None:
        self.settings = settings
        self.graph = graph

    def run(self, ctx: StageContext) -> StageOutput:
        seed_ids, predicates, embedding = ctx.seed_ids, ctx.predicates, ctx.embedding
        t0 = time.perf_counter()
        detail: dict[str, Any] = {"relation_filter": predicates}
        rows = self._query(seed_ids, predicates, embedding)
        if predicates and not any(r["edges"] for r in rows):
            # A relation filter that removes every edge would turn a filter into a blindfold:
            # fall back to all incident edges and say so in the trace.
            rows = self._query(seed_ids, None, embedding)
            detail["relation_filter_relaxed"] = True
        support: dict[str, set[str]] = {}
        facts: list[GraphFact] = []
        seed_set = set(seed_ids)
        connected = False
        for r in rows:
            for cid in r["chunk_ids"]:
                support.setdefault(cid, set()).add(r["seed"])
            for e in r["edges"]:
                if e["neighbour"] in seed_set:
                    connected = True
                for cid in e.get("chunk_ids") or []:
                    support.setdefault(cid, set()).add(r["seed"])
            facts.extend(_facts(r["edges"]))
        n = max(1, len(seed_ids))
        chunks = hydrate(
            self.graph,
            {cid: len(s) / n for cid, s in support.items()},
            embedding,
            self.name,
            self.settings.retrieval.struct_weight,
        )[: self.settings.retrieval.local_limit]
        connected = connected or any(len(seed_set.intersection(c.entity_ids)) >= 2 for c in chunks)
        detail["edges"] = len(facts)
        return StageOutput(
            stage=self.name,
            chunks=chunks,
            facts=facts,
            latency_ms=(time.perf_counter() - t0) * 1000,
            detail=detail,
            connected_seeds=connected,
        )

    def _query(
        self, seed_ids: list[str], predicates: list[str] | None, embedding: list[float]
    ) -> list[dict[str, Any]]:
        return self.graph.read(
            "retrieve/local",
            seed_ids=seed_ids,
            predicates=predicates,
            per_seed=self.settings.retrieval.local_neighbours_per_seed,
            mention_chunks=self.settings.retrieval.local_mention_chunks,
            embedding=embedding,
        )


class BridgeStage:
    """Stage 2: bridge nodes within K hops of two seeds, via capped shortest paths."""

    name = "bridge"

    def __init__(self, settings: Settings, graph: Graph) -> None:
        self.settings = settings
        self.graph = graph

    def run(self, ctx: StageContext) -> StageOutput:
        seed_ids, predicates, embedding = ctx.seed_ids, ctx.predicates, ctx.embedding
        t0 = time.perf_counter()
        pairs = [list(p) for p in itertools.combinations(seed_ids[:6], 2)]
        if not pairs:
            return StageOutput(
                stage=self.name,
                latency_ms=(time.perf_counter() - t0) * 1000,
                detail={"skipped": "fewer than two entity seeds"},
            )
        rows = self.graph.read(
            "retrieve/bridge",
            pairs=pairs,
            max_hops=self.settings.retrieval.bridge_max_hops,
            paths_per_pair=self.settings.retrieval.bridge_paths_per_pair,
            max_degree=self.settings.retrieval.bridge_max_degree,
        )
        support: dict[str, float] = {}
        facts: list[GraphFact] = []
        bridges: dict[str, int] = {}
        pred_set = set(predicates or [])
        for r in rows:
            edge_facts = _facts(r["edges"])
            # relation seeds rank relation-consistent paths first (they filter, never empty)
            on_intent = bool(pred_set) and any(f.predicate in pred_set for f in edge_facts)
            path_support = 1.0 if (on_intent or not pred_set) else 0.85
            for f in edge_facts:
                for cid in f.chunk_ids:
                    support[cid] = max(support.get(cid, 0.0), path_support)
            facts.extend(edge_facts)
            for b in r["bridges"]:
                bridges[b] = bridges.get(b, 0) + 1
        ranked_bridges = sorted(bridges, key=lambda b: (-bridges[b], b))[
            : self.settings.retrieval.bridge_limit
        ]
        if ranked_bridges:
            for r in self.graph.read(
                "retrieve/bridge_chunks",
                entity_ids=ranked_bridges,
                per_entity=self.settings.retrieval.bridge_chunks_per_entity,
                embedding=embedding,
            ):
                for cid in r["chunk_ids"]:
                    support[cid] = max(support.get(cid, 0.0), 0.7)
        chunks = hydrate(
            self.graph, support, embedding, self.name, self.settings.retrieval.struct_weight
        )[: self.settings.retrieval.local_limit]
        return StageOutput(
            stage=self.name,
            chunks=chunks,
            facts=facts,
            latency_ms=(time.perf_counter() - t0) * 1000,
            detail={"pairs": len(pairs), "paths": len(rows), "bridges": ranked_bridges[:10]},
            connected_seeds=bool(rows),
        )


class GlobalStage:
    """Stage 3: degree-normalised personalized PageRank on the GDS projection, top-L nodes
    mapped back to the chunks that mention them."""

    name = "global"

    def __init__(self, settings: Settings, graph: Graph) -> None:
        self.settings = settings
        self.graph = graph
        self.projections = Projections(graph, settings.access.access_max_projections)
        self._gds: GDSInfo | None = None

    @property
    def gds(self) -> GDSInfo:
        if self._gds is None:
            self._gds = gds_info(self.graph)
        return self._gds

    def run(self, ctx: StageContext) -> StageOutput:
        seed_ids, embedding = ctx.seed_ids, ctx.embedding
        t0 = time.perf_counter()
        detail: dict[str, Any] = {}
        if not seed_ids:
            return StageOutput(
                stage=self.name,
                latency_ms=(time.perf_counter() - t0) * 1000,
                detail={"skipped": "no seeds"},
            )
        query = "gds/ppr_weighted" if self.gds.weighted_sources else "gds/ppr_per_seed"
        detail.update({"ppr_query": query, "gds": self.gds.version})
        projection = self.projections.for_groups(current_read_groups())
        try:
            with projection.use() as version:
                detail["projection_version"] = version
                if projection.groups is not None:
                    detail["projection"] = "restricted"
                    detail["projection_build_ms"] = round(projection.build_ms, 1)
                rows = self._ppr(query, projection.name, seed_ids, embedding)
        except Neo4jError as exc:
            if not _projection_gone(exc):
                raise
            # seeds written by an ingest still in progress, or another process re-projected:
            # project again, once
            with projection.use(force=True) as version:
                detail.update({"projection_version": version, "reprojected": True})
                rows = self._ppr(query, projection.name, seed_ids, embedding)
        top = max((float(r["node_score"]) for r in rows), default=0.0) or 1.0
        scale = self.settings.retrieval.global_support_scale
        support = {r["chunk_id"]: scale * float(r["node_score"]) / top for r in rows}
        chunks = hydrate(
            self.graph, support, embedding, self.name, self.settings.retrieval.struct_weight
        )
        detail["mapped_chunks"] = len(chunks)
        return StageOutput(
            stage=self.name,
            chunks=chunks[: self.settings.retrieval.local_limit],
            latency_ms=(time.perf_counter() - t0) * 1000,
            detail=detail,
            connected_seeds=True,
        )

    @property
    def projection(self) -> Projection:
        """The whole-graph projection (the operator's; health and tools report on it)."""
        return self.projections.whole

    def _ppr(
        self, query: str, graph_name: str, seed_ids: list[str], embedding: list[float]
    ) -> list[Any]:
        return self.graph.read(
            query,
            graph_name=graph_name,
            seed_ids=seed_ids,
            damping=1.0 - self.settings.retrieval.ppr_alpha,
            max_iterations=self.settings.retrieval.ppr_max_iterations,
            tolerance=self.settings.retrieval.ppr_tolerance,
            concurrency=self.settings.retrieval.ppr_concurrency,
            top_nodes=self.settings.retrieval.ppr_top_nodes,
            chunks_per_node=self.settings.retrieval.ppr_chunks_per_node,
            embedding=embedding,
        )


def _projection_gone(exc: Neo4jError) -> bool:
    """GDS's two ways of saying the projection no longer matches the graph."""
    text = str(exc)
    return "do not exist in the in-memory graph" in text or (
        "Graph with name" in text and "does not exist" in text
    )
