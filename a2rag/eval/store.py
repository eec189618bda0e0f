"""The evaluation index store: one Neo4j database per (corpus hash, extractor, embedding model),
kept apart from the user's knowledge base and reused by later runs.

Neo4j Community has a single user database, so each index lives in its own local server
instance (`eval-<key>`), started on the eval ports only while it is used. A server given by
A2RAG_EVAL_NEO4J_URI is used as is instead (it is wiped when the key changes).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from a2rag.config import Settings
from a2rag.eval.datasets import Dataset
from a2rag.graph import migrations
from a2rag.graph.driver import Graph
from a2rag.graph.queries import query
from a2rag.ingest.models import SourceDocument
from a2rag.ingest.pipeline import Ingestor, IngestReport

EVAL_BOLT_PORT = int(os.environ.get("A2RAG_EVAL_BOLT_PORT", "47687"))
EVAL_HTTP_PORT = int(os.environ.get("A2RAG_EVAL_HTTP_PORT", "47474"))


def index_key(dataset: Dataset, extractor: str, settings: Settings) -> str:
    raw = (
        f"{dataset.corpus_hash}|{extractor}|{settings.embedding_backend}|{settings.embedding_model}"
    )
    return hashlib.sha256(raw.encode()).hexdigest()[:12]


def eval_settings(settings: Settings, key: str) -> Settings:
    """Settings pointing at the isolated store for this index key (starting it if needed)."""
    uri = os.environ.get("A2RAG_EVAL_NEO4J_URI")
    if uri:
        update: dict[str, object] = {"neo4j_uri": uri}
        if os.environ.get("A2RAG_EVAL_NEO4J_PASSWORD"):
            from pydantic import SecretStr

            update["neo4j_password"] = SecretStr(os.environ["A2RAG_EVAL_NEO4J_PASSWORD"])
        return settings.model_copy(update=update)
    from a2rag.graph.local_server import LocalNeo4j

    mine = settings.model_copy(
        update={
            "local_instance": f"eval-{key}",
            "local_bolt_port": EVAL_BOLT_PORT,
            "local_http_port": EVAL_HTTP_PORT,
            "neo4j_uri": f"bolt://127.0.0.1:{EVAL_BOLT_PORT}",
            "neo4j_password": None,
        }
    )
    _stop_other_eval_instances(mine)
    LocalNeo4j(mine).start()
    return mine


def _stop_other_eval_instances(settings: Settings) -> None:
    """Only one eval index server runs at a time (they share the eval ports)."""
    import socket

    from a2rag.graph.local_server import LocalNeo4j

    with socket.socket() as probe:
        if probe.connect_ex(("127.0.0.1", settings.local_bolt_port)) != 0:
            return  # the eval port is free: nothing to stop (others may run on other ports)
    root = settings.home_dir / "neo4j"
    suffix = f"-{settings.local_neo4j_version}"
    for home in sorted(root.glob(f"eval-*{suffix}")):
        instance = home.name.removesuffix(suffix)
        if instance == settings.local_instance or not home.is_dir():
            continue
        other = settings.model_copy(update={"local_instance": instance})
        try:
            if other.local_home.exists() and LocalNeo4j(other).status().running:
                LocalNeo4j(other).stop()
        except Exception:  # pragma: no cover - best effort cleanup
            continue


def ensure_index(
    settings: Settings,
    dataset: Dataset,
    key: str,
    *,
    extractor: str,
    triples: Path | None,
    kb_docs: Path | None,
    console: Console,
) -> IngestReport | None:
    """Build the index unless this store already holds it; returns the ingestion report."""
    with Graph(settings) as graph:
        graph.verify()
        migrations.migrate(graph)
        rows = graph.run_text(
            "OPTIONAL MATCH (m:A2RAGMeta {key: 'eval_index'}) RETURN m.value AS value"
        )
        if rows and rows[0]["value"] == key:
            console.print(f"index {key} reused ({dataset.name})")
            return None
        if rows and rows[0]["value"] not in (None, key):
            graph.run_text(query("admin/wipe"))
        docs = [
            SourceDocument(
                id=p.id,
                title=p.title,
                text=p.text,
                source=f"{dataset.name}:{p.id}",
                content_hash=hashlib.sha256(f"{p.title}\n{p.text}".encode()).hexdigest(),
            )
            for p in dataset.passages
        ]
        with (
            Progress(
                TextColumn("[bold]indexing {task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeRemainingColumn(),
                console=console,
            ) as bar,
            Ingestor(settings, graph=graph) as ing,
        ):
            task = bar.add_task(dataset.name, total=len(docs))

            def progress(done: int, _chunks: int) -> None:
                bar.update(task, completed=done)

            def plan(todo: int, _chunks: int) -> None:
                # passages already indexed by an interrupted run are skipped
                bar.update(task, total=todo)

            if kb_docs is not None:
                report = ing.ingest([kb_docs], extractor=extractor, progress=progress, on_plan=plan)
            else:
                report = ing.ingest_documents(
                    docs, extractor=extractor, triples=triples, progress=progress, on_plan=plan
                )
        graph.run_text("MERGE (m:A2RAGMeta {key: 'eval_index'}) SET m.value = $key", {"key": key})
        return report
