"""Ambiguous short forms and acronyms, decided per document: by an introduction there, by
the only candidate present, by the document's subject, else by a clear mention majority."""

from __future__ import annotations

from a2rag.ingest.resolve.state import RunState

_MAJORITY = 3  # the top candidate needs this many times the mentions of the next


def _majority(
    surface: str, pool: list[str], counts: dict[str, int], names: dict[str, str], alone: int
) -> tuple[str | None, str]:
    pool = sorted(pool, key=lambda c: (-counts[c], c))
    top = counts[pool[0]]
    second = max(counts[pool[1]] if len(pool) > 1 else 0, alone)
    if top > 0 and top >= _MAJORITY * second:
        why = (
            f"{surface}: short form of '{names[pool[0]]}' "
            f"({top} vs {second} mentions of the next candidate)"
        )
        return pool[0], why
    return None, ""


def _decide(
    st: RunState,
    key: str,
    doc: str,
    cands: list[str],
    names: dict[str, str],
    counts: dict[str, int],
    present: set[str],
) -> tuple[str | None, str]:
    """The group `key` means in `doc`, with the reason; None when nothing is clear.
    `present`: the groups the document mentions."""
    surface = st.best_surface(key)
    intro = st.intro_doc.get(key, {}).get(doc)
    if intro:
        return st.find(intro[0]), intro[1]
    in_doc = [c for c in cands if c in present]
    if len(in_doc) == 1:
        target = in_doc[0]
        why = (
            f"{surface}: short form of '{names[target]}' in document {doc} "
            f"(the only such longer name there)"
        )
        return target, why
    subj = [c for c in in_doc if st.subject_of(c, doc)] if len(in_doc) > 1 else []
    if len(subj) == 1:
        return subj[
            0
        ], f"{surface}: short form of '{names[subj[0]]}', the subject of document {doc}"
    return _majority(surface, in_doc or cands, counts, names, st.mentions.keys[key].mentions)


def per_document(st: RunState) -> None:
    """Record, per (key, document), the group an ambiguous key means there."""
    present_in: dict[str, set[str]] = {}  # no merges happen here: computed once per document
    for key in sorted(st.ambiguous):
        root = st.find(key)
        cands = sorted({st.find(lk) for lk in st.ambiguous[key]} - {root})
        if not cands:
            continue
        names = {c: st.best_surface(st.rep_key(c)) for c in cands}
        counts = {c: st.group_mentions(c) for c in cands}
        for doc in sorted(st.mentions.keys[key].chunks):
            present = present_in.get(doc)
            if present is None:
                present = present_in[doc] = {st.find(k) for k in st.mentions.doc_keys[doc]}
            target, why = _decide(st, key, doc, cands, names, counts, present)
            if target is not None and target != root:
                st.override[(key, doc)] = (target, why)
