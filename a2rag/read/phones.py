"""Which kind of line a phone number is, so that a question asking one kind is not answered
with the other.

"What is the mobile number of the Deputy Head of IT?" over 'Deputy Head of IT: Tomasz
Everard, 01632 960102, mobile 07700 900102' asks the second number; over 'Lead: Priya
Hallowell, 01632 960111' it has no answer, though a number stands beside the name. Two kinds
are told apart: mobile lines and fixed ones (direct lines, desk phones, landlines,
switchboards, fax). A number's kind is the label before it within its own list part
('mobile 07700 ...', 'Direct line: 01632 ...', 'a landline extension, 01632 ...'), its table
column, a label in brackets after it, or else the UK numbering plan the phone pattern reads
(candidates.py): 07 is a mobile range, 01, 02 and 03 are fixed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from a2rag.read.candidates import EXTENSION, PHONE_NUMBER, Candidate, Unit
from a2rag.read.features import role_modifiers
from a2rag.read.lexical import has_phrase, norm_phrase
from a2rag.read.question import QuestionFrame, asks_phone
from a2rag.read.records import record_of_another

MOBILE = "mobile"
FIXED = "fixed"

# lower case only: 'Corvid Mobile Networks' names a company, not a kind of line; and a mobile
# before another noun is no line ('the mobile app', 'mobile coverage')
_ASKS_MOBILE = re.compile(
    r"\b(?:mobile|cell(?:phone)?|cell\s+phone)\b"
    r"(?!\s+(?!(?:phone|number|no|line|for|of|on|at|to|in|do|does|did|is|was)\b)[a-z])"
)
_ASKS_FIXED = re.compile(
    r"\b(?:direct[\s-]+(?:line|dial|phone|number)|direct[\s-]+dial(?:ling)?|landline|"
    r"desk\s+(?:phone|line|number)|office\s+(?:phone|line|number)|fax|ddi)\b",
    re.IGNORECASE,
)
_LABEL_MOBILE = re.compile(r"\b(?:mobile|cell(?:phone)?|cell\s+phone|sms|text)\b", re.I)
_LABEL_FIXED = re.compile(
    r"\b(?:direct(?:[\s-]+(?:line|dial))?|ddi|landline|desk|office|switchboard|fax|tel|"
    r"telephone|extension|ext)\b",
    re.IGNORECASE,
)
# what ends the part of a line a label belongs to: 'Rosalind Achterberg, 01632 960101, mobile'
_PART_END = re.compile(r"[,;|(\n]|:\s|\.\s|\s[-\u2013]\s|\d{3}\b")
_BRACKETED = re.compile(r"^\s*\(([^)]{1,30})\)")


def asked_kind(question: str) -> str | None:
    """The kind of line a question asks, when it names one."""
    if _ASKS_MOBILE.search(question):
        return MOBILE
    if _ASKS_FIXED.search(question):
        return FIXED
    return None


def _label_kind(label: str) -> str | None:
    mobile = _LABEL_MOBILE.search(label)
    fixed = _LABEL_FIXED.search(label)
    if mobile and not fixed:
        return MOBILE
    if fixed and not mobile:
        return FIXED
    if mobile and fixed:  # the nearer word labels it: 'office, mobile 07700 ...'
        return MOBILE if mobile.start() > fixed.start() else FIXED
    return None


def _plan_kind(number: str) -> str | None:
    digits = re.sub(r"\D", "", number)
    if digits.startswith("44"):
        digits = "0" + digits[2:]
    if digits.startswith("07") and not digits.startswith(("070", "076")):
        return MOBILE
    if digits.startswith(("01", "02", "03")):
        return FIXED
    return None


def line_kind(text: str, number: str, column: str | None = None) -> str | None:
    """The kind of the line 'number' is, as 'text' (its unit) labels it or its digits say."""
    if column:
        kind = _label_kind(column)
        if kind is not None:
            return kind
    at = text.find(number)
    if at >= 0:
        before = text[max(0, at - 60) : at]
        ends = list(_PART_END.finditer(before))
        part = before[ends[-1].end() :] if ends else before
        if ends and not part.strip() and ends[-1].group().startswith(":"):
            # 'Mobile: 07700 900101': the label is the key before the colon
            lead = before[: ends[-1].start()]
            cut = list(_PART_END.finditer(lead))
            part = lead[cut[-1].end() :] if cut else lead
        kind = _label_kind(part)
        if kind is not None:
            return kind
        bracket = _BRACKETED.match(text[at + len(number) :])
        if bracket is not None:
            kind = _label_kind(bracket.group(1))
            if kind is not None:
                return kind
    return _plan_kind(number)


def other_kind(asked: str | None, cand: Candidate) -> bool:
    """Whether a phone-number candidate is a line of another kind than the one asked."""
    if asked is None or cand.label != "PHONE":
        return False
    kind = line_kind(cand.unit.text, cand.text, cand.column)
    return kind is not None and kind != asked


# what may stand between a holder and their number: 'Tomasz Everard, 01632 960102, mobile
# 07700 900102', 'Sunniva Marsh (ext. 4161)', 'Owain Treharne, who can be reached on 07700 ...',
# 'NOC, 24 hours: 01632 960155' (when it answers)
_BETWEEN = re.compile(
    r"^(?:[\s,;:()/-]|\b(?:who|can|be|is|reached|reachable|contactable|on|at|via|tel|"
    r"telephone|phone|mobile|cell|direct|line|dial|ddi|desk|ext|extn|extension|number|no|"
    r"and|or)\b\.?|\b24\s*(?:hours?|hrs?|h|/\s*7|x\s*7)(?!\w))*$",
    re.IGNORECASE,
)
_ROLE_KEY = re.compile(r"^\s*(?:[-*\u2022]\s*)?([^:;]{2,60}):\s*")


@dataclass(frozen=True)
class ContactAnswer:
    text: str
    holder: str
    candidate: Candidate


def asks_a_line(frame: QuestionFrame) -> bool:
    """Whether a question asks a number to dial: a phone number, a mobile, an extension."""
    return (
        asks_phone(frame.text) or asked_kind(frame.text) is not None or (frame.head == "extension")
    )


def contact_answer(frame: QuestionFrame, cands: list[Candidate]) -> ContactAnswer | None:
    """The one number a unit gives right after the holder the question names: "What is Tomasz
    Everard's mobile number?" of 'Deputy Head of IT: Tomasz Everard, 01632 960102, mobile
    07700 900102' (the direct line, of another kind, is no candidate: `other_kind`). The
    holder is one of the question's names, or the role a line is keyed by when the question
    names it with the same modifiers ('Deputy Head of IT', not 'Head of IT'). Between the
    holder and the number stand only labels, punctuation and the holder's other lines; two
    different numbers that fit are no answer."""
    if not frame.anchors or not asks_a_line(frame):
        return None
    found: dict[str, ContactAnswer] = {}
    extension = frame.head == "extension" or _ASKS_EXTENSION.search(frame.text) is not None
    elsewhere = record_of_another(frame, cands)  # another supplier's entry in the directory
    for c in cands:
        if c.label != "PHONE" or c.anchored < 1.0 or id(c.unit) in elsewhere:
            continue  # its unit, row or topic must name all of the question's names
        if extension and not _EXTENSION_DIGITS.fullmatch(c.text.strip()):
            continue  # "What is X's extension?" is not answered by a full number
        text = c.unit.text
        at = text.find(c.text)
        if at < 0:
            continue
        before = EXTENSION.sub(" ", PHONE_NUMBER.sub(" ", text[:at]))  # the holder's other lines
        holder = _holder_before(frame, before)
        if holder is not None:
            found.setdefault(norm_phrase(c.text), ContactAnswer(c.text, holder, c))
    return next(iter(found.values())) if len(found) == 1 else None


_EXTENSION_DIGITS = re.compile(r"\d{3,5}")
_ASKS_EXTENSION = re.compile(r"\b(?:extension|ext)\b", re.IGNORECASE)
# what may stand before a role the question names: "the Deputy Head of IT", "our account manager"
_BEFORE_ROLE = frozenset(
    {"the", "our", "a", "an", "of", "for", "to", "at", "is", "what", "whats", "who", "their"}
    | {"current"}  # "the current account manager": the line's holder, not a former one
)


def _modified_in_question(question: str, role: str) -> bool:
    """The question says a word of its own right before the role ('site' of "the site IT
    officer"), so it asks another role than the line's key."""
    m = re.search(rf"(?<!\w){re.escape(role)}(?!\w)", question, re.IGNORECASE)
    if m is None:
        return False
    before = re.findall(r"[A-Za-z']+", question[: m.start()])
    return bool(before) and before[-1].lower().replace("'", "") not in _BEFORE_ROLE


def _holder_before(frame: QuestionFrame, before: str) -> str | None:
    """The question's name that the text before a number ends with (labels aside), or the
    role its line is keyed by when the question names that role and the line's holder."""
    low = before.lower()
    for anchor in frame.anchors:
        at = low.rfind(anchor.lower())
        if at >= 0 and _BETWEEN.match(before[at + len(anchor) :]):
            return anchor
    held = _keyed_holder(frame, before)
    parts = before.split("; ")
    if held is not None or len(parts) < 2:
        return held
    # a directory's row reads 'Supplier: X; Account manager: Y, ; Technical contact: Z, ':
    # the number's own cell is the last part
    key = _ROLE_KEY.match(parts[-1])
    if key is not None and key.end() == len(parts[-1]):
        # '...; Technical contact: Jamie Fenwick; Technical phone: ': a column of the role's
        # number, keyed by the role's first word
        return _role_of_column(frame, key.group(1).strip(), parts[-2])
    return _keyed_holder(frame, parts[-1])


def _keyed_holder(frame: QuestionFrame, line: str) -> str | None:
    """The role a line is keyed by ('Registrar: Marguerite Oyelaran; Ext: '), when the
    question names that role and the line its one holder before the number's labels."""
    key = _ROLE_KEY.match(line)
    if key is None or not _asks_role(frame, key.group(1).strip()):
        return None
    rest = line[key.end() :]
    # 'Tomasz Everard, ' : the role's one holder, then labels
    holder = _HOLDER.match(rest)
    if holder is None or not _BETWEEN.match(rest[holder.end() :]):
        return None
    return key.group(1).strip()


# a role's one holder: 'Tomasz Everard', 'Dr Amos Kettleby'
_HOLDER = re.compile(r"\s*(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3}")


def _asks_role(frame: QuestionFrame, role: str) -> bool:
    """The question names the role a line or column is keyed by, with the same modifiers."""
    if not has_phrase(norm_phrase(frame.text), norm_phrase(role)):
        return False
    if _modified_in_question(frame.text, role):
        return False  # "the site IT officer" is not the line keyed 'IT officer'
    return role_modifiers(role) == role_modifiers(frame.text)


_LINE_COLUMN = re.compile(
    r"^(?P<stem>[A-Za-z][\w -]*?)\s+(?:phone|mobile|tel|telephone|number|line)$", re.I
)


def _role_of_column(frame: QuestionFrame, column: str, cell: str) -> str | None:
    """The role whose number a column gives: 'Technical phone' after 'Technical contact:
    Jamie Fenwick', when the question names that role."""
    stem = _LINE_COLUMN.match(column)
    key = _ROLE_KEY.match(cell)
    if stem is None or key is None:
        return None
    role = key.group(1).strip()
    if not role.casefold().startswith(stem.group("stem").casefold() + " "):
        return None
    if not _asks_role(frame, role):
        return None
    return role if _HOLDER.fullmatch(cell[key.end() :].rstrip()) is not None else None


# "What number do staff ring to reach the service desk?": the thing whose line is asked
_LINE_OF = re.compile(
    r"\b(?:to\s+reach|for|to\s+contact|to\s+call|to\s+ring|to\s+get\s+through\s+to|of)\s+"
    r"(?:the\s+|our\s+|a\s+)?(?P<thing>[A-Za-z&][\w&'’ -]*?)"
    r"(?=\s+(?:during|in|on|at|when|outside|if|between|after|before|from)\b|\s*\??\s*$)",
    re.IGNORECASE,
)
# the usual hours are no condition; any other time, or a case, asks another line
_USUAL_HOURS = re.compile(
    r"\b(?:during|in)\s+(?:its\s+|the\s+)?(?:normal\s+|usual\s+)?"
    r"(?:opening|business|office|working|staffed)\s+hours\b",
    re.IGNORECASE,
)
_CONDITION = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b|\bweekdays?\b|\bnights?\b|"
    r"\bovernight\b|\bout[\s-]+of[\s-]+hours\b|\boutside\b|\bafter[\s-]+hours\b|\bclosed\b|"
    r"\bholidays?\b|\bevenings?\b|\burgent\w*\b|\bemergenc\w*\b|\bP[1-5]\b|\bpriority\b|"
    r"\bwhen\b|\bif\b|\bunless\b|\bonly\b|\bsecondary\b|\bbackup\b|\bfallback\b|\bescalat\w*\b|"
    r"\bpeak\b|\bseason\w*\b|\bmobile\b|\bon[\s-]call\b|\bdiverts?\b|\bno\s+answer\b",
    re.IGNORECASE,
)
_CALL_BEFORE = re.compile(
    r"\b(?:call|calls|ring|rings|phone|phones|dial|dials)\b(?P<what>[^.;:!?\n]{0,50}?)"
    r"(?:\s+(?:on|at))?\s*$",
    re.IGNORECASE,
)
_LINE_KEY = re.compile(r"^\s*(?:[-*\u2022]\s*)?(?P<key>[^:;]{2,60}):\s*$")
_LINE_WORDS = re.compile(r"\b(?:phone|telephone|tel|number|line|call)\b", re.IGNORECASE)


@dataclass(frozen=True)
class LineAnswer:
    text: str
    thing: str
    candidate: Candidate


def asked_line_of(question: str) -> str | None:
    """The thing whose number a question asks, when it states no other time or case: 'service
    desk' of "What number do staff ring to reach the service desk?" (not "... on a
    Saturday?"); its last two words."""
    if not asks_phone(question) or asked_kind(question) == MOBILE:
        return None
    plain = _USUAL_HOURS.sub(" ", question)
    m = _LINE_OF.search(plain)
    if m is None or _CONDITION.search(plain):
        return None
    words = re.findall(r"[a-z]+", m.group("thing").lower())
    words = [w for w in words if w not in {"it", "main", "general"}] or words
    return " ".join(words[-2:]) if words else None


def line_answer(frame: QuestionFrame, units: list[Unit]) -> LineAnswer | None:
    """The one number a page about the asked thing gives to call it, with no condition of its
    own: 'Call 01632 960100 or use the staff portal.' on 'Service desk hours and contact', or
    'Service Desk telephone: 01632 960100'; not 'Outside staffed hours, call the IT on-call on
    07700 900100'. The line is told by a call verb right before the number, or a key naming
    the line; the thing is named there or in the page's title. Numbers are read from the
    text: a line that shares no word with the question is still the page's line."""
    thing = asked_line_of(frame.text)
    if thing is None:
        return None
    found: dict[str, LineAnswer] = {}
    for unit in units:
        text = unit.text
        for m in PHONE_NUMBER.finditer(text):
            clause = re.split(r"(?<=[.;!?])\s+|\n", text[: m.start()])[-1]
            after = re.split(r"(?<=[.;!?])\s", text[m.end() :])[0]
            if _CONDITION.search(clause) or _CONDITION.search(after):
                continue
            call = _CALL_BEFORE.search(clause)
            key = _LINE_KEY.match(clause)
            if call is not None:
                said = f"{call.group('what')} {unit.title}"
            elif key is not None and _LINE_WORDS.search(key.group("key")):
                said = f"{key.group('key')} {unit.title}"
            else:
                continue
            if thing not in " ".join(re.findall(r"[a-z]+", said.lower())):
                continue
            number = m.group()
            cand = Candidate(number, "PHONE", unit, 0, 0)
            found.setdefault(norm_phrase(number), LineAnswer(number, thing, cand))
    return next(iter(found.values())) if len(found) == 1 else None


def phone_of_another(
    frame: QuestionFrame, cands: list[Candidate], parse: Callable[[list[str]], list[Any]]
) -> set[int]:
    """The phone candidates (by `id`) that their unit gives to another person than the one
    the question names: "What is Gemma Hollis's phone number?" over a supplier row
    'Account manager: Gemma Hollis; ...; Technical contact: Dominic Ashworth; Technical
    phone: 07700 900418'. A number belongs to the nearest person named before it."""
    if not asks_phone(frame.text) or not frame.anchors:
        return set()
    people = [e.text for e in parse([frame.text])[0].ents if e.label_ == "PERSON"]
    persons = [a for a in frame.anchors if any(a in p or p in a for p in people)]
    if not persons:
        return set()  # "the Salford office's number": a row's manager may stand before it
    by_unit: dict[int, list[Candidate]] = {}
    for c in cands:
        by_unit.setdefault(id(c.unit), []).append(c)
    out: set[int] = set()
    for group in by_unit.values():
        text = group[0].unit.text
        # where the question's names stand (no candidates: the question says them)
        asked = [(text.casefold().find(a.casefold()), True) for a in persons]
        asked = [(at, mine) for at, mine in asked if at >= 0]
        if not asked:
            continue
        others = [(text.find(c.text), False) for c in group if c.label == "PERSON"]
        named = asked + [(at, mine) for at, mine in others if at >= 0]
        for c in group:
            if c.label != "PHONE":
                continue
            at = text.find(c.text)
            before = [(pos, mine) for pos, mine in named if pos < at]
            if before and not max(before)[1]:
                out.add(id(c))
    return out
