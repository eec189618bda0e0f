"""The offline reader's own cost per question (issue 11: at most 50 ms on this machine).

For each question, the evidence the adaptive retriever hands the generator (top `evidence_k`
chunks) is retrieved once, untimed; then the reader reads it three ways:

- cold: empty caches, as for a new question: spaCy parses every evidence text, then
  candidates, features, the model and the rules (name lookups in the graph included);
- warm: the parses kept, the reading not: what a later stage or attempt pays when its
  evidence overlaps the first;
- in service: one parse cache kept across the questions in file order, as a running
  `a2rag serve` keeps it (evidence shared between questions is parsed once);
- the question's frame alone (its parse and expected answer), which each of the above
  includes.

    .venv/bin/python benchmarks/reader_latency.py ../shared/data/hotpotqa --limit 100 \
        --out benchmarks/out/reader_latency_hotpotqa.json

(`--limit N`: the seeded sample `a2rag eval --limit N` asks, so its index is reused.)
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from statistics import mean

from rich.console import Console

from a2rag.eval.datasets import sample_questions
from a2rag.eval.metrics import percentile
from a2rag.eval.store import offline_store
from a2rag.read.reader import Reader
from a2rag.service import A2RAG


def _summary(ms: list[float]) -> dict[str, float]:
    return {
        "p50": round(percentile(ms, 50), 1),
        "p95": round(percentile(ms, 95), 1),
        "max": round(max(ms), 1),
        "mean": round(mean(ms), 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("data", type=Path, help="folder with corpus.jsonl and questions.jsonl")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=None, help="a seeded sample of N questions")
    args = ap.parse_args()
    console = Console()
    ds, store = offline_store(args.data, console)
    questions = sample_questions(ds.questions, args.limit)
    cold: list[float] = []
    warm: list[float] = []
    frame: list[float] = []
    service: list[float] = []
    chars: list[int] = []
    with A2RAG(store) as rag:
        k = rag.settings.retrieval.evidence_k
        reader = Reader(rag.nlp, rag.reader.model, names=rag.names)
        shared = Reader(rag.nlp, rag.reader.model, names=rag.names)
        for r in (reader, shared):
            r.read("Warm-up: who leads the team?", [])  # the first call pays imports
        for n, q in enumerate(questions, 1):
            retrieval = rag.retriever.retrieve(q.question)
            evidence = [c.to_evidence() for c in retrieval.evidence[:k]]
            chars.append(sum(len(e.text) for e in evidence))
            reader.clear()
            t0 = time.perf_counter()
            reader.frame(q.question)
            t1 = time.perf_counter()
            reader.read(q.question, evidence)
            t2 = time.perf_counter()
            reader.clear(parses=False)
            t3 = time.perf_counter()
            reader.read(q.question, evidence)
            t4 = time.perf_counter()
            shared.clear(parses=False)
            t5 = time.perf_counter()
            shared.read(q.question, evidence)
            service.append((time.perf_counter() - t5) * 1000)
            frame.append((t1 - t0) * 1000)
            cold.append((t2 - t0) * 1000)
            warm.append((t4 - t3) * 1000)
            if n % 20 == 0:
                console.print(
                    f"{n}/{len(questions)} questions, cold p50 so far {percentile(cold, 50):.0f} ms"
                )
    result = {
        "dataset": ds.name,
        "questions": len(questions),
        "evidence_chunks": k,
        "evidence_chars_mean": round(mean(chars)),
        "cold_ms": _summary(cold),
        "warm_ms": _summary(warm),
        "service_ms": _summary(service),
        "frame_ms": _summary(frame),
        "cold_within_50ms": round(sum(c <= 50 for c in cold) / len(cold), 3),
        "service_within_50ms": round(sum(c <= 50 for c in service) / len(service), 3),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2))
    console.print_json(json.dumps(result))


if __name__ == "__main__":
    main()
