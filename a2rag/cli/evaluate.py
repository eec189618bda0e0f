"""Benchmarks: eval, and reader fit."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from a2rag.cli.apps import (
    EVAL_METHODS,
    EXIT_USAGE,
    app,
    console,
    fail,
    load_settings,
    reader_app,
)
from a2rag.errors import A2RAGError

_Data = Annotated[
    Path,
    typer.Option(
        "--data",
        help="dataset folder (corpus.jsonl + questions.jsonl) or KB folder (docs/ + "
        "questions.jsonl); see README 'Evaluation'",
        metavar="DIR",
    ),
]
_Out = Annotated[
    Path,
    typer.Option(
        "--out", help="results JSON; the .md table and .png plots go next to it", metavar="FILE"
    ),
]
_Questions = Annotated[
    Path | None,
    typer.Option(
        "--questions", help="questions jsonl (default: DIR/questions.jsonl)", metavar="FILE"
    ),
]
_Methods = Annotated[
    str,
    typer.Option(
        help="comma-separated methods; also sentence-dense, deep, and agent (needs an LLM endpoint) "
        "(default: all of " + ",".join(EVAL_METHODS) + ")",
        show_default=False,
        metavar="LIST",
    ),
]
_Deletion = Annotated[
    str,
    typer.Option(
        help="entity deletion ratios in %, e.g. 0,10,20,30,40 (extraction-loss test)",
        metavar="LIST",
    ),
]
_DeletionMethods = Annotated[
    str | None,
    typer.Option(help="methods run at each deletion ratio (default: --methods)", metavar="LIST"),
]
_Limit = Annotated[
    int | None, typer.Option(help="use only N questions (sampled with --seed)", metavar="N")
]
_Seed = Annotated[int, typer.Option(help="seed of sampling and deletion", metavar="N")]
_Extractor = Annotated[
    str, typer.Option(help="offline | llm | precomputed (needs --triples)", metavar="NAME")
]
_Triples = Annotated[
    Path | None,
    typer.Option(help="jsonl of precomputed entities/triples per passage", metavar="FILE"),
]


def _names(text: str | None) -> list[str]:
    return [m.strip() for m in (text or "").split(",") if m.strip()]


@app.command("eval")
def eval_cmd(
    data: _Data,
    out: _Out,
    questions: _Questions = None,
    methods: _Methods = ",".join(EVAL_METHODS),
    deletion: _Deletion = "",
    deletion_methods: _DeletionMethods = None,
    limit: _Limit = None,
    seed: _Seed = 0,
    extractor: _Extractor = "offline",
    triples: _Triples = None,
) -> None:
    """Benchmark a2rag against TextRAG, BM25, dense+BM25 hybrid, PPR-only and local-only."""
    from a2rag.eval.runner import EvalConfig, run_eval

    if not data.is_dir():
        fail(f"--data {data}: no such folder", EXIT_USAGE)
    try:
        ratios = [float(x) / 100 for x in deletion.split(",") if x.strip()]
    except ValueError:
        fail(f"--deletion {deletion!r}: expected percentages such as 0,10,20", EXIT_USAGE)
    cfg = EvalConfig(
        data=data,
        questions=questions,
        methods=_names(methods),
        deletion=ratios,
        deletion_methods=_names(deletion_methods) or None,
        limit=limit,
        seed=seed,
        extractor=extractor,
        triples=triples,
        out=out,
    )
    try:
        results = run_eval(load_settings(), cfg, console)
    except A2RAGError as exc:
        fail(exc)
    console.print(json.dumps({"out": str(out), "questions": results.questions}))


_DevData = Annotated[Path, typer.Option("--data", help="folder of dev sets")]
_KbFolder = Annotated[Path | None, typer.Option("--kb", help="KB folder with questions")]
_ModelFile = Annotated[Path, typer.Option(help="model JSON")]
_ExtraKbs = Annotated[
    list[Path] | None,
    typer.Option("--extra", help="more KB folders (corpus.jsonl + questions.jsonl); repeat"),
]
_ReportDir = Annotated[Path | None, typer.Option("--report", help="report folder")]
_SHIPPED = Path("a2rag/read/reader_model.json")


def _reader_report(run: Any, written: str) -> None:
    """Run a reader command with spaCy loaded and progress shown; print its figures."""
    from a2rag.eval.fit_reader import report_markdown
    from a2rag.text.nlp import load_nlp

    nlp = load_nlp(load_settings().models.spacy_model)
    model, figures = run(nlp, lambda m: console.print(m, highlight=False))
    console.print(report_markdown(figures, model), highlight=False, markup=False)
    console.print(written)


@reader_app.command("fit")
def reader_fit(
    data: _DevData = Path("../shared/data"),
    kb: _KbFolder = Path("examples/kb"),
    out: _ModelFile = _SHIPPED,
    report: _ReportDir = Path("benchmarks/reader"),
    c: Annotated[float, typer.Option("--c", help="inverse L2 strength")] = 0.5,
    extra: _ExtraKbs = None,
) -> None:
    """Fit the offline reader on dev questions; report it on the validation split."""
    from a2rag.eval.fit_reader import run_fit

    more = tuple(extra or ())
    _reader_report(
        lambda nlp, progress: run_fit(
            nlp, data, kb, out, report, c=c, extra=more, progress=progress
        ),
        f"model written to {out}",
    )


@reader_app.command("rescore")
def reader_rescore(
    data: _DevData = Path("../shared/data"),
    kb: _KbFolder = Path("examples/kb"),
    model: _ModelFile = _SHIPPED,
    report: _ReportDir = Path("benchmarks/reader"),
    extra: _ExtraKbs = None,
) -> None:
    """Score the fitted reader on the validation split again with today's features (no refit)."""
    from a2rag.eval.fit_reader import run_rescore

    more = tuple(extra or ())
    _reader_report(
        lambda nlp, progress: run_rescore(
            nlp, data, kb, model, report, extra=more, progress=progress
        ),
        f"figures written to {model}",
    )
