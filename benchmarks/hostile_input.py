"""Time and peak memory of ingesting each hostile input, against normal prose of the same size.

Each case runs in a fresh process: models are loaded by ingesting a warm-up document first, then
the case is ingested (offline extractor) and timed, and the extra peak RSS it needed over the
warm process is recorded. The ratio is to an English prose document of the same byte size;
the target is at most 3x. The database is the one the environment's settings point at
(NEO4J_URI, or A2RAG_LOCAL_INSTANCE / A2RAG_LOCAL_BOLT_PORT); only documents named
`hostile-bench-*` are written, and they are deleted again.

    .venv/bin/python benchmarks/hostile_input.py --size 500000 --out benchmarks/out/hostile.json
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

PROSE = (
    "The Order Gateway of Halcyon Markets rejects orders above USD 10 million, and Kestrel "
    "Analytics audits the routing table every quarter for the Risk Committee in Dublin. "
)
ID = "hostile-bench-case"


def _prose(size: int) -> str:
    return (PROSE * (size // len(PROSE) + 1))[:size]


def _nested(size: int) -> str:
    lines, total, k = [], 0, 0
    while total < size:
        line = "  " * k + f"- level {k}"
        lines.append(line)
        total, k = total + len(line) + 1, k + 1
    return "\n".join(lines)


# name -> (file suffix, bytes of the case for a given size, size used)
CASES: dict[str, tuple[str, Callable[[int], bytes], int | None]] = {
    "long entity name (9 KB)": (
        ".txt",
        lambda n: ("The firm Zq" + "x" * 9000 + " hired Orla Brandt in Oslo. ").encode(),
        9_030,
    ),
    "10 KB jsonl id (refused)": (
        ".jsonl",
        lambda n: json.dumps({"id": "L" * 10_000, "text": "Orla Brandt chairs Tessaly."}).encode(),
        10_050,
    ),
    "line without spaces": (".txt", lambda n: ("Ledger" + "q" * n)[:n].encode(), None),
    "nested list markdown": (".md", lambda n: _nested(n).encode(), None),
    "20 KB of [": (".md", lambda n: b"[" * 20_000, 20_000),
    "UTF-16 prose (BOM)": (".txt", lambda n: _prose(n // 2).encode("utf-16"), None),
}


def _child(case: str, size: int) -> None:
    """Ingest one case in this process and print its measurements as JSON."""
    from a2rag.config import Settings
    from a2rag.ingest.pipeline import Ingestor

    settings = Settings(backend="offline")  # type: ignore[call-arg]
    tmp = Path(tempfile.mkdtemp(prefix="a2rag-hostile-"))
    warm = tmp / "hostile-bench-warmup.txt"
    warm.write_text(PROSE)
    suffix, make, _ = CASES.get(case, (".txt", lambda n: _prose(n).encode(), None))
    path = tmp / f"{ID}{suffix}"
    path.write_bytes(make(size))
    with Ingestor(settings) as ing:
        ing.ingest([warm], extractor="offline")
        base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        t0 = time.perf_counter()
        report = ing.ingest([path], extractor="offline")
        seconds = time.perf_counter() - t0
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        ing.delete([ID, warm.stem])
    print(
        json.dumps(
            {
                "seconds": seconds,
                "extra_peak_mb": (peak - base) / 1024,
                "peak_mb": peak / 1024,
                "written": report.documents_written,
                "chunks": report.chunks,
                "failures": [f.error[:100] for f in report.failures],
            }
        )
    )


def _measure(case: str, size: int) -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, __file__, "--child", case, "--size", str(size)],
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0 or "Traceback" in proc.stderr:
        raise SystemExit(f"{case}: failed\n{proc.stderr[-3000:]}")
    return dict(json.loads(proc.stdout.strip().splitlines()[-1]))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=500_000, help="bytes of the sized cases")
    ap.add_argument("--out", type=Path, help="write the measurements as JSON")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        _child(args.child, args.size)
        return 0
    rows = []
    prose: dict[int, dict[str, object]] = {}
    for case, (_, make, fixed) in CASES.items():
        size = fixed or args.size
        if size not in prose:
            prose[size] = _measure("prose", size)
        m, p = _measure(case, size), prose[size]
        ratio = float(m["seconds"]) / max(float(p["seconds"]), 1e-6)  # type: ignore[arg-type]
        rows.append({"case": case, "bytes": len(make(size)), **m, "prose": p, "ratio": ratio})
        print(
            f"{case:<26} {len(make(size)):>10,} B  {m['seconds']:7.2f} s  "
            f"(prose {p['seconds']:6.2f} s, {ratio:4.2f}x)  "
            f"extra peak {m['extra_peak_mb']:6.0f} MB (prose {p['extra_peak_mb']:4.0f} MB)  "
            f"chunks {m['chunks']}  {'; '.join(m['failures']) or ''}",  # type: ignore[arg-type]
            flush=True,
        )
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(rows, indent=2))
    worst = max(float(r["ratio"]) for r in rows)  # type: ignore[arg-type]
    print(f"worst time ratio {worst:.2f}x (target <= 3x)")
    return 0 if worst <= 3 else 1


if __name__ == "__main__":
    sys.exit(main())
