"""A person's parents and spouse as their own page states them, read by rule: "Who is the
father of Henrik Selberg?" from "He was born in Bergen as the son of Ole Michael Ludvigsen
Selberg and Anna Kristina Brigtsdatter Skeie", "Who is the husband of Margaret Verney?" from
"She married Sir Edmund Hope Verney, MP."

These are the first hops of "When did X's father die?" and "Where was X's wife born?", which
deep mode asks once it has split such a question. The candidate model reads them poorly: a
page names both parents, and nothing in the model tells the father from the mother ("the son
of A and B" names the father first; "the daughter of A and her husband B" the mother). Like
the other rules, its accuracy on the train split is its confidence (`reader fit` /
`reader rescore`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from a2rag.read.candidates import Unit
from a2rag.read.lexical import norm_phrase
from a2rag.read.sides import is_own_page

_RELATIONS = {
    "father": "father", "mother": "mother", "husband": "spouse", "wife": "spouse",
    "spouse": "spouse",
}  # fmt: skip
_REL = "|".join(_RELATIONS)
_QUESTIONS = (
    re.compile(
        rf"^(?:who|whom) (?:is|was) the (?P<rel>{_REL}) of (?P<subject>.+?)\s*\??$", re.IGNORECASE
    ),
    re.compile(
        rf"^(?:who|whom) (?:is|was) (?P<subject>.+?)['’]s? (?P<rel>{_REL})\s*\??$", re.IGNORECASE
    ),
)
# "was the (eldest) son of A (and B)", "born ... as the son of A": the page's subject is the
# child, not someone in an apposition (", a daughter of Richard Woodville")
_CHILD_OF = re.compile(
    r"\b(?:was|is|as)\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,6}?(?:son|daughter|child)\s+of\s+",
    re.IGNORECASE,
)
# "His father, A," / "Her mother was B"
_PARENT_IS = re.compile(r"\b(?:his|her)\s+(?P<rel>father|mother)(?:\s+was|\s*,)\s+", re.IGNORECASE)
# "She married A", "was the wife of A", "by her marriage to A"; not "His father was married
# to A"
_SPOUSE_OF = re.compile(
    r"(?:^(?:he|she)\s+(?:later\s+|first\s+|then\s+)?married(?:\s+to)?|\b(?:was|is)\s+(?:later\s+)?"
    r"married\s+to|\bher\s+marriage\s+to|\bhis\s+marriage\s+to|\b(?:was|is)\s+(?:the\s+)?"
    r"(?:\w+\s+)?(?:wife|husband|widow|widower|spouse|consort)\s+of)\s+",
    re.IGNORECASE,
)
# the rank and title a name carries after a comma: ', 2nd Earl of Kent', ', 2nd Baronet',
# ', 3rd Baron Hatherley'
_TITLE_TAIL = re.compile(
    r"^,\s+(?:\d+(?:st|nd|rd|th)\s+)?(?:[A-Z][\w'-]+\s+){0,3}?(?:Earl|Duke|Baron|Baronet|"
    r"Prince|Princess|Count|Countess|Marquess|Viscount|King|Queen|Lord|Lady|Emperor|Empress|"
    r"Elector|Landgrave|Margrave)\b(?:\s+of)?(?:\s+[A-Z][\w'-]+)*"
)
_NAME_RUN = re.compile(
    r"^(?:(?:Sir|Lady|Lord|Dame|King|Queen|Prince|Princess|Duke|Count|Countess)\s+)?"
    r"[A-Z][\w'.-]*(?:\s+(?:(?:of|von|van|de|da|del|di|du|la|le|der|den|y|bin|ibn)\s+)?"
    r"[A-Z][\w'.-]*)*"
)
_HONORIFIC = re.compile(
    r"^(?:Sir|Lady|Lord|Dame|King|Queen|Prince|Princess|Duke|Duchess|Count|Countess|Emperor|"
    r"Empress)\s+(?=[A-Z])"
)
_WINDOW = 80  # characters after a cue within which the name must begin
_MOTHER_FIRST = re.compile(r"^\s*and\s+her\s+(?:\w+\s+)?husband\b", re.IGNORECASE)


@dataclass(frozen=True)
class Relative:
    """A parent or spouse the subject's page states, and the sentence that states it."""

    text: str
    unit: Unit
    relation: str  # 'father', 'mother' or 'spouse'


def family_question(question: str) -> tuple[str, str] | None:
    """(relation, subject) of "Who is the father of X?" / "Who was X's wife?"."""
    q = " ".join(question.split())
    for pattern in _QUESTIONS:
        m = pattern.match(q)
        if m:
            return _RELATIONS[m.group("rel").lower()], m.group("subject").strip(" \"'")
    return None


def family_answer(
    question: str, units: list[Unit], parse: Callable[[list[str]], list[Any]]
) -> Relative | None:
    """The parent or spouse the question asks for, as a page that opens with its subject
    states it; None when no such page states exactly one."""
    asked = family_question(question)
    if asked is None:
        return None
    relation, subject = asked
    own = [u for u in units if is_own_page(u, subject)]
    if not own:
        return None
    # the first sentence that states it: a page names its subject's parents and spouse early,
    # and later sentences name other people's
    found: dict[str, Relative] = {}
    for unit, doc in zip(own, parse([u.text for u in own]), strict=True):
        names = [
            n for n in _stated(unit.text, doc, relation) if norm_phrase(n) != norm_phrase(subject)
        ]
        if names:
            found.setdefault(unit.chunk_id, Relative(names[0], unit, relation))
    answers = {norm_phrase(r.text) for r in found.values()}
    return next(iter(found.values())) if len(answers) == 1 else None


def _stated(text: str, doc: Any, relation: str) -> list[str]:
    """The names a sentence gives the subject's `relation`."""
    out: list[str] = []
    if relation in {"father", "mother"}:
        for m in _CHILD_OF.finditer(text):
            first = _name_at(text, doc, m.end())
            if first is None:
                continue
            rest = text[first[1] :]
            second = None
            after = re.match(
                r"^\s*and\s+(?:(?:his|her)\s+(?:\w+\s+)?(?:wife|husband)\s*,?\s+)?", rest
            )
            if after:
                second = _name_at(text, doc, first[1] + after.end())
            mother_first = bool(_MOTHER_FIRST.match(rest))
            father, mother = (second, first) if mother_first else (first, second)
            pick = father if relation == "father" else mother
            if pick:
                out.append(pick[0])
        for m in _PARENT_IS.finditer(text):
            if m.group("rel").lower() == relation:
                name = _name_at(text, doc, m.end())
                if name:
                    out.append(name[0])
    else:
        for m in _SPOUSE_OF.finditer(text):
            name = _name_at(text, doc, m.end())
            if name:
                out.append(name[0])
    return out


def _name_at(text: str, doc: Any, start: int) -> tuple[str, int] | None:
    """(name, end offset) of the person named at `start`: a run of capitalised words ('of
    Strzelce' included) from where the parse's PERSON entity in it begins ('Adlai E.
    Stevenson I' of 'Vice President Adlai E. Stevenson I'), or else the PERSON entity after
    words that describe it ('the diplomat'); with the rank and title that follow it after a
    comma, and without an honorific ('Duke')."""
    m = _NAME_RUN.match(text[start:])
    if m is not None and (
        len(m.group(0).split()) >= 2
        or re.match(r"^\s*(?:[,(]|and\b|by\b)", text[start + m.end() :])
    ):
        end = start + m.end()
        inner = [
            e.start_char for e in doc.ents if e.label_ == "PERSON" and start < e.start_char < end
        ]
        return _with_title(text, inner[0] if inner else start, end)
    for ent in doc.ents:
        if ent.label_ == "PERSON" and start < ent.start_char <= start + _WINDOW:
            if not _only_descriptors(text[start : ent.start_char]):
                return None
            return _with_title(text, ent.start_char, ent.end_char)
    return None


def _only_descriptors(gap: str) -> bool:
    """'the diplomat ', 'then-Governor of Alabama ': words that describe the person named
    next, with no clause between."""
    return not re.search(r"[,;.]|\b(?:and|who|which|in|at|on|from|with)\b", gap)


def _with_title(text: str, start: int, end: int) -> tuple[str, int]:
    """The name with its rank and title ('George Grey, 2nd Earl of Kent'), said without an
    honorific and with 'Schleswig- Holstein' joined, and where it ends in `text`."""
    tail = _TITLE_TAIL.match(text[end:])
    end += tail.end() if tail else 0
    name = _HONORIFIC.sub("", text[start:end].strip(" ,"))
    if name.endswith(".") and not re.search(r"\b(?:[A-Z]|Jr|Sr|St)\.$", name):
        name = name[:-1]  # the sentence's full stop, not an initial's
    return re.sub(r"(?<=\w)- (?=[A-Z])", "-", name), end
