"""The index of entities already in the graph, kept across batches so incremental ingestion
stays linear in the batch size."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from a2rag.ingest.models import ResolvedEntity
from a2rag.ingest.resolve.names import is_short_form_of
from a2rag.text.names import name_key


class KnownIndex:
    """Keys of entities already in the graph: a name key belongs to its entity; an alias key
    claimed by two entities is ambiguous and left to the short-form rules."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self.entities: dict[str, ResolvedEntity] = {}
        self._sig: dict[str, tuple[str, tuple[str, ...]]] = {}
        self.name_owner: dict[str, str] = {}
        self.claims: dict[str, set[str]] = defaultdict(set)
        self.keys: dict[str, set[str]] = defaultdict(set)
        self.by_first: dict[str, set[str]] = defaultdict(set)
        self.by_last: dict[str, set[str]] = defaultdict(set)
        self.by_token: dict[str, set[str]] = defaultdict(set)

    def update(self, known: Sequence[ResolvedEntity]) -> None:
        ids = {e.id for e in known}
        if any(i not in ids for i in self._sig):
            self._reset()  # entities vanished from the graph: rebuild
        for e in sorted(known, key=lambda e: e.id):
            sig = (e.name, tuple(e.aliases))
            self.entities[e.id] = e  # always: a later batch may change only the type
            if self._sig.get(e.id) == sig:
                continue
            self._sig[e.id] = sig
            self._index(e)

    def _index(self, e: ResolvedEntity) -> None:
        nk = name_key(e.name)
        if nk:
            self.name_owner.setdefault(nk, e.id)
            for tok in nk.split():
                self.by_token[tok].add(e.id)
        for k in {name_key(a) for a in (e.name, *e.aliases)} - {""}:
            if k != nk and is_short_form_of(k, nk):
                continue  # short forms are decided again, in context, in every run
            self.claims[k].add(e.id)
            self.keys[e.id].add(k)
            toks = k.split()
            if len(toks) > 1:
                self.by_first[toks[0]].add(k)
                self.by_last[toks[-1]].add(k)

    def owner(self, key: str) -> str | None:
        if key in self.name_owner:
            return self.name_owner[key]
        ids = self.claims.get(key)
        return next(iter(ids)) if ids and len(ids) == 1 else None

    def surfaces(self, eid: str) -> list[str]:
        e = self.entities[eid]
        return [e.name, *e.aliases]

    def name_key_of(self, eid: str) -> str:
        return name_key(self.entities[eid].name)
