"""Principals over HTTP on the real database: keys from the keys file, reader and admin roles,
a revoke taking effect while the service runs, the audit trail; and `ask --as-groups`."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from pydantic import SecretStr
from typer.testing import CliRunner

from a2rag.access import Principal, Role
from a2rag.access.audit import question_hash
from a2rag.access.keys import KeyStore
from a2rag.api.app import create_app
from a2rag.cli import app as cli_app
from a2rag.config import Settings
from a2rag.control.answer import Answer
from a2rag.service import A2RAG

QUESTION = "In which city is Kestrel Analytics headquartered?"


def _audit(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def test_reader_and_admin_keys_revoke_and_audit(
    subset_settings: Settings,
    subset_rag: A2RAG,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    caplog.set_level(logging.INFO)
    caplog.set_level(logging.DEBUG, logger="a2rag")
    settings = subset_settings.model_copy(
        update={
            "keys_file": tmp_path / "keys.json",
            "audit_file": tmp_path / "audit.jsonl",
            "audit_asks": True,
            "api_key": SecretStr("operator-key-1"),
        }
    )
    # asks are audited by the A2RAG (the Python API's too), with its own settings
    monkeypatch.setattr(subset_rag, "settings", settings)
    cli = KeyStore(tmp_path / "keys.json")  # as `a2rag keys add|revoke` would, from outside
    _, reader = cli.add("ops-reader", Role.READER, ["ops"])
    _, admin = cli.add("kb-admin", Role.ADMIN, None)
    keys = (reader, admin, "operator-key-1")
    bodies: list[str] = []

    def call(method: str, path: str, key: str | None, **kw: Any) -> httpx.Response:
        headers = {"X-API-Key": key} if key is not None else {}
        resp = client.request(method, path, headers=headers, **kw)
        bodies.append(resp.text + json.dumps(dict(resp.headers)))
        return resp

    decision = {"json": {"reviewer": "r"}}
    with TestClient(create_app(settings, rag=subset_rag)) as client:
        # a reader may ask, nothing else
        for method, path, kw in [
            ("POST", "/documents", {"json": {"documents": [{"id": "x", "text": "X."}]}}),
            ("DELETE", "/documents/kestrel-analytics", {}),
            ("POST", "/proposals/p1/approve", decision),
            ("POST", "/proposals/p1/reject", decision),
            ("GET", "/proposals", {}),
            ("GET", "/stats", {}),
            ("DELETE", "/jobs/j1", {}),
        ]:
            resp = call(method, path, reader, **kw)
            assert resp.status_code == 403, (method, path, resp.text)
            assert resp.json()["error"]["type"] == "forbidden"
            assert "'ops-reader' has the reader role" in resp.json()["error"]["message"]
        asked = call("POST", "/ask", reader, json={"question": QUESTION})
        assert asked.status_code == 200 and asked.json()["status"] in ("answered", "unverified")
        assert call("GET", "/health", None).status_code == 200

        # admins: a key from the file and the single A2RAG_API_KEY
        assert call("GET", "/stats", admin).json()["documents"] == 6
        assert call("GET", "/stats", "operator-key-1").status_code == 200
        # no key, an unknown key, a revoked one (revoked while the service runs): 401
        assert call("GET", "/stats", None).status_code == 401
        assert call("POST", "/ask", "a2k_" + "u" * 43, json={"question": "q"}).status_code == 401
        cli.revoke("ops-reader")
        gone = call("POST", "/ask", reader, json={"question": QUESTION})
        assert gone.status_code == 401 and gone.headers["WWW-Authenticate"] == "X-API-Key"

        deleted = call("DELETE", "/documents/northgate-bank", admin)
        assert deleted.status_code == 200 and deleted.json()["deleted"] == 1
        assert call("GET", "/stats", admin).json()["documents"] == 5

    records = _audit(tmp_path / "audit.jsonl")
    asks = [r for r in records if r["event"] == "ask"]
    assert len(asks) == 1  # the refused requests never reached ask
    ask = asks[0]
    assert ask["who"] == "ops-reader" and ask["groups"] == ["ops"]  # /ask passed the principal
    assert ask["question_sha256"] == question_hash(QUESTION)
    assert ask["status"] == asked.json()["status"] and ask["mode"] == "adaptive"
    assert ask["citations"] == asked.json()["citations"] and ask["citations"]
    admin_actions = [r for r in records if r["event"] == "admin"]
    assert [(r["who"], r["action"], r["target"], r["deleted"]) for r in admin_actions] == [
        ("kb-admin", "delete", "northgate-bank", 1)
    ]
    assert admin_actions[0]["at"]
    logged = [r.getMessage() for r in caplog.records if r.name == "a2rag.audit"]
    assert [json.loads(m)["event"] for m in logged] == ["ask", "admin"]

    # no key in any response body, header or log record, and no question text in the audit
    seen = "\n".join(bodies) + caplog.text + (tmp_path / "audit.jsonl").read_text()
    for key in keys:
        assert key not in seen
    assert "Kestrel" not in (tmp_path / "audit.jsonl").read_text()


def test_asks_are_not_audited_unless_asked_and_a_keyless_service_is_the_operator(
    subset_settings: Settings, subset_rag: A2RAG, tmp_path: Path
) -> None:
    settings = subset_settings.model_copy(
        update={
            "keys_file": tmp_path / "keys.json",  # no such file: the keyless service
            "audit_file": tmp_path / "audit.jsonl",
            "api_key": None,
        }
    )
    assert settings.access.audit_asks is False
    with TestClient(create_app(settings, rag=subset_rag)) as client:
        assert client.post("/ask", json={"question": QUESTION}).status_code == 200
        assert client.get("/stats").status_code == 200  # the operator may do everything
        assert client.delete("/documents/no-such-doc").status_code == 404
    assert [(r["event"], r["who"], r["action"]) for r in _audit(tmp_path / "audit.jsonl")] == [
        ("admin", "operator", "delete")
    ]


def test_ask_as_groups_answers_in_process_as_a_reader(
    subset_settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With --as-groups the CLI never asks a server (it would answer as its key's principal)."""
    seen: list[Principal | None] = []

    def ask(self: A2RAG, question: str, **kw: Any) -> Answer:
        seen.append(kw["principal"])
        return Answer(question=question, status="abstained", reason="stub")

    monkeypatch.setattr(A2RAG, "__init__", lambda self, settings: None)
    monkeypatch.setattr(A2RAG, "ask", ask)
    monkeypatch.setattr(A2RAG, "close", lambda self: None)
    env = {
        "NEO4J_URI": subset_settings.neo4j.neo4j_uri,
        "NEO4J_PASSWORD": subset_settings.resolved_password(),
        "A2RAG_HOME_DIR": str(tmp_path),
        "A2RAG_SERVER_URL": "http://127.0.0.1:9",  # were it asked, a note would say so
    }
    res = CliRunner().invoke(cli_app, ["ask", "--as-groups", "ops,HR", QUESTION], env=env)
    assert res.exit_code == 0, res.output
    assert res.stderr == ""
    assert seen == [Principal(name=seen[0].name if seen[0] else "", groups=("hr", "ops"))]
    assert seen[0] is not None and seen[0].role is Role.READER and seen[0].name.startswith("cli:")
    bad = CliRunner().invoke(cli_app, ["ask", "--as-groups", "h r", QUESTION], env=env)
    assert bad.exit_code == 2 and "invalid group name" in bad.output
    # the shell takes the same flag: each line is answered in-process as that reader
    seen.clear()
    res = CliRunner().invoke(
        cli_app, ["shell", "--as-groups", "ops", "--json"], input=f"{QUESTION}\n", env=env
    )
    assert res.exit_code == 0, res.output
    assert [p.groups if p else None for p in seen] == [("ops",)]
