"""Who held a role at the time the question asks: "Who was Korvane Imaging's account manager
in May 2024?" from 'Beatrix Hollis took over the account from Owen Tully on 3 June 2024', and
"... when INC-2024-058 happened?" from the incident record's date and 'Former account manager:
Ellen Murtagh (until 31 August 2024)'.

A supplier's page names its account manager and the one before, and dates the change in a
field ('(until 31 August 2024)', 'since 1 October 2024'), a history row ('From: 1 April 2022;
To: 30 June 2024') or prose ('X took over the account from Y on D', 'Y handed the account to X
at the end of September 2024', 'X has been account manager since D. Before that the account was
handled by Y'). The candidate model ranks the current holder first, since the field names the
role plainly; only the dates tell the holders apart.

The rule reads each holder's tenure from what the subject's page says of them and answers with
the one holder whose tenure covers the asked time (a month, a day, or the day of the event
whose record the evidence holds), when every other holder of the role there has a tenure that
misses it. A holder with no dates, two holders within the asked time (a handover inside the
asked month), or a line of another role ('deputy') answers nothing. Like the field rules, its
accuracy is theirs (`reader rescore`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from a2rag.read.candidates import KEY_VALUE, Candidate, Unit
from a2rag.read.current_rows import END_COLUMN, OPEN_END, PERIOD_COLUMN
from a2rag.read.features import anchor_keys, names_anchor, page_heading, role_modifiers
from a2rag.read.lexical import norm_phrase
from a2rag.read.periods import (
    DATE,
    asked_interval,
    asks_at_event,
    event_interval,
    period_of,
    timing_phrase,
    value_period,
)
from a2rag.read.question import Expected, QuestionFrame
from a2rag.read.values import MONTH_NAMES
from a2rag.text.match import content_words

Interval = tuple[float, float]

_NAME = r"[A-Z][a-z'’-]+(?:\s+[A-Z][\w'’-]+){1,2}"
# "Who was Kessock Software's account manager when ...", "Who was our account manager at
# Ashgrove Payments back in April 2024?": the role is the lower-case words before the time
_QUESTION = re.compile(
    r"^\s*who\s+was\s+(?:actually\s+|really\s+)?(?P<np>.+?)\s+"
    r"(?:back\s+)?(?:in|at|of|for|with|when|while|during|on|as\s+of|over)\b",
    re.IGNORECASE,
)
_DETERMINERS = frozenset({"the", "our", "their", "its", "a", "an", "his", "her", "your"})
# words of a tenure, not of the role ('Former account manager', 'Current account manager')
_TIME_WORDS = frozenset({"former", "previous", "outgoing", "incoming", "current", "new", "old"})
# a role's modifiers that date its holder rather than name another role ('Former account
# manager' is the account manager's line; 'Deputy account manager' is not)
_TENURE_WORDS = frozenset({"former", "previous", "outgoing", "incoming"})
# a holder the sentence names as the role's subject: 'X was our account manager ...'
_IS_ROLE = r"^\s+(?:was|is|has\s+been|had\s+been)\s+(?:our\s+|the\s+|their\s+|\w+['’]s?\s+)?"
_FORMER_KEY = re.compile(r"\b(?:former|previous|past|outgoing|old)\b", re.IGNORECASE)
_START_COLUMN = re.compile(
    r"^\W*(?:from|start(?:ed)?|start\s+date|since|began|appointed)\W*$", re.I
)
_ON = rf"(?:on|in|from|with\s+effect\s+from|at\s+the\s+(?P<end>end)\s+of)\s+(?P<d>{DATE})"
# 'X took over the account from Y on D', 'X, who took over on D'
_TOOK_OVER = re.compile(
    rf"^,?\s*(?:who\s+)?(?:has\s+)?took\s+over(?:\s+(?:the|this|our)\s+(?:\w+\s+)?account)?"
    rf"(?:\s+from\s+(?P<prev>{_NAME}))?(?:\s+as\s+[a-z ]+?)?\s+{_ON}"
)
# 'Y handed the account to X at the end of September 2024', 'Y, who handed the account over
# on D', 'until he handed over to X in May 2024'
_HANDED = re.compile(
    rf"^,?\s*(?:who\s+|until\s+(?:he|she|they)\s+)?handed\s+(?:over\s+)?(?:the\s+account\s+)?"
    rf"(?:over\s+)?(?:to\s+(?P<next>{_NAME})\s+)?{_ON}"
)
_HANDED_IN_CLAUSE = re.compile(
    rf"\buntil\s+(?:he|she|they)\s+handed\s+(?:over\s+)?(?:the\s+account\s+)?(?:over\s+)?"
    rf"(?:to\s+(?P<next>{_NAME})\s+)?{_ON}"
)
_BECAME = re.compile(rf"^\s+became\s+(?:our|the|their)?\s*[a-z ]+?\s+{_ON}")
# 'until the handover on D', 'until the end of August 2024'
_UNTIL_THE = re.compile(
    rf"\buntil\s+the\s+(?:(?P<end>end)|handover|changeover)\s+(?:on|of|in)\s+(?P<d>{DATE})", re.I
)
# a sentence about the holder before the one just dated: 'Before that the account was handled
# by Y', 'Before that date, Y looked after the account'
_BEFORE_THAT = re.compile(
    rf"^\s*Before\s+(?:that|then|this)(?:\s+date)?,?\s+(?:the\s+account\s+was\s+"
    rf"(?:handled|looked\s+after|managed|held|run)\s+by\s+)?(?P<prev>{_NAME})"
)
_PRONOUN_HANDED = re.compile(r"^\s*(?:He|She|They)\b(?P<rest>\s+handed\b.*)$", re.S)
_CLAUSE_END = re.compile(r"[;\n|]|\.\s")
_MONTH = re.compile(rf"\b(?:{MONTH_NAMES})\s+\d{{4}}\b")


@dataclass
class _Tenure:
    name: str = ""
    start: float | None = None
    end: float | None = None
    units: list[Unit] = field(default_factory=list)
    current_field: bool = False  # named in a field of the role with no 'former' in its key

    def known(self) -> bool:
        return self.start is not None or self.end is not None

    def covers(self, asked: Interval) -> bool:
        start = float("-inf") if self.start is None else self.start
        end = float("inf") if self.end is None else self.end
        return start < asked[1] and end > asked[0]


@dataclass(frozen=True)
class HeldThen:
    text: str
    role: str
    candidate: Candidate


def asked_role(question: str) -> list[str] | None:
    """The role's words of "Who was <subject>'s <role> <when>?" ('account manager')."""
    m = _QUESTION.match(question)
    if m is None:
        return None
    words = [w for w in m.group("np").split() if w.lower() not in _DETERMINERS]
    words = [w for w in words if not w[:1].isupper() and not w.endswith(("'s", "’s", "'"))]
    role = [w.lower() for w in words if w.lower() not in _TIME_WORDS]
    if not role or not all(w.isalpha() for w in role):
        return None
    return role


def _names_role(text: str, role: list[str], prose: bool = False) -> bool:
    """Whether a key or sentence names the role; a sentence may say what an account manager
    manages instead ('held the account', 'the account was handled by')."""
    if content_words(" ".join(role)) <= content_words(text):
        return True
    return (
        prose
        and len(role) >= 2
        and role[-1] == "manager"
        and re.search(rf"\bthe {role[-2]}\b", text, re.IGNORECASE) is not None
    )


def _day(date: str, end_of: bool = False) -> float | None:
    span = period_of(date)
    if span is None:
        return None
    return span[1] if end_of else span[0]


def _merge(t: _Tenure, start: float | None = None, end: float | None = None) -> None:
    if start is not None and t.start is None:
        t.start = start
    if end is not None and t.end is None:
        t.end = end


def _row_period(u: Unit) -> Interval | None:
    """A history row's period: its From / To cells, or a Period cell."""
    start: float | None = None
    end: float | None = None
    said = False
    for head, cell in zip(u.header, u.cells, strict=False):
        if _START_COLUMN.match(head) and (day := _day(cell)) is not None:
            start, said = day, True
        elif END_COLUMN.match(head):
            if (day := _day(cell, end_of=True)) is not None:
                end, said = day, True
            elif OPEN_END.match(cell):
                said = True
        elif PERIOD_COLUMN.match(head) and (p := value_period(cell, 0)) is not None:
            return p
    if not said:
        return None
    return (float("-inf") if start is None else start, float("inf") if end is None else end)


def _segments(u: Unit, role: list[str]) -> list[tuple[int, str, bool]]:
    """Where a unit names holders of the role, and whether as a field's value: the value of a
    key that names the role ('Former account manager: Marnie Fitch, until ...'), a labelled
    line's prose ('Corrigan Controls: Dominic Yeats was account manager until ...'), or the
    whole unit."""
    text = u.text
    if u.is_table and u.header:
        keyed = [c for h, c in zip(u.header, u.cells, strict=False) if _names_role(h, role)]
        key = u.keyed or (u.cells[0] if u.cells else "")
        if not keyed and _names_role(key, role) and len(u.cells) > 1:
            keyed = [u.cells[1]]
        return [(text.find(c), c, True) for c in keyed if c and text.find(c) >= 0]
    if KEY_VALUE.match(text) is None:
        return [(0, text, False)]
    out: list[tuple[int, str, bool]] = []
    at = 0
    for part in re.split(r"(;\s+)", text):
        key, sep, value = part.partition(":")
        if sep and _names_role(key, role):
            if not role_modifiers(key) - _TENURE_WORDS:
                out.append((at + len(key) + 1, value, True))
        elif sep and _names_role(value, role, prose=True):
            out.append((at + len(key) + 1, value, False))
        at += len(part)
    return out


def _read_unit(
    u: Unit, role: list[str], keys: list[list[str]], tenures: dict[str, _Tenure], last: float | None
) -> float | None:
    """Reads the tenures one unit states into `tenures`; returns the latest start it dates."""
    text = u.text
    dated: float | None = None

    def holder(name: str) -> _Tenure:
        t = tenures.setdefault(norm_phrase(name), _Tenure(name=name))
        if u not in t.units:
            t.units.append(u)
        return t

    before = _BEFORE_THAT.match(text)
    if before is not None:
        if last is not None:
            _merge(holder(before.group("prev")), end=last)
        return None
    subject = [k for ks in keys for k in ks]
    for offset, segment, keyed in _segments(u, role):
        for m in re.finditer(rf"(?<![\w'’-]){_NAME}", segment):
            name = m.group(0)
            if names_anchor((norm_phrase(name),), subject) or re.match(r"\s*:", segment[m.end() :]):
                continue  # the subject ('Corrigan Controls: Dominic Yeats was ...')
            start, end = offset + m.start(), offset + m.end()
            after = text[end:]
            lead = text[max(0, start - 40) : start]
            if role_modifiers(lead) - _TENURE_WORDS:
                continue  # 'Deputy account manager: X'
            if u.is_table and u.header:
                period = _row_period(u)
                t = holder(name)
                if period is not None:
                    _merge(t, None if period[0] == float("-inf") else period[0])
                    _merge(t, end=None if period[1] == float("inf") else period[1])
                    continue
            took = _TOOK_OVER.match(after)
            if took is not None and (day := _day(took.group("d"))) is not None:
                _merge(holder(name), start=day)
                if took.group("prev"):
                    _merge(holder(took.group("prev")), end=day)
                dated = day
                continue
            handed = _HANDED.match(after) or _HANDED_IN_CLAUSE.search(
                _CLAUSE_END.split(after, maxsplit=1)[0]
            )
            if handed is not None and (day := _day(handed.group("d"), bool(handed.group("end")))):
                _merge(holder(name), end=day)
                if handed.group("next"):
                    _merge(holder(handed.group("next")), start=day)
                    dated = day
                continue
            became = _BECAME.match(after)
            if became is not None and (day := _day(became.group("d"))) is not None:
                _merge(holder(name), start=day)
                dated = day
                continue
            period = value_period(text, end)
            until = _UNTIL_THE.search(_CLAUSE_END.split(after, maxsplit=1)[0])
            if until is not None:
                stop = _day(until.group("d"), bool(until.group("end")))
                begin = period[0] if period else float("-inf")
                period = (begin, stop if stop is not None else float("inf"))
            if period is not None:
                t = holder(name)
                if period[0] != float("-inf"):
                    _merge(t, start=period[0])
                    dated = period[0]
                if period[1] != float("inf"):
                    _merge(t, end=period[1])
                continue
            if keyed:
                key = text[:offset]
                holder(name).current_field |= not _FORMER_KEY.search(key[-60:])
            elif re.match(_IS_ROLE + r"\s+".join(role) + r"\b", after):
                holder(name)  # 'Peter Adeyemi was our account manager from the start'
    return dated


def _handed_by_pronoun(rest: str, u: Unit, prev: Unit, tenures: dict[str, _Tenure]) -> float | None:
    """'He handed over to Chloe Marchetti on 3 June 2024' after the one holder the sentence
    before names: that holder's end and the next one's start; returns the start."""
    names = [n for n, t in tenures.items() if prev in t.units]
    said = _HANDED.match(rest)
    day = _day(said.group("d"), bool(said.group("end"))) if said else None
    if len(names) != 1 or said is None or day is None:
        return None
    _merge(tenures[names[0]], end=day)
    nxt = said.group("next")
    if not nxt:
        return None
    t = tenures.setdefault(norm_phrase(nxt), _Tenure(name=nxt))
    t.units.append(u)
    _merge(t, start=day)
    return day


def tenures_in(units: list[Unit], role: list[str], keys: list[list[str]]) -> dict[str, _Tenure]:
    """Each holder of the role named on the subject's page, with the tenure its lines give."""
    tenures: dict[str, _Tenure] = {}
    last_start: float | None = None
    prev: Unit | None = None
    for u in units:
        if prev is None or prev.chunk_id != u.chunk_id:
            last_start = None
        # the unit or its page's title names the subject; a sentence beside it does not
        about = (norm_phrase(u.text), norm_phrase(page_heading(u)))
        follows = prev is not None and prev.chunk_id == u.chunk_id and prev.index == u.index - 1
        in_scope = all(names_anchor(about, k) for k in keys)
        continued = follows and (_BEFORE_THAT.match(u.text) or _PRONOUN_HANDED.match(u.text))
        if in_scope and (_names_role(u.text, role, prose=not u.is_table) or continued):
            pronoun = _PRONOUN_HANDED.match(u.text)
            if pronoun is not None and prev is not None:
                dated = _handed_by_pronoun(pronoun.group("rest"), u, prev, tenures)
            else:
                dated = _read_unit(u, role, keys, tenures, last_start)
            if dated is not None:
                last_start = dated
            prev = u
        else:
            prev = u if in_scope else None
    # the current holder a field names without dates took over when the one former holder's
    # dated tenure ended
    unknown = [t for t in tenures.values() if not t.known()]
    ended = [t.end for t in tenures.values() if t.end is not None]
    if len(unknown) == 1 and unknown[0].current_field and ended and len(ended) == len(tenures) - 1:
        unknown[0].start = max(e for e in ended if e is not None)
    return tenures


def held_then_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> HeldThen | None:
    """The one holder of the asked role whose tenure covers the asked time (module docstring)."""
    if frame.expected != Expected.PERSON or frame.options:
        return None
    role = asked_role(frame.text)
    if role is None:
        return None
    when = timing_phrase(frame)
    asked = asked_interval(frame.text, frame.clause_dates)
    if asked is None and asks_at_event(frame):
        asked = event_interval(frame, units)
        month = _MONTH.search(when)
        if asked is None and month is not None:
            asked = period_of(month.group(0))  # 'the June 2024 ClearView PACS storage incident'
    if asked is None:
        return None
    subjects = [
        a
        for a in frame.anchors
        if period_of(a) is None and not any(ch.isdigit() for ch in a) and a not in when
    ]
    if len(subjects) > 1:
        return None
    keys = [anchor_keys(frame, a) for a in subjects]
    tenures = tenures_in(units, role, keys)
    if len(tenures) < 2 or not all(t.known() for t in tenures.values()):
        return None
    covering = [n for n, t in tenures.items() if t.covers(asked)]
    if len(covering) != 1:
        return None
    held = tenures[covering[0]]
    for u in held.units:
        for c in cands:
            if c.unit is u and norm_phrase(c.text) == covering[0]:
                return HeldThen(c.text, " ".join(role), c)
    unit = held.units[0]
    return HeldThen(held.name, " ".join(role), Candidate(held.name, "PERSON", unit, 0, 0))
