"""Conditions the question states: "What P1 response time does Pellucid Diagnostics commit to
outside 07:00-19:00?" read from '...; outside those hours the P1 response commitment is 60
minutes', not from the daytime commitment in the same sentence.

Policies and contracts state several values of one attribute, each under its own condition:
a response time by day and another at night; a credit of 5% below 99.8% availability and 10%
below 99.5%; a lead time of 30 days, or 45 if the expiry falls inside a change freeze. The
question picks one by its condition. Where the question states a condition ('outside',
'inside', 'during', 'unless', or a bound with a value: 'below 99.5%', 'more than 10 minutes')
and, in the units that name all of the question's names, exactly one value of the expected
type stands in a clause that states the same condition (with what it applies to, or words
referring back to it: 'outside those hours'; for a bound, no other value of its unit),
outside that clause's own if-part, that value is the answer. Like the field rule this is a
rule, not a fitted model: its accuracy is measured on the train split (`reader fit` /
`reader rescore`) and that accuracy is the answer's confidence.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from a2rag.read.candidates import DURATION_VALUE, Candidate
from a2rag.read.features import anchor_keys, topic_text, type_fit
from a2rag.read.lexical import CLAUSE_MARKS, has_phrase, norm_phrase
from a2rag.read.question import Expected, QuestionFrame, asks_phone
from a2rag.text.match import stem
from a2rag.text.stopwords import STOPWORDS

MIN_FIT = 0.5
# operators with the same meaning form one class: a question's 'under 18' is the evidence's
# 'below 18'; 'more than 10 minutes' its 'exceeds ... for over 10 minutes'
_CLASSES: dict[str, tuple[str, ...]] = {
    "below": ("below", "under", "less than", "fewer than", "lower than", "shorter than"),
    "above": (
        "above", "over", "more than", "greater than", "higher than", "longer than", "exceeds",
        "exceed", "exceeding", "exceeded", "beyond",
    ),
    "outside": ("outside", "out of"),
    "inside": ("inside", "during"),
    "unless": ("unless", "except"),
}  # fmt: skip
_BOUNDS = frozenset({"below", "above"})  # these need a value: 'under the policy' is no bound
# the words that compare a quantity with a bound, either way ('under', 'more than', 'exceeds')
COMPARISON_WORDS = tuple(w for kind in sorted(_BOUNDS) for w in _CLASSES[kind])
_NUMBER = r"\d[\d,]*(?:\.\d+)?"
_VALUE = re.compile(rf"(?P<n>{_NUMBER})\s*(?P<unit>%|[a-z]+)?", re.IGNORECASE)
_ASKED = re.compile(r"^\s*(?:what|which|how)\b", re.IGNORECASE)
# an evidence clause's own condition: 'If the expiry date falls inside a change freeze, or
# within 10 days after one ends, ...' runs to the first comma not followed by 'or'/'and'
_IF_PART = re.compile(
    r"\b(?:if|unless|when|whenever|provided|once)\b.*?(?:,(?!\s+(?:or|and)\b)|$)", re.IGNORECASE
)
_SEGMENT = re.compile(r";\s|\s[-\u2013]\s")
OBJECT_WORDS = 4
# an operator whose object the evidence refers back to: 'outside those hours'
_DEMONSTRATIVE = re.compile(
    r"\b(?:outside|out of|inside|during|unless|except)\s+(?:those|these|that|this|such)\b"
)
_A_VALUE = re.compile(r"(?<![\w-])\d")  # '10%', 'USD 90 million'; not 'M1919 Browning'
# what a value can answer: not "who" (a person), "which company" or "where"
_VALUED = frozenset(
    {Expected.NUMBER, Expected.DURATION, Expected.MONEY, Expected.PERCENT, Expected.DATE}
)
_UNTYPED = frozenset({Expected.ENTITY, Expected.OTHER})
# 'at least 45 days' answers as '45 days'
_BOUND_LEAD = re.compile(
    r"^(?:at least|at most|up to|within|no more than|more than|less than|over|under)\s+",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Condition:
    kind: str  # a key of _CLASSES
    value: str | None = None  # the bound's number ('99.5')
    unit: str | None = None  # and its unit ('%', 'minutes'), when it has one
    what: frozenset[str] = frozenset()  # what is outside, inside, ...: {'change', 'freez'}


@dataclass(frozen=True)
class ConditionAnswer:
    text: str
    condition: str  # 'below 99.5%', for the reason
    candidate: Candidate


_OPERATORS = [
    (kind, re.compile(rf"\b(?:{'|'.join(map(re.escape, words))})\b"))
    for kind, words in _CLASSES.items()
]


def _operator_at(low: str) -> list[tuple[str, int, int]]:
    """(class, start, end) of every operator in a lower-cased text."""
    return [(kind, m.start(), m.end()) for kind, op in _OPERATORS for m in op.finditer(low)]


# an operator inside a relative clause on a noun of the question, which names a thing the
# question reaches its subject through rather than the condition of the asked value
_IN_RELATIVE = re.compile(r"\bthe\s+[a-z]+\s+(?:that|which|who|whose)\b[^,;?]*$")


def _unit(m: re.Match[str]) -> str | None:
    """A value's unit ('%', 'minutes'); not a stopword after a bare number ('18 when')."""
    unit = m.group("unit")
    return unit if unit and unit not in STOPWORDS else None


def asked_conditions(frame: QuestionFrame) -> list[Condition]:
    """The conditions a question states; [] when it states none, when an operator is part of
    what is asked ("Below what replication lag ...?" asks the bound itself), or for
    comparisons and yes/no questions."""
    if frame.options or frame.expected not in _VALUED | _UNTYPED:
        return []
    low = frame.text.lower()
    out: list[Condition] = []
    for kind, start, end in _operator_at(low):
        rest = low[end:]
        if _ASKED.match(rest):
            return []
        if _IN_RELATIVE.search(low[:start]):
            continue  # "the supplier that was called out during INC-2024-007" is a bridge
        if kind in _BOUNDS:
            m = _VALUE.match(rest.lstrip())
            if m is None:
                continue  # 'under the current policy'
            out.append(Condition(kind, m.group("n").replace(",", ""), _unit(m)))
        else:
            out.append(Condition(kind, what=_object_words(rest)))
    return list(dict.fromkeys(out))


def _object_words(rest: str) -> frozenset[str]:
    """What an operator applies to: the content words after it, up to a clause boundary
    ('inside a change freeze, at least ...' -> change, freeze; 'outside 07:00-19:00')."""
    clause = re.split(r"[,;?]|\s(?:and|or|but|at|for|to|does|do|is|are|must|may)\s", rest)[0]
    words = re.findall(r"[\w:.-]+", clause)[:OBJECT_WORDS]
    return frozenset(stem(w) for w in words if w not in STOPWORDS)


def _states(segment: str, cond: Condition, own: str) -> bool:
    """The segment states the condition: an operator of its class, and for a bound no other
    value of the bound's unit than the question's (the candidate's own value aside)."""
    low = segment.lower()
    if not any(k == cond.kind for k, _, _ in _operator_at(low)):
        return False
    if cond.value is None:
        # and what it applies to: 'inside a change freeze', or 'outside those hours'
        here = {stem(w.rstrip(":.")) for w in re.findall(r"[\w:.-]+", low)}
        return bool(cond.what & here) or bool(_DEMONSTRATIVE.search(low))
    values = []
    for m in _VALUE.finditer(low):
        if norm_phrase(m.group(0)) == own:
            continue
        values.append((m.group("n").replace(",", ""), _unit(m)))
    if any(v == cond.value for v, _ in values):
        return True
    return cond.unit is not None and not any(u == cond.unit for _, u in values)


def stated_under(frame: QuestionFrame, cands: list[Candidate]) -> list[Candidate]:
    """The candidates whose unit states every condition the question states (all of them when
    it states none): "Out of hours, what is the response target for P1?" is not answered by a
    row that says nothing of hours, whichever rule reads it."""
    conds = asked_conditions(frame)
    if not conds:
        return cands
    return [
        c for c in cands if all(_states(c.unit.text, cond, norm_phrase(c.text)) for cond in conds)
    ]


def _segments(text: str, needle: str, marks: re.Pattern[str]) -> list[tuple[str, int]]:
    """(segment, the needle's offset in it) for each place the unit states the needle."""
    bounds = [0, *(m.end() for m in marks.finditer(text)), len(text) + 1]
    out = []
    for m in re.finditer(rf"(?<!\w){re.escape(needle)}(?!\w)", text):
        for lo, hi in itertools.pairwise(bounds):
            if lo <= m.start() < hi:
                out.append((text[lo:hi], m.start() - lo))
                break
    return out


def _in_if_part(segment: str, at: int) -> bool:
    return any(m.start() <= at < m.end() for m in _IF_PART.finditer(segment))


def _names(frame: QuestionFrame) -> list[list[str]]:
    """The question's names, each with its other forms, but not its condition's values:
    '99.5%', 'under 18' and 'monthly' are what the condition says, not whom the question is
    about; 'P1' and 'INC-2024-0107' are names."""
    out = []
    for a in frame.anchors:
        if not re.search(r"[A-Z]", a) or _operator_at(a.lower()):
            continue
        out.append(anchor_keys(frame, a))
    return out


def fits_a_value(frame: QuestionFrame, cand: Candidate) -> bool:
    """A value ('10%', '60 minutes', '45 days'): what conditions select between. "What
    service credit ...?" expects no type spaCy can tell, so any value may answer it."""
    if not _A_VALUE.search(cand.text):
        return False  # 'P1 response commitment' names a priority; it states no value
    timed_target = frame.expected == Expected.DURATION and frame.head == "target"
    if (
        (frame.expected == Expected.NUMBER or timed_target)
        and cand.field
        and DURATION_VALUE.match(cand.text)
    ):
        # 'Resolution, out of hours: 6 hours' is the number "the resolution target" asks
        return bool(_field_stems(cand.field) & (frame.words - _CONDITION_WORDS))
    return frame.expected in _UNTYPED or type_fit(frame, cand) >= MIN_FIT


def condition_answer(frame: QuestionFrame, cands: list[Candidate]) -> ConditionAnswer | None:
    """The one value of the expected type stated under the question's condition, where all
    of the question's names are named; None when the question states no condition or the
    evidence gives no such value or several."""
    conds = asked_conditions(frame)
    names = _names(frame)
    if not conds or not names:
        return None
    values = _values_under(frame, cands, conds, names, _SEGMENT)
    if len(values) > 1:
        # two values in one segment ('25 buses ... for most of the year, rising to 31 during
        # the summer timetable'): the one whose own comma clause states the condition
        values = _values_under(frame, cands, conds, names, CLAUSE_MARKS)
    if len(values) > 1:
        values = _of_the_named_row_and_field(frame, values, conds, names)
    if len(values) != 1 or not _says_the_relation(frame, values[0], conds):
        return None
    cand = values[0]
    stated = ", ".join(_stated(c) for c in conds)
    return ConditionAnswer(_BOUND_LEAD.sub("", cand.text), stated, cand)


def _says_the_relation(frame: QuestionFrame, cand: Candidate, conds: list[Condition]) -> bool:
    """The value's unit (or its topic) says a word the question asks beyond its condition and
    names: "What time does the service desk open ... during the January membership peak?" is
    not '1,870 sessions at 07:00 ..., during the January membership peak'."""
    said = {w for c in conds for w in c.what} | _CONDITION_WORDS | _STOP_STEMS | _CONDITION_LEADS
    said |= {stem(w) for n in _names(frame) for k in n for w in k.split()}
    asked = set(frame.relation_words) - said
    if not asked or asks_phone(frame.text):
        return True  # "What number do I ring out of hours?": a number is what is asked
    text = f"{cand.unit.text} {topic_text(cand.unit)}".lower()
    return bool(asked & {stem(w) for w in re.findall(r"[a-z]+", text)})


def _of_the_named_row_and_field(
    frame: QuestionFrame, values: list[Candidate], conds: list[Condition], names: list[list[str]]
) -> list[Candidate]:
    """Of several values under the condition, those in a table row that names the question's
    names itself (not through the page's lead-in, 'from P1 to P4') and under a column whose
    name says a word of the question's beyond the condition's: "the resolution target for a
    P1 fault reported out of hours" is the P1 row's 'Resolution, out of hours', not its
    'Response, out of hours' nor the P2 row's."""
    said = {w for c in conds for w in c.what} | _CONDITION_WORDS
    asked = set(frame.words) - said
    kept = []
    for c in values:
        if not c.unit.is_table or not c.field:
            return values
        row = norm_phrase(c.unit.text)
        field = _field_stems(c.field) - said - _STOP_STEMS
        if all(any(has_phrase(row, k) for k in n) for n in names) and field & asked:
            kept.append(c)
    return kept


def _field_stems(field: str) -> set[str]:
    """The stems of a column's name, every word ('Response, out of hours')."""
    return {stem(w) for w in re.findall(r"[a-z]+", field.lower())}


_CONDITION_WORDS = frozenset(stem(w) for w in ("out", "of", "hours", "business", "within"))
_STOP_STEMS = frozenset(stem(w) for w in STOPWORDS)
# the words that open a condition, which any value stated under it says
_CONDITION_LEADS = frozenset(
    stem(w) for w in ("during", "inside", "outside", "while", "unless", "under", "within")
)


def _values_under(
    frame: QuestionFrame,
    cands: list[Candidate],
    conds: list[Condition],
    names: list[list[str]],
    marks: re.Pattern[str],
) -> list[Candidate]:
    """The distinct values of the expected type in a part of a unit (split at `marks`) that
    states every condition, in units naming all of the question's names; those outside an
    if-part first."""
    found: dict[str, Candidate] = {}  # in a clause that is not the evidence's own if-part
    in_if: dict[str, Candidate] = {}  # in that if-part: "what depth, if ..., triggers a page"
    named: dict[tuple[str, int], bool] = {}
    for c in cands:
        if not fits_a_value(frame, c) or _replaced(c):
            continue
        key = (c.unit.chunk_id, c.unit.index)
        if key not in named:
            where = norm_phrase(c.unit.text), norm_phrase(topic_text(c.unit))
            named[key] = all(any(has_phrase(w, f) for w in where for f in n) for n in names)
        if not named[key]:
            continue
        own = norm_phrase(c.text)
        segments = _segments(c.unit.text, c.text, marks)
        stating = [(seg, at) for seg, at in segments if all(_states(seg, c_, own) for c_ in conds)]
        if len(stating) < len(segments):
            # '1' of 'Tier 1 system degraded' in a row that also says 'out of hours: 1 hour':
            # which place the candidate stands in is not known, so every place must state it
            stating = []
        for segment, at in stating:
            (in_if if _in_if_part(segment, at) else found).setdefault(own, c)
    return distinct_values(found) or distinct_values(in_if)


_REPLACED = re.compile(r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+$", re.I)


def _replaced(cand: Candidate) -> bool:
    """'22:00' of "locks at 19:00 instead of 22:00": the value the condition replaces."""
    at = cand.unit.text.find(cand.text)
    return at > 0 and _REPLACED.search(cand.unit.text[max(0, at - 30) : at]) is not None


def _stated(cond: Condition) -> str:
    """'below 99.5%', 'above 10 minutes', 'outside': the condition, for the answer's reason."""
    if cond.value is None:
        return cond.kind
    unit = cond.unit or ""
    return f"{cond.kind} {cond.value}{unit if unit == '%' else ' ' + unit}".rstrip()


def distinct_values(found: dict[str, Candidate]) -> list[Candidate]:
    """One candidate per stated value: '10%' holds '10', '5,000 messages' holds '5,000'."""
    keys = sorted(found, key=len, reverse=True)
    kept: list[str] = []
    for k in keys:
        if not any(has_phrase(longer, k) for longer in kept):
            kept.append(k)
    return [found[k] for k in kept]
