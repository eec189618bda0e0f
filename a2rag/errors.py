"""Errors a user sees: each says what went wrong and what to do about it."""

from __future__ import annotations


class A2RAGError(Exception):
    """Base of every error a2rag raises on purpose."""


class DatabaseUnavailable(A2RAGError):
    pass


class GDSUnavailable(A2RAGError):
    pass


class MigrationError(A2RAGError):
    pass


class IngestError(A2RAGError):
    pass


class LLMError(A2RAGError):
    pass
