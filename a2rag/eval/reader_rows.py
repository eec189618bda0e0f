"""The reader's training rows: every dev question's candidates with their features and labels.

Evidence per question is what retrieval tends to hand the reader: the gold supporting passages
among the question's nearest distractors (TF-IDF over the dataset's pool), in similarity order.
Unanswerable questions (KB sets) contribute negatives only. Questions are split by a salted
hash of their id into train (70%) and validation (30%).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from a2rag.errors import DatasetError
from a2rag.eval.datasets import Dataset, load_dataset, load_kb
from a2rag.eval.metrics import answer_correct
from a2rag.ingest.load import markdown_to_text
from a2rag.read.candidates import Candidate, ParseCache, units_of
from a2rag.read.compare import compare
from a2rag.read.currency import current_units
from a2rag.read.facts import fact_answer
from a2rag.read.family import family_answer
from a2rag.read.kinds import Kinds, kind_answer, kinds_of_titles
from a2rag.read.nationality import nationality_answer
from a2rag.read.polar import polar_answer
from a2rag.read.question import Expected, frame_question
from a2rag.read.reader import candidate_rows, capped_rows, rule_answer, with_evidence_names
from a2rag.read.shared import shared_answer

PASSAGES_PER_QUESTION = 6


@dataclass
class QuestionRows:
    qid: str
    dataset: str
    split: str
    answers: list[str]
    rows: list[list[float]] = field(default_factory=list)
    labels: list[int] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    # per row: its answer stays a guess (reader.capped_rows: the bridge description is not
    # named in its chunk, or it is not stated for both names the question joins)
    capped: list[bool] = field(default_factory=list)
    options: list[str] = field(default_factory=list)  # the sides of "A or B"
    comparison: str | None = None
    # the value stated under the question's condition (read/conditions.py), or the bound it
    # asks (read/bounds.py), or else of a field the question names (read/fields.py), or else
    # the one number of the unit a count question names (read/measures.py), or else the
    # asked slot of the question's verb (read/arguments.py): one rule, one measured accuracy
    field: str | None = None
    fact: str | None = None  # a role or life date the subject's page states (read/facts.py)
    shared: str | None = None  # what both joined names' pages describe them as (read/shared.py)
    family: str | None = None  # a parent or spouse the subject's page states (read/family.py)
    nation: str | None = None  # the country its page gives the subject (read/nationality.py)
    choice: bool = False  # "A or B": only the comparison rule may answer it
    polar: str | None = None  # yes or no (read/polar.py)
    polar_kind: str | None = None  # how the passages support it: stated or unstated
    kind: str | None = None  # the one thing of the asked kind its subject's page names
    # from a knowledge base of one organisation (not one of POOLS): the fit's folds
    # keep each such base whole, so that thresholds are set on unseen organisations
    kb: bool = False

    @property
    def answerable(self) -> bool:
        return bool(self.answers)


def split_of(qid: str, validation_share: int = 30) -> str:
    bucket = int(hashlib.sha256(f"reader:{qid}".encode()).hexdigest()[:8], 16) % 100
    return "validation" if bucket < validation_share else "train"


def is_correct(pred: str, golds: list[str]) -> bool:
    """The reader learns, and its thresholds are set on, what evaluation counts as correct
    (`answer_correct`: exact, or the gold inside a short answer). A token-F1 rule labelled
    "USD 2.5 million" correct for "USD 90 million" and "EUR 1 million" for "USD 1 million"."""
    return answer_correct(pred, golds)


DEV_SETS = ("hotpotqa", "2wiki", "musique", "enterprise-dev")


def dev_sets_in(data_root: Path) -> list[str]:
    """The dev sets (DEV_SETS) that `data_root` holds questions for."""
    return [n for n in DEV_SETS if (data_root / n / "questions.jsonl").is_file()]


def _sources(
    data_root: Path, kb: Path | None, extra: tuple[Path, ...] = ()
) -> list[tuple[str, Dataset, bool]]:
    out: list[tuple[str, Dataset, bool]] = [
        (name, load_dataset(data_root / name), False) for name in dev_sets_in(data_root)
    ]
    if kb is not None and (kb / "questions.jsonl").is_file():
        out.append(("examples-kb", load_kb(kb), True))
    for folder in extra:
        ds = load_dataset(folder)
        if ds.name in {name for name, _, _ in out}:
            raise DatasetError(f"{folder}: a second dev set named {ds.name!r}")
        out.append((ds.name, ds, False))
    return out


# pools of encyclopedia pages; every other source is a knowledge base of one organisation,
# as users' are (enterprise-dev, the sample KB, `--extra` folders)
POOLS = frozenset({"hotpotqa", "2wiki", "musique"})


def _evidence(ds: Dataset, is_md: bool) -> Callable[[Any], list[tuple[str, str]]]:
    """question -> [(passage id, text)]: gold passages among the nearest TF-IDF distractors."""
    from sklearn.feature_extraction.text import TfidfVectorizer

    texts = [(markdown_to_text(p.text) if is_md else p.text) for p in ds.passages]
    titled = [f"{p.title}. {t}" for p, t in zip(ds.passages, texts, strict=True)]
    vec = TfidfVectorizer(stop_words="english", sublinear_tf=True)
    matrix = vec.fit_transform(titled)
    index = {p.id: i for i, p in enumerate(ds.passages)}

    def pick(q: Any) -> list[tuple[str, str]]:
        sims = (matrix @ vec.transform([q.question]).T).toarray().ravel()
        gold = [index[s] for s in q.supporting_ids if s in index]
        chosen = list(dict.fromkeys(gold))
        for i in np.argsort(-sims):
            if len(chosen) >= max(PASSAGES_PER_QUESTION, len(gold) + 2):
                break
            if int(i) not in chosen:
                chosen.append(int(i))
        chosen.sort(key=lambda i: -sims[i])
        return [(ds.passages[i].id, titled[i]) for i in chosen]

    return pick


@dataclass
class QuestionReading:
    """One question's candidate rows and what the reader's rules answer (same code path as
    `Reader._read`)."""

    rows: list[list[float]] = field(default_factory=list)
    cands: list[Candidate] = field(default_factory=list)
    comparison: str | None = None
    field: str | None = None
    choice: bool = False
    fact: str | None = None
    shared: str | None = None
    family: str | None = None
    nation: str | None = None
    polar: str | None = None
    polar_kind: str | None = None
    kind: str | None = None
    # per candidate: its answer stays a guess (reader.capped_rows)
    capped: list[bool] = dataclasses.field(default_factory=list)
    options: list[str] = dataclasses.field(default_factory=list)


def question_rows(
    nlp: Any, question: str, passages: list[tuple[str, str]], kinds: Kinds | None = None
) -> QuestionReading:
    frame = frame_question(question, nlp)
    units = [u for rank, (pid, text) in enumerate(passages) for u in units_of(pid, rank, text)]
    if frame.expected == Expected.YESNO:
        polar = polar_answer(question, units, ParseCache(nlp).parse) if units else None
        if polar is None:
            return QuestionReading()
        return QuestionReading(polar=polar.text, polar_kind=polar.kind)
    units, _ = current_units(question, units)
    if not units:
        return QuestionReading()
    frame = with_evidence_names(frame, units)
    comparison = compare(question, frame.options, units) if frame.options else None
    parse = ParseCache(nlp).parse  # the rules parse the units again: once per question
    rows, cands = candidate_rows(frame, units, parse)
    found = rule_answer(frame, units, cands, parse)
    # as the reader: the first of these rules that answers is the answer
    fact = fact_answer(question, units) if comparison is None else None
    family = nation = shared = None
    if comparison is None and fact is None:
        family = family_answer(question, units, parse)
        nation = nationality_answer(question, units) if family is None else None
        if family is None and nation is None:
            shared = shared_answer(frame, units, parse)
    ruled = any(r is not None for r in (comparison, fact, family, nation, shared, found))
    # the kind rule answers only where no other rule does
    typed = None if ruled else kind_answer(frame, units, parse, kinds)
    # a proxy comparison is a guess, not the rule whose accuracy is measured
    compared = comparison.answer if comparison and not comparison.proxy else None
    capped = capped_rows(frame, units, cands, parse)
    return QuestionReading(
        rows, cands, compared, found.text if found else None, choice=bool(frame.options),
        fact=fact.text if fact else None, shared=shared.text if shared else None,
        family=family.text if family else None, nation=nation.text if nation else None,
        kind=typed.text if typed else None, capped=capped, options=frame.options,
    )  # fmt: skip


@dataclass
class _Hop:
    """A one-hop question made from a 2Wiki evidence triple, as deep mode asks its hops."""

    id: str
    parent: str  # the question's id: a hop is in its question's split
    question: str
    answers: list[str]
    supporting_ids: list[str]


_PERSON_RELATIONS = {
    "director", "producer", "composer", "screenwriter", "father", "mother", "spouse", "child",
    "founder", "performer", "editor", "sibling",
}  # fmt: skip


def hop_questions(path: Path) -> list[_Hop]:
    """'Who is the director of Oh Billy, Behave?' from ('Oh Billy, Behave', 'director', 'Grover
    Jones'): every distinct (subject, relation) of the questions' evidence triples, with the
    question's gold passages."""
    out: list[_Hop] = []
    seen: set[tuple[str, str]] = set()
    for line in path.open(encoding="utf-8"):
        rec = json.loads(line)
        for n, triple in enumerate(rec.get("evidences") or []):
            if len(triple) != 3 or (triple[0], triple[1]) in seen:
                continue
            subject, relation, value = triple
            seen.add((subject, relation))
            wh = "Who is" if relation in _PERSON_RELATIONS else "What is"
            out.append(
                _Hop(
                    f"{rec['id']}:{n}",
                    rec["id"],
                    f"{wh} the {relation} of {subject}?",
                    [value],
                    list(rec.get("supporting_ids") or []),
                )
            )
    return out


# MuSiQue's '<subject> >> <relation>' hops, said as questions
_MUSIQUE_FORMS = {
    "located in the administrative territorial entity": "In which administrative unit is {s} located?",
    "country": "Which country is {s} in?",
    "place of birth": "Where was {s} born?",
    "place of death": "Where did {s} die?",
    "shares border with": "Which place shares a border with {s}?",
    "part of": "What is {s} part of?",
    "member of sports team": "Which team is {s} a member of?",
    "headquarters location": "Where is the headquarters of {s}?",
    "capital": "What is the capital of {s}?",
    "capital of": "What is {s} the capital of?",
    "educated at": "Where was {s} educated?",
}  # fmt: skip
_MUSIQUE_PERSONS = _PERSON_RELATIONS | {"performer", "author", "cast member", "creator"}


def musique_hop_questions(path: Path) -> list[_Hop]:
    """Each step of MuSiQue's gold decompositions as a one-hop question, with the earlier
    steps' gold answers put in for '#1', '#2' (as deep mode grounds its hops), and the step's
    own supporting passage: "Who is the father of Henry Baring?"."""
    out: list[_Hop] = []
    seen: set[str] = set()
    for line in path.open(encoding="utf-8"):
        rec = json.loads(line)
        steps = rec.get("decomposition") or []
        for n, step in enumerate(steps):
            text = step["question"]
            for k in range(len(steps), 0, -1):
                text = text.replace(f"#{k}", steps[k - 1]["answer"])
            if ">>" in text:
                subject, _, relation = (p.strip() for p in text.partition(">>"))
                form = _MUSIQUE_FORMS.get(relation) or (
                    f"Who is the {relation} of {{s}}?"
                    if relation in _MUSIQUE_PERSONS
                    else f"What is the {relation} of {{s}}?"
                )
                text = form.format(s=subject)
            else:
                text = text.strip()
                text = text[:1].upper() + text[1:] + ("" if text.endswith("?") else "?")
            if text in seen or not step.get("supporting_id"):
                continue
            seen.add(text)
            out.append(
                _Hop(f"{rec['id']}:{n}", rec["id"], text, [step["answer"]], [step["supporting_id"]])
            )
    return out


def build_rows(
    nlp: Any,
    data_root: Path,
    kb: Path | None,
    progress: Callable[[str], None] | None = None,
    *,
    only: set[str] | None = None,
    extra: tuple[Path, ...] = (),
) -> list[QuestionRows]:
    """Candidate rows of every dev question (`only`: these dataset names; `extra`: more
    knowledge-base folders in the dev-set format, `corpus.jsonl` and `questions.jsonl`)."""
    out: list[QuestionRows] = []
    for name, ds, is_md in _sources(data_root, kb, extra):
        if only is not None and name not in only:
            continue
        pick = _evidence(ds, is_md)
        # the pages the knowledge base labels with their subjects' kinds, as KnownNames.kinds
        labelled = kinds_of_titles([p.title for p in ds.passages])

        def kinds(
            names: list[str], labelled: dict[str, dict[str, str]] = labelled
        ) -> dict[str, dict[str, str]]:
            return labelled

        is_kb = name not in POOLS
        for n, q in enumerate(ds.questions):
            rows = _rows_of(nlp, q.id, name, split_of(q.id), q, pick, kinds)
            rows.kb = is_kb
            out.append(rows)
            if progress and (n + 1) % 50 == 0:
                progress(f"{name}: {n + 1}/{len(ds.questions)} questions")
        if name == "2wiki" and (only is None or HOPS in only):
            hops = hop_questions(data_root / name / "questions.jsonl")
            out.extend(_rows_of(nlp, h.id, HOPS, split_of(h.parent), h, pick, kinds) for h in hops)
        if name == "musique" and (only is None or MUSIQUE_HOPS in only):
            steps = musique_hop_questions(data_root / name / "questions.jsonl")
            out.extend(
                _rows_of(nlp, h.id, MUSIQUE_HOPS, split_of(h.parent), h, pick, kinds) for h in steps
            )
    return out


HOPS = "2wiki-hops"
# measured and reported only: the shipped model was fitted before they existed (reader_fit)
MUSIQUE_HOPS = "musique-hops"
HOP_SETS = frozenset({HOPS, MUSIQUE_HOPS})


def _rows_of(
    nlp: Any,
    qid: str,
    dataset: str,
    split: str,
    q: Any,
    pick: Callable[[Any], list[tuple[str, str]]],
    kinds: Kinds | None = None,
) -> QuestionRows:
    """One question's rows over its evidence, labelled by its answers. Hops (HOPS) measure
    the rules on the hops deep mode asks; they are kept out of the 'all' figures."""
    read = question_rows(nlp, q.question, pick(q), kinds)
    qr = QuestionRows(
        qid, dataset, split, list(q.answers), comparison=read.comparison, field=read.field,
        choice=read.choice, fact=read.fact, shared=read.shared, family=read.family,
        nation=read.nation, polar=read.polar, polar_kind=read.polar_kind, kind=read.kind,
        capped=read.capped, options=read.options,
    )  # fmt: skip
    qr.rows = read.rows
    qr.texts = [c.text for c in read.cands]
    qr.labels = [int(is_correct(c.text, q.answers)) for c in read.cands]
    return qr
