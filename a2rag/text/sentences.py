"""Sentence splitting: chunking packs whole sentences, and the offline roles read them."""

from __future__ import annotations

import re

# A sentence ends at . ! ? (optionally followed by quotes/brackets) before whitespace and an
# upper-case letter, digit or bracket; or at a blank line / markdown list item.
_SENT_END = re.compile(
    r"(?<=[.!?])[\"')\]]*\s+(?=[A-Z0-9\[(\"'*-])|\n\s*\n+|\n(?=\s*[-*+] |\s*\d+\. |#)"
)
# ... and a name's initial: "directed by Harry S. Webb", "E. V. V. Satyanarayana"
_ABBREV = re.compile(
    r"\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|Prof|Rev|Revd|Sr|Jr|Capt|Col|Gen|Lt|Sgt|Hon|Inc|Ltd|Co"
    r"|No|St|approx|[Ee]xt|[Ee]xtn|[Tt]el|[A-Z])\.$"
)


def split_sentences(text: str) -> list[tuple[int, str]]:
    """(start offset, sentence) pairs; keeps abbreviations like 'e.g.' inside a sentence."""
    out: list[tuple[int, str]] = []
    start = 0
    pending_start: int | None = None
    for m in _SENT_END.finditer(text):
        piece = text[start : m.start()]
        if _ABBREV.search(piece.rstrip()) and "\n" not in m.group(0):
            if pending_start is None:
                pending_start = start
            start = m.end()
            continue
        s0 = pending_start if pending_start is not None else start
        sent = text[s0 : m.start()].strip()
        if sent:
            out.append((s0, sent))
        pending_start = None
        start = m.end()
    s0 = pending_start if pending_start is not None else start
    tail = text[s0:].strip()
    if tail:
        out.append((s0, tail))
    return out
