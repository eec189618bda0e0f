"""Where the files a2rag ships beside its code live: named Cypher, migrations, the Neo4j POM.

The repository keeps them at its top level (`cypher/`, `migrations/`, `neo4j/`) so they read
and run on their own; the build maps them into the package (`a2rag/_cypher`, `a2rag/_migrations`,
`a2rag/_neo4j`, see setup.py), so an installed wheel finds them through importlib.resources. A
source checkout or an editable install has no such folders in the package and reads the
top-level ones instead.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

CHECKOUT_ROOT = Path(__file__).resolve().parent.parent


def _root(packaged: str, top_level: str) -> Path:
    shipped = files("a2rag") / packaged
    # pip installs wheels unpacked, so an installed package's resources are real paths.
    if isinstance(shipped, Path) and shipped.is_dir():
        return shipped
    return CHECKOUT_ROOT / top_level


def cypher_root() -> Path:
    """The folder of named queries (`<group>/<name>.cypher`)."""
    return _root("_cypher", "cypher")


def migrations_root() -> Path:
    """The folder of schema migrations (`NNNN_name.cypher`)."""
    return _root("_migrations", "migrations")


def neo4j_pom() -> Path:
    """The Maven POM that provisions the local Neo4j + GDS server."""
    return _root("_neo4j", "neo4j") / "pom.xml"
