"""Entity and relation extraction from chunks (offline spaCy, precomputed triples, or LLM)."""

from a2rag.ingest.extract.base import Extractor, make_extractor
from a2rag.text.predicates import normalise_predicate

__all__ = ["Extractor", "make_extractor", "normalise_predicate"]
