"""A system the question describes by what it does, read as a hop: "the pool dosing control
system" to 'AquaSense', "the system that tracks instrument decontamination" to 'AutoTrace',
"the fuel farm monitoring supplier" to the supplier of the system that monitors the fuel farm,
so that the question can be asked again of the name.

Registers give each system a row with its name and a cell saying what it is for ('| HAS-03 |
AquaSense | Pool chlorine and pH dosing control | Tier 1 | ...'). The description is read
from that cell only: every content word of the question's description must be the cell's
(by stem), the row must name the system in a column the header calls a system or name, and
one system only may be so described. A description the knowledge base does not hold ('the
payroll system' where no row says payroll) reads nothing, and the question stays unanswered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.lexical import content_words
from a2rag.text.match import stem

_NOUNS = r"system|platform|software|application"
# words that end a description: the question goes on about something else
_LINK = (
    r"(?:the|a|an|of|that|which|whose|who|for|at|to|with|by|in|on|from|and|or|owns|runs"
    r"|uses|is|are|was|were|its|their|our|this|same|other|new|old|current|main|backup)\b"
)
_WORDS = rf"(?P<desc>(?:(?!{_LINK})[a-z][\w-]*\s+){{2,4}})"
# "the pool dosing control system", "our automatic vehicle location system"
_NAMED_BY_USE = re.compile(rf"\b(?:the|our)\s+{_WORDS}(?P<noun>{_NOUNS})\b(?!['’])")
# "the system that tracks instrument decontamination?"
_DOES = re.compile(
    rf"\bthe\s+(?P<noun>{_NOUNS})\s+(?:that|which)\s+"
    rf"(?P<desc>(?:(?!{_LINK})[a-z][\w-]*\s*){{2,5}}?)(?=\s*[?,]|\s*$)"
)
# "the fuel farm monitoring supplier": the supplier of the system so described
_SUPPLIER = re.compile(rf"\bthe\s+{_WORDS}(?P<noun>supplier|vendor)\b(?!['’])")
# a register's column holding the system's name
_NAME_COLUMN = re.compile(
    r"^\s*(?:system|system\s+name|name|application|platform|product)\s*$", re.I
)
MIN_WORDS = 2


@dataclass(frozen=True)
class FunctionHop:
    description: str  # as the question says it
    name: str  # the system the one row so described names
    unit: Unit  # that row
    asked: str  # the question with the description replaced by the name


def _stems(text: str) -> set[str]:
    return {stem(w) for w in content_words(text)}


def _described(question: str) -> tuple[re.Match[str], str] | None:
    """Where the question describes a system by its use, and how to say it by name ('{}'
    stands for the name)."""
    for pattern, said in ((_DOES, "{}"), (_NAMED_BY_USE, "{}"), (_SUPPLIER, "the {} supplier")):
        m = pattern.search(question)
        if m is not None and len(content_words(m.group("desc"))) >= MIN_WORDS:
            return m, said
    return None


def _rows_described(description: set[str], units: list[Unit]) -> dict[str, tuple[str, Unit]]:
    """The systems whose register row has a cell, other than its name, saying every word of
    the description; by name (casefolded), each with its name and row."""
    found: dict[str, tuple[str, Unit]] = {}
    for u in units:
        if not u.is_table or len(u.cells) != len(u.header):
            continue
        names = [i for i, h in enumerate(u.header) if _NAME_COLUMN.match(h)]
        if len(names) != 1 or not u.cells[names[0]].strip():
            continue
        name = u.cells[names[0]].strip()
        cells = [c for i, c in enumerate(u.cells) if i != names[0]]
        if any(description <= _stems(c) for c in cells):
            found.setdefault(name.casefold(), (name, u))
    return found


def function_hop(question: str, units: list[Unit]) -> FunctionHop | None:
    """The question with the system it describes by its use replaced by the one system a
    register row so describes; None when it describes none, or no row or two fit."""
    described = _described(question)
    if described is None:
        return None
    m, said = described
    rows = _rows_described(_stems(m.group("desc")), units)
    if len(rows) != 1:
        return None
    ((name, unit),) = rows.values()
    asked = question[: m.start()] + said.format(name) + question[m.end() :]
    return FunctionHop(m.group(0), name, unit, asked)
