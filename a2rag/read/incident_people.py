"""The person an incident's record names as its lead or manager, read as a hop: "the person
who led the response to INC-2024-031" (or to "the June 2024 ClearView PACS incident"),
"whoever was incident manager on INC-2291", "the incident lead for INC-2024-017" to the name on the record's 'Incident lead:' or 'Incident
manager:' line, so that what the question asks of the person (a job title, a direct line) is
read where the knowledge base keeps it, the staff list or the team page.

The record is the incident's own page (`incident_record`); only its field lines count, each
for the role the question says (a lead is not a manager), and one person only: a record
naming two leads, or none, answers nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.event_records import CODE, event_record
from a2rag.read.incident_hops import EVENT_PHRASE, incident_record
from a2rag.read.titled import PERSON_NAME

# "the person who led the response to INC-x", "whoever managed incident INC-x"
_LED = re.compile(
    r"\b(?:the\s+(?:person|one|engineer|manager|analyst|officer)\s+who|whoever)\s+"
    r"(?P<verb>led|managed|ran)\s+(?:the\s+(?:response|recovery)\s+(?:to|for|of)\s+)?"
    rf"(?:(?:(?:the\s+)?incident\s+)?(?P<code>{CODE})\b|(?P<event>{EVENT_PHRASE}))",
    re.I,
)
# "whoever was incident manager on INC-x", "the incident lead for INC-x"
_ROLE_OF = re.compile(
    r"\b(?:whoever\s+(?:was|acted\s+as)\s+(?:the\s+)?|the\s+)incident\s+"
    rf"(?P<noun>lead|manager)\s+(?:on|for|of|in)\s+(?:incident\s+)?(?P<code>{CODE})\b",
    re.I,
)
# the record's line naming the person in each role
_FIELDS = {
    "lead": re.compile(r"^\W*(?:incident\s+lead|response\s+lead|led\s+by)\W*$", re.I),
    "manager": re.compile(r"^\W*(?:incident\s+manager|managed\s+by)\W*$", re.I),
}
_PERSON = re.compile(rf"^\s*(?:the\s+)?({PERSON_NAME})")


@dataclass(frozen=True)
class IncidentPerson:
    code: str
    role: str  # 'lead' or 'manager'
    name: str
    unit: Unit  # the record's line that names them
    asked: str  # the question with the description replaced by the name


def _asked_role(question: str) -> tuple[re.Match[str], str] | None:
    led = _LED.search(question)
    if led is not None:
        return led, "manager" if led.group("verb").lower() == "managed" else "lead"
    role = _ROLE_OF.search(question)
    if role is not None:
        return role, role.group("noun").lower()
    return None


def incident_person_hop(question: str, units: list[Unit]) -> IncidentPerson | None:
    """The question with the person it describes by an incident role replaced by the one
    person the incident's record names in that role; None otherwise."""
    asked = _asked_role(question)
    if asked is None:
        return None
    m, role = asked
    code = m.group("code")
    event = m.groupdict().get("event")
    # "the person who led the response to the June 2024 ClearView PACS incident": the record
    # is the one its heading describes
    record = incident_record(code, units) if code else event_record(event or "", units)
    named: dict[str, tuple[str, Unit]] = {}
    for u in record:
        if u.is_table:
            continue
        for part in re.split(r"\s+\|\s+|;\s+", u.text):
            label, colon, value = part.partition(":")
            if not colon or not _FIELDS[role].match(label):
                continue
            person = _PERSON.match(value)
            if person is None:
                return None
            name = person.group(1).strip()
            named.setdefault(name.casefold(), (name, u))
    if len(named) != 1:
        return None
    ((name, unit),) = named.values()
    return IncidentPerson(
        code or (event or "").removeprefix("the "),
        role,
        name,
        unit,
        question[: m.start()] + name + question[m.end() :],
    )
