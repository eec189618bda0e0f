"""Lexical matching shared by the offline roles and the sufficiency check: content words,
IDF-weighted overlap with a question, and sentences that look like they answer it."""

from __future__ import annotations

import functools
import math
import re

from a2rag.text.answer_type import NUMBER_RE, TIME_RE, AnswerType, expected_type
from a2rag.text.sentences import split_sentences
from a2rag.text.stopwords import STOPWORDS

WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9%.'/&-]*")
PROPER = re.compile(
    r"\b(?:[A-Z][\w&/.-]*|[A-Z]{2,})(?:\s+(?:of|and|&|de|for)?\s*(?:[A-Z][\w&/.-]*|\d+))*"
)
LEAD_WORDS = {"The", "It", "Its", "This", "These", "That", "A", "An", "In", "On", "If", "For"}


# one stem for a noun and the verb that states it: "the director of X" is stated "X ...
# directed by Y", "the date of birth of X" "X (born 2 May 1901)"
_AGENT_NOUNS = {
    "birth": "born", "death": "died",
    "director": "direct", "producer": "produc", "composer": "compos", "founder": "found",
    "creator": "creat", "publisher": "publish", "developer": "develop", "designer": "design",
    "writer": "writ", "written": "writ", "wrot": "writ", "editor": "edit",
    "supplier": "suppli", "manufacturer": "manufactur", "distributor": "distribut",
    "illustrator": "illustrat", "translator": "translat", "inventor": "invent",
    "operator": "operat", "performer": "perform", "narrator": "narrat", "presenter": "present",
    "employer": "employ", "governor": "govern",
    # irregular and short forms (keys as stemmed): "made" meets "makes", "owner" meets "owned
    # by". Not 'led': the shipped reader model was fitted without it, and with it "X is led
    # by Y" sentences about other teams outrank the one that names X
    "held": "hold", "won": "win", "ran": "run", "runs": "run", "mad": "mak", "used": "use",
    "owner": "own", "built": "build", "sold": "sell", "bought": "buy", "kept": "keep",
    "paid": "pay", "sent": "send", "taught": "teach", "chos": "choos", "chosen": "choos",
}  # fmt: skip


@functools.lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """A crude suffix stem, the same for a noun and the verb that states it. Cached: a reading
    stems the same few thousand words some 6,000 times."""
    w = word.lower().strip(".'").removesuffix("'s")
    for suffix in ("ing", "ed", "es", "s"):
        # a stem keeps 3 letters ('owned', 'owns' -> 'own'); '-ing' 4 ('string', 'thing')
        if len(w) >= len(suffix) + (4 if suffix == "ing" else 3) and w.endswith(suffix):
            w = w[: -len(suffix)]
            return _AGENT_NOUNS.get(w, w)
    # 'store' meets 'stored' and 'stores' ('stor'), 'date' meets 'dates' ('dat')
    w = w[:-1] if len(w) > 3 and w.endswith("e") and w[-2].isalpha() else w
    return _AGENT_NOUNS.get(w, w)


def content_words(text: str) -> set[str]:
    if len(text) > 512:  # a whole chunk: computed, not kept
        return _words(text)
    return set(_content_words(text))


def _words(text: str) -> set[str]:
    return {stem(w) for w in WORD.findall(text) if w.lower() not in STOPWORDS and len(w) > 1}


@functools.lru_cache(maxsize=1 << 14)
def _content_words(text: str) -> frozenset[str]:
    """A sentence's or a name's content words, kept: features ask for the same ones per
    candidate."""
    return frozenset(_words(text))


def norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w%.:$€£ -]", " ", text.casefold()).split())


def idf_weights(sentences: list[str]) -> dict[str, float]:
    df: dict[str, int] = {}
    for s in sentences:
        for w in content_words(s):
            df[w] = df.get(w, 0) + 1
    n = len(sentences)
    return {w: math.log(1 + n / (1 + c)) for w, c in df.items()}


def weighted_overlap(qwords: set[str], words: set[str], idf: dict[str, float]) -> float:
    """IDF-weighted share of the question's words in `words`. Summed exactly (fsum): a plain
    sum over a set depends on the process's hash seed in its last bits, which reordered tied
    sentences between runs and made the reader's fit irreproducible."""
    total = math.fsum(idf.get(w, 1.0) for w in qwords)
    return math.fsum(idf.get(w, 1.0) for w in qwords & words) / total if total else 0.0


def typed_candidates(sentence: str, kind: AnswerType, question: str) -> list[str]:
    """Regex-only candidates of the expected type that the question does not already say."""
    if kind == AnswerType.NUMBER:
        found = [m.group(0) for m in NUMBER_RE.finditer(sentence) if re.search(r"\d", m.group(0))]
    elif kind == AnswerType.TIME:
        found = [m.group(0) for m in TIME_RE.finditer(sentence)]
    elif kind in (AnswerType.PERSON, AnswerType.PLACE, AnswerType.ENTITY):
        found = [m.group(0) for m in PROPER.finditer(sentence) if m.group(0) not in LEAD_WORDS]
    else:
        found = [sentence]
    qwords = content_words(question)
    return [f for f in found if not content_words(f) <= qwords]


def answerability(question: str, texts: list[str]) -> tuple[float, str]:
    """How well the best sentence of `texts` looks like an answer: IDF-weighted share of the
    question's words it contains, if it also holds a candidate of the expected type (else 0)."""
    sentences = [s for t in texts for _, s in split_sentences(t) if len(s) > 12]
    if not sentences:
        return 0.0, ""
    kind = expected_type(question)
    qwords = content_words(question)
    idf = idf_weights(sentences)
    best, best_sent = 0.0, ""
    for sent in sentences:
        score = weighted_overlap(qwords, content_words(sent), idf)
        if score > best and typed_candidates(sent, kind, question):
            best, best_sent = score, sent
    return best, best_sent
