"""Who holds a role in a group, said in a sentence of the group's own page: "Who is the
deputy lead of the Launch Systems Team?" is 'Her deputy is Tobias Renwick' or 'Jonah
Pelletier is her deputy' on the team's page, "Who is the deputy store manager at
Dunmere?" is '... the deputy store manager is Lydia Crane' on the store's page, and "Who
leads the Fleet Technology team?" is 'It is headed by Callum Ferreira' or 'Callum Ferreira
leads the team' on the team's. "Who chaired
the Systems Steering Group meeting on 15 October 2024?" is the one person of the minutes'
attendance written 'Samir Lowenthal (chair)'.

The candidate model reads these poorly: the sentence names neither the group (its page's
title does) nor the question's whole role ('her deputy' for "deputy lead"). The rule asks
little of the words and much of the place:

- the question asks who holds the role now ("Who is ...", never "was" or a date);
- the role is said whole before or after the copula, with a determiner and nothing else
  ('the deputy store manager' is no 'store manager'; 'deputy lead', 'deputy head' and
  'deputy' are one role);
- the page's title (or, untitled, its first sentence) names the group;
- the copula is 'is', right beside the role and the name ('Her acting deputy is ...', 'X
  was her deputy' say nothing);
- the page's sentences and fields give one holder, no other.

A chair in brackets is read only in a unit that, with its page's title, lead and heading,
names everything the question names (the meeting and its date), and only when the bracket
says nothing but the role or the role and a job ('(Chair, Pro-Vice-Chancellor)'): not
'(deputy chair)', '(chairing in the absence of ...)'.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.currency import document_of
from a2rag.read.features import anchor_keys, names_anchor, page_heading, topic_text
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import PERSON_NOUNS, QuestionFrame
from a2rag.read.titled import PERSON_NAME

_ASKED = re.compile(
    r"^\s*(?i:who(?:['’]s|\s+is)\s+(?:the\s+)?)(?P<role>[a-z]+(?:\s+[a-z]+){0,3}?)"
    r"(?:\s+to\s+the\s+(?:head|lead|leader|manager)\s+of|\s+(?:of|for|on|in|at))\s+"
    r"(?:the\s+)?(?P<group>[A-Z][^?]*?)\s*\?\s*$"
)
# "Who deputises for the head of Ranger Operations?" asks the deputy
_DEPUTISES = re.compile(
    r"^\s*(?i:who\s+deputi[sz]es\s+for\s+(?:the\s+)?(?:head|lead|leader|manager)\s+of)\s+"
    r"(?:the\s+)?(?P<group>[A-Z][^?]*?)\s*\?\s*$"
)
# "Who leads the Fleet Technology team?" asks the lead
_LEADS = re.compile(r"^\s*(?i:who\s+(?:leads|heads))\s+(?:the\s+)?(?P<group>[A-Z][^?]*?)\s*\?\s*$")
_DETERMINER = r"(?:the|our|her|his|their|its|the\s+team['’]s)"
_CHAIRED = re.compile(r"^\s*(?i:who)\s+(?:chaired|chairs)\b")
_CHAIR_BRACKET = re.compile(rf"(?P<n>{PERSON_NAME})\s*\(\s*(?i:chair(?:man|woman|person)?)\s*[,)]")
# 'deputy lead', 'deputy head' and 'deputy' name one role
_DEPUTY_ROLE = r"deputy(?:\s+(?:lead|head|leader))?"
_DEPUTY = re.compile(rf"^{_DEPUTY_ROLE}$")
# 'lead', 'head', 'leader' and 'team lead' name one role
_LEAD_ROLE = r"(?:team\s+)?(?:lead|leader|head)"
_LEAD = re.compile(rf"^{_LEAD_ROLE}$")
# the page's group, said as the subject of a passive or the object of 'leads': 'It', 'The
# team', 'The desk', never another name
_GROUP_WORDS = r"(?:it|the\s+team|the\s+desk|the\s+unit|the\s+group|the\s+section)"


@dataclass(frozen=True)
class RoleHolder:
    text: str
    role: str
    candidate: Candidate


def asked_role(frame: QuestionFrame) -> tuple[str, str] | None:
    """The role and the group of "Who is the <role> of <group>?", the role one that names a
    person ('deputy lead', 'store manager'); None for any other question."""
    m = _ASKED.match(frame.text) or _DEPUTISES.match(frame.text) or _LEADS.match(frame.text)
    if m is None or len(frame.anchors) != 1:
        return None
    if "role" in m.groupdict():
        role = m.group("role")
    else:
        role = "deputy" if m.re is _DEPUTISES else "lead"
    if role.split()[-1] not in PERSON_NOUNS:
        return None
    # "the Fleet Technology team" asks of the group its page calls 'Fleet Technology'
    group = re.sub(r"\s+team$", "", norm_phrase(m.group("group")))
    if group != re.sub(r"\s+team$", "", norm_phrase(frame.anchors[0])):
        return None
    return role, frame.anchors[0]


def _same_role(said: str, asked: str) -> bool:
    said, asked = " ".join(said.lower().split()), " ".join(asked.lower().split())
    if _DEPUTY.match(asked):
        return _DEPUTY.match(said) is not None
    if _LEAD.match(asked):
        return _LEAD.match(said) is not None
    return said == asked


def _role_pattern(role: str) -> str:
    if _DEPUTY.match(role):
        return _DEPUTY_ROLE
    if _LEAD.match(role):
        return _LEAD_ROLE
    return r"\s+".join(re.escape(w) for w in role.split())


def _holders_in(text: str, role: str, group: str) -> list[str]:
    """The name of each copular statement of the role in a sentence; a lead's also of 'is
    headed by X', 'X leads the team' said of the page's group (`group` its name)."""
    r = _role_pattern(role)
    before = rf"(?:^|[.;:,]\s+|\band\s+)(?i:{_DETERMINER})\s+(?i:{r})\s*(?:,\s*|\s+is\s+)(?P<a>{PERSON_NAME})"
    after = (
        rf"(?P<b>{PERSON_NAME})\s+is\s+(?i:{_DETERMINER})\s+(?i:{r})\b(?!\s+(?:of|for|at|to|in)\b)"
    )
    beside = rf"\bwith\s+(?P<c>{PERSON_NAME})\s+as\s+(?i:(?:{_DETERMINER}\s+)?)(?i:{r})\b(?!\s+(?:of|for|at|to|in)\b)"
    # 'Ravi Menon became deputy in September 2024'
    became = rf"(?:^|[.;]\s+)(?P<f>{PERSON_NAME})\s+became\s+(?i:(?:{_DETERMINER}\s+)?)(?i:{r})\b(?!\s+(?:of|for|at|to)\b)"
    forms = [before, after, beside, became]
    if _LEAD.match(role):
        subject = rf"(?:(?i:{_GROUP_WORDS})|{re.escape(group)})"
        forms.append(
            rf"(?:^|[.;]\s+){subject}(?:\s+team)?\s+is\s+(?:headed|led)\s+by\s+(?P<d>{PERSON_NAME})"
        )
        forms.append(
            rf"(?:^|[.;]\s+)(?P<e>{PERSON_NAME})\s+(?:leads|heads|has\s+(?:led|headed))\s+"
            rf"{subject}(?:\s+team)?\b"
        )
    found = re.finditer("|".join(forms), text)
    return [next(g for g in m.groups() if g) for m in found]


def _person(name: str, unit: Unit, cands: list[Candidate]) -> Candidate | None:
    """The unit's longest parsed candidate inside the name the pattern read ('Dr Ruth Aldous'
    holds 'Ruth Aldous'); a sentence past the parsed units has none, so the name is read from
    the text. None for a single word (a first name says too little)."""
    own = [c for c in cands if c.unit is unit and c.text in name]
    own.sort(key=lambda c: -len(c.text))
    cand = own[0] if own else Candidate(name, "PERSON", unit, 0, 0)
    return cand if len(cand.text.split()) >= 2 else None


def _page_names(unit: Unit, keys: list[str]) -> bool:
    heading = page_heading(unit)
    return bool(heading) and names_anchor((norm_phrase(heading),), keys)


def role_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> RoleHolder | None:
    """The one person the group's page says holds the asked role now."""
    if _CHAIRED.match(frame.text):
        return _chair_in_brackets(frame, units, cands)
    asked = asked_role(frame)
    if asked is None:
        return None
    role, group = asked
    keys = anchor_keys(frame, group)
    found: dict[str, RoleHolder] = {}
    for u in units:
        if not _page_names(u, keys):
            continue
        for name in _holders_in(u.text, role, group):
            cand = _person(name.rstrip("."), u, cands)
            if cand is not None:
                found.setdefault(norm_phrase(cand.text), RoleHolder(cand.text, role, cand))
    if len(found) != 1:
        return None
    (holder,) = found.values()
    # a field of the same page naming another holder ('Deputy: Owen Tallis') contradicts it
    page = document_of(holder.candidate.unit.chunk_id)
    for c in cands:
        if (
            c.field
            and document_of(c.unit.chunk_id) == page
            and _same_role(c.field, role)
            and norm_phrase(c.text) != norm_phrase(holder.text)
        ):
            return None
    return holder


def _chair_in_brackets(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> RoleHolder | None:
    """The one person written 'X (chair)' where everything the question names is named."""
    if not frame.anchors:
        return None
    keys = [anchor_keys(frame, a) for a in frame.anchors]
    found: dict[str, RoleHolder] = {}
    for u in units:
        matches = list(_CHAIR_BRACKET.finditer(u.text))
        if not matches:
            continue
        texts = (norm_phrase(u.text), norm_phrase(topic_text(u)))
        if not all(names_anchor(texts, k) for k in keys):
            continue
        for m in matches:
            cand = _person(m.group("n"), u, cands)
            if cand is not None:
                found.setdefault(norm_phrase(cand.text), RoleHolder(cand.text, "chair", cand))
    return next(iter(found.values())) if len(found) == 1 else None
