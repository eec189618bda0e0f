"""Human-in-the-loop review of proposed triples: review list|approve|reject."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer
from rich.markup import escape

from a2rag.access.audit import audit_action
from a2rag.cli.apps import (
    EXIT_USAGE,
    console,
    err,
    fail,
    load_settings,
    require_database,
    review_app,
    user_name,
)
from a2rag.errors import A2RAGError


@review_app.command("list")
def review_list(
    status: Annotated[
        str, typer.Option(help="pending | approved | rejected | all", metavar="STATUS")
    ] = "pending",
    limit: Annotated[int, typer.Option(min=1, help="at most N proposals", metavar="N")] = 50,
    as_json: Annotated[bool, typer.Option("--json", help="print as JSON")] = False,
) -> None:
    """Curation proposals, newest first."""
    from a2rag.curate.models import ProposalStatus

    if status not in {"all", *(s.value for s in ProposalStatus)}:
        fail(f"unknown status {status!r}: choose pending, approved, rejected or all", EXIT_USAGE)
    settings = load_settings()
    require_database(settings)
    from a2rag.service import A2RAG

    try:
        with A2RAG(settings) as rag:
            found = rag.review.find(None if status == "all" else ProposalStatus(status), limit)
    except A2RAGError as exc:
        fail(exc)
    if as_json:
        sys.stdout.write(json.dumps([p.model_dump(mode="json") for p in found], indent=2) + "\n")
        return
    if not found:
        console.print(f"no {status} proposals")
    for p in found:
        console.print(f"{p.id} {p.status.value:<8} {p.describe()}", markup=False, highlight=False)
        console.print(
            f"  from {', '.join(p.chunk_ids)} ({p.origin}); Q: {p.question}", markup=False
        )
        for d in p.decisions:
            note = f": {d.note}" if d.note else ""
            console.print(f"  {d.action} by {d.reviewer} at {d.at:%Y-%m-%d %H:%M}{note}")


def _decide(action: str, ids: list[str], reviewer: str | None, note: str) -> None:
    settings = load_settings()
    require_database(settings)
    from a2rag.service import A2RAG

    who = reviewer or user_name("")
    failed = False
    try:
        rag = A2RAG(settings)
    except A2RAGError as exc:
        fail(exc)
    with rag:
        for pid in ids:
            try:
                decide = rag.review.approve if action == "approve" else rag.review.reject
                p = decide(pid, reviewer=who, note=note)
            except (A2RAGError, ValueError) as exc:
                err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False)
                failed = True
                continue
            audit_action(settings, user_name("cli"), action, p.id, reviewer=who)
            console.print(f"{p.status.value}: {p.id} {p.describe()}", markup=False)
    if failed:
        raise typer.Exit(1)


@review_app.command("approve")
def review_approve(
    ids: Annotated[list[str], typer.Argument(help="proposal ids", metavar="ID...")],
    reviewer: Annotated[
        str | None, typer.Option(help="recorded as the decider", metavar="NAME")
    ] = None,
    note: Annotated[str, typer.Option(help="kept in the audit trail", metavar="TEXT")] = "",
) -> None:
    """Write the proposed triples into the graph with their provenance."""
    _decide("approve", ids, reviewer, note)


@review_app.command("reject")
def review_reject(
    ids: Annotated[list[str], typer.Argument(help="proposal ids", metavar="ID...")],
    reviewer: Annotated[
        str | None, typer.Option(help="recorded as the decider", metavar="NAME")
    ] = None,
    note: Annotated[str, typer.Option(help="why (kept in the audit trail)", metavar="TEXT")] = "",
) -> None:
    """Reject proposals; the graph is not touched."""
    _decide("reject", ids, reviewer, note)
