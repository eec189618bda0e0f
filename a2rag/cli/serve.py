"""Services: the HTTP API (serve) and MCP (mcp)."""

from __future__ import annotations

from typing import Annotated

import typer

from a2rag.cli.apps import (
    app,
    fail,
    load_settings,
)
from a2rag.errors import A2RAGError


@app.command()
def serve(
    host: Annotated[
        str,
        typer.Option(
            help="bind address; beyond loopback needs A2RAG_API_KEY or `a2rag keys add`",
            metavar="HOST",
        ),
    ] = ("127.0.0.1"),
    port: Annotated[int, typer.Option(help="TCP port", metavar="PORT")] = 8000,
) -> None:
    """Run the HTTP API (FastAPI; OpenAPI docs at /docs)."""
    import uvicorn

    from a2rag.api.app import create_app
    from a2rag.api.security import check_bind
    from a2rag.cli_ask import registry

    settings = load_settings()
    try:
        check_bind(host, settings)
    except A2RAGError as exc:
        fail(exc)
    app = create_app(settings)
    # `a2rag ask` with the same settings on this machine finds this server and uses it
    registry.announce(app, settings, registry.connect_url(host, port))
    uvicorn.run(app, host=host, port=port)


@app.command("mcp")
def mcp_cmd(
    transport: Annotated[str, typer.Option(help="stdio | http (streamable HTTP at /mcp)")] = (
        "stdio"
    ),
    host: Annotated[str, typer.Option(help="HTTP bind address; beyond loopback needs a key")] = (
        "127.0.0.1"
    ),
    port: Annotated[int, typer.Option(help="HTTP port")] = 8765,
) -> None:
    """Serve the agent tools and `ask` over MCP (stdio or streamable HTTP)."""
    from a2rag.api.security import check_bind
    from a2rag.mcp_server import run

    settings = load_settings()
    if transport not in {"stdio", "http"}:
        fail(ValueError(f"unknown transport {transport!r}; use stdio or http"))
    try:
        if transport == "http":
            check_bind(host, settings, key_file=False)  # MCP knows only A2RAG_API_KEY
        run(settings, transport, host, port)
    except A2RAGError as exc:
        fail(exc)
