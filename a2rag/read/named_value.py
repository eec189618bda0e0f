"""A value a sentence gives right after the attribute the question names: "What is the
contract reference for Brightwater Digital Services Ltd?" from 'Brightwater Digital Services
Ltd supplies PlanView ..., under contract reference BDS-2021-117'.

The field rule reads such a value from a 'Contract reference: BDS-2021-117' line; prose writes
it after the attribute's own words, with no colon, and the candidate model scores it low (the
sentence's verb is 'supplies', none of the question's). The attribute is the question's
asked noun with the words in front of it, at least two ('contract reference', 'register
code'); the value is the one candidate of the asked type that follows it, at most a
linking word apart ('is', 'of', 'number'), in a sentence that itself names all of the
question's names (its topic is not enough: a list item of minutes about another supplier is
that supplier's). A modifier in front of the attribute that the question does not say
('previous contract reference') makes it another one. Two different values give no
answer. A rule: it shares the field rule's measured accuracy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate
from a2rag.read.features import anchor_keys, names_anchor, type_fit
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import QuestionFrame
from a2rag.text.stopwords import STOPWORDS

MIN_FIT = 0.5
MIN_WORDS = 2
# words that make an attribute another one than the question's ('previous contract reference')
_OTHER = frozenset(
    {"previous", "former", "old", "new", "temporary", "interim", "backup", "secondary",
     "original", "earlier", "later", "replacement", "draft", "proposed"}
)  # fmt: skip
_LINK = r"(?:\s+(?:is|was|of|number|no\.?|reads?|being))?\s*[:=]?\s*"


@dataclass(frozen=True)
class NamedValue:
    text: str
    attribute: str
    candidate: Candidate


def asked_attribute(frame: QuestionFrame) -> str | None:
    """The asked noun with the words in front of it in the question ('contract reference'),
    when there are at least MIN_WORDS of them; None otherwise."""
    head = (frame.head or "").lower()
    if not head or frame.options:
        return None
    m = re.search(rf"((?:[a-z][\w/-]*\s+){{1,2}}){re.escape(head)}\b", frame.text.lower())
    if m is None:
        return None
    words = m.group(1).split()
    while words and (words[0] in STOPWORDS or words[0] in _OTHER):
        words = words[1:]
    attribute = [*words, head]
    return " ".join(attribute) if len(attribute) >= MIN_WORDS else None


def named_value_answer(frame: QuestionFrame, cands: list[Candidate]) -> NamedValue | None:
    """The one value of the asked type written right after the asked attribute."""
    attribute = asked_attribute(frame)
    if attribute is None or not frame.anchors:
        return None
    said = set(re.findall(r"[a-z]+", frame.text.lower()))
    pattern = re.compile(
        r"(?:(?P<mod>[A-Za-z]+)\s+)?"
        + r"\s+".join(map(re.escape, attribute.split()))
        + _LINK
        + r"$",
        re.IGNORECASE,
    )
    found: dict[str, NamedValue] = {}
    for c in cands:
        if c.anchored < 1.0 or type_fit(frame, c) < MIN_FIT:
            continue
        own = (norm_phrase(c.unit.text),)
        if not all(names_anchor(own, anchor_keys(frame, a)) for a in frame.anchors):
            continue  # 'Halberd Alerting: ... a service credit of £2,150' under minutes naming Corvane
        text = c.unit.text
        at = text.find(c.text)
        if at <= 0:
            continue
        m = pattern.search(text[max(0, at - 80) : at])
        if m is None or re.match(r"\s*[\d£$€]|[\w-]", text[at + len(c.text) :]):
            continue  # 'GBP' of 'a credit line of GBP 4 million': part of the value
        mod = (m.group("mod") or "").lower()
        if mod in _OTHER and mod not in said:
            continue  # 'previous contract reference BDS-2019-002'
        key = norm_phrase(c.text)
        if key:
            found.setdefault(key, NamedValue(c.text, attribute, c))
    if not found:
        return None
    # 'BDS-2021' and 'BDS-2021-117' read at one place are one value, the longer
    longest = max(found, key=len)
    return found[longest] if all(k in longest for k in found) else None
