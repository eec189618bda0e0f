"""The result file of `a2rag eval`: one JSON (machine-readable), a Markdown table, PNG plots.

Recall, EM and F1 are stored as fractions in [0, 1]; only the Markdown shows percentages.
"""

from __future__ import annotations

import datetime as dt
import os
import platform
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from a2rag.eval.metrics import MethodSummary, QuestionResult, answer_correct
from a2rag.eval.reliability import reliability_plot


class EvalResults(BaseModel):
    dataset: str
    questions: int
    passages: int | None = None
    corpus_hash: str | None = None
    methods: dict[str, MethodSummary] = Field(default_factory=dict)
    a2rag_stages: dict[str, float] = Field(
        default_factory=dict, description="Share of questions per final a2rag stage."
    )
    stages: dict[str, dict[str, float]] = Field(
        default_factory=dict, description="Stage shares of every staged method (ablations)."
    )
    deletion: dict[str, dict[float, float | None]] = Field(
        default_factory=dict, description="method -> deletion ratio -> Recall@5."
    )
    machine: dict[str, Any] = Field(default_factory=dict)
    commit: str | None = None
    wall_time_s: float | None = None
    settings: dict[str, Any] = Field(default_factory=dict, description="Settings snapshot.")
    extractor: str | None = None
    split: str | None = Field(None, description="Which questions: a split name or file stem.")
    seed: int = 0
    limit: int | None = None
    created_at: str = Field(
        default_factory=lambda: dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    )
    notes: list[str] = Field(default_factory=list)

    def to_json_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json", by_alias=True)


def load_results(path: Path) -> EvalResults:
    return EvalResults.model_validate_json(Path(path).read_text(encoding="utf-8"))


def machine_info() -> dict[str, Any]:
    """Enough to tell two latency tables apart: host, OS, CPU, Python."""
    return {
        "hostname": platform.node(),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "cpu_count": os.cpu_count(),
        "python": sys.version.split()[0],
    }


def git_commit(repo: Path | None = None) -> str | None:
    """HEAD commit of `repo` (read-only); None outside a repository or before the first commit."""
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            cwd=repo,
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


# --- markdown -----------------------------------------------------------------------------


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f}"


def _num(x: float | None, digits: int = 0) -> str:
    return "–" if x is None else f"{x:,.{digits}f}"


def _ratio_label(r: float) -> str:
    return f"{100 * r:g}%"


def markdown_table(results: EvalResults) -> str:
    """Methods table (percentages, one decimal), a2rag stage table, deletion table."""
    r = results
    lines = [
        f"# Evaluation: {r.dataset} ({r.questions} questions"
        + (f", {r.passages} passages)" if r.passages is not None else ")"),
        "",
        f"commit `{r.commit or 'unknown'}` · seed {r.seed} · limit {r.limit if r.limit is not None else 'all'}"
        f" · extractor {r.extractor or '–'} · wall time {_num(r.wall_time_s, 1)} s",
        "",
        "## Methods",
        "",
        "| Method | R@2 | R@5 | EM | F1 | Contain | LLM calls | Prompt tok | Compl. tok "
        "| Latency mean (ms) | P50 | P95 | Abstain |",
        "|---|" + "---:|" * 12,
    ]
    for name, m in r.methods.items():
        lines.append(
            f"| {name} | {_pct(m.recall_2)} | {_pct(m.recall_5)} | {_pct(m.em)} | {_pct(m.f1)} "
            f"| {_pct(m.contain_acc)} | {_num(m.llm_calls, 2)} | {_num(m.prompt_tokens)} "
            f"| {_num(m.completion_tokens)} | {_num(m.latency_ms_mean)} | {_num(m.latency_ms_p50)} "
            f"| {_num(m.latency_ms_p95)} | {_pct(m.abstain_rate)} |"
        )
    quality = {n: m for n, m in r.methods.items() if m.precision_answered is not None
               or m.coverage is not None}  # fmt: skip
    if quality:
        lines += [
            "",
            "## Answer quality (methods that verify: `answered` should mean correct)",
            "",
            "| Method | Precision of answered | Coverage (answered and correct / answerable) "
            "| Unanswerable abstained |",
            "|---|---:|---:|---:|",
        ]
        lines += [
            f"| {name} | {_num(m.precision_answered, 3)} | {_num(m.coverage, 3)} "
            f"| {_num(m.abstain_unanswerable, 3)} |"
            for name, m in quality.items()
        ]
    if r.a2rag_stages:
        lines += [
            "",
            "## a2rag: stage where questions ended",
            "",
            "| Stage | Share (%) |",
            "|---|---:|",
        ]
        lines += [f"| {s} | {_pct(v)} |" for s, v in r.a2rag_stages.items()]
    if r.deletion:
        ratios = sorted({x for curve in r.deletion.values() for x in curve})
        lines += [
            "",
            "## Deletion stress test: Recall@5 (%) by share of entities deleted",
            "",
            "| Method | " + " | ".join(_ratio_label(x) for x in ratios) + " |",
            "|---|" + "---:|" * len(ratios),
        ]
        for name, curve in r.deletion.items():
            lines.append(f"| {name} | " + " | ".join(_pct(curve.get(x)) for x in ratios) + " |")
    return "\n".join(lines) + "\n"


def write_outputs(
    results: EvalResults, out_json: Path, records: Sequence[QuestionResult] = ()
) -> list[Path]:
    """Write `<out>.json`, `<out>.md` and `<out>_{recall,stages,deletion,reliability}.png`;
    return the paths.

    Stage, deletion and reliability plots are skipped when there is no such data (the
    reliability diagram needs per-question `records` with a confidence and a gold answer).
    """
    from a2rag.eval import plots  # matplotlib import is slow; only pay for it here

    out_json = Path(out_json)
    out_json.parent.mkdir(parents=True, exist_ok=True)
    out_json.write_text(results.model_dump_json(by_alias=True, indent=2) + "\n", encoding="utf-8")
    md = out_json.with_suffix(".md")
    md.write_text(markdown_table(results), encoding="utf-8")
    written = [out_json, md]
    base = out_json.with_suffix("")
    png = base.with_name(f"{base.name}_recall.png")
    plots.plot_recall(results, png)
    written.append(png)
    if results.a2rag_stages:
        png = base.with_name(f"{base.name}_stages.png")
        plots.plot_stages(results, png)
        written.append(png)
    if results.deletion:
        png = base.with_name(f"{base.name}_deletion.png")
        plots.plot_deletion(results, png)
        written.append(png)
    series: dict[str, list[tuple[float, bool]]] = {}
    for rec in records:
        if rec.confidence is not None and rec.gold_answers:
            ok = answer_correct(rec.answer, rec.gold_answers)
            series.setdefault(rec.method, []).append((rec.confidence, ok))
    if series:
        png = base.with_name(f"{base.name}_reliability.png")
        reliability_plot(
            series, png, title=f"{results.dataset}: confidence vs accuracy (answerable)"
        )
        written.append(png)
    return written
