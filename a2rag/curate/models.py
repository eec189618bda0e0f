"""Proposals and review decisions: what a reviewer sees and what the audit trail keeps."""

from __future__ import annotations

import hashlib
from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, Field

from a2rag.text.names import name_key


class ProposalStatus(StrEnum):
    PENDING = "pending"
    APPROVED = "approved"
    REJECTED = "rejected"


class TripleCandidate(BaseModel):
    """A triple a proposer read out of verified provenance, before it is stored."""

    subject: str = Field(min_length=1, max_length=300)
    predicate: str = Field(min_length=1, max_length=120)
    object: str = Field(min_length=1, max_length=300)
    chunk_ids: list[str] = Field(min_length=1, description="Source chunks that state it.")
    origin: str = Field(description="Who read it out: 'answer', 'extractor' or 'llm'.")

    def proposal_id(self) -> str:
        """Same triple, same id: re-proposing never duplicates (nor reopens a rejection)."""
        key = "\x1f".join((name_key(self.subject), self.predicate, name_key(self.object)))
        return "prop:" + hashlib.sha256(key.encode()).hexdigest()[:20]


class Decision(BaseModel):
    action: str
    reviewer: str
    at: datetime
    note: str = ""


class Proposal(BaseModel):
    id: str
    subject: str
    predicate: str
    object: str
    chunk_ids: list[str]
    origin: str
    status: ProposalStatus
    question: str = ""
    answer: str = ""
    proposed_by: str = ""
    created_at: datetime | None = None
    decisions: list[Decision] = Field(default_factory=list)

    def describe(self) -> str:
        return f"({self.subject}) -[{self.predicate}]-> ({self.object})"
