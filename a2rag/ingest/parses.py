"""Fill in the reader's stored parses of chunks that have none (a2rag.read.parse_store).

Offline extraction stores them as it goes; this covers the rest, in this process: a
knowledge base ingested before the store existed or parsed by another spaCy pipeline,
chunks an LLM or precomputed extractor wrote, and chunks whose extraction failed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from a2rag.graph.driver import Graph
from a2rag.read.parse_store import no_units, pack, pipeline_tag, tag_of
from a2rag.text.nlp import load_nlp


def _pack_each(nlp: Any, texts: list[str]) -> list[str]:
    """`pack`, chunk by chunk when the batch fails: a text spaCy cannot parse stores no
    units (the reader then parses it, and fails, as it would have)."""
    try:
        return pack(nlp, texts)
    except Exception:
        out: list[str] = []
        for t in texts:
            try:
                out.extend(pack(nlp, [t]))
            except Exception:
                out.append(no_units(nlp))
        return out


def backfill_parses(
    graph: Graph,
    model: str,
    batch: int = 256,
    progress: Callable[[int], None] | None = None,
) -> int:
    """Parse and store the chunks whose parses are missing or were made by another pipeline
    (`model` is the reader's); returns how many. A no-op scan when every chunk has them."""
    nlp = load_nlp(model)
    tag = pipeline_tag(nlp)
    filled = 0
    while True:
        rows = graph.read("ingest/chunks_without_parses", tag=tag, limit=batch)
        if not rows:
            return filled
        blobs = _pack_each(nlp, [r["text"] or "" for r in rows])
        graph.write(
            "ingest/write_parses",
            rows=[
                {"chunk_id": r["chunk_id"], "parses": b, "parse_tag": tag_of(b)}
                for r, b in zip(rows, blobs, strict=True)
            ],
        )
        filled += len(rows)
        if progress:
            progress(filled)
