"""A clock time as the condition it falls under: "What is the resolution target for a P2
incident logged at 21:00 on a Wednesday?" asks the out-of-hours column, because the evidence
defines business hours as '08:00 to 18:00, Monday to Friday'.

Service-level tables key their targets by business hours and out of hours, and the question
gives a time instead. When the evidence states one definition of business hours (a start, an
end and, optionally, the weekdays), the question's time (and weekday, if it names one) is
placed inside or outside them, and the question is read as asking "in business hours" or "out
of hours". A time inside the hours with no weekday named is left as it is: it may fall on a
weekend.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.values import MONTH_NAMES, WEEKDAY_NAMES

_CLOCK = r"(\d{1,2})[:.](\d{2})"
_ASKED_TIME = re.compile(rf"\b(?:at|around|about|by)\s+{_CLOCK}\b(?:\s*([ap])\.?m\.?)?", re.I)
_DAYS = tuple(WEEKDAY_NAMES.lower().split("|"))
_DAY = re.compile(rf"\b(?:on\s+(?:a\s+)?)?({WEEKDAY_NAMES})s?\b", re.I)
_WEEKEND = re.compile(r"\b(?:on\s+(?:a|the)\s+)?weekends?\b", re.I)
_HOURS = re.compile(
    rf"\bbusiness\s+hours\b[^.\n|]{{0,60}}?\b(?:are|is|mean|means|run|:)\s+(?:from\s+)?"
    rf"{_CLOCK}\s*(?:to|-|–|until|and)\s*{_CLOCK}(?P<days>[^.\n|]{{0,60}})",
    re.IGNORECASE,
)
# a question that already says which hours it asks
_SAID = re.compile(r"\b(?:business|office|working)\s+hours\b|\bout[\s-]+of[\s-]+hours\b", re.I)
_DAY_RANGE = re.compile(rf"\b({WEEKDAY_NAMES})\s*(?:to|-|–)\s*({WEEKDAY_NAMES})\b", re.I)
# "... at 21:00 on a Wednesday in March": a month with no day, under the one definition of
# business hours the evidence gives, changes nothing
_BARE_MONTH = re.compile(rf"\b(?:in|during)\s+({MONTH_NAMES})\b(?!\s+\d)", re.I)


@dataclass(frozen=True)
class HoursSaid:
    """The question with its clock time said as the condition it falls under, and the words
    of the question that condition now stands for (the time, the weekday, a bare month): they
    are the question's circumstances, not names the evidence must write."""

    question: str
    consumed: tuple[str, ...]


def _minutes(hour: str, minute: str, half: str | None = None) -> int:
    h = int(hour) % 24
    if half and half.lower() == "p" and h < 12:
        h += 12
    if half and half.lower() == "a" and h == 12:
        h = 0
    return h * 60 + int(minute)


def _business_hours(units: list[Unit]) -> tuple[int, int, frozenset[int] | None] | None:
    """The one definition of business hours the evidence states: (start, end, weekdays)."""
    found: set[tuple[int, int, frozenset[int] | None]] = set()
    for u in units:
        for m in _HOURS.finditer(u.text):
            start, end = _minutes(m.group(1), m.group(2)), _minutes(m.group(3), m.group(4))
            span = _DAY_RANGE.search(m.group("days"))
            days = None
            if span is not None:
                a, b = _DAYS.index(span.group(1).lower()), _DAYS.index(span.group(2).lower())
                days = frozenset(range(a, b + 1)) if a <= b else None
            found.add((start, end, days))
    return next(iter(found)) if len(found) == 1 else None


def hours_condition(question: str, units: list[Unit]) -> HoursSaid | None:
    """The question with its clock time (and weekday) said as the condition it falls under,
    or None when it names no time or the evidence defines no business hours."""
    asked = _ASKED_TIME.search(question)
    if asked is None or _SAID.search(question):
        return None
    hours = _business_hours(units)
    if hours is None:
        return None
    start, end, days = hours
    minute = _minutes(asked.group(1), asked.group(2), asked.group(3))
    day = _DAY.search(question)
    weekend = _WEEKEND.search(question)
    if not start <= minute < end:
        inside = False
    elif day is not None and days is not None:
        inside = _DAYS.index(day.group(1).lower()) in days
    elif weekend is not None and days is not None and not {5, 6} & days:
        inside = False
    else:
        return None
    said = "in business hours" if inside else "out of hours"
    consumed = [question[asked.start(1) : asked.end()].strip()]
    text = question[: asked.start()] + said + question[asked.end() :]
    for pattern in (_DAY, _WEEKEND, _BARE_MONTH):
        found = pattern.search(text)
        if found is not None:
            consumed.append(found.group(found.lastindex or 0))
            text = text[: found.start()] + text[found.end() :]
    text = re.sub(r"\s+([?,.])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()
    return HoursSaid(text, tuple(consumed))
