"""The body that regulates a site, read from the site's own page: "Which inspectorate covers
Quarry Lane Operations Centre?" from 'Inspectorate: Harnwick and District Fire Inspectorate',
and "Which body regulates Pellam Data Hall?" from 'Because the hall handles player data in
transit, it falls under the Northern Data Premises Authority, which audits ...'.

A site page names its regulator once, as a field ('Regulator:', 'Inspecting body:',
'Accreditation body:') or in a sentence ('is overseen by', 'is inspected every year by',
'falls under', 'its regulator is', 'the body that regulates Fenmoor is'). The candidate model
sees an organisation beside a verb it half knows and ranks it among the page's other
organisations (the landlord, a supplier, the council it is not inspected by).

The rule answers only a question that asks which body, regulator, inspectorate or authority
regulates (covers, oversees, inspects, licenses) one named site, from units of a page whose
title or opening names it, when every statement there names the same body. A body said to
have covered the site before, or not to ('it is not inspected by Ashcombe Environmental
Health', 'rather than by the council'), is no statement of it. Its accuracy is the field
rules' (`reader rescore`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.features import anchor_keys, names_anchor, page_heading
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import QuestionFrame

_ASKED = re.compile(
    r"^\s*(?:which|what)\s+(?:[\w-]+\s+){0,2}?(?:body|regulator|inspectorate|authority|agency"
    r"|organisation|organization)\s+(?:regulates|covers|oversees|inspects|licenses|licences"
    r"|accredits|certifies|audits|is\s+responsible\s+for)\s+(?:the\s+)?(?P<site>.+?)\s*\?*\s*$",
    re.IGNORECASE,
)
# a field naming the site's regulator: 'Regulator:', 'Regulatory body:', 'Inspecting body:',
# 'Regulator / inspecting body:', 'Fire safety inspectorate:'; not 'Pool water regulator:'
_FIELD = re.compile(
    r"^\W*(?:(?:health\s+and\s+safety|fire\s+safety|site|main|primary)\s+)?"
    r"(?:regulator|inspectorate|regulatory\s+body|inspecting\s+body|accreditation\s+body"
    r"|licensing\s+(?:body|authority)|regulator\s*/\s*(?:inspectorate|inspecting\s+body))\W*$",
    re.IGNORECASE,
)
_BODY = r"(?:[A-Z][\w'’-]*)(?:\s+(?:and|of|for|the|on|&)?\s*[A-Z][\w'’-]*)*"
_STATED = (
    rf"\b(?:is|are|has\s+been|have\s+been)\s+(?:also\s+)?(?:registered\s+with,\s+and\s+)?"
    rf"(?:overseen|inspected|regulated|licensed|covered|accredited|certified)"
    rf"(?:\s+\w+){{0,3}}?\s+by,?\s+(?:the\s+)?(?P<a>{_BODY})",
    rf"\bfalls?\s+under\s+(?:the\s+)?(?P<b>{_BODY})",
    rf"\b(?:[Ii]ts|[Tt]he\s+site['’]s|[Tt]he\s+building['’]s|[Tt]he\s+park['’]s)\s+(?:[\w-]+\s+){{0,2}}?"
    rf"regulator(?:\s+of\s+record)?\s+is\s+(?:the\s+)?(?P<c>{_BODY})",
    rf"\b[Tt]he\s+regulator(?:\s+of\s+record)?\s+for\s+(?:the\s+)?[\w -]+?\s+is\s+(?:the\s+)?"
    rf"(?P<d>{_BODY})",
    rf"\b[Tt]he\s+body\s+that\s+(?:regulates|inspects|oversees)\s+[\w -]+?\s+is\s+(?:the\s+)?"
    rf"(?P<e>{_BODY})",
    rf"\b[Rr]egulation\s+at\s+[\w -]+?\s+is\s+by\s+(?:the\s+)?(?P<f>{_BODY})",
)
_STATEMENT = re.compile("|".join(_STATED))
# words before a statement that make it another time's or a denial
_DENIED = re.compile(
    r"\b(?:not|no|never|outside|rather\s+than|instead\s+of|previously|formerly|until|before)"
    r"\b[^.;]*$",
    re.IGNORECASE,
)
# what a regulating body's name ends with; 'Brinewater Diving Services' inspects moorings
_BODY_HEAD = re.compile(
    r"(?:Inspectorate|Authority|Board|Office|Commission|Agency|Council|Unit|Directorate|Panel"
    r"|Commissioners|Conservancy|Service|Department|Health|Standards|Regulator|Executive"
    r"|Inspection)$"
)


# a unit of a larger body, named with it: 'the HMO Licensing Unit of Wrenfield City Council'
_PART_OF = re.compile(r"^((?:\S+\s+)+(?:Unit|Department|Division|Section))\s+of\s+(?:the\s+)?[A-Z]")


@dataclass(frozen=True)
class Regulator:
    text: str
    candidate: Candidate


def _body(value: str) -> str:
    """A field's body without what follows it: 'Northern Data Facilities Inspectorate' of
    'Northern Data Facilities Inspectorate (NDFI)' or '..., Leeholme Surveillance Office'."""
    return re.split(r"\s*[(;,]|\s+[-\u2013]\s+", value.strip(), maxsplit=1)[0].strip(" .")


def _stated(u: Unit) -> list[str]:
    """The bodies a unit says regulate its page's site."""
    key, colon, value = u.text.partition(":")
    if u.is_table and u.header:
        pairs = list(zip(u.header, u.cells, strict=False))
        if u.keyed and len(u.cells) > 1:
            pairs.append((u.cells[0], u.cells[1]))
        return [_body(v) for k, v in pairs if _FIELD.match(k) and v.strip()]
    if colon and len(key) <= 40 and "\n" not in key:
        return [_body(value)] if _FIELD.match(key) and value.strip() else []
    out: list[str] = []
    for m in _STATEMENT.finditer(u.text):
        # the statement's own clause: 'rather than sprinklers, the site is inspected by X'
        # states X; 'it is not inspected by X', 'having previously been covered by X' do not
        clause = re.split(r"[,;:]\s", u.text[max(0, m.start() - 60) : m.start()])[-1]
        if _DENIED.search(clause):
            continue
        body = next(g for g in m.groups() if g)
        body = re.sub(r"\s+(?:and|of|for|the|on|&)$", "", body)
        part = _PART_OF.match(body)
        body = part.group(1) if part else body
        if _BODY_HEAD.search(body) or body.startswith("Inspect"):
            out.append(body)
    return out


def regulator_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> Regulator | None:
    """The one body the named site's own page says regulates it (module docstring)."""
    m = _ASKED.match(frame.text)
    if m is None or len(frame.anchors) != 1:
        return None
    keys = anchor_keys(frame, frame.anchors[0])
    found: dict[str, tuple[str, Unit]] = {}
    for u in units:
        if not names_anchor((norm_phrase(page_heading(u)),), keys):
            continue
        for body in _stated(u):
            key = norm_phrase(body)
            if key and not names_anchor((key,), keys):
                found.setdefault(key, (body, u))
    if len(found) != 1:
        return None
    ((key, (body, unit)),) = found.items()
    own = [c for c in cands if c.unit is unit and norm_phrase(c.text) == key]
    return Regulator(body, own[0] if own else Candidate(body, "ORG", unit, 0, 0))
