"""The one thing of the asked kind that the subject's own document names: "Which system caused
INC-2024-0107?" reads Apotheca Gateway from the post-mortem of INC-2024-0107, the only system
it names.

Deep mode asks such first hops of enterprise chains (incident -> system -> supplier), and the
candidate model cannot answer them: the sentence that names the system ("Apotheca Gateway,
the pharmacy dispensing gateway ..., rejected every dispensing request") shares no word with
the question. What answers them is the kind, which enterprise knowledge bases state in their
page labels: 'System page: Apotheca Gateway (MG-SYS-040)' makes Apotheca Gateway a system
(`page_kind`). When the subject's document names exactly one thing that such a page gives the
asked kind (aliases of one page counted once), that page's subject is the answer; of several,
the one whose sentence, then paragraph, states the most of the question's relation words ("Which
system's upgrade did the board defer?": '2. CHG-24-0188: Lumen Archive upgrade ... DEFERRED.');
otherwise two or more answer nothing. A name's own last word ('Kestle Bridge Hospital') is not
taken as its kind: on the dev sets' bridge questions that reading was right 2 times in 11.

The relation decides only between several things ('caused' and 'failed in' are stated nowhere
in the post-mortems), after the page's title: of several, the one the title names. A page that
names its system only by the name staff use ('the Tracker') is read through the knowledge
base's own statement of that name ('Also known as: the Tracker (nickname)' on FabTrack's page,
`other_names`). No reader row measures the rule (its hops are deep mode's sub-queries), so its
accuracy is judged hop by hop end to end (`benchmarks/rule_hops.py`) and recorded in the reader
model as `kind_accuracy`: at stop 72, 19 of 24 hops right on six knowledge bases no change to
this rule looked at, (19 + 1) / (24 + 2) = 0.77 (92 of 102 on the 19 dev sets it was tuned on).
Under the 0.9 that `answered` promises, its answer is a guess, ranked first, just under the
answer threshold.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.fields import _root
from a2rag.read.lexical import content_words, norm_phrase
from a2rag.read.question import Expected, QuestionFrame
from a2rag.read.sides import aboutness, is_head_chunk, names_side
from a2rag.text.names import name_key

MAX_SUBJECT_UNITS = 60
MAX_LOOKUPS = 40  # distinct names looked up in the knowledge base per question
_ASKS_A_THING = frozenset(
    {Expected.ENTITY, Expected.ORG, Expected.PLACE, Expected.OTHER, Expected.PERSON}
)
_NAME_LABELS = frozenset({"ORG", "PRODUCT", "FAC", "GPE", "LOC", "PERSON", "WORK_OF_ART", "EVENT"})
# 'System page: LabRelay (MG-SYS-021)', 'Vendor profile: Orveo Imaging', 'Site profile: ...'
_PAGE_TITLE = re.compile(
    r"^\s*(?P<kind>[A-Za-z][A-Za-z -]{1,40}?)\s+(?:page|profile|fact ?sheet|card|record)\s*:"
    r"\s*(?P<name>[^:]+?)(?:\s*\([^()]*\))?\s*$",
    re.IGNORECASE,
)
# the same label as a Java regular expression for Cypher's `=~` (whole title; any name after
# the colon): a title `_PAGE_TITLE` reads always matches it (retrieve/labelled_pages.cypher)
PAGE_LABEL_CYPHER = (
    r"(?isU)\s*[A-Za-z][A-Za-z -]{1,40}?\s+(?:page|profile|fact ?sheet|card|record)\s*:.*"
)
# kinds the same things go by in one knowledge base's labels and its questions
_SAME_KIND = {"vendor": "supplier", "provider": "supplier", "firm": "company"}
_GENERIC = frozenset({"thing", "one", "name", "entity", "item", "part", "kind", "type"})


def kind_root(word: str) -> str:
    root = _root(word.casefold())
    return _SAME_KIND.get(root, root)


def page_kind(title: str) -> tuple[str, str] | None:
    """(kind, subject) of a page labelled with its subject's kind: 'System page: LabRelay
    (MG-SYS-021)' -> ('system', 'LabRelay'); None for any other title."""
    m = _PAGE_TITLE.match(title or "")
    if m is None:
        return None
    return kind_root(m.group("kind").split()[-1]), m.group("name").strip()


# 'Halyard mission control system', 'HaulTrack fleet management': a name, then what it is
_DESCRIBED = re.compile(
    r"^(?P<name>[A-Z0-9][\w&'’.-]*(?:\s+[A-Z0-9][\w&'’.-]*){0,3})\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)*$"
)


def subject_names(subject: str) -> list[str]:
    """The names a labelled page's subject goes by: itself, and the name that opens a
    subject written as a name and what it is ('Halyard' of 'System page: Halyard mission
    control system'; the page's text and the other pages say 'Halyard')."""
    m = _DESCRIBED.match(subject.strip())
    return [subject, m.group("name")] if m is not None else [subject]


def kinds_of_titles(titles: list[str]) -> dict[str, dict[str, str]]:
    """name key -> {kind: the page subject's name} from page titles (a corpus's or the
    evidence's own)."""
    out: dict[str, dict[str, str]] = {}
    for title in titles:
        found = page_kind(title)
        if found is not None:
            kind, subject = found
            for name in subject_names(subject):
                out.setdefault(name_key(name), {})[kind] = name
    return out


@dataclass(frozen=True)
class KindAnswer:
    text: str  # the page's subject: 'Apotheca Gateway' where the document says 'PDG'
    kind: str
    candidate: Candidate


def _asked_kind(frame: QuestionFrame) -> str | None:
    noun = frame.asked_nouns[-1] if frame.asked_nouns else frame.head
    if not noun:
        return None
    word = noun.split()[-1]
    if not word.isalpha() or word.lower() in _GENERIC:
        return None
    return kind_root(word)


def _about_subject(unit: Unit, anchors: list[str]) -> bool:
    """Whether the unit's document is the subject's own: its title names the subject, or its
    text opens with it; a first line naming it counts only in the document's first chunk
    ('Incident: INC-2024-0107'): a later chunk opens anywhere, and a supplier profile's
    'Quentin managed the account through the CRIMSON migration' is no page about CRIMSON."""
    text = unit.chunk_text or unit.text
    return any(
        names_side(unit.title, a)
        or aboutness(text, a) == 2
        or (aboutness(text, a) == 1 and is_head_chunk(unit.chunk_id))
        for a in anchors
    )


def _name_of(text: str) -> str:
    name = re.sub(r"^(?:the|a|an)\s+", "", text.strip(), flags=re.IGNORECASE)
    return name.strip(" ,.;:'\"’")


def _kind_of(name: str, kind: str, kinds: Mapping[str, Mapping[str, str]]) -> str | None:
    """The page subject a knowledge-base page of the kind names `name` as, or None."""
    return kinds.get(name_key(name), {}).get(kind)


def _runs(doc: Any, inside: Callable[[Any], bool]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    start = None
    for tok in [*doc, None]:
        if tok is not None and inside(tok):
            start = tok.i if start is None else start
        elif start is not None:
            runs.append((start, tok.i if tok is not None else len(doc)))
            start = None
    return runs


def _names_in(unit: Unit, doc: Any) -> list[Candidate]:
    """The unit's names: the tagger's named entities, runs of proper nouns (which split
    'BedBoard and Apotheca Gateway', one noun chunk, into two names) and runs of capitalised
    words, also without their first word ('Apotheca Gateway', which the small tagger may
    not call a proper noun, at the start of a sentence)."""
    spans = {(e.start, e.end) for e in doc.ents if e.label_ in _NAME_LABELS}
    spans.update(_runs(doc, lambda t: t.pos_ == "PROPN"))
    capitalised = _runs(doc, lambda t: t.text[:1].isupper())
    for a, z in capitalised:
        spans.add((a, z))
        if z - a > 1:
            spans.add((a + 1, z))
    for (a, z), (b, y) in itertools.pairwise(capitalised):
        if b == z + 1 and doc[z].lower_ in _JOINS:
            # 'The Yield and Data Engineering team', 'Network & Connectivity Team'
            spans.update({(a, y), (a + 1, y)} if y - a > 3 else {(a, y)})
    return [Candidate(doc[a:z].text, "NAME", unit, a, z) for a, z in sorted(spans)]


# a word inside a capitalised name: 'Infrastructure and Hosting', 'Network & Connectivity'
_JOINS = frozenset({"and", "&", "of", "for"})


Kinds = Callable[[list[str]], Mapping[str, Mapping[str, str]]]
OtherNames = Callable[[list[str]], Mapping[str, list[str]]]
MAX_NICKNAMES = 4  # untyped names per question looked up as another name of something


def kind_answer(
    frame: QuestionFrame,
    units: list[Unit],
    parse: Callable[[list[str]], list[Any]],
    kinds: Kinds | None = None,
    other_names: OtherNames | None = None,
) -> KindAnswer | None:
    """The one name of the asked kind in the documents about the question's subject; None
    when the question asks no kind, no document is about its subject, or it names no such
    thing or several. `kinds` looks names up in the knowledge base's labelled pages (name
    key -> {kind: page subject}); the evidence's own page titles count too. `other_names`
    reads what the knowledge base says a name no page is labelled with is another name of
    (a post-incident review that names its system only as 'the Tracker')."""
    if frame.options or frame.expected not in _ASKS_A_THING or not frame.anchors:
        return None
    kind = _asked_kind(frame)
    if kind is None or _through_another(frame, kind) or _TIMED.search(frame.text):
        return None
    own = [u for u in units if _about_subject(u, frame.anchors)][:MAX_SUBJECT_UNITS]
    if not own:
        return None
    asked = norm_phrase(frame.text)
    named: list[tuple[str, Candidate]] = []
    called: set[str] = set()  # 'the Tracker': how pages write the name staff use
    titled: set[str] = set()
    for unit, doc in zip(own, parse([u.text for u in own]), strict=True):
        for cand in _names_in(unit, doc):
            name = _name_of(cand.text)
            if name[:1].isupper() and norm_phrase(name) not in asked:
                named.append((name, cand))
                if cand.start > 0 and doc[cand.start - 1].lower_ == "the":
                    called.add(name)
                if _in_title(unit.title, name):
                    titled.add(name)
    if not named:
        return None
    every: dict[str, dict[str, str]] = {}
    if kinds is not None:
        looked_up = list(dict.fromkeys([*frame.anchors, *(n for n, _ in named)]))[:MAX_LOOKUPS]
        every = _merged(every, kinds(looked_up))
    every = _merged(every, kinds_of_titles([u.title for u in units if u.title]))
    if any(_kind_of(a, kind, every) is not None for a in frame.anchors):
        # "Which team owns Targeting Systems Team?": a sub-query grounded with a thing of the
        # asked kind itself asks nothing the rule can read
        return None
    found: dict[str, list[KindAnswer]] = {}
    for name, cand in named:
        page = _kind_of(name, kind, every)
        if page is not None:
            found.setdefault(name_key(page), []).append(KindAnswer(page, kind, cand))
    untyped = [n for n in dict.fromkeys(n for n, _ in named) if n in called | titled]
    untyped = [n for n in untyped if name_key(n) not in every][:MAX_NICKNAMES]
    if untyped and other_names is not None:
        _add_nicknamed(found, named, untyped, other_names, kinds, every, kind)
    in_title = _named_in_title(found)
    said = {_name_of(a.candidate.text) for answers in found.values() for a in answers}
    if not said & (called | titled) and any(n in called & titled - said for n in untyped):
        # 'INC-2024-031: Tracker outage' and 'the Tracker stopped ...': the review is about a
        # thing no page gives a kind; another system it names in passing is no answer
        return None
    found = in_title if len(in_title) == 1 else found
    if len(found) > 1:
        found = _stating_the_relation(frame, found)
    return found[next(iter(found))][0] if len(found) == 1 else None


def _merged(
    every: dict[str, dict[str, str]], more: Mapping[str, Mapping[str, str]]
) -> dict[str, dict[str, str]]:
    for key, labelled in more.items():
        every.setdefault(key, {}).update(labelled)
    return every


def _add_nicknamed(
    found: dict[str, list[KindAnswer]],
    named: list[tuple[str, Candidate]],
    untyped: list[str],
    other_names: OtherNames,
    kinds: Kinds | None,
    every: dict[str, dict[str, str]],
    kind: str,
) -> None:
    """Adds the things of the asked kind that the knowledge base says untyped names are
    other names of ('the Tracker' -> FabTrack, a system)."""
    stated = other_names(untyped)
    forms = list(dict.fromkeys(f for n in untyped for f in stated.get(n, [])))
    if not forms:
        return
    if kinds is not None:
        every = _merged(dict(every), kinds(forms[:MAX_LOOKUPS]))
    for name, cand in named:
        for form in stated.get(name, []):
            page = _kind_of(form, kind, every)
            if page is not None:
                found.setdefault(name_key(page), []).append(KindAnswer(page, kind, cand))


def _in_title(title: str, name: str) -> bool:
    """Whether the title writes the name as the text does, capitals and all: 'Tracker
    outage', not the 'paging delays' of a review that names Paging in its text."""
    return bool(title) and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", title) is not None


def _named_in_title(found: dict[str, list[KindAnswer]]) -> dict[str, list[KindAnswer]]:
    """The things of the kind that the subject's page names in its title (the runbook
    'RUN-014: Halyard failover to Dunmore' is about Halyard, whatever else its steps name)."""
    return {
        key: answers
        for key, answers in found.items()
        if any(_in_title(a.candidate.unit.title, _name_of(a.candidate.text)) for a in answers)
    }


def _paragraph(unit: Unit) -> str:
    """The unit's paragraph, or its list item: each item of minutes' decisions ('- FamilyLink
    video-calling module. DEFERRED ...') states its own relation."""
    text = unit.chunk_text or unit.text
    at = text.find(unit.text[:80])
    if at < 0:
        return unit.text
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    if _ITEM.match(line):
        return line
    start = text.rfind("\n\n", 0, at)
    end = text.find("\n\n", at)
    return text[start + 2 if start >= 0 else 0 : end if end >= 0 else len(text)]


_ITEM = re.compile(r"^\s*(?:[-*\u2022]|\d+[.)])\s")
# "the home where INC-2025-067 happened", "the system whose upgrade ...", "the system the
# Steering Group agreed to extend", "the tool made the sole scheduler": a thing of another kind
# the question reaches its subject through
_THROUGH = re.compile(
    r"\bthe\s+([a-z]+)\s+(?:where|that|which|whose|who|when|(?=the\s+[A-Z])"
    r"|(?=(?:[a-z]+ed|made|built|run|chosen|held|kept|set|sold|bought)\s))"
)


# "Which team does RUN-022 page if the payroll file fails on a Saturday?": the one team a
# runbook names may be its weekday one; which applies when is the condition rules' to read
_TIMED = re.compile(
    r"\b(?:(?:on|at) (?:an? |the )?(?:weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
    r"|bank holidays?|night)|out of hours|out-of-hours|outside (?:office|business|working) hours"
    r"|overnight)\b",
    re.IGNORECASE,
)


def _through_another(frame: QuestionFrame, kind: str) -> bool:
    """Whether the question asks its kind of a thing it describes by another one: "Which
    team is based at the home where INC-2025-067 happened?" asks no team the incident's
    review names, but the team of the home the review names; deep mode's hops read that."""
    return any(kind_root(m.group(1)) != kind for m in _THROUGH.finditer(frame.text))


def _stating_the_relation(
    frame: QuestionFrame, found: dict[str, list[KindAnswer]]
) -> dict[str, list[KindAnswer]]:
    """Of several things of the kind, those whose sentence, and then whose paragraph, states
    the most of the question's relation words ('2. CHG-24-0188: Lumen Archive upgrade ...
    DEFERRED.' for "Which system's upgrade did the board defer?"; 'The Yield and Data
    Engineering team own and develop it.' for "Which team develops YieldLens?", whose
    paragraph names another team too); all of them when none states any."""
    relation = frame.relation_words
    score = {
        key: max(
            (
                len(relation & content_words(a.candidate.unit.text)),
                len(relation & content_words(_paragraph(a.candidate.unit))),
            )
            for a in answers
        )
        for key, answers in found.items()
    }
    best = max(score.values())
    return {k: v for k, v in found.items() if score[k] == best} if best > (0, 0) else found
