"""Named Cypher loaded from the `cypher/` folder (shipped in the package, see a2rag.resources).

Every statement the code runs lives in a `.cypher` file so that a reader can paste it into
Neo4j Browser with `:param` values. Files are read once and cached; nothing is ever built by
string concatenation from data.
"""

from __future__ import annotations

from functools import cache

from a2rag.errors import QueryNotFound
from a2rag.resources import cypher_root


@cache
def query(name: str) -> str:
    """Return the statement in `cypher/<name>.cypher` (comment lines kept: Neo4j ignores them)."""
    path = cypher_root() / f"{name}.cypher"
    if not path.is_file():
        raise QueryNotFound(f"no Cypher file {path}")
    text = path.read_text(encoding="utf-8").strip()
    if not text:
        raise QueryNotFound(f"Cypher file {path} is empty")
    return text


@cache
def declares_groups(name: str) -> bool:
    """Whether the statement filters by the caller's `$groups` (permission-aware reads)."""
    return "$groups" in query(name)
