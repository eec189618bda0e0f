"""Bounded load test of the HTTP service on loopback.

Starts `a2rag serve` as a separate process against whatever NEO4J_URI points at (ingest the
sample KB first, e.g. `make demo`), then N client threads ask the sample questions round-robin
for a fixed time. Reports throughput, latency p50/p95/max and errors (any non-200 answer or
transport failure), as a Markdown table and JSON:

    .venv/bin/python benchmarks/load_test.py --clients 4 --seconds 120 --out benchmarks/out/load_kb.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import httpx

from a2rag.api.runner import free_port
from a2rag.eval.metrics import percentile

REPO = Path(__file__).resolve().parent.parent


def start_server(port: int, log: Path) -> subprocess.Popen[bytes]:
    out = log.open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "a2rag.cli", "serve", "--host", "127.0.0.1", "--port", str(port)],
        stdout=out,
        stderr=subprocess.STDOUT,
        cwd=REPO,
        env=os.environ.copy(),
    )
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"server exited with {proc.returncode}; see {log}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=5).status_code == 200:
                return proc
        except httpx.TransportError:
            pass
        time.sleep(0.5)
    proc.terminate()
    raise SystemExit(f"server did not become healthy in 300 s; see {log}")


def _ms(value: float | None) -> float | None:
    return round(value, 1) if value is not None else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--questions", type=Path, default=REPO / "examples/kb/questions.jsonl")
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=120.0)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    questions = [
        json.loads(x)["question"] for x in args.questions.read_text().splitlines() if x.strip()
    ]
    port = free_port()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    log = args.out.with_suffix(".server.log")
    proc = start_server(port, log)
    lock = threading.Lock()
    latencies: list[float] = []
    codes: Counter[str] = Counter()
    statuses: Counter[str] = Counter()
    errors: list[str] = []
    started = time.monotonic()
    deadline = started + args.seconds

    def client(k: int) -> None:
        i = k
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=300) as http:
            while time.monotonic() < deadline:
                q = questions[i % len(questions)]
                i += args.clients
                t0 = time.perf_counter()
                try:
                    r = http.post("/ask", json={"question": q})
                    body = r.json()
                except (httpx.HTTPError, ValueError) as exc:
                    with lock:
                        codes["transport"] += 1
                        errors.append(f"{q!r}: {type(exc).__name__}: {exc}")
                    continue
                ms = (time.perf_counter() - t0) * 1000
                with lock:
                    latencies.append(ms)
                    codes[str(r.status_code)] += 1
                    if r.status_code == 200:
                        statuses[body["status"]] += 1
                    else:
                        errors.append(f"{q!r}: HTTP {r.status_code}: {body}")

    try:
        threads = [threading.Thread(target=client, args=(k,)) for k in range(args.clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        proc.terminate()
        proc.wait(timeout=60)
    wall = time.monotonic() - started
    done = sum(codes.values())
    result = {
        "clients": args.clients,
        "seconds": round(wall, 1),
        "requests": done,
        "throughput_rps": round(done / wall, 3),
        "latency_ms_p50": _ms(percentile(latencies, 50)),
        "latency_ms_p95": _ms(percentile(latencies, 95)),
        "latency_ms_max": _ms(max(latencies, default=None)),
        "http_codes": dict(codes),
        "answer_status": dict(statuses),
        "errors": len(errors),
        "error_samples": errors[:10],
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "commit": subprocess.run(
            ["git", "describe", "--always", "--dirty"], capture_output=True, text=True, cwd=REPO
        ).stdout.strip(),
    }
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print("| clients | seconds | requests | req/s | p50 ms | p95 ms | max ms | errors |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(
        f"| {args.clients} | {result['seconds']} | {done} | {result['throughput_rps']} | "
        f"{result['latency_ms_p50']} | {result['latency_ms_p95']} | {result['latency_ms_max']} | "
        f"{len(errors)} |"
    )
    if errors:
        raise SystemExit(f"{len(errors)} errors; first: {errors[0]}")


if __name__ == "__main__":
    main()
