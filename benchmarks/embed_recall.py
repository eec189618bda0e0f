"""Dense-retrieval recall of the dev questions over their corpus, fp32 vs another embedding
setting (bf16 autocast, torch int8 quantization, ONNX Runtime fp32 or int8): the check a
vector-changing speed-up must pass.

Each passage is embedded as ingestion embeds a chunk (`title\\ntext`), each question as a
query; R@k is the share of a question's gold passages among its k nearest passages (cosine),
averaged over the questions that cite any. fp32 vectors are cached under --cache (default:
<A2RAG_HOME_DIR>/embed_recall, outside the repo).

    .venv/bin/python benchmarks/embed_recall.py ../shared/data/hotpotqa ../shared/data/2wiki \\
        ../shared/data/musique --variant bf16 --out benchmarks/out/embed_recall_bf16.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from pathlib import Path

import numpy as np

from a2rag.config import Settings
from a2rag.eval.datasets import Dataset, load_dataset
from a2rag.models.embeddings import Embedder, OnnxEmbedder, SentenceTransformerEmbedder

KS = (2, 5)


def recall(p_vecs: np.ndarray, q_vecs: np.ndarray, ds: Dataset) -> dict[str, float]:
    """Mean R@k over the questions with gold passages, in points (0-100)."""
    return recall_of_scores(q_vecs @ p_vecs.T, ds)


def recall_of_scores(scores: np.ndarray, ds: Dataset) -> dict[str, float]:
    """Mean R@k (points) of a (question, passage) score matrix."""
    index = {p.id: i for i, p in enumerate(ds.passages)}
    order = np.argsort(-scores, axis=1)[:, : max(KS)]
    hits: dict[str, list[float]] = {f"R@{k}": [] for k in KS}
    for qi, q in enumerate(ds.questions):
        gold = {index[s] for s in q.supporting_ids}
        if not gold:
            continue
        for k in KS:
            hits[f"R@{k}"].append(len(gold & set(order[qi, :k].tolist())) / len(gold))
    return {k: round(100 * float(np.mean(v)), 2) for k, v in hits.items()}


def embed(embedder: Embedder, ds: Dataset) -> tuple[np.ndarray, np.ndarray]:
    passages = embedder.embed([f"{p.title}\n{p.text}" for p in ds.passages])
    return passages, embedder.embed([q.question for q in ds.questions])


def cached_fp32(
    embedder: SentenceTransformerEmbedder, ds: Dataset, cache: Path
) -> tuple[np.ndarray, np.ndarray]:
    qs = hashlib.sha256("\0".join(q.question for q in ds.questions).encode()).hexdigest()[:8]
    path = cache / f"{ds.name}-{ds.corpus_hash[:12]}-{qs}-fp32.npz"
    if path.exists():
        z = np.load(path)
        return z["p"], z["q"]
    p, q = embed(embedder, ds)
    cache.mkdir(parents=True, exist_ok=True)
    np.savez(path, p=p, q=q)
    return p, q


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("data", type=Path, nargs="+", help="folders with corpus.jsonl")
    ap.add_argument("--variant", default="bf16", choices=["bf16", "int8", "onnx", "onnx-int8"])
    ap.add_argument("--cache", type=Path)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    cache = args.cache or Settings().local.home_dir / "embed_recall"
    base = SentenceTransformerEmbedder(Settings(embedding_precision="fp32"))  # type: ignore[arg-type]
    other: Embedder
    if args.variant.startswith("onnx"):
        precision = "int8" if args.variant == "onnx-int8" else "fp32"
        other = OnnxEmbedder(Settings(embedding_runtime="onnx", embedding_precision=precision))  # type: ignore[arg-type]
    else:
        other = SentenceTransformerEmbedder(Settings(embedding_precision=args.variant))  # type: ignore[arg-type]
    result: dict[str, object] = {"variant": args.variant}
    for folder in args.data:
        ds = load_dataset(folder)
        fp = recall(*cached_fp32(base, ds, cache), ds)
        t0 = time.perf_counter()
        p_vecs, q_vecs = embed(other, ds)
        seconds = time.perf_counter() - t0
        var = recall(p_vecs, q_vecs, ds)
        fp_p, _ = cached_fp32(base, ds, cache)
        cos = np.sum(fp_p * p_vecs, axis=1)
        result[ds.name] = {
            "passages": len(ds.passages),
            "questions": len(ds.questions),
            "fp32": fp,
            args.variant: var,
            "delta": {k: round(var[k] - fp[k], 2) for k in fp},
            "cosine_to_fp32": {
                "mean": round(float(cos.mean()), 4),
                "min": round(float(cos.min()), 4),
            },
            f"{args.variant}_embed_s": round(seconds, 1),
        }
        print(json.dumps({ds.name: result[ds.name]}), flush=True)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
