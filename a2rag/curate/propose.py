"""Candidate triples from a verified answer's provenance (paper §III-B4).

Only `answered` answers (all three checks passed) are mined, and only their cited chunks: the
reviewer is asked about knowledge the system has already grounded, with pointers to its source.

- `OfflineProposer` turns the verified answer itself into a triple (question subject, the
  question's relation phrase, answer), cited where the answer is stated, and adds the offline
  extractor's subject-verb-object triples from those chunks that involve the answer.
- `LLMProposer` asks the chat model for triples stated in the cited chunks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from a2rag.config import Settings
from a2rag.control.answer import Answer
from a2rag.control.llm_roles import LLMRole
from a2rag.curate.models import TripleCandidate
from a2rag.ingest.models import Chunk
from a2rag.text.names import name_key
from a2rag.text.predicates import normalise_predicate
from a2rag.types import CO_OCCURS, Evidence

_WH = frozenset(
    [
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "many",
        "much",
        "does",
        "did",
        "do",
        "is",
        "are",
        "was",
        "were",
    ]
)
_EDGE_WORDS = frozenset(["of", "in", "at", "on", "for", "to", "by", "from", "with", "about", "as"])
MAX_ANSWER_WORDS = 8  # a longer answer is a sentence, not an entity
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\-]*")


class Proposer(Protocol):
    def propose(self, answer: Answer) -> list[TripleCandidate]: ...


def cited_evidence(answer: Answer) -> list[Evidence]:
    cited = set(answer.citations)
    return [e for e in answer.evidence if e.chunk_id in cited]


def question_predicate(question: str, names: Sequence[str]) -> str:
    """The question's relation phrase: its words minus wh-words, the entity names and edge
    prepositions ("What is the overnight cap of the Osprey desk?" -> "overnight_cap")."""
    drop = {w.casefold() for name in names for w in _WORD.findall(name)}
    words = [w for w in _WORD.findall(question) if w.casefold() not in drop]
    words = [w for w in words if w.casefold() not in _WH]
    predicate = normalise_predicate(" ".join(words))
    parts = predicate.split("_")
    while parts and parts[-1] in _EDGE_WORDS:
        parts.pop()
    while parts and parts[0] in _EDGE_WORDS:
        parts.pop(0)
    return "_".join(parts)


class OfflineProposer:
    def __init__(self, settings: Settings, extractor: Any | None = None) -> None:
        self.settings = settings
        self.extractor = extractor  # an OfflineExtractor (extract_local); None: answer triple only

    def propose(self, answer: Answer) -> list[TripleCandidate]:
        if answer.status != "answered" or not answer.answer:
            return []
        evidence = cited_evidence(answer)
        value = answer.answer.strip()
        stating = [e.chunk_id for e in evidence if value.casefold() in e.text.casefold()]
        out: list[TripleCandidate] = []
        subject, names = self._subject(answer, evidence)
        if subject and stating and len(value.split()) <= MAX_ANSWER_WORDS:
            predicate = question_predicate(answer.question, names)
            if predicate and name_key(subject) != name_key(value):
                out.append(
                    TripleCandidate(
                        subject=subject,
                        predicate=predicate,
                        object=value,
                        chunk_ids=stating,
                        origin="answer",
                    )
                )
        if self.extractor is not None and stating:
            out.extend(self._extracted(evidence, stating, value))
        return out[: self.settings.curation.curation_max_proposals]

    @staticmethod
    def _subject(answer: Answer, evidence: Sequence[Evidence]) -> tuple[str | None, list[str]]:
        """The best-aligned seed of the answering attempt that its cited text names, and every
        seed name and mention (they are not part of the relation phrase)."""
        attempt = next((t for t in answer.trace if t.answer == answer.answer), None)
        if attempt is None:
            return None, []
        names = [str(s.get(k, "")) for s in attempt.seeds for k in ("name", "mention")]
        texts = " ".join(e.text for e in evidence).casefold()
        seeds = sorted(attempt.seeds, key=lambda s: -float(s.get("score", 0.0)))
        for seed in seeds:
            name = str(seed.get("name", ""))
            if name and name.casefold() in texts:
                return name, names
        return None, names

    def _extracted(
        self, evidence: Sequence[Evidence], stating: list[str], value: str
    ) -> list[TripleCandidate]:
        chunks = [
            Chunk(id=e.chunk_id, doc_id=e.doc_id, index=0, text=e.text, token_count=0)
            for e in evidence
            if e.chunk_id in stating
        ]
        key = value.casefold()
        out: list[TripleCandidate] = []
        for ext in self.extractor.extract_local(chunks):  # type: ignore[union-attr]
            for rel in ext.relations:
                if rel.predicate == CO_OCCURS:
                    continue  # co-occurrence is not a statement worth a reviewer's time
                if key in rel.subject.casefold() or key in rel.object.casefold():
                    out.append(
                        TripleCandidate(
                            subject=rel.subject,
                            predicate=rel.predicate,
                            object=rel.object,
                            chunk_ids=[ext.chunk_id],
                            origin="extractor",
                        )
                    )
        return out


class _ProposedTriple(BaseModel):
    subject: str
    predicate: str
    object: str
    chunk_id: str


class ProposalOutput(BaseModel):
    triples: list[_ProposedTriple] = Field(default_factory=list)


def proposal_messages(answer: Answer, evidence: Sequence[Evidence]) -> list[BaseMessage]:
    chunks = "\n\n".join(f"[{e.chunk_id}]\n{e.text}" for e in evidence)
    return [
        SystemMessage(
            content=(
                "You curate a knowledge graph. From the source chunks, list the factual triples "
                "that support the verified answer. Use only facts stated in the chunks; name "
                "entities as the chunk does; predicates are short verb phrases. Reply with JSON: "
                '{"triples": [{"subject": str, "predicate": str, "object": str, '
                '"chunk_id": str}]}'
            )
        ),
        HumanMessage(
            content=(
                f"Question: {answer.question}\nVerified answer: {answer.answer}\n\n"
                f"Source chunks:\n{chunks}"
            )
        ),
    ]


class LLMProposer(LLMRole):
    step = "propose"

    def propose(self, answer: Answer) -> list[TripleCandidate]:
        if answer.status != "answered" or not answer.answer:
            return []
        evidence = cited_evidence(answer)
        if not evidence:
            return []
        out = self.call(
            proposal_messages(answer, evidence),
            ProposalOutput,
        )
        valid = {e.chunk_id for e in evidence}
        triples = [
            TripleCandidate(
                subject=t.subject.strip(),
                predicate=normalise_predicate(t.predicate),
                object=t.object.strip(),
                chunk_ids=[t.chunk_id.strip().strip("[]")],
                origin="llm",
            )
            for t in out.triples
            # a triple pointing at a chunk the model was not shown has no checkable source
            if t.chunk_id.strip().strip("[]") in valid and t.subject.strip() and t.object.strip()
        ]
        return triples[: self.settings.curation.curation_max_proposals]
