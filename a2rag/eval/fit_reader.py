"""`a2rag reader fit`: build the training rows, fit the reader, report it on the held-out
split (rows: `reader_rows`, models: `reader_fit`, figures: `reader_report`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from a2rag.errors import DatasetError
from a2rag.eval.reader_fit import fit, rule_thresholds
from a2rag.eval.reader_report import evaluate, reliability, report_markdown
from a2rag.eval.reader_rows import DEV_SETS, QuestionRows, build_rows, dev_sets_in
from a2rag.read.features import FEATURES
from a2rag.read.model import END_TO_END_RULES, ReaderModel, load_model

__all__ = ["report_markdown", "run_fit", "run_rescore"]


def _check_dev_data(data_root: Path, progress: Callable[[str], None] | None) -> None:
    """A wrong `--data` would fit (or score) the reader on the sample KB alone, silently."""
    found = dev_sets_in(data_root)
    if not found:
        raise DatasetError(
            f"no dev sets under {data_root} (expected {', '.join(DEV_SETS)} folders with "
            "questions.jsonl); pass their parent folder with --data"
        )
    missing = [n for n in DEV_SETS if n not in found]
    if missing and progress is not None:
        progress(f"warning: {data_root} lacks {', '.join(missing)}; read without them")


def run_fit(
    nlp: Any,
    data_root: Path,
    kb: Path | None,
    out: Path,
    report_dir: Path | None,
    *,
    c: float = 0.5,
    extra: tuple[Path, ...] = (),
    progress: Callable[[str], None] | None = None,
) -> tuple[ReaderModel, dict[str, dict[str, float]]]:
    """The reproducible command behind `a2rag reader fit`: rows, fit, validation report."""
    _check_dev_data(data_root, progress)
    qs = build_rows(nlp, data_root, kb, progress, extra=extra)
    model = fit(qs, c=c)
    model.thresholds.update(_measured_end_to_end(out))
    figures = _validate(model, qs, out, report_dir, "validation (salted sha256 % 100 < 30)")
    return model, figures


def _measured_end_to_end(path: Path) -> dict[str, float]:
    """The rule accuracies that only end-to-end runs measure (no reader row reaches them), as
    the model being replaced records them: a refit keeps them rather than forget them."""
    if not path.exists():
        return {}
    try:
        old = json.loads(path.read_text(encoding="utf-8")).get("thresholds", {})
    except (OSError, ValueError):
        return {}
    return {k: float(old[k]) for k in END_TO_END_RULES if isinstance(old.get(k), int | float)}


def run_rescore(
    nlp: Any,
    data_root: Path,
    kb: Path | None,
    model_path: Path,
    report_dir: Path | None,
    *,
    extra: tuple[Path, ...] = (),
    progress: Callable[[str], None] | None = None,
) -> tuple[ReaderModel, dict[str, dict[str, float]]]:
    """`a2rag reader rescore`: the same model (trees, calibration, thresholds) scored on
    validation rows rebuilt with today's code, after a change to how candidates or features
    are read; the rules' accuracies (comparisons, fields) are measured again on train. Its
    recorded figures then describe what it does now, not at fit time."""
    _check_dev_data(data_root, progress)
    model = load_model(model_path, expected=FEATURES)
    qs = build_rows(nlp, data_root, kb, progress, extra=extra)
    model.thresholds.pop("field_accuracy", None)
    model.thresholds.update(rule_thresholds([q for q in qs if q.split == "train"]))
    split = "validation (salted sha256 % 100 < 30), rescored with the current features"
    return model, _validate(model, qs, model_path, report_dir, split)


def _validate(
    model: ReaderModel,
    qs: list[QuestionRows],
    out: Path,
    report_dir: Path | None,
    split: str,
) -> dict[str, dict[str, float]]:
    """Figures on the validation split, recorded in the model file and the report folder."""
    from a2rag.eval.reliability import reliability_plot

    validation = [q for q in qs if q.split == "validation"]
    figures = evaluate(model, validation)
    model.validation = {"split": split, "figures": figures}
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
    return figures
