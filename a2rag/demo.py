"""`make demo`: ask every question of a questions.jsonl and score against gold.

Prints one line per question (status, answer, stage, citations) and a summary: accuracy
(gold answer contained in the answer) on answerable questions, abstain rate on unanswerable
ones, stage distribution and p50/p95 latency.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.table import Table

from a2rag.config import Settings
from a2rag.eval.metrics import contain_acc, percentile
from a2rag.service import A2RAG


def run_demo(settings: Settings, questions_file: Path, console: Console) -> dict[str, float]:
    rows = [
        json.loads(line)
        for line in questions_file.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    table = Table(title=f"a2rag on {questions_file}", show_lines=False)
    for col in ("id", "status", "answer", "gold", "ok", "stage", "citations", "ms"):
        table.add_column(col, overflow="fold")
    correct = answerable = abstained_unans = unanswerable = 0
    stages: Counter[str] = Counter()
    latencies: list[float] = []
    with A2RAG(settings) as rag:
        for row in rows:
            ans = rag.ask(row["question"])
            gold = row.get("answers") or []
            latencies.append(ans.cost.latency_ms)
            if gold:
                answerable += 1
                ok = bool(ans.status == "answered" and contain_acc(ans.answer, gold))
                correct += ok
                mark = "✓" if ok else "✗"
            else:
                unanswerable += 1
                ok = ans.status == "abstained"
                abstained_unans += ok
                mark = "✓ abstain" if ok else "✗"
            stages[ans.stage or ans.status] += 1
            table.add_row(
                row["id"],
                ans.status,
                (ans.answer or "—")[:80],
                (gold[0] if gold else "—")[:40],
                mark,
                ans.stage or "—",
                ", ".join(ans.citations),
                f"{ans.cost.latency_ms:.0f}",
            )
    console.print(table)
    summary = {
        "accuracy": correct / answerable if answerable else 0.0,
        "abstain_rate_unanswerable": abstained_unans / unanswerable if unanswerable else 0.0,
        "latency_ms_p50": percentile(latencies, 50) or 0.0,
        "latency_ms_p95": percentile(latencies, 95) or 0.0,
    }
    console.print(
        f"accuracy (answered & gold contained): {correct}/{answerable} = {summary['accuracy']:.0%}\n"
        f"abstained on unanswerable: {abstained_unans}/{unanswerable} = "
        f"{summary['abstain_rate_unanswerable']:.0%}\n"
        "stage distribution: "
        + ", ".join(f"{k} {v / len(rows):.0%}" for k, v in stages.most_common())
        + f"\nlatency p50 {summary['latency_ms_p50']:.0f} ms, p95 {summary['latency_ms_p95']:.0f} ms",
        highlight=False,
    )
    return summary
