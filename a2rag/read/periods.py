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

import datetime as dt
import re
from collections.abc import Collection

from a2rag.read.candidates import Candidate, Unit, located
from a2rag.read.event_records import event_document
from a2rag.read.lexical import clauses_around
from a2rag.read.question import QuestionFrame
from a2rag.read.sides import document_of, is_head_chunk, record_document
from a2rag.read.values import MONTH_NAMES, MONTH_WORD, month_number
from a2rag.text.sentences import split_sentences

_DATE = (
    rf"(?:\d{{1,2}}\s+(?:{MONTH_NAMES})\s+\d{{4}}|(?:{MONTH_NAMES})\s+\d{{1,2}},?\s+\d{{4}}"
    rf"|(?:{MONTH_NAMES})\s+\d{{4}}|(?<![\w-])(?:19|20)\d{{2}}(?![\w-]))"
)
DATE = _DATE  # a day, a month or a year, as the evidence writes it

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


def period_of(date: str) -> tuple[float, float] | None:
    """The interval a date names (a day, a month or a year), as `asked_interval` gives it."""
    return _span(date)


def _asked_matches(question: str, aside: Collection[str]) -> list[re.Match[str]]:
    """The question's 'in/before/since DATE' phrases, less those of `aside` dates."""
    return [m for m in _ASKED.finditer(question) if m.group(2) not in aside]


def asked_interval(question: str, aside: Collection[str] = ()) -> tuple[float, float] | None:
    """The time the question asks about, or None when it names none (or several); `aside`:
    dates that only pick a thing the question describes (`QuestionFrame.clause_dates`)."""
    found = _asked_matches(question, aside)
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


# the time of an event the question names instead of a date: "... at the time of the
# incident?", "... when the FleetWise telematics data gap happened?", "... for the week of
# the BinCab tablet sync outage?"
_AT_EVENT = re.compile(
    r"(?:\bat\s+the\s+time\s+of|(?<=\w\s)(?:when|while)|\bduring"
    # "in the week the X expired", "on the day of X", "on the night freezer FZ-4 failed"
    r"|\b(?:on|in|for|during|over)\s+the\s+(?:day|week|evening|night|morning|afternoon"
    r"|weekend)(?:\s+of|\s+(?:that|when|on\s+which|in\s+which))?(?=\s))"
    r"\s+(?P<event>.+?)"
    r"(?:\s+(?:happened|occurred|took\s+place|started|began|struck|hit|was\s+\w+))?\s*\?*\s*$",
    re.IGNORECASE,
)
# the line that dates a record ('Date: Saturday 18 January 2025')
_DATE_LINE = re.compile(rf"^\s*(?:date|incident date|occurred)\s*:\s*.*?({_DATE})", re.I | re.M)
# the first whole date of a record's opening sentence: 'On Monday 23 September 2024 at 06:00
# ...', 'INC-2024-031 began at 21:12 on Tuesday 14 May 2024'
_OPENS_DATED = re.compile(rf"\b(\d{{1,2}}\s+(?:{MONTH_NAMES})\s+\d{{4}})\b")
_DAY_DATE = re.compile(rf"\b(\d{{1,2}})\s+({MONTH_NAMES})\s+(\d{{4}})\b", re.IGNORECASE)


def event_date(frame: QuestionFrame, units: list[Unit]) -> str | None:
    """The date of the event the question times its value by, from the record of that event
    in the evidence: the one document whose heading describes the event (or names the
    question's codes, for "the incident"), dated by its 'Date:' line or its heading."""
    m = _AT_EVENT.search(frame.text)
    if m is None:
        return None
    event = m.group("event")
    codes = [a for a in frame.anchors if any(ch.isdigit() for ch in a)]
    # "when the Tormouth sorter stopped in March 2025": the record dated in that month whose
    # heading names Tormouth
    doc = record_document(event, codes, units) or event_document(event, units)
    if doc is None:
        return None
    mine = [u for u in units if document_of(u) == doc]
    for u in mine:
        dated = _DATE_LINE.search(u.chunk_text)
        if dated:
            return dated.group(1)
    dated_title = re.search(_DATE, mine[0].title) if mine else None
    if dated_title:
        return dated_title.group(0)
    # a record that opens by dating what happened: 'On Monday 23 September 2024 at 06:00 ...'
    heads = [u for u in mine if is_head_chunk(u.chunk_id)]
    if not heads:
        return None
    # the opening sentence, after a heading line the title repeats
    for _, sentence in split_sentences(heads[0].chunk_text[:600])[:2]:
        opening = _OPENS_DATED.search(sentence)
        if opening:
            return opening.group(1)
    return None


def event_phrase(frame: QuestionFrame) -> str | None:
    """The event the question times its value by ('the BinCab tablet sync outage')."""
    m = _AT_EVENT.search(frame.text) if asks_at_event(frame) else None
    return m.group("event") if m else None


def timing_phrase(frame: QuestionFrame) -> str:
    """The phrase that times the question ('the BookPoint outage on 25 July 2024' of "... for
    the week of the BookPoint outage on 25 July 2024?"), also where it gives a date: its names
    say when, not whose the value is."""
    m = _AT_EVENT.search(frame.text)
    return m.group("event") if m else ""


def event_interval(frame: QuestionFrame, units: list[Unit]) -> tuple[float, float] | None:
    """The day (or month) of the event the question names instead of a date."""
    date = event_date(frame, units)
    return _span(date) if date else None


def event_day(frame: QuestionFrame, units: list[Unit]) -> dt.date | None:
    """The event's day, when its record gives a whole date."""
    date = event_date(frame, units) if asks_at_event(frame) else None
    m = _DAY_DATE.search(date) if date else None
    month = month_number(m.group(2)) if m else None
    if m is None or month is None:
        return None
    try:
        return dt.date(int(m.group(3)), month, int(m.group(1)))
    except ValueError:
        return None


# an event phrase names its record: a name, a code or number, or an event's noun; "during
# business hours" or "when the desk is closed" is a condition, not an event
_EVENT_NOUN = re.compile(
    r"\b(?:outage|incident|failure|fault|breach|attack|cut|loss|gap|crash|migration|cutover|"
    r"upgrade|go-live|launch|flood|fire|storm|strike|test|drill|exercise|audit|inspection|"
    r"review|meeting|disruption|shutdown|closure|evacuation)s?\b",
    re.IGNORECASE,
)


_LEADS = {"the", "a", "an", "our", "its", "their", "this", "that", "last", "each", "every"}


def _names_a_record(event: str) -> bool:
    words = event.split()
    return (
        any(ch.isdigit() for ch in event)
        or any(w[:1].isupper() for w in words[1:] if w.lower() not in {"i"})
        or (bool(words) and words[0][:1].isupper() and words[0].lower() not in _LEADS)
        or _EVENT_NOUN.search(event) is not None
    )


def asks_at_event(frame: QuestionFrame) -> bool:
    """Whether the question times its value by an event, not a date."""
    m = _AT_EVENT.search(frame.text)
    if m is None or not _names_a_record(m.group("event")):
        return False
    if asked_interval(frame.text, frame.clause_dates) is None:
        return True
    # "when the Tormouth sorter stopped in March 2025": a month that only tells the event
    # apart from others; a whole day ('on 14 August 2024') is the time asked
    event, before = m.group("event"), frame.text[: m.start()]
    return (
        _DAY_DATE.search(event) is None
        and _MONTH_IN.search(event) is not None
        and _MONTH_IN.search(before) is None
    )


_MONTH_IN = re.compile(rf"\b(?:{MONTH_NAMES})\b", re.IGNORECASE)


def by_period(
    frame: QuestionFrame, cands: list[Candidate], units: list[Unit] | None = None
) -> tuple[set[int], set[int]]:
    """The candidates (by id) whose own period misses the time the question asks about, and
    those whose period covers some of it ('Previous system owner: Fiona Astley (until 31
    August 2024)' for "... before 1 September 2024?"); a candidate stating no period is in
    neither. Asked at the time of an event whose date the evidence does not give, every
    value with a period of its own misses: which one held then is unknown."""
    asked = asked_interval(frame.text, frame.clause_dates)
    unknown = False
    if asked is None and asks_at_event(frame):
        if units is None:
            units = list({id(c.unit): c.unit for c in cands}.values())
        asked = event_interval(frame, units)
        unknown = asked is None
    missing: set[int] = set()
    covering: set[int] = set()
    if asked is None and not unknown:
        return missing, covering
    for c in cands:
        if c.label in _DATED:
            continue  # a date's own period is no answer's
        at = c.unit.text.find(c.text)
        if at < 0:
            continue
        # a cell may hold the period with the value ('Martin Kearsley (from 1 February 2025)')
        inner = re.search(r"\s*[,(]", c.text)
        period = value_period(c.unit.text, at + (inner.start() if inner else len(c.text)))
        if period is not None:
            missed = asked is None or period[1] <= asked[0] or period[0] >= asked[1]
            (missing if missed else covering).add(id(c))
    return missing, covering


def held_at_another_time(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The candidates (by id) whose own period misses the time the question asks about, by
    the words after them or by the dated clause their sentence opens with."""
    return by_period(frame, cands)[0] | opened_at_another_time(frame, cands)


# a sentence that opens by dating what it says: 'From 2 June 2025 the gate opens at 05:15'
_OPENING = re.compile(
    rf"^\W*(from|since|as of|after|with effect from|effective|until|till|before|up to)\s+"
    rf"(?:the\s+)?({_DATE})\b",
    re.IGNORECASE,
)
_OPENS_UNTIL = frozenset({"until", "till", "before", "up to"})


def opened_at_another_time(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The candidates (by id) after a dated opening of their sentence that misses the time
    the question asks about: '05:15' of 'From 2 June 2025 the gate opens at 05:15' for
    "What time did the gate open before 2 June 2025?". A date candidate is its own period."""
    asked = asked_interval(frame.text, frame.clause_dates)
    if asked is None:
        return set()
    out: set[int] = set()
    for c in cands:
        if c.label == "DATE":
            continue
        m = _OPENING.match(c.unit.text)
        span = _span(m.group(2)) if m else None
        if m is None or span is None or c.unit.text.find(c.text, m.end()) < 0:
            continue
        start, stop = (
            (float("-inf"), span[1])
            if m.group(1).lower() in _OPENS_UNTIL
            else (span[0], float("inf"))
        )
        if stop <= asked[0] or start >= asked[1]:
            out.add(id(c))
    return out


def asked_dates(frame: QuestionFrame) -> set[str]:
    """The question's names that are the date of the time it asks about."""
    m = _asked_matches(frame.text, frame.clause_dates)
    if len(m) != 1:
        return set()
    return {a for a in frame.anchors if a.lower() in m[0].group(2).lower()}


_MONTH_WORD = re.compile(rf"\b{MONTH_WORD}\b", re.IGNORECASE)
_IN_MONTH = re.compile(
    rf"\b(?:in|on|during)\s+(?:the\s+)?(?:\d{{1,2}}\s+)?({MONTH_NAMES})(?:\s+\d{{1,2}},?)?\s+\d{{4}}\b",
    re.IGNORECASE,
)


def silent_on_the_asked_month(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The units (by id) whose document never names the month of the event the question
    dates ("the power outage at Dunmere in October 2024"): a value there ('a UPS that lasts
    about 40 minutes') is not that event's."""
    found = _IN_MONTH.findall(frame.text)
    if len(found) != 1:
        return set()
    month = month_number(found[0])
    if month is None:
        return set()
    out: set[int] = set()
    seen: dict[str, bool] = {}
    for c in cands:
        key = c.unit.chunk_id
        if key not in seen:
            text = f"{c.unit.title}\n{c.unit.chunk_text or c.unit.text}"
            seen[key] = any(month_number(w) == month for w in _MONTH_WORD.findall(text)) or bool(
                re.search(
                    rf"\b\d{{4}}-{month:02d}-\d{{2}}\b|\b\d{{1,2}}/{month:02d}/\d{{2,4}}\b", text
                )
            )
        if not seen[key]:
            out.add(id(c.unit))
    return out


_NEXT = re.compile(r"\b(?:next|upcoming|following|due)\b", re.IGNORECASE)
_LAST = re.compile(r"\b(?:last|previous|most\s+recent|latest|prior)\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.;]\s")


def of_another_occasion(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """Candidates (by id) whose clause dates the other occasion than the one asked: 'The board
    last inspected Saltmarsh in May 2024' for "When will the board next inspect ...?", and
    'next review due October 2025' for "When was it last reviewed?"."""
    asks_next, asks_last = _NEXT.search(frame.text), _LAST.search(frame.text)
    if bool(asks_next) == bool(asks_last):
        return set()
    other, own = (_LAST, _NEXT) if asks_next else (_NEXT, _LAST)
    out: set[int] = set()
    for c, text, at in located(cands):
        clause, _ = clauses_around(text, at, _CLAUSE_END)
        if other.search(clause) and not own.search(clause):
            out.add(id(c))
    return out
