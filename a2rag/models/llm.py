"""Chat model factory and `structured_call`: JSON out of any OpenAI-compatible endpoint.

We do not rely on `response_format`/tool calling because vLLM, Ollama and llama.cpp servers
support them unevenly. Instead the prompt asks for JSON, the reply is parsed leniently (code
fences stripped, outermost object taken) and validated with pydantic. Malformed output is retried
with a corrective follow-up that quotes the validation error; transport failures (timeouts,
connection errors, 429/5xx) are retried with exponential backoff. Both share one attempt budget,
`settings.models.llm_max_retries`, after which an `LLMError` names the step, the error and the output.
Before every attempt the meter's token budget is checked; `BudgetExhausted` is never retried.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import Any, TypeVar

import httpx
import openai
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.runnables import Runnable, RunnableConfig
from pydantic import BaseModel, ValidationError
from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception_type,
    stop_after_attempt,
)

from a2rag.config import Settings
from a2rag.errors import LLMError, MalformedOutputError, TransientLLMError
from a2rag.models.cost import CostMeter

T = TypeVar("T", bound=BaseModel)

RAW_PREVIEW_CHARS = 300
BACKOFF_MAX_S = 8.0
_FENCE = re.compile(r"```[a-zA-Z0-9_-]*\s*(.*?)```", re.DOTALL)


class _Malformed(Exception):
    def __init__(self, error: str, raw: str) -> None:
        super().__init__(error)
        self.error = error
        self.raw = raw


class _Transient(Exception):
    def __init__(self, error: str, retry_after_s: float | None = None) -> None:
        super().__init__(error)
        self.retry_after_s = retry_after_s


def _retry_after(exc: BaseException) -> float | None:
    """Seconds the server asked us to wait (Retry-After on 429/503), if it said."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    value = headers.get("retry-after")
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None


def make_chat_model(settings: Settings) -> BaseChatModel | None:
    """ChatOpenAI for the configured endpoint, or None when the offline backend is in use.

    `max_retries=0`: `structured_call` owns retrying, so attempts are counted once and metered.
    """
    if not settings.llm_enabled:
        return None
    from langchain_openai import ChatOpenAI

    if settings.models.llm_api_key is not None:
        api_key = settings.models.llm_api_key.get_secret_value()
    elif os.environ.get("OPENAI_API_KEY"):
        api_key = os.environ["OPENAI_API_KEY"]
    elif settings.models.llm_base_url:
        api_key = "unused"  # local servers (Ollama, vLLM, llama.cpp) usually ignore the key
    else:
        raise LLMError(
            "the LLM backend is enabled but no endpoint is configured: set A2RAG_LLM_API_KEY "
            "(OpenAI) or A2RAG_LLM_BASE_URL (any OpenAI-compatible server), or use "
            "A2RAG_BACKEND=offline"
        )
    return ChatOpenAI(
        model=settings.models.llm_model,
        base_url=settings.models.llm_base_url,
        api_key=api_key,
        temperature=settings.models.llm_temperature,
        timeout=settings.models.llm_timeout_s,
        max_retries=0,
    )


def message_text(message: BaseMessage) -> str:
    """Plain text of a message whose content may be a string or a list of content blocks."""
    content = message.content
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and isinstance(block.get("text"), str):
            parts.append(block["text"])
    return "".join(parts)


def extract_json_object(text: str) -> Any:
    """Parse the JSON object in a reply: inside a ``` fence if any, else the outermost {...}."""
    fenced = _FENCE.search(text)
    body = fenced.group(1) if fenced else text
    start, end = body.find("{"), body.rfind("}")
    if start < 0 or end <= start:
        raise ValueError("no JSON object found in the reply")
    return json.loads(body[start : end + 1])


def parse_structured(text: str, schema: type[T]) -> T:
    """Parse and validate one reply; raises ValueError with a message fit for the model."""
    try:
        data = extract_json_object(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"invalid JSON: {exc}") from exc
    try:
        return schema.model_validate(data)
    except ValidationError as exc:
        errors = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '<root>'}: {err['msg']}"
            for err in exc.errors()[:8]
        )
        raise ValueError(f"JSON does not match the schema: {errors}") from exc


def corrective_message(error: str, schema: type[BaseModel]) -> HumanMessage:
    schema_json = json.dumps(schema.model_json_schema(), separators=(",", ":"))
    return HumanMessage(
        content=(
            f"Your previous reply was not valid: {error}\n"
            "Reply again with ONLY one JSON object (no prose, no code fence) that matches this "
            f"JSON schema:\n{schema_json}"
        )
    )


def _is_transient(exc: BaseException) -> bool:
    if isinstance(exc, openai.APIConnectionError):  # includes APITimeoutError
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code == 429 or exc.status_code >= 500
    return isinstance(exc, httpx.TransportError | TimeoutError | ConnectionError)


class _Attempts:
    """Conversation state across attempts: the base prompt plus at most one correction turn."""

    def __init__(self, messages: Sequence[BaseMessage], schema: type[BaseModel], step: str) -> None:
        self.step = step
        self.base = list(messages)
        self.schema = schema
        self.correction: list[BaseMessage] = []
        self.last_error = ""
        self.last_raw = ""
        self.malformed = False

    def messages(self) -> list[BaseMessage]:
        return self.base + self.correction

    def on_reply(self, raw: str, schema: type[T]) -> T:
        try:
            return parse_structured(raw, schema)
        except ValueError as exc:
            self.last_error, self.last_raw, self.malformed = str(exc), raw, True
            self.correction = [AIMessage(content=raw), corrective_message(str(exc), self.schema)]
            raise _Malformed(str(exc), raw) from exc

    def on_error(self, exc: Exception) -> Exception:
        """Map an invocation error to a retryable marker, or an LLMError to raise at once."""
        self.last_error = f"{type(exc).__name__}: {exc}"
        if _is_transient(exc):
            self.malformed = False
            return _Transient(self.last_error, _retry_after(exc))
        return LLMError(f"LLM step '{self.step}' failed (not retryable): {self.last_error}")

    def give_up(self, attempts: int) -> LLMError:
        preview = self.last_raw[:RAW_PREVIEW_CHARS]
        if len(self.last_raw) > RAW_PREVIEW_CHARS:
            preview += "..."
        kind = MalformedOutputError if self.malformed else TransientLLMError
        return kind(
            f"LLM step '{self.step}' failed after {attempts} attempt(s): {self.last_error}"
            + (f"; last output: {preview!r}" if self.malformed else "")
        )


def _waiter(backoff_s: float) -> Any:
    """Exponential backoff after transport errors (at least the server's Retry-After, capped);
    malformed output is retried at once."""

    def wait(state: RetryCallState) -> float:
        exc = state.outcome.exception() if state.outcome is not None else None
        if isinstance(exc, _Transient):
            delay = backoff_s * 2 ** (state.attempt_number - 1)
            if exc.retry_after_s is not None:
                delay = max(delay, exc.retry_after_s)
            return min(BACKOFF_MAX_S, delay)
        return 0.0

    return wait


def _config(meter: CostMeter | None, step: str) -> RunnableConfig:
    return {"callbacks": [meter.callback(step)]} if meter is not None else {}


def structured_call(
    chat: BaseChatModel,
    messages: Sequence[BaseMessage],
    schema: type[T],
    *,
    settings: Settings,
    meter: CostMeter | None = None,
    step: str,
    backoff_s: float = 0.5,
) -> T:
    """Invoke `chat` and return its reply validated as `schema`; raises LLMError on give-up."""
    state = _Attempts(messages, schema, step)
    attempts = max(1, settings.models.llm_max_retries)

    def once() -> T:
        if meter is not None:
            meter.ensure_budget(step)
        try:
            reply = chat.invoke(state.messages(), config=_config(meter, step))
        except Exception as exc:
            raise state.on_error(exc) from exc
        return state.on_reply(message_text(reply), schema)

    retrying = Retrying(
        stop=stop_after_attempt(attempts),
        wait=_waiter(backoff_s),
        retry=retry_if_exception_type((_Malformed, _Transient)),
        reraise=True,
    )
    with _step(meter, step):
        try:
            return retrying(once)
        except (_Malformed, _Transient) as exc:
            raise state.give_up(attempts) from exc


def invoke_chat(
    chat: Runnable[Any, Any],
    messages: Sequence[BaseMessage],
    *,
    settings: Settings,
    meter: CostMeter | None = None,
    step: str,
    backoff_s: float = 0.5,
) -> AIMessage:
    """One free-form call (e.g. a tool-calling turn of agent mode), returned as is: the token
    budget is checked first and transport failures are retried as in `structured_call`."""
    state = _Attempts(messages, BaseModel, step)
    attempts = max(1, settings.models.llm_max_retries)

    def once() -> AIMessage:
        if meter is not None:
            meter.ensure_budget(step)
        try:
            reply = chat.invoke(list(messages), config=_config(meter, step))
        except Exception as exc:
            raise state.on_error(exc) from exc
        return reply if isinstance(reply, AIMessage) else AIMessage(content=message_text(reply))

    retrying = Retrying(
        stop=stop_after_attempt(attempts),
        wait=_waiter(backoff_s),
        retry=retry_if_exception_type(_Transient),
        reraise=True,
    )
    with _step(meter, step):
        try:
            return retrying(once)
        except _Transient as exc:
            raise state.give_up(attempts) from exc


def _step(meter: CostMeter | None, step: str) -> AbstractContextManager[None]:
    return meter.step(step) if meter is not None else nullcontext()
