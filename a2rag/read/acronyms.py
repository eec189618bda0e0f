"""Abbreviations the evidence spells out, or that abbreviate the question's words.

Enterprise pages write a term both ways: "What's the RTO for Ledger Core?" is answered by the
fact sheet line 'Recovery time objective: 6 hours', and "What recovery point objective applies
to SYS-ACS-03?" by the 'RPO' column of a service-level table. Neither shares a word with the
question, so the reader would not read the unit, and a field whose name is the other form
would not count as named. Only the evidence decides: an abbreviation of three to five
capitals is bridged when a unit writes a run of words with its initials (a name in capitals,
'Harrowby Royal Infirmary', only where the same text writes the abbreviation too: two names
may share initials), and a run of the question's words when a unit writes its initials as an
abbreviation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from a2rag.read.lexical import content_words, initials
from a2rag.read.question import QuestionFrame

_ABBREVIATION = re.compile(r"\b[A-Z]{3,5}\b")
# two capitals ('DR' of "the DR plan") are spelled out only by a document's title ('Disaster
# recovery plan'): in running text two initials meet by chance too often
_SHORT = re.compile(r"\b[A-Z]{2}\b")
_WORD = re.compile(r"[A-Za-z]+")
MAX_FORMS = 3


def _word_runs(text: str, k: int) -> list[list[str]]:
    """Runs of k adjacent words (no word between them shorter, and no punctuation: 'Technical
    contact: Ravi Menon' holds no run 'contact Ravi Menon')."""
    runs = []
    for stretch in _STRETCH.split(text):
        words = _WORD.findall(stretch)
        runs += [words[i : i + k] for i in range(len(words) - k + 1)]
    return runs


_STRETCH = re.compile(r"[^\w\s'-]+")


def _spelled(abbreviation: str, texts: Sequence[str]) -> list[str]:
    """The evidence's runs of words with the abbreviation's initials ('recovery time
    objective' for 'RTO'), lower-cased, at most MAX_FORMS."""
    found: dict[str, None] = {}
    k = len(abbreviation)
    for text in texts:
        if abbreviation.lower()[0] not in text.lower():
            continue
        beside = re.search(rf"\b{abbreviation}\b", text) is not None
        for run in _word_runs(text, k):
            if (
                all(len(w) > 2 for w in run)
                and not all(w.isupper() for w in run)
                and initials(run) == abbreviation
                and len(content_words(" ".join(run))) == k
                # a name ('Harrowby Royal Infirmary') is the abbreviation's only where a text
                # writes both; a term ('Recovery time objective') wherever it is written
                and (beside or not all(w[0].isupper() for w in run))
                # a term is written in small letters after its first word; a name in capitals
                and (all(w[0].isupper() for w in run) or all(w.islower() for w in run[1:]))
            ):
                found.setdefault(" ".join(run).lower(), None)
                if len(found) >= MAX_FORMS:
                    return list(found)
    return list(found)


def bridge_abbreviations(
    frame: QuestionFrame, texts: Sequence[str], titles: Sequence[str] = ()
) -> QuestionFrame:
    """The frame with the other form of each abbreviation it uses or spells out, as the
    evidence writes it: the spelled-out words join the question's words (and the
    abbreviation's anchor forms); an abbreviation of the question's words joins them too."""
    extra: set[str] = set()  # words of what is asked
    named: set[str] = set()  # words of a name the question abbreviates
    forms = {a: list(f) for a, f in frame.anchor_forms.items()}
    titles = list(dict.fromkeys(t for t in titles if t))
    asked = [(a, texts) for a in dict.fromkeys(_ABBREVIATION.findall(frame.text))]
    two_capitals = [a for a in dict.fromkeys(_SHORT.findall(frame.text)) if a in frame.anchors]
    asked += [(a, titles) for a in two_capitals]
    documents = list(frame.document_anchors)
    for abbreviation, where in asked:
        anchor = abbreviation in frame.anchors
        in_titles = _spelled(abbreviation, titles) if anchor else []
        if in_titles:
            documents.append(abbreviation)
        spelled = in_titles if where is titles else _spelled(abbreviation, where)
        for form in spelled:
            (named if anchor else extra).update(content_words(form))
        if spelled and anchor:
            known = forms.setdefault(abbreviation, [])
            known.extend(f for f in spelled if f not in known)
    written = {m for t in texts for m in _ABBREVIATION.findall(t)}
    said = set(_ABBREVIATION.findall(frame.text))
    for k in (3, 4, 5):
        for run in _word_runs(frame.text, k):
            short = initials(run)
            if (
                short in written
                and short not in said
                and all(len(w) > 2 for w in run)
                and len(content_words(" ".join(run))) == k
            ):
                extra |= content_words(short)
    if not extra and not named and forms == frame.anchor_forms:
        return frame
    # a name's other words find the units that spell it out, but are not what is asked: the
    # candidate model reads the question's relation words near a value
    return frame.model_copy(
        update={
            "words": frame.words | extra | named,
            "main_words": frame.main_words | extra | named,
            "anchor_words": frame.anchor_words | named,
            "relation_words": frame.relation_words | (extra - frame.anchor_words),
            "anchor_forms": forms,
            "document_anchors": documents,
        }
    )


def term_pattern(term: str) -> str:
    """A regex (no groups, case-insensitive where written) for a term as pages write it: its
    words, its abbreviation, or both ('recovery time objective (RTO)'). "Which has the shorter
    RTO?" is answered by 'Its recovery time objective is 4 hours', and "the recovery time
    objective" by 'RTO: 2 hours'. Only abbreviations of three to five letters are spelled out:
    two initials ('d... r...') meet by chance in too many texts."""
    words = term.split()
    if len(words) == 1 and _ABBREVIATION.fullmatch(term):
        spelled = r"\s+".join(rf"{c}[a-z]{{2,}}" for c in term.lower())
        return (
            rf"(?:(?i:{spelled})(?:\s*\(\s*{term}\s*\))?"
            rf"|(?:[\w-]+\s+){{0,4}}\(\s*{term}\s*\)|{term})"
        )
    written = r"\s+".join(re.escape(w) for w in words)
    form = rf"(?i:{written})(?:\s*\(\s*[A-Z]{{2,5}}\s*\))?"
    if 3 <= len(words) <= 5 and all(len(w) > 2 and w.isalpha() for w in words):
        form += rf"|\b{initials(words)}\b"
    return f"(?:{form})"
