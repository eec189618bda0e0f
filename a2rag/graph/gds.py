"""GDS detection and the named in-memory projection of the entity graph.

The projection is a snapshot; ingestion bumps a graph version in (:A2RAGMeta {key:'graph'})
and the projection remembers the version it was built from, so stage 3 re-projects lazily
only when the graph changed since (DESIGN.md §3).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from neo4j.exceptions import ClientError
from pydantic import BaseModel

from a2rag.errors import GDSUnavailable
from a2rag.graph.driver import Graph

WEIGHTED_SOURCES_SINCE = (2, 17)


class GDSInfo(BaseModel):
    version: str
    weighted_sources: bool


def parse_version(text: str) -> tuple[int, ...]:
    """'2.26.0' -> (2, 26, 0); calendar versions '2026.03.0' compare above every 2.x."""
    return tuple(int(p) for p in re.findall(r"\d+", text)[:3])


def gds_info(graph: Graph) -> GDSInfo:
    try:
        rows = graph.read("admin/gds_version")
    except ClientError as exc:
        raise GDSUnavailable(
            "the Graph Data Science plugin is not available on this Neo4j "
            f"({exc.code}). Use `a2rag neo4j start` (bundles GDS), add GDS to your server's "
            "plugins/ and allow gds.* (dbms.security.procedures.unrestricted=gds.*), or with "
            "Docker set NEO4J_PLUGINS='[\"graph-data-science\"]'."
        ) from exc
    version = str(rows[0]["version"])
    return GDSInfo(
        version=version, weighted_sources=parse_version(version) >= WEIGHTED_SOURCES_SINCE
    )


class Projection:
    """Lazily (re)built UNDIRECTED projection of :Entity nodes and their relations.

    Runs on the projection hold a shared lease (`use`); a rebuild waits until no run holds one,
    so a question asked during an ingest never finds its projection dropped under it."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self.name = graph.settings.retrieval.gds_graph_name
        self._cond = threading.Condition()
        self._users = 0
        self._rebuilding = False

    def ensure(self, *, force: bool = False) -> int:
        """Make sure the projection reflects the current graph version; return that version.
        `force` re-projects even at the same version (an ingest still running has written
        entities before it bumps the version)."""
        with self.use(force=force) as version:
            return version

    @contextmanager
    def use(self, *, force: bool = False) -> Iterator[int]:
        """Hold a lease on a projection at the current graph version for the block's length."""
        with self._cond:
            self._cond.wait_for(lambda: not self._rebuilding)
            current = self.graph_version()
            info = self.graph.read("gds/projection_info", graph_name=self.name)[0]
            if force or not info["exists"] or info["built_version"] != current:
                self._rebuilding = True
                try:
                    self._cond.wait_for(lambda: self._users == 0)
                    self.graph.write("gds/drop_projection", graph_name=self.name)
                    self.graph.write("gds/project", graph_name=self.name, version=current)
                finally:
                    self._rebuilding = False
                    self._cond.notify_all()
            self._users += 1
        try:
            yield current
        finally:
            with self._cond:
                self._users -= 1
                self._cond.notify_all()

    def graph_version(self) -> int:
        rows = self.graph.read("admin/graph_version")
        return int(rows[0]["version"]) if rows else 0
