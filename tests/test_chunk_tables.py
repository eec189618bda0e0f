"""Tables across chunk boundaries: cut between rows, the header repeated (CHUNK_FORMAT 3)."""

from __future__ import annotations

from a2rag.ingest.chunk import chunk_document
from a2rag.ingest.models import SourceDocument
from a2rag.read.candidates import units_of

_SITES = ["Kestle Moor", "Brindlecombe", "Ashgrove Lane"]


def _doc(rule: bool) -> SourceDocument:
    rows = [
        f"| Measure {k} per day, average | {100 + k} | {200 + k} | {300 + k} |" for k in range(40)
    ]
    header = "| Measure | " + " | ".join(_SITES) + " |"
    table = [header, *(["|---|---|---|---|"] if rule else []), *rows]
    text = "Capacity figures for 2023, from the plant systems.\n\n" + "\n".join(table)
    text += "\n\nFigures are rounded to the nearest ten."
    return SourceDocument(id="cap", title="Capacity", text=text, source="t", content_hash="h")


def test_a_long_table_is_cut_between_rows_and_each_chunk_repeats_its_header() -> None:
    for rule in (True, False):
        chunks = chunk_document(_doc(rule), 200, 30)
        assert len(chunks) >= 3
        for chunk in chunks:
            for line in chunk.text.splitlines():
                if line.startswith("|"):
                    assert line.endswith("|") and line.count("|") == 5, line  # never half a row
        for chunk in chunks[1:]:
            first = chunk.text.splitlines()[0]
            assert first.startswith("| Measure | Kestle Moor"), chunk.text[:80]
        # every data row of the table is in some chunk, whole
        rows = {ln for c in chunks for ln in c.text.splitlines() if ln.startswith("| Measure ")}
        assert len(rows) == 41


def test_a_row_in_a_continuation_chunk_keeps_its_column_names() -> None:
    """The reader reads 'Ashgrove Lane: 339' from a chunk that starts inside the table, with a
    '|---|' rule in the document or without one."""
    for rule in (True, False):
        last = chunk_document(_doc(rule), 200, 30)[-1]
        units = [u for u in units_of(last.id, 0, last.text) if u.is_table]
        row = next(u for u in units if u.cells and u.cells[0].startswith("Measure 39"))
        assert "Ashgrove Lane: 339" in row.text
        assert row.header[-1] == "Ashgrove Lane"


def test_a_chunk_opening_with_a_label_row_reads_it_as_the_header() -> None:
    """A document's table written without a '|---|' rule, starting a chunk: its label row is
    the header; a chunk opening with a data row still has none."""
    text = "| Measure | Kestle Moor | Ashgrove Lane |\n| Pallets per day | none | 1,240 |"
    (unit,) = units_of("c#2", 0, text)
    assert unit.text == "Measure: Pallets per day; Kestle Moor: none; Ashgrove Lane: 1,240"
    (data,) = units_of("c#3", 0, "| Pallets per day | none | 1,240 |")
    assert not any(data.header)
