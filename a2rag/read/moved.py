"""A value a sentence says was replaced: 'The retest was moved from 22 July 2025 to 16
September 2025' no longer says when the retest is. The candidate model reads the words near
each date alike and ranked the old one first; the old value of such a move stays a guess.
"""

from __future__ import annotations

import re

from a2rag.read.candidates import Candidate

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
    for c in cands:
        text = c.unit.text
        at = text.find(c.text)
        if at < 0:
            continue
        if _MOVE.search(text[:at]) and _TO_NEW.match(text[at + len(c.text) :]):
            out.add(id(c))
    return out
