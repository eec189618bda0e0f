"""Offline ingestion benchmark: a corpus.jsonl into an empty, isolated Neo4j.

Reports passages/s, the share of time per step (extraction = spaCy NER + parsing, embeddings,
writes, ...), peak RSS and the resulting graph size. The index it builds is marked as the
`a2rag eval` index of that corpus, so a following eval run reuses it. `--limit N` ingests the
first N passages only (for profiling): a smaller pool has its own corpus hash, hence its own
index key, so it is never taken for the full corpus's index.

    .venv/bin/python benchmarks/ingest_bench.py ../shared/data/hotpotqa --out benchmarks/out/ingest_hotpotqa.json
"""

from __future__ import annotations

import argparse
import json
import resource
import time
from pathlib import Path

from rich.console import Console

from a2rag.config import Settings
from a2rag.eval.datasets import corpus_hash, load_dataset
from a2rag.eval.store import ensure_index, eval_settings, index_key
from a2rag.graph.driver import Graph
from a2rag.graph.queries import query


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("data", type=Path, help="folder with corpus.jsonl")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--extractor", default="offline")
    ap.add_argument("--triples", type=Path)
    ap.add_argument("--limit", type=int, help="ingest the first N passages only")
    args = ap.parse_args()
    console = Console()
    settings = Settings()
    ds = load_dataset(args.data)
    if args.limit is not None:
        passages = ds.passages[: args.limit]
        ds = ds.model_copy(
            update={"passages": passages, "questions": [], "corpus_hash": corpus_hash(passages)}
        )
    key = index_key(ds, args.extractor, settings)
    store = eval_settings(settings, key)
    with Graph(store) as g:  # start from empty so the figures are a full build
        g.run_text(query("admin/wipe"))
    t0 = time.perf_counter()
    report = ensure_index(
        store,
        ds,
        key,
        extractor=args.extractor,
        triples=args.triples,
        kb_docs=None,
        console=console,
    )
    wall = time.perf_counter() - t0
    assert report is not None
    with Graph(store) as g:
        stats = g.read("ingest/stats")[0]
    self_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    child_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    steps = report.step_seconds
    total_steps = sum(steps.values()) or 1.0
    result = {
        "dataset": ds.name,
        "passages": len(ds.passages),
        "extractor": args.extractor,
        "wall_s": round(wall, 1),
        "passages_per_s": round(len(ds.passages) / wall, 2),
        "step_seconds": {k: round(v, 1) for k, v in sorted(steps.items())},
        "step_share": {k: round(v / total_steps, 3) for k, v in sorted(steps.items())},
        "peak_rss_mb": {"main": round(self_kb / 1024), "largest_worker": round(child_kb / 1024)},
        "graph": stats,
        "chunks": report.chunks,
        "extraction_failures": len(report.extraction_failures),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2))
    console.print_json(json.dumps(result))


if __name__ == "__main__":
    main()
