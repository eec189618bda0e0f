"""Deterministic, model-free implementations of the LLM roles (DESIGN.md §5).

- Generator: extractive. Picks the evidence sentence that best matches the question (lexical
  overlap + embedding similarity + presence of the expected answer type) and, when the question
  asks for a number, time, person or place, the typed span in it nearest the question's words.
- Verifier: relevance = question-evidence similarity; grounding = the answer occurs in a cited
  sentence; resolution = the answer fits the expected type and is not a restatement.
- Rewriter: sharpens the query by failure type with the aligned entity names and the answer
  type the question implies.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from a2rag.config import Settings
from a2rag.control.answer_type import NUMBER_RE, TIME_RE, AnswerType, expected_type
from a2rag.control.roles import Check, Evidence, Generation, Verdict
from a2rag.control.text_match import (
    LEAD_WORDS,
    PROPER,
    WORD,
    content_words,
    idf_weights,
    norm,
    stem,
    weighted_overlap,
)
from a2rag.ingest.chunk import split_sentences
from a2rag.models.embeddings import Embedder


class OfflineGenerator:
    MAX_EMBEDDED = 16

    def __init__(self, settings: Settings, embedder: Embedder, nlp: Any | None = None) -> None:
        self.settings = settings
        self.embedder = embedder
        self.nlp = nlp

    def generate(self, question: str, evidence: list[Evidence]) -> Generation:
        sentences: list[tuple[str, str]] = []  # (chunk_id, sentence)
        for ev in evidence[: self.settings.evidence_k]:
            for _, sent in split_sentences(ev.text):
                if len(sent) > 12:
                    sentences.append((ev.chunk_id, sent))
        if not sentences:
            return Generation(answer=None, citations=[], rationale="no evidence sentences")
        kind = expected_type(question)
        qwords = content_words(question)
        idf = idf_weights([s for _, s in sentences])
        overlaps = [weighted_overlap(qwords, content_words(s), idf) for _, s in sentences]
        # embed only the lexically most promising sentences: the embedding is the slow part
        keep = sorted(range(len(sentences)), key=lambda i: -overlaps[i])[: self.MAX_EMBEDDED]
        sentences = [sentences[i] for i in sorted(keep)]
        overlaps = [overlaps[i] for i in sorted(keep)]
        vecs = self.embedder.embed([question] + [s for _, s in sentences])
        sims = vecs[1:] @ vecs[0]
        rank_of = {ev.chunk_id: i for i, ev in enumerate(evidence)}
        best: tuple[float, int, str | None] = (-1e9, 0, None)
        for i, (cid, sent) in enumerate(sentences):
            overlap = overlaps[i]
            span = self._extract(sent, question, kind)
            score = 0.35 * float(sims[i]) + 0.45 * overlap + (0.2 if span else 0.0)
            score -= 0.005 * rank_of.get(cid, 0)
            if score > best[0]:
                best = (score, i, span)
        score, i, span = best
        cid, sent = sentences[i]
        return Generation(
            answer=span or sent,
            citations=[cid],
            rationale=f"evidence sentence {i} (score {score:.2f}); expected {kind.value}",
        )

    # -- span extraction ------------------------------------------------------------------
    def _spans(self, sentence: str, kind: AnswerType) -> list[tuple[int, int]]:
        if kind == AnswerType.NUMBER:
            return [m.span() for m in NUMBER_RE.finditer(sentence) if re.search(r"\d", m.group(0))]
        if kind == AnswerType.TIME:
            return [m.span() for m in TIME_RE.finditer(sentence)]
        if kind in (AnswerType.PERSON, AnswerType.PLACE) and self.nlp is not None:
            labels = {"PERSON"} if kind == AnswerType.PERSON else {"GPE", "LOC", "FAC"}
            found = [
                (e.start_char, e.end_char) for e in self.nlp(sentence).ents if e.label_ in labels
            ]
            if found or kind == AnswerType.PLACE:
                return found
        if kind == AnswerType.PERSON:
            return [m.span() for m in PROPER.finditer(sentence) if m.group(0) not in LEAD_WORDS]
        return []

    def _extract(self, sentence: str, question: str, kind: AnswerType) -> str | None:
        spans = self._spans(sentence, kind)
        if not spans:
            return None
        qwords = content_words(question)
        anchors = [m.start() for m in WORD.finditer(sentence) if stem(m.group(0)) in qwords]
        candidates = [(a, b) for a, b in spans if not content_words(sentence[a:b]) <= qwords]
        if not candidates:
            return None

        def distance(span: tuple[int, int]) -> float:
            if not anchors:
                return float(span[0])
            return float(min(min(abs(span[0] - a), abs(span[1] - a)) for a in anchors))

        start, end = min(candidates, key=distance)
        return sentence[start:end].strip(" ,;.")


class OfflineVerifier:
    def __init__(self, settings: Settings, embedder: Embedder) -> None:
        self.settings = settings
        self.embedder = embedder

    def verify(self, question: str, generation: Generation, evidence: list[Evidence]) -> Verdict:
        reasons: dict[str, str] = {}
        # V_rel: is the evidence about the question?
        top = evidence[:5]
        if top and all(e.similarity is not None for e in top):
            rel = max(float(e.similarity or 0.0) for e in top)  # computed in the database
        elif top:
            vecs = self.embedder.embed([question] + [e.text for e in top])
            rel = float(np.max(vecs[1:] @ vecs[0]))
        else:
            rel = 0.0
        relevance = rel >= self.settings.relevance_threshold
        reasons["relevance"] = (
            f"max question-evidence cosine {rel:.2f} (threshold {self.settings.relevance_threshold})"
        )

        # V_grd: is the answer supported by a cited chunk?
        answer = (generation.answer or "").strip()
        cited = [e for e in evidence if e.chunk_id in set(generation.citations)]
        grounding = False
        if answer and cited:
            a = norm(answer)
            holding = [
                sent for e in cited for _, sent in split_sentences(e.text) if a and a in norm(sent)
            ]
            if holding:
                # the sentence that states the answer must be about the question too
                qwords = content_words(question)
                topical = max(
                    len(qwords & content_words(sent)) / max(1, len(qwords)) for sent in holding
                )
                grounding = topical >= self.settings.grounding_min_overlap
                reasons["grounding"] = (
                    f"answer stated in a cited sentence sharing {topical:.0%} of the question's "
                    f"words (min {self.settings.grounding_min_overlap:.0%})"
                )
            elif any(a in norm(e.text) for e in cited):
                grounding = True
                reasons["grounding"] = "answer text occurs in a cited chunk"
            else:
                aw = content_words(answer)
                best = max(len(aw & content_words(e.text)) / max(1, len(aw)) for e in cited)
                grounding = best >= self.settings.grounding_threshold
                reasons["grounding"] = f"{best:.0%} of answer words in cited chunks"
        else:
            reasons["grounding"] = "no answer" if not answer else "no valid citation"

        # V_ans: does the answer resolve the question?
        kind = expected_type(question)
        resolution, why = self._resolves(question, answer, kind)
        reasons["resolution"] = why
        return Verdict(
            relevance=relevance, grounding=grounding, resolution=resolution, reasons=reasons
        )

    @staticmethod
    def _resolves(question: str, answer: str, kind: AnswerType) -> tuple[bool, str]:
        if not answer:
            return False, "no answer"
        new_words = content_words(answer) - content_words(question)
        if not new_words:
            return False, "answer only repeats the question"
        if kind == AnswerType.NUMBER and not re.search(r"\d", answer):
            return False, "question asks for a number; answer has none"
        if kind == AnswerType.TIME and not TIME_RE.search(answer):
            return False, "question asks for a time or date; answer has none"
        if kind in (AnswerType.PERSON, AnswerType.PLACE, AnswerType.ENTITY) and not re.search(
            r"[A-Z]", answer
        ):
            return False, f"question asks for a {kind.value}; answer names none"
        return True, f"answer fits expected type {kind.value}"


class OfflineRewriter:
    """Failure-aware rewrite (paper §III-B3) without a model."""

    def __init__(self, seed_names: dict[str, list[str]] | None = None) -> None:
        self.seed_names = seed_names or {}

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
