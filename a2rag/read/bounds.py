"""Bounds the question asks for: "Below what replication lag may the on-call fail LabRelay
over ...?" read from 'If the lag is under 10 minutes, the on-call may proceed ...' (or from
'If the lag is 10 minutes or more, ...', which states the same bound from the other side).

The condition rule (`conditions.py`) reads a value under a bound the question states; here the
question asks the bound itself. Where the question opens "Below / Under / Above / Over what
<noun>", and the evidence holds exactly one value that stands in a comparison ('under 10
minutes', 'below 2.0%', '10 minutes or more') right after the question's noun ('the lag is',
'volatility stays'), in the units that name most of the question's names, that value is
the answer. "How old / long / large ... can a <noun> be before ...?" asks a bound too, which
the evidence states with the adjective's comparative only: 'any quote older than 250
milliseconds is discarded'. Like the field rule its accuracy is measured on the train split
(`reader fit` / `reader rescore`) and is the answer's confidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate
from a2rag.read.conditions import COMPARISON_WORDS
from a2rag.read.features import anchor_keys, topic_text
from a2rag.read.lexical import has_phrase, norm_phrase
from a2rag.read.question import QuestionFrame
from a2rag.text.match import stem

_ASKS_BOUND = re.compile(
    r"^\s*(?:below|under|above|over|beyond)\s+what\s+(?P<np>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)"
    r"\s+(?:may|must|can|could|does|do|did|is|are|should|will|would|has|have)\b",
    re.IGNORECASE,
)
# a comparison right before the value, or 'or more' / 'or less' right after it
_BEFORE = re.compile(
    rf"(?:{'|'.join((*COMPARISON_WORDS, 'at least', 'at most', 'up to'))})\s+$", re.IGNORECASE
)
_AFTER = re.compile(r"^\s+or\s+(?:more|less|above|below|higher|lower|longer|greater)\b", re.I)
NOUN_WINDOW = 40  # characters between the question's noun and the comparison


@dataclass(frozen=True)
class BoundAnswer:
    text: str
    noun: str
    candidate: Candidate


# "How old can a quote be before Helix discards it?" asks the bound 'older than 250 ms'
_ASKS_LIMIT = re.compile(
    r"^\s*how\s+(?P<adj>old|long|large|big|high|low|small|short|far|late|early)\s+"
    r"(?:can|may|must|could|should|is|are)\s+(?:(?:a|an|the|any|each)\s+)?"
    r"(?P<np>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)\s+(?:be|get|run|stay|grow)\s+"
    r"(?:before|until|without|and\s+still)\b",
    re.IGNORECASE,
)
_COMPARATIVE = {
    "old": "older", "long": "longer", "large": "larger", "big": "bigger", "high": "higher",
    "low": "lower", "small": "smaller", "short": "shorter", "far": "further|farther",
    "late": "later", "early": "earlier",
}  # fmt: skip


def asked_bound(frame: QuestionFrame) -> str | None:
    """The noun whose bound the question asks ('lag' of "Below what replication lag ...",
    'quote' of "How old can a quote be before ...")."""
    m = _ASKS_BOUND.match(frame.text) or _ASKS_LIMIT.match(frame.text)
    if m is None:
        return None  # "below what X" asks a value whatever its noun ('volatility')
    return m.group("np").split()[-1].lower()


def _asked_comparison(frame: QuestionFrame) -> re.Pattern[str] | None:
    """For "How old can X be before ...", the comparison that states its bound: 'older
    than' (the other comparisons compare other things: 'more than 3 quotes')."""
    m = _ASKS_LIMIT.match(frame.text)
    if m is None:
        return None
    return re.compile(rf"\b(?:{_COMPARATIVE[m.group('adj').lower()]})\s+than\s+$", re.I)


def _named(frame: QuestionFrame, cand: Candidate) -> int:
    """How many of the question's names the candidate's unit (or its topic) names."""
    where = norm_phrase(cand.unit.text), norm_phrase(topic_text(cand.unit))
    return sum(
        any(has_phrase(w, k) for k in anchor_keys(frame, a) for w in where) for a in frame.anchors
    )


def _states_bound(
    text: str, value: str, noun: str, comparison: re.Pattern[str] | None = None
) -> bool:
    """'value' stands in a comparison shortly after the noun: 'the lag is under 10 minutes'
    (or in the question's own comparison: 'a quote older than 250 milliseconds')."""
    for m in re.finditer(re.escape(value), text):
        before, after = text[: m.start()], text[m.end() :]
        if comparison is not None:
            if not comparison.search(before):
                continue
        elif not (_BEFORE.search(before) or _AFTER.match(after)):
            continue
        near = before[-NOUN_WINDOW - 20 :]
        if any(stem(w) == stem(noun) for w in re.findall(r"[A-Za-z][\w-]*", near)):
            return True
    return False


def bound_answer(frame: QuestionFrame, cands: list[Candidate]) -> BoundAnswer | None:
    """The one value the evidence states as the bound of the noun the question asks about;
    None when the question asks no bound, or the evidence states none or several."""
    noun = asked_bound(frame)
    if noun is None or not frame.anchors:
        return None
    comparison = _asked_comparison(frame)
    stated: list[tuple[int, Candidate]] = []
    for c in cands:
        if re.search(r"\d", c.text) and _states_bound(c.unit.text, c.text, noun, comparison):
            named = _named(frame, c)
            if named:
                stated.append((named, c))
    if not stated:
        return None
    # the units that name most of the question's names: "USD/ZAR ... below 2.0%" for "Below
    # what volatility must USD/ZAR stay for APAC clients", not "USD/TRY ... below 3.5%"
    most = max(n for n, _ in stated)
    found: dict[str, Candidate] = {}
    for n, c in stated:
        if n == most:
            found.setdefault(norm_phrase(c.text), c)
    # '10' and '10 minutes' in one clause are one value: keep the longest
    keys = sorted(found, key=len, reverse=True)
    distinct = [k for k in keys if not any(k != o and k in o for o in keys)]
    if len(distinct) != 1:
        return None
    best = found[distinct[0]]
    return BoundAnswer(best.text, noun, best)
