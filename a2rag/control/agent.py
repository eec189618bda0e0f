"""Agent mode (A-RAG §3.3 with a2rag's verification): a ReAct-style loop in which a
tool-calling chat model searches, reads and follows the graph with the agent tools, then
answers; the answer passes the same triple-check as every a2rag answer.

Bounded twice: at most `agent_max_steps` tool calls (then the model must answer from what it
has read) and the question's token budget (then the loop stops, as the controller does).
Evidence is what the agent actually read with `chunk_read`; citing a chunk it never read fails
grounding, whatever the verifier thinks of the text. A failed check is fed back to the agent,
which may search again, at most `max_retries` times.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from pydantic import BaseModel

from a2rag.config import Settings
from a2rag.control.answer import Answer, AttemptTrace, Checks, ToolCallTrace
from a2rag.control.gate import gate, out_of_scope
from a2rag.control.inspect import inspect_cypher
from a2rag.errors import BudgetExhausted, LLMError
from a2rag.graph.driver import Graph
from a2rag.models.cost import CostMeter
from a2rag.models.embeddings import Embedder
from a2rag.models.llm import invoke_chat, message_text, parse_structured
from a2rag.models.prompts import (
    AGENT_FINAL_NOW,
    GenerationOutput,
    agent_feedback,
    agent_messages,
)
from a2rag.tools.errors import ToolError
from a2rag.tools.toolkit import Toolkit, openai_tool_schemas
from a2rag.tools.tracker import ReadTracker
from a2rag.types import Evidence, Generation, Verdict, Verifier

STEP = "agent"
MAX_EVIDENCE = 12
_CITE = re.compile(r"\[([^\[\]]*#[^\[\]]*)\]")
_NULL = {"", "null", "none", "n/a", "unknown", "unanswerable"}


class AgentUnavailable(LLMError):
    """Agent mode was asked for but no chat model endpoint is configured."""


AGENT_UNAVAILABLE = (
    "agent mode needs an OpenAI-compatible chat model with tool calling: set "
    "A2RAG_LLM_BASE_URL (any OpenAI-compatible server) or A2RAG_LLM_API_KEY (OpenAI)"
)


def cited_chunk_ids(result: BaseModel) -> list[str]:
    """Every chunk id a tool result mentions, in order (for the trace)."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key, v in value.items():
                if key == "chunk_id" and isinstance(v, str):
                    found.append(v)
                elif key == "chunk_ids" and isinstance(v, list):
                    found.extend(str(x) for x in v)
                else:
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(result.model_dump())
    return list(dict.fromkeys(found))


def parse_final(text: str) -> Generation:
    """The agent's final reply: the JSON object asked for, or else plain text whose
    `[chunk-id]` markers are its citations."""
    try:
        out = parse_structured(text, GenerationOutput)
        answer, citations, rationale = out.answer, list(out.citations), out.rationale
    except ValueError:
        answer, citations, rationale = text, [], "free-text reply"
    if answer is not None:
        citations += [m.strip() for m in _CITE.findall(answer)]
        answer = " ".join(_CITE.sub("", answer).split()).rstrip(" ,;")
        if answer.casefold().strip(" .") in _NULL:
            answer = None
    cites = list(dict.fromkeys(c.strip().strip("[]").strip() for c in citations if c.strip()))
    return Generation(answer=answer, citations=cites, rationale=rationale)


@dataclass
class _Checked:
    number: int
    generation: Generation
    verdict: Verdict
    evidence: list[Evidence]
    tool_calls: list[ToolCallTrace]

    def rank(self) -> tuple[int, int]:
        v = self.verdict
        return (sum((v.relevance, v.grounding, v.resolution)), -self.number)


@dataclass
class _Run:
    tracker: ReadTracker = field(default_factory=ReadTracker)
    messages: list[BaseMessage] = field(default_factory=list)
    calls: list[ToolCallTrace] = field(default_factory=list)
    pending: list[ToolCallTrace] = field(default_factory=list)
    checked: list[_Checked] = field(default_factory=list)
    steps: int = 0
    stopped: str = ""


class AgentRunner:
    def __init__(
        self,
        settings: Settings,
        graph: Graph,
        embedder: Embedder,
        toolkit: Toolkit,
        chat: BaseChatModel,
        verifier: Callable[[CostMeter], Verifier],
    ) -> None:
        self.settings = settings
        self.graph = graph
        self.embedder = embedder
        self.toolkit = toolkit
        self.chat = chat
        self.verifier = verifier
        schemas = openai_tool_schemas()
        try:
            self.with_tools = chat.bind_tools(schemas)
            self.answer_only = chat.bind_tools(schemas, tool_choice="none")
        except NotImplementedError as exc:
            raise AgentUnavailable(
                f"agent mode needs a chat model with tool calling; {type(chat).__name__} has none"
            ) from exc

    def ask(self, question: str, *, token_budget: int | None = None) -> Answer:
        budget = token_budget if token_budget is not None else self.settings.models.llm_token_budget
        meter = CostMeter(budget_tokens=budget)
        with meter.step("gate"):
            q_emb = self.embedder.embed([question])[0].tolist()
            gate_trace = gate(self.settings, self.graph, q_emb)
        refused = out_of_scope(question, gate_trace, meter)
        if refused is not None:
            return refused
        verifier = self.verifier(meter)
        run = _Run(messages=agent_messages(question))
        while not run.stopped:
            must_answer = run.steps >= self.settings.agent.agent_max_steps
            model = self.answer_only if must_answer else self.with_tools
            prompt = run.messages + ([_final_now()] if must_answer else [])
            try:
                reply = invoke_chat(model, prompt, settings=self.settings, meter=meter, step=STEP)
            except BudgetExhausted as exc:
                run.stopped = f"stopped: {exc}"
                break
            run.messages.append(reply)
            if (reply.tool_calls or reply.invalid_tool_calls) and not must_answer:
                self._run_tools(reply, run)
                continue
            self._check(question, message_text(reply), q_emb, verifier, run, meter)
            last = run.checked[-1]
            if last.verdict.passed:
                break
            if must_answer or len(run.checked) > self.settings.control.max_retries:
                run.stopped = run.stopped or "no more attempts"
                break
            failure = last.verdict.first_failure()
            check = failure.value if failure else "check"
            run.messages.append(agent_feedback(check, last.verdict.reasons.get(check, "")))
        return self._final(question, run, gate_trace, meter)

    # -- tools ------------------------------------------------------------------------------
    def _run_tools(self, reply: AIMessage, run: _Run) -> None:
        """Run the reply's tool calls; every call id gets a ToolMessage (the API requires it),
        those beyond the step budget a refusal, unparsable ones the parse error."""
        for bad in reply.invalid_tool_calls:
            run.steps += 1
            error = f"{bad.get('name')}: arguments are not valid JSON ({bad.get('error')})"
            run.calls.append(ToolCallTrace(step=run.steps, tool=str(bad.get("name")), error=error))
            run.pending.append(run.calls[-1])
            call_id = str(bad.get("id") or f"call_{run.steps}")
            run.messages.append(ToolMessage(f"error: {error}", tool_call_id=call_id))
        for call in reply.tool_calls:
            name = str(call.get("name") or "")
            args = call.get("args") or {}
            call_id = str(call.get("id") or f"call_{run.steps}")
            if run.steps >= self.settings.agent.agent_max_steps:
                run.messages.append(
                    ToolMessage(
                        "not run: the tool budget is used up; answer now", tool_call_id=call_id
                    )
                )
                continue
            run.steps += 1
            trace = ToolCallTrace(step=run.steps, tool=name, arguments=dict(args))
            t0 = time.perf_counter()
            try:
                if not isinstance(args, dict):
                    raise ToolError(f"{name}: arguments must be a JSON object")
                result = self.toolkit.call(name, args, run.tracker)
                content = result.model_dump_json(exclude_none=True)
                trace.chunk_ids = cited_chunk_ids(result)
            except ToolError as exc:
                content = f"error: {exc}"
                trace.error = str(exc)
            limit = self.settings.agent.agent_max_result_chars
            if len(content) > limit:
                content = content[:limit] + " ...(cut: ask for fewer results)"
            trace.result_chars = len(content)
            trace.latency_ms = round((time.perf_counter() - t0) * 1000, 2)
            run.calls.append(trace)
            run.pending.append(trace)
            run.messages.append(ToolMessage(content, tool_call_id=call_id, name=name))

    # -- verification -----------------------------------------------------------------------
    def _evidence(
        self, tracker: ReadTracker, cited: list[str], q_emb: list[float]
    ) -> list[Evidence]:
        """The chunks the agent read, cited ones first, each with its question similarity."""
        ids = tracker.read_ids
        if not ids:
            return []
        rows = self.graph.read("retrieve/hydrate_chunks", chunk_ids=ids, embedding=q_emb)
        order = {cid: i for i, cid in enumerate(cited)}
        rows.sort(key=lambda r: (order.get(r["chunk_id"], len(order)), -float(r["similarity"])))
        return [
            Evidence(
                chunk_id=r["chunk_id"],
                doc_id=r["doc_id"],
                text=r["text"],
                score=round(float(r["similarity"]), 4),
                stage="text",
                similarity=round(float(r["similarity"]), 4),
                title=r.get("title") or "",
            )
            for r in rows[:MAX_EVIDENCE]
        ]

    def _check(
        self,
        question: str,
        reply: str,
        q_emb: list[float],
        verifier: Verifier,
        run: _Run,
        meter: CostMeter,
    ) -> None:
        generation = parse_final(reply)
        evidence = self._evidence(run.tracker, generation.citations, q_emb)
        try:
            with meter.step("verify"):
                verdict = verifier.verify(question, generation, evidence)
        except BudgetExhausted as exc:
            run.stopped = f"stopped: {exc}"
            verdict = Verdict(
                relevance=False,
                grounding=False,
                resolution=False,
                reasons={
                    k: f"not checked: {exc}" for k in ("relevance", "grounding", "resolution")
                },
            )
        unread = [c for c in generation.citations if not run.tracker.seen(c)]
        if unread:
            verdict = verdict.model_copy(
                update={
                    "grounding": False,
                    "reasons": {
                        **verdict.reasons,
                        "grounding": "cites chunk(s) never read with chunk_read: "
                        + ", ".join(unread),
                    },
                }
            )
        elif not generation.citations and generation.answer:
            verdict = verdict.model_copy(
                update={
                    "grounding": False,
                    "reasons": {**verdict.reasons, "grounding": "the answer cites no chunk"},
                }
            )
        run.checked.append(
            _Checked(
                number=len(run.checked) + 1,
                generation=generation,
                verdict=verdict,
                evidence=evidence,
                tool_calls=run.pending,
            )
        )
        run.pending = []

    # -- the Answer -------------------------------------------------------------------------
    def _final(self, question: str, run: _Run, gate_trace: Any, meter: CostMeter) -> Answer:
        traces = [_attempt_trace(question, c) for c in run.checked]
        if run.pending or not traces:
            traces.append(
                AttemptTrace(attempt=len(traces) + 1, query=question, tool_calls=run.pending)
            )
        if not run.checked:
            return Answer(
                question=question,
                status="abstained",
                attempts=0,
                gate=gate_trace,
                trace=traces,
                cost=meter.report(),
                reason=run.stopped or "the agent gave no answer",
            )
        best = max(run.checked, key=lambda c: c.rank())
        v = best.verdict
        failed = [k for k in ("relevance", "grounding", "resolution") if not getattr(v, k)]
        if v.passed:
            status, reason = "answered", f"verified on attempt {best.number} (agent)"
        elif (
            self.settings.control.unverified_policy == "unverified"
            and best.generation.answer
            and v.relevance
            and v.grounding
        ):
            status = "unverified"
            reason = f"best of {len(run.checked)} agent answers failed: {', '.join(failed)}"
        else:
            status = "abstained"
            reason = f"no verified agent answer ({', '.join(failed)})"
        if run.stopped.startswith("stopped:"):
            reason = f"{run.stopped}; {reason}"
        read = set(run.tracker.read_ids)
        citations = [c for c in best.generation.citations if c in read]
        return Answer(
            question=question,
            status=status,
            answer=best.generation.answer if status != "abstained" else None,
            citations=citations if status != "abstained" else [],
            evidence=best.evidence,
            attempts=len(run.checked),
            checks=Checks(relevance=v.relevance, grounding=v.grounding, resolution=v.resolution),
            gate=gate_trace,
            trace=traces,
            cost=meter.report(),
            inspect_cypher=inspect_cypher([], citations or [e.chunk_id for e in best.evidence[:3]]),
            reason=reason,
        )


def _final_now() -> BaseMessage:
    return HumanMessage(AGENT_FINAL_NOW)


def _attempt_trace(question: str, c: _Checked) -> AttemptTrace:
    v = c.verdict
    return AttemptTrace(
        attempt=c.number,
        query=question,
        answer=c.generation.answer,
        citations=c.generation.citations,
        checks={"relevance": v.relevance, "grounding": v.grounding, "resolution": v.resolution},
        check_reasons=v.reasons,
        tool_calls=c.tool_calls,
    )


__all__ = ["AGENT_UNAVAILABLE", "AgentRunner", "AgentUnavailable", "cited_chunk_ids"]
