"""Batched, idempotent writes of ingestion results (UNWIND ... MERGE, parameters only)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, TypeVar

from neo4j.exceptions import ClientError, DatabaseError

from a2rag.graph.driver import Graph

T = TypeVar("T")

REFUSED = (ClientError, DatabaseError)
"""What the database raises for a statement it will not run on these values (e.g. "Property
value is too large to index", reported as a DatabaseError): an input problem of the rows, not
an outage (outages raise DatabaseUnavailable)."""


def refusal_reason(exc: Exception, limit: int = 160) -> str:
    """The database's message, without the internal prefix and cut to one short line."""
    msg = getattr(exc, "message", None) or str(exc)
    msg = msg.split("Internal exception raised CypherExecution: ")[-1]
    msg = " ".join(msg.split())
    return msg if len(msg) <= limit else msg[: limit - 1] + "…"


def batched(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


class GraphWriter:
    def __init__(self, graph: Graph, batch_size: int = 500) -> None:
        self.graph = graph
        self.batch_size = batch_size

    def _unwind(self, query: str, key: str, rows: Sequence[dict[str, Any]]) -> None:
        for batch in batched(rows, self.batch_size):
            self.graph.write(query, **{key: list(batch)})

    def existing_hashes(self, doc_ids: Sequence[str]) -> dict[str, tuple[str | None, list[str]]]:
        """Stored documents: id -> (content hash, read groups)."""
        out: dict[str, tuple[str | None, list[str]]] = {}
        for batch in batched(doc_ids, 5000):
            for r in self.graph.read("ingest/document_hashes", ids=list(batch)):
                out[r["id"]] = (r["content_hash"], sorted(r["groups"]))
        return out

    def entities_of(self, doc_ids: Sequence[str]) -> list[str]:
        out: set[str] = set()
        for batch in batched(doc_ids, 500):
            out.update(
                r["id"]
                for r in self.graph.read("access/entities_of_documents", doc_ids=list(batch))
            )
        return sorted(out)

    def refresh_access(self, entity_ids: Sequence[str]) -> None:
        """Recompute the read groups of these entities and their edges from their chunks."""
        for batch in batched(entity_ids, 1000):
            self.graph.write("access/refresh_entity_groups", ids=list(batch))

    def regroup(self, docs: Sequence[dict[str, Any]]) -> None:
        """Give stored documents new read groups ({id, groups}), effective at once."""
        ids = [d["id"] for d in docs]
        for batch in batched(docs, 500):
            self.graph.write("access/set_document_groups", docs=list(batch))
        self.refresh_access(self.entities_of(ids))
        self.bump_version()

    def remove_content(self, doc_ids: Sequence[str]) -> None:
        """Clear the hashes and remove the content in one transaction per batch: a document
        is never left marked complete without its chunks, so re-ingest always repairs it."""
        touched = self.entities_of(doc_ids)
        for batch in batched(doc_ids, 50):
            ids = list(batch)
            self.graph.write_all(
                [
                    ("ingest/clear_document_hashes", {"doc_ids": ids}),
                    ("ingest/remove_sentences", {"doc_ids": ids}),  # sentence index
                    ("ingest/remove_document_content", {"doc_ids": ids}),
                ]
            )
        self.refresh_access(touched)  # shared entities lose these documents' groups

    def delete_documents(self, doc_ids: Sequence[str]) -> int:
        """Each batch of documents goes with its content in one transaction."""
        deleted = 0
        touched = self.entities_of(doc_ids)
        for batch in batched(doc_ids, 50):
            ids = list(batch)
            results = self.graph.write_all(
                [
                    ("ingest/clear_document_hashes", {"doc_ids": ids}),
                    ("ingest/remove_sentences", {"doc_ids": ids}),  # sentence index
                    ("ingest/remove_document_content", {"doc_ids": ids}),
                    ("ingest/delete_documents", {"doc_ids": ids}),
                ]
            )
            rows = results[-1]
            deleted += int(rows[0]["deleted"]) if rows else 0
        self.refresh_access(touched)
        self.bump_version()
        return deleted

    def remove_unmentioned_entities(self, entity_ids: Sequence[str]) -> None:
        for batch in batched(entity_ids, 5000):
            self.graph.write("ingest/remove_unmentioned_entities", ids=list(batch))

    def missing_entities(self, entity_ids: Sequence[str]) -> set[str]:
        """Which of these entity ids are not in the graph (removed by a delete meanwhile)."""
        found: set[str] = set()
        for batch in batched(entity_ids, 5000):
            found.update(
                r["id"] for r in self.graph.read("ingest/existing_entities", ids=list(batch))
            )
        return set(entity_ids) - found

    def documents(self, rows: Sequence[dict[str, Any]]) -> None:
        self._unwind("ingest/write_documents", "docs", rows)

    def chunks(self, rows: Sequence[dict[str, Any]]) -> None:
        # keep each document's chunks in one statement so NEXT links find their predecessor
        by_doc: dict[str, list[dict[str, Any]]] = {}
        for r in rows:
            by_doc.setdefault(r["doc_id"], []).append(r)
        batch: list[dict[str, Any]] = []
        for doc_rows in by_doc.values():
            if batch and len(batch) + len(doc_rows) > self.batch_size:
                self.graph.write("ingest/write_chunks", chunks=batch)
                batch = []
            batch.extend(sorted(doc_rows, key=lambda r: r["index"]))
        if batch:
            self.graph.write("ingest/write_chunks", chunks=batch)

    def entities(self, rows: Sequence[dict[str, Any]]) -> None:
        self._unwind("ingest/write_entities", "entities", rows)

    def mentions(self, rows: Sequence[dict[str, Any]]) -> None:
        self._unwind("ingest/write_mentions", "mentions", rows)

    def relations(self, rows: Sequence[dict[str, Any]]) -> None:
        self._unwind("ingest/write_relations", "relations", rows)

    def complete(self, rows: Sequence[dict[str, Any]]) -> None:
        self._unwind("ingest/mark_documents_complete", "docs", rows)

    def bump_version(self) -> int:
        rows = self.graph.write("admin/bump_graph_version")
        return int(rows[0]["version"])
