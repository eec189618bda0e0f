"""One writer at a time: the lock that orders ingestion writes and deletes.

Ingestion holds it only while it writes a batch (extraction runs outside it), and a delete
holds it for its whole transaction, so a delete waits at most one batch write and never
interleaves with one. A running ingestion `watch`es the lock: ids deleted while it runs are
withdrawn from it (a DELETE wins over an ingestion submitted before it), so a 200 from
DELETE means the document is gone and stays gone until it is submitted again.

Across processes (`a2rag ingest` next to `a2rag serve`), a lease in the database does the
same: whoever holds the lock also holds `(:A2RAGMeta {key: 'writer_lease'})`, renewed while
held; a crashed holder's lease expires after `write_lease_ttl_s`.
"""

from __future__ import annotations

import contextlib
import os
import socket
import threading
import time
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from a2rag.errors import IngestError

if TYPE_CHECKING:
    from a2rag.graph.driver import Graph

_POLL_S = 0.1


class WriteLock:
    def __init__(
        self, graph: Graph | None = None, ttl_s: float = 30.0, timeout_s: float = 600.0
    ) -> None:
        """`graph` None: in-process only (no lease)."""
        self.graph = graph
        self.ttl_s = ttl_s
        self.timeout_s = timeout_s
        self.holder = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self._depth = 0
        self._renewer: threading.Thread | None = None
        self._released = threading.Event()
        self._lock = threading.RLock()
        self._watches: list[tuple[frozenset[str] | None, set[str]]] = []
        self._guard = threading.Lock()

    @contextmanager
    def hold(self) -> Iterator[None]:
        with self._lock:
            if self._depth == 0 and self.graph is not None:
                self._acquire_lease(self.graph)
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0 and self.graph is not None:
                    self._release_lease(self.graph)

    def _acquire_lease(self, graph: Graph) -> None:
        deadline = time.monotonic() + self.timeout_s
        while True:
            row = graph.write(
                "admin/writer_lease_acquire", holder=self.holder, ttl_ms=int(self.ttl_s * 1000)
            )[0]
            if row["acquired"]:
                break
            if time.monotonic() > deadline:
                raise IngestError(
                    f"another writer ({row['holder']}) has held the database write lease for "
                    f"over {self.timeout_s:.0f} s; try again when its ingestion has finished"
                )
            time.sleep(_POLL_S)
        self._released.clear()
        self._renewer = threading.Thread(
            target=self._renew, args=(graph,), name="a2rag-write-lease", daemon=True
        )
        self._renewer.start()

    def _renew(self, graph: Graph) -> None:
        while not self._released.wait(self.ttl_s / 3):
            # an outage here is met and reported by the writer itself
            with contextlib.suppress(Exception):
                graph.write(
                    "admin/writer_lease_acquire",
                    holder=self.holder,
                    ttl_ms=int(self.ttl_s * 1000),
                )

    def _release_lease(self, graph: Graph) -> None:
        self._released.set()
        if self._renewer is not None:
            self._renewer.join()
            self._renewer = None
        with contextlib.suppress(Exception):  # unreachable: the lease expires on its own
            graph.write("admin/writer_lease_release", holder=self.holder)

    @contextmanager
    def watch(self, doc_ids: Iterable[str] | None = None) -> Iterator[set[str]]:
        """The ids (of `doc_ids`; None: any) deleted via `deleted` while the block runs;
        read it under `hold()`."""
        seen = self.open_watch(doc_ids)
        try:
            yield seen
        finally:
            self.close_watch(seen)

    def open_watch(self, doc_ids: Iterable[str] | None = None) -> set[str]:
        """`watch` for a job that is queued now and runs later (close it when it ends)."""
        seen: set[str] = set()
        with self._guard:
            self._watches.append((None if doc_ids is None else frozenset(doc_ids), seen))
        return seen

    def close_watch(self, seen: set[str]) -> None:
        with self._guard:
            self._watches = [w for w in self._watches if w[1] is not seen]

    def deleted(self, doc_ids: Iterable[str]) -> int:
        """Record deletes for every pending ingestion (call under `hold()`); returns how many
        (job, id) pairs were withdrawn from jobs that named the id."""
        ids = set(doc_ids)
        withdrawn = 0
        with self._guard:
            for wanted, seen in self._watches:
                hit = (ids if wanted is None else ids & wanted) - seen
                seen.update(hit)
                withdrawn += 0 if wanted is None else len(hit)
        return withdrawn
