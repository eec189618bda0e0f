"""Offline extraction with spaCy: named entities, salient noun phrases, dependency SVO
relations and in-sentence co-occurrence.

Numbers, dates, money and percentages are deliberately not entities: they are the qualifiers
the A2RAG paper (§I, "extraction loss") says a graph drops, so they stay in the chunk text
that retrieval maps back to. Relations only ever connect strings listed as the chunk's
entities, so the resolver can map both ends.
"""

from __future__ import annotations

import multiprocessing
import os
import re
import time
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import TYPE_CHECKING

from a2rag.ingest.limits import nlp_text
from a2rag.ingest.models import Chunk, Extraction
from a2rag.text.nlp import load_nlp
from a2rag.text.predicates import normalise_predicate
from a2rag.types import CO_OCCURS, ExtractedEntity, ExtractedRelation

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from a2rag.config import Settings
    from a2rag.ingest.extract.isolated import IsolatedExtractor

QUALIFIER_LABELS = frozenset(
    {"CARDINAL", "ORDINAL", "QUANTITY", "PERCENT", "MONEY", "DATE", "TIME"}
)
_SUBJ = ("nsubj", "nsubjpass")
_OBJ = ("dobj", "attr", "oprd")
_PREP = ("prep", "agent", "dative")
_STRIP_LEAD = frozenset({"DET", "PRON", "PUNCT", "CCONJ", "PART", "ADP", "SYM"})
_COPULA = frozenset({"is", "are", "was", "were", "be", "been", "being", "am", "'s", "'re"})
_MAX_NP_TOKENS = 8
_QUOTES = frozenset({'"', "“", "”", "''", "``", "„"})
_MARKUP = frozenset("<>={}|")
# a code the tokenizer cuts short: 'INC-2024' '-' '0233' of 'INC-2024-0233'
# ('USD/MXN', a pair of names, and 'COVID-19'-like words are left as the tokenizer has them)
_CODE = re.compile(r"[A-Z]{2,}[A-Z0-9]*(?:-[A-Z0-9]+)*-[A-Z0-9]*\d[A-Z0-9]*")
WORKER_DIED = "offline extraction failed: its worker process died (out of memory?)"


@dataclass(frozen=True)
class _Mention:
    start: int  # token range of the name itself (bracket prefix excluded)
    end: int
    name: str
    type: str


def _is_acronym(tok: Token) -> bool:
    t = tok.text
    return len(t) >= 2 and t.isupper() and t.replace("&", "").isalpha()


def _trim(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """Drop what precedes a possessive ("Kestrel's desk" -> "desk"), leading determiners
    and pronouns, and trailing possessive markers/punctuation."""
    for i in range(end - 1, start - 1, -1):
        if doc[i].tag_ in ("POS", "PRP$", "WP$"):
            start = i + 1
            break
    while start < end and doc[start].pos_ in _STRIP_LEAD:
        start += 1
    while end > start and (doc[end - 1].tag_ == "POS" or doc[end - 1].pos_ == "PUNCT"):
        end -= 1
    return start, end


def _balance(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """Cut at an unbalanced quote or bracket: 'popular "A Date' -> 'A Date',
    'Indian National Congress (INC' -> 'Indian National Congress'."""
    quotes = [i for i in range(start, end) if doc[i].text in _QUOTES]
    if len(quotes) % 2:
        start, end = (quotes[-1] + 1, end) if quotes[-1] + 1 < end else (start, quotes[0])
    opens = [i for i in range(start, end) if doc[i].text in ("(", "[")]
    closes = [i for i in range(start, end) if doc[i].text in (")", "]")]
    if len(opens) != len(closes):
        start, end = (start, opens[0]) if opens else (closes[-1] + 1, end)
    return start, end


def _prefix_start(doc: Doc, start: int) -> int:
    """Start of a bracketed tag such as "[GUI] " right before a name, else `start`."""
    if start >= 3:
        o, tag, c = doc[start - 3], doc[start - 2], doc[start - 1]
        if (o.text, c.text) in (("[", "]"), ("(", ")")) and tag.text.isupper():
            return start - 3
    return start


def _whole_code(doc: Doc, start: int, end: int) -> int:
    """The end of a mention that is a code, taken on over the pieces the tokenizer split off
    it ('INC-2024' of 'INC-2024-0233' would merge every 2024 incident into one entity)."""
    while (
        end + 1 < len(doc)
        and not doc[end - 1].whitespace_
        and doc[end].text == "-"
        and not doc[end].whitespace_
        and doc[end + 1].text.isalnum()
        and _CODE.fullmatch(doc[start : end + 2].text)
    ):
        end += 2
    return end


def _mention(doc: Doc, start: int, end: int, label: str) -> _Mention:
    """Keep a bracketed tag in the name: the resolver records "[GUI] Kestrel" as an alias."""
    p = _prefix_start(doc, start)
    return _Mention(start, end, doc.text[doc[p].idx : doc[end - 1].idx + len(doc[end - 1])], label)


def _salient_np(span: Span) -> bool:
    head = span.root
    if head.pos_ == "PROPN":
        return True
    if len(span) < 2:
        return False
    # A capitalised adjective ("American actress") is a demonym, not a name.
    return any(
        t.pos_ == "PROPN"
        or _is_acronym(t)
        or (t.text[:1].isupper() and t.pos_ != "ADJ" and not t.is_sent_start)
        for t in span
    )


def find_mentions(doc: Doc) -> list[_Mention]:
    """Named entities (minus qualifiers), salient noun chunks, then runs of proper nouns or
    codes that both missed (the small model often misses unfamiliar multiword names, and tags
    'INC-2024' a noun at a sentence's start)."""
    out: list[_Mention] = []
    covered: set[int] = set()
    qualifier: set[int] = set()

    def add(s: int, e: int, label: str) -> None:
        s, e = _trim(doc, *_balance(doc, *_trim(doc, s, e)))
        if s < e:
            e = _whole_code(doc, s, e)
        if any(_MARKUP & set(t.text) for t in doc[s:e]):
            return  # wiki/HTML markup, not a name
        ok = s < e and e - s <= _MAX_NP_TOKENS and any(c.isalpha() for c in doc[s:e].text)
        if ok and not any(m.start == s and m.end == e for m in out):
            out.append(_mention(doc, s, e, label))
            covered.update(range(_prefix_start(doc, s), e))

    for ent in doc.ents:
        if ent.label_ in QUALIFIER_LABELS:
            qualifier.update(range(ent.start, ent.end))
        else:
            add(ent.start, ent.end, ent.label_)
    for nc in doc.noun_chunks:
        s = nc.start
        for i in range(nc.end - 1, nc.start - 1, -1):
            # a chunk cannot contain a qualifier or a verb (mis-parse): keep what follows
            if i in qualifier or doc[i].pos_ in ("VERB", "AUX"):
                s = i + 1
                break
        if s < nc.end and nc.root.i >= s and _salient_np(doc[s : nc.end]):
            add(s, nc.end, "CONCEPT")
    i = 0
    while i < len(doc):
        j = i
        while (
            j < len(doc)
            and (doc[j].pos_ == "PROPN" or _CODE.fullmatch(doc[j].text))
            and j not in covered
            and j not in qualifier
        ):
            j += 1
        if j > i:
            add(i, j, "CONCEPT")
        i = max(j, i + 1)
    return out


def _token_owner(mentions: Sequence[_Mention]) -> dict[int, _Mention]:
    """Token index -> smallest mention covering it (so "OGW" wins over "OGW gateway")."""
    owner: dict[int, _Mention] = {}
    for m in sorted(mentions, key=lambda m: m.start - m.end):
        for i in range(m.start, m.end):
            owner[i] = m
    return owner


def _with_conjuncts(toks: Iterable[Token]) -> list[Token]:
    out: list[Token] = []
    for t in toks:
        out.append(t)
        out.extend(c for c in t.conjuncts if c.i > t.i)
    return out


def _subjects(verb: Token) -> tuple[list[Token], bool]:
    """Subjects of `verb` and whether it is passive; shared subjects of coordinated or
    controlled verbs, relative clauses and participle modifiers are followed up."""
    passive = any(c.dep_ in ("nsubjpass", "auxpass") for c in verb.children)
    subs = [c for c in verb.children if c.dep_ in _SUBJ]
    if subs and verb.dep_ == "relcl" and subs[0].tag_ in ("WDT", "WP"):
        subs = [verb.head]
    if not subs and verb.dep_ in ("conj", "xcomp") and verb.head is not verb:
        subs, head_passive = _subjects(verb.head)
        passive = passive or (verb.dep_ == "conj" and head_passive)
    if not subs and verb.dep_ == "acl" and verb.tag_ == "VBN":
        subs, passive = [verb.head], True
    return _with_conjuncts(subs), passive


def svo_triples(doc: Doc) -> Iterator[tuple[Token, str, Token]]:
    """(subject token, predicate, object token) from the dependency parse."""
    for verb in doc:
        if verb.pos_ not in ("VERB", "AUX"):
            continue
        subs, passive = _subjects(verb)
        if not subs:
            continue
        particle = " ".join(c.text for c in verb.children if c.dep_ == "prt")
        base = f"{verb.text} {particle}".strip().lower()
        copula = verb.text.lower() in _COPULA
        for child in verb.children:
            if child.dep_ in _OBJ or (child.dep_ == "dative" and child.pos_ != "ADP"):
                pred = "is_a" if copula and child.dep_ == "attr" else normalise_predicate(base)
                for obj in _with_conjuncts([child]):
                    for s in subs:
                        yield s, pred, obj
            elif child.dep_ in _PREP:
                pobjs = _with_conjuncts(c for c in child.children if c.dep_ == "pobj")
                if child.dep_ == "agent" and passive:
                    # "Y was founded by X" -> (X, founded, Y)
                    for obj in pobjs:
                        for s in subs:
                            yield obj, normalise_predicate(base), s
                    continue
                pred = normalise_predicate(f"{base} {child.text.lower()}")
                for obj in pobjs:
                    for s in subs:
                        yield s, pred, obj


class OfflineExtractor:
    """spaCy-based extractor: no network, no model downloads at run time.

    With `workers > 1`, large calls are spread over a persistent pool of spawned processes
    (each loads the model once), because spaCy is CPU-bound and single-threaded here.
    """

    name = "offline"

    def __init__(
        self,
        settings: Settings,
        batch_size: int = 64,
        max_pairs_per_sentence: int = 6,
        workers: int | None = None,
        parallel_min_chunks: int = 48,
        parse_units: bool | None = None,
    ) -> None:
        self.model = settings.models.spacy_model
        # the reader's parses of each chunk, stored with it (a2rag.read.parse_store)
        self.parse_units = settings.ingest.parse_store if parse_units is None else parse_units
        self.budget_s = settings.ingest.document_time_budget_s
        self._nlp = load_nlp(self.model, lemmatizer=False)
        self.batch_size = batch_size
        self.max_pairs = max_pairs_per_sentence
        self.workers = workers if workers is not None else min(4, os.cpu_count() or 1)
        self.parallel_min_chunks = parallel_min_chunks
        self._pool: ProcessPoolExecutor | None = None

    def extract(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        if self.workers > 1 and len(chunks) >= self.parallel_min_chunks:
            try:
                return self._extract_parallel(chunks)
            except BrokenProcessPool:
                self.close()  # a worker died: find its document in a fresh pool
                return self._extract_each_document(chunks)
        return self.extract_local(chunks)

    def _extract_each_document(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        """One document at a time in the pool: the one that kills a worker again gets failed
        extractions (its text is still written), the pool is replaced, the others go on.
        When no document gets through, the pool itself cannot run here (e.g. a script
        without a `__main__` guard): extract in this process, as before."""
        by_doc: dict[str, list[Chunk]] = {}
        for c in chunks:
            by_doc.setdefault(c.doc_id, []).append(c)
        out: dict[str, Extraction] = {}
        worked = False
        for doc_chunks in by_doc.values():
            try:
                exts = self._extract_parallel(doc_chunks)
                worked = True
            except BrokenProcessPool:
                self.close()
                exts = [Extraction(chunk_id=c.id, error=WORKER_DIED) for c in doc_chunks]
            out.update((e.chunk_id, e) for e in exts)
        if not worked:
            return self.extract_local(chunks)
        return [out[c.id] for c in chunks]

    def extract_local(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        """Batches of chunks through spaCy; a document whose extraction has run longer than
        its time budget (counted from its first batch) gets its remaining chunks back as
        `timed_out`, unparsed. Chunks are bounded in size and parsing is linear, so one
        batch is seconds at most and a check between batches keeps the budget."""
        out: list[Extraction] = []
        first_seen: dict[str, float] = {}
        for i in range(0, len(chunks), self.batch_size):
            now = time.monotonic()
            batch: list[Chunk] = []
            for c in chunks[i : i + self.batch_size]:
                if self.budget_s and now - first_seen.setdefault(c.doc_id, now) > self.budget_s:
                    out.append(Extraction(chunk_id=c.id, timed_out=True))
                else:
                    batch.append(c)
            done: dict[str, Extraction] = {}
            for chunk, doc in zip(batch, self._parse(batch), strict=True):
                if isinstance(doc, Exception):
                    done[chunk.id] = _failed(chunk, doc)
                    continue
                try:
                    done[chunk.id] = self.extract_doc(chunk.id, doc)
                except Exception as exc:  # one bad chunk must not stop the batch
                    done[chunk.id] = _failed(chunk, exc)
            if self.parse_units:
                self._add_parses(batch, done)
            out.extend(done.values())
        order = {c.id: k for k, c in enumerate(chunks)}
        return sorted(out, key=lambda e: order[e.chunk_id])

    def _extract_parallel(self, chunks: Sequence[Chunk]) -> list[Extraction]:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_init_worker,
                initargs=worker_args(self),
            )
        size = min(self.batch_size, -(-len(chunks) // self.workers))
        parts = [list(chunks[i : i + size]) for i in range(0, len(chunks), size)]
        return [e for part in self._pool.map(_work, parts) for e in part]

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None

    def _add_parses(self, batch: Sequence[Chunk], done: dict[str, Extraction]) -> None:
        """The reader's unit parses of each extracted chunk (stored with it, so a question
        does not parse its evidence). A failure costs the reader a parse later, nothing else."""
        from a2rag.read.parse_store import pack

        ok = [c for c in batch if not done[c.id].error]
        try:
            blobs = pack(load_nlp(self.model), [c.text for c in ok])
        except Exception:
            return
        for c, blob in zip(ok, blobs, strict=True):
            done[c.id].parses = blob

    def _parse(self, batch: Sequence[Chunk]) -> list[Doc | Exception]:
        """Parse the batch in one `nlp.pipe` call; if that fails, chunk by chunk so only the
        culprit is lost."""
        texts = [nlp_text(c.text) for c in batch]  # same length: names map back
        try:
            return list(self._nlp.pipe(texts, batch_size=self.batch_size))
        except Exception:
            docs: list[Doc | Exception] = []
            for t in texts:
                try:
                    docs.append(self._nlp(t))
                except Exception as exc:
                    docs.append(exc)
            return docs

    def extract_doc(self, chunk_id: str, doc: Doc) -> Extraction:
        mentions = find_mentions(doc)
        entities: dict[str, ExtractedEntity] = {}
        for m in mentions:
            key = m.name.casefold()
            if key not in entities or entities[key].type == "CONCEPT" != m.type:
                entities[key] = ExtractedEntity(name=m.name, type=m.type)
        names = {k: e.name for k, e in entities.items()}  # first-seen casing wins
        owner = _token_owner(mentions)

        relations: dict[tuple[str, str, str], ExtractedRelation] = {}
        linked: set[frozenset[str]] = set()
        for s_tok, pred, o_tok in svo_triples(doc):
            sm, om = owner.get(s_tok.i), owner.get(o_tok.i)
            if sm is None or om is None:
                continue
            s, o = names[sm.name.casefold()], names[om.name.casefold()]
            if s.casefold() != o.casefold():
                relations.setdefault(
                    (s, pred, o), ExtractedRelation(subject=s, predicate=pred, object=o)
                )
                linked.add(frozenset((s, o)))
        for s, o in self._co_occurring(doc, mentions):
            s, o = names[s.casefold()], names[o.casefold()]
            pair = frozenset((s, o))
            if len(pair) == 2 and pair not in linked:
                linked.add(pair)
                relations[(s, CO_OCCURS, o)] = ExtractedRelation(
                    subject=s, predicate=CO_OCCURS, object=o
                )
        return Extraction(
            chunk_id=chunk_id, entities=list(entities.values()), relations=list(relations.values())
        )

    def _co_occurring(self, doc: Doc, mentions: Sequence[_Mention]) -> Iterator[tuple[str, str]]:
        """Up to `max_pairs` nearest non-overlapping mention pairs per sentence."""
        sent_of: dict[int, int] = {}
        for k, sent in enumerate(doc.sents):
            sent_of.update(dict.fromkeys(range(sent.start, sent.end), k))
        by_sent: dict[int, list[_Mention]] = {}
        for m in sorted(mentions, key=lambda m: (m.start, m.end)):
            by_sent.setdefault(sent_of.get(m.start, -1), []).append(m)
        for ms in by_sent.values():
            pairs = [
                (b.start - a.start, a, b)
                for i, a in enumerate(ms)
                for b in ms[i + 1 :]
                if b.start >= a.end and a.name.casefold() != b.name.casefold()
            ]
            pairs.sort(key=lambda p: (p[0], p[1].start))
            for _, a, b in pairs[: self.max_pairs]:
                yield a.name, b.name


_WORKER: OfflineExtractor | None = None


def worker_args(ex: OfflineExtractor | IsolatedExtractor) -> tuple[str, int, int, float, bool]:
    """`_init_worker`'s arguments for an extractor's worker processes."""
    return (ex.model, ex.batch_size, ex.max_pairs, ex.budget_s, ex.parse_units)


def _init_worker(
    model: str, batch_size: int, max_pairs: int, budget_s: float = 0.0, parse_units: bool = False
) -> None:
    global _WORKER
    from a2rag.config import Settings

    settings = Settings(spacy_model=model, document_time_budget_s=budget_s, parse_store=parse_units)
    _WORKER = OfflineExtractor(settings, batch_size, max_pairs, workers=1)


def _work(chunks: list[Chunk]) -> list[Extraction]:
    assert _WORKER is not None
    return _WORKER.extract_local(chunks)


def _failed(chunk: Chunk, exc: Exception) -> Extraction:
    return Extraction(
        chunk_id=chunk.id, error=f"offline extraction failed: {type(exc).__name__}: {exc}"
    )
