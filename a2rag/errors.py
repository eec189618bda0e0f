"""Errors a user sees: each says what went wrong and what to do about it.

One tree: everything a2rag raises on purpose is an `A2RAGError`, so a caller (the CLI, the HTTP
service, an embedding application) catches one class. Where older callers caught a built-in
type, the error also derives from it (`KeyError`, `ValueError`, `RuntimeError`).
"""

from __future__ import annotations


class A2RAGError(Exception):
    """Base of every error a2rag raises on purpose."""


class ConfigError(A2RAGError, RuntimeError):
    """The settings cannot work as given (e.g. no Neo4j password anywhere)."""


class InvalidInput(A2RAGError, ValueError):
    """A caller's input is unusable (an empty question, a review without a reviewer)."""


class QueryNotFound(A2RAGError, KeyError):
    """A named Cypher query has no (or an empty) file in cypher/."""


class InsecureBind(A2RAGError):
    """Serving beyond loopback without an API key."""


class ServerStartError(A2RAGError, RuntimeError):
    """The HTTP server stopped while starting."""


class DatasetError(A2RAGError, ValueError):
    """A dataset file is missing or malformed; the message names the file and line."""


class DatabaseUnavailable(A2RAGError):
    pass


class LocalServerError(A2RAGError):
    """The local Neo4j server cannot be provisioned, started or reached; says what to do."""


class JavaNotFound(LocalServerError):
    """No Java runtime the configured Neo4j version supports."""


class DownloadError(LocalServerError):
    """Maven could not fetch the Neo4j/GDS jars; `transient` says whether a retry may help."""

    def __init__(self, message: str, *, transient: bool) -> None:
        super().__init__(message)
        self.transient = transient


class PortInUse(LocalServerError):
    """Another process listens on a port the local server needs."""


class LocalServerStartError(LocalServerError):
    """The local server process exited, timed out or refused us during start-up."""


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


class MalformedOutputError(LLMError):
    """The model kept answering with text that is not valid JSON for the schema."""


class TransientLLMError(LLMError):
    """The endpoint kept failing (timeout, connection, 429/5xx) for every attempt."""


class ProposalNotFound(A2RAGError):
    pass


class ProposalConflict(A2RAGError):
    """The proposal cannot take this decision (already decided, or its source is gone)."""


class IngestCancelled(IngestError):
    """The ingestion was cancelled or the server is stopping; a re-submission finishes it."""
