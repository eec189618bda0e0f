"""Query-path latency benchmark with the offline backend.

Per question: retrieval-only latency of each stage that ran, and end-to-end latency of
`A2RAG.ask`; reports p50/p95 per stage and the stage distribution. Runs against whatever
NEO4J_URI points at (ingest the corpus first), e.g. the sample KB after `make demo`:

    .venv/bin/python benchmarks/query_bench.py examples/kb/questions.jsonl --out benchmarks/out/query_kb.json
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter, defaultdict
from pathlib import Path

from a2rag.config import Settings
from a2rag.eval.metrics import percentile
from a2rag.service import A2RAG


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("questions", type=Path)
    ap.add_argument("--limit", type=int)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    rows = [json.loads(x) for x in args.questions.read_text().splitlines() if x.strip()]
    rows = rows[: args.limit] if args.limit else rows
    stage_ms: dict[str, list[float]] = defaultdict(list)
    retrieval_ms: list[float] = []
    e2e_ms: list[float] = []
    final: Counter[str] = Counter()
    with A2RAG(Settings()) as rag:
        rag.ask(rows[0]["question"])  # warm-up: model loads and first-query caches
        for row in rows:
            t0 = time.perf_counter()
            r = rag.retriever.retrieve(row["question"])
            retrieval_ms.append((time.perf_counter() - t0) * 1000)
            for st in r.stages:
                stage_ms[st.stage].append(st.latency_ms)
            t0 = time.perf_counter()
            ans = rag.ask(row["question"])
            e2e_ms.append((time.perf_counter() - t0) * 1000)
            final[ans.stage or ans.status] += 1

    def pct(xs: list[float]) -> dict[str, float]:
        return {"p50": round(percentile(xs, 50) or 0, 1), "p95": round(percentile(xs, 95) or 0, 1)}

    result = {
        "questions": len(rows),
        "stage_latency_ms": {k: {"runs": len(v), **pct(v)} for k, v in stage_ms.items()},
        "retrieval_ms": pct(retrieval_ms),
        "end_to_end_ms": pct(e2e_ms),
        "final_stage_share": {k: round(v / len(rows), 3) for k, v in final.most_common()},
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2))
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
