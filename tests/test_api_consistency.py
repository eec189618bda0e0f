"""The service keeps the graph consistent under concurrent writes, faults and shutdown
(issue 19), over real HTTP against the real database."""

from __future__ import annotations

import logging
import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast
from urllib.parse import quote

import httpx
import pytest
from conftest import wipe
from typer.testing import CliRunner

import a2rag.graph.driver as driver
from a2rag.api.app import create_app
from a2rag.api.health import check_health
from a2rag.api.runner import free_port, serve_in_thread
from a2rag.cli import app as cli_app
from a2rag.config import Settings, install_log_masking
from a2rag.errors import IngestError
from a2rag.graph.driver import Graph
from a2rag.ingest.load import content_hash, load_documents
from a2rag.ingest.models import SourceDocument
from a2rag.ingest.pipeline import Ingestor
from a2rag.ingest.write_lock import WriteLock
from a2rag.service import A2RAG

TEAMS = ["Falcon", "Heron", "Osprey", "Kestrel", "Merlin", "Condor", "Harrier", "Petrel"]
PEOPLE = ["Ada Brandt", "Ivo Sarkis", "Lena Okafor", "Tomas Reyes", "Nia Castell", "Oren Pike"]
CITIES = ["Lisbon", "Oslo", "Dublin", "Turin", "Leeds", "Graz"]
IDS = [f"unit-{i}" for i in range(12)]
FINISHED = ("succeeded", "failed", "cancelled", "interrupted")


def _text(i: int, rev: int) -> str:
    team, person, city = TEAMS[i % 8], PEOPLE[i % 6], CITIES[(i + rev) % 6]
    return (
        f"The {team} desk {i} is led by {person}. The {team} desk {i} is based in {city}. "
        f"{person} reports to Mara Lind of Halcyon Markets. Revision r{rev} of unit {i}."
    )


@pytest.fixture(scope="module")
def env(_migrated: Settings) -> Iterator[tuple[Settings, A2RAG]]:
    settings = _migrated.model_copy(update={"api_extract_workers": 1})
    with Graph(settings) as g:
        wipe(g)
    with A2RAG(settings) as rag:
        yield settings, rag


@pytest.fixture(scope="module")
def http(env: tuple[Settings, A2RAG]) -> Iterator[httpx.Client]:
    settings, rag = env
    with (
        serve_in_thread(create_app(settings, rag=rag)) as url,
        httpx.Client(base_url=url, timeout=120, follow_redirects=False) as client,
    ):
        yield client


def _wait(http: httpx.Client, job_id: str, timeout_s: float = 90) -> dict[str, Any]:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        job = http.get(f"/jobs/{job_id}").json()
        if job["status"] in FINISHED:
            return cast(dict[str, Any], job)
        time.sleep(0.1)
    raise AssertionError(f"job {job_id} unfinished after {timeout_s} s")


def _count(graph: Graph, text: str) -> Any:
    return graph.run_text(text)[0]["n"]


def _path(doc_id: str) -> str:
    """Percent-encode everything, dots too (a literal `..` is a dot-segment to clients)."""
    return "/documents/" + quote(doc_id, safe="").replace(".", "%2E")


def _workers_of(pid: int) -> list[int]:
    """Live multiprocessing workers (spawned children) of `pid`."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            cmd = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid and fields[0] != "Z" and b"spawn_main" in cmd:
            out.append(int(entry))
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_concurrent_ingest_delete_ask_ends_consistent(
    env: tuple[Settings, A2RAG], http: httpx.Client
) -> None:
    """One thread submits jobs and deletes in a random order (so the intended final state is
    known), two threads ask meanwhile; then every graph invariant holds and the documents
    are exactly the ones whose last operation was an ingest, at their last revision."""
    _, rag = env
    rng = random.Random(19)
    rev = dict.fromkeys(IDS, 0)
    last: dict[str, int | None] = dict.fromkeys(IDS)  # id -> revision, None = deleted
    jobs: list[str] = []
    asked: list[int] = []
    refused: list[str] = []
    stop = threading.Event()
    questions = [f"Who leads the {TEAMS[i % 8]} desk {i}?" for i in range(0, 12, 3)]

    def asker() -> None:
        while not stop.is_set():
            r = http.post("/ask", json={"question": rng.choice(questions)})
            asked.append(r.status_code)
            if r.status_code != 200:
                refused.append(r.text[:500])  # what failed, should this ever fail again

    first = [{"id": i, "text": _text(int(i.split("-")[1]), 0)} for i in IDS]
    job = _wait(http, http.post("/documents", json={"documents": first}).json()["id"])
    assert job["status"] == "succeeded"
    last.update(dict.fromkeys(IDS, 0))
    threads = [threading.Thread(target=asker) for _ in range(2)]
    for t in threads:
        t.start()
    deletes = withdrawals = 0
    t_end = time.monotonic() + 6
    try:
        while time.monotonic() < t_end:
            if rng.random() < 0.55:
                ids = rng.sample(IDS, 4)
                for i in ids:
                    rev[i] += rng.random() < 0.5  # sometimes a changed text (replace path)
                docs = [{"id": i, "text": _text(int(i.split("-")[1]), rev[i])} for i in ids]
                r = http.post("/documents", json={"documents": docs})
                assert r.status_code == 202, r.text
                jobs.append(r.json()["id"])
                last.update({i: rev[i] for i in ids})
            else:
                i = rng.choice(IDS)
                r = http.delete(f"/documents/{i}")
                assert r.status_code == (404 if last[i] is None else 200), (i, last[i], r.text)
                if r.status_code == 200:
                    deletes += r.json()["deleted"]
                    withdrawals += r.json()["withdrawn_from_jobs"]
                last[i] = None
            time.sleep(rng.uniform(0.3, 0.8))
    finally:
        stop.set()
        for t in threads:
            t.join()
    finished = [_wait(http, j) for j in jobs]
    assert [j["status"] for j in finished] == ["succeeded"] * len(jobs), finished
    assert asked and set(asked) == {200}, refused
    print(
        f"\n{len(jobs)} jobs, {deletes} deletes of stored documents, {withdrawals} ids "
        f"withdrawn from pending jobs, {len(asked)} asks during the churn"
    )
    assert deletes > 0

    g = rag.graph
    assert (
        _count(g, "MATCH (c:Chunk) WHERE NOT (c)-[:PART_OF]->(:Document) RETURN count(c) AS n") == 0
    )
    bad = g.run_text(
        "MATCH (d:Document) WHERE d.content_hash IS NULL OR NOT EXISTS "
        "{ (:Chunk)-[:PART_OF]->(d) } RETURN collect(d.id) AS n"
    )[0]["n"]
    assert bad == [], f"documents without hash or chunks: {bad}"
    assert _count(g, "MATCH (e:Entity) WHERE NOT (e)<-[:MENTIONS]-() RETURN count(e) AS n") == 0
    assert _count(g, "MATCH (e:Entity) WHERE e.embedding IS NULL RETURN count(e) AS n") == 0
    dangling = (
        "MATCH ()-[r:RELATED]->() UNWIND r.chunk_ids AS cid "
        "OPTIONAL MATCH (c:Chunk {id: cid}) WITH r, c WHERE c IS NULL RETURN count(r) AS n"
    )
    assert _count(g, dangling) == 0
    present = {
        r["id"]: r["text"]
        for r in g.run_text(
            "MATCH (d:Document)<-[:PART_OF]-(c:Chunk) RETURN d.id AS id, c.text AS text"
        )
    }
    expected = {i for i, r in last.items() if r is not None}
    assert set(present) == expected
    for i in expected:
        assert f"Revision r{last[i]} " in present[i], (i, present[i])
    for q in questions:
        cited = {
            c.rsplit("#", 1)[0] for c in http.post("/ask", json={"question": q}).json()["citations"]
        }
        assert cited <= expected, (q, cited, expected)


def test_document_ids_round_trip_exactly(http: httpx.Client) -> None:
    ids = ["keepme", "keepme/", "a/b", "a", "..", "x/../y", "ünï/çødé 1", "%2F", "q?x=1"]
    docs = [{"id": i, "text": f"Document {n} about the Lark ledger."} for n, i in enumerate(ids)]
    job = _wait(http, http.post("/documents", json={"documents": docs}).json()["id"])
    assert job["status"] == "succeeded" and job["report"]["documents_written"] == len(ids)
    r = http.delete("/documents/keepme%2F")  # the id "keepme/", never "keepme"
    assert r.status_code == 200 and r.json()["deleted"] == 1
    r = http.delete("/documents/keepme/")  # no 307 to /documents/keepme
    assert r.status_code == 404 and "'keepme/'" in r.json()["error"]["message"]
    assert http.delete("/documents/a%2Fb").json()["deleted"] == 1
    for i in ["keepme", "a", "..", "x/../y", "ünï/çødé 1", "%2F", "q?x=1"]:
        r = http.delete(_path(i))
        assert r.status_code == 200, (i, r.status_code, r.text)
        assert http.delete(_path(i)).status_code == 404


def test_duplicate_ids_in_one_request_are_rejected(
    env: tuple[Settings, A2RAG], http: httpx.Client
) -> None:
    docs = [{"id": "dupA", "text": "First text."}, {"id": "dupA", "text": "Second text."}]
    r = http.post("/documents", json={"documents": docs})
    assert r.status_code == 422 and "'dupA'" in r.text
    assert _count(env[1].graph, "MATCH (d:Document {id: 'dupA'}) RETURN count(d) AS n") == 0


def test_health_stays_fast_while_a_hostile_document_ingests_and_cancel_stops_it(
    env: tuple[Settings, A2RAG], http: httpx.Client
) -> None:
    prose = " ".join(_text(i % 12, i) for i in range(2500))  # ~600 chunks to extract
    docs = [{"id": "brackets", "text": "[" * 30_001}, {"id": "bulk", "text": prose}]
    job_id = http.post("/documents", json={"documents": docs}).json()["id"]
    deadline = time.monotonic() + 30
    while not _workers_of(os.getpid()):  # extraction has started in its worker process
        assert time.monotonic() < deadline and http.get(f"/jobs/{job_id}").json()["status"] in (
            "queued",
            "running",
        )
        time.sleep(0.1)
    latencies = []
    for _ in range(10):
        t0 = time.perf_counter()
        assert http.get("/health").status_code == 200
        latencies.append(time.perf_counter() - t0)
        time.sleep(0.2)
    assert http.get(f"/jobs/{job_id}").json()["status"] == "running"
    print(
        f"\n/health while extracting: max {max(latencies):.3f} s, "
        f"median {sorted(latencies)[5]:.3f} s"
    )
    assert max(latencies) < 5.0  # loose bound; the figure goes to the issue note
    t0 = time.perf_counter()
    assert http.delete(f"/jobs/{job_id}").status_code == 200
    job = _wait(http, job_id, timeout_s=20)
    print(f"cancel took {time.perf_counter() - t0:.2f} s")
    assert job["status"] == "cancelled" and "re-submit" in job["error"]
    assert _workers_of(os.getpid()) == []  # the extraction workers are gone
    assert (
        _count(
            env[1].graph,
            "MATCH (d:Document) WHERE d.id IN ['brackets', 'bulk'] RETURN count(d) AS n",
        )
        == 0
    )
    assert http.delete(f"/jobs/{job_id}").json()["status"] == "cancelled"  # idempotent
    assert http.delete("/jobs/nope").status_code == 404


def test_interrupted_delete_is_repaired_by_reingest(
    env: tuple[Settings, A2RAG], monkeypatch: pytest.MonkeyPatch
) -> None:
    settings, rag = env
    g = rag.graph
    text = _text(5, 7)
    src = SourceDocument(
        id="repair-me",
        title="repair-me",
        text=text,
        source="t",
        content_hash=content_hash("repair-me", text),
    )
    chunks = "MATCH (c:Chunk {doc_id: 'repair-me'}) RETURN count(c) AS n"
    with Ingestor(settings, graph=g, embedder=rag.embedder) as ing:
        assert ing.ingest_documents([src]).documents_written == 1
        n_chunks = _count(g, chunks)
        # 1. A delete that dies after removing the content rolls back whole (one transaction).
        real = driver.query
        monkeypatch.setattr(
            driver,
            "query",
            lambda name: (
                "UNWIND $doc_ids AS x RETURN 1 / 0 AS deleted"
                if name == "ingest/delete_documents"
                else real(name)
            ),
        )
        with pytest.raises(Exception, match="by zero"):
            ing.delete(["repair-me"])
        monkeypatch.setattr(driver, "query", real)
        assert _count(g, chunks) == n_chunks > 0
        # 2. The state an old, two-step delete left when killed half-way: a hash, no chunks.
        g.write("ingest/remove_document_content", doc_ids=["repair-me"])
        assert _count(g, chunks) == 0
        report = ing.ingest_documents([src])
        assert report.documents_written == 1 and report.documents_unchanged == 0
        assert _count(g, chunks) == n_chunks
        assert ing.delete(["repair-me"]) == 1


def test_sigterm_during_a_job_exits_quickly_without_orphans(
    env: tuple[Settings, A2RAG],
) -> None:
    settings, _ = env
    port = free_port()
    env_vars = {
        **os.environ,
        "NEO4J_URI": settings.neo4j.neo4j_uri,
        "NEO4J_PASSWORD": settings.resolved_password(),
        "A2RAG_BACKEND": "offline",
        "A2RAG_API_EXTRACT_WORKERS": "1",
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "a2rag.cli", "serve", "--port", str(port)],
        env=env_vars,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
            deadline = time.monotonic() + 120
            while True:
                assert proc.poll() is None and time.monotonic() < deadline
                try:
                    if client.get("/health").status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                time.sleep(0.3)
            prose = " ".join(_text(i % 12, i) for i in range(2500))
            r = client.post("/documents", json={"documents": [{"id": "big", "text": prose}]})
            job_id = r.json()["id"]
            while not (workers := _workers_of(proc.pid)):
                assert time.monotonic() < deadline
                time.sleep(0.1)
            assert client.get(f"/jobs/{job_id}").json()["status"] == "running"
        t0 = time.perf_counter()
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
        took = time.perf_counter() - t0
        print(f"\nSIGTERM to exit: {took:.2f} s")
        assert took < 10, took
        time.sleep(0.5)
        assert [w for w in workers if _alive(w)] == []
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        proc.stderr.close()  # type: ignore[union-attr]


def test_url_userinfo_is_masked_in_health_config_and_logs(
    env: tuple[Settings, A2RAG], caplog: pytest.LogCaptureFixture
) -> None:
    settings, rag = env
    url = "https://bob:hunter2@llm.example/v1"
    leaky = settings.model_copy(
        update={"llm_base_url": url, "neo4j_uri": "bolt://neo4j:hunter2@127.0.0.1:1"}
    )
    fake = SimpleNamespace(settings=leaky, graph=rag.graph, chat=object())
    health = check_health(fake).model_dump_json()  # type: ignore[arg-type]
    assert "hunter2" not in health and "https://***@llm.example/v1" in health
    result = CliRunner().invoke(cli_app, ["config"], env={"A2RAG_LLM_BASE_URL": url})
    assert result.exit_code == 0 and "hunter2" not in result.output
    assert "https://***@llm.example/v1" in result.output
    install_log_masking()
    with caplog.at_level(logging.WARNING):
        logging.getLogger("a2rag.test").warning("calling %s failed", url)
    assert "hunter2" not in caplog.text and "https://***@llm.example/v1" in caplog.text


def test_nul_bytes_are_rejected_the_same_way_everywhere(tmp_path: Path, http: httpx.Client) -> None:
    (tmp_path / "late.txt").write_bytes(b"plain words " * 1000 + b"\x00 and more")
    (tmp_path / "docs.jsonl").write_text(
        '{"id": "ok", "text": "Fine text."}\n{"id": "nul", "text": "bad \\u0000 text"}\n'
    )
    loaded = load_documents([tmp_path])
    assert [d.id for d in loaded.documents] == ["ok"]
    assert len(loaded.failures) == 2
    assert all("NUL" in f.error for f in loaded.failures), loaded.failures
    r = http.post("/documents", json={"documents": [{"id": "n", "text": "a\u0000b"}]})
    assert r.status_code == 422 and "NUL" in r.json()["error"]["message"]


def test_the_database_write_lease_serialises_writers_across_processes(
    env: tuple[Settings, A2RAG],
) -> None:
    """Two locks stand for two processes: one waits for the other; a crashed holder's
    lease expires; a writer that cannot get the lease in time fails clearly."""
    g = env[1].graph
    a, b = WriteLock(g, ttl_s=1.0), WriteLock(g, ttl_s=1.0, timeout_s=5.0)
    order: list[str] = []
    with a.hold():

        def take_b() -> None:
            with b.hold():
                order.append("b")

        waiter = threading.Thread(target=take_b)
        waiter.start()
        time.sleep(1.5)  # longer than the ttl: a's renewal keeps b out
        order.append("a done")
    waiter.join(timeout=10)
    assert order == ["a done", "b"]
    g.write("admin/writer_lease_acquire", holder="crashed:1:x", ttl_ms=800)  # never released
    t0 = time.perf_counter()
    with b.hold():
        waited = time.perf_counter() - t0
    assert 0.3 < waited < 5, waited
    g.write("admin/writer_lease_acquire", holder="stuck:1:x", ttl_ms=60_000)
    with pytest.raises(IngestError, match="another writer"), WriteLock(g, timeout_s=0.5).hold():
        pass
    g.write("admin/writer_lease_release", holder="stuck:1:x")
