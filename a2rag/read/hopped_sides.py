"""Sides of a comparison that the question describes by a hop ("Which system has the longer
RTO: the one that failed in INC-2025-021 or the one that failed in INC-2025-033?", "the system
Carys Bellamy owns", "the supplier of PayBridge"), read as the names the evidence gives them,
so that the comparison is made between those names.

Each side is read by the hop readers the reader already has: an incident's record
(incident_hops.py), an owner's register row or page (owned.py), a system's supplier or owning
team (party_hops.py). 'the one that ...' takes the kind the question asks for ("Which
system"). A side left as it is must be a name; two sides read as one name compare nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.incident_hops import incident_hop
from a2rag.read.lexical import norm_phrase
from a2rag.read.owned import owned_hop
from a2rag.read.party_hops import party_hop
from a2rag.read.question import QuestionFrame

# "Which system has ...": what 'the one that failed in X' is
_KIND = re.compile(r"^\s*(?:which|what)\s+(?P<kind>[a-z]+)\s+(?:has|had|is|was|runs|ran)\b", re.I)
_THE_ONE = re.compile(r"^(?:the\s+)?one\s+(?=(?:that|which|whose|affected|involved|hit)\b)")
# a side that describes rather than names: nothing to compare until it is read as a name
_DESCRIBES = re.compile(r"^(?:the|a|an|one)\b", re.I)


@dataclass(frozen=True)
class HoppedSide:
    side: str  # as the question says it
    name: str  # as the evidence names it
    unit: Unit | None  # the line the hop was read from; None for a side the question names


def hopped_sides(
    question: str,
    options: list[str],
    units: list[Unit],
    frame_of: Callable[[str], QuestionFrame],
) -> list[HoppedSide] | None:
    """Each side read as a name, at least one of them through a hop; None when a side that
    describes reads as no one name, or both read as the same one."""
    if len(options) != 2:
        return None
    kind = _KIND.match(question)
    sides: list[HoppedSide] = []
    for opt in (_whole_left(question, options[0]), options[1]):
        described = _THE_ONE.sub(f"the {kind.group('kind')} ", opt) if kind else opt
        hop = _hop(described, units, frame_of)
        if hop is not None:
            sides.append(HoppedSide(opt, hop[0], hop[1]))
        elif _DESCRIBES.match(opt):
            return None
        else:
            sides.append(HoppedSide(opt, opt, None))
    if all(s.unit is None for s in sides) or len({norm_phrase(s.name) for s in sides}) != 2:
        return None
    return sides


def _whole_left(question: str, left: str) -> str:
    """The first side as the question says it whole: 'the one affected by INC-2025-037' where
    `choice_options` keeps the name that ends it ('INC-2025-037')."""
    m = re.search(rf"[:,]\s*((?:the|one)\b[^:,?]*?\b{re.escape(left)})\s+or\s", question)
    return m.group(1) if m else left


def _hop(
    described: str, units: list[Unit], frame_of: Callable[[str], QuestionFrame]
) -> tuple[str, Unit] | None:
    """The one name a hop reads for the whole of a description, with its line."""
    incident = incident_hop(described, units)
    if incident is not None and norm_phrase(incident.asked) == norm_phrase(incident.name):
        return incident.name, incident.unit
    owned = owned_hop(described, units)
    if owned is not None and norm_phrase(owned.asked) == norm_phrase(owned.name):
        return owned.name, owned.unit
    party = party_hop(frame_of(described), units)
    if party is not None and norm_phrase(party.asked) == norm_phrase(party.party):
        return party.party, party.unit
    return None
