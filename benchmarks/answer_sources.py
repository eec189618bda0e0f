"""Precision of `answered` by where the answer came from: a reader rule, a comparison, a yes/no
verdict, or the candidate model.

The reader's rules carry their train-split accuracy as confidence (0.943 for the pooled field
rules); on a knowledge base nobody tuned on they have been right far less often (docs/reader.md,
"Fresh knowledge bases"). This splits an evaluation's `answered` answers by source so that the
first measurement of a new knowledge base says which part of the reader let a wrong answer
through. It asks every question again over the index `a2rag eval` built for the dataset (run
that first, with the same settings), reading the best answer's first reason.

    .venv/bin/python benchmarks/answer_sources.py --data benchmarks/data/airport-dev \
        --out benchmarks/out/answer_sources_airport.json
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path

from a2rag.config import Settings
from a2rag.eval.datasets import load_dataset
from a2rag.eval.metrics import answer_correct
from a2rag.eval.store import eval_store, index_key
from a2rag.service import A2RAG


def source_of(reason: str) -> str:
    """The kind of reading a best answer's first reason names."""
    if reason.startswith("type fit"):
        return "candidate model"
    if reason.startswith("comparison"):
        return "comparison rule"
    if reason.startswith("yes/no"):
        return "yes/no rule"
    return "rule: " + " ".join(re.sub(r"'[^']*'", "X", reason).split()[:6])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    ds = load_dataset(args.data)
    settings = Settings()
    questions = ds.questions[: args.limit] if args.limit else ds.questions
    rows: list[dict[str, object]] = []
    with eval_store(settings, index_key(ds, "offline", settings)) as store, A2RAG(store) as rag:
        for k, q in enumerate(questions, 1):
            a = rag.ask(q.question)
            best = rag.reader.read(q.question, a.evidence).best if a.evidence else None
            reason = (best.reasons or [""])[0] if best is not None else ""
            rows.append(
                {
                    "id": q.id,
                    "status": a.status,
                    "answer": a.answer,
                    "confidence": a.confidence,
                    "source": source_of(reason) if a.answer else None,
                    "correct": answer_correct(a.answer, q.answers) if q.answers else False,
                    "answerable": bool(q.answers),
                }
            )
            print(f"\r{k}/{len(questions)}", end="", flush=True)
    print()
    answered = Counter(str(r["source"]) for r in rows if r["status"] == "answered")
    right = Counter(str(r["source"]) for r in rows if r["status"] == "answered" and r["correct"])
    print("| source | answered | right | precision |\n|---|---:|---:|---:|")
    for source, n in answered.most_common():
        print(f"| {source} | {n} | {right[source]} | {right[source] / n:.3f} |")
    total = sum(answered.values())
    print(f"| all | {total} | {sum(right.values())} | {sum(right.values()) / max(total, 1):.3f} |")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps({"dataset": str(args.data), "questions": rows}, indent=1))


if __name__ == "__main__":
    main()
