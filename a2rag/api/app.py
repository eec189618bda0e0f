"""HTTP service: a thin FastAPI shell over `A2RAG` (ask) and `Ingestor` (ingest, delete).

One A2RAG per process (driver, embedder and spaCy are shared); `/ask` runs the blocking query
path in a worker thread so the event loop keeps serving.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

from a2rag.config import Settings
from a2rag.control.answer import Answer
from a2rag.errors import A2RAGError, DatabaseUnavailable
from a2rag.ingest.load import content_hash
from a2rag.ingest.models import SourceDocument
from a2rag.ingest.pipeline import Ingestor, IngestReport
from a2rag.service import A2RAG


class AskRequest(BaseModel):
    question: str = Field(min_length=1, max_length=4000)


class DocumentIn(BaseModel):
    id: str = Field(min_length=1, max_length=512)
    title: str = ""
    text: str = Field(min_length=1)


class IngestRequest(BaseModel):
    documents: list[DocumentIn] = Field(min_length=1, max_length=10_000)


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    state: dict[str, Any] = {}

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        state["rag"] = A2RAG(settings)
        try:
            yield
        finally:
            state["rag"].close()

    app = FastAPI(title="a2rag", version="0.1.0", lifespan=lifespan)

    def _error(exc: A2RAGError) -> HTTPException:
        code = 503 if isinstance(exc, DatabaseUnavailable) else 400
        return HTTPException(status_code=code, detail=str(exc))

    @app.get("/health")
    def health() -> dict[str, str]:
        rag: A2RAG = state["rag"]
        try:
            rag.graph.verify()
        except A2RAGError as exc:
            raise _error(exc) from exc
        return {"status": "ok"}

    @app.post("/ask", response_model=Answer)
    async def ask(req: AskRequest) -> Answer:
        try:
            return await state["rag"].aask(req.question)
        except A2RAGError as exc:
            raise _error(exc) from exc

    @app.post("/documents", response_model=IngestReport)
    def ingest(req: IngestRequest) -> IngestReport:
        docs = [
            SourceDocument(
                id=d.id,
                title=d.title or d.id,
                text=d.text,
                source=f"api:{d.id}",
                content_hash=content_hash(d.title or d.id, d.text),
            )
            for d in req.documents
        ]
        rag: A2RAG = state["rag"]
        try:
            with Ingestor(settings, graph=rag.graph, embedder=rag.embedder) as ing:
                return ing.ingest_documents(docs)
        except A2RAGError as exc:
            raise _error(exc) from exc

    @app.delete("/documents/{doc_id}")
    def delete(doc_id: str) -> dict[str, int]:
        rag: A2RAG = state["rag"]
        with Ingestor(settings, graph=rag.graph, embedder=rag.embedder) as ing:
            return {"deleted": ing.delete([doc_id])}

    return app
