"""Ingestion with a progress bar (documents and chunks, rate, ETA) and a final summary."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from a2rag.config import Settings
from a2rag.ingest.pipeline import Ingestor, IngestReport


def run_ingest(
    settings: Settings,
    paths: Sequence[Path],
    *,
    extractor: str = "auto",
    triples: Path | None = None,
    console: Console | None = None,
) -> IngestReport:
    console = console or Console(stderr=True)
    with (
        Progress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[rate]}"),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=console,
            transient=False,
        ) as bar,
        Ingestor(settings) as ingestor,
    ):
        tasks: dict[str, TaskID] = {}

        def on_plan(n_docs: int, n_chunks: int) -> None:
            tasks["docs"] = bar.add_task("documents", total=n_docs, rate="")
            tasks["chunks"] = bar.add_task("chunks", total=n_chunks, rate="")

        def on_progress(docs: int, chunks: int) -> None:
            for key, done in (("docs", docs), ("chunks", chunks)):
                task = bar.tasks[tasks[key]]
                elapsed = task.elapsed or 1e-9
                bar.update(tasks[key], completed=done, rate=f"{done / elapsed:,.1f}/s")

        report = ingestor.ingest(
            paths, extractor=extractor, triples=triples, progress=on_progress, on_plan=on_plan
        )
    print_report(report, console)
    return report


def print_report(report: IngestReport, console: Console) -> None:
    table = Table(title="ingestion", show_header=False)
    rows = [
        ("documents seen", report.documents_seen),
        ("documents written", report.documents_written),
        ("  of which replaced", report.documents_replaced),
        ("documents unchanged (skipped)", report.documents_unchanged),
        ("documents regrouped (new access groups)", report.documents_regrouped),
        ("chunks", report.chunks),
        ("new entities", report.entities),
        ("relations written", report.relations),
        ("alias merges", report.merges),
        ("failures (files/lines)", len(report.failures)),
        ("extraction failures (chunks)", len(report.extraction_failures)),
        ("seconds", f"{report.seconds:.1f}"),
    ]
    for k, v in rows:
        table.add_row(k, f"{v:,}" if isinstance(v, int) else str(v))
    if report.step_seconds:
        table.add_row(
            "time per step",
            ", ".join(f"{k} {v:.1f}s" for k, v in sorted(report.step_seconds.items())),
        )
    console.print(table)
    for f in report.failures[:20]:
        console.print(f"[yellow]skipped[/] {f.source}: {f.error}", highlight=False)
    if len(report.failures) > 20:
        console.print(f"… and {len(report.failures) - 20} more")
    for f in report.extraction_failures[:10]:
        console.print(f"[yellow]extraction failed[/] {f.source}: {f.error}", highlight=False)
