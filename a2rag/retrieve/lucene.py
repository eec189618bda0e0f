"""Turning user text into a safe Lucene query for Neo4j fulltext indexes.

The text is passed as a Cypher parameter, but Lucene still parses it: special characters are
escaped and reserved words dropped so a question can never be a Lucene syntax error.
"""

from __future__ import annotations

import re

from a2rag.text.stopwords import STOPWORDS

_SPECIAL = re.compile(r'([+\-!(){}\[\]^"~*?:\\/&|])')
_RESERVED = {"AND", "OR", "NOT", "TO"}


def terms(text: str) -> list[str]:
    words = re.findall(r"[\w][\w.'&-]*", text)
    out = []
    for w in words:
        w = w.strip(".'-&")
        if not w or w.upper() in _RESERVED or w.lower() in STOPWORDS:
            continue
        out.append(_SPECIAL.sub(r"\\\1", w))
    return out


def or_query(text: str, fuzzy: bool = False) -> str:
    """OR of the text's terms; `fuzzy` adds ~1 edit distance to terms of 5+ characters."""
    ts = terms(text)
    if fuzzy:
        ts = [f"{t}~1" if len(t) >= 5 and t.isalpha() else t for t in ts]
    return " OR ".join(ts)
