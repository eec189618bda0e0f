"""Ingestion and the graph: ingest, delete, stats, explain-entity."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from a2rag.access.audit import audit_action
from a2rag.cli.apps import (
    EXIT_USAGE,
    app,
    console,
    fail,
    load_settings,
    require_database,
    user_name,
)
from a2rag.config import parse_groups
from a2rag.errors import A2RAGError


@app.command()
def ingest(
    paths: Annotated[
        list[Path], typer.Argument(help=".txt, .md, .jsonl files or folders", metavar="PATH")
    ],
    extractor: Annotated[
        str,
        typer.Option(
            help="auto (llm when an LLM is configured, else offline) | offline | llm | precomputed",
            metavar="NAME",
        ),
    ] = "auto",
    triples: Annotated[
        Path | None,
        typer.Option(help="jsonl of precomputed entities/triples per passage", metavar="FILE"),
    ] = None,
    aliases: Annotated[
        Path | None,
        typer.Option(
            help="CSV alias table (alias,canonical); wins over heuristics", metavar="FILE"
        ),
    ] = None,
    groups: Annotated[
        str | None,
        typer.Option(
            help="access groups (comma-separated) of documents that declare none "
            "(default: A2RAG_DEFAULT_GROUPS)",
            metavar="G1,G2",
        ),
    ] = None,
) -> None:
    """Ingest documents into the graph (idempotent by content hash)."""
    from a2rag.ingest.progress import run_ingest

    settings = load_settings()
    if extractor not in {"auto", "offline", "llm", "precomputed"}:
        fail(f"unknown extractor {extractor!r}: choose auto, offline, llm or precomputed", 2)
    if extractor == "precomputed" and triples is None:
        fail("--extractor precomputed needs --triples FILE", EXIT_USAGE)
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        fail(f"no such file or folder: {', '.join(missing)} (nothing was ingested)", EXIT_USAGE)
    for flag, path in (("--aliases", aliases), ("--triples", triples)):
        if path is not None and not path.is_file():
            fail(f"{flag} {path}: no such file (nothing was ingested)", EXIT_USAGE)
    if aliases is not None:
        settings = settings.model_copy(update={"alias_table": aliases})
    if groups is not None:
        try:
            settings = settings.model_copy(update={"default_groups": parse_groups(groups)})
        except ValueError as exc:
            fail(f"--groups: {exc}", EXIT_USAGE)
    require_database(settings)
    try:
        report = run_ingest(settings, paths, extractor=extractor, triples=triples, console=console)
    except A2RAGError as exc:
        fail(exc)
    audit_action(
        settings,
        user_name("cli"),
        "ingest",
        [str(p) for p in paths],
        documents_written=report.documents_written,
    )
    if report.failures and not (
        report.documents_written or report.documents_unchanged or report.documents_regrouped
    ):
        raise typer.Exit(2)


@app.command()
def delete(
    doc_ids: Annotated[list[str], typer.Argument(help="document ids", metavar="DOC_ID")],
) -> None:
    """Delete documents with their chunks, mentions and relation provenance."""
    from a2rag.ingest.pipeline import Ingestor

    settings = load_settings()
    require_database(settings)
    try:
        with Ingestor(settings) as ing:
            n = ing.delete(doc_ids)
    except A2RAGError as exc:
        fail(exc)
    audit_action(settings, user_name("cli"), "delete", doc_ids, deleted=n)
    console.print(f"deleted {n} document(s)")


@app.command()
def stats() -> None:
    """Graph counts: documents, chunks, entities, relations, mentions, merges."""
    from a2rag.graph.driver import Graph

    try:
        with Graph(load_settings()) as g:
            row = g.read("ingest/stats")[0]
    except A2RAGError as exc:
        fail(exc)
    for k, v in row.items():
        console.print(f"{k:<10} {v:>10,}", highlight=False)


@app.command("explain-entity")
def explain_entity(
    name: Annotated[str, typer.Argument(help="entity name or alias", metavar="NAME")],
) -> None:
    """Show an entity's aliases and why each merged."""
    from a2rag.graph.driver import Graph

    try:
        with Graph(load_settings()) as g:
            rows = g.read("ingest/entity_by_name", name=name)
    except A2RAGError as exc:
        fail(exc)
    if not rows:
        fail(f"no entity named or aliased {name!r} (try `a2rag stats` to see what is loaded)")
    for r in rows:
        console.print(
            f"[bold]{escape(r['name'])}[/] ({r['type']}, id {r['id']}, {r['mentions']} chunks)",
            highlight=False,
        )
        console.print(f"  aliases: {', '.join(r['aliases'] or []) or '-'}", markup=False)
        for reason in r["merge_reasons"] or []:
            console.print(f"  merged: {reason}", markup=False)
        if r["description"]:
            console.print(f"  {r['description']}", markup=False)
