"""Request and response bodies of the HTTP API (the Answer and Proposal models are shared)."""

from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import BaseModel, Field, field_validator

from a2rag.ingest.limits import MAX_DOCUMENT_ID_CHARS, MAX_TITLE_CHARS
from a2rag.ingest.load import check_no_nul, content_hash
from a2rag.ingest.models import SourceDocument


class AskRequest(BaseModel):
    question: str = Field(min_length=1, description="Up to A2RAG_API_MAX_QUESTION_CHARS.")
    propose: bool | None = Field(
        None, description="File curation proposals if verified (default: settings)."
    )
    token_budget: int | None = Field(
        None, ge=1, description="LLM tokens this question may use (default: settings)."
    )
    proposed_by: str = Field("api", max_length=200, description="Recorded on proposals.")
    mode: Literal["adaptive", "deep"] = Field(
        "adaptive",
        description="adaptive: the A2RAG controller; deep: the question decomposed into "
        "grounded sub-queries, each answered and checked (multi-hop questions).",
    )


class DocumentIn(BaseModel):
    id: str = Field(min_length=1, max_length=MAX_DOCUMENT_ID_CHARS, pattern=r"^[^#\s][^#]*$")
    title: str = Field("", max_length=MAX_TITLE_CHARS)
    text: str = Field(min_length=1)
    groups: list[str] | None = Field(
        None,
        description="Access groups that may read the document (default: A2RAG_DEFAULT_GROUPS). "
        "Re-sending a document with other groups changes who reads it at once.",
    )

    def to_source(self, max_bytes: int) -> SourceDocument:
        try:
            check_no_nul(self.id + self.title + self.text)
        except ValueError as exc:
            raise ValueError(f"document {self.id!r}: {exc}") from exc
        if not self.text.strip():
            raise ValueError(f"document {self.id!r}: text is empty")
        size = len(self.text.encode("utf-8"))
        if size > max_bytes:
            raise ValueError(
                f"document {self.id!r} is {size} bytes; the limit is {max_bytes} "
                "(A2RAG_MAX_DOCUMENT_BYTES)"
            )
        title = self.title or self.id
        return SourceDocument(
            id=self.id,
            title=title,
            text=self.text,
            source=f"api:{self.id}",
            content_hash=content_hash(title, self.text),
            groups=self.groups,
        )


class IngestRequest(BaseModel):
    documents: list[DocumentIn] = Field(
        min_length=1, max_length=10_000, description="Ids must be unique within a request."
    )

    @field_validator("documents")
    @classmethod
    def _unique_ids(cls, docs: list[DocumentIn]) -> list[DocumentIn]:
        """Two texts under one id would merge into one document's chunks and provenance."""
        dup = sorted(k for k, n in Counter(d.id for d in docs).items() if n > 1)
        if dup:
            shown = ", ".join(repr(d) for d in dup[:10])
            raise ValueError(f"duplicate document ids in one request: {shown}; send each once")
        return docs


class DeleteResult(BaseModel):
    deleted: int
    withdrawn_from_jobs: int = Field(
        0, description="Queued or running jobs that will no longer write this document."
    )


class DecisionRequest(BaseModel):
    reviewer: str = Field(min_length=1, max_length=200, description="Who decides (audit trail).")
    note: str = Field("", max_length=2000)


class Stats(BaseModel):
    documents: int
    chunks: int
    entities: int
    relations: int
    mentions: int
    merges: int
    graph_version: int
    proposals: dict[str, int]
