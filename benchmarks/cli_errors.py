"""How fast each CLI error path fails, as a user runs it (a fresh `a2rag` process each time).

Each case runs the real console script and records its exit code, its wall time (Python start
and imports included) and its first `error:` line; the run fails when an exit code is wrong,
a traceback appears, or a case takes longer than --bound seconds. The wrong-password case needs
a server: pass its Bolt URI with --uri (a wrong *user* is used, so the `neo4j` user's
failed-login lockout is not triggered).

    .venv/bin/python benchmarks/cli_errors.py --uri bolt://127.0.0.1:27704 --bound 10
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

A2RAG = Path(sys.executable).with_name("a2rag")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--uri", help="Bolt URI of a running Neo4j (for the wrong-password case)")
    ap.add_argument("--bound", type=float, default=10.0, help="seconds allowed per case")
    ap.add_argument("--out", type=Path, help="write the measurements as JSON")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="a2rag-cli-errors-"))
    (tmp / "a.md").write_text("# A\nSome text.\n")
    down = {
        "NEO4J_URI": f"bolt://127.0.0.1:{_free_port()}",
        "NEO4J_PASSWORD": "irrelevant-password",
        "A2RAG_HOME_DIR": str(tmp),
    }
    cases: list[tuple[str, list[str], dict[str, str], int]] = [
        ("empty question", ["ask", ""], down, 2),
        ("server stopped: stats", ["stats"], down, 1),
        ("server stopped: explain-entity", ["explain-entity", "Kestrel"], down, 1),
        ("server stopped: ask", ["ask", "Who leads Market Data?"], down, 1),
        ("server stopped: ingest", ["ingest", str(tmp / "a.md")], down, 1),
        ("server stopped: review approve", ["review", "approve", "p-1"], down, 1),
        ("missing ingest path", ["ingest", str(tmp / "missing")], down, 2),
        ("missing --aliases file", ["ingest", str(tmp / "a.md"), "--aliases", "no.csv"], down, 2),
        ("doctor, server stopped", ["doctor"], down, 1),
    ]
    if args.uri:
        wrong = {"NEO4J_URI": args.uri, "NEO4J_USERNAME": "nobody", "NEO4J_PASSWORD": "wrong-pw"}
        cases.append(("wrong password: stats", ["stats"], wrong, 1))
    rows = []
    failed = False
    for name, argv, env, code in cases:
        t0 = time.perf_counter()
        proc = subprocess.run(
            [str(A2RAG), *argv],
            env={**os.environ, **env, "COLUMNS": "100"},
            capture_output=True,
            text=True,
            check=False,
        )
        seconds = time.perf_counter() - t0
        out = proc.stdout + proc.stderr
        first = next((ln for ln in out.splitlines() if ln.startswith(("error:", "FAIL"))), "")
        ok = proc.returncode == code and "Traceback" not in out and seconds <= args.bound
        failed |= not ok
        rows.append(
            {
                "case": name,
                "exit": proc.returncode,
                "expected": code,
                "seconds": round(seconds, 2),
                "ok": ok,
                "message": first[:160],
            }
        )
        print(
            f"{'ok ' if ok else 'BAD'} {seconds:5.1f}s exit {proc.returncode}  {name}: {first[:90]}"
        )
    if args.out:
        args.out.write_text(json.dumps(rows, indent=2) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
