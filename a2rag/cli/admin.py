"""Configuration and the database: config, neo4j start|stop|status|ensure, migrate, doctor."""

from __future__ import annotations

import typer

from a2rag.cli.apps import (
    app,
    console,
    fail,
    load_settings,
    neo4j_app,
)
from a2rag.config import mask_url
from a2rag.errors import A2RAGError


@app.command("config")
def config_cmd() -> None:
    """Print the effective settings by section (secrets masked); each field's environment
    variable is A2RAG_<FIELD> (Neo4j's basics: NEO4J_URI, NEO4J_USERNAME, ...)."""
    for section, fields in load_settings().masked().items():
        console.print(f"[{section}]", highlight=False, markup=False)
        for key, value in fields.items():
            console.print(f"  {key:<32} {value}", highlight=False, markup=False)


@neo4j_app.command("start")
def neo4j_start() -> None:
    """Download (once) and start the local Neo4j + GDS; wait until it answers."""
    from a2rag.localserver import LocalNeo4j

    try:
        info = LocalNeo4j(load_settings()).start()
    except A2RAGError as exc:
        fail(exc)
    console.print(info.describe(), soft_wrap=True, highlight=False)


@neo4j_app.command("stop")
def neo4j_stop() -> None:
    """Stop the local server."""
    from a2rag.localserver import LocalNeo4j

    try:
        stopped = LocalNeo4j(load_settings()).stop()
    except A2RAGError as exc:
        fail(exc)
    console.print("local Neo4j stopped" if stopped else "local Neo4j was not running")


@neo4j_app.command("status")
def neo4j_status() -> None:
    """Is the local server running, on which ports, which versions."""
    from a2rag.localserver import LocalNeo4j

    status = LocalNeo4j(load_settings()).status()
    console.print(status.describe(), soft_wrap=True, highlight=False)
    raise typer.Exit(0 if status.running else 3)


@neo4j_app.command("ensure")
def neo4j_ensure() -> None:
    """Use the Neo4j at NEO4J_URI if it answers; otherwise start the local server."""
    from a2rag.graph.driver import Graph
    from a2rag.localserver import LocalNeo4j

    settings = load_settings()
    try:
        with Graph(settings) as g:
            g.verify()
        console.print(f"Neo4j answers at {mask_url(settings.neo4j.neo4j_uri)}")
        return
    except A2RAGError:
        pass
    try:
        info = LocalNeo4j(settings).start()
    except A2RAGError as exc:
        fail(exc)
    console.print(info.describe(), soft_wrap=True, highlight=False)


@app.command()
def migrate() -> None:
    """Apply pending schema migrations (constraints, vector and fulltext indexes)."""
    from a2rag.graph import migrations
    from a2rag.graph.driver import Graph

    try:
        with Graph(load_settings()) as g:
            g.verify()
            applied = migrations.migrate(g)
    except A2RAGError as exc:
        fail(exc)
    if applied:
        for name in applied:
            console.print(f"applied {name}")
    else:
        console.print("schema up to date")


@app.command()
def doctor() -> None:
    """Check connection, versions, GDS, migrations, indexes and the embedding model."""
    from a2rag.doctor import run_checks

    results = run_checks(load_settings())
    for r in results:
        console.print(r.line(), highlight=False, markup=False)
    if not all(r.ok for r in results):
        raise typer.Exit(1)
