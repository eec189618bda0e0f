"""PNG figures for the eval report (paper Fig. 4-6 style).

Uses matplotlib's object API with the Agg canvas directly: no pyplot global state, no
display needed, safe to call from worker threads.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from a2rag.eval.metrics import STAGE_ORDER

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from a2rag.eval.report import EvalResults


def _figure(width: float = 8.0, height: float = 4.5) -> tuple[Figure, Axes]:
    fig = Figure(figsize=(width, height), dpi=120)
    FigureCanvasAgg(fig)
    return fig, fig.add_subplot()


def _save(fig: Figure, path: Path) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(path, format="png")


def _no_data(ax: Axes) -> None:
    ax.text(0.5, 0.5, "no data", ha="center", va="center", transform=ax.transAxes)


def plot_recall(results: EvalResults, path: Path) -> None:
    """Grouped bars: Recall@2 and Recall@5 (%) per method."""
    names = list(results.methods)
    fig, ax = _figure(max(6.0, 1.3 * len(names) + 2))
    width = 0.38
    for offset, (label, attr) in zip(
        (-width / 2, width / 2), (("Recall@2", "recall_2"), ("Recall@5", "recall_5")), strict=True
    ):
        raw = [getattr(results.methods[n], attr) for n in names]
        vals = [math.nan if v is None else 100 * v for v in raw]  # None: no bar, not a 0
        bars = ax.bar([i + offset for i in range(len(names))], vals, width, label=label)
        labels = ["–" if v is None else f"{100 * v:.1f}" for v in raw]
        ax.bar_label(bars, labels=labels, fontsize=8, padding=2)
    ax.set_xticks(range(len(names)), names, rotation=20, ha="right")
    ax.set_ylim(0, 115)  # headroom so the legend row never covers a bar
    ax.set_yticks(range(0, 101, 20))
    ax.set_ylabel("Recall (%)")
    ax.set_title(f"{results.dataset}: retrieval recall ({results.questions} questions)")
    if names:
        ax.legend(loc="upper right", ncol=2)
    else:
        _no_data(ax)
    ax.grid(axis="y", alpha=0.3)
    _save(fig, path)


def plot_deletion(results: EvalResults, path: Path) -> None:
    """Recall@5 (%) against the share of graph entities deleted, one line per method."""
    fig, ax = _figure()
    for name, curve in results.deletion.items():
        pts = sorted((r, v) for r, v in curve.items() if v is not None)
        if pts:
            ax.plot([100 * r for r, _ in pts], [100 * v for _, v in pts], marker="o", label=name)
    ax.set_xlabel("Entities deleted (%)")
    ax.set_ylabel("Recall@5 (%)")
    ax.set_ylim(0, 105)
    ax.set_title(f"{results.dataset}: robustness to graph deletion")
    if ax.lines:
        ax.legend()
    else:
        _no_data(ax)
    ax.grid(alpha=0.3)
    _save(fig, path)


def plot_stages(results: EvalResults, path: Path) -> None:
    """Share (%) of a2rag questions ending at each stage (local/bridge/global/abstained/failed)."""
    shares = results.a2rag_stages
    order = [s for s in STAGE_ORDER if s in shares] + [s for s in shares if s not in STAGE_ORDER]
    fig, ax = _figure(7.0, 4.0)
    colors = {
        "local": "#4c72b0",
        "bridge": "#55a868",
        "global": "#dd8452",
        "abstained": "#8c8c8c",
        "failed": "#c44e52",
    }
    bars = ax.bar(
        order, [100 * shares[s] for s in order], color=[colors.get(s, "#937860") for s in order]
    )
    ax.bar_label(bars, fmt="%.1f%%", fontsize=9, padding=2)
    ax.set_ylim(0, 105)
    ax.set_ylabel("Questions (%)")
    ax.set_xlabel("Stage where retrieval stopped")
    ax.set_title(f"{results.dataset}: a2rag stage distribution")
    if not order:
        _no_data(ax)
    ax.grid(axis="y", alpha=0.3)
    _save(fig, path)
