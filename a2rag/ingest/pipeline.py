"""The ingestion pipeline: load -> chunk -> extract -> resolve aliases -> summarise -> embed ->
write, in document batches, with progress and a final report.

Idempotent by content hash: an unchanged document is skipped; a changed one has its old
chunks, mentions and relation provenance removed (and its hash cleared, in one transaction)
before the new ones are written; the hash is written last, so a run interrupted half-way
redoes only the unfinished documents. Writes and deletes take the `WriteLock` in turn (see
write_lock.py); extraction runs outside it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from a2rag.config import Settings
from a2rag.errors import IngestCancelled
from a2rag.graph import migrations
from a2rag.graph.driver import Graph
from a2rag.ingest.chunk import chunk_document
from a2rag.ingest.extract.base import Extractor, make_extractor
from a2rag.ingest.limits import cap_aliases, clean_extraction, document_id_problem
from a2rag.ingest.load import LoadFailure, load_documents
from a2rag.ingest.models import Chunk, ResolvedEntity, SourceDocument
from a2rag.ingest.resolve import EntityResolver
from a2rag.ingest.sentences import backfill_sentences, write_sentences
from a2rag.ingest.summarise import Summariser
from a2rag.ingest.write_lock import WriteLock
from a2rag.ingest.writer import REFUSED, GraphWriter, refusal_reason
from a2rag.models.embeddings import Embedder, make_embedder


class IngestReport(BaseModel):
    documents_seen: int = 0
    documents_written: int = 0
    documents_unchanged: int = 0
    documents_replaced: int = 0
    documents_withdrawn: int = Field(
        0, description="Deleted while this ingestion ran, so not written (the delete wins)."
    )
    documents_skipped: int = Field(
        0,
        description="Not written: refused by the database, or extraction ran past "
        "A2RAG_DOCUMENT_TIME_BUDGET_S; each is in `failures` with the reason.",
    )
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
"""Called with (documents done, chunks done): after each batch's extraction (its chunks
count, its documents not yet) and after each batch is written."""


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
        lock: WriteLock | None = None,
    ) -> None:
        self.settings = settings
        self._own_graph = graph is None
        self.graph = graph or Graph(settings)
        self.lock = lock or WriteLock(
            self.graph, settings.write_lease_ttl_s, settings.write_lock_timeout_s
        )
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
        cancel: threading.Event | None = None,
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
            cancel=cancel,
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
        cancel: threading.Event | None = None,
        withdrawn: set[str] | None = None,
    ) -> IngestReport:
        """`cancel` set: stop before the next step; what is written stays consistent (the
        unfinished documents have no content hash, so a re-submission redoes them).
        `withdrawn`: a `WriteLock.open_watch()` set taken when the job was queued (default:
        one taken now); documents deleted since are not written."""
        t_start = time.perf_counter()
        report = IngestReport(documents_seen=len(documents), failures=list(failures))
        ok: list[SourceDocument] = []
        for d in documents:  # the loaders refuse these already; this covers API callers
            problem = document_id_problem(d.id)
            if problem:
                report.failures.append(LoadFailure(source=d.source[:200], error=problem))
            else:
                ok.append(d)
        documents = ok
        self.graph.verify()
        migrations.migrate(self.graph)  # idempotent; the indexes must exist before writes
        if self.settings.sentence_index:
            with _Timer(report, "sentences"):
                backfill_sentences(self.graph, self.embedder)  # a KB from before the index
        ex = self._extractor(extractor, triples)
        try:
            if withdrawn is not None:
                self._run(documents, ex, report, batch_docs, progress, on_plan, cancel, withdrawn)
            else:
                with self.lock.watch() as seen:
                    self._run(documents, ex, report, batch_docs, progress, on_plan, cancel, seen)
        finally:
            if ex is not extractor:  # ours: its worker processes must not outlive the run
                close = getattr(ex, "close", None)
                if close is not None:
                    close()
        report.seconds = time.perf_counter() - t_start
        return report

    def _run(
        self,
        documents: Sequence[SourceDocument],
        ex: Extractor,
        report: IngestReport,
        batch_docs: int,
        progress: ProgressFn | None,
        on_plan: Callable[[int, int], None] | None,
        cancel: threading.Event | None,
        withdrawn: set[str],
    ) -> None:
        def check() -> None:
            if cancel is not None and cancel.is_set():
                raise IngestCancelled("ingestion cancelled; re-submit to finish it")

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
            return
        check()
        if replaced:
            with _Timer(report, "write"), self.lock.hold():
                self.writer.remove_content(replaced)
                self.writer.bump_version()

        known = self._known_entities()
        resolver = EntityResolver(self.settings, self.embedder)
        summariser = Summariser(self.settings, self._chat())
        done_docs = done_chunks = 0

        def extracted(n: int) -> None:
            """Progress inside a batch: its chunks are extracted, not yet written."""
            if progress:
                progress(done_docs, done_chunks + n)

        for start in range(0, len(chunked), batch_docs):
            check()
            batch = chunked[start : start + batch_docs]
            live = [(d, cs) for d, cs in batch if d.id not in withdrawn]
            report.documents_withdrawn += len(batch) - len(live)
            skipped: set[str] = set()
            if live:
                n_entities, n_relations, merges, skipped = self._ingest_batch(
                    live, ex, resolver, summariser, known, report, check, withdrawn, extracted
                )
                report.entities += n_entities
                report.relations += n_relations
                report.merges += merges
            done_docs += len(batch)
            done_chunks += sum(len(c) for _, c in batch)
            report.documents_skipped += len(skipped)
            report.documents_written = (
                done_docs - report.documents_withdrawn - report.documents_skipped
            )
            report.chunks += sum(len(c) for d, c in live if d.id not in skipped)
            if progress:
                progress(done_docs, done_chunks)
        with self.lock.hold():
            self.writer.bump_version()

    def delete(self, doc_ids: Sequence[str]) -> int:
        """Delete documents with their chunks, mentions and relation provenance, one
        transaction per batch (an interrupted delete leaves whole documents)."""
        return self.delete_and_withdraw(doc_ids)[0]

    def delete_and_withdraw(self, doc_ids: Sequence[str]) -> tuple[int, int]:
        """`delete`, and withdraw the ids from ingestions pending in this process (the later
        request wins). Returns (documents deleted, job entries withdrawn)."""
        self.graph.verify()
        with self.lock.hold():
            withdrawn = self.lock.deleted(doc_ids)
            return self.writer.delete_documents(doc_ids), withdrawn

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

    def _embed(self, texts: list[str], check: Callable[[], None], step: int = 256) -> np.ndarray:
        """Embed in slices, checking for cancellation between them (a 10 MB document has
        thousands of chunks)."""
        if len(texts) <= step:
            return self.embedder.embed(texts)
        parts = []
        for i in range(0, len(texts), step):
            check()
            parts.append(self.embedder.embed(texts[i : i + step]))
        return np.concatenate(parts)

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
        check: Callable[[], None],
        withdrawn: set[str],
        extracted: Callable[[int], None] | None = None,
    ) -> tuple[int, int, int, set[str]]:
        chunks = [c for _, cs in batch for c in cs]
        with _Timer(report, "extract"):
            extractions = [clean_extraction(e) for e in extractor.extract(chunks)]
        if extracted:
            extracted(len(chunks))
        over_budget = {c.doc_id for c, e in zip(chunks, extractions, strict=True) if e.timed_out}
        if over_budget:  # over the time budget: skip the document, leave nothing of it behind
            for d, _ in batch:
                if d.id in over_budget:
                    report.failures.append(
                        LoadFailure(
                            source=d.source,
                            error="not written, extraction ran past "
                            f"A2RAG_DOCUMENT_TIME_BUDGET_S={self.settings.document_time_budget_s:g}"
                            " s (raise it to ingest this document)",
                        )
                    )
            with _Timer(report, "write"), self.lock.hold():
                self.writer.delete_documents(sorted(over_budget))  # a replaced one keeps no husk
            batch = [(d, cs) for d, cs in batch if d.id not in over_budget]
            extractions = [
                e for c, e in zip(chunks, extractions, strict=True) if c.doc_id not in over_budget
            ]
            chunks = [c for c in chunks if c.doc_id not in over_budget]
            if not batch:
                return 0, 0, 0, over_budget
        docs = [d for d, _ in batch]
        titles = {d.id: d.title for d in docs}
        for ext in extractions:
            if ext.error:
                report.extraction_failures.append(LoadFailure(source=ext.chunk_id, error=ext.error))
        with _Timer(report, "resolve"):
            resolution = resolver.resolve(extractions, chunks, known=list(known.values()))

        with _Timer(report, "summarise"):
            topics = _document_topics(resolution.entities)
            summaries = [summariser.summarise(d, topics.get(d.id, [])) for d in docs]
        with _Timer(report, "embed"):
            chunk_vecs = self._embed([f"{titles[c.doc_id]}\n{c.text}" for c in chunks], check)
            summary_vecs = self._summary_vectors(batch, summaries, chunk_vecs)
            new_entities = [e for e in resolution.entities if e.id not in known]
            ent_vecs = self.embedder.embed([_entity_text(e) for e in new_entities])
        ent_vec_by_id = {e.id: ent_vecs[i].tolist() for i, e in enumerate(new_entities)}
        check()

        with _Timer(report, "write"), self.lock.hold():
            # A delete since `known` was read may have removed entities this batch reuses:
            # write those again in full (with an embedding), not as a bare update.
            reused = [e for e in resolution.entities if e.id in known]
            gone = self.writer.missing_entities([e.id for e in reused])
            if gone:
                again = [e for e in reused if e.id in gone]
                vecs = self.embedder.embed([_entity_text(e) for e in again])
                ent_vec_by_id.update({e.id: vecs[i].tolist() for i, e in enumerate(again)})
            rows = _Rows(
                documents=[
                    {
                        "id": d.id,
                        "title": d.title,
                        "source": d.source,
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
                        "text": c.text,
                        "token_count": c.token_count,
                        "embedding": chunk_vecs[i].tolist(),
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
                        "embedding": ent_vec_by_id.get(e.id),
                    }
                    for e in resolution.entities
                ],
                mentions=[
                    {"chunk_id": cid, "entity_id": e.id}
                    for e in resolution.entities
                    for cid in e.chunk_ids
                ],
                relations=[
                    {
                        "source_id": r.source_id,
                        "target_id": r.target_id,
                        "predicate": r.predicate,
                        "chunk_ids": r.chunk_ids,
                    }
                    for r in resolution.relations
                ],
                complete=[{"id": d.id, "content_hash": d.content_hash} for d in docs],
            )
            try:
                self._write_rows(rows)
                refused: dict[str, str] = {}
                written = {e.id for e in resolution.entities}
            except REFUSED:  # one document's values are refused: find it, write the others
                refused, written = self._write_each(rows, docs, known)
            for d in docs:
                if d.id in refused:
                    report.failures.append(
                        LoadFailure(
                            source=d.source,
                            error=f"not written, the database refused it: {refused[d.id]}",
                        )
                    )
            late = [d.id for d in docs if d.id in withdrawn and d.id not in refused]
            if late:  # deleted while this batch was extracted: the delete wins
                self.writer.delete_documents(late)
                report.documents_withdrawn += len(late)
        if self.settings.sentence_index:
            # under the write lock too, so no delete interleaves; sentences attach only to
            # chunks that still exist (MATCH)
            live = [
                (c.id, c.text)
                for c in chunks
                if c.doc_id not in withdrawn and c.doc_id not in refused
            ]
            with _Timer(report, "sentences"), self.lock.hold():
                write_sentences(self.graph, self.embedder, live)
        for e in resolution.entities:
            if e.id not in written:
                continue
            prev = known.get(e.id)
            aliases = sorted(set(e.aliases) | set(prev.aliases if prev else []))
            known[e.id] = ResolvedEntity(id=e.id, name=e.name, type=e.type, aliases=aliases)
        n_new = sum(1 for e in new_entities if e.id in written)
        return n_new, len(resolution.relations), resolution.merges, set(refused) | over_budget

    def _write_rows(self, rows: _Rows) -> None:
        self.writer.documents(rows.documents)
        self.writer.chunks(rows.chunks)
        self.writer.entities(rows.entities)
        self.writer.mentions(rows.mentions)
        self.writer.relations(rows.relations)
        self.writer.complete(rows.complete)  # the hash last: a refused document stays unmarked

    def _write_each(
        self, rows: _Rows, docs: Sequence[SourceDocument], known: dict[str, ResolvedEntity]
    ) -> tuple[dict[str, str], set[str]]:
        """The batch write was refused: write document by document; a refused document is
        removed again with what it wrote (nothing of it stays, no orphan entity). Returns
        (refused document id -> the database's reason, entity ids written)."""
        refused: dict[str, str] = {}
        written: set[str] = set()
        for d in docs:
            part = rows.of_document(d.id)
            try:
                self._write_rows(part)
            except REFUSED as exc:
                refused[d.id] = refusal_reason(exc)
                self.writer.delete_documents([d.id])
                self.writer.remove_unmentioned_entities(
                    [e["id"] for e in part.entities if e["id"] not in known]
                )
                continue
            written.update(e["id"] for e in part.entities)
        return refused, written


@dataclass
class _Rows:
    """The write parameters of one batch, in write order."""

    documents: list[dict[str, Any]]
    chunks: list[dict[str, Any]]
    entities: list[dict[str, Any]]
    mentions: list[dict[str, Any]]
    relations: list[dict[str, Any]]
    complete: list[dict[str, Any]]

    def of_document(self, doc_id: str) -> _Rows:
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
        return _Rows(
            documents=[d for d in self.documents if d["id"] == doc_id],
            chunks=chunks,
            entities=[e for e in self.entities if e["id"] in ents],
            mentions=mentions,
            relations=relations,
            complete=[d for d in self.complete if d["id"] == doc_id],
        )


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
