"""Per-hop accuracy of deep mode against MuSiQue's gold decompositions (offline).

For questions whose offline decomposition has the gold number of hops, each hop's sub-answer is
compared with the gold sub-answer (exact or containment match), and each hop's retrieval with
the gold hop's supporting passage (found in the hop's evidence). Confident hops are counted
apart: their precision is what a verified chain rests on.

    .venv/bin/python benchmarks/deep_hops.py ../shared/data/musique --limit 100 --out benchmarks/out/deep_hops_musique.json

(`--limit N`: the seeded sample of N questions that `a2rag eval --limit N` asks, over the
whole corpus, so the index `a2rag eval` built for the set is reused.)
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from a2rag.eval.datasets import sample_questions
from a2rag.eval.metrics import contain_acc, exact_match
from a2rag.eval.store import offline_store
from a2rag.service import A2RAG


def matches(pred: str | None, gold: str) -> bool:
    if not pred:
        return False
    return bool(exact_match(pred, [gold]) or contain_acc(pred, [gold]) or contain_acc(gold, [pred]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("data", type=Path, help="a MuSiQue folder (corpus.jsonl + questions.jsonl)")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=None, help="a seeded sample of N questions")
    args = ap.parse_args()
    ds, store = offline_store(args.data)
    gold = {
        r["id"]: r["decomposition"]
        for r in map(json.loads, (args.data / "questions.jsonl").open())
        if r.get("decomposition")
    }
    stats: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    rows: list[dict[str, Any]] = []
    with A2RAG(store) as rag:
        for q in sample_questions(ds.questions, args.limit):
            steps = gold.get(q.id)
            if not steps:
                continue
            ans = rag.ask(q.question, mode="deep")
            hops = ans.trace[0].hops if ans.trace else []
            if len(hops) != len(steps):
                stats[0]["hop_count_differs"] += 1
                continue
            for i, (hop, step) in enumerate(zip(hops, steps, strict=True), start=1):
                s = stats[i]
                s["n"] += 1
                ok = matches(hop.answer, step["answer"])
                s["correct"] += ok
                s["found_passage"] += any(
                    e.doc_id == step["supporting_id"]
                    for e in ans.evidence
                    if e.chunk_id in hop.top_chunk_ids
                )
                if hop.confident:
                    s["confident"] += 1
                    s["confident_correct"] += ok
            rows.append(
                {
                    "id": q.id,
                    "status": ans.status,
                    "hops": [
                        {
                            "q": h.grounded_query,
                            "a": h.answer,
                            "gold": st["answer"],
                            "correct": matches(h.answer, st["answer"]),
                            "confident": h.confident,
                        }
                        for h, st in zip(hops, steps, strict=True)
                    ],
                }
            )
    result = {"per_hop": {str(k): dict(v) for k, v in sorted(stats.items())}, "rows": rows}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2))
    print(json.dumps(result["per_hop"], indent=2))


if __name__ == "__main__":
    main()
