"""Reader sweep: every question of the given sets read over its gold passages among TF-IDF
distractors (the evidence `reader fit` trains on), through the service's offline generator
and verifier, without a database or the knowledge base's names. Minutes for all dev sets,
where an end-to-end `a2rag eval` of each takes hours; the figures are the reader's alone.

    .venv/bin/python benchmarks/reader_sweep.py --out /tmp/sweep.json benchmarks/data/*-heldout

Prints answered / right / wrong / unanswerable answered, coverage and precision of
`answered`; `--out` keeps each question's status and answer, to compare two commits.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from a2rag.config import Settings
from a2rag.control.offline_roles import OfflineGenerator, OfflineVerifier
from a2rag.eval.datasets import load_dataset
from a2rag.eval.reader_rows import _evidence, is_correct
from a2rag.read.features import FEATURES
from a2rag.read.model import load_model
from a2rag.read.reader import Reader
from a2rag.text.nlp import load_nlp
from a2rag.types import Evidence


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", type=Path, help="dataset folders")
    parser.add_argument("--out", type=Path, help="per-question results (JSON)")
    args = parser.parse_args()
    settings = Settings()
    reader = Reader(
        load_nlp(settings.models.spacy_model),
        load_model(settings.reader.reader_model_path, expected=FEATURES),
    )
    generator, verifier = OfflineGenerator(settings, reader), OfflineVerifier(settings, reader)
    results: dict[str, dict[str, object]] = {}
    for folder in args.sets:
        ds = load_dataset(folder)
        pick, passages = _evidence(ds, False), ds.passage_map()
        for q in ds.questions:
            evidence = [
                Evidence(
                    chunk_id=pid,
                    doc_id=pid,
                    text=passages[pid].text,
                    score=1.0 / (rank + 1),
                    stage="text",
                    similarity=0.9,  # relevance is judged on names here, not on the cosine
                    title=passages[pid].title or "",
                )
                for rank, (pid, _) in enumerate(pick(q))
            ]
            made = generator.generate(q.question, evidence)
            verdict = verifier.verify(q.question, made, evidence) if made.answer else None
            status = (
                "answered"
                if verdict is not None and verdict.passed
                else ("unverified" if made.answer else "abstained")
            )
            right = bool(made.answer and q.answers and is_correct(made.answer, q.answers))
            results[f"{ds.name}:{q.id}"] = {
                "status": status,
                "answer": made.answer,
                "right": right,
                "answerable": bool(q.answers),
                "confidence": made.confidence,
            }
        print(f"{folder}: {len(ds.questions)} questions", flush=True)
    answered = [r for r in results.values() if r["status"] == "answered"]
    right = sum(bool(r["right"]) for r in answered)
    unanswerable = sum(not r["answerable"] for r in answered)
    answerable = sum(bool(r["answerable"]) for r in results.values())
    print(
        f"answered {len(answered)}, right {right}, wrong {len(answered) - right - unanswerable}, "
        f"unanswerable answered {unanswerable}; coverage {right / max(1, answerable):.3f}, "
        f"precision {right / max(1, len(answered)):.3f}"
    )
    if args.out is not None:
        args.out.write_text(json.dumps(results, indent=0))


if __name__ == "__main__":
    main()
