"""A value stated for the time the question asks about: "If a P3 ticket is logged at the
weekend, what's the response target?" read from 'At weekends the P3 response target is
relaxed to 4 hours', not from the P3 row's weekday '2 hours'.

Service levels, opening hours and cover state a usual value in a table and, in a note beside
it, the value at weekends, overnight or out of hours. unstated.py keeps the usual value from
answering such a question; this rule reads the note. The question states a time (a weekend
day, 'at the weekend', 'overnight', 'out of hours') and asks an attribute it names with a
noun and the word before it ('response target'); a unit that states the time, names the
question's other names (itself or through its topic) and says the attribute with one value
of a time right after it ('response target is relaxed to 4 hours', 'response target of 30
minutes') gives that value. Every such unit must agree. A rule, not a fitted model: it
shares the field rule's measured accuracy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate
from a2rag.read.features import anchor_keys, names_anchor, topic_text
from a2rag.read.lexical import content_words, norm_phrase
from a2rag.read.question import QuestionFrame
from a2rag.read.unstated import CONDITIONS, OUT_OF_HOURS
from a2rag.read.values import WEEKDAY_NAMES
from a2rag.text.match import stem

# out of hours, or overnight, which a unit may say for it
_OUT_OF_HOURS = re.compile(rf"{OUT_OF_HOURS.pattern}|\bovernight\b", re.IGNORECASE)
_DAY_NAMES = frozenset(stem(d.lower()) for d in WEEKDAY_NAMES.split("|"))
# a time value: '4 hours', '30 minutes', '1 business day', '10:00 on the next business day'
_TIME_VALUE = re.compile(
    r"^(?:\d+(?:\.\d+)?|one|two|three|four|five|six|eight|ten|twelve|fifteen|thirty|sixty)"
    r"(?:[\s-]+(?:working|business|calendar|clock))?[\s-]+(?:minute|hour|day|week)s?\b",
    re.IGNORECASE,
)
MAX_GAP_WORDS = 5  # 'response target (is relaxed to) 4 hours', 'target (out of hours is) 30 ...'


@dataclass(frozen=True)
class TimedAnswer:
    text: str
    time: str  # the question's words for the time: 'weekend'
    attribute: str  # 'response target'
    candidate: Candidate


def _asked_time(frame: QuestionFrame) -> tuple[str, frozenset[str]] | None:
    """The time the question asks about, with the words that state it."""
    for word in sorted(frame.words & CONDITIONS.keys()):
        if word in _TIMES:
            return word, CONDITIONS[word]
    m = _OUT_OF_HOURS.search(frame.text)
    if m is not None:
        return m.group(0).lower(), frozenset()
    return None


_TIMES = frozenset(
    stem(w)
    for w in ("weekend", "weekday", "night", "overnight", "evening", "holiday", "saturday",
              "sunday")
)  # fmt: skip
_WEEKDAY = stem("weekday")


def _attribute(frame: QuestionFrame) -> str | None:
    """'response target' of "... what's the response target?": the asked noun and the word
    before it, as the question writes them."""
    if not frame.head:
        return None
    m = re.search(rf"\b([a-z][a-z-]+)\s+{re.escape(frame.head)}s?\b", frame.text.lower())
    if m is None or m.group(1) in {"the", "a", "an", "our", "its", "their", "what", "which"}:
        return None
    return f"{m.group(1)} {frame.head}"


def _states_time(text: str, time: tuple[str, frozenset[str]]) -> bool:
    said = time[1]
    if said:
        return bool(said & content_words(text))
    return _OUT_OF_HOURS.search(text) is not None


def _names_a_sibling(text: str, names: list[str]) -> bool:
    """The text names another of a numbered series the question names one of: 'P3' beside
    the question's 'P1'."""
    for name in names:
        if not re.search(r"\d", name):
            continue
        shape = re.sub(r"\d+", r"\\d+", re.escape(name))
        for m in re.finditer(rf"(?<![\w-]){shape}(?![\w-])", text, re.IGNORECASE):
            if m.group(0).lower() != name.lower():
                return True
    return False


def timed_answer(frame: QuestionFrame, cands: list[Candidate]) -> TimedAnswer | None:
    """The one time value a unit stating the question's time gives right after the asked
    attribute; None when no unit does or they differ."""
    time = _asked_time(frame)
    attribute = _attribute(frame) if time is not None else None
    if time is None or attribute is None:
        return None
    named = [a for a in frame.anchors if stem(a.lower()) not in _DAY_NAMES]
    pattern = re.compile(
        rf"\b{re.escape(attribute)}s?\b((?:\W+\w+){{0,{MAX_GAP_WORDS}}}?)\W+$", re.IGNORECASE
    )
    found: dict[str, TimedAnswer] = {}
    for c in cands:
        unit = c.unit
        if unit.is_table or not _TIME_VALUE.match(c.text):
            continue
        if not _states_time(unit.text, time):
            continue
        where = (norm_phrase(unit.text), norm_phrase(topic_text(unit)))
        if not all(names_anchor(where, anchor_keys(frame, a)) for a in named):
            continue
        if _names_a_sibling(unit.text, named):
            continue  # 'the P3 response target' is no P1's
        at = unit.text.find(c.text)
        gap = pattern.search(unit.text[max(0, at - 120) : at]) if at > 0 else None
        if gap is None or re.search(r"\d", gap.group(1)):
            continue  # another value stands between the attribute and this one
        found.setdefault(norm_phrase(c.text), TimedAnswer(c.text, time[0], attribute, c))
    return next(iter(found.values())) if len(found) == 1 else None


def unstated_times(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The candidates (by id) whose line, page title and heading do not state the time of
    its own the question asks ('out of hours', 'at the weekend'): the P1 row's usual '15
    minutes' is no out-of-hours target."""
    time = _asked_time(frame)
    if time is None or time[0] == _WEEKDAY:
        return set()  # the weekday's is the usual value, often written 'Monday to Friday'
    return {
        id(c)
        for c in cands
        if not _states_time(f"{c.unit.text} {c.unit.title} {topic_text(c.unit)}", time)
    }
