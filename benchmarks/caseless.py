"""Questions as written against the same questions typed without capitals (a robustness check:
users type "how many beds does wenlow community hospital have"; a2rag/read/casing.py).

Each question is asked three times through `A2RAG.ask` (adaptive mode, offline): as written,
lower-cased, and lower-cased but for its first letter (as phone keyboards type it), on the
index `a2rag eval` builds for the data set; the table counts, per form,
answered and correct, answered and wrong, right guesses left `unverified`, and unanswerable
questions abstained on (an `answered` one among them is a verified wrong answer).

    .venv/bin/python benchmarks/caseless.py ../shared/data/enterprise-dev \
        --out benchmarks/out/caseless_enterprise_dev.json
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rich.console import Console
from rich.progress import track

from a2rag.eval.datasets import sample_questions
from a2rag.eval.reader_rows import is_correct
from a2rag.eval.store import offline_store
from a2rag.service import A2RAG

COLUMNS = ("answered_right", "answered_wrong", "unverified_right", "unanswerable_abstained")


def _tally(rows: list[dict[str, object]]) -> dict[str, int]:
    out = dict.fromkeys(COLUMNS, 0) | {"answerable": 0, "unanswerable": 0}
    for r in rows:
        golds = list(r["gold"])  # type: ignore[call-overload]
        if not golds:
            out["unanswerable"] += 1
            out["unanswerable_abstained"] += r["status"] == "abstained"
            out["answered_wrong"] += r["status"] == "answered"
            continue
        out["answerable"] += 1
        right = r["answer"] is not None and is_correct(str(r["answer"]), golds)
        if r["status"] == "answered":
            out["answered_right" if right else "answered_wrong"] += 1
        elif right:
            out["unverified_right"] += 1
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", type=Path, help="folder with corpus.jsonl and questions.jsonl")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=None, help="a seeded sample of N questions")
    args = ap.parse_args()
    console = Console()
    ds, store = offline_store(args.data, console)
    questions = sample_questions(ds.questions, args.limit)
    forms = ("as written", "lower-cased", "first capital")
    rows: dict[str, list[dict[str, object]]] = {form: [] for form in forms}
    with A2RAG(store) as rag:
        for q in track(questions, description="asking", console=console):
            low = q.question.lower()
            first = low[:1].upper() + low[1:]  # as a phone keyboard types it
            for form, text in (
                ("as written", q.question),
                ("lower-cased", low),
                ("first capital", first),
            ):
                a = rag.ask(text)
                rows[form].append(
                    {
                        "id": q.id,
                        "question": text,
                        "asked_as": a.asked_as,
                        "status": a.status,
                        "answer": a.answer,
                        "confidence": a.confidence,
                        "gold": q.answers,
                    }
                )
    tallies = {form: _tally(r) for form, r in rows.items()}
    console.print(f"{args.data.name}, {len(questions)} questions\n")
    console.print("| form | " + " | ".join(COLUMNS) + " |")
    console.print("|---|" + "---:|" * len(COLUMNS))
    for form, t in tallies.items():
        console.print(f"| {form} | " + " | ".join(str(t[c]) for c in COLUMNS) + " |")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"tallies": tallies, "rows": rows}, indent=1))


if __name__ == "__main__":
    main()
