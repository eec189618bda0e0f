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


class BudgetExhausted(LLMError):
    """The question's token budget is used up; the controller stops escalating."""

    def __init__(self, message: str, *, step: str, used: int, budget: int) -> None:
        super().__init__(message)
        self.step = step
        self.used = used
        self.budget = budget


class ProposalNotFound(A2RAGError):
    pass


class ProposalConflict(A2RAGError):
    """The proposal cannot take this decision (already decided, or its source is gone)."""
