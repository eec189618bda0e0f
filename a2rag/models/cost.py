"""Per-step cost accounting: LLM calls, prompt/completion tokens and wall time.

The paper's efficiency claims (Tables II/III) are about calls, tokens and latency per query, so
every answer's trace carries a `CostReport`. Tokens are counted by a langchain callback so that
any chat model (OpenAI-compatible or fake) is metered the same way, without wrapping it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any
from uuid import UUID

from pydantic import BaseModel, Field

from a2rag.errors import BudgetExhausted

if TYPE_CHECKING:  # langchain is imported on the first LLM call, not by every Answer
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.messages import BaseMessage
    from langchain_core.outputs import LLMResult


class StepCost(BaseModel):
    name: str
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_ms: float = 0.0


class CostReport(BaseModel):
    """Totals plus one entry per executed step, in execution order.

    `latency_ms` is the wall time covered by at least one step (overlapping and nested steps are
    counted once), not the sum of the entries.
    """

    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_ms: float = 0.0
    budget_tokens: int | None = Field(None, description="The token budget, if one was set.")
    budget_exhausted: bool = Field(False, description="A step was refused for lack of budget.")
    steps: list[StepCost] = Field(default_factory=list)


@dataclass
class _Entry:
    name: str
    start: float
    end: float | None = None
    depth: int = 1  # how many `step()` contexts currently share this entry
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0


def _usage_of(response: LLMResult) -> tuple[int, int]:
    """(prompt, completion) tokens: message usage_metadata first, else llm_output token_usage."""
    from langchain_core.messages import AIMessage
    from langchain_core.outputs import ChatGeneration

    prompt = completion = 0
    found = False
    for generations in response.generations:
        for gen in generations:
            msg = gen.message if isinstance(gen, ChatGeneration) else None
            usage = msg.usage_metadata if isinstance(msg, AIMessage) else None
            if usage:
                found = True
                prompt += int(usage.get("input_tokens", 0) or 0)
                completion += int(usage.get("output_tokens", 0) or 0)
    if found:
        return prompt, completion
    token_usage = (response.llm_output or {}).get("token_usage") or {}
    if isinstance(token_usage, dict):
        prompt = int(token_usage.get("prompt_tokens", 0) or 0)
        completion = int(token_usage.get("completion_tokens", 0) or 0)
    return prompt, completion


@cache
def _step_callback_class() -> type[BaseCallbackHandler]:
    """The callback class, built on first use so that langchain loads only with an LLM."""
    from langchain_core.callbacks import BaseCallbackHandler

    class _StepCallback(BaseCallbackHandler):
        """Routes one chat model's call/usage events to the meter under a fixed step name."""

        def __init__(self, meter: CostMeter, step: str) -> None:
            self.meter = meter
            self.step = step

        def on_chat_model_start(
            self,
            serialized: dict[str, Any],
            messages: list[list[BaseMessage]],
            *,
            run_id: UUID,
            parent_run_id: UUID | None = None,
            **kwargs: Any,
        ) -> None:
            self.meter.add(self.step, llm_calls=1)

        def on_llm_start(
            self,
            serialized: dict[str, Any],
            prompts: list[str],
            *,
            run_id: UUID,
            parent_run_id: UUID | None = None,
            **kwargs: Any,
        ) -> None:
            self.meter.add(self.step, llm_calls=1)

        def on_llm_end(
            self,
            response: LLMResult,
            *,
            run_id: UUID,
            parent_run_id: UUID | None = None,
            **kwargs: Any,
        ) -> None:
            prompt, completion = _usage_of(response)
            self.meter.add(self.step, prompt_tokens=prompt, completion_tokens=completion)

    return _StepCallback


class CostMeter:
    """Thread-safe collector of step entries for one query (or one ingestion run).

    A call counts when the request is sent, so failed and retried requests are visible in cost.
    `step(name)` re-entered while an entry of that name is open (in any thread) joins it instead
    of opening a second one; that lets the controller and `structured_call` both mark the same
    step, and lets extraction workers share one "extract" entry.
    """

    def __init__(self, budget_tokens: int | None = None) -> None:
        self._lock = threading.Lock()
        self._entries: list[_Entry] = []
        self.budget_tokens = budget_tokens
        self.budget_exhausted = False

    @property
    def tokens_used(self) -> int:
        with self._lock:
            return sum(e.prompt_tokens + e.completion_tokens for e in self._entries)

    def ensure_budget(self, step: str) -> None:
        """Refuse to start another LLM call once the budget is used up.

        Checked before each call (retries included): a call that is already running finishes
        and is counted, so the total may overshoot by at most one call.
        """
        if self.budget_tokens is None:
            return
        used = self.tokens_used
        if used >= self.budget_tokens:
            self.budget_exhausted = True
            raise BudgetExhausted(
                f"token budget exhausted before step '{step}': "
                f"{used} of {self.budget_tokens} tokens used",
                step=step,
                used=used,
                budget=self.budget_tokens,
            )

    def callback(self, step: str) -> BaseCallbackHandler:
        return _step_callback_class()(self, step)  # type: ignore[call-arg]

    @contextmanager
    def step(self, name: str) -> Iterator[None]:
        with self._lock:
            entry = next(
                (e for e in reversed(self._entries) if e.name == name and e.end is None), None
            )
            if entry is None:
                entry = _Entry(name=name, start=time.perf_counter())
                self._entries.append(entry)
            else:
                entry.depth += 1
        try:
            yield
        finally:
            with self._lock:
                entry.depth -= 1
                if entry.depth == 0:
                    entry.end = time.perf_counter()

    def add(
        self, step: str, *, llm_calls: int = 0, prompt_tokens: int = 0, completion_tokens: int = 0
    ) -> None:
        """Attribute counts to the latest entry of `step` (a zero-time entry if none exists)."""
        with self._lock:
            entry = next((e for e in reversed(self._entries) if e.name == step), None)
            if entry is None:
                now = time.perf_counter()
                entry = _Entry(name=step, start=now, end=now, depth=0)
                self._entries.append(entry)
            entry.llm_calls += llm_calls
            entry.prompt_tokens += prompt_tokens
            entry.completion_tokens += completion_tokens

    def report(self) -> CostReport:
        now = time.perf_counter()
        with self._lock:
            spans = [(e.start, e.end if e.end is not None else now) for e in self._entries]
            steps = [
                StepCost(
                    name=e.name,
                    llm_calls=e.llm_calls,
                    prompt_tokens=e.prompt_tokens,
                    completion_tokens=e.completion_tokens,
                    latency_ms=round(((e.end if e.end is not None else now) - e.start) * 1000, 3),
                )
                for e in self._entries
            ]
        return CostReport(
            llm_calls=sum(s.llm_calls for s in steps),
            prompt_tokens=sum(s.prompt_tokens for s in steps),
            completion_tokens=sum(s.completion_tokens for s in steps),
            latency_ms=round(_covered_seconds(spans) * 1000, 3),
            budget_tokens=self.budget_tokens,
            budget_exhausted=self.budget_exhausted,
            steps=steps,
        )


def _covered_seconds(spans: list[tuple[float, float]]) -> float:
    """Length of the union of [start, end] intervals."""
    total = 0.0
    cur_start: float | None = None
    cur_end = 0.0
    for start, end in sorted(spans):
        if cur_start is None or start > cur_end:
            if cur_start is not None:
                total += cur_end - cur_start
            cur_start, cur_end = start, end
        else:
            cur_end = max(cur_end, end)
    if cur_start is not None:
        total += cur_end - cur_start
    return total
