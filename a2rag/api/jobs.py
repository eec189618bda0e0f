"""Background ingestion jobs for `POST /documents`: one at a time, status kept in memory.

Ingestion runs in a single worker thread so that two jobs never resolve entities against the
same graph at once; the HTTP request returns as soon as the job is queued. Job records live
only as long as the process (the graph itself is the durable result): the newest
`api_max_jobs` finished jobs are kept for `GET /jobs/{id}`.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, Field

from a2rag.ingest.pipeline import IngestReport

log = logging.getLogger("a2rag.api.jobs")

JobStatus = Literal["queued", "running", "succeeded", "failed"]


class JobProgress(BaseModel):
    documents_done: int = 0
    documents_total: int = 0
    chunks_done: int = 0
    chunks_total: int = 0


class Job(BaseModel):
    id: str
    status: JobStatus = "queued"
    documents: int
    submitted_at: datetime
    started_at: datetime | None = None
    finished_at: datetime | None = None
    progress: JobProgress = Field(default_factory=JobProgress)
    report: IngestReport | None = None
    error: str | None = Field(
        None,
        description="Why the job failed; the graph keeps what was "
        "fully written, and a re-submission redoes the rest.",
    )


IngestFn = Callable[[Job], IngestReport]


class JobRunner:
    def __init__(self, max_finished: int = 200) -> None:
        self._jobs: OrderedDict[str, Job] = OrderedDict()
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="a2rag-ingest")
        self.max_finished = max_finished

    def submit(self, documents: int, run: IngestFn) -> Job:
        job = Job(id=uuid.uuid4().hex, documents=documents, submitted_at=_now())
        with self._lock:
            self._jobs[job.id] = job
            self._prune()
        self._pool.submit(self._run, job, run)
        return job.model_copy(deep=True)

    def get(self, job_id: str) -> Job | None:
        with self._lock:
            job = self._jobs.get(job_id)
            return job.model_copy(deep=True) if job is not None else None

    def update(self, job: Job, **progress: int) -> None:
        with self._lock:
            for k, v in progress.items():
                setattr(job.progress, k, v)

    def _run(self, job: Job, run: IngestFn) -> None:
        with self._lock:
            job.status, job.started_at = "running", _now()
        try:
            report = run(job)
        except Exception as exc:  # the job records every failure; the server keeps serving
            log.exception("ingestion job %s failed", job.id)
            with self._lock:
                job.status, job.error, job.finished_at = (
                    "failed",
                    f"{type(exc).__name__}: {exc}",
                    _now(),
                )
            return
        with self._lock:
            job.status, job.report, job.finished_at = "succeeded", report, _now()

    def _prune(self) -> None:
        finished = [k for k, j in self._jobs.items() if j.status in ("succeeded", "failed")]
        for k in finished[: max(0, len(finished) - self.max_finished)]:
            del self._jobs[k]

    def shutdown(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


def _now() -> datetime:
    return datetime.now(UTC)
