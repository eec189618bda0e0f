"""A value a sentence states of the asked attribute with a copula: "What is the RTO for
PedalPass?" from 'Its recovery time objective (RTO) is 2 hours and its recovery point objective
(RPO) is 10 minutes', and "What is the RTO for StrongWatch?" from 'StrongWatch has an RTO of
2 hours instead of the Tier 1 figure'.

Pages state two attributes of one thing in one sentence, each value right after its own
attribute. The candidate model scores both values alike, since both stand near the asked
words and the subject; the sentence's own order says which is which.

The rule answers "What is the <attribute> for/of <subject>?" (a number, amount, share,
duration or date), when the attribute, written out or as its abbreviation in brackets, stands
right before 'is' (or after 'has a ... of'; either form answers the other,
`acronyms.term_pattern`) and a value of the asked type right after it, in a
sentence about the subject: one naming it, or opening with 'Its' / 'It' on the subject's page.
Every such statement must give the same value; a value the evidence states under a condition
the question does not ask is none. Its accuracy is the field rules' (`reader rescore`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.acronyms import term_pattern
from a2rag.read.candidates import Candidate, Unit
from a2rag.read.features import anchor_keys, names_anchor, page_heading, type_fit
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import Expected, QuestionFrame
from a2rag.read.unstated import unstated_condition

_VALUED = frozenset(
    {Expected.NUMBER, Expected.MONEY, Expected.PERCENT, Expected.DURATION, Expected.DATE}
)
_ASKED = re.compile(
    r"^\s*(?i:what)(?:['’]s|\s+is)\s+(?:the\s+)?(?P<attr>[a-z][a-z -]*?|[A-Z]{2,5})\s+"
    r"(?:for|of)\s+(?:the\s+)?(?P<subject>[A-Z][^?]*?)\s*\?\s*$"
)
_NAME = r"[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*"
_POSSESSIVE = re.compile(rf"({_NAME})['’]s\b|({_NAME})\s+has\s+(?:an?|the)\b")
_MIN_FIT = 0.7
# words between the copula and the value: 'is currently 2 hours', 'is set at 4 hours'
_LEAD_IN = r"(?:(?:currently|now|set\s+at|set\s+to|just|only)\s+)?"


def _of_the_subject(s: re.Match[str], u: Unit, keys: list[str]) -> bool:
    """Whether the statement's attribute is the subject's: its possessor ('Keystone's RPO',
    'the RPO for Keystone', 'Keystone has an RPO of'), or for 'its' / 'the' the sentence's
    earlier possessor ('Loom's RTO is 8 hours and its RPO is 24 hours' is Loom's, and 'Loom
    has an RTO of 8 hours and an RPO of 24 hours' too), else the page's subject."""
    named = s.group("poss") or s.group("of") or s.group("has")
    if named is None:
        earlier = _POSSESSIVE.findall(u.text[: s.start()])
        if earlier:
            named = next(n for n in earlier[-1] if n)
        else:
            return names_anchor((norm_phrase(page_heading(u)),), keys)
    return names_anchor((norm_phrase(named),), keys)


# 'Before the 9.2 upgrade the RPO was 1 hour': a value the subject had, not has
_EARLIER = re.compile(
    r"\b(?:before|until|previously|formerly|used\s+to|originally|prior\s+to|at\s+first)\b", re.I
)


def _earlier(text: str, s: re.Match[str]) -> bool:
    """The statement gives a former value: a time before it ('Before the upgrade the RPO
    was 1 hour'), or 'was' in a sentence that says 'until' or 'previously'."""
    was = re.search(r"\bwas\s", s.group(0)) is not None
    return _EARLIER.search(text[: s.start()]) is not None or (was and bool(_EARLIER.search(text)))


@dataclass(frozen=True)
class StatedValue:
    text: str
    attribute: str
    candidate: Candidate


def stated_value(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> StatedValue | None:
    """The one value sentences about the subject state right after the asked attribute
    (module docstring)."""
    if frame.expected not in _VALUED or frame.options:
        return None
    m = _ASKED.match(frame.text)
    if m is None:
        return None
    attr, subject = m.group("attr").strip(), m.group("subject").strip()
    named = [a for a in frame.anchors if norm_phrase(a) in norm_phrase(subject)]
    if len(named) != 1:
        return None
    keys = anchor_keys(frame, named[0])
    form = term_pattern(attr)
    statement = re.compile(
        rf"(?:(?P<poss>{_NAME})['’]s\s+)?(?i:{form})"
        rf"(?:\s+(?:for|of)\s+(?:the\s+)?(?P<of>{_NAME}))?\s+(?:is|was|will\s+be|stands\s+at)\s+"
        rf"{_LEAD_IN}|(?:(?P<has>{_NAME})\s+has|\band)\s+(?:an?|the)\s+(?i:{form})\s+of\s+",
    )
    by_unit: dict[int, list[Candidate]] = {}
    for c in cands:
        by_unit.setdefault(id(c.unit), []).append(c)
    found: dict[str, Candidate] = {}
    for u in units:
        for s in statement.finditer(u.text):
            if not _of_the_subject(s, u, keys) or _earlier(u.text, s):
                continue
            at = s.end()
            value = [
                c
                for c in by_unit.get(id(u), [])
                if u.text.startswith(c.text, at) and type_fit(frame, c) >= _MIN_FIT
            ]
            if not value:
                continue
            best = max(value, key=lambda c: len(c.text))
            if unstated_condition(frame, u, best.text, units):
                continue
            found.setdefault(norm_phrase(best.text), best)
    if len(found) != 1:
        return None
    ((_, cand),) = found.items()
    return StatedValue(cand.text, attr, cand)
