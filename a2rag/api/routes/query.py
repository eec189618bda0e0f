"""Asking, health and statistics."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from a2rag.api.health import Health, check_health
from a2rag.api.principals import CallerDep
from a2rag.api.schemas import AskRequest, Stats
from a2rag.api.services import ServicesDep
from a2rag.control.answer import Answer
from a2rag.graph.gds import Projection

router = APIRouter()


@router.get("/health", response_model=Health, tags=["service"])
async def health(svc: ServicesDep) -> JSONResponse:
    """Neo4j, GDS, projection freshness and models; 503 when the database side is down."""
    report = await run_in_threadpool(check_health, svc.rag)
    return JSONResponse(
        report.model_dump(mode="json"), status_code=200 if report.status == "ok" else 503
    )


@router.post("/ask", response_model=Answer, tags=["query"])
async def ask(req: AskRequest, svc: ServicesDep, caller: CallerDep) -> Answer:
    """Answer a question with citations, checks, trace and cost (`a2rag ask --json`), reading
    only the documents the caller's key may read."""
    limit = svc.settings.api.api_max_question_chars
    if len(req.question) > limit:
        raise ValueError(
            f"question is {len(req.question)} characters; the limit is {limit} "
            "(A2RAG_API_MAX_QUESTION_CHARS)"
        )
    async with svc.asks:
        await run_in_threadpool(svc.rag.graph.verify)  # database down: 503 at once
        return await svc.rag.aask(
            req.question,
            token_budget=req.token_budget,
            propose=req.propose,
            proposed_by=req.proposed_by,
            mode=req.mode,
            principal=caller,
        )


@router.get("/stats", response_model=Stats, tags=["service"])
async def stats(svc: ServicesDep) -> Stats:
    def run() -> Stats:
        row = svc.rag.graph.read("ingest/stats")[0]
        return Stats(
            **dict(row),
            graph_version=Projection(svc.rag.graph).graph_version(),
            proposals=svc.rag.review.counts(),
        )

    return await run_in_threadpool(run)
