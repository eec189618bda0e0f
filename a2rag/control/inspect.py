"""A Neo4j Browser statement that draws an answer's seeds, evidence chunks, their entities and
the relations the evidence states (`cypher/retrieve/inspect.cypher`).

Browser draws the graph of one statement; `:param` lines before it make a multi-statement
paste that shows "Completed" and no graph. So the printed text is the named query with its
parameter line holding the values as JSON lists (valid Cypher list literals): display text for
a person to paste. The code itself runs the named query with real parameters.
"""

from __future__ import annotations

import json

from a2rag.access.scope import current_read_groups
from a2rag.graph.queries import query

PARAM_LINE = "WITH $seeds AS seed_ids, $chunks AS chunk_ids, $cited AS cited"
STYLE_FILE = "neo4j/browser-style.grass"


def inspect_cypher(
    seed_ids: list[str], chunk_ids: list[str], cited: list[str] | None = None
) -> str:
    """The paste-ready statement: comments dropped, values in the first line, one statement."""
    values = (
        f"WITH {json.dumps(seed_ids)} AS seed_ids, {json.dumps(chunk_ids)} AS chunk_ids, "
        f"{json.dumps(list(cited or []))} AS cited"
    )
    readers = json.dumps(current_read_groups())  # the asker's view, not the operator's
    body = [
        ln.replace("$groups", readers)
        for ln in query("retrieve/inspect").splitlines()
        if not ln.startswith("//")
    ]
    if PARAM_LINE not in body:  # the file and this module must agree
        raise ValueError(f"cypher/retrieve/inspect.cypher lost its line {PARAM_LINE!r}")
    body[body.index(PARAM_LINE)] = values
    header = f"// a2rag evidence (styling: run `:style` with the contents of {STYLE_FILE})"
    return "\n".join([header, *body])
