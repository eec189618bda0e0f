"""Measures the question names: "How many beds does Wenlow Community Hospital have?" read from
'It has 96 beds' in the paragraph about Wenlow.

A count or duration question names its unit ('beds', 'hours') and often what is measured
('hours of generator fuel'). Where the sentences that name every one of the question's
names (themselves or through their topic: title, paragraph, antecedent) state exactly one
number of that unit, with what is measured next to it, that value is the answer: 'the
generators hold 48 hours of fuel', not 'a delivery within 12 hours of a call'. Like the
field rule this is a rule, not a fitted model: its accuracy is measured on the train split
(`reader fit` / `reader rescore`) and that accuracy is the answer's confidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit, located, row_key
from a2rag.read.lexical import norm_phrase
from a2rag.read.question import DURATION_UNITS, Expected, QuestionFrame
from a2rag.read.unstated import unstated_condition
from a2rag.read.values import NUMBER_WORDS, month_number
from a2rag.text.match import stem
from a2rag.text.stopwords import STOPWORDS

_ASKS = re.compile(r"^\s*how\s+(?:many|much)\s+(?P<unit>[a-z][a-z-]*)\b", re.IGNORECASE)
_TENS = ("thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred")
_NUMBER = r"(?:\d+(?:,\d{3})*(?:\.\d+)?|" + "|".join([*NUMBER_WORDS, *_TENS]) + ")"
_NEGATION = re.compile(r"\b(?:not|never|without|no)\b|n't\b", re.IGNORECASE)
_RELATIVE = re.compile(r"\b(?:that|which|who|whom|whose|where)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][\w'-]*")
_NOT_UNITS = frozenset(
    {"per", "each", "every", "longer", "more", "less", "fewer", "higher", "lower"}
)
# a question that asks the whole, and a text that states one (not one site's share of it)
TOTAL_ASKED = re.compile(
    r"\b(?:in total|total|altogether|overall|combined|in all|across (?:all|every|the whole)"
    r"|all (?:the )?(?:sites|locations|offices|sites'|depots|branches|hospitals|campuses))\b",
    re.IGNORECASE,
)
TOTAL_SAID = re.compile(
    r"\b(?:in total|total|totals|altogether|overall|combined|in all|across (?:all|every|the)"
    r"|all (?:two|three|four|five|six|seven|eight|nine|ten) \w+|whole|entire|estate)\b",
    re.IGNORECASE,
)


# the question asks of one place: "... at the plant whose laboratory ...", "... at HP2"
AT_A_PART = re.compile(r"\b(?:at|in)\s+(?:the|a|an|each|one|our|[A-Z])")


def total_after(text: str, end: int) -> bool:
    """Whether the words right after a value call it a total: '38 in total, 26 at Kestle
    Moor', 'ten lines in total'."""
    return TOTAL_SAID.match(text[end : end + 30].lstrip(" ,(")) is not None


def called_total(text: str, start: int, end: int) -> bool:
    """Whether the words around a number call it a total ('640 card readers in total')."""
    return TOTAL_SAID.search(text[max(0, start - 60) : end + 30]) is not None


_CLAUSE = re.compile(r"[,;:()]\s|\s[-–]\s")  # not the comma of '2,300'
# a number of things changed, not held: 'add eight GPU nodes', 'a further 20 beds'
_CHANGE = re.compile(
    r"\b(?:add|adds|adding|added|remove|removes|removing|removed|buy|buys|buying|bought"
    r"|purchase|purchases|purchasing|purchased|retire|retires|retiring|retired|cut|cuts"
    r"|extra|additional|further|another)\s+(?:[a-z]+\s+)?$",
    re.IGNORECASE,
)
WINDOW = 6  # words either side of the value where what is measured must be named
MAX_BETWEEN = 3  # words between the number and its unit: '25 million records'


@dataclass(frozen=True)
class MeasureAnswer:
    text: str
    unit: str
    candidate: Candidate


def asked_measure(frame: QuestionFrame) -> tuple[str, set[str]] | None:
    """(unit, what is measured) of "How many hours of generator fuel ...": ('hours',
    {'generator', 'fuel'} stemmed); None for any other question."""
    if frame.options or frame.expected not in (Expected.NUMBER, Expected.DURATION):
        return None
    m = _ASKS.match(frame.text)
    unit = m.group("unit").lower() if m else ""
    if m is None or unit in STOPWORDS or unit in _NOT_UNITS:
        return None  # "How much per GB ...?" asks a rate, not a number of 'per'
    ahead = [w.lower() for w in _WORD.findall(frame.text[m.start("unit") :])[:4]]
    if frame.counted and frame.counted in ahead[1:]:
        # "How many standard compute nodes": the unit is the counted noun, not 'standard'
        m = re.match(rf".*?\b{re.escape(frame.counted)}\b", frame.text, re.IGNORECASE) or m
        unit = frame.counted
    low = frame.text.lower()
    named_at = [i for a in frame.anchors if (i := low.find(a.lower())) >= 0]
    if named_at and _RELATIVE.search(frame.text, m.end(), max(named_at)):
        # "How many campuses has the institution that Desert Studies Center is part of?"
        # counts what the anchor leads to, not the anchor: a second hop, not this rule
        return None
    if _NEGATION.search(frame.text):
        return None  # "How many species ... do not have white flowers?" counts a remainder
    measured: set[str] = set()
    rest = frame.text[m.end() :]
    of = re.match(r"\s+of\s+(.*)", rest)
    if of:
        for w in _WORD.findall(of.group(1)):
            if w.lower() in STOPWORDS:
                break
            measured.add(stem(w))
            if len(measured) == 3:
                break
    else:
        measured = _holder(frame, rest, unit)
    return unit, measured


# "How many litres does the petrol tank ...": the subject of the verb after the unit
_HOLDER = re.compile(
    r"\s+(?:does|do|did|can|could|will|would)\s+(?:the|its|their|each|an?)\s+((?:[\w-]+\s+){1,3})",
    re.IGNORECASE,
)


def _holder(frame: QuestionFrame, rest: str, unit: str) -> set[str]:
    """What holds the measure when no "of" phrase says it: the qualified noun phrase after
    the unit, none of it a name of the question ('tank', 'petrol' of "How many litres does
    the petrol tank at Gullhaven hold?"), so a daily average sold there does not answer."""
    subject = _HOLDER.match(rest)
    if subject is None:
        return set()  # "How many visitors came ... on its busiest day?": a condition, no holder
    named = {stem(w) for a in frame.anchors for w in _WORD.findall(a)}
    said = {stem(w) for w in _WORD.findall(subject.group(1))}
    for noun, words in frame.qualified:
        own = {stem(w) for w in words} - named
        if noun in said and noun not in named and noun != stem(unit) and own:
            return own | {noun}
    return set()


def _unit_pattern(unit: str) -> re.Pattern[str]:
    """A number of the unit; not one ending a code ('2057' of 'the INC-2057 alarm storm')."""
    forms = {unit, unit.removesuffix("s"), unit.removesuffix("es")} - {""}
    alt = "|".join(sorted(map(re.escape, forms), key=len, reverse=True))
    return re.compile(
        rf"(?<![\w.,])(?<!\w-)(?P<n>{_NUMBER})(?P<between>(?:\s+[A-Za-z][\w-]*){{0,{MAX_BETWEEN}}}?)"
        rf"\s+(?P<unit>{alt})\b",
        re.IGNORECASE,
    )


def _measured_near(text: str, start: int, end: int, measured: set[str]) -> bool:
    """What is measured is named within WINDOW words of the value, in its own clause: 'the
    generators hold 48 hours of fuel', not '..., with a delivery within 12 hours of a call'."""
    if not measured:
        return True
    left = max((m.end() for m in _CLAUSE.finditer(text, 0, start)), default=0)
    right = next((m.start() for m in _CLAUSE.finditer(text, end)), len(text))
    before = _WORD.findall(text[left:start])[-WINDOW:]
    after = _WORD.findall(text[end:right])[:WINDOW]
    return bool(measured & {stem(w) for w in before + after})


_SCALES = frozenset({"hundred", "thousand", "million", "billion", "trillion", "more", "over"})


def _another_kind(between: str, frame: QuestionFrame) -> bool:
    """A word between the number and its unit that the question does not say names another
    kind of the unit: 'GPU' of 'eight GPU nodes' for "How many standard compute nodes"."""
    asked = {stem(w) for w in _WORD.findall(frame.text)}
    return any(
        w.lower() not in _SCALES and stem(w) not in asked for w in _WORD.findall(between or "")
    )


# '12 in Strongroom B': a number stated for the place or thing that follows it
_OWN_NUMBER = re.compile(
    rf"(?<![\w.,])({_NUMBER})\s+(?:[A-Za-z]+\s+){{0,2}}(?:in|at|on|for|across)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


# a capitalised word before a small number that makes it part of a name ('Vault 2', 'Ward 3')
_LABEL_WORD = re.compile(r"\b([A-Z][a-z]+)\s+$")
# words a sentence may open a count with: 'About 300 staff', 'Only 7 of them'
_COUNT_OPENERS = frozenset(
    {"about", "around", "over", "nearly", "almost", "some", "only", "roughly", "approximately",
     "exactly", "just", "under", "fewer", "more", "less", "another", "all", "total"}
)  # fmt: skip


def _labels_a_name(text: str, start: int, number: str) -> bool:
    """Whether a number of one or two digits follows a capitalised word that names something
    with it ('Vault 2 visit notice'); not a month's day ('May 12') or a count's opener."""
    if not re.fullmatch(r"\d{1,2}", number):
        return False
    m = _LABEL_WORD.search(text[:start])
    if m is None:
        return False
    word = m.group(1).lower()
    return word not in STOPWORDS and word not in _COUNT_OPENERS and month_number(word) is None


# a timeline's line: 'Time: 13:48; Event: ...', '13:48 - ...'
_TIMELINE = re.compile(
    r"(?:^|;\s*)(?:Time|Event|Timeline)\s*:|^\s*\d{1,2}:\d{2}\s*[-\u2013:]", re.I
)


def _what_an_event_did(frame: QuestionFrame, text: str, end: int) -> bool:
    """A count in a timeline's line says what happened to that many at the time ('190 Tarn
    standard nodes powered off'), not how many there are: set aside unless the question says
    the words that follow it."""
    if _TIMELINE.search(text) is None:
        return False
    after = re.findall(r"[a-z]+", text[end : end + 40].split(";")[0].lower())[:2]
    asked = {stem(w) for w in re.findall(r"[a-z]+", frame.text.lower())}
    done = [w for w in after if w not in STOPWORDS]
    return bool(done) and not any(stem(w) in asked for w in done)


def _name_has_its_own_number(frame: QuestionFrame, text: str, start: int) -> bool:
    """A question's name the unit gives another number of its own: 'Tollgate Archive Centre:
    38 sensors, including 14 in Strongroom A and 12 in Strongroom B' counts 12 in Strongroom
    B, so '38 sensors' (the whole site's) is not how many are in Strongroom B."""
    for name in frame.anchors:
        for found in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", text):
            left = max(0, found.start() - 40)
            own = _OWN_NUMBER.search(text, left, found.start())
            if own is not None and own.start(1) != start:
                return True
    return False


# a count per period: "on an average day", "per week", "each year", "daily"
_PERIODS = {"day": "dai", "week": "week", "month": "month", "year": "year|annual", "hour": "hour"}
_RATE_ASKED = re.compile(
    r"\b(?:(?:on\s+an?\s+(?:average|typical|normal|busy)|a|per|each|every)\s+"
    r"(?P<period>day|week|month|year|hour)|(?P<ly>daily|weekly|monthly|yearly|annually|hourly))\b",
    re.I,
)


def asked_rate(question: str) -> str | None:
    """The period a count question asks per ('day' of "How many pallets ... on an average
    day?"), or None."""
    m = _RATE_ASKED.search(question)
    if m is None:
        return None
    if m.group("period"):
        return m.group("period").lower()
    word = m.group("ly").lower()
    return next(p for p, stems in _PERIODS.items() if re.match(stems, word))


def _says_rate(text: str, period: str) -> bool:
    """The text states a count per the period: 'a day', 'per day', 'daily', '/day'."""
    return (
        re.search(rf"\b(?:{period}s?\b|{_PERIODS[period]}\w*)|/\s*{period}", text, re.I) is not None
    )


def measure_answer(frame: QuestionFrame, cands: list[Candidate]) -> MeasureAnswer | None:
    """The one value of the asked unit, with what is measured beside it, in the units that
    name all of the question's names; None when there is none or they differ."""
    asked = asked_measure(frame)
    if asked is None:
        return None
    unit, measured = asked
    pattern = _unit_pattern(unit)
    # one candidate per unit that names all of the question's names: it carries the unit
    anchored: dict[tuple[str, int], Candidate] = {}
    for c in cands:
        if c.anchored >= 1.0:
            anchored.setdefault((c.unit.chunk_id, c.unit.index), c)
    found: dict[str, MeasureAnswer] = {}
    units = list({id(c.unit): c.unit for c in cands}.values())
    total = TOTAL_ASKED.search(frame.text) is not None
    bound_asked = _BOUND_ASKED.search(frame.text) is not None
    rate = asked_rate(frame.text)
    for c in anchored.values():
        u = c.unit
        for m in pattern.finditer(u.text):
            if total and not called_total(u.text, m.start(), m.end()):
                continue  # "across all sites" is not 'all 96 card readers at Brackenfold'
            if m.group("between") and any(
                w.lower() in STOPWORDS for w in m.group("between").split()
            ):
                continue  # '48 of the hours' is not a measure of hours
            if _another_kind(m.group("between"), frame):
                continue  # 'eight GPU nodes' are not the "standard compute nodes" asked
            if _CHANGE.search(u.text[max(0, m.start() - 40) : m.start()]):
                continue  # 'to add eight GPU nodes to Tarn' is not how many Tarn has
            if not bound_asked and _BOUND_BEFORE.search(u.text[max(0, m.start() - 40) : m.start()]):
                continue  # 'licences for up to 12,000 charts' is no count of the charts run
            if not bound_asked and _THRESHOLD_BEFORE.search(
                u.text[max(0, m.start() - 60) : m.start()]
            ):
                continue  # 'Trigger: more than 500 terminals offline' counts no outage
            if not _measured_near(u.text, m.start(), m.end(), measured):
                continue
            if rate is not None and not _says_rate(u.text, rate):
                continue  # 'noticed two pallets' is no count of pallets "on an average day"
            if _of_another_thing(frame, u.text[m.end() :]):
                continue  # '20,000 litre diesel tank' holds no "petrol tank" asked
            if _name_has_its_own_number(frame, u.text, m.start()):
                continue
            if _what_an_event_did(frame, u.text, m.end()):
                continue  # 'Event: 190 Tarn standard nodes powered off' is not how many it has
            if _labels_a_name(u.text, m.start(), m.group("n")):
                continue  # '2' of 'Vault 2 visit notice' is the vault's, not the notice's
            if not total and total_after(u.text, m.end()) and AT_A_PART.search(frame.text):
                continue  # 'ten lines in total' of both plants is not how many at HP2
            text = u.text[m.start() : m.end()]
            if unstated_condition(frame, u, text, units):
                return None  # the usual value where the question asks another condition's
            value = norm_phrase(f"{m.group('n')} {unit}")
            found.setdefault(value, MeasureAnswer(text, unit, c))
    if len(found) != 1:
        return None
    answer = next(iter(found.values()))
    if _keyed_elsewhere(frame, unit, answer, units):
        return None
    if _restated_otherwise(frame, answer, units, pattern, measured):
        return None
    if _act_unsaid(frame, answer.candidate.unit):
        return None
    return answer


def _keyed_elsewhere(
    frame: QuestionFrame, unit: str, answer: MeasureAnswer, units: list[Unit]
) -> bool:
    """The question qualifies its unit ("How many platform validators ...?") and another unit
    keys a row or line by that phrase ('| Platform validators | 212 |'): a count said without
    the qualifier ('FareGate, its 288 validators') is of all of them, not the asked ones."""
    m = re.search(
        rf"\bhow\s+(?:many|much)\s+((?:[a-z][\w-]*\s+){{1,3}}?){re.escape(unit)}\b",
        frame.text,
        re.I,
    )
    if m is None or not m.group(1).strip():
        return False
    phrase = norm_phrase(f"{m.group(1)}{unit}")
    if phrase in norm_phrase(answer.candidate.unit.text):
        return False
    for u in units:
        key = row_key(u) if u.is_table else (u.text.split(":", 1)[0] if ":" in u.text else "")
        if key and norm_phrase(key) == phrase and u is not answer.candidate.unit:
            return True
    return False


# the act a count question asks of its named subject: 'recruited' of "How many participants
# has HARP-2 recruited so far?", 'add' of "How many stops will the Greenline extension add?"
_ACT_OF_NAME = re.compile(
    r"\b(?:has|have|had|did|does|do|will|would|can|could)\s+(?:the\s+)?"
    r"(?:[A-Z0-9][\w-]*\s+){1,4}(?:[a-z]+\s+)?([a-z]{3,})\b"
)
# verbs any count has (and the adverbs the pattern may take for one): no act of its own
_ANY_ACT = frozenset(
    {"have", "hold", "contain", "include", "need", "require", "use", "run", "take", "cover",
     "own", "keep", "serve", "support", "provide", "carry", "list", "show", "give", "allow",
     "offer", "store", "host", "manage", "handle", "process", "make", "currently", "still"}
)  # fmt: skip


def _act_unsaid(frame: QuestionFrame, unit: Unit) -> bool:
    """The question counts what its subject did ("How many participants has HARP-2
    recruited?") and the number's unit says no word of that act: 'gave the same kit number to
    two participants ... in the HARP-2 trial' counts participants of another act."""
    m = _ACT_OF_NAME.search(frame.text)
    if m is None or m.group(1) in _ANY_ACT:
        return False
    act = m.group(1)[:5]
    return not any(w.lower().startswith(act) for w in _WORD.findall(unit.text))


def _restated_otherwise(
    frame: QuestionFrame,
    answer: MeasureAnswer,
    units: list[Unit],
    pattern: re.Pattern[str],
    measured: set[str],
) -> bool:
    """The same passage gives another number of the unit for the same thing: 'the 2023
    asset register still shows 10 seats. Two more were bought ..., so the correct total is
    12 seats', or a table's '180 named users' under a note that the count 'was raised to 220
    named users'. The passage corrects one of them (its words say so: 'the correct total', 'raised
    to', 'still shows'); which, a count does not say. Counts of other things in the passage, said
    without such words, are not read as corrections."""
    own = answer.candidate.unit
    mine = norm_phrase(answer.text.split()[0])
    corrected = _CORRECTS.search(own.text) is not None  # 'still shows 10 seats'
    for u in units:
        if u.chunk_id != own.chunk_id or not (corrected or _CORRECTS.search(u.text)):
            continue
        for m in pattern.finditer(u.text):
            if norm_phrase(m.group("n")) == mine or _another_kind(m.group("between"), frame):
                continue
            if _measured_near(u.text, m.start(), m.end(), measured):
                return True
    return False


# words that say one of two counts is out of date or corrected
_CORRECTS = re.compile(
    r"\bcorrect(?:ed)?\s+(?:total|figure|number|count)\b|\bactual(?:ly)?\b|"
    r"\b(?:raised|increased|reduced|lowered|changed|updated|revised|cut)\s+(?:it\s+)?to\b|"
    r"\bignore\b|\bout\s+of\s+date\b|\bstill\s+(?:shows?|lists?|says?|reads?)\b",
    re.IGNORECASE,
)


# a limit said before a number ('licences for up to 12,000 charts', 'a maximum of 40 users'),
# which counts what may be, not what is
_BOUND_BEFORE = re.compile(
    r"\b(?:up\s+to|at\s+most|no\s+more\s+than|(?:a\s+)?maximum\s+of|max\.?|"
    r"limit(?:ed)?\s+(?:of|to)|capacity\s+(?:of|for))\s*$",
    re.IGNORECASE,
)
# a count a condition compares with ('Trigger: more than 500 terminals offline', 'if fewer
# than 3 engineers are on shift'), which says when something applies, not what happened
_THRESHOLD_BEFORE = re.compile(
    r"\b(?:trigger\w*|threshold|if|when|whenever|once)\b[^.;\n]{0,40}?"
    r"\b(?:(?:more|fewer|less)\s+than|at\s+least|above|below|over|under|exceed\w*)\s*$",
    re.IGNORECASE,
)
_BOUND_ASKED = re.compile(
    r"\b(?:max\w*|limit\w*|capacity|up\s+to|at\s+most|allow\w*|licen[cs]\w*|design\w*|cap|rat(?:ed|ing)"
    r"|trigger\w*|threshold\w*|more\s+than|fewer\s+than|less\s+than|at\s+least)\b",
    re.IGNORECASE,
)


def _of_another_thing(frame: QuestionFrame, after: str) -> bool:
    """The words after a measure name a thing the question qualifies, with words of their own
    and none of the question's: '20,000 litre diesel tank' for "How many litres does the
    petrol tank at Gullhaven hold?"."""
    said = re.match(r"\s+((?:[a-z][\w-]*\s+){1,2}?)([a-z]+)\b", after)
    if said is None:
        return False
    own = {stem(w) for w in said.group(1).split() if w not in STOPWORDS}
    noun = stem(said.group(2))
    return bool(own) and any(
        noun == asked and not own & {stem(w) for w in words} for asked, words in frame.qualified
    )


def counts_another_noun(frame: QuestionFrame, text: str) -> bool:
    """A count whose own text names what it counts, and that is not what the question counts:
    '12 moorings' for "How many berths does Kestrel Quay keep for visitors?"."""
    if frame.expected != Expected.NUMBER or not _HOW_MANY.search(frame.text):
        return False
    counted = re.match(rf"\s*{_NUMBER}\s+(.*)$", text, re.IGNORECASE)
    words = [w.casefold() for w in _WORD.findall(counted.group(1))] if counted else []
    words = [w for w in words if w not in STOPWORDS]
    if not words:
        return False
    asked = {stem(w.casefold()) for w in _WORD.findall(frame.text)}
    if asked & PEOPLE_COUNTED:
        asked |= PEOPLE_COUNTED
    return words[-1] not in DURATION_UNITS and stem(words[-1]) not in asked


_HOW_MANY = re.compile(r"\bhow\s+many\b", re.IGNORECASE)

# nouns a number names a thing by, not measures it with: 'version 10.3', 'Ward 7', 'Gate 4'
_LABELS = frozenset(
    {"version", "release", "build", "v", "model", "mark", "room", "floor", "level", "ward",
     "bay", "gate", "platform", "dock", "door", "berth", "pier", "stand", "bed", "desk",
     "page", "section", "chapter", "clause", "article", "step", "phase", "tier", "priority",
     "route", "line", "bus", "no", "number"}
)  # fmt: skip
# a number and nothing else: '10.3', '4.4', '1,200'
BARE_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_ASKS_AMOUNT = frozenset({Expected.NUMBER, Expected.MONEY, Expected.PERCENT, Expected.DURATION})


def labels_not_amounts(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The bare numbers (by id) that a noun before them names a thing by ('from version 10.3
    to version 11'), where the question asks an amount ("How much was budgeted for the
    upgrade?"): a label is no amount, whatever the words around it."""
    if frame.expected not in _ASKS_AMOUNT:
        return set()
    out: set[int] = set()
    for c in cands:
        if not BARE_NUMBER.fullmatch(c.text):
            continue
        at = c.unit.text.find(c.text)
        before = _WORD.findall(c.unit.text[max(0, at - 24) : at]) if at > 0 else []
        if before and before[-1].casefold() in _LABELS:
            out.add(id(c))
    return out


# words that count people alike: "How many people ...?" of '148 staff'
PEOPLE_COUNTED = frozenset(
    stem(w) for w in ("people", "staff", "employee", "worker", "person", "headcount")
)


def counts_another_kind(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The count candidates (by id) whose number counts another kind of the asked unit: '296'
    of '296 CPU compute nodes and 24 GPU nodes' for "How many GPU nodes ...?" (words stand
    between the number and its unit, and none is one of the question's own words before
    the unit). The candidate model reads the words near a number, not what it counts."""
    asked = asked_measure(frame)
    if asked is None:
        return set()
    said = re.match(rf"\s*how\s+(?:many|much)\s+(.*?)\b{re.escape(asked[0])}\b", frame.text, re.I)
    modifiers = {stem(w) for w in _WORD.findall(said.group(1))} if said else set()
    if not modifiers:
        return set()
    pattern = _unit_pattern(asked[0])
    out: set[int] = set()
    for c in cands:
        number = re.match(_NUMBER, c.text, re.IGNORECASE)
        if number is None:
            continue
        counts = [m for m in pattern.finditer(c.unit.text) if m.group("n") == number.group(0)]
        if counts and all(
            (between := {stem(w) for w in _WORD.findall(m.group("between") or "")})
            and not between & modifiers
            for m in counts
        ):
            out.add(id(c))
    return out


def totals_for_a_part(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The count candidates (by id) a sentence calls the whole where the question asks of
    one part its breakdown names: '132' of "132 Wi-Fi access points across the Trust: 96 at
    Harrowcombe, 14 at Fenwick Lodge ..." for "How many ... at Fenwick Lodge?"."""
    if frame.expected != Expected.NUMBER or TOTAL_ASKED.search(frame.text):
        return set()
    out = _partitive_wholes(cands)
    if not AT_A_PART.search(frame.text) or not frame.anchors:
        return out
    keys = [norm_phrase(a) for a in frame.anchors]
    for c in cands:
        text = c.unit.text
        at = text.find(c.text)
        if at < 0 or not re.match(r"\d", c.text):
            continue
        clause = _CLAUSE_END.split(text[at + len(c.text) :], maxsplit=1)[0]
        if not TOTAL_SAID.search(clause[:60]):
            continue
        rest = norm_phrase(text[at + len(c.text) :])
        if any(k and f" {k} " in f" {rest} " for k in keys):
            out.add(id(c))
    return out


_CLAUSE_END = re.compile(r"[,;:(]")
# 'Of the 44 weekday rounds, 18 start here': the number the clause opens with is the whole
_PARTITIVE = re.compile(
    r"(?:^|[,;:]\s*)(?:of|out\s+of)\s+(?:the\s+|all\s+|its\s+|their\s+)?$", re.I
)
_PART_AFTER = re.compile(r"^[^,;:.]{0,60},\s*(?:\w+\s+){0,2}\d")


def _partitive_wholes(cands: list[Candidate]) -> set[int]:
    """The count candidates (by id) a partitive clause names as the whole its sentence then
    takes a part of ('44' of 'Of the 44 weekday rounds, 18 start here')."""
    out: set[int] = set()
    for c in cands:
        text = c.unit.text
        at = text.find(c.text)
        if at < 0 or not re.match(r"\d", c.text):
            continue
        if _PARTITIVE.search(text[:at]) and _PART_AFTER.match(text[at + len(c.text) :]):
            out.add(id(c))
    return out


def bounds_not_asked(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """Counts (by candidate id) a limit states ('licences for up to 12,000 charts') when the
    question asks how many there are, not the limit: a guess at most."""
    if frame.expected != Expected.NUMBER or _BOUND_ASKED.search(frame.text):
        return set()
    return {
        id(c) for c, text, at in located(cands) if _BOUND_BEFORE.search(text[max(0, at - 40) : at])
    }
