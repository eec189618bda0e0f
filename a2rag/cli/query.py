"""Questions: ask, shell (models loaded once), demo."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from a2rag.cli.apps import (
    ASK_MODES,
    EXIT_USAGE,
    app,
    console,
    err,
    fail,
    load_settings,
    notice,
    require_database,
    user_name,
)
from a2rag.errors import A2RAGError

if TYPE_CHECKING:
    from a2rag.access import Principal
    from a2rag.cli_ask.session import Session
    from a2rag.config import Settings


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
    as_groups: Annotated[
        str | None,
        typer.Option(
            "--as-groups",
            help="answer as a reader holding these groups (comma-separated; plus "
            "A2RAG_EVERYONE_GROUPS), in-process; without it the CLI reads everything",
            metavar="G1,G2",
        ),
    ] = None,
) -> None:
    """Answer a question with verified, cited evidence, or abstain.

    A running `a2rag serve` answers when A2RAG_SERVER_URL names it, or when it runs on this
    machine with the same settings (its models are warm); when it does not answer, the
    question is answered in-process. With --as-groups it is always answered in-process (a
    server would answer as its key's principal)."""
    if not question.strip():
        fail('the question is empty: a2rag ask "Who operates the order gateway?"', EXIT_USAGE)
    if mode not in ASK_MODES:
        fail(f"unknown mode {mode!r}; use adaptive, deep or agent", EXIT_USAGE)
    from a2rag.cli_ask.session import AskOptions, show_answer

    settings = load_settings()
    principal = _reader(as_groups)
    options = AskOptions(mode, token_budget, propose, user_name("cli"), principal)
    try:
        with _session(settings, principal) as s:
            answer = s.ask(question, options)
    except A2RAGError as exc:
        fail(exc)
    show_answer(answer, console, as_json=as_json, explain=explain)


def _session(settings: Settings, principal: Principal | None) -> Session:
    """The ask session of `ask` and `shell`: a running server unless a reader principal is
    given; in-process, fail in a second when Neo4j is down, before loading the models."""
    from a2rag.cli_ask.session import Session

    return Session(
        settings,
        notice=notice,
        before_local=lambda: require_database(settings),
        local_only=principal is not None,
    )


def _reader(as_groups: str | None) -> Principal | None:
    """`--as-groups`: a reader principal named after the user; None: the operator."""
    if as_groups is None:
        return None
    from a2rag.access import Principal, Role

    try:
        return Principal(name=f"cli:{user_name('cli')}", role=Role.READER, groups=as_groups)
    except ValueError as exc:
        fail(exc, EXIT_USAGE)
        raise  # unreachable: fail exits


@app.command()
def shell(
    as_json: Annotated[
        bool, typer.Option("--json", help="print each Answer as one line of JSON")
    ] = False,
    explain: Annotated[bool, typer.Option("--explain", help="print each trace as a tree")] = False,
    mode: Annotated[
        str, typer.Option(help="adaptive | deep | agent (as for `ask`)", metavar="MODE")
    ] = "adaptive",
    as_groups: Annotated[
        str | None,
        typer.Option(
            "--as-groups",
            help="answer as a reader holding these groups (as for `ask`), in-process",
            metavar="G1,G2",
        ),
    ] = None,
) -> None:
    """Answer questions from stdin, one per line, with the models loaded once (Ctrl-D quits)."""
    if mode not in ASK_MODES:
        fail(f"unknown mode {mode!r}; use adaptive, deep or agent", EXIT_USAGE)
    from a2rag.cli_ask.session import AskOptions
    from a2rag.cli_ask.shell import run_shell

    settings = load_settings()
    principal = _reader(as_groups)
    try:
        with _session(settings, principal) as s:
            code = run_shell(
                s,
                AskOptions(mode, proposed_by=user_name("cli"), principal=principal),
                console,
                err,
                as_json=as_json,
                explain=explain,
            )
    except A2RAGError as exc:
        fail(exc)
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
        fail(f"{questions}: no such file", EXIT_USAGE)
    settings = load_settings()
    require_database(settings)
    try:
        run_demo(settings, questions, console, details)
    except A2RAGError as exc:
        fail(exc)
