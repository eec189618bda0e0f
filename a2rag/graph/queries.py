"""Named Cypher loaded from the repository's `cypher/` folder.

Every statement the code runs lives in a `.cypher` file so that a reader can paste it into
Neo4j Browser with `:param` values. Files are read once and cached; nothing is ever built by
string concatenation from data.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

CYPHER_DIR = Path(__file__).resolve().parent.parent.parent / "cypher"


class QueryNotFound(KeyError):
    pass


@cache
def query(name: str) -> str:
    """Return the statement in `cypher/<name>.cypher` (comment lines kept: Neo4j ignores them)."""
    path = CYPHER_DIR / f"{name}.cypher"
    if not path.is_file():
        raise QueryNotFound(f"no Cypher file {path}")
    text = path.read_text(encoding="utf-8").strip()
    if not text:
        raise QueryNotFound(f"Cypher file {path} is empty")
    return text
