"""A Neo4j Browser snippet that shows an answer's seeds, evidence subgraph and cited chunks.

Values go into `:param` lines as JSON (the Browser's parameter syntax), never into the query.
"""

from __future__ import annotations

import json

from a2rag.graph.queries import query


def inspect_cypher(seed_ids: list[str], chunk_ids: list[str]) -> str:
    return (
        f":param seeds => {json.dumps(seed_ids)};\n"
        f":param chunks => {json.dumps(chunk_ids)};\n"
        f"{query('retrieve/inspect')}"
    )
