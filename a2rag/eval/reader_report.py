"""The reader's validation figures: top-1 EM/F1, precision of answered, coverage, abstention
on unanswerable questions and calibration error, per dataset, as numbers and Markdown."""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np

from a2rag.eval.metrics import exact_match, f1
from a2rag.eval.reader_fit import ABSTAIN_SHARE, SUFFICIENT_PRECISION, TARGET_PRECISION, predict
from a2rag.eval.reader_rows import HOP_SETS, QuestionRows
from a2rag.read.model import ReaderModel


def evaluate(model: ReaderModel, qs: Iterable[QuestionRows]) -> dict[str, dict[str, float]]:
    """Per dataset: top-1 EM/F1 over answerable questions, and at the answer threshold the
    precision of answered, coverage (answered and correct / answerable), abstention on
    unanswerable questions, and expected calibration error."""
    by: dict[str, list[tuple[float, bool, bool, float, float]]] = {}
    for q in qs:
        conf, ok, pred = predict(model, q)
        em = float(exact_match(pred, q.answers) or 0.0) if q.answers else 0.0
        f = float(f1(pred, q.answers) or 0.0) if q.answers else 0.0
        by.setdefault(q.dataset, []).append((conf, ok, q.answerable, em, f))
        if q.dataset not in HOP_SETS:  # hops are parts of questions already counted
            by.setdefault("all", []).append((conf, ok, q.answerable, em, f))
    t = model.thresholds.get("answer", 0.5)
    out: dict[str, dict[str, float]] = {}
    for name, pts in by.items():
        ans = [r for r in pts if r[2]]
        unans = [r for r in pts if not r[2]]
        answered = [r for r in pts if r[0] >= t]
        out[name] = {
            "questions": len(pts),
            "top1_em": round(100 * sum(r[3] for r in ans) / max(1, len(ans)), 1),
            "top1_f1": round(100 * sum(r[4] for r in ans) / max(1, len(ans)), 1),
            "precision_answered": round(sum(r[1] for r in answered) / len(answered), 3)
            if answered
            else math.nan,
            "coverage": round(sum(1 for r in answered if r[1]) / max(1, len(ans)), 3),
            "abstain_unanswerable": round(sum(1 for r in unans if r[0] < t) / len(unans), 3)
            if unans
            else math.nan,
            "ece": round(_ece([(r[0], r[1]) for r in pts]), 3),
        }
    return out


def _ece(points: list[tuple[float, bool]], bins: int = 10) -> float:
    total = len(points)
    if not total:
        return 0.0
    err = 0.0
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        sel = [ok for c, ok in points if lo <= c < hi or (b == bins - 1 and c == 1.0)]
        if sel:
            conf = np.mean([c for c, _ in points if lo <= c < hi or (b == bins - 1 and c == 1.0)])
            err += len(sel) / total * abs(float(conf) - float(np.mean(sel)))
    return err


def reliability(model: ReaderModel, qs: Iterable[QuestionRows]) -> list[tuple[float, bool]]:
    return [predict(model, q)[:2] for q in qs]


def report_markdown(figures: dict[str, dict[str, float]], model: ReaderModel) -> str:
    cols = [
        "questions", "top1_em", "top1_f1", "precision_answered", "coverage",
        "abstain_unanswerable", "ece",
    ]  # fmt: skip
    lines = [
        "| set (validation split) | " + " | ".join(cols) + " |",
        "|---|" + "---|" * len(cols),
    ]
    for name, row in figures.items():
        cells = [
            "—" if (isinstance(v, float) and math.isnan(v)) else f"{v}"
            for v in (row[c] for c in cols)
        ]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    t = model.thresholds
    lines.append("")
    met = model.training.get("target_precision_met_out_of_fold", True)
    how = (
        f"the lowest confidence with precision >= {TARGET_PRECISION}"
        if met
        else f"precision {TARGET_PRECISION} was not reachable, so the confidence of the highest "
        "precision that still answers >= 5% of questions"
    )
    on = model.training.get("answer_threshold_on")
    if on:  # fits before this key pooled the rules' answers into the answer threshold
        how += f"; the answer threshold on {on}"
    lines.append(
        f"Thresholds, from out-of-fold predictions on the train split ({how}): "
        f"answer {t.get('answer')}, sufficient {t.get('sufficient')} (precision "
        f"{SUFFICIENT_PRECISION}, at least a third of the answer threshold), unverified "
        f"{t.get('unverified')} (at least a third of the answer threshold, and above the best "
        f"guesses of {ABSTAIN_SHARE:.0%} of the unanswerable questions); comparisons "
        f"{t.get('comparison_accuracy')} (their train accuracy); "
        + (
            f"fields (and counts of a unit, values under a condition, asked bounds) the "
            f"question names "
            f"{t['field_accuracy']} (their "
            "train accuracy, "
            "(right + 1) / (answers + 2))."
            if "field_accuracy" in t
            else "fields the question names: too few train answers to use the rule."
        )
        + (
            f" Roles and life dates a subject's page states {t['fact_accuracy']} (their train "
            "accuracy, as fields)."
            if "fact_accuracy" in t
            else ""
        )
        + (
            f" Parents and spouses a subject's page states {t['family_accuracy']} (their train "
            "accuracy, as fields; kept below the answer threshold while under 0.9)."
            if "family_accuracy" in t
            else ""
        )
        + (
            f" Countries and nationalities a subject's page opens with {t['nation_accuracy']} "
            "(their train accuracy, the country compared; kept below the answer threshold "
            "while under 0.9)."
            if "nation_accuracy" in t
            else ""
        )
        + (
            f" What two joined names' pages both describe them as {t['shared_accuracy']} "
            "(their train accuracy, as fields)."
            if "shared_accuracy" in t
            else ""
        )
        + (
            f" Yes/no verdicts the passages state {t['polar_accuracy']}; a 'no' because a "
            f"side's passage does not state it {t.get('polar_unstated_accuracy', '(too few)')}, "
            "kept below the answer threshold (their train accuracy, as fields)."
            if "polar_accuracy" in t
            else ""
        )
    )
    return "\n".join(lines) + "\n"
