"""Features of a (question, candidate) pair; the fitted model turns them into a probability.

Every feature is a number in a small range and has a name, so the model file stays readable
and a reason can name the features that decided.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Iterable
from typing import Any

from a2rag.read.candidates import KEY_VALUE, Candidate, Unit
from a2rag.read.lexical import content_words, has_phrase, norm_phrase, stem
from a2rag.read.question import (
    DIRECTIONS,
    DURATION_UNITS,
    IDENTIFIER_NOUNS,
    Expected,
    QuestionFrame,
    asks_phone,
)
from a2rag.read.tokens import TokenTable
from a2rag.text.match import LEAD_WORDS
from a2rag.text.sentences import split_sentences

LABEL_GROUPS = {
    "PERSON": "person",
    "ORG": "org",
    "NORP": "org",
    "GPE": "place",
    "LOC": "place",
    "FAC": "place",
    "DATE": "date",
    "TIME": "date",
    "MONEY": "money",
    "PERCENT": "percent",
    "CARDINAL": "number",
    "QUANTITY": "number",
    "PHONE": "code",  # '01632 960556': an identifier, never a count
    "NUM": "number",
    "NUMUNIT": "number",
    "ORDINAL": "number",
    "PNP": "pnp",
    "NP": "np",
    "CODE": "code",
    "CELL": "cell",
}
GROUPS = [
    "person", "org", "place", "date", "money", "percent", "number", "pnp", "np", "code", "cell",
    "misc",
]  # fmt: skip

# how a reason tells a user what a candidate is ("answer is an amount of money")
GROUP_PHRASES = {
    "person": "a person", "org": "an organisation", "place": "a place", "date": "a date or time",
    "money": "an amount of money", "percent": "a percentage", "number": "a number",
    "pnp": "a name", "np": "a noun phrase", "code": "a code", "cell": "a table value",
    "misc": "free text",
}  # fmt: skip


def label_phrase(label: str | None) -> str:
    """'an amount of money' for a MONEY candidate; 'free text' for none."""
    return GROUP_PHRASES[LABEL_GROUPS.get(label or "", "misc")]


# How well a candidate's label group fits the expected answer type (prior knowledge; the
# model learns how much to trust it next to the one-hot groups).
FIT: dict[Expected, dict[str, float]] = {
    Expected.PERSON: {"person": 1.0, "pnp": 0.5, "org": 0.2},
    Expected.ORG: {"org": 1.0, "pnp": 0.8, "code": 0.3, "misc": 0.4, "place": 0.3, "np": 0.2},
    Expected.PLACE: {"place": 1.0, "org": 0.6, "pnp": 0.6, "misc": 0.3},
    Expected.DATE: {"date": 1.0, "number": 0.3},
    Expected.DURATION: {"date": 0.8, "number": 0.7},
    Expected.NUMBER: {"number": 1.0, "money": 0.6, "percent": 0.6, "date": 0.3},
    Expected.MONEY: {"money": 1.0, "number": 0.6},
    Expected.PERCENT: {"percent": 1.0, "number": 0.5},
    Expected.CHOICE: {"person": 0.6, "org": 0.6, "place": 0.6, "pnp": 0.6, "code": 0.6, "misc": 0.6, "date": 0.3},
    Expected.ENTITY: {"pnp": 0.8, "org": 0.8, "misc": 0.8, "code": 0.7, "place": 0.6, "person": 0.5, "np": 0.4, "number": 0.2},
    Expected.OTHER: {g: 0.4 for g in GROUPS},
    Expected.YESNO: {},
}  # fmt: skip

FEATURES = (
    ["type_fit", "unit_match", "head_match", "in_question", "all_in_question"]
    + ["sent_overlap", "sent_overlap_gap", "relation_in_clause", "relation_in_sent"]
    + ["anchor_in_sent", "anchor_in_chunk", "near_question_word", "dep_near_question_word"]
    + ["chunk_rank", "unit_rank", "agreement", "length", "has_digit", "is_proper"]
    + ["table_cell", "header_overlap", "option_match", "core_role", "type_fit_x_overlap"]
    + ["relation_window", "anchor_window", "head_window", "modifier_mismatch"]
    + [f"group_{g}" for g in GROUPS]
    + [f"expected_{e.value}" for e in Expected]
    # appended by with_gaps, in row order
    + [
        f"gap_{name}"
        for name in (
            "relation_window",
            "anchor_in_sent",
            "sent_overlap",
            "dep_near_question_word",
            "relation_in_clause",
            "anchor_window",
        )
    ]
    + ["fit_rank"]
)


GAP_FEATURES = (
    "relation_window", "anchor_in_sent", "sent_overlap", "dep_near_question_word",
    "relation_in_clause", "anchor_window",
)  # fmt: skip


def with_gaps(rows: list[list[float]]) -> list[list[float]]:
    """Append, per candidate, how far it is behind the question's best type-fitting candidate
    on each key signal, and its rank by type fit x relation words: trees score candidates one
    at a time, and these let them see the competition."""
    if not rows:
        return rows
    names = FEATURES
    col = {n: i for i, n in enumerate(names)}
    fit = [r[col["type_fit"]] for r in rows]
    pool = [r for r, f in zip(rows, fit, strict=True) if f >= 0.5] or rows
    best = {n: max(r[col[n]] for r in pool) for n in GAP_FEATURES}
    score = [
        r[col["type_fit"]] * (1 + r[col["relation_window"]] + r[col["anchor_in_sent"]])
        for r in rows
    ]
    order = sorted(range(len(rows)), key=lambda i: -score[i])
    rank = {i: k for k, i in enumerate(order)}
    return [
        r + [r[col[n]] - best[n] for n in GAP_FEATURES] + [1.0 / (1 + rank[i])]
        for i, r in enumerate(rows)
    ]


def group_of(label: str) -> str:
    return LABEL_GROUPS.get(label, "misc")


def _has_duration_unit(text: str) -> bool:
    return any(w.lower().rstrip(".") in DURATION_UNITS for w in text.split())


_HEADED = (Expected.DATE, Expected.ENTITY, Expected.OTHER)
# asked types that a candidate of no fitting kind never answers ('more than 34 concerts' for
# "Who is the performer of ...?"): such a candidate keeps a quarter of its probability
STRICT_TYPES = frozenset(
    {Expected.PERSON, Expected.PLACE, Expected.DATE, Expected.NUMBER, Expected.DURATION}
)


def _counted_duration(text: str) -> bool:
    """'48 hours', '10 working days': a number with a duration unit."""
    return _has_duration_unit(text) and re.search(r"\d", text) is not None


def _a_duration(text: str) -> bool:
    """A counted duration without a year: '8 years', not 'May 2019, two years later'."""
    return _counted_duration(text) and re.search(r"\b(?:1[0-9]|20)\d\d\b", text) is None


def _numbered_head(frame: QuestionFrame, text: str) -> bool:
    """A numbered instance of the noun the question asks for: "the patient's 25th birthday"
    for "until which birthday", "version 4.4" for "which version"."""
    if frame.head is None or frame.expected not in _HEADED or not re.search(r"\d", text):
        return False
    return stem(frame.head) in {stem(w) for w in text.split()}


def _counted_head(frame: QuestionFrame, text: str) -> bool:
    """A count of the noun the question counts: '20 rejected orders' for "how many rejected
    orders", which the parser makes a noun phrase, not a number."""
    if frame.head is None or frame.expected != Expected.NUMBER or not re.match(r"\d", text):
        return False
    return stem(frame.head) in {stem(w) for w in text.split()[1:]}


def type_fit(frame: QuestionFrame, cand: Candidate) -> float:
    group = group_of(cand.label)
    fit = FIT.get(frame.expected, {}).get(group, 0.0)
    if frame.expected == Expected.DURATION:
        fit = 1.0 if _counted_duration(cand.text) else fit * 0.4
    elif frame.expected == Expected.DATE and _a_duration(cand.text):
        fit *= 0.3  # "8 years" is how long, not when
    if _numbered_head(frame, cand.text):
        fit = max(fit, 0.8)
    elif _counted_head(frame, cand.text):
        fit = 1.0
    if frame.expected in (Expected.NUMBER, Expected.PERCENT, Expected.MONEY) and not re.search(
        r"\d", cand.text
    ):
        fit *= 0.2
    if frame.expected == Expected.DATE and frame.head == "year" and not _YEAR.search(cand.text):
        fit = 0.0  # '48th season' is no year
    elif (
        frame.expected == Expected.DATE
        and frame.head in _CLOCK_HEADS
        and not _CLOCK.search(cand.text)
    ):
        fit *= 0.3  # "What time does the board meet?": '14:00', not 'every Tuesday'
    elif frame.expected == Expected.DATE and _ASKS_WEEKDAY.search(frame.text):
        if not _WEEKDAY.search(cand.text) or re.search(r"\d", cand.text):
            fit *= 0.3  # "On which day of the week does the CAB meet?": 'Tuesdays', no date
    elif frame.expected == Expected.NUMBER and _a_year_not_a_count(frame, cand.text):
        fit = min(fit, 0.3)
    if frame.expected == Expected.ENTITY and frame.head in IDENTIFIER_NOUNS:
        if cand.label == "CODE":
            fit = 1.0  # "What's the register code for the matter intake system?": 'MIN-05'
        elif cand.text.split()[0].lower() == frame.head:
            fit = min(fit, 0.3)  # 'code MIN-05' holds the asked noun, not only the code
    if frame.expected == Expected.ENTITY and frame.head == "number" and asks_phone(frame.text):
        fit = 1.0 if cand.label == "PHONE" else min(fit, 0.1)  # "What number do I ring ...?"
    elif frame.head == "extension" and cand.label == "PHONE":
        fit = 1.0  # "What is the Registrar's extension?": 'Ext: 4315'
    return fit


def answer_type_fit(frame: QuestionFrame, cand: Candidate) -> float:
    """The type fit an answer is checked by (the resolution check): a company answers "Who
    supplies X?" as well as a person would. The model's feature stays `type_fit`: with a
    company's fit raised there, the supplier's rivals rose with it and right answers fell
    under the threshold."""
    fit = type_fit(frame, cand)
    if frame.expected == Expected.PERSON and _SUPPLIER_WHO.match(frame.text):
        fit = max(fit, FIT[Expected.ORG].get(group_of(cand.label), 0.0))
    return fit


# "who" asking what a company does for a system: its supplier, host or maker
_SUPPLIER_WHO = re.compile(
    r"^\W*who\s+(?:currently\s+|now\s+)?(?:supplies|supplied|provides|provided|hosts|hosted|"
    r"manufactures|manufactured|makes|made|maintains|maintained)\b",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?<![\d,.])\d{3,4}(?![\d,.])")
_ASKS_WEEKDAY = re.compile(r"\b(?:day of the week|weekday|which day)\b", re.IGNORECASE)
_WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.IGNORECASE)
# a time of day: '14:00', '9.30', '2pm', '10 a.m.', 'noon', 'midnight'
_CLOCK = re.compile(
    r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*(?:[ap]\.?m\b\.?)|\b(?:noon|midday|midnight|o'clock)\b",
    re.IGNORECASE,
)
# the heads of question.py's clock-time questions
_CLOCK_HEADS = frozenset({"time", "hours", "hour"})
_YEAR_LIKE = re.compile(r"(?:1[0-9]|20)\d\d(?![\d,.])")


def _a_year_not_a_count(frame: QuestionFrame, text: str) -> bool:
    """'2010 census' for "how many inhabitants": its number is a year; a count says the noun
    it counts ('1500 soldiers')."""
    m = _YEAR_LIKE.match(text)
    return m is not None and not _counted_head(frame, text)


_TOPIC_PRONOUNS = frozenset({"it", "he", "she", "they", "its", "his", "her", "their"})


def _inherits_topic(unit: Unit, doc: Any) -> bool:
    """A unit whose subject is the chunk's topic, not named in it: 'It has 96 beds ...', a
    fact-sheet line 'Live interfaces: 212' under 'Tidewater Integration Engine is ...', or a
    'Role | Name' row ('Facilities manager: Rosalind Achebe') on a building's page."""
    if (unit.is_table and not unit.keyed) or not len(doc):
        return False
    return doc[0].lower_ in _TOPIC_PRONOUNS or bool(KEY_VALUE.match(unit.text))


# the kinds of thing a page is about, which its sentences call 'the team', 'the contract'
_TOPIC_KINDS = frozenset(
    {"team", "system", "service", "site", "contract", "supplier", "company", "firm", "vendor",
     "policy", "department", "tool", "platform", "application", "building", "centre", "hub",
     "depot", "board", "group", "committee", "plan", "agreement", "software", "cluster",
     "project", "account", "portal", "store", "facility", "office", "unit", "station"}
)  # fmt: skip


def _topic_description(doc: Any, title: str) -> bool:
    """A sentence opening with a definite description of the kind of thing its page's title
    says the page is about ('The team is headed by ...' on 'Team page: Low Carbon
    Generation'; an untitled chunk's first sentence stands for its title): its subject is
    the page's. Not 'The board last inspected ...' on a site's
    page, where the board is another thing."""
    if len(doc) < 3 or doc[0].lower_ != "the" or not title:
        return False
    subject = next((t for t in doc[1:8] if t.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.left_edge.i != 0 or subject.lower_ not in _TOPIC_KINDS:
        return False
    return re.search(rf"\b{subject.lower_}\b", title.lower()) is not None


def _asked_attribute_said(frame: QuestionFrame, doc: Any, title: str) -> bool:
    """A sentence whose subject is the asked attribute, said of nothing named ('The contract
    reference is CNPA-C-1902 ...' for "What's the contract reference for Tollbridge?"): on a
    titled page it is the attribute of the page's subject."""
    if len(doc) < 4 or doc[0].lower_ != "the" or not title:
        return False
    subject = next((t for t in doc[1:8] if t.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.left_edge.i != 0:
        return False
    if any(t.pos_ == "PROPN" for t in doc[: subject.i + 1]):
        return False  # 'The Tollbridge contract reference' names its subject itself
    if frame.head:  # 'reference' of "What's the contract reference for X?", not 'bus' of
        # "What time does the last bus leave?"
        asked = {stem(n) for n in [*frame.asked_nouns, frame.head]}
    else:  # not 'runbook' of "Who leads the team that runbook RB-17 pages?"
        asked = frame.relation_words & frame.main_words
    return stem(subject.lower_) in asked


def page_heading(unit: Unit) -> str:
    """What names a unit's page: its title, or an untitled chunk's first sentence."""
    return unit.title or lead_sentence(unit.chunk_text)


@functools.lru_cache(maxsize=1024)
def lead_sentence(chunk_text: str) -> str:
    """The chunk's first sentence: what the chunk is about (shared by its units)."""
    lead = split_sentences(chunk_text[:2000])
    return lead[0][1] if lead else ""


HEADING_WORDS = 10


def _heading_before(text: str, at: int) -> str:
    """The short paragraph just before the unit's own paragraph: a section heading
    ('Bluewater ECN.') that names what the fact lines under it are about."""
    block = text.rfind("\n\n", 0, at)
    if block <= 0:
        return ""
    start = text.rfind("\n\n", 0, block)
    para = text[start + 2 if start >= 0 else 0 : block].strip()
    return para if para and len(para.split()) <= HEADING_WORDS else ""


def topic_text(unit: Unit) -> str:
    """Where a unit's unnamed subject is named: the document's title ('Change Advisory
    Board minutes: 12 March 2024' over its 'Chair: Lorna Vesey'), the chunk's first sentence,
    the heading of its section, the first sentence of its paragraph and the sentence just
    before the unit (a pronoun's antecedent)."""
    text = unit.chunk_text
    at = text.find(unit.text[:80])
    before = split_sentences(text[max(0, at - 1000) : at]) if at > 0 else []
    heading = _heading_before(text, at) if at > 0 else ""
    para_lead = _paragraph_lead(text, at)
    if _one_of_the_titles_subjects(unit.title, para_lead) and not KEY_VALUE.match(unit.text):
        # 'Its UPS provides 18 minutes ...' under 'Cragside Data Centre is owned by ...' is
        # about Cragside, though the title 'Data centres: Cragside and Pellow Lane' names both
        parts = [heading, para_lead]
    elif _next_record(lead_sentence(text), para_lead):
        # 'Supplier: Kingsmere ...' opens the next record of a directory whose chunk opened
        # with 'Supplier: Veritan ...': its lines are Kingsmere's, not Veritan's
        parts = [unit.title, heading, para_lead]
    else:
        parts = [unit.title, lead_sentence(text), heading, para_lead]
    topic = " ".join(parts + [s for _, s in before[-1:]])
    # 'Not to be confused with: Brightwater Telehealth Ltd' names what the page is not about
    return "\n".join(line for line in topic.split("\n") if not _DENIES.search(line))


_DENIES = re.compile(
    r"\b(?:(?:not\s+to\s+be\s+)?confused\s+with|unrelated|not\s+(?:connected|related|linked)\s+"
    r"to|no\s+(?:connection|relation)\s+(?:to|with))\b",
    re.IGNORECASE,
)


def _record_key(line: str) -> str:
    m = KEY_VALUE.match(line)
    return m.group(0).partition(":")[0].strip().casefold() if m else ""


def _next_record(chunk_lead: str, para_lead: str) -> bool:
    """The unit's paragraph opens with the field the chunk's first line opens with, for
    another value: a record of its own."""
    key = _record_key(chunk_lead)
    return bool(key) and key == _record_key(para_lead) and para_lead != chunk_lead


def _names_own_subject(sentence: str) -> bool:
    """A paragraph that opens with a name ('Cragside Data Centre is ...') is about it."""
    words = sentence.split()
    return bool(words) and words[0][:1].isupper() and words[0] not in LEAD_WORDS


_SEVERAL = re.compile(r"\band\b|&|,")


def _one_of_the_titles_subjects(title: str, para_lead: str) -> bool:
    """The title lists several subjects ('Data centres: Cragside and Pellow Lane') and the
    paragraph opens with one of them by name ('Cragside Data Centre is ...')."""
    listed = title.partition(":")[2] or title
    if not _names_own_subject(para_lead) or not _SEVERAL.search(listed):
        return False
    first = para_lead.split()[0].strip(".,;:'’").casefold()
    return len(first) > 2 and has_phrase(norm_phrase(title), norm_phrase(first))


def _paragraph_lead(text: str, at: int) -> str:
    """The first sentence of the unit's paragraph: 'Cragside Data Centre is ...' for the
    'Its UPS provides ...' two sentences later."""
    if at <= 0:
        return ""
    start = text.rfind("\n\n", 0, at)
    if start < 0:
        return ""  # the chunk's first paragraph: its lead sentence is already there
    lead = split_sentences(text[start + 2 : at][:2000])
    return lead[0][1] if lead else ""


def anchor_keys(frame: QuestionFrame, anchor: str) -> list[str]:
    """A question's name and the other names the knowledge base has for it, normalised for
    `has_phrase`: 'HRI' and 'harrowby royal infirmary'."""
    return [k for k in map(norm_phrase, [anchor, *frame.anchor_forms.get(anchor, [])]) if k]


@functools.lru_cache(maxsize=4096)
def _compound_parts(key: str) -> list[tuple[str, str]]:
    """The ways a name of four or more words splits into two names of two words or more:
    'halcyon markets risk committee' -> ('halcyon markets', 'risk committee')."""
    words = key.split()
    return [(" ".join(words[:k]), " ".join(words[k:])) for k in range(2, len(words) - 1)]


def named_anchors(frame: QuestionFrame) -> list[str]:
    """The question's names: its anchors with a capital or a digit."""
    return [a for a in frame.anchors if re.search(r"[A-Z0-9]", a)]


def named_keys(frame: QuestionFrame) -> list[list[str]]:
    """`anchor_keys` of each of the question's names (`named_anchors`)."""
    return [anchor_keys(frame, a) for a in named_anchors(frame)]


def names_anchor(texts: tuple[str, ...], keys: list[str]) -> bool:
    """Whether the normalised `texts` name an anchor: one of its forms whole, or both names
    it is compounded of ('The Risk Committee is Halcyon Markets' senior body' names the
    'Halcyon Markets Risk Committee' of the question). Each part needs two words: a lone
    word ('Thornmoor') before a name's tail ('General Hospital') is not a name."""
    if any(has_phrase(t, f) for t in texts for f in keys):
        return True
    return any(
        any(has_phrase(t, a) for t in texts) and any(has_phrase(t, b) for t in texts)
        for f in keys
        for a, b in _compound_parts(f)
    )


def names_all_anchors(frame: QuestionFrame, unit: Unit, but: str = "") -> bool:
    """Whether the unit's text or topic names every name of the question (those written
    with a capital), but the ones inside the phrase `but` (a qualifier that is itself named)."""
    where = (norm_phrase(unit.text), norm_phrase(topic_text(unit)))
    skip = norm_phrase(but) if but else None
    return all(
        names_anchor(where, anchor_keys(frame, a))
        for a in frame.anchors
        if re.search(r"[A-Z]", a) and not (skip is not None and norm_phrase(a) in skip)
    )


class UnitContext:
    """Per-unit facts shared by its candidates (computed once)."""

    def __init__(self, frame: QuestionFrame, unit: Unit, doc: Any, overlap: float) -> None:
        self.unit = unit
        self.doc = doc
        self.overlap = overlap
        self.tokens = TokenTable(doc)
        stems = self.tokens.stems
        words = set(stems)
        low = norm_phrase(unit.text)
        chunk_low = norm_phrase(unit.chunk_text)
        anchors = [anchor_keys(frame, a) for a in frame.anchors]
        topic = ""
        if _inherits_topic(unit, doc):
            topic = norm_phrase(topic_text(unit))
        elif len(doc) and (
            _topic_description(doc, heading := page_heading(unit))
            or _asked_attribute_said(frame, doc, heading)
        ):
            topic = norm_phrase(heading)  # 'The team is headed by ...': the title's subject
        title = norm_phrase(unit.title) if frame.document_anchors else ""
        named = [
            names_anchor((low, topic), a)
            or (name in frame.document_anchors and names_anchor((title,), a))
            for name, a in zip(frame.anchors, anchors, strict=True)
        ]
        self.anchor_sent = sum(named) / len(anchors) if anchors else 0.0
        self.other_party = float(
            any(
                not ok
                and (_slot_taken(frame, name, doc) or _verb_slot_taken(frame, name, unit, doc))
                for name, ok in zip(frame.anchors, named, strict=True)
            )
        )
        self.agent_chains = _agent_chains(doc)
        self.anchor_chunk = (
            sum(1 for a in anchors if names_anchor((chunk_low,), a)) / len(anchors)
            if anchors
            else 0.0
        )
        rel = frame.relation_words
        self.relation_sent = len(rel & words) / len(rel) if rel else 0.0
        stop = self.tokens.stop
        self.qpos = [i for i, w in enumerate(stems) if w in frame.words and not stop[i]]
        key = KEY_VALUE.match(unit.text)
        # 'Deputy site IT manager: Owen Castellane': where the value after the key starts
        self.key_end = key.end() - 1 if key else None
        self._key_modifiers: set[str] | None = None

    @property
    def key_modifiers(self) -> set[str]:
        """The role modifiers of the key ('deputy'), the role of every value after it."""
        if self._key_modifiers is None:
            stop = -1 if self.key_end is None else self.key_end + 1  # tokens before the key ends
            t = self.tokens
            self._key_modifiers = _modifiers(
                w for w, i in zip(t.lowers, t.idx, strict=True) if i < stop
            )
        return self._key_modifiers


_LIFE_WORDS = frozenset(stem(w) for w in ("born", "birth", "birthday", "died", "death", "die"))


def _life_of_another(frame: QuestionFrame, cand: Candidate, doc: Any) -> float:
    """1.0 when a date asked as someone's birth or death sits in the life span of another
    person: "Stephen Pownall (born 30 December 1986) is ... the husband of Gabriella Wilde"
    gives Pownall's birthday, not Wilde's. The bracket's name shares no word with the names
    the question asks about."""
    if frame.expected != Expected.DATE or not frame.anchors or not frame.words & _LIFE_WORDS:
        return 0.0
    opening = None
    for j in range(cand.start - 1, max(-1, cand.start - 8), -1):
        if doc[j].text == ")":
            return 0.0
        if doc[j].text == "(":
            opening = j
            break
    if not opening:
        return 0.0
    k = opening
    while k > 0 and doc[k - 1].text[:1].isupper() and doc[k - 1].is_alpha:
        k -= 1
    name = {t.lower_ for t in doc[k:opening]}
    if not name:
        return 0.0
    asked = {w.lower() for a in frame.anchors for w in re.findall(r"\w+", a)}
    return 0.0 if name & asked else 1.0


def lives_of_another(
    frame: QuestionFrame, cands: list[Candidate], parse: Callable[[list[str]], list[Any]]
) -> set[int]:
    """The candidates (by `id`) that `_life_of_another` dates another person's life by: a
    fact of someone else, not a guess worth giving, whatever weight a refit gives it."""
    if frame.expected != Expected.DATE or not frame.anchors or not frame.words & _LIFE_WORDS:
        return set()
    dated = [c for c in cands if c.end > c.start and "(" in c.unit.text]
    units = {id(c.unit): c.unit for c in dated}
    docs = dict(zip(units, parse([u.text for u in units.values()]), strict=True))
    return {id(c) for c in dated if _life_of_another(frame, c, docs[id(c.unit)])}


def _other_end(frame: QuestionFrame, cand: Candidate, doc: Any) -> float:
    """1.0 when the question asks one end of a move and the candidate is the other: 'Cragside
    Data Centre' in "failover from Cragside Data Centre to Pellow Lane Data Centre" answers
    no "Which data centre did the systems fail over to?"."""
    if frame.direction is None or cand.end <= cand.start:
        return 0.0
    root = doc[cand.start : cand.end].root
    while root.dep_ in {"conj", "appos"} and root.head.i != root.i:
        root = root.head
    if root.dep_ != "pobj":
        return 0.0
    end = DIRECTIONS.get(root.head.lower_)
    return float(end is not None and end != frame.direction)


def _agent_chains(doc: Any) -> list[tuple[set[str], int]]:
    """Each 'V (and V) by' of the sentence: the stems of its verbs, and where its agent
    starts ('directed by Lewis Teague and produced by ...': {'direct'} at 'Lewis')."""
    chains = []
    for tok in doc:
        if tok.lower_ != "by" or tok.i == 0:
            continue
        verbs: set[str] = set()
        j = tok.i - 1
        while j >= 0 and (doc[j].tag_ in {"VBN", "VBD"} or doc[j].lower_ in {"and", ","}):
            if doc[j].tag_ in {"VBN", "VBD"}:
                verbs.add(stem(doc[j].text))
            j -= 1
        if verbs:
            chains.append((verbs, tok.i + 1))
    return chains


def _agent_of_another_verb(
    frame: QuestionFrame, cand: Candidate, chains: list[tuple[set[str], int]]
) -> float:
    """1.0 when the candidate is the agent of a verb the question does not use, and the
    sentence has an agent of one it does: 'Lewis Teague' of "directed by Lewis Teague and
    produced by one of its stars, Michael Douglas" is no producer. `chains`: the sentence's
    `_agent_chains`."""
    if len(chains) < 2:
        return 0.0
    asked = [c for c in chains if c[0] & frame.words]
    own = [c for c in chains if c[1] == cand.start]
    return float(bool(asked) and bool(own) and not own[0][0] & frame.words)


# "... hold with Kestrel Analytics?": a name the question puts after one of these
_SLOT_PREPS = ("with", "at", "for", "from", "to", "between")


@functools.lru_cache(maxsize=4096)
def _slot_of(question: str, name: str) -> str | None:
    """The preposition the question puts its name after ('with' of "... with Kestrel")."""
    m = re.search(
        rf"\b({'|'.join(_SLOT_PREPS)})\s+(?:the\s+)?{re.escape(name)}\b", question, re.IGNORECASE
    )
    return m.group(1).lower() if m else None


def _slot_taken(frame: QuestionFrame, name: str, doc: Any) -> bool:
    """The sentence does not name the question's name, and the slot the question fills with
    it holds another name, one that shares no word with it: "Halcyon holds a credit line of
    USD 25 million with Northgate Bank" states nothing about a credit line with Kestrel
    Analytics."""
    prep = _slot_of(frame.text, name)
    if prep is None:
        return False
    own = set().union(*(set(k.split()) for k in anchor_keys(frame, name)))
    for tok in doc:
        if tok.lower_ != prep:
            continue
        nxt = tok.i + 1
        if nxt < len(doc) and doc[nxt].lower_ == "the":
            nxt += 1
        run = []
        while nxt < len(doc) and doc[nxt].pos_ == "PROPN":
            run.append(norm_phrase(doc[nxt].text))
            nxt += 1
        if run and not own & set(run):
            return True  # 'to Raman' is the question's 'to Priya Raman'; 'with Northgate' not
    return False


_VERB_PREPS = ("in", "at", "for", "with", "from", "to", "by", "on", "within", "inside")


@functools.lru_cache(maxsize=4096)
def _verb_slot_of(question: str, name: str) -> tuple[str, str] | None:
    """(the stem of the word before the preposition, the preposition) the question puts its
    name after:
    ('work', 'in') of "How many people work in Workshop Services?"."""
    m = re.search(
        rf"\b([a-z]+)\s+({'|'.join(_VERB_PREPS)})\s+(?:the\s+)?{re.escape(name)}\b", question
    )
    return (stem(m.group(1)), m.group(2)) if m else None


def _verb_slot_taken(frame: QuestionFrame, name: str, unit: Unit, doc: Any) -> bool:
    """The sentence does not name the question's name, and where the question has its name
    after a verb and a preposition ('work in Workshop Services') the sentence has the same
    verb and preposition before a noun of its own ('work in the directorate'): it states the
    fact of another subject. A noun its page's title uses ('in the team' on a team's page)
    or the name's own words may be the name itself."""
    slot = _verb_slot_of(frame.text, name)
    if slot is None:
        return False
    word, prep = slot
    own = {w for k in anchor_keys(frame, name) for w in k.split()}
    titled = {stem(w) for w in re.findall(r"\w+", unit.title.lower())}
    for tok in doc[:-1]:
        if tok.pos_ != "VERB" or stem(tok.lower_) != word or doc[tok.i + 1].lower_ != prep:
            continue
        nouns: list[Any] = []
        for u in doc[tok.i + 2 : tok.i + 6]:
            if u.pos_ in {"DET", "ADJ", "NUM"} and not nouns:
                continue
            if u.pos_ not in {"NOUN", "PROPN"}:
                break
            nouns.append(u)
        if nouns and not any(norm_phrase(u.text) in own or stem(u.lower_) in titled for u in nouns):
            return True
    return False


WINDOW = 6


ROLE_MODIFIERS = frozenset(
    {"deputy", "vice", "assistant", "acting", "interim", "backup", "secondary", "alternate",
     "former", "associate", "co", "standby", "fallback", "previous", "outgoing", "incoming"}
)  # fmt: skip
MODIFIER_WINDOW = 3


def role_modifiers(text: str) -> set[str]:
    """The role modifiers a text uses ('deputy' of "Who is the deputy lead ...?", and of "Who
    deputises for the regional manager?")."""
    words = set(re.findall(r"[a-z]+", text.lower()))
    if words & _DEPUTISES:
        words.add("deputy")
    return words & ROLE_MODIFIERS


_DEPUTISES = frozenset({"deputise", "deputises", "deputising", "deputize", "deputizes",
                        "deputizing", "deputised", "deputized"})  # fmt: skip


def _modifiers(words: Iterable[str]) -> set[str]:
    """The role modifiers among lower-cased words ('deputy', 'co' of 'co-chair')."""
    out: set[str] = set()
    for word in words:
        out.update(m for m in (word, word.split("-")[0]) if m in ROLE_MODIFIERS)
    return out


def _row_words(cand: Candidate) -> set[str]:
    """What is "near" a table cell: the row's other values and its own column name. Token
    distance in a rendered row ("Data: Paging message logs; System: Clarion Paging;
    Retention: 13 months") would count other columns' names and miss the row's subject."""
    own = norm_phrase(cand.text)
    words: set[str] = set()
    for h, c in zip(cand.unit.header, cand.unit.cells, strict=False):
        if not c:
            continue
        if own and own in norm_phrase(c):
            words |= {stem(w) for w in re.findall(r"\w+", h)}
        else:
            words |= {stem(w) for w in re.findall(r"\w+", c)}
    return words


@functools.lru_cache(maxsize=256)
def _asked_modifiers(question: str) -> frozenset[str]:
    return frozenset(role_modifiers(question))


def _window(
    frame: QuestionFrame, ctx: UnitContext, cand: Candidate
) -> tuple[float, float, float, float]:
    """Shares of the question's relation words, anchor words and head noun within a few
    tokens of the candidate: 'deputy lead: Tomas Brenlow' vs 'lead: Ruth Okafor-Lind'; and
    whether a role modifier right beside it ('deputy', 'backup', 'acting') is one the
    question does not ask for, or the question asks for one it lacks."""
    tokens = ctx.tokens
    n = len(tokens)
    if cand.unit.is_table and any(cand.unit.header):
        near = _row_words(cand)
    else:
        lo, hi = max(0, cand.start - WINDOW), min(n, cand.end + WINDOW)
        near = set(tokens.stems[lo : cand.start]) | set(tokens.stems[cand.end : hi])
    rel = frame.relation_words
    anchors = frame.anchor_words
    head = stem(frame.head) if frame.head else None
    m_lo, m_hi = max(0, cand.start - MODIFIER_WINDOW), min(n, cand.end + MODIFIER_WINDOW)
    beside = _modifiers(tokens.lowers[m_lo : cand.start]) | _modifiers(
        tokens.lowers[cand.end : m_hi]
    )
    if cand.unit.is_table and cand.column:
        # a cell's role is its column's: 'Deputy' of the next cell is not beside it
        beside = _modifiers(re.findall(r"[a-z]+", cand.column.lower()))
    if ctx.key_end is not None and tokens.idx[cand.start] >= ctx.key_end:
        beside |= ctx.key_modifiers  # the key is the value's role
    asked = _asked_modifiers(frame.text)
    return (
        len(rel & near) / len(rel) if rel else 0.0,
        len(anchors & near) / len(anchors) if anchors else 0.0,
        float(head is not None and head in near),
        float(beside != asked),
    )


def _header_overlap(frame: QuestionFrame, column: str | None) -> float:
    """Share of a table column name's words that the question uses ('Availability target')."""
    if not column:
        return 0.0
    words = content_words(column)
    return len(words & frame.words) / len(words) if words else 0.0


def keep_candidate(frame: QuestionFrame, cand: Candidate) -> bool:
    """A candidate the question already states is no answer, except a side of a comparison."""
    if frame.expected == Expected.CHOICE:
        return True
    words = content_words(cand.text)
    if has_phrase(norm_phrase(frame.text), norm_phrase(cand.text)):
        # '0412' of 'INC-2023-0412', '99.5' of 'below 99.5%'; not '3' of 'Q3 2024'
        return False
    if set(re.findall(r"\d+", cand.text)) - set(re.findall(r"\d+", frame.text)):
        return True  # '1 hour' for "Out of hours, what is the P2 response target?"
    return not words or not words <= frame.words


def _proximity(
    frame: QuestionFrame, cand: Candidate, ctx: UnitContext, root: int
) -> tuple[float, float]:
    """How close the nearest question word is: in tokens, and along the dependency tree."""
    span = range(cand.start, cand.end)
    others = [p for p in ctx.qpos if p not in span]
    if not others:
        return 0.0, 0.0
    d = min(min(abs(p - cand.start), abs(p - (cand.end - 1))) for p in others)
    tree = min(ctx.tokens.tree_distance(root, p) for p in others[:12])
    return 1.0 / (1.0 + d), 1.0 / (1.0 + tree)


def _option_match(frame: QuestionFrame, cand: Candidate) -> float:
    """1 when the candidate is one of the question's options ('X or Y')."""
    if not frame.options:
        return 0.0
    c = norm_phrase(cand.text)
    return float(any(c and (c in norm_phrase(o) or norm_phrase(o) in c) for o in frame.options))


CORE_DEPS = {
    "nsubj", "nsubjpass", "dobj", "attr", "pobj", "appos", "ROOT", "oprd", "conj", "npadvmod",
}  # fmt: skip


# units of one measure, by their written forms: 'how many miles' is not answered in km
_UNITS = {
    "length": {
        "mile": ("mile", "miles", "mi"), "kilometre": ("kilometre", "kilometres", "kilometer",
        "kilometers", "km"), "metre": ("metre", "metres", "meter", "meters", "m"),
        "foot": ("foot", "feet", "ft"),
    },
    "area": {
        "square mile": ("sq mi", "square mile", "square miles", "mi2"),
        "square kilometre": ("km2", "km²", "square kilometre", "square kilometres",
        "square kilometer", "square kilometers"),
        "acre": ("acre", "acres"), "hectare": ("hectare", "hectares", "ha"),
    },
    "mass": {
        "kilogram": ("kilogram", "kilograms", "kg"), "pound": ("pound", "pounds", "lb", "lbs"),
        "tonne": ("tonne", "tonnes", "ton", "tons"),
    },
}  # fmt: skip


# longest forms first: 'square miles' before 'miles'
_UNIT_FORMS = sorted(
    ((f, m, u) for m, units in _UNITS.items() for u, fs in units.items() for f in fs),
    key=lambda t: -len(t[0]),
)
_COUNTED_UNIT = re.compile(r"\bhow (?:many|much)\s+((?:\S+\s+){0,2}\S+)", re.I)


def _unit_of(text: str) -> tuple[str, str] | None:
    """(measure, unit) a text states: ('length', 'mile') of '140 mi' or 'how many miles'."""
    low = " " + re.sub(r"[^\w²]+", " ", text.lower()) + " "
    for form, measure, unit in _UNIT_FORMS:
        if f" {form} " in low:
            return measure, unit
    return None


@functools.lru_cache(maxsize=1024)
def _asked_unit(question: str) -> tuple[str, str] | None:
    """The unit a 'how many' question counts in (once per question, not per candidate)."""
    m = _COUNTED_UNIT.search(question)
    return _unit_of(m.group(1)) if m else None


def _other_unit(frame: QuestionFrame, cand: Candidate) -> float:
    """1.0 when the question counts in one unit and the candidate states another of the same
    measure: '230 km' for "How many miles of highways ...?"."""
    if frame.expected != Expected.NUMBER or frame.head is None or not re.search(r"\d", cand.text):
        return 0.0
    asked = _asked_unit(frame.text)
    stated = _unit_of(cand.text)
    return float(
        asked is not None and stated is not None and asked[0] == stated[0] and asked != stated
    )


def _head_and_unit(frame: QuestionFrame, cand: Candidate, doc: Any) -> tuple[float, float]:
    """Does the candidate (or the word after it) carry the question's head noun; and, for a
    number, its unit ('how many beds' -> '96 beds')."""
    head = frame.head or ""
    if not head:
        return 0.0, 0.0
    after = doc[cand.end].lower_ if cand.end < len(doc) else ""
    words = {stem(w) for w in cand.text.split()}
    head_match = float(stem(head) in words or stem(after) == stem(head))
    unit_match = float(bool(re.search(r"\d", cand.text)) and stem(head) in words)
    return head_match, unit_match


def featurize(
    frame: QuestionFrame,
    cand: Candidate,
    ctx: UnitContext,
    *,
    best_overlap: float,
    unit_rank: int,
    agreement: int,
) -> list[float]:
    """One candidate's row, in FEATURES order (the gap features are appended later)."""
    doc = ctx.doc
    cwords = content_words(cand.text)
    in_q = len(cwords & frame.words) / len(cwords) if cwords else 0.0
    fit = type_fit(frame, cand)
    head_match, unit_match = _head_and_unit(frame, cand, doc)
    rel = frame.relation_words
    span = doc[cand.start : cand.end]
    root = span.root
    rel_clause = len(rel & ctx.tokens.clause_words(root.i)) / len(rel) if rel else 0.0
    near, dep_near = _proximity(frame, cand, ctx, root.i)
    group = group_of(cand.label)
    # a qualifier the question does not ask for: a role modifier beside the candidate, or
    # another name in the slot the question fills with its own (`modifier_mismatch`)
    window = _window(frame, ctx, cand)
    feats = [
        fit,
        unit_match,
        head_match,
        in_q,
        float(in_q >= 0.999),
        ctx.overlap,
        ctx.overlap - best_overlap,
        rel_clause,
        ctx.relation_sent,
        ctx.anchor_sent,
        ctx.anchor_chunk,
        near,
        dep_near,
        1.0 / (1.0 + cand.unit.chunk_rank),
        1.0 / (1.0 + unit_rank),
        math.log1p(agreement),
        math.log1p(cand.end - cand.start),
        float(bool(re.search(r"\d", cand.text))),
        float(any(ctx.tokens.proper[cand.start : cand.end])),
        float(cand.unit.is_table),
        _header_overlap(frame, cand.column),
        _option_match(frame, cand),
        float(root.dep_ in CORE_DEPS),
        fit * ctx.overlap,
        *window[:3],
        max(
            window[3],
            ctx.other_party,
            _life_of_another(frame, cand, doc),
            _other_end(frame, cand, doc),
            _agent_of_another_verb(frame, cand, ctx.agent_chains),
            float(fit == 0.0 and frame.expected in STRICT_TYPES),
            _other_unit(frame, cand),
        ),
    ]
    feats += [float(group == g) for g in GROUPS]
    feats += [float(frame.expected == e) for e in Expected]
    return feats
