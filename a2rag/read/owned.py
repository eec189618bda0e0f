"""The system a question names by its owner, read as a hop: "the system whose business owner
is Joanne Callis", "the system Ravi Castellane owns", "the system owned by Eleanor Vosper",
"the system where Malachy Dunne is deputy business owner", so that the question can be asked
again of the system's name ("What is the RTO of Citizen Contact Hub?").

The owner is read where the knowledge base keeps it: a register's row ('| CRM-05 | Citizen
Contact Hub | ... | Joanne Callis | ...' under '| Code | System | ... | Business owner |'), a
system page's field ('Business owner: Joanne Callis' on the page of Citizen Contact Hub), or
an organisation list ('Ravi Castellane, owner of Tillbury EPOS'). A question that names the
kind of owner ('technical owner') reads only that column or field; one that says only 'owns'
reads the business or system owner, never the technical one. Two systems answer nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.lexical import norm_phrase
from a2rag.read.titled import PERSON_NAME

_SYSTEMS = r"system|platform|application|app|software|service|database|tool"
_MODIFIERS = (
    r"(?:(?!(?:the|of|for|at|to|with|by|in|on|whose|that|which|where|owned)\b)[a-z][\w-]*\s+)"
    r"{0,3}?"
)
_ROLE = r"(?:deputy\s+)?(?:business|technical|system|service)?\s*owner"
_DESCRIBED = re.compile(
    rf"\bthe\s+{_MODIFIERS}(?:{_SYSTEMS})\s+(?:"
    rf"whose\s+(?P<role>{_ROLE})\s+is\s+(?P<who>{PERSON_NAME})"
    rf"|where\s+(?P<who2>{PERSON_NAME})\s+is\s+(?:the\s+)?(?P<role2>{_ROLE})"
    rf"|(?:that\s+)?(?P<who3>{PERSON_NAME})\s+owns"
    rf"|owned\s+by\s+(?P<who4>{PERSON_NAME})(?!['’]s)(?!\s+team))"
)
_SYSTEM_COLUMN = re.compile(r"^\W*(?:system(?:\s+name)?|application|name|service)\W*$", re.I)
_NAME_FIELD = re.compile(r"^\W*(?:system\s+name|system|name)\s*:\s*(?P<name>[^\n]+)$", re.I | re.M)
_PAGE_LABEL = re.compile(r"^\s*(?:system(?:\s+(?:page|profile|record))?)\s*:\s*", re.I)


@dataclass(frozen=True)
class OwnedHop:
    owner: str  # the person as the question names them
    role: str  # 'business owner', 'owner', ...
    name: str  # the system
    unit: Unit  # the row or line that says it
    asked: str  # the question asked of the system by name


def _roles(asked: str) -> re.Pattern[str]:
    """The column or field names a question's owner may stand under."""
    words = asked.lower().split()
    if words == ["owner"]:  # "owns", "owned by": the business or system owner
        return re.compile(r"^\W*(?:business|system|service)?\s*owner\W*$", re.I)
    spaced = r"\s+".join(map(re.escape, words))
    return re.compile(rf"^\W*{spaced}\W*$", re.I)


def _holds(value: str, who: str) -> bool:
    """The cell or field value is the person ('Greta Lindqvist, Pharmacy Lead.')."""
    head = re.split(r"\s*[,(;]|\s+[-\u2013]\s+", value.strip(), maxsplit=1)[0].strip(" .")
    return norm_phrase(head) == norm_phrase(who)


def _subject(unit: Unit) -> str:
    """The system a page is about: its 'System name:' line, else its title without a label
    or code ('System page: Citizen Contact Hub (CRM-05)')."""
    named = _NAME_FIELD.search(unit.chunk_text)
    if named is not None:
        return re.split(r"\s*[(;,]", named.group("name").strip(), maxsplit=1)[0].strip(" .")
    title = _PAGE_LABEL.sub("", unit.title or "")
    return re.split(r"\s*[(:\u2013\u2014]|\s+-\s+", title, maxsplit=1)[0].strip(" .")


def _owned(who: str, roles: re.Pattern[str], units: list[Unit]) -> dict[str, tuple[str, Unit]]:
    found: dict[str, tuple[str, Unit]] = {}
    for u in units:
        name = ""
        if u.is_table and u.header:
            held = any(
                roles.match(h) and _holds(c, who) for h, c in zip(u.header, u.cells, strict=False)
            )
            at = next((i for i, h in enumerate(u.header) if _SYSTEM_COLUMN.match(h)), None)
            if held and at is not None and at < len(u.cells):
                name = u.cells[at].strip()
            elif held and u.keyed:
                name = _subject(u)  # '| System owner | Eleanor Vosper |' on the system's page
        else:
            label, colon, value = u.text.partition(":")
            if colon and roles.match(label) and _holds(value, who):
                name = _subject(u)
            else:
                # 'Food and Beverage Systems Coordinator: Ravi Castellane, owner of Tillbury EPOS'
                of = re.search(
                    rf"\b{re.escape(who)}\b[^.;]*?,\s+(?P<role>{_ROLE})\s+of\s+"
                    r"(?P<name>[A-Z][\w&'’ -]*?)\s*(?:[.;,(]|$)",
                    u.text,
                )
                if of is not None and roles.match(of.group("role")):
                    name = of.group("name")
        name = re.split(r"\s*\(", name, maxsplit=1)[0].strip(" .")
        if norm_phrase(name):
            found.setdefault(norm_phrase(name), (name, u))
    return found


def owned_hop(question: str, units: list[Unit]) -> OwnedHop | None:
    """The question with the system it names by its owner replaced by that system's name;
    None when it names none so, or the evidence gives the owner no system or two."""
    m = _DESCRIBED.search(question)
    if m is None:
        return None
    who = next(w for w in m.group("who", "who2", "who3", "who4") if w)
    role = m.group("role") or m.group("role2") or "owner"
    found = _owned(who, _roles(role), units)
    if len(found) != 1:
        return None
    ((name, unit),) = found.values()
    if norm_phrase(name) == norm_phrase(who):
        return None
    asked = question[: m.start()] + name + question[m.end() :]
    return OwnedHop(who, re.sub(r"\s+", " ", role.strip().lower()), name, unit, asked)
