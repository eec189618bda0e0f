"""Questions typed without capitals: "how many beds does wenlow community hospital have".

The reader and the relevance check tell a question's names by their capitals, so a question
typed in lower case names nothing: its subject is never checked against the knowledge base,
and a question about a company the knowledge base has never heard of ("when does the kelvra
systems contract end") was answered from another company's contract. Three things follow:

- the question's word sequences that are the exact name or alias of an entity are written as
  the knowledge base writes them ('Wenlow Community Hospital', 'TIE', 'BedBoard') before
  anything reads it; a common word alone only where the knowledge base's text mostly writes
  it alone with its capital ('gold' of a 'Gold' client tier, not 'supplier', which an
  extractor kept as an entity though the text writes 'the supplier');
- a word that is neither a common English word nor anywhere in the knowledge base ('kelvra')
  is a name the knowledge base does not know, and fails relevance as an unknown name does;
- a question with no capital at all that still names nothing cannot be checked for its
  subject, so its answer stays a guess (`unverified`); one that opens with a capital and has
  no other was written with capitals, and simply names nothing.

Common words are the whole words of the bundled MiniLM's WordPiece vocabulary (30,522 entries,
22.5k of them whole alphabetic words), with simple inflections: a list every installation has,
and one that leaves out coined names ('bedboard', 'cragside') and rare surnames.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping

from a2rag.text.stopwords import STOPWORDS as STOP_WORDS

MAX_GRAM = 6  # words in the longest name looked up
_WORD = re.compile(r"[^\W_][\w'’.-]*[^\W_]|[^\W_]")
# clause punctuation ends a name: "wenlow community hospital, and ..." (not "st. aldric's")
_BREAK = re.compile(r"[,;:?!()\"]|\s-\s")


def lower_case(question: str) -> bool:
    """No capital letter at all: typed in lower case, so even a question that names nothing
    may hide a name ("when does the blue river contract end"). A question that opens with a
    capital and has no other ("Under the change freeze policy ...") was written with
    capitals, and names nothing."""
    return not any(c.isupper() for c in question)


def opens_capitalised(question: str) -> bool:
    """A capital on the first letter and nowhere else: written with capitals and naming
    nothing, or typed on a keyboard that capitalises the first letter (its names are not
    written back: see `read_casing`, but its unusual words are still looked up)."""
    body = question.strip()
    return bool(body) and body[0].isupper() and not any(c.isupper() for c in body[1:])


def caseless(question: str) -> bool:
    """Capitals tell none of the question's names: none at all, or on the first letter only."""
    return lower_case(question) or opens_capitalised(question)


def name_grams(question: str) -> list[str]:
    """The question's word sequences that may be names, longest first: up to six words
    within a clause, neither starting nor ending with a stop word ('the', 'of')."""
    grams: list[str] = []
    for part in _BREAK.split(question.lower()):
        words = [w.strip(".") for w in _WORD.findall(part)]
        words = [w for w in words if w]
        for n in range(min(MAX_GRAM, len(words)), 0, -1):
            for i in range(len(words) - n + 1):
                gram = words[i : i + n]
                if gram[0] in STOP_WORDS or gram[-1] in STOP_WORDS:
                    continue
                grams.append(" ".join(gram))
    return list(dict.fromkeys(grams))


def restore_case(question: str, cased: Mapping[str, str]) -> str:
    """`question` with each word sequence that `cased` knows (lower case -> the knowledge
    base's writing) written as the knowledge base writes it, longest first, never inside a
    longer one already written."""
    out = question
    taken: list[tuple[int, int]] = []
    for gram in sorted(cased, key=lambda g: -len(g.split())):
        pattern = r"(?<![\w'’-])" + r"\s+".join(map(re.escape, gram.split())) + r"(?![\w-])"
        for m in re.finditer(pattern, out, flags=re.IGNORECASE):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            form = cased[gram]
            if len(form) != m.end() - m.start():
                continue  # 'st aldric's' against 'St Aldric’s': keep offsets stable
            out = out[: m.start()] + form + out[m.end() :]
            taken.append((m.start(), m.end()))
    return out


def read_casing(
    question: str,
    cased: Callable[[list[str]], dict[str, str]],
    capitalised: Callable[[list[str]], list[str]],
) -> str:
    """The question as read: one in lower case (or all capitals) with the knowledge base's
    names written as it writes them; any other as written. `cased`: lower-case word
    sequences -> their writing, for those that are the exact name or alias of an entity;
    `capitalised`: of some words, those the knowledge base's text mostly writes alone with a
    capital. A common word alone is written back only if the text does so ('gold' of a
    'Gold' client tier, not 'supplier', which an extractor kept as an entity)."""
    if sum(c.isalpha() for c in question) >= 3 and not any(c.islower() for c in question):
        question = question.lower()  # "WHO LEADS INTEGRATION SERVICES?": every word a name
    if not lower_case(question):
        # "Who played the king that was king of england in 1951 ...": a question that opens
        # with a capital was written with capitals (its lower-case words are not names, and
        # reading 'King of England' there lost MuSiQue's right guess)
        return question
    grams = name_grams(question)
    found = cased(grams) if grams else {}
    common = [g for g in found if g.isalpha() and common_word(g)]  # 'gold', 'helix'; not 'p1'
    kept = set(capitalised(common)) if common else set()
    names = {g: f for g, f in found.items() if g not in common or g in kept}
    return restore_case(question, names) if names else question


@functools.cache
def _vocabulary() -> frozenset[str]:
    from a2rag.models.embeddings import bundled_minilm_path

    path = bundled_minilm_path() / "vocab.txt"
    words = path.read_text(encoding="utf-8").split()
    return frozenset(w for w in words if w.isalpha() and w.islower())


_SUFFIXES = (
    "s", "es", "ed", "d", "ing", "er", "ers", "ly", "ion", "ions", "age", "ages",
    "isation", "ization", "ise", "ize", "ised", "ized",
)  # fmt: skip
_PREFIXES = ("de", "re", "un")


def common_word(word: str) -> bool:
    """An English word of the vocabulary, or an inflection of one ('expire' of 'expired',
    'pagers' of 'pager')."""
    w = word.lower().strip("'’.-")
    if not w.isalpha() or w in STOP_WORDS:
        return True
    vocab = _vocabulary()
    if w in vocab:
        return True
    # 'deactivated', 'reissued', 'unlisted'
    if any(
        w.startswith(p) and len(w) - len(p) >= 5 and common_word(w[len(p) :]) for p in _PREFIXES
    ):
        return True
    # 'digitisation' of 'digit'; not 'den' of 'denise'
    stems = [
        w[: -len(s)]
        for s in _SUFFIXES
        if w.endswith(s) and len(w) - len(s) >= (4 if s[:2] in ("is", "iz") else 3)
    ]
    # a doubled last consonant: 'stoppage', 'shipped'
    stems += [s[:-1] for s in stems if s[-1] == s[-2] and s[-1] not in "aeiousl"]
    forms = {w + s for s in _SUFFIXES} | {s + e for s in stems for e in ("", "e")}
    return bool(forms & vocab)


def unfamiliar_words(question: str) -> list[str]:
    """Content words of a question in lower case that are no common English word: the names it
    may rely on, to be looked up in the knowledge base ('kelvra' of "when does the kelvra
    systems contract end")."""
    words = [w.strip("'’.-") for w in _WORD.findall(question.lower())]
    return list(dict.fromkeys(w for w in words if len(w) >= 3 and not common_word(w)))
