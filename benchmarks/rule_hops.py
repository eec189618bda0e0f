"""Where the end-to-end-measured rules answer: every reading whose best answer is the kind rule's
('the one system that the document about INC-2024-0107 names') or an organisation's role ('who
holds the role'), in deep and adaptive mode, with the question's final answer and gold.

No reader row measures these two rules (their hops are deep mode's sub-queries, which no dataset
labels), so their accuracy (`kind_accuracy`, `org_role_accuracy` in the reader model) is
judged hop by hop from this listing: each distinct (sub-query, answer) is right or wrong for the
sub-query it answers, read against the question's note (the fresh sets' notes give every hop's
answer). `--judged` merges a file of such judgements ({"set", "read", "answer", "verdict"}) and
prints the accuracy; stop 72's are `benchmarks/out/rule_hops_judged.json`.

    .venv/bin/python benchmarks/rule_hops.py --data benchmarks/data/fab-dev \\
        --out benchmarks/out/rule_hops_fab.json
    .venv/bin/python benchmarks/rule_hops.py --summary benchmarks/out/rule_hops_*.json \\
        --judged benchmarks/out/rule_hops_judged.json

Run `a2rag eval --data <set>` first: this asks every question again over the index it built.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

from rich.console import Console

from a2rag.eval.metrics import answer_correct
from a2rag.eval.store import offline_store
from a2rag.service import A2RAG

_KIND = re.compile(r"^the one .+? that the document about .+? names")
_ORG_ROLE = "who holds the role"


def rule_of(reason: str) -> str | None:
    if _KIND.match(reason):
        return "kind"
    return "org role" if _ORG_ROLE in reason else None


def listing(data: Path) -> dict[str, Any]:
    """Every distinct rule reading of the dataset's questions, with where it was read."""
    ds, store = offline_store(data, Console(stderr=True))
    hops: dict[tuple[str, str, str], dict[str, Any]] = {}
    with A2RAG(store) as rag:
        seen: list[tuple[str, str, str]] = []
        read = rag.reader.read

        def recording(question: str, evidence: Any, *args: Any, **kwargs: Any) -> Any:
            reading = read(question, evidence, *args, **kwargs)
            best = reading.best
            rule = rule_of(best.reasons[0]) if best is not None and best.reasons else None
            if best is not None and rule is not None:
                seen.append((rule, question, best.text))
            return reading

        rag.reader.read = recording  # type: ignore[method-assign]
        for n, q in enumerate(ds.questions, 1):
            for mode in ("deep", "adaptive"):
                seen.clear()
                answer = rag.ask(q.question, mode=mode)
                right = bool(q.answers) and answer_correct(answer.answer, q.answers)
                for key in dict.fromkeys(seen):
                    hop = hops.setdefault(
                        key, {"rule": key[0], "read": key[1], "answer": key[2], "questions": []}
                    )
                    hop["questions"].append(
                        {"id": q.id, "mode": mode, "status": answer.status, "right": right}
                    )
            print(f"\r{n}/{len(ds.questions)}", end="", flush=True)
    print()
    return {"dataset": data.name, "hops": list(hops.values())}


def summary(files: list[Path], judged: Path | None) -> None:
    verdicts: dict[tuple[str, str, str], str] = {}
    if judged is not None:
        for j in json.loads(judged.read_text()):
            verdicts[(j["set"], j["read"], j["answer"])] = j["verdict"]
    counts: Counter[tuple[str, str]] = Counter()
    for f in files:
        data = json.loads(f.read_text())
        for hop in data["hops"]:
            verdict = verdicts.get((data["dataset"], hop["read"], hop["answer"]), "unjudged")
            counts[(hop["rule"], verdict)] += 1
    print("| rule | right | wrong | unclear | unjudged | accuracy | (right + 1) / (n + 2) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for rule in ("kind", "org role"):
        right, wrong = counts[(rule, "right")], counts[(rule, "wrong")]
        n = right + wrong
        print(
            f"| {rule} | {right} | {wrong} | {counts[(rule, 'unclear')]} | "
            f"{counts[(rule, 'unjudged')]} | {right / max(n, 1):.3f} | {(right + 1) / (n + 2):.3f} |"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--summary", type=Path, nargs="*")
    ap.add_argument("--judged", type=Path)
    args = ap.parse_args()
    if args.summary:
        summary(args.summary, args.judged)
        return
    if args.data is None or args.out is None:
        ap.error("--data and --out, or --summary")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(listing(args.data), indent=1))


if __name__ == "__main__":
    main()
