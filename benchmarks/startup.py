"""Wall time of `a2rag ask` as a user runs it: in-process, and through a running `a2rag serve`;
and the time per question of `a2rag shell` (issue 15, start-up).

Uses the Neo4j of the environment (NEO4J_URI, ...), which must hold a KB (the sample:
`a2rag ingest examples/kb/docs --aliases examples/kb/aliases.csv`). Starts its own
`a2rag serve` on a free port, stops it at the end. In-process and server runs interleave, so
that the load of a shared machine falls on both alike.

    .venv/bin/python benchmarks/startup.py --runs 3 --out benchmarks/out/startup.json
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

A2RAG = Path(sys.executable).with_name("a2rag")
QUESTION = "Who chairs the Halcyon Markets Risk Committee?"
KB_QUESTIONS = Path(__file__).resolve().parent.parent / "examples" / "kb" / "questions.jsonl"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wall(argv: list[str], env: dict[str, str]) -> tuple[float, str]:
    t0 = time.perf_counter()
    proc = subprocess.run([str(A2RAG), *argv], env=env, capture_output=True, text=True, check=True)
    return time.perf_counter() - t0, proc.stdout


def _shell(env: dict[str, str], questions: list[str]) -> dict[str, float]:
    """Write one question, wait for its JSON line: the first includes loading the models."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        [str(A2RAG), "shell", "--json"],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    assert proc.stdin is not None and proc.stdout is not None
    times = []
    for q in questions:
        t = time.perf_counter()
        proc.stdin.write(q + "\n")
        proc.stdin.flush()
        json.loads(proc.stdout.readline())
        times.append(time.perf_counter() - t)
    proc.stdin.close()
    proc.wait(timeout=60)
    rest = times[1:]
    return {
        "questions": len(times),
        "first_s": round(times[0], 2),
        "median_s": round(statistics.median(rest), 2),
        "max_s": round(max(rest), 2),
        "total_s": round(time.perf_counter() - t0, 2),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--shell-questions", type=int, default=12)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    base = {**os.environ, "COLUMNS": "100", "A2RAG_SERVER_URL": ""}
    local = {**base, "A2RAG_SERVER_DISCOVER": "false"}
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    remote = {**base, "A2RAG_SERVER_URL": url}
    server = subprocess.Popen(
        [str(A2RAG), "serve", "--port", str(port)],
        env=local,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 300
        while True:
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=5):
                    break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit("a2rag serve did not start") from None
                time.sleep(0.5)
        _wall(["ask", QUESTION], remote)  # the server's first question warms its caches
        rows = []
        for i in range(args.runs):
            t_local, out_local = _wall(["ask", QUESTION], local)
            t_remote, out_remote = _wall(["ask", QUESTION], remote)
            t_version, _ = _wall(["--version"], local)
            rows.append(
                {
                    "run": i + 1,
                    "in_process_s": round(t_local, 2),
                    "via_serve_s": round(t_remote, 2),
                    "version_s": round(t_version, 2),
                    "same_output": out_local == out_remote,
                    "load": os.getloadavg()[0],
                }
            )
            print(json.dumps(rows[-1]), flush=True)
        questions = [
            json.loads(line)["question"] for line in KB_QUESTIONS.read_text().splitlines()
        ][: args.shell_questions]
        shell = {"in_process": _shell(local, questions), "via_serve": _shell(remote, questions)}
        print(json.dumps({"shell": shell}), flush=True)
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=60)
    result = {"question": QUESTION, "ask": rows, "shell": shell}
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=2) + "\n")
    return 0 if all(r["same_output"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
