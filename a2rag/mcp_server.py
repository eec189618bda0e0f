"""`a2rag mcp`: the agent tools and `ask` over the Model Context Protocol (official `mcp` SDK,
v2 `MCPServer`), on stdio for desktop assistants or streamable HTTP for remote agents.

Each MCP connection (session) gets its own read tracker, so `chunk_read` says "already read" per
conversation. Tool failures come back as MCP tool errors with a readable message, never a
stack trace. HTTP stays on loopback unless an API key is set (then clients send X-API-Key
or `Authorization: Bearer <key>`), the same rule as `a2rag serve`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError as MCPToolError
from pydantic import BaseModel, Field
from starlette.types import ASGIApp, Receive, Scope, Send

from a2rag.api.security import API_KEY_HEADER, key_accepted
from a2rag.config import Settings
from a2rag.errors import A2RAGError
from a2rag.service import A2RAG
from a2rag.tools.errors import ToolError
from a2rag.tools.models import (
    ConnectResult,
    EntitiesResult,
    ExpandResult,
    NeighboursResult,
    ReadResult,
    SearchResult,
)
from a2rag.tools.toolkit import SPECS, Toolkit
from a2rag.tools.tracker import ReadTracker

PREVIEW_CHARS = 300


class EvidenceRef(BaseModel):
    chunk_id: str
    doc_id: str
    preview: str


class AskResult(BaseModel):
    """The compact form of an `Answer` (the full trace stays on the server side)."""

    status: Literal["answered", "unverified", "abstained"]
    answer: str | None = None
    citations: list[str] = Field(default_factory=list)
    reason: str = ""
    checks: dict[str, bool] = Field(default_factory=dict)
    stage: str | None = None
    evidence: list[EvidenceRef] = Field(default_factory=list)


TRACKER_KEY = "a2rag_read_tracker"


def session_tracker(ctx: Context) -> ReadTracker:
    """The read tracker of the caller's MCP connection (stdio, or a streamable HTTP session),
    kept in the SDK's per-connection state; a stateless request gets a fresh one."""
    connection = getattr(ctx.session, "_connection", None)
    state = getattr(connection, "state", None)
    if not isinstance(state, dict):
        return ReadTracker()
    tracker = state.get(TRACKER_KEY)
    if not isinstance(tracker, ReadTracker):
        tracker = state[TRACKER_KEY] = ReadTracker()
    return tracker


def build_server(rag: A2RAG, toolkit: Toolkit | None = None) -> MCPServer:
    """An MCPServer whose tools call `toolkit` (built on `rag`'s shared parts by default)."""
    tk = toolkit or Toolkit(rag.settings, rag.graph, rag.embedder, rag.retriever.global_)
    server: MCPServer = MCPServer(
        "a2rag",
        instructions=(
            "Retrieval over a verified GraphRAG knowledge base. Search with keyword_search / "
            "semantic_search, read chunks with chunk_read before relying on them, use the graph "
            "tools (find_entities, neighbours, connect, expand) for multi-hop questions, and cite "
            "chunk ids. `ask` runs the full a2rag pipeline with answer verification."
        ),
        log_level="WARNING",
    )
    _add_toolkit_tools(server, tk)
    _add_ask_tool(server, rag)
    return server


def _add_toolkit_tools(server: MCPServer, tk: Toolkit) -> None:
    """The agent tools, each a typed function (FastMCP derives the schema from it)."""

    def call(tool: str, ctx: Context, /, **arguments: Any) -> Any:
        try:
            return tk.call(tool, arguments, session_tracker(ctx))
        except ToolError as exc:
            raise MCPToolError(str(exc)) from None
        except A2RAGError as exc:
            raise MCPToolError(f"{tool} failed: {exc}") from None

    def keyword_search(keywords: list[str], ctx: Context, k: int = 5) -> SearchResult:
        return call("keyword_search", ctx, keywords=keywords, k=k)

    def semantic_search(query: str, ctx: Context, k: int = 5) -> SearchResult:
        return call("semantic_search", ctx, query=query, k=k)

    def chunk_read(chunk_ids: list[str], ctx: Context, neighbours: int = 0) -> ReadResult:
        return call("chunk_read", ctx, chunk_ids=chunk_ids, neighbours=neighbours)

    def find_entities(name: str, ctx: Context, k: int = 5) -> EntitiesResult:
        return call("find_entities", ctx, name=name, k=k)

    def neighbours(entity: str, ctx: Context, predicate: str | None = None) -> NeighboursResult:
        return call("neighbours", ctx, entity=entity, predicate=predicate)

    def connect(entity_a: str, entity_b: str, ctx: Context) -> ConnectResult:
        return call("connect", ctx, entity_a=entity_a, entity_b=entity_b)

    def expand(entities: list[str], ctx: Context, k: int = 5) -> ExpandResult:
        return call("expand", ctx, entities=entities, k=k)

    tools: list[Callable[..., Any]] = [
        keyword_search,
        semantic_search,
        chunk_read,
        find_entities,
        neighbours,
        connect,
        expand,
    ]
    for tool in tools:
        server.add_tool(tool, name=tool.__name__, description=SPECS[tool.__name__].description)


def _add_ask_tool(server: MCPServer, rag: A2RAG) -> None:
    """`ask`: the whole verified pipeline as one tool."""

    def ask(question: str) -> AskResult:
        question = " ".join(question.split())
        if not question:
            raise MCPToolError("ask: the question is empty")
        if len(question) > rag.settings.api.api_max_question_chars:
            raise MCPToolError(
                f"ask: the question is longer than {rag.settings.api.api_max_question_chars} characters"
            )
        try:
            answer = rag.ask(question)
        except A2RAGError as exc:
            raise MCPToolError(f"ask failed: {exc}") from None
        return AskResult(
            status=answer.status,
            answer=answer.answer,
            citations=answer.citations,
            reason=answer.reason,
            checks=answer.checks.model_dump(),
            stage=answer.stage,
            evidence=[
                EvidenceRef(
                    chunk_id=e.chunk_id,
                    doc_id=e.doc_id,
                    preview=" ".join(e.text.split())[:PREVIEW_CHARS],
                )
                for e in answer.evidence[: rag.settings.retrieval.evidence_k]
            ],
        )

    server.add_tool(
        ask,
        name="ask",
        description=(
            "Answer a question with the full a2rag pipeline (gate, local/bridge/global graph "
            "retrieval, generation, triple-check). Returns answered / unverified / abstained "
            "with cited chunk ids."
        ),
    )


class APIKeyMiddleware:
    """Refuse HTTP requests without the configured key (X-API-Key or Bearer token)."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = {
                k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]
            }
            presented = headers.get(API_KEY_HEADER.lower())
            auth = headers.get("authorization", "")
            if presented is None and auth.lower().startswith("bearer "):
                presented = auth[7:].strip()
            if not key_accepted(self.settings, scope.get("path", ""), presented):
                body = b'{"error": "missing or wrong API key (X-API-Key header)"}'
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [(b"content-type", b"application/json")],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def http_app(rag: A2RAG, host: str = "127.0.0.1") -> ASGIApp:
    """The streamable HTTP app (endpoint /mcp) behind the API-key check."""
    return APIKeyMiddleware(build_server(rag).streamable_http_app(host=host), rag.settings)


def run(settings: Settings, transport: str, host: str, port: int) -> None:
    """Serve until stopped (stdio: until the client closes the pipe)."""
    with A2RAG(settings) as rag:
        if transport == "stdio":
            build_server(rag).run("stdio")
            return
        import uvicorn

        uvicorn.run(http_app(rag, host), host=host, port=port, log_level="warning")
