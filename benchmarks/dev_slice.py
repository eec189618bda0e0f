"""A small, seeded slice of a multi-hop dataset for short benchmarks: N questions, their gold
passages, and seeded distractors up to a corpus size (`a2rag eval --limit` samples questions
but keeps the whole corpus, whose indexing takes 15+ minutes here).

    .venv/bin/python benchmarks/dev_slice.py ../shared/data/2wiki /tmp/slices/2wiki 60 600
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path


def main() -> None:
    src, dst = Path(sys.argv[1]), Path(sys.argv[2])
    n_questions, n_passages = int(sys.argv[3]), int(sys.argv[4])
    lines = [x for x in (src / "questions.jsonl").read_text().splitlines() if x.strip()]
    corpus = [json.loads(x) for x in (src / "corpus.jsonl").read_text().splitlines() if x.strip()]
    rng = random.Random(0)
    picked = set(rng.sample(range(len(lines)), n_questions))
    questions = [json.loads(x) for i, x in enumerate(lines) if i in picked]
    gold = {s for q in questions for s in q["supporting_ids"]}
    others = [p for p in corpus if p["id"] not in gold]
    keep = [p for p in corpus if p["id"] in gold]
    keep += rng.sample(others, max(0, n_passages - len(keep)))
    dst.mkdir(parents=True, exist_ok=True)
    (dst / "corpus.jsonl").write_text("".join(json.dumps(p) + "\n" for p in keep))
    (dst / "questions.jsonl").write_text("".join(json.dumps(q) + "\n" for q in questions))
    print(f"{dst}: {len(questions)} questions, {len(keep)} passages")


if __name__ == "__main__":
    main()
