"""What one batch says about names: per name key its surface forms, NER types and chunks,
per document the keys it mentions and what the document is about."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from a2rag.ingest.models import Chunk, Extraction
from a2rag.text.names import name_key


@dataclass
class KeyStats:
    surfaces: Counter[str] = field(default_factory=Counter)
    types: Counter[str] = field(default_factory=Counter)
    description: str = ""
    chunks: dict[str, set[str]] = field(default_factory=dict)  # doc -> chunk ids
    doc_surfaces: dict[str, set[str]] = field(default_factory=dict)  # doc -> surfaces
    mentions: int = 0


class Mentions:
    def __init__(self, chunks: Sequence[Chunk]) -> None:
        self.chunks = list(chunks)
        self.doc_of = {c.id: c.doc_id for c in chunks}
        # what each document is about: its title (or, lacking one, its id)
        self.doc_subject = {
            c.doc_id: name_key(
                re.sub(r"\s*\([^)]*\)", "", c.title) or c.doc_id.replace("-", " ").replace("_", " ")
            )
            for c in chunks
        }
        self.keys: dict[str, KeyStats] = {}
        self.doc_keys: dict[str, set[str]] = defaultdict(set)

    @classmethod
    def collect(cls, extractions: Sequence[Extraction], chunks: Sequence[Chunk]) -> Mentions:
        out = cls(chunks)
        for ext in extractions:
            if ext.error:
                continue
            for e in ext.entities:
                out.add(e.name, e.type or "CONCEPT", e.description, ext.chunk_id)
        return out

    def doc(self, chunk_id: str) -> str:
        return self.doc_of.get(chunk_id, chunk_id)

    def add(self, surface: str, etype: str, desc: str, chunk_id: str) -> str | None:
        """Record one mention; its name key, or None for a name with no key."""
        key = name_key(surface)
        if not key:
            return None
        doc = self.doc(chunk_id)
        k = self.keys.get(key)
        if k is None:
            k = self.keys[key] = KeyStats()
        k.surfaces[surface.strip()] += 1
        k.types[etype] += 1
        k.mentions += 1
        k.description = k.description or desc
        k.chunks.setdefault(doc, set()).add(chunk_id)
        k.doc_surfaces.setdefault(doc, set()).add(surface.strip())
        self.doc_keys[doc].add(key)
        return key
