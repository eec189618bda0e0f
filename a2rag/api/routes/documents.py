"""Ingestion jobs and deletes: both hold the one `WriteLock`; a delete withdraws its id from
jobs still queued or running (the later request wins)."""

from __future__ import annotations

from typing import NoReturn

from fastapi import APIRouter, HTTPException
from starlette.concurrency import run_in_threadpool

from a2rag.access.audit import audit_action
from a2rag.api.jobs import IngestFn, Job, JobContext
from a2rag.api.principals import CallerDep
from a2rag.api.schemas import DeleteResult, IngestRequest
from a2rag.api.services import Services, ServicesDep
from a2rag.ingest.extract.base import Extractor
from a2rag.ingest.models import SourceDocument
from a2rag.ingest.pipeline import Ingestor, IngestReport

router = APIRouter(tags=["documents"])


def not_found(message: str) -> NoReturn:
    raise HTTPException(status_code=404, detail=message)


def _ingest_job(svc: Services, docs: list[SourceDocument], withdrawn: set[str]) -> IngestFn:
    """The job body: one ingestion run that reports progress and honours cancel/withdraw."""

    def run(ctx: JobContext) -> IngestReport:
        job = ctx.job

        def on_plan(n_docs: int, n_chunks: int) -> None:
            svc.jobs.update(job, documents_total=n_docs, chunks_total=n_chunks)

        def progress(n_docs: int, n_chunks: int) -> None:
            svc.jobs.update(job, documents_done=n_docs, chunks_done=n_chunks)

        extractor: str | Extractor = "auto"
        if svc.extractor is not None:
            svc.extractor.cancel = ctx.cancel  # jobs run one at a time
            extractor = svc.extractor
        with Ingestor(
            svc.settings,
            graph=svc.rag.graph,
            embedder=svc.rag.bulk_embedder,
            chat_model=svc.rag.chat,
            lock=svc.writes,
        ) as ing:
            return ing.ingest_documents(
                docs,
                extractor=extractor,
                progress=progress,
                on_plan=on_plan,
                cancel=ctx.cancel,
                withdrawn=withdrawn,
            )

    return run


@router.post("/documents", status_code=202, response_model=Job)
async def ingest(req: IngestRequest, svc: ServicesDep, caller: CallerDep) -> Job:
    """Queue documents for ingestion; poll `GET /jobs/{id}` for the outcome. Ids must be
    unique within a request (422 otherwise)."""
    docs = [d.to_source(svc.settings.ingest.max_document_bytes) for d in req.documents]
    # a DELETE from now on withdraws its id from this job
    withdrawn = svc.writes.open_watch(d.id for d in docs)
    try:
        job = svc.jobs.submit(
            len(docs), _ingest_job(svc, docs, withdrawn), lambda: svc.writes.close_watch(withdrawn)
        )
    except Exception:
        svc.writes.close_watch(withdrawn)
        raise
    audit_action(svc.settings, caller.name, "ingest", [d.id for d in docs], job=job.id)
    return job


@router.get("/jobs/{job_id}", response_model=Job)
async def job(job_id: str, svc: ServicesDep) -> Job:
    found = svc.jobs.get(job_id)
    if found is None:
        not_found(f"no job {job_id!r} (jobs are kept in memory until a restart)")
    return found


@router.delete("/jobs/{job_id}", response_model=Job)
async def cancel_job(job_id: str, svc: ServicesDep, caller: CallerDep) -> Job:
    """Cancel a queued or running job (it stops within seconds; poll for `cancelled`).
    What was fully written stays; re-submitting the documents finishes the work."""
    found = svc.jobs.cancel(job_id)
    if found is None:
        not_found(f"no job {job_id!r} (jobs are kept in memory until a restart)")
    audit_action(svc.settings, caller.name, "cancel_job", job_id)
    return found


@router.delete("/documents/{doc_id:path}", response_model=DeleteResult)
async def delete(doc_id: str, svc: ServicesDep, caller: CallerDep) -> DeleteResult:
    """Delete one document. The id is the rest of the path, percent-decoded once, so any
    id round-trips (`/` as `%2F`, a trailing `/`, `..` as `%2E%2E`). The document is also
    withdrawn from jobs still queued or running: the later request wins."""

    def run() -> tuple[int, int]:
        with Ingestor(
            svc.settings, graph=svc.rag.graph, embedder=svc.rag.embedder, lock=svc.writes
        ) as ing:
            return ing.delete_and_withdraw([doc_id])

    deleted, withdrawn = await run_in_threadpool(run)
    audit_action(
        svc.settings, caller.name, "delete", doc_id, deleted=deleted, withdrawn_from_jobs=withdrawn
    )
    if not deleted and not withdrawn:
        not_found(f"no document {doc_id!r}")
    return DeleteResult(deleted=deleted, withdrawn_from_jobs=withdrawn)
