"""HTTP service: a thin FastAPI shell over `A2RAG` (ask, review) and `Ingestor` (jobs, delete).

One A2RAG per process: one driver with pooled sessions, one embedding model and one spaCy
pipeline shared by all requests. Blocking work runs in worker threads; at most
`api_max_concurrent_asks` questions run at once, the rest wait their turn.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Annotated, NoReturn

from fastapi import FastAPI, HTTPException, Query, Request, Response
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from a2rag.api.errors import BodyLimit, error_response, install_error_handlers
from a2rag.api.health import Health, check_health
from a2rag.api.jobs import Job, JobRunner
from a2rag.api.schemas import (
    AskRequest,
    DecisionRequest,
    DeleteResult,
    IngestRequest,
    Stats,
)
from a2rag.api.security import API_KEY_HEADER, key_accepted
from a2rag.config import Settings
from a2rag.control.answer import Answer
from a2rag.curate.models import Proposal, ProposalStatus
from a2rag.graph.gds import Projection
from a2rag.ingest.pipeline import Ingestor, IngestReport
from a2rag.service import A2RAG

VERSION = "0.2.0"


class _Services:
    """What the routes share; built in the lifespan, so importing the app loads nothing."""

    rag: A2RAG
    jobs: JobRunner
    asks: asyncio.Semaphore


def create_app(settings: Settings | None = None, *, rag: A2RAG | None = None) -> FastAPI:
    settings = settings or Settings()
    svc = _Services()

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        svc.rag = rag if rag is not None else await run_in_threadpool(A2RAG, settings)
        svc.jobs = JobRunner(settings.api_max_jobs)
        svc.asks = asyncio.Semaphore(settings.api_max_concurrent_asks)
        try:
            yield
        finally:
            svc.jobs.shutdown()
            if rag is None:
                svc.rag.close()

    app = FastAPI(
        title="a2rag",
        version=VERSION,
        description="Adaptive agentic graph retrieval over a Neo4j knowledge base. When "
        f"A2RAG_API_KEY is set, send it in the `{API_KEY_HEADER}` header (all but /health).",
        lifespan=lifespan,
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
            return await svc.rag.aask(
                req.question,
                token_budget=req.token_budget,
                propose=req.propose,
                proposed_by=req.proposed_by,
            )

    @app.post("/documents", status_code=202, response_model=Job, tags=["documents"])
    async def ingest(req: IngestRequest) -> Job:
        """Queue documents for ingestion; poll `GET /jobs/{id}` for the outcome."""
        docs = [d.to_source(settings.max_document_bytes) for d in req.documents]

        def run(job: Job) -> IngestReport:
            def on_plan(n_docs: int, n_chunks: int) -> None:
                svc.jobs.update(job, documents_total=n_docs, chunks_total=n_chunks)

            def progress(n_docs: int, n_chunks: int) -> None:
                svc.jobs.update(job, documents_done=n_docs, chunks_done=n_chunks)

            with Ingestor(settings, graph=svc.rag.graph, embedder=svc.rag.embedder) as ing:
                return ing.ingest_documents(docs, progress=progress, on_plan=on_plan)

        return svc.jobs.submit(len(docs), run)

    @app.get("/jobs/{job_id}", response_model=Job, tags=["documents"])
    async def job(job_id: str) -> Job:
        found = svc.jobs.get(job_id)
        if found is None:
            _not_found(f"no job {job_id!r} (jobs are kept in memory until a restart)")
        return found

    @app.delete("/documents/{doc_id}", response_model=DeleteResult, tags=["documents"])
    async def delete(doc_id: str) -> DeleteResult:
        def run() -> int:
            with Ingestor(settings, graph=svc.rag.graph, embedder=svc.rag.embedder) as ing:
                return ing.delete([doc_id])

        deleted = await run_in_threadpool(run)
        if not deleted:
            _not_found(f"no document {doc_id!r}")
        return DeleteResult(deleted=deleted)

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
