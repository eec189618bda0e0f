"""Who holds a role now, from a table of who held it when: "Who is the account manager at
Northlight Data Services?" on a supplier page whose 'Account management history' table has
rows '| 1 November 2020 | 19 January 2024 | Bartholomew Ince |' and '| 20 January 2024 |
present | Keiko Tanaka-Reid |', or a 'Period' column saying 'until 31 May 2023' and 'from 1
June 2023'.

Every row names a holder in the asked column, so nearness and wording cannot tell the
current one from the former; the rows' own periods do. A row is open when its end cell says
'present' (or is empty) or its period is 'from D' with no end; closed when it ends on a date.
The rule answers only a question asking about now (no date, no event, no 'was', 'former' or
'previous'), from a table of at least two rows on a page naming the question's subject, when
exactly one row is open and every other row is closed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.currency import document_of
from a2rag.read.features import anchor_keys, names_anchor, page_heading
from a2rag.read.fields import names_field
from a2rag.read.lexical import norm_phrase
from a2rag.read.periods import asked_interval, asks_at_event, value_period
from a2rag.read.question import QuestionFrame

_NOW = re.compile(r"^\s*who(?:['’]s|\s+is)\b", re.I)
_PAST = re.compile(
    r"\b(?:was|were|former(?:ly)?|previous(?:ly)?|before|until|earlier|old|original(?:ly)?)\b",
    re.I,
)
# a history table's columns: when a row ended, its whole period; an end cell still running
END_COLUMN = re.compile(r"^\W*(?:to|until|till|end(?:ed)?|end\s+date|left)\W*$", re.I)
PERIOD_COLUMN = re.compile(r"^\W*(?:period|dates?|tenure|when|in\s+post)\W*$", re.I)
OPEN_END = re.compile(r"^\W*(?:present|current(?:ly)?|now|to\s+date|ongoing|date)?\W*$", re.I)
_DATED = re.compile(r"\b(?:19|20)\d\d\b")
_RUNS_ON = re.compile(r"\b(?:present|now)\W*$", re.I)


@dataclass(frozen=True)
class CurrentRow:
    text: str
    column: str
    candidate: Candidate


def _is_open(row: Unit) -> bool | None:
    """Whether the row's own period runs on to now (True), ended (False), or is not said."""
    said: bool | None = None
    for head, cell in zip(row.header, row.cells, strict=False):
        if END_COLUMN.match(head):
            if OPEN_END.match(cell):
                said = True
            elif _DATED.search(cell):
                return False
        elif PERIOD_COLUMN.match(head):
            # 'until 31 May 2023', '1 June 2023 to 31 May 2024': ended; 'from 1 June 2023' runs on
            period = value_period(cell, 0)
            if period is not None and period[1] != float("inf"):
                return False
            if period is not None or _RUNS_ON.search(cell):
                said = True
    return said


def current_row_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> CurrentRow | None:
    """The asked column of the one open row of a history table on the subject's page."""
    if not _NOW.match(frame.text) or _PAST.search(frame.text) or len(frame.anchors) != 1:
        return None
    if asked_interval(frame.text, frame.clause_dates) is not None or asks_at_event(frame):
        return None
    keys = anchor_keys(frame, frame.anchors[0])
    tables: dict[tuple[str, tuple[str, ...]], list[Unit]] = {}
    for u in units:
        if u.is_table and u.header and names_anchor((norm_phrase(page_heading(u)),), keys):
            tables.setdefault((document_of(u.chunk_id), tuple(u.header)), []).append(u)
    found: list[CurrentRow] = []
    for (_, header), rows in tables.items():
        asked = [h for h in header if names_field(frame, h)]
        if len(asked) != 1 or len(rows) < 2:
            continue
        column = asked[0]
        states = [_is_open(r) for r in rows]
        if states.count(True) != 1 or states.count(False) != len(rows) - 1:
            continue
        row = rows[states.index(True)]
        value = row.cells[header.index(column)] if header.index(column) < len(row.cells) else ""
        own = [c for c in cands if c.unit is row and c.text in value]
        own.sort(key=lambda c: -len(c.text))
        if own:
            found.append(CurrentRow(own[0].text, column, own[0]))
    return found[0] if len(found) == 1 else None
