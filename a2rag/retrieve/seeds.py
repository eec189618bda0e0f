"""Seed extraction and alignment (paper §III-C): question mentions -> Entity nodes, relation
phrases -> known predicates.

Entity alignment is hybrid: candidates come from the fulltext index over names and aliases
(lexical, fuzzy) and from the entity vector index (semantic); each is scored by
`w * edit-similarity(mention, best name/alias) + (1 - w) * cosine(mention, entity)` (1 when
the mention is exactly one of its names or aliases) and only high-confidence matches are kept.
Relation seeds align relation phrases to the graph's predicates by exact match or embedding
cosine; they filter stage 1/2 edges.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
from rapidfuzz import fuzz

from a2rag.access.scope import current_read_groups
from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.models.embeddings import Embedder
from a2rag.retrieve.lucene import or_query
from a2rag.types import (
    CO_OCCURS,
    EntitySeed,
    MentionExtractor,
    RelationSeed,
    Seeds,
)


def _norm(s: str) -> str:
    return " ".join(s.casefold().replace("[", " ").replace("]", " ").split())


def _phrase(predicate: str) -> str:
    return predicate.replace("_", " ")


def lexical_similarity(mention: str, forms: list[str]) -> float:
    m = _norm(mention)
    best = 0.0
    for f in forms:
        n = _norm(f)
        if not n:
            continue
        if n == m:
            return 1.0
        best = max(best, fuzz.ratio(m, n) / 100.0)
    return best


class _PredicateIndex:
    """Known predicates and their embeddings, rebuilt when the graph version changes."""

    def __init__(self) -> None:
        self.version: int | None = None
        self.predicates: list[str] = []
        self.vectors: np.ndarray | None = None
        self.visible: dict[tuple[str, ...], frozenset[str]] = {}  # per read-group set
        self.lock = threading.Lock()


class SeedAligner:
    def __init__(
        self,
        settings: Settings,
        graph: Graph,
        embedder: Embedder,
        mention_extractor: MentionExtractor,
        max_predicates: int = 5000,
    ) -> None:
        self.settings = settings
        self.graph = graph
        self.embedder = embedder
        self.mention_extractor = mention_extractor
        self.max_predicates = max_predicates
        self._pred = _PredicateIndex()

    def align(
        self,
        query: str,
        *,
        use_relations: bool | None = None,
        mention_extractor: MentionExtractor | None = None,
    ) -> Seeds:
        """Seeds for `query`; `mention_extractor` overrides the default one for this call
        (the controller passes an LLM extractor bound to the question's cost meter)."""
        mentions = (mention_extractor or self.mention_extractor).mentions(query)
        use_rel = (
            self.settings.retrieval.use_relation_seeds if use_relations is None else use_relations
        )
        # one forward pass for every text of this question (the embedder caches each vector)
        self.embedder.embed(
            [query, *mentions.entities, *(_phrase(p) for p in mentions.relations if use_rel)]
        )
        entities = self.align_entities(mentions.entities)
        relations = self.align_relations(mentions.relations) if use_rel else []
        return Seeds(mentions=mentions, entities=entities, relations=relations)

    # -- entities -------------------------------------------------------------------------
    def align_entities(self, mentions: list[str]) -> list[EntitySeed]:
        if not mentions:
            return []
        vecs = self.embedder.embed(mentions)
        rows = self.graph.read(
            "retrieve/seed_candidates",
            mentions=[
                {
                    "mention": m,
                    "norm": _norm(m),
                    # a mention of stopwords only gets a query that matches nothing
                    "query": or_query(m, fuzzy=True) or "a2rag_no_match",
                    "embedding": v.tolist(),
                }
                for m, v in zip(mentions, vecs, strict=True)
            ],
            lexical_k=10,
            vector_k=5,
        )
        by_mention: dict[str, dict[str, dict[str, Any]]] = {m: {} for m in mentions}
        for r in rows:
            by_mention[r["mention"]].setdefault(r["id"], r)
        best: dict[str, EntitySeed] = {}
        for mention in mentions:
            for seed in self._score(mention, list(by_mention[mention].values())):
                if seed.id not in best or seed.score > best[seed.id].score:
                    best[seed.id] = seed
        ranked = sorted(best.values(), key=lambda s: (-s.score, s.id))
        return ranked[: self.settings.retrieval.seed_max]

    def _score(self, mention: str, rows: list[dict[str, Any]]) -> list[EntitySeed]:
        scored: list[EntitySeed] = []
        for r in rows:
            forms = [r["name"], *(r.get("aliases") or [])]
            lex = lexical_similarity(mention, forms)
            # Neo4j's cosine is mapped to [0, 1] as (1 + cos) / 2; back to [-1, 1]
            cos = 2.0 * float(r["cosine"]) - 1.0 if r.get("cosine") is not None else 0.0
            w = self.settings.retrieval.seed_lexical_weight
            # the mention is one of the entity's recorded names ('MG-SYS-040' of Apotheca
            # Gateway): an identity, however far its embedding is from the main name's
            score = 1.0 if lex >= 1.0 else w * lex + (1 - w) * cos
            scored.append(
                EntitySeed(
                    id=r["id"],
                    name=r["name"],
                    mention=mention,
                    score=round(score, 4),
                    lexical=round(lex, 4),
                    cosine=round(cos, 4),
                    degree=int(r.get("degree") or 0),
                )
            )
        scored.sort(key=lambda s: (-s.score, s.degree * -1, s.id))
        kept = [s for s in scored if s.score >= self.settings.retrieval.seed_min_score]
        if not kept:
            return []
        top = kept[0].score
        # near-ties are ambiguous surface forms: keep both rather than guess
        return [s for s in kept[:2] if top - s.score <= 0.03]

    # -- relations ------------------------------------------------------------------------
    def _predicate_index(self) -> _PredicateIndex:
        idx = self._pred
        with idx.lock:
            version = int(self.graph.read("admin/graph_version")[0]["version"])
            if idx.version != version:
                idx.visible = {}
                rows = self.graph.read("retrieve/predicates", groups=None)  # shared index
                preds = [r["predicate"] for r in rows if r["predicate"] != CO_OCCURS]
                preds = preds[: self.max_predicates]
                idx.predicates = preds
                idx.vectors = self.embedder.embed([_phrase(p) for p in preds]) if preds else None
                idx.version = version
        return idx

    def _visible_predicates(self, idx: _PredicateIndex) -> set[str]:
        """The predicates of edges the caller may read (all for the operator)."""
        groups = current_read_groups()
        if groups is None:
            return set(idx.predicates)
        key = tuple(groups)
        with idx.lock:
            seen = idx.visible.get(key)
            if seen is None:
                seen = frozenset(r["predicate"] for r in self.graph.read("retrieve/predicates"))
                if len(idx.visible) >= 64:
                    idx.visible.clear()
                idx.visible[key] = seen
        return set(seen) & set(idx.predicates)

    def align_relations(self, phrases: list[str]) -> list[RelationSeed]:
        if not phrases:
            return []
        idx = self._predicate_index()
        if not idx.predicates or idx.vectors is None:
            return []
        known = self._visible_predicates(idx)
        out: dict[str, RelationSeed] = {}
        qv = self.embedder.embed([_phrase(p) for p in phrases])
        sims = qv @ idx.vectors.T
        for i, phrase in enumerate(phrases):
            if phrase in known:
                out[phrase] = RelationSeed(predicate=phrase, phrase=phrase, score=1.0)
            for j in np.argsort(-sims[i])[:3]:
                s = float(sims[i, j])
                pred = idx.predicates[int(j)]
                if (
                    pred in known
                    and s >= self.settings.retrieval.relation_seed_min_score
                    and (pred not in out or out[pred].score < s)
                ):
                    out[pred] = RelationSeed(predicate=pred, phrase=phrase, score=round(s, 4))
        return sorted(out.values(), key=lambda r: -r.score)[:8]
