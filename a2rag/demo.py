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
from pathlib import Path

from rich.console import Console
from rich.table import Table

from a2rag.config import Settings
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


def run_demo(
    settings: Settings, questions_file: Path, console: Console, details: Path | None = None
) -> dict[str, float]:
    rows = [
        json.loads(line)
        for line in questions_file.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    rows_out: list[tuple[str, ...]] = []
    detail_rows: list[str] = []
    correct = answerable = abstained_unans = unanswerable = answered = answered_ok = 0
    stages: Counter[str] = Counter()
    latencies: list[float] = []
    with A2RAG(settings) as rag:
        for row in rows:
            ans = rag.ask(row["question"])
            gold = row.get("answers") or []
            latencies.append(ans.cost.latency_ms)
            if ans.status == "answered":
                answered += 1
                answered_ok += bool(gold) and answer_correct(ans.answer, gold)
            if gold:
                answerable += 1
                ok = bool(ans.status == "answered" and answer_correct(ans.answer, gold))
                correct += ok
                mark = "✓" if ok else "✗"
            else:
                unanswerable += 1
                ok = ans.status == "abstained"
                abstained_unans += ok
                mark = "✓" if ok else "✗"
            stages[ans.stage or ans.status] += 1
            shown = ans.answer or "—"
            if not ok:
                shown = f"(gold: {truncate(gold[0], 24) if gold else 'abstain'}) {shown}"
            rows_out.append(
                (
                    str(row["id"]),
                    _SHORT_STATUS.get(ans.status, ans.status),
                    mark,
                    ans.stage or "—",
                    f"{ans.cost.latency_ms:.0f}",
                    shown,
                )
            )
            detail_rows.append(
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
    table = _table(f"a2rag on {questions_file}", rows_out, min(console.width, 100))
    console.print(table, markup=False, highlight=False)
    if details is not None:
        details.parent.mkdir(parents=True, exist_ok=True)
        details.write_text("\n".join(detail_rows) + "\n", encoding="utf-8")
        console.print(f"full answers, gold and citations: {details}", highlight=False)
    summary = {
        "accuracy": correct / answerable if answerable else 0.0,
        "precision_answered": answered_ok / answered if answered else 0.0,
        "abstain_rate_unanswerable": abstained_unans / unanswerable if unanswerable else 0.0,
        "latency_ms_p50": percentile(latencies, 50) or 0.0,
        "latency_ms_p95": percentile(latencies, 95) or 0.0,
    }
    console.print(
        f"coverage (answered and correct / answerable): {correct}/{answerable} = "
        f"{summary['accuracy']:.0%}\n"
        f"precision of answered: {answered_ok}/{answered} = {summary['precision_answered']:.0%}\n"
        f"abstained on unanswerable: {abstained_unans}/{unanswerable} = "
        f"{summary['abstain_rate_unanswerable']:.0%}\n"
        "stage distribution: "
        + ", ".join(f"{k} {v / len(rows):.0%}" for k, v in stages.most_common())
        + f"\nlatency p50 {summary['latency_ms_p50']:.0f} ms, p95 {summary['latency_ms_p95']:.0f} ms",
        highlight=False,
    )
    return summary
