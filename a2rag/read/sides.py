"""Whether a text names a comparison's side, or is about it: as whole words and not inside
a longer name ('Kenton Terry Richardson' is not 'Terry Richardson')."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from a2rag.read.lexical import content_words, has_phrase, norm_phrase, stem

if TYPE_CHECKING:
    from a2rag.read.candidates import Unit

_WORD = re.compile(r"[^\W_]+\.?")
_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)
NAME_GLUE = {"of", "for", "de", "von", "van", "der", "du", "la", "le", "del", "da", "di"}
_NOT_NAME = {
    "the", "a", "an", "in", "on", "at", "by", "for", "of", "and", "or", "but", "as", "to",
    "from", "with", "after", "before", "during", "his", "her", "its", "their", "this", "that",
    "it", "he", "she", "they", "when", "while", "since", "following",
}  # fmt: skip
_COMPANY = {"ltd", "limited", "plc", "inc", "llc", "gmbh", "corp", "co", "ag", "sa"}
# 'Donor Systems Team' is the team a question calls Donor Systems
_GROUP = {"team", "group", "unit", "department", "directorate", "division"}
_HONORIFIC = {"dr", "sir", "dame", "lord", "lady", "mr", "mrs", "ms", "prof", "saint", "st"}


def tokens(text: str) -> list[re.Match[str]]:
    return list(_WORD.finditer(text))


def word_key(token: str) -> str:
    return token.casefold().rstrip(".")


def _side_keys(side: str) -> list[str]:
    keys = [word_key(t.group(0)) for t in tokens(side)]
    return keys[1:] if len(keys) > 1 and keys[0] in {"the", "a", "an"} else keys


def _capitalised(token: str) -> bool:
    return token[:1].isupper() and word_key(token) not in _NOT_NAME


def _tight(text: str, left: re.Match[str], right: re.Match[str]) -> bool:
    return text[left.end() : right.start()].strip(" \"“”‘'’-") == ""


def _part_of_longer_name(text: str, toks: list[re.Match[str]], i: int, n: int) -> bool:
    """Whether the side's words at toks[i:i+n] sit inside a longer name: 'Kenton Terry
    Richardson', 'Catan Dice Game', 'The Settlers of Catan', 'Catan: Seafarers'."""
    if i > 0 and _tight(text, toks[i - 1], toks[i]):
        prev = toks[i - 1].group(0)
        if _capitalised(prev):
            return True
        if (
            prev.casefold() in NAME_GLUE
            and i > 1
            and _tight(text, toks[i - 2], toks[i - 1])
            and _capitalised(toks[i - 2].group(0))
        ):
            return True
    if i + n < len(toks):
        nxt = toks[i + n]
        gap = text[toks[i + n - 1].end() : nxt.start()].strip(" \"“”‘'’-")
        if (
            gap in {"", ":"}
            and _capitalised(nxt.group(0))
            and word_key(nxt.group(0)) not in _COMPANY  # 'Halden Medisys Ltd' is Halden Medisys
            and not toks[i + n - 1].group(0).endswith(".")
            and not _group_word(text, toks, i + n)
        ):
            return True
    return False


def _group_word(text: str, toks: list[re.Match[str]], k: int) -> bool:
    """toks[k] is a group's head noun that ends the name ('Team' of 'Donor Systems Team',
    not of 'Donor Systems Team Leader')."""
    if word_key(toks[k].group(0)) not in _GROUP:
        return False
    return not (
        k + 1 < len(toks)
        and _tight(text, toks[k], toks[k + 1])
        and _capitalised(toks[k + 1].group(0))
    )


_CODE_SIDE = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*-\d[\w-]*")


def names_side(text: str, side: str) -> bool:
    """Whether `text` names the side itself, as whole words and not inside a longer name."""
    keys = _side_keys(side)
    toks = tokens(text)
    n = len(keys)
    if not n:
        return False
    words = [word_key(t.group(0)) for t in toks]
    # a code is whole by itself: 'INC-2024-031' in 'Post-incident Review: INC-2024-031
    # TicketTrail Outage' is not part of a longer name
    coded = _CODE_SIDE.fullmatch(side.strip()) is not None
    return any(
        words[i : i + n] == keys and (coded or not _part_of_longer_name(text, toks, i, n))
        for i in range(len(words) - n + 1)
    )


def opens_with_side(chunk_text: str, side: str) -> bool:
    """Whether a passage is about the side: it opens with the side's name, or with a fuller
    form of it that keeps its first and last word ('Dr. Ulf Dietrich Merbold (born …' for
    'Ulf Merbold'), not another person sharing part of it ('Kenton Terry Richardson')."""
    keys = _side_keys(side)
    if "," in side:
        # a name with a comma in it ('George Grey, 2nd Earl of Kent'): the passage opens
        # with all of it
        opening = [word_key(t.group(0)) for t in tokens(chunk_text[: len(side) + 40])]
        if opening[:1] == ["the"] and keys[:1] != ["the"]:
            opening = opening[1:]
        if opening[: len(keys)] == keys:
            return True
    lead = re.split(r"\s*[(,;]|\s+(?:is|was|were|are)\s", chunk_text[:200], maxsplit=1)[0]
    words = [word_key(t.group(0)) for t in tokens(lead)]
    while words and words[0] in _HONORIFIC and keys and words[0] != keys[0]:
        words = words[1:]
    if words and words[0] in {"the", "a", "an"}:
        words = words[1:]
    if not keys or not words or len(words) > len(keys) + 3:
        return False
    if words == keys:
        return True
    if not (_same(keys[0], words[0]) and _same(keys[-1], words[-1])) or len(keys) < 2:
        return False
    it = iter(words)
    return all(any(_same(k, w) for w in it) for k in keys)


def _same(key: str, word: str) -> bool:
    """A side's word against a passage's: equal, or an initial of it ('E. V. V.
    Satyanarayana' for 'Eedara Veera Venkata Satyanarayana')."""
    return key == word or (len(key) == 1 and key.isalpha() and word.startswith(key))


def aboutness(chunk_text: str, side: str) -> int:
    """2 when the passage opens with the side, 1 when its first line names it ('Incident:
    INC-2024-0107. Date: …') or labels a page about it, else 0."""
    if opens_with_side(chunk_text, side):
        return 2
    first = first_line(chunk_text)
    return 1 if names_side(first, side) or _labelled_by_short_name(first, side) else 0


def first_line(chunk_text: str) -> str:
    """A passage's first sentence or line: where a page names what it is about."""
    return re.split(r"(?<=[.!?])\s+|\n", chunk_text[:200], maxsplit=1)[0]


def page_aboutness(unit: Unit, side: str) -> int:
    """`aboutness` of a unit's chunk or of its document's title, whichever says more: the
    service passes a chunk's title apart from its text ('Supplier profile: Ostrander Tooling
    Software BV' over 'Contract end: 28 February 2026')."""
    about = aboutness(unit.chunk_text, side)
    return max(about, aboutness(unit.title, side)) if unit.title and about < 2 else about


# a page's label heading: 'Supplier profile: Ostrander Tooling Software BV'
LABEL = re.compile(r"^[A-Z][\w ]{0,30}:\s+(\S.*)$")


def _labelled_by_short_name(line: str, side: str) -> bool:
    """A page labelled with the full name a question shortens to its first word: "Ostrander's"
    for 'Supplier profile: Ostrander Tooling Software BV'. Only under a label, where the name
    is the page's whole subject, and only a one-word side."""
    m = LABEL.match(line.strip())
    keys = _side_keys(side)
    if m is None or len(keys) != 1:
        return False
    words = tokens(m.group(1))
    return (
        1 < len(words) <= 5
        and word_key(words[0].group(0)) == keys[0]
        and all(_capitalised(w.group(0)) for w in words)
    )


def is_own_page(unit: Unit, subject: str) -> bool:
    """Whether a unit's chunk is the subject's own page: its title is the subject, or it (or
    its title) opens with it (a unit of `candidates.units_of`; rows carry the title as the
    chunk's first sentence)."""
    title = unit.title or unit.chunk_text.split(". ", 1)[0]
    if norm_phrase(title) == norm_phrase(subject) or aboutness(unit.chunk_text, subject) == 2:
        return True
    return bool(unit.title) and aboutness(f"{unit.title}. {unit.chunk_text}", subject) == 2


def option_of(text: str, options: list[str]) -> str | None:
    """The one named side of "A or B" that a candidate names or is part of ('Marsilea
    minuta' is the side 'Marsilea'); None for none or both, and never a side that is no
    name ('played Delta Hardware' of "who sang or played Delta Hardware?")."""
    key = norm_phrase(text)
    sides = [
        o
        for o in options
        if key and (has_phrase(key, norm_phrase(o)) or has_phrase(norm_phrase(o), key))
    ]
    if len(sides) != 1:
        return None
    name = without_article(sides[0])
    return sides[0] if name[:1].isupper() or name[:1].isdigit() else None


def without_article(side: str) -> str:
    """A side as an answer says it: 'Marrow Canal' of 'the Marrow Canal'."""
    return _ARTICLE.sub("", side)


# a thing said as a description ('the FareGate outage in February 2024'), not a name: its
# capitalised words and numbers must all be in a document's heading
_DESCRIBED_WORD = re.compile(r"[A-Za-z][\w'’-]*|\d+")
_MIN_DESCRIBED = 0.6
# what every incident record is: alone they describe none
_EVENT_NOUNS = frozenset(
    {
        "incident",
        "incidents",
        "outage",
        "outages",
        "failure",
        "failures",
        "fault",
        "problem",
        "issue",
    }
)


def is_head_chunk(chunk_id: str) -> bool:
    """The document's first chunk (an id without '#n' is a whole passage)."""
    return "#" not in chunk_id or chunk_id.endswith("#0")


def document_of(u: Unit) -> str:
    return u.chunk_id.split("#", 1)[0]


def record_document(description: str, codes: list[str], units: list[Unit]) -> str | None:
    """The record of an event the question describes: the document whose heading describes
    it (`headed_document`), or else names the given codes ('INC-2025-011')."""
    doc = headed_document(description, units)
    if doc is None and codes:
        doc = headed_document(" ".join(codes), units)
    return doc


def headed_document(description: str, units: list[Unit], *, every_word: bool = False) -> str | None:
    """The one document whose heading (its title and first line) holds every capitalised word
    and number of a description and most of its other words: 'Post-incident review: stale
    departure screens at Saltmere Sands, 4 August 2024' for 'the Saltmere Sands screens
    incident in August 2024'; None when no document, or more than one, fits best.
    `every_word`: most of all its words, for a description that names nothing ('the fuel
    dock card payment failure'), among documents the caller has already dated."""

    def said(text: str) -> list[str]:
        # of a description that names nothing, 'cold-room' is 'cold room' and
        # 'Post-incident review' says 'incident'
        found = _DESCRIBED_WORD.findall(text)
        return [p for w in found for p in w.split("-") if p] if every_word else found

    words = [w for w in said(description) if content_words(w)]
    must = set() if every_word else {stem(w) for w in words if w[:1].isupper() or w.isdigit()}
    rest = {stem(w) for w in words} - must
    few = len(words) < 2 and not any(ch.isdigit() for ch in description)
    if every_word:  # 'the overbookings' among documents dated July 2024; 'the outage' is none
        few = all(w.casefold() in _EVENT_NOUNS for w in words)
    if not (must or every_word) or few:
        return None
    scores: dict[str, float] = {}
    for u in units:
        doc = document_of(u)
        if doc in scores:
            continue
        heading = f"{u.title}\n{u.chunk_text.split(chr(10), 1)[0]}"
        have = {stem(w) for w in said(heading)}
        if must <= have:
            scores[doc] = (len(must) + len(rest & have)) / (len(must) + len(rest))
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    if (
        ranked
        and ranked[0][1] >= _MIN_DESCRIBED
        and (len(ranked) == 1 or ranked[1][1] < ranked[0][1])
    ):
        return ranked[0][0]
    return None
