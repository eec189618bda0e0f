"""A value read from the one sentence that says everything the question asks: "How many
accounts were locked during INC-7731?" from '418 staff accounts were locked, out of about
2,600' on the incident's review page.

The candidate model weighs the question's words near a value, its names in the sentence and
agreement across sentences; a sentence on a subject's page that states the value without
naming the subject, or a superseded version's sentence, leaves it unsure although that
sentence says every word the question asks. The rule: a value question (a number, amount,
share, duration or date) whose own words (not its names, its version or its wh-phrase; at
least two) a sentence says all of, where every name of the question is named in the
sentence (or in its document's title, when the sentence names nothing else) and every year
it says is said, and that sentence states one value of the asked type (in the clause that
says what is asked, when it states two). Every sentence that does so must state the same
value; a condition the question states and the sentence does not, while another does,
leaves it unanswered (unstated.py), and so does whatever keeps the candidate model's reading
of that value a guess (reader.capped_rows: a relative clause on another name, another
place's value, ...). A question dated against a change or asked of a time
("before January 2024", "now", "the next visit") is left to the rules that read versions
and periods, unless its version's documents were chosen already; so is a phone number. A
rule, not a fitted model: it shares the field rule's measured train accuracy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.conditions import asked_conditions, distinct_values
from a2rag.read.features import anchor_keys, names_anchor
from a2rag.read.lexical import CLAUSE_MARKS, clauses_around, norm_phrase, words_but_figures
from a2rag.read.qualified import value_fits
from a2rag.read.question import Expected, QuestionFrame, asks_phone
from a2rag.read.unstated import unstated_condition
from a2rag.text.match import stem

_VALUED = frozenset(
    {Expected.NUMBER, Expected.MONEY, Expected.PERCENT, Expected.DURATION, Expected.DATE}
)
# words that pick the version, the time of asking or the asker, not the sentence
_NOT_ASKED = frozenset(
    stem(w)
    for w in (
        "superseded", "old", "older", "previous", "earlier", "former", "original", "version",
        "current", "currently", "now", "today", "present", "we", "our", "us", "i", "my",
        "many", "much", "long", "often", "soon", "quickly", "far", "roughly", "approximately",
        "exactly", "actually", "total", "number",
        # function words the stop list keeps
        "during", "being", "been", "under", "before", "after", "since", "per", "each", "every",
        "across", "within", "there", "here", "still", "also", "ever", "yet", "same",
    )
)  # fmt: skip
MIN_ASKED = 2


@dataclass(frozen=True)
class CoveredAnswer:
    text: str
    candidate: Candidate


def _named_words(frame: QuestionFrame) -> set[str]:
    """The words of the question's names."""
    return set().union(*(words_but_figures(a) for a in frame.anchors))


def _asked(frame: QuestionFrame) -> set[str]:
    """The question's own words: not its names, not what picks a version or asks the wh."""
    return words_but_figures(frame.text) - _named_words(frame) - _NOT_ASKED


def _own_clause(text: str, value: str) -> str:
    at = text.find(value)
    return clauses_around(text, at, CLAUSE_MARKS)[0] if at >= 0 else ""


# a question dated against a change or asked of a time ("before January 2024", "now"):
# the one sentence saying its words may be of another time; the versions' reading
# (currency.py) handles those it can
_TIMED = re.compile(
    r"\b(?:before|after|since|until|till|prior\s+to|previously|formerly|originally|used\s+to"
    r"|now|currently|these\s+days|at\s+the\s+moment|any\s?more|still|next|last|first"
    r"|latest|earlier|later|superseded|old|previous|retired|version|v\d)\b",
    re.I,
)
# the tagger's labels of stated values (and the reader's own)
_VALUE_LABELS = frozenset(
    {"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "CARDINAL", "NUMUNIT", "NUM"}
)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_MONEY = re.compile(r"[£$€]|\b(?:GBP|USD|EUR|pounds?|dollars?|euros?|pence)\b", re.I)


def _names_only_asked(frame: QuestionFrame, unit: Unit) -> bool:
    """The sentence names nothing the question does not (a capitalised word after its first,
    other than the question's own words): a sentence about another site or system on the
    subject's page is not about the subject."""
    asked = {w.lower() for w in re.findall(r"[A-Za-z][\w'-]*", frame.text)}
    words = re.findall(r"[A-Za-z][\w'-]*", unit.text)[1:]
    return not any(w[0].isupper() and w.lower() not in asked for w in words)


def _capitalised(frame: QuestionFrame) -> list[str]:
    """The question's names written with a capital."""
    return [a for a in frame.anchors if re.search(r"[A-Z]", a)]


def _names_in(frame: QuestionFrame, *texts: str) -> bool:
    """Whether `texts` name every capitalised name of the question (one at least)."""
    names = _capitalised(frame)
    where = tuple(norm_phrase(t) for t in texts)
    return bool(names) and all(names_anchor(where, anchor_keys(frame, a)) for a in names)


def _said_here(frame: QuestionFrame, unit: Unit) -> bool:
    """Every name of the question is named in the sentence, or in its document's title when
    the sentence names nothing else; and every year the question says, in either."""
    text = f"{unit.title}\n{unit.text}"
    if any(y not in text for y in _YEAR.findall(frame.text)):
        return False
    if not _capitalised(frame) or _names_in(frame, unit.text):
        return True
    return _names_in(frame, unit.text, unit.title) and _names_only_asked(frame, unit)


def covered_answer(
    frame: QuestionFrame,
    units: list[Unit],
    cands: list[Candidate],
    unconditioned: list[Candidate] | None = None,
    *,
    versioned: bool = False,
    capped: set[int] | None = None,
) -> CoveredAnswer | None:
    """The one value of the sentences saying every word the question asks; None when none
    does, one states two values, or two state different ones. `cands` are those whose unit
    states the question's conditions (conditions.stated_under), `unconditioned` all of them:
    a condition that is only a name ("during INC-2024-062") is met where the name is named,
    in the sentence or its topic, as every name must be."""
    if frame.options or frame.expected not in _VALUED or asks_phone(frame.text):
        return None
    if not versioned and _TIMED.search(frame.text):
        return None
    asked = _asked(frame)
    if len(asked) < MIN_ASKED:
        return None
    named = _named_words(frame)
    if unconditioned is not None and all(c.what <= named for c in asked_conditions(frame)):
        cands = unconditioned
    picked: dict[str, Candidate] = {}
    for unit in units:
        if unit.is_table or not asked <= words_but_figures(unit.text):
            continue
        if not _said_here(frame, unit):
            continue
        fitting = {
            norm_phrase(c.text): c
            for c in cands
            if c.unit is unit
            and value_fits(frame, c)
            and (frame.expected != Expected.MONEY or _MONEY.search(c.text))
        }
        # every stated value, fitting the asked type or not ('5 working days' beside the
        # "notice" asked): two of them leave the sentence ambiguous
        values = distinct_values(
            {
                **{
                    norm_phrase(c.text): c
                    for c in cands
                    if c.unit is unit and c.label in _VALUE_LABELS and re.search(r"\d", c.text)
                },
                **fitting,
            }
        )
        if len(values) > 1:
            # '... 2 working days' notice for Vault 1 ..., and 5 working days for Vault 2':
            # the value whose own clause names the question's names, where the sentence does;
            # '612 accounts were locked in total, out of roughly 3,900': else the one whose
            # clause says what is asked
            names_said = _names_in(frame, unit.text)
            values = [
                v
                for v in values
                if (
                    _names_in(frame, _own_clause(unit.text, v.text))
                    if names_said
                    else asked & words_but_figures(_own_clause(unit.text, v.text))
                )
            ]
        if not values:
            continue
        value = values[0]
        key = norm_phrase(value.text)
        if len(values) > 1 or key not in fitting:
            return None  # a sentence saying it all with two values: which is asked is unsaid
        if capped and any(
            id(c) in capped for c in cands if c.unit is unit and norm_phrase(c.text) == key
        ):
            return None  # what keeps the candidate model's reading a guess keeps this one
        if unstated_condition(frame, unit, value.text, units):
            continue
        picked.setdefault(key, value)
    found = distinct_values(picked)
    if len(found) != 1:
        return None
    return CoveredAnswer(found[0].text, found[0])
