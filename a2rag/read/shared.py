"""What two named things have in common, read by rule: "What occupation do Chris Menges and
Aram Avakian share?" is answered by the word both pages describe their subject with
('director': "... is an English cinematographer and film director", "... was an
Armenian-American film editor and director"), "Henry Roth and Lewis Mumford are both this
nationality?" by the nationality both pages give, and "Liaocheng and Shayang County are both
located in which country?" by the place both pages name.

The candidate model scores each candidate on its own sentence, so the one description that
two pages share ranks below names each page states once. Like the other rules, its accuracy
on the train split is its confidence (`reader fit` / `reader rescore`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from a2rag.read.candidates import Unit
from a2rag.read.lexical import has_phrase, norm_phrase
from a2rag.read.question import Expected, QuestionFrame
from a2rag.read.sides import aboutness, without_article

# a question that asks what both names are, not one thing about either
_SHARED_CUE = re.compile(
    r"\b(?:share[sd]?|sharing|in common|both|each)\b|\b(?:occupation|profession|nationality|"
    r"genre|ancestry)s?\b",
    re.IGNORECASE,
)
_WH = re.compile(r"\b(?:what|which|this)\b", re.IGNORECASE)
# a person's occupation is the head of a description, not its modifier ('film' of 'film
# director'); a genre is the modifier ('rock' of 'rock band')
_OCCUPATION = frozenset({"occupation", "profession", "job", "career", "role", "roll", "trade"})
_GENRE = frozenset({"genre", "style"})
_NATIONALITY = re.compile(r"\b(?:nationality|ancestry|ethnicity|heritage)\b", re.IGNORECASE)
_DESCRIBED = frozenset({Expected.ENTITY, Expected.OTHER, Expected.ORG})
_LEADING_SENTENCES = 2  # a page describes its subject in its first sentences
_SKIP_POS = frozenset({"DET", "PRON", "NUM", "PUNCT", "CCONJ", "PART", "ADP", "SYM"})


@dataclass(frozen=True)
class Shared:
    """The description both pages give: its text as the first page says it, and the units
    (sentences) of each page that state it."""

    text: str
    unit: Unit
    other: Unit
    kind: str  # 'description', 'nationality' or 'place'


def shared_answer(
    frame: QuestionFrame, units: list[Unit], parse: Callable[[list[str]], list[Any]]
) -> Shared | None:
    """The longest description (or the nationality, or the place) that the opening sentences
    of a page about each of the two joined names both state; None when the question joins
    no two names, asks no shared description, or the pages share none."""
    if len(frame.conjoined) != 2 or not _WH.search(frame.text):
        return None
    if frame.expected == Expected.PLACE:
        kind = "place"
    elif _NATIONALITY.search(frame.text):
        kind = "nationality"
    elif frame.expected in _DESCRIBED and _SHARED_CUE.search(frame.text):
        kind = "description"
    else:
        return None
    first, second = (_opening(units, name) for name in frame.conjoined)
    if not first or not second:
        return None
    asked = set(norm_phrase(frame.text).split())
    names = {w for n in frame.conjoined for w in norm_phrase(n).split()}
    other = [(norm_phrase(u.text), u) for u in second]
    best: tuple[tuple[int, int], Shared] | None = None
    for unit, doc in zip(first, parse([u.text for u in first]), strict=True):
        for pos, text in _phrases(doc, kind, (frame.head or "").lower()):
            key = norm_phrase(text)
            words = key.split()
            if not words or set(words) <= asked | names or set(words) & names:
                continue
            stated = next((u for o, u in other if has_phrase(o, key)), None)
            if stated is None:
                continue
            # a description: the most specific shared one; a place: the widest, said last
            rank = (len(words), -pos) if kind == "description" else (pos, 0)
            if best is None or rank > best[0]:
                best = (rank, Shared(_said(text, frame), unit, stated, kind))
    return best[1] if best else None


def _opening(units: list[Unit], name: str) -> list[Unit]:
    """The opening sentences of the chunks about a name (they open with it or name it in
    their first line)."""
    about = {
        u.chunk_id
        for u in units
        if aboutness(f"{u.title}. {u.chunk_text}" if u.title else u.chunk_text, name)
    }
    return [u for u in units if u.chunk_id in about and u.index < _LEADING_SENTENCES]


def _phrases(doc: Any, kind: str, head: str) -> list[tuple[int, str]]:
    """(token position, text) of what a sentence can describe its subject with; a place is
    a place name, a description a run of a noun phrase's words that ends on a noun (on its
    head for an occupation, on a modifier for a genre)."""
    if kind == "place":
        return [(e.start, e.text) for e in doc.ents if e.label_ == "GPE"]
    if kind == "nationality":
        return [(e.start, e.text) for e in doc.ents if e.label_ == "NORP"]
    out: list[tuple[int, str]] = []
    for chunk in doc.noun_chunks:
        toks = [t for t in chunk if t.pos_ not in _SKIP_POS and t.ent_type_ not in {"NORP", "DATE"}]
        # every run of its words that ends on a noun: 'film director', 'director'
        for j, end in enumerate(toks):
            if end.pos_ not in {"NOUN", "PROPN"} or end.ent_type_:
                continue
            if (end.dep_ == "compound") != (head in _GENRE) and head in _OCCUPATION | _GENRE:
                continue
            for i in range(j + 1):
                run = toks[i : j + 1]
                if all(b.i == a.i + 1 for a, b in itertools.pairwise(run)):
                    out.append((run[0].i, doc[run[0].i : end.i + 1].text))
    return out


def _said(text: str, frame: QuestionFrame) -> str:
    """The answer as said: without an article ('Las Vegas Valley'), and without the noun the
    question already names ('documentary' of 'documentary film' for "What type of film are
    both ...?")."""
    words = without_article(text).split()
    if frame.head and len(words) > 1 and norm_phrase(words[-1]) == norm_phrase(frame.head):
        return " ".join(words[:-1])
    return " ".join(words)
