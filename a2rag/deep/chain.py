"""The chain: each sub-query grounded with the earlier sub-answers, retrieved over both channels,
read, checked, and expanded once when its answer is not confident (GraphSearch's QG, dual-channel
retrieval and QE modules).

Retrieval per sub-query is the agentic retriever limited to `deep_stages` (the text channel's
dense + BM25 top-k fused with the seed's RELATED neighbourhood); an atomic sub-query rarely needs
more (a question left whole escalates through every stage, as in adaptive mode). A hop is confident when the triple-check passes on its grounded sub-query (the reader's
calibrated answer threshold, the expected type, known names). Expansion, at most
`deep_expansion_rounds` per hop: a bridge round asks the sub-query again through the entity its
evidence sentence links the sub-query's name to ("Which regulator oversees <clinic>?" -> "...
oversees <the clinic's region>?"); without a bridge, a graph round runs every stage.
"""

from __future__ import annotations

import copy
import re
import time
from dataclasses import dataclass, field
from typing import Literal

from a2rag.config import Settings
from a2rag.control.answer import ExpansionTrace, HopTrace
from a2rag.deep.decompose import Decomposition, SubQuery, ground
from a2rag.read.compare import role_holders_in
from a2rag.read.lexical import has_phrase, norm_phrase
from a2rag.read.question import ORG_NOUNS, PERSON_NOUNS, PLACE_NOUNS, owns_directly
from a2rag.read.reader import AnswerCandidate, Reader
from a2rag.read.values import MONTH_NAMES
from a2rag.retrieve.plan import RetrievalPlan
from a2rag.retrieve.retriever import STAGES, AgenticRetriever, Retrieval
from a2rag.types import Evidence, Generation, Generator, Verdict, Verifier

_NAMES = {"ORG", "PERSON", "GPE", "LOC", "FAC", "PRODUCT", "PNP", "NORP", "WORK_OF_ART"}


@dataclass
class Hop:
    trace: HopTrace
    evidence: list[Evidence] = field(default_factory=list)
    generation: Generation | None = None
    verdict: Verdict | None = None
    seed_ids: list[str] = field(default_factory=list)
    citations: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class HopRoles:
    """The reader, generator and verifier that read a decomposed chain's sub-queries."""

    reader: Reader
    generator: Generator
    verifier: Verifier


class ChainRunner:
    def __init__(
        self,
        settings: Settings,
        retriever: AgenticRetriever,
        reader: Reader,
        generator: Generator,
        verifier: Verifier,
        hops: HopRoles | None = None,
    ) -> None:
        self.settings = settings
        self.retriever = retriever
        self.reader = reader
        self.generator = generator
        self.verifier = verifier
        self.hops = hops
        self._retrievals: dict[tuple[str, tuple[str, ...]], Retrieval] = {}

    def run(self, decomposition: Decomposition) -> list[Hop]:
        """Run the chain; a shallow copy per call holds the call's retrieval cache (the
        runner is shared across threads). A decomposed chain's sub-queries, each one relation
        of one subject, are read by the hop roles when given; a question left whole keeps the
        whole-question reader."""
        call = copy.copy(self)
        call._retrievals = {}
        if self.hops is not None and decomposition.kind != "single":
            call.reader, call.generator, call.verifier = (
                self.hops.reader, self.hops.generator, self.hops.verifier
            )  # fmt: skip
        return call._run(decomposition)

    def _run(self, decomposition: Decomposition) -> list[Hop]:
        hops: list[Hop] = []
        answers: dict[int, str] = {}
        side_evidence: list[list[Evidence]] = []
        for sub in decomposition.sub_queries:
            t0 = time.perf_counter()
            missing = [k for k in sub.refs if k not in answers]
            grounded = ground(sub.text, answers)
            trace = HopTrace(
                index=sub.index, role=sub.role, sub_query=sub.text, grounded_query=grounded
            )
            if missing:
                trace.note = "unresolved: no answer for " + ", ".join(f"#{k}" for k in missing)
                hops.append(Hop(trace=trace))
                continue
            if sub.role == "compare":
                hop = self._compare(sub, grounded, trace, side_evidence, decomposition, answers)
            else:
                # an undecomposed question may still be multi-hop: it escalates like adaptive
                stages = STAGES if decomposition.kind == "single" else self._stages
                hop = self._hop(grounded, trace, answer_it=sub.role == "hop", stages=stages)
                if sub.role == "side":
                    side_evidence.append(hop.evidence)
            if hop.generation is not None and hop.generation.answer and sub.role != "side":
                # an unconfident sub-answer still grounds the next hop (the chain is then at
                # best unverified): a flagged chain beats none, a verified one needs every hop
                answers[sub.index] = hop.generation.answer
                if not hop.trace.confident:
                    hop.trace.note = f"provisional: {hop.trace.note}".rstrip(": ")
            hop.trace.latency_ms = round((time.perf_counter() - t0) * 1000, 2)
            hops.append(hop)
        self._confirm(hops)
        return hops

    def _confirm(self, hops: list[Hop]) -> None:
        """A provisional hop read again with the next hop's evidence too: the next hop,
        asked of the provisional answer by name, retrieved that answer's own page ('System
        page: Clarion Paging'), which may state what the hop's evidence left a guess (the
        incident's record names Clarion Paging in prose, and only the page says it is a
        system). Kept only when the same answer then passes the checks; last hops first, so
        that a confirmed hop confirms the one before it."""
        for i in range(len(hops) - 2, -1, -1):
            hop, after = hops[i], hops[i + 1]
            t = hop.trace
            if t.confident or not t.answer or t.role != "hop" or not after.trace.confident:
                continue
            if not has_phrase(norm_phrase(after.trace.grounded_query), norm_phrase(t.answer)):
                continue
            # the hop's best half and the next hop's new chunks, within what a reading reads
            k = self.settings.retrieval.evidence_k
            own = hop.evidence[: max(1, k // 2)]
            seen = {e.chunk_id for e in own}
            evidence = [*own, *(e for e in after.evidence if e.chunk_id not in seen)][:k]
            trial = Hop(trace=t.model_copy(), seed_ids=hop.seed_ids)
            self._answer(trial, t.grounded_query, evidence)
            same = norm_phrase(trial.trace.answer or "") == norm_phrase(t.answer)
            if trial.trace.confident and same:
                trial.trace.note = "confirmed with the next hop's evidence"
                hops[i] = trial

    # -- one hop ------------------------------------------------------------------------------
    def _retrieve(self, query: str, stages: tuple[str, ...]) -> Retrieval:
        key = (query, stages)
        hit = self._retrievals.get(key)
        if hit is None:
            plan = RetrievalPlan.model_validate({"name": "deep-hop", "stages": stages})
            hit = self.retriever.retrieve(query, plan=plan)
            self._retrievals[key] = hit
        return hit

    def _evidence(self, retrieval: Retrieval) -> list[Evidence]:
        return [c.to_evidence() for c in retrieval.evidence[: self.settings.retrieval.evidence_k]]

    @property
    def _stages(self) -> tuple[str, ...]:
        return tuple(self.settings.deep.deep_stages)

    def _hop(
        self, grounded: str, trace: HopTrace, *, answer_it: bool, stages: tuple[str, ...]
    ) -> Hop:
        retrieval = self._retrieve(grounded, stages)
        evidence = self._evidence(retrieval)
        hop = Hop(trace=trace, evidence=evidence, seed_ids=retrieval.seeds.entity_ids)
        self._channels(trace, retrieval)
        if not answer_it:
            trace.confident = bool(evidence)
            trace.note = "side of a comparison: evidence only"
            return hop
        self._answer(hop, grounded, evidence)
        for rnd in range(1, self.settings.deep.deep_expansion_rounds + 1):
            if hop.trace.confident:  # an expansion that answers replaces the hop's trace
                break
            if not self._expand(hop, grounded, rnd):
                break
        return hop

    def _answer(self, hop: Hop, query: str, evidence: list[Evidence]) -> None:
        generation = self.generator.generate(query, evidence) if evidence else None
        verdict = (
            self.verifier.verify(query, generation, evidence) if generation is not None else None
        )
        hop.generation, hop.verdict, hop.evidence = generation, verdict, evidence
        t = hop.trace
        t.top_chunk_ids = [e.chunk_id for e in evidence]
        t.answer = generation.answer if generation else None
        t.citation = generation.citations[0] if generation and generation.citations else None
        t.sentence = generation.sentence if generation else None
        t.confidence = generation.confidence if generation else None
        t.checks = (
            {
                "relevance": verdict.relevance,
                "grounding": verdict.grounding,
                "resolution": verdict.resolution,
            }
            if verdict
            else {}
        )
        t.confident = bool(verdict and verdict.passed and t.answer)
        hop.citations = list(generation.citations) if generation else []
        if verdict is not None and not verdict.passed:
            failed = [k for k, ok in t.checks.items() if not ok]
            t.note = "; ".join(verdict.reasons.get(k, k) for k in failed)

    def _expand(self, hop: Hop, grounded: str, rnd: int) -> bool:
        """One expansion round, each kind at most once per hop (a bridge first, when the
        evidence offers one); False when there is nothing new to try."""
        tried = {e.kind for e in hop.trace.expansions}
        bridge = self._bridge(grounded, hop.evidence) if "bridge" not in tried else None
        if bridge is not None:
            anchor, cand = bridge
            query = grounded.replace(anchor, bare_name(cand.text))
            retrieval = self._retrieve(query, self._stages)
            kind: Literal["bridge", "graph"] = "bridge"
        elif "graph" not in tried:
            query, cand = grounded, None
            retrieval = self._retrieve(query, STAGES)
            kind = "graph"
        else:
            return False
        evidence = self._evidence(retrieval)
        before = hop.trace.model_copy()
        trial = Hop(trace=before)
        self._answer(trial, query, evidence)
        exp = ExpansionTrace(
            round=rnd,
            kind=kind,
            query=query,
            bridge=cand.text if cand else None,
            top_chunk_ids=[e.chunk_id for e in evidence],
            answer=trial.trace.answer,
            confidence=trial.trace.confidence,
            confident=trial.trace.confident,
        )
        hop.trace.expansions.append(exp)
        hop.seed_ids = list(dict.fromkeys(hop.seed_ids + retrieval.seeds.entity_ids))
        if not trial.trace.confident:
            return True
        # the expansion answered: the hop's answer is its, citing the bridge sentence too
        keep = hop.trace.expansions
        hop.trace = trial.trace
        hop.trace.expansions = keep
        hop.generation, hop.verdict = trial.generation, trial.verdict
        hop.citations = list(
            dict.fromkeys(
                [*trial.citations, *([cand.chunk_id, *cand.linked_chunks] if cand else [])]
            )
        )
        hop.evidence = merge_evidence([evidence, hop.evidence])
        hop.trace.note = f"answered by expansion round {rnd} ({kind})"
        return True

    def _bridge(
        self, grounded: str, evidence: list[Evidence]
    ) -> tuple[str, AnswerCandidate] | None:
        """The name the evidence links the sub-query's anchor to: the reader's best candidate
        that is not of the asked type, stated in a sentence that says it names the same thing
        as the anchor (`_identity_link`)."""
        if not evidence:
            return None
        reading = self.reader.read(grounded, evidence[: self.settings.retrieval.evidence_k])
        anchors = [a for a in reading.anchors if a in grounded]
        if not anchors:
            return None
        for cand in reading.candidates:
            key = norm_phrase(cand.text)
            of_asked_type = cand.type_fit >= self.settings.reader.reader_min_type_fit
            if (
                not key
                or (of_asked_type and not names_another_kind(cand.text, reading.head))
                or cand.label not in _NAMES
                or not cand.text[:1].isupper()
                or _a_date_word(cand.text)
                or re.search(
                    rf"(?<![\w-]){re.escape(cand.text)}(?:\s+[\w()/-]+){{0,2}}\s*:", cand.sentence
                )
            ):
                continue  # 'Legacy' of 'Legacy code: IDM2' names a field, no thing
            for anchor in anchors:
                akey = norm_phrase(anchor)
                if (
                    has_phrase(norm_phrase(cand.sentence), akey)
                    and key not in akey
                    and akey not in key
                    and not _listed_together(cand.sentence, anchor, cand.text)
                    and not _another_clause(cand.sentence, anchor, cand.text)
                    and not _denied_link(cand.sentence, anchor, cand.text)
                    and not _owned_by_another_person(grounded, anchor, cand)
                    and _identity_link(cand.sentence, anchor, cand.text)
                ):
                    return anchor, cand
        return None

    def _channels(self, trace: HopTrace, retrieval: Retrieval) -> None:
        top = retrieval.evidence[: self.settings.retrieval.evidence_k]
        trace.text_chunk_ids = [c.chunk_id for c in top if c.stage == "text"]
        trace.graph_chunk_ids = [c.chunk_id for c in top if c.support > 0]

    # -- comparisons --------------------------------------------------------------------------
    def _compare(
        self,
        sub: SubQuery,
        grounded: str,
        trace: HopTrace,
        side_evidence: list[list[Evidence]],
        decomposition: Decomposition,
        answers: dict[int, str],
    ) -> Hop:
        """Read the comparison over each side's evidence (interleaved, so both sides reach the
        reader) and the comparison's own retrieval."""
        per_side = list(side_evidence)
        for k in sub.refs:  # a side given by description: look its answer's attribute up
            query = f"{answers[k]} {decomposition.attribute}".strip()
            per_side.append(self._evidence(self._retrieve(query, self._stages)))
        own = self._retrieve(grounded, self._stages)
        self._channels(trace, own)
        evidence = merge_evidence([*per_side, self._evidence(own)])
        # "the film whose director died later": each director's own page dates them
        holders = role_holders_in(grounded, evidence)
        if holders:
            found = [self._evidence(self._retrieve(name, self._stages)) for name in holders]
            evidence = merge_evidence([*per_side, *found, self._evidence(own)])
        hop = Hop(trace=trace, seed_ids=own.seeds.entity_ids)
        self._answer(hop, grounded, evidence)
        return hop


def _owned_by_another_person(question: str, anchor: str, cand: AnswerCandidate) -> bool:
    """ "What is Martin Harkness's phone extension?" asks what he has: another person his
    sentence names (his deputy, a colleague) is no bridge to it, and that person's extension
    is not his. "... Martin Harkness's deputy's extension" asks another person: a bridge."""
    return cand.label == "PERSON" and owns_directly(question, anchor)


_DATE_WORDS = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
) | frozenset(MONTH_NAMES.lower().split("|"))


def _a_date_word(text: str) -> bool:
    """'December', 'Friday': a time the sentence names, never a thing to ask about instead
    of the anchor ("... the night audit at The Linnet House" is not "... at December")."""
    words = text.lower().split()
    return bool(words) and all(w in _DATE_WORDS for w in words)


# what says that two names name one thing: 'Harrowby Royal Infirmary is Marrowgate's largest
# acute site', 'Vellum ... until 2020 it was DocStore (legacy code DMS05)', a glossary row
# 'Legacy code: DMS05; Current system: Vellum'
_SAME_THING = re.compile(
    r"\b(?:formerly|previously|originally|known\s+as|called|named|renamed|rename|nicknamed?|"
    r"alias|legacy|codes?|former\s+name|new\s+name|short\s+for|stands\s+for|aka|a\.k\.a)\b",
    re.IGNORECASE,
)
_COPULA_GAP = re.compile(
    r"^\s*(?:,\s*)?(?:(?:is|was|are|were)\s+(?:now\s+|also\s+|still\s+)?(?:the\s+|an?\s+)?|"
    r"\(\s*(?:the\s+)?)$",
    re.IGNORECASE,
)


def _identity_link(sentence: str, anchor: str, other: str) -> bool:
    """Whether the sentence says the anchor and the other name are one thing (an alias, a
    former name, a code, 'X is Y', 'X (Y)'), so that a question about the one is one about
    the other. 'RecipeVault runs in Fab 2' is no such link: Fab 2's RPO is not RecipeVault's,
    and a bridge through it answered with another thing's value (fab-dev, verified)."""
    low = sentence.lower()
    a, b = low.find(anchor.lower()), low.find(bare_name(other).lower())
    if a < 0 or b < 0:
        return False
    first = anchor if a < b else bare_name(other)
    gap = sentence[min(a, b) + len(first) : max(a, b)]
    return bool(
        _COPULA_GAP.match(gap)
        or _SAME_THING.search(gap)
        or _SAME_THING.search(sentence[: min(a, b)])
    )


def _listed_together(sentence: str, anchor: str, other: str) -> bool:
    """Two names side by side in a list ('Apologies: Yusuf Harrowell, Oliver Pengelly', 'the
    Records Transfer Team and the Strongroom Environment Team') are peers, not a link: the
    other's extension is not the anchor's."""
    a, b = re.escape(anchor), re.escape(bare_name(other))
    joint = r"\s*(?:,|;|\band\b|\bor\b|&)\s*(?:and\s+)?(?:the\s+)?"
    return bool(
        re.search(rf"{a}(?:\s*\([^)]*\))?{joint}{b}|{b}(?:\s*\([^)]*\))?{joint}{a}", sentence)
    )


# where a sentence goes on to another clause: 'supplied by Tarrow Networks, and a second
# circuit ... carries the Orbis copies' says nothing of Tarrow Networks and Orbis together
_NEXT_CLAUSE = re.compile(r",\s+(?:and|but|while|whereas|whilst)\b|;")


def _another_clause(sentence: str, anchor: str, other: str) -> bool:
    """The anchor and the other name stand in two clauses of the sentence: no link."""
    return _between(sentence, anchor, other, _NEXT_CLAUSE)


# 'Meridian Public Systems is not connected to Meridian Print Services'
_DENIAL = re.compile(
    r"\b(?:not|never|no\s+longer|nor|unrelated|unconnected|neither)\b|n['’]t\b", re.IGNORECASE
)


def _denied_link(sentence: str, anchor: str, other: str) -> bool:
    """The sentence denies a link between the anchor and the other name ('Meridian Public
    Systems is not connected to Meridian Print Services'): no bridge from one to the other."""
    return _between(sentence, anchor, other, _DENIAL)


def _between(sentence: str, anchor: str, other: str, pattern: re.Pattern[str]) -> bool:
    """Whether `pattern` occurs between the anchor and the other name in the sentence."""
    low = sentence.lower()
    a, b = low.find(anchor.lower()), low.find(bare_name(other).lower())
    if a < 0 or b < 0:
        return False
    lo, hi = sorted((a, b))
    return pattern.search(sentence, lo, hi) is not None


_KINDS = ORG_NOUNS | PLACE_NOUNS | PERSON_NOUNS


def _kind_word(text: str) -> str | None:
    """The lower-case kind word a name ends with ('region' of 'Northern Fells region'); none
    in 'Fellmarch Care Quality Authority', where the kind word is part of the name."""
    words = text.split()
    if len(words) < 2 or not words[-1].islower():
        return None
    kind = words[-1].rstrip("s")
    return kind if kind in _KINDS else None


def names_another_kind(text: str, head: str | None) -> bool:
    """'Northern Fells region' is a region, whatever its type fit to "which regulator": a
    name followed by another kind word than the asked one is a bridge, not the answer."""
    kind = _kind_word(text)
    return bool(head) and kind is not None and kind != (head or "").lower()


def bare_name(text: str) -> str:
    """The name without the kind word its sentence gave it: 'Northern Fells' of 'Northern
    Fells region', as the regions table keys it."""
    return " ".join(text.split()[:-1]) if _kind_word(text) else text


def merge_evidence(groups: list[list[Evidence]]) -> list[Evidence]:
    """Round-robin over the groups, first occurrence of a chunk kept."""
    out: dict[str, Evidence] = {}
    for i in range(max((len(g) for g in groups), default=0)):
        for g in groups:
            if i < len(g) and g[i].chunk_id not in out:
                out[g[i].chunk_id] = g[i]
    return list(out.values())
