"""A chunk mentions the entities its document's title names.

Enterprise documents put their subject in the title and not in the body: the chunks of
"Change Advisory Board minutes: 12 March 2024" say "the board", those of "Runbook RB-LAB-03:
LabRelay site failover" never repeat the runbook's code. Local retrieval reaches chunks
through MENTIONS, so without this a question about that meeting cannot reach its minutes.

Only names the graph already knows are used (an entity's name, from earlier batches or from
this batch's extractions): a title parsed on its own is a poor sentence, and spaCy reads
"Runbook RB-INT-07" as a person. Chunks whose text already contains the title are left alone,
as are names the chunk itself mentions. Extractor-agnostic: it runs on the extractions of the
offline, precomputed and LLM extractors alike.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from a2rag.graph.driver import Graph
from a2rag.ingest.models import Chunk, Extraction
from a2rag.text.stopwords import STOPWORDS
from a2rag.types import ExtractedEntity

MAX_NAME_TOKENS = 8
_TOKEN = re.compile(r"[\w][\w.'&-]*")


def title_core(title: str) -> str:
    """The title without a trailing bracketed qualifier: "Nanette (1930 film)" -> "Nanette"."""
    return re.sub(r"\s*\([^()]*\)\s*$", "", title).strip() or title.strip()


def title_spans(title: str) -> list[tuple[int, int, str]]:
    """Every run of up to MAX_NAME_TOKENS words of the title that could be a name, as
    (first token, end token, text as written): it holds a capital or a digit and is not a
    lone stopword."""
    toks = [(m.start(), m.end()) for m in _TOKEN.finditer(title)]
    out = []
    for i in range(len(toks)):
        for j in range(i + 1, min(len(toks), i + MAX_NAME_TOKENS) + 1):
            text = title[toks[i][0] : toks[j - 1][1]].rstrip(".'-&")
            if not any(ch.isupper() or ch.isdigit() for ch in text):
                continue
            if j - i == 1 and text.casefold() in STOPWORDS:
                continue
            out.append((i, j, text))
    return out


def add_title_mentions(
    graph: Graph, chunks: Sequence[Chunk], extractions: Sequence[Extraction]
) -> int:
    """Add to each chunk's extraction the known names in its document's title, where the
    chunk's text does not contain the title: every name of two or more words, and a one-word
    name only outside a longer one. Returns the number of mentions added."""
    by_id = {e.chunk_id: e for e in extractions}
    todo = [
        c
        for c in chunks
        if c.title.strip()
        and (ext := by_id.get(c.id)) is not None
        and not ext.error
        and not ext.timed_out
        and title_core(c.title).casefold() not in c.text.casefold()
    ]
    if not todo:
        return 0
    spans = {t: title_spans(t) for t in {c.title for c in todo}}
    names: dict[str, tuple[str, str]] = {}  # casefold name -> (name, type)
    for ext in extractions:
        for e in ext.entities:
            names.setdefault(e.name.casefold(), (e.name, e.type))
    keys = sorted({s[2].casefold() for ss in spans.values() for s in ss} - names.keys())
    if keys:
        for r in graph.read("ingest/entities_by_name_key", keys=keys):
            names.setdefault(r["key"], (r["name"], r["type"] or "CONCEPT"))
    added = 0
    for c in todo:
        ext = by_id[c.id]
        have = {e.name.casefold() for e in ext.entities}
        taken: set[int] = set()
        for i, j, text in sorted(spans[c.title], key=lambda s: (s[0] - s[1], s[0])):
            hit = names.get(text.casefold())
            if hit is None or (j - i == 1 and i in taken):
                continue  # "Change Advisory Board" inside "... Board minutes" is kept, a word not
            taken.update(range(i, j))
            if hit[0].casefold() not in have:
                have.add(hit[0].casefold())
                ext.entities.append(ExtractedEntity(name=hit[0], type=hit[1]))
                added += 1
    return added
