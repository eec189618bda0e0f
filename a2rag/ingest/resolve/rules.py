"""The lexical merge rules, each a function over the run state, in the order they run:
alias table, graph entities and corporate suffixes, introduced acronyms, aliases the text
states, short forms."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence

from a2rag.ingest.models import Chunk
from a2rag.ingest.resolve.names import (
    CONNECTORS,
    CORPORATE_SUFFIXES,
    NO_SHORT_FORM_TYPES,
    find_acronym_intros,
    find_alias_intros,
    find_title_code,
    find_title_subject_alias,
    types_clash,
)
from a2rag.ingest.resolve.state import RunState
from a2rag.text.names import is_acronym, name_key, strip_variant


def alias_table(st: RunState, rows: Sequence[tuple[str, str]]) -> None:
    """User aliases join their canonical name, which then names the group."""
    for alias, canonical in rows:
        ka, kc = name_key(alias), name_key(canonical)
        if not ka or not kc:
            continue
        st.table_alias[ka] = kc
        st.extra_surfaces[ka].add(alias)
        st.extra_surfaces[kc].add(canonical)
    canonical_name = {name_key(c): c for _, c in rows}
    for ka, kc in st.table_alias.items():
        st.uf.union(st.node(ka), st.node(kc))
        st.uf.canon[st.uf.find(kc)] = canonical_name[kc]
        if ka != kc:
            st.reasons[ka].append(f"{st.best_surface(ka)}: alias table")


def known_and_suffixes(st: RunState) -> None:
    """Every key joins the graph entity that owns it; "X Ltd" joins "X" when "X" exists."""
    for key in sorted(st.mentions.keys):
        st.node(key)
        toks = key.split()
        while len(toks) > 1 and toks[-1] in CORPORATE_SUFFIXES:
            toks = toks[:-1]
        base = " ".join(toks)
        exists = base in st.mentions.keys or st.known.owner(base) is not None
        if base != key and exists and st.uf.union(key, st.node(base)):
            st.reasons[key].append(f"{st.best_surface(key)}: corporate suffix removed")


def acronyms(st: RunState) -> None:
    """An acronym joins the long form it is introduced with; introduced with several, it is
    decided per document."""
    _introduced(st, lambda c: find_acronym_intros(c.text), "acronym introduced as")


def stated_aliases(st: RunState) -> None:
    """A name the text says is another name's ("LabRelay (known as LRR ...)", "Junction was
    renamed Tidewater Integration Engine", a page titled "Apotheca Gateway (MG-SYS-040)")
    joins it, decided like an introduced acronym."""
    _introduced(st, _stated, "alias stated as", other_names=True)


def _stated(c: Chunk) -> Iterable[tuple[str, str, str]]:
    yield from find_alias_intros(c.text)
    yield from find_title_subject_alias(c.title, c.text)
    if c.index == 0:  # a document's title is read once
        yield from find_title_code(c.title)


def _introduced(
    st: RunState,
    find: Callable[[Chunk], Iterable[tuple[str, str, str]]],
    how: str,
    *,
    other_names: bool = False,
) -> None:
    intros: dict[str, dict[str, tuple[str, str, str]]] = defaultdict(dict)
    keys = st.mentions.keys
    for c in st.mentions.chunks:
        for acr, long, written in find(c):
            ka, kl = name_key(acr), name_key(long)
            relevant = ka in keys or kl in keys or st.known.owner(ka) or st.known.owner(kl)
            if not relevant or ka == kl:
                continue
            for surface in (acr, long):  # the introduction itself mentions both
                k = keys.get(name_key(surface))
                if k is None or c.id not in k.chunks.get(c.doc_id, set()):
                    st.mentions.add(surface, "CONCEPT", "", c.id)
                    st.node(name_key(surface))
            intros[ka].setdefault(kl, (written, c.id, c.doc_id))
            if other_names:
                st.other_names.add(ka)
            why = f"{acr}: {how} '{written}' in chunk {c.id}"
            st.intro_doc[ka].setdefault(c.doc_id, (kl, why))
    for ka in sorted(intros):
        longs = intros[ka]
        if len({st.find(kl) for kl in longs}) == 1:
            kl, (written, cid, _) = next(iter(sorted(longs.items())))
            if st.uf.union(st.node(ka), st.node(kl)):
                acr = st.best_surface(ka)
                st.reasons[ka].append(f"{acr}: {how} '{written}' in chunk {cid}")
        else:
            st.ambiguous[ka] = sorted(longs)


def _short_form_candidate(st: RunState, key: str) -> bool:
    """A one-word, alphabetic, capitalised name not already decided by another rule."""
    k = st.mentions.keys[key]
    return not (
        " " in key
        or key in CONNECTORS
        or len(key) < 2
        or not key.isalpha()
        or key in st.ambiguous
        or key in st.table_alias
        or any(is_acronym(s) for s in k.surfaces)
        or not any(strip_variant(s)[0][:1].isupper() for s in k.surfaces)
    )


def short_forms(st: RunState) -> None:
    """One-word forms of longer names ("Kestrel" / "Kestrel Prime Brokerage") are marked
    ambiguous with their candidates; `per_document` decides them."""
    first: dict[str, list[str]] = defaultdict(list)
    last: dict[str, list[str]] = defaultdict(list)
    for key in st.mentions.keys:
        toks = key.split()
        if len(toks) > 1:
            first[toks[0]].append(key)
            last[toks[-1]].append(key)
    for key in sorted(st.mentions.keys):
        if not _short_form_candidate(st, key):
            continue
        root = st.find(key)
        stype = st.group_type(root)
        if stype in NO_SHORT_FORM_TYPES or st.group_keys(root) != {key}:
            continue
        longs = set(first.get(key, ())) | st.known.by_first.get(key, set())
        if stype == "PERSON":  # a surname: "Smith" -> "John Smith"
            longs |= {
                lk
                for lk in set(last.get(key, ())) | st.known.by_last.get(key, set())
                if st.group_type(st.find(lk)) == "PERSON"
            }
        cands = sorted(
            lk
            for lk in longs
            if st.name_like(lk)
            and not types_clash(stype, st.group_type(st.find(lk)))
            and st.find(lk) != root
        )
        if cands:
            # Even a single candidate is decided per document: "Hyderabad" next to
            # "Hyderabad Gold Mines" is the mine, elsewhere it is the city.
            st.ambiguous[key] = cands
