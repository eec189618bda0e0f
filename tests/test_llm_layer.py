"""structured_call, make_chat_model and CostMeter, against fake models and a local HTTP stub."""

from __future__ import annotations

import sys
import threading
import time
from typing import Any
from uuid import uuid4

import pytest
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.outputs import ChatGeneration, LLMResult
from llm_stub import OpenAIStub, Reply  # tests/ is on sys.path (rootdir-less test dir)
from pydantic import BaseModel

from a2rag.config import Settings
from a2rag.errors import LLMError
from a2rag.models.cost import CostMeter
from a2rag.models.llm import (
    MalformedOutputError,
    TransientLLMError,
    extract_json_object,
    make_chat_model,
    structured_call,
)


class Pair(BaseModel):
    a: int
    b: str


MESSAGES = [SystemMessage("Return JSON."), HumanMessage("Give me a pair.")]


def stub_settings(stub: OpenAIStub, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "backend": "llm",
        "llm_base_url": stub.url,
        "llm_api_key": "test",
        "llm_model": "stub-model",
        "llm_max_retries": 3,
        "llm_timeout_s": 5.0,
    }
    values.update(overrides)
    return Settings(**values)


def offline_settings(**overrides: Any) -> Settings:
    return Settings(**{"backend": "offline", "llm_max_retries": 3, **overrides})


# --- parsing ----------------------------------------------------------------------------------


def test_parses_fenced_json_with_surrounding_prose() -> None:
    chat = FakeListChatModel(
        responses=['Here you go:\n```json\n{"a": 3, "b": "x {y}"}\n```\nNote: {a} is an int.']
    )
    out = structured_call(chat, MESSAGES, Pair, settings=offline_settings(), step="t")
    assert out == Pair(a=3, b="x {y}")


def test_takes_outermost_object_without_fence() -> None:
    assert extract_json_object('blah {"a": 1, "b": {"c": 2}} trailing') == {
        "a": 1,
        "b": {"c": 2},
    }
    with pytest.raises(ValueError):
        extract_json_object("no braces at all")


# --- retries ----------------------------------------------------------------------------------


def test_malformed_then_valid_retries_with_corrective_message() -> None:
    with OpenAIStub(["I think a is one", '{"a": 1, "b": "ok"}']) as stub:
        settings = stub_settings(stub)
        chat = make_chat_model(settings)
        assert chat is not None
        out = structured_call(chat, MESSAGES, Pair, settings=settings, step="t")
        assert out == Pair(a=1, b="ok")
        assert len(stub.requests) == 2
        first, second = stub.messages(0), stub.messages(1)
        assert len(first) == 2
        # the retry replays the bad reply and asks for a fix, quoting the error
        assert second[:2] == first
        assert second[2]["role"] == "assistant"
        assert second[2]["content"] == "I think a is one"
        assert second[3]["role"] == "user"
        assert "not valid" in second[3]["content"]
        assert "no JSON object found" in second[3]["content"]


def test_schema_violation_error_is_quoted_in_the_retry() -> None:
    chat = FakeListChatModel(responses=['{"a": "not a number", "b": "x"}', '{"a": 2, "b": "y"}'])
    seen: list[list[Any]] = []
    original = FakeListChatModel._call

    def recording(self: FakeListChatModel, messages: list[Any], *args: Any, **kw: Any) -> str:
        seen.append(list(messages))
        return original(self, messages, *args, **kw)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(FakeListChatModel, "_call", recording)
        out = structured_call(chat, MESSAGES, Pair, settings=offline_settings(), step="t")
    assert out == Pair(a=2, b="y")
    assert len(seen) == 2
    assert "a:" in seen[1][-1].content and "integer" in seen[1][-1].content


def test_gives_up_after_max_retries_with_clear_error() -> None:
    garbage = "absolutely not json " * 40
    with OpenAIStub(default=Reply(content=garbage)) as stub:
        settings = stub_settings(stub, llm_max_retries=3)
        chat = make_chat_model(settings)
        assert chat is not None
        with pytest.raises(MalformedOutputError) as info:
            structured_call(chat, MESSAGES, Pair, settings=settings, step="verify")
        assert len(stub.requests) == 3
    message = str(info.value)
    assert "'verify'" in message and "3 attempt" in message
    assert "absolutely not json" in message
    assert len(message) < 800  # raw output is truncated
    assert isinstance(info.value, LLMError)


def test_timeout_is_retried_then_raises() -> None:
    with OpenAIStub(default=Reply(content='{"a": 1, "b": "late"}', delay_s=3.0)) as stub:
        settings = stub_settings(stub, llm_timeout_s=0.3, llm_max_retries=2)
        chat = make_chat_model(settings)
        assert chat is not None
        started = time.monotonic()
        with pytest.raises(TransientLLMError) as info:
            structured_call(chat, MESSAGES, Pair, settings=settings, step="gen", backoff_s=0.01)
        elapsed = time.monotonic() - started
        assert len(stub.requests) == 2
    assert elapsed < 2.5
    assert "'gen'" in str(info.value) and "Timeout" in str(info.value)


def test_server_error_is_retried_with_backoff() -> None:
    with OpenAIStub([Reply(status=500), Reply(status=503), '{"a": 5, "b": "z"}']) as stub:
        settings = stub_settings(stub, llm_max_retries=3)
        chat = make_chat_model(settings)
        assert chat is not None
        out = structured_call(chat, MESSAGES, Pair, settings=settings, step="t", backoff_s=0.01)
        assert out.a == 5
        assert len(stub.requests) == 3
        # transport retries resend the original prompt, no correction turn
        assert stub.messages(2) == stub.messages(0)


def test_client_error_is_not_retried() -> None:
    with OpenAIStub([Reply(status=400), '{"a": 1, "b": "never"}']) as stub:
        settings = stub_settings(stub)
        chat = make_chat_model(settings)
        assert chat is not None
        with pytest.raises(LLMError, match="'t' failed \\(not retryable\\)"):
            structured_call(chat, MESSAGES, Pair, settings=settings, step="t", backoff_s=0.01)
        assert len(stub.requests) == 1


# --- chat model factory -------------------------------------------------------------------------


def test_make_chat_model_is_none_offline_and_configured_online() -> None:
    assert make_chat_model(Settings(backend="offline")) is None
    chat = make_chat_model(
        Settings(
            backend="llm",
            llm_base_url="http://127.0.0.1:9/v1",
            llm_api_key="k",
            llm_model="m",
            llm_timeout_s=7.5,
        )
    )
    assert chat is not None
    assert chat.max_retries == 0  # type: ignore[attr-defined]
    assert chat.request_timeout == 7.5  # type: ignore[attr-defined]
    assert chat.model_name == "m"  # type: ignore[attr-defined]


# --- cost accounting ----------------------------------------------------------------------------


def test_cost_meter_counts_calls_and_tokens_through_chatopenai() -> None:
    replies = [
        Reply(content='{"a": 1, "b": "s"}', prompt_tokens=100, completion_tokens=20),
        Reply(content="oops", prompt_tokens=40, completion_tokens=3),
        Reply(content='{"a": 2, "b": "g"}', prompt_tokens=60, completion_tokens=5),
    ]
    with OpenAIStub(replies) as stub:
        settings = stub_settings(stub)
        chat = make_chat_model(settings)
        assert chat is not None
        meter = CostMeter()
        structured_call(chat, MESSAGES, Pair, settings=settings, meter=meter, step="seeds")
        structured_call(chat, MESSAGES, Pair, settings=settings, meter=meter, step="generate")
    report = meter.report()
    assert report.llm_calls == 3
    assert report.prompt_tokens == 200
    assert report.completion_tokens == 28
    assert [s.name for s in report.steps] == ["seeds", "generate"]
    seeds, generate = report.steps
    assert (seeds.llm_calls, seeds.prompt_tokens, seeds.completion_tokens) == (1, 100, 20)
    assert (generate.llm_calls, generate.prompt_tokens, generate.completion_tokens) == (2, 100, 8)
    assert generate.latency_ms > 0
    assert report.latency_ms >= max(seeds.latency_ms, generate.latency_ms)


def test_cost_meter_steps_keep_order_and_join_when_nested() -> None:
    meter = CostMeter()
    with meter.step("retrieve"):
        time.sleep(0.02)
    with meter.step("generate"), meter.step("generate"):  # nested same name: one entry
        meter.add("generate", llm_calls=1, prompt_tokens=3)
    with meter.step("retrieve"):
        time.sleep(0.01)
    report = meter.report()
    assert [s.name for s in report.steps] == ["retrieve", "generate", "retrieve"]
    assert report.steps[0].latency_ms >= 15
    assert report.steps[1].llm_calls == 1 and report.steps[1].prompt_tokens == 3
    total = sum(s.latency_ms for s in report.steps)
    assert report.latency_ms == pytest.approx(total, rel=0.2)


def test_cost_meter_falls_back_to_llm_output_token_usage() -> None:
    meter = CostMeter()
    handler = meter.callback("extract")
    bare = LLMResult(
        generations=[[ChatGeneration(message=AIMessage(content="x"))]],
        llm_output={"token_usage": {"prompt_tokens": 12, "completion_tokens": 4}},
    )
    handler.on_llm_end(bare, run_id=uuid4())
    with_usage = LLMResult(
        generations=[
            [
                ChatGeneration(
                    message=AIMessage(
                        content="y",
                        usage_metadata={"input_tokens": 5, "output_tokens": 2, "total_tokens": 7},
                    )
                )
            ]
        ],
        llm_output={"token_usage": {"prompt_tokens": 999, "completion_tokens": 999}},
    )
    handler.on_llm_end(with_usage, run_id=uuid4())
    report = meter.report()
    assert (report.prompt_tokens, report.completion_tokens) == (17, 6)


def test_cost_meter_is_thread_safe() -> None:
    meter = CostMeter()
    handler = meter.callback("extract")
    result = LLMResult(
        generations=[[ChatGeneration(message=AIMessage(content="x"))]],
        llm_output={"token_usage": {"prompt_tokens": 1, "completion_tokens": 1}},
    )

    def work() -> None:
        for _ in range(500):
            handler.on_chat_model_start({}, [[]], run_id=uuid4())
            handler.on_llm_end(result, run_id=uuid4())

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # force frequent thread switches so races would show
    try:
        with meter.step("extract"):
            threads = [threading.Thread(target=work) for _ in range(8)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
    finally:
        sys.setswitchinterval(interval)
    report = meter.report()
    assert report.llm_calls == 4000 and report.prompt_tokens == 4000
    assert len(report.steps) == 1


def test_cost_meter_concurrent_first_use_creates_one_entry() -> None:
    meter = CostMeter()
    rounds, workers = 300, 8
    barrier = threading.Barrier(workers)

    def work() -> None:
        for r in range(rounds):
            barrier.wait()
            meter.add(f"step{r}", llm_calls=1)

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=work) for _ in range(workers)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    steps = meter.report().steps
    assert len(steps) == rounds
    assert all(s.llm_calls == workers for s in steps)
