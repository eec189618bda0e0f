"""Cost of permission enforcement (issue 12): retrieval latency with and without read groups,
and the GDS projection time per group set.

Uses the evaluation index store (`a2rag eval` builds the same index, and reuses it): the
dataset's documents are assigned to G groups at random (seeded) through the regroup path, then
every question is retrieved once untimed (its embeddings are then cached) and then as three
callers in rotating order, so that machine load and caches fall on all alike:
  - operator:  no filter (`$groups` null), the whole-graph projection;
  - all-groups: a reader holding every group (sees everything, pays every filter);
  - one-group: a reader holding one group (sees about 1/G of the documents).
Afterwards the documents get their default groups back. Stage sufficiency is left as shipped,
so each caller's stage mix is what a user gets; `--force-global` runs every stage.

    .venv/bin/python benchmarks/access_bench.py --data examples/kb --out benchmarks/out/access_kb.json
    .venv/bin/python benchmarks/access_bench.py --data ../shared/data/hotpotqa --limit 150 \
        --out benchmarks/out/access_hotpotqa.json
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter
from pathlib import Path

from rich.console import Console

from a2rag.access import reading_as
from a2rag.config import Settings
from a2rag.eval.metrics import percentile
from a2rag.eval.runner import EvalConfig, load
from a2rag.eval.store import ensure_index, eval_store, index_key
from a2rag.graph.gds import Projection
from a2rag.ingest.writer import GraphWriter
from a2rag.service import A2RAG


def pct(xs: list[float]) -> dict[str, float]:
    return {
        "p50": round(percentile(xs, 50) or 0.0, 1),
        "p95": round(percentile(xs, 95) or 0.0, 1),
        "n": len(xs),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=None, help="seeded sample of questions")
    ap.add_argument("--groups", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--force-global", action="store_true")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per question and caller")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    console = Console(stderr=True)
    settings = Settings()
    cfg = EvalConfig(data=args.data, out=args.out, limit=args.limit, seed=args.seed)
    dataset, kb_docs = load(cfg)
    key = index_key(dataset, cfg.extractor, settings)
    names = [f"g{i}" for i in range(args.groups)]
    with eval_store(settings, key) as store:
        ensure_index(
            store, dataset, key, extractor="offline", triples=None, kb_docs=kb_docs,
            console=console,
        )  # fmt: skip
        if args.force_global:
            store = store.updated(reader_sufficient_confidence=1.0)
        with A2RAG(store) as rag:
            writer = GraphWriter(rag.graph, store.ingest.write_batch_size)
            doc_ids = [r["id"] for r in rag.graph.run_text("MATCH (d:Document) RETURN d.id AS id")]
            rng = random.Random(args.seed)
            assigned = [{"id": d, "groups": [rng.choice(names)]} for d in doc_ids]
            t0 = time.perf_counter()
            writer.regroup(assigned)
            regroup_s = time.perf_counter() - t0
            console.print(
                f"{len(doc_ids)} documents over {args.groups} groups in {regroup_s:.1f} s"
            )
            try:
                result = run(
                    rag, [q.question for q in dataset.questions], names, console, args.repeat
                )
            finally:
                default = store.access.default_groups
                writer.regroup([{"id": d, "groups": default} for d in doc_ids])
            result.update(
                dataset=dataset.name,
                repeat=args.repeat,
                documents=len(doc_ids),
                groups=args.groups,
                regroup_s=round(regroup_s, 1),
                force_global=args.force_global,
            )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    console.print_json(json.dumps(result))


def run(
    rag: A2RAG, questions: list[str], names: list[str], console: Console, repeat: int
) -> dict[str, object]:
    callers: dict[str, list[str] | None] = {
        "operator": None,
        "all_groups": sorted([*names, "public"]),
        "one_group": [names[0], "public"],
    }
    projections: dict[str, float] = {}
    for label, groups in [("whole", None), *[(n, [n, "public"]) for n in names]]:
        proj = Projection(rag.graph, groups)
        t0 = time.perf_counter()
        proj.ensure(force=True)
        projections[label] = round((time.perf_counter() - t0) * 1000, 1)
        if groups is not None:
            proj.drop()
    with reading_as(None):
        rag.retriever.retrieve(questions[0])  # warm-up: models, caches, the projection
    ms: dict[str, list[float]] = {c: [] for c in callers}
    stages: dict[str, Counter[str]] = {c: Counter() for c in callers}
    stage_ms: dict[str, dict[str, list[float]]] = {c: {} for c in callers}
    order = list(callers)
    for i, q in enumerate(questions):
        rag.retriever.retrieve(q)  # untimed: the question's embeddings are cached for all three
        for caller in order[i % 3 :] + order[: i % 3]:  # rotated: no caller always goes first
            groups = callers[caller]
            with reading_as(groups):
                if i == 0:
                    rag.retriever.retrieve(q)  # a restricted caller's projection is built once
                runs = []
                for _ in range(
                    repeat
                ):  # the median of `repeat` runs: one noisy run is not a figure
                    t0 = time.perf_counter()
                    r = rag.retriever.retrieve(q)
                    runs.append((time.perf_counter() - t0) * 1000)
                ms[caller].append(statistics.median(runs))
                stages[caller][r.stages[-1].stage if r.stages else "none"] += 1
                for st in r.stages:
                    stage_ms[caller].setdefault(st.stage, []).append(st.latency_ms)
        if (i + 1) % 25 == 0:
            console.print(f"{i + 1}/{len(questions)} questions")
    base = percentile(ms["operator"], 50) or 1.0
    return {
        "retrieval_ms": {c: pct(v) for c, v in ms.items()},
        "p50_overhead_vs_operator": {
            c: round((percentile(v, 50) or 0.0) / base - 1, 3) for c, v in ms.items()
        },
        "last_stage": {c: dict(s) for c, s in stages.items()},
        "stage_ms": {c: {st: pct(v) for st, v in by.items()} for c, by in stage_ms.items()},
        "projection_ms": projections,
    }


if __name__ == "__main__":
    main()
