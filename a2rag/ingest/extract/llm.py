"""LLM triple extraction: one structured call per chunk, a few chunks in flight at a time.

A chunk whose reply stays malformed (or whose endpoint keeps failing) becomes an `Extraction`
with `error` set, so one bad chunk never loses a whole ingestion run; the pipeline reports it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

from langchain_core.language_models import BaseChatModel

from a2rag.config import Settings
from a2rag.errors import LLMError
from a2rag.ingest.models import Chunk, Extraction
from a2rag.models.cost import CostMeter
from a2rag.models.llm import make_chat_model, structured_call
from a2rag.models.prompts import ExtractionOutput, extraction_messages
from a2rag.types import ExtractedEntity, ExtractedRelation

STEP = "extract"
FALLBACK_TYPE = "CONCEPT"
_NON_WORD = re.compile(r"[^0-9a-zA-Z]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def snake_case(predicate: str) -> str:
    """`Born In`, `bornIn`, `born-in` -> `born_in`: one spelling per predicate in the graph."""
    return _NON_WORD.sub("_", _CAMEL.sub("_", predicate.strip())).strip("_").lower()


def normalise(chunk_id: str, out: ExtractionOutput) -> Extraction:
    """Dedupe entities, clean predicates, and make every relation endpoint an entity."""
    entities: dict[str, ExtractedEntity] = {}
    for ent in out.entities:
        name = " ".join(ent.name.split())
        if not name or name.casefold() in entities:
            continue
        kind = ent.type.strip().upper().replace(" ", "_") or FALLBACK_TYPE
        entities[name.casefold()] = ExtractedEntity(
            name=name, type=kind, description=ent.description.strip()
        )

    def endpoint(raw: str) -> str:
        name = " ".join(raw.split())
        known = entities.get(name.casefold())
        if known is not None:
            return known.name
        entities[name.casefold()] = ExtractedEntity(name=name, type=FALLBACK_TYPE)
        return name

    relations: list[ExtractedRelation] = []
    seen: set[tuple[str, str, str]] = set()
    for rel in out.relations:
        predicate = snake_case(rel.predicate)
        if not (rel.subject.strip() and rel.object.strip() and predicate):
            continue
        subject, obj = endpoint(rel.subject), endpoint(rel.object)
        key = (subject.casefold(), predicate, obj.casefold())
        if subject.casefold() == obj.casefold() or key in seen:
            continue
        seen.add(key)
        relations.append(ExtractedRelation(subject=subject, predicate=predicate, object=obj))
    return Extraction(chunk_id=chunk_id, entities=list(entities.values()), relations=relations)


class LLMExtractor:
    name = "llm"

    def __init__(
        self,
        settings: Settings,
        chat_model: BaseChatModel | None = None,
        meter: CostMeter | None = None,
    ) -> None:
        chat = chat_model if chat_model is not None else make_chat_model(settings)
        if chat is None:
            raise LLMError(
                "LLM extraction needs a chat model: set A2RAG_BACKEND=llm with "
                "A2RAG_LLM_BASE_URL / A2RAG_LLM_API_KEY, or use the offline extractor"
            )
        self.chat = chat
        self.settings = settings
        self.meter = meter

    def _one(self, chunk: Chunk) -> Extraction:
        try:
            out = structured_call(
                self.chat,
                extraction_messages(chunk.text),
                ExtractionOutput,
                settings=self.settings,
                meter=self.meter,
                step=STEP,
            )
        except LLMError as exc:
            return Extraction(chunk_id=chunk.id, error=str(exc))
        return normalise(chunk.id, out)

    def extract(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        """Extractions in the order of `chunks`, at most `llm_concurrency` calls in flight."""
        if not chunks:
            return []
        workers = max(1, min(self.settings.models.llm_concurrency, len(chunks)))
        if self.meter is None:
            with ThreadPoolExecutor(max_workers=workers) as pool:
                return list(pool.map(self._one, chunks))
        with self.meter.step(STEP), ThreadPoolExecutor(max_workers=workers) as pool:
            return list(pool.map(self._one, chunks))
