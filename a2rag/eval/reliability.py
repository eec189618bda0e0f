"""Reliability diagram: does the reader's confidence mean what it says? (PNG)"""

from __future__ import annotations

from pathlib import Path


def reliability_plot(
    series: dict[str, list[tuple[float, bool]]], out: Path, *, title: str, bins: int = 10
) -> Path:
    """Accuracy per confidence bin against the diagonal, one line per series, with the share
    of questions per bin as bars underneath."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax, hist) = plt.subplots(
        2, 1, figsize=(6, 6.5), sharex=True, gridspec_kw={"height_ratios": [3, 1]}
    )
    ax.plot([0, 1], [0, 1], color="grey", linestyle="--", linewidth=1, label="perfect calibration")
    width = 1.0 / bins
    for k, (name, points) in enumerate(series.items()):
        xs, ys, ns = [], [], []
        for b in range(bins):
            lo, hi = b * width, (b + 1) * width
            sel = [ok for c, ok in points if lo <= c < hi or (b == bins - 1 and c >= 1.0)]
            if sel:
                conf = [c for c, _ in points if lo <= c < hi or (b == bins - 1 and c >= 1.0)]
                xs.append(sum(conf) / len(conf))
                ys.append(sum(sel) / len(sel))
                ns.append(len(sel))
        ax.plot(xs, ys, marker="o", label=f"{name} (n={len(points)})", zorder=3 + k)
        hist.bar(
            [x + (k - 0.5) * width / 3 for x in xs],
            [n / max(1, len(points)) for n in ns],
            width=width / 3,
            label=name,
        )
    ax.set_ylabel("share correct")
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_title(title)
    ax.legend(loc="upper left", fontsize=8)
    hist.set_xlabel("reader confidence (calibrated)")
    hist.set_ylabel("share of questions")
    fig.tight_layout()
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return out
