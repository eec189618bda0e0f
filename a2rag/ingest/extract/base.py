"""The extractor interface shared by the offline, precomputed and LLM extractors.

Every extractor returns one `Extraction` per chunk, in chunk order, and never lets one bad
chunk stop a batch: the failure is recorded on that chunk's `error` and ingestion goes on.
Predicates from all extractors go through `normalise_predicate`, so that "is capped at",
"capped at" and "Capped-At" become one relation type in the graph.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from a2rag.errors import IngestError
from a2rag.ingest.models import Chunk, Extraction

if TYPE_CHECKING:
    from a2rag.config import Settings


@runtime_checkable
class Extractor(Protocol):
    name: str

    def extract(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        """One Extraction per chunk, same order; a failed chunk has `error` set."""
        ...


def make_extractor(kind: str, settings: Settings, triples_file: Path | None = None) -> Extractor:
    """The extractor for `kind`: "offline" (spaCy), "precomputed" (a triples jsonl) or "llm"."""
    if kind == "offline":
        from a2rag.ingest.extract.offline import OfflineExtractor

        return OfflineExtractor(settings)
    if kind == "precomputed":
        if triples_file is None:
            raise IngestError("the precomputed extractor needs a triples file (--triples PATH)")
        from a2rag.ingest.extract.precomputed import PrecomputedExtractor

        return PrecomputedExtractor(triples_file)
    if kind == "llm":
        from a2rag.ingest.extract.llm import LLMExtractor

        return LLMExtractor(settings)
    raise IngestError(f"unknown extractor {kind!r}: use offline, precomputed or llm")
