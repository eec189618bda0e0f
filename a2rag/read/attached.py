"""A value the sentence says of another named place than the question's.

"a minimum night temperature of 18°C in the Palm House and 10°C in the Temperate House, and
a maximum of 24°C in the Alpine House": for "What is the minimum night temperature setpoint
in the Alpine House?" the sentence names the Alpine House and the asked words, so the
candidate model reads '18°C' as the answer, but the words right after '18°C' say whose it
is. A value followed by "in / at / for (the) <Name>", where the question asks "in / at / for
(the) <its own name>" and <Name> is none of the names the question, the knowledge base or
the evidence give it, belongs to that other place: a guess at most, when the two are of one
kind (the same last word: 'Palm House', 'Alpine House') or the sentence gives the asked place
a value of its own ('... 24°C in the Alpine House'). Not a month or weekday ('in March'), and
not a place the value is only located in ("The Alpine House is kept at 24°C in Harrowcombe").
"""

from __future__ import annotations

import re

from a2rag.read.candidates import Candidate
from a2rag.read.features import anchor_keys
from a2rag.read.lexical import has_phrase, norm_phrase
from a2rag.read.question import QuestionFrame
from a2rag.read.values import MONTH_NAMES, WEEKDAY_NAMES

_PREP = r"(?:in|at|for|on)"
_NAME = r"[A-Z][\w'&-]*(?:\s+(?:[A-Z][\w'&-]*|of|the|\d+))*"
_AFTER = re.compile(rf"\s*{_PREP}\s+(?:the\s+)?({_NAME})")
_ASKED_AT = re.compile(rf"\b{_PREP}\s+(?:the\s+)?([A-Z][^?,;]*)")


_CALENDAR = frozenset(n.lower() for n in f"{MONTH_NAMES}|{WEEKDAY_NAMES}".split("|"))


def _one_kind(name: str, asked: str) -> bool:
    """'palm house' and 'Alpine House': the same last word."""
    words = norm_phrase(asked).split()
    return bool(words) and name.split()[-1] == words[-1]


def _valued_at(text: str, asked: str) -> bool:
    """Whether the sentence gives the asked place a value of its own: a number right before
    "in / at / for (the) <asked>"."""
    return bool(
        re.search(rf"\d\S*\s+{_PREP}\s+(?:the\s+)?{re.escape(asked)}\b", text, flags=re.IGNORECASE)
    )


def _asked_places(frame: QuestionFrame) -> list[str]:
    """The question's names it asks the value at ('Alpine House' of "... setpoint in the
    Alpine House?")."""
    out = []
    for m in _ASKED_AT.finditer(frame.text):
        said = norm_phrase(m.group(1))
        out += [a for a in frame.anchors if norm_phrase(a) and said.startswith(norm_phrase(a))]
    return out


def said_of_another_place(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The candidates (by id) whose own words name another place than the one asked, or
    that a sentence pairs with another name while it pairs another value with the
    question's (`_paired_with_another`)."""
    asked = _asked_places(frame)
    keys = {k for a in frame.anchors for k in anchor_keys(frame, a)}
    out = {id(c) for c in cands if _paired_with_another(frame, c, keys)}
    if not asked:
        return out
    for c in cands:
        text = c.unit.text
        at = text.find(c.text)
        if at < 0:
            continue
        m = _AFTER.match(text, at + len(c.text))
        if m is None:
            continue
        name = norm_phrase(re.sub(r"(?:\s+(?:of|the))+$", "", m.group(1)))
        if not name or name.split()[0] in _CALENDAR:
            continue
        if any(name == k or f" {k} " in f" {name} " or f" {name} " in f" {k} " for k in keys):
            continue
        if any(_one_kind(name, a) or _valued_at(text, a) for a in asked):
            out.add(id(c))
    return out


# '120 concurrent call channels on the Oldbrook trunk bundle': a value, up to three words of
# its own, and the name it is stated for
_GAP = r"(?:\s+[a-z][\w-]*){0,3}"
_FOR_NAME = re.compile(rf"{_GAP}\s+{_PREP}\s+(?:the\s+)?({_NAME})")
_VALUE_FOR_NAME = re.compile(rf"\d[\d,.:]*{_GAP}\s+{_PREP}\s+(?:the\s+)?({_NAME})")


def _paired_with_another(frame: QuestionFrame, cand: Candidate, keys: set[str]) -> bool:
    """'120 concurrent call channels on the Oldbrook trunk bundle and 60 on the Kestrel Park
    bundle': for "How many call channels does the Kestrel Park SIP trunk bundle provide?"
    '120' is Oldbrook's, since the sentence states another value for a name that shares a
    word with one of the question's names and this one for a name that shares none."""
    words = {w for a in frame.anchors for w in norm_phrase(a).split()}
    if not words:
        return False
    text = cand.unit.text
    at = text.find(cand.text)
    if at < 0 or not any(ch.isdigit() for ch in cand.text):
        return False
    m = _FOR_NAME.match(text, at + len(cand.text))
    if m is None:
        return False
    name = norm_phrase(m.group(1)).split()
    if not name or name[0] in _CALENDAR or " ".join(name) in keys:
        return False
    if set(name) & words and not _another_number(name, frame.anchors):
        return False
    for other in _VALUE_FOR_NAME.finditer(text):
        if other.start() <= at < other.end():
            continue
        theirs = norm_phrase(other.group(1)).split()
        if theirs and theirs[0] not in _CALENDAR and set(theirs) & words:
            return True
    return False


def _another_number(name: list[str], anchors: list[str]) -> bool:
    """'Vault 1' beside the question's 'Vault 2': the same words with another number."""
    for anchor in anchors:
        own = norm_phrase(anchor).split()
        numbers = {w for w in own if w.isdigit()}
        words = {w for w in own if not w.isdigit()}
        said = {w for w in name if w.isdigit()}
        if numbers and said and said != numbers and {w for w in name if not w.isdigit()} <= words:
            return True
    return False


# '<Name>, which ... and whose contract ended in 2021': a clause about the name before it
_RELATIVE_OF = re.compile(rf"({_NAME}),\s+(?:which|whose|who)\b[^.;:]*")


def said_in_anothers_clause(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The candidates (by id) inside a relative clause on another name than the question's:
    '2021' of "Brightwater Compute is a different company from Brightwell Data Ltd, which held
    the old backup tapes and whose contract ended in 2021" is Brightwell's contract end, not
    Brightwater's, though the sentence names Brightwater and the asked words. A clause that
    names one of the question's names itself relates the two and is kept."""
    keys = {k for a in frame.anchors for k in anchor_keys(frame, a)}
    if not keys:
        return set()
    out: set[int] = set()
    for c in cands:
        text = c.unit.text
        if ", wh" not in text:
            continue
        at = text.find(c.text)
        if at < 0:
            continue
        for m in _RELATIVE_OF.finditer(text):
            if not m.end(1) < at < m.end():
                continue
            name = norm_phrase(m.group(1))
            clause = norm_phrase(m.group(0)[len(m.group(1)) :])
            if any(
                has_phrase(name, k) or has_phrase(k, name) or has_phrase(clause, k) for k in keys
            ):
                continue
            out.add(id(c))
    return out
