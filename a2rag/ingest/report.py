"""What an ingestion run reports: counts, failures with reasons, and time per step."""

from __future__ import annotations

import time
from collections.abc import Callable

from pydantic import BaseModel, Field

from a2rag.ingest.load import LoadFailure


class IngestReport(BaseModel):
    documents_seen: int = 0
    documents_written: int = 0
    documents_unchanged: int = 0
    documents_replaced: int = 0
    documents_regrouped: int = Field(
        0, description="Unchanged text with new access groups: updated in place, not re-extracted."
    )
    documents_withdrawn: int = Field(
        0, description="Deleted while this ingestion ran, so not written (the delete wins)."
    )
    documents_skipped: int = Field(
        0,
        description="Not written: refused by the database, or extraction ran past "
        "A2RAG_DOCUMENT_TIME_BUDGET_S; each is in `failures` with the reason.",
    )
    chunks: int = 0
    entities: int = 0
    relations: int = 0
    merges: int = 0
    failures: list[LoadFailure] = Field(default_factory=list)
    extraction_failures: list[LoadFailure] = Field(default_factory=list)
    seconds: float = 0.0
    step_seconds: dict[str, float] = Field(default_factory=dict)

    def add_time(self, step: str, seconds: float) -> None:
        self.step_seconds[step] = self.step_seconds.get(step, 0.0) + seconds


ProgressFn = Callable[[int, int], None]
"""Called with (documents done, chunks done): after each batch's extraction (its chunks
count, its documents not yet) and after each batch is written."""


class StepTimer:
    """`with StepTimer(report, 'embed'):` adds the block's wall time to that step."""

    def __init__(self, report: IngestReport, step: str) -> None:
        self.report, self.step = report, step

    def __enter__(self) -> None:
        self.t0 = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        self.report.add_time(self.step, time.perf_counter() - self.t0)
