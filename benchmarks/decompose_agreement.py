"""Agreement of the offline decomposer with MuSiQue's gold decompositions (no database).

Per gold hop count: the share of questions decomposed at all, with the gold number of hops,
and whose first sub-query covers the gold first hop (its entity for "X >> relation" hops, half
of its content words for natural-language hops). Gold sub-questions are in `decomposition`.

    .venv/bin/python benchmarks/decompose_agreement.py ../shared/data/musique --out benchmarks/out/decompose_musique.json
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from a2rag.config import Settings
from a2rag.deep.decompose import OfflineDecomposer
from a2rag.read.lexical import content_words, norm_phrase
from a2rag.text.nlp import load_nlp


def first_hop_covered(gold: str, mine: str) -> bool:
    if ">>" in gold:
        entity = gold.split(">>")[0].strip()
        return bool(norm_phrase(entity)) and norm_phrase(entity) in norm_phrase(mine)
    words = content_words(gold)
    return bool(words) and len(words & content_words(mine)) >= len(words) / 2


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("data", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    decomposer = OfflineDecomposer(load_nlp(Settings().models.spacy_model), max_subqueries=4)
    rows = [json.loads(x) for x in (args.data / "questions.jsonl").open() if x.strip()]
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    examples: list[dict[str, Any]] = []
    for r in rows:
        gold = [d["question"] for d in r.get("decomposition") or []]
        if not gold:
            continue
        d = decomposer.decompose(r["question"])
        mine = [s.text for s in d.sub_queries]
        rec = {
            "decomposed": d.kind != "single",
            "same_hops": len(mine) == len(gold),
            "first_hop": d.kind != "single" and first_hop_covered(gold[0], mine[0]),
        }
        for key in (f"{len(gold)} hops", "all"):
            by[key].append(rec)
        if len(examples) < 25:
            examples.append({"question": r["question"], "gold": gold, "mine": mine})
    summary = {
        k: {
            "n": len(v),
            **{m: round(sum(x[m] for x in v) / len(v), 3) for m in v[0]},
        }
        for k, v in sorted(by.items())
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"summary": summary, "examples": examples}, indent=2))
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
