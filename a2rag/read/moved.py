"""A value a sentence says was replaced: 'The retest was moved from 22 July 2025 to 16
September 2025' no longer says when the retest is. The candidate model reads the words near
each date alike and ranked the old one first; the old value of such a move stays a guess.
"""

from __future__ import annotations

import re

from a2rag.read.candidates import Candidate, located

# a verb of change, then 'from <old> to <new>' within the clause
_MOVE = re.compile(
    r"\b(?:moved|rescheduled|postponed|put\s+back|pushed\s+back|brought\s+forward|delayed"
    r"|deferred|changed|raised|lowered|increased|reduced|cut|extended|shortened|revised"
    r"|updated|reassigned|transferred|handed\s+over)\b[^.;]*?\bfrom\s+$",
    re.IGNORECASE,
)
_TO_NEW = re.compile(r"^\s*(?:to|until)\s+\S", re.IGNORECASE)


def moved_from(cands: list[Candidate]) -> set[int]:
    """The candidates (by id) that are the old side of a stated change ('from A to B')."""
    out: set[int] = set()
    for c, text, at in located(cands):
        if _MOVE.search(text[:at]) and _TO_NEW.match(text[at + len(c.text) :]):
            out.add(id(c))
    return out


# '... number printed on older claim forms (01632 960350) was withdrawn in 2023': a value
# its own clause says is no longer in use
_WITHDRAWN_AFTER = re.compile(
    r"^[^.;]{0,40}?\b(?:was|were|has\s+been|have\s+been|is|are|got)\s+(?:now\s+)?(?:withdrawn"
    r"|retired|discontinued|decommissioned|switched\s+off|taken\s+out\s+of\s+(?:use|service)"
    r"|no\s+longer\s+(?:used|in\s+use|valid|active|staffed|monitored|answered))\b",
    re.IGNORECASE,
)
_WITHDRAWN_BEFORE = re.compile(
    r"\b(?:withdrawn|retired|discontinued|decommissioned|defunct|obsolete)\s+(?:[\w-]+\s+){0,3}"
    r"(?:\(\s*)?$",
    re.IGNORECASE,
)


def withdrawn(question_asks_the_past: bool, cands: list[Candidate]) -> set[int]:
    """The candidates (by id) their clause says were withdrawn, retired or are no longer in
    use, unless the question asks about the past."""
    if question_asks_the_past:
        return set()
    out: set[int] = set()
    for c, text, at in located(cands):
        after = text[at + len(c.text) :].lstrip(" )")
        if _WITHDRAWN_AFTER.match(after) or _WITHDRAWN_BEFORE.search(text[:at]):
            out.add(id(c))
    return out
