"""`a2rag reader fit`: build the training rows, fit the reader, report it on the held-out
split (rows: `reader_rows`, models: `reader_fit`, figures: `reader_report`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from a2rag.eval.reader_fit import fit
from a2rag.eval.reader_report import evaluate, reliability, report_markdown
from a2rag.eval.reader_rows import build_rows
from a2rag.read.model import ReaderModel

__all__ = ["report_markdown", "run_fit"]


def run_fit(
    nlp: Any,
    data_root: Path,
    kb: Path | None,
    out: Path,
    report_dir: Path | None,
    *,
    c: float = 0.5,
    progress: Callable[[str], None] | None = None,
) -> tuple[ReaderModel, dict[str, dict[str, float]]]:
    """The reproducible command behind `a2rag reader fit`: rows, fit, validation report."""
    from a2rag.eval.reliability import reliability_plot

    qs = build_rows(nlp, data_root, kb, progress)
    model = fit(qs, c=c)
    validation = [q for q in qs if q.split == "validation"]
    figures = evaluate(model, validation)
    model.validation = {"split": "validation (salted sha256 % 100 < 30)", "figures": figures}
    model.save(out)
    if report_dir is not None:
        report_dir.mkdir(parents=True, exist_ok=True)
        (report_dir / "reader_validation.md").write_text(
            report_markdown(figures, model), encoding="utf-8"
        )
        series: dict[str, list[tuple[float, bool]]] = {}
        for name in sorted({q.dataset for q in validation}):
            series[name] = reliability(model, [q for q in validation if q.dataset == name])
        reliability_plot(
            series,
            report_dir / "reader_reliability.png",
            title="Offline reader: confidence vs accuracy (validation split)",
        )
    return model, figures
