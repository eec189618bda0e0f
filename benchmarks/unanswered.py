"""Where each answerable question that is not answered right stops: the gold answer outside the
evidence, in the evidence but never a candidate, a candidate ranked below first, or ranked first
under the answer threshold.

Coverage on a knowledge base nobody tuned on has stayed about 0.2; this says which step to work
on before anyone touches a threshold (docs/reader.md, "Fresh knowledge bases"). It asks every
answerable question again over the index `a2rag eval` built for the dataset (run that first,
with the same settings) and reads the evidence and the reader's candidates.

    .venv/bin/python benchmarks/unanswered.py --data benchmarks/data/lawfirm-dev \
        --out benchmarks/out/unanswered_lawfirm.json
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from a2rag.config import Settings
from a2rag.eval.datasets import load_dataset
from a2rag.eval.metrics import answer_correct
from a2rag.eval.store import eval_store, index_key
from a2rag.read.lexical import norm_phrase
from a2rag.service import A2RAG

STEPS = (
    "answered right",
    "answered wrong",
    "not in the evidence",
    "in the evidence, no candidate",
    "ranked 2-3",
    "ranked 4 or lower",
    "ranked first, under the threshold",
)


def step_of(answered: bool, correct: bool, in_evidence: bool, rank: int | None) -> str:
    if answered:
        return STEPS[0] if correct else STEPS[1]
    if not in_evidence:
        return STEPS[2]
    if rank is None:
        return STEPS[3]
    if rank == 1:
        return STEPS[6]
    return STEPS[4] if rank <= 3 else STEPS[5]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    ds = load_dataset(args.data)
    settings = Settings()
    questions = [q for q in ds.questions if q.answers]
    rows: list[dict[str, object]] = []
    with eval_store(settings, index_key(ds, "offline", settings)) as store, A2RAG(store) as rag:
        for k, q in enumerate(questions, 1):
            a = rag.ask(q.question)
            golds = [norm_phrase(g) for g in q.answers]
            in_evidence = any(g and g in norm_phrase(e.text) for g in golds for e in a.evidence)
            cands = rag.reader.read(q.question, a.evidence).candidates if a.evidence else []
            rank = next(
                (n for n, c in enumerate(cands, 1) if answer_correct(c.text, q.answers)), None
            )
            correct = answer_correct(a.answer, q.answers)
            step = step_of(a.status == "answered", correct, in_evidence, rank)
            rows.append(
                {
                    "id": q.id,
                    "status": a.status,
                    "answer": a.answer,
                    "confidence": a.confidence,
                    "gold_rank": rank,
                    "gold_confidence": cands[rank - 1].confidence if rank else None,
                    "step": step,
                }
            )
            print(f"\r{k}/{len(questions)}", end="", flush=True)
    print()
    steps = Counter(str(r["step"]) for r in rows)
    print("| where it stops | questions |\n|---|---:|")
    for step in STEPS:
        print(f"| {step} | {steps[step]} |")
    print(f"| answerable | {len(rows)} |")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps({"dataset": str(args.data), "questions": rows}, indent=1))


if __name__ == "__main__":
    main()
