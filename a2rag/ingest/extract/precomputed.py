"""Extraction read from a precomputed OpenIE file (e.g. MuSiQue's openie_triples.jsonl).

Rows are `{"passage_id", "entities": [...], "triples": [[s, r, o], ...]}` and a passage id is
a document id. Triples were extracted per passage, so when a passage is split into several
chunks each chunk gets the entities whose text it contains and the triples touching them;
nothing is dropped (an entity found in no chunk goes to the first one).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from a2rag.errors import IngestError
from a2rag.ingest.models import Chunk, Extraction
from a2rag.text.predicates import normalise_predicate
from a2rag.types import ExtractedEntity, ExtractedRelation


@dataclass(frozen=True)
class _Row:
    entities: tuple[str, ...]
    triples: tuple[tuple[str, str, str], ...]


def _parse_row(raw: str, where: str) -> tuple[str, _Row]:
    try:
        obj = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise IngestError(f"{where}: not valid JSON ({exc.msg})") from exc
    if not isinstance(obj, dict) or not isinstance(obj.get("passage_id"), str):
        raise IngestError(f'{where}: expected an object with a string "passage_id"')
    ents = obj.get("entities", [])
    if not isinstance(ents, list) or not all(isinstance(e, str) for e in ents):
        raise IngestError(f'{where}: "entities" must be a list of strings')
    triples = obj.get("triples", [])
    if not isinstance(triples, list):
        raise IngestError(f'{where}: "triples" must be a list of [subject, relation, object]')
    out: list[tuple[str, str, str]] = []
    for t in triples:
        if not (isinstance(t, list) and len(t) == 3 and all(isinstance(x, str) for x in t)):
            raise IngestError(f"{where}: bad triple {t!r}: expected [subject, relation, object]")
        s, r, o = (x.strip() for x in t)
        if s and o and s.casefold() != o.casefold():
            out.append((s, r, o))
    clean = tuple(dict.fromkeys(e.strip() for e in ents if e.strip()))
    return obj["passage_id"], _Row(clean, tuple(out))


def load_triples(path: Path) -> dict[str, _Row]:
    """passage id -> row; a malformed line raises IngestError naming file:line."""
    rows: dict[str, _Row] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise IngestError(f"cannot read triples file {path}: {exc}") from exc
    for n, line in enumerate(lines, 1):
        if line.strip():
            pid, row = _parse_row(line, f"{path}:{n}")
            rows[pid] = row
    return rows


def _occurs(needle: str, haystack_cf: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(needle.casefold())}(?!\w)", haystack_cf) is not None


class PrecomputedExtractor:
    """Serves triples from a file; chunks of passages without a row get empty extractions."""

    name = "precomputed"

    def __init__(self, triples_file: Path) -> None:
        self.path = Path(triples_file)
        self._rows = load_triples(self.path)

    def extract(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        by_doc: dict[str, list[Chunk]] = {}
        for c in chunks:
            by_doc.setdefault(c.doc_id, []).append(c)
        result: dict[str, Extraction] = {}
        for doc_id, doc_chunks in by_doc.items():
            row = self._rows.get(doc_id)
            for c, ext in zip(doc_chunks, self._split(row, doc_chunks), strict=True):
                result[c.id] = ext
        return [result[c.id] for c in chunks]

    def _split(self, row: _Row | None, chunks: Sequence[Chunk]) -> list[Extraction]:
        if row is None:
            return [Extraction(chunk_id=c.id) for c in chunks]
        texts = [c.text.casefold() for c in chunks]
        single = len(chunks) == 1
        names: list[list[str]] = [[] for _ in chunks]
        rels: list[list[ExtractedRelation]] = [[] for _ in chunks]

        def homes(*strings: str) -> list[int]:
            if single:
                return [0]
            hit = [i for i, t in enumerate(texts) if any(_occurs(s, t) for s in strings)]
            return hit or [0]

        for e in row.entities:
            for i in homes(e):
                names[i].append(e)
        for s, r, o in row.triples:
            rel = ExtractedRelation(subject=s, predicate=normalise_predicate(r), object=o)
            for i in homes(s, o):
                rels[i].append(rel)
                # Both ends must be entities of the chunk so the resolver can map them.
                names[i].extend((s, o))
        out = []
        for c, ns, rs in zip(chunks, names, rels, strict=True):
            uniq = dict.fromkeys(ns)
            out.append(
                Extraction(
                    chunk_id=c.id, entities=[ExtractedEntity(name=n) for n in uniq], relations=rs
                )
            )
        return out
