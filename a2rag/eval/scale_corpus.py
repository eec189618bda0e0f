"""Nested corpora for the scale benchmark (`benchmarks/scale.py`): each size holds the smaller ones.

The pool is ordered once, seeded: the supporting passages of a fixed question sample first (so
every size can answer the same questions), then the rest of 2Wiki with its extra distractors,
then HotpotQA and MuSiQue shuffled together, then synthetic copies. A size is a prefix of that
order, so growing the corpus only adds passages.

A synthetic copy is a real passage with every capitalised word renamed through one fixed,
seeded mapping per copy generation (the same original word gets the same invented word in every
passage of that generation). Names keep linking the passages they linked before, so the copy
has the real graph's shape, and no copy entity merges with an original or with another
generation's. Function words and month/day names stay, so dates and sentence starts still read.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Iterable, Sequence
from pathlib import Path

from a2rag.errors import DatasetError
from a2rag.eval.datasets import Passage, Question, load_dataset, passage_id, sample_questions

_WORD = re.compile(r"\w+")
_CONSONANTS = "bcdfghjklmnprstvz"
_VOWELS = "aeiou"
_SYLLABLES = [c + v for c in _CONSONANTS for v in _VOWELS]

_KEPT = """a about after against all also although among an and another any as at because before
    both but by during each either for from he her his however i if in into it its many more
    most much neither no nor not of on one or other she since so some such than that the their
    them then there these they this those though through to two under until upon was we were
    when where which while who whose with within without yet you january february march april
    may june july august september october november december monday tuesday wednesday thursday
    friday saturday sunday"""
KEEP = frozenset(_KEPT.split())
"""Capitalised words left as they are (lower-cased): sentence starts and calendar names."""


def is_name_word(word: str) -> bool:
    """A word the renaming replaces: capitalised, not a kept function or calendar word."""
    return word[:1].isupper() and word.lower() not in KEEP


def vocabulary(passages: Iterable[Passage]) -> set[str]:
    """Every word of the titles and texts that a synthetic copy renames."""
    words: set[str] = set()
    for p in passages:
        for part in (p.title, p.text):
            words.update(w for w in _WORD.findall(part) if is_name_word(w))
    return words


def _invented(seed: int, generation: int, word: str, attempt: int) -> str:
    digest = hashlib.sha256(f"{seed}|{generation}|{word}|{attempt}".encode()).digest()
    n = 3 if len(word) < 8 else 4
    return "".join(_SYLLABLES[b % len(_SYLLABLES)] for b in digest[:n]).capitalize()


def name_mapping(words: Iterable[str], seed: int, generation: int) -> dict[str, str]:
    """One invented word per original, injective, never an original word of any case.

    Built over the sorted vocabulary, so the mapping depends only on (words, seed, generation).
    """
    originals = sorted(set(words))
    taken = {w.lower() for w in originals}
    mapping: dict[str, str] = {}
    for word in originals:
        attempt = 0
        while (new := _invented(seed, generation, word, attempt)).lower() in taken:
            attempt += 1
        taken.add(new.lower())
        mapping[word] = new.upper() if word.isupper() and len(word) > 1 else new
    return mapping


def rename(text: str, mapping: dict[str, str]) -> str:
    return _WORD.sub(lambda m: mapping.get(m.group(0), m.group(0)), text)


def synthetic_copies(
    passages: Sequence[Passage],
    mapping: dict[str, str],
    generation: int,
    original_titles: set[str],
) -> list[Passage]:
    """The passages renamed; a title with nothing to rename gets an invented qualifier, so no
    copy shares a title (the passage's identity in the graph) with an original."""
    tag = _invented(0, generation, "#title", 0)
    out = []
    for p in passages:
        title, text = rename(p.title, mapping), rename(p.text, mapping)
        if title in original_titles:
            title = f"{title} ({tag})"
        out.append(Passage(id=passage_id(f"syn{generation}", title, text), title=title, text=text))
    return out


def ordered_pool(
    questions: Sequence[Question],
    supports_from: Sequence[Passage],
    blocks: Sequence[Sequence[Passage]],
    n_questions: int | None,
    seed: int,
) -> tuple[list[Question], list[Passage]]:
    """(question sample, real passages in corpus order): the sample's supporting passages, then
    the rest of `supports_from`, and then each block shuffled (seeded) and de-duplicated."""
    sample = sample_questions(questions, n_questions, seed)
    by_id = {p.id: p for p in supports_from}
    order: list[Passage] = []
    seen: set[str] = set()
    for q in sample:
        for sid in q.supporting_ids:
            if sid not in by_id:
                raise DatasetError(f"question {q.id!r} cites {sid!r}, not in its corpus")
            if sid not in seen:
                seen.add(sid)
                order.append(by_id[sid])
    rng = random.Random(seed)
    for block in [supports_from, *blocks]:
        rest = [p for p in block if p.id not in seen]
        rng.shuffle(rest)
        for p in rest:
            if p.id not in seen:
                seen.add(p.id)
                order.append(p)
    return sample, order


def corpus_of_size(real: Sequence[Passage], size: int, seed: int) -> list[Passage]:
    """The first `size` passages: the real pool, then synthetic generations 1, 2, ... of it."""
    out = list(real[:size])
    generation = 0
    if len(out) == size:
        return out
    words, titles = vocabulary(real), {p.title for p in real}
    while len(out) < size:
        generation += 1
        todo = real[: size - len(out)]
        mapping = name_mapping(words, seed, generation)
        out.extend(synthetic_copies(todo, mapping, generation, titles))
    return out


def shared_pool(
    root: Path, n_questions: int | None, seed: int
) -> tuple[list[Question], list[Passage]]:
    """The shared data (`<root>/{2wiki,hotpotqa,musique}`) as (2Wiki question sample, pool)."""
    wiki = load_dataset(root / "2wiki", extra_distractors=True)
    others = [*load_dataset(root / "hotpotqa").passages, *load_dataset(root / "musique").passages]
    return ordered_pool(wiki.questions, wiki.passages, [others], n_questions, seed)
