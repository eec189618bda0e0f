"""Hostile and huge input (issue 18), generated in a tmp dir next to good documents: each bad
one costs bounded time, is written sanely or skipped with one line naming it, the good ones
are always written, the graph has no orphans and no traceback is printed."""

from __future__ import annotations

import io
import json
import re
import time
from pathlib import Path

import pytest
from rich.console import Console

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.ingest import limits
from a2rag.ingest.chunk import chunk_document
from a2rag.ingest.load import content_hash, markdown_to_text
from a2rag.ingest.models import SourceDocument
from a2rag.ingest.pipeline import Ingestor, IngestReport
from a2rag.ingest.progress import print_report
from a2rag.ingest.resolve import AliasScanner

GOOD = {
    "a_good": "Orla Brandt founded Tessaly Works in Bergen. Tessaly Works builds ferries.",
    "c_good": "Northgate Bank clears euro trades for Corvina Capital in Dublin.",
}
LONG_NAME = "Zq" + "x" * 9000  # one capitalised 9 KB "word": spaCy calls it a proper noun


def _long_entity_text() -> str:
    return f"The firm {LONG_NAME} hired Orla Brandt. {LONG_NAME} is based in Oslo."


def _orphans(graph: Graph) -> dict[str, int]:
    return graph.run_text(
        "CALL () { MATCH (e:Entity) WHERE NOT (e)<-[:MENTIONS]-(:Chunk) RETURN count(e) AS e }"
        " CALL () { MATCH (c:Chunk) WHERE NOT (c)-[:PART_OF]->(:Document) RETURN count(c) AS c }"
        " CALL () { MATCH (d:Document) WHERE d.content_hash IS NULL RETURN count(d) AS d }"
        " RETURN e AS entities, c AS chunks, d AS incomplete"
    )[0]


def _doc_ids(graph: Graph) -> set[str]:
    return {r["id"] for r in graph.run_text("MATCH (d:Document) RETURN d.id AS id")}


def _write_good(d: Path) -> None:
    for name, text in GOOD.items():
        (d / f"{name}.txt").write_text(text)


def _run(settings: Settings, d: Path) -> tuple[IngestReport, str]:
    out = io.StringIO()
    with Ingestor(settings) as ing:
        report = ing.ingest([d], extractor="offline")
    print_report(report, Console(file=out, width=400))
    return report, out.getvalue()


def test_markdown_conversion_and_chunking_are_linear() -> None:
    """Inputs that were cubic or quadratic (minutes at these sizes) now take well under a
    second each; chunks keep their token and character budgets."""
    nested = "\n".join("  " * k + f"- level {k}" for k in range(1500))  # 2.3 MB
    cases = [nested, "[" * 40_000, "*a " * 40_000, "[a" * 40_000, "# a" + " " * 200_000 + "b"]
    for md in cases:
        t0 = time.perf_counter()
        markdown_to_text(md)
        assert time.perf_counter() - t0 < 5, md[:40]
    assert markdown_to_text(nested).count("level") == 1500
    assert markdown_to_text("## Title ##\n\n- **bold** and *it* [link](x)") == (
        "Title.\n\nbold and it link."
    )
    for text in ("a" * 300_000, "[(" * 100_000, "a.b" * 50_000):
        doc = SourceDocument(
            id="x", title="x", text=text, source="x", content_hash=content_hash("x", text)
        )
        chunks = chunk_document(doc, 200, 30)
        assert max(c.token_count for c in chunks) <= 200
        assert max(len(c.text) for c in chunks) <= 200 * limits.MAX_CHARS_PER_TOKEN
    assert limits.nlp_text("x " + "[(" * 50) == "x " + "[(" * 4 + " " * 92


def test_alias_scan_matches_the_regex_and_is_linear() -> None:
    """The resolver's per-document alias scan finds what the word-bounded regex found, and
    thousands of aliases over a long text take well under a second (the alternation was
    quadratic in the size of one document)."""
    aliases = {
        "KPB": True,
        "Kestrel": False,
        "Kestrel Prime": False,
        "US": True,
        "[GUI] Kestrel": False,
    }
    text = "kestrel prime (KPB) and Kestrel's desk; [GUI] Kestrel, kpb, US us Kestrels."
    pattern = re.compile(
        "(?<!\\w)(?:"
        + "|".join(
            re.escape(a) if cs else f"(?i:{re.escape(a)})"
            for a, cs in sorted(aliases.items(), key=lambda kv: (-len(kv[0]), kv[0]))
        )
        + ")(?!\\w)"
    )
    expected = [m.group(0) for m in pattern.finditer(text)]
    assert list(AliasScanner(aliases).finditer(text)) == expected
    assert expected == ["kestrel prime", "KPB", "Kestrel", "[GUI] Kestrel", "US"]
    many = {f"Name{i} Works": False for i in range(5000)}
    long_text = " ".join(f"Name{i % 7000} Works met Name{i} at the port." for i in range(20_000))
    t0 = time.perf_counter()
    found = list(AliasScanner(many).finditer(long_text))
    assert time.perf_counter() - t0 < 5 and len(found) > 10_000


def test_bad_input_corpus_beside_good_documents(
    settings: Settings, graph: Graph, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    d = tmp_path / "in"
    d.mkdir()
    _write_good(d)
    (d / "b_longent.txt").write_text(_long_entity_text())
    (d / "nospace.txt").write_text("Ledger" + "q" * 120_000)
    (d / "nested.md").write_text("\n".join("  " * k + f"- level {k}" for k in range(400)))
    (d / "brackets.md").write_text("[" * 20_000)
    (d / "utf16.txt").write_bytes("Kestrel Analytics audits Halcyon Markets.".encode("utf-16"))
    (d / "utf32.md").write_bytes("Sentinel Desk watches Corvina Capital.".encode("utf-32"))
    (d / "binary.txt").write_bytes(b"\x00\x01\x02PNG\x00" * 100)
    long_id = "L" * 10_000
    (d / "rows.jsonl").write_text(
        json.dumps({"id": long_id, "text": "Orla Brandt chairs Tessaly Works."})
        + "\n"
        + json.dumps({"id": "j_good", "text": "Corvina Capital quotes yen pairs."})
        + "\n"
        + json.dumps({"id": "j_title", "title": "T" * 3000, "text": "Orla Brandt sails."})
        + "\n"
    )
    t0 = time.perf_counter()
    report, printed = _run(settings, d)
    assert time.perf_counter() - t0 < 120

    assert _doc_ids(graph) == {
        "a_good",
        "c_good",
        "b_longent",
        "nospace",
        "nested",
        "brackets",
        "utf16",
        "utf32",
        "j_good",
    }
    errors = {f.source: f.error for f in report.failures}
    rows = d / "rows.jsonl"
    assert set(errors) == {str(d / "binary.txt"), f"{rows}:1", f"{rows}:3"}, errors
    assert "document id is 10,000 characters; the limit is 512" in errors[f"{rows}:1"]
    assert '"title" is 3,000 characters; the limit is 2000' in errors[f"{rows}:3"]
    assert not report.extraction_failures
    skipped = [ln for ln in printed.splitlines() if ln.startswith("skipped ")]
    assert len(skipped) == 3 and any("rows.jsonl:1: document id" in ln for ln in skipped)

    longest = graph.run_text("MATCH (e:Entity) RETURN max(size(e.name)) AS n")[0]["n"]
    assert longest <= limits.MAX_NAME_CHARS
    assert graph.read("ingest/entity_by_name", name="Orla Brandt")  # b_longent's real names
    budget = graph.run_text(
        "MATCH (c:Chunk) RETURN max(c.token_count) AS t, max(size(c.text)) AS n, count(c) AS k"
    )[0]
    assert budget["t"] <= settings.ingest.chunk_tokens
    assert budget["n"] <= settings.ingest.chunk_tokens * limits.MAX_CHARS_PER_TOKEN
    utf16 = graph.run_text("MATCH (c:Chunk {doc_id: 'utf16'}) RETURN c.text AS t")[0]["t"]
    assert utf16 == "Kestrel Analytics audits Halcyon Markets."
    assert _orphans(graph) == {"entities": 0, "chunks": 0, "incomplete": 0}
    captured = capfd.readouterr()
    assert "Traceback" not in captured.out + captured.err + printed


def test_refused_write_skips_only_its_document(
    settings: Settings,
    graph: Graph,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    """With the name cap lifted, the 9 KB name reaches Neo4j's range index, which refuses it:
    the batch is retried document by document, the culprit is skipped with the database's
    reason and removed again, and both good documents are written, on every run."""
    monkeypatch.setattr(limits, "MAX_NAME_CHARS", 1_000_000)
    wide = settings.model_copy(update={"chunk_tokens": 1000})  # chunks hold the 9 KB word
    d = tmp_path / "in"
    d.mkdir()
    _write_good(d)
    (d / "b_longent.txt").write_text(_long_entity_text())
    for run in range(2):
        report, printed = _run(wide, d)
        assert _doc_ids(graph) == {"a_good", "c_good"}, run
        assert report.documents_skipped == 1 and report.documents_written == 2 - 2 * run
        (failure,) = report.failures
        assert failure.source == str(d / "b_longent.txt")
        assert "database refused it" in failure.error and "too large" in failure.error
        assert len(failure.error) < 300
        assert f"skipped {d / 'b_longent.txt'}: not written" in printed
        assert _orphans(graph) == {"entities": 0, "chunks": 0, "incomplete": 0}
    assert graph.read("ingest/entity_by_name", name="Tessaly Works")
    captured = capfd.readouterr()
    assert "Traceback" not in captured.out + captured.err


def test_document_over_its_time_budget_is_skipped(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """A budget shorter than one spaCy batch: the document that needs a second batch is
    skipped with its line and nothing of it stays; the small ones beside it are written."""
    from a2rag.ingest.extract.offline import OfflineExtractor

    tight = settings.model_copy(update={"document_time_budget_s": 1e-6})
    d = tmp_path / "in"
    d.mkdir()
    _write_good(d)
    sentence = "Tessaly Works delivered ferry number {} to the port of Bergen in spring. "
    (d / "long.txt").write_text("".join(sentence.format(i) for i in range(1200)))
    with Ingestor(tight) as ing:
        ex = OfflineExtractor(tight, workers=1)
        report = ing.ingest([d], extractor=ex)
    assert _doc_ids(graph) == {"a_good", "c_good"}
    (failure,) = report.failures
    assert failure.source == str(d / "long.txt")
    assert "A2RAG_DOCUMENT_TIME_BUDGET_S=1e-06" in failure.error
    assert report.documents_skipped == 1 and report.documents_written == 2
    assert _orphans(graph) == {"entities": 0, "chunks": 0, "incomplete": 0}


def test_a_killed_extraction_worker_fails_nothing(settings: Settings) -> None:
    """A worker killed mid-run (as the OOM killer would): the pool is replaced and the
    documents are extracted one by one instead of the job hanging on the lost task."""
    import os
    import signal
    import threading

    from a2rag.ingest.extract.isolated import IsolatedExtractor

    chunks = []
    for k in range(3):
        text = "Orla Brandt founded Tessaly Works in Bergen. " * 300
        doc = SourceDocument(
            id=f"d{k}", title="d", text=text, source="x", content_hash=content_hash("d", text)
        )
        chunks += chunk_document(doc, 200, 30)
    ex = IsolatedExtractor(settings, workers=1)
    out: list[object] = []
    worker = threading.Thread(target=lambda: out.extend(ex.extract(chunks)))
    worker.start()
    try:
        deadline = time.monotonic() + 60
        while ex._pool is None or not getattr(ex._pool, "_pool", None):
            assert time.monotonic() < deadline
            time.sleep(0.05)
        first = ex._pool
        time.sleep(1.0)  # the worker is loading spaCy or extracting: its task is taken
        os.kill(first._pool[0].pid, signal.SIGKILL)  # type: ignore[attr-defined]
        worker.join(120)
        assert not worker.is_alive()
        assert ex._pool is not first
    finally:
        ex.stop()
    assert [e.chunk_id for e in out] == [c.id for c in chunks]  # type: ignore[attr-defined]
    assert not any(e.error for e in out)  # type: ignore[attr-defined]
