"""Name keys: the normalised form two surface names must share to be one entity, and the
entity id derived from it (ingestion, resolution and curation all use these)."""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata

_BRACKET = re.compile(r"^\s*(\[[^\]]{1,24}\]|\([^)]{1,24}\))\s*(?=\S)")
_POSSESSIVE = re.compile(r"(?<=\w)['’]s$|(?<=s)['’]$")
_THE = re.compile(r"^the\s+", re.IGNORECASE)
_DROP_CHARS = re.compile(r"[.'’`]")
_PUNCT = re.compile(r"[^\w\s]|_")
_SPACES = re.compile(r"\s+")


def strip_variant(surface: str) -> tuple[str, list[str]]:
    """The surface without a bracketed tag, leading "the" and possessive, plus what was
    removed (used to word merge reasons)."""
    s, notes = surface.strip(), []
    m = _BRACKET.match(s)
    if m:
        s, notes = s[m.end() :], ["bracketed prefix removed"]
    if _THE.match(s) and len(s.split()) > 1:
        s = _THE.sub("", s)
        notes.append("leading 'the' removed")
    if _POSSESSIVE.search(s):
        s = _POSSESSIVE.sub("", s)
        notes.append("possessive 's removed")
    return s.strip(), notes


@functools.lru_cache(maxsize=500_000)
def name_key(surface: str) -> str:
    """Normalised key: accents folded, casefolded, punctuation and variants stripped.

    Acronyms keep upper case ("US", "U.S." -> "US") so they never fold into a word ("us",
    "Inc"). Keys with fewer than two letters/digits are empty (not names)."""
    s, _ = strip_variant(surface)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c)).casefold().replace("&", " and ")
    s = _SPACES.sub(" ", _PUNCT.sub(" ", _DROP_CHARS.sub("", s))).strip()
    if sum(c.isalnum() for c in s) < 2:
        return ""
    return s.upper() if is_acronym(surface) else s


def entity_id(key: str) -> str:
    """Deterministic id from a canonical key; long keys are shortened with a hash."""
    slug = key.replace(" ", "_")
    if len(slug) > 80:
        slug = slug[:64] + "_" + hashlib.sha1(key.encode()).hexdigest()[:10]
    return "ent:" + slug


def is_acronym(surface: str) -> bool:
    s, _ = strip_variant(surface)
    letters = [c for c in s if c.isalpha()]
    return " " not in s and len(letters) >= 2 and all(c.isupper() for c in letters) and len(s) <= 12
