"""Size limits that keep hostile input away from the database indexes and from spaCy.

Neo4j refuses a range-index key over about 8 KB ("Property value is too large to index"), so
the strings that land in indexed properties (document ids, hence chunk and sentence ids;
entity names; aliases; predicates) are bounded here before any write. spaCy's tokenizer is
quadratic in the length of a punctuation run, so extraction reads a copy of each chunk in
which such runs are cut (`nlp_text`); the stored chunk text is not changed.
"""

from __future__ import annotations

import re

from a2rag.ingest.models import Extraction

MAX_DOCUMENT_ID_CHARS = 512
"""Longest document id accepted (the HTTP API's limit too); longer ids are refused."""
MAX_TITLE_CHARS = 2000
"""Longest title (copied onto every chunk and embedded with each): the HTTP API's limit too;
a jsonl title beyond it is refused, a longer markdown heading stays text, not the title."""
MAX_NAME_CHARS = 256
"""Longest entity name or alias kept; a longer "name" is run-on text, not a name."""
MAX_PREDICATE_CHARS = 128
"""Longest relation predicate kept."""
MAX_CHARS_PER_TOKEN = 16
"""A chunk holds at most `chunk_tokens * MAX_CHARS_PER_TOKEN` characters, so one
whitespace-free run (a 2 MB line, a base64 blob) is cut into chunks of bounded size."""
NLP_MAX_RUN = 8
"""Characters of a punctuation run (no letter, digit or space) that spaCy sees; the rest read
as spaces. Its tokenizer strips such a run one character at a time, re-scanning the rest, so
the cost grows with the square of the run (3,200 characters of "[(" take 0.8 s, of letters
2 ms). Long runs of letters or mixed text are linear and stay as they are."""

_PUNCT_RUN = re.compile(rf"[^\w\s]{{{NLP_MAX_RUN + 1},}}")


def document_id_problem(doc_id: str) -> str | None:
    """Why `doc_id` is refused, or None when it is acceptable."""
    if len(doc_id) > MAX_DOCUMENT_ID_CHARS:
        return (
            f"document id is {len(doc_id):,} characters; the limit is {MAX_DOCUMENT_ID_CHARS} "
            "(use a shorter id or file name)"
        )
    return None


def nlp_text(text: str) -> str:
    """`text` as spaCy should read it: same length (offsets and names map back 1:1), with
    each punctuation run cut to `NLP_MAX_RUN` characters. Ordinary prose is unchanged."""

    def cut(m: re.Match[str]) -> str:
        return m.group(0)[:NLP_MAX_RUN] + " " * (len(m.group(0)) - NLP_MAX_RUN)

    return _PUNCT_RUN.sub(cut, text)


def clean_extraction(ext: Extraction) -> Extraction:
    """Drop entities whose name is too long for an index, relations touching them, and
    relations with over-long predicates; record nothing else (they are not names)."""
    if ext.error:
        return ext
    long_names = {e.name for e in ext.entities if len(e.name) > MAX_NAME_CHARS}
    if not long_names and all(
        len(r.predicate) <= MAX_PREDICATE_CHARS
        and len(r.subject) <= MAX_NAME_CHARS
        and len(r.object) <= MAX_NAME_CHARS
        for r in ext.relations
    ):
        return ext
    entities = [e for e in ext.entities if e.name not in long_names]
    relations = [
        r
        for r in ext.relations
        if len(r.predicate) <= MAX_PREDICATE_CHARS
        and len(r.subject) <= MAX_NAME_CHARS
        and len(r.object) <= MAX_NAME_CHARS
    ]
    return ext.model_copy(update={"entities": entities, "relations": relations})


def cap_aliases(aliases: list[str]) -> list[str]:
    """Aliases short enough for the names index."""
    return [a for a in aliases if len(a) <= MAX_NAME_CHARS]
