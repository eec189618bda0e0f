"""Recall of an `a2rag eval` run split into the questions used for tuning and the rest, with
a paired bootstrap interval for a2rag's Recall@5 difference against every other method.

The fusion settings were tuned with `benchmarks/tune_fusion.py DATA --limit N --seed S`; that
subset is rebuilt here with the same loader and arguments, so figures on the held-out part
are free of tuning. Reads the per-question records (`RESULTS.questions.jsonl`), runs nothing.

    .venv/bin/python benchmarks/heldout.py benchmarks/out/hotpotqa.questions.jsonl \
        --data ../shared/data/hotpotqa --tuning-limit 150
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict
from pathlib import Path

from a2rag.eval.datasets import load_dataset
from a2rag.eval.metrics import QuestionResult, aggregate, recall_at_k


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}"


def paired_bootstrap(
    a: list[float], b: list[float], rounds: int, seed: int
) -> tuple[float, float, float]:
    """Mean of a - b and its 95% percentile interval over `rounds` resamples of questions."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    rng = random.Random(seed)
    n = len(diffs)
    means = sorted(sum(diffs[rng.randrange(n)] for _ in range(n)) / n for _ in range(rounds))
    return sum(diffs) / n, means[int(0.025 * rounds)], means[int(0.975 * rounds) - 1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records", type=Path, help="RESULTS.questions.jsonl of an a2rag eval run")
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--questions", type=Path, default=None)
    ap.add_argument("--tuning-limit", type=int, default=150)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rounds", type=int, default=2000)
    args = ap.parse_args()

    tuning: set[str] = set()
    if args.tuning_limit > 0:  # 0: no question of the file was used for tuning
        ds = load_dataset(args.data, args.questions, limit=args.tuning_limit, seed=args.seed)
        tuning = {q.id for q in ds.questions}
    by_method: dict[str, list[QuestionResult]] = defaultdict(list)
    with args.records.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                r = QuestionResult.model_validate_json(line)
                by_method[r.method].append(r)
    split = {
        m: {
            "held-out": [r for r in rs if r.question_id not in tuning],
            "tuning": [r for r in rs if r.question_id in tuning],
        }
        for m, rs in by_method.items()
    }
    any_m = next(iter(split.values()))
    print(
        f"{args.records}: {len(any_m['held-out'])} held-out questions, "
        f"{len(any_m['tuning'])} tuning questions (limit {args.tuning_limit}, seed {args.seed})\n"
    )
    print("| method | held-out R@2 | held-out R@5 | tuning R@5 | all R@5 |")
    print("|---|---:|---:|---:|---:|")
    for m, parts in split.items():
        held, tun = (aggregate(parts[k], m) for k in ("held-out", "tuning"))
        every = aggregate(parts["held-out"] + parts["tuning"], m)
        print(
            f"| {m} | {_pct(held.recall_2)} | {_pct(held.recall_5)} | "
            f"{_pct(tun.recall_5)} | {_pct(every.recall_5)} |"
        )
    if "a2rag" not in split:
        return
    print("\na2rag minus method, held-out Recall@5 (points, paired bootstrap 95% interval):\n")
    base = sorted(split["a2rag"]["held-out"], key=lambda r: r.question_id)
    a = [recall_at_k(r.ranked_passage_ids, r.gold_ids, 5) or 0.0 for r in base]
    for m, parts in split.items():
        if m == "a2rag":
            continue
        other = sorted(parts["held-out"], key=lambda r: r.question_id)
        if [r.question_id for r in other] != [r.question_id for r in base]:
            continue
        b = [recall_at_k(r.ranked_passage_ids, r.gold_ids, 5) or 0.0 for r in other]
        d, lo, hi = paired_bootstrap(a, b, args.rounds, args.seed)
        wins = sum(x > y for x, y in zip(a, b, strict=True))
        losses = sum(x < y for x, y in zip(a, b, strict=True))
        print(
            f"- vs {m}: {100 * d:+.1f} [{100 * lo:+.1f}, {100 * hi:+.1f}]; "
            f"a2rag better on {wins}, worse on {losses} questions"
        )


if __name__ == "__main__":
    main()
