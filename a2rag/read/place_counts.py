"""A count given per place in a list: "How many Wi-Fi access points are installed at Fenwick
Lodge?" read from 'There are 132 Wi-Fi access points across the Trust: 96 at Harrowcombe, 14 at
Fenwick Lodge and 22 at Brackenmoor'.

Inventories give a whole and its share per site in one sentence. The candidate model sees
several counts beside the same noun and the place, and the count rule (measures.py) reads only
numbers written with the noun ('132 Wi-Fi access points'), which is the whole. The rule: the
question asks "how many" and names a place; a sentence that says the counted noun and the
question's words in front of it (or whose title does) lists at least two counts each followed by 'at' or 'in' and a capitalised name, one
of them the question's place; every other name of the question is named by the sentence or its
topic. The number before the place is the answer; two different numbers answer nothing. A
rule, not a fitted model: it shares the field rule's measured train accuracy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate
from a2rag.read.features import names_all_anchors
from a2rag.read.question import Expected, QuestionFrame
from a2rag.text.match import WORD, stem
from a2rag.text.stopwords import STOPWORDS

_HOW_MANY = re.compile(r"\bhow\s+many\b", re.I)
# one item of such a list: '14 at Fenwick Lodge', '12 in Strongroom B', '26 handhelds at The
# Saltmarsh Hotel' (a count, at most three lower-case words, 'at' or 'in', a name)
_ITEM = (
    r"(?<![\w.,£$€/-])(?P<n>\d{1,3}(?:,\d{3})*)\s+(?P<between>(?:[a-z][\w-]*\s+){0,3}?)"
    r"(?:at|in)\s+(?:the\s+|The\s+)?"
)
_ANY_ITEM = re.compile(_ITEM + r"[A-Z]")


@dataclass(frozen=True)
class PlaceCount:
    text: str
    place: str
    candidate: Candidate


def _stems(text: str) -> set[str]:
    return {stem(w) for w in WORD.findall(text.lower()) if w not in STOPWORDS}


def _counted(frame: QuestionFrame) -> tuple[str, set[str]] | None:
    """The stem of the noun the question counts and of the lower-case words in front of it
    ('point', {'wi-fi', 'access'} of "How many Wi-Fi access points"): "fan guns" are not the
    'snow guns' a list counts."""
    m = re.search(r"\bhow\s+many\s+((?:[\w-]+\s+){0,3}?)([a-z][\w-]*s)\b", frame.text, re.I)
    if m is not None:
        kinds = {stem(w) for w in m.group(1).split() if w.islower() and w not in STOPWORDS}
        return stem(m.group(2)), kinds
    return (stem(frame.head), set()) if frame.head else None


def place_count_answer(frame: QuestionFrame, cands: list[Candidate]) -> PlaceCount | None:
    """The one count a list gives the question's place; None when no list gives one, or the
    lists give different counts."""
    if frame.expected != Expected.NUMBER or frame.options or not _HOW_MANY.search(frame.text):
        return None
    asked_noun = _counted(frame)
    if asked_noun is None:
        return None
    counted, kinds = asked_noun
    asked = _stems(frame.text)
    places = [a for a in frame.anchors if a[:1].isupper()]
    units = list({id(c.unit): c.unit for c in cands}.values())
    patterns = [
        (place, re.compile(_ITEM + re.escape(re.sub(r"^(?:the|The)\s+", "", place)) + r"(?![\w-])"))
        for place in places
    ]
    found: dict[str, PlaceCount] = {}
    for unit in units:
        said = _stems(f"{unit.title} {unit.text}")
        if unit.is_table or counted not in said or not kinds <= said:
            continue
        for place, pattern in patterns:
            for m in pattern.finditer(unit.text):
                between = m.group("between").split()
                if any(stem(w) not in asked and stem(w) != counted for w in between):
                    continue  # '3 hours at Kestle Moor' is no count of the probes there
                others = [x for x in _ANY_ITEM.finditer(unit.text) if x.start() != m.start()]
                if not others or not names_all_anchors(frame, unit, but=place):
                    continue
                n = m.group("n")
                stated = [
                    c
                    for c in cands
                    if c.unit is unit and (c.text == n or c.text.startswith(f"{n} "))
                ]
                if stated:
                    found.setdefault(n.replace(",", ""), PlaceCount(n, place, stated[0]))
    return next(iter(found.values())) if len(found) == 1 else None
