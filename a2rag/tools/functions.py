"""The agent tools as plain typed functions over the shared driver (A-RAG's three retrieval
interfaces plus four graph tools). Each runs named Cypher from `cypher/tools/` (or the
retrieval stage it exposes), validates its arguments first and returns a bounded result.
"""

from __future__ import annotations

import re
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.models.embeddings import Embedder
from a2rag.retrieve.lucene import or_query
from a2rag.retrieve.stages import GlobalStage, LocalStage, StageContext
from a2rag.text.sentences import split_sentences
from a2rag.tools.errors import ToolError, validation_message
from a2rag.tools.models import (
    PREVIEW_CHARS,
    SNIPPET_CHARS,
    SNIPPETS_PER_CHUNK,
    ChunkHit,
    ChunkReadArgs,
    ChunkText,
    ConnectArgs,
    ConnectResult,
    EntitiesResult,
    EntityInfo,
    ExpandArgs,
    ExpandHit,
    ExpandResult,
    Fact,
    FindEntitiesArgs,
    KeywordSearchArgs,
    NeighboursArgs,
    NeighboursResult,
    PathInfo,
    ReadResult,
    SearchResult,
    SemanticSearchArgs,
)
from a2rag.tools.tracker import ReadTracker

A = TypeVar("A", bound=BaseModel)
MAX_FACTS = 25
MAX_PATH_CHUNKS = 10
SENTENCES_PER_K = 10


def parse_args(tool: str, model: type[A], **values: object) -> A:
    """Validate a tool's arguments; a bad value becomes a `ToolError` naming the field."""
    try:
        return model.model_validate(values)
    except ValidationError as exc:
        raise ToolError(validation_message(tool, exc)) from exc


def _clip(text: str, limit: int, around: int = 0) -> str:
    """At most `limit` characters of `text`, keeping position `around` inside the window."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    start = max(0, min(around - limit // 3, len(text) - limit))
    out = text[start : start + limit]
    return ("..." if start else "") + out + ("..." if start + limit < len(text) else "")


def keyword_snippets(text: str, keywords: list[str]) -> list[str]:
    """The chunk's sentences that contain a keyword (A-RAG eq. 2), clipped around it."""
    out: list[str] = []
    for _, sent in split_sentences(text):
        flat = " ".join(sent.split())
        low = flat.lower()
        hits = [low.find(k) for k in keywords if k in low]
        if hits:
            out.append(_clip(flat, SNIPPET_CHARS, min(hits)))
        if len(out) >= SNIPPETS_PER_CHUNK:
            break
    return out


# --- A-RAG's hierarchical retrieval interfaces -----------------------------------------------


def keyword_search(graph: Graph, keywords: list[str], k: int = 5) -> SearchResult:
    """Chunks scored by sum over keywords of count(k, chunk) * len(k), exact matching."""
    args = parse_args("keyword_search", KeywordSearchArgs, keywords=keywords, k=k)
    lowered = list(dict.fromkeys(kw.lower() for kw in args.keywords))
    rows = graph.read("tools/keyword_search", keywords=lowered, k=args.k)
    hits = [
        ChunkHit(
            chunk_id=r["chunk_id"],
            doc_id=r["doc_id"],
            title=r["title"] or "",
            score=float(r["score"]),
            snippets=keyword_snippets(r["text"], r["matched"]),
        )
        for r in rows
    ]
    note = "" if hits else "no chunk contains any of these keywords; try other spellings"
    return SearchResult(tool="keyword_search", hits=hits, note=note)


def semantic_search(
    graph: Graph, embedder: Embedder, query: str, k: int = 5, *, with_text: bool = False
) -> SearchResult:
    """Nearest sentences aggregated to chunks by best sentence; the sentences are the snippets.
    `with_text` (eval only) puts each chunk's full text in its single snippet."""
    args = parse_args("semantic_search", SemanticSearchArgs, query=query, k=k)
    embedding = embedder.embed([args.query])[0].tolist()
    rows = graph.read(
        "tools/semantic_search",
        embedding=embedding,
        sentences=max(50, SENTENCES_PER_K * args.k),
        k=args.k,
        per_chunk=SNIPPETS_PER_CHUNK,
    )
    hits = [
        ChunkHit(
            chunk_id=r["chunk_id"],
            doc_id=r["doc_id"],
            title=r["title"] or "",
            score=round(float(r["score"]), 4),
            snippets=(
                [r["text"]]
                if with_text
                else [_clip(s["text"], SNIPPET_CHARS) for s in r["sentences"]]
            ),
        )
        for r in rows
    ]
    note = ""
    if not hits:
        count = graph.read("tools/sentence_count")[0]
        note = (
            "the sentence index is empty: run `a2rag ingest` (A2RAG_SENTENCE_INDEX=true) to build it"
            if count["chunks"] and not count["sentences"]
            else "nothing found"
        )
    return SearchResult(tool="semantic_search", hits=hits, note=note)


def chunk_read(
    graph: Graph,
    chunk_ids: list[str],
    neighbours: int = 0,
    *,
    tracker: ReadTracker | None = None,
    max_chars: int = 4000,
) -> ReadResult:
    """Full chunk text plus `neighbours` adjacent chunks on each side (through NEXT). With a
    tracker, a chunk read before in the session comes back as `already_read` without text."""
    args = parse_args("chunk_read", ChunkReadArgs, chunk_ids=chunk_ids, neighbours=neighbours)
    rows = graph.read("tools/chunk_read", chunk_ids=args.chunk_ids, neighbours=args.neighbours)
    found = {r["requested"] for r in rows}
    missing = [cid for cid in args.chunk_ids if cid not in found]
    if not rows:
        raise ToolError(
            f"chunk_read: unknown chunk id(s) {', '.join(missing)}; take ids from a "
            "keyword_search or semantic_search result (they look like 'doc-id#0')"
        )
    out: list[ChunkText] = []
    emitted: set[str] = set()
    fresh: list[str] = []
    for r in rows:
        cid = r["chunk_id"]
        if cid in emitted:
            continue
        emitted.add(cid)
        seen = tracker is not None and tracker.seen(cid)
        text = None if seen else _clip(r["text"], max_chars)
        out.append(
            ChunkText(
                chunk_id=cid,
                doc_id=r["doc_id"],
                title=r["title"] or "",
                index=int(r["index"]),
                requested=cid in args.chunk_ids,
                already_read=seen,
                text=text,
            )
        )
        if not seen:
            fresh.append(cid)
    if tracker is not None:
        tracker.mark(fresh)
    note = (
        "chunks marked already_read were read before in this session; their text is not repeated"
        if any(c.already_read for c in out)
        else ""
    )
    return ReadResult(chunks=out, not_found=missing, note=note)


# --- graph tools -----------------------------------------------------------------------------


def resolve_entities(graph: Graph, refs: list[str]) -> list[tuple[str, str]]:
    """(id, name) for each reference (id, name or alias); an unknown one is a ToolError."""
    rows = graph.read("tools/entity_ids", refs=refs)
    unknown = [refs[r["i"]] for r in rows if r["id"] is None]
    if unknown:
        raise ToolError(
            f"no entity with id, name or alias {', '.join(repr(u) for u in unknown)}; "
            "use find_entities to look names up"
        )
    return [(r["id"], r["name"]) for r in rows]


def find_entities(graph: Graph, name: str, k: int = 5) -> EntitiesResult:
    """Entities by name or alias: exact matches first, then fulltext matches."""
    args = parse_args("find_entities", FindEntitiesArgs, name=name, k=k)
    text = " ".join(args.name.split())
    rows = graph.read(
        "tools/find_entities",
        name=text.casefold(),
        query=or_query(text, fuzzy=True) or "a2rag_no_match",
        k=args.k,
        chunks=3,
    )
    return EntitiesResult(
        entities=[
            EntityInfo(
                id=r["id"],
                name=r["name"],
                type=r["type"],
                aliases=list(r["aliases"] or [])[:8],
                description=_clip(r["description"], PREVIEW_CHARS) if r["description"] else None,
                exact=bool(r["exact"]),
                mentions=int(r["mentions"]),
                relations=int(r["relations"]),
                chunk_ids=r["chunk_ids"],
            )
            for r in rows
        ]
    )


def _predicate_key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")


def neighbours(
    settings: Settings,
    graph: Graph,
    embedder: Embedder,
    entity: str,
    predicate: str | None = None,
) -> NeighboursResult:
    """The entity's 1-hop relations through the local stage (relation filter optional)."""
    args = parse_args("neighbours", NeighboursArgs, entity=entity, predicate=predicate)
    ((eid, name),) = resolve_entities(graph, [args.entity])
    predicates = [_predicate_key(args.predicate)] if args.predicate else None
    embedding = embedder.embed([name])[0].tolist()
    ctx = StageContext(query=name, embedding=embedding, seed_ids=[eid], predicates=predicates)
    out = LocalStage(settings, graph).run(ctx)
    note = ""
    if predicates and out.detail.get("relation_filter_relaxed"):
        note = f"no relation with predicate {predicates[0]!r}; showing every relation"
    facts = [
        Fact(source=f.source, predicate=f.predicate, target=f.target, chunk_ids=f.chunk_ids[:3])
        for f in out.facts[:MAX_FACTS]
    ]
    if len(out.facts) > MAX_FACTS:
        note = (note + "; " if note else "") + f"first {MAX_FACTS} of {len(out.facts)} relations"
    return NeighboursResult(
        entity=name,
        entity_id=eid,
        facts=facts,
        chunk_ids=[c.chunk_id for c in out.chunks[:5]],
        note=note,
    )


def connect(settings: Settings, graph: Graph, entity_a: str, entity_b: str) -> ConnectResult:
    """Shortest relation paths between two entities (the bridge stage's query)."""
    args = parse_args("connect", ConnectArgs, entity_a=entity_a, entity_b=entity_b)
    (a, a_name), (b, b_name) = resolve_entities(graph, [args.entity_a, args.entity_b])
    if a == b:
        raise ToolError(f"connect: both arguments name the same entity ({a_name})")
    rows = graph.read(
        "retrieve/bridge",
        pairs=[[a, b]],
        max_hops=settings.retrieval.bridge_max_hops,
        paths_per_pair=settings.retrieval.bridge_paths_per_pair,
        max_degree=settings.retrieval.bridge_max_degree,
    )
    ids = list(dict.fromkeys(n for r in rows for n in r["node_ids"]))
    names = {r["id"]: r["name"] for r in graph.read("tools/entity_names", ids=ids)} if ids else {}
    paths: list[PathInfo] = []
    chunk_ids: list[str] = []
    for r in sorted(rows, key=lambda r: r["len"]):
        facts = [
            Fact(
                source=e["source"],
                predicate=e["predicate"],
                target=e["target"],
                chunk_ids=(e.get("chunk_ids") or [])[:3],
            )
            for e in r["edges"]
        ]
        chunk_ids.extend(c for f in facts for c in f.chunk_ids)
        paths.append(
            PathInfo(
                hops=int(r["len"]), entities=[names.get(n, n) for n in r["node_ids"]], facts=facts
            )
        )
    note = "" if paths else f"no path of at most {2 * settings.retrieval.bridge_max_hops} relations"
    return ConnectResult(
        entity_a=a_name,
        entity_b=b_name,
        paths=paths,
        chunk_ids=list(dict.fromkeys(chunk_ids))[:MAX_PATH_CHUNKS],
        note=note,
    )


def expand(
    settings: Settings,
    graph: Graph,
    embedder: Embedder,
    entities: list[str],
    k: int = 5,
    *,
    stage: GlobalStage | None = None,
) -> ExpandResult:
    """Chunks around the entities: personalized PageRank seeded on them, top nodes mapped back
    to the chunks that mention them (the global stage)."""
    args = parse_args("expand", ExpandArgs, entities=entities, k=k)
    resolved = resolve_entities(graph, args.entities)
    ids = list(dict.fromkeys(eid for eid, _ in resolved))
    query = " ".join(name for _, name in resolved)
    embedding = embedder.embed([query])[0].tolist()
    ctx = StageContext(query=query, embedding=embedding, seed_ids=ids)
    out = (stage or GlobalStage(settings, graph)).run(ctx)
    ranked = sorted(out.chunks, key=lambda c: (-c.support, -c.similarity, c.chunk_id))
    return ExpandResult(
        seeds=[name for _, name in resolved],
        chunks=[
            ExpandHit(
                chunk_id=c.chunk_id,
                doc_id=c.doc_id,
                title=c.title,
                score=round(c.support, 4),
                preview=_clip(c.text, PREVIEW_CHARS),
            )
            for c in ranked[: args.k]
        ],
        note="" if ranked else "no chunk mentions the entities reached",
    )
