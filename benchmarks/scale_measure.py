"""Measure a scale benchmark's store as it stands, without ingesting (issue 15).

When `benchmarks/scale.py` is stopped during an increment, its store still holds every
passage ingested so far (ingestion is idempotent and per batch). This runs the same
`measure()` on it: graph counts, store size, GDS projection, retrieval as shipped and with
every stage forced. Ingestion figures (time, Python RSS) are not measurable here; the Neo4j
peak RSS is the JVM's since it started, so it covers the ingestion if the server was not
restarted.

    A2RAG_LOCAL_BOLT_PORT=37687 A2RAG_LOCAL_HTTP_PORT=37474 A2RAG_LOCAL_HEAP=4g \\
    A2RAG_LOCAL_PAGECACHE=6g .venv/bin/python benchmarks/scale_measure.py \\
        --instance scale100 --data ../shared/data --out-dir benchmarks/out/scale_69361e5
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from scale import git_commit, measure

from a2rag.config import Settings
from a2rag.eval.scale_corpus import shared_pool
from a2rag.localserver import LocalNeo4j
from a2rag.service import A2RAG


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--instance", required=True, help="the scale benchmark's local instance")
    ap.add_argument("--data", type=Path, default=Path("../shared/data"))
    ap.add_argument("--out-dir", type=Path, default=Path("benchmarks/out/scale"))
    args = ap.parse_args()
    base = Settings()
    settings = base.updated(
        local_instance=args.instance,
        neo4j_uri=f"bolt://127.0.0.1:{base.local.local_bolt_port}",
        neo4j_password=None,
    )
    questions, pool = shared_pool(args.data, None, 0)
    server = LocalNeo4j(settings)
    info = server.start()
    with A2RAG(settings) as rag:
        docs = int(rag.graph.run_text("MATCH (d:Document) RETURN count(d) AS n")[0]["n"])
        forced = A2RAG(
            settings.updated(reader_sufficient_confidence=1.0), graph=rag.graph,
            embedder=rag.embedder,
        )  # fmt: skip
        row = {
            "passages": docs,
            "synthetic": max(0, docs - len(pool)),
            "partial": "ingestion stopped part-way; measured by scale_measure.py",
            "commit": git_commit(),
            "heap": settings.local.local_heap,
            "pagecache": settings.local.local_pagecache,
            "neo4j": f"{info.neo4j_version} + GDS {info.gds_version}",
            "questions": len(questions),
            **measure(rag, forced, server, questions, 1),
            "load_avg": os.getloadavg(),
            "finished_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }
    args.out_dir.mkdir(parents=True, exist_ok=True)
    out = args.out_dir / f"size_{docs}_partial.json"
    out.write_text(json.dumps(row, indent=2))
    print(json.dumps({"out": str(out), "passages": docs, **row["as_shipped"]["retrieval_ms"]}))


if __name__ == "__main__":
    main()
