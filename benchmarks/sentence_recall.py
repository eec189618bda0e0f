"""Sentence-index recall and embedding time: each sentence embedded on its own (the
sentence index before) against read in its passage (its token vectors pooled from the
passage's forward pass, "late chunking"; no model call of its own).

A passage is ranked by its best sentence (the sentence tool's ranking aggregated to
passages); R@k is the share of a question's gold passages among the k best, averaged over the
questions that cite any. Times: the passage pass alone, the passage pass that also pools the
sentences, and the sentences' own pass. ONNX Runtime fp32, as ingestion runs.

    .venv/bin/python benchmarks/sentence_recall.py ../shared/data/2wiki ../shared/data/hotpotqa \\
        ../shared/data/musique --out benchmarks/out/sentence_recall.json
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np
from embed_recall import recall_of_scores  # benchmarks/, run as a script

from a2rag.config import Settings
from a2rag.eval.datasets import Dataset, load_dataset
from a2rag.ingest.sentences import embedded_text, passage_spans, sentence_spans
from a2rag.models.bert_onnx import OnnxBertEncoder
from a2rag.models.embeddings import bundled_minilm_path


def recall(
    sent_vecs: np.ndarray, owner: np.ndarray, q_vecs: np.ndarray, ds: Dataset
) -> dict[str, float]:
    """Mean R@k (points) with each passage scored by its best sentence."""
    scores = q_vecs @ sent_vecs.T
    best = np.full((len(q_vecs), len(ds.passages)), -2.0, dtype=np.float32)
    for qi in range(len(q_vecs)):
        np.maximum.at(best[qi], owner, scores[qi])
    return recall_of_scores(best, ds)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("data", type=Path, nargs="+", help="folders with corpus.jsonl")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    settings = Settings()
    enc = OnnxBertEncoder(bundled_minilm_path(), settings.local.home_dir / "onnx", "fp32")
    result: dict[str, object] = {}
    for folder in args.data:
        ds = load_dataset(folder)
        texts, spans, sents, owner = [], [], [], []
        for pi, p in enumerate(ds.passages):
            texts.append(embedded_text(p.title, p.text))
            spans.append(passage_spans(p.title, p.text))
            rows = sentence_spans(p.text)
            sents += [s for _, _, s in rows]
            owner += [pi] * len(rows)
        q_vecs = enc.encode([q.question for q in ds.questions])
        t0 = time.perf_counter()
        enc.encode(texts)
        t_passages = time.perf_counter() - t0
        t0 = time.perf_counter()
        _, pooled = enc.encode_spans(texts, spans)
        t_spans = time.perf_counter() - t0
        t0 = time.perf_counter()
        own = enc.encode(sents)
        t_own = time.perf_counter() - t0
        flat = [v for row in pooled for v in row]
        fallback = [i for i, v in enumerate(flat) if v is None]
        ctx = np.stack([own[i] if v is None else v for i, v in enumerate(flat)])
        owner_a = np.asarray(owner)
        result[ds.name] = {
            "passages": len(texts),
            "sentences": len(sents),
            "questions": len(ds.questions),
            "own": recall(own, owner_a, q_vecs, ds),
            "in_passage": recall(ctx, owner_a, q_vecs, ds),
            "in_passage_fallbacks": len(fallback),
            "seconds": {
                "passages": round(t_passages, 1),
                "passages_with_sentences": round(t_spans, 1),
                "sentences_own": round(t_own, 1),
            },
        }
        print(json.dumps({ds.name: result[ds.name]}), flush=True)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
