"""Entity resolution: map surface mentions onto canonical entities with stable ids.

The A2RAG paper (§I) notes that one liquidity provider appears as "CFH", "CFH Clearing" and
"[GUI] CFH"; left apart, facts about it split over disconnected nodes and graph retrieval
cannot follow the evidence chain. Merging wrongly is as harmful (it invents bridges), so
every rule below is conservative and records a human-readable reason:

1. user alias table (CSV `alias,canonical`) - wins over everything;
2. same normalised key: case, punctuation, whitespace, leading "the", possessive 's,
   bracketed tags "[GUI] X" / "(GUI) X"; corporate suffixes ("Ltd", "Inc");
3. acronyms only when introduced in the text: "Long Name (LN)" or "LN (Long Name)";
4. a one-word short form of a longer name ("Kestrel" -> "Kestrel Prime Brokerage") when it
   is unambiguous, else by document context, else by a clear (>= 3x) mention majority;
5. embeddings (optional) above a high threshold *and* a lexical guard, never across
   different NER types.

Candidates are found through token/initial indexes, never by comparing all pairs. Entities
already in the graph (`known`) keep their ids, and new mentions resolve onto them.
"""

from __future__ import annotations

import csv
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from pydantic import BaseModel, Field
from rapidfuzz import fuzz

from a2rag.errors import IngestError
from a2rag.ingest.models import Chunk, Extraction, ResolvedEntity, ResolvedRelation
from a2rag.text.names import entity_id, is_acronym, name_key, strip_variant
from a2rag.text.predicates import normalise_predicate

if TYPE_CHECKING:
    from a2rag.config import Settings
    from a2rag.models.embeddings import Embedder


class Resolution(BaseModel):
    entities: list[ResolvedEntity] = Field(default_factory=list)
    relations: list[ResolvedRelation] = Field(default_factory=list)
    merges: int = Field(0, description="Surface forms of this run resolved onto another name.")


# --------------------------------------------------------------------------------------------
# normalisation
# --------------------------------------------------------------------------------------------
_CONNECTORS_WORDS = "of and for the in on at to by de la le du des von van der den del da di y"
CONNECTORS = frozenset(_CONNECTORS_WORDS.split())
_CORPORATE_SUFFIXES_WORDS = "ltd limited inc incorporated corp corporation llc plc gmbh ag sa co"
CORPORATE_SUFFIXES = frozenset(_CORPORATE_SUFFIXES_WORDS.split())
_PLACE = frozenset({"GPE", "LOC", "FAC"})
_NO_SHORT_FORM = frozenset({"NORP", "LANGUAGE"})
_BLOCK_MAX = 100  # tokens shared by more groups than this are too common to block on
_LEXICAL_MIN = 85  # rapidfuzz token_sort_ratio for an embedding check
_DIGITS = re.compile(r"\d+")


def _title_like(surface: str) -> bool:
    words = [w for w in strip_variant(surface)[0].split() if w.casefold() not in CONNECTORS]
    return bool(words) and all(w[0].isupper() or w[0].isdigit() for w in words)


def _initial_variants(words: Sequence[str]) -> Iterable[str]:
    words = [w for w in words if w]
    content = [w for w in words if w.casefold() not in CONNECTORS]
    yield "".join(w[0] for w in words).casefold()
    yield "".join(w[0] for w in content).casefold()
    parts = [p for w in content for p in w.split("-") if p]
    yield "".join(p[0] + "".join(c for c in p[1:] if c.isupper()) for p in parts).casefold()


def initials_match(words: Sequence[str], acronym: str) -> bool:
    letters = "".join(c for c in acronym if c.isalnum()).casefold()
    return len(letters) >= 2 and any(v == letters for v in _initial_variants(words) if v)


_ACR_AFTER = re.compile(r"\(\s*([A-Z][A-Za-z0-9&.\-]{1,11})\s*\)")
_ACR_BEFORE = re.compile(r"(?<![\w-])([A-Z][A-Z0-9&.\-]{1,11})\s*\(([^()]{3,100})\)")
_WORDS = re.compile(r"[\w'’&.-]+")


class AliasScanner:
    """Word-bounded occurrences of many aliases in a text, leftmost and longest first, like
    the regex `(?<!\\w)(?:alias|...)(?!\\w)` (case-sensitive where asked) but linear: an
    alternation of thousands of aliases is tried alias by alias at every word start, which
    made resolution quadratic in the size of one document. Here each start only looks up
    the alias lengths that begin with its character."""

    def __init__(self, aliases: dict[str, bool]) -> None:
        """`aliases`: alias -> case-sensitive."""
        self.exact = {a for a, cs in aliases.items() if cs}
        self.folded = {a.lower() for a, cs in aliases.items() if not cs}
        lengths: dict[str, set[int]] = defaultdict(set)
        for a in aliases:
            if a:
                lengths[a[0].lower()].add(len(a))
        self.lengths = {c: sorted(ls, reverse=True) for c, ls in lengths.items()}

    def finditer(self, text: str) -> Iterator[str]:
        n, p = len(text), 0
        while p < n:
            lengths = self.lengths.get(text[p].lower())
            if lengths and (p == 0 or not _is_word(text[p - 1])):
                for size in lengths:
                    end = p + size
                    if end > n or (end < n and _is_word(text[end])):
                        continue
                    piece = text[p:end]
                    if piece in self.exact or piece.lower() in self.folded:
                        yield piece
                        p = end - 1
                        break
            p += 1


def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def find_acronym_intros(text: str) -> Iterable[tuple[str, str, str]]:
    """(acronym, long form, as written) for "Long Name (LN)" and "LN (Long Name)"."""
    for m in _ACR_AFTER.finditer(text):
        acr = m.group(1).rstrip(".")
        if not is_acronym(acr):
            continue
        window = list(_WORDS.finditer(text[max(0, m.start() - 200) : m.start()]))[-12:]
        base = max(0, m.start() - 200)
        for n in range(2, len(window) + 1):
            ws = window[-n:]
            words = [w.group(0).strip(".,") for w in ws]
            capitalised = words[0][:1].isupper() and words[0].casefold() not in CONNECTORS
            if capitalised and initials_match(words, acr):
                long = text[base + ws[0].start() : base + ws[-1].end()].rstrip(".,")
                yield acr, long, f"{long} ({acr})"
                break
    for m in _ACR_BEFORE.finditer(text):
        acr, inner = m.group(1).rstrip("."), m.group(2).strip()
        words = [w.group(0).strip(".,") for w in _WORDS.finditer(inner)]
        if is_acronym(acr) and len(words) >= 2 and initials_match(words, acr):
            yield acr, inner, f"{acr} ({inner})"


def load_alias_table(path: Path) -> list[tuple[str, str]]:
    """Rows of `alias,canonical`; an optional header row is skipped."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise IngestError(f"cannot read alias table {path}: {exc}") from exc
    rows: list[tuple[str, str]] = []
    for n, row in enumerate(csv.reader(text.splitlines()), 1):
        if not row or not "".join(row).strip() or row[0].lstrip().startswith("#"):
            continue
        if len(row) != 2 or not row[0].strip() or not row[1].strip():
            raise IngestError(f"{path}:{n}: expected 'alias,canonical', got {row!r}")
        if n == 1 and [c.strip().casefold() for c in row] == ["alias", "canonical"]:
            continue
        rows.append((row[0].strip(), row[1].strip()))
    return rows


def _dominant_type(types: Counter[str]) -> str | None:
    ner = [(n, t) for t, n in types.items() if t and t != "CONCEPT"]
    return min(ner, key=lambda x: (-x[0], x[1]))[1] if ner else None


def _words_close(a: str, b: str) -> bool:
    """Words that differ must be spelling variants ("Berling"/"Berlings"), not different
    words ("Howard Warren Buffett"/"Warren Edward Buffett")."""
    ca, cb = Counter(a.split()), Counter(b.split())
    da, db = sorted((ca - cb).elements()), sorted((cb - ca).elements())
    return len(da) == len(db) and all(fuzz.ratio(x, y) >= 75 for x, y in zip(da, db, strict=True))


def _is_short_form_of(short: str, long: str) -> bool:
    toks = long.split()
    return " " not in short and len(toks) > 1 and short in (toks[0], toks[-1])


def _clash(short: str | None, long: str | None) -> bool:
    """Short forms: a person is not a place, and a place name inside an organisation or
    event name ("Baltimore" / "Baltimore Orioles") is the place. Other NER disagreements
    are ignored: small models often swap ORG/PERSON on one-word names."""
    if not short or not long or short == long:
        return False
    if "PERSON" in (short, long):
        return short in _PLACE or long in _PLACE
    return short in _PLACE and long not in _PLACE


# --------------------------------------------------------------------------------------------
# known entities (persistent across batches)
# --------------------------------------------------------------------------------------------
class _KnownIndex:
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
            nk = name_key(e.name)
            if nk:
                self.name_owner.setdefault(nk, e.id)
                for tok in nk.split():
                    self.by_token[tok].add(e.id)
            for k in {name_key(a) for a in (e.name, *e.aliases)} - {""}:
                if k != nk and _is_short_form_of(k, nk):
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


def _knode(eid: str) -> str:
    return "\x00" + eid


# --------------------------------------------------------------------------------------------
# per-run state
# --------------------------------------------------------------------------------------------
@dataclass
class _Key:
    surfaces: Counter[str] = field(default_factory=Counter)
    types: Counter[str] = field(default_factory=Counter)
    description: str = ""
    chunks: dict[str, set[str]] = field(default_factory=dict)  # doc -> chunk ids
    doc_surfaces: dict[str, set[str]] = field(default_factory=dict)  # doc -> surfaces
    mentions: int = 0


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}
        self.members: dict[str, list[str]] = {}
        self.anchor: dict[str, str] = {}  # root -> known entity id
        self.canon: dict[str, str] = {}  # root -> alias-table canonical name

    def find(self, x: str) -> str:
        if x not in self.parent:
            self.parent[x], self.members[x] = x, [x]
            if x.startswith("\x00"):
                self.anchor[x] = x[1:]
            return x
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: str, b: str) -> bool:
        """Join two groups unless that would fuse two graph entities or two table canonicals."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return True
        for attr in (self.anchor, self.canon):
            if ra in attr and rb in attr and attr[ra] != attr[rb]:
                return False
        if len(self.members[ra]) < len(self.members[rb]):
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.members[ra].extend(self.members.pop(rb))
        for attr in (self.anchor, self.canon):
            if rb in attr:
                attr[ra] = attr.pop(rb)
        return True


class EntityResolver:
    """Resolves one batch of extractions at a time; keeps an index of `known` entities across
    calls so incremental ingestion stays linear in the batch size."""

    def __init__(self, settings: Settings, embedder: Embedder | None = None) -> None:
        self.settings = settings
        self.embedder = embedder
        self.threshold = settings.alias_embedding_threshold
        self.alias_rows = load_alias_table(settings.alias_table) if settings.alias_table else []
        self._known = _KnownIndex()
        self._vec_cache: dict[str, np.ndarray] = {}

    def resolve(
        self,
        extractions: Sequence[Extraction],
        chunks: Sequence[Chunk],
        known: Sequence[ResolvedEntity] = (),
    ) -> Resolution:
        self._known.update(known)
        return _Run(self, extractions, chunks).run()

    def _embed(self, texts: Sequence[str]) -> dict[str, np.ndarray]:
        assert self.embedder is not None
        todo = sorted({t for t in texts if t not in self._vec_cache})
        if todo:
            if len(self._vec_cache) > 200_000:
                self._vec_cache.clear()
            vecs = self.embedder.embed(todo)
            self._vec_cache.update(zip(todo, vecs, strict=True))
        return {t: self._vec_cache[t] for t in texts}


class _Run:
    def __init__(
        self, resolver: EntityResolver, extractions: Sequence[Extraction], chunks: Sequence[Chunk]
    ) -> None:
        self.r = resolver
        self.known = resolver._known
        self.extractions = extractions
        self.chunks = list(chunks)
        self.doc_of = {c.id: c.doc_id for c in chunks}
        # what each document is about: its title (or, lacking one, its id)
        self.doc_subject = {
            c.doc_id: name_key(
                re.sub(r"\s*\([^)]*\)", "", c.title) or c.doc_id.replace("-", " ").replace("_", " ")
            )
            for c in chunks
        }
        self.keys: dict[str, _Key] = {}
        self.doc_keys: dict[str, set[str]] = defaultdict(set)
        self.uf = _UnionFind()
        self.reasons: dict[str, list[str]] = defaultdict(list)
        self.extra_surfaces: dict[str, set[str]] = defaultdict(set)  # table aliases
        self.table_alias: dict[str, str] = {}
        self.touched: set[str] = set()
        # short forms / acronyms that need per-document decisions
        self.ambiguous: dict[str, list[str]] = {}
        self.intro_doc: dict[str, dict[str, tuple[str, str]]] = defaultdict(dict)
        self.override: dict[tuple[str, str], tuple[str, str]] = {}  # (key, doc) -> (node, why)

    # ---- collection ------------------------------------------------------------------------
    def _mention(self, surface: str, etype: str, desc: str, chunk_id: str) -> str | None:
        key = name_key(surface)
        if not key:
            return None
        doc = self.doc_of.get(chunk_id, chunk_id)
        k = self.keys.get(key)
        if k is None:
            k = self.keys[key] = _Key()
        k.surfaces[surface.strip()] += 1
        k.types[etype] += 1
        k.mentions += 1
        k.description = k.description or desc
        k.chunks.setdefault(doc, set()).add(chunk_id)
        k.doc_surfaces.setdefault(doc, set()).add(surface.strip())
        self.doc_keys[doc].add(key)
        return key

    def _collect(self) -> None:
        for ext in self.extractions:
            if ext.error:
                continue
            for e in ext.entities:
                self._mention(e.name, e.type or "CONCEPT", e.description, ext.chunk_id)

    def _node(self, key: str) -> str:
        """A key's union-find node, linked on first use to the graph entity that owns it."""
        if key not in self.touched:
            self.touched.add(key)
            owner = self.known.owner(key)
            table = self.table_alias.get(key)
            if owner and not (table and self.known.owner(table) != owner):
                self.uf.union(key, _knode(owner))
        return key

    def _find(self, key: str) -> str:
        return self.uf.find(self._node(key))

    # ---- group views ---------------------------------------------------------------------
    def _group_keys(self, root: str) -> set[str]:
        out: set[str] = set()
        for m in self.uf.members[root]:
            out |= self.known.keys[m[1:]] if m.startswith("\x00") else {m}
        return out

    def _group_type(self, root: str) -> str | None:
        types: Counter[str] = Counter()
        for m in self.uf.members[root]:
            if m.startswith("\x00"):
                types[self.known.entities[m[1:]].type] += 1
            elif m in self.keys:
                types.update(self.keys[m].types)
        return _dominant_type(types)

    def _group_mentions(self, root: str) -> int:
        return sum(self.keys[m].mentions for m in self.uf.members[root] if m in self.keys)

    def _best_surface(self, key: str) -> str:
        k = self.keys.get(key)
        if k:
            forms = Counter({strip_variant(s)[0]: n for s, n in k.surfaces.items()})
            return min(forms, key=lambda s: (-forms[s], s.islower(), s))
        owner = self.known.owner(key)
        if owner:
            for s in self.known.surfaces(owner):
                if name_key(s) == key:
                    return strip_variant(s)[0]
        return key

    def _name_like(self, key: str) -> bool:
        root = self._find(key)
        return self._group_type(root) is not None or _title_like(self._best_surface(key))

    # ---- rules ---------------------------------------------------------------------------
    def _alias_table(self) -> None:
        for alias, canonical in self.r.alias_rows:
            ka, kc = name_key(alias), name_key(canonical)
            if not ka or not kc:
                continue
            self.table_alias[ka] = kc
            self.extra_surfaces[ka].add(alias)
            self.extra_surfaces[kc].add(canonical)
        canonical_name = {name_key(c): c for _, c in self.r.alias_rows}
        for ka, kc in self.table_alias.items():
            self.uf.union(self._node(ka), self._node(kc))
            self.uf.canon[self.uf.find(kc)] = canonical_name[kc]
            if ka != kc:
                self.reasons[ka].append(f"{self._best_surface(ka)}: alias table")

    def _link_known_and_suffixes(self) -> None:
        for key in sorted(self.keys):
            self._node(key)
            toks = key.split()
            while len(toks) > 1 and toks[-1] in CORPORATE_SUFFIXES:
                toks = toks[:-1]
            base = " ".join(toks)
            exists = base in self.keys or self.known.owner(base) is not None
            if base != key and exists and self.uf.union(key, self._node(base)):
                self.reasons[key].append(f"{self._best_surface(key)}: corporate suffix removed")

    def _acronyms(self) -> None:
        intros: dict[str, dict[str, tuple[str, str, str]]] = defaultdict(dict)
        for c in self.chunks:
            for acr, long, written in find_acronym_intros(c.text):
                ka, kl = name_key(acr), name_key(long)
                relevant = (
                    ka in self.keys
                    or kl in self.keys
                    or self.known.owner(ka)
                    or self.known.owner(kl)
                )
                if not relevant or ka == kl:
                    continue
                for surface in (acr, long):  # the introduction itself mentions both
                    k = self.keys.get(name_key(surface))
                    if k is None or c.id not in k.chunks.get(c.doc_id, set()):
                        self._mention(surface, "CONCEPT", "", c.id)
                        self._node(name_key(surface))
                intros[ka].setdefault(kl, (written, c.id, c.doc_id))
                why = f"{acr}: acronym introduced as '{written}' in chunk {c.id}"
                self.intro_doc[ka].setdefault(c.doc_id, (kl, why))
        for ka in sorted(intros):
            longs = intros[ka]
            if len({self._find(kl) for kl in longs}) == 1:
                kl, (written, cid, _) = next(iter(sorted(longs.items())))
                if self.uf.union(self._node(ka), self._node(kl)):
                    acr = self._best_surface(ka)
                    self.reasons[ka].append(
                        f"{acr}: acronym introduced as '{written}' in chunk {cid}"
                    )
            else:
                self.ambiguous[ka] = sorted(longs)

    def _short_forms(self) -> None:
        first: dict[str, list[str]] = defaultdict(list)
        last: dict[str, list[str]] = defaultdict(list)
        for key in self.keys:
            toks = key.split()
            if len(toks) > 1:
                first[toks[0]].append(key)
                last[toks[-1]].append(key)
        for key in sorted(self.keys):
            k = self.keys[key]
            if (
                " " in key
                or key in CONNECTORS
                or len(key) < 2
                or not key.isalpha()
                or key in self.ambiguous
                or key in self.table_alias
                or any(is_acronym(s) for s in k.surfaces)
                or not any(strip_variant(s)[0][:1].isupper() for s in k.surfaces)
            ):
                continue
            root = self._find(key)
            stype = self._group_type(root)
            if stype in _NO_SHORT_FORM or self._group_keys(root) != {key}:
                continue
            longs = set(first.get(key, ())) | self.known.by_first.get(key, set())
            if stype == "PERSON":  # a surname: "Smith" -> "John Smith"
                longs |= {
                    lk
                    for lk in set(last.get(key, ())) | self.known.by_last.get(key, set())
                    if self._group_type(self._find(lk)) == "PERSON"
                }
            cands = sorted(
                lk
                for lk in longs
                if self._name_like(lk)
                and not _clash(stype, self._group_type(self._find(lk)))
                and self._find(lk) != root
            )
            if cands:
                # Even a single candidate is decided per document: "Hyderabad" next to
                # "Hyderabad Gold Mines" is the mine, elsewhere it is the city.
                self.ambiguous[key] = cands

    def _embedding_merges(self) -> None:
        """Spelling variants ("Franki Valli" / "Frankie Valli"): blocked by (word count,
        shared word), lexically close, same numbers, then confirmed by embeddings.

        Stricter than "token ratio >= 80 or containment": names that differ by added words
        ("Led Zeppelin" / "Led Zeppelin III") embed close together but are different
        entities, and comparing every containment pair would embed most of the corpus."""
        if self.r.embedder is None:
            return
        blocked = {self._find(k) for k in self.ambiguous}
        roots = sorted({self._find(k) for k in self.keys} - blocked)
        rep = {r: self._rep_key(r) for r in roots}
        index: dict[tuple[int, str], list[str]] = defaultdict(list)
        for r in roots:
            toks = rep[r].split()
            for tok in set(toks) - CONNECTORS:
                index[(len(toks), tok)].append(r)
        pairs: set[tuple[str, str]] = set()
        for (n, tok), bucket in sorted(index.items()):
            known_ids = self.known.by_token.get(tok, set())
            if len(bucket) + len(known_ids) > _BLOCK_MAX:
                continue
            old = {
                self._find(k)
                for k in (self._known_key(e) for e in sorted(known_ids))
                if len(k.split()) == n
            } - blocked
            group = sorted(set(bucket) | old)
            pairs |= {
                (a, b) for i, a in enumerate(group) for b in group[i + 1 :] if a in rep or b in rep
            }
        types: dict[str, str | None] = {}
        checks: list[tuple[str, str, str, str, float]] = []
        for a, b in sorted(pairs):
            ka, kb = rep.get(a) or self._rep_key(a), rep.get(b) or self._rep_key(b)
            if _DIGITS.findall(ka) != _DIGITS.findall(kb):
                continue
            ratio = fuzz.token_sort_ratio(ka, kb)
            if ratio < _LEXICAL_MIN or not _words_close(ka, kb):
                continue
            for x in (a, b):
                if x not in types:
                    types[x] = self._group_type(x)
            if types[a] and types[b] and types[a] != types[b]:
                continue
            checks.append((a, b, self._best_surface(ka), self._best_surface(kb), ratio))
        if not checks:
            return
        vecs = self.r._embed([t for c in checks for t in c[2:4]])
        for a, b, sa, sb, ratio in checks:
            cos = float(np.dot(vecs[sa], vecs[sb]))
            if cos < self.r.threshold:
                continue
            ra, rb = self._find(a), self._find(b)
            if ra == rb:
                continue
            # the less-mentioned form is the one that "joins"
            minor = (self._group_mentions(ra), sa) < (self._group_mentions(rb), sb)
            joiner, other = (sa, sb) if minor else (sb, sa)
            if self.uf.union(ra, rb):
                self.reasons[name_key(joiner)].append(
                    f"{joiner}: embedding match with '{other}' "
                    f"(cosine {cos:.2f}, token ratio {ratio:.0f})"
                )

    def _known_key(self, eid: str) -> str:
        return name_key(self.known.entities[eid].name)

    def _per_document(self) -> None:
        """Ambiguous short forms and acronyms: decide per document."""
        present_in: dict[str, set[str]] = {}  # no merges happen here: computed once per doc
        for key in sorted(self.ambiguous):
            root = self._find(key)
            cands = sorted({self._find(lk) for lk in self.ambiguous[key]} - {root})
            surface = self._best_surface(key)
            if not cands:
                continue
            names = {c: self._best_surface(self._rep_key(c)) for c in cands}
            counts = {c: self._group_mentions(c) for c in cands}
            alone = self.keys[key].mentions  # the short form as an entity of its own
            for doc in sorted(self.keys[key].chunks):
                target, why = None, ""
                intro = self.intro_doc.get(key, {}).get(doc)
                present = present_in.get(doc)
                if present is None:
                    present = present_in[doc] = {self._find(k) for k in self.doc_keys[doc]}
                in_doc = [c for c in cands if c in present]
                if intro:
                    target, why = self._find(intro[0]), intro[1]
                elif len(in_doc) == 1:
                    target = in_doc[0]
                    why = (
                        f"{surface}: short form of '{names[target]}' in document {doc} "
                        f"(the only such longer name there)"
                    )
                elif (
                    len(in_doc) > 1
                    and len(subj := [c for c in in_doc if self._subject_of(c, doc)]) == 1
                ):
                    target = subj[0]
                    why = (
                        f"{surface}: short form of '{names[target]}', the subject of document {doc}"
                    )
                else:
                    pool = sorted(in_doc or cands, key=lambda c: (-counts[c], c))
                    top = counts[pool[0]]
                    second = max(counts[pool[1]] if len(pool) > 1 else 0, alone)
                    if top > 0 and top >= 3 * second:
                        target = pool[0]
                        why = (
                            f"{surface}: short form of '{names[target]}' "
                            f"({top} vs {second} mentions of the next candidate)"
                        )
                if target is not None and target != root:
                    self.override[(key, doc)] = (target, why)

    def _subject_of(self, root: str, doc: str) -> bool:
        """Is this group the document's subject (its title names it)?"""
        subject = self.doc_subject.get(doc)
        return bool(subject) and subject in self._group_keys(root)

    # ---- output --------------------------------------------------------------------------
    def _rep_key(self, root: str) -> str:
        """The canonical key of a group: most words (corporate suffixes not counted), then
        most mentions; acronyms only when nothing longer exists."""
        if root in self.uf.canon:
            return name_key(self.uf.canon[root])
        keys = sorted(self._group_keys(root))

        def rank(k: str) -> tuple[int, int, int, str]:
            words = [t for t in k.split() if t not in CORPORATE_SUFFIXES] or k.split()
            mentions = self.keys[k].mentions if k in self.keys else 0
            return (-len(words), -mentions, -len(k), k)

        return min(keys, key=rank)

    def _assign(self, key: str, doc: str) -> str:
        hit = self.override.get((key, doc))
        return hit[0] if hit else self._find(key)

    def _entities(self) -> tuple[list[ResolvedEntity], dict[tuple[str, str], str], int]:
        chunk_ids: dict[str, set[str]] = defaultdict(set)
        seen: dict[str, set[str]] = defaultdict(set)  # root -> surfaces seen in this run
        reasons: dict[str, list[str]] = defaultdict(list)
        doc_assign: dict[tuple[str, str], str] = {}
        for doc in sorted(self.doc_keys):
            for key in sorted(self.doc_keys[doc]):
                g = doc_assign[(key, doc)] = self._assign(key, doc)
                chunk_ids[g] |= self.keys[key].chunks[doc]
                seen[g] |= self.keys[key].doc_surfaces[doc]
                if (key, doc) in self.override:
                    reasons[g].append(self.override[(key, doc)][1])
        self._scan_documents(doc_assign, chunk_ids)

        used_ids = set(self.known.entities)
        out: list[ResolvedEntity] = []
        id_of: dict[str, str] = {}
        merges = 0
        for root in sorted(seen, key=self._rep_key):
            anchor = self.uf.anchor.get(root)
            prev = self.known.entities.get(anchor) if anchor else None
            rep = self._rep_key(root)
            name = self.uf.canon.get(root) or (
                prev.name if prev and name_key(prev.name) == rep else self._best_surface(rep)
            )
            if prev is not None:
                eid = prev.id
            else:
                eid = entity_id(rep)
                n = 2
                while eid in used_ids:
                    eid, n = f"{entity_id(rep)}~{n}", n + 1
            used_ids.add(eid)
            id_of[root] = eid
            aliases = list(
                dict.fromkeys([name, *(prev.aliases if prev else []), *sorted(seen[root])])
            )
            merges += sum(1 for s in seen[root] if s != name)
            why = list(prev.merge_reasons) if prev else []
            why += self._variant_reasons(seen[root], name)
            for m in self.uf.members[root]:
                why += self.reasons.get(m, [])
            why += reasons[root]
            types: Counter[str] = Counter()
            desc = prev.description if prev else ""
            for m in self.uf.members[root]:
                if m in self.keys:
                    types.update(self.keys[m].types)
                    desc = desc or self.keys[m].description
            etype = (prev.type if prev and prev.type != "CONCEPT" else None) or _dominant_type(
                types
            )
            out.append(
                ResolvedEntity(
                    id=eid,
                    name=name,
                    type=etype or "CONCEPT",
                    aliases=aliases,
                    description=desc,
                    merge_reasons=list(dict.fromkeys(why)),
                    chunk_ids=sorted(chunk_ids[root]),
                )
            )
        ids = {k: id_of[g] for k, g in doc_assign.items()}
        return out, ids, merges

    def _variant_reasons(self, seen: set[str], name: str) -> list[str]:
        """Why surface forms that share a key with another form joined (other joins carry
        the reason of their rule)."""
        out: list[str] = []
        for s in sorted(seen - {name}):
            base, notes = strip_variant(s)
            ref = name if name_key(s) == name_key(name) else self._best_surface(name_key(s))
            if notes:
                out.extend(f"{s}: {n}" for n in notes)
            elif base != ref:
                out.append(f"{s}: case/punctuation variant of '{ref}'")
        return out

    def _scan_documents(
        self, doc_assign: dict[tuple[str, str], str], chunk_ids: dict[str, set[str]]
    ) -> None:
        """Multi-chunk documents: an entity is mentioned by every chunk of a document it
        occurs in that contains any of its aliases (word-bounded; acronyms case-sensitive)."""
        by_doc: dict[str, list[Chunk]] = defaultdict(list)
        for c in self.chunks:
            by_doc[c.doc_id].append(c)
        for doc, doc_chunks in by_doc.items():
            if len(doc_chunks) < 2 or doc not in self.doc_keys:
                continue
            groups = {doc_assign[(k, doc)] for k in self.doc_keys[doc]}
            alias_group: dict[str, str] = {}
            alternatives: dict[str, bool] = {}  # alias -> case-sensitive
            overridden: dict[str, set[str]] = defaultdict(set)  # target group -> surfaces
            for (k, d), (t, _) in self.override.items():
                if d == doc:
                    overridden[t].update(self.keys[k].surfaces)
            for g in sorted(groups):
                surfaces = self._group_surfaces(g) | overridden.get(g, set())
                for s in surfaces:
                    if name_key(s):
                        alias_group.setdefault(name_key(s), g)
                        alternatives[s] = is_acronym(s) or len(s) < 2
            scanner = AliasScanner(alternatives)
            for c in doc_chunks:
                for found in scanner.finditer(c.text):
                    hit = alias_group.get(name_key(found))
                    if hit is not None:
                        chunk_ids[hit].add(c.id)

    def _group_surfaces(self, root: str) -> set[str]:
        out: set[str] = set()
        for m in self.uf.members[root]:
            if m.startswith("\x00"):
                out.update(self.known.surfaces(m[1:]))
            else:
                out.update(self.keys[m].surfaces if m in self.keys else ())
                out.update(self.extra_surfaces.get(m, ()))
        return out

    def _relations(self, ids: dict[tuple[str, str], str]) -> list[ResolvedRelation]:
        support: dict[tuple[str, str, str], set[str]] = defaultdict(set)
        for ext in self.extractions:
            if ext.error:
                continue
            doc = self.doc_of.get(ext.chunk_id, ext.chunk_id)
            for rel in ext.relations:
                s = ids.get((name_key(rel.subject), doc))
                o = ids.get((name_key(rel.object), doc))
                if s is None or o is None or s == o:
                    continue
                support[(s, normalise_predicate(rel.predicate), o)].add(ext.chunk_id)
        return [
            ResolvedRelation(
                source_id=s, target_id=o, predicate=p, chunk_ids=sorted(c), weight=float(len(c))
            )
            for (s, p, o), c in sorted(support.items())
        ]

    def run(self) -> Resolution:
        self._collect()
        self._alias_table()
        self._link_known_and_suffixes()
        self._acronyms()
        self._short_forms()
        self._embedding_merges()
        self._per_document()
        entities, ids, merges = self._entities()
        return Resolution(entities=entities, relations=self._relations(ids), merges=merges)
