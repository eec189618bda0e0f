"""`a2rag` command line: a thin shell over the Python API."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape

from a2rag import __version__
from a2rag.config import Settings, install_log_masking, mask_url
from a2rag.errors import A2RAGError

# Plain (click) help: copyable option lines, metavars as written below, no type names.
# Typer prints an argument's Python type beside its metavar ("PATH <list[Path]>") even when
# the metavar is given; ours say what the argument is, so the type stays out.
typer.core.TyperArgument.display_type_rich = (  # type: ignore[method-assign]
    lambda self, ctx: None if self.metavar else typer.core.TyperArgument.display_type(self, ctx)
)
app = typer.Typer(no_args_is_help=True, add_completion=False, rich_markup_mode=None)
neo4j_app = typer.Typer(no_args_is_help=True, help="The local Neo4j + GDS server (no Docker).")
app.add_typer(neo4j_app, name="neo4j")
review_app = typer.Typer(
    no_args_is_help=True, help="Human-in-the-loop review of proposed triples (paper §III-B4)."
)
app.add_typer(review_app, name="review")
reader_app = typer.Typer(no_args_is_help=True, help="The offline reader's fitted model.")
app.add_typer(reader_app, name="reader")
console = Console()
err = Console(stderr=True)
# `a2rag eval --methods` default; kept here so that `--help` does not import the eval stack.
_EVAL_METHODS = ("a2rag", "a2rag-node-only", "textrag", "bm25", "hybrid", "ppr-only", "local-only")


def _settings() -> Settings:
    install_log_masking()  # no URL credentials in any log line of a command
    return Settings()


# Exit codes: 1 a failure at run time (database down, download failed), 2 bad input (usage).
EXIT_FAILURE = 1
EXIT_USAGE = 2


ASK_MODES = ("adaptive", "deep", "agent", "a2rag")  # service.MODES, without importing it


def _fail(exc: Exception | str, code: int = EXIT_FAILURE) -> None:
    """One `error:` line (plus the hint the message carries), no traceback, then exit."""
    err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False)
    raise typer.Exit(code)


def _notice(message: str) -> None:
    """One `note:` line on stderr (the CLI carries on)."""
    err.print(f"[yellow]note:[/] {escape(message)}", highlight=False, soft_wrap=True)


def _reachable(settings: Settings) -> None:
    """Fail in a second when Neo4j is down or refuses us, before loading any model."""
    from a2rag.graph.driver import Graph

    try:
        with Graph(settings) as g:
            g.verify()
    except A2RAGError as exc:
        _fail(exc)


def _version(value: bool) -> None:
    if value:
        console.print(f"a2rag {__version__}", highlight=False)
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_version, is_eager=True, help="Print the version and exit."
        ),
    ] = False,
) -> None:
    """GraphRAG on Neo4j + GDS: ingest documents, ask verified questions, benchmark."""


# -- configuration & server ------------------------------------------------------------------
@app.command("config")
def config_cmd() -> None:
    """Print the effective settings by section (secrets masked); each field's environment
    variable is A2RAG_<FIELD> (Neo4j's basics: NEO4J_URI, NEO4J_USERNAME, ...)."""
    for section, fields in _settings().masked().items():
        console.print(f"[{section}]", highlight=False, markup=False)
        for key, value in fields.items():
            console.print(f"  {key:<32} {value}", highlight=False, markup=False)


@neo4j_app.command("start")
def neo4j_start() -> None:
    """Download (once) and start the local Neo4j + GDS; wait until it answers."""
    from a2rag.localserver import LocalNeo4j

    try:
        info = LocalNeo4j(_settings()).start()
    except A2RAGError as exc:
        _fail(exc)
    console.print(info.describe(), soft_wrap=True, highlight=False)


@neo4j_app.command("stop")
def neo4j_stop() -> None:
    """Stop the local server."""
    from a2rag.localserver import LocalNeo4j

    try:
        stopped = LocalNeo4j(_settings()).stop()
    except A2RAGError as exc:
        _fail(exc)
    console.print("local Neo4j stopped" if stopped else "local Neo4j was not running")


@neo4j_app.command("status")
def neo4j_status() -> None:
    """Is the local server running, on which ports, which versions."""
    from a2rag.localserver import LocalNeo4j

    status = LocalNeo4j(_settings()).status()
    console.print(status.describe(), soft_wrap=True, highlight=False)
    raise typer.Exit(0 if status.running else 3)


@neo4j_app.command("ensure")
def neo4j_ensure() -> None:
    """Use the Neo4j at NEO4J_URI if it answers; otherwise start the local server."""
    from a2rag.graph.driver import Graph
    from a2rag.localserver import LocalNeo4j

    settings = _settings()
    try:
        with Graph(settings) as g:
            g.verify()
        console.print(f"Neo4j answers at {mask_url(settings.neo4j.neo4j_uri)}")
        return
    except A2RAGError:
        pass
    try:
        info = LocalNeo4j(settings).start()
    except A2RAGError as exc:
        _fail(exc)
    console.print(info.describe(), soft_wrap=True, highlight=False)


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
) -> None:
    """Ingest documents into the graph (idempotent by content hash)."""
    from a2rag.ingest.progress import run_ingest

    settings = _settings()
    if extractor not in {"auto", "offline", "llm", "precomputed"}:
        _fail(f"unknown extractor {extractor!r}: choose auto, offline, llm or precomputed", 2)
    if extractor == "precomputed" and triples is None:
        _fail("--extractor precomputed needs --triples FILE", EXIT_USAGE)
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        _fail(f"no such file or folder: {', '.join(missing)} (nothing was ingested)", EXIT_USAGE)
    for flag, path in (("--aliases", aliases), ("--triples", triples)):
        if path is not None and not path.is_file():
            _fail(f"{flag} {path}: no such file (nothing was ingested)", EXIT_USAGE)
    if aliases is not None:
        settings = settings.model_copy(update={"alias_table": aliases})
    _reachable(settings)
    try:
        report = run_ingest(settings, paths, extractor=extractor, triples=triples, console=console)
    except A2RAGError as exc:
        _fail(exc)
    if report.failures and report.documents_written == 0 and report.documents_unchanged == 0:
        raise typer.Exit(2)


@app.command()
def delete(
    doc_ids: Annotated[list[str], typer.Argument(help="document ids", metavar="DOC_ID")],
) -> None:
    """Delete documents with their chunks, mentions and relation provenance."""
    from a2rag.ingest.pipeline import Ingestor

    settings = _settings()
    _reachable(settings)
    try:
        with Ingestor(settings) as ing:
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
def explain_entity(
    name: Annotated[str, typer.Argument(help="entity name or alias", metavar="NAME")],
) -> None:
    """Show an entity's aliases and why each merged."""
    from a2rag.graph.driver import Graph

    try:
        with Graph(_settings()) as g:
            rows = g.read("ingest/entity_by_name", name=name)
    except A2RAGError as exc:
        _fail(exc)
    if not rows:
        _fail(f"no entity named or aliased {name!r} (try `a2rag stats` to see what is loaded)")
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


# -- querying -----------------------------------------------------------------------------
@app.command()
def ask(
    question: Annotated[str, typer.Argument(help="the question, quoted", metavar="QUESTION")],
    as_json: Annotated[bool, typer.Option("--json", help="print the Answer as JSON")] = False,
    explain: Annotated[
        bool,
        typer.Option("--explain", help="print the trace as a tree and a Neo4j Browser statement"),
    ] = False,
    propose: Annotated[
        bool | None,
        typer.Option(
            "--propose/--no-propose",
            help="file the verified answer's triples for review (`a2rag review list`)",
        ),
    ] = None,
    token_budget: Annotated[
        int | None, typer.Option(help="LLM tokens this question may use", min=1, metavar="N")
    ] = None,
    mode: Annotated[
        str,
        typer.Option(
            help="adaptive (the controller) | deep (decomposed multi-hop chain) | agent "
            "(tool-calling LLM, needs endpoint)",
            metavar="MODE",
        ),
    ] = "adaptive",
) -> None:
    """Answer a question with verified, cited evidence, or abstain.

    A running `a2rag serve` answers when A2RAG_SERVER_URL names it, or when it runs on this
    machine with the same settings (its models are warm); when it does not answer, the
    question is answered in-process."""
    if not question.strip():
        _fail('the question is empty: a2rag ask "Who operates the order gateway?"', EXIT_USAGE)
    if mode not in ASK_MODES:
        _fail(f"unknown mode {mode!r}; use adaptive, deep or agent", EXIT_USAGE)
    from a2rag.cli_ask.session import AskOptions, Session, show_answer

    settings = _settings()
    options = AskOptions(mode, token_budget, propose, _user("cli"))
    try:
        # in-process: fail in a second when Neo4j is down, before loading the models
        with Session(settings, notice=_notice, before_local=lambda: _reachable(settings)) as s:
            answer = s.ask(question, options)
    except A2RAGError as exc:
        _fail(exc)
    show_answer(answer, console, as_json=as_json, explain=explain)


@app.command()
def shell(
    as_json: Annotated[
        bool, typer.Option("--json", help="print each Answer as one line of JSON")
    ] = False,
    explain: Annotated[bool, typer.Option("--explain", help="print each trace as a tree")] = False,
    mode: Annotated[
        str, typer.Option(help="adaptive | deep | agent (as for `ask`)", metavar="MODE")
    ] = "adaptive",
) -> None:
    """Answer questions from stdin, one per line, with the models loaded once (Ctrl-D quits)."""
    if mode not in ASK_MODES:
        _fail(f"unknown mode {mode!r}; use adaptive, deep or agent", EXIT_USAGE)
    from a2rag.cli_ask.session import AskOptions, Session
    from a2rag.cli_ask.shell import run_shell

    settings = _settings()
    try:
        with Session(settings, notice=_notice, before_local=lambda: _reachable(settings)) as s:
            code = run_shell(
                s,
                AskOptions(mode, proposed_by=_user("cli")),
                console,
                err,
                as_json=as_json,
                explain=explain,
            )
    except A2RAGError as exc:
        _fail(exc)
    raise typer.Exit(code)


@app.command()
def demo(
    questions: Annotated[
        Path, typer.Argument(help="jsonl: id, question, answers (gold)", metavar="FILE")
    ] = Path("examples/kb/questions.jsonl"),
    details: Annotated[
        Path | None,
        typer.Option(help="write full answers, gold and citations as jsonl", metavar="FILE"),
    ] = None,
) -> None:
    """Ask every question of a questions.jsonl and summarise against gold."""
    from a2rag.demo import run_demo

    if not questions.is_file():
        _fail(f"{questions}: no such file", EXIT_USAGE)
    settings = _settings()
    _reachable(settings)
    try:
        run_demo(settings, questions, console, details)
    except A2RAGError as exc:
        _fail(exc)


@app.command("eval")
def eval_cmd(
    data: Annotated[
        Path,
        typer.Option(
            "--data",
            help="dataset folder (corpus.jsonl + questions.jsonl) or KB folder (docs/ + "
            "questions.jsonl); see README 'Evaluation'",
            metavar="DIR",
        ),
    ],
    out: Annotated[
        Path,
        typer.Option(
            "--out", help="results JSON; the .md table and .png plots go next to it", metavar="FILE"
        ),
    ],
    questions: Annotated[
        Path | None,
        typer.Option(
            "--questions", help="questions jsonl (default: DIR/questions.jsonl)", metavar="FILE"
        ),
    ] = None,
    methods: Annotated[
        str,
        typer.Option(
            help="comma-separated methods; also sentence-dense, deep, and agent (needs an LLM endpoint) "
            "(default: all of " + ",".join(_EVAL_METHODS) + ")",
            show_default=False,
            metavar="LIST",
        ),
    ] = ",".join(_EVAL_METHODS),
    deletion: Annotated[
        str,
        typer.Option(
            help="entity deletion ratios in %, e.g. 0,10,20,30,40 (extraction-loss test)",
            metavar="LIST",
        ),
    ] = "",
    deletion_methods: Annotated[
        str | None,
        typer.Option(
            help="methods run at each deletion ratio (default: --methods)", metavar="LIST"
        ),
    ] = None,
    limit: Annotated[
        int | None, typer.Option(help="use only N questions (sampled with --seed)", metavar="N")
    ] = None,
    seed: Annotated[int, typer.Option(help="seed of sampling and deletion", metavar="N")] = 0,
    extractor: Annotated[
        str, typer.Option(help="offline | llm | precomputed (needs --triples)", metavar="NAME")
    ] = "offline",
    triples: Annotated[
        Path | None,
        typer.Option(help="jsonl of precomputed entities/triples per passage", metavar="FILE"),
    ] = None,
) -> None:
    """Benchmark a2rag against TextRAG, BM25, dense+BM25 hybrid, PPR-only and local-only."""
    from a2rag.eval.runner import EvalConfig, run_eval

    if not data.is_dir():
        _fail(f"--data {data}: no such folder", EXIT_USAGE)
    try:
        ratios = [float(x) / 100 for x in deletion.split(",") if x.strip()]
    except ValueError:
        _fail(f"--deletion {deletion!r}: expected percentages such as 0,10,20", EXIT_USAGE)
    cfg = EvalConfig(
        data=data,
        questions=questions,
        methods=[m.strip() for m in methods.split(",") if m.strip()],
        deletion=ratios,
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


@reader_app.command("fit")
def reader_fit(
    data: Annotated[Path, typer.Option(help="folder of dev sets")] = Path("../shared/data"),
    kb: Annotated[Path | None, typer.Option(help="KB folder with questions")] = Path("examples/kb"),
    out: Annotated[Path, typer.Option(help="model JSON")] = Path("a2rag/read/reader_model.json"),
    report: Annotated[Path | None, typer.Option(help="report folder")] = Path("benchmarks/reader"),
    c: Annotated[float, typer.Option("--c", help="inverse L2 strength")] = 0.5,
) -> None:
    """Fit the offline reader on dev questions; report it on the validation split."""
    from a2rag.eval.fit_reader import report_markdown, run_fit
    from a2rag.text.nlp import load_nlp

    nlp = load_nlp(_settings().models.spacy_model)
    model, figures = run_fit(
        nlp, data, kb, out, report, c=c, progress=lambda m: console.print(m, highlight=False)
    )
    console.print(report_markdown(figures, model), highlight=False, markup=False)
    console.print(f"model written to {out}")


@app.command()
def serve(
    host: Annotated[
        str,
        typer.Option(help="bind address; beyond loopback needs A2RAG_API_KEY", metavar="HOST"),
    ] = ("127.0.0.1"),
    port: Annotated[int, typer.Option(help="TCP port", metavar="PORT")] = 8000,
) -> None:
    """Run the HTTP API (FastAPI; OpenAPI docs at /docs)."""
    import uvicorn

    from a2rag.api.app import create_app
    from a2rag.api.security import check_bind
    from a2rag.cli_ask import registry

    settings = _settings()
    try:
        check_bind(host, settings)
    except A2RAGError as exc:
        _fail(exc)
    app = create_app(settings)
    # `a2rag ask` with the same settings on this machine finds this server and uses it
    registry.announce(app, settings, registry.connect_url(host, port))
    uvicorn.run(app, host=host, port=port)


@app.command("mcp")
def mcp_cmd(
    transport: Annotated[str, typer.Option(help="stdio | http (streamable HTTP at /mcp)")] = (
        "stdio"
    ),
    host: Annotated[str, typer.Option(help="HTTP bind address; beyond loopback needs a key")] = (
        "127.0.0.1"
    ),
    port: Annotated[int, typer.Option(help="HTTP port")] = 8765,
) -> None:
    """Serve the agent tools and `ask` over MCP (stdio or streamable HTTP)."""
    from a2rag.api.security import check_bind
    from a2rag.mcp_server import run

    settings = _settings()
    if transport not in {"stdio", "http"}:
        _fail(ValueError(f"unknown transport {transport!r}; use stdio or http"))
    try:
        if transport == "http":
            check_bind(host, settings)
        run(settings, transport, host, port)
    except A2RAGError as exc:
        _fail(exc)


# -- human-in-the-loop review ------------------------------------------------------------------
def _user(default: str) -> str:
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return default


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
        _fail(f"unknown status {status!r}: choose pending, approved, rejected or all", EXIT_USAGE)
    settings = _settings()
    _reachable(settings)
    from a2rag.service import A2RAG

    try:
        with A2RAG(settings) as rag:
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
    settings = _settings()
    _reachable(settings)
    from a2rag.service import A2RAG

    who = reviewer or _user("")
    failed = False
    try:
        rag = A2RAG(settings)
    except A2RAGError as exc:
        _fail(exc)
    with rag:
        for pid in ids:
            try:
                decide = rag.review.approve if action == "approve" else rag.review.reject
                p = decide(pid, reviewer=who, note=note)
            except (A2RAGError, ValueError) as exc:
                err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False)
                failed = True
                continue
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


if __name__ == "__main__":  # pragma: no cover
    app()
