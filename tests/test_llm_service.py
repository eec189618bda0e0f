"""The LLM backend end to end: A2RAG with the real ChatOpenAI client over HTTP to a local
OpenAI-compatible stub, on the real Neo4j: 429 then success, a timeout, malformed JSON, the
per-question token budget, and an endpoint that keeps failing."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from llm_stub import OpenAIStub, Reply
from pydantic import SecretStr

from a2rag.api.app import create_app
from a2rag.config import Backend, Settings
from a2rag.service import A2RAG

QUESTION = "In which city is Kestrel Analytics headquartered?"
MENTIONS = json.dumps({"entities": ["Kestrel Analytics"], "relations": ["headquartered in"]})
GENERATION = json.dumps(
    {"answer": "Edinburgh", "citations": ["kestrel-analytics#0"], "rationale": "stated"}
)
PASSED = json.dumps(
    {
        "relevance": {"pass": True, "reason": "on topic"},
        "grounding": {"pass": True, "reason": "stated in the chunk"},
        "resolution": {"pass": True, "reason": "names a city"},
    }
)
TOKENS_PER_CALL = 11 + 7  # the stub's usage per reply


@pytest.fixture()
def stub() -> Iterator[OpenAIStub]:
    with OpenAIStub() as s:
        yield s


def _rag(settings: Settings, stub: OpenAIStub, **overrides: object) -> A2RAG:
    update: dict[str, object] = {
        "backend": Backend.LLM,
        "llm_base_url": stub.url,
        "llm_api_key": SecretStr("test-key"),
        "llm_max_retries": 3,
        **overrides,
    }
    return A2RAG(settings.model_copy(update=update))


def test_rate_limited_then_answered(subset_settings: Settings, stub: OpenAIStub) -> None:
    stub.push(Reply(status=429), MENTIONS, GENERATION, PASSED)
    with _rag(subset_settings, stub) as rag:
        answer = rag.ask(QUESTION)
    assert answer.status == "answered" and answer.answer == "Edinburgh"
    assert len(stub.requests) == 4
    seeds = next(s for s in answer.cost.steps if s.name == "seeds")
    assert seeds.llm_calls == 2  # the refused request is counted too
    assert answer.cost.llm_calls == 4


def test_timeout_is_retried(subset_settings: Settings, stub: OpenAIStub) -> None:
    stub.push(Reply(content=MENTIONS, delay_s=5), MENTIONS, GENERATION, PASSED)
    with _rag(subset_settings, stub, llm_timeout_s=1.0) as rag:
        answer = rag.ask(QUESTION)
    assert answer.status == "answered" and answer.answer == "Edinburgh"
    assert len(stub.requests) == 4


def test_malformed_json_is_corrected(subset_settings: Settings, stub: OpenAIStub) -> None:
    stub.push(MENTIONS, "Sure! The city is Edinburgh.", GENERATION, PASSED)
    with _rag(subset_settings, stub) as rag:
        answer = rag.ask(QUESTION)
    assert answer.status == "answered" and answer.answer == "Edinburgh"
    correction = stub.messages(2)[-1]["content"]
    assert "not valid" in correction and "JSON" in correction


def test_budget_exhausted_stops_and_returns_unverified(
    subset_settings: Settings, stub: OpenAIStub
) -> None:
    stub.push(MENTIONS, GENERATION, PASSED)
    with _rag(subset_settings, stub) as rag:
        answer = rag.ask(QUESTION, token_budget=TOKENS_PER_CALL + 2)
    # seeds (18 tokens) and generation ran; verification was refused before it was sent
    assert len(stub.requests) == 2
    assert answer.status == "unverified" and answer.answer == "Edinburgh"
    assert "token budget exhausted before step 'verify'" in answer.reason
    assert answer.cost.budget_exhausted and answer.cost.budget_tokens == TOKENS_PER_CALL + 2
    assert answer.attempts == 1  # no rewrite, no retry

    stub.push(MENTIONS)
    with _rag(subset_settings, stub, llm_token_budget=TOKENS_PER_CALL - 1) as rag:
        nothing = rag.ask(QUESTION)
    assert len(stub.requests) == 3  # only the seeds call: generation never started
    assert nothing.status == "abstained" and nothing.answer is None
    assert "token budget exhausted before step 'generate'" in nothing.reason


def test_budget_and_failures_over_http(subset_settings: Settings, stub: OpenAIStub) -> None:
    stub.push(MENTIONS, GENERATION, PASSED)
    settings = subset_settings.model_copy(
        update={
            "backend": Backend.LLM,
            "llm_base_url": stub.url,
            "llm_api_key": SecretStr("test-key"),
            "llm_max_retries": 2,
        }
    )
    with TestClient(create_app(settings)) as client:
        r = client.post("/ask", json={"question": QUESTION, "token_budget": TOKENS_PER_CALL + 2})
        assert r.status_code == 200
        assert r.json()["status"] == "unverified" and "budget" in r.json()["reason"]
        stub.default = Reply(status=503)  # the endpoint goes down for good
        down = client.post("/ask", json={"question": QUESTION})
        assert down.status_code == 502
        error = down.json()["error"]
        assert error["type"] == "TransientLLMError" and "after 2 attempt(s)" in error["message"]
        assert client.get("/health").status_code == 200  # the graph side is fine
