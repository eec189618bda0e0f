"""Where a2rag's retrieval time goes: per-part latency over a seeded sample of a dataset's
questions, on the index `a2rag eval` built for it (run `a2rag eval` once first).

Every stage runs for every question (`stop_when_sufficient=False`), so each part is measured
on the same questions; textrag's single vector-index query is timed alongside as the
reference. Each question is asked once, after one warm-up question.

    .venv/bin/python benchmarks/latency_breakdown.py ../shared/data/hotpotqa --limit 40
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from a2rag.config import Settings
from a2rag.errors import A2RAGError
from a2rag.eval.runner import EvalConfig, load
from a2rag.eval.store import eval_settings, index_key
from a2rag.retrieve.plan import A2RAG_PLAN
from a2rag.service import A2RAG

NO_STOP = A2RAG_PLAN.model_copy(update={"name": "a2rag-every-stage", "stop_when_sufficient": False})

PARTS = ("seeds", "text channel", "local", "bridge", "global", "retrieval total", "textrag")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", type=Path)
    ap.add_argument("--limit", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    settings = Settings()
    cfg = EvalConfig(data=args.data, out=Path("/dev/null"), limit=args.limit + 1, seed=args.seed)
    dataset, _ = load(cfg)
    store = eval_settings(settings, index_key(dataset, "offline", settings))
    times: dict[str, list[float]] = {p: [] for p in PARTS}
    with A2RAG(store) as rag:
        if not rag.graph.read("eval/entity_ids"):
            raise A2RAGError(f"no index for {args.data}: run `a2rag eval --data {args.data}`")
        r = rag.retriever
        for i, q in enumerate(dataset.questions):
            t0 = time.perf_counter()
            res = r.retrieve(q.question, plan=NO_STOP)
            total = (time.perf_counter() - t0) * 1000
            t1 = time.perf_counter()
            emb = rag.embedder.embed([q.question])[0].tolist()
            text = r.text_channel(q.question, emb)
            text_ms = (time.perf_counter() - t1) * 1000
            t2 = time.perf_counter()
            rag.graph.read("retrieve/dense_chunks", embedding=emb, k=20)
            textrag_ms = (time.perf_counter() - t2) * 1000
            if i == 0 or not text:
                continue  # warm-up
            times["seeds"].append(res.seed_latency_ms)
            times["text channel"].append(text_ms)
            for s in res.stages:
                times[s.stage].append(s.latency_ms)
            times["retrieval total"].append(total)
            times["textrag"].append(textrag_ms)
    print(f"{args.data.name}, {len(times['seeds'])} questions, every stage run\n")
    print("| part | p50 ms | mean ms |")
    print("|---|---:|---:|")
    for p in PARTS:
        v = times[p]
        if v:
            print(f"| {p} | {statistics.median(v):.1f} | {statistics.mean(v):.1f} |")


if __name__ == "__main__":
    main()
