"""A person's or a work's country, read by rule from the nationality its own page opens with:
"Which country is Adlai Stevenson I from?" -> 'United States' from "Adlai Ewing Stevenson I
(...) was an American politician"; "What nationality is Sergio Grieco?" -> 'Italian'.

These are the last hops of 2Wiki's "Which country X's husband is from?" and "What nationality
is the director of film F?". The candidate model looks for a place name and finds the
birthplace; the page says the country as an adjective. The answer is said as the question
asks: a country for "which country", a nationality for "what nationality". Like the other
rules, its accuracy on the train split is its confidence (`reader fit` / `reader rescore`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.lexical import norm_phrase
from a2rag.read.polar import nationality_in
from a2rag.read.sides import is_own_page

_QUESTIONS = (
    (re.compile(r"^which country (?:is |was )?(?P<subject>.+?) (?:is |was )?from\s*\??$", re.I), "country"),
    (re.compile(r"^what is the country of (?:citizenship|origin) of (?P<subject>.+?)\s*\??$", re.I), "country"),
    (re.compile(r"^what nationality (?:is|was) (?P<subject>.+?)\s*\??$", re.I), "nationality"),
    (re.compile(r"^what is the nationality of (?P<subject>.+?)\s*\??$", re.I), "nationality"),
)  # fmt: skip
_LEADING_SENTENCES = 2


@dataclass(frozen=True)
class Nationality:
    """The country or nationality, as the question asks it, and the sentence that gives it."""

    text: str
    unit: Unit


def nationality_question(question: str) -> tuple[str, str] | None:
    """(subject, 'country' or 'nationality') of the question, or None."""
    q = " ".join(question.split())
    for pattern, asked in _QUESTIONS:
        m = pattern.match(q)
        if m:
            return m.group("subject").strip(" \"'"), asked
    return None


def nationality_answer(question: str, units: list[Unit]) -> Nationality | None:
    """The nationality the opening sentences of the subject's own page give first, said as
    the question asks; None when its pages give none, or disagree."""
    asked = nationality_question(question)
    if asked is None:
        return None
    subject, form = asked
    found: dict[str, Nationality] = {}
    for u in units:
        if u.index >= _LEADING_SENTENCES or not is_own_page(u, subject):
            continue
        given = nationality_in(u.text)
        if given is None:
            continue
        said = given[0] if form == "nationality" else given[1]
        found.setdefault(u.chunk_id, Nationality(said, u))
    answers = {norm_phrase(n.text) for n in found.values()}
    return next(iter(found.values())) if len(answers) == 1 else None
