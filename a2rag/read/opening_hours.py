"""When a desk opens or closes on the day and in the season the question asks: "What time does
the service desk close on Saturdays during the peak season?" is '20:00' of the 'Peak season'
row's 'Saturday' cell, not the standard row's '13:00' beside it.

Opening hours are written as a grid (a period per row, a day per column), as rows of period,
days and hours, as a list of 'Saturday: 09:00 to 13:00' under a heading naming the period, or
in prose ('from 07:00 to 20:00 on weekdays and from 08:00 to 14:00 on Saturdays'). The
candidate model sees a dozen times alike. This rule reads each statement as (days, period,
from, to), keeps those whose days hold the asked day and whose period is the asked one (the
standard hours when the question names no season or says "outside" it), and answers when one
range remains: its first time for "open" or "start", its second for "close" or "finish", the
range for "hours". The unit must be about the asked thing ('service desk' said in it, its
page's title or its topic).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import KEY_VALUE, Candidate, Unit
from a2rag.read.features import page_heading, topic_text
from a2rag.read.lexical import content_words
from a2rag.read.question import QuestionFrame
from a2rag.read.values import month_number
from a2rag.text.stopwords import STOPWORDS

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_BANK_HOLIDAY = 7
_ASKED = re.compile(
    r"^\s*(?:(?P<lead>[^?]*?),\s*)?(?:at\s+)?what\s+time\s+(?:does|do|will)\s+(?P<thing>.+?)\s+"
    r"(?P<verb>open|close|start|finish|end)\b(?P<rest>[^?]*)\?\s*$"
    r"|^\s*(?:(?P<lead2>[^?]*?),\s*)?what\s+are\s+(?P<thing2>.+?)['’]s?\s+(?P<rest2>[^?]*?)\bhours\b"
    r"(?P<rest3>[^?]*)\?\s*$",
    re.IGNORECASE,
)
_TIME = r"(?:\d{1,2}[:.]\d{2}|\d{1,2}\s?(?:am|pm)|midnight|noon)"
_RANGE = re.compile(rf"({_TIME})\s*(?:to|-|–|—|until|till)\s*({_TIME})", re.IGNORECASE)
_PROSE = re.compile(
    rf"(?:from\s+)?({_TIME})\s*(?:to|-|–|—|until|till)\s*({_TIME})\s+(?:on|at)\s+"
    r"((?:[a-z]+(?:\s+|,\s*)){0,5}?(?:days?|weekdays|weekends?|holidays|"
    r"mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?))\b",
    re.IGNORECASE,
)
# what makes a sentence's hours a season's: 'During the summer peak the desk opens ...'
_SEASON_CUE = re.compile(
    r"\b(?:peak|season|christmas|summer|winter|spring|autumn|easter|shutdown|festival|during|"
    r"between|term)\b",
    re.I,
)
# a period that is the usual one
_STANDARD = re.compile(r"\b(?:standard|normal|usual|ordinary|regular|core|outside)\b", re.I)
# words of a question or a period that name no season
_PLAIN = frozenset(
    {"period", "season", "seasons", "time", "times", "week", "weeks", "hour", "hours", "the",
     "day", "days", "desk", "service", "during", "in", "on", "a", "an", "at", "over", "while",
     "it", "mid", "each", "every", "year", "open", "opening", "staffed", "phone", "line"}
)  # fmt: skip


# words of a period that say no season: days, joins, and the plain words above
_NOT_SEASON = (
    _PLAIN
    | STOPWORDS
    | frozenset(_DAYS)
    | frozenset(d + "s" for d in _DAYS)
    | {"weekday", "weekdays", "weekend", "weekends", "bank", "holiday", "holidays"}
    | {"to", "and", "or", "of", "from", "until", "till", "closed"}
)


@dataclass(frozen=True)
class Hours:
    days: frozenset[int]
    period: str
    opens: str
    closes: str
    said: str  # the range as written: '07:00-17:00'
    unit: Unit


@dataclass(frozen=True)
class HoursAnswer:
    text: str
    day: str
    period: str
    candidate: Candidate


def days_of(text: str) -> frozenset[int]:
    """The days a phrase names: 'Monday to Friday', 'weekends and bank holidays', 'Thursday
    to Sunday', 'Saturday and Sunday'; empty for none."""
    low = text.lower()
    out: set[int] = set()
    if re.search(r"\bweek\s?days?\b|\bmon(?:day)?\s*(?:to|-|–)\s*fri(?:day)?\b", low):
        out |= {0, 1, 2, 3, 4}
    if re.search(r"\bevery\s+day\b|\bdaily\b|\bseven\s+days\b|\ball\s+week\b", low):
        out |= {0, 1, 2, 3, 4, 5, 6}
    if re.search(r"\bweekends?\b", low):
        out |= {5, 6}
    if re.search(r"\bbank\s+holidays?\b|\bpublic\s+holidays?\b", low):
        out.add(_BANK_HOLIDAY)
    names = rf"({'|'.join(_DAYS)})s?"
    for m in re.finditer(rf"\b{names}\s*(?:to|-|–)\s*{names}\b", low):
        a, b = _DAYS.index(m.group(1)), _DAYS.index(m.group(2))
        out |= set(range(a, b + 1)) if a <= b else set(range(a, 7)) | set(range(0, b + 1))
    for m in re.finditer(rf"\b{names}\b", low):
        out.add(_DAYS.index(m.group(1)))
    return frozenset(out)


def _season_words(text: str) -> set[str]:
    """The words that say which season: 'christmas', 'peak' of 'the Christmas peak'."""
    words = set(re.findall(r"[a-z]+", text.lower())) - _NOT_SEASON
    return {w for w in words if month_number(w) is None}


def _months(text: str) -> list[int]:
    return [n for w in re.findall(r"[A-Za-z]+", text) if (n := month_number(w)) is not None]


def _spans_month(period: str, month: int) -> bool:
    months = _months(period)
    if not months:
        return False
    if len(months) == 1:
        return months[0] == month
    a, b = months[0], months[-1]
    return a <= month <= b if a <= b else month >= a or month <= b


def _heading_of(unit: Unit) -> str:
    """The line a list item stands under ('Christmas peak hours, 23 November 2024 to 4
    January 2025:', 'Peak period hours (15 November to 10 January)'), or '' when the list has
    none."""
    lines = unit.chunk_text.split("\n")
    at = next((i for i, ln in enumerate(lines) if unit.text[:40] in ln), None)
    if at is None:
        return ""
    for ln in reversed(lines[:at]):
        s = ln.strip()
        if not s:
            continue
        if re.match(r"^[-*\u2022]\s", s) or days_of(s.split(":", 1)[0]):
            continue  # another item of the same list
        short = len(s.split()) <= 10 and not _RANGE.search(s)
        return s if s.endswith(":") or short else ""
    return ""


def _statements(unit: Unit) -> list[Hours]:
    """Each (days, period, from, to) a unit states."""
    out: list[Hours] = []
    if unit.is_table:
        cells = [c.strip() for c in unit.cells]
        header = [h.strip() for h in unit.header] + [""] * len(cells)
        day_columns = [(i, days_of(header[i])) for i in range(len(cells)) if days_of(header[i])]
        if day_columns:
            period = cells[0] if not days_of(header[0]) else ""
            for i, days in day_columns:
                m = _RANGE.search(cells[i])
                if m:
                    out.append(Hours(days, period, m.group(1), m.group(2), m.group(0), unit))
            return out
        day_cells = [i for i, c in enumerate(cells) if days_of(c) and not _RANGE.search(c)]
        hour_cells = [i for i, c in enumerate(cells) if _RANGE.fullmatch(c.strip())]
        if len(day_cells) == 1 and len(hour_cells) == 1:
            m = _RANGE.search(cells[hour_cells[0]])
            period = cells[0] if day_cells[0] != 0 and hour_cells[0] != 0 else ""
            if m:
                out.append(
                    Hours(
                        days_of(cells[day_cells[0]]),
                        period,
                        m.group(1),
                        m.group(2),
                        m.group(0),
                        unit,
                    )
                )
        return out
    key, colon, value = unit.text.lstrip("-*\u2022 ").partition(":")
    if colon and days_of(key) and len(key.split()) <= 6:
        m = _RANGE.search(value)
        if m:
            out.append(
                Hours(days_of(key), _heading_of(unit), m.group(1), m.group(2), m.group(0), unit)
            )
        return out
    # a season the sentence names dates its hours: 'During the peak, the desk opens ...'
    period = _RANGE.sub(" ", unit.text) if _SEASON_CUE.search(unit.text) else ""
    for m in _PROSE.finditer(unit.text):
        days = days_of(m.group(3))
        if days:
            said = f"{m.group(1)} to {m.group(2)}"
            out.append(Hours(days, period, m.group(1), m.group(2), said, unit))
    return out


def _about(unit: Unit, thing: set[str], head: str) -> bool:
    """The unit's hours are the asked thing's: its words said in the unit, its page's title or
    its topic, and, in a sentence (which names its own subject), its head noun in the sentence:
    not 'Contact centre hours are ...' on the service desk's page."""
    said = content_words(f"{unit.text}\n{page_heading(unit)}\n{topic_text(unit)}")
    if not thing <= said:
        return False
    return unit.is_table or bool(KEY_VALUE.match(unit.text)) or head in content_words(unit.text)


def hours_answer(frame: QuestionFrame, units: list[Unit]) -> HoursAnswer | None:
    """The opening or closing time (or the hours) of the asked thing on the asked day in the
    asked season, when the evidence states one."""
    m = _ASKED.match(frame.text)
    if m is None:
        return None
    hours = m.group("thing2") is not None
    thing_text = m.group("thing2") if hours else m.group("thing")
    rest = " ".join(
        g for g in (m.group("lead"), m.group("rest"), m.group("lead2"), m.group("rest2"),
                    m.group("rest3")) if g
    )  # fmt: skip
    day = days_of(rest)
    if not day:
        return None
    thing_text = re.sub(r"^(?:the|our)\s+", "", thing_text, flags=re.I)
    thing = content_words(thing_text) - {"it"}
    heads = [w for w in re.findall(r"[A-Za-z]+", thing_text) if content_words(w) & thing]
    if not thing or not heads:
        return None
    head = next(iter(content_words(heads[-1])))
    standard = bool(_STANDARD.search(rest))
    season = set() if standard else _season_words(rest)
    months = _months(rest)
    found: dict[tuple[str, str], Hours] = {}
    for u in units:
        for h in _statements(u):
            if not day <= h.days or not _about(u, thing, head):
                continue
            plain = not _season_words(h.period) or bool(_STANDARD.search(h.period))
            if season:
                if not season <= _season_words(h.period):
                    continue
            elif months and not plain:
                if not _spans_month(h.period, months[0]):
                    continue
            elif not plain:
                continue
            found.setdefault((h.opens.lower(), h.closes.lower()), h)
    if months and not season and len(found) > 1:
        # 'a Saturday in mid-December': the season spanning December over the usual hours
        dated = {k: h for k, h in found.items() if _spans_month(h.period, months[0])}
        found = dated or found
    if len(found) != 1:
        return None
    (h,) = found.values()
    verb = (m.group("verb") or "").lower()
    text = h.said if hours else h.opens if verb in {"open", "start"} else h.closes
    cand = Candidate(text, "TIME", h.unit, 0, 0)
    return HoursAnswer(text, ", ".join(sorted(_DAYS[d] for d in day if d < 7)), h.period, cand)
