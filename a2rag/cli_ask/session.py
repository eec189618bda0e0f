"""Where the CLI's questions are answered: by a running `a2rag serve` when settings.client.server_url
names one, or one with the same settings runs on this machine (registry.py), and it answers;
else in this process with the models loaded once, on first need.

Both give the same `Answer`, shown the same way (`show_answer`): the server path only saves
the seconds of importing torch and loading the embedder and spaCy.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING, Any, cast

from rich.console import Console

from a2rag.access import Principal
from a2rag.api.schemas import AskRequest
from a2rag.cli_ask import registry
from a2rag.cli_ask.remote import SERVER_MODES, RemoteAsker, ServerError, ServerUnreachable
from a2rag.config import Settings
from a2rag.control.answer import Answer

if TYPE_CHECKING:
    from a2rag.service import A2RAG


@dataclass(frozen=True)
class AskOptions:
    """What `a2rag ask` passes with every question (the CLI flags)."""

    mode: str = "adaptive"
    token_budget: int | None = None
    propose: bool | None = None
    proposed_by: str = "cli"
    principal: Principal | None = None  # None: the operator; else in-process only


class Session:
    """Answers a stream of questions; the server while it answers, else in-process.

    `before_local` runs once before the in-process models load (the CLI's fast check that
    Neo4j answers); `notice` gets the one line saying that the server did not answer.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        notice: Callable[[str], None],
        before_local: Callable[[], None] = lambda: None,
        local_only: bool = False,
    ) -> None:
        self.settings = settings
        self._notice = notice
        self._before_local = before_local
        url = None if local_only else settings.client.server_url
        self._discovered = False
        if url is None and settings.client.server_discover and not local_only:
            url = registry.find(settings)
            self._discovered = url is not None
        self._remote = RemoteAsker(settings, url) if url else None
        self._rag: A2RAG | None = None

    @property
    def where(self) -> str:
        """The server questions go to, or "in-process"."""
        return self._remote.where if self._remote is not None else "in-process"

    def warm(self) -> None:
        """Load the in-process models now (a shell), unless a server will answer."""
        if self._remote is None:
            self._local()

    def ask(self, question: str, options: AskOptions) -> Answer:
        # a principal is answered in-process: a server would answer as its key's principal
        remote_ok = options.principal is None and options.mode in (*SERVER_MODES, "a2rag")
        if self._remote is not None and remote_ok:
            request = AskRequest(
                question=question,
                propose=options.propose,
                token_budget=options.token_budget,
                proposed_by=options.proposed_by,
                # "a2rag" is the controller's older name (service.MODES)
                mode=cast(Any, "adaptive" if options.mode == "a2rag" else options.mode),
            )
            try:
                return self._remote.ask(request)
            except ServerUnreachable as exc:
                self._notice(f"{exc}; answering in-process (models load now)")
                self._remote = None
            except ServerError as exc:
                # a server found on this machine that wants a key this CLI lacks: the CLI
                # reads the database itself anyway, as the operator
                if not (self._discovered and exc.status == 401):
                    raise
                self._notice(
                    f"the a2rag server at {self.where} wants an API key; answering in-process"
                )
                self._remote = None
        from a2rag.service import Mode

        return self._local().ask(
            question,
            token_budget=options.token_budget,
            propose=options.propose,
            proposed_by=options.proposed_by,
            mode=cast(Mode, options.mode),
            principal=options.principal,
        )

    def _local(self) -> A2RAG:
        if self._rag is None:
            self._before_local()
            from a2rag.service import A2RAG

            self._rag = A2RAG(self.settings)
        return self._rag

    def close(self) -> None:
        if self._rag is not None:
            self._rag.close()
            self._rag = None

    def __enter__(self) -> Session:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def show_answer(
    answer: Answer, console: Console, *, as_json: bool = False, explain: bool = False
) -> None:
    """`a2rag ask`'s output of one answer: the JSON document, or the rendered answer, the
    proposals line and (with --explain) the trace."""
    if as_json:
        sys.stdout.write(answer.model_dump_json(indent=2) + "\n")
        return
    from a2rag.control.render import render_answer, render_trace

    render_answer(answer, console)
    if answer.proposals:
        console.print(
            f"{len(answer.proposals)} proposal(s) filed for review: "
            + ", ".join(answer.proposals)
            + " (`a2rag review list`)"
        )
    if explain:
        render_trace(answer, console)
