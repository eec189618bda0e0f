"""Values of a list that gives one per kind of a thing: "How long are month-end PMS backups
kept?" read from 'Daily backups are retained for 35 days, weekly backups for 13 weeks and
month-end backups for 7 years'.

Policies list one attribute for several kinds of a thing in one sentence, each item naming
its kind in front of the thing's noun and its value after it; the candidate model sees three
durations beside the same words and cannot choose. The rule: the question names a noun with
words of its own in front of it ('month-end backups'); in a unit naming all of the question's
names (in its text or its topic), the sentence's items (split at commas, semicolons, 'and',
'or') include at least two that say the noun and state one value of the asked type each;
exactly one of them says all of the question's words in front of the noun. Its value is the
answer. A rule, not a fitted model: it shares the field rule's measured train accuracy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.conditions import distinct_values
from a2rag.read.features import anchor_keys, names_all_anchors, names_anchor
from a2rag.read.lexical import norm_phrase
from a2rag.read.qualified import value_fits
from a2rag.read.question import Expected, QuestionFrame
from a2rag.read.records import names_another_level
from a2rag.read.subjects import page_subject
from a2rag.read.unstated import unstated_condition
from a2rag.text.match import WORD, stem

_VALUED = frozenset(
    {Expected.NUMBER, Expected.MONEY, Expected.PERCENT, Expected.DURATION, Expected.DATE}
)
_ITEM_END = re.compile(r",\s+(?:and\s+|or\s+)?|;\s+|\s+(?:and|or)\s+")


@dataclass(frozen=True)
class ParallelAnswer:
    text: str
    kind: str  # the question's words for the kind: 'month end backup'
    candidate: Candidate


def _stems(text: str) -> set[str]:
    return {stem(w) for w in WORD.findall(text.lower()) for w in w.split("-") if w}


def _items(text: str) -> list[str]:
    out: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        out.extend(p for p in _ITEM_END.split(sentence) if p.strip())
    return out


def _another_item_does_it(
    frame: QuestionFrame,
    kind: set[str],
    hit: set[str],
    listed: list[tuple[Candidate, bool, set[str]]],
) -> bool:
    """Another item of the list states more of what the question says happened: "How many
    red-crowned crane eggs failed to develop ...?" of '14 red-crowned crane eggs were in
    Suite B ..., 3 eggs failed to develop' asks the item that fails, not the one naming the
    kind; the items then list one kind's parts, not one value per kind."""
    done = {stem(w) for w in frame.words} - kind - frame.anchor_words
    mine = len(done & hit)
    return any(len(done & said) > mine for _, own, said in listed if not own)


def _about_another(frame: QuestionFrame, unit: Unit, cands: list[Candidate]) -> bool:
    """The sentence is about another name than the question's: it names another and none of
    the question's own, which only its page's topic gives ('Kestrel Quay has a 30,000 litre
    diesel tank and a 10,000 litre unleaded petrol tank' on the page of a system serving
    Kestrel Quay and Gullhaven lists Kestrel Quay's tanks, not Gullhaven's); it opens with
    another name's possessive; or its 'its' is the page's subject, another name."""
    named = [a for a in frame.anchors if re.search(r"[A-Z]", a)]
    if not named:
        return False
    keys = [anchor_keys(frame, a) for a in named]
    owner = _OWNER.match(unit.text)
    if owner is not None and not any(names_anchor((norm_phrase(owner[1]),), k) for k in keys):
        return True  # "Loom's RTO is 8 hours and its RPO 24 hours, ... from source in Keystone"
    if any(names_anchor((norm_phrase(unit.text),), k) for k in keys):
        return False
    page = page_subject(unit) if _ITS.search(unit.text) else None
    if page is not None and not any(names_anchor((norm_phrase(page[1]),), k) for k in keys):
        # 'Its RTO is 72 hours and its RPO 24 hours' on Mercator's page, whose opening
        # names Ledgerline EDC as a source of its data: Mercator's values
        return True
    asked = norm_phrase(frame.text)
    return any(
        c.unit is unit and c.label in _NAMES and norm_phrase(c.text) not in asked for c in cands
    )


_NAMES = frozenset({"ORG", "GPE", "FAC", "LOC", "PERSON", "PRODUCT"})
# the sentence opens with its items' owner: "Loom's recovery time objective is 8 hours ..."
_OWNER = re.compile(r"^\s*([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,4})['’]s?\s")
_ITS = re.compile(r"\b(?:[Ii]ts|[Tt]heir)\b")


def parallel_answer(frame: QuestionFrame, cands: list[Candidate]) -> ParallelAnswer | None:
    """The one value of the asked type in the list item that names the question's kind of
    the thing; None when no list gives one item per kind, or the lists disagree."""
    if frame.options or frame.expected not in _VALUED:
        return None
    anchor_words = frame.anchor_words
    kinds = [(noun, set(mods) - anchor_words) for noun, mods in frame.qualified]
    kinds = [(noun, own) for noun, own in kinds if own and noun not in own]
    if not kinds:
        return None
    by_unit: dict[tuple[str, int], list[Candidate]] = {}
    for c in cands:
        if value_fits(frame, c):  # a share answers only a share: '94%' of 'met 94% of the time'
            by_unit.setdefault((c.unit.chunk_id, c.unit.index), []).append(c)
    found: dict[str, tuple[Candidate, str]] = {}
    units = list({id(c.unit): c.unit for c in cands}.values())
    # "how many transactions ... on an average day": a list of pallets per day counts no
    # transactions, though one item names the average day
    counted = stem(frame.head) if frame.expected == Expected.NUMBER and frame.head else None
    for values in by_unit.values():
        if len(values) < 2:
            continue
        unit = values[0].unit
        if counted is not None and counted not in _stems(f"{unit.title} {unit.text}"):
            continue
        items = [(item, _stems(item)) for item in _items(unit.text)]
        for noun, own in kinds:
            listed = []  # (the item's value, whether it says the question's kind, its words)
            for item, said in items:
                inside = distinct_values({norm_phrase(c.text): c for c in values if c.text in item})
                if noun in said and len(inside) == 1:
                    listed.append((inside[0], own <= said, said))
            hits = [(c, said) for c, mine, said in listed if mine]
            if len(listed) < 2 or len(hits) != 1 or not names_all_anchors(frame, unit):
                continue
            if _about_another(frame, unit, cands) or names_another_level(frame.text, unit.text):
                continue  # 'For a P2 the response target was 1 hour' of the P1 target
            if _another_item_does_it(frame, own | {noun}, hits[0][1], listed):
                continue
            hit = hits[0][0]
            if unit.is_table and unstated_condition(frame, unit, hit.text, units):
                continue  # the weekday row's value for "... at the weekend"
            found.setdefault(norm_phrase(hit.text), (hit, " ".join([*sorted(own), noun])))
    kept = distinct_values({k: c for k, (c, _) in found.items()})
    if len(kept) != 1:
        return None
    cand = kept[0]
    return ParallelAnswer(cand.text, found[norm_phrase(cand.text)][1], cand)
