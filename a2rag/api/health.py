"""`GET /health`: is each part of the query path usable right now.

Neo4j and GDS failing make the service unavailable (503). A stale projection is reported, not
failed: stage 3 rebuilds it on first use.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from a2rag.config import mask_url
from a2rag.errors import A2RAGError
from a2rag.graph.driver import server_version
from a2rag.graph.gds import Projection, gds_info
from a2rag.service import A2RAG


class ComponentHealth(BaseModel):
    ok: bool
    detail: str


class Health(BaseModel):
    status: Literal["ok", "unavailable"]
    neo4j: ComponentHealth
    gds: ComponentHealth
    projection: ComponentHealth
    embedder: ComponentHealth
    llm: ComponentHealth


def _skipped() -> ComponentHealth:
    return ComponentHealth(ok=False, detail="skipped: no database connection")


def check_health(rag: A2RAG) -> Health:
    settings = rag.settings
    try:
        rag.graph.verify()
        neo4j = ComponentHealth(
            ok=True, detail=f"{mask_url(settings.neo4j.neo4j_uri)} ({server_version(rag.graph)})"
        )
    except A2RAGError as exc:
        neo4j = ComponentHealth(ok=False, detail=str(exc))
    gds = projection = _skipped()
    if neo4j.ok:
        try:
            info = gds_info(rag.graph)
            gds = ComponentHealth(ok=True, detail=f"GDS {info.version}")
        except A2RAGError as exc:
            gds = ComponentHealth(ok=False, detail=str(exc))
        if gds.ok:
            proj = Projection(rag.graph)
            current = proj.graph_version()
            row = rag.graph.read("gds/projection_info", graph_name=proj.name)[0]
            if not row["exists"]:
                projection = ComponentHealth(
                    ok=True, detail=f"not built yet (graph version {current}); built on first use"
                )
            elif row["built_version"] == current:
                projection = ComponentHealth(ok=True, detail=f"fresh (graph version {current})")
            else:
                projection = ComponentHealth(
                    ok=True,
                    detail=f"stale (built from version {row['built_version']}, graph is at "
                    f"{current}); rebuilt on the next global stage",
                )
    embedder = ComponentHealth(
        ok=True,
        detail=f"{settings.models.embedding_model} ({settings.models.embedding_dim} dims), loaded",
    )
    if rag.chat is None:
        llm = ComponentHealth(ok=True, detail="offline backend (no LLM endpoint)")
    else:
        llm = ComponentHealth(
            ok=True,
            detail=f"{settings.models.llm_model} at {mask_url(settings.models.llm_base_url or 'api.openai.com')} "
            "(not called by /health)",
        )
    up = neo4j.ok and gds.ok
    return Health(
        status="ok" if up else "unavailable",
        neo4j=neo4j,
        gds=gds,
        projection=projection,
        embedder=embedder,
        llm=llm,
    )
