"""What the reader tests without a database share: a chunk of evidence and a text's units."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from a2rag.read.candidates import units_of
from a2rag.types import Evidence


@dataclass
class Chunk:
    """A piece of evidence as the reader reads it (`Passage`)."""

    chunk_id: str
    text: str


def units(*texts: str) -> list[Any]:
    """Each text's units, as chunk 'd<k>#0' at rank k."""
    return [u for k, t in enumerate(texts) for u in units_of(f"d{k}#0", k, t)]


def titled_pages(pages: list[tuple[str, str]]) -> tuple[list[Any], list[Evidence]]:
    """Each (title, text) page's units and its evidence, as chunk 'd<k>#0' at rank k."""
    found = [u for k, (t, x) in enumerate(pages) for u in units_of(f"d{k}#0", k, x, t)]
    evidence = [
        Evidence(
            chunk_id=f"d{k}#0",
            doc_id=f"d{k}",
            text=x,
            score=1.0,
            stage="local",
            similarity=0.6,
            title=t,
        )
        for k, (t, x) in enumerate(pages)
    ]
    return found, evidence
