"""kill -9 recovery (issue 18): an ingest process killed at any point, then re-run, leaves
exactly the graph of one clean ingest, with no orphans.

The process kills itself with SIGKILL (no cleanup, no finally) right after a chosen write
step, so the kill points are deterministic: mid-batch after the entities (before their
mentions), mid-batch after the chunks, and after a re-run removed the unfinished documents'
partial content. Each run picks up where the previous one died.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from conftest import KB

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.ingest.pipeline import Ingestor

BATCH = 2
DOCS = 8  # of the sample KB: four batches
CHILD = """
import os, signal, sys
from a2rag.config import Settings
from a2rag.ingest.pipeline import Ingestor
from a2rag.ingest.writer import GraphWriter

step, nth, batch, docs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
original = getattr(GraphWriter, step)
seen = [0]

def killed_after(self, *args, **kwargs):
    out = original(self, *args, **kwargs)
    seen[0] += 1
    if seen[0] == nth:
        os.kill(os.getpid(), signal.SIGKILL)
    return out

setattr(GraphWriter, step, killed_after)
with Ingestor(Settings()) as ing:
    ing.ingest([docs], extractor="offline", batch_docs=batch)
"""
# (write step, after its n-th call): each run starts from what the previous kill left
KILLS = [("entities", 2), ("chunks", 1), ("remove_content", 1)]


def _state(graph: Graph) -> dict[str, int]:
    row = dict(graph.read("ingest/stats")[0])
    row.update(
        graph.run_text(
            "CALL () { MATCH (e:Entity) WHERE NOT (e)<-[:MENTIONS]-() RETURN count(e) AS a }"
            " CALL () { MATCH (c:Chunk) WHERE NOT (c)-[:PART_OF]->() RETURN count(c) AS b }"
            " CALL () { MATCH (d:Document) WHERE d.content_hash IS NULL RETURN count(d) AS c }"
            " CALL () { MATCH (s:Sentence) RETURN count(s) AS d }"
            " RETURN a AS orphan_entities, b AS orphan_chunks, c AS incomplete, d AS sentences"
        )[0]
    )
    return row


def test_kill_9_then_rerun_gives_the_clean_graph(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for f in sorted((KB / "docs").glob("*.md"))[:DOCS]:
        shutil.copy(f, docs / f.name)
    with Ingestor(settings) as ing:
        ing.ingest([docs], extractor="offline", batch_docs=BATCH)
    clean = _state(graph)
    assert clean["documents"] == DOCS and clean["orphan_entities"] == 0
    graph.run_text(
        "MATCH (n) WHERE n:Document OR n:Chunk OR n:Entity OR n:Sentence DETACH DELETE n"
    )

    script = tmp_path / "child.py"
    script.write_text(CHILD)
    env = {
        **os.environ,
        "NEO4J_URI": settings.neo4j.neo4j_uri,
        "NEO4J_USERNAME": settings.neo4j.neo4j_username,
        "NEO4J_PASSWORD": settings.resolved_password(),
        "A2RAG_BACKEND": "offline",
        "A2RAG_WRITE_LEASE_TTL_S": "2",  # the killed writer's lease blocks the next run this long
    }
    for step, nth in KILLS:
        proc = subprocess.run(
            [sys.executable, str(script), step, str(nth), str(BATCH), str(docs)],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        assert proc.returncode == -9, (step, proc.stderr[-2000:])
        assert _state(graph)["incomplete"] > 0 or step == "remove_content", step
    with Ingestor(settings) as ing:
        ing.ingest([docs], extractor="offline", batch_docs=BATCH)
    assert _state(graph) == clean
