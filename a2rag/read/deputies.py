"""The deputy of a person the question names: "Who deputises for Gwendolyn Ashdown?", "Who is
the deputy of Colm Fairweather?", the second step of a hop through a role ("Who deputises for
the business owner of Yardbook?").

Staff pages say a deputy beside the person ('Tollbridge Depot manager: Gwendolyn Ashdown;
deputy Ifeoma Strand', 'The depot manager is Gwendolyn Ashdown and her deputy is Ifeoma
Strand', 'Gwendolyn Ashdown (deputy: Ifeoma Strand)') or beside the role the person holds
('Baggage and Airside Systems Lead: Colm Fairweather' on one line, 'Deputy Baggage and Airside
Systems Lead: Sunita Mavros' on another, or a table's row for that deputy role). The candidate
model sees two people in one line and cannot tell which is whose deputy. One deputy over all
places answers; two answer nothing. A rule, not a fitted model: it shares the field rule's
measured train accuracy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.lexical import norm_phrase
from a2rag.read.titled import PERSON_NAME, person_asked

_ASKED = (
    re.compile(
        rf"^\s*(?i:who(?:['’]s|\s+is|\s+was)\s+(?:the\s+)?deputy\s+(?:of|to|for))\s+"
        rf"(?P<who>{PERSON_NAME})\s*\?\s*$"
    ),
    re.compile(
        rf"^\s*(?i:who\s+(?:deputi[sz]es|deputi[sz]ed|stands\s+in|covers))\s+(?i:for)\s+"
        rf"(?P<who>{PERSON_NAME})\s*\?\s*$"
    ),
    re.compile(
        rf"^\s*(?i:who(?:['’]s|\s+is|\s+was))\s+(?P<who>{PERSON_NAME})['’]s?\s+(?i:deputy)"
        r"\s*\?\s*$"
    ),
)
_NAME_END = r"(?![\w'’-])"
# what a line may say of the person before their deputy: 'lead Dr Tomasz Wierzbicki, who is
# also the Radiation Protection Supervisor; deputy Esme Hollis', 'X (Applications Lead);'
_ASIDE = r"(?:,\s+who\s[^;\n]{0,100}?|\s*\([^)\n]{0,60}\))?"


@dataclass(frozen=True)
class DeputyAnswer:
    text: str
    person: str
    candidate: Candidate


def asked_person(question: str) -> str | None:
    """The person whose deputy the question asks, or None."""
    return person_asked(_ASKED, question)


def _beside(person: str) -> re.Pattern[str]:
    """Where a line names a deputy right after the person (and what it says of them)."""
    p = re.escape(person)
    return re.compile(
        rf"{p}{_NAME_END}{_ASIDE}\s*(?:[;,]\s*(?:and\s+)?|\s+and\s+)(?:(?:his|her|their|the)\s+)?"
        rf"deputy\s*(?:is\s+|:\s*)?(?P<d>{PERSON_NAME})"
        rf"|{p}{_NAME_END}\s*\(\s*deputy\s*:?\s*(?P<b>{PERSON_NAME})\s*\)"
    )


def _roles_held(person: str, units: list[Unit]) -> set[str]:
    """The roles lines give the person as their holder ('Baggage and Airside Systems Lead:
    Colm Fairweather'), by normalised form."""
    held: set[str] = set()
    line = re.compile(
        rf"(?:^|[;\n])\s*-?\s*(?P<role>[A-Z][\w&' -]{{2,60}}?)\s*:\s*{re.escape(person)}{_NAME_END}"
    )
    for u in units:
        if u.is_table:
            continue
        for m in line.finditer(u.text):
            role = m.group("role").strip()
            if not role.lower().startswith("deputy"):
                held.add(norm_phrase(role))
    return held


_DEPUTY_LINE = re.compile(
    rf"(?:^|[;\n])\s*-?\s*[Dd]eputy\s+(?P<role>[\w&' -]{{2,60}}?)\s*:\s*(?P<d>{PERSON_NAME})"
)


def _deputies_of_roles(roles: set[str], units: list[Unit]) -> list[tuple[str, Unit]]:
    """Who the lines or rows of each role's deputy name ('Deputy Baggage and Airside Systems
    Lead: Sunita Mavros', '| Deputy Security Systems Lead | Ivo Penhale |')."""
    out: list[tuple[str, Unit]] = []
    for u in units:
        if u.is_table:
            cells = [c.strip() for c in u.cells]
            for i, cell in enumerate(cells):
                m = re.match(r"(?i:deputy)\s+(.+)$", cell)
                if m is None or norm_phrase(m.group(1)) not in roles:
                    continue
                names = [c for j, c in enumerate(cells) if j != i and re.fullmatch(PERSON_NAME, c)]
                out.extend((n, u) for n in names[:1])
            continue
        for m in _DEPUTY_LINE.finditer(u.text):
            if norm_phrase(m.group("role")) in roles:
                out.append((m.group("d"), u))
    return out


def deputy_answer(question: str, units: list[Unit], cands: list[Candidate]) -> DeputyAnswer | None:
    """The one deputy the evidence gives the question's person; None when it gives none or
    two."""
    person = asked_person(question)
    if person is None:
        return None
    beside = _beside(person)
    said = [(m.group("d") or m.group("b"), u) for u in units for m in beside.finditer(u.text)]
    roles = _roles_held(person, units)
    if roles:
        said.extend(_deputies_of_roles(roles, units))
    found: dict[str, DeputyAnswer] = {}
    for deputy, unit in said:
        key = norm_phrase(deputy)
        if not key or key == norm_phrase(person):
            continue
        stated = [c for c in cands if c.unit is unit and norm_phrase(c.text) == key]
        if stated:
            found.setdefault(key, DeputyAnswer(stated[0].text, person, stated[0]))
    return next(iter(found.values())) if len(found) == 1 else None
