"""Who holds a job title the question names whole: "Who is the Deputy Head of Digital
Services?" is the one person a page writes with that title beside their name ('Priya
Castellane (Deputy Head of Digital Services)' in an organisation chart's row, 'Policy owner:
Priya Castellane, Deputy Head of Digital Services'). The candidate model reads such rows
poorly: no relation word of the question is in the row but the title itself.

The title must be the whole of the bracket or of what follows the comma, so 'Tobias Renshaw
(Head of Digital Services)' is not the deputy head, and 'X (Deputy Head of Digital Services
until March 2025)' holds no title now. Two people with the same title give no answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.question import PERSON_NOUNS, QuestionFrame

# a person's name as a page writes it: an optional honorific, two to four capitalised words
PERSON_NAME = r"(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3}"


def person_asked(patterns: tuple[re.Pattern[str], ...], question: str) -> str | None:
    """The person (group 'who') of the first of the question forms that the question is."""
    for pattern in patterns:
        m = pattern.match(question)
        if m is not None:
            return m.group("who")
    return None


_TITLE_QUESTION = re.compile(
    r"^\s*(?i:who(?:['’]s|\s+is|\s+was)\s+(?:the\s+)?)"
    r"(?P<title>[A-Z][\w'’&-]*(?:\s+(?:of|and|for|the|&|[A-Z][\w'’&-]*))*)\s*\?\s*$"
)
_TITLE_HEADS = frozenset(PERSON_NOUNS | {"master", "foreman", "controller", "chief"})


@dataclass(frozen=True)
class TitledAnswer:
    text: str
    title: str
    candidate: Candidate


def asked_title(frame: QuestionFrame) -> str | None:
    """The job title the question asks the holder of, whole ('Deputy Head of Digital
    Services'); None unless it is a title (one of its words is a job's)."""
    m = _TITLE_QUESTION.match(frame.text)
    if m is None:
        return None
    title = m.group("title")
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", title)}
    return title if words & _TITLE_HEADS else None


def _title_pattern(title: str) -> str:
    """The title as a regex of its words, any run of spaces between them."""
    return re.escape(title).replace(r"\ ", r"\s+")


def _holders(title: str, text: str) -> list[re.Match[str]]:
    t = "(?i:(?:the\\s+)?" + _title_pattern(title) + ")"
    bracket = rf"(?P<a>{PERSON_NAME})\s*\(\s*{t}\s*\)"
    comma = rf"(?P<b>{PERSON_NAME})\s*,\s*{t}\s*(?=$|[.;|\n]|,\s)"
    return list(re.finditer(rf"(?<![\w'’.-]){bracket}|(?<![\w'’.-]){comma}", text))


def titled_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> TitledAnswer | None:
    """The one person the units write with the asked title beside their name."""
    title = asked_title(frame)
    if title is None:
        return None
    found: dict[str, TitledAnswer] = {}
    for u in units:
        for m in _holders(title, u.text):
            name = m.group("a") or m.group("b")
            if name.lower().startswith(title.lower()):
                continue
            # 'Contact Priya Castellane, ...': the parse's name inside the match, if any
            own = [c for c in cands if c.unit is u and len(c.text.split()) > 1]
            own = sorted((c for c in own if name.endswith(c.text)), key=lambda c: -len(c.text))
            # a row's later cells may be past the units' parse: the name is read from the text
            cand = own[0] if own else Candidate(name, "PERSON", u, 0, 0)
            name = cand.text
            found.setdefault(name.casefold(), TitledAnswer(name, title, cand))
    return next(iter(found.values())) if len(found) == 1 else None


def titled_guesses(frame: QuestionFrame, units: list[Unit], cands: list[Candidate]) -> set[int]:
    """The candidates (by id) that stay guesses for a title the question names whole: all of
    them when two people are written with it, else those in a unit that says the title but
    not beside them ('Owen Marsh (Deputy Head of Digital Services until March 2024)', the
    head's row beside the deputy's)."""
    title = asked_title(frame)
    if title is None:
        return set()
    holders = {
        (m.group("a") or m.group("b")).casefold() for u in units for m in _holders(title, u.text)
    }
    holders = {h for h in holders if not h.startswith(title.casefold())}
    if len(holders) > 1:
        return {id(c) for c in cands}
    said = re.compile(_title_pattern(title), re.IGNORECASE)
    return {
        id(c)
        for c in cands
        if said.search(c.unit.text) and not any(h.endswith(c.text.casefold()) for h in holders)
    }
