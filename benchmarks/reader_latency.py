"""The offline reader's own cost per question (issue 11: at most 50 ms on this machine).

For each question, the evidence the adaptive retriever hands the generator (top `evidence_k`
chunks) is retrieved once, untimed; then the reader reads it four ways:

- stored: empty caches, as for a new question, with the evidence's parses loaded from the
  parse store (written at ingestion; `a2rag.read.parse_store`), then candidates, features,
  the model and the rules (name lookups in the graph included): what a question pays;
- cold: the same without the parse store: spaCy parses every evidence text (a knowledge
  base ingested with `A2RAG_PARSE_STORE=false`); `identical` counts the questions whose
  stored reading equals it (candidates and probabilities);
- warm: the parses kept, the reading not: what a later stage or attempt pays when its
  evidence overlaps the first;
- in service: one parse cache kept across the questions in file order, with the parse
  store, as a running `a2rag serve` reads;
- the question's frame alone (its parse and expected answer), which each of the above
  includes.

    .venv/bin/python benchmarks/reader_latency.py ../shared/data/hotpotqa --limit 100 \
        --out benchmarks/out/reader_latency_hotpotqa.json

(`--limit N`: the seeded sample `a2rag eval --limit N` asks, so its index is reused; an index
built before the parse store gets its parses first, once.)
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
from a2rag.ingest.parses import backfill_parses
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
    stored: list[float] = []
    identical = 0
    frame: list[float] = []
    service: list[float] = []
    chars: list[int] = []
    with A2RAG(store) as rag:
        filled = backfill_parses(rag.graph, store.models.spacy_model)
        if filled:
            console.print(f"reader parses stored for {filled} chunks")
        k = rag.settings.retrieval.evidence_k
        reader = Reader(rag.nlp, rag.reader.model, names=rag.names)
        loaded = Reader(rag.nlp, rag.reader.model, names=rag.names, stored=rag.parses)
        shared = Reader(rag.nlp, rag.reader.model, names=rag.names, stored=rag.parses)
        for r in (reader, loaded, shared):
            r.read("Warm-up: who leads the team?", [])  # the first call pays imports
        for n, q in enumerate(questions, 1):
            retrieval = rag.retriever.retrieve(q.question)
            evidence = [c.to_evidence() for c in retrieval.evidence[:k]]
            chars.append(sum(len(e.text) for e in evidence))
            loaded.clear()
            t0 = time.perf_counter()
            with_store = loaded.read(q.question, evidence)
            stored.append((time.perf_counter() - t0) * 1000)
            reader.clear()
            t0 = time.perf_counter()
            reader.frame(q.question)
            t1 = time.perf_counter()
            parsed = reader.read(q.question, evidence)
            t2 = time.perf_counter()
            identical += [(c.text, c.probability) for c in parsed.candidates] == [
                (c.text, c.probability) for c in with_store.candidates
            ]
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
                    f"{n}/{len(questions)} questions, p50 so far {percentile(stored, 50):.0f} ms"
                )
    result = {
        "dataset": ds.name,
        "questions": len(questions),
        "evidence_chunks": k,
        "evidence_chars_mean": round(mean(chars)),
        "stored_ms": _summary(stored),
        "cold_ms": _summary(cold),
        "warm_ms": _summary(warm),
        "service_ms": _summary(service),
        "frame_ms": _summary(frame),
        "stored_within_50ms": round(sum(c <= 50 for c in stored) / len(stored), 3),
        "cold_within_50ms": round(sum(c <= 50 for c in cold) / len(cold), 3),
        "identical_readings": identical,
        "service_within_50ms": round(sum(c <= 50 for c in service) / len(service), 3),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2))
    console.print_json(json.dumps(result))


if __name__ == "__main__":
    main()
