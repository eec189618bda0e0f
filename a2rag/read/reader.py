"""The offline reader: ranked candidate answers in evidence, each with a calibrated confidence
(the probability that it is correct), the sentence and chunk that state it, and the reasons.

One reader serves the generator (the answer is its best candidate), the grounding and
resolution checks (is the confidence high enough, does the type fit) and the sufficiency check
after each retrieval stage (stop when the reader is confident). Readings are cached per
question and evidence set, and parses per sentence, so the three uses cost one pass.
"""

from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from pydantic import BaseModel, Field

from a2rag.read.acronyms import bridge_abbreviations
from a2rag.read.aliases import bridge_aliases
from a2rag.read.arguments import argument_answer, of_another_act
from a2rag.read.attached import said_in_anothers_clause, said_of_another_place
from a2rag.read.bounds import bound_answer
from a2rag.read.bridges import bridge_entities
from a2rag.read.candidates import (
    KEY_VALUE,
    Candidate,
    ParseCache,
    Unit,
    candidates_in,
    units_of,
)
from a2rag.read.clock import hours_condition
from a2rag.read.compare import compare
from a2rag.read.conditions import condition_answer, stated_under
from a2rag.read.confidence import question_features
from a2rag.read.contrast import names_another
from a2rag.read.covered import covered_answer
from a2rag.read.currency import (
    asked_version,
    asks_about_the_past,
    current_units,
    of_other_states,
)
from a2rag.read.current_rows import current_row_answer
from a2rag.read.deputies import deputy_answer
from a2rag.read.described import described_answer, picked_row_answer
from a2rag.read.event_records import without_dates
from a2rag.read.facts import fact_answer
from a2rag.read.family import family_answer
from a2rag.read.features import (
    FEATURES,
    UnitContext,
    anchor_keys,
    answer_type_fit,
    featurize,
    keep_candidate,
    lead_sentence,
    lives_of_another,
    named_anchors,
    names_anchor,
    type_fit,
    with_gaps,
)
from a2rag.read.fields import (
    beside_a_dated_column,
    field_answer,
    field_for_other_hours,
    field_root,
    field_values_rejected,
    group_row_overridden,
    lists_what_it_does,
    phrased_roles,
    range_end,
)
from a2rag.read.function_hops import function_hop
from a2rag.read.hopped_sides import hopped_sides
from a2rag.read.incident_hops import incident_hop
from a2rag.read.incident_people import incident_person_hop
from a2rag.read.job_titles import job_title_answer
from a2rag.read.joins import join_answer
from a2rag.read.kinds import kind_answer
from a2rag.read.lengths import lasted_answer
from a2rag.read.lexical import (
    content_words,
    has_phrase,
    idf_weights,
    norm_phrase,
    weighted_overlap,
)
from a2rag.read.measures import (
    BARE_NUMBER,
    TOTAL_ASKED,
    bounds_not_asked,
    called_total,
    counts_another_kind,
    counts_another_noun,
    labels_not_amounts,
    measure_answer,
    totals_for_a_part,
)
from a2rag.read.model import (
    RULE_ANSWERS_AT,
    ReaderModel,
    below_answer,
    load_model,
    measured_rule_confidence,
    rule_confidence,
)
from a2rag.read.moved import moved_from, withdrawn
from a2rag.read.nationality import nationality_answer
from a2rag.read.opening_hours import hours_answer
from a2rag.read.owned import owned_hop
from a2rag.read.paged import paging_field, team_hop, team_question
from a2rag.read.parallel import parallel_answer
from a2rag.read.parse_store import MAX_CHUNK_CHARS, ParseSource, stored_units
from a2rag.read.party_hops import party_hop
from a2rag.read.periods import (
    asked_dates,
    by_period,
    held_at_another_time,
    of_another_occasion,
    silent_on_the_asked_month,
)
from a2rag.read.phones import (
    asked_kind,
    contact_answer,
    line_answer,
    other_kind,
    phone_of_another,
)
from a2rag.read.place_counts import place_count_answer
from a2rag.read.polar import polar_answer, polar_confidence
from a2rag.read.qualified import qualified_answer
from a2rag.read.question import (
    PERSON_NOUNS,
    Expected,
    QuestionFrame,
    asks_phone,
    frame_question,
)
from a2rag.read.records import (
    names_another_level,
    record_of_another,
    row_of_another_level,
    under_another_column,
)
from a2rag.read.regulators import regulator_answer
from a2rag.read.role_holders import role_answer
from a2rag.read.role_hops import asked_of, role_hop
from a2rag.read.rota import rota_answer
from a2rag.read.shared import shared_answer
from a2rag.read.sides import option_of, page_aboutness, without_article
from a2rag.read.stated_values import stated_value
from a2rag.read.subjects import subject_answer
from a2rag.read.tenures import held_then_answer
from a2rag.read.term_end import says_term, term_end_answer
from a2rag.read.timed import timed_answer, unstated_times
from a2rag.read.titled import PERSON_NAME, titled_answer, titled_guesses
from a2rag.read.totals import total_row_answer
from a2rag.read.unstated import stated_for_another_day
from a2rag.read.verb_clause import (
    asked_in_another_clause,
    dated_by_another_verb,
    role_in_another_clause,
)
from a2rag.read.version_twins import twin_answer

log = logging.getLogger(__name__)

MAX_PARSED_UNITS = 24
MAX_RANKED = 20  # candidates a reading keeps: deep mode looks for its bridge among them
REASONS = (
    ("type_fit", "type fit"),
    ("relation_window", "question relation words near it"),
    ("anchor_in_sent", "question names in its sentence"),
    ("agreement", "log agreement across sentences"),
)
_FACT_REASONS = {
    "role": "who held the role",
    "org role": "who holds the role (unmeasured)",
    "life": "the life date",
}


class Passage(Protocol):
    """What the reader needs of a piece of evidence (`Evidence` and `ScoredChunk` both fit;
    a `title` attribute, where present, is read as the subject of the chunk's unnamed lines)."""

    @property
    def chunk_id(self) -> str: ...

    @property
    def text(self) -> str: ...


class AnswerCandidate(BaseModel):
    text: str
    confidence: float = Field(description="Calibrated P(correct) of this candidate.")
    probability: float = Field(description="The model's raw probability.")
    label: str
    type_fit: float
    chunk_id: str
    sentence: str
    reasons: list[str] = Field(default_factory=list)
    linked_chunks: list[str] = Field(
        default_factory=list,
        description="Other chunks the answer rests on: the row naming the subject that a "
        "joined row's answer is linked from (joins.py). Cited with `chunk_id`.",
    )
    within: list[str] = Field(
        default_factory=list,
        description="The question's dates that the answer's dated row holds in its period "
        "('Saturday 23 November 2024' in a rota's week of 18 November, rota.py): values the "
        "knowledge base need not write as the question does.",
    )


class Reading(BaseModel):
    question: str
    expected: Expected
    head: str | None = None
    anchors: list[str] = Field(default_factory=list)
    anchor_forms: dict[str, list[str]] = Field(default_factory=dict)
    options: list[str] = Field(default_factory=list)
    conditions: list[str] = Field(
        default_factory=list,
        description="The question's words the reading took as a condition, not a name: "
        "'21:00', 'Wednesday' read as out of hours (clock.py). The evidence need not write them.",
    )
    candidates: list[AnswerCandidate] = Field(default_factory=list)
    note: str = ""

    @property
    def best(self) -> AnswerCandidate | None:
        return self.candidates[0] if self.candidates else None

    @property
    def confidence(self) -> float:
        return self.candidates[0].confidence if self.candidates else 0.0


def candidate_rows(
    frame: QuestionFrame, units: list[Unit], parse: Callable[[list[str]], list[Any]]
) -> tuple[list[list[float]], list[Candidate]]:
    """Feature rows of every candidate in the units that share words with the question (the
    best MAX_PARSED_UNITS of them); shared by the reader and its fitting."""
    idf = idf_weights([u.text for u in units])
    overlaps = [weighted_overlap(frame.words, content_words(u.text), idf) for u in units]
    order = sorted(range(len(units)), key=lambda i: (-overlaps[i], units[i].chunk_rank))
    keep = [i for i in order[:MAX_PARSED_UNITS] if overlaps[i] > 0 or frame.options]
    shared = len(keep)
    if keep and not frame.options:
        keep += _continuing_topic(frame, units, overlaps, idf)
        keep += _phrased_fields(frame, units, keep)
    if not keep:
        return [], []
    docs = parse([units[i].text for i in keep])
    ctxs = [UnitContext(frame, units[i], d, overlaps[i]) for i, d in zip(keep, docs, strict=True)]
    norm_units = [norm_phrase(ctx.unit.text) for ctx in ctxs]
    rows: list[list[float]] = []
    cands: list[Candidate] = []
    line = asked_kind(frame.text)
    for rank, ctx in enumerate(ctxs):
        for c in candidates_in(ctx.unit, ctx.doc, ctx.tokens):
            if not keep_candidate(frame, c) or other_kind(line, c):
                continue
            if rank >= shared and type_fit(frame, c) < 0.5 and not _named_person(frame, c):
                continue  # a unit kept for its topic offers only things of the asked kind
            c.anchored = ctx.anchor_sent
            key = norm_phrase(c.text)
            agreement = sum(1 for u in norm_units if key and key in u)
            rows.append(
                featurize(
                    frame, c, ctx, best_overlap=overlaps[keep[0]], unit_rank=rank,
                    agreement=agreement,
                )
            )  # fmt: skip
            cands.append(c)
    return with_gaps(rows), cands


def _named_person(frame: QuestionFrame, c: Candidate) -> bool:
    """A field's value written as a person's name where a person is asked ('Deputy: Tomasz
    Wielgosz', which the tagger calls a place)."""
    return (
        frame.expected == Expected.PERSON
        and c.field is not None
        and re.fullmatch(PERSON_NAME, c.text) is not None
    )


def _said_with_its_name(
    frame: QuestionFrame, ranked: list[AnswerCandidate], top: Candidate, cands: list[Candidate]
) -> list[AnswerCandidate]:
    """A bare number where a named thing is asked, said whole with the question's own name
    before it: "Which FIX protocol version ...?" answers 'FIX 4.4', not '4.4' (which the
    resolution check rejects). Only the answer's wording changes, never its confidence or
    the model's candidates (fitting on the whole span as a candidate cost top-1 accuracy)."""
    best = ranked[0]
    if not BARE_NUMBER.fullmatch(best.text) or type_fit(frame, top) >= 0.5:
        return ranked
    for o in cands:
        if (
            o.unit is top.unit
            and o.start < top.start
            and o.end == top.end
            and o.text.endswith(top.text)
            and (extra := content_words(o.text) - content_words(top.text))
            and extra <= frame.words
            and (fit := type_fit(frame, o)) >= 0.5
        ):
            whole = best.model_copy(update={"text": o.text, "type_fit": round(fit, 3)})
            key = norm_phrase(o.text)
            return [whole, *(a for a in ranked[1:] if norm_phrase(a.text) != key)]
    return ranked


def _stated_for_both(frame: QuestionFrame, units: list[Unit]) -> Callable[[str], bool]:
    """Whether a candidate (normalised) is stated in a chunk about each of the two names the
    question joins with 'and': 'Canary Islands' is, for "Where are Teide National Park and
    Garajonay National Park located?", and 'Tenerife', on Teide's page only, is not."""
    if len(frame.conjoined) != 2:
        return lambda key: True
    chunks = {norm_phrase(f"{u.title}. {u.chunk_text}") for u in units}
    sides = [
        [c for c in chunks if names_anchor((c,), anchor_keys(frame, name))]
        for name in frame.conjoined
    ]
    return lambda key: bool(key) and all(any(has_phrase(c, key) for c in side) for side in sides)


def capped_rows(
    frame: QuestionFrame,
    units: list[Unit],
    cands: list[Candidate],
    parse: Callable[[list[str]], list[Any]] | None = None,
) -> list[bool]:
    """Per candidate, whether its answer must stay a guess, under the answer threshold: its
    chunk does not name the question's bridge description (`names_described`), or the
    question joins two names with 'and' and the candidate is not stated for both, or its
    unit is about another thing of the kind the question names (contrast.py), or another
    clause of its sentence does what the question asks or holds the asked role
    (verb_clause.py), or its number counts another kind of the asked unit or, by its own
    words, another noun than the question counts (measures.py), or
    a column beside its own, named alike, holds the question's date, or its row gives a
    group's value that a sentence about the subject overrides, or its field's bracket
    states other hours than the question (fields.py), or the words
    right after it name another place than the one asked, or it is inside a relative clause
    on another name (attached.py), or its own dates
    miss the time the question asks about, or its document never names the month the
    question dates its event by (periods.py), or it is the old side of a stated change
    (moved.py), or the whole a partitive clause takes the asked part of (measures.py), or its
    unit states another version than the question names (currency.py)."""
    other = _about_another(frame, cands, parse) if parse is not None else set()
    other |= _naming_none(frame, cands) | record_of_another(frame, cands)
    other |= _on_another_things_page(frame, cands)
    other |= under_another_column(frame, cands) | counts_another_kind(frame, cands)
    other |= {id(c) for c in cands if counts_another_noun(frame, c.text)}
    other |= beside_a_dated_column(frame, cands) | totals_for_a_part(frame, cands)
    other |= bounds_not_asked(frame, cands)
    other |= {
        id(c) for c in cands if not c.unit.is_table and names_another_level(frame.text, c.unit.text)
    }
    other |= said_of_another_place(frame, cands) | held_at_another_time(frame, cands)
    other |= said_in_anothers_clause(frame, cands)
    other |= silent_on_the_asked_month(frame, cands) | moved_from(cands)
    other |= set_aside(frame, cands)
    other |= {id(c) for c in cands if stated_for_another_day(frame, c.unit, c.text)}
    other |= {id(c) for c in cands if dated_by_another_verb(frame, c)}
    other |= field_values_rejected(frame, cands) | unstated_times(frame, cands)
    if parse is not None:
        other |= of_another_act(frame, cands, parse)
    other |= titled_guesses(frame, units, cands)
    versioned = of_other_states(frame.text, units)
    other |= {id(c) for c in cands if id(c.unit) in versioned}
    # a group's row that a sentence about the subject itself overrides (fields.py), checked
    # once per row and column; a field stated for other hours than the question's
    overridden: dict[tuple[int, str], bool] = {}
    for c in cands:
        if c.field:
            key = (id(c.unit), c.field)
            if key not in overridden:
                overridden[key] = group_row_overridden(frame, c, units)
            if overridden[key] or field_for_other_hours(frame, c) or lists_what_it_does(frame, c):
                other.add(id(c))
    # a chunk without the words of the question's bridge clause, as for the rules' answers
    stating = {c.unit.chunk_id: c.unit.chunk_text for c in cands}
    unstated = {k for k, text in stating.items() if not states_description(frame, text)}
    other |= {id(c) for c in cands if c.unit.chunk_id in unstated}
    other |= {
        id(c)
        for c in cands
        if asked_in_another_clause(frame, c) or role_in_another_clause(frame, c)
    }
    if TOTAL_ASKED.search(frame.text):
        other |= {id(c) for c in cands if _a_part(c)}
    if not (frame.described or frame.conjoined):
        return [id(c.unit) in other or id(c) in other for c in cands]
    named = described_in(frame, units) if frame.described else {}
    for_both = _stated_for_both(frame, units)
    return [
        (bool(named) and not named[c.unit.chunk_id])
        or not for_both(norm_phrase(c.text))
        or id(c.unit) in other
        or id(c) in other
        for c in cands
    ]


_COUNTS = frozenset({"CARDINAL", "NUMUNIT", "QUANTITY"})


def _a_part(cand: Candidate) -> bool:
    """A number its sentence does not call a total ('all 96 card readers at Brackenfold'):
    no answer to a question that asks one ("... across all sites?")."""
    if cand.label not in _COUNTS:
        return False
    text = cand.unit.text
    at = text.find(cand.text)
    if at < 0:
        return False
    return not called_total(text, at, at + len(cand.text))


def with_evidence_names(frame: QuestionFrame, units: list[Unit]) -> QuestionFrame:
    """The frame with the names the evidence itself gives its names: abbreviations spelled
    out (acronyms.py) and other names a glossary or register states (aliases.py)."""
    texts = [u.text for u in units]
    return bridge_aliases(bridge_abbreviations(frame, texts, [u.title for u in units]), units)


def _about_another(
    frame: QuestionFrame, cands: list[Candidate], parse: Callable[[list[str]], list[Any]]
) -> set[int]:
    """The units (by id) that name a noun the question qualifies only as another one."""
    if not frame.qualified:
        return set()
    units = {id(c.unit): c.unit for c in cands}
    docs = parse([u.text for u in units.values()])
    return {
        key
        for (key, unit), doc in zip(units.items(), docs, strict=True)
        if names_another(frame.qualified, doc, unit.title)
    }


# a name said only as what the page's subject is compared with ('smaller than the Tollgate
# Park data centre') or replaced ('replacing the older Wren cluster'): another thing's page
_ANOTHER_THINGS = re.compile(
    r"\b(?:than|unlike|compared (?:with|to)|replacing|replaced|replaces|superseding"
    r"|supersedes|successor to|predecessor of)(?:\s+\S+){1,4}"
)
_ASKS_ANOTHER = re.compile(
    r"\b(?:than|unlike|compar\w*|replac\w*|supersed\w*|successor|predecessor|older|newer"
    r"|previous|former|retired|legacy|old)\b|\bor\b",
    re.IGNORECASE,
)


# a figure or a priority the question uses ('9.2', 'P1'), or an acronym ('RTO', 'GPU')
_FIGURE = re.compile(r"[A-Z]\d{1,2}|\d[\d.,]*")
_ACRONYM = re.compile(r"[A-Z]{2,4}s?")


def _is_term(frame: QuestionFrame, name: str) -> bool:
    """Whether a name of the question is a term of what it asks rather than what it asks
    about: a figure, a priority, or an acronym that is the asked noun or right before it
    ('RTO' of "What RTO ...", 'GPU' of "How many GPU nodes"); not 'EMEA' of "the EMEA desk"."""
    if _FIGURE.fullmatch(name):
        return True
    if not _ACRONYM.fullmatch(name):
        return False
    asked = {w.lower() for w in (frame.head, frame.counted) if w}
    after = re.search(rf"\b{re.escape(name)}\s+([A-Za-z]+)", frame.text)
    return name.lower() in asked or (after is not None and after.group(1).lower() in asked)


def _subject_keys(frame: QuestionFrame) -> list[list[str]]:
    """`named_keys` of the question's subjects: its names other than terms of what it asks
    (of "How many GPU nodes did the Wren cluster have?", 'Wren'); all of them when every
    name is such a term ("What is the P1 response target?")."""
    named = named_anchors(frame)
    subjects = [a for a in named if not _is_term(frame, a)] or named
    return [anchor_keys(frame, a) for a in subjects]


def _naming_none(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The units (by id) whose chunk and page name none of the question's names, nor any other
    name the knowledge base or the evidence gives them: "What are the weekday opening hours
    of the Stacks?" is not answered from a page about conflict checks that says '09:00 to
    13:00', nor "How long can the generator at the Shed run?" from a page that names the Shed
    only as what its own site is smaller than. A chain (deep mode) may still link such a
    page to the question."""
    keys = _subject_keys(frame)
    if not keys:
        return set()
    strip = _ANOTHER_THINGS if not _ASKS_ANOTHER.search(frame.text) else None
    out: set[int] = set()
    seen: dict[tuple[str, str], bool] = {}
    for c in cands:
        where = (c.unit.chunk_id, c.unit.title)
        if where not in seen:
            text = norm_phrase(c.unit.chunk_text or c.unit.text)
            if strip is not None:
                text = strip.sub(" ", text)
            texts = (text, norm_phrase(c.unit.title))
            seen[where] = any(names_anchor(texts, k) for k in keys)
        if not seen[where]:
            out.add(id(c.unit))
    return out


def _on_another_things_page(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The units (by id) that name none of the question's subjects, on a page titled by
    another named thing whose chunk does not open with a subject: 'Callum Rhys-Odell is the
    technical owner' on the Shelfwise page is Shelfwise's owner, not the Turnstile's (the
    page names SeatSure, the Turnstile, only as a system that depends on Shelfwise)."""
    keys = _subject_keys(frame)
    if not keys:
        return set()
    asked = frame.text.casefold()
    out: set[int] = set()
    for c in cands:
        u = c.unit
        if not u.title or id(u) in out:
            continue
        if any(names_anchor((norm_phrase(u.text), norm_phrase(u.title)), k) for k in keys):
            continue
        first = re.split(r"(?<=[.!?])\s+|\n", u.chunk_text[:200], maxsplit=1)[0]
        if any(names_anchor((norm_phrase(first),), k) for k in keys):
            continue  # 'Saltmarsh Road Depot, which crews call the Marsh, ...'
        if _titled_by_a_name(u.title, u.chunk_text, asked):
            out.add(id(u))
    return out


def _titled_by_a_name(title: str, chunk_text: str, asked: str) -> bool:
    """Whether a title names a thing the question does not: a capitalised word the chunk
    also writes capitalised mid-sentence ('Shelfwise'), or a word with a capital inside."""
    for word in re.findall(r"[A-Za-z][\w'’-]{2,}", title):
        if word.casefold() in asked or not word[0].isupper():
            continue
        inner = any(ch.isupper() for ch in word[1:])
        if inner or re.search(rf"(?<=[a-z,;] ){re.escape(word)}\b", chunk_text):
            return True
    return False


def names_described(frame: QuestionFrame, chunk_text: str) -> bool:
    """Whether a chunk names every name of the question's bridge description ('Jiménez' of
    "In the country that Jiménez is a part, what percentage ...?"). A chunk that does not
    cannot tell that the thing it is about is the one described ('39.2% from Spain'), so
    its answer stays a guess until a chain (deep mode) resolves the bridge."""
    low = norm_phrase(chunk_text)
    return all(names_anchor((low,), anchor_keys(frame, a)) for a in frame.described)


_NAMES_IT = re.compile(
    r"\b(?:called|named|known\s+as|renamed|referred\s+to\s+as|used\s+to\s+be|formerly"
    r"|previously)\b",
    re.I,
)


def states_description(frame: QuestionFrame, chunk_text: str) -> bool:
    """Whether a chunk states every word of the clause that describes the question's bridge
    besides its names ('provides', 'circuits', 'depends' of "the company that provides the
    circuits Halyard depends on"). A chunk that names Halyard's supplier without them may be
    about another company; a question without such a clause is not concerned."""
    if not frame.described or _NAMES_IT.search(frame.text):
        return True  # "the system that was called WardWatch until 2021" names it by an alias
    names = set().union(*(content_words(a) for a in frame.described))
    clause = frame.words - frame.main_words - names
    return clause <= content_words(chunk_text)


def described_in(frame: QuestionFrame, units: list[Unit]) -> dict[str, bool]:
    """`names_described` per chunk of the units (each chunk read once)."""
    chunks = {u.chunk_id: u.chunk_text for u in units}
    return {cid: names_described(frame, text) for cid, text in chunks.items()}


def _said_as_options(cands: list[AnswerCandidate], options: list[str]) -> list[AnswerCandidate]:
    """A choice is answered with a side as the question says it: each candidate naming one
    side becomes that side (the best of them kept), the rest stay as they are."""
    out: list[AnswerCandidate] = []
    seen: set[str] = set()
    for c in cands:
        side = option_of(c.text, options)
        if side is not None:
            if side in seen:
                continue
            seen.add(side)
            c = c.model_copy(update={"text": without_article(side)})
        out.append(c)
    return out


MAX_TOPIC_UNITS = 6
_SUBJECT_PRONOUNS = frozenset({"it", "he", "she", "they"})


def _continuing_topic(
    frame: QuestionFrame, units: list[Unit], overlaps: list[float], idf: dict[str, float]
) -> list[int]:
    """Units that share no word with the question but go on about their chunk's subject,
    whose lead sentence does ("It was made at Cinecittà in Rome." under "Tosca is a 1956
    film ..." for "In what city did ... star in a film ...?"): the best MAX_TOPIC_UNITS."""
    scored: list[tuple[float, int]] = []
    for i, u in enumerate(units):
        if overlaps[i] > 0 or u.is_table:
            continue
        words = [w.strip(",;:").lower() for w in u.text.split()[:4]]
        if not _SUBJECT_PRONOUNS.intersection(words):
            continue
        lead = weighted_overlap(frame.words, content_words(lead_sentence(u.chunk_text)), idf)
        if lead > 0:
            scored.append((lead, i))
    scored.sort(key=lambda s: (-s[0], units[s[1]].chunk_rank))
    return [i for _, i in scored[:MAX_TOPIC_UNITS]]


def _phrased_fields(frame: QuestionFrame, units: list[Unit], keep: list[int]) -> list[int]:
    """Units of the kept units' chunks whose field the question asks, in other words
    ('Duration: 3 hours 45 minutes' for "How long did the outage last?", fields.phrased_roles)
    or in its own relation words but outranked by lines that share its names ('Deputy:
    Tomasz Wielgosz' on a team page among other pages that name the team)."""
    # the asked attribute only: 'tier' of "What tier is the system that ...?", not 'system'
    if frame.head:
        asked = set(frame.asked_nouns or [frame.head])
    else:
        asked = frame.relation_words & frame.main_words
    roles = phrased_roles(frame) | {field_root(w) for w in asked}
    if not roles:
        return []
    chunks = {units[i].chunk_id for i in keep}
    out: list[int] = []
    for i, u in enumerate(units):
        if i in keep or u.chunk_id not in chunks:
            continue
        m = KEY_VALUE.match(u.text)
        names = u.header if u.is_table and u.header else ([u.text[: m.end()]] if m else [])
        if any(field_root(w) in roles for n in names for w in re.findall(r"[a-z]+", n.lower())):
            out.append(i)
    return out


def _rule_candidate(
    text: str,
    confidence: float,
    label: str,
    unit: Unit,
    reason: str,
    linked: list[str] | None = None,
) -> AnswerCandidate:
    """A rule's answer: its confidence is the rule's measured accuracy, not a model's."""
    return AnswerCandidate(
        text=text,
        confidence=round(confidence, 4),
        probability=round(confidence, 4),
        label=label,
        type_fit=1.0,
        chunk_id=unit.chunk_id,
        sentence=unit.text,
        reasons=[reason],
        linked_chunks=linked or [],
    )


class AnchorForms(Protocol):
    """Other names the knowledge base has for a question's names, and the kinds its labelled
    pages give names (retrieve/known_names)."""

    def forms(self, names: list[str]) -> dict[str, list[str]]: ...

    def kinds(self, names: list[str]) -> dict[str, dict[str, str]]: ...

    def other_names(self, names: list[str]) -> dict[str, list[str]]: ...


class Reader:
    def __init__(
        self,
        nlp: Any,
        model: ReaderModel | None = None,
        *,
        cache_size: int = 256,
        names: AnchorForms | None = None,
        stored: ParseSource | None = None,
    ) -> None:
        self.nlp = nlp
        self.names = names
        self.stored = stored
        self.model = model or load_model(expected=FEATURES)
        self.parses = self._parse_cache()
        self._readings: OrderedDict[tuple[str, tuple[str, ...]], Reading] = OrderedDict()
        self._frames: OrderedDict[str, QuestionFrame] = OrderedDict()
        self._lock = threading.Lock()
        self.cache_size = cache_size

    def clear(self, *, parses: bool = True) -> None:
        """Forget cached readings and question frames (and, with `parses`, the evidence
        parses): what a benchmark does to time a reading as the first over its evidence."""
        with self._lock:
            self._readings.clear()
            self._frames.clear()
        if parses:
            self.parses = self._parse_cache()

    def _parse_cache(self) -> ParseCache:
        stored = self.stored
        if stored is None:
            return ParseCache(self.nlp)
        return ParseCache(self.nlp, loader=lambda ids: stored_units(self.nlp, stored, ids))

    @property
    def thresholds(self) -> dict[str, float]:
        return self.model.thresholds

    def threshold(self, name: str, override: float | None = None) -> float:
        """A confidence threshold: `override` (a setting) when given, else the fitted one."""
        return float(override) if override is not None else float(self.thresholds.get(name, 0.5))

    def frame(self, question: str) -> QuestionFrame:
        with self._lock:
            hit = self._frames.get(question)
        if hit is None:
            text = question[:2000]
            hit = frame_question(text, self.nlp, self.parses.parse([text])[0])
            with self._lock:
                self._frames[question] = hit
                while len(self._frames) > self.cache_size:
                    self._frames.popitem(last=False)
        return hit

    def _named_frame(self, question: str) -> QuestionFrame:
        """The question's frame, with the other forms the knowledge base knows its names by."""
        frame = self.frame(question)
        if self.names is not None and frame.anchors:
            # 'HRI' in the question is named by a row that says 'Harrowby Royal Infirmary'
            forms = self.names.forms(frame.anchors)
            if forms:
                frame = frame.model_copy(update={"anchor_forms": forms})
        return frame

    def read(self, question: str, evidence: Sequence[Passage]) -> Reading:
        key = (
            question,
            tuple(f"{e.chunk_id}:{hash(e.text)}:{getattr(e, 'title', '')}" for e in evidence),
        )
        with self._lock:
            hit = self._readings.get(key)
        if hit is not None:
            return hit
        reading = self._read(question, evidence)
        if reading.expected == Expected.DATE:
            # "What time does the desk close?": '17:00' of 'staffed from 09:00 to 17:00'
            frame = self.frame(question)
            for a in reading.candidates:
                a.text = range_end(frame, a.text, a.sentence)
        with self._lock:
            self._readings[key] = reading
            while len(self._readings) > self.cache_size:
                self._readings.popitem(last=False)
        return reading

    # ------------------------------------------------------------------------------------
    def _read(self, question: str, evidence: Sequence[Passage]) -> Reading:
        frame = self._named_frame(question)
        base = Reading(
            question=question,
            expected=frame.expected,
            head=frame.head,
            anchors=frame.anchors,
            anchor_forms=frame.anchor_forms,
            options=frame.options,
        )
        units: list[Unit] = []
        for rank, ev in enumerate(evidence):
            text = (ev.text or "")[:MAX_CHUNK_CHARS]
            units.extend(units_of(ev.chunk_id, rank, text, getattr(ev, "title", "") or ""))
        if not units:
            base.note = "no sentences in the evidence"
            return base
        if self.stored is not None:
            self.parses.locate({u.text: u.chunk_id for u in units})
        if frame.expected == Expected.YESNO:
            polar = self._polar(question, units)
            if polar is None:
                base.note = "not a yes/no question about two named things the evidence is about"
            else:
                base.candidates = [polar]
            return base
        asked = question
        gone: set[str] = set()
        others: list[Unit] = []  # the other versions' units, when the question asks one
        version = asked_version(question, units)
        if version is not None:  # "Under the superseded password policy, ...": its units only
            # (read as asked: without 'superseded' the model grew surer of wrong values too)
            chosen = {id(u) for u in version.units}
            others = [u for u in units if id(u) not in chosen]
            units = version.units
            base.conditions = list(version.consumed)
        else:
            units, gone = current_units(question, units)
        if not units:
            base.note = (
                "only superseded documents, or versions other than the one asked, in the "
                f"evidence ({', '.join(sorted(gone))})"
            )
            return base
        said = hours_condition(asked, units)
        if said is not None:  # "logged at 21:00 on a Wednesday": outside the business hours
            asked = said.question
            base.conditions += said.consumed
        if asked != question:
            frame = self._named_frame(asked)
        frame = with_evidence_names(frame, units)
        base.anchor_forms = frame.anchor_forms
        ruled = self._compare(frame, units)
        if ruled is None and frame.options:
            hopped = self._compare_hopped(frame, units)
            if hopped is not None:
                # the answer names a side as the evidence does: the sides checked are those
                ruled, base.options = hopped
        ruled = (
            ruled
            or self._fact(frame, units)
            or self._family(question, units)
            or self._nation(question, units)
            or self._shared(frame, units)
        )
        if ruled is not None:
            base.candidates = [ruled]
            return base
        rows, cands = candidate_rows(frame, units, self.parses.parse)
        if not cands:
            # a row or page subject needs no parsed candidate (joins.py, subjects.py)
            base.candidates = self._with_rule(frame, units, [], [], _Merged({}, _none))
            if not base.candidates:
                base.note = "no candidate answer in the evidence sentences that share its words"
            return base
        probs = self.model.proba(rows)
        guesses = capped_rows(frame, units, cands, self.parses.parse)
        # per distinct answer, its most probable row (and whether that row stays a guess)
        kept: dict[str, tuple[float, int]] = {}
        for i, (c, p) in enumerate(zip(cands, probs, strict=True)):
            key = norm_phrase(c.text)
            old = kept.get(key)
            if old is None or old[0] < p:
                kept[key] = (round(float(p), 4), i)
        merged = _Merged(
            {key: i for key, (_, i) in kept.items()},
            lambda i: AnswerCandidate(
                text=cands[i].text,
                confidence=0.0,
                probability=round(float(probs[i]), 4),
                label=cands[i].label,
                type_fit=round(answer_type_fit(frame, cands[i]), 3),
                chunk_id=cands[i].unit.chunk_id,
                sentence=cands[i].unit.text,
                reasons=self._reasons(rows[i]),
            ),
        )
        # the group a person question goes through is the first hop's answer, not this
        # question's: it ranks after every other answer and sets no scale (no stop either)
        bridges = bridge_entities(frame, cands)
        through = {norm_phrase(c.text) for c in cands if id(c) in bridges}
        order = sorted(kept, key=lambda k: (k in through, -kept[k][0]))
        capped = {key: guesses[kept[key][1]] for key in order[:MAX_RANKED]}
        ranked = [merged[key] for key in order[:MAX_RANKED]]
        if ranked:
            # the confidence is P(best answer correct); the rest keep its scale
            top = ranked[0].probability
            answers = [k for k in order if k not in through] or order
            conf = self._confidence([kept[k][0] for k in answers], rows[kept[answers[0]][1]])
            for a in ranked:
                a.confidence = round(conf * (a.probability / top if top > 0 else 0.0), 4)
            cap = round(below_answer(self.threshold("answer")), 4)
            for a in ranked:
                if capped[norm_phrase(a.text)]:
                    a.confidence = min(a.confidence, cap)
            if through:
                low = min(self.threshold("sufficient"), self.threshold("unverified")) - 0.01
                for a in ranked:
                    if norm_phrase(a.text) in through:
                        a.confidence = min(a.confidence, round(max(0.0, low), 4))
            # "Who is the account manager at Pricemark?" when the directory has no entry for
            # Pricemark: another supplier's manager is no guess worth giving; nor, for
            # "Gemma Hollis's phone number", the number after 'Technical contact: X'
            # nor, for "When was Gabriella Wilde born?", the date in her husband's brackets
            elsewhere = record_of_another(frame, cands)
            theirs = phone_of_another(frame, cands, self.parses.parse)
            theirs |= lives_of_another(frame, cands, self.parses.parse)
            theirs |= labels_not_amounts(frame, cands)
            if elsewhere or theirs:
                # (not `rows`: `merged` builds its answers from the candidate rows later)
                by_answer: dict[str, list[Candidate]] = {}
                for c in cands:
                    by_answer.setdefault(norm_phrase(c.text), []).append(c)
                withheld = round(max(0.0, self.threshold("unverified") - 0.01), 4)
                for a in ranked:
                    stating = by_answer[norm_phrase(a.text)]
                    if all(id(c.unit) in elsewhere for c in stating) or all(
                        id(c) in theirs for c in stating
                    ):
                        a.confidence = min(a.confidence, withheld)
            ranked = _said_with_its_name(frame, ranked, cands[kept[order[0]][1]], cands)
        capped_ids = {id(c) for c, capped in zip(cands, guesses, strict=True) if capped}
        base.candidates = self._with_rule(
            frame, units, cands, ranked, merged, others, capped=capped_ids
        )
        if frame.options:
            # a choice between two sides that the comparison rule could not make is a guess
            cap = round(below_answer(self.threshold("answer")), 4)
            for a in base.candidates:
                a.confidence = min(a.confidence, cap)
            base.candidates = _said_as_options(base.candidates, frame.options)
        return base

    def _with_rule(
        self,
        frame: QuestionFrame,
        units: list[Unit],
        cands: list[Candidate],
        ranked: list[AnswerCandidate],
        merged: _Merged,
        others: list[Unit] | None = None,
        *,
        capped: set[int] | None = None,
    ) -> list[AnswerCandidate]:
        """The one value stated under the condition the question states (conditions.py), or
        as the bound it asks (bounds.py), or else a field the question names with one value
        in the evidence (fields.py), or in a row that a row or sentence naming the subject links to
        (joins.py), or else the one number of the unit a count question names (measures.py),
        is the answer; its confidence is the rules' measured accuracy (one figure: each reads
        the value of an attribute the question names, where its subject is named)."""
        accuracy = self.model.thresholds.get("field_accuracy")
        if accuracy is None:
            return ranked
        try:
            ruled = rule_answer(
                frame, units, cands, self.parses.parse, others=others, capped=capped
            )
        except Exception:
            # one rule's bug must not fail the question: the candidate model's reading
            # stands, as when no rule answers, and the log says why
            log.exception("a reader rule failed on %r; read without the rules", frame.text)
            ruled = None
        if ruled is not None and by_period(frame, [ruled.candidate], units)[0]:
            ruled = None  # 'Martin Kearsley (from 1 February 2025)': not who held it then
        if ruled is not None:
            if frame.expected == Expected.PERSON:
                ruled = replace(ruled, text=person_named(ruled.text))
            confidence = float(accuracy)
            linked = (
                {u.chunk_id: u.chunk_text for u in units if u.chunk_id in ruled.linked}
                if ruled.linked
                else {}
            )
            said = "\n".join([ruled.candidate.unit.chunk_text, *linked.values()])
            if not ruled.described and not states_description(frame, said):
                # "the company that provides the circuits Halyard depends on": a row naming
                # Halyard's supplier says nothing of circuits; the chain is deep mode's
                confidence = min(confidence, below_answer(self.threshold("answer")))
            if counts_another_noun(frame, ruled.text):
                # '12 moorings' for "How many berths ...?"
                confidence = min(confidence, below_answer(self.threshold("answer")))
            if asks_phone(frame.text) and not _PHONE_DIGITS.search(ruled.text):
                # a rota column's 'Beatrix Olande' for "What number does X ring for ...?"
                confidence = min(confidence, below_answer(self.threshold("answer")))
            return _ruled_first(ranked, merged, ruled, confidence)
        typed = kind_answer(
            frame,
            units,
            self.parses.parse,
            self.names.kinds if self.names else None,
            self.names.other_names if self.names else None,
        )
        if typed is None:
            return ranked
        why = f"the one {typed.kind} that the document about {', '.join(frame.anchors)} names"
        measured = self.model.thresholds.get("kind_accuracy")
        if measured is None or measured < RULE_ANSWERS_AT:
            why += f" (a guess: measured accuracy {measured or 'none'}, under {RULE_ANSWERS_AT})"
        guess = _Ruled(typed.text, typed.candidate, 1.0, why)
        return _ruled_first(ranked, merged, guess, self._measured_rule("kind_accuracy"))

    def _measured_rule(self, name: str) -> float:
        """A rule measured end to end (kinds, an organisation's role): its recorded accuracy,
        answered only at the precision `answered` promises; unmeasured, a guess ranked first
        just under the answer threshold."""
        return measured_rule_confidence(self.model.thresholds.get(name), self.threshold("answer"))

    def _confidence(self, probs: list[float], best_row: list[float]) -> float:
        """P(the best answer is correct), from every distinct answer's probability (best
        first) and the best row's features."""
        if self.model.confidence is None:
            return self.model.calibration(probs[0])
        return self.model.confidence(
            question_features(probs, dict(zip(FEATURES, best_row, strict=True)))
        )

    def _compare(self, frame: QuestionFrame, units: list[Unit]) -> AnswerCandidate | None:
        accuracy = self.model.thresholds.get("comparison_accuracy")
        if not frame.options or accuracy is None:
            return None
        found = compare(frame.text, frame.options, units)
        if found is None:
            return None
        unit = found.units[found.answer]
        values = "; ".join(f"{k}: {v}" for k, v in found.values.items())
        reason = f"comparison ({found.direction}): {values}"
        confidence = float(accuracy)
        if found.proxy:
            # the sides' own dates stand in for their directors': a guess below the answer bar
            confidence = min(confidence, below_answer(self.threshold("answer")))
            reason += " (the sides' own dates; the evidence does not date what is compared)"
        owned = _OWNED.match(frame.text)
        if owned is not None and not _owned_on_own_pages(owned.group(1), found.units):
            # "Which region's hub has more dock doors": the sides' hubs are compared, a hop
            # away; a number read beside a side is another thing's (a depot's): a guess
            confidence = min(confidence, below_answer(self.threshold("answer")))
            reason += f" (what is compared is each side's {owned.group(1)}, a hop away)"
        # the other side's chunk is evidence too: a comparison rests on both sides' dates
        linked = list(dict.fromkeys(u.chunk_id for u in found.units.values()))
        linked = [c for c in linked if c != unit.chunk_id]
        answer = without_dates(found.answer) if found.described else found.answer
        return _rule_candidate(answer, confidence, "CHOICE", unit, reason, linked)

    def _compare_hopped(
        self, frame: QuestionFrame, units: list[Unit]
    ) -> tuple[AnswerCandidate, list[str]] | None:
        """A comparison of sides described by a hop ("the one that failed in INC-2025-021"),
        made between the names the hops read (hopped_sides.py), with those names."""
        sides = hopped_sides(frame.text, frame.options, units, self._named_frame)
        if sides is None:
            return None
        asked = frame.text
        for s in sides:
            asked = asked.replace(s.side, s.name, 1)
        names = [s.name for s in sides]
        found = self._compare(frame.model_copy(update={"text": asked, "options": names}), units)
        if found is None:
            return None
        read = [f"{s.side} = {s.name}" for s in sides if s.unit is not None]
        hops = [s.unit.chunk_id for s in sides if s.unit is not None]
        found.reasons.append(f"sides read through their hops: {'; '.join(read)}")
        found.linked_chunks = list(
            dict.fromkeys(c for c in [*found.linked_chunks, *hops] if c != found.chunk_id)
        )
        return found, names

    def _polar(self, question: str, units: list[Unit]) -> AnswerCandidate | None:
        """Yes or no from each side's passage (polar.py); the confidence is the measured
        train accuracy of its kind of verdict, and a 'no' that rests on a passage not saying
        something stays below the answer bar."""
        if "polar_accuracy" not in self.model.thresholds:
            return None
        found = polar_answer(question, units, self.parses.parse)
        confidence = polar_confidence(self.model.thresholds, found.kind) if found else None
        if found is None or confidence is None:
            return None
        linked = [found.other.chunk_id] if found.other.chunk_id != found.unit.chunk_id else []
        return _rule_candidate(
            found.text, confidence, "YESNO", found.unit, f"yes/no: {found.reason}", linked
        )

    def _fact(self, frame: QuestionFrame, units: list[Unit]) -> AnswerCandidate | None:
        """A role or life date the subject's page states (facts.py); its confidence is the
        rule's measured accuracy. An organisation's role ('supplied by', 'operated by') is
        read the same way; no reader row measures it, so its confidence is its end-to-end
        measurement where the model records one, else a guess just under the answer threshold."""
        accuracy = self.model.thresholds.get("fact_accuracy")
        found = fact_answer(frame.text, units) if accuracy is not None else None
        if found is None or accuracy is None:
            return None
        confidence = float(accuracy)
        if found.kind == "org role":
            confidence = min(confidence, self._measured_rule("org_role_accuracy"))
        why = f"{_FACT_REASONS[found.kind]}, as the subject's own page states it"
        return _rule_candidate(found.text, confidence, "FACT", found.unit, why)

    def _family(self, question: str, units: list[Unit]) -> AnswerCandidate | None:
        """A parent or spouse the subject's own page states (family.py)."""
        confidence = self._guess_confidence("family_accuracy")
        if confidence is None:
            return None
        found = family_answer(question, units, self.parses.parse)
        if found is None:
            return None
        why = f"the {found.relation} the subject's own page names"
        return _rule_candidate(found.text, confidence, "FAMILY", found.unit, why)

    def _nation(self, question: str, units: list[Unit]) -> AnswerCandidate | None:
        """The country (or nationality) the subject's own page opens with (nationality.py)."""
        confidence = self._guess_confidence("nation_accuracy")
        if confidence is None:
            return None
        found = nationality_answer(question, units)
        if found is None:
            return None
        why = "the nationality the subject's own page gives"
        return _rule_candidate(found.text, confidence, "NATION", found.unit, why)

    def _guess_confidence(self, accuracy_name: str) -> float | None:
        """A rule's measured accuracy as its answers' confidence, under the answer threshold
        while that is below target (`rule_confidence`); None when the model has no measure."""
        accuracy = self.model.thresholds.get(accuracy_name)
        if accuracy is None:
            return None
        return rule_confidence(float(accuracy), self.threshold("answer"))

    def _shared(self, frame: QuestionFrame, units: list[Unit]) -> AnswerCandidate | None:
        """What the pages of two joined names both describe them as (shared.py); its
        confidence is the rule's measured accuracy."""
        accuracy = self.model.thresholds.get("shared_accuracy")
        if accuracy is None:
            return None
        found = shared_answer(frame, units, self.parses.parse)
        if found is None:
            return None
        a, b = frame.conjoined
        why = f"the {found.kind} the pages about both {a} and {b} give"
        linked = [found.other.chunk_id] if found.other.chunk_id != found.unit.chunk_id else []
        return _rule_candidate(found.text, float(accuracy), "SHARED", found.unit, why, linked)

    @staticmethod
    def _reasons(row: list[float]) -> list[str]:
        """The signals a person can check, with their values for this candidate."""
        value = dict(zip(FEATURES, row, strict=True))
        return [f"{label} {value[name]:.2f}" for name, label in REASONS]


class _Merged:
    """Each distinct answer's best candidate, built into an `AnswerCandidate` only when asked
    for (a reading keeps 20 of a few hundred; building each one's reasons cost more than
    scoring it), once, so that the same answer is the same object."""

    def __init__(self, rows: dict[str, int], build: Callable[[int], AnswerCandidate]) -> None:
        self._rows = rows
        self._build = build
        self._built: dict[str, AnswerCandidate] = {}

    def __getitem__(self, key: str) -> AnswerCandidate:
        if key not in self._built:
            self._built[key] = self._build(self._rows[key])
        return self._built[key]

    def get(self, key: str) -> AnswerCandidate | None:
        return self[key] if key in self._rows else None


def _none(_: int) -> AnswerCandidate:
    raise KeyError("no candidates")


@dataclass(frozen=True)
class _Ruled:
    """A rule's answer: its text, the candidate that states it, its type fit, the reason
    given, and the other chunks it rests on; `described` when a hop's own line states the
    question's describing clause ('Owning team: X' for "the team that owns PayBridge")."""

    text: str
    candidate: Candidate
    fit: float
    reason: str
    linked: tuple[str, ...] = ()
    within: tuple[str, ...] = ()
    described: bool = False


# a comparison of something the sides own: "Which region's hub ...", "Whose team's lead ..."
_OWNED = re.compile(r"^\s*(?:which|what|whose)\s+[a-z]+['’]s\s+([a-z]+)", re.IGNORECASE)


def _owned_on_own_pages(owned: str, units: dict[str, Unit]) -> bool:
    """Each side's value is read on the side's own page, from a line saying the owned noun:
    "Which supplier's contract ends later?" over 'Contract end: 30 June 2027' on each
    supplier's profile is no hop, unlike a region's hub."""
    return all(page_aboutness(u, side) and says_term(owned, u.text) for side, u in units.items())


def set_aside(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """Candidates (by id) their own clause sets aside: 'was withdrawn in 2023' (unless the
    question asks about the past), 'last inspected ... in May 2024' for the next inspection.
    Never a rule's answer, at most a guess."""
    return withdrawn(asks_about_the_past(frame.text), cands) | of_another_occasion(frame, cands)


def rule_answer(
    frame: QuestionFrame,
    units: list[Unit],
    cands: list[Candidate],
    parse: Callable[[list[str]], list[Any]] | None = None,
    *,
    others: list[Unit] | None = None,
    capped: set[int] | None = None,
) -> _Ruled | None:
    """The first rule that answers, in order: the on-call rota, condition, bound, (given a parser) the clause
    the question's qualifier opens, the list item naming the asked kind, field, joined rows, page subject, the row the question
    describes, count of a unit, (given a parser) the asked slot of the question's verb, and
    the sentence of the asked version that another version states otherwise (`others`), and the
    one value of the sentences saying every word the question asks (unless the candidate
    model's reading keeps that value a guess: `capped`, by id)."""
    where = ", ".join(frame.anchors)
    # 'Tier: 1; ...' answers nothing about tier 2, whichever rule reads it
    leveled = row_of_another_level(frame, cands)
    # "Under version 2.1 of the standard, ...": no rule reads a page on another version
    # ... nor, "Before JL-5 came in, ...", JL-5's own page for the earlier value
    leveled |= of_other_states(frame.text, units)
    if leveled:
        units = [u for u in units if id(u) not in leveled]
        cands = [c for c in cands if id(c.unit) not in leveled]
    # no rule reads a value its clause sets aside (`set_aside`)
    gone = set_aside(frame, cands)
    cands = [c for c in cands if id(c) not in gone]
    rota = rota_answer(frame, units, cands)
    if rota is not None:
        why = f"the {rota.role} of the rota's week of {rota.week:%d %B %Y}" + (
            ", as the swap log changed it" if rota.swapped else ""
        )
        linked: tuple[str, ...] = ()
        if rota.paged is not None:
            why += f", {rota.paged.team} being the team {rota.paged.anchor} pages"
            linked = (rota.paged.unit.chunk_id,)
        return _Ruled(rota.text, rota.candidate, 1.0, why, linked=linked, within=(rota.asked,))
    conditioned = condition_answer(frame, cands)
    if conditioned is not None:
        why = f"the one value stated under the question's condition ({conditioned.condition})"
        return _Ruled(conditioned.text, conditioned.candidate, 1.0, why)
    bound = bound_answer(frame, cands)
    if bound is not None:
        why = f"the one value stated as the bound of the {bound.noun} the question asks"
        return _Ruled(bound.text, bound.candidate, 1.0, why)
    qualified = qualified_answer(frame, cands, parse) if parse is not None else None
    if qualified is not None:
        why = f"the one value of the clause that '{qualified.qualifier}' opens"
        return _Ruled(qualified.text, qualified.candidate, 1.0, why)
    timed = timed_answer(frame, cands)
    if timed is not None:
        why = f"the {timed.attribute} stated for the {timed.time}"
        return _Ruled(timed.text, timed.candidate, 1.0, why)
    opening = hours_answer(frame, units)
    if opening is not None:
        named = opening.period and len(opening.period.split()) <= 10  # not a whole sentence
        why = f"the hours stated for {opening.day}" + (
            f" under '{opening.period}'" if named else ""
        )
        return _Ruled(opening.text, opening.candidate, 1.0, why)
    # a condition the question states and the condition rule found no value under: the
    # rules below read values, not conditions, so none answers from a unit not stating it
    unconditioned = cands  # the covered rule reads a condition that is a name itself
    cands = stated_under(frame, cands)
    total = total_row_answer(frame, units)
    if total is not None:
        why = f"the '{total.column}' of the table's total row ('{total.row}')"
        return _Ruled(total.text, total.candidate, 1.0, why)
    listed = parallel_answer(frame, cands)
    if listed is not None and group_row_overridden(frame, listed.candidate, units):
        listed = None  # 'CareFile has an RPO of 15 minutes' over its tier's row
    if listed is not None:
        why = f"the one value of the list item that names the {listed.kind}"
        return _Ruled(listed.text, listed.candidate, 1.0, why)
    incident = incident_hop(frame.text, units)
    if incident is not None and incident.itself and _NICKNAMED.search(incident.unit.text):
        incident = None  # 'Systems affected: the Tracker, ...': the kind rule resolves it
    if incident is not None and incident.itself:
        key = norm_phrase(incident.name)
        said = [
            c
            for c in cands
            if norm_phrase(c.text) == key and c.unit.chunk_id == incident.unit.chunk_id
        ]
        if said:
            # the record is the incident's own page: it states the description by being it
            why = f"the one {incident.kind} the record of {incident.code} names"
            return _Ruled(said[0].text, said[0], 1.0, why, described=True)
    elif incident is not None:
        via = f"{incident.name} being what the record of {incident.code} names"
        forms = {incident.name: [incident.other]} if incident.other else {}
        of_incident = _asked_by_name(
            frame, incident.asked, via, incident.unit, units, parse, forms=forms, name=incident.name
        )
        if of_incident is not None:
            return replace(of_incident, described=True)
    person = incident_person_hop(frame.text, units)
    if person is not None:
        via = f"{person.name} being the {person.role} the record of {person.code} names"
        of_person = _hopped(frame, person.asked, via, person.unit, units, parse, person.name)
        if of_person is not None:
            return of_person
    hop = team_hop(frame, units)
    if hop is not None:
        cands = [c for c in cands if not paging_field(c.field)]  # the hop, not the answer
        asked = team_question(frame.text, hop)
        via = f"{hop.team} being the team {hop.anchor} pages"
        of_team = (
            _asked_by_name(frame, asked, via, hop.unit, units, parse, name=hop.team)
            if asked
            else None
        )
        if of_team is not None:
            return of_team
    party = party_hop(frame, units)
    if party is not None:
        via = f"{party.party} being the {party.relation} {party.anchor}"
        of_party = _hopped(frame, party.asked, via, party.unit, units, parse, party.party)
        if of_party is not None:
            return of_party
    owned = owned_hop(frame.text, units)
    if owned is not None:
        via = f"{owned.name} being the system whose {owned.role} is {owned.owner}"
        of_system = _hopped(frame, owned.asked, via, owned.unit, units, parse, owned.name)
        if of_system is not None:
            return of_system
    used = function_hop(frame.text, units)
    if used is not None:
        via = f"{used.name} being {used.description}"
        of_used = _hopped(frame, used.asked, via, used.unit, units, parse, used.name)
        if of_used is not None:
            return of_used
    regulator = regulator_answer(frame, units, cands)
    if regulator is not None:
        why = "the one body its own page says regulates the site"
        return _Ruled(regulator.text, regulator.candidate, 1.0, why)
    current = current_row_answer(frame, units, cands)
    if current is not None:
        why = f"the '{current.column}' of the one row of its history table that runs to now"
        return _Ruled(current.text, current.candidate, 1.0, why)
    stated = stated_value(frame, units, cands)
    if stated is not None:
        why = f"the one value stated right after '{stated.attribute}' where {where} is named"
        return _Ruled(stated.text, stated.candidate, 1.0, why)
    then = held_then_answer(frame, units, cands)
    if then is not None:
        why = f"the one {then.role} whose dates, as the page gives them, cover the asked time"
        # the asked month is the question's value, not a name the knowledge base must write
        within = tuple(sorted(asked_dates(frame)))
        return _Ruled(then.text, then.candidate, 1.0, why, within=within)
    found = field_answer(frame, cands)
    if found is not None:
        why = f"the value of the field '{found.field}' the question names, where {where} is named"
        # 'Former account manager: Owen Brackley (until 31 March 2024)' holds "January 2024"
        # in its period: a value of the question, not a name the knowledge base must write
        held = asked_dates(frame) if id(found.candidate) in by_period(frame, cands)[1] else set()
        return _Ruled(found.text, found.candidate, found.fit, why, within=tuple(sorted(held)))
    deputy = deputy_answer(frame.text, units, cands)
    if deputy is not None:
        why = f"the one deputy the evidence names beside {deputy.person} or their role"
        return _Ruled(deputy.text, deputy.candidate, 1.0, why)
    job = job_title_answer(frame.text, units, cands)
    if job is not None:
        why = f"the one job title the staff pages give {job.person}"
        return _Ruled(job.text, job.candidate, 1.0, why)
    ended = term_end_answer(frame, units, cands)
    if ended is not None:
        why = f"the one end date said of the {ended.term} where {ended.party} is named"
        return _Ruled(ended.text, ended.candidate, 1.0, why)
    lasted = lasted_answer(frame, units, cands)
    if lasted is not None:
        why = f"the one length that the record of {lasted.event} states"
        return _Ruled(lasted.text, lasted.candidate, 1.0, why)
    contact = contact_answer(frame, cands)
    if contact is not None:
        why = f"the one number given right after {contact.holder}"
        return _Ruled(contact.text, contact.candidate, 1.0, why)
    line = line_answer(frame, units)
    if line is not None:
        why = f"the one number the page about the {line.thing} gives to call it"
        return _Ruled(line.text, line.candidate, 1.0, why)
    titled = titled_answer(frame, units, cands)
    if titled is not None:
        why = f"the one person written with the title '{titled.title}' beside their name"
        return _Ruled(titled.text, titled.candidate, 1.0, why)
    holder = role_answer(frame, units, cands)
    if holder is not None:
        why = (
            f"the one person written '(chair)' beside their name where {where} is named"
            if holder.role == "chair"
            else f"the one person the page of {where} says is its {holder.role}"
        )
        return _Ruled(holder.text, holder.candidate, 1.0, why)
    joined = join_answer(frame, units, cands)
    if joined is not None:
        why = (
            f"the value of the column '{joined.field}' in the row of {joined.via}, "
            f"which the {joined.linked_by} naming {where} links to"
        )
        return _Ruled(joined.text, joined.candidate, joined.fit, why, (joined.subject_chunk,))
    through = _through_role(frame, units, parse)
    if through is not None:
        return through
    subject = subject_answer(frame, units)
    if subject is not None:
        why = f"the subject whose '{subject.field}' is {subject.value}"
        return _Ruled(subject.text, subject.candidate, 1.0, why)
    described = described_answer(frame, units)
    if described is not None:
        why = (
            f"the '{described.column}' of the row whose description the question retells "
            f"({described.description!r})"
        )
        return _Ruled(described.text, described.candidate, 1.0, why)
    picked = picked_row_answer(frame, units)
    if picked is not None:
        why = f"the '{picked.column}' of the one row whose cells say what the question picks it by ({picked.description!r})"
        return _Ruled(picked.text, picked.candidate, 1.0, why)
    placed = place_count_answer(frame, cands)
    if placed is not None:
        why = f"the one count a list gives {placed.place}"
        return _Ruled(placed.text, placed.candidate, 1.0, why)
    measured = measure_answer(frame, cands)
    if measured is not None:
        why = f"the one number of {measured.unit} stated where {where} is named"
        return _Ruled(measured.text, measured.candidate, 1.0, why)
    argued = argument_answer(frame, cands, parse) if parse is not None else None
    if argued is not None:
        why = f"the {argued.slot} of '{argued.verb}' in a sentence naming {where}"
        return _Ruled(argued.text, argued.candidate, argued.fit, why)
    twin = twin_answer(frame, units, cands, others or [])
    if twin is not None:
        why = "the one value of the asked version's sentence that another version states otherwise"
        return _Ruled(twin.text, twin.candidate, 1.0, why)
    covered = covered_answer(
        frame, units, cands, unconditioned, versioned=bool(others), capped=capped
    )
    if covered is not None:
        why = "the one value of the sentences that say every word the question asks"
        return _Ruled(covered.text, covered.candidate, 1.0, why)
    return None


# a record's field giving its thing by a nickname: 'Systems affected: the Tracker, ...'
_NICKNAMED = re.compile(r":\s*the\s+[A-Z][\w-]*(?:\s*[,;(]|\s*$)")


def _through_role(
    frame: QuestionFrame, units: list[Unit], parse: Callable[[list[str]], list[Any]] | None
) -> _Ruled | None:
    """A question asking something of the holder of a named thing's role ("Who deputises for
    the business owner of Yardbook?"): the rules read who holds it, then are asked the
    question of that person by name (`role_hops`)."""
    roled = role_hop(frame.text)
    if roled is None or parse is None:
        return None
    first = frame_question(roled.first, None, parse([roled.first])[0])
    first = with_evidence_names(first, units)
    _, cands = candidate_rows(first, units, parse)
    holder = rule_answer(first, units, cands, parse)
    if holder is None:
        return None
    person = person_named(holder.text)
    if not re.fullmatch(PERSON_NAME, person):
        return None
    via = f"{person} being the {roled.role} of {roled.thing}"
    asked = asked_of(frame.text, roled, person)
    return _hopped(frame, asked, via, holder.candidate.unit, units, parse, person)


def _hopped(
    frame: QuestionFrame,
    asked: str,
    via: str,
    hop: Unit,
    units: list[Unit],
    parse: Callable[[list[str]], list[Any]] | None,
    name: str,
) -> _Ruled | None:
    """`_asked_by_name` for a hop that read the question's description as one name: the
    answer states the description by the hop, so no chunk need say its words."""
    ruled = _asked_by_name(frame, asked, via, hop, units, parse, name=name)
    return replace(ruled, described=True) if ruled is not None else None


def _asked_by_name(
    frame: QuestionFrame,
    asked: str,
    via: str,
    hop: Unit,
    units: list[Unit],
    parse: Callable[[list[str]], list[Any]] | None,
    *,
    forms: dict[str, list[str]] | None = None,
    name: str = "",
) -> _Ruled | None:
    """A question asked through a hop, asked again of the hop's end by name ("Who leads the
    team that RUN-040 pages?" as "Who leads the Retail Systems team?", "Who is the account
    manager at the supplier of Harbourlog?" as "... at Keelson Data Services?"): the rules
    read that name's page, with candidates anchored on it, and the answer links the chunk
    that made the hop. The hop's own line ('Pages: ...', 'Supplier: ...') is never the
    answer."""
    if parse is None:
        return None
    words = name.split()
    capitals = [i for i, w in enumerate(words) if w[:1].isupper() or w[:1].isdigit()]
    if capitals and capitals[-1] < len(words) - 1 and name in asked:
        # a name with a description after it ('Hotbox alarm gateway', 'Vaultline backup') is
        # asked by the name it opens with, the one its page and other names use
        head = " ".join(words[: capitals[-1] + 1])
        asked, name = asked.replace(name, head), head
    named = frame_question(asked, None, parse([asked])[0])
    named = named.model_copy(update={"anchor_forms": {**frame.anchor_forms, **(forms or {})}})
    if name and name in asked and not any(name.casefold() in a.casefold() for a in named.anchors):
        # the hop's end is one name, however the parse splits it ('TXN' and 'Central' of
        # 'TXN-Central')
        kept = [a for a in named.anchors if a.casefold() not in name.casefold()]
        named = named.model_copy(update={"anchors": [*kept, name]})
    # the hop's end by the names the evidence gives it ('the Bridge', a system's nickname)
    named = with_evidence_names(named, units)
    _, cands = candidate_rows(named, units, parse)
    hop_ends = [norm_phrase(n) for n in [name, *frame.anchors] if n]
    cands = [
        c
        for c in cands
        if not paging_field(c.field) and (c.unit is not hop or _another_field_of(c, hop, hop_ends))
    ]
    ruled = rule_answer(named, units, cands, parse)
    if ruled is None:
        return None
    return replace(ruled, reason=f"{ruled.reason}, {via}", linked=(*ruled.linked, hop.chunk_id))


def _another_field_of(c: Candidate, hop: Unit, ends: list[str]) -> bool:
    """A value of the hop's own line that is not the hop: 'Contract renewal: 30 June 2026' of
    'Supplier: Marlow Acoustics Ltd; Supplies: CourtVoice; ...; Contract renewal: 30 June
    2026', a row of fields; never a value naming either end of the hop."""
    if hop.text.count(":") < 3 or c.field is None:
        return False
    said = norm_phrase(c.text)
    return bool(said) and not any(e and (e in said or said in e) for e in ends)


# what any phone number writes: a run of digits ('07700 900152', 'ext 4315')
_PHONE_DIGITS = re.compile(r"\d{3}")


# a person's name and what a directory cell adds to it: a phone number, the role or the
# period in brackets ('Daniel Achebe, 07700 900227 (from 1 December 2024)') or after a comma
# ('Stuart Kellett, until 29 February 2024')
_NAME_AND_MORE = re.compile(
    rf"^({PERSON_NAME})"
    r"(?:\s*,\s*(?:\+?\d|ext\b|tel\b|mobile\b|until\b|since\b|from\b|to\b|till\b)|\s+\()"
)


def person_named(text: str) -> str:
    """The person a value names, without the number, bracket or job title the cell adds
    ('Owen Tregarthen, Deputy Harbour Master')."""
    m = _NAME_AND_MORE.match(text)
    if m is not None:
        return m.group(1)
    titled = _NAME_AND_TITLE.match(text)
    if titled is not None and {w.casefold() for w in titled.group(2).split()} & _TITLE_WORDS:
        return titled.group(1)
    return text


_NAME_AND_TITLE = re.compile(rf"^({PERSON_NAME})\s*,\s*([A-Za-z][A-Za-z ,&-]{{0,60}})$")
_TITLE_WORDS = frozenset(PERSON_NOUNS | {"master", "foreman", "controller", "hand", "chief"})


def _ruled_first(
    ranked: list[AnswerCandidate],
    merged: _Merged,
    ruled: _Ruled,
    accuracy: float,
) -> list[AnswerCandidate]:
    """A rule's answer first, at the rule's measured accuracy (or the model's confidence if
    higher, when the model ranks the same answer first)."""
    key = norm_phrase(ruled.text)
    old = merged.get(key)
    cand = ruled.candidate
    top = AnswerCandidate(
        text=ruled.text,
        confidence=round(
            max(accuracy, ranked[0].confidence if ranked and old is ranked[0] else 0.0), 4
        ),
        probability=old.probability if old is not None else 0.0,
        label=cand.label,
        type_fit=round(ruled.fit, 3),
        chunk_id=cand.unit.chunk_id,
        sentence=cand.unit.text,
        reasons=[ruled.reason] + (old.reasons if old is not None else []),
        linked_chunks=[c for c in ruled.linked if c != cand.unit.chunk_id],
        within=list(ruled.within),
    )
    return [top, *[a for a in ranked if norm_phrase(a.text) != key][:9]]
