"""How long a recorded event lasted: "How long did INC-2025-011 last?" is the one length the
event's own record states ('The incident ran from 14:02 to 14:49, a total duration of 47
minutes'), though the record may say it in prose and name the event only in its heading.

The record is the one document whose heading (title and first line) names the event as the
question describes it (`sides.headed_document`), or else names the question's codes, or else
is the one record of the month and year the question gives that the description fits
(`event_records.event_record`). A
question about an event no heading names ('the weighbridge outage at Brindle Quay' when the
only weighbridge report is Kettle Hill's) gets no answer, nor does a record stating two
different lengths.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.compare import stated_length
from a2rag.read.event_records import event_document
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import QuestionFrame
from a2rag.read.sides import document_of, record_document

_LASTED = re.compile(
    r"^\s*how\s+long\s+(?:did|was|were)\s+(?P<event>.+?)\s+"
    r"(?:last|go\s+on|down|offline|out(?:\s+of\s+action)?|unavailable|disrupted)"
    r"(?:\s+(?P<when>(?:in|during)\s+.+?))?\s*\?*\s*$",
    re.IGNORECASE,
)
_DURATION_OF = re.compile(
    r"^\s*what\s+(?:was|is)\s+the\s+(?:total\s+)?duration\s+of\s+(?P<event>.+?)\s*\?*\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class LengthAnswer:
    text: str
    event: str
    candidate: Candidate


def asked_event(frame: QuestionFrame) -> str | None:
    """The event whose length the question asks ('the RailPilot failover incident on 9 July
    2024'), or None."""
    m = _LASTED.match(frame.text) or _DURATION_OF.match(frame.text)
    if m is None:
        return None
    # "How long was Tidemark down in INC-2024-0412?": Tidemark's outage in that incident
    when = m.groupdict().get("when")
    return f"{m.group('event')} {when}" if when else m.group("event")


def lasted_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> LengthAnswer | None:
    """The one length the asked event's record states, as a candidate of that record."""
    event = asked_event(frame)
    if event is None:
        return None
    codes = [a for a in frame.anchors if any(ch.isdigit() for ch in a) and "-" in a]
    doc = record_document(event, codes, units)
    if doc is None:
        # 'the SEC-2 outage in August 2024': the one record of that month that it describes
        doc = event_document(event, units)
    if doc is None:
        return None
    stated: dict[str, tuple[str, Unit]] = {}
    for u in units:
        if document_of(u) != doc:
            continue
        found = stated_length(u.text)
        if found is not None:
            stated.setdefault(norm_phrase(found[1]), (found[1], u))
    if len(stated) != 1:
        return None
    ((key, (text, unit)),) = stated.items()
    for c in cands:
        if c.unit is unit and norm_phrase(c.text) == key:
            return LengthAnswer(c.text, event, c)
    # the record's later lines may be past the units the reader parses: the length is read
    # from the text, as a row's cell is
    return LengthAnswer(text, event, Candidate(text, "TIME", unit, 0, 0))
