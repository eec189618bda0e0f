"""The eval figures: one colour and marker per method everywhere, measured points only,
titles that say what was measured, a2rag drawn on top, intervals on small samples."""

from __future__ import annotations

import math
from pathlib import Path

from matplotlib.colors import to_hex

from a2rag.eval.metrics import MethodSummary, QuestionResult, aggregate
from a2rag.eval.plots import METHOD_STYLE, plot_deletion, plot_recall
from a2rag.eval.report import EvalResults


def _results() -> EvalResults:
    def summary(name: str, r2: float, r5: float) -> MethodSummary:
        return MethodSummary(
            method=name,
            n=40,
            recall_2=r2,
            recall_5=r5,
            recall_2_ci=(r2 - 0.1, r2 + 0.1),
            recall_5_ci=(r5 - 0.1, r5 + 0.05),
        )

    return EvalResults(
        dataset="musique",
        questions=40,
        extractor="offline",
        split="heldout",
        methods={n: summary(n, 0.5, 0.7) for n in ("textrag", "a2rag", "bm25")},
        deletion={
            "a2rag": {0.0: 0.7, 0.2: 0.65, 0.4: 0.6},
            "textrag": {0.0: 0.68, 0.4: 0.66},  # 20% not measured for textrag
            "bm25": {0.0: 0.66, 0.2: 0.66, 0.4: 0.66},  # same values: would hide a2rag's line
        },
    )


def test_deletion_lines_use_method_styles_gaps_and_put_a2rag_on_top(tmp_path: Path) -> None:
    fig = plot_deletion(_results(), tmp_path / "d.png")
    ax = fig.axes[0]
    lines = {ln.get_label(): ln for ln in ax.lines}
    for name, line in lines.items():
        colour, marker = METHOD_STYLE[name]
        assert to_hex(line.get_color()) == colour and line.get_marker() == marker
    assert lines["a2rag"].get_zorder() > max(
        ln.get_zorder() for n, ln in lines.items() if n != "a2rag"
    )
    ys = list(lines["textrag"].get_ydata())
    assert math.isnan(ys[1]) and not math.isnan(ys[0]) and not math.isnan(ys[2])  # no bridging
    title = ax.get_title()
    assert "musique" in title and "offline extractor" in title and "heldout" in title
    assert (tmp_path / "d.png").stat().st_size > 0


def test_recall_bars_in_method_colours_with_intervals(tmp_path: Path) -> None:
    fig = plot_recall(_results(), tmp_path / "r.png")
    ax = fig.axes[0]
    ticks = [t.get_text() for t in ax.get_xticklabels()]
    r5_bars = ax.containers[1]  # Recall@5
    for name, bar in zip(ticks, r5_bars.patches, strict=True):
        assert to_hex(bar.get_facecolor()) == METHOD_STYLE[name][0]
    assert r5_bars.errorbar is not None  # 40 questions: a small sample gets intervals
    assert "heldout" in ax.get_title()


def test_aggregate_reports_a_bootstrap_interval_around_the_mean() -> None:
    records = [
        QuestionResult(
            question_id=str(i),
            method="m",
            ranked_passage_ids=["a", "b"] if i % 2 else ["x"],
            gold_ids=["a"],
        )
        for i in range(30)
    ]
    s = aggregate(records)
    assert s.recall_5 == 0.5
    low, high = s.recall_5_ci or (None, None)
    assert low is not None and high is not None and low < 0.5 < high and high - low < 0.5
