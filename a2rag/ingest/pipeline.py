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

from a2rag.config import Settings, parse_groups
from a2rag.errors import IngestCancelled
from a2rag.graph import migrations
from a2rag.graph.driver import Graph
from a2rag.ingest.chunk import chunk_document, stored_hash
from a2rag.ingest.embed_batch import entity_vectors, summary_vectors
from a2rag.ingest.embed_once import OnceEmbedder
from a2rag.ingest.extract.base import Extractor, make_extractor
from a2rag.ingest.extract_ahead import ExtractAhead
from a2rag.ingest.limits import clean_extraction, document_id_problem
from a2rag.ingest.load import LoadFailure, load_documents
from a2rag.ingest.models import Chunk, Extraction, ResolvedEntity, SourceDocument
from a2rag.ingest.parses import backfill_parses
from a2rag.ingest.report import IngestReport, ProgressFn, StepTimer
from a2rag.ingest.resolve import EntityResolver
from a2rag.ingest.rows import (
    BatchRows,
    batch_rows,
    document_topics,
    entity_text,
    write_each,
    write_rows,
)
from a2rag.ingest.sentences import (
    backfill_sentences,
    embedded_text,
    passage_spans,
    sentence_texts,
    write_sentences,
)
from a2rag.ingest.summarise import Summariser
from a2rag.ingest.title_mentions import add_title_mentions
from a2rag.ingest.write_lock import WriteLock
from a2rag.ingest.writer import REFUSED, GraphWriter
from a2rag.models.embeddings import Embedder, make_embedder
from a2rag.read.parse_store import no_units
from a2rag.text.nlp import load_nlp


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
            self.graph, settings.ingest.write_lease_ttl_s, settings.ingest.write_lock_timeout_s
        )
        self.embedder = embedder or make_embedder(settings, bulk=True)
        self.chat_model = chat_model
        self.writer = GraphWriter(self.graph, settings.ingest.write_batch_size)

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
        groups: Sequence[str] | None = None,
    ) -> IngestReport:
        """`groups`: the access groups of documents that declare none (default:
        settings.access.default_groups)."""
        loaded = load_documents(paths, self.settings.ingest.max_document_bytes)
        return self.ingest_documents(
            loaded.documents,
            extractor=extractor,
            triples=triples,
            batch_docs=batch_docs,
            progress=progress,
            on_plan=on_plan,
            failures=loaded.failures,
            cancel=cancel,
            groups=groups,
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
        groups: Sequence[str] | None = None,
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
        default = parse_groups(groups) if groups else self.settings.access.default_groups
        documents = [d if d.groups else d.model_copy(update={"groups": default}) for d in ok]
        self.graph.verify()
        migrations.migrate(self.graph)  # idempotent; the indexes must exist before writes
        if self.settings.ingest.sentence_index:
            with StepTimer(report, "sentences"):
                backfill_sentences(  # a KB from before the index
                    self.graph, self.embedder, self.settings.ingest.sentence_vectors == "passage"
                )
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
        if self.settings.ingest.parse_store and not getattr(ex, "isolated", False):
            # chunks from before the store, or from an extractor that does not parse; not
            # in a process that must never run spaCy itself (the HTTP service's jobs)
            with StepTimer(report, "parses"), self.lock.hold():
                backfill_parses(self.graph, self.settings.models.spacy_model)
        report.seconds = time.perf_counter() - t_start
        return report

    def _plan(
        self, documents: Sequence[SourceDocument], report: IngestReport
    ) -> tuple[list[tuple[SourceDocument, list[Chunk]]], list[str]]:
        """The documents whose content hash changed, chunked, and those among them that
        replace a stored version."""
        existing = self.writer.existing_hashes([d.id for d in documents])
        todo = [d for d in documents if existing.get(d.id, (None,))[0] != stored_hash(d)]
        changed = {d.id for d in todo}
        regroup = [
            {"id": d.id, "groups": d.groups}
            for d in documents
            if d.id not in changed and existing[d.id][1] != sorted(d.groups or [])
        ]
        if regroup:  # same text, new readers: no re-extraction, effective at once
            with StepTimer(report, "write"), self.lock.hold():
                self.writer.regroup(regroup)
            report.documents_regrouped = len(regroup)
        report.documents_unchanged = len(documents) - len(todo) - len(regroup)
        replaced = [d.id for d in todo if d.id in existing]
        report.documents_replaced = len(replaced)
        chunked = [
            (
                d,
                chunk_document(
                    d, self.settings.ingest.chunk_tokens, self.settings.ingest.chunk_overlap_tokens
                ),
            )
            for d in todo
        ]
        return chunked, replaced

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

        chunked, replaced = self._plan(documents, report)
        if on_plan:
            on_plan(len(chunked), sum(len(c) for _, c in chunked))
        if not chunked:
            return
        check()
        if replaced:
            with StepTimer(report, "write"), self.lock.hold():
                self.writer.remove_content(replaced)
                self.writer.bump_version()
        done = [0, 0]  # documents, chunks

        def extracted(n: int) -> None:
            """Progress inside a batch: its chunks are extracted, not yet written."""
            if progress:
                progress(done[0], done[1] + n)

        embedder = OnceEmbedder(self.embedder)
        ctx = _BatchContext(
            embedder=embedder,
            resolver=EntityResolver(self.settings, embedder),
            summariser=Summariser(self.settings, self._chat()),
            known=self._known_entities(),
            report=report,
            check=check,
            withdrawn=withdrawn,
            extracted=extracted,
        )
        batches = [chunked[s : s + batch_docs] for s in range(0, len(chunked), batch_docs)]
        ahead = ExtractAhead(
            ex,
            [[c for _, cs in b for c in cs] for b in batches],
            ahead=self.settings.ingest.extract_ahead,
        )
        with ahead:
            for k, batch in enumerate(batches):
                check()
                live = [(d, cs) for d, cs in batch if d.id not in withdrawn]
                report.documents_withdrawn += len(batch) - len(live)
                skipped = (
                    self._ingest_batch(live, ctx, _live_part(batch, live, ahead, k))
                    if live
                    else set()
                )
                done[0] += len(batch)
                done[1] += sum(len(c) for _, c in batch)
                report.documents_skipped += len(skipped)
                report.documents_written = (
                    done[0] - report.documents_withdrawn - report.documents_skipped
                )
                report.chunks += sum(len(c) for d, c in live if d.id not in skipped)
                if progress:
                    progress(done[0], done[1])
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
        ctx: _BatchContext,
        extract: Callable[[], list[Extraction]],
    ) -> set[str]:
        """Extract (`extract`: the batch's extractions, begun ahead of it), resolve,
        summarise, embed and write one batch; returns the ids of the documents skipped
        (over the time budget, or refused by the database)."""
        report = ctx.report
        batch, chunks, extractions, over_budget = self._extract(batch, ctx, extract)
        if not batch:
            return over_budget
        docs = [d for d, _ in batch]
        for ext in extractions:
            if ext.error:
                report.extraction_failures.append(LoadFailure(source=ext.chunk_id, error=ext.error))
        with StepTimer(report, "resolve"):
            add_title_mentions(self.graph, chunks, extractions)
            resolution = ctx.resolver.resolve(extractions, chunks, known=list(ctx.known.values()))
        with StepTimer(report, "summarise"):
            topics = document_topics(resolution.entities)
            summaries = [ctx.summariser.summarise(d, topics.get(d.id, [])) for d in docs]
        titles = {d.id: d.title for d in docs}
        sentence_vecs: dict[str, list[np.ndarray | None]] = {}
        with StepTimer(report, "embed"):
            chunk_texts = [embedded_text(titles[c.doc_id], c.text) for c in chunks]
            new_entities = [e for e in resolution.entities if e.id not in ctx.known]
            sentences = self.settings.ingest.sentence_index
            in_passage = sentences and self.settings.ingest.sentence_vectors == "passage"
            if in_passage:
                spans = [passage_spans(titles[c.doc_id], c.text) for c in chunks]
                read = ctx.embedder.prefetch_passages(chunk_texts, spans, ctx.check)
                sentence_vecs = {c.id: v for c, v in zip(chunks, read, strict=True)}
            # the rest in one length-sorted pass; the calls below read them back
            ctx.embedder.prefetch(
                ([] if in_passage else chunk_texts)
                + [entity_text(e) for e in new_entities]
                + (sentence_texts(c.text for c in chunks) if sentences and not in_passage else []),
                ctx.check,
            )
            chunk_vecs = ctx.embedder.embed(chunk_texts)
            summary_vecs = summary_vectors(
                ctx.embedder, self.chat_model is not None, batch, summaries, chunk_vecs
            )
            entity_vecs = entity_vectors(ctx.embedder, new_entities)
        ctx.check()
        with StepTimer(report, "write"), self.lock.hold():
            # A delete since `known` was read may have removed entities this batch reuses:
            # write those again in full (with an embedding), not as a bare update.
            reused = [e for e in resolution.entities if e.id in ctx.known]
            gone = self.writer.missing_entities([e.id for e in reused])
            entity_vecs.update(entity_vectors(ctx.embedder, [e for e in reused if e.id in gone]))
            rows = batch_rows(
                docs, summaries, summary_vecs, chunks, chunk_vecs, resolution.entities,
                entity_vecs, resolution.relations, self._parses(extractions),
            )  # fmt: skip
            refused, written = self._write_batch(rows, docs, ctx)
        if self.settings.ingest.sentence_index:
            # under the write lock too, so no delete interleaves; sentences attach only to
            # chunks that still exist (MATCH)
            live = [
                (c.id, c.text)
                for c in chunks
                if c.doc_id not in ctx.withdrawn and c.doc_id not in refused
            ]
            with StepTimer(report, "sentences"), self.lock.hold():
                write_sentences(self.graph, ctx.embedder, live, sentence_vecs)
        _remember(ctx.known, resolution.entities, written)
        report.entities += sum(1 for e in new_entities if e.id in written)
        report.relations += len(resolution.relations)
        report.merges += resolution.merges
        return set(refused) | over_budget

    def _parses(self, extractions: Sequence[Extraction]) -> dict[str, str | None]:
        """The reader's parses of the batch's chunks. A chunk whose extraction failed is
        stored with none and marked parsed, so the in-process fill-in (`backfill_parses`)
        never runs spaCy on a text that may have killed a worker; the reader parses it
        when it is evidence, as without a store."""
        out: dict[str, str | None] = {e.chunk_id: e.parses for e in extractions}
        if self.settings.ingest.parse_store and any(e.error for e in extractions):
            none = no_units(load_nlp(self.settings.models.spacy_model))
            out.update((e.chunk_id, none) for e in extractions if e.error)
        return out

    def _extract(
        self,
        batch: list[tuple[SourceDocument, list[Chunk]]],
        ctx: _BatchContext,
        extract: Callable[[], list[Extraction]],
    ) -> tuple[list[tuple[SourceDocument, list[Chunk]]], list[Chunk], list[Extraction], set[str]]:
        """The batch's extractions; a document whose extraction ran past the time budget is
        dropped from the batch (and from the graph: a replaced one keeps no husk). The
        "extract" step times the wait for them, which extraction ahead mostly hides."""
        chunks = [c for _, cs in batch for c in cs]
        with StepTimer(ctx.report, "extract"):
            extractions = [clean_extraction(e) for e in extract()]
        if ctx.extracted:
            ctx.extracted(len(chunks))
        over = {c.doc_id for c, e in zip(chunks, extractions, strict=True) if e.timed_out}
        if not over:
            return batch, chunks, extractions, over
        budget = self.settings.ingest.document_time_budget_s
        for d, _ in batch:
            if d.id in over:
                ctx.report.failures.append(
                    LoadFailure(
                        source=d.source,
                        error=f"not written, extraction ran past A2RAG_DOCUMENT_TIME_BUDGET_S="
                        f"{budget:g} s (raise it to ingest this document)",
                    )
                )
        with StepTimer(ctx.report, "write"), self.lock.hold():
            self.writer.delete_documents(sorted(over))
        kept = [(c, e) for c, e in zip(chunks, extractions, strict=True) if c.doc_id not in over]
        return (
            [(d, cs) for d, cs in batch if d.id not in over],
            [c for c, _ in kept],
            [e for _, e in kept],
            over,
        )

    def _write_batch(
        self, rows: BatchRows, docs: Sequence[SourceDocument], ctx: _BatchContext
    ) -> tuple[dict[str, str], set[str]]:
        """Write the rows (the caller holds the lock); on a refusal, document by document.
        A document deleted meanwhile is removed again: the delete wins. Returns (refused
        document id -> reason, entity ids written)."""
        try:
            write_rows(self.writer, rows)
            refused: dict[str, str] = {}
            written = {e["id"] for e in rows.entities}
        except REFUSED:  # one document's values are refused: find it, write the others
            refused, written = write_each(self.writer, rows, docs, ctx.known)
        for d in docs:
            if d.id in refused:
                ctx.report.failures.append(
                    LoadFailure(
                        source=d.source,
                        error=f"not written, the database refused it: {refused[d.id]}",
                    )
                )
        late = [d.id for d in docs if d.id in ctx.withdrawn and d.id not in refused]
        if late:  # deleted while this batch was extracted: the delete wins
            self.writer.delete_documents(late)
            ctx.report.documents_withdrawn += len(late)
        return refused, written


def _live_part(
    batch: list[tuple[SourceDocument, list[Chunk]]],
    live: list[tuple[SourceDocument, list[Chunk]]],
    ahead: ExtractAhead,
    k: int,
) -> Callable[[], list[Extraction]]:
    """Batch k's extractions of the documents still live (a delete may have withdrawn some
    since the batch was extracted)."""

    def extract() -> list[Extraction]:
        ids = {d.id for d, _ in live}
        keep = [d.id in ids for d, cs in batch for _ in cs]
        return [e for e, kept in zip(ahead.get(k), keep, strict=True) if kept]

    return extract


@dataclass
class _BatchContext:
    """What every batch of one ingestion run shares."""

    embedder: OnceEmbedder
    resolver: EntityResolver
    summariser: Summariser
    known: dict[str, ResolvedEntity]
    report: IngestReport
    check: Callable[[], None]
    withdrawn: set[str]
    extracted: Callable[[int], None] | None = None


def _remember(
    known: dict[str, ResolvedEntity], entities: Sequence[ResolvedEntity], written: set[str]
) -> None:
    """Add the batch's written entities (and their aliases) to the known-entity index."""
    for e in entities:
        if e.id not in written:
            continue
        prev = known.get(e.id)
        aliases = sorted(set(e.aliases) | set(prev.aliases if prev else []))
        known[e.id] = ResolvedEntity(id=e.id, name=e.name, type=e.type, aliases=aliases)
