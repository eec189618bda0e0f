"""Whose value a line or cell gives: a directory's entries and a table's named columns.

Directory entries: a chunk of several records ('Supplier: Hartwell Controls' ... and
'Supplier: Corvid Mobile Networks' ...), each a paragraph of 'Key: value' lines.

A record's line answers only for the thing its own record names. "Who is the former account
manager at Corvid Mobile Networks?" is not answered by Hartwell's 'Former account manager'
line though both entries share a chunk (the chunk names Corvid): Corvid's entry lists none,
which is what a knowledge base that cannot answer looks like.

A table's columns named after things ('| Measure | Kestle Moor | Brindlecombe | Ashgrove Lane
|'): a cell under Brindlecombe is no value of Ashgrove Lane's, whose own cell may say 'not
applicable'.
"""

from __future__ import annotations

import functools
import re

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.features import named_keys, names_anchor
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import QuestionFrame

# a record's line: 'Account manager: Desmond Achterberg, 07700 900182'
_RECORD_KEY = re.compile(r"(?m)^[ \t*-]*([A-Z][\w ()/&'-]{0,40}):[ \t]")


@functools.lru_cache(maxsize=1024)
def _records(chunk: str) -> tuple[tuple[int, int], ...]:
    """The spans of a chunk's records: paragraphs of two or more 'Key: value' lines that
    share a key with another such paragraph (a directory's 'Supplier: Hartwell Controls ...
    Account manager: ...' entries, with or without a 'Supplier:' line); none when the chunk
    holds fewer than two."""
    spans: list[tuple[int, int, set[str]]] = []
    at = 0
    for block in re.split(r"(\n[ \t]*\n)", chunk):
        keys = {k.strip().lower() for k in _RECORD_KEY.findall(block)}
        if len(keys) >= 2:
            spans.append((at, at + len(block), keys))
        at += len(block)
    return tuple(
        (s, e)
        for k, (s, e, keys) in enumerate(spans)
        if any(keys & other for j, (_, _, other) in enumerate(spans) if j != k)
    )


def record_of_another(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The units (by id) in a record that names none of the question's names while another
    record of its chunk names one: "Who is the former account manager at Corvid Mobile
    Networks?" is not answered by the 'Former account manager' line of Hartwell Controls'
    entry in the same supplier directory (Corvid's entry lists none); nor is a supplier the
    directory names only outside its entries ("... have no named contacts here"); and the
    table rows of another level than the question names (`row_of_another_level`)."""
    out = row_of_another_level(frame, cands)
    keys = named_keys(frame)
    if not keys:
        return out
    by_chunk: dict[str, list[tuple[int, int, bool]]] = {}
    for unit in {id(c.unit): c.unit for c in cands}.values():
        chunk = unit.chunk_text
        if unit.chunk_id not in by_chunk:
            # a record with the heading right above it ('Tessaract MTF.'), which names it
            headed = [(_headed_at(chunk, s), s, e) for s, e in _records(chunk)]
            by_chunk[unit.chunk_id] = [
                (h, e, any(names_anchor((norm_phrase(chunk[h:e]),), k) for k in keys))
                for h, s, e in headed
            ]
        records = by_chunk[unit.chunk_id]
        if not records:
            continue
        if not any(named for _, _, named in records) and not _named_outside(chunk, records, keys):
            continue
        at = chunk.find(unit.text[:60])
        own = next(((s, e, n) for s, e, n in records if s <= at < e), None) if at >= 0 else None
        if own is not None and not own[2]:
            out.add(id(unit))
    return out


def own_record(unit: Unit) -> str:
    """The text of the directory record a unit stands in (heading included), or '' when it
    stands in none: 'Contract reference: PR-2021-09, expires 31 August 2028' is said of the
    'Supplier: Pellham Radio Networks' its record opens with."""
    chunk = unit.chunk_text
    at = chunk.find(unit.text[:60])
    if at < 0:
        return ""
    for s, e in _records(chunk):
        h = _headed_at(chunk, s)
        if h <= at < e:
            return chunk[h:e]
    return ""


def _headed_at(chunk: str, start: int) -> int:
    """Where the one-line heading right above a record starts ('Tessaract MTF.' then a blank
    line), or the record's own start when none is."""
    before = chunk[:start].rstrip()
    line_at = before.rfind("\n") + 1
    line = before[line_at:].strip()
    blank = chunk[line_at - 2 : line_at] if line_at >= 2 else ""
    if (
        line
        and ":" not in line
        and len(line.split()) <= MAX_HEADING_WORDS
        and (line_at == 0 or blank.strip() == "")
    ):
        return line_at
    return start


MAX_HEADING_WORDS = 8


def _named_outside(chunk: str, records: list[tuple[int, int, bool]], keys: list[list[str]]) -> bool:
    """Whether the chunk names one of the question's names outside its records: 'Pilotdesk
    Ltd (SYS-08) ... have no named contacts here', in a directory's notes, is an entry the
    directory does not hold, so no record of it answers for it."""
    cut, at = [], 0
    for s, e, _ in sorted(records):
        cut.append(chunk[at:s])
        at = e
    cut.append(chunk[at:])
    rest = norm_phrase(" ".join(cut))
    return any(names_anchor((rest,), k) for k in keys)


def under_another_column(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The candidates (by id) in a table cell whose column is named after another thing than
    the one the question names, in a table that has a column named after the question's:
    "What is the design number of finished units per day at Ashgrove Lane?" is not the
    '130,000' under Brindlecombe beside Ashgrove Lane's 'not applicable'."""
    keys = named_keys(frame)
    if not keys:
        return set()

    def named(header: str) -> bool:
        return any(names_anchor((norm_phrase(header),), k) for k in keys)

    out: set[int] = set()
    for c in cands:
        header = c.unit.header
        if not c.unit.is_table or not c.column or len(header) < 3:
            continue
        a_name = re.search(r"[A-Z]", c.column[1:]) or len(c.column.split()) == 1
        if (
            any(named(h) for h in header[1:])
            and not named(c.column)
            and c.column[:1].isupper()
            and a_name
        ):
            out.add(id(c))
    return out


# a level, tier or priority a cell holds: '1', 'P2', 'Tier 3'
_LEVEL = re.compile(r"(?:(?P<word>[A-Za-z]+)\s+)?(?P<prefix>[A-Za-z]{0,4})(?P<n>\d{1,2})")


def row_of_another_level(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The table rows (by unit id) whose level cell is not the level the question names: the
    'Tier: 1' row for "What is the recovery point objective for tier 2 systems?", the 'P2'
    row for "... a P1 incident?". The question names a level by the column's name or the
    cell's own word before the number ('tier 2'), or by the cell's letters ('P1'), or by the
    word they shorten ('Severity 2' of the 'Sev2' row)."""
    out: set[int] = set()
    for unit in {id(c.unit): c.unit for c in cands}.values():
        if not unit.is_table:
            continue
        for column, cell in zip(unit.header, unit.cells, strict=False):
            m = _LEVEL.fullmatch(cell.strip())
            if m is None:
                continue
            prefix = m.group("prefix")
            if len(prefix) >= 3:
                # 'Sev3' of a question's "Severity 2": the word it shortens
                level = rf"\b{re.escape(prefix)}[a-z]*\s?(\d{{1,2}})\b"
            elif prefix:
                level = rf"\b{re.escape(prefix)}\s?(\d{{1,2}})\b"
            else:
                word = m.group("word") or (column.split() or [""])[-1]
                if not word.isalpha():
                    continue
                level = rf"\b{re.escape(word)}\s+(\d{{1,2}})\b"
            said = re.findall(level, frame.text, re.IGNORECASE)
            if said and m.group("n") not in said:
                out.add(id(unit))
                break
    return out


# a level a sentence or question names: 'P1', 'Sev 2', 'severity 3', 'Tier 1', 'priority 2'
_LEVEL_NAMED = re.compile(
    r"\b(P|Sev|Severity|Priority|Tier|Level|Cat|Category)\s?-?(\d{1,2})\b", re.IGNORECASE
)


def _levels(text: str) -> dict[str, set[str]]:
    """The levels a text names, by family ('p': {'1'}; 'Sev2' and 'severity 2' are one)."""
    out: dict[str, set[str]] = {}
    for m in _LEVEL_NAMED.finditer(text):
        family = m.group(1).lower()
        family = {"severity": "sev", "priority": "p", "category": "cat"}.get(family, family)
        out.setdefault(family, set()).add(m.group(2))
    return out


def names_another_level(question: str, text: str) -> bool:
    """A sentence that names another level of a family the question names, and not the
    question's: 'For a P2 the response target was 1 hour' for "the P1 response target"."""
    said = _levels(text)
    return any(
        family in said and not numbers & said[family]
        for family, numbers in _levels(question).items()
    )
