"""Background ingestion jobs for `POST /documents`: one at a time, status kept in memory.

Jobs run one after another in a single worker thread, so that two jobs never resolve entities
against the same graph at once; the HTTP request returns as soon as the job is queued. A job
that meets a database outage waits and retries with backoff (ingestion is idempotent by
content hash) for `api_job_retry_s`, then fails saying it must be resubmitted. `cancel`
stops a job at its next safe point (extraction workers are killed at once); on shutdown the
running and queued jobs are marked `interrupted`. Job records live only as long as the
process (the graph is the durable result): the newest `api_max_jobs` finished jobs are kept.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, Field

from a2rag.errors import DatabaseUnavailable, IngestCancelled
from a2rag.ingest.pipeline import IngestReport

log = logging.getLogger("a2rag.api.jobs")

JobStatus = Literal[
    "queued", "running", "retrying", "succeeded", "failed", "cancelled", "interrupted"
]
FINISHED: frozenset[str] = frozenset({"succeeded", "failed", "cancelled", "interrupted"})
_RESUBMIT = "the graph keeps what was fully written; re-submit the same documents to finish"


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
    attempts: int = Field(0, description="Runs so far (more than one after database outages).")
    progress: JobProgress = Field(default_factory=JobProgress)
    report: IngestReport | None = None
    error: str | None = Field(
        None,
        description="Why the job failed, was cancelled or interrupted, or is retrying; the "
        "graph keeps what was fully written, and a re-submission redoes the rest.",
    )


@dataclass
class JobContext:
    """What a running job sees: its record and the event that asks it to stop."""

    job: Job
    cancel: threading.Event = field(default_factory=threading.Event)
    on_finish: Callable[[], None] | None = None


IngestFn = Callable[[JobContext], IngestReport]


class JobRunner:
    def __init__(
        self,
        max_finished: int = 200,
        retry_s: float = 300.0,
        backoff_s: tuple[float, float] = (0.5, 30.0),
    ) -> None:
        self._jobs: OrderedDict[str, Job] = OrderedDict()
        self._contexts: dict[str, JobContext] = {}
        self._lock = threading.Lock()
        self._queue: queue.Queue[tuple[JobContext, IngestFn] | None] = queue.Queue()
        self._stopping = threading.Event()
        self.max_finished = max_finished
        self.retry_s = retry_s
        self.backoff_s = backoff_s
        # a daemon thread: a job stuck in a library call can never keep the process alive
        self._thread = threading.Thread(target=self._loop, name="a2rag-ingest", daemon=True)
        self._thread.start()

    def submit(
        self, documents: int, run: IngestFn, on_finish: Callable[[], None] | None = None
    ) -> Job:
        """Queue `run`; `on_finish` is called once when the job ends, however it ends."""
        job = Job(id=uuid.uuid4().hex, documents=documents, submitted_at=_now())
        ctx = JobContext(job, on_finish=on_finish)
        with self._lock:
            if self._stopping.is_set():
                raise DatabaseUnavailable("the server is shutting down; submit the job again")
            self._jobs[job.id] = job
            self._contexts[job.id] = ctx
            self._prune()
        self._queue.put((ctx, run))
        return job.model_copy(deep=True)

    def get(self, job_id: str) -> Job | None:
        with self._lock:
            job = self._jobs.get(job_id)
            return job.model_copy(deep=True) if job is not None else None

    def cancel(self, job_id: str) -> Job | None:
        """Ask a queued or running job to stop; a finished job is returned unchanged."""
        with self._lock:
            job = self._jobs.get(job_id)
            if job is None:
                return None
            ctx = self._contexts.get(job_id)
            if ctx is not None and job.status not in FINISHED:
                ctx.cancel.set()
                if job.status == "queued":
                    self._finish(job, "cancelled", "cancelled before it started")
            return job.model_copy(deep=True)

    def update(self, job: Job, **progress: int) -> None:
        with self._lock:
            for k, v in progress.items():
                setattr(job.progress, k, v)

    def active(self) -> list[str]:
        with self._lock:
            return [j.id for j in self._jobs.values() if j.status not in FINISHED]

    def _loop(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            ctx, run = item
            if ctx.cancel.is_set() or self._stopping.is_set():
                continue  # already marked cancelled / interrupted
            self._run(ctx, run)

    def _run(self, ctx: JobContext, run: IngestFn) -> None:
        job = ctx.job
        with self._lock:
            job.status, job.started_at = "running", _now()
        deadline = None
        delay = self.backoff_s[0]
        while True:
            with self._lock:
                job.attempts += 1
            try:
                report = run(ctx)
            except IngestCancelled:
                self._stopped(job)
                return
            except DatabaseUnavailable as exc:
                if ctx.cancel.is_set():
                    self._stopped(job)
                    return
                now = time.monotonic()
                deadline = deadline if deadline is not None else now + self.retry_s
                if now + delay > deadline:
                    with self._lock:
                        self._finish(
                            job,
                            "failed",
                            f"database unavailable for {self.retry_s:.0f} s ({exc}); {_RESUBMIT}",
                        )
                    return
                log.warning("job %s: database unavailable; retrying in %.0f s", job.id, delay)
                with self._lock:
                    job.status = "retrying"
                    job.error = f"database unavailable; retry {job.attempts} in {delay:.0f} s"
                if ctx.cancel.wait(delay):
                    self._stopped(job)
                    return
                with self._lock:
                    job.status = "running"
                delay = min(delay * 2, self.backoff_s[1])
                continue
            except Exception as exc:  # the job records every failure; the server keeps serving
                log.exception("ingestion job %s failed", job.id)
                with self._lock:
                    self._finish(job, "failed", f"{type(exc).__name__}: {exc}; {_RESUBMIT}")
                return
            with self._lock:
                job.report = report
                self._finish(job, "succeeded", None)
            return

    def _stopped(self, job: Job) -> None:
        with self._lock:
            if self._stopping.is_set():
                self._finish(job, "interrupted", f"the server stopped; {_RESUBMIT}")
            else:
                self._finish(job, "cancelled", f"cancelled; {_RESUBMIT}")

    def _finish(self, job: Job, status: JobStatus, error: str | None) -> None:
        job.status, job.error, job.finished_at = status, error, _now()
        ctx = self._contexts.pop(job.id, None)
        if ctx is not None and ctx.on_finish is not None:
            ctx.on_finish()

    def _prune(self) -> None:
        finished = [k for k, j in self._jobs.items() if j.status in FINISHED]
        for k in finished[: max(0, len(finished) - self.max_finished)]:
            del self._jobs[k]

    def shutdown(self, grace_s: float = 5.0) -> None:
        """Stop taking jobs, interrupt the running one and mark the queued ones; wait at most
        `grace_s` for the running job to reach a safe point."""
        with self._lock:
            self._stopping.set()
            for job in self._jobs.values():
                ctx = self._contexts.get(job.id)
                if ctx is None:
                    continue
                ctx.cancel.set()
                if job.status == "queued":
                    self._finish(job, "interrupted", f"the server stopped; {_RESUBMIT}")
        self._queue.put(None)
        self._thread.join(timeout=grace_s)
        if self._thread.is_alive():
            log.warning("the running ingestion job did not stop within %.0f s", grace_s)


def _now() -> datetime:
    return datetime.now(UTC)
