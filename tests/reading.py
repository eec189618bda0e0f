"""What the reader tests without a database share: a chunk of evidence and a text's units."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from a2rag.read.candidates import units_of


@dataclass
class Chunk:
    """A piece of evidence as the reader reads it (`Passage`)."""

    chunk_id: str
    text: str


def units(*texts: str) -> list[Any]:
    """Each text's units, as chunk 'd<k>#0' at rank k."""
    return [u for k, t in enumerate(texts) for u in units_of(f"d{k}#0", k, t)]
