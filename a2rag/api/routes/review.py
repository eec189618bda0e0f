"""Human-in-the-loop curation: list, read, approve and reject triple proposals."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from starlette.concurrency import run_in_threadpool

from a2rag.access.audit import audit_action
from a2rag.api.principals import CallerDep
from a2rag.api.schemas import DecisionRequest
from a2rag.api.services import ServicesDep
from a2rag.curate.models import Proposal, ProposalStatus

router = APIRouter(tags=["review"])


@router.get("/proposals", response_model=list[Proposal])
async def proposals(
    svc: ServicesDep,
    status: ProposalStatus | None = ProposalStatus.PENDING,
    limit: Annotated[int, Query(ge=1, le=1000)] = 50,
) -> list[Proposal]:
    """Curation proposals (default: pending), newest first, with their decisions."""
    return await run_in_threadpool(svc.rag.review.find, status, limit)


@router.get("/proposals/{proposal_id}", response_model=Proposal)
async def proposal(proposal_id: str, svc: ServicesDep) -> Proposal:
    return await run_in_threadpool(svc.rag.review.get, proposal_id)


@router.post("/proposals/{proposal_id}/approve", response_model=Proposal)
async def approve(
    proposal_id: str, req: DecisionRequest, svc: ServicesDep, caller: CallerDep
) -> Proposal:
    """Write the triple with its source provenance and record who approved it."""
    decided = await run_in_threadpool(
        lambda: svc.rag.review.approve(proposal_id, reviewer=req.reviewer, note=req.note)
    )
    audit_action(svc.settings, caller.name, "approve", proposal_id, reviewer=req.reviewer)
    return decided


@router.post("/proposals/{proposal_id}/reject", response_model=Proposal)
async def reject(
    proposal_id: str, req: DecisionRequest, svc: ServicesDep, caller: CallerDep
) -> Proposal:
    """Record the rejection; the knowledge graph is not touched."""
    decided = await run_in_threadpool(
        lambda: svc.rag.review.reject(proposal_id, reviewer=req.reviewer, note=req.note)
    )
    audit_action(svc.settings, caller.name, "reject", proposal_id, reviewer=req.reviewer)
    return decided
