"""The record of an event said by what and when ("the July 2024 fuel dock card payment
failure"), and a description's words without its dates: incident hops and comparisons of
incidents both find a record this way."""

from __future__ import annotations

import re

from a2rag.read.candidates import Unit
from a2rag.read.features import page_heading
from a2rag.read.sides import document_of, headed_document
from a2rag.read.values import MONTH_NAMES, WEEKDAY_NAMES
from a2rag.text.match import stem
from a2rag.text.stopwords import STOPWORDS

# an incident's code: 'INC-2024-031', 'INC-RC-2024-031', 'INC-2291'
CODE = r"[A-Z]{2,}[A-Z0-9]*(?:-[A-Z0-9]+)*-\d+[A-Z0-9]*"

_DATE_WORDS = re.compile(
    rf"\s*\b(?:(?:in|on|of|from)\s+)?(?:\d{{1,2}}\s+)?(?:{MONTH_NAMES})(?:\s+\d{{1,2}})?"
    r"(?:,?\s+(?:19|20)\d{2})?\b|\s*\b(?:in\s+)?(?<![\w-])(?:19|20)\d{2}(?![\w-])",
    re.IGNORECASE,
)


def without_dates(side: str) -> str:
    """A described side as an answer names it: 'the Quayside network outage' of 'the April
    2025 Quayside network outage' (the dates only told it from others)."""
    plain = " ".join(_DATE_WORDS.sub(" ", side).split())
    return plain if len(plain.split()) >= 2 else side


_WHEN_WORD = re.compile(rf"\b(?:{MONTH_NAMES}|{WEEKDAY_NAMES}|(?:19|20)\d\d)\b", re.I)
_DATE_FIELD = re.compile(
    r"^\W*(?:date(?:\s+(?:opened|raised|of\s+incident))?|incident\s+date|opened|started)\s*:"
    r"\s*(.+)$",
    re.I | re.M,
)


def event_record(event: str, units: list[Unit]) -> list[Unit]:
    """The record of an incident said by what and when ('the July 2024 fuel dock card payment
    failure'): of the documents dated (by a 'Date:' line, else their heading) in every month
    and year the description says, the one whose heading describes it without its dates."""
    plain = without_dates(re.sub(rf"\b(?:{WEEKDAY_NAMES})\s+", "", event))
    when = {w.casefold() for w in _WHEN_WORD.findall(event)}
    day = _DAY.search(event)
    # only a record of an incident: 'Capacity figures: stores and distribution centre' is
    # dated too, and may hold the description's words
    units = [u for u in units if _RECORD_HEADING.search(page_heading(u))]
    if when:
        dates: dict[str, tuple[str, str]] = {}  # chunk -> its document, what dates it
        for u in units:
            if u.chunk_id not in dates:
                dates[u.chunk_id] = (document_of(u), _date_text(u))
        dated = {
            doc
            for doc, text in dates.values()
            if when <= {w.casefold() for w in _WHEN_WORD.findall(text)}
        }
        if day is not None:
            # "on 15 December 2024": the one record of that day is the one described
            on_day = {doc for doc, text in dates.values() if doc in dated and _on_day(text, day)}
            if len(on_day) == 1:
                return [u for u in units if document_of(u) in on_day]
            dated = on_day
        units = [u for u in units if document_of(u) in dated]
        names = {w.casefold() for w in re.findall(r"\b[A-Z][\w-]*[a-z][\w-]*", plain)}
        if len(dated) == 1 and names and all(_in_heading(n, units) for n in names):
            # "where the ColdWatch gateway failed in October 2024": the one record of the
            # month whose heading names ColdWatch
            return units

    # 'the line 3 stoppage' names nothing: its number is not a word a heading must hold
    named = re.search(r"\b[A-Z]", plain) is not None
    doc = headed_document(plain, units, every_word=not named)
    return [u for u in units if doc is not None and document_of(u) == doc]


def _in_heading(word: str, units: list[Unit]) -> bool:
    return any(
        word in {w.casefold() for w in re.findall(r"[\w-]+", page_heading(u))} for u in units
    )


_RECORD_HEADING = re.compile(
    rf"\b(?:incident|post[\s-]?mortem|review|outage|failure|fault|{CODE})", re.I
)
_DAY = re.compile(rf"\b(?P<day>\d{{1,2}})\s+(?P<month>{MONTH_NAMES})\b", re.I)
_ISO_DATE = re.compile(r"\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b")


def _date_text(u: Unit) -> str:
    """What dates a unit's document: its 'Date:' line, else its heading (title and first
    line); ISO dates written out ('2024-07-27' as '27 July 2024')."""
    dated = _DATE_FIELD.search(u.chunk_text)
    said = dated.group(1) if dated else f"{u.title}\n{u.chunk_text.split(chr(10), 1)[0]}"
    months = MONTH_NAMES.split("|")
    return _ISO_DATE.sub(
        lambda m: (
            f"{int(m.group(3))} {months[int(m.group(2)) - 1]} {m.group(1)}"
            if 1 <= int(m.group(2)) <= 12
            else m.group(0)
        ),
        said,
    )


def _on_day(date_text: str, day: re.Match[str]) -> bool:
    """A document's date text holds the day of the month a description says."""
    return any(
        d.group("day").lstrip("0") == day.group("day").lstrip("0")
        and d.group("month").casefold() == day.group("month").casefold()
        for d in _DAY.finditer(date_text)
    )


def event_document(event: str, units: list[Unit]) -> str | None:
    """The document of the event's record (`event_record`), or None."""
    record = event_record(event, units)
    return document_of(record[0]) if record else None


# what a board decided of an item: "the system whose upgrade the CAB deferred on 9 October
# 2024", "... whose quarterly gazetteer load was approved on 18 June 2024"
_DECIDED = re.compile(
    r"\b(defer|approv|reject|postpon|declin|endors)(?:red|ring|ed|ing|es|s|e|al)?\b",
    re.IGNORECASE,
)
# the deciding body, which the row need not say: 'the CAB', 'the Change Board'
_BODY_WORDS = frozenset({"board", "group", "committee", "meeting", "panel", "forum"})


def decision_row(clause: str, units: list[Unit]) -> list[Unit]:
    """The one row of a dated document's table (a board's minutes) that records the decision
    a clause describes ("upgrade the CAB deferred on 9 October 2024": the minutes of that
    date, the row saying 'Deferred' and the most of the clause's other words, 'upgrade');
    empty when no row or two rows do."""
    decided = _DECIDED.search(clause)
    when = {w.casefold() for w in _WHEN_WORD.findall(clause)}
    if decided is None or not when:
        return []
    rest = _DATE_WORDS.sub(" ", clause[: decided.start()] + " " + clause[decided.end() :])
    words = {
        stem(w)
        for w in re.findall(r"\b[a-z][\w-]*", rest)  # lower case: 'CAB' names the body
        if w not in STOPWORDS and w not in _BODY_WORDS
    }
    if not words:
        return []
    day = _DAY.search(clause)
    scored: dict[int, tuple[int, Unit]] = {}
    for u in units:
        if not u.is_table or not u.cells:
            continue
        dated = _date_text(u)
        if not when <= {w.casefold() for w in _WHEN_WORD.findall(dated)}:
            continue
        if day is not None and not _on_day(dated, day):
            continue
        row = " ".join(u.cells)
        if not re.search(rf"\b{decided.group(1)}", row, re.IGNORECASE):
            continue
        said = {stem(w) for w in re.findall(r"[A-Za-z][\w-]*", row.lower())}
        overlap = len(words & said)
        if overlap:
            scored[id(u)] = (overlap, u)
    if not scored:
        return []
    best = max(n for n, _ in scored.values())
    top = [u for n, u in scored.values() if n == best]
    return top if len(top) == 1 else []
