"""Agent tools (issue 13): the MCP server driven by the official MCP client over stdio, agent
mode with a scripted tool-calling endpoint, and the sentence index's lifecycle.

One module so the sample-KB subset is ingested once; the sentence-index tests that delete a
document come last.
"""

from __future__ import annotations

import json
import socket
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
import uvicorn
from conftest import KB, KB_SUBSET, REPO
from llm_stub import OpenAIStub, Reply
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from pydantic import SecretStr

from a2rag.config import Settings
from a2rag.control.agent import AgentUnavailable
from a2rag.graph.driver import Graph
from a2rag.ingest.pipeline import Ingestor
from a2rag.mcp_server import http_app
from a2rag.models.llm import make_chat_model
from a2rag.service import A2RAG

KPB0 = "kestrel-prime-brokerage#0"
QUESTION = "What is the credit line cap of Kestrel Prime Brokerage?"
ALL_PASS = json.dumps(
    {
        "relevance": {"pass": True, "reason": "on topic"},
        "grounding": {"pass": True, "reason": "stated"},
        "resolution": {"pass": True, "reason": "an amount"},
    }
)


def _chunk_ids(graph: Graph) -> set[str]:
    return {r["id"] for r in graph.run_text("MATCH (c:Chunk) RETURN c.id AS id")}


# --- MCP over stdio ---------------------------------------------------------------------------


def _env(settings: Settings) -> dict[str, str]:
    return {
        "NEO4J_URI": settings.neo4j.neo4j_uri,
        "NEO4J_USERNAME": settings.neo4j.neo4j_username,
        "NEO4J_PASSWORD": settings.resolved_password(),
        "A2RAG_BACKEND": "offline",
        "A2RAG_LLM_BASE_URL": "",
        "A2RAG_LLM_API_KEY": "",
    }


async def _mcp_session_calls(settings: Settings, errlog: Path) -> dict[str, Any]:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "a2rag.cli", "mcp"],
        env=_env(settings),
        cwd=str(REPO),
    )
    out: dict[str, Any] = {}
    with errlog.open("w") as err:
        async with (
            stdio_client(params, errlog=err) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            out["tools"] = {t.name for t in (await session.list_tools()).tools}

            async def call(tool: str, /, **args: Any) -> Any:
                return await session.call_tool(tool, args)

            out["keyword"] = await call("keyword_search", keywords=["credit line"], k=3)
            out["semantic"] = await call(
                "semantic_search", query="Who is the prime broker for G10 currencies?", k=3
            )
            first = out["semantic"].structured_content["hits"][0]["chunk_id"]
            out["read1"] = await call("chunk_read", chunk_ids=[first], neighbours=1)
            out["read2"] = await call("chunk_read", chunk_ids=[first])
            out["entities"] = await call("find_entities", name="KPB")
            out["neighbours"] = await call("neighbours", entity="KPB")
            out["connect"] = await call(
                "connect", entity_a="Kestrel Prime Brokerage", entity_b="Northgate Bank"
            )
            out["expand"] = await call("expand", entities=["KPB"], k=3)
            out["ask"] = await call("ask", question=QUESTION)
            out["bad_id"] = await call("chunk_read", chunk_ids=["no-such-doc#9"])
            out["bad_k"] = await call("keyword_search", keywords=["Kestrel"], k=500)
            out["bad_entity"] = await call("neighbours", entity="Nobody Ever Mentioned")
    return out


def test_mcp_stdio_serves_every_tool(subset_settings: Settings, tmp_path: Path) -> None:
    out = anyio.run(_mcp_session_calls, subset_settings, tmp_path / "server.err")
    assert out["tools"] == {
        "keyword_search",
        "semantic_search",
        "chunk_read",
        "find_entities",
        "neighbours",
        "connect",
        "expand",
        "ask",
    }
    with Graph(subset_settings) as g:
        known = _chunk_ids(g)

    kw = out["keyword"].structured_content
    assert kw["hits"] and not out["keyword"].is_error
    for hit in kw["hits"]:
        assert hit["chunk_id"] in known
        assert hit["snippets"] and all("credit line" in s.lower() for s in hit["snippets"])
    assert kw["hits"] == sorted(kw["hits"], key=lambda h: -h["score"])

    sem = out["semantic"].structured_content["hits"]
    assert sem and all(h["chunk_id"] in known and h["snippets"] for h in sem)
    assert sem[0]["chunk_id"] == KPB0  # "prime broker for G10 currencies" is stated there

    read1 = out["read1"].structured_content["chunks"]
    assert read1[0]["chunk_id"] == KPB0 and read1[0]["text"] and not read1[0]["already_read"]
    assert {c["chunk_id"] for c in read1} == {KPB0, "kestrel-prime-brokerage#1"}  # + NEXT
    read2 = out["read2"].structured_content
    assert read2["chunks"][0]["already_read"] and read2["chunks"][0].get("text") is None
    assert "already" in read2["note"]

    ents = out["entities"].structured_content["entities"]
    assert ents[0]["name"] == "Kestrel Prime Brokerage" and ents[0]["exact"]
    assert "KPB" in ents[0]["aliases"] and ents[0]["mentions"] > 0

    nb = out["neighbours"].structured_content
    assert nb["entity"] == "Kestrel Prime Brokerage" and nb["facts"]
    assert all(set(f["chunk_ids"]) <= known for f in nb["facts"])
    assert any(f["predicate"] == "headquartered_in" for f in nb["facts"])

    con = out["connect"].structured_content
    assert con["paths"] and set(con["chunk_ids"]) <= known
    path = con["paths"][0]["entities"]
    assert path[0] == "Kestrel Prime Brokerage" and path[-1] == "Northgate Bank"

    exp = out["expand"].structured_content["chunks"]
    assert exp and all(c["chunk_id"] in known for c in exp)

    ask = out["ask"].structured_content
    assert ask["status"] in {"answered", "unverified", "abstained"}
    assert set(ask["citations"]) <= known

    for key, needle in (
        ("bad_id", "unknown chunk id"),
        ("bad_k", "k:"),
        ("bad_entity", "no entity"),
    ):
        res = out[key]
        text = res.content[0].text
        assert res.is_error and needle in text, (key, text)
        assert "Traceback" not in text


# --- MCP over streamable HTTP -----------------------------------------------------------------


@pytest.fixture()
def mcp_http(subset_rag: A2RAG) -> Iterator[str]:
    """`a2rag mcp --transport http` in-process (the shared A2RAG), with an API key set."""
    keyed = subset_rag.settings.model_copy(update={"api_key": SecretStr("k3y")})
    rag = A2RAG(keyed, graph=subset_rag.graph, embedder=subset_rag.embedder)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = uvicorn.Server(
        uvicorn.Config(http_app(rag), host="127.0.0.1", port=port, log_level="warning")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/mcp"
    server.should_exit = True
    thread.join(timeout=10)


async def _http_reads(url: str) -> list[Any]:
    """chunk_read of one chunk twice in one session, then once in a second session."""
    out = []
    for reads in (2, 1):
        client = httpx2.AsyncClient(headers={"X-API-Key": "k3y"}, timeout=30)
        async with (
            client,
            streamable_http_client(url, http_client=client) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            for _ in range(reads):
                res = await session.call_tool("chunk_read", {"chunk_ids": [KPB0]})
                out.append(res.structured_content["chunks"][0]["already_read"])
    return out


def test_mcp_http_needs_the_key_and_tracks_reads_per_session(mcp_http: str) -> None:
    assert anyio.run(_http_reads, mcp_http) == [False, True, False]
    refused = httpx2.post(mcp_http, json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
    assert refused.status_code == 401


# --- agent mode -------------------------------------------------------------------------------


@pytest.fixture()
def agent_rag(subset_rag: A2RAG) -> Iterator[tuple[A2RAG, OpenAIStub]]:
    """An A2RAG whose chat model is the scripted OpenAI-compatible stub."""
    with OpenAIStub() as stub:
        llm = subset_rag.settings.model_copy(
            update={
                "backend": "llm",
                "llm_base_url": stub.url,
                "llm_max_retries": 1,
                "agent_max_steps": 3,
                "max_retries": 0,
            }
        )
        chat = make_chat_model(llm)
        with A2RAG(llm, graph=subset_rag.graph, embedder=subset_rag.embedder, chat_model=chat) as r:
            yield r, stub


def _final(answer: str, citations: list[str]) -> Reply:
    return Reply(content=json.dumps({"answer": answer, "citations": citations, "rationale": "r"}))


def test_agent_calls_tools_then_answers_verified(agent_rag: tuple[A2RAG, OpenAIStub]) -> None:
    rag, stub = agent_rag
    stub.push(
        Reply(tool_calls=[("keyword_search", {"keywords": ["credit line"], "k": 3})]),
        Reply(tool_calls=[("chunk_read", {"chunk_ids": [KPB0]})]),
        _final("USD 40 million", [KPB0]),
        ALL_PASS,  # the LLM verifier's triple-check
    )
    ans = rag.ask(QUESTION, mode="agent")
    assert ans.status == "answered", ans.reason
    assert ans.answer == "USD 40 million" and ans.citations == [KPB0]
    assert [e.chunk_id for e in ans.evidence] == [KPB0]
    calls = ans.trace[0].tool_calls
    assert [c.tool for c in calls] == ["keyword_search", "chunk_read"]
    assert KPB0 in calls[0].chunk_ids and calls[1].chunk_ids == [KPB0]
    assert len(stub.requests) == 4 and ans.cost.llm_calls == 4
    tools = {t["function"]["name"] for t in stub.requests[0]["body"]["tools"]}
    assert {"keyword_search", "semantic_search", "chunk_read", "connect", "expand"} <= tools
    # the tool result went back to the model, and the verifier saw the read chunk
    tool_msgs = [m for m in stub.messages(1) if m["role"] == "tool"]
    assert tool_msgs and "credit line" in tool_msgs[0]["content"].lower()
    assert KPB0 in json.dumps(stub.messages(3))


def test_agent_respects_step_budget(agent_rag: tuple[A2RAG, OpenAIStub]) -> None:
    rag, stub = agent_rag
    two = Reply(
        tool_calls=[
            ("chunk_read", {"chunk_ids": [KPB0]}),
            ("semantic_search", {"query": "credit line", "k": 2}),
        ]
    )
    stub.push(two, two, _final("USD 40 million", [KPB0]), ALL_PASS)
    ans = rag.ask(QUESTION, mode="agent")
    calls = ans.trace[0].tool_calls
    assert len(calls) == 3  # agent_max_steps; the 4th call of the second turn was refused
    refused = [m for m in stub.messages(2) if m["role"] == "tool" and "not run" in m["content"]]
    assert len(refused) == 1
    forced = stub.requests[2]["body"]
    assert forced.get("tool_choice") == "none"  # budget used up: answer without tools
    assert "budget is used up" in forced["messages"][-1]["content"]
    assert ans.status == "answered" and len(stub.requests) == 4


def test_agent_survives_bad_tool_calls(agent_rag: tuple[A2RAG, OpenAIStub]) -> None:
    rag, stub = agent_rag
    stub.push(
        Reply(tool_calls=[("keyword_search", '{"keywords": ["credit line"')]),  # cut-off JSON
        Reply(tool_calls=[("delete_everything", {})]),
        Reply(tool_calls=[("chunk_read", {"chunk_ids": KPB0})]),  # a string for a list
        _final("USD 40 million", [KPB0]),
        ALL_PASS,
    )
    ans = rag.ask(QUESTION, mode="agent")
    calls = ans.trace[0].tool_calls
    assert "not valid JSON" in (calls[0].error or "")
    assert "unknown tool" in (calls[1].error or "")
    assert calls[2].error is None and calls[2].chunk_ids == [KPB0]
    assert ans.status == "answered"
    # each error went back to the model as the tool's result
    assert "unknown tool" in json.dumps(stub.messages(2))


def test_agent_citing_an_unread_chunk_is_rejected(agent_rag: tuple[A2RAG, OpenAIStub]) -> None:
    rag, stub = agent_rag
    stub.push(
        Reply(tool_calls=[("keyword_search", {"keywords": ["credit line"], "k": 3})]),
        _final("USD 40 million", [KPB0]),  # found in a snippet, never read
        ALL_PASS,  # even a verifier that passes everything cannot rescue it
    )
    ans = rag.ask(QUESTION, mode="agent")
    assert ans.status != "answered"
    assert not ans.checks.grounding
    assert "never read" in ans.trace[0].check_reasons["grounding"]
    assert ans.citations == []


def test_agent_token_budget_stops_the_loop(agent_rag: tuple[A2RAG, OpenAIStub]) -> None:
    rag, stub = agent_rag
    stub.default = Reply(tool_calls=[("keyword_search", {"keywords": ["Kestrel"]})])
    ans = rag.ask(QUESTION, mode="agent", token_budget=30)  # a call costs 18 stub tokens
    assert ans.status == "abstained"
    assert ans.reason.startswith("stopped: token budget exhausted")
    assert ans.cost.llm_calls == 2 and ans.cost.budget_exhausted


def test_agent_mode_without_endpoint_is_a_clear_error(subset_rag: A2RAG) -> None:
    with pytest.raises(AgentUnavailable, match="A2RAG_LLM_BASE_URL"):
        subset_rag.ask(QUESTION, mode="agent")


# --- sentence index (last: deletes a document) ------------------------------------------------


def _sentences(graph: Graph) -> dict[str, str]:
    rows = graph.run_text("MATCH (s:Sentence)-[:IN]->(c:Chunk) RETURN s.id AS id, s.text AS text")
    return {r["id"]: r["text"] for r in rows}


def test_sentence_index_reingest_backfill_and_delete(subset_settings: Settings) -> None:
    paths = [KB / "docs" / f"{name}.md" for name in KB_SUBSET]
    with Graph(subset_settings) as g:
        before = _sentences(g)
        assert before and all(sid.split("/s")[0] in _chunk_ids(g) for sid in before)
        assert not g.run_text(
            "MATCH (c:Chunk) WHERE NOT EXISTS { (:Sentence)-[:IN]->(c) } RETURN c.id"
        )
        with Ingestor(subset_settings, graph=g) as ing:
            report = ing.ingest(paths)
            assert report.documents_unchanged == len(paths)
            assert _sentences(g) == before  # re-ingest changes nothing

            # a KB from before the sentence index: ingest fills the missing sentences in
            g.run_text("MATCH (s:Sentence {chunk_id: $c}) DETACH DELETE s", {"c": KPB0})
            ing.ingest(paths)
            assert _sentences(g) == before

            gone = {s for s in before if s.startswith("northgate-bank#")}
            assert gone
            ing.delete(["northgate-bank"])
        after = _sentences(g)
        assert set(after) == set(before) - gone
        orphans = g.run_text(
            "MATCH (s:Sentence) WHERE NOT (s)-[:IN]->(:Chunk) RETURN count(s) AS n"
        )
        assert orphans[0]["n"] == 0
