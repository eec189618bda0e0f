"""Grid over the evidence-fusion settings without re-running retrieval for every point.

Runs the retriever's parts once per question (seeds, text channel, and every stage, as
`AgenticRetriever.retrieve` does with `stop_when_sufficient=False`), stores the per-stage
candidates, then replays the escalation policy (fusion + offline sufficiency after each
stage) for each grid point and reports Recall@2/5 of the resulting ranking and the share of
questions per stop stage. Retrieval only: no generation, triple-check or rewrites.

    .venv/bin/python benchmarks/tune_fusion.py /work/shared/data/hotpotqa --limit 150
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from pathlib import Path
from statistics import mean
from typing import Any

from rich.console import Console

from a2rag.config import Settings
from a2rag.eval.deletion import sample_deleted
from a2rag.eval.metrics import recall_at_k
from a2rag.eval.runner import EvalConfig, _restore, _suppress, load
from a2rag.eval.store import ensure_index, eval_settings, index_key
from a2rag.read.reader import Reader
from a2rag.retrieve.evidence import fuse, merge_pool
from a2rag.retrieve.retriever import STAGES, _entities_of
from a2rag.retrieve.sufficiency import OfflineSufficiency
from a2rag.service import A2RAG
from a2rag.text.nlp import load_nlp
from a2rag.types import ScoredChunk


def collect(args: argparse.Namespace) -> list[dict[str, Any]]:
    settings = Settings()
    cfg = EvalConfig(data=args.data, out=Path("/dev/null"), limit=args.limit, seed=args.seed)
    dataset, _ = load(cfg)
    key = index_key(dataset, cfg.extractor, settings)
    store = eval_settings(settings, key).model_copy(update={"text_pool_k": args.pool})
    ensure_index(
        store, dataset, key, extractor="offline", triples=None, kb_docs=None, console=Console()
    )
    with A2RAG(store) as rag:
        if not args.deletion:
            return _record(rag, dataset.questions, store.retrieval.seed_max)
        ids = [r["id"] for r in rag.graph.read("eval/entity_ids")]
        _suppress(rag.graph, sample_deleted(ids, args.deletion / 100, args.seed))
        try:
            return _record(rag, dataset.questions, store.retrieval.seed_max)
        finally:
            _restore(rag.graph)


def _record(rag: A2RAG, questions: list[Any], seed_max: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    r = rag.retriever
    for q in questions:
        seeds = r.aligner.align(q.question)
        emb = r.embedder.embed([q.question])[0].tolist()
        text = r.text_channel(q.question, emb)
        seed_ids = seeds.entity_ids
        stages: list[dict[str, Any]] = []
        for stage in STAGES:
            if stage == "global" and not seed_ids:
                seed_ids = _entities_of(r._anchor_chunks(emb, text), seed_max)
            o = r._run(stage, seed_ids, seeds.predicates, emb)
            stages.append(
                {
                    "stage": stage,
                    "chunks": [c.model_dump() for c in o.chunks],
                    "connected": o.connected_seeds,
                    "seed_ids": list(seed_ids),
                }
            )
        best: dict[str, float] = {}
        for e in seeds.entities:
            best[e.mention] = max(best.get(e.mention, 0.0), e.score)
        out.append(
            {
                "question": q.question,
                "mentions": seeds.mentions.entities,
                "mention_scores": best,
                "gold": q.supporting_ids,
                "text": [c.model_dump() for c in text],
                "stages": stages,
            }
        )
    return out


def replay(
    rec: dict[str, Any],
    settings: Settings,
    reader: Reader,
    pool_k: int,
    stop: bool,
    **weights: float,
) -> tuple[list[str], str]:
    text = [ScoredChunk(**c) for c in rec["text"]]
    # emulate a smaller text channel from the recorded one
    dense_order = sorted(text, key=lambda c: (-c.similarity, c.chunk_id))
    keep = {c.chunk_id for c in dense_order[:pool_k]}
    pool = [
        c
        if c.lexical_rank is None or c.lexical_rank < pool_k
        else c.model_copy(update={"lexical_rank": None})
        for c in text
        if c.chunk_id in keep or (c.lexical_rank is not None and c.lexical_rank < pool_k)
    ]
    suff = OfflineSufficiency(settings, reader)
    evidence: list[ScoredChunk] = []
    reached = "none"
    for st in rec["stages"]:
        pool = merge_pool(pool, [ScoredChunk(**c) for c in st["chunks"]])
        evidence = fuse(pool, **weights)
        reached = st["stage"]
        v = suff.check(rec["question"], st["seed_ids"], evidence, connected=st["connected"])
        if stop and v.sufficient:
            break
    ranked = list(dict.fromkeys(c.doc_id for c in evidence[: settings.retrieval.evidence_k]))
    return ranked, reached


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("data", type=Path)
    ap.add_argument("--limit", type=int, default=150)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pool", type=int, default=30, help="text channel k recorded")
    ap.add_argument("--cache", type=Path, default=None, help="json of recorded candidates")
    ap.add_argument(
        "--deletion", type=float, default=0.0, help="record with this %% of entities deleted"
    )
    ap.add_argument("--collect-only", action="store_true", help="record, write --cache, stop")
    args = ap.parse_args()
    if args.cache and args.cache.exists():
        recs = json.loads(args.cache.read_text())
    else:
        t0 = time.perf_counter()
        recs = collect(args)
        print(f"collected {len(recs)} questions in {time.perf_counter() - t0:.0f}s")
        if args.cache:
            args.cache.write_text(json.dumps(recs))
    if args.collect_only:
        return
    base = Settings()
    reader = Reader(load_nlp(base.models.spacy_model))
    grid = itertools.product(
        [10, 20], [60.0], [0.0, 0.5, 1.0], [0.0, 0.5, 1.0, 1.5], [0.3, 0.5, 0.7, None]
    )
    rows = []
    for pool_k, k, wl, wg, confidence in grid:
        if pool_k > args.pool:
            continue
        stop = confidence is not None
        settings = base.model_copy(update={"reader_sufficient_confidence": confidence or 0.0})
        r2, r5, reached = [], [], []
        for rec in recs:
            ranked, st = replay(
                rec, settings, reader, pool_k, stop, k=k, w_dense=1.0, w_lexical=wl, w_graph=wg
            )
            r2.append(recall_at_k(ranked, rec["gold"], 2) or 0.0)
            r5.append(recall_at_k(ranked, rec["gold"], 5) or 0.0)
            reached.append(st)
        shares = {s: round(reached.count(s) / len(reached), 2) for s in STAGES}
        rows.append((mean(r5), mean(r2), pool_k, k, wl, wg, confidence, shares))
    rows.sort(key=lambda x: (-x[0], -x[1]))
    print("R@5   R@2   pool k   wl  wg  reader confidence(None = all stages) stages")
    for r in rows:
        print(f"{r[0]:.3f} {r[1]:.3f} {r[2]:>4} {r[3]:>4} {r[4]} {r[5]} {r[6]} {r[7]}")


if __name__ == "__main__":
    main()
