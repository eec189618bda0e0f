"""PNG figures for the eval report (paper Fig. 4-6 style).

Uses matplotlib's object API with the Agg canvas directly: no pyplot global state, no
display needed, safe to call from worker threads. Every figure draws a method in the same
colour and marker, names the dataset, extractor and question split in its title, draws only
measured points, and keeps a2rag's line on top of the others.
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

# One (colour, marker) per method, in every figure; a2rag is the one that stands out.
METHOD_STYLE: dict[str, tuple[str, str]] = {
    "a2rag": ("#d62728", "o"),
    "a2rag-node-only": ("#ff9896", "v"),
    "textrag": ("#1f77b4", "s"),
    "bm25": ("#2ca02c", "^"),
    "hybrid": ("#9467bd", "D"),
    "ppr-only": ("#8c564b", "P"),
    "local-only": ("#17becf", "X"),
    "deep": ("#e377c2", "*"),
    "sentence-dense": ("#bcbd22", "h"),
    "agent": ("#7f7f7f", "p"),
}
_FALLBACK = (("#393b79", "d"), ("#637939", "<"), ("#8c6d31", ">"), ("#843c39", "H"))
SMALL_SAMPLE = 200  # below this many questions, recall bars carry 95% bootstrap intervals


def method_style(name: str) -> tuple[str, str]:
    """Colour and marker of a method; unknown names get a stable fallback."""
    if name in METHOD_STYLE:
        return METHOD_STYLE[name]
    return _FALLBACK[sum(map(ord, name)) % len(_FALLBACK)]


def _title(results: EvalResults, what: str) -> str:
    parts = [results.dataset]
    if results.extractor:
        parts.append(f"{results.extractor} extractor")
    parts.append(f"{results.split or 'all'} questions (n={results.questions})")
    return f"{what}\n{', '.join(parts)}"


def _figure(width: float = 8.0, height: float = 4.5) -> tuple[Figure, Axes]:
    fig = Figure(figsize=(width, height), dpi=120)
    FigureCanvasAgg(fig)
    return fig, fig.add_subplot()


def _save(fig: Figure, path: Path) -> Figure:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(path, format="png")
    return fig


def _no_data(ax: Axes) -> None:
    ax.text(0.5, 0.5, "no data", ha="center", va="center", transform=ax.transAxes)


def plot_recall(results: EvalResults, path: Path) -> Figure:
    """Bars per method in its colour: Recall@2 (hatched, lighter) and Recall@5 (%)."""
    names = list(results.methods)
    fig, ax = _figure(max(6.0, 1.3 * len(names) + 2))
    width = 0.38
    with_ci = results.questions < SMALL_SAMPLE
    for offset, (label, attr, alpha, hatch) in zip(
        (-width / 2, width / 2),
        (("Recall@2", "recall_2", 0.55, "//"), ("Recall@5", "recall_5", 1.0, "")),
        strict=True,
    ):
        raw = [getattr(results.methods[n], attr) for n in names]
        vals = [math.nan if v is None else 100 * v for v in raw]  # None: no bar, not a 0
        cis = [getattr(results.methods[n], f"{attr}_ci") for n in names]
        err = None
        if with_ci and any(ci is not None for ci in cis):
            err = [
                [0.0 if ci is None or v is None else 100 * (v - ci[0]) for v, ci in zip(raw, cis, strict=True)],
                [0.0 if ci is None or v is None else 100 * (ci[1] - v) for v, ci in zip(raw, cis, strict=True)],
            ]  # fmt: skip
        bars = ax.bar(
            [i + offset for i in range(len(names))], vals, width, label=label,
            color=[method_style(n)[0] for n in names], alpha=alpha, hatch=hatch,
            edgecolor="black", linewidth=0.5, yerr=err, capsize=3 if err else 0,
        )  # fmt: skip
        labels = ["–" if v is None else f"{100 * v:.1f}" for v in raw]
        ax.bar_label(bars, labels=labels, fontsize=7, padding=2)
    ax.set_xticks(range(len(names)), names, rotation=20, ha="right")
    ax.set_ylim(0, 115)  # headroom so the legend row never covers a bar
    ax.set_yticks(range(0, 101, 20))
    ax.set_ylabel("Recall (%)" + (" with 95% bootstrap interval" if with_ci else ""))
    ax.set_title(_title(results, "Retrieval recall"), fontsize=10)
    if names:
        ax.legend(loc="upper right", ncol=2)
    else:
        _no_data(ax)
    ax.grid(axis="y", alpha=0.3)
    return _save(fig, path)


def plot_deletion(results: EvalResults, path: Path) -> Figure:
    """Recall@5 (%) against the share of entities deleted: measured points only, gaps kept."""
    fig, ax = _figure()
    grid = sorted({r for curve in results.deletion.values() for r in curve})
    for name, curve in sorted(results.deletion.items(), key=lambda kv: kv[0] == "a2rag"):
        ys = [curve.get(r) for r in grid]
        if all(y is None for y in ys):
            continue
        colour, marker = method_style(name)
        top = name == "a2rag"
        ax.plot(
            [100 * r for r in grid],
            [math.nan if y is None else 100 * y for y in ys],  # NaN breaks the line: no bridging
            color=colour, marker=marker, label=name,
            linewidth=2.6 if top else 1.4, markersize=7 if top else 5, zorder=10 if top else 2,
        )  # fmt: skip
    ax.set_xlabel("Entities deleted (%)")
    ax.set_ylabel("Recall@5 (%)")
    ax.set_ylim(0, 105)
    ax.set_xticks([100 * r for r in grid])
    ax.set_title(_title(results, "Robustness to graph deletion"), fontsize=10)
    if ax.lines:
        handles, labels = ax.get_legend_handles_labels()
        order = sorted(range(len(labels)), key=lambda i: labels[i] != "a2rag")
        ax.legend([handles[i] for i in order], [labels[i] for i in order], fontsize=8)
    else:
        _no_data(ax)
    ax.grid(alpha=0.3)
    return _save(fig, path)


def plot_stages(results: EvalResults, path: Path) -> Figure:
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
    ax.set_xlabel("Stage where a2rag's retrieval stopped")
    ax.set_title(_title(results, "a2rag stage distribution"), fontsize=10)
    if not order:
        _no_data(ax)
    ax.grid(axis="y", alpha=0.3)
    return _save(fig, path)
