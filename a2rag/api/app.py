"""HTTP service: a thin FastAPI shell over `A2RAG` (ask, review) and `Ingestor` (jobs, delete).

One A2RAG per process: one driver with pooled sessions, one embedding model and one spaCy
pipeline shared by all requests. Blocking work runs in worker threads; at most
`api_max_concurrent_asks` questions run at once, the rest wait their turn. Ingestion and
deletes share one `WriteLock`; offline extraction runs in killable worker processes, so a
slow document never starves queries and a cancel or SIGTERM takes effect in seconds.
The routes live in `api/routes/`, one router per concern; what they share in `api/services`.
"""

from __future__ import annotations

from fastapi import FastAPI
from fastapi_offline import FastAPIOffline

from a2rag import __version__
from a2rag.api.errors import BodyLimit, install_error_handlers
from a2rag.api.principals import install_principals
from a2rag.api.routes import documents, query, review
from a2rag.api.security import API_KEY_HEADER
from a2rag.api.services import lifespan_for
from a2rag.config import Settings, install_log_masking
from a2rag.service import A2RAG


def create_app(settings: Settings | None = None, *, rag: A2RAG | None = None) -> FastAPI:
    """The app; `rag` shares an existing A2RAG (tests, embedding) instead of building one."""
    settings = settings or Settings()
    install_log_masking()
    # Swagger UI and ReDoc assets served from the fastapi-offline package: /docs works offline.
    app = FastAPIOffline(
        static_url="/docs-assets",
        title="a2rag",
        version=__version__,
        description="Adaptive agentic graph retrieval over a Neo4j knowledge base. When "
        "A2RAG_API_KEY is set or `a2rag keys add` made keys, send one in the "
        f"`{API_KEY_HEADER}` header (all but /health); a reader key may only POST /ask.",
        lifespan=lifespan_for(settings, rag),
        redirect_slashes=False,  # a redirect must never change which document a path names
    )
    install_error_handlers(app)
    app.add_middleware(BodyLimit, max_bytes=settings.api.api_max_request_bytes)

    install_principals(app, settings)  # each request's principal, or 401/403

    for router in (query.router, documents.router, review.router):
        app.include_router(router)
    return app
