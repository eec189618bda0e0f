"""Deterministic, model-free implementations of the LLM roles (DESIGN.md §5).

- Generator: the offline reader's best candidate answer, citing the chunk whose sentence
  states it, with the reader's calibrated confidence.
- Verifier: three independent checks. Relevance: every name the question relies on is known
  to the knowledge base and the evidence is about the question. Grounding: the reader is
  confident the cited sentence states the question's relation about the answer. Resolution:
  the answer is of the asked type, is not a restatement, and names one side of a comparison.
- Rewriter: sharpens the query by failure type with the aligned entity names and the answer
  type the question implies.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from a2rag.config import Settings
from a2rag.read.casing import caseless, lower_case, unfamiliar_words
from a2rag.read.compare import role_holders_in
from a2rag.read.features import label_phrase
from a2rag.read.incident_hops import incident_names_in
from a2rag.read.lexical import content_words, has_phrase, norm_phrase
from a2rag.read.reader import AnswerCandidate, Reader, Reading
from a2rag.text.answer_type import AnswerType, expected_type
from a2rag.types import Check, Evidence, Generation, Verdict


class NameLookup(Protocol):
    def unknown(self, names: list[str]) -> list[str]: ...

    def capitalised(self, words: list[str], *, alone: bool = True) -> list[str]: ...


def reader_threshold(settings: Settings, reader: Reader, name: str) -> float:
    """A confidence threshold: the setting when given, else the one calibrated with the model."""
    return reader.threshold(name, getattr(settings.reader, f"reader_{name}_confidence"))


class OfflineGenerator:
    def __init__(self, settings: Settings, reader: Reader) -> None:
        self.settings = settings
        self.reader = reader

    def generate(self, question: str, evidence: list[Evidence]) -> Generation:
        reading = self.reader.read(question, evidence[: self.settings.retrieval.evidence_k])
        best = reading.best
        if best is None:
            return Generation(answer=None, citations=[], rationale=reading.note or "no candidate")
        runner = reading.candidates[1] if len(reading.candidates) > 1 else None
        rationale = (
            f"reader: expected {reading.expected.phrase}; best {best.text!r} "
            f"(confidence {best.confidence:.2f}; {', '.join(best.reasons)})"
        )
        if runner is not None:
            rationale += f"; runner-up {runner.text!r} ({runner.confidence:.2f})"
        return Generation(
            answer=best.text,
            citations=list(dict.fromkeys([best.chunk_id, *best.linked_chunks])),
            rationale=rationale,
            confidence=best.confidence,
            sentence=best.sentence,
        )


def _unseen_names(question: str, reading: Reading, names: NameLookup | None) -> str | None:
    """Why an answer to a question whose names its capitals do not show cannot be verified,
    or None: in lower case it names nothing the knowledge base knows, or (in lower case or
    with only a first capital, as phones type) it holds a word no dictionary has, which the
    knowledge base writes as a name and the reading took for none ('orveo' of "What is the
    annual value of the orveo imaging contract?", answered from another contract; not
    'locum', which the text writes in lower case)."""
    if not caseless(question):
        return None
    if lower_case(question) and not reading.anchors:
        return (
            "the question has no capital letters and names nothing the knowledge base knows, "
            "so what it is about cannot be checked"
        )
    named = " ".join(
        f.lower() for a in reading.anchors for f in [a, *reading.anchor_forms.get(a, [])]
    )
    unseen = [w for w in unfamiliar_words(question) if w not in named]
    if unseen and names is not None:
        unseen = names.capitalised(unseen, alone=False)
    if not unseen:
        return None
    listed = ", ".join(f"'{w}'" for w in unseen)
    return f"written without capitals, the question may name {listed}, which it does not show"


def _matching(reading: Reading, answer: str) -> AnswerCandidate | None:
    key = norm_phrase(answer)
    for cand in reading.candidates:
        if norm_phrase(cand.text) == key:
            return cand
    return None


class OfflineVerifier:
    def __init__(
        self,
        settings: Settings,
        reader: Reader,
        names: NameLookup | None = None,
        single_hop: Callable[[str], bool] | None = None,
    ) -> None:
        """`single_hop(question)`: the question asks one relation of the subjects it names
        (offline decomposition finds no bridge). Only then is an answer read about some other
        subject off-topic: a bridge question's answer is stated about its bridge entity."""
        self.settings = settings
        self.reader = reader
        self.names = names
        self.single_hop = single_hop

    def verify(self, question: str, generation: Generation, evidence: list[Evidence]) -> Verdict:
        reasons: dict[str, str] = {}
        answer = (generation.answer or "").strip()
        reading = self.reader.read(question, evidence[: self.settings.retrieval.evidence_k])
        cand = _matching(reading, answer) if answer else None
        # the question's values the answer holds (a day of a rota's week) or the reading took
        # as a condition ('21:00 on a Wednesday' as out of hours): no names to look for
        held = _Held(cand.within if cand is not None else [], reading.conditions)
        relevance, reasons["relevance"] = self._relevance(
            question, evidence, held, reading.anchor_forms
        )
        grounding, reasons["grounding"] = self._grounding(generation, cand)
        about: bool | None = None
        if answer and grounding:
            unseen = _unseen_names(question, reading, self.names)
            if unseen is not None:
                grounding, reasons["grounding"] = False, unseen
        if answer:
            named, why = self._anchored(reading, generation, evidence, held)
            if grounding and not named:
                grounding, reasons["grounding"] = False, why
            if named or (self.single_hop is not None and self.single_hop(question)):
                about = named  # else maybe a bridge, stated about its bridge entity
            if named and why and not grounding:
                # a guess from evidence that never names 'Ortonbury' of "How many racks
                # does Brackenfold rent at the Ortonbury data centre?" is not shown
                about = False
            if about is False:
                reasons["subject"] = why
        resolution, reasons["resolution"] = self._resolution(reading, answer, cand)
        return Verdict(
            relevance=relevance,
            grounding=grounding,
            resolution=resolution,
            reasons=reasons,
            about_subject=about,
        )

    def _relevance(
        self,
        question: str,
        evidence: list[Evidence],
        within: _Held,
        forms: dict[str, list[str]] | None = None,
    ) -> tuple[bool, str]:
        """V_rel: the knowledge base knows every name the question relies on, and the evidence
        is about the question (cosine computed in the database). A date the answer's dated
        row holds in its period (`within`: a day of a rota's week) is a value, not a name.
        `forms`: the other names the reading found for the question's names; a name the
        evidence writes only in another form ('UPS' as 'uninterruptible power supply') is
        known."""
        frame = self.reader.frame(question)
        # a question without capitals names nothing; its unusual words stand for its names
        asked = unfamiliar_words(question) if caseless(question) else []
        if self.names is not None and (frame.anchors or asked):
            # cached per question by the lookup
            unknown = self.names.unknown(list(dict.fromkeys([*frame.anchors, *asked])))
            unknown = [n for n in unknown if not within.holds(n) and not (forms or {}).get(n)]
            if unknown:
                listed = ", ".join(f"'{n}'" for n in unknown)
                return False, f"no {listed} in the knowledge base"
        sims = [float(e.similarity) for e in evidence[:5] if e.similarity is not None]
        if not evidence:
            return False, "no evidence"
        best = max(sims, default=0.0)
        ok = best >= self.settings.control.relevance_threshold
        known = f"names known ({', '.join(frame.anchors)}); " if frame.anchors else ""
        return ok, (
            f"{known}max question-evidence cosine {best:.2f} "
            f"(threshold {self.settings.control.relevance_threshold})"
        )

    def _grounding(self, generation: Generation, cand: AnswerCandidate | None) -> tuple[bool, str]:
        """V_grd: the reader is confident that a cited sentence states the question's relation
        about this answer (not merely that the answer occurs in a cited chunk)."""
        if not generation.answer:
            return False, "no answer"
        if cand is None:
            return False, "the reader finds no sentence in the evidence that states this answer"
        if cand.chunk_id not in generation.citations:
            return False, f"the sentence that states it is in {cand.chunk_id}, which is not cited"
        need = reader_threshold(self.settings, self.reader, "answer")
        ok = cand.confidence >= need
        return ok, (
            f"reader confidence {cand.confidence:.2f} (min {need:.2f}) that "
            f"{cand.sentence[:160]!r} states the answer"
        )

    @staticmethod
    def _anchored(
        reading: Reading, generation: Generation, evidence: list[Evidence], within: _Held
    ) -> tuple[bool, str]:
        """A sentence can state the relation about some other subject: 'generator fuel lasts
        36 hours' of a data centre, asked of a hospital. So the cited chunks, or the titles
        of their documents, must name one of the question's subjects; an answer found only
        elsewhere stays unverified. Returns whether one is named, and why the ones not named
        matter (empty when all are): a guess needs them all."""
        if not reading.anchors:
            return True, ""
        cited = " ".join(
            f"{e.title}\n{e.text}" for e in evidence if e.chunk_id in generation.citations
        )
        text, words = norm_phrase(cited), content_words(cited)

        def named(anchor: str) -> bool:
            key, need = norm_phrase(anchor), content_words(anchor)
            # "St Aldric's" names "St Aldric's General Hospital"
            return has_phrase(text, key) or (bool(need) and 3 * len(need & words) >= 2 * len(need))

        unnamed = [
            a
            for a in reading.anchors
            if not any(named(f) for f in [a, *reading.anchor_forms.get(a, [])])
            and not within.holds(a)  # a day of the row's week, or a condition read
        ]
        if len(unnamed) < len(reading.anchors):
            return True, _unnamed(unnamed)
        return False, _unnamed(reading.anchors)

    def _resolution(
        self, reading: Reading, answer: str, cand: AnswerCandidate | None
    ) -> tuple[bool, str]:
        """V_ans: the answer is of the asked type, says something the question does not, and
        a comparison's answer is one of its sides."""
        if not answer:
            return False, "no answer"
        if reading.options:
            key = norm_phrase(answer)
            if not any(
                key and (key in norm_phrase(o) or norm_phrase(o) in key) for o in reading.options
            ):
                return False, f"a comparison of {' / '.join(reading.options)}; answer is neither"
            return True, "names one side of the comparison"
        if not content_words(answer) - content_words(reading.question) and not re.search(
            r"\d", answer
        ):
            return False, "answer only repeats the question"
        fit = cand.type_fit if cand is not None else 0.0
        if fit < self.settings.reader.reader_min_type_fit:
            return (
                False,
                f"question asks for {reading.expected.phrase}; answer is "
                f"{label_phrase(cand.label if cand else None)}",
            )
        return True, f"answer is {reading.expected.phrase}, as asked (type fit {fit:.1f})"


class OfflineRewriter:
    """Failure-aware rewrite (paper §III-B3) without a model."""

    def rewrite(
        self,
        question: str,
        current_query: str,
        failure: Check,
        verdict: Verdict,
        evidence: list[Evidence],
    ) -> str:
        kind = expected_type(question)
        if failure == Check.RELEVANCE:
            # off-topic evidence: restate with the named entities only, sharpest first
            names = [w for w in re.findall(r"\b[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*", question)]
            core = " ".join(dict.fromkeys(names)) or " ".join(sorted(content_words(question)))
            return (
                f"{core} {' '.join(sorted(content_words(question) - content_words(core)))}".strip()
            )
        if failure == Check.GROUNDING:
            holders = role_holders_in(question, evidence)
            if holders:  # "the film whose director died later": look the directors up
                return f"{question} {' '.join(holders)}"
            named = incident_names_in(question, evidence)
            if named:  # the record names 'Clarion Paging': look its page up
                return f"{question} {' '.join(named)}"
            # unsupported answer: ask for the exact statement in the source text
            return f"{question} exact {kind.value} stated in the source"
        # unresolved: make the missing answer type explicit
        cue = {
            AnswerType.NUMBER: "amount limit percentage value",
            AnswerType.TIME: "time date deadline duration",
            AnswerType.PERSON: "person name responsible",
            AnswerType.PLACE: "location city",
        }.get(kind, "name")
        return f"{question} {cue}"


def _unnamed(anchors: list[str]) -> str:
    """Why evidence that does not name these question names is not about the question."""
    if not anchors:
        return ""
    listed = ", ".join(f"'{a}'" for a in anchors)
    return f"the cited evidence does not name {listed}, which the question asks about"


@dataclass(frozen=True)
class _Held:
    """The question's words that are no names to look for: the dates the answer's dated row
    holds in its period (`AnswerCandidate.within`, a day of a rota's week) and the words the
    reading took as a condition (`Reading.conditions`: '21:00', 'Wednesday', 'v1.4')."""

    within: list[str]
    conditions: list[str]

    def holds(self, name: str) -> bool:
        if any(name in w or w in name for w in self.within):
            return True
        key, words = norm_phrase(name), content_words(name)
        # whole words only: 'old' of "the old policy" holds no 'Goldcrest'
        return any(
            key == norm_phrase(c) or (bool(words) and words <= content_words(c))
            for c in self.conditions
        )
