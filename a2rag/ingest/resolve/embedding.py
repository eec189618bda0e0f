"""Spelling variants ("Franki Valli" / "Frankie Valli"): blocked by (word count, shared
word), lexically close, same numbers, then confirmed by embeddings.

Stricter than "token ratio >= 80 or containment": names that differ by added words
("Led Zeppelin" / "Led Zeppelin III") embed close together but are different entities, and
comparing every containment pair would embed most of the corpus."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
from rapidfuzz import fuzz

from a2rag.ingest.resolve.names import CONNECTORS, words_close
from a2rag.ingest.resolve.state import RunState
from a2rag.text.names import name_key

if TYPE_CHECKING:
    from a2rag.models.embeddings import Embedder

_BLOCK_MAX = 100  # tokens shared by more groups than this are too common to block on
_LEXICAL_MIN = 85  # rapidfuzz token_sort_ratio for an embedding check
_CACHE_MAX = 200_000
_DIGITS = re.compile(r"\d+")

_Check = tuple[str, str, str, str, float]  # (root a, root b, surface a, surface b, ratio)


class VectorCache:
    """Name embeddings kept across batches: the same names recur in every batch."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self._vecs: dict[str, np.ndarray] = {}

    def embed(self, texts: Sequence[str]) -> dict[str, np.ndarray]:
        todo = sorted({t for t in texts if t not in self._vecs})
        if todo:
            if len(self._vecs) > _CACHE_MAX:
                self._vecs.clear()
            self._vecs.update(zip(todo, self.embedder.embed(todo), strict=True))
        return {t: self._vecs[t] for t in texts}


def _candidate_pairs(st: RunState, rep: dict[str, str], blocked: set[str]) -> set[tuple[str, str]]:
    """Pairs of groups with the same word count sharing a not-too-common word; at least one
    side from this batch."""
    index: dict[tuple[int, str], list[str]] = defaultdict(list)
    for r in rep:
        toks = rep[r].split()
        for tok in set(toks) - CONNECTORS:
            index[(len(toks), tok)].append(r)
    pairs: set[tuple[str, str]] = set()
    for (n, tok), bucket in sorted(index.items()):
        known_ids = st.known.by_token.get(tok, set())
        if len(bucket) + len(known_ids) > _BLOCK_MAX:
            continue
        old = {
            st.find(k)
            for k in (st.known.name_key_of(e) for e in sorted(known_ids))
            if len(k.split()) == n
        } - blocked
        group = sorted(set(bucket) | old)
        pairs |= {
            (a, b) for i, a in enumerate(group) for b in group[i + 1 :] if a in rep or b in rep
        }
    return pairs


def _lexical_checks(st: RunState, rep: dict[str, str], pairs: set[tuple[str, str]]) -> list[_Check]:
    """The pairs worth an embedding: same numbers, close spelling, no NER type conflict."""
    types: dict[str, str | None] = {}
    checks: list[_Check] = []
    for a, b in sorted(pairs):
        ka, kb = rep.get(a) or st.rep_key(a), rep.get(b) or st.rep_key(b)
        if _DIGITS.findall(ka) != _DIGITS.findall(kb):
            continue
        ratio = fuzz.token_sort_ratio(ka, kb)
        if ratio < _LEXICAL_MIN or not words_close(ka, kb):
            continue
        for x in (a, b):
            if x not in types:
                types[x] = st.group_type(x)
        if types[a] and types[b] and types[a] != types[b]:
            continue
        checks.append((a, b, st.best_surface(ka), st.best_surface(kb), ratio))
    return checks


def embedding_merges(st: RunState, vectors: VectorCache, threshold: float) -> None:
    """Join the lexically close pairs whose names embed above `threshold`."""
    blocked = {st.find(k) for k in st.ambiguous}
    roots = sorted({st.find(k) for k in st.mentions.keys} - blocked)
    rep = {r: st.rep_key(r) for r in roots}
    checks = _lexical_checks(st, rep, _candidate_pairs(st, rep, blocked))
    if not checks:
        return
    vecs = vectors.embed([t for c in checks for t in c[2:4]])
    for a, b, sa, sb, ratio in checks:
        cos = float(np.dot(vecs[sa], vecs[sb]))
        if cos < threshold:
            continue
        ra, rb = st.find(a), st.find(b)
        if ra == rb:
            continue
        # the less-mentioned form is the one that "joins"
        minor = (st.group_mentions(ra), sa) < (st.group_mentions(rb), sb)
        joiner, other = (sa, sb) if minor else (sb, sa)
        if st.uf.union(ra, rb):
            st.reasons[name_key(joiner)].append(
                f"{joiner}: embedding match with '{other}' "
                f"(cosine {cos:.2f}, token ratio {ratio:.0f})"
            )
