"""Versioned schema migrations from `migrations/NNNN_name.cypher`.

Applied in order, each recorded as (:A2RAGMigration {version, name, checksum, applied_at}).
A recorded file whose checksum changed stops the run: schema history is append-only, so a
change must come as a new file.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from pydantic import BaseModel

from a2rag.errors import MigrationError
from a2rag.graph.driver import Graph
from a2rag.resources import migrations_root

MIGRATIONS_DIR = migrations_root()
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.cypher$")


class MigrationFile(BaseModel):
    version: int
    name: str
    path: Path
    checksum: str

    def statements(self) -> list[str]:
        """The file's statements: `;` ends one; `//` comment lines are dropped."""
        lines = [
            ln
            for ln in self.path.read_text(encoding="utf-8").splitlines()
            if not ln.strip().startswith("//")
        ]
        return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]


class MigrationStatus(BaseModel):
    version: int
    name: str
    applied: bool
    checksum_ok: bool


def discover(directory: Path = MIGRATIONS_DIR) -> list[MigrationFile]:
    files: list[MigrationFile] = []
    for path in sorted(directory.glob("*.cypher")):
        m = _NAME.match(path.name)
        if not m:
            raise MigrationError(f"{path.name}: migration files are named NNNN_snake_name.cypher")
        checksum = hashlib.sha256(path.read_bytes()).hexdigest()
        files.append(
            MigrationFile(version=int(m.group(1)), name=path.stem, path=path, checksum=checksum)
        )
    versions = [f.version for f in files]
    if len(versions) != len(set(versions)):
        raise MigrationError(f"duplicate migration versions in {directory}")
    return files


def status(graph: Graph, directory: Path = MIGRATIONS_DIR) -> list[MigrationStatus]:
    applied = {r["version"]: r for r in graph.read("admin/migrations_applied")}
    out = []
    for f in discover(directory):
        rec = applied.get(f.version)
        out.append(
            MigrationStatus(
                version=f.version,
                name=f.name,
                applied=rec is not None,
                checksum_ok=rec is None or rec["checksum"] == f.checksum,
            )
        )
    return out


def migrate(graph: Graph, directory: Path = MIGRATIONS_DIR) -> list[str]:
    """Apply pending migrations; return the names applied (empty when up to date)."""
    files = discover(directory)
    applied = {r["version"]: r for r in graph.read("admin/migrations_applied")}
    for f in files:
        rec = applied.get(f.version)
        if rec is not None and rec["checksum"] != f.checksum:
            raise MigrationError(
                f"migration {f.name} was applied with checksum {rec['checksum'][:12]}… but the "
                f"file now has {f.checksum[:12]}…. Applied migrations must not change: restore "
                "the file and put the change in a new migration."
            )
    done: list[str] = []
    params = {
        "embedding_dim": graph.settings.models.embedding_dim,
        "default_groups": graph.settings.access.default_groups,
    }
    for f in files:
        if f.version in applied:
            continue
        for stmt in f.statements():
            graph.run_text(stmt, {k: v for k, v in params.items() if f"${k}" in stmt})
        graph.write("admin/migration_record", version=f.version, name=f.name, checksum=f.checksum)
        done.append(f.name)
    if done:
        graph.run_text("CALL db.awaitIndexes(300)")
    return done
