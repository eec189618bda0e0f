"""Facts a page states about its own subject, read by rule: who directed a film ("Who is the
director of Oh Billy, Behave?" from "... a 1926 American silent comedy film directed by Grover
Jones") and when a person was born or died ("What is the date of death of Ann Hui?" from the
life span "(23 May 1947 – ...)" or "died on ...").

These are the hops deep mode asks once it has a bridge name, and the questions that name one
subject and one attribute. The candidate model reads them poorly: the name after "directed
by" is two tokens from a relation word it does not see, and a life span has no verb at all.
Like comparisons and fields, the rule's accuracy on the train split is its confidence
(`reader fit` / `reader rescore`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.compare import role_holder
from a2rag.read.sides import is_own_page
from a2rag.read.values import life_date, life_place

_WORK = r"(?:the )?(?:(?:film|movie|song|album|book|novel|play|series|show|opera|game) )?"
_ROLE_QUESTION = re.compile(
    rf"^who (?:is|was) the (director|producer|composer|screenwriter|writer|author|creator|"
    rf"founder) of {_WORK}(?P<subject>.+?)\s*\??$",
    re.IGNORECASE,
)
_ROLE_VERB_QUESTION = re.compile(
    rf"^who (directed|produced|composed|wrote|created|founded) {_WORK}(?P<subject>.+?)\s*\??$",
    re.IGNORECASE,
)
VERB_ROLE = {
    "directed": "director", "produced": "producer", "composed": "composer", "wrote": "writer",
    "written": "writer", "created": "creator", "founded": "founder",
}  # fmt: skip
# the organisation that supplies, operates, makes, publishes or develops one named thing:
# "What is the supplier of the Tidewater Integration Engine?", "Which company operates
# Pellow Lane Data Centre?"
_ORG_ROLES = ("supplier", "operator", "manufacturer", "publisher", "developer", "designer")
_ASKER = r"(?:who|what|which (?:company|firm|vendor|supplier|organi[sz]ation|business))"
_ORG_ROLE_QUESTION = re.compile(
    rf"^{_ASKER} (?:is|was) the ({'|'.join(_ORG_ROLES)}) of (?:the )?(?P<subject>.+?)\s*\??$",
    re.IGNORECASE,
)
_ORG_VERB_QUESTION = re.compile(
    rf"^{_ASKER} (supplie[sd]|operate[sd]|manufacture[sd]|publishe[sd]|develop(?:s|ed)|"
    rf"designe[sd]) (?:the )?(?P<subject>.+?)\s*\??$",
    re.IGNORECASE,
)
_ORG_VERB_ROLE = {
    "suppli": "supplier", "operat": "operator", "manufactur": "manufacturer",
    "publish": "publisher", "develop": "developer", "design": "designer",
}  # fmt: skip
_LIFE_QUESTION = re.compile(
    r"^(?:(?:what|where) (?:is|was) the (?P<what>date|place) of (?P<event>birth|death) of "
    r"(?P<subject>.+?)|(?P<wh>when|where) (?:was|is) (?P<born>.+?) born|"
    r"(?P<wh2>when|where) did (?P<died>.+?) die|when (?:is|was) (?P<bday>.+?)['’]s? birthday)"
    r"\s*\??$",
    re.IGNORECASE,
)
# the subject is one name: not "the director of film X" (a composite question)
# (case-sensitive: a title may begin "The Zone")
_COMPOSITE = re.compile(r"^(?:the|a|an|his|her|its|their)\b|\bof the\b|['’]s\b")
# 2Wiki's titles carry their page's disambiguation, which the page's text does not
_DISAMBIGUATION = re.compile(
    r"\s*\((?:\d{4} )?(?:film|movie|song|album|novel|play|tv series|series|band)\)$", re.IGNORECASE
)


@dataclass(frozen=True)
class Fact:
    text: str
    kind: str  # 'role', 'org role' or 'life'
    unit: Unit


def _subject(name: str) -> str | None:
    name = _DISAMBIGUATION.sub("", name.strip(" ?.,"))
    if not name or _COMPOSITE.search(name) or not name[:1].isupper():
        return None
    return name


def _verb_role(verb: str) -> str:
    verb = verb.casefold()
    return VERB_ROLE.get(verb) or next(r for v, r in _ORG_VERB_ROLE.items() if verb.startswith(v))


# each question form, and how its first group names the role
_ROLE_FORMS = (
    (_ROLE_QUESTION, str.casefold),
    (_ROLE_VERB_QUESTION, _verb_role),
    (_ORG_ROLE_QUESTION, str.casefold),
    (_ORG_VERB_QUESTION, _verb_role),
)


def _role(question: str) -> tuple[str, str] | None:
    """(role, subject) of a one-subject role question."""
    for form, role_of in _ROLE_FORMS:
        m = form.match(question.strip())
        if m:
            subject = _subject(m.group("subject"))
            return (role_of(m.group(1)), subject) if subject else None
    return None


def _life(question: str) -> tuple[str, str, str] | None:
    """(event, subject, 'date' or 'place') of a life-event question."""
    m = _LIFE_QUESTION.match(question.strip())
    if not m:
        return None
    if m.group("event"):
        event = "born" if m.group("event").casefold() == "birth" else "died"
        name, what = m.group("subject"), m.group("what").casefold()
    elif m.group("born"):
        event, name = "born", m.group("born")
        what = "date" if m.group("wh").casefold() == "when" else "place"
    elif m.group("bday"):
        event, name, what = "born", m.group("bday"), "date"
    else:
        event, name = "died", m.group("died")
        what = "date" if m.group("wh2").casefold() == "when" else "place"
    subject = _subject(name)
    return (event, subject, what) if subject else None


def _life_fact(units: list[Unit], subject: str, event: str, what: str) -> Fact | None:
    """The date on the subject's own page (`is_own_page`: titled with the subject, as
    'Archibald Montgomerie, 16th Earl of Eglinton' over 'Archibald Seton Montgomerie, ...',
    or opening with the name); one date, or none when its pages disagree. Another page that
    names the subject gives that page's own person's dates ('Archduke Anton (1901 – 1987)
    was the son of Archduke Leopold Salvator')."""
    best: dict[str, Unit] = {}
    for u in sorted(units, key=lambda u: u.chunk_rank):
        if not is_own_page(u, subject):
            continue
        if what == "date":
            dated = life_date(u.text, event)
            found = dated[1] if dated else None
        else:
            found = life_place(u.text, event)
        if found is not None:
            best.setdefault(found.strip(" ,."), u)
    if len(best) != 1:
        return None  # none, or two dates from equally good pages
    text, unit = next(iter(best.items()))
    return Fact(text, "life", unit)


def fact_answer(question: str, units: list[Unit]) -> Fact | None:
    """The rule's answer to a one-subject role or life-date question; None when the question
    is not one, or the evidence does not state exactly one value."""
    role = _role(question)
    if role is not None:
        found = role_holder(units, role[1], role[0])
        kind = "org role" if role[0] in _ORG_ROLES else "role"
        return Fact(found[0], kind, found[1]) if found else None
    life = _life(question)
    if life is not None:
        return _life_fact(units, life[1], life[0], life[2])
    return None
