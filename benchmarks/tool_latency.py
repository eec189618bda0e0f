"""Latency of each agent tool (p50 / p95 over questions) against the database at NEO4J_URI.

For every question: keyword_search on its capitalised phrases, semantic_search on the question,
chunk_read of the best hit, find_entities on the first phrase, then neighbours, connect and
expand on the entities found. Warm: one untimed round first (model load, query plans).

    NEO4J_URI=bolt://127.0.0.1:7687 .venv/bin/python benchmarks/tool_latency.py \
        --questions ../shared/data/2wiki/questions.jsonl --limit 50 --out benchmarks/out/tools.json
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.models.embeddings import make_embedder
from a2rag.tools import ReadTracker, ToolError, Toolkit

PHRASE = re.compile(r"\b[A-Z][\w'.-]*(?:\s+(?:of|the|de|von|and)?\s*[A-Z][\w'.-]*)*")


def phrases(question: str) -> list[str]:
    found = [p.strip() for p in PHRASE.findall(question)]
    return [p for p in dict.fromkeys(found) if p.lower() not in {"what", "who", "which", "when"}]


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=50)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    questions = [json.loads(x)["question"] for x in args.questions.open() if x.strip()]
    questions = questions[: args.limit]
    settings = Settings()
    times: dict[str, list[float]] = defaultdict(list)
    errors: dict[str, int] = defaultdict(int)
    with Graph(settings) as graph:
        tk = Toolkit(settings, graph, make_embedder(settings))

        def timed(name: str, arguments: dict[str, Any], tracker: ReadTracker, record: bool) -> Any:
            t0 = time.perf_counter()
            try:
                out = tk.call(name, arguments, tracker)
            except ToolError:
                errors[name] += record
                out = None
            if record:
                times[name].append((time.perf_counter() - t0) * 1000)
            return out

        for i, q in enumerate([questions[0], *questions]):
            record = i > 0
            tracker = ReadTracker()
            names = phrases(q) or q.split()[:2]
            timed("keyword_search", {"keywords": names[:5], "k": 5}, tracker, record)
            sem = timed("semantic_search", {"query": q, "k": 5}, tracker, record)
            if sem is not None and sem.hits:
                read = {"chunk_ids": [sem.hits[0].chunk_id], "neighbours": 1}
                timed("chunk_read", read, tracker, record)
            ents = timed("find_entities", {"name": names[0], "k": 3}, tracker, record)
            ids = [e.id for e in ents.entities] if ents is not None else []
            if ids:
                timed("neighbours", {"entity": ids[0]}, tracker, record)
                timed("expand", {"entities": ids[:3], "k": 5}, tracker, record)
            if len(ids) >= 2:
                timed("connect", {"entity_a": ids[0], "entity_b": ids[1]}, tracker, record)
    table = {
        name: {
            "n": len(v),
            "p50_ms": round(statistics.median(v), 1),
            "p95_ms": round(pct(v, 95), 1),
            "errors": errors[name],
        }
        for name, v in times.items()
    }
    print("| tool | n | p50 ms | p95 ms |\n|---|---|---|---|")
    for name, row in table.items():
        print(f"| {name} | {row['n']} | {row['p50_ms']} | {row['p95_ms']} |")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(table, indent=2) + "\n")


if __name__ == "__main__":
    main()
