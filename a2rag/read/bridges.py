"""The bridge a question names on its way to the answer: "Who leads the team that owns the
Tidewater Integration Engine?" asks for a person through a team, and the sentence 'The
Tidewater Integration Engine is owned by the Integration Services team' names the team, not
its lead. That team is the first hop's answer, never the question's: it must not stop
escalation, and deep mode resolves the chain.
"""

from __future__ import annotations

import re

from a2rag.read.candidates import Candidate
from a2rag.read.question import Expected, QuestionFrame

# "the team that owns ...", "the supplier who maintains ...": a group the question goes through
_THROUGH = re.compile(r"\bthe\s+([a-z]+)\s+(?:that|which|who|whose)\b", re.IGNORECASE)
_GROUPS = frozenset(
    {"team", "department", "unit", "group", "committee", "board", "company", "supplier",
     "vendor", "firm", "organisation", "organization", "contractor", "provider", "agency",
     "office", "partner", "division", "function"}
)  # fmt: skip


def bridge_entities(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The candidates (by id) that name the group a person question goes through: a name
    the unit writes with the group's noun after it ('the Integration Services team')."""
    if frame.expected != Expected.PERSON:
        return set()
    heads = {m.group(1).lower() for m in _THROUGH.finditer(frame.text)} & _GROUPS
    if not heads:
        return set()
    out: set[int] = set()
    for c in cands:
        if c.label == "PERSON":
            continue
        words = c.text.lower().split()
        if words and words[-1] in heads:
            out.add(id(c))
            continue
        for head in heads:
            if re.search(rf"{re.escape(c.text)}\s+{head}s?\b", c.unit.text, re.IGNORECASE):
                out.add(id(c))
                break
    return out
