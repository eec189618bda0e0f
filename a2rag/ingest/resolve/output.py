"""From groups to output: one entity per group seen in this run (graph entities keep their
ids), the chunks that mention it, and relations re-pointed at entity ids."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from a2rag.ingest.models import Chunk, Extraction, ResolvedEntity, ResolvedRelation
from a2rag.ingest.resolve.alias_scan import AliasScanner
from a2rag.ingest.resolve.names import dominant_type
from a2rag.ingest.resolve.state import RunState
from a2rag.text.names import entity_id, is_acronym, name_key, strip_variant
from a2rag.text.predicates import normalise_predicate


@dataclass
class _Seen:
    """Per group, what this run saw of it."""

    doc_assign: dict[tuple[str, str], str] = field(default_factory=dict)  # (key, doc) -> root
    chunk_ids: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    surfaces: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    reasons: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))


def _assign_documents(st: RunState) -> _Seen:
    seen = _Seen()
    for doc in sorted(st.mentions.doc_keys):
        for key in sorted(st.mentions.doc_keys[doc]):
            g = seen.doc_assign[(key, doc)] = st.assign(key, doc)
            seen.chunk_ids[g] |= st.mentions.keys[key].chunks[doc]
            seen.surfaces[g] |= st.mentions.keys[key].doc_surfaces[doc]
            if (key, doc) in st.override:
                seen.reasons[g].append(st.override[(key, doc)][1])
    return seen


def _doc_aliases(st: RunState, groups: set[str], doc: str) -> tuple[AliasScanner, dict[str, str]]:
    """A scanner for every alias of the groups (word-bounded; acronyms case-sensitive) and
    the group of each alias key."""
    alias_group: dict[str, str] = {}
    alternatives: dict[str, bool] = {}  # alias -> case-sensitive
    overridden: dict[str, set[str]] = defaultdict(set)  # target group -> surfaces
    for (k, d), (t, _) in st.override.items():
        if d == doc:
            overridden[t].update(st.mentions.keys[k].surfaces)
    for g in sorted(groups):
        for s in st.group_surfaces(g) | overridden.get(g, set()):
            if name_key(s):
                alias_group.setdefault(name_key(s), g)
                alternatives[s] = is_acronym(s) or len(s) < 2
    return AliasScanner(alternatives), alias_group


def _scan_documents(st: RunState, seen: _Seen) -> None:
    """Multi-chunk documents: an entity is mentioned by every chunk of a document it
    occurs in that contains any of its aliases."""
    by_doc: dict[str, list[Chunk]] = defaultdict(list)
    for c in st.mentions.chunks:
        by_doc[c.doc_id].append(c)
    for doc, doc_chunks in by_doc.items():
        if len(doc_chunks) < 2 or doc not in st.mentions.doc_keys:
            continue
        groups = {seen.doc_assign[(k, doc)] for k in st.mentions.doc_keys[doc]}
        scanner, alias_group = _doc_aliases(st, groups, doc)
        for c in doc_chunks:
            for found in scanner.finditer(c.text):
                hit = alias_group.get(name_key(found))
                if hit is not None:
                    seen.chunk_ids[hit].add(c.id)


def _variant_reasons(st: RunState, seen: set[str], name: str) -> list[str]:
    """Why surface forms that share a key with another form joined (other joins carry
    the reason of their rule)."""
    out: list[str] = []
    for s in sorted(seen - {name}):
        base, notes = strip_variant(s)
        ref = name if name_key(s) == name_key(name) else st.best_surface(name_key(s))
        if notes:
            out.extend(f"{s}: {n}" for n in notes)
        elif base != ref:
            out.append(f"{s}: case/punctuation variant of '{ref}'")
    return out


def _new_id(rep: str, used_ids: set[str]) -> str:
    eid, n = entity_id(rep), 2
    while eid in used_ids:
        eid, n = f"{entity_id(rep)}~{n}", n + 1
    return eid


def _entity(st: RunState, root: str, seen: _Seen, used_ids: set[str]) -> ResolvedEntity:
    """The entity of one group: a graph entity keeps its id, name (unless the canonical key
    changed), aliases, reasons and type."""
    anchor = st.uf.anchor.get(root)
    prev = st.known.entities.get(anchor) if anchor else None
    rep = st.rep_key(root)
    name = st.uf.canon.get(root) or (
        prev.name if prev and name_key(prev.name) == rep else st.best_surface(rep)
    )
    eid = prev.id if prev is not None else _new_id(rep, used_ids)
    used_ids.add(eid)
    surfaces = seen.surfaces[root]
    aliases = list(dict.fromkeys([name, *(prev.aliases if prev else []), *sorted(surfaces)]))
    why = list(prev.merge_reasons) if prev else []
    why += _variant_reasons(st, surfaces, name)
    for m in st.uf.members[root]:
        why += st.reasons.get(m, [])
    why += seen.reasons[root]
    types: Counter[str] = Counter()
    desc = prev.description if prev else ""
    for m in st.uf.members[root]:
        if m in st.mentions.keys:
            types.update(st.mentions.keys[m].types)
            desc = desc or st.mentions.keys[m].description
    etype = (prev.type if prev and prev.type != "CONCEPT" else None) or dominant_type(types)
    return ResolvedEntity(
        id=eid,
        name=name,
        type=etype or "CONCEPT",
        aliases=aliases,
        description=desc,
        merge_reasons=list(dict.fromkeys(why)),
        chunk_ids=sorted(seen.chunk_ids[root]),
    )


def entities(st: RunState) -> tuple[list[ResolvedEntity], dict[tuple[str, str], str], int]:
    """The entities, the entity id of each (key, document), and how many surface forms
    resolved onto another name."""
    seen = _assign_documents(st)
    _scan_documents(st, seen)
    used_ids = set(st.known.entities)
    out: list[ResolvedEntity] = []
    id_of: dict[str, str] = {}
    merges = 0
    for root in sorted(seen.surfaces, key=st.rep_key):
        e = _entity(st, root, seen, used_ids)
        id_of[root] = e.id
        merges += sum(1 for s in seen.surfaces[root] if s != e.name)
        out.append(e)
    ids = {k: id_of[g] for k, g in seen.doc_assign.items()}
    return out, ids, merges


def relations(
    st: RunState, extractions: Sequence[Extraction], ids: dict[tuple[str, str], str]
) -> list[ResolvedRelation]:
    """Relations between resolved entities, merged by (source, predicate, target); weight is
    the number of supporting chunks."""
    support: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    for ext in extractions:
        if ext.error:
            continue
        doc = st.mentions.doc(ext.chunk_id)
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
