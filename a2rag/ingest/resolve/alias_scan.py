r"""Word-bounded occurrences of many aliases in a text, in linear time.

Same matches as the regex `(?<!\w)(?:alias|...)(?!\w)` (leftmost, longest first; acronyms
case-sensitive), but an alternation of thousands of aliases is tried alias by alias at every
word start, which made resolution quadratic in the size of one document. Here each start only
looks up the alias lengths that begin with its character.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator


class AliasScanner:
    def __init__(self, aliases: dict[str, bool]) -> None:
        """`aliases`: alias -> case-sensitive."""
        self.exact = {a for a, cs in aliases.items() if cs}
        self.folded = {a.lower() for a, cs in aliases.items() if not cs}
        lengths: dict[str, set[int]] = defaultdict(set)
        for a in aliases:
            if a:
                lengths[a[0].lower()].add(len(a))
        self.lengths = {c: sorted(ls, reverse=True) for c, ls in lengths.items()}

    def finditer(self, text: str) -> Iterator[str]:
        n, p = len(text), 0
        while p < n:
            lengths = self.lengths.get(text[p].lower())
            if lengths and (p == 0 or not _is_word(text[p - 1])):
                for size in lengths:
                    end = p + size
                    if end > n or (end < n and _is_word(text[end])):
                        continue
                    piece = text[p:end]
                    if piece in self.exact or piece.lower() in self.folded:
                        yield piece
                        p = end - 1
                        break
            p += 1


def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"
