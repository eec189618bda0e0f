"""The team a runbook pages: the hop from "the team that RUN-022 pages" to the team's name.

A question often names its team through a runbook ("Who was primary on call for the team that
RUN-022 pages, in the week commencing 5 May 2025?", "Who leads the team that RB-17 pages?").
The rota and the team's page name the team, not the runbook, so no rule can read them until
the runbook's page has said which team it pages. That page says it in a field ('Pages: Plant
Control on-call (PLANTCTL-OC)', 'Paged team: Infrastructure and Service Desk Team (...)', a
register row's 'Pages' cell) or, lacking one, in a sentence ('page the Shipboard IT Support
on-call engineer'). A field decides alone; sentences only when they all name the same team,
since a runbook's steps may page another team for one branch.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.features import anchor_keys, page_heading
from a2rag.read.lexical import has_phrase, norm_phrase
from a2rag.read.question import QuestionFrame
from a2rag.read.values import names_a_date
from a2rag.text.match import content_words

_ASKS_PAGED = re.compile(r"\bpag(?:es|ed|e)\b", re.IGNORECASE)
_SENTENCE = re.compile(
    r"\bpages?\s+(?:the\s+)?([A-Z][\w&'/-]*(?:\s+(?:and\s+|&\s+)?[A-Z][\w&'/-]*)*)"
    r"(?=\s+(?:on[- ]call|duty|team|primary|engineer|analyst)\b)"
)
# where a team's name ends: its on-call role, a bracket, a clause
_TEAM_END = re.compile(
    r"\s*(?:[(;,]|\s(?:on[- ]call|duty|primary|secondary|engineer|analyst|through|via|"
    r"group)\b|['’]s\b).*$",
    re.IGNORECASE,
)
_TEAM_WORD = re.compile(r"\s+team$", re.IGNORECASE)
_THE = re.compile(r"^the\s+", re.IGNORECASE)


@dataclass(frozen=True)
class PagedTeam:
    anchor: str  # the runbook as the question names it
    team: str
    unit: Unit  # the line that says it


def _team(text: str) -> str:
    team = _TEAM_END.sub("", _THE.sub("", text.strip()))
    return _TEAM_WORD.sub("", team).strip(" .:")


def _names(unit: Unit, forms: list[str]) -> bool:
    text = norm_phrase(f"{page_heading(unit)}\n{unit.text}")
    return any(has_phrase(text, f) for f in forms)


def _paging_values(unit: Unit) -> list[str]:
    """What a unit's paging fields say: a 'Pages: ...' line's value, or a register row's
    cells under a paging column ('Runbook | Pages | Owner')."""
    if unit.is_table:
        pairs = list(zip(unit.header, unit.cells, strict=False))
    else:
        name, colon, value = unit.text.partition(":")
        pairs = [(name, value)] if colon else []
    return [value for name, value in pairs if paging_field(name) and value.strip()]


def paged_team(frame: QuestionFrame, units: list[Unit]) -> PagedTeam | None:
    """The one team the runbook the question names says it pages; None when the question
    does not ask through paging, names no such runbook, or the runbook's page names no team
    or several."""
    if not _ASKS_PAGED.search(frame.text):
        return None
    found: list[PagedTeam] = []
    for anchor in frame.anchors:
        if names_a_date(anchor) or not re.search(r"\d", anchor):
            continue  # runbooks go by codes ('RUN-022', 'RB-11')
        forms = anchor_keys(frame, anchor)
        own = [u for u in units if _names(u, forms)]
        fields: dict[str, PagedTeam] = {}
        sentences: dict[str, PagedTeam] = {}
        for u in own:
            said_in = _paging_values(u)
            for value in said_in:
                team = _team(value)
                if content_words(team) and team[:1].isupper():
                    fields.setdefault(norm_phrase(team), PagedTeam(anchor, team, u))
            if said_in:
                continue
            for s in _SENTENCE.finditer(u.text):
                team = _team(s.group(1))
                if team:
                    sentences.setdefault(norm_phrase(team), PagedTeam(anchor, team, u))
        said = fields or sentences
        if len(said) == 1:
            found.append(next(iter(said.values())))
    return found[0] if len(found) == 1 else None


# "the team that RUN-040 pages", "the team paged by RUN-014", "RUN-014 pages a team. Who
# is that team's deputy lead?": the team is a hop, not the asked thing
_THROUGH = re.compile(
    r"\bteam\s+(?:that|which)\s+(?:[\w-]+\s+){1,3}?pages\b|\bteam\s+paged\s+by\b"
    r"|\bpages\s+(?:an?\s+|the\s+)?(?:on[- ]call\s+)?team\b",
    re.IGNORECASE,
)
_PAGING_FIELD = re.compile(
    r"^\W*(?:pages|paged(?:\s+team)?|team\s+paged|on[- ]call\s+paged)\W*$", re.IGNORECASE
)


def team_hop(frame: QuestionFrame, units: list[Unit]) -> PagedTeam | None:
    """The team of a question asking something of "the team that RUN-040 pages" (its lead,
    deputy, base, number), read from the runbook's page; None for any other question."""
    return paged_team(frame, units) if _THROUGH.search(frame.text) else None


def paging_field(field: str | None) -> bool:
    """Whether a field says whom a runbook pages ('Pages', 'Paged team'): the hop to the
    team, never the answer about it."""
    return field is not None and _PAGING_FIELD.match(field) is not None


def team_question(question: str, paged: PagedTeam) -> str | None:
    """The question asked of the team by name: "Who leads the team that RUN-040 pages?" ->
    "Who leads the Retail Systems team?"; None when its wording is not one this reads."""
    code = re.escape(paged.anchor)
    named = f"the {paged.team} team"
    out = re.sub(
        rf"\bthe\s+team\s+(?:that|which)\s+(?:runbook\s+)?{code}\s+pages\b"
        rf"|\bthe\s+team\s+paged\s+by\s+(?:runbook\s+)?{code}\b",
        named,
        question,
        flags=re.IGNORECASE,
    )
    if out == question:
        # "RUN-014 pages a team. Who is that team's deputy lead?"
        first, sep, rest = question.partition(". ")
        if not sep or paged.anchor not in first or not re.search(r"\bthat team\b", rest, re.I):
            return None
        out = re.sub(r"\bthat team\b", named, rest, count=1, flags=re.IGNORECASE)
    return out


def through_team(frame: QuestionFrame, paged: PagedTeam) -> QuestionFrame:
    """The question with the runbook replaced by the team it pages: what the rota names."""
    anchors = [a for a in frame.anchors if a != paged.anchor] + [paged.team]
    return frame.model_copy(
        update={
            "anchors": anchors,
            "words": frame.words | content_words(paged.team),
            "anchor_forms": {**frame.anchor_forms, paged.team: []},
        }
    )
