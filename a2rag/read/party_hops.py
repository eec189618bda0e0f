"""The party a named system stands in a relation to, read as a hop: "the supplier of
Harbourlog" to the supplier's name, "the team that owns PayBridge" to the team's, so that what
the question asks of that party is read on the party's own page.

"Who is the account manager at the supplier of Harbourlog?" names the system, while the
account manager is written on the supplier's profile or directory row, which may never name
the system; "Who is the deputy lead of the team that owns PayBridge?" is answered on the
team's page. The hop is said in one of three places, each read as a field, not guessed from
nearness: the system's own line ('Supplier: Brightwater Telecare Ltd', 'Owning team: Safety
Devices' on its page, or the cell of its register row), the party's line ('Supplies: Beacon
nurse call' on a supplier profile, 'Owns: PayBridge' on a team page, the 'Systems' cell of a
directory row), or the system's page in prose ('Pellham Telematics supplies the seals ...',
'The Mobile Inspection Technology team owns it', 'Ownership sits with the Core Banking
Platform Team'). A team's page says it too, as 'Owned systems: ...', as a register row whose
role cell is 'Owner', or of itself ('It owns RouteLoaf'). Every place that says it must name
the same party; two answer nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.features import anchor_keys, names_anchor, page_heading
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import QuestionFrame

# a system the question names, and a description after it ('the RailTalk radio dispatch system')
_DESCRIBED = r"(?:\s+(?:[a-z][\w-]*\s+){0,3}(?:system|platform|service|software|app|network|tool))?"
_NAME = r"[A-Z][\w&'-]*(?:\s+(?:&\s+|and\s+)?[A-Z][\w&'-]*)*"
_NOT_A_NAME = re.compile(r"^(?:the|our|we|it|this|that|they|each|all|none|n/a)\b", re.I)
_SUFFIX = re.compile(r"\s+(?:ltd|limited|plc|inc|llc|gmbh|bv|ag|sa)\.?$", re.I)
_TEAM_WORD = re.compile(r"\s+team$", re.I)
_ITSELF = re.compile(r"\s+(?:it|this\s+system|the\s+system|the\s+service)\b", re.I)
# a question still asking through a description once the party is named: "the site where
# the Revenues and Benefits Systems team is based" is deep mode's chain
_WH_LEAD = re.compile(r"^\s*(?:\w+\s+){0,2}?(?:who|what|which|whose|where|when|how)\b", re.I)
_STILL_DESCRIBED = re.compile(r"\b(?:where|whose|which|that|who)\b", re.I)


@dataclass(frozen=True)
class _Relation:
    name: str  # how the answer's reason says the hop: 'supplier of', 'team that owns'
    forms: tuple[str, ...]  # how a question asks through it; {x} is the system
    field: re.Pattern[str]  # the system's line naming the party
    reverse: re.Pattern[str]  # the party's line naming the system
    page: re.Pattern[str]  # the party's own page: 'Supplier profile: X', 'Team page: X'
    column: str  # a directory row's column naming the party
    by: re.Pattern[str]  # prose on the system's page: 'supplied by X', 'owned by the X team'
    lead: re.Pattern[str]  # prose opening with the party: 'X supplies ...', 'The X team owns it'
    team: bool  # the party is asked as 'the X team'
    # prose opening with the party on the system's page says the relation whatever its
    # object ('Pellham Telematics supplies the seals, the airtime and the tracking platform');
    # a team's must name the system ('The Retail Systems team owns it', not 'Digital
    # Services looks after the storage and the servers underneath')
    any_object: bool
    # the party's page saying of itself that it houses the thing ('are both based here')
    here: re.Pattern[str] | None = None
    # a party said by its short name and its full one ('Ashcombe', 'Ashcombe Research Park')
    # is one party
    short_names: bool = False


_KIND = r"(?:supplier|vendor|company|firm|provider|manufacturer|maker)"
# words that may follow a name the question asks through: the name ends its noun phrase
_AFTER_NAME = (
    r"(?:at|in|on|for|to|and|or|now|today|currently|when|during|before|after|under|with"
    r"|from|by|come|comes|end|ends|expire|renew|up)\b"
)
_SUPPLIER = _Relation(
    name="supplier of",
    forms=(
        rf"\bthe\s+(?:current\s+)?{_KIND}\s+(?:of|behind|for)\s+(?:the\s+)?{{x}}{_DESCRIBED}",
        rf"\bthe\s+(?:company|firm|supplier|vendor)\s+(?:that|which|who)\s+"
        r"(?:supplies|supplied|provides|provided|makes|made|develops|developed|builds|built"
        rf"|sells|sold|runs|maintains|supports)\s+(?:us\s+)?(?:the\s+)?{{x}}{_DESCRIBED}"
        # not 'Edgeley Cross' of "the firm that maintains the Edgeley Cross generators"
        rf"(?!\s+(?!{_AFTER_NAME})[a-z])",
        r"\b(?:the\s+)?{x}['’]s?\s+(?:supplier|vendor)\b",
        r"\bthe\s+{x}\s+(?:supplier|vendor)\b",
        rf"\bthe\s+(?:company|firm|supplier)\s+(?:supplying|providing)\s+(?:the\s+)?{{x}}{_DESCRIBED}",
    ),
    field=re.compile(
        r"^\W*(?:(?:main|prime|principal)\s+)?(?:supplier|vendor|supplied\s+by|provider"
        r"|provided\s+by|manufacturer)\W*$",
        re.I,
    ),
    reverse=re.compile(
        r"^\W*(?:supplies|systems?|products?(?:\s+supplied)?|services?\s+supplied)\W*$", re.I
    ),
    page=re.compile(r"^\s*(?:supplier|vendor)\s+(?:profile|page)?\s*:\s*(.+)$", re.I),
    column="supplier",
    by=re.compile(rf"\b(?:supplied|provided|built|developed|made)\s+by\s+({_NAME})"),
    lead=re.compile(rf"^({_NAME})\s+(?:supplies|supply|provides|provide|built|develops)\b"),
    team=False,
    any_object=True,
    short_names=True,  # 'Hartree provides ...' of 'Hartree Asset Solutions'
)
_TEAM = _Relation(
    name="team that owns",
    forms=(
        r"\bthe\s+team\s+(?:that|which)\s+(?:owns|looks\s+after|runs|supports|manages"
        rf"|is\s+responsible\s+for)\s+(?:the\s+)?{{x}}{_DESCRIBED}",
        r"\b(?:the\s+)?{x}['’]s?\s+(?:owning|owner)\s+team\b",
        rf"\bthe\s+(?:owning|owner)\s+team\s+(?:of|for)\s+(?:the\s+)?{{x}}{_DESCRIBED}",
    ),
    field=re.compile(
        r"^\W*(?:(?:owning|owner|responsible|support(?:ing)?|it)\s+team|owned\s+by|team)\W*$",
        re.I,
    ),
    reverse=re.compile(
        r"^\W*(?:owns|(?:owned\s+)?systems?(?:\s+owned)?|looks\s+after|responsible\s+for)\W*$",
        re.I,
    ),
    page=re.compile(r"^\s*team(?:\s+page)?\s*:\s*(.+)$", re.I),
    column="owning team",
    by=re.compile(
        rf"\b(?:(?:owned|run|looked\s+after|supported)\s+by"
        rf"|[Oo]wnership\s+(?:lies|sits|rests)\s+with)\s+(?:the\s+)?({_NAME})"
    ),
    lead=re.compile(
        rf"^(?:The\s+)?({_NAME})(?:\s+team)?\s+(?:also\s+)?(?:owns|runs|looks\s+after"
        r"|supports|is\s+responsible\s+for)\b"
    ),
    team=True,
    any_object=False,
)
# the site a team is based at: "the site where the Payments Operations Team is based", "the
# site Build Engineering works from"; said as 'Base site: Pellam Data Hall' on the team's page,
# 'Teams based here: ...' on the site's, or 'The team is based at Ellersby House'
_BASED = r"(?:is|are)\s+(?:now\s+)?(?:based|located|housed)"
# a site page saying which teams it houses: 'are both based here', 'the home of the X team'
_HERE = re.compile(r"\b(?:based\s+here|the\s+base\s+of|the\s+home\s+of|home\s+to)\b", re.I)
_SITE = _Relation(
    name="site where",
    forms=(
        rf"\bthe\s+site\s+(?:where|at\s+which)\s+(?:the\s+)?{{x}}(?:\s+team)?\s+(?:{_BASED}"
        r"|works?|operates?)\b",
        r"\bthe\s+site\s+(?:that\s+)?(?:the\s+)?{x}(?:\s+team)?\s+(?:works?|operates?)\s+from\b",
        rf"\bthe\s+site\s+(?:that\s+)?(?:the\s+)?{{x}}(?:\s+team)?\s+{_BASED}\s+(?:at|in)\b",
        r"\bthe\s+site\s+(?:that\s+)?(?:the\s+)?{x}(?:\s+team)?\s+uses\s+as\s+its\s+base\b",
        # "Who is the site manager where the X team is based?": asked 'at' the site
        rf"\bwhere\s+(?:the\s+)?{{x}}(?:\s+team)?\s+{_BASED}\b",
    ),
    field=re.compile(
        r"^\W*(?:(?:team\s+)?base(?:\s+site)?|based\s+(?:at|in)|home\s+site)\W*$", re.I
    ),
    reverse=re.compile(r"^\W*(?:teams?\s+)?based\s+here\W*$", re.I),
    page=re.compile(r"^\s*site(?:\s+profile|\s+page)?\s*:\s*(.+)$", re.I),
    column="base",
    # said of the team itself: not 'the test analyst is based at Harrowgate House'
    by=re.compile(
        r"(?:(?:^|[.;,]\s+)(?:[Tt]he\s+(?:whole\s+)?(?:team|desk|unit|group)(?:\s+itself)?"
        r"|[Ii]t|[Tt]hey|[Ww]e)\s+(?:is|are)\s+(?:all\s+)?(?:now\s+)?based|\ball\s+based)\s+at\s+"
        rf"(?:the\s+)?({_NAME})"
    ),
    lead=re.compile(r"(?!)"),
    team=False,
    any_object=False,
    here=_HERE,
    short_names=True,
)
_RELATIONS = (_SUPPLIER, _TEAM, _SITE)


@dataclass(frozen=True)
class PartyHop:
    anchor: str  # the system as the question names it
    party: str
    relation: str  # 'supplier of' or 'team that owns'
    unit: Unit  # the line that says it
    asked: str  # the question asked of the party by name


def _name(value: str, team: bool) -> str:
    """A party's name as a cell or line gives it, without what follows it: 'Calder Fare
    Solutions Ltd' of 'Calder Fare Solutions Ltd (back office software, ...)' or of 'Calder
    Fare Solutions Ltd. The contract was signed ...'; a team's without the word 'team'."""
    name = re.split(r"\s*[(;,]|\s+[-\u2013]\s+|\.\s+(?=[A-Z])", value.strip(), maxsplit=1)[0]
    name = name.strip(" .")
    name = re.sub(r"^the\s+", "", name, flags=re.I)
    return _TEAM_WORD.sub("", name) if team else name


def _key(name: str) -> str:
    return norm_phrase(_SUFFIX.sub("", name))


def _names(text: str, forms: list[str]) -> bool:
    return names_anchor((norm_phrase(text),), forms)


def _pairs(unit: Unit) -> list[tuple[str, str]]:
    if unit.is_table:
        return list(zip(unit.header, unit.cells, strict=False))
    name, colon, value = unit.text.partition(":")
    return [(name, value.strip())] if colon else []


# a team page's own sentence about what it owns: 'It owns RouteLoaf', 'The desk also owns ...'
_SELF_LEAD = re.compile(
    r"^(?:It|We|The\s+(?:team|desk|unit|group|department|section))\s+(?:also\s+)?"
    r"(?:owns|own|looks\s+after|look\s+after|(?:is|are)\s+responsible\s+for)\b",
    re.I,
)
# the role cell of that register's row: 'Owner', not 'Co-owner' or 'Backup'
_OWNER_CELL = re.compile(r"^\W*(?:owner|owns|owned|system\s+owner)\W*$", re.I)
# a supplier supports and runs systems too: 'supplied and supported by Corvane Software plc'
_TEAM_ONLY_BY = re.compile(r"^(?:run|looked\s+after|supported)\b", re.I)


def _party_by(rel: _Relation, by: re.Match[str], text: str) -> bool:
    """Prose naming the party after 'by' names this relation's party: a team's by the word
    'team' after it, where the verb ('supported by', 'run by') is said of suppliers too."""
    if not rel.team or not _TEAM_ONLY_BY.match(by.group(0)):
        return True
    return by.group(1).lower().endswith(" team") or bool(
        re.match(r"\s+team\b", text[by.end() :], re.I)
    )


def _said_parties(rel: _Relation, unit: Unit, forms: list[str]) -> list[str]:
    """The parties of the relation a unit says the system has."""
    pairs = _pairs(unit)
    heading = page_heading(unit)
    own_page = _names(heading, forms)
    out: list[str] = []
    row_names = unit.is_table and any(_names(v, forms) for _, v in pairs)
    for field, value in pairs:
        if rel.field.match(field) and value and (own_page or row_names):
            out.append(value)
    profile = rel.page.match(heading)
    for field, value in pairs:
        # a field's value ends with its sentence: 'Teams based here: HPC Platform. Facilities
        # and Networks staff work here most days, although ...'
        if rel.reverse.match(field) and _names(re.split(r"\.\s", value, maxsplit=1)[0], forms):
            party = {k.strip().lower(): v for k, v in pairs}.get(rel.column)
            if party:
                out.append(party)
            elif profile is not None and not unit.is_table:
                out.append(profile.group(1))
    # a team page's register of what it looks after: '| Workbench | Owner | ... |'
    owner_row = row_names and any(_OWNER_CELL.match(v) for _, v in pairs)
    if rel.team and profile is not None and owner_row:
        out.append(profile.group(1))
    if rel.here and profile is not None and rel.here.search(unit.text) and _names(unit.text, forms):
        out.append(profile.group(1))  # 'Platform Services and ... are both based here'
    if not pairs and (own_page or _names(unit.text, forms)):
        by = next((b for b in rel.by.finditer(unit.text) if _party_by(rel, b, unit.text)), None)
        lead = rel.lead.match(unit.text)
        itself = _SELF_LEAD.match(unit.text) if rel.team and profile is not None else None
        if by is not None and own_page:
            out.append(by.group(1))
        elif itself is not None and _names(unit.text[itself.end() :], forms):
            out.append(profile.group(1))  # type: ignore[union-attr]
        elif lead is not None:
            rest = unit.text[lead.end() :]
            if _names(rest, forms) or (own_page and (rel.any_object or _ITSELF.match(rest))):
                out.append(lead.group(1))
    return [s for s in out if s[:1].isupper() and not _NOT_A_NAME.match(s) and not _names(s, forms)]


def _longest_names(said: dict[str, tuple[str, Unit]]) -> dict[str, tuple[str, Unit]]:
    """A site said by its short name and its full one ('Ashcombe', 'Ashcombe Research Park')
    is one site: the full name stands."""
    return {
        k: v for k, v in said.items() if not any(o != k and o.startswith(k + " ") for o in said)
    }


_SITE_ROLE = re.compile(r"\bsite\s+(?:[a-z]+\s+){1,2}$")


def _joined(frame: QuestionFrame) -> list[str]:
    """Two of the question's names that are one name joined by 'and': 'Yield and Data
    Engineering', which the parse reads as 'Yield' and 'Data Engineering'."""
    return [
        joined
        for a in frame.anchors
        for b in frame.anchors
        if a != b
        for joined in (f"{a} and {b}", f"{a} & {b}")
        if joined in frame.text
    ]


def party_hop(frame: QuestionFrame, units: list[Unit]) -> PartyHop | None:
    """The supplier or owning team of the system a question asks through ("the supplier of
    X", "the team that owns X"), read from the evidence, with the question asked of that
    party by name; None when the question asks no such hop or the evidence names no one
    party."""
    for rel in _RELATIONS:
        for anchor in [*frame.anchors, *_joined(frame)]:
            x = re.escape(anchor) + r"(?:\s+\d+)?"
            for form in rel.forms:
                m = re.search(form.replace("{x}", x), frame.text, re.IGNORECASE)
                if m is None:
                    continue
                forms = anchor_keys(frame, anchor)
                said: dict[str, tuple[str, Unit]] = {}
                for u in units:
                    for s in _said_parties(rel, u, forms):
                        name = _name(s, rel.team)
                        said.setdefault(_key(name), (name, u))
                if rel.short_names:
                    said = _longest_names(said)
                if len(said) != 1:
                    return None
                ((party, unit),) = said.values()
                named = f"the {party} team" if rel.team else party
                before, after = frame.text[: m.start()], frame.text[m.end() :]
                if m.group(0).lower().startswith("where"):
                    # "the site manager where X is based" is the site manager at the site
                    if not _SITE_ROLE.search(before):
                        continue
                    named = f"at {party}"
                # not the question's own wh-word ("Who is ...", "At which hospital is ...")
                asking = _WH_LEAD.sub("", before, count=1)
                if _STILL_DESCRIBED.search(asking) or _STILL_DESCRIBED.search(after):
                    return None
                return PartyHop(anchor, party, rel.name, unit, before + named + after)
    return None
