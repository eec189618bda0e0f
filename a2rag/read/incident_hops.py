"""The system or supplier an incident's own record names, read as a hop: "the system that
failed in INC-2024-017" to the system's name, "the supplier involved in INC-2024-031" to the
supplier's, so that the question can be asked again of that name.

"Who is the account manager at the supplier of the system that failed in INC-2024-017?" is
a chain: the incident's record names the system ('System: TerminalHub'), the system's page
its supplier, the supplier's profile the account manager. The first link is read here, from
a field of the record whose title carries the incident's code ('Post-incident review
INC-2024-017: ...'), never from a page that only mentions the code in passing; the rest is
the party hop (party_hops.py) and the field rules, asked of the named system. A record that
names two systems, or two suppliers, answers nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.features import page_heading
from a2rag.read.lexical import norm_phrase

# an incident's code: 'INC-2024-031', 'INC-RC-2024-031', 'INC-2291'
_CODE = r"[A-Z]{2,}[A-Z0-9]*(?:-[A-Z0-9]+)*-\d+[A-Z0-9]*"
_PARTY = r"supplier|vendor|company|firm|provider|contractor"
_SYSTEM = (
    r"system|platform|service|portal|application|app|software|tool|engine|network|link"
    r"|database|server|gateway|feed|batch|tills|sensors|equipment"
)
# what the question says the thing did in the incident: "that failed in", "affected by",
# "whose firmware caused", "involved in", "at fault in"
_DID = (
    r"(?:(?:that|which|whose)\s+(?:[\w'’-]+\s+){1,10}?(?:in|during|caused|triggered)"
    r"|(?:that\s+was\s+|which\s+was\s+)?(?:affected\s+by|involved\s+in|at\s+fault\s+in|hit\s+by"
    r"|blamed\s+in|behind|responsible\s+for))"
)
# words that end a noun phrase: "the supplier of the system ..." describes the system
_LINK = r"(?:the|of|that|which|whose|for|at|to|with|behind|by|in)\b"
_DESCRIPTION = re.compile(
    rf"\bthe\s+(?:(?!{_LINK})[a-z][\w-]*\s+){{0,3}}?(?P<noun>{_PARTY}|{_SYSTEM})\s+{_DID}\s+"
    rf"(?P<code>{_CODE})\b"
)
# the record's field naming what the question asks through
_SYSTEM_FIELD = re.compile(
    r"^\W*(?:(?:affected|primary)\s+)?(?:system|service|application|platform)s?"
    r"(?:\s+(?:affected|involved|at\s+fault))?\W*$",
    re.I,
)
_PARTY_FIELD = re.compile(
    r"^\W*(?:supplier|vendor|third\s+party)(?:\s+(?:involved|at\s+fault|responsible))?\W*$", re.I
)
_LISTED = re.compile(r"[;,]|\s+and\s+")


# a question that still speaks of the incident ("... at the time it happened?") asks more
# than the named thing: deep mode's chain
_BACK = re.compile(r"\b(?:it|at\s+the\s+time|then|that\s+day)\b", re.I)
# the name a record's title gives right after the code: 'INC-2024-0921: TransferGate uploads'
_CAPITALISED = r"(?:[A-Z]|[a-z]+[A-Z])[\w&'-]*"  # 'TransferGate', 'ePCR'
_TITLE_NAME = re.compile(rf"^\s*[:\u2013\u2014-]?\s*({_CAPITALISED}(?:\s+{_CAPITALISED})*)")


@dataclass(frozen=True)
class IncidentHop:
    code: str
    name: str  # the system or supplier the incident's record names
    other: str  # the record's other form of it: 'MEMBRA' of 'the Ledger (MEMBRA)'
    unit: Unit  # the record's line that names it
    asked: str  # the question with its description replaced by the name


def _record(code: str, units: list[Unit]) -> list[Unit]:
    """The units of the incident's own record: its page's title carries the code."""
    key = re.compile(rf"(?<![\w-]){re.escape(code)}(?![\w-])")
    return [u for u in units if key.search(page_heading(u))]


def _titled(code: str, units: list[Unit]) -> dict[str, tuple[str, str, Unit]]:
    """The system a record's title names right after the code ('Post-incident review
    INC-2024-0921: TransferGate uploads rejected'), if that system has a page of its own."""
    record = _record(code, units)
    if not record:
        return {}
    heading = page_heading(record[0])
    at = re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", heading)
    m = _TITLE_NAME.match(heading[at.end() :]) if at is not None else None
    if m is None:
        return {}
    name = m.group(1)
    key = norm_phrase(name)
    own = [u for u in units if u not in record and _subject(page_heading(u)).startswith(key)]
    return {name.casefold(): (name, "", record[0])} if own else {}


def _subject(heading: str) -> str:
    """What a page's heading names, after its label: 'TransferGate (HAR-SYS-052)' of 'System
    page: TransferGate (HAR-SYS-052)'."""
    _, colon, rest = heading.partition(":")
    return norm_phrase(rest if colon and len(_.split()) <= 3 else heading)


def _value(text: str) -> tuple[str, str] | None:
    """The name a field's value gives, and the other form in brackets after it; None when it
    lists several."""
    value = re.sub(r"^the\s+", "", text.strip(), flags=re.I).strip(" .")
    head, _, rest = value.partition("(")
    head = head.strip()
    if not head or not head[:1].isupper() or _LISTED.search(head) or len(head.split()) > 6:
        return None
    other = rest.split(")")[0].strip() if rest else ""
    return head, other if other[:1].isupper() and not _LISTED.search(other) else ""


def incident_hop(question: str, units: list[Unit]) -> IncidentHop | None:
    """The question with the thing it describes by an incident ("the system that failed in
    INC-2024-017") replaced by the one name the incident's record gives it; None when the
    question describes nothing so, or the record names none or two."""
    m = _DESCRIPTION.search(question)
    if m is None:
        return None
    party = re.fullmatch(_PARTY, m.group("noun")) is not None
    field = _PARTY_FIELD if party else _SYSTEM_FIELD
    said: dict[str, tuple[str, str, Unit]] = {}
    for u in _record(m.group("code"), units):
        if u.is_table:
            continue
        name, colon, value = u.text.partition(":")
        if not colon or not field.match(name):
            continue
        named = _value(value)
        if named is None:
            return None
        said.setdefault(named[0].casefold(), (*named, u))
    if not said and not party:
        said = _titled(m.group("code"), units)
    if len(said) != 1:
        return None
    ((name, other, unit),) = said.values()
    before, after = question[: m.start()], question[m.end() :]
    if _BACK.search(before) or _BACK.search(after):
        return None
    asked = before + name + after
    return IncidentHop(m.group("code"), name, other, unit, asked)
