"""A person the question names by a role of something named, read as a hop: "Who deputises
for the business owner of Yardbook?", "What is the desk phone number of FrostWatch's business
owner?", "Who is the deputy of the person who is business owner of SortLine?".

The role's holder is what "Who is the business owner of Yardbook?" asks, which the rules
read on their own (a register's column, a system page's field); the question is then asked
of that person by name. Only a question asking something of the person (a deputy, a number,
an extension, a job title, an e-mail address) is read so: "Who is the business owner of
Yardbook?" is the first question itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ROLE = (
    r"(?:(?:business|system|technical|service|account|site|IT|product|data)\s+)?"
    r"(?:owner|manager|lead|contact)"
)
_NAME = r"[A-Z][\w&'’-]*(?:\s+(?:&\s+)?[A-Z][\w&'’-]*)*"
_DESCRIBED = (
    # "the business owner of Yardbook"
    re.compile(rf"\bthe\s+(?P<role>{_ROLE})\s+(?:of|for|at)\s+(?P<x>{_NAME})"),
    # "FrostWatch's business owner"
    re.compile(rf"\b(?P<x>{_NAME})['’]s?\s+(?P<role>{_ROLE})\b"),
    # "the person who is business owner of SortLine"
    re.compile(
        rf"\bthe\s+person\s+who\s+is\s+(?:the\s+)?(?P<role>{_ROLE})\s+(?:of|for|at)\s+"
        rf"(?P<x>{_NAME})"
    ),
)
# what the question asks of the person
_OF_PERSON = re.compile(
    r"\b(?:phone|number|extension|line|dial|mobile|job\s+title|e-?mail|deputy|deputis\w*)\b",
    re.I,
)


@dataclass(frozen=True)
class RoleHop:
    description: str  # as the question says it: "the business owner of Yardbook"
    role: str
    thing: str
    first: str  # the question asking who holds the role


def role_hop(question: str) -> RoleHop | None:
    """The role of a named thing the question asks something of its holder through, or
    None."""
    for pattern in _DESCRIBED:
        m = pattern.search(question)
        if m is None:
            continue
        rest = question[: m.start()] + question[m.end() :]
        if not _OF_PERSON.search(rest):
            return None  # "Who is the business owner of Yardbook?" asks the role itself
        role, thing = m.group("role"), m.group("x")
        return RoleHop(m.group(0), role, thing, f"Who is the {role} of {thing}?")
    return None


def asked_of(question: str, hop: RoleHop, person: str) -> str:
    """The question asked of the role's holder by name."""
    return question.replace(hop.description, person, 1)
