"""LLM roles and the LLM extractor with langchain fake chat models: prompts, parsing, fallbacks."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import BaseMessage
from pydantic import Field

from a2rag.config import Settings
from a2rag.control.llm_roles import (
    LLMGenerator,
    LLMMentionExtractor,
    LLMRewriter,
    LLMSufficiencyJudge,
    LLMVerifier,
)
from a2rag.errors import LLMError
from a2rag.ingest.extract.llm import LLMExtractor, snake_case
from a2rag.ingest.models import Chunk
from a2rag.models.cost import CostMeter
from a2rag.types import Check, Evidence, Generation, Verdict


class RecordingChat(FakeListChatModel):
    """FakeListChatModel that keeps every prompt it was sent."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def _call(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> str:
        self.seen.append(list(messages))
        return super()._call(messages, *args, **kwargs)


class RoutedChat(FakeListChatModel):
    """Answers from a function of the last message, so concurrent callers get their own reply."""

    route: Callable[[str], str]
    responses: list[str] = Field(default_factory=lambda: [""])

    def _call(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> str:
        return self.route(str(messages[-1].content))


SETTINGS = Settings(backend="offline", llm_max_retries=3, llm_concurrency=4)

EVIDENCE = [
    Evidence(
        chunk_id="c1", doc_id="d1", text="Marie Curie was born in Warsaw.", score=0.9, stage="local"
    ),
    Evidence(
        chunk_id="c2",
        doc_id="d1",
        text="Warsaw is the capital of Poland.",
        score=0.7,
        stage="bridge",
    ),
]


def prompt_text(messages: list[BaseMessage]) -> str:
    return "\n".join(str(m.content) for m in messages)


# --- generator --------------------------------------------------------------------------------


def test_generator_prompt_shows_every_evidence_chunk() -> None:
    chat = RecordingChat(
        responses=['{"answer": "Warsaw", "citations": ["c1"], "rationale": "c1 says so"}']
    )
    meter = CostMeter()
    gen = LLMGenerator(chat, SETTINGS, meter).generate("Where was Marie Curie born?", EVIDENCE)
    assert gen == Generation(answer="Warsaw", citations=["c1"], rationale="c1 says so")
    prompt = prompt_text(chat.seen[0])
    for ev in EVIDENCE:
        assert f"[{ev.chunk_id}] {ev.text}" in prompt
    assert "Where was Marie Curie born?" in prompt
    assert [s.name for s in meter.report().steps] == ["generate"]
    assert meter.report().llm_calls == 1


def test_generator_drops_citations_not_in_evidence() -> None:
    reply = {
        "answer": "Warsaw [c2] [c77]",
        "citations": ["c1", "c99", "[c1]", "C2x"],
        "rationale": "",
    }
    chat = RecordingChat(responses=[json.dumps(reply)])
    gen = LLMGenerator(chat, SETTINGS).generate("Where?", EVIDENCE)
    assert gen.citations == ["c1", "c2"]  # c99/C2x invented, c2 harvested from the answer text
    assert gen.answer == "Warsaw [c77]"  # unknown bracket text is left alone


def test_generator_null_answer_means_unanswerable() -> None:
    chat = RecordingChat(responses=['{"answer": "null", "citations": ["c1"]}'])
    gen = LLMGenerator(chat, SETTINGS).generate("Who won in 2030?", EVIDENCE)
    assert gen.answer is None


def test_generator_raises_llm_error_after_retries() -> None:
    chat = RecordingChat(responses=["no json here"])
    with pytest.raises(LLMError, match="'generate'"):
        LLMGenerator(chat, SETTINGS).generate("Where?", EVIDENCE)
    assert len(chat.seen) == SETTINGS.models.llm_max_retries


# --- verifier ---------------------------------------------------------------------------------


def test_verifier_maps_three_checks_with_reasons() -> None:
    reply = {
        "relevance": {"pass": True, "reason": "about Curie"},
        "grounding": {"pass": False, "reason": "year not stated"},
        "resolution": {"passed": True, "reason": "a place"},
    }
    chat = RecordingChat(responses=[json.dumps(reply)])
    generation = Generation(answer="Warsaw in 1867", citations=["c1"])
    verdict = LLMVerifier(chat, SETTINGS).verify("Where was she born?", generation, EVIDENCE)
    assert (verdict.relevance, verdict.grounding, verdict.resolution) == (True, False, True)
    assert verdict.first_failure() is Check.GROUNDING
    assert verdict.reasons["grounding"] == "year not stated"
    prompt = prompt_text(chat.seen[0])
    assert "Warsaw in 1867" in prompt and "Cited passages: c1" in prompt
    assert len(chat.seen) == 1  # one call for all three checks


def test_verifier_malformed_output_is_a_failing_verdict() -> None:
    chat = RecordingChat(responses=['{"relevance": "looks fine"}'])
    generation = Generation(answer="Warsaw", citations=["c1"])
    verdict = LLMVerifier(chat, SETTINGS).verify("Where?", generation, EVIDENCE)
    assert not verdict.passed
    assert verdict.first_failure() is Check.RELEVANCE
    assert all(r.startswith("verifier output malformed:") for r in verdict.reasons.values())
    assert set(verdict.reasons) == {"relevance", "grounding", "resolution"}
    assert len(chat.seen) == SETTINGS.models.llm_max_retries


# --- rewriter ---------------------------------------------------------------------------------


def test_rewrite_prompt_depends_on_failure_type_and_query_is_used() -> None:
    chat = RecordingChat(
        responses=[
            '{"query": "Marie Curie (physicist) birthplace city", "reason": "r"}',
            '{"query": "In which city was Marie Curie born?", "reason": "r"}',
            '{"query": "Which city is Marie Curie\'s birthplace? Answer: a city", "reason": "r"}',
        ]
    )
    rewriter = LLMRewriter(chat, SETTINGS)
    verdict = Verdict(relevance=False, grounding=False, resolution=False, reasons={})
    outs = [
        rewriter.rewrite("Where was Curie born?", "Curie born", failure, verdict, EVIDENCE)
        for failure in (Check.RELEVANCE, Check.GROUNDING, Check.RESOLUTION)
    ]
    assert outs == [
        "Marie Curie (physicist) birthplace city",
        "In which city was Marie Curie born?",
        "Which city is Marie Curie's birthplace? Answer: a city",
    ]
    systems = [str(seen[0].content) for seen in chat.seen]
    assert len(set(systems)) == 3
    assert "off-topic" in systems[0]
    assert "fact or qualifier" in systems[1]
    assert "decompose" in systems[2]
    for seen in chat.seen:
        assert "Current query: Curie born" in prompt_text(seen)


def test_rewrite_prompt_carries_verifier_reasons() -> None:
    chat = RecordingChat(responses=['{"query": "q2"}'])
    verdict = Verdict(
        relevance=True, grounding=False, resolution=True, reasons={"grounding": "no date given"}
    )
    LLMRewriter(chat, SETTINGS).rewrite("When?", "q1", Check.GROUNDING, verdict, EVIDENCE)
    assert "no date given" in prompt_text(chat.seen[0])


def test_rewriter_falls_back_to_current_query() -> None:
    chat = RecordingChat(responses=["I would rather not"])
    verdict = Verdict(relevance=False, grounding=True, resolution=True)
    out = LLMRewriter(chat, SETTINGS).rewrite("Q?", "current q", Check.RELEVANCE, verdict, [])
    assert out == "current q"


# --- seeds and sufficiency ----------------------------------------------------------------------


def test_mention_extractor_parses_and_dedupes() -> None:
    chat = RecordingChat(
        responses=[
            '{"entities": ["Marie Curie", "marie curie", " Warsaw "], "relations": ["born in"]}'
        ]
    )
    meter = CostMeter()
    out = LLMMentionExtractor(chat, SETTINGS, meter).mentions("Was Marie Curie born in Warsaw?")
    assert out.entities == ["Marie Curie", "Warsaw"]
    assert out.relations == ["born in"]
    assert meter.report().steps[0].name == "seeds"


def test_sufficiency_judge_parses_and_fails_safe() -> None:
    good = RecordingChat(responses=['{"sufficient": true, "reason": "both hops present"}'])
    verdict = LLMSufficiencyJudge(good, SETTINGS).judge("Q?", EVIDENCE)
    assert verdict.sufficient and verdict.reason == "both hops present"
    bad = RecordingChat(responses=["maybe"])
    verdict = LLMSufficiencyJudge(bad, SETTINGS).judge("Q?", EVIDENCE)
    assert not verdict.sufficient and "failed" in verdict.reason


# --- extractor --------------------------------------------------------------------------------


def chunk(i: int, text: str) -> Chunk:
    return Chunk(id=f"k{i}", doc_id="d", index=i, text=text, token_count=len(text.split()))


def extraction_json(name: str) -> str:
    return json.dumps(
        {
            "entities": [{"name": name, "type": "person", "description": "someone"}],
            "relations": [{"subject": name, "predicate": "Born In", "object": f"{name}ville"}],
        }
    )


def test_extractor_recovers_from_malformed_then_valid() -> None:
    chat = RecordingChat(responses=["```json\n{broken", extraction_json("Ada")])
    meter = CostMeter()
    [ext] = LLMExtractor(SETTINGS, chat_model=chat, meter=meter).extract([chunk(0, "Ada text")])
    assert ext.error is None and ext.chunk_id == "k0"
    assert [(e.name, e.type) for e in ext.entities] == [("Ada", "PERSON"), ("Adaville", "CONCEPT")]
    assert [(r.subject, r.predicate, r.object) for r in ext.relations] == [
        ("Ada", "born_in", "Adaville")
    ]
    assert len(chat.seen) == 2
    assert meter.report().llm_calls == 2
    assert [s.name for s in meter.report().steps] == ["extract"]


def test_extractor_records_per_chunk_error_and_keeps_order() -> None:
    lock = threading.Lock()
    calls: dict[str, int] = {}
    names = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"]

    def route(prompt: str) -> str:
        name = next(n for n in names if n in prompt) if any(n in prompt for n in names) else None
        if name is None:  # a corrective follow-up: find the chunk from the earlier turn
            return "still not json"
        with lock:
            calls[name] = calls.get(name, 0) + 1
        # earlier chunks answer later, so completion order differs from input order
        time.sleep(0.01 * (len(names) - names.index(name)))
        return "never json" if name == "Gamma" else extraction_json(name)

    chat = RoutedChat(route=route)
    chunks = [chunk(i, f"Passage about {n}.") for i, n in enumerate(names)]
    out = LLMExtractor(SETTINGS, chat_model=chat).extract(chunks)
    assert [e.chunk_id for e in out] == [c.id for c in chunks]
    failed = [e for e in out if e.error]
    assert [e.chunk_id for e in failed] == ["k2"]
    assert "'extract'" in (failed[0].error or "")
    assert failed[0].entities == [] and failed[0].relations == []
    for ext, name in zip(out, names, strict=True):
        if name != "Gamma":
            assert ext.entities[0].name == name


def test_extractor_needs_a_chat_model() -> None:
    with pytest.raises(LLMError, match="chat model"):
        LLMExtractor(Settings(backend="offline"))


def test_snake_case_predicates() -> None:
    assert snake_case("Born In") == "born_in"
    assert snake_case("foundedBy") == "founded_by"
    assert snake_case(" part-of ") == "part_of"
