"""Driver and session lifecycle.

`Graph` owns one `neo4j.Driver` and runs named queries from `cypher/` with parameters only.
Connection failures become `DatabaseUnavailable` with a hint, so every command fails the
same readable way when the server is down. The first session checks connectivity once: a server
that is down or refuses the credentials fails at once instead of after the driver's retries.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from types import TracebackType
from typing import Any, LiteralString, TypeVar, cast

import neo4j
from neo4j import Driver, GraphDatabase, ManagedTransaction, Session
from neo4j.exceptions import AuthError, ServiceUnavailable, SessionExpired

from a2rag.access.scope import current_read_groups
from a2rag.config import Settings, mask_url
from a2rag.errors import ConfigError, DatabaseUnavailable
from a2rag.graph.queries import declares_groups, query

Record = dict[str, Any]
T = TypeVar("T")


def _hint(settings: Settings) -> str:
    return (
        f"cannot reach Neo4j at {mask_url(settings.neo4j.neo4j_uri)}. Start the local server with "
        "`a2rag neo4j start` (or `make neo4j-start`), or point NEO4J_URI / NEO4J_USERNAME / "
        "NEO4J_PASSWORD at a running Neo4j with the GDS plugin."
    )


def _refused(settings: Settings) -> str:
    where = (
        "NEO4J_PASSWORD"
        if settings.neo4j.neo4j_password is not None
        else f"the password stored in {settings.password_file}"
    )
    return (
        f"Neo4j at {settings.neo4j.neo4j_uri} refused user {settings.neo4j.neo4j_username!r} with {where}. "
        "Set NEO4J_PASSWORD (and NEO4J_USERNAME) to that server's credentials."
    )


class Graph:
    """A connected Neo4j database. Use as a context manager or call `close()`."""

    def __init__(self, settings: Settings, driver: Driver | None = None) -> None:
        self.settings = settings
        self._overfetch = settings.access.access_overfetch
        self.database = settings.neo4j.neo4j_database
        if driver is None:
            try:
                auth = (settings.neo4j.neo4j_username, settings.resolved_password())
            except ConfigError as exc:
                raise DatabaseUnavailable(str(exc)) from exc
            driver = GraphDatabase.driver(
                settings.neo4j.neo4j_uri,
                auth=auth,
                connection_timeout=settings.neo4j.neo4j_connect_timeout_s,
                connection_acquisition_timeout=settings.neo4j.neo4j_acquire_timeout_s,
                max_transaction_retry_time=settings.neo4j.neo4j_max_retry_s,
                notifications_min_severity="OFF",
            )
        self.driver = driver
        self._verified = False
        # Set after a connection failure: the next call checks connectivity first (fails in
        # milliseconds while the server is down) instead of retrying for neo4j_max_retry_s.
        self._suspect = False

    # -- lifecycle ------------------------------------------------------------------------
    def verify(self) -> None:
        try:
            self.driver.verify_connectivity()
            self._suspect = False
        except AuthError as exc:
            raise DatabaseUnavailable(_refused(self.settings)) from exc
        except (ServiceUnavailable, SessionExpired, OSError) as exc:
            self._suspect = True
            raise DatabaseUnavailable(_hint(self.settings)) from exc
        self._verified = True

    def close(self) -> None:
        self.driver.close()

    def __enter__(self) -> Graph:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @contextmanager
    def session(self, database: str | None = None) -> Iterator[Session]:
        if not self._verified:  # one fast check, not the driver's retries against a dead server
            self.verify()
        try:
            with self.driver.session(database=database or self.database) as session:
                yield session
        except (ServiceUnavailable, SessionExpired) as exc:
            raise DatabaseUnavailable(_hint(self.settings)) from exc
        except AuthError as exc:
            raise DatabaseUnavailable(_refused(self.settings)) from exc

    # -- running named queries ------------------------------------------------------------
    def read(self, query_name: str, /, **params: Any) -> list[Record]:
        """Run the named read query in a managed (retried) read transaction."""
        return self._execute(query_name, params, write=False)

    def write(self, query_name: str, /, **params: Any) -> list[Record]:
        """Run the named write query in a managed (retried) write transaction."""
        return self._execute(query_name, params, write=True)

    def write_all(self, steps: Sequence[tuple[str, Mapping[str, Any]]]) -> list[list[Record]]:
        """Run several named write queries in order in ONE transaction: all or nothing."""
        statements = [
            (cast(LiteralString, query(name)), scoped(name, p, self._overfetch))
            for name, p in steps
        ]

        def work(tx: ManagedTransaction) -> list[list[Record]]:
            return [[r.data() for r in tx.run(st, p)] for st, p in statements]

        return self._managed(work, write=True)

    def run_text(
        self, text: str, params: Mapping[str, Any] | None = None, *, database: str | None = None
    ) -> list[Record]:
        """Run a fixed statement (admin/schema text from our own files; never user data)."""
        with self.session(database) as session:
            result = session.run(cast(LiteralString, text), dict(params or {}))
            return [r.data() for r in result]

    def _execute(self, name: str, params: Mapping[str, Any], *, write: bool) -> list[Record]:
        statement = cast(LiteralString, query(name))

        def work(tx: ManagedTransaction) -> list[Record]:
            return [r.data() for r in tx.run(statement, bound)]

        bound = scoped(name, params, self._overfetch)
        return self._managed(work, write=write)

    def _managed(self, work: Callable[[ManagedTransaction], T], *, write: bool) -> T:
        if self._suspect:
            self.verify()  # raises DatabaseUnavailable at once while the server is down
        try:
            with self.session() as session:
                out = session.execute_write(work) if write else session.execute_read(work)
        except (ServiceUnavailable, SessionExpired) as exc:
            self._suspect = True
            raise DatabaseUnavailable(_hint(self.settings)) from exc
        except DatabaseUnavailable:
            self._suspect = True
            raise
        self._suspect = False
        return out


def scoped(name: str, params: Mapping[str, Any], overfetch: int = 5) -> dict[str, Any]:
    """The statement's parameters, with `$groups` from the read scope when the statement
    declares it and the caller did not pass it (see a2rag.access.scope)."""
    out = dict(params)
    if declares_groups(name):
        out.setdefault("groups", current_read_groups())
        out.setdefault("overfetch", overfetch)
    return out


def server_version(graph: Graph) -> str:
    rows = graph.read("admin/server_version")
    return str(rows[0]["version"]) if rows else "unknown"


def bolt_codec() -> str:
    """Which packstream the driver packs with: neo4j-rust-ext's Rust one sends ingestion's
    vectors in half the time of the pure-Python one (docs/scaling.md)."""
    import importlib.util

    rust = importlib.util.find_spec("neo4j._rust") is not None  # neo4j itself is imported
    return "Rust packstream" if rust else "pure-Python packstream"


__all__ = ["Graph", "Record", "bolt_codec", "neo4j", "server_version"]
