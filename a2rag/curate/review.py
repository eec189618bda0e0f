"""The review queue in Neo4j: store proposals, list them, approve or reject with an audit trail.

Approval and rejection are single transactions guarded by `status = 'pending'`, so two reviewers
deciding at once cannot both win. Only approval writes to the knowledge graph.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from a2rag.config import Settings
from a2rag.control.answer import Answer
from a2rag.curate.models import Decision, Proposal, ProposalStatus, TripleCandidate
from a2rag.errors import InvalidInput, ProposalConflict, ProposalNotFound
from a2rag.graph import migrations
from a2rag.graph.driver import Graph
from a2rag.models.embeddings import Embedder
from a2rag.text.names import entity_id, name_key

MAX_REVIEWER_CHARS = 200
MAX_NOTE_CHARS = 2000


def _native(value: Any) -> Any:
    """Neo4j temporal values to Python ones."""
    return value.to_native() if hasattr(value, "to_native") else value


def _proposal(row: dict[str, Any], decisions: Sequence[dict[str, Any]] = ()) -> Proposal:
    data = dict(row)
    return Proposal(
        id=data["id"],
        subject=data["subject"],
        predicate=data["predicate"],
        object=data["object"],
        chunk_ids=list(data.get("chunk_ids") or []),
        origin=data.get("origin") or "",
        status=ProposalStatus(data["status"]),
        question=data.get("question") or "",
        answer=data.get("answer") or "",
        proposed_by=data.get("proposed_by") or "",
        created_at=_native(data.get("created_at")),
        decisions=[
            Decision(
                action=d["action"],
                reviewer=d["reviewer"],
                at=_native(d["at"]),
                note=d.get("note") or "",
            )
            for d in decisions
        ],
    )


def _who(reviewer: str, note: str) -> tuple[str, str]:
    reviewer = " ".join(reviewer.split())
    if not reviewer:
        raise InvalidInput("a decision needs the reviewer's name")
    if len(reviewer) > MAX_REVIEWER_CHARS or len(note) > MAX_NOTE_CHARS:
        raise InvalidInput(
            f"reviewer is limited to {MAX_REVIEWER_CHARS} and note to {MAX_NOTE_CHARS} characters"
        )
    return reviewer, note.strip()


class ReviewQueue:
    def __init__(self, settings: Settings, graph: Graph, embedder: Embedder) -> None:
        self.settings = settings
        self.graph = graph
        self.embedder = embedder
        migrations.migrate(graph)  # idempotent; the proposal constraints must exist

    def submit(
        self, answer: Answer, candidates: Sequence[TripleCandidate], *, proposed_by: str
    ) -> list[str]:
        """Store new candidates as pending proposals; returns the ids of this answer's pending
        proposals (new ones and ones already waiting). Triples the graph holds are skipped."""
        unique = {c.proposal_id(): c for c in candidates}
        if not unique:
            return []
        cands = list(unique.values())
        present = {
            r["index"]
            for r in self.graph.read(
                "curate/existing_triples",
                triples=[
                    {"subject": c.subject, "predicate": c.predicate, "object": c.object}
                    for c in cands
                ],
            )
            if r["present"]
        }
        rows = [
            {
                "id": c.proposal_id(),
                "subject": c.subject,
                "predicate": c.predicate,
                "object": c.object,
                "chunk_ids": c.chunk_ids,
                "origin": c.origin,
                "question": answer.question,
                "answer": answer.answer or "",
            }
            for i, c in enumerate(cands)
            if i not in present
        ]
        if not rows:
            return []
        stored = self.graph.write(
            "curate/create_proposals", proposals=rows, proposed_by=proposed_by
        )
        return [str(r["id"]) for r in stored if r["status"] == ProposalStatus.PENDING]

    def find(self, status: ProposalStatus | None = None, limit: int = 50) -> list[Proposal]:
        rows = self.graph.read(
            "curate/list_proposals", status=status.value if status else None, limit=limit
        )
        return [_proposal(r["proposal"], r["decisions"]) for r in rows]

    def get(self, proposal_id: str) -> Proposal:
        return self._read(proposal_id)[0]

    def _read(self, proposal_id: str) -> tuple[Proposal, list[str]]:
        """The proposal with its decisions, and which of its source chunks still exist."""
        rows = self.graph.read("curate/get_proposal", id=proposal_id)
        if not rows:
            raise ProposalNotFound(f"no proposal {proposal_id!r}: see `a2rag review list`")
        row = rows[0]
        return _proposal(row["proposal"], row["decisions"]), list(row["live_chunks"])

    def counts(self) -> dict[str, int]:
        out = {s.value: 0 for s in ProposalStatus}
        for r in self.graph.read("curate/proposal_counts"):
            out[str(r["status"])] = int(r["proposals"])
        return out

    def approve(self, proposal_id: str, *, reviewer: str, note: str = "") -> Proposal:
        """Write the triple with its provenance, record the decision, mark GDS stale."""
        reviewer, note = _who(reviewer, note)
        proposal, live = self._pending(proposal_id)
        if not live:
            raise ProposalConflict(
                f"proposal {proposal_id} cannot be approved: its source chunks "
                f"{proposal.chunk_ids} are no longer in the graph (document deleted); reject it"
            )
        subject = self._entity(proposal.subject)
        obj = self._entity(proposal.object)
        if subject["id"] == obj["id"]:
            raise ProposalConflict(
                f"proposal {proposal_id} relates {proposal.subject!r} to itself; reject it"
            )
        done = self.graph.write(
            "curate/approve_proposal",
            id=proposal_id,
            reviewer=reviewer,
            note=note,
            predicate=proposal.predicate,
            chunk_ids=live,
            subject=subject,
            object=obj,
        )
        if not done:
            raise self._conflict(proposal_id)
        # the new edge and mentions change who may read the two entities
        self.graph.write("access/refresh_entity_groups", ids=[subject["id"], obj["id"]])
        return self.get(proposal_id)

    def reject(self, proposal_id: str, *, reviewer: str, note: str = "") -> Proposal:
        reviewer, note = _who(reviewer, note)
        self._pending(proposal_id)
        if not self.graph.write(
            "curate/reject_proposal", id=proposal_id, reviewer=reviewer, note=note
        ):
            raise self._conflict(proposal_id)
        return self.get(proposal_id)

    def _pending(self, proposal_id: str) -> tuple[Proposal, list[str]]:
        proposal, live = self._read(proposal_id)
        if proposal.status != ProposalStatus.PENDING:
            raise self._conflict(proposal_id, proposal)
        return proposal, live

    def _conflict(self, proposal_id: str, proposal: Proposal | None = None) -> ProposalConflict:
        proposal = proposal or self.get(proposal_id)
        last = proposal.decisions[-1] if proposal.decisions else None
        by = f" by {last.reviewer} at {last.at.isoformat()}" if last else ""
        return ProposalConflict(f"proposal {proposal_id} is already {proposal.status.value}{by}")

    def _entity(self, name: str) -> dict[str, Any]:
        """The existing entity the name (or an alias) denotes, else a new one to create."""
        rows = self.graph.read("curate/resolve_entity", name=name)
        if rows:
            return {"id": rows[0]["id"], "name": rows[0]["name"], "name_key": "", "embedding": None}
        key = name_key(name)
        if not key:
            raise ProposalConflict(f"{name!r} is not a usable entity name; reject the proposal")
        return {
            "id": entity_id(key),
            "name": name,
            "name_key": name.casefold(),
            "embedding": self.embedder.embed([name])[0].tolist(),
        }
