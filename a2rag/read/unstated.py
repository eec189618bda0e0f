"""A value read without the condition the question states: "What are the service desk's
Saturday hours while the summer timetable is running?" is not the 'Saturday' row's
'07:00-13:00' when a line about Saturdays states the summer ('While the summer timetable is
running, Saturday hours extend to 07:00-17:00'), and "How many buses are based at Saltmarsh
during the summer timetable?" is not the '25 buses' of 'It has 25 buses based there for most
of the year, rising to 31 during the summer timetable'.

Knowledge bases state a usual value and, apart from it, the value under a condition (a
season, the weekend, a superseded policy, a logged swap). The rules that read a field, a row
or a number find the usual one first. A condition the question states and the value's unit
does not, while another unit about the question's names does, leaves that value unanswered;
so does a condition the unit states only in another clause, beside another value.
"""

from __future__ import annotations

import re

from a2rag.read.candidates import Unit
from a2rag.read.features import anchor_keys, topic_text
from a2rag.read.lexical import CLAUSE_MARKS, clauses_around, content_words, has_phrase, norm_phrase
from a2rag.read.question import QuestionFrame
from a2rag.text.match import stem

# conditions a value may be stated under ("at the weekend", "under the superseded policy"),
# each with the words that state it; "who was actually on call" asks after the logged swaps
CONDITIONS: dict[str, frozenset[str]] = {
    stem(w): frozenset(stem(x) for x in said)
    for w, said in (
        *((w, (w,)) for w in (
            "weekend", "weekday", "night", "overnight", "evening", "holiday", "christmas",
            "easter", "festive", "summer", "winter", "heatwave", "seasonal", "superseded",
            "previous", "original",
        )),
        ("saturday", ("saturday", "weekend", "weekends")),
        ("sunday", ("sunday", "weekend", "weekends")),
        ("actually", ("swap", "swapped", "swaps", "covered", "cover")),
    )
}  # fmt: skip
# "out of hours", "outside business hours", "after hours": a time of its own ('Out of hours')
OUT_OF_HOURS = re.compile(
    r"\b(?:out[\s-]+of|outside(?:\s+(?:business|office|working|core))?|after)[\s-]+hours\b", re.I
)
# "How long is CCTV footage kept once it has been flagged for an investigation?": a clause
# after the question's main one that states when the value applies
_CONDITION_CLAUSE = re.compile(r"\s(?:once|if|when|whenever|after|unless)\s+([^?]+)", re.I)
_CLAUSE_FILLER = frozenset(
    stem(w) for w in ("it", "they", "has", "have", "had", "been", "be", "is", "are", "was",
                      "were", "being", "get", "gets", "got", "one", "ones")
)  # fmt: skip
_AFTER_CHANGES = stem("actually")
_A_VALUE = re.compile(r"\d")


def unstated_condition(frame: QuestionFrame, unit: Unit, value: str, units: list[Unit]) -> bool:
    """Whether `value`, read from `unit`, is the usual value where the question asks the one
    under a condition that the evidence states apart from it."""
    if _clause_stated_elsewhere(frame, unit, units):
        return True
    asked = [(w, CONDITIONS[w]) for w in sorted(frame.words) if w in CONDITIONS]
    if not asked:
        return False
    own = content_words(f"{unit.text} {unit.title}")
    missing = [said for w, said in asked if not said & own]
    if any(w == _AFTER_CHANGES and not said & own for w, said in asked):
        return True  # what was planned is no answer to what actually happened
    if missing and _stated_elsewhere(frame, unit, missing, units):
        return True
    return _stated_in_another_clause(unit, value, [s for _, s in asked if s & own])


def clause_condition(frame: QuestionFrame) -> frozenset[str]:
    """The content words (stemmed) of a condition clause after the question's main clause
    ('flag', 'investig' of "... kept once it has been flagged for an investigation?"), less
    the question's names."""
    m = _CONDITION_CLAUSE.search(frame.text)
    if m is None:
        return frozenset()
    named = set().union(*(content_words(a) for a in frame.anchors)) if frame.anchors else set()
    return frozenset(content_words(m.group(1))) - _CLAUSE_FILLER - named


def _clause_stated_elsewhere(frame: QuestionFrame, unit: Unit, units: list[Unit]) -> bool:
    """The question's condition clause (`clause_condition`) is said by none of the unit's
    words and by all of another unit's: 'Footage flagged for an investigation ... is kept for
    2 years' beside the CCTV row's '31 days'."""
    words = clause_condition(frame)
    if not words or words & content_words(f"{unit.text} {unit.title}"):
        return False
    return any(u is not unit and words <= content_words(u.text) for u in units)


def _stated_elsewhere(
    frame: QuestionFrame, unit: Unit, missing: list[frozenset[str]], units: list[Unit]
) -> bool:
    """Another unit states a missing condition and names all of the question's names ('At
    weekends the P3 response target is relaxed to 4 hours' beside the P3 row)."""
    keys = [anchor_keys(frame, a) for a in frame.anchors]
    for u in units:
        if u is unit:
            continue
        said = content_words(f"{u.text} {u.title}")
        if not any(s & said for s in missing):
            continue
        low = norm_phrase(f"{u.text} {topic_text(u)}")  # 'Primary changed ...' after its week
        if all(any(has_phrase(low, k) for k in ks) for ks in keys):
            return True
    return False


def _stated_in_another_clause(unit: Unit, value: str, stated: list[frozenset[str]]) -> bool:
    """The unit states a condition only in a clause other than the value's, and that clause
    gives a value of its own ('..., rising to 31 during the summer timetable'). A table row
    is one clause: its cells are one record."""
    at = unit.text.find(value)
    if not stated or unit.is_table or at < 0:
        return False
    clause, rest = clauses_around(unit.text, at, CLAUSE_MARKS)
    if not clause:
        return False
    mine = content_words(f"{clause} {unit.title}")
    others = [c for c in rest if value not in c and _A_VALUE.search(c)]
    return any(s & content_words(c) for s in stated if not s & mine for c in others)


_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday")
_WEEKEND = ("saturday", "sunday")
# the days a day word covers: 'weekday' each working day, 'weekend' Saturday and Sunday
_DAYS_OF = {
    "weekday": frozenset(_WEEKDAYS), "weekend": frozenset(_WEEKEND),
    **{d: frozenset({d}) for d in _WEEKDAYS + _WEEKEND},
}  # fmt: skip
_DAY_WORD = r"(weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)"
# '05:00 to 09:00 on weekdays': the day a value is stated for, right after it
_DAY_AFTER = re.compile(rf"^[\s,]*(?:on|at|during|for|over)\s+(?:the\s+)?{_DAY_WORD}\b", re.I)
_ASKED_DAY = re.compile(rf"\b{_DAY_WORD}\b", re.I)


def _days(word: str) -> frozenset[str]:
    return _DAYS_OF.get(word.lower().removesuffix("s"), frozenset())


def stated_for_another_day(frame: QuestionFrame, unit: Unit, value: str) -> bool:
    """A value its sentence states for days the question does not ask about: '05:00 to 09:00
    on weekdays' for "What hours does the on-call cover run on a Saturday?"."""
    asked = frozenset().union(*(_days(m.group(1)) for m in _ASKED_DAY.finditer(frame.text)))
    if not asked:
        return False
    at = unit.text.find(value)
    if at < 0:
        return False
    said = _DAY_AFTER.match(unit.text[at + len(value) :])
    return said is not None and not _days(said.group(1)) & asked
