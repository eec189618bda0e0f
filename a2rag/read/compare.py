"""Comparison questions ("Which came out first, A or B?"): find each side's value of the
compared attribute in the evidence and pick by the question's direction word.

A side's value is the first date (for time comparisons) or number (otherwise) in the best
evidence sentence that names the side. The comparison fires only when both sides have a
value and they differ; its answer's confidence is the accuracy measured on training data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.lexical import content_words, has_phrase, norm_phrase

_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ]
    )
}
_EARLY = re.compile(r"\b(first|earlier|earliest|older|oldest|before|sooner|preceded)\b", re.I)
_LATE = re.compile(
    r"\b(later|latest|last|younger|youngest|more recent(ly)?|most recent(ly)?|newer|newest|after)\b",
    re.I,
)
_MORE = re.compile(
    r"\b(more|most|larger|largest|bigger|biggest|higher|highest|longer|longest|greater|taller|tallest)\b",
    re.I,
)
_LESS = re.compile(
    r"\b(fewer|fewest|less|least|smaller|smallest|lower|lowest|shorter|shortest)\b", re.I
)
_TIMEY = re.compile(
    r"\b(born|die[ds]?|released?|founded|established|formed|published|came out|first|earlier|later|older|younger|ends?|began|started|opened|date)\b",
    re.I,
)
_DATE = re.compile(
    r"\b(?:(\d{1,2})\s+)?(January|February|March|April|May|June|July|August|September|October|"
    r"November|December)(?:\s+(\d{1,2}))?,?\s+(\d{3,4})\b|\b(1[0-9]{3}|20[0-9]{2})\b",
    re.I,
)
_NUMBER = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(hours?|minutes?|days?|weeks?|months?|years?)?", re.I)
_YEAR = re.compile(r"1[0-9]{3}|20[0-9]{2}")
_LIFESPAN = re.compile(
    r"\b(lived|live)( a)? longer\b|\blonger (life|lifespan)\b|\bolder age\b", re.I
)
_LENGTHY = re.compile(r"\b(how long|long|longer|longest|lasted|lasting|duration)\b", re.I)
_MINUTES = {"minute": 1, "hour": 60, "day": 1440, "week": 10080, "month": 43200, "year": 525600}


@dataclass
class Comparison:
    answer: str
    values: dict[str, str]
    direction: str
    units: dict[str, Unit]


def _date_value(text: str) -> tuple[float, str] | None:
    m = _DATE.search(text)
    if not m:
        return None
    if m.group(5):
        return float(m.group(5)), m.group(0)
    day = int(m.group(1) or m.group(3) or 1)
    month = _MONTHS[m.group(2).lower()]
    return int(m.group(4)) + (month - 1) / 12 + (day - 1) / 372, m.group(0)


def _lifespan(text: str) -> tuple[float, str] | None:
    """Years between the first two dates ('(22 May 1859 - 7 July 1930)'): a life's length."""
    dates = []
    for m in _DATE.finditer(text):
        v = _date_value(m.group(0))
        if v is not None:
            dates.append(v)
        if len(dates) == 2:
            break
    if len(dates) < 2 or not 0 < dates[1][0] - dates[0][0] < 130:
        return None
    return dates[1][0] - dates[0][0], f"{dates[0][1]} - {dates[1][1]}"


def _number_value(text: str) -> tuple[float, str] | None:
    """The first number, or the first duration with its adjacent parts ('3 hours 40 minutes')."""
    total = 0.0
    found = ""
    end = -1
    for m in _NUMBER.finditer(text):
        value = float(m.group(1).replace(",", ""))
        unit = (m.group(2) or "").lower().rstrip("s")
        if found and (
            unit not in _MINUTES or not re.fullmatch(r"\s*(and\s+)?", text[end : m.start()])
        ):
            break
        if unit in _MINUTES:
            total += value * _MINUTES[unit]
            found = (found + " " + m.group(0)).strip()
            end = m.end()
            continue
        return value, m.group(0)
    return (total, found) if found else None


def _without(text: str, names: list[str]) -> str:
    """The text with the sides' names blanked, so 'INC-2024-0107' gives no number."""
    for name in names:
        text = re.sub(re.escape(name), " ", text, flags=re.I)
    return text


def _attribute_words(question: str, options: list[str]) -> set[str]:
    """The question's words that name what is compared: not a side, not a direction."""
    sides: set[str] = set().union(*(content_words(o) for o in options))
    return {
        w
        for w in content_words(question) - sides
        if not any(rx.search(w) for rx in (_EARLY, _LATE, _MORE, _LESS))
    }


def compare(question: str, options: list[str], units: list[Unit]) -> Comparison | None:
    if len(options) != 2:
        return None
    early, late = bool(_EARLY.search(question)), bool(_LATE.search(question))
    more, less = bool(_MORE.search(question)), bool(_LESS.search(question))
    # 'newer', 'more recently', 'first' compare dates even without a date verb
    timey = (bool(_TIMEY.search(question)) and (early or late or more or less)) or early or late
    if not (early or late or more or less):
        return None
    attribute = _attribute_words(question, options)
    lengthy = bool(_LENGTHY.search(question))
    lifespan = bool(_LIFESPAN.search(question))
    if lifespan:  # "who lived longer": the years between birth and death, not a birth date
        timey, lengthy, more, less = False, False, True, False
    values: dict[str, tuple[float, str]] = {}
    where: dict[str, Unit] = {}
    for opt in options:
        key = norm_phrase(opt)
        best: tuple[int, int, int, int] | None = None
        for u in units:
            if not has_phrase(norm_phrase(u.text + " " + u.chunk_text[:200]), key):
                continue
            text = _without(u.text, options)
            v = _lifespan(text) if lifespan else _date_value(text) if timey else _number_value(text)
            if v is None:
                continue
            # the unit that states the compared attribute ('Inpatient beds: 640'), not the
            # side's first number ('roughly 410 a day' of its attendances); for 'lasted
            # longer', a duration
            is_span = bool(lengthy and re.search(r"[a-z]", v[1]))
            overlap = len(attribute & content_words(u.text))
            if not (timey or lifespan or is_span) and attribute and not overlap:
                continue  # a number in a sentence that says nothing of the compared attribute
            if not (timey or lifespan) and _YEAR.fullmatch(v[1].strip(" ,")):
                continue  # '2010' is when a band formed, not how many members it has
            # a passage that opens with the side's name before one that mentions it:
            # 'Arthur Conan Doyle. Sir Arthur ... (22 May 1859 - ...' over his son's page
            about = norm_phrase(u.chunk_text[: len(opt) + 40]).startswith(key)
            rank = (-is_span, -about, -overlap, u.chunk_rank)
            if best is None or rank < best:
                best = rank
                values[opt] = v
                where[opt] = u
    if len(values) != 2:
        return None
    (a, (va, sa)), (b, (vb, sb)) = values.items()
    if va == vb:
        return None
    if timey and (early or late):
        pick_low = early and not late
        # "older" of people compares birth dates: older = earlier
        direction = "earlier" if pick_low else "later"
    else:
        pick_low = less and not more
        direction = "smaller" if pick_low else "larger"
    winner = a if (va < vb) == pick_low else b
    return Comparison(answer=winner, values={a: sa, b: sb}, direction=direction, units=where)
