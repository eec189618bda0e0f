"""What a user sees when something is wrong: one `error:` line with a fix, the right exit code,
no traceback, and nothing half-done; and output that keeps citations and words intact.

The timing of these paths (within seconds, as separate processes) is measured by
`benchmarks/cli_errors.py`, not asserted here.
"""

from __future__ import annotations

import io
import re
import socket
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from a2rag import __version__
from a2rag.cli import EXIT_FAILURE, EXIT_USAGE, app
from a2rag.config import Settings
from a2rag.control.answer import Answer
from a2rag.control.render import render_answer, render_trace, truncate
from a2rag.types import Evidence

runner = CliRunner()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _one_error_line(output: str) -> str:
    lines = [ln for ln in output.splitlines() if ln.strip()]
    assert "Traceback" not in output
    errors = [ln for ln in lines if ln.startswith("error:")]
    assert len(errors) == 1, output
    return " ".join(lines[lines.index(errors[0]) :])


def _down(tmp_path: Path) -> dict[str, str]:
    return {
        "NEO4J_URI": f"bolt://127.0.0.1:{_free_port()}",
        "NEO4J_PASSWORD": "irrelevant-password",
        "A2RAG_HOME_DIR": str(tmp_path),
    }


def test_empty_question_is_refused_before_any_work() -> None:
    res = runner.invoke(app, ["ask", "   "])
    assert res.exit_code == EXIT_USAGE
    assert "question is empty" in _one_error_line(res.output)


@pytest.mark.parametrize(
    "command",
    [
        ["stats"],
        ["explain-entity", "Kestrel"],
        ["migrate"],
        ["delete", "doc-1"],
        ["review", "approve", "p-1"],
        ["ingest", "{tmp}"],
    ],
)
def test_server_down_fails_with_the_start_hint(tmp_path: Path, command: list[str]) -> None:
    command = [c.replace("{tmp}", str(tmp_path)) for c in command]
    res = runner.invoke(app, command, env=_down(tmp_path))
    assert res.exit_code == EXIT_FAILURE
    assert "a2rag neo4j start" in _one_error_line(res.output)


def test_wrong_credentials_are_named_not_a_traceback(neo4j_settings: Settings) -> None:
    env = {
        "NEO4J_URI": neo4j_settings.neo4j.neo4j_uri,
        "NEO4J_USERNAME": "nobody-here",  # not `neo4j`: its failed-login lockout stays clear
        "NEO4J_PASSWORD": "certainly-wrong",
    }
    res = runner.invoke(app, ["stats"], env=env)
    assert res.exit_code == EXIT_FAILURE
    line = _one_error_line(res.output)
    assert "refused" in line and "NEO4J_PASSWORD" in line


def test_missing_ingest_path_fails_before_any_progress(tmp_path: Path) -> None:
    res = runner.invoke(app, ["ingest", str(tmp_path / "nope")], env=_down(tmp_path))
    assert res.exit_code == EXIT_USAGE
    assert "no such file or folder" in _one_error_line(res.output)
    assert "documents" not in res.output  # no progress bars, no table of zeros


def test_missing_aliases_file_is_not_accepted_silently(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("# A\nSome text.\n")
    res = runner.invoke(
        app,
        ["ingest", str(tmp_path / "a.md"), "--aliases", str(tmp_path / "aliases.csv")],
        env=_down(tmp_path),
    )
    assert res.exit_code == EXIT_USAGE
    assert "--aliases" in _one_error_line(res.output)


def test_doctor_labels_checks_it_could_not_run_skip(tmp_path: Path) -> None:
    from a2rag.doctor import run_checks

    results = run_checks(Settings(**_down(tmp_path)))  # type: ignore[arg-type]
    lines = [r.line() for r in results]
    assert lines[0].startswith("FAIL connection") and "a2rag neo4j start" in lines[0]
    assert len(lines) > 1 and all(ln.startswith("SKIP") for ln in lines[1:])
    assert lines[-1].startswith("SKIP embedding model")  # not loaded while the server is down
    assert not any(r.ok for r in results)  # exit code 1: nothing was verified


def test_version_and_help_read_like_a_manual() -> None:
    res = runner.invoke(app, ["--version"])
    assert res.exit_code == 0 and res.output.strip() == f"a2rag {__version__}"
    for command in (["ingest"], ["ask"], ["eval"], ["demo"], ["delete"], ["review", "list"]):
        out = runner.invoke(app, [*command, "--help"], terminal_width=100).output
        assert not re.search(r"<\w[\w\[\], ]*>", out), out  # no Python type names anywhere
    out = runner.invoke(app, ["ingest", "--help"], terminal_width=100).output
    assert "{PATH}..." in out and "  PATH  .txt, .md, .jsonl files or folders" in out
    out = runner.invoke(app, ["eval", "--help"], terminal_width=100).output
    assert "local-only" in out.replace("\n", "")  # the default method list, in full
    assert "--limit N" in out and "use only N questions" in out


def test_truncate_cuts_on_word_boundaries() -> None:
    text = "The Order Gateway accepts FIX 4.4 sessions from institutional clients"
    cut = truncate(text, 30)
    assert cut.endswith("…") and len(cut) <= 30
    assert text.startswith(cut[:-1])  # a prefix of the text...
    assert text[len(cut) - 1] == " "  # ...that ends where a word ends
    assert truncate("short", 30) == "short"


def test_render_answer_keeps_citations_visible() -> None:
    answer = Answer(
        question="Who?",
        status="answered",
        answer="Ines Carvalho [halcyon-markets-overview#0]",
        citations=["halcyon-markets-overview#0"],
        evidence=[
            Evidence(
                chunk_id="halcyon-markets-overview#0",
                doc_id="halcyon-markets-overview",
                text="Ines Carvalho [bold]leads[/] the Market Data team. " * 20,
                score=1.0,
                stage="local",
            )
        ],
        reason="all three checks passed",
        inspect_cypher="WITH ['a'] AS seeds " + "x" * 200 + " RETURN 1",
    )
    buf = io.StringIO()
    render_answer(answer, Console(file=buf, width=80, color_system=None))
    out = buf.getvalue()
    assert "[halcyon-markets-overview#0]" in out  # in the answer and before the evidence
    assert "[bold]leads[/]" in out  # document text is shown as written
    assert "…" in out

    assert "read as" not in out
    caseless = answer.model_copy(update={"question": "who?", "asked_as": "who leads [Ops]?"})
    buf = io.StringIO()
    render_answer(caseless, Console(file=buf, width=80, color_system=None))
    assert "read as: who leads [Ops]?" in buf.getvalue()  # the question as read, as written

    raw = io.StringIO()
    render_trace(answer, Console(file=io.StringIO(), width=80), raw=raw)
    assert raw.getvalue() == answer.inspect_cypher + "\n"  # one unwrapped line


@pytest.mark.parametrize(
    ("given", "used"),
    [
        ("http://localhost:11434", "http://localhost:11434/v1"),
        ("http://localhost:8000/", "http://localhost:8000/v1"),
        ("http://localhost:8000/v1", "http://localhost:8000/v1"),
        (
            "https://x.openai.azure.com/openai/deployments/d",
            "https://x.openai.azure.com/openai/deployments/d",
        ),
    ],
)
def test_llm_base_url_with_or_without_v1(given: str, used: str) -> None:
    assert Settings(llm_base_url=given).models.llm_base_url == used  # type: ignore[call-arg]


def test_demo_table_fits_80_columns_without_splitting_words() -> None:
    from a2rag.demo import _table

    answer = "The Order Gateway accepts FIX 4.4 sessions from institutional clients over TLS"
    rows = [
        ("kb-q01", "ok", "✓", "local", "212", answer),
        ("kb-q12", "unverif", "✗", "global", "1503", f"(gold: FIX 4.4) {answer}"),
    ]
    buf = io.StringIO()
    Console(file=buf, width=80, color_system=None).print(_table("demo", rows, 80))
    lines = buf.getvalue().splitlines()
    assert all(len(ln.rstrip()) <= 80 for ln in lines)
    body = [ln for ln in lines if ln.startswith("kb-")]
    assert len(body) == 2  # one line per question: nothing folded onto a second row
    for ln in body:
        shown = ln.rstrip().rsplit("  ", 1)[1]
        assert shown.endswith("…")  # cut, and marked
        assert shown[:-1].rstrip() in f"(gold: FIX 4.4) {answer}"  # whole words only
        assert f"{shown[:-1].rstrip()} " in f"(gold: FIX 4.4) {answer} "
