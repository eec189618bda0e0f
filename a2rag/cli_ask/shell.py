"""`a2rag shell`: one question per line, the models loaded once for the whole session.

Each answer is printed as `a2rag ask` prints it (text answers separated by a blank line; with
--json one JSON document per line, so that the output is JSON Lines). Empty lines are skipped;
end of input (Ctrl-D) or Ctrl-C ends the session cleanly.
"""

from __future__ import annotations

import sys
import time

from rich.console import Console
from rich.markup import escape

from a2rag.cli_ask.session import AskOptions, Session, show_answer
from a2rag.errors import A2RAGError

PROMPT = "? "


def _read(interactive: bool) -> str | None:
    """The next line, or None at the end of input."""
    if interactive:
        try:
            return input(PROMPT)
        except EOFError:
            return None
    line = sys.stdin.readline()
    return None if line == "" else line


def run_shell(
    session: Session,
    options: AskOptions,
    console: Console,
    err: Console,
    *,
    as_json: bool = False,
    explain: bool = False,
) -> int:
    """Answer every line of stdin; 0 when every question was answered (any status), 1 when
    one failed (the error is printed and the session goes on)."""
    interactive = sys.stdin.isatty()
    failed = False
    try:
        started = time.perf_counter()
        session.warm()
        if interactive:
            err.print(
                f"a2rag shell ({session.where}, ready in {time.perf_counter() - started:.1f} s): "
                "one question per line; Ctrl-D to quit",
                highlight=False,
                markup=False,
                soft_wrap=True,
            )
        first = True
        while (line := _read(interactive)) is not None:
            question = line.strip()
            if not question:
                continue
            try:
                answer = session.ask(question, options)
            except A2RAGError as exc:
                err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False)
                failed = True
                continue
            if not first and not as_json:
                console.print()
            first = False
            if as_json:
                sys.stdout.write(answer.model_dump_json() + "\n")
                sys.stdout.flush()
            else:
                show_answer(answer, console, explain=explain)
    except KeyboardInterrupt:
        err.print()
    return 1 if failed else 0
