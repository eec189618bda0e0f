"""GDS detection and the named in-memory projection of the entity graph.

The projection is a snapshot; ingestion bumps a graph version in (:A2RAGMeta {key:'graph'})
and the projection remembers the version it was built from, so stage 3 re-projects lazily
only when the graph changed since (DESIGN.md §3).
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

from neo4j.exceptions import ClientError
from pydantic import BaseModel

from a2rag.errors import GDSUnavailable
from a2rag.graph.driver import Graph

WEIGHTED_SOURCES_SINCE = (2, 17)


class Projections:
    """One projection per read-group set, the least recently used dropped beyond `keep`
    (each restricted set costs a projection's memory; the whole-graph one is always kept)."""

    def __init__(self, graph: Graph, keep: int) -> None:
        self.graph = graph
        self.keep = keep
        self.whole = Projection(graph)
        self._restricted: OrderedDict[tuple[str, ...], Projection] = OrderedDict()
        self._lock = threading.Lock()

    def for_groups(self, groups: list[str] | None) -> Projection:
        if groups is None:
            return self.whole
        key = tuple(sorted(groups))
        evicted: list[Projection] = []
        with self._lock:
            proj = self._restricted.get(key)
            if proj is None:
                proj = self._restricted[key] = Projection(self.graph, list(key))
            self._restricted.move_to_end(key)
            while len(self._restricted) > self.keep:
                evicted.append(self._restricted.popitem(last=False)[1])
        for old in evicted:
            old.drop()
        return proj


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


def projection_name(base: str, groups: list[str] | None) -> str:
    """The catalog name of the projection a group set reads (None: the whole graph)."""
    if groups is None:
        return base
    digest = hashlib.sha256("\n".join(sorted(groups)).encode()).hexdigest()[:16]
    return f"{base}_g_{digest}"


class Projection:
    """Lazily (re)built UNDIRECTED projection of :Entity nodes and their relations; with
    `groups`, only of the entities and edges those groups may read.

    Runs on the projection hold a shared lease (`use`); a rebuild waits until no run holds one,
    so a question asked during an ingest never finds its projection dropped under it."""

    def __init__(self, graph: Graph, groups: list[str] | None = None) -> None:
        self.graph = graph
        self.groups = None if groups is None else sorted(groups)
        self.name = projection_name(graph.settings.retrieval.gds_graph_name, self.groups)
        self.build_ms = 0.0
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
                    t0 = time.perf_counter()
                    self.graph.write("gds/drop_projection", graph_name=self.name)
                    if self.groups is None:
                        self.graph.write("gds/project", graph_name=self.name, version=current)
                    else:
                        self.graph.write(
                            "gds/project_groups",
                            graph_name=self.name,
                            version=current,
                            groups=self.groups,
                        )
                    self.build_ms = (time.perf_counter() - t0) * 1000
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

    def drop(self) -> None:
        """Remove the projection from the catalog once no run holds it."""
        with self._cond:
            self._cond.wait_for(lambda: self._users == 0 and not self._rebuilding)
            self.graph.write("gds/drop_projection", graph_name=self.name)

    def graph_version(self) -> int:
        rows = self.graph.read("admin/graph_version")
        return int(rows[0]["version"]) if rows else 0
