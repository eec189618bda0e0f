"""The LLM query decomposer: the same contract as the offline one (at most N sub-queries, later
ones naming earlier answers as #k), from one structured call.

A reply that breaks the contract (a placeholder naming a later or missing sub-query, too many
sub-queries, none at all) or that stays malformed after the retries is not used: the offline
decomposition is, and the decomposition's note says why. Comparisons keep the offline
decomposition (its side lookups feed the reader's comparator). The token budget still ends the
question (`BudgetExhausted` propagates).
"""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel

from a2rag.config import Settings
from a2rag.deep.decompose import PLACEHOLDER, Decomposition, OfflineDecomposer, SubQuery
from a2rag.errors import BudgetExhausted, LLMError
from a2rag.models.cost import CostMeter
from a2rag.models.llm import structured_call
from a2rag.models.prompts import DecompositionOutput, decomposition_messages


def contract_error(sub_queries: list[str], max_subqueries: int) -> str | None:
    """Why a list of sub-queries breaks the decomposition contract, or None."""
    if not sub_queries:
        return "no sub-queries"
    if len(sub_queries) > max_subqueries:
        return f"{len(sub_queries)} sub-queries exceed the bound of {max_subqueries}"
    for i, text in enumerate(sub_queries, start=1):
        if not text.strip():
            return f"sub-query {i} is empty"
        later = [int(k) for k in PLACEHOLDER.findall(text) if not 1 <= int(k) < i]
        if later:
            return f"sub-query {i} names #{later[0]}, which is not an earlier sub-query"
    return None


class LLMDecomposer:
    step = "decompose"

    def __init__(
        self,
        chat: BaseChatModel,
        settings: Settings,
        fallback: OfflineDecomposer,
        meter: CostMeter | None = None,
    ) -> None:
        self.chat = chat
        self.settings = settings
        self.fallback = fallback
        self.meter = meter

    def decompose(self, question: str) -> Decomposition:
        offline = self.fallback.decompose(question)
        if offline.kind == "comparison":
            return offline
        bound = self.settings.deep.deep_max_subqueries
        try:
            out = structured_call(
                self.chat,
                decomposition_messages(question, bound),
                DecompositionOutput,
                settings=self.settings,
                meter=self.meter,
                step=self.step,
            )
        except BudgetExhausted:
            raise
        except LLMError as exc:
            offline.note = f"LLM decomposition failed ({exc}); offline decomposition used"
            return offline
        subs = [" ".join(s.split()) for s in out.sub_queries]
        why = contract_error(subs, bound)
        if why is not None:
            offline.note = f"LLM decomposition rejected ({why}); offline decomposition used"
            return offline
        return Decomposition(
            question=question,
            kind="chain" if len(subs) > 1 else "single",
            sub_queries=[SubQuery(index=i, text=t) for i, t in enumerate(subs, start=1)],
            note="LLM decomposition",
        )
