"""Word-level helpers of the reader (stems, content words, phrase normalisation)."""

from __future__ import annotations

import functools
import re

from a2rag.text.match import content_words, idf_weights, stem, weighted_overlap

__all__ = [
    "CLAUSE_MARKS", "clauses_around", "content_words", "has_phrase", "idf_weights", "initials",
    "norm_phrase", "stem", "weighted_overlap", "words_but_figures",
]  # fmt: skip

# where a sentence's clauses part: ';', ',' or a dash between words
CLAUSE_MARKS = re.compile(r";\s+|,\s+|\s[-\u2013]\s")


def initials(words: list[str]) -> str:
    """'RPO' of ['recovery', 'point', 'objective']: the words' first letters, in capitals."""
    return "".join(w[0] for w in words).upper()


def norm_phrase(text: str) -> str:
    """Case-, punctuation- and article-insensitive form for comparing names and answers
    (kept for short texts: a reading normalises the same candidates thousands of times)."""
    return _norm_phrase(text) if len(text) <= 512 else _normalise(text)


@functools.lru_cache(maxsize=1 << 16)
def _norm_phrase(text: str) -> str:
    return _normalise(text)


def _normalise(text: str) -> str:
    s = re.sub(r"[’']s\b", "", text.casefold())
    s = re.sub(r"[^\w%.£$€ -]|(?<!\d)[.,](?!\d)", " ", s)
    s = re.sub(r"\b(the|a|an)\b", " ", s)
    return " ".join(s.replace("-", " ").split())


def has_phrase(text: str, key: str) -> bool:
    """Whether normalised `text` holds normalised `key` as whole words: 'TIE' is not named
    by 'Tier 1', nor 'Vale' by 'Valerie'."""
    if not key or key not in text:
        return False
    return re.search(rf"(?<!\w){re.escape(key)}(?!\w)", text) is not None


def clauses_around(text: str, at: int, marks: re.Pattern[str]) -> tuple[str, list[str]]:
    """The clause of `text` (split at `marks`) that holds offset `at`, and the others."""
    start, mine, others = 0, "", []
    for m in [*marks.finditer(text), None]:
        end = m.start() if m is not None else len(text)
        if start <= at < end:
            mine = text[start:end]
        else:
            others.append(text[start:end])
        start = m.end() if m is not None else end
    return mine, others


def words_but_figures(text: str) -> set[str]:
    """A text's content words (stemmed) without its figures ('30', '2.1', 'v3', '£5'): what a
    sentence says, apart from the values it states."""
    return {w for w in content_words(text) if not re.fullmatch(r"v?[\d.,:%£$€]+", w)}
