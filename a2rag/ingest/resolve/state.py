"""The state the merge rules share in one run, and the views of a group (a union-find root)
they decide by."""

from __future__ import annotations

from collections import Counter, defaultdict

from a2rag.ingest.resolve.known import KnownIndex
from a2rag.ingest.resolve.mentions import Mentions
from a2rag.ingest.resolve.names import CORPORATE_SUFFIXES, dominant_type, title_like
from a2rag.ingest.resolve.union_find import UnionFind, known_id, known_node
from a2rag.text.names import is_acronym, name_key, strip_variant


class RunState:
    """Inputs (`mentions`, `known`), the grouping (`uf`) and what the rules leave for later
    ones: table aliases, reasons, ambiguous short forms and per-document decisions."""

    def __init__(self, mentions: Mentions, known: KnownIndex) -> None:
        self.mentions = mentions
        self.known = known
        self.uf = UnionFind()
        self.table_alias: dict[str, str] = {}  # alias key -> canonical key
        self.extra_surfaces: dict[str, set[str]] = defaultdict(set)  # table forms per key
        self.reasons: dict[str, list[str]] = defaultdict(list)  # key -> why it joined
        # short forms / acronyms that need per-document decisions: key -> candidate keys
        self.ambiguous: dict[str, list[str]] = {}
        self.intro_doc: dict[str, dict[str, tuple[str, str]]] = defaultdict(dict)
        self.override: dict[tuple[str, str], tuple[str, str]] = {}  # (key, doc) -> (node, why)
        self.other_names: set[str] = set()  # keys the text calls another name of something
        self._touched: set[str] = set()

    # ---- union-find nodes ----------------------------------------------------------------
    def node(self, key: str) -> str:
        """A key's union-find node, linked on first use to the graph entity that owns it."""
        if key not in self._touched:
            self._touched.add(key)
            owner = self.known.owner(key)
            table = self.table_alias.get(key)
            if owner and not (table and self.known.owner(table) != owner):
                self.uf.union(key, known_node(owner))
        return key

    def find(self, key: str) -> str:
        return self.uf.find(self.node(key))

    # ---- group views ---------------------------------------------------------------------
    def group_keys(self, root: str) -> set[str]:
        out: set[str] = set()
        for m in self.uf.members[root]:
            eid = known_id(m)
            out |= self.known.keys[eid] if eid is not None else {m}
        return out

    def group_type(self, root: str) -> str | None:
        types: Counter[str] = Counter()
        for m in self.uf.members[root]:
            eid = known_id(m)
            if eid is not None:
                types[self.known.entities[eid].type] += 1
            elif m in self.mentions.keys:
                types.update(self.mentions.keys[m].types)
        return dominant_type(types)

    def group_mentions(self, root: str) -> int:
        keys = self.mentions.keys
        return sum(keys[m].mentions for m in self.uf.members[root] if m in keys)

    def group_surfaces(self, root: str) -> set[str]:
        out: set[str] = set()
        for m in self.uf.members[root]:
            eid = known_id(m)
            if eid is not None:
                out.update(self.known.surfaces(eid))
            else:
                k = self.mentions.keys.get(m)
                out.update(k.surfaces if k else ())
                out.update(self.extra_surfaces.get(m, ()))
        return out

    def best_surface(self, key: str) -> str:
        k = self.mentions.keys.get(key)
        if k:
            forms = Counter({strip_variant(s)[0]: n for s, n in k.surfaces.items()})
            return min(forms, key=lambda s: (-forms[s], s.islower(), s))
        owner = self.known.owner(key)
        if owner:
            for s in self.known.surfaces(owner):
                if name_key(s) == key:
                    return strip_variant(s)[0]
        return key

    def name_like(self, key: str) -> bool:
        root = self.find(key)
        return self.group_type(root) is not None or title_like(self.best_surface(key))

    def rep_key(self, root: str) -> str:
        """The canonical key of a group: most words (corporate suffixes not counted), then
        most mentions; acronyms and stated other names ("called WardWatch until 2021") only
        when nothing longer exists."""
        if root in self.uf.canon:
            return name_key(self.uf.canon[root])
        keys = sorted(self.group_keys(root))

        def rank(k: str) -> tuple[bool, int, bool, int, int, str]:
            words = [t for t in k.split() if t not in CORPORATE_SUFFIXES] or k.split()
            stats = self.mentions.keys.get(k)
            acronym = stats is not None and all(is_acronym(s) for s in stats.surfaces)
            mentions = stats.mentions if stats else 0
            return (k in self.other_names, -len(words), acronym, -mentions, -len(k), k)

        return min(keys, key=rank)

    def subject_of(self, root: str, doc: str) -> bool:
        """Is this group the document's subject (its title names it)?"""
        subject = self.mentions.doc_subject.get(doc)
        return bool(subject) and subject in self.group_keys(root)

    def assign(self, key: str, doc: str) -> str:
        """The group a key's mentions in one document belong to."""
        hit = self.override.get((key, doc))
        return hit[0] if hit else self.find(key)
