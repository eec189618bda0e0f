"""`make demo`: ask every question of a questions.jsonl and score against gold.

Prints one row per question, laid out for an 80-column terminal (id, status, ok, stage, ms,
the answer and, when it is wrong, the gold answer, cut on word boundaries), and a summary:
coverage (answered and correct over answerable; correct = exact match or the gold inside an
answer at most three words longer), precision of `answered`, abstain rate on
unanswerable ones, stage distribution and p50/p95 latency. `details` receives one JSON line
per question with the full answer, gold and citations.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from a2rag.config import Settings
from a2rag.control.answer import Answer
from a2rag.control.render import truncate
from a2rag.eval.metrics import answer_correct, percentile
from a2rag.service import A2RAG

_SHORT_STATUS = {"answered": "ok", "unverified": "unverif", "abstained": "abstain"}


_HEADERS = ("id", "status", "ok", "stage", "ms", "answer (gold when wrong)")


def _table(title: str, rows: list[tuple[str, ...]], width: int) -> Table:
    """Fixed columns as wide as their content; the answer gets the rest, cut on a word."""
    fixed = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(_HEADERS[:-1])]
    room = max(20, width - sum(fixed) - 2 * len(_HEADERS))
    table = Table(title=title, box=None, pad_edge=False, header_style="bold")
    for header, w in zip(_HEADERS[:-1], fixed, strict=True):
        table.add_column(
            header, no_wrap=True, width=w, justify="right" if header == "ms" else "left"
        )
    table.add_column(_HEADERS[-1], no_wrap=True, overflow="ellipsis", max_width=room)
    for r in rows:
        table.add_row(*r[:-1], truncate(r[-1], room))
    return table


@dataclass
class _Tally:
    """Running counts of a demo run, and one table row and detail line per question."""

    correct: int = 0
    answerable: int = 0
    abstained_unans: int = 0
    unanswerable: int = 0
    answered: int = 0
    answered_ok: int = 0
    stages: Counter[str] = field(default_factory=Counter)
    latencies: list[float] = field(default_factory=list)
    rows: list[tuple[str, ...]] = field(default_factory=list)
    details: list[str] = field(default_factory=list)

    def add(self, row: dict[str, Any], ans: Answer) -> None:
        gold = row.get("answers") or []
        self.latencies.append(ans.cost.latency_ms)
        if ans.status == "answered":
            self.answered += 1
            self.answered_ok += bool(gold) and answer_correct(ans.answer, gold)
        if gold:
            self.answerable += 1
            ok = bool(ans.status == "answered" and answer_correct(ans.answer, gold))
            self.correct += ok
        else:
            self.unanswerable += 1
            ok = ans.status == "abstained"
            self.abstained_unans += ok
        self.stages[ans.stage or ans.status] += 1
        shown = ans.answer or "—"
        if not ok:
            shown = f"(gold: {truncate(gold[0], 24) if gold else 'abstain'}) {shown}"
        self.rows.append(
            (
                str(row["id"]),
                _SHORT_STATUS.get(ans.status, ans.status),
                "✓" if ok else "✗",
                ans.stage or "—",
                f"{ans.cost.latency_ms:.0f}",
                shown,
            )
        )
        self.details.append(
            json.dumps(
                {
                    "id": row["id"],
                    "question": row["question"],
                    "status": ans.status,
                    "answer": ans.answer,
                    "gold": gold,
                    "ok": bool(ok),
                    "stage": ans.stage,
                    "citations": ans.citations,
                    "latency_ms": round(ans.cost.latency_ms, 1),
                }
            )
        )

    def summary(self) -> dict[str, float]:
        return {
            "accuracy": self.correct / self.answerable if self.answerable else 0.0,
            "precision_answered": self.answered_ok / self.answered if self.answered else 0.0,
            "abstain_rate_unanswerable": self.abstained_unans / self.unanswerable
            if self.unanswerable
            else 0.0,
            "latency_ms_p50": percentile(self.latencies, 50) or 0.0,
            "latency_ms_p95": percentile(self.latencies, 95) or 0.0,
        }

    def report(self) -> str:
        s = self.summary()
        n = len(self.rows)
        return (
            f"coverage (answered and correct / answerable): {self.correct}/{self.answerable} = "
            f"{s['accuracy']:.0%}\n"
            f"precision of answered: {self.answered_ok}/{self.answered} = "
            f"{s['precision_answered']:.0%}\n"
            f"abstained on unanswerable: {self.abstained_unans}/{self.unanswerable} = "
            f"{s['abstain_rate_unanswerable']:.0%}\n"
            "stage distribution: "
            + ", ".join(f"{k} {v / n:.0%}" for k, v in self.stages.most_common())
            + f"\nlatency p50 {s['latency_ms_p50']:.0f} ms, p95 {s['latency_ms_p95']:.0f} ms"
        )


def run_demo(
    settings: Settings, questions_file: Path, console: Console, details: Path | None = None
) -> dict[str, float]:
    rows = [
        json.loads(line)
        for line in questions_file.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    tally = _Tally()
    with A2RAG(settings) as rag:
        for row in rows:
            tally.add(row, rag.ask(row["question"]))
    table = _table(f"a2rag on {questions_file}", tally.rows, min(console.width, 100))
    console.print(table, markup=False, highlight=False)
    if details is not None:
        details.parent.mkdir(parents=True, exist_ok=True)
        details.write_text("\n".join(tally.details) + "\n", encoding="utf-8")
        console.print(f"full answers, gold and citations: {details}", highlight=False)
    console.print(tally.report(), highlight=False)
    return tally.summary()
