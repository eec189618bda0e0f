"""The write parameters of one ingestion batch: documents, chunks, entities, mentions,
relations and the completion marks, built from the batch's resolved output (Cypher gets
these as `$rows` parameters, never as text)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from a2rag.ingest.chunk import stored_hash
from a2rag.ingest.limits import cap_aliases
from a2rag.ingest.models import Chunk, ResolvedEntity, ResolvedRelation, SourceDocument
from a2rag.ingest.writer import REFUSED, GraphWriter, refusal_reason
from a2rag.read.parse_store import tag_of


@dataclass
class BatchRows:
    """The write parameters of one batch, in write order."""

    documents: list[dict[str, Any]]
    chunks: list[dict[str, Any]]
    entities: list[dict[str, Any]]
    mentions: list[dict[str, Any]]
    relations: list[dict[str, Any]]
    complete: list[dict[str, Any]]

    def of_document(self, doc_id: str) -> BatchRows:
        """The rows one document contributes: its chunks, their mentions, the relation
        provenance from its chunks, and every entity those touch."""
        chunks = [c for c in self.chunks if c["doc_id"] == doc_id]
        cids = {c["id"] for c in chunks}
        mentions = [m for m in self.mentions if m["chunk_id"] in cids]
        relations = []
        for r in self.relations:
            mine = [c for c in r["chunk_ids"] if c in cids]
            if mine:
                relations.append({**r, "chunk_ids": mine})
        ents = {m["entity_id"] for m in mentions}
        ents.update(x for r in relations for x in (r["source_id"], r["target_id"]))
        return BatchRows(
            documents=[d for d in self.documents if d["id"] == doc_id],
            chunks=chunks,
            entities=[e for e in self.entities if e["id"] in ents],
            mentions=mentions,
            relations=relations,
            complete=[d for d in self.complete if d["id"] == doc_id],
        )


def batch_rows(
    docs: Sequence[SourceDocument],
    summaries: Sequence[str],
    summary_vecs: np.ndarray,
    chunks: Sequence[Chunk],
    chunk_vecs: np.ndarray,
    entities: Sequence[ResolvedEntity],
    entity_vecs: dict[str, list[float]],
    relations: Sequence[ResolvedRelation],
    parses: Mapping[str, str | None] | None = None,
) -> BatchRows:
    titles = {d.id: d.title for d in docs}
    parses = parses or {}
    groups = {d.id: d.groups or [] for d in docs}
    return BatchRows(
        documents=[
            {
                "id": d.id,
                "title": d.title,
                "source": d.source,
                "groups": groups[d.id],
                "summary": summaries[i],
                "summary_embedding": summary_vecs[i].tolist(),
            }
            for i, d in enumerate(docs)
        ],
        chunks=[
            {
                "id": c.id,
                "doc_id": c.doc_id,
                "index": c.index,
                "title": titles[c.doc_id],
                "groups": groups[c.doc_id],
                "text": c.text,
                "token_count": c.token_count,
                "embedding": chunk_vecs[i].tolist(),
                "parses": parses.get(c.id),
                "parse_tag": tag_of(parses.get(c.id)),
            }
            for i, c in enumerate(chunks)
        ],
        entities=[
            {
                "id": e.id,
                "name": e.name,
                "name_key": e.name.casefold(),
                "type": e.type,
                "aliases": cap_aliases(e.aliases),
                "description": e.description,
                "merge_reasons": e.merge_reasons,
                "embedding": entity_vecs.get(e.id),
            }
            for e in entities
        ],
        mentions=[{"chunk_id": cid, "entity_id": e.id} for e in entities for cid in e.chunk_ids],
        relations=[
            {
                "source_id": r.source_id,
                "target_id": r.target_id,
                "predicate": r.predicate,
                "chunk_ids": r.chunk_ids,
            }
            for r in relations
        ],
        complete=[{"id": d.id, "content_hash": stored_hash(d)} for d in docs],
    )


def document_topics(entities: Sequence[ResolvedEntity], k: int = 8) -> dict[str, list[str]]:
    """Per document, the names of the entities mentioned in most of its chunks."""
    counts: dict[str, dict[str, int]] = {}
    for e in entities:
        for cid in e.chunk_ids:
            doc_id = cid.rsplit("#", 1)[0]
            counts.setdefault(doc_id, {})[e.name] = counts.get(doc_id, {}).get(e.name, 0) + 1
    return {
        d: [n for n, _ in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))[:k]]
        for d, c in counts.items()
    }


def entity_text(e: ResolvedEntity) -> str:
    """What an entity's embedding is computed from."""
    return f"{e.name}: {e.description}" if e.description else e.name


def write_rows(writer: GraphWriter, rows: BatchRows) -> None:
    writer.documents(rows.documents)
    writer.chunks(rows.chunks)
    writer.entities(rows.entities)
    writer.mentions(rows.mentions)
    writer.relations(rows.relations)
    writer.refresh_access([e["id"] for e in rows.entities])
    writer.complete(rows.complete)  # the hash last: a refused document stays unmarked


def write_each(
    writer: GraphWriter,
    rows: BatchRows,
    docs: Sequence[SourceDocument],
    known: dict[str, ResolvedEntity],
) -> tuple[dict[str, str], set[str]]:
    """The batch write was refused: write document by document; a refused document is
    removed again with what it wrote (nothing of it stays, no orphan entity). Returns
    (refused document id -> the database's reason, entity ids written)."""
    refused: dict[str, str] = {}
    written: set[str] = set()
    for d in docs:
        part = rows.of_document(d.id)
        try:
            write_rows(writer, part)
        except REFUSED as exc:
            refused[d.id] = refusal_reason(exc)
            writer.delete_documents([d.id])
            writer.remove_unmentioned_entities(
                [e["id"] for e in part.entities if e["id"] not in known]
            )
            continue
        written.update(e["id"] for e in part.entities)
    return refused, written
