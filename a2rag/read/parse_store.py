"""Evidence parses made once at ingestion instead of on every question (issue 11).

spaCy is most of the offline reader's time on a new question (about 100 ms for eight
chunks on this machine; the reading itself is about 25 ms). Ingestion already holds each
chunk and a spaCy pipeline, so it parses the chunk's reader units there, exactly as the
reader would (`units_of`, one `nlp` call per unit), and stores them on the chunk
(`Chunk.parses`, with `Chunk.parse_tag` naming the pipeline). The reader loads them for its
evidence in one query, builds the Doc of a unit only when a reading asks for it, and parses
only what is missing: a store written before this existed or by another spaCy model or
version, or a unit the current splitter cuts differently (parses are keyed by the unit's
text, so a stale one is never used for other text).

The stored value is text, three lines: the tag; a JSON object with the unit texts, their
token counts and the strings their tokens use; and base64 of the zlib-compressed token
arrays (`Doc.to_array` of the attributes below, then one whitespace flag per token). That is
what spaCy's DocBin keeps, without its msgpack layer, which cost more than building the Doc.
Text, because Neo4j and its Python driver move a byte array property about a hundred times
slower than a string of the same content (8 chunks: 149 ms against 1.1 ms, measured).
"""

from __future__ import annotations

import base64
import functools
import json
import threading
import zlib
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from a2rag.read.candidates import units_of

if TYPE_CHECKING:
    from a2rag.graph.driver import Graph

MAX_CHUNK_CHARS = 20_000  # what the reader reads of a chunk
FORMAT = "a2rag-parses/1"
# what the reader reads of a token; no tensor, no user data
_ATTRS: list[int | str] = [
    "ORTH",
    "TAG",
    "HEAD",
    "DEP",
    "ENT_IOB",
    "ENT_TYPE",
    "LEMMA",
    "MORPH",
    "POS",
]


@functools.cache
def pipeline_tag(nlp: Any) -> str:
    """Which pipeline made a parse, and in which format: another model, version or spaCy
    reads differently, so a knowledge base parsed by another one is parsed again at its
    next ingestion (`a2rag.ingest.parses`). Cached: every stored value read compares it."""
    import spacy

    meta = nlp.meta
    model = f"{meta.get('lang')}_{meta.get('name')}-{meta.get('version')}"
    return f"{FORMAT} {model} spacy-{spacy.__version__}"


def no_units(nlp: Any) -> str:
    """The stored value of a chunk with nothing to parse, or one never to parse at
    ingestion: marked as done by this pipeline, so it is not filled in again."""
    return pipeline_tag(nlp) + "\n"


def tag_of(blob: str | None) -> str | None:
    """The pipeline tag a stored value starts with."""
    return blob.partition("\n")[0] if blob else None


def unit_texts(text: str) -> list[str]:
    """The distinct texts the reader parses for a chunk's text."""
    return list(dict.fromkeys(u.text for u in units_of("", 0, text[:MAX_CHUNK_CHARS])))


def _strings(doc: Any) -> set[str]:
    """The strings a Doc's stored attributes hash (POS and ENT_IOB are ids, HEAD offsets)."""
    out: set[str] = set()
    for t in doc:
        out.update((t.text, t.tag_, t.dep_, t.lemma_, t.ent_type_, str(t.morph)))
    return out


def pack(nlp: Any, texts: Sequence[str]) -> list[str]:
    """Each chunk text's unit parses as one stored value. Parsed unit by unit in one `pipe`,
    as `ParseCache` parses them, so the stored parse is the one the reader would make."""
    import numpy as np

    per_chunk = [unit_texts(t) for t in texts]
    flat = [u for us in per_chunk for u in us]
    docs = iter(nlp.pipe(flat, batch_size=64))
    tag = pipeline_tag(nlp)
    out: list[str] = []
    for us in per_chunk:
        if not us:
            out.append(no_units(nlp))
            continue
        unit_docs = [next(docs) for _ in us]
        strings: set[str] = set()
        for d in unit_docs:
            strings |= _strings(d)
        arrays = np.concatenate([d.to_array(_ATTRS).astype("uint64") for d in unit_docs])
        spaces = np.array([bool(t.whitespace_) for d in unit_docs for t in d], dtype="uint8")
        head = {"texts": us, "lengths": [len(d) for d in unit_docs], "strings": sorted(strings)}
        body = zlib.compress(arrays.tobytes() + spaces.tobytes())
        out.append(
            "\n".join((tag, json.dumps(head, ensure_ascii=False), base64.b64encode(body).decode()))
        )
    return out


class StoredUnits:
    """One chunk's stored parses, decoded once when a reading first asks for one of them."""

    def __init__(self, nlp: Any, lengths: list[int], strings: list[str], body: str) -> None:
        self.nlp = nlp
        self.lengths = lengths
        self.strings = strings
        self._body = body
        self._arrays: Any = None
        self._lock = threading.Lock()

    def doc(self, i: int, text: str) -> Any:
        """The Doc of unit `i`, or None when it does not read back as `text`."""
        import numpy as np
        from spacy.tokens import Doc

        try:
            with self._lock:
                if self._arrays is None:
                    raw = zlib.decompress(base64.b64decode(self._body))
                    n = sum(self.lengths)
                    arrays = np.frombuffer(raw[: n * 8 * len(_ATTRS)], dtype="uint64")
                    spaces = np.frombuffer(raw[n * 8 * len(_ATTRS) :], dtype="uint8")
                    self._arrays = (arrays.reshape(n, len(_ATTRS)), spaces.astype(bool))
                    for s in self.strings:
                        self.nlp.vocab.strings.add(s)
                arrays, spaces = self._arrays
            start = sum(self.lengths[:i])
            rows = arrays[start : start + self.lengths[i]]
            doc = Doc(
                self.nlp.vocab,
                words=[self.nlp.vocab.strings[h] for h in rows[:, 0].tolist()],
                spaces=spaces[start : start + self.lengths[i]].tolist(),
            )
            doc = doc.from_array(_ATTRS, rows)
        except Exception:  # a damaged value costs a parse, never a reading
            return None
        return doc if doc.text == text else None


def unpack(nlp: Any, blob: str) -> dict[str, tuple[StoredUnits, int]]:
    """A stored value's units by text, each still packed (`StoredUnits.doc` builds it).
    Empty when another pipeline made them or the value is unreadable (the reader then
    parses, as without a store)."""
    tag, _, rest = blob.partition("\n")
    head_line, _, body = rest.partition("\n")
    if not body or tag != pipeline_tag(nlp):
        return {}
    try:
        head = json.loads(head_line)
        texts, lengths, strings = head["texts"], head["lengths"], head["strings"]
    except (ValueError, KeyError, TypeError):
        return {}
    if not (isinstance(texts, list) and isinstance(lengths, list) and len(texts) == len(lengths)):
        return {}
    stored = StoredUnits(nlp, lengths, strings, body)
    return {t: (stored, i) for i, t in enumerate(texts) if isinstance(t, str)}


class ParseSource(Protocol):
    def blobs(self, chunk_ids: Sequence[str]) -> dict[str, str]: ...


class GraphParses:
    """Stored parses of chunks, read from the graph (the caller's read groups apply)."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph

    def blobs(self, chunk_ids: Sequence[str]) -> dict[str, str]:
        if not chunk_ids:
            return {}
        rows = self.graph.read("read/chunk_parses", chunk_ids=list(chunk_ids))
        return {r["chunk_id"]: r["parses"] for r in rows if isinstance(r["parses"], str)}


def stored_units(
    nlp: Any, source: ParseSource, chunk_ids: Iterable[str]
) -> dict[str, tuple[StoredUnits, int]]:
    """The stored parses of `chunk_ids`, by unit text, still packed (`StoredUnits.doc`)."""
    found: dict[str, tuple[StoredUnits, int]] = {}
    for blob in source.blobs(list(dict.fromkeys(chunk_ids))).values():
        found.update(unpack(nlp, blob))
    return found
