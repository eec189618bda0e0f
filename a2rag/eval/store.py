"""The evaluation index store: one Neo4j database per (corpus hash, extractor, embedding model),
kept apart from the user's knowledge base and reused by later runs.

Neo4j Community has a single user database, so each index lives in its own local server
instance (`eval-<key>`). Each run holds one of A2RAG_EVAL_PORT_SLOTS pairs of ports (Bolt
A2RAG_EVAL_BOLT_PORT + i, HTTP A2RAG_EVAL_HTTP_PORT + i) while it runs, so runs at once do not
stop each other's servers. A server given by A2RAG_EVAL_NEO4J_URI is used as is instead (it is
wiped when the key changes).
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
from collections.abc import Iterator
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from a2rag.config import Settings
from a2rag.errors import A2RAGError
from a2rag.eval.datasets import Dataset, load_dataset, load_kb
from a2rag.graph import migrations
from a2rag.graph.driver import Graph
from a2rag.graph.queries import query
from a2rag.ingest.chunk import CHUNK_FORMAT, format_sensitive
from a2rag.ingest.models import SourceDocument
from a2rag.ingest.pipeline import Ingestor, IngestReport
from a2rag.ingest.resolve import RESOLVE_VERSION
from a2rag.models.embeddings import (
    embedding_precision,
    embedding_runtime,
    sentences_in_passage,
)


def index_key(dataset: Dataset, extractor: str, settings: Settings) -> str:
    raw = f"{dataset.corpus_hash}|{extractor}|{settings.models.embedding_backend}|{settings.models.embedding_model}"
    if any(format_sensitive(p.text) for p in dataset.passages):
        raw += f"|chunks-v{CHUNK_FORMAT}"
    raw += f"|resolve-v{RESOLVE_VERSION}"
    precision = embedding_precision(settings)
    if precision == "int8" and embedding_runtime(settings, bulk=True) == "onnx":
        precision = "int8-onnx"  # ONNX Runtime's int8 vectors are not torch's
    if precision != "fp32":  # fp32 keys stay those of the indexes built before the setting
        raw += f"|{precision}"
    if sentences_in_passage(settings):
        raw += "|sentences-in-passage"  # their vectors are not those of sentences embedded alone
    return hashlib.sha256(raw.encode()).hexdigest()[:12]


@contextlib.contextmanager
def eval_store(settings: Settings, key: str) -> Iterator[Settings]:
    """Settings of the isolated store for this index key, its server started, for one run.

    Each run holds a port slot (a lock file) for its duration, so two `a2rag eval` runs at once
    use different ports; an idle eval server in the slot (no run holds its lock) is stopped to
    free memory. When every slot is busy, or the same index is in use, the run is refused.
    """
    if settings.local.eval_neo4j_uri:
        update: dict[str, object] = {"neo4j_uri": settings.local.eval_neo4j_uri}
        if settings.local.eval_neo4j_password is not None:
            update["neo4j_password"] = settings.local.eval_neo4j_password
        yield settings.model_copy(update=update)
        return
    from a2rag.localserver import LocalNeo4j

    root = settings.local.home_dir / "neo4j"
    root.mkdir(parents=True, exist_ok=True)
    with contextlib.ExitStack() as stack:
        slot = claim_slot(settings, root, stack)
        if slot is None:
            raise A2RAGError(
                f"all {settings.local.eval_port_slots} eval port slots (Bolt "
                f"{settings.local.eval_bolt_port}+) are used by other `a2rag eval` runs: wait for one "
                "to finish, or raise A2RAG_EVAL_PORT_SLOTS / move A2RAG_EVAL_BOLT_PORT and "
                "A2RAG_EVAL_HTTP_PORT to free ports."
            )
        bolt, http = settings.local.eval_bolt_port + slot, settings.local.eval_http_port + slot
        mine = settings.model_copy(
            update={
                "local_instance": f"eval-{key}",
                "local_bolt_port": bolt,
                "local_http_port": http,
                "neo4j_uri": f"bolt://127.0.0.1:{bolt}",
                "neo4j_password": None,
            }
        )
        _free_slot(mine, root, stack)
        LocalNeo4j(mine).start()
        yield mine


def eval_settings(settings: Settings, key: str) -> Settings:
    """For scripts (benchmarks/): `eval_store` whose slot is held until the process exits."""
    stack = contextlib.ExitStack()
    store = stack.enter_context(eval_store(settings, key))
    atexit.register(stack.close)
    return store


def claim_slot(settings: Settings, root: Path, stack: contextlib.ExitStack) -> int | None:
    """The first port slot no other run holds, locked until `stack` closes; None if all are held."""
    for i in range(settings.local.eval_port_slots):
        if stack.enter_context(_try_lock(root / f"eval-slot-{i}.lock")):
            return i
    return None


@contextlib.contextmanager
def _try_lock(path: Path) -> Iterator[bool]:
    """A non-blocking exclusive lock held while the block runs; False when someone holds it."""
    try:
        import fcntl
    except ImportError:  # Windows: no lock, one slot at a time is the user's job
        yield True
        return
    with open(path, "a+") as fh:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _free_slot(settings: Settings, root: Path, stack: contextlib.ExitStack) -> None:
    """Stop idle eval servers on our ports, and ours if it idles on another slot's ports."""
    from a2rag.localserver import LocalNeo4j

    suffix = f"-{settings.local.local_neo4j_version}"
    for home in sorted(root.glob(f"eval-*{suffix}")):
        instance = home.name.removesuffix(suffix)
        other = settings.model_copy(update={"local_instance": instance})
        server = LocalNeo4j(other)
        status = server.status()
        if not status.running:
            continue
        port = status.bolt_port
        if instance != settings.local.local_instance and port != settings.local.local_bolt_port:
            continue  # another slot's server: its run (or a later one) deals with it
        if instance == settings.local.local_instance and port == settings.local.local_bolt_port:
            continue  # ours, already where we want it: reused
        if port != settings.local.local_bolt_port:  # ours on another slot: in use by a run there?
            slot = port - settings.local.eval_bolt_port
            if not stack.enter_context(_try_lock(root / f"eval-slot-{slot}.lock")):
                raise A2RAGError(
                    f"index {settings.local.local_instance} is in use by another `a2rag eval` run "
                    f"(Bolt port {port}); wait for it to finish."
                )
        server.stop()


def source_documents(dataset: Dataset) -> list[SourceDocument]:
    """The dataset's passages as documents to ingest (content hash over title and text)."""
    return [
        SourceDocument(
            id=p.id,
            title=p.title,
            text=p.text,
            source=f"{dataset.name}:{p.id}",
            content_hash=hashlib.sha256(f"{p.title}\n{p.text}".encode()).hexdigest(),
        )
        for p in dataset.passages
    ]


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
        docs = source_documents(dataset)
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


def offline_store(data: Path, console: Console | None = None) -> tuple[Dataset, Settings]:
    """For scripts (benchmarks/): the dataset in `data` (a data set's corpus.jsonl, or a
    knowledge base's docs/ beside its questions.jsonl) and the settings of its offline eval
    store, indexed (built on first use, the index `a2rag eval` reuses)."""
    settings = Settings()
    kb_docs = data / "docs" if not (data / "corpus.jsonl").exists() else None
    dataset = load_kb(data) if kb_docs is not None else load_dataset(data)
    key = index_key(dataset, "offline", settings)
    store = eval_settings(settings, key)
    ensure_index(
        store, dataset, key, extractor="offline", triples=None, kb_docs=kb_docs,
        console=console or Console(),
    )  # fmt: skip
    return dataset, store
