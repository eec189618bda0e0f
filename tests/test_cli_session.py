"""`a2rag ask` through a running `a2rag serve` and `a2rag shell`: the answers of the in-process
path, and a CLI start-up that imports nothing it does not need.

The wall times these exist for are measured in the README (`a2rag ask` in-process, through a
server, per shell question), not asserted here.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from a2rag.api.app import create_app
from a2rag.api.runner import free_port, serve_in_thread
from a2rag.cli import app
from a2rag.config import Settings
from a2rag.service import A2RAG

runner = CliRunner()
TREASURY = "Who leads the Treasury & Collateral team at Halcyon Markets?"
GATEWAY = "Who operates the order gateway?"


def _env(settings: Settings, server_url: str = "") -> dict[str, str]:
    return {
        "NEO4J_URI": settings.neo4j_uri,
        "NEO4J_USERNAME": settings.neo4j_username,
        "NEO4J_PASSWORD": settings.resolved_password(),
        "A2RAG_BACKEND": "offline",
        "A2RAG_LLM_BASE_URL": "",
        "A2RAG_LLM_API_KEY": "",
        "A2RAG_API_KEY": "",
        "A2RAG_READER_ANSWER_CONFIDENCE": str(settings.reader_answer_confidence),
        "A2RAG_SERVER_URL": server_url,
    }


def test_ask_through_a_server_prints_the_in_process_answer(
    subset_settings: Settings, subset_rag: A2RAG, monkeypatch: pytest.MonkeyPatch
) -> None:
    with serve_in_thread(create_app(subset_settings, rag=subset_rag)) as url:
        with monkeypatch.context() as m:  # through the server, nothing loads in the CLI
            m.setattr(A2RAG, "__init__", lambda *a, **k: pytest.fail("loaded in-process"))
            remote = runner.invoke(app, ["ask", TREASURY], env=_env(subset_settings, url))
        assert remote.exit_code == 0, remote.output
        assert remote.stderr == ""
    assert "Hannah Solberg" in remote.stdout

    # the server is gone: one note, then the same output from the in-process path
    dead = f"http://127.0.0.1:{free_port()}"
    local = runner.invoke(app, ["ask", TREASURY], env=_env(subset_settings, dead))
    assert local.exit_code == 0, local.output
    notes = local.stderr.strip().splitlines()
    assert len(notes) == 1 and notes[0].startswith("note:") and "in-process" in notes[0]
    assert local.stdout == remote.stdout


def test_shell_answers_each_line_and_ends_at_end_of_input(
    subset_settings: Settings, subset_rag: A2RAG
) -> None:
    res = runner.invoke(
        app, ["shell", "--json"], input=f"{TREASURY}\n\n{GATEWAY}\n", env=_env(subset_settings)
    )
    assert res.exit_code == 0, res.output
    got = [json.loads(line) for line in res.stdout.splitlines()]
    assert [a["question"] for a in got] == [TREASURY, GATEWAY]  # the empty line is skipped
    for row in got:
        expected = subset_rag.ask(row["question"])
        assert (row["status"], row["answer"], row["citations"]) == (
            expected.status,
            expected.answer,
            expected.citations,
        )


def test_importing_the_cli_loads_no_heavy_module() -> None:
    """`a2rag --help`, `ask` through a server and every command's start pay only for what
    they use: no web framework, plotting, LLM client or model library at import."""
    heavy = [
        "fastapi",
        "uvicorn",
        "matplotlib",
        "langchain_core",
        "openai",
        "torch",
        "sentence_transformers",
        "spacy",
    ]
    code = (
        "import json, sys\n"
        "import a2rag.cli, a2rag.cli_ask.session, a2rag.cli_ask.shell, a2rag.service\n"
        f"print(json.dumps([m for m in {heavy!r} if m in sys.modules]))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert json.loads(out.stdout) == []
