"""The measured cost curve of a2rag against corpus size (issue 15, item 3).

Nested corpora (`a2rag/eval/scale_corpus.py`: each size holds the smaller ones; real passages of
2Wiki + its distractors, HotpotQA and MuSiQue, then consistently renamed synthetic copies) are
ingested incrementally into ONE local Neo4j instance, wiped first: the smallest size into the
empty store, then each next size's additional passages only. After each increment it records
ingest time (increment and cumulative), passages/s, peak RSS of this process, of the extraction
workers and of the Neo4j JVM (/proc), the store on disk, graph counts, the whole-graph GDS
projection (time and catalog memory) and retrieval on a fixed 2Wiki question sample whose
supporting passages are in every size: as shipped (stage mix, R@5, p50/p95), and with every
stage forced (per-stage p50/p95 of local, bridge and global on every question). One JSON per
size is written as soon as it is measured (a killed run keeps its finished sizes); at the end
`scale.json`, `scale.md` (table + fitted log-log slopes) and `scale.png`. A stopped run
continues with `--resume` (same arguments): the store is kept, finished sizes are not redone,
and the passages already ingested are skipped as unchanged (by content hash).

The instance is wiped: give it a name of its own (never your knowledge base's).

    A2RAG_LOCAL_BOLT_PORT=37687 A2RAG_LOCAL_HTTP_PORT=37474 \\
    .venv/bin/python benchmarks/scale.py --instance scale25 --sizes 1000,3000,7000 \\
        --data ../shared/data --out-dir benchmarks/out/scale
    # quick check: --sizes 200,500 --questions 20 --out-dir /tmp/scale
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import resource
import statistics
import subprocess
import time
from collections import Counter
from pathlib import Path
from typing import Any

from access_bench import pct
from rich.console import Console

from a2rag.access import reading_as
from a2rag.config import Settings
from a2rag.eval.datasets import Dataset, Question, corpus_hash
from a2rag.eval.metrics import recall_at_k
from a2rag.eval.scale_corpus import corpus_of_size, shared_pool
from a2rag.eval.store import source_documents
from a2rag.graph import migrations
from a2rag.graph.gds import Projection
from a2rag.graph.queries import query
from a2rag.ingest.pipeline import Ingestor
from a2rag.localserver import LocalNeo4j
from a2rag.service import A2RAG

STAGES = ("local", "bridge", "global")
META_KEYS = (
    "commit", "machine", "heap", "pagecache", "neo4j", "backend", "embedding_model",
    "questions", "supporting_passages", "real_pool", "seed", "repeat",
)  # fmt: skip


def proc_kb(pid: int | str, field: str) -> int | None:
    """A `VmHWM`/`VmRSS` line of /proc/<pid>/status in kB (None where /proc is missing)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def du_mb(path: Path) -> float:
    total = sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) if path.exists() else 0
    return round(total / 2**20, 1)


def git_commit() -> str:
    out = subprocess.run(["git", "describe", "--always", "--dirty"], capture_output=True, text=True)
    return out.stdout.strip()


def retrieval(rag: A2RAG, questions: list[Question], repeat: int) -> dict[str, Any]:
    """As shipped: whole retrieval (median of `repeat` timed runs after an untimed one that
    caches the question's embeddings), the stage it ended in, and R@5 of its ranked passages."""
    ms: list[float] = []
    stage_ms: dict[str, list[float]] = {}
    last: Counter[str] = Counter()
    r5: list[float] = []
    for q in questions:
        r = rag.retriever.retrieve(q.question)
        runs = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            r = rag.retriever.retrieve(q.question)
            runs.append((time.perf_counter() - t0) * 1000)
        ms.append(statistics.median(runs))
        last[r.stages[-1].stage if r.stages else "none"] += 1
        for st in r.stages:
            stage_ms.setdefault(st.stage, []).append(st.latency_ms)
        ranked = list(dict.fromkeys(c.doc_id for c in r.evidence))
        if (x := recall_at_k(ranked, q.supporting_ids, 5)) is not None:
            r5.append(x)
    return {
        "retrieval_ms": pct(ms),
        "stage_ms": {st: pct(v) for st, v in stage_ms.items()},
        "last_stage": dict(last),
        "recall@5": round(100 * statistics.fmean(r5), 2) if r5 else None,
    }


def measure(
    rag: A2RAG, forced: A2RAG, server: LocalNeo4j, questions: list[Question], repeat: int
) -> dict[str, Any]:
    g = rag.graph
    stats = dict(g.read("ingest/stats")[0])
    # Community has no db.checkpoint(): a restart checkpoints, so the store files on disk hold
    # every write. It also splits the JVM's peak RSS into ingestion and querying.
    pid = server.status().pid
    neo_ingest_kb = proc_kb(pid, "VmHWM") if pid else None
    heap_ingest = dict(g.run_text(query("admin/jvm_heap"))[0])
    t0 = time.perf_counter()
    server.stop()
    server.start()
    restart_s = round(time.perf_counter() - t0, 1)
    data = server.layout.data_dir
    store_mb = {
        "databases": du_mb(data / "databases"),
        "transactions": du_mb(data / "transactions"),
    }
    proj = Projection(g)
    runs = []
    for _ in range(2):  # the first after an increment also pays JIT and page-cache warm-up
        t0 = time.perf_counter()
        proj.ensure(force=True)
        runs.append(round((time.perf_counter() - t0) * 1000, 1))
    mem = dict(g.read("gds/projection_memory", graph_name=proj.name)[0])
    with reading_as(None):
        rag.retriever.retrieve(questions[0].question)  # warm-up: models, caches
        shipped = retrieval(rag, questions, repeat)
        all_stages = retrieval(forced, questions, repeat)
    pid = server.status().pid
    neo_query_kb = proc_kb(pid, "VmHWM") if pid else None
    heap_query = dict(g.run_text(query("admin/jvm_heap"))[0])
    self_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    child_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return {
        "graph": stats,
        "gds_projection": {
            "ms": runs[-1],
            "first_ms": runs[0],
            "memory_usage": mem["memoryUsage"],
            "size_mb": round(int(mem["sizeInBytes"]) / 2**20, 1),
            "nodes": mem["nodeCount"],
            "relationships": mem["relationshipCount"],
        },
        "store_mb": store_mb,
        "restart_s": restart_s,
        "peak_rss_mb": {
            "python": round(self_kb / 1024),
            "largest_worker": round(child_kb / 1024),
            "neo4j": round(neo_ingest_kb / 1024) if neo_ingest_kb else None,
            "neo4j_querying": round(neo_query_kb / 1024) if neo_query_kb else None,
        },
        "neo4j_old_gen_peak_mb": {  # the JVM restarts between the phases: one peak each
            "ingest": round(int(heap_ingest["old_gen_peak"]) / 2**20),
            "query": round(int(heap_query["old_gen_peak"]) / 2**20),
            "heap_max": round(int(heap_query["heap_max"]) / 2**20),
        },
        "as_shipped": shipped,
        "all_stages": all_stages,
    }


def fit_slope(xs: list[float], ys: list[float | None]) -> float | None:
    """Least-squares slope of log y on log x: y ~ x^slope (None with under 2 positive points)."""
    pts = [(math.log(x), math.log(y)) for x, y in zip(xs, ys, strict=True) if y and y > 0]
    if len(pts) < 2:
        return None
    mx = statistics.fmean(p[0] for p in pts)
    my = statistics.fmean(p[1] for p in pts)
    den = sum((p[0] - mx) ** 2 for p in pts)
    return round(sum((p[0] - mx) * (p[1] - my) for p in pts) / den, 2) if den else None


def figures(rows: list[dict[str, Any]]) -> dict[str, list[float | None]]:
    """The per-size figures the table, the fits and the plot show."""

    def stage(r: dict[str, Any], st: str, p: str) -> float | None:
        v = r["all_stages"]["stage_ms"].get(st)
        return v[p] if v else None

    return {
        "ingest s (cumulative)": [r["ingest"]["cumulative_s"] for r in rows],
        "ingest passages/s (increment)": [r["ingest"]["passages_per_s"] for r in rows],
        "entities": [r["graph"]["entities"] for r in rows],
        "relations": [r["graph"]["relations"] for r in rows],
        "chunks": [r["graph"]["chunks"] for r in rows],
        "store MB (databases)": [r["store_mb"]["databases"] for r in rows],
        "peak RSS Python MB": [r["peak_rss_mb"]["python"] for r in rows],
        "peak RSS Neo4j MB (ingest)": [r["peak_rss_mb"]["neo4j"] for r in rows],
        "peak RSS Neo4j MB (query)": [r["peak_rss_mb"]["neo4j_querying"] for r in rows],
        "Neo4j old gen peak MB (ingest)": [
            r.get("neo4j_old_gen_peak_mb", {}).get("ingest") for r in rows
        ],
        "Neo4j old gen peak MB (query)": [
            r.get("neo4j_old_gen_peak_mb", {}).get("query") for r in rows
        ],
        "GDS projection ms": [r["gds_projection"]["ms"] for r in rows],
        "GDS projection MB": [r["gds_projection"]["size_mb"] for r in rows],
        "retrieval p50 ms (as shipped)": [r["as_shipped"]["retrieval_ms"]["p50"] for r in rows],
        "retrieval p95 ms (as shipped)": [r["as_shipped"]["retrieval_ms"]["p95"] for r in rows],
        **{f"{st} p50 ms": [stage(r, st, "p50") for r in rows] for st in STAGES},
        **{f"{st} p95 ms": [stage(r, st, "p95") for r in rows] for st in STAGES},
        "R@5 (as shipped)": [r["as_shipped"]["recall@5"] for r in rows],
    }


def write_summary(rows: list[dict[str, Any]], meta: dict[str, Any], out: Path) -> None:
    sizes = [float(r["passages"]) for r in rows]
    figs = figures(rows)
    slopes = {k: fit_slope(sizes, v) for k, v in figs.items()}
    (out / "scale.json").write_text(
        json.dumps({**meta, "sizes": rows, "loglog_slope": slopes}, indent=2) + "\n"
    )
    head = "| figure | " + " | ".join(f"{int(s):,}" for s in sizes) + " | log-log slope |"
    lines = [head, "|---|" + "---:|" * (len(sizes) + 1)]
    for k, v in figs.items():
        if all(x is None for x in v):
            continue  # a figure this run did not record
        cells = " | ".join("" if x is None else f"{x:,}" for x in v)
        lines.append(f"| {k} | {cells} | {slopes[k] if slopes[k] is not None else ''} |")
    (out / "scale.md").write_text(
        f"Scale curve, commit {meta['commit']}, on a shared machine ({meta['machine']}), "
        f"Neo4j heap {meta['heap']}, page cache {meta['pagecache']}; "
        f"{meta['questions']} 2Wiki questions.\n\n" + "\n".join(lines) + "\n"
    )
    plot(sizes, figs, slopes, out / "scale.png", meta)


def plot(
    sizes: list[float],
    figs: dict[str, list[float | None]],
    slopes: dict[str, float | None],
    path: Path,
    meta: dict[str, Any],
) -> None:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    panels: list[tuple[str, list[str]]] = [
        ("ingest time, cumulative (s)", ["ingest s (cumulative)"]),
        ("ingest rate of the increment (passages/s)", ["ingest passages/s (increment)"]),
        ("graph size", ["entities", "relations", "chunks"]),
        ("store on disk (MB)", ["store MB (databases)"]),
        (
            "peak RSS (MB)",
            ["peak RSS Python MB", "peak RSS Neo4j MB (ingest)", "peak RSS Neo4j MB (query)"],
        ),
        ("GDS projection", ["GDS projection ms", "GDS projection MB"]),
        ("stage p50, every stage run (ms)", [f"{st} p50 ms" for st in STAGES]),
        ("stage p95, every stage run (ms)", [f"{st} p95 ms" for st in STAGES]),
        (
            "retrieval as shipped (ms)",
            ["retrieval p50 ms (as shipped)", "retrieval p95 ms (as shipped)"],
        ),
        ("R@5 as shipped (%)", ["R@5 (as shipped)"]),
    ]
    cols = 5
    fig = Figure(figsize=(4.0 * cols, 3.4 * math.ceil(len(panels) / cols)))
    FigureCanvasAgg(fig)
    for i, (title, keys) in enumerate(panels):
        ax = fig.add_subplot(math.ceil(len(panels) / cols), cols, i + 1)
        for k in keys:
            pts = [(x, y) for x, y in zip(sizes, figs[k], strict=True) if y is not None]
            if pts:
                ax.plot(*zip(*pts, strict=True), marker="o", label=f"{k} (slope {slopes[k]})")
        ax.set_xscale("log")
        ax.set_title(title, fontsize=9)
        ax.set_xlabel("passages", fontsize=8)
        ax.tick_params(labelsize=7)
        ax.legend(fontsize=6)
    fig.suptitle(
        f"a2rag cost against corpus size (commit {meta['commit']}, shared 2-core machine, "
        f"heap {meta['heap']}, page cache {meta['pagecache']})",
        fontsize=10,
    )
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--instance", required=True, help="local Neo4j instance to use (WIPED)")
    ap.add_argument("--sizes", default="1000,3000,7000", help="comma-separated passage counts")
    ap.add_argument("--data", type=Path, default=Path("../shared/data"))
    ap.add_argument("--questions", type=int, default=None, help="seeded 2Wiki sample (all: 106)")
    ap.add_argument("--repeat", type=int, default=1, help="timed runs per question (median)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out-dir", type=Path, default=Path("benchmarks/out/scale"))
    ap.add_argument(
        "--resume",
        action="store_true",
        help="keep the instance (no wipe) and the finished size_*.json in --out-dir; the "
        "next size's passages already in the store are skipped as unchanged (a stopped run "
        "continues; its increment time then counts this run only, see 'resumed')",
    )
    ap.add_argument(
        "--summarize-only",
        action="store_true",
        help="rebuild scale.json/.md/.png from the size_*.json files in --out-dir",
    )
    args = ap.parse_args()
    console = Console(stderr=True)
    if args.summarize_only:
        measured = [json.loads(p.read_text()) for p in args.out_dir.glob("size_*.json")]
        measured.sort(key=lambda r: r["passages"])
        write_summary(measured, {k: measured[0][k] for k in META_KEYS}, args.out_dir)
        return
    sizes = sorted({int(s) for s in args.sizes.split(",")})
    base = Settings()
    settings = base.updated(
        local_instance=args.instance,
        neo4j_uri=f"bolt://127.0.0.1:{base.local.local_bolt_port}",
        neo4j_password=None,
    )
    questions, pool = shared_pool(args.data, args.questions, args.seed)
    need = len({s for q in questions for s in q.supporting_ids})
    if sizes[0] < need:
        ap.error(
            f"the smallest size must hold the {need} supporting passages (or fewer --questions)"
        )
    corpus = corpus_of_size(pool, sizes[-1], args.seed)
    server = LocalNeo4j(settings)
    info = server.start()
    args.out_dir.mkdir(parents=True, exist_ok=True)
    meta = {
        "commit": git_commit(),
        "machine": f"{os.cpu_count()} cores shared with other work, {platform.machine()}",
        "heap": settings.local.local_heap,
        "pagecache": settings.local.local_pagecache,
        "neo4j": f"{info.neo4j_version} + GDS {info.gds_version}",
        "backend": str(settings.models.backend),
        "embedding_model": settings.models.embedding_model,
        "questions": len(questions),
        "supporting_passages": need,
        "real_pool": len(pool),
        "seed": args.seed,
        "repeat": args.repeat,
    }
    console.print(f"{len(questions)} questions, real pool {len(pool)}, sizes {sizes}")
    rows: list[dict[str, Any]] = []
    finished: dict[int, dict[str, Any]] = {}
    if args.resume:
        for p in args.out_dir.glob("size_*.json"):
            r = json.loads(p.read_text())
            if "ingest" in r:  # scale_measure.py's '_partial' measurements have no ingestion
                finished[r["passages"]] = r
    forced_settings = settings.updated(reader_sufficient_confidence=1.0)
    with A2RAG(settings) as rag:
        if not args.resume:
            rag.graph.run_text(query("admin/wipe"))
        migrations.migrate(rag.graph)
        forced = A2RAG(forced_settings, graph=rag.graph, embedder=rag.embedder)
        cumulative, done = 0.0, 0
        for size in sizes:
            if size in finished:  # measured by the stopped run
                rows.append(finished[size])
                cumulative, done = finished[size]["ingest"]["cumulative_s"], size
                console.print(f"{size}: measured before, kept")
                continue
            part = corpus[done:size]
            ds = Dataset(name=f"scale-{size}", passages=part, questions=[], corpus_hash="")
            ds.corpus_hash = corpus_hash(part)

            t0 = time.perf_counter()
            shown = [0]

            def progress(
                n: int, _c: int, size: int = size, t0: float = t0, shown: list[int] = shown
            ) -> None:
                if n - shown[0] >= 1000:
                    shown[0] = n
                    console.print(f"{size}: {n} new passages in {time.perf_counter() - t0:.0f} s")

            with Ingestor(settings, graph=rag.graph, embedder=rag.bulk_embedder) as ing:
                report = ing.ingest_documents(
                    source_documents(ds), extractor="offline", progress=progress
                )
            wall = time.perf_counter() - t0
            fresh = len(part) - report.documents_unchanged  # a resumed run's new passages
            cumulative += wall
            done = size
            row = {
                "passages": size,
                "synthetic": max(0, size - len(pool)),
                "ingest": {
                    "increment_passages": len(part),
                    "increment_s": round(wall, 1),
                    "cumulative_s": round(cumulative, 1),
                    "passages_per_s": round(fresh / wall, 2) if wall and fresh else None,
                    "step_seconds": {
                        k: round(v, 1) for k, v in sorted(report.step_seconds.items())
                    },
                    "extraction_failures": len(report.extraction_failures),
                    "resumed": {
                        "already_in_store": report.documents_unchanged,
                        "note": "increment_s and passages_per_s count this run only",
                    }
                    if args.resume and report.documents_unchanged
                    else None,
                },
                **measure(rag, forced, server, questions, args.repeat),
                "load_avg": os.getloadavg(),
                "finished_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            }
            rows.append(row)
            (args.out_dir / f"size_{size}.json").write_text(json.dumps({**meta, **row}, indent=2))
            write_summary(rows, meta, args.out_dir)
            console.print(
                f"[bold]{size}[/]: +{len(part)} in {wall:.0f} s, "
                f"{row['graph']['entities']} entities, R@5 {row['as_shipped']['recall@5']}, "
                f"p50 {row['as_shipped']['retrieval_ms']['p50']} ms"
            )
    console.print_json(json.dumps({"sizes": [r["passages"] for r in rows]}))


if __name__ == "__main__":
    main()
