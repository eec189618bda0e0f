"""A named person's job title: "What is the job title of Callum Rhys-Odell?", "What job title
does Hester Quinlan hold?".

The title is read where staff lists keep it: the title column of the person's table row
('| Name | Role | Direct line |', or 'Deputy title' beside a 'Deputy' column), the label of
a line that gives the person as its value on a staff or team page ('Systems Administrator:
Callum Rhys-Odell (ext. 4113)'), or a title said right after the name ('Felix Harrowby,
Applications Lead,', 'Moira Pell (Service Desk Analyst)'). A title has a job's noun ('lead',
'manager', 'Head of ...'). Lines of incident records and minutes are not read: there
'Incident lead: X' is what X did, not X's job. One title over all places answers; two answer
nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.features import page_heading
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import PERSON_NOUNS
from a2rag.read.titled import PERSON_NAME, person_asked

_ASKED = (
    re.compile(
        r"^\s*(?i:what(?:['’]s|\s+is|\s+was)\s+(?:the\s+)?"
        r"(?:(?:normal|usual|substantive|actual)\s+)?(?:job\s+)?title\s+of)\s+"
        rf"(?P<who>{PERSON_NAME})\s*\?\s*$"
    ),
    re.compile(
        rf"^\s*(?i:what\s+(?:job\s+)?title\s+does)\s+(?P<who>{PERSON_NAME})\s+"
        r"(?i:hold|have)\s*\?\s*$"
    ),
    re.compile(
        rf"^\s*(?i:what(?:['’]s|\s+is))\s+(?P<who>{PERSON_NAME})['’]s?\s+(?i:job\s+title)"
        r"\s*\?\s*$"
    ),
)
_TITLE_COLUMN = re.compile(r"^\s*(?:job\s+)?(?:title|role|position|post)\s*$", re.I)
_NAME_COLUMN = re.compile(r"^\s*(?:name|person|staff|member|holder|post\s*holder)?\s*$", re.I)
# pages whose lines say what a person did, not their job
_NOT_STAFF_PAGE = re.compile(
    r"\b(?:incident|post[\s-]?mortem|review|minutes|meeting|log|rota|INC-)", re.I
)
_HONORIFIC = re.compile(r"^(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+")
_TITLE = r"(?:[A-Z][\w&'’-]*|of|and|for|the|&)(?:\s+(?:[A-Z][\w&'’-]*|of|and|for|the|&))*"


@dataclass(frozen=True)
class JobTitle:
    text: str
    person: str
    candidate: Candidate


def asked_person(question: str) -> str | None:
    """The person whose job title the question asks, or None."""
    return person_asked(_ASKED, question)


def _is_person(text: str, who: str) -> bool:
    head = re.split(r"\s*[,(]", text.strip(), maxsplit=1)[0]
    return norm_phrase(_HONORIFIC.sub("", head)) == norm_phrase(_HONORIFIC.sub("", who))


def is_job_title(text: str) -> bool:
    """A job's name: its last word a job's noun, or 'Head of ...'."""
    words = re.findall(r"[A-Za-z]+", text)
    if not words or len(words) > 8 or not text[:1].isupper():
        return False
    return words[-1].lower() in PERSON_NOUNS or words[0].lower() in {"head", "chief", "director"}


def _from_row(u: Unit, who: str) -> str | None:
    at = next((i for i, c in enumerate(u.cells) if _is_person(c, who)), None)
    if at is None or at >= len(u.header):
        return None
    own = f"{u.header[at].strip()} title".casefold()
    paired = [i for i, h in enumerate(u.header) if h.strip().casefold() == own]
    if not paired and _NAME_COLUMN.match(u.header[at]):
        paired = [i for i, h in enumerate(u.header) if _TITLE_COLUMN.match(h)]
    if len(paired) != 1 or paired[0] >= len(u.cells):
        return None
    title = u.cells[paired[0]].strip()
    return title if is_job_title(title) else None


def _from_line(u: Unit, who: str) -> list[str]:
    out: list[str] = []
    label, colon, value = u.text.partition(":")
    if colon and _is_person(value, who) and is_job_title(label.strip(" -*")):
        out.append(label.strip(" -*"))
    name = re.escape(_HONORIFIC.sub("", who))
    for m in re.finditer(
        rf"\b{name}(?:,\s+(?:the\s+)?|\s+\()({_TITLE})(?=\s*[,)]|\s*$|\.)", u.text
    ):
        if is_job_title(m.group(1)):
            out.append(m.group(1))
    return out


def job_title_answer(question: str, units: list[Unit], cands: list[Candidate]) -> JobTitle | None:
    """The one job title the evidence gives the person the question names, or None."""
    who = asked_person(question)
    if who is None:
        return None
    found: dict[str, tuple[str, Unit]] = {}
    for u in units:
        if _NOT_STAFF_PAGE.search(page_heading(u)):
            continue
        titles = [t for t in [_from_row(u, who)] if t] if u.is_table else _from_line(u, who)
        for t in titles:
            found.setdefault(norm_phrase(t), (t, u))
    if len(found) != 1:
        return None
    ((key, (title, unit)),) = found.items()
    for c in cands:
        if c.unit is unit and norm_phrase(c.text) == key:
            return JobTitle(c.text, who, c)
    return JobTitle(title, who, Candidate(title, "PNP", unit, 0, 0))
