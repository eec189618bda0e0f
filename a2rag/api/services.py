"""What the routes share, built once in the app's lifespan and reached through `Depends`."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, Request
from starlette.concurrency import run_in_threadpool

from a2rag.api.jobs import JobRunner
from a2rag.config import Settings
from a2rag.ingest.extract.isolated import IsolatedExtractor
from a2rag.ingest.write_lock import WriteLock
from a2rag.service import A2RAG


@dataclass
class Services:
    settings: Settings
    rag: A2RAG
    jobs: JobRunner
    asks: asyncio.Semaphore
    writes: WriteLock
    extractor: IsolatedExtractor | None


def lifespan_for(
    settings: Settings, rag: A2RAG | None
) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    """The lifespan that builds `Services` (importing the app loads nothing) and tears them
    down: jobs stop at a safe point, extraction workers never outlive the server."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        shared = rag if rag is not None else await run_in_threadpool(A2RAG, settings)
        svc = Services(
            settings=settings,
            rag=shared,
            writes=WriteLock(
                shared.graph,
                settings.ingest.write_lease_ttl_s,
                settings.ingest.write_lock_timeout_s,
            ),
            jobs=JobRunner(settings.api.api_max_jobs, retry_s=settings.api.api_job_retry_s),
            asks=asyncio.Semaphore(settings.api.api_max_concurrent_asks),
            # offline extraction for jobs: one pool of worker processes, started on first use
            # and reused by the next jobs; a cancel or shutdown kills it mid-document
            extractor=None
            if settings.llm_enabled
            else IsolatedExtractor(settings, settings.api.api_extract_workers),
        )
        app.state.services = svc
        try:
            yield
        finally:
            if svc.extractor is not None:
                svc.extractor.cancel.set()
            svc.jobs.shutdown(settings.api.api_shutdown_grace_s)
            if svc.extractor is not None:
                svc.extractor.stop()
            if rag is None:
                shared.close()

    return lifespan


def _services(request: Request) -> Services:
    svc: Services | None = getattr(request.app.state, "services", None)
    if svc is None:
        raise HTTPException(status_code=503, detail="the service is starting or stopping")
    return svc


ServicesDep = Annotated[Services, Depends(_services)]
