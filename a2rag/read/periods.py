"""A value whose own dates say it did not hold at the time the question asks about.

'System owner: Rahul Penning (from 1 September 2024)' does not answer "Who was the system
owner of FareGate before 1 September 2024?", nor 'Account manager: Ana Roy (until March
2023)' "... in June 2024?". The question's time is an interval ('before D': up to D's start;
'in/on/during/as of D': D's day, month or year; 'after/since D': from D on) and the value's
period is read from the words right after it in its own clause ('(from D)', 'since D', 'until
D', 'D to D'). A value whose period misses the asked interval is about another time: never a
rule's answer, and at most a guess.
"""

from __future__ import annotations

import re

from a2rag.read.candidates import Candidate
from a2rag.read.question import QuestionFrame
from a2rag.read.values import MONTH_NAMES, month_number

_DATE = (
    rf"(?:\d{{1,2}}\s+(?:{MONTH_NAMES})\s+\d{{4}}|(?:{MONTH_NAMES})\s+\d{{1,2}},?\s+\d{{4}}"
    rf"|(?:{MONTH_NAMES})\s+\d{{4}}|(?<![\w-])(?:19|20)\d{{2}}(?![\w-]))"
)
_ASKED = re.compile(
    rf"\b(before|prior to|after|since|from|until|till|in|on|during|as of|at the start of)\s+"
    rf"(?:the\s+)?({_DATE})",
    re.IGNORECASE,
)
_FROM = re.compile(
    rf"\b(?:from|since|effective(?: from)?|with effect from|starting|started|appointed)\s+({_DATE})",
    re.IGNORECASE,
)
_UNTIL = re.compile(
    rf"\b(?:until|till|up to|to|ended|ending|left(?: in)?|through)\s+({_DATE})", re.IGNORECASE
)
_RANGE = re.compile(rf"({_DATE})\s*(?:-|–|—|to)\s*({_DATE})", re.IGNORECASE)
# the value's own clause: up to the end of its line, cell, sentence or clause
_CLAUSE_END = re.compile(r"[;\n|]|\.\s|,\s+(?:and|but|while|when)\b")
_DAY = 1 / 372
_DATED = frozenset({"DATE", "TIME"})


def _span(date: str) -> tuple[float, float] | None:
    """The interval [start, end) a date names: a day, a month or a year."""
    words = re.findall(r"[A-Za-z]+|\d+", date)
    year = next((int(w) for w in words if len(w) == 4 and w.isdigit()), None)
    if year is None:
        return None
    month = next((n for w in words if w.isalpha() and (n := month_number(w))), None)
    day = next((int(w) for w in words if w.isdigit() and len(w) <= 2), None)
    if month is None:
        return float(year), float(year + 1)
    start = year + (month - 1) / 12
    if day is None:
        return start, start + 1 / 12
    start += (day - 1) * _DAY
    return start, start + _DAY


def asked_interval(question: str) -> tuple[float, float] | None:
    """The time the question asks about, or None when it names none (or several)."""
    found = list(_ASKED.finditer(question))
    if len(found) != 1:
        return None
    how, date = found[0].group(1).lower(), found[0].group(2)
    span = _span(date)
    if span is None:
        return None
    if how in {"before", "prior to"}:
        return float("-inf"), span[0]
    if how == "after":
        return span[1], float("inf")
    if how in {"since", "from"}:
        return span[0], float("inf")
    if how in {"until", "till"}:
        return float("-inf"), span[1]
    return span


def value_period(text: str, end: int) -> tuple[float, float] | None:
    """The period the words right after a value (ending at `end`) give it, or None."""
    clause = _CLAUSE_END.split(text[end : end + 80], maxsplit=1)[0]
    start, stop = float("-inf"), float("inf")
    ranged = _RANGE.search(clause)
    if ranged:
        a, b = _span(ranged.group(1)), _span(ranged.group(2))
        if a is None or b is None:
            return None
        return a[0], b[1]
    said = False
    m = _FROM.search(clause)
    if m and (span := _span(m.group(1))):
        start, said = span[0], True
    m = _UNTIL.search(clause)
    if m and (span := _span(m.group(1))):
        stop, said = span[1], True
    return (start, stop) if said else None


def by_period(frame: QuestionFrame, cands: list[Candidate]) -> tuple[set[int], set[int]]:
    """The candidates (by id) whose own period misses the time the question asks about, and
    those whose period covers some of it ('Previous system owner: Fiona Astley (until 31
    August 2024)' for "... before 1 September 2024?"); a candidate stating no period is in
    neither."""
    asked = asked_interval(frame.text)
    missing: set[int] = set()
    covering: set[int] = set()
    if asked is None:
        return missing, covering
    for c in cands:
        if c.label in _DATED:
            continue  # a date's own period is no answer's
        at = c.unit.text.find(c.text)
        if at < 0:
            continue
        period = value_period(c.unit.text, at + len(c.text))
        if period is not None:
            missed = period[1] <= asked[0] or period[0] >= asked[1]
            (missing if missed else covering).add(id(c))
    return missing, covering


def held_at_another_time(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The candidates (by id) whose own period misses the time the question asks about."""
    return by_period(frame, cands)[0]


def asked_dates(frame: QuestionFrame) -> set[str]:
    """The question's names that are the date of the time it asks about."""
    m = list(_ASKED.finditer(frame.text))
    if len(m) != 1:
        return set()
    return {a for a in frame.anchors if a.lower() in m[0].group(2).lower()}
