"""Another one of the asked things: "the long-stay car park" is not the 'Ashgill visitor car
park', nor "the deputy Change Manager" the 'Deputy IT Operations Manager'.

A sentence that names the question's noun with words of its own in front of it, and without
the question's words in front of it, is about another thing of that kind; a value it states
answers a question about that other thing. The question's words may be said elsewhere in the
sentence ('Business owner: Bartholomew Nye, Car Park Services Manager') or in the document's
title ('Minutes: Havelock Quarterly Supplier Review, May 2024' for "the May 2024 supplier
review"), which then says which one the sentence is about. The candidate model reads words,
not which thing they describe, so its answer from such a sentence stays a guess.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from a2rag.text.match import STOPWORDS, WORD, stem

_MODIFIER_POS = frozenset({"NOUN", "PROPN", "ADJ"})
_NOUN_POS = frozenset({"NOUN", "PROPN"})
_QUANTIFIERS = frozenset({"many", "much", "which", "what", "whose"})


def _words(tokens: Iterable[Any]) -> frozenset[str]:
    """The content words of modifier tokens ('long', 'stay' of 'long-stay'), stemmed."""
    return frozenset(
        stem(w)
        for t in tokens
        if t.pos_ in _MODIFIER_POS and t.lower_ not in _QUANTIFIERS
        for w in WORD.findall(t.lower_)
        for w in w.split("-")
        if len(w) > 1 and w not in STOPWORDS and not w.isdigit()
    )


def qualified_nouns(doc: Any) -> list[tuple[str, list[str]]]:
    """(noun, the words in front of it) of each of the question's noun phrases whose noun has
    words of its own: ('park', ['car', 'long', 'stay']) of "the long-stay car park"."""
    out: list[tuple[str, list[str]]] = []
    for chunk in doc.noun_chunks:
        root = chunk.root
        if root.pos_ not in _NOUN_POS:
            continue
        mods = _words(doc[chunk.start : root.i])
        if mods:
            out.append((stem(root.lower_), sorted(mods)))
    return out


def names_another(qualified: list[tuple[str, list[str]]], doc: Any, title: str = "") -> bool:
    """Whether a unit (its parse `doc`) names a noun the question qualifies only as another
    one of it: each time it says the noun, the words in front differ from each of the
    question's phrases with that noun, some of whose words the unit and its title do not
    say anywhere."""
    if not qualified:
        return False
    said = {stem(w) for w in WORD.findall(doc.text.lower()) for w in w.split("-")}
    said |= {stem(w) for w in WORD.findall(title.lower()) for w in w.split("-")}
    asked: dict[str, list[set[str]]] = {}
    for noun, words in qualified:
        asked.setdefault(noun, []).append(set(words))
    for noun, phrases in asked.items():
        if any(words <= said for words in phrases):
            continue
        places = [t for t in doc if t.pos_ in _NOUN_POS and stem(t.lower_) == noun]
        if places and all(
            _other(words, _words(doc[t.left_edge.i : t.i])) for t in places for words in phrases
        ):
            return True
    return False


def _other(asked: set[str], own: frozenset[str]) -> bool:
    return bool(asked - own) and bool(own - asked)
