"""`a2rag` command line: a thin shell over the Python API."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from a2rag.config import Settings
from a2rag.errors import A2RAGError

app = typer.Typer(no_args_is_help=True, add_completion=False, help=__doc__)
neo4j_app = typer.Typer(no_args_is_help=True, help="The local Neo4j + GDS server (no Docker).")
app.add_typer(neo4j_app, name="neo4j")
review_app = typer.Typer(
    no_args_is_help=True, help="Human-in-the-loop review of proposed triples (paper §III-B4)."
)
app.add_typer(review_app, name="review")
console = Console()
err = Console(stderr=True)


def _settings() -> Settings:
    return Settings()


def _fail(exc: Exception) -> None:
    err.print(f"[bold red]error:[/] {exc}")
    raise typer.Exit(1)


# -- configuration & server ------------------------------------------------------------------
@app.command("config")
def config_cmd() -> None:
    """Print the effective settings (secrets masked)."""
    for key, value in _settings().masked().items():
        console.print(f"{key:<32} {value}", highlight=False)


@neo4j_app.command("start")
def neo4j_start() -> None:
    """Download (once) and start the local Neo4j + GDS; wait until it answers."""
    from a2rag.graph.local_server import LocalNeo4j

    try:
        info = LocalNeo4j(_settings()).start()
    except A2RAGError as exc:
        _fail(exc)
    console.print(info.describe())


@neo4j_app.command("stop")
def neo4j_stop() -> None:
    """Stop the local server."""
    from a2rag.graph.local_server import LocalNeo4j

    try:
        stopped = LocalNeo4j(_settings()).stop()
    except A2RAGError as exc:
        _fail(exc)
    console.print("local Neo4j stopped" if stopped else "local Neo4j was not running")


@neo4j_app.command("status")
def neo4j_status() -> None:
    """Is the local server running, on which ports, which versions."""
    from a2rag.graph.local_server import LocalNeo4j

    status = LocalNeo4j(_settings()).status()
    console.print(status.describe())
    raise typer.Exit(0 if status.running else 3)


@neo4j_app.command("ensure")
def neo4j_ensure() -> None:
    """Use the Neo4j at NEO4J_URI if it answers; otherwise start the local server."""
    from a2rag.graph.driver import Graph
    from a2rag.graph.local_server import LocalNeo4j

    settings = _settings()
    try:
        with Graph(settings) as g:
            g.verify()
        console.print(f"Neo4j answers at {settings.neo4j_uri}")
        return
    except A2RAGError:
        pass
    try:
        info = LocalNeo4j(settings).start()
    except A2RAGError as exc:
        _fail(exc)
    console.print(info.describe())


@app.command()
def migrate() -> None:
    """Apply pending schema migrations (constraints, vector and fulltext indexes)."""
    from a2rag.graph import migrations
    from a2rag.graph.driver import Graph

    try:
        with Graph(_settings()) as g:
            g.verify()
            applied = migrations.migrate(g)
    except A2RAGError as exc:
        _fail(exc)
    if applied:
        for name in applied:
            console.print(f"applied {name}")
    else:
        console.print("schema up to date")


@app.command()
def doctor() -> None:
    """Check connection, versions, GDS, migrations, indexes and the embedding model."""
    from a2rag.doctor import run_checks

    results = run_checks(_settings())
    for r in results:
        console.print(r.line(), highlight=False, markup=False)
    if not all(r.ok for r in results):
        raise typer.Exit(1)


# -- ingestion ----------------------------------------------------------------------------
@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(help=".txt, .md, .jsonl files or folders")],
    extractor: Annotated[str, typer.Option(help="offline | llm | precomputed | auto")] = "auto",
    triples: Annotated[
        Path | None, typer.Option(help="jsonl of precomputed entities/triples per passage")
    ] = None,
    aliases: Annotated[
        Path | None, typer.Option(help="CSV alias table (alias,canonical); wins over heuristics")
    ] = None,
) -> None:
    """Ingest documents into the graph (idempotent by content hash)."""
    from a2rag.ingest.progress import run_ingest

    settings = _settings()
    if aliases is not None:
        settings = settings.model_copy(update={"alias_table": aliases})
    if extractor not in {"auto", "offline", "llm", "precomputed"}:
        _fail(ValueError(f"unknown extractor {extractor!r}"))
    if extractor == "precomputed" and triples is None:
        _fail(ValueError("--extractor precomputed needs --triples FILE"))
    try:
        report = run_ingest(settings, paths, extractor=extractor, triples=triples, console=console)
    except A2RAGError as exc:
        _fail(exc)
    if report.failures and report.documents_written == 0 and report.documents_unchanged == 0:
        raise typer.Exit(2)


@app.command()
def delete(doc_ids: Annotated[list[str], typer.Argument(help="document ids")]) -> None:
    """Delete documents with their chunks, mentions and relation provenance."""
    from a2rag.ingest.pipeline import Ingestor

    try:
        with Ingestor(_settings()) as ing:
            n = ing.delete(doc_ids)
    except A2RAGError as exc:
        _fail(exc)
    console.print(f"deleted {n} document(s)")


@app.command()
def stats() -> None:
    """Graph counts: documents, chunks, entities, relations, mentions, merges."""
    from a2rag.graph.driver import Graph

    try:
        with Graph(_settings()) as g:
            row = g.read("ingest/stats")[0]
    except A2RAGError as exc:
        _fail(exc)
    for k, v in row.items():
        console.print(f"{k:<10} {v:>10,}", highlight=False)


@app.command("explain-entity")
def explain_entity(name: str) -> None:
    """Show an entity's aliases and why each merged."""
    from a2rag.graph.driver import Graph

    try:
        with Graph(_settings()) as g:
            rows = g.read("ingest/entity_by_name", name=name)
    except A2RAGError as exc:
        _fail(exc)
    if not rows:
        err.print(f"no entity named or aliased {name!r}")
        raise typer.Exit(1)
    for r in rows:
        console.print(f"[bold]{r['name']}[/] ({r['type']}, id {r['id']}, {r['mentions']} chunks)")
        console.print(f"  aliases: {', '.join(r['aliases'] or []) or '-'}")
        for reason in r["merge_reasons"] or []:
            console.print(f"  merged: {reason}")
        if r["description"]:
            console.print(f"  {r['description']}")


# -- querying -----------------------------------------------------------------------------
@app.command()
def ask(
    question: str,
    as_json: Annotated[bool, typer.Option("--json", help="print the Answer as JSON")] = False,
    explain: Annotated[bool, typer.Option("--explain", help="print the trace as a tree")] = False,
    propose: Annotated[
        bool | None,
        typer.Option(
            "--propose/--no-propose",
            help="file the verified answer's triples for review (`a2rag review list`)",
        ),
    ] = None,
    token_budget: Annotated[
        int | None, typer.Option(help="LLM tokens this question may use", min=1)
    ] = None,
) -> None:
    """Answer a question with verified, cited evidence, or abstain."""
    from a2rag.control.render import render_answer, render_trace
    from a2rag.service import A2RAG

    try:
        with A2RAG(_settings()) as rag:
            answer = rag.ask(
                question, token_budget=token_budget, propose=propose, proposed_by=_user("cli")
            )
    except A2RAGError as exc:
        _fail(exc)
    if as_json:
        sys.stdout.write(answer.model_dump_json(indent=2) + "\n")
        return
    render_answer(answer, console)
    if answer.proposals:
        console.print(
            f"{len(answer.proposals)} proposal(s) filed for review: "
            + ", ".join(answer.proposals)
            + " (`a2rag review list`)"
        )
    if explain:
        render_trace(answer, console)


@app.command()
def demo(
    questions: Annotated[Path, typer.Argument()] = Path("examples/kb/questions.jsonl"),
) -> None:
    """Ask every question of a questions.jsonl and summarise against gold."""
    from a2rag.demo import run_demo

    try:
        run_demo(_settings(), questions, console)
    except A2RAGError as exc:
        _fail(exc)


@app.command("eval")
def eval_cmd(
    data: Annotated[Path, typer.Option("--data", help="folder with corpus.jsonl")],
    out: Annotated[Path, typer.Option("--out", help="results JSON path")],
    questions: Annotated[Path | None, typer.Option("--questions")] = None,
    methods: Annotated[
        str, typer.Option(help="comma list")
    ] = "a2rag,a2rag-node-only,textrag,bm25,hybrid,ppr-only,local-only",
    deletion: Annotated[str, typer.Option(help="entity deletion ratios in %, e.g. 0,10,20")] = "",
    deletion_methods: Annotated[
        str | None, typer.Option(help="comma list run at each deletion ratio (default: --methods)")
    ] = None,
    limit: Annotated[int | None, typer.Option()] = None,
    seed: Annotated[int, typer.Option()] = 0,
    extractor: Annotated[str, typer.Option()] = "offline",
    triples: Annotated[Path | None, typer.Option()] = None,
) -> None:
    """Benchmark a2rag against TextRAG, BM25, dense+BM25 hybrid, PPR-only and local-only."""
    from a2rag.eval.runner import EvalConfig, run_eval

    cfg = EvalConfig(
        data=data,
        questions=questions,
        methods=[m.strip() for m in methods.split(",") if m.strip()],
        deletion=[float(x) / 100 for x in deletion.split(",") if x.strip()],
        deletion_methods=(
            [m.strip() for m in deletion_methods.split(",") if m.strip()]
            if deletion_methods
            else None
        ),
        limit=limit,
        seed=seed,
        extractor=extractor,
        triples=triples,
        out=out,
    )
    try:
        results = run_eval(_settings(), cfg, console)
    except A2RAGError as exc:
        _fail(exc)
    console.print(json.dumps({"out": str(out), "questions": results.questions}))


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="bind address; beyond loopback needs A2RAG_API_KEY")] = (
        "127.0.0.1"
    ),
    port: Annotated[int, typer.Option(help="TCP port")] = 8000,
) -> None:
    """Run the HTTP API (FastAPI; OpenAPI docs at /docs)."""
    import uvicorn

    from a2rag.api.app import create_app
    from a2rag.api.security import check_bind

    settings = _settings()
    try:
        check_bind(host, settings)
    except A2RAGError as exc:
        _fail(exc)
    uvicorn.run(create_app(settings), host=host, port=port)


# -- human-in-the-loop review ------------------------------------------------------------------
def _user(default: str) -> str:
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return default


@review_app.command("list")
def review_list(
    status: Annotated[str, typer.Option(help="pending | approved | rejected | all")] = "pending",
    limit: Annotated[int, typer.Option(min=1)] = 50,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Curation proposals, newest first."""
    from a2rag.curate.models import ProposalStatus
    from a2rag.service import A2RAG

    if status not in {"all", *(s.value for s in ProposalStatus)}:
        _fail(ValueError(f"unknown status {status!r}"))
    try:
        with A2RAG(_settings()) as rag:
            found = rag.review.find(None if status == "all" else ProposalStatus(status), limit)
    except A2RAGError as exc:
        _fail(exc)
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
    from a2rag.service import A2RAG

    who = reviewer or _user("")
    failed = False
    with A2RAG(_settings()) as rag:
        for pid in ids:
            try:
                decide = rag.review.approve if action == "approve" else rag.review.reject
                p = decide(pid, reviewer=who, note=note)
            except (A2RAGError, ValueError) as exc:
                err.print(f"[bold red]error:[/] {exc}")
                failed = True
                continue
            console.print(f"{p.status.value}: {p.id} {p.describe()}", markup=False)
    if failed:
        raise typer.Exit(1)


@review_app.command("approve")
def review_approve(
    ids: Annotated[list[str], typer.Argument(help="proposal ids")],
    reviewer: Annotated[str | None, typer.Option(help="recorded as the decider")] = None,
    note: Annotated[str, typer.Option()] = "",
) -> None:
    """Write the proposed triples into the graph with their provenance."""
    _decide("approve", ids, reviewer, note)


@review_app.command("reject")
def review_reject(
    ids: Annotated[list[str], typer.Argument(help="proposal ids")],
    reviewer: Annotated[str | None, typer.Option(help="recorded as the decider")] = None,
    note: Annotated[str, typer.Option(help="why (kept in the audit trail)")] = "",
) -> None:
    """Reject proposals; the graph is not touched."""
    _decide("reject", ids, reviewer, note)


if __name__ == "__main__":  # pragma: no cover
    app()
