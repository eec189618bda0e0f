"""The ingestion pipeline: load -> chunk -> extract -> resolve aliases -> summarise -> embed ->
write, in document batches, with progress and a final report.

Idempotent by content hash: an unchanged document is skipped; a changed one has its old
chunks, mentions and relation provenance removed before the new ones are written; the hash is
written last, so a run interrupted half-way redoes only the unfinished documents.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from a2rag.config import Settings
from a2rag.graph import migrations
from a2rag.graph.driver import Graph
from a2rag.ingest.chunk import chunk_document
from a2rag.ingest.extract.base import Extractor, make_extractor
from a2rag.ingest.load import LoadFailure, load_documents
from a2rag.ingest.models import Chunk, ResolvedEntity, SourceDocument
from a2rag.ingest.resolve import EntityResolver
from a2rag.ingest.summarise import Summariser
from a2rag.ingest.writer import GraphWriter
from a2rag.models.embeddings import Embedder, make_embedder


class IngestReport(BaseModel):
    documents_seen: int = 0
    documents_written: int = 0
    documents_unchanged: int = 0
    documents_replaced: int = 0
    chunks: int = 0
    entities: int = 0
    relations: int = 0
    merges: int = 0
    failures: list[LoadFailure] = Field(default_factory=list)
    extraction_failures: list[LoadFailure] = Field(default_factory=list)
    seconds: float = 0.0
    step_seconds: dict[str, float] = Field(default_factory=dict)

    def add_time(self, step: str, seconds: float) -> None:
        self.step_seconds[step] = self.step_seconds.get(step, 0.0) + seconds


ProgressFn = Callable[[int, int], None]
"""Called after each batch with (documents done, chunks done)."""


class _Timer:
    def __init__(self, report: IngestReport, step: str) -> None:
        self.report, self.step = report, step

    def __enter__(self) -> None:
        self.t0 = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        self.report.add_time(self.step, time.perf_counter() - self.t0)


class Ingestor:
    """`Ingestor(settings).ingest(paths)`: the Python API behind `a2rag ingest`."""

    def __init__(
        self,
        settings: Settings,
        graph: Graph | None = None,
        embedder: Embedder | None = None,
        chat_model: Any = None,
    ) -> None:
        self.settings = settings
        self._own_graph = graph is None
        self.graph = graph or Graph(settings)
        self.embedder = embedder or make_embedder(settings)
        self.chat_model = chat_model
        self.writer = GraphWriter(self.graph, settings.write_batch_size)

    def close(self) -> None:
        if self._own_graph:
            self.graph.close()

    def __enter__(self) -> Ingestor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------------------------
    def ingest(
        self,
        paths: Iterable[Path | str],
        *,
        extractor: str | Extractor = "auto",
        triples: Path | None = None,
        batch_docs: int = 64,
        progress: ProgressFn | None = None,
        on_plan: Callable[[int, int], None] | None = None,
    ) -> IngestReport:
        loaded = load_documents(paths, self.settings.max_document_bytes)
        return self.ingest_documents(
            loaded.documents,
            extractor=extractor,
            triples=triples,
            batch_docs=batch_docs,
            progress=progress,
            on_plan=on_plan,
            failures=loaded.failures,
        )

    def ingest_documents(
        self,
        documents: Sequence[SourceDocument],
        *,
        extractor: str | Extractor = "auto",
        triples: Path | None = None,
        batch_docs: int = 64,
        progress: ProgressFn | None = None,
        on_plan: Callable[[int, int], None] | None = None,
        failures: Sequence[LoadFailure] = (),
    ) -> IngestReport:
        t_start = time.perf_counter()
        report = IngestReport(documents_seen=len(documents), failures=list(failures))
        self.graph.verify()
        migrations.migrate(self.graph)  # idempotent; the indexes must exist before writes
        ex = self._extractor(extractor, triples)

        existing = self.writer.existing_hashes([d.id for d in documents])
        todo = [d for d in documents if existing.get(d.id) != d.content_hash]
        report.documents_unchanged = len(documents) - len(todo)
        replaced = [d.id for d in todo if d.id in existing]
        report.documents_replaced = len(replaced)

        chunked = [
            (d, chunk_document(d, self.settings.chunk_tokens, self.settings.chunk_overlap_tokens))
            for d in todo
        ]
        if on_plan:
            on_plan(len(todo), sum(len(c) for _, c in chunked))
        if not todo:
            report.seconds = time.perf_counter() - t_start
            return report

        if replaced:
            with _Timer(report, "write"):
                self.writer.remove_content(replaced)
                self.writer.bump_version()

        known = self._known_entities()
        resolver = EntityResolver(self.settings, self.embedder)
        summariser = Summariser(self.settings, self._chat())
        done_docs = done_chunks = 0
        for start in range(0, len(chunked), batch_docs):
            batch = chunked[start : start + batch_docs]
            n_entities, n_relations, merges = self._ingest_batch(
                batch, ex, resolver, summariser, known, report
            )
            report.entities += n_entities
            report.relations += n_relations
            report.merges += merges
            done_docs += len(batch)
            done_chunks += sum(len(c) for _, c in batch)
            report.documents_written = done_docs
            report.chunks = done_chunks
            if progress:
                progress(done_docs, done_chunks)
        self.writer.bump_version()
        report.seconds = time.perf_counter() - t_start
        return report

    def delete(self, doc_ids: Sequence[str]) -> int:
        """Delete documents with their chunks, mentions and relation provenance."""
        self.graph.verify()
        return self.writer.delete_documents(doc_ids)

    # ------------------------------------------------------------------------------------
    def _chat(self) -> Any:
        if self.chat_model is not None:
            return self.chat_model
        if not self.settings.llm_enabled:
            return None
        from a2rag.models.llm import make_chat_model

        self.chat_model = make_chat_model(self.settings)
        return self.chat_model

    def _extractor(self, kind: str | Extractor, triples: Path | None) -> Extractor:
        if not isinstance(kind, str):
            return kind
        if kind == "auto":
            kind = "precomputed" if triples else ("llm" if self.settings.llm_enabled else "offline")
        if kind == "llm" and self.chat_model is not None:
            from a2rag.ingest.extract.llm import LLMExtractor

            return LLMExtractor(self.settings, chat_model=self.chat_model)
        return make_extractor(kind, self.settings, triples_file=triples)

    def _summary_vectors(
        self,
        batch: list[tuple[SourceDocument, list[Chunk]]],
        summaries: list[str],
        chunk_vecs: np.ndarray,
    ) -> np.ndarray:
        """A one-chunk document is its own best summary for the gate: reuse its chunk vector
        (title + full text) instead of embedding the extractive summary again. Passage
        corpora are mostly one chunk per document, so this halves their embedding time."""
        out = np.zeros((len(batch), chunk_vecs.shape[1]), dtype=np.float32)
        todo: list[int] = []
        offset = 0
        for i, (_, cs) in enumerate(batch):
            if len(cs) == 1 and self.chat_model is None:
                out[i] = chunk_vecs[offset]
            else:
                todo.append(i)
            offset += len(cs)
        if todo:
            vecs = self.embedder.embed([summaries[i] for i in todo])
            for j, i in enumerate(todo):
                out[i] = vecs[j]
        return out

    def _known_entities(self) -> dict[str, ResolvedEntity]:
        known: dict[str, ResolvedEntity] = {}
        for r in self.graph.read("ingest/known_entities"):
            known[r["id"]] = ResolvedEntity(
                id=r["id"], name=r["name"], type=r["type"] or "CONCEPT", aliases=r["aliases"] or []
            )
        return known

    def _ingest_batch(
        self,
        batch: list[tuple[SourceDocument, list[Chunk]]],
        extractor: Extractor,
        resolver: EntityResolver,
        summariser: Summariser,
        known: dict[str, ResolvedEntity],
        report: IngestReport,
    ) -> tuple[int, int, int]:
        docs = [d for d, _ in batch]
        chunks = [c for _, cs in batch for c in cs]
        titles = {d.id: d.title for d in docs}

        with _Timer(report, "extract"):
            extractions = extractor.extract(chunks)
        for ext in extractions:
            if ext.error:
                report.extraction_failures.append(LoadFailure(source=ext.chunk_id, error=ext.error))
        with _Timer(report, "resolve"):
            resolution = resolver.resolve(extractions, chunks, known=list(known.values()))

        with _Timer(report, "summarise"):
            topics = _document_topics(resolution.entities)
            summaries = [summariser.summarise(d, topics.get(d.id, [])) for d in docs]
        with _Timer(report, "embed"):
            chunk_vecs = self.embedder.embed([f"{titles[c.doc_id]}\n{c.text}" for c in chunks])
            summary_vecs = self._summary_vectors(batch, summaries, chunk_vecs)
            new_entities = [e for e in resolution.entities if e.id not in known]
            ent_vecs = self.embedder.embed([_entity_text(e) for e in new_entities])
        ent_vec_by_id = {e.id: ent_vecs[i].tolist() for i, e in enumerate(new_entities)}

        with _Timer(report, "write"):
            self.writer.documents(
                [
                    {
                        "id": d.id,
                        "title": d.title,
                        "source": d.source,
                        "summary": summaries[i],
                        "summary_embedding": summary_vecs[i].tolist(),
                    }
                    for i, d in enumerate(docs)
                ]
            )
            self.writer.chunks(
                [
                    {
                        "id": c.id,
                        "doc_id": c.doc_id,
                        "index": c.index,
                        "title": titles[c.doc_id],
                        "text": c.text,
                        "token_count": c.token_count,
                        "embedding": chunk_vecs[i].tolist(),
                    }
                    for i, c in enumerate(chunks)
                ]
            )
            self.writer.entities(
                [
                    {
                        "id": e.id,
                        "name": e.name,
                        "name_key": e.name.casefold(),
                        "type": e.type,
                        "aliases": e.aliases,
                        "description": e.description,
                        "merge_reasons": e.merge_reasons,
                        "embedding": ent_vec_by_id.get(e.id),
                    }
                    for e in resolution.entities
                ]
            )
            self.writer.mentions(
                [
                    {"chunk_id": cid, "entity_id": e.id}
                    for e in resolution.entities
                    for cid in e.chunk_ids
                ]
            )
            self.writer.relations(
                [
                    {
                        "source_id": r.source_id,
                        "target_id": r.target_id,
                        "predicate": r.predicate,
                        "chunk_ids": r.chunk_ids,
                    }
                    for r in resolution.relations
                ]
            )
            self.writer.complete([{"id": d.id, "content_hash": d.content_hash} for d in docs])
        for e in resolution.entities:
            prev = known.get(e.id)
            aliases = sorted(set(e.aliases) | set(prev.aliases if prev else []))
            known[e.id] = ResolvedEntity(id=e.id, name=e.name, type=e.type, aliases=aliases)
        return len(new_entities), len(resolution.relations), resolution.merges


def _document_topics(entities: Sequence[ResolvedEntity], k: int = 8) -> dict[str, list[str]]:
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


def _entity_text(e: ResolvedEntity) -> str:
    return f"{e.name}: {e.description}" if e.description else e.name
