"""Request and response bodies of the HTTP API (the Answer and Proposal models are shared)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from a2rag.ingest.load import content_hash
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


class DocumentIn(BaseModel):
    id: str = Field(min_length=1, max_length=512, pattern=r"^[^#\s][^#]*$")
    title: str = Field("", max_length=2000)
    text: str = Field(min_length=1)

    def to_source(self, max_bytes: int) -> SourceDocument:
        if "\x00" in self.text:
            raise ValueError(f"document {self.id!r}: text contains NUL bytes (binary content?)")
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
        )


class IngestRequest(BaseModel):
    documents: list[DocumentIn] = Field(min_length=1, max_length=10_000)


class DeleteResult(BaseModel):
    deleted: int


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
