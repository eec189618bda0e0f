"""When a named party's term ends, said in prose: "When does the Brightwater Digital contract
end?" reads '31 August 2026' of 'The current support and development contract, reference
BWD-5512, began on 1 September 2022 and ends on 31 August 2026' on Brightwater Digital's page.

The candidate model weighs a sentence's two dates alike, and the field rule reads only 'Contract
end:' lines. Here the end is the date an end verb stands right before ('ends on', 'runs until',
'expires'), or else a range's second date ('Contract period: 1 February 2024 to 28 February
2027'), in a sentence that says the term's noun (or 'agreement' for a contract; 'It' right after
a sentence that says it) and is on the party's own page or names it. One date over all such sentences answers, or the one a
sentence extending the term gives beside the original end; two otherwise (two contracts)
answer nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.features import page_heading
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import QuestionFrame
from a2rag.read.records import own_record
from a2rag.read.sides import names_side
from a2rag.read.values import range_end_date, said_end_dates
from a2rag.text.match import stem

# "When does the X contract end?", "When will our agreement with X expire?", "When does the
# contract expire for X?", "When does the X contract come up for renewal?", "When is the
# contract renewal due for X?"
_ASKED = re.compile(
    r"^\s*when\s+(?:(?:does|do|will)\s+(?P<term>.+?)\s+(?:end|expire|finish|lapse|terminate"
    r"|run\s+out|come\s+to\s+an\s+end|(?P<renew>renew|come\s+up\s+for\s+renewal))"
    r"|is\s+(?P<renewed>.+?)\s+renewal(?:\s+date)?(?:\s+due)?)"
    r"(?P<rest>(?:\s+(?:now|currently))?)(?P<party>\s+(?:for|with)\s+[^?]+?)?\s*\?\s*$",
    re.I,
)
# a term's noun, with the words a page says it by
_TERMS: dict[str, frozenset[str]] = {
    "contract": frozenset({"contract", "agreement"}),
    "agreement": frozenset({"contract", "agreement"}),
    "licence": frozenset({"licence", "license"}),
    "license": frozenset({"licence", "license"}),
    "lease": frozenset({"lease"}),
    "warranty": frozenset({"warranty"}),
    "subscription": frozenset({"subscription"}),
    "tenancy": frozenset({"tenancy"}),
}
# a sentence that moves the end: 'agreed ... to extend the contract by six months, so it now
# runs to 15 January 2026' over 'Contract end: 15 July 2025 (see the note below)'
_REVISED = re.compile(r"\b(?:now|extend(?:s|ed)?|extension|revised|moved|new\s+end)\b", re.I)
# a term the question does not ask: 'the previous contract ended in 2021'
_ANOTHER_TERM = re.compile(r"\b(?:previous|former|old|original|earlier|last|prior)\b", re.I)
# "When does the X contract now end?": the end after a change, which a sentence must say
_NOW = re.compile(r"\b(?:now|currently|still)\b", re.I)
# a term of something the party stands beside, a hop away: "the contract with RandoGate's
# supplier", "the contract for the supplier of the system that ..."
_HOP = re.compile(
    r"['’]s?\s+(?!contract|agreement|licen[cs]e|lease|warranty|subscription|tenancy)[a-z]+\b"
    r"|\b(?:of|that|which|whose|who|behind)\b",
    re.I,
)
_WORD = re.compile(r"[a-z]+")
_PRONOUN = re.compile(r"^(?:It|This)\s")


def says_term(noun: str, text: str) -> bool:
    """Whether a text says a term's noun, in any of the words a page says it by ('agreement'
    for a contract)."""
    noun = noun.lower()
    words = set(_WORD.findall(text.lower()))
    if noun in _TERMS:
        return bool(_TERMS[noun] & words)
    return stem(noun) in {stem(w) for w in words}


@dataclass
class TermEnd:
    text: str
    party: str
    term: str
    candidate: Candidate


def asked_term(frame: QuestionFrame) -> tuple[str, str, bool] | None:
    """(party, term noun, whether its renewal is asked) of a question asking when one named
    party's term ends, or None."""
    m = _ASKED.match(frame.text)
    if m is None or len(frame.anchors) != 1:
        return None
    party = frame.anchors[0]
    term = (m.group("term") or m.group("renewed")) + (m.group("party") or "")
    if party not in term:
        return None  # "When does the contract end with the supplier of the system that ..."
    at = term.find(party)
    if _HOP.search(term[at + len(party) :]) or _HOP.search(term[:at]):
        return None
    nouns = [w for w in _WORD.findall(term.replace(party, " ").lower()) if w in _TERMS]
    if len(nouns) != 1:
        return None
    return party, nouns[0], bool(m.group("renew") or m.group("renewed"))


def term_end_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> TermEnd | None:
    """The one date an end verb gives in a sentence saying the asked term, on the party's
    page or naming the party."""
    asked = asked_term(frame)
    if asked is None:
        return None
    party, noun, renewal = asked
    found: dict[str, tuple[str, Unit]] = {}
    revised: set[str] = set()
    previous: Unit | None = None
    for u in units:
        # 'It started on 1 January 2024 and ends on 31 December 2028' after 'The contract
        # reference is KRS-2024-009.': the pronoun is the term the sentence before says
        said_before = (
            previous is not None
            and previous.chunk_id == u.chunk_id
            and says_term(noun, previous.text)
            and _PRONOUN.match(u.text) is not None
        )
        previous = u
        if u.is_table or not (says_term(noun, u.text) or said_before):
            continue
        if _ANOTHER_TERM.search(u.text) and not _ANOTHER_TERM.search(frame.text):
            continue
        if not (
            names_side(u.text, party)
            or names_side(page_heading(u), party)
            or names_side(own_record(u), party)
        ):
            continue
        ranged = range_end_date(u.text)
        for _, text in said_end_dates(u.text, renewal=renewal) or ([ranged] if ranged else []):
            found.setdefault(norm_phrase(text), (text, u))
            if _REVISED.search(u.text):
                revised.add(norm_phrase(text))
    if _NOW.search(frame.text) and len(revised) != 1:
        return None  # the end as signed, when the question asks it after a change
    if len(found) > 1 and len(revised) == 1:
        found = {k: v for k, v in found.items() if k in revised}
    if len(found) != 1:
        return None
    ((key, (text, unit)),) = found.items()
    for c in cands:
        if c.unit is unit and norm_phrase(c.text) == key:
            return TermEnd(c.text, party, noun, c)
    return TermEnd(text, party, noun, Candidate(text, "DATE", unit, 0, 0))
