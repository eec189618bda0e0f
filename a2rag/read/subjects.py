"""The page whose field holds the question's name: "Which team does Eleni Foscari lead?"
from the line 'Lead: Eleni Foscari' of the page 'Team page: Patient Flow Applications'.

The field rule reads a field's value where the question names its subject (a table row's
first cell is a field too, so it also answers "Which clinic has the site code KRC?"). A fact
sheet's "Key: value" line has no subject cell: its subject is the page's, named in the title
('Team page: X', 'System page: X (MG-SYS-033)'). This rule reads such a line the other way
round: the question names the value and asks for the page's subject. Only when the field's
name is the question's relation ('Lead' for "leads", 'Owning team' for "is owned by"), the
value is exactly one of the question's names, the page label names the kind of thing asked
('Team page' for "which team"), and the evidence gives one such subject. A rule, measured
with the field rule on the train split.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import KEY_VALUE, Candidate, Unit
from a2rag.read.features import anchor_keys, role_modifiers
from a2rag.read.fields import _root, _roots
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import Expected, QuestionFrame
from a2rag.text.stopwords import STOPWORDS

# a page title of the form 'Team page: Patient Flow Applications' or 'System page: BedBoard
# (MG-SYS-033)', or a chunk that opens with it (evaluation passages carry the title inline)
_TITLED = re.compile(
    r"^\s*(?P<label>[A-Za-z][\w -]{0,40}?):\s+(?P<name>[^\n:.]{2,80}?)\s*(?:\.|\n|$)"
)
_CODE_SUFFIX = re.compile(r"\s*\([^)]*\)\s*$")
_ASKS_A_THING = frozenset({Expected.ENTITY, Expected.ORG, Expected.PLACE, Expected.OTHER})


@dataclass(frozen=True)
class SubjectAnswer:
    text: str
    field: str
    value: str
    candidate: Candidate


def _titled(text: str) -> tuple[str, str] | None:
    """(label, name) of 'Label: Name'; None under a plural label, which lists several names
    ('Data centres: Cragside and Pellow Lane')."""
    m = _TITLED.match(text)
    if m is None:
        return None
    last = m.group("label").split()[-1].lower()
    if last.endswith("s") and not last.endswith("ss"):
        return None
    return m.group("label"), _CODE_SUFFIX.sub("", m.group("name")).strip()


def page_subject(unit: Unit) -> tuple[str, str] | None:
    """(label, name) of the page a "Key: value" line is on, from its title or, where the
    title is not kept apart, the chunk's opening."""
    return _titled(unit.title) if unit.title else _titled(unit.chunk_text)


def _kind_named(frame: QuestionFrame, label: str) -> bool:
    """The page label says what the question asks: 'Team page' and "which team"."""
    if not frame.head:
        return False
    head = _root(frame.head.lower().split()[-1])
    return head in _roots(label)


def _relation_named(frame: QuestionFrame, field: str, value: str) -> bool:
    """The field's name is the question's relation: one of its words is a word the question
    asks with ('Lead' for "does X lead", 'Owning team' for "is owned by"), and it adds no
    role the question does not ('Deputy lead')."""
    if role_modifiers(field) != role_modifiers(frame.text):
        return False
    asked = {_root(w) for w in frame.main_words} - _roots(value)
    if frame.head:
        asked.discard(_root(frame.head.lower().split()[-1]))
    shared = _roots(field) & asked
    if not shared:
        return False
    # 'Technical owner' is not the "business owner" asked: a qualifier of the field the
    # question does not say, where the question qualifies the same word otherwise
    extra = _roots(field) - shared - {_root(w) for w in frame.words}
    return not (extra and _qualified_otherwise(frame.text, shared))


def _qualified_otherwise(question: str, shared: set[str]) -> bool:
    words = re.findall(r"[A-Za-z][\w-]*", question.lower())
    return any(
        _root(w) in shared and i > 0 and words[i - 1] not in STOPWORDS for i, w in enumerate(words)
    )


def _values(frame: QuestionFrame) -> dict[str, str]:
    """The question's names, normalised, with the forms the knowledge base has for them."""
    out: dict[str, str] = {}
    for a in frame.anchors:
        for k in anchor_keys(frame, a):
            out[k] = a
    return out


def _line_field(unit: Unit) -> tuple[str, str] | None:
    """(name, value) of a "Key: value" line."""
    m = KEY_VALUE.match(unit.text)
    if m is None:
        return None
    name = unit.text[: m.end()].strip().rstrip(":").strip()
    return name, unit.text[m.end() :].strip().rstrip(".")


def subject_answer(frame: QuestionFrame, units: list[Unit]) -> SubjectAnswer | None:
    """The one subject whose field, named by the question's relation, holds a name the
    question gives; None when there is none or they differ."""
    if frame.options or not frame.anchors or frame.expected not in _ASKS_A_THING:
        return None
    values = _values(frame)
    found: dict[str, SubjectAnswer] = {}

    def add(subject: str, field: str, value: str, unit: Unit) -> None:
        key = norm_phrase(subject)
        if key and key not in values and key not in found:
            cand = Candidate(subject, "CELL", unit, 0, 0, field, field)
            found[key] = SubjectAnswer(subject, field, value, cand)

    for unit in units:
        if unit.is_table:
            continue  # a row's first cell is a field the field rule reads
        line = _line_field(unit)
        page = page_subject(unit) if line else None
        if line is None or page is None or not _kind_named(frame, page[0]):
            continue
        name, raw = line
        value = norm_phrase(raw)
        if value in values and _relation_named(frame, name, raw):
            add(page[1], name, raw, unit)
    return next(iter(found.values())) if len(found) == 1 else None
