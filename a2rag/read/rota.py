"""Who was on call on a day: the planned rota's row for the week holding the question's date,
with the swap log's entries for that day or week applied.

On-call rotas are tables of weeks ('Week commencing | Primary | Secondary'), and what
actually happened is in a swap log written as prose or as a table ('Primary changed from
Sam Pilbeam to Ruth Calloway', 'Rostered: X; Covered by: Y; Scope: Saturday 23 Nov only').
A question names a day ("on Saturday 20 April 2024") or a week ("for the week of 25 November
2024"); no field names it, and the candidate model cannot count days. The rule:

- the question asks for a person and names a date, and one of its words names a column of a
  table whose first date column says 'week' (or 'date'): that column's value in the row
  whose week holds the date (or whose date is the date) is the planned person;
- unless the question asks for the plan ('rostered', 'planned'), every line of the evidence
  that names the planned person, says a swap ('covered', 'changed', 'swapped', 'handed',
  'in place of', ...) and is not refused ('rejected', 'declined', 'withdrawn') is read: it
  applies when it is for the asked role (or names none) and covers the asked day (the dates
  or weekdays it limits itself to with 'only', 'from ... to ...') or, for a whole-week entry
  (or days that cover the whole week, as when two people trade weeks), the asked week; then
  the one other person it names outside 'approved by' / 'logged by' (in the clause that
  says the asked role, when it names several) is the answer;
- a swap line about the planned person in that week that the rule cannot place (its days,
  or who replaced whom) leaves the question to the other readers: no answer beats a guess.

A rule, not a fitted model: it shares the field rule's measured train accuracy.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.features import anchor_keys
from a2rag.read.lexical import has_phrase, norm_phrase
from a2rag.read.paged import PagedTeam, paged_team, through_team
from a2rag.read.periods import event_day, event_phrase, timing_phrase
from a2rag.read.question import Expected, QuestionFrame
from a2rag.read.values import MONTH_NAMES, MONTH_WORD, month_number, names_a_date
from a2rag.text.match import content_words

_MONTH = MONTH_WORD
# '18 Nov 2024', '13 May': a day of a month, its year if written
_DAY_MONTH = rf"\d{{1,2}}\s+{_MONTH}(?:\s+\d{{4}})?"
# 'Mon', 'Tues', 'Thursday', 'Sat', 'Sundays'
_DAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?s?\.?"
# '22 March 2025', '22 and 23 March', 'Saturday 7 and Sunday 8 September'
_DATE = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+(?:and|&)\s+(?:{_DAY}\s+)?(\d{{1,2}})(?:st|nd|rd|th)?)?"
    rf"\s+({_MONTH})\b\.?(?:,?\s+(\d{{4}}))?",
    re.IGNORECASE,
)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = re.compile(rf"\b({_DAY})(?![a-z])", re.IGNORECASE)
# 'Saturday 7', not the hour of 'Sat 09:00'
_WEEKDAY_DAY = re.compile(rf"\b{_DAY}\s+(\d{{1,2}})(?:st|nd|rd|th)?(?!\d|[:.]\d)", re.IGNORECASE)
_WEEKDAY_RANGE = re.compile(rf"\b({_DAY})\s+(?:to|until|-|–)\s+({_DAY})(?![a-z])", re.IGNORECASE)
# 'week commencing 13 May 2024', 'Rota week: 18 Nov 2024'
_WEEK_MARK = re.compile(
    rf"\b(?:rota\s+)?week(?:\s+(?:commencing|of|starting|beginning))?\s*:?\s*(?:{_DAY}\s+)?"
    rf"({_DAY_MONTH})",
    re.IGNORECASE,
)
_BOOKKEEPING = re.compile(
    rf"\b(?:logged|requested|raised|recorded|published|submitted|approved|agreed)\s*(?:on)?\s*:?\s*"
    rf"({_DAY_MONTH})",
    re.IGNORECASE,
)
_SWAP = re.compile(
    r"\b(?:swap\w*|cover\w*|changed|change|handed|hands|took|taken|takes|instead|in\s+place\s+of"
    r"|replac\w*|stepped\s+in|stand\w*\s+in|stood\s+in|hold|held|holds|relieved)\b",
    re.IGNORECASE,
)
_REFUSED = re.compile(
    r"\b(?:rejected|declined|withdrawn|cancell?ed|refused|not\s+approved|no\s+change|stands)\b",
    re.IGNORECASE,
)
# 'from Saturday 16 March 2024 09:00 to Monday 18 March 2024 09:00', 'Mon 18 Nov to Wed 20 Nov';
# not across a heading's colon or into the next 'from' ('...: X from 10 to 17 February and Y
# from 17 to 24 February' is two spans, read by _DAY_SPAN)
_FROM_TO = re.compile(
    rf"(?:\bfrom\s+)?(?:{_DAY}\s+)?({_DAY_MONTH})(?:(?!from\b)[^.;:\n]|:(?=\d))*?"
    rf"\b(?:to|until)\s+(?:{_DAY}\s+)?({_DAY_MONTH})(\s+\d{{1,2}}[:.]\d{{2}})?",
    re.IGNORECASE,
)
# '24 to 26 July only': the days of one month an entry covers
_DAY_SPAN = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:to|until|-|–)\s*(\d{{1,2}})(?:st|nd|rd|th)?"
    rf"\s+({_MONTH})\b\.?(?:,?\s+(\d{{4}}))?",
    re.IGNORECASE,
)
# a swap log table's column naming who actually served ('Planned | Actual', 'Covered by'):
# its row says the swap without a swap word
_LOGGED_COVER = re.compile(
    r"(?:^|;\s)(?:actual(?:\s+\w+)?|covered\s+by|(?:requested\s+)?cover|replacement|substitute"
    r"|stand[- ]in|swapped\s+(?:to|with))\s*:\s*([^;]+)",
    re.IGNORECASE,
)
# 'from Tuesday 16 September 09:00 to the end of the week': the rest of the entry's week
_TO_WEEK_END = re.compile(
    rf"\bfrom\s+(?:{_DAY}\s+)?({_DAY_MONTH})[^.;\n]*?\b(?:to|until|till)\s+the\s+end\s+of\s+"
    r"(?:the|that)\s+week\b",
    re.IGNORECASE,
)
# the longest span of days a swap of whole weeks covers (two weeks traded, ends included)
_SWAPPED_WEEKS_DAYS = 15
_PARTIAL = re.compile(rf"\bonly\b|\bnights?\b|\bfrom\s+(?:{_DAY}|\d)", re.IGNORECASE)
_WHOLE_WEEK = re.compile(r"\b(?:whole|full|entire)\s+week\b", re.IGNORECASE)
# a record's 'Key: value' line ('Covered by: Bethan Quarrie'), not a list item opening with a
# date ('- Logged 14 January 2025: ...')
_KEYED = re.compile(r"^\s*[A-Z][A-Za-z/&()'-]*(?:\s+[A-Za-z/&()'-]+){0,3}:\s")
_NOT_THE_COVER = re.compile(
    r"\b(?:approved|logged|authori[sz]ed|requested|confirmed|agreed|decision|decided|signed"
    r"|entered)\b",
    re.IGNORECASE,
)
_NAME = re.compile(r"\b[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)*(?:\s+[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)*)+")
# a rota week that changes hands at an hour after midnight: 'runs from Monday 08:00'
_HANDOVER_AFTER_MIDNIGHT = re.compile(
    rf"\bfrom\s+(?:{_DAY})\s+(?:at\s+)?(?!00[:.]00)\d{{1,2}}[:.]\d{{2}}", re.IGNORECASE
)
PLAN_ASKED = re.compile(
    r"\b(?:rostered|planned|scheduled|originally|according\s+to\s+the\s+(?:published\s+)?rota"
    r"|(?:the\s+)?published\s+rota|should\s+have\s+been\s+(?:the\s+)?(?:primary|secondary|on[- ]call))\b",
    re.IGNORECASE,
)
# the question asks what happened, not the plan: without the swap log the plan is no answer
_ACTUAL = re.compile(
    r"\b(?:actually|really|in\s+practice|ended\s+up|swaps?|swapped|covered|cover|acted|stood)\b",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[;.]\s+|,\s+(?:and\s+)?|\s+and\s+")
_CALENDAR = (*MONTH_NAMES.split("|"), *_WEEKDAYS)
_NOT_A_NAME = frozenset(
    w.lower()
    for w in (*_CALENDAR, *(c[:3] for c in _CALENDAR), "week", "primary", "secondary", "role",
              "scope", "covered", "rostered", "logged", "decision", "reason", "approved",
              "service", "desk")
)  # fmt: skip


@dataclass(frozen=True)
class RotaAnswer:
    text: str
    asked: str  # the question's date ('23 November 2024') or the event it names
    role: str  # the column read: 'Primary'
    week: dt.date
    swapped: bool  # the answer comes from a swap entry, not the plan
    candidate: Candidate
    paged: PagedTeam | None = None  # the team read through the runbook that pages it


def _dates(text: str, year: int) -> list[dt.date]:
    out: list[dt.date] = []
    for m in _DATE.finditer(text):
        month = month_number(m.group(3))
        if month is None:
            continue
        y = int(m.group(4)) if m.group(4) else year
        for day in filter(None, (m.group(1), m.group(2))):
            try:
                out.append(dt.date(y, month, int(day)))
            except ValueError:
                continue
    return out


def _in_week(day: dt.date, week: dt.date) -> bool:
    """Whether the day falls in the week that starts on `week`."""
    return week <= day < week + dt.timedelta(7)


def _one_date(text: str, year: int) -> dt.date | None:
    found = _dates(text, year)
    return found[0] if found else None


@dataclass
class _Row:
    unit: Unit
    start: dt.date
    weekly: bool
    column: int


# the planned person (written as NUL) says the days they kept: 'X covered Monday to Wednesday
# only', 'X worked the weekdays; ...'
_KEPT_DAYS = re.compile(
    r"\0(?:'s)?\s+(?:covered|worked|kept|did|held|remained\s+on\s+call\s+for)\b[^.;\n]*\bonly\b",
    re.IGNORECASE,
)
# what a line about who is on call says, when it is not on the rota's own page
_ROTA_WORD = re.compile(
    r"\b(?:on[- ]call|rota|roster|primary|secondary|backup|swap\w*|cover\w*|duty|pager|shift"
    r"|stand[- ]?by|handset|phone)\b",
    re.IGNORECASE,
)
_DATED_COLUMN = re.compile(r"\b(?:week|date)\b", re.IGNORECASE)
_ON_CALL = re.compile(r"\s*on[- ]call\s*", re.IGNORECASE)


def _asked_column(frame: QuestionFrame, header: list[str], skip: int) -> int | None:
    """The one column whose name's words are all the question's (the most words, if
    several are): 'Primary' of "who was primary on-call", 'Integration Services primary'."""
    best: list[tuple[int, int]] = []
    # 'research-computing' of the question is the 'Primary (research computing)' column's
    asked = frame.words | content_words(frame.text.replace("-", " "))
    for j, name in enumerate(header):
        words = content_words(name) - {"call"}
        if j == skip or not words or not words <= asked:
            continue
        best.append((len(words), j))
    if not best:
        # 'On call' beside 'Backup': the person "the on-call engineer" asks
        if not _ON_CALL.search(frame.text):
            return None
        plain = [j for j, name in enumerate(header) if j != skip and _ON_CALL.fullmatch(name)]
        return plain[0] if len(plain) == 1 else None
    top = max(n for n, _ in best)
    cols = [j for n, j in best if n == top]
    return cols[0] if len(cols) == 1 else None


def _rota_rows(frame: QuestionFrame, units: list[Unit], year: int) -> list[_Row]:
    rows: list[_Row] = []
    # the names the rota's page must say: not dates, nor the names of an event that dates the
    # week ("in the week of the Cairn outage")
    event = timing_phrase(frame).lower()
    names = [
        anchor_keys(frame, a)
        for a in frame.anchors
        if not names_a_date(a) and a.lower() not in event
    ]
    for u in units:
        if not u.is_table or not u.header or len(u.cells) != len(u.header):
            continue
        # 'Week beginning', not a 'Week' column of numbers before it
        dated = next(
            (
                j
                for j, h in enumerate(u.header)
                if _DATED_COLUMN.search(h) and _one_date(u.cells[j], year) is not None
            ),
            None,
        )
        if dated is None:
            continue
        start = _one_date(u.cells[dated], year)
        col = _asked_column(frame, u.header, dated)
        if start is None or col is None or not _NAME.search(u.cells[col]):
            continue
        if _names_unsaid(names, u):
            continue
        rows.append(_Row(u, start, "week" in u.header[dated].lower(), col))
    return rows


def _names_unsaid(names: list[list[str]], unit: Unit) -> bool:
    """The question names something (`names`: each name's forms, as `anchor_keys` gives
    them) the rota's page writes in none of its forms ('RUN-022' of "RUN-022 pages a team on
    call. Who was that team's primary ...?"): a rota of a team the question only reaches
    through it is not known to be that team's (deep mode's hops name the team)."""
    page = norm_phrase(f"{unit.title}\n{unit.chunk_text}")
    return any(not any(has_phrase(page, form) for form in forms) for forms in names)


def _covered_days(text: str, week: dt.date, year: int) -> set[dt.date] | None:
    """The days a partial entry covers: its dates (both ends of 'from A to B', each of '22
    and 23 March'), or its weekdays in the entry's week; None when it names none."""
    booked = {d for m in _BOOKKEEPING.finditer(text) for d in _dates(m.group(1), year)}
    marks = {d for m in _WEEK_MARK.finditer(text) for d in _dates(m.group(1), year)}
    # (first day, last day, whether the last is covered): a hand-back at a time on the last
    # day ('to Monday 22 April 08:00') leaves it to the next person; 'to Wed 20 Nov' covers it
    spans = [
        (_one_date(m.group(1), year), _one_date(m.group(2), year), not m.group(3))
        for m in _FROM_TO.finditer(text)
    ] or [
        (
            _one_date(f"{m.group(1)} {m.group(3)} {m.group(4) or year}", year),
            _one_date(f"{m.group(2)} {m.group(3)} {m.group(4) or year}", year),
            True,
        )
        for m in _DAY_SPAN.finditer(text)
    ]
    if not spans:
        spans = [
            (_one_date(m.group(1), year), week + dt.timedelta(6), True)
            for m in _TO_WEEK_END.finditer(text)
        ]
    if spans:
        out: set[dt.date] = set()
        for first, last, covered in spans:
            if first is None or last is None or last < first:
                return None
            span = (last - first).days + (1 if covered else 0)
            out |= {first + dt.timedelta(k) for k in range(max(span, 1))}
        return out
    days = [d for d in _dates(text, year) if d not in booked and d not in marks]
    if days:
        return set(days)
    ranged = _WEEKDAY_RANGE.search(text)
    if ranged:
        lo, hi = (_weekday(g) for g in ranged.groups())
        return {week + dt.timedelta(k) for k in range(lo, hi + 1)}
    named = {_weekday(m.group(1)) for m in _WEEKDAY.finditer(text)}
    return {week + dt.timedelta(k) for k in named} or None


def _unread_day(text: str, days: set[dt.date], year: int) -> bool:
    """Whether the entry names a day by its weekday ('Saturday 7') that no date read from it
    holds: the entry was misread, and the days it covers are not known."""
    said = {d.day for d in days} | {d.day for d in _dates(text, year)}
    return any(int(m.group(1)) not in said for m in _WEEKDAY_DAY.finditer(text))


def _weekday(name: str) -> int:
    """0 for 'Mon', 'Monday' or 'Mondays'."""
    return [w[:3] for w in _WEEKDAYS].index(name[:3].lower())


def _spans_the_week(text: str, week: dt.date, year: int) -> bool:
    """The entry's span of days ('13 to 19 January: X took primary ...') is the week."""
    if not _DAY_SPAN.search(text):
        return False
    days = _covered_days(text, week, year)
    return days is not None and {week + dt.timedelta(k) for k in range(7)} <= days


def _cover(text: str, planned: str, role_words: set[str]) -> str | None:
    """The one person an entry names besides the planned one, outside its 'approved by'
    clauses; of several, the one in the clause that says the asked role."""
    clauses = [c for c in _CLAUSE.split(text) if c.strip()]
    people: dict[str, set[str]] = {}
    for clause in clauses:
        if _NOT_THE_COVER.search(clause):
            continue
        for m in _NAME.finditer(clause):
            name = re.sub(r"['’]s$", "", m.group(0))
            words = name.lower().split()
            if name == planned or planned in name or any(w in _NOT_A_NAME for w in words):
                continue
            if content_words(name) <= role_words:
                continue  # 'Benefits Systems' of the entry's 'Revenues and Benefits Systems, ...'

            people.setdefault(name, set()).update(content_words(clause))
    if len(people) == 1:
        return next(iter(people))
    roled = [n for n, said in people.items() if said & role_words]
    return roled[0] if len(roled) == 1 else None


def rota_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> RotaAnswer | None:
    """Who held the asked on-call role on the asked day or week, the swap log applied; None
    when the question names no date, no rota row holds it, or a swap line is unclear. A team
    the question names through the runbook that pages it is read from the runbook's page
    (paged.py) when no rota names the runbook."""
    if frame.expected != Expected.PERSON or frame.options:
        return None
    found = _rota_answer(frame, units, cands)
    if found is not None:
        return found
    paged = paged_team(frame, units)
    if paged is None:
        return None
    found = _rota_answer(through_team(frame, paged), units, cands)
    return None if found is None else replace(found, paged=paged)


def _rota_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> RotaAnswer | None:
    asked = _DATE.search(frame.text)
    if asked is None:
        # "... in the week of the BinCab tablet sync outage?": the post-mortem dates it
        day = event_day(frame, units)
        if day is None:
            return None
        year, when = day.year, event_phrase(frame) or f"{day:%d %B %Y}"
    elif not asked.group(4):
        return None
    else:
        year, when = int(asked.group(4)), asked.group(0)
        day = _one_date(when, year)
    if day is None:
        return None
    per_week = re.search(r"\bweek\b", frame.text, re.IGNORECASE) is not None
    rows = [
        r
        for r in _rota_rows(frame, units, year)
        if (_in_week(day, r.start) if r.weekly else r.start == day)
    ]
    found = {(r.unit.cells[r.column].strip(), r.unit.header[r.column], r.start) for r in rows}
    if len(found) != 1:
        return None
    planned, role, week = next(iter(found))
    row = rows[0]
    if asked is None and day == week and _HANDOVER_AFTER_MIDNIGHT.search(row.unit.chunk_text):
        # 'Each on-call week runs from Monday 08:00': an incident on a Monday may have begun
        # before the handover, in the week before; the record's hour is not read here
        return None
    answer, swapped, entry = planned, False, row.unit.text
    if not PLAN_ASKED.search(frame.text):
        role_words = content_words(role) - {"call"}
        # the roles are the person columns', not the 'Week commencing' a swap line also says
        all_roles = set().union(
            *(content_words(h) for h in row.unit.header if not _DATED_COLUMN.search(h))
        ) - {"call"}
        covers: set[tuple[str, str]] = set()
        seen = False  # a line about the planned person in that week was read
        moved: list[str] = []
        entries = _entries(units, row.unit)
        for text in entries:
            if planned not in text:
                continue
            marks = [d for m in _WEEK_MARK.finditer(text) for d in _dates(m.group(1), year)]
            dates = _dates(text, year)
            if week not in marks and not any(_in_week(d, week) for d in dates):
                continue  # about another week
            seen = True
            if text not in row.unit.chunk_text and not _ROTA_WORD.search(text):
                continue  # 'Completed on 20 May by X ... the change': another page's news
            refused = _REFUSED.search(text) is not None
            if refused and len(set(marks)) > 1:
                return None  # a refusal in lines about several weeks: whose is not clear
            logged = _LOGGED_COVER.search(text)
            actual = logged.group(1).strip() if logged else None
            if refused or not (_SWAP.search(text) or logged):
                continue
            said_roles = content_words(text) & all_roles
            if said_roles and not said_roles & role_words:
                if actual == planned:
                    moved.append(text)  # the planned person took another role that week
                continue  # another role's swap
            if actual == planned:
                continue  # 'Planned: X; Actual: X': no change
            partial = bool(_PARTIAL.search(text) or _FROM_TO.search(text))
            if not partial and logged and week not in marks:
                # a log row's dates ('Dates: 7–8 September 2024'), not the whole week: its days
                partial = bool(_DAY_SPAN.search(text)) and not _spans_the_week(text, week, year)
            if not _WHOLE_WEEK.search(text) and (partial or _WEEKDAY.search(_strip_dates(text))):
                days = _covered_days(text, week, year)
                if days is None or _unread_day(text, days, year):
                    return None  # a partial swap whose days are not said, or not all read
                # 'Lewis held the phone from 10 to 17 February': the whole week; a change
                # freeze 'from 2 December to 6 January' is no swap of weeks
                whole = {week + dt.timedelta(k) for k in range(7)} <= days and (
                    max(days) - min(days)
                ).days <= _SWAPPED_WEEKS_DAYS
                if _KEPT_DAYS.search(text.replace(planned, "\0")):
                    if day in days and not per_week:
                        continue  # 'X covered Monday to Wednesday only': X kept those days
                    return None  # the days the planned person gave up: whose, not read
                if (per_week and not whole) or day not in days:
                    continue  # a swap of some days of the week: the week's holder stands
            elif week not in marks and not _spans_the_week(text, week, year):
                return None  # a swap in that week, not said to be for the whole week
            cover = (
                actual if actual and _NAME.fullmatch(actual) else _cover(text, planned, role_words)
            )
            if cover is None:
                return None
            covers.add((cover, text))
        if moved and not covers:
            swap = _role_swap(entries, moved, planned, role_words)
            if swap is None:
                return None  # the planned person moved roles; who took this one is unsaid
            covers.add(swap)
        if len({c for c, _ in covers}) > 1:
            return None
        if not covers and not seen:
            if _ACTUAL.search(frame.text) or not per_week:
                return None  # asked what happened (or of one day): no log line was read
            if _unread_log(units, row.unit, planned, week, year):
                return None  # a swap log names the planned person that week in lines not read
        if covers:
            (answer, entry), swapped = next(iter(covers)), True
    said = [c for c in cands if c.unit.text in entry or entry in c.unit.text]
    cand = next((c for c in said if c.text == answer), None)
    if cand is None:
        # the candidate lists parse only the units sharing the question's words: the log
        # line that names the cover may not be among them
        unit = next(
            (u for u in units if answer in u.text and (u.text in entry or entry in u.text)), None
        )
        if unit is None:
            return None
        cand = Candidate(answer, "PERSON", unit, 0, 0)
    return RotaAnswer(answer, when, role, week, swapped, cand)


def _role_swap(
    entries: list[str], moved: list[str], planned: str, role_words: set[str]
) -> tuple[str, str] | None:
    """Who held the asked role when its planned holder covered another role that week ('Role:
    Primary; Rostered: Tomasz Wierzbicki; Replacement: Leah Dunstan' for Leah, the planned
    secondary): the one person a note on that log entry (by its reference, 'SW-04') says took
    the asked role ("Leah Dunstan became primary and Tomasz Wierzbicki became secondary")."""
    found: set[tuple[str, str]] = set()
    for entry in moved:
        ref = _ENTRY_REF.match(entry)
        if ref is None:
            continue
        mark = re.compile(rf"(?<![\w-]){re.escape(ref.group(1).strip())}(?![\w-])")
        for text in entries:
            if text == entry or not mark.search(text) or not content_words(text) & role_words:
                continue
            cover = _cover(text, planned, role_words)
            if cover is not None:
                found.add((cover, text))
    return next(iter(found)) if len({c for c, _ in found}) == 1 else None


# a log row's reference, its first cell when it holds a digit ('Ref: SW-04; Logged: ...')
_ENTRY_REF = re.compile(r"^[^:;]{1,20}:\s*([A-Za-z]*[-/ ]?\d[\w/-]*)\s*;")


def _entries(units: list[Unit], rota: Unit) -> list[str]:
    """The evidence's lines other than the rota's rows: a table row as rendered; a record of
    'Key: value' lines ('Swap ID: SW-031', 'Period: ...', 'Covered by: ...') whole; else the
    line (list item, paragraph) of the chunk that holds the sentence, since a log entry's
    date and names may sit in different sentences of one item."""
    out: dict[str, None] = {}
    for u in units:
        if u.is_table:
            if not (u.chunk_id == rota.chunk_id and u.header == rota.header):
                out.setdefault(u.text)
            continue
        head = u.text[:60]
        block = next((b for b in u.chunk_text.split("\n\n") if head in b), u.text)
        lines = [ln for ln in block.split("\n") if ln.strip()]
        if len(lines) > 1 and all(_KEYED.match(ln) for ln in lines):
            out.setdefault("; ".join(ln.strip(" -*\t") for ln in lines))
            continue
        line = next((ln for ln in lines if head in ln), u.text)
        out.setdefault(line.strip(" -*\t"))
    return list(out)


def _unread_log(units: list[Unit], rota: Unit, planned: str, week: dt.date, year: int) -> bool:
    """Whether a chunk other than the rota's says a swap and names the planned person and a
    day of the week: a log whose entries the rule did not read as lines."""
    return any(
        planned in chunk
        and _SWAP.search(chunk)
        and any(_in_week(d, week) for d in _dates(chunk, year))
        for chunk in {u.chunk_text for u in units if u.chunk_id != rota.chunk_id}
    )


def _strip_dates(text: str) -> str:
    """The text without its dates: 'Monday 4 November 2024' of a week mark is no weekday the
    entry limits itself to."""
    return _DATE.sub(" ", re.sub(rf"\b{_DAY}\s+(?=\d)", " ", text, flags=re.I))
