"""HTTP service: a thin FastAPI shell over `A2RAG` (ask, review) and `Ingestor` (jobs, delete).

One A2RAG per process: one driver with pooled sessions, one embedding model and one spaCy
pipeline shared by all requests. Blocking work runs in worker threads; at most
`api_max_concurrent_asks` questions run at once, the rest wait their turn. Ingestion and
deletes share one `WriteLock`; offline extraction runs in killable worker processes, so a
slow document never starves queries and a cancel or SIGTERM takes effect in seconds.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Annotated, NoReturn

from fastapi import FastAPI, HTTPException, Query, Request, Response
from fastapi.responses import JSONResponse
from fastapi_offline import FastAPIOffline
from starlette.concurrency import run_in_threadpool

from a2rag import __version__
from a2rag.api.errors import BodyLimit, error_response, install_error_handlers
from a2rag.api.health import Health, check_health
from a2rag.api.jobs import Job, JobContext, JobRunner
from a2rag.api.schemas import (
    AskRequest,
    DecisionRequest,
    DeleteResult,
    IngestRequest,
    Stats,
)
from a2rag.api.security import API_KEY_HEADER, key_accepted
from a2rag.config import Settings, install_log_masking
from a2rag.control.answer import Answer
from a2rag.curate.models import Proposal, ProposalStatus
from a2rag.graph.gds import Projection
from a2rag.ingest.extract.base import Extractor
from a2rag.ingest.extract.isolated import IsolatedExtractor
from a2rag.ingest.pipeline import Ingestor, IngestReport
from a2rag.ingest.write_lock import WriteLock
from a2rag.service import A2RAG


class _Services:
    """What the routes share; built in the lifespan, so importing the app loads nothing."""

    rag: A2RAG
    jobs: JobRunner
    asks: asyncio.Semaphore
    writes: WriteLock
    extractor: IsolatedExtractor | None


def create_app(settings: Settings | None = None, *, rag: A2RAG | None = None) -> FastAPI:
    settings = settings or Settings()
    install_log_masking()
    svc = _Services()

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        svc.rag = rag if rag is not None else await run_in_threadpool(A2RAG, settings)
        svc.writes = WriteLock(
            svc.rag.graph, settings.write_lease_ttl_s, settings.write_lock_timeout_s
        )
        svc.jobs = JobRunner(settings.api_max_jobs, retry_s=settings.api_job_retry_s)
        svc.asks = asyncio.Semaphore(settings.api_max_concurrent_asks)
        # offline extraction for jobs: one pool of worker processes, started on first use
        # and reused by the next jobs; a cancel or shutdown kills it mid-document
        svc.extractor = (
            None
            if settings.llm_enabled
            else IsolatedExtractor(settings, settings.api_extract_workers)
        )
        try:
            yield
        finally:
            if svc.extractor is not None:
                svc.extractor.cancel.set()
            svc.jobs.shutdown(settings.api_shutdown_grace_s)
            if svc.extractor is not None:
                svc.extractor.stop()  # always: no extraction worker outlives the server
            if rag is None:
                svc.rag.close()

    # Swagger UI and ReDoc assets served from the fastapi-offline package: /docs works offline.
    app = FastAPIOffline(
        static_url="/docs-assets",
        title="a2rag",
        version=__version__,
        description="Adaptive agentic graph retrieval over a Neo4j knowledge base. When "
        f"A2RAG_API_KEY is set, send it in the `{API_KEY_HEADER}` header (all but /health).",
        lifespan=lifespan,
        redirect_slashes=False,  # a redirect must never change which document a path names
    )
    install_error_handlers(app)
    app.add_middleware(BodyLimit, max_bytes=settings.api_max_request_bytes)

    @app.middleware("http")
    async def require_key(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        if not key_accepted(settings, request.url.path, request.headers.get(API_KEY_HEADER)):
            resp = error_response(401, f"missing or wrong {API_KEY_HEADER} header")
            resp.headers["WWW-Authenticate"] = API_KEY_HEADER
            return resp
        return await call_next(request)

    @app.get("/health", response_model=Health, tags=["service"])
    async def health() -> JSONResponse:
        """Neo4j, GDS, projection freshness and models; 503 when the database side is down."""
        report = await run_in_threadpool(check_health, svc.rag)
        return JSONResponse(
            report.model_dump(mode="json"), status_code=200 if report.status == "ok" else 503
        )

    @app.post("/ask", response_model=Answer, tags=["query"])
    async def ask(req: AskRequest) -> Answer:
        """Answer a question with citations, checks, trace and cost (`a2rag ask --json`)."""
        if len(req.question) > settings.api_max_question_chars:
            raise ValueError(
                f"question is {len(req.question)} characters; the limit is "
                f"{settings.api_max_question_chars} (A2RAG_API_MAX_QUESTION_CHARS)"
            )
        async with svc.asks:
            await run_in_threadpool(svc.rag.graph.verify)  # database down: 503 at once
            return await svc.rag.aask(
                req.question,
                token_budget=req.token_budget,
                propose=req.propose,
                proposed_by=req.proposed_by,
                mode=req.mode,
            )

    @app.post("/documents", status_code=202, response_model=Job, tags=["documents"])
    async def ingest(req: IngestRequest) -> Job:
        """Queue documents for ingestion; poll `GET /jobs/{id}` for the outcome. Ids must be
        unique within a request (422 otherwise)."""
        docs = [d.to_source(settings.max_document_bytes) for d in req.documents]
        # a DELETE from now on withdraws its id from this job
        withdrawn = svc.writes.open_watch(d.id for d in docs)

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
                settings,
                graph=svc.rag.graph,
                embedder=svc.rag.embedder,
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

        try:
            return svc.jobs.submit(len(docs), run, lambda: svc.writes.close_watch(withdrawn))
        except Exception:
            svc.writes.close_watch(withdrawn)
            raise

    @app.get("/jobs/{job_id}", response_model=Job, tags=["documents"])
    async def job(job_id: str) -> Job:
        found = svc.jobs.get(job_id)
        if found is None:
            _not_found(f"no job {job_id!r} (jobs are kept in memory until a restart)")
        return found

    @app.delete("/jobs/{job_id}", response_model=Job, tags=["documents"])
    async def cancel_job(job_id: str) -> Job:
        """Cancel a queued or running job (it stops within seconds; poll for `cancelled`).
        What was fully written stays; re-submitting the documents finishes the work."""
        found = svc.jobs.cancel(job_id)
        if found is None:
            _not_found(f"no job {job_id!r} (jobs are kept in memory until a restart)")
        return found

    @app.delete("/documents/{doc_id:path}", response_model=DeleteResult, tags=["documents"])
    async def delete(doc_id: str) -> DeleteResult:
        """Delete one document. The id is the rest of the path, percent-decoded once, so any
        id round-trips (`/` as `%2F`, a trailing `/`, `..` as `%2E%2E`). The document is also
        withdrawn from jobs still queued or running: the later request wins."""

        def run() -> tuple[int, int]:
            with Ingestor(
                settings, graph=svc.rag.graph, embedder=svc.rag.embedder, lock=svc.writes
            ) as ing:
                return ing.delete_and_withdraw([doc_id])

        deleted, withdrawn = await run_in_threadpool(run)
        if not deleted and not withdrawn:
            _not_found(f"no document {doc_id!r}")
        return DeleteResult(deleted=deleted, withdrawn_from_jobs=withdrawn)

    @app.get("/stats", response_model=Stats, tags=["service"])
    async def stats() -> Stats:
        def run() -> Stats:
            row = svc.rag.graph.read("ingest/stats")[0]
            return Stats(
                **dict(row),
                graph_version=Projection(svc.rag.graph).graph_version(),
                proposals=svc.rag.review.counts(),
            )

        return await run_in_threadpool(run)

    @app.get("/proposals", response_model=list[Proposal], tags=["review"])
    async def proposals(
        status: ProposalStatus | None = ProposalStatus.PENDING,
        limit: Annotated[int, Query(ge=1, le=1000)] = 50,
    ) -> list[Proposal]:
        """Curation proposals (default: pending), newest first, with their decisions."""
        return await run_in_threadpool(svc.rag.review.find, status, limit)

    @app.get("/proposals/{proposal_id}", response_model=Proposal, tags=["review"])
    async def proposal(proposal_id: str) -> Proposal:
        return await run_in_threadpool(svc.rag.review.get, proposal_id)

    @app.post("/proposals/{proposal_id}/approve", response_model=Proposal, tags=["review"])
    async def approve(proposal_id: str, req: DecisionRequest) -> Proposal:
        """Write the triple with its source provenance and record who approved it."""
        return await run_in_threadpool(
            lambda: svc.rag.review.approve(proposal_id, reviewer=req.reviewer, note=req.note)
        )

    @app.post("/proposals/{proposal_id}/reject", response_model=Proposal, tags=["review"])
    async def reject(proposal_id: str, req: DecisionRequest) -> Proposal:
        """Record the rejection; the knowledge graph is not touched."""
        return await run_in_threadpool(
            lambda: svc.rag.review.reject(proposal_id, reviewer=req.reviewer, note=req.note)
        )

    return app


def _not_found(message: str) -> NoReturn:
    raise HTTPException(status_code=404, detail=message)
