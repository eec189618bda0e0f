"""Values stated under the question's qualifier: "What is the EMIR trade-report cutoff for the
EMEA desk on the last business day of the quarter?" read from '... by 17:00 UTC, except on the
last business day of the quarter, when the cutoff is 15:30 UTC', and "To what level may the
intraday loss limit be raised on ECB rate decision days?" from the list item 'ECB rate decision
days: the intraday loss limit may be raised to USD 3.0 million between 12:00 and 16:00 CET'.

Policies state one attribute several times, each value under its own circumstance, and they
put the circumstance first: a phrase that opens a clause ('During the fix window, ...',
'except on X, when ...') or a list item's key ('Northgate Bank: the threshold is 80%'). The
candidate model sees two values of the asked type near the same words and cannot choose.

The rule: a phrase of the question (the object of one of its prepositions) opens a clause of
the evidence, word for word (content words, stemmed), in a unit where all of the question's
names are named; the rest of that clause, up to the next ';', states exactly one value of the
asked type; and the clause or the unit's topic says one of the question's other words (what
is asked: 'cutoff', 'threshold'). Then that value is the answer. A phrase that is itself a
name ('under the Liquidity Routing Policy') counts only as a list item's key: opening a
sentence it is the topic, not a circumstance. Only value questions (a number, amount, share,
duration or date) are answered; a value that several qualified clauses give differently, or
a clause that gives two, answers nothing. Like the condition rule this is a rule, not a fitted
model: its accuracy is measured on the train split (`reader rescore`) and that accuracy is the
answer's confidence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from a2rag.read.candidates import KEY_VALUE, Candidate
from a2rag.read.conditions import distinct_values, fits_a_value
from a2rag.read.features import names_all_anchors, topic_text
from a2rag.read.lexical import norm_phrase, stem
from a2rag.read.question import Expected, QuestionFrame, abbreviated_term
from a2rag.text.stopwords import STOPWORDS

MIN_PHRASE_WORDS = 2  # a circumstance ('public holidays'); a name may be one word
MAX_LEAD_WORDS = 3  # words between a clause's start and the phrase: 'except on the'
_VALUED = frozenset(
    {Expected.NUMBER, Expected.MONEY, Expected.PERCENT, Expected.DURATION, Expected.DATE}
)
_PREPOSITIONS = frozenset(
    {"on", "during", "over", "in", "at", "for", "to", "with", "within", "under", "after",
     "before", "outside", "inside", "throughout", "from", "across", "between"}
)  # fmt: skip
# words that may open a qualified clause before the phrase: 'except on the', 'but only in'
_LEAD_WORDS = frozenset({"except", "unless", "but", "only", "also", "even", "however"})
_WH = frozenset({"what", "which", "who", "whom", "whose", "how", "when", "where"})
# numbers with their separators ('16:00', '3.0'), or words; hyphens split ('trade-report')
_TOKEN = re.compile(r"\d+(?:[:.,]\d+)*|[^\W\d_]+")
# where a clause starts: the unit's start, a clause mark, or a dash between words
_CLAUSE_MARK = re.compile(r"[,;:()]|\s[-\u2013]\s")
_SEGMENT_END = re.compile(r";\s|\s[-\u2013]\s")
_SHARE_WORDS = frozenset(
    stem(w) for w in ("utilisation", "utilization", "share", "rate", "proportion", "percentage",
                      "percent", "ratio")
)  # fmt: skip


@dataclass(frozen=True)
class Qualifier:
    text: str  # the question's phrase: 'the last business day of the quarter'
    words: tuple[str, ...]  # its content words, stemmed, in order
    is_name: bool
    preposition: str = ""  # the question's word before it: 'before' of "before the 9.2 upgrade"


@dataclass(frozen=True)
class QualifiedAnswer:
    text: str
    qualifier: str
    candidate: Candidate


def _tokens(text: str) -> list[tuple[str, int, int]]:
    """(stem, start, end) of each content word, in order."""
    out = []
    for m in _TOKEN.finditer(text):
        low = m.group(0).lower()
        if low not in STOPWORDS:
            out.append((stem(low), m.start(), m.end()))
    return out


def question_qualifiers(frame: QuestionFrame, doc: Any) -> list[Qualifier]:
    """The objects of the question's prepositions (not 'of', which belongs to what is asked:
    'the date of birth'), but not the asked phrase ('to what level'); a name is a proper noun's phrase or a capitalised anchor of the question (not
    'the last business day of the quarter', which the tagger calls a date)."""
    names = {norm_phrase(a) for a in frame.anchors}
    out: list[Qualifier] = []
    for t in doc:
        if t.dep_ != "prep" or t.lower_ not in _PREPOSITIONS:
            continue
        for obj in (c for c in t.children if c.dep_ in {"pobj", "pcomp"}):
            span = doc[obj.left_edge.i : _end_before_a_name(obj) + 1]
            if any(w.lower_ in _WH for w in span):
                continue
            words = tuple(w for w, _, _ in _tokens(span.text))
            capital = re.search(r"[A-Z]", span.text) is not None
            is_name = obj.pos_ == "PROPN" or (capital and norm_phrase(span.text) in names)
            if len(words) < (1 if is_name else MIN_PHRASE_WORDS):
                continue  # 'in spring' is too loose to pick a clause
            out.append(Qualifier(span.text, words, is_name, t.lower_))
    return list(dict.fromkeys(out))


def _end_before_a_name(obj: Any) -> int:
    """The phrase's last token, before a name it is placed at ('the intensive care unit' of
    'the intensive care unit at Brackwater General Hospital': the name is checked apart)."""
    for child in obj.rights:
        named = [c for c in child.children if c.dep_ == "pobj" and c.pos_ == "PROPN"]
        if child.dep_ == "prep" and named:
            return int(child.i) - 1
    return int(obj.right_edge.i)


def _openings(text: str, toks: list[tuple[str, int, int]], q: Qualifier) -> Iterator[int]:
    """The end offset of each place the phrase opens a clause of the unit `text` (whose
    content words are `toks`); a name opens one only as a list item's key."""
    n = len(q.words)
    for i in range(len(toks) - n + 1):
        if tuple(w for w, _, _ in toks[i : i + n]) != q.words:
            continue
        start, end = toks[i][1], toks[i + n - 1][2]
        marks = [m.end() for m in _CLAUSE_MARK.finditer(text, 0, start)]
        lead = text[marks[-1] if marks else 0 : start]
        words = re.findall(r"[^\W_]+", lead)
        # a clause the question's own preposition opens: 'Before the 9.2 upgrade the RPO was
        # 1 hour' for "... before the 9.2 upgrade?", not 'After the 9.2 upgrade ...'
        lead_ok = _LEAD_WORDS | {q.preposition}
        if len(words) > MAX_LEAD_WORDS or any(
            w.lower() not in STOPWORDS and w.lower() not in lead_ok for w in words
        ):
            continue
        if q.is_name:
            key = KEY_VALUE.match(text)
            if marks or key is None or text[end : key.end()].strip() != ":":
                continue
        yield end


def _asked_words(frame: QuestionFrame, q: Qualifier) -> set[str]:
    """The question's words that say what is asked: not the phrase's, not its names' (but
    the asked noun itself)."""
    named = {w for a in frame.anchors for w, _, _ in _tokens(a)}
    # an acronym the question asks is named and asked alike: 'RPO' of "What was X's RPO ...?"
    named -= {stem(frame.head.lower())} if frame.head else set()
    return {w for w, _, _ in _tokens(frame.text)} - set(q.words) - named


# a wh-phrase's noun that asks a value of any attribute: no word the clause must say
_GENERIC_HEADS = frozenset(
    {"time", "date", "day", "number", "long", "much", "many", "amount", "value", "figure",
     "level", "size", "hour", "minute", "year", "percentage", "share"}
)  # fmt: skip


def _what_is_asked(frame: QuestionFrame, qdoc: Any) -> set[str]:
    """Stems of what the question asks of the qualified thing, one of which the clause (or
    its topic) must say: its asked noun and the words in front of it ('response', 'target'
    of "what response target applies ...?") and its own verbs ('kept' of "How long are
    portal messages kept?"). Empty when it has none."""
    out: set[str] = set()
    head = (frame.head or "").lower()
    if head and head not in _GENERIC_HEADS and head.isalpha():
        out.add(stem(head))
        out |= {stem(w) for noun, words in frame.qualified if noun == stem(head) for w in words}
    for t in qdoc:
        if t.pos_ == "VERB" and t.dep_ not in {"aux", "auxpass"}:
            out |= {stem(t.lower_), stem(t.lemma_.lower())}
    return out


def _another_attribute(frame: QuestionFrame, clause: str) -> bool:
    """The clause names the asked noun with another word in front of it than the question
    gives it ('the response target' where "the resolution target" is asked)."""
    head = (frame.head or "").lower()
    if not head or head in _GENERIC_HEADS or not head.isalpha():
        return False
    mine = {w for noun, words in frame.qualified if noun == stem(head) for w in words}
    if not mine:
        return False
    toks = _tokens(clause)
    return any(
        w == stem(head) and i > 0 and toks[i - 1][0] not in mine and toks[i - 1][2] + 1 == start
        for i, (w, start, _) in enumerate(toks)
    )


def _term(frame: QuestionFrame) -> list[set[str]]:
    """The ways to say a measure the question writes out ('recovery point objective'): all
    its words, or its abbreviation ('rpo'); [] when it asks none. One of its words ('recovery'
    in a page titled 'Backup and recovery') is not what is asked."""
    found = abbreviated_term(frame.text.lower(), frame.head)
    if found is None:
        return []
    words, abbreviation = found
    return [{stem(w) for w in words if w not in STOPWORDS}, {stem(abbreviation)}]


def value_fits(frame: QuestionFrame, cand: Candidate) -> bool:
    """A value of the asked type (as conditions select between); a share answers a number
    question only when the question asks a share ('at what utilisation'), not a size ("how
    large is the credit line"), and never a question of money or time."""
    if not fits_a_value(frame, cand):
        return False
    share = "%" in cand.text or re.search(r"\bper\s?cent", cand.text, re.IGNORECASE) is not None
    if not share:
        return True
    if frame.expected == Expected.PERCENT:
        return True
    # a share is no amount of money or time: '100%' of 'alerts at 100% of the monthly budget'
    return frame.expected == Expected.NUMBER and bool(frame.words & _SHARE_WORDS)


def qualified_answer(
    frame: QuestionFrame, cands: list[Candidate], parse: Callable[[list[str]], list[Any]]
) -> QualifiedAnswer | None:
    """The one value of the asked type in the clause that the question's qualifier opens;
    None when no phrase opens a clause, or the clauses give none or several."""
    if frame.options or frame.expected not in _VALUED:
        return None
    qdoc = parse([frame.text])[0]
    quals = question_qualifiers(frame, qdoc)
    if not quals:
        return None
    core = _what_is_asked(frame, qdoc)
    by_unit: dict[tuple[str, int], list[Candidate]] = {}
    for c in cands:
        if value_fits(frame, c):
            by_unit.setdefault((c.unit.chunk_id, c.unit.index), []).append(c)
    asked = {q: _asked_words(frame, q) for q in quals}
    term = _term(frame)
    found: dict[str, tuple[Candidate, Qualifier]] = {}
    for values in by_unit.values():
        unit = values[0].unit
        toks = _tokens(unit.text)
        topic: set[str] | None = None
        for q in quals:
            for end in _openings(unit.text, toks, q):
                stop = _SEGMENT_END.search(unit.text, end)
                clause = unit.text[end : stop.start() if stop else len(unit.text)]
                inside = [c for c in values if c.text in clause]
                if not inside or not names_all_anchors(frame, unit, q.text):
                    continue
                if topic is None:
                    topic = {w for w, _, _ in _tokens(topic_text(unit))}
                said = {w for w, _, _ in _tokens(clause)} | topic
                if not asked[q] & said or (term and not any(t <= said for t in term)):
                    continue
                if core and not core & said and not KEY_VALUE.match(unit.text):
                    # 'SampleBook, a tier 2 system, was restored in 7 hours' has no target; a
                    # keyed line ('Local buffer on each recorder: 72 hours') is its key's value
                    continue
                if _another_attribute(frame, clause):
                    continue  # 'where the response target is 60 minutes' for the resolution target
                stated = distinct_values({norm_phrase(c.text): c for c in inside})
                if len(stated) != 1:
                    return None  # the clause gives two values: which one is not said
                found.setdefault(norm_phrase(stated[0].text), (stated[0], q))
    kept = distinct_values({k: c for k, (c, _) in found.items()})
    if len(kept) != 1:
        return None
    cand = kept[0]
    return QualifiedAnswer(cand.text, found[norm_phrase(cand.text)][1].text, cand)
