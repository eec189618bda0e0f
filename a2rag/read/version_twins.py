"""The value an earlier version of a document gave, read from the sentence that changed: "Under
the superseded version 2.1 of the image sharing policy, how long were copies kept in the
SecureRelay outbox?" read from 'Copies in the SecureRelay outbox were deleted after 30 days'
of version 2.1, whose twin in version 3.0 says '... deleted automatically after 14 days'.

A question about an earlier version is read on that version's documents only (currency.py),
where the candidate model finds the right sentence but stays unsure: the sentence says the
value in other words than the question ('deleted after' for "kept"). What marks it is that
the other version says the same sentence with another value: that is the sentence the
versions differ on, and a question naming the version asks what it said there. The rule: of
the asked version's sentences with one value of the asked type and a twin in another version
(at least half their content words shared, the value not), the one saying the most of the
question's content words (at least two) answers; a tie answers nothing. A rule, not a fitted
model: it shares the field rule's measured train accuracy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.conditions import distinct_values
from a2rag.read.lexical import norm_phrase, words_but_figures
from a2rag.read.qualified import value_fits
from a2rag.read.question import Expected, QuestionFrame

_VALUED = frozenset(
    {Expected.NUMBER, Expected.MONEY, Expected.PERCENT, Expected.DURATION, Expected.DATE}
)
# the words that pick the version, not the sentence
_VERSION_WORDS = re.compile(
    r"\b(?:superseded|old|older|previous|earlier|former|original|version|v\d[\d.]*|\d+(?:\.\d+)?)\b",
    re.I,
)


@dataclass(frozen=True)
class TwinAnswer:
    text: str
    candidate: Candidate


def _has_twin(unit: Unit, value: str, others: list[Unit]) -> bool:
    """Another version says the unit's sentence with another value."""
    mine = words_but_figures(unit.text.replace(value, " "))
    if len(mine) < 3:
        return False
    for other in others:
        if value in other.text or not re.search(r"\d", other.text):
            continue
        theirs = words_but_figures(other.text)
        if len(mine & theirs) * 2 >= max(len(mine), len(theirs)):
            return True
    return False


def twin_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate], others: list[Unit]
) -> TwinAnswer | None:
    """The one value of the asked version's sentence that changed between versions and says
    most of the question; None when no such sentence, two say as much, or a sentence stating
    another value of the asked type says as much or more ('Normal change: 7 working days'
    notice', which no other version restates, over the twin 'Standard change: 1 working
    day's notice')."""
    if not others or frame.options or frame.expected not in _VALUED:
        return None
    asked = words_but_figures(_VERSION_WORDS.sub(" ", frame.text))
    scored: list[tuple[int, Candidate]] = []
    for unit in units:
        values = distinct_values(
            {
                norm_phrase(c.text): c
                for c in cands
                if c.unit is unit and value_fits(frame, c) and not _a_version(unit.text, c.text)
            }
        )
        said = _said(asked, unit)
        if len(values) == 1 and said >= 2 and _has_twin(unit, values[0].text, others):
            scored.append((said, values[0]))
    if not scored:
        return None
    best = max(n for n, _ in scored)
    top = distinct_values({norm_phrase(c.text): c for n, c in scored if n == best})
    if len(top) != 1:
        return None
    value, title = top[0].text, top[0].unit.title
    valued = {id(c.unit) for c in cands if value_fits(frame, c) and c.text not in value}
    if any(
        id(u) in valued and _said(asked, u, title) >= best and value not in u.text for u in units
    ):
        return None
    return TwinAnswer(value, top[0])


def _said(asked: set[str], unit: Unit, title: str | None = None) -> int:
    """How many of the question's words the unit says, but those of the version's title
    (its document's, unless given): 'image sharing policy' picks the document, not the
    sentence."""
    return len(
        (asked - words_but_figures(unit.title if title is None else title))
        & words_but_figures(unit.text)
    )


def _a_version(text: str, value: str) -> bool:
    """The value is a version's number ('2.1' of 'Object Loan Policy - version 2.1')."""
    return re.search(rf"\b(?:version|v)\s*{re.escape(value)}(?![\d.])", text, re.I) is not None
