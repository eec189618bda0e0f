"""A number read from the clause beside the one that does what the question asks: "How many
samples actually had to be re-run?" is not the '186 samples' of '186 samples had to be
checked by hand; 41 of them were re-run'.

The candidate model scores a sentence's numbers by the question's words in the sentence and
near them; a sentence that gives two counts in two clauses (a whole and the part that was
re-run, a plan and what happened) puts the asked word beside only one. A value question's
candidate whose own clause says none of the question's words but its names, its type noun and
what it counts, while another clause of its sentence says one and gives a number of its own,
stays a guess. So does a person read from the clause beside the one holding the asked role:
"Who is the deputy depot manager?" is not the Tobias Merriweather of 'The depot manager is
Tobias Merriweather and his deputy is Calum Rooksby'.
"""

from __future__ import annotations

import re

from a2rag.read.candidates import Candidate
from a2rag.read.features import role_modifiers
from a2rag.read.lexical import clauses_around
from a2rag.read.question import Expected, QuestionFrame
from a2rag.read.values import MONTH_WORD
from a2rag.text.match import content_words, stem

_VALUED = frozenset(
    {Expected.NUMBER, Expected.DURATION, Expected.MONEY, Expected.PERCENT, Expected.DATE}
)
_CLAUSE = re.compile(r";\s+|,\s+(?:and\s+|but\s+)?|\s+but\s+")
# words every clause may say: auxiliaries, pronouns, hedges
_GENERIC = frozenset(
    {"had", "has", "have", "was", "were", "is", "are", "be", "been", "do", "did", "does",
     "them", "they", "it", "its", "their", "actually", "really", "also", "still", "need",
     "needed", "must", "can", "could", "would", "should", "will", "may", "might"}
)  # fmt: skip
# a number of its own: not a year ('in 2021'), which dates a clause rather than counting
_A_NUMBER = re.compile(r"(?<![\w.])(?!(?:19|20)\d\d\b)\d[\d,.]*")


def asked_in_another_clause(frame: QuestionFrame, cand: Candidate) -> bool:
    """Whether the candidate's clause says nothing the question asks and another clause of
    its sentence says it beside another number."""
    if frame.expected not in _VALUED or cand.unit.is_table or frame.options:
        return False
    text = cand.unit.text
    at = text.find(cand.text)
    if at < 0:
        return False
    asked = content_words(" ".join(sorted(frame.relation_words))) - _named(frame)
    asked -= frame.anchor_words | content_words(" ".join(frame.anchors)) | _GENERIC
    if not asked:
        return False
    mine, others = clauses_around(text, at, _CLAUSE)
    if not mine or asked & _said(mine):
        return False
    return any(asked & _said(c) and _A_NUMBER.search(c) for c in others)


def _said(clause: str) -> set[str]:
    return content_words(clause) - _GENERIC


def _named(frame: QuestionFrame) -> set[str]:
    """The stems of the asked type's noun and of what is counted: 'samples' is said of both
    clauses' numbers."""
    nouns = [frame.head, frame.counted, *frame.asked_nouns]
    return {stem(n.lower()) for n in nouns if n} | {w for n in nouns if n for w in content_words(n)}


# where a sentence's second person clause starts: 'The depot manager is Tobias Merriweather
# and his deputy is Calum Rooksby'; not the 'and' inside 'Smith and Jones'
_PERSON_CLAUSE = re.compile(
    r";\s+|,\s+(?:and\s+|but\s+|while\s+|whereas\s+)?"
    r"|\s+(?:and|but|while|whereas)\s+(?=(?:his|her|their|its|the|a|an)\b)"
)
_A_NAME = re.compile(r"\b[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)*\s+[A-Z][a-z]+")


def role_in_another_clause(frame: QuestionFrame, cand: Candidate) -> bool:
    """Whether a person is read from a clause whose role modifiers are not the question's
    ('The depot manager is Tobias Merriweather' for "Who is the deputy depot manager ...?")
    while another clause of its sentence names a person with exactly the question's ('and his
    deputy is Calum Rooksby'); the same, the other way round, for a question with none."""
    if frame.expected != Expected.PERSON or cand.unit.is_table or frame.options:
        return False
    text = cand.unit.text
    at = text.find(cand.text)
    if at < 0:
        return False
    asked = role_modifiers(frame.text)
    mine, others = clauses_around(text, at, _PERSON_CLAUSE)
    if not mine or role_modifiers(mine) == asked:
        return False
    return any(
        role_modifiers(c) == asked and _A_NAME.search(c) and cand.text not in c for c in others
    )


_PAST = re.compile(
    r"\b([a-z]{3,}ed|began|begins?|starts?|ends?|expires?|ran|runs?|renews?|lapses?)\b(?!\s+date)"
)
_IRREGULAR = {"began": "begin", "ran": "run"}
_DATE_LIKE = re.compile(rf"\b\d{{1,2}}\s+{MONTH_WORD}\b|\b(?:19|20)\d\d\b", re.IGNORECASE)


def dated_by_another_verb(frame: QuestionFrame, cand: Candidate) -> bool:
    """Whether a date dates another act of its sentence than the question asks: 'raised ...
    on 8 January 2025 and approved by the Change Advisory Board, chaired by Siobhan Reyes, on
    21 January 2025' for "On what date did the Change Advisory Board approve RFC-2025-047?".
    The verb nearest before the date is not the question's, and the question's verb comes
    later in the sentence with a date after it."""
    if frame.expected != Expected.DATE or cand.unit.is_table:
        return False
    text = cand.unit.text
    at = text.find(cand.text)
    if at < 0:
        return False
    asked = {stem(w) for w in frame.relation_words}
    before = list(_PAST.finditer(text, 0, at))
    if not before or _verb_stem(before[-1].group(1)) in asked:
        return False
    end = at + len(cand.text)
    return any(
        _verb_stem(m.group(1)) in asked and _DATE_LIKE.search(text, m.end())
        for m in _PAST.finditer(text, end)
    )


def _verb_stem(word: str) -> str:
    return stem(_IRREGULAR.get(word, word))
