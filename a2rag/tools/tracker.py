"""The per-session context tracker (A-RAG §3.3): which chunks a session has already read."""

from __future__ import annotations

import threading
from collections.abc import Iterable


class ReadTracker:
    """Chunk ids read so far, in reading order. `chunk_read` answers "already read" for these
    instead of repeating their text; agent mode also takes its evidence from them."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._read: dict[str, None] = {}

    def seen(self, chunk_id: str) -> bool:
        with self._lock:
            return chunk_id in self._read

    def mark(self, chunk_ids: Iterable[str]) -> None:
        with self._lock:
            for cid in chunk_ids:
                self._read.setdefault(cid, None)

    @property
    def read_ids(self) -> list[str]:
        with self._lock:
            return list(self._read)

    def __len__(self) -> int:
        with self._lock:
            return len(self._read)
