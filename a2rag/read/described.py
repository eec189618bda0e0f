"""The row the question describes: "Which Halcyon Trader log status code marks an order that KPB
rejected inside its last-look window?" reads LL-REJ from the row 'Code: LL-REJ; Meaning: Order
rejected by the provider inside its last-look window'.

Reference tables pair a short value (a code, a port, a tier) with a description of what it
means or is for, and users ask for the value by retelling the description. The field rule
cannot read such a row (no cell holds a name the question gives), and the candidate model
sees a code that shares no word with the question. The rule: a table column is named by the
question's noun ('Code' for "which status code"), another cell of one row is a description
of three content words or more, at least three quarters of them the question's own, and no
other row is described as closely (two rows so described answer nothing); then the row's cell under that column is the answer.
Where the question names something, the table (its row, title or heading) must name one of
those names. A rule, measured with the field rule on the train split (`reader rescore`).
"""

from __future__ import annotations

from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.features import anchor_keys, names_anchor, topic_text
from a2rag.read.fields import _root, _roots, _same_word
from a2rag.read.lexical import content_words, norm_phrase
from a2rag.read.question import Expected, QuestionFrame

MIN_DESCRIPTION_WORDS = 3
MIN_COVER = 0.75  # share of the description's content words that the question says
_ASKS_A_THING = frozenset(
    {Expected.ENTITY, Expected.ORG, Expected.PLACE, Expected.OTHER, Expected.PERSON}
)


@dataclass(frozen=True)
class DescribedAnswer:
    text: str
    column: str
    description: str
    cover: float
    candidate: Candidate


def _asked_column(frame: QuestionFrame, unit: Unit) -> int | None:
    """The one column the question's noun names ('Code' for "which status code"): the noun
    is the column name's head, or every word of the name is the question's ('Temperature
    alarm' is no answer to "at what temperature is the store kept")."""
    noun = frame.asked_nouns[-1] if frame.asked_nouns else frame.head
    if not noun:
        return None
    head = _root(noun.lower().split()[-1])
    asked = {_root(w) for w in frame.words}
    named = [
        i
        for i, h in enumerate(unit.header)
        if head in _roots(h) and (_last_root(h) == head or _roots(h) <= asked)
    ]
    return named[0] if len(named) == 1 else None


def _last_root(header: str) -> str | None:
    words = header.lower().split()
    return _root(words[-1]) if words else None


def _names_one(frame: QuestionFrame, unit: Unit) -> bool:
    """The row or its table's topic names one of the question's names (if it gives any)."""
    if not frame.anchors:
        return True
    where = (norm_phrase(unit.text), norm_phrase(topic_text(unit)))
    return any(names_anchor(where, anchor_keys(frame, a)) for a in frame.anchors)


def described_answer(frame: QuestionFrame, units: list[Unit]) -> DescribedAnswer | None:
    """The value, under the column the question names, of the one row whose description the
    question retells; None when no row is described closely enough or two are."""
    if frame.options or frame.expected not in _ASKS_A_THING:
        return None
    asked = {_root(w) for w in frame.words}
    found: dict[str, DescribedAnswer] = {}
    for unit in units:
        if not unit.is_table or len(unit.cells) < 2:
            continue
        col = _asked_column(frame, unit)
        if col is None or col >= len(unit.cells) or not unit.cells[col].strip():
            continue
        value = unit.cells[col].strip()
        if norm_phrase(value) in norm_phrase(frame.text):
            continue  # the question gives this value: it asks something else
        for j, cell in enumerate(unit.cells):
            words = _roots(cell)
            if j == col or len(words) < MIN_DESCRIPTION_WORDS:
                continue
            cover = len(words & asked) / len(words)
            if cover < MIN_COVER or not _names_one(frame, unit):
                continue
            column = unit.header[col]
            cand = Candidate(value, "CELL", unit, 0, 0, column, column)
            found.setdefault(norm_phrase(value), DescribedAnswer(value, column, cell, cover, cand))
    return next(iter(found.values())) if len(found) == 1 else None


MIN_PICK_SHARE = 2 / 3  # share of the question's row-picking words one row must say


def picked_row_answer(frame: QuestionFrame, units: list[Unit]) -> DescribedAnswer | None:
    """The value, under the column the question names, of the one row of a table that the
    question picks by what its other cells say: "Which system's firmware update did the
    Change Board defer in June 2024?" is the 'System' of the minutes' row 'Firmware 5.2 |
    Deferred', not of a row approved that June. The picking words are the question's own,
    less its names, the table's column names and its page's title; one row must say at least
    two thirds of them and every other row at most half as many (so 'reject' picks the one
    rejected row, and two rows saying it pick none)."""
    if frame.options or frame.expected not in _ASKS_A_THING:
        return None
    named = set().union(*(content_words(a) for a in frame.anchors)) if frame.anchors else set()
    tables: dict[tuple[str, tuple[str, ...]], dict[str, Unit]] = {}
    for unit in units:
        if unit.is_table and len(unit.cells) >= 2 and not unit.keyed:
            tables.setdefault((unit.title, tuple(unit.header)), {}).setdefault(unit.text, unit)
    found: dict[str, DescribedAnswer] = {}
    for (title, header), by_text in tables.items():
        rows = list(by_text.values())
        col = _asked_column(frame, rows[0])
        if len(rows) < 2 or col is None:
            continue
        picking = content_words(frame.text) - named - content_words(title)
        picking -= set().union(*(content_words(h) for h in header))
        if not picking:
            continue
        said = sorted(
            ((_picked_by(picking, _other_cells(r, col)), r) for r in rows), key=lambda x: -x[0]
        )
        best, row = said[0]
        runner_up = said[1][0]
        if best < MIN_PICK_SHARE * len(picking) or 2 * runner_up > best:
            continue
        if col >= len(row.cells) or not row.cells[col].strip() or not _names_one(frame, row):
            continue
        value = row.cells[col].strip()
        if norm_phrase(value) in norm_phrase(frame.text):
            continue
        column = header[col]
        cand = Candidate(value, "CELL", row, 0, 0, column, column)
        picked = "; ".join(c for j, c in enumerate(row.cells) if j != col)
        found.setdefault(
            norm_phrase(value), DescribedAnswer(value, column, picked, best / len(picking), cand)
        )
    return next(iter(found.values())) if len(found) == 1 else None


def _picked_by(picking: set[str], cells: set[str]) -> int:
    """How many of the picking words the row's cells say ('defer' in 'Deferred')."""
    return sum(1 for w in picking if any(_same_word(w, c) for c in cells))


def _other_cells(row: Unit, col: int) -> set[str]:
    return set().union(*(content_words(c) for j, c in enumerate(row.cells) if j != col))
