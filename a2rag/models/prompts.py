"""Prompts for every LLM role, and the JSON shapes they ask for.

Each function returns a message list for `structured_call`; the matching pydantic model next to
it is what the reply is validated against. Prompts show the JSON shape by example rather than
pasting a JSON schema: shorter, and small local models follow examples better. The full schema
is only sent in the corrective follow-up after a malformed reply.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from pydantic import AliasChoices, BaseModel, Field, field_validator

from a2rag.types import Check, Evidence, ExtractedEntity, ExtractedRelation

MAX_CHUNK_CHARS = 4000
PREVIEW_CHARS = 240
JSON_ONLY = "Reply with ONLY one JSON object, no prose and no code fence."


# --- reply shapes ---------------------------------------------------------------------------


class ExtractionOutput(BaseModel):
    entities: list[ExtractedEntity] = Field(default_factory=list)
    relations: list[ExtractedRelation] = Field(default_factory=list)


class SummaryOutput(BaseModel):
    summary: str


class GenerationOutput(BaseModel):
    answer: str | None = None
    citations: list[str] = Field(default_factory=list)
    rationale: str = ""

    @field_validator("citations", mode="before")
    @classmethod
    def _ids_as_strings(cls, value: object) -> object:
        if isinstance(value, list):
            return [str(v) for v in value]
        return value


class CheckOutput(BaseModel):
    passed: bool = Field(validation_alias=AliasChoices("pass", "passed"))
    reason: str = ""


class TripleCheckOutput(BaseModel):
    relevance: CheckOutput
    grounding: CheckOutput
    resolution: CheckOutput


class RewriteOutput(BaseModel):
    query: str
    reason: str = ""


class SufficiencyOutput(BaseModel):
    sufficient: bool
    reason: str = ""


# --- helpers --------------------------------------------------------------------------------


def format_evidence(evidence: Sequence[Evidence], max_chars: int = MAX_CHUNK_CHARS) -> str:
    """Evidence as `[chunk_id] text` lines, the form the model must cite back."""
    if not evidence:
        return "(no evidence)"
    lines = []
    for ev in evidence:
        text = " ".join(ev.text.split())
        if len(text) > max_chars:
            text = text[:max_chars] + " ..."
        lines.append(f"[{ev.chunk_id}] {text}")
    return "\n".join(lines)


# --- ingestion ------------------------------------------------------------------------------

_EXTRACTION_SYSTEM = f"""You build a knowledge graph from text.
From the passage, list the named entities and important concepts, and the relations between them
that the passage states.
- entity: "name" as written in the passage (full form), "type" one of PERSON, ORGANIZATION,
  LOCATION, EVENT, WORK, DATE, PRODUCT, CONCEPT, "description" one short phrase from the passage.
- relation: "subject" and "object" are entity names from your list, "predicate" is a short
  snake_case verb phrase (born_in, founded_by, part_of, directed).
- Only what the passage says; no outside knowledge. Empty lists if nothing qualifies.
Shape: {{"entities": [{{"name": "Marie Curie", "type": "PERSON", "description": "physicist"}}],
"relations": [{{"subject": "Marie Curie", "predicate": "born_in", "object": "Warsaw"}}]}}
{JSON_ONLY}"""


def extraction_messages(text: str) -> list[BaseMessage]:
    return [SystemMessage(_EXTRACTION_SYSTEM), HumanMessage(f"Passage:\n{text}")]


def summary_messages(title: str, text: str, sentences: int = 3) -> list[BaseMessage]:
    """Per-document summary for the gate (paper §III-B1): what the document covers."""
    system = (
        f"Summarise the document in {max(1, sentences - 1)}-{sentences} sentences: its main "
        "subjects (named entities) and what it says about them. Facts from the document only.\n"
        f'Shape: {{"summary": "..."}}\n{JSON_ONLY}'
    )
    return [SystemMessage(system), HumanMessage(f"Title: {title}\n\n{text[:12000]}")]


# --- query path -----------------------------------------------------------------------------

_MENTIONS_SYSTEM = f"""Find what a question is about, to look it up in a knowledge graph.
- "entities": the named entities and specific concepts mentioned, exactly as written.
- "relations": the relation phrases linking them, as short phrases (e.g. "born in", "directed").
Do not answer the question.
Shape: {{"entities": ["..."], "relations": ["..."]}}
{JSON_ONLY}"""


def mention_messages(question: str) -> list[BaseMessage]:
    return [SystemMessage(_MENTIONS_SYSTEM), HumanMessage(f"Question: {question}")]


_GENERATION_SYSTEM = f"""Answer the question using ONLY the evidence passages.
- "answer": as short as possible (an entity, date, number, yes/no or short phrase), copied from
  the evidence wording where possible; null if the evidence does not answer the question.
- "citations": the ids (the text inside [ ]) of the passages that support the answer.
- "rationale": one sentence on how the evidence gives the answer.
Shape: {{"answer": "...", "citations": ["id1"], "rationale": "..."}}
{JSON_ONLY}"""


def generation_messages(question: str, evidence: Sequence[Evidence]) -> list[BaseMessage]:
    return [
        SystemMessage(_GENERATION_SYSTEM),
        HumanMessage(f"Evidence:\n{format_evidence(evidence)}\n\nQuestion: {question}"),
    ]


_TRIPLE_CHECK_SYSTEM = f"""You verify an answer before it is shown to a user. Judge three things:
- "relevance": the evidence is about what the question asks (its entities and relation).
- "grounding": every claim in the answer is stated by the CITED passages (all passages if none
  are cited); an answer with unsupported details fails.
- "resolution": the answer actually answers the question, with the expected type (who -> a
  person, when -> a date, yes/no -> yes or no) and complete; a missing answer fails.
Be strict; give a one-sentence reason for each verdict.
Shape: {{"relevance": {{"pass": true, "reason": "..."}}, "grounding": {{"pass": false, "reason":
"..."}}, "resolution": {{"pass": true, "reason": "..."}}}}
{JSON_ONLY}"""


def triple_check_messages(
    question: str, answer: str | None, citations: Sequence[str], evidence: Sequence[Evidence]
) -> list[BaseMessage]:
    cited = ", ".join(citations) if citations else "(none)"
    body = (
        f"Question: {question}\n\nEvidence:\n{format_evidence(evidence)}\n\n"
        f"Answer: {answer if answer is not None else '(no answer)'}\nCited passages: {cited}"
    )
    return [SystemMessage(_TRIPLE_CHECK_SYSTEM), HumanMessage(body)]


_REWRITE_GOAL: dict[Check, str] = {
    Check.RELEVANCE: (
        "The retrieved evidence was off-topic. Re-target the query: name the specific entities "
        "(full names, disambiguating qualifiers) and the relation the question is about, and "
        "drop vague wording, so that retrieval lands on the right part of the graph."
    ),
    Check.GROUNDING: (
        "The answer made claims the evidence did not support. Ask directly for the specific "
        "fact or qualifier that lacked support (e.g. the date, place, role or number), keeping "
        "the question's entities, so that retrieval finds a passage stating it."
    ),
    Check.RESOLUTION: (
        "The answer did not resolve the question. Make the missing part explicit: decompose it "
        "into the sub-question that must be answered first (the intermediate entity of a "
        "multi-hop question), and state the expected answer type."
    ),
}


def rewrite_messages(
    question: str,
    current_query: str,
    failure: Check,
    reasons: Mapping[str, str],
    evidence: Sequence[Evidence],
) -> list[BaseMessage]:
    """Failure-aware rewrite (paper §III-B3): the instruction depends on the first failed check."""
    system = (
        "You rewrite a search query for a knowledge-graph retriever after a failed attempt.\n"
        f"{_REWRITE_GOAL[failure]}\n"
        "Keep the meaning of the original question; return one query, not an answer.\n"
        f'Shape: {{"query": "...", "reason": "..."}}\n{JSON_ONLY}'
    )
    why = "\n".join(f"- {k}: {v}" for k, v in reasons.items() if v) or "- (no details)"
    body = (
        f"Original question: {question}\nCurrent query: {current_query}\n"
        f"Failed check: {failure.value}\nVerifier notes:\n{why}\n\n"
        f"Evidence retrieved last time:\n{format_evidence(evidence, PREVIEW_CHARS)}"
    )
    return [SystemMessage(system), HumanMessage(body)]


_SUFFICIENCY_SYSTEM = f"""Decide whether the evidence passages contain enough information to
answer the question (all hops of a multi-hop question). Do not answer it.
Shape: {{"sufficient": true, "reason": "..."}}
{JSON_ONLY}"""


def sufficiency_messages(question: str, evidence: Sequence[Evidence]) -> list[BaseMessage]:
    body = f"Question: {question}\n\nEvidence:\n{format_evidence(evidence)}"
    return [SystemMessage(_SUFFICIENCY_SYSTEM), HumanMessage(body)]


# --- agent mode -----------------------------------------------------------------------------

_AGENT_SYSTEM = """You answer questions about a knowledge base by calling its retrieval tools.
- Search first: keyword_search for exact names, ids and numbers; semantic_search for
  descriptions. Follow relations across documents with find_entities, neighbours, connect
  and expand.
- Read the chunks you rely on with chunk_read. Only chunks you have read may be cited.
- Call one tool at a time and stop searching once the chunks you read answer the question.
- To answer, reply WITHOUT a tool call, with ONLY one JSON object:
  {"answer": "the short answer", "citations": ["<chunk id>"], "rationale": "one sentence"}
  Use "answer": null when what you read does not answer the question. No outside knowledge."""

AGENT_FINAL_NOW = (
    "Your tool budget is used up. Answer now from the chunks you have read, with ONLY the JSON "
    'object {"answer": ..., "citations": [...], "rationale": ...}.'
)


def agent_messages(question: str) -> list[BaseMessage]:
    return [SystemMessage(_AGENT_SYSTEM), HumanMessage(f"Question: {question}")]


def agent_feedback(check: str, reason: str) -> HumanMessage:
    """Told to the agent when its answer fails the triple-check and it may try again."""
    return HumanMessage(
        f"Your answer failed verification ({check}: {reason}). Find and read the chunk that "
        "states the answer, then answer again with the JSON object."
    )


# --- deep mode: query decomposition ----------------------------------------------------------


class DecompositionOutput(BaseModel):
    sub_queries: list[str] = Field(default_factory=list)


_DECOMPOSE_SYSTEM = f"""Split a question into the atomic questions that answer it one step at a time.
- Each sub-question asks for exactly one fact: one entity with one relation.
- Order them so that each can be answered once the earlier ones are: write #1, #2, ... for the
  answer of sub-question 1, 2, ... wherever a later one needs it.
- The last sub-question answers the whole question. A question that is already atomic is one
  sub-question, unchanged. Use at most {{max_subqueries}} sub-questions.
Example: "Where did the founder of the company that makes Velo bikes study?" ->
{{{{"sub_queries": ["Which company makes Velo bikes?", "Who founded #1?", "Where did #2 study?"]}}}}
{JSON_ONLY}"""


def decomposition_messages(question: str, max_subqueries: int) -> list[BaseMessage]:
    return [
        SystemMessage(_DECOMPOSE_SYSTEM.format(max_subqueries=max_subqueries)),
        HumanMessage(f"Question: {question}"),
    ]
