"""The HTTP service over the real database: jobs, auth, limits, errors, concurrency; and the
CLI as its client (`a2rag ask` with A2RAG_SERVER_URL) beside `a2rag shell`, in-process."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from pydantic import SecretStr
from tcp_proxy import TcpProxy
from typer.testing import CliRunner

from a2rag.api.app import create_app
from a2rag.api.runner import free_port, serve_in_thread
from a2rag.api.security import check_bind
from a2rag.cli import app as cli_app
from a2rag.cli_ask import registry
from a2rag.config import Settings
from a2rag.errors import InsecureBind
from a2rag.read.parse_store import unpack
from a2rag.service import A2RAG

QUESTIONS = [
    "Who leads the Market Data team at Halcyon Markets?",
    "In which city is Kestrel Analytics headquartered?",
    "Which FIX protocol version do API clients use to connect to the Order Gateway?",
    "How large is Halcyon's credit line with Northgate Bank?",
    "Which cloud provider hosts the Order Gateway?",
    "Who leads the team that owns the Order Gateway?",
    "What is the boiling point of ethanol at sea level?",
]


def _assert_error(resp: httpx.Response, status: int) -> dict[str, Any]:
    assert resp.status_code == status, resp.text
    body = resp.json()
    assert set(body) == {"error"}
    assert body["error"]["status"] == status and body["error"]["message"]
    return dict(body["error"])


def _wait_job(client: TestClient, job_id: str, timeout_s: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        job = client.get(f"/jobs/{job_id}").json()
        if job["status"] in ("succeeded", "failed", "cancelled", "interrupted"):
            return dict(job)
        time.sleep(0.2)
    raise AssertionError(f"job {job_id} still running after {timeout_s} s")


def _key(answer: dict[str, Any]) -> tuple[object, ...]:
    return (answer["status"], answer["answer"], tuple(answer["citations"]), answer["stage"])


def test_concurrent_asks_give_the_sequential_answers(
    subset_settings: Settings, subset_rag: A2RAG
) -> None:
    """Real HTTP on loopback; 3x the questions in flight at once on one shared A2RAG."""
    with (
        serve_in_thread(create_app(subset_settings, rag=subset_rag)) as url,
        httpx.Client(base_url=url, timeout=300) as http,
    ):
        sequential = [_key(http.post("/ask", json={"question": q}).json()) for q in QUESTIONS]
        with ThreadPoolExecutor(max_workers=len(QUESTIONS) * 3) as pool:
            futures = [pool.submit(http.post, "/ask", json={"question": q}) for q in QUESTIONS * 3]
            responses = [f.result() for f in futures]
    assert all(r.status_code == 200 for r in responses)
    concurrent = [_key(r.json()) for r in responses]
    assert concurrent == sequential * 3
    assert sum(1 for k in sequential if k[0] == "answered") >= 2  # some verified answers too


def test_ingest_job_ask_stats_delete(subset_settings: Settings, subset_rag: A2RAG) -> None:
    with TestClient(create_app(subset_settings, rag=subset_rag)) as client:
        health = client.get("/health")
        assert health.status_code == 200
        assert health.json()["status"] == "ok"
        assert health.json()["gds"]["ok"] and health.json()["neo4j"]["ok"]
        before = client.get("/stats").json()
        subset_rag.retriever.global_.projection.ensure()  # built now, so the ingest stales it
        assert "fresh" in client.get("/health").json()["projection"]["detail"]
        r = client.post(
            "/documents",
            json={
                "documents": [
                    {
                        "id": "fx-desk",
                        "title": "Osprey FX desk",
                        "text": "The Osprey FX desk caps its overnight position at "
                        "USD 12 million. Osprey FX desk reports to Mara Lind.",
                    }
                ]
            },
        )
        assert r.status_code == 202 and r.json()["status"] in ("queued", "running")
        job = _wait_job(client, r.json()["id"])
        assert job["status"] == "succeeded", job
        assert job["report"]["documents_written"] == 1
        assert job["progress"]["documents_done"] == job["progress"]["documents_total"] == 1
        stats = client.get("/stats").json()
        assert stats["documents"] == before["documents"] + 1
        assert stats["graph_version"] > before["graph_version"]
        assert "stale" in client.get("/health").json()["projection"]["detail"]
        # the job's extraction workers parsed it for the reader, not the server process
        (stored,) = subset_rag.graph.run_text(
            "MATCH (c:Chunk {id: 'fx-desk#0'}) RETURN c.parses AS p, c.parse_tag AS tag"
        )
        assert stored["tag"] and len(unpack(subset_rag.nlp, stored["p"])) == 2
        a = client.post(
            "/ask", json={"question": "What is the overnight position cap of the Osprey FX desk?"}
        )
        assert a.status_code == 200
        body = a.json()
        # the new document is evidence at once (whether the reader verifies its answer is
        # the reader's business, tested in test_reader.py)
        assert body["status"] in ("answered", "unverified"), body["reason"]
        assert body["evidence"][0]["chunk_id"] == "fx-desk#0"
        assert "12" in (body["answer"] or "")
        assert client.delete("/documents/fx-desk").json()["deleted"] == 1
        _assert_error(client.delete("/documents/fx-desk"), 404)
        _assert_error(client.get("/jobs/no-such-job"), 404)
        assert client.get("/stats").json()["documents"] == before["documents"]


def test_database_outage_jobs_retry_and_asks_fail_fast(subset_settings: Settings) -> None:
    """A job accepted during an outage waits and finishes when the database is back; asks
    get their 503 at once; a job that outlives the retry window says to resubmit."""
    port = int(subset_settings.neo4j.neo4j_uri.rsplit(":", 1)[1])
    proxy = TcpProxy(port)
    via_proxy = subset_settings.model_copy(
        update={"neo4j_uri": f"bolt://127.0.0.1:{proxy.port}", "api_extract_workers": 1}
    )
    with TestClient(create_app(via_proxy)) as client:
        assert client.get("/health").status_code == 200
        proxy.cut()
        r = client.post(
            "/documents",
            json={"documents": [{"id": "late", "text": "Late text about the Osprey desk."}]},
        )
        assert r.status_code == 202
        job_id = r.json()["id"]
        deadline = time.monotonic() + 30
        while client.get(f"/jobs/{job_id}").json()["status"] != "retrying":
            assert time.monotonic() < deadline
            time.sleep(0.2)
        t0 = time.perf_counter()
        err = _assert_error(client.post("/ask", json={"question": "Who leads Osprey?"}), 503)
        ask_s = time.perf_counter() - t0
        print(f"\nask during the outage: 503 after {ask_s:.3f} s")
        assert "Neo4j" in err["message"] and ask_s < 5, ask_s  # bounded, not 16-86 s
        health = client.get("/health")
        assert health.status_code == 503
        assert health.json()["status"] == "unavailable" and not health.json()["neo4j"]["ok"]
        _assert_error(client.get("/stats"), 503)
        proxy.restore()
        job = _wait_job(client, job_id, timeout_s=60)
        assert job["status"] == "succeeded" and job["attempts"] >= 2, job
        assert job["report"]["documents_written"] == 1
        assert client.delete("/documents/late").json()["deleted"] == 1
    brief = via_proxy.model_copy(update={"api_job_retry_s": 1.0})
    with TestClient(create_app(brief)) as client:
        proxy.cut()
        r = client.post("/documents", json={"documents": [{"id": "lost", "text": "Lost."}]})
        job = _wait_job(client, r.json()["id"])
        assert job["status"] == "failed" and "re-submit" in job["error"], job
        assert job["report"] is None
    proxy.restore()


def test_api_key_guards_every_endpoint_but_health(
    subset_settings: Settings, subset_rag: A2RAG
) -> None:
    keyed = subset_settings.model_copy(update={"api_key": SecretStr("s3cret-key")})
    with TestClient(create_app(keyed, rag=subset_rag)) as client:
        assert client.get("/health").status_code == 200
        for method, path in [
            ("GET", "/stats"),
            ("POST", "/ask"),
            ("GET", "/proposals"),
            ("GET", "/jobs/x"),
            ("DELETE", "/documents/x"),
            ("GET", "/openapi.json"),
            ("GET", "/docs"),
        ]:
            err = _assert_error(client.request(method, path), 401)
            assert "X-API-Key" in err["message"]
            _assert_error(client.request(method, path, headers={"X-API-Key": "wrong"}), 401)
        ok = client.get("/stats", headers={"X-API-Key": "s3cret-key"})
        assert ok.status_code == 200 and ok.json()["documents"] == 6
        assert client.get("/openapi.json", headers={"X-API-Key": "s3cret-key"}).status_code == 200


def test_serving_beyond_loopback_needs_a_key(
    subset_settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    for host in ("127.0.0.1", "::1", "localhost"):
        check_bind(host, subset_settings)
    for host in ("0.0.0.0", "192.168.1.20", "::", "my-host.example"):
        with pytest.raises(InsecureBind, match="A2RAG_API_KEY"):
            check_bind(host, subset_settings)
    check_bind("0.0.0.0", subset_settings.model_copy(update={"api_key": SecretStr("k")}))
    assert Settings(api_key="  ").api.api_key is None  # type: ignore[arg-type]  # blank = unset
    monkeypatch.setenv("A2RAG_API_KEY", "")
    result = CliRunner().invoke(cli_app, ["serve", "--host", "0.0.0.0", "--port", "1"])
    assert result.exit_code == 1
    assert "without an API key" in result.output


def test_limits_and_structured_errors(subset_settings: Settings, subset_rag: A2RAG) -> None:
    small = subset_settings.model_copy(
        update={"api_max_request_bytes": 4000, "api_max_question_chars": 300}
    )
    with TestClient(create_app(small, rag=subset_rag)) as client:
        big = {"documents": [{"id": "big", "text": "word " * 2000}]}
        err = _assert_error(client.post("/documents", json=big), 413)
        assert "4000 bytes" in err["message"]

        def chunks() -> Iterator[bytes]:  # no Content-Length: the stream itself is counted
            yield b'{"documents": [{"id": "big", "text": "'
            for _ in range(50):
                yield b"x" * 200
            yield b'"}]}'

        streamed = client.post(
            "/documents", content=chunks(), headers={"Content-Type": "application/json"}
        )
        _assert_error(streamed, 413)
        err = _assert_error(client.post("/ask", json={"question": "why? " * 100}), 422)
        assert "limit is 300" in err["message"]
        err = _assert_error(client.post("/ask", json={"question": ""}), 422)
        assert err["detail"][0]["loc"] == ["body", "question"]
        _assert_error(
            client.post("/ask", content=b"{not json", headers={"Content-Type": "application/json"}),
            422,
        )
        binary = {"documents": [{"id": "bin", "text": "abc\u0000def"}]}
        assert "NUL" in _assert_error(client.post("/documents", json=binary), 422)["message"]
        _assert_error(client.get("/proposals", params={"status": "maybe"}), 422)
        _assert_error(client.get("/no/such/route"), 404)
    assert (
        subset_rag.graph.read("ingest/stats")[0]["documents"] == 6
    )  # nothing rejected was written


# -- the CLI: `ask` through a running server, `shell` in-process ---------------------------------
TREASURY = "Who leads the Treasury & Collateral team at Halcyon Markets?"
GATEWAY = "Who operates the order gateway?"


def _cli_env(settings: Settings, server_url: str = "") -> dict[str, str]:
    return {
        "NEO4J_URI": settings.neo4j.neo4j_uri,
        "NEO4J_USERNAME": settings.neo4j.neo4j_username,
        "NEO4J_PASSWORD": settings.resolved_password(),
        "A2RAG_BACKEND": "offline",
        "A2RAG_LLM_BASE_URL": "",
        "A2RAG_LLM_API_KEY": "",
        "A2RAG_API_KEY": "",
        "A2RAG_READER_ANSWER_CONFIDENCE": str(settings.reader.reader_answer_confidence),
        "A2RAG_SERVER_URL": server_url,
    }


def test_ask_through_a_server_prints_the_in_process_answer(
    subset_settings: Settings, subset_rag: A2RAG, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    env = {**_cli_env(subset_settings), "A2RAG_HOME_DIR": str(tmp_path)}
    with (
        serve_in_thread(create_app(subset_settings, rag=subset_rag)) as url,
        monkeypatch.context() as m,
    ):
        for name, value in env.items():
            m.setenv(name, value)
        entry = registry.register(Settings(), url)  # as `a2rag serve` does, with these settings
        assert registry.find(Settings(tau_gate=0.5)) is None  # other settings: not this server
        # through the server, nothing loads in the CLI
        m.setattr(A2RAG, "__init__", lambda *a, **k: pytest.fail("loaded in-process"))
        named = CliRunner().invoke(cli_app, ["ask", TREASURY], env={**env, "A2RAG_SERVER_URL": url})
        found = CliRunner().invoke(cli_app, ["ask", TREASURY], env=env)
        entry.unlink()
    for remote in (named, found):
        assert remote.exit_code == 0, remote.output
        assert remote.stderr == ""
    assert "Hannah Solberg" in named.stdout and found.stdout == named.stdout

    # the server is gone: one note, then the same output from the in-process path
    dead = f"http://127.0.0.1:{free_port()}"
    local = CliRunner().invoke(cli_app, ["ask", TREASURY], env={**env, "A2RAG_SERVER_URL": dead})
    assert local.exit_code == 0, local.output
    notes = local.stderr.strip().splitlines()
    assert len(notes) == 1 and notes[0].startswith("note:") and "in-process" in notes[0]
    assert local.stdout == named.stdout


def test_shell_answers_each_line_and_ends_at_end_of_input(
    subset_settings: Settings, subset_rag: A2RAG
) -> None:
    res = CliRunner().invoke(
        cli_app,
        ["shell", "--json"],
        input=f"{TREASURY}\n\n{GATEWAY}\n",
        env=_cli_env(subset_settings),
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
