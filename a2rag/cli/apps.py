"""The Typer apps and what every command shares: settings, one-line errors and notes."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape

from a2rag import __version__
from a2rag.config import Settings, install_log_masking
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
keys_app = typer.Typer(
    no_args_is_help=True, help="API keys of the HTTP service: who may ask, who may administer."
)
app.add_typer(keys_app, name="keys")
reader_app = typer.Typer(no_args_is_help=True, help="The offline reader's fitted model.")
app.add_typer(reader_app, name="reader")
console = Console()
err = Console(stderr=True)
# `a2rag eval --methods` default; kept here so that `--help` does not import the eval stack.
EVAL_METHODS = ("a2rag", "a2rag-node-only", "textrag", "bm25", "hybrid", "ppr-only", "local-only")


def load_settings() -> Settings:
    install_log_masking()  # no URL credentials in any log line of a command
    return Settings()


# Exit codes: 1 a failure at run time (database down, download failed), 2 bad input (usage).
EXIT_FAILURE = 1
EXIT_USAGE = 2


ASK_MODES = ("adaptive", "deep", "agent", "a2rag")  # service.MODES, without importing it


def fail(exc: Exception | str, code: int = EXIT_FAILURE) -> None:
    """One `error:` line (plus the hint the message carries), no traceback, then exit."""
    err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False)
    raise typer.Exit(code)


def notice(message: str) -> None:
    """One `note:` line on stderr (the CLI carries on)."""
    err.print(f"[yellow]note:[/] {escape(message)}", highlight=False, soft_wrap=True)


def require_database(settings: Settings) -> None:
    """Fail in a second when Neo4j is down or refuses us, before loading any model."""
    from a2rag.graph.driver import Graph

    try:
        with Graph(settings) as g:
            g.verify()
    except A2RAGError as exc:
        fail(exc)


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


def user_name(default: str) -> str:
    """Who runs the command (recorded with proposals and review decisions)."""
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return default
