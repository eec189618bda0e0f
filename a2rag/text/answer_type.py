"""What kind of answer a question expects, and whether a text holds one.

Used offline by the sufficiency check (does the evidence contain a candidate of that kind?),
the extractive generator (which span to pick) and the resolution check (does the answer fit
the question?).
"""

from __future__ import annotations

import re
from enum import StrEnum


class AnswerType(StrEnum):
    NUMBER = "number"  # amounts, percentages, limits, counts
    TIME = "time"  # dates, times of day, durations, deadlines
    PERSON = "person"
    PLACE = "place"
    BOOLEAN = "boolean"
    ENTITY = "entity"  # a named thing: which system/vendor/team...
    OTHER = "other"


_NUMBER_CUES = re.compile(
    r"\b(how (much|many|large|big|high|low|long)|what (percentage|percent|share|amount|rate|"
    r"limit|threshold|level|ratio|multiple|number|cap|size|value|notional|minimum|maximum)|"
    r"capped|cap\b|limit|threshold|percentage|ratio|by how)\b",
    re.I,
)
_TIME_CUES = re.compile(
    r"\b(when|what time|what date|which day|what day|deadline|cutoff|cut-off|by what time|"
    r"how long|how soon|within how|what year|which year|what month|window)\b",
    re.I,
)
_PERSON_CUES = re.compile(r"\b(who|whom|whose|which person|name of the (head|lead|person))\b", re.I)
_PLACE_CUES = re.compile(r"\b(where|which city|what city|which country|located)\b", re.I)
_BOOL_CUES = re.compile(r"^\s*(is|are|was|were|does|do|did|can|could|has|have|should|will)\b", re.I)

NUMBER_RE = re.compile(
    r"(?:(?:USD|EUR|GBP|JPY|CHF|\$|€|£)\s?)?\d(?:[\d,]*\d)?(?:\.\d+)?\s?(?:%|percent|"
    r"basis points|bps|bp|million|billion|thousand|milliseconds|seconds|minutes|hours|"
    r"business days|days|weeks|months|years|times|lots|ms|bn|k|m|x)?(?!\w)",
    re.I,
)
TIME_RE = re.compile(
    r"\b(\d{1,2}:\d{2}(\s?(UTC|GMT|CET|EST|ET|local))?|\d{4}-\d{2}-\d{2}|"
    r"(January|February|March|April|May|June|July|August|September|October|November|December)"
    r"(\s+\d{1,2})?(,?\s+\d{4})?|\d{1,2}\s+(January|February|March|April|May|June|July|August|"
    r"September|October|November|December)(\s+\d{4})?|\b(1[5-9]|20)\d{2}\b|"
    r"\d+\s?(minutes|hours|days|business days|weeks|months|years|seconds)|"
    r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?)\b",
    re.I,
)


def expected_type(question: str) -> AnswerType:
    q = question.strip()
    if _BOOL_CUES.match(q) and " or " not in q.lower():
        return AnswerType.BOOLEAN
    if _TIME_CUES.search(q) and not re.search(r"\bhow (much|many)\b", q, re.I):
        return AnswerType.TIME
    if _NUMBER_CUES.search(q):
        return AnswerType.NUMBER
    if _PERSON_CUES.search(q):
        return AnswerType.PERSON
    if _PLACE_CUES.search(q):
        return AnswerType.PLACE
    if re.match(r"^\s*(which|what)\b", q, re.I):
        return AnswerType.ENTITY
    return AnswerType.OTHER
