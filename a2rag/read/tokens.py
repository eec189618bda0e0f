"""A parsed unit's tokens as plain lists, for the features that walk the dependency tree.

Every candidate of a unit asks for its clause and its tree distance to the question's words;
through spaCy each step builds a `Token` object, and a reading builds millions of them. The
table reads the parse once per unit (`Doc.to_array`) and answers those walks from lists.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from a2rag.read.lexical import stem


class TokenTable:
    """Words, character offsets, heads, clause verbs and content words of one parsed unit."""

    def __init__(self, doc: Any) -> None:
        # spaCy is imported where a parse exists, not with the CLI (tests/test_cli_startup.py)
        from spacy.attrs import HEAD, IDX, IS_ALPHA, IS_STOP, LIKE_NUM, LOWER, ORTH, POS
        from spacy.symbols import ADJ, AUX, NOUN, PROPN, VERB

        n = len(doc)
        arr = doc.to_array([ORTH, LOWER, HEAD, POS, IS_STOP, IS_ALPHA, IDX, LIKE_NUM])
        arr = arr.reshape(n, 8)
        strings = doc.vocab.strings
        self.texts: list[str] = [strings[h] for h in arr[:, 0].tolist()]
        self.lowers: list[str] = [strings[h] for h in arr[:, 1].tolist()]
        self.stems = [stem(t) for t in self.texts]
        num = arr[:, 2:].astype(np.int64)
        pos = num[:, 1]
        self.heads: list[int] = (num[:, 0] + np.arange(n)).tolist()
        self.verbal: list[bool] = np.isin(pos, [VERB, AUX]).tolist()
        self.proper: list[bool] = (pos == PROPN).tolist()
        # a noun, adjective or proper noun: what may follow a number as its unit ('96 beds')
        self.nominal: list[bool] = np.isin(pos, [NOUN, ADJ, PROPN]).tolist()
        self.noun: list[bool] = (pos == NOUN).tolist()
        self.stop: list[bool] = (num[:, 2] == 1).tolist()
        self.content: list[bool] = ((num[:, 2] == 0) & (num[:, 3] == 1)).tolist()
        self.idx: list[int] = num[:, 4].tolist()
        self.like_num: list[bool] = (num[:, 5] == 1).tolist()
        self._children: list[list[int]] | None = None
        self._clauses: dict[int, set[str]] = {}

    def __len__(self) -> int:
        return len(self.texts)

    def ancestors(self, i: int) -> list[int]:
        """`i` and its heads up to the root, as `Token.ancestors` walks them."""
        out = [i]
        k = i
        while self.heads[k] != k and len(out) <= len(self.heads):
            k = self.heads[k]
            out.append(k)
        return out

    def tree_distance(self, i: int, j: int) -> int:
        """Edges between two tokens through their lowest common head (12 when unrelated)."""
        up_j = {t: k for k, t in enumerate(self.ancestors(j))}
        for k, t in enumerate(self.ancestors(i)):
            if t in up_j:
                return k + up_j[t]
        return 12

    def clause_words(self, root: int) -> set[str]:
        """Content words (stems) of the clause around a token: its nearest verbal head (or
        the sentence root) and that head's subtree."""
        node = root
        while self.heads[node] != node and not self.verbal[node]:
            node = self.heads[node]
        hit = self._clauses.get(node)
        if hit is None:
            hit = {self.stems[k] for k in self._subtree(node) if self.content[k]}
            self._clauses[node] = hit
        return hit

    def _subtree(self, node: int) -> list[int]:
        if self._children is None:
            self._children = [[] for _ in self.heads]
            for k, h in enumerate(self.heads):
                if h != k:
                    self._children[h].append(k)
        out, todo = [], [node]
        while todo:
            k = todo.pop()
            out.append(k)
            todo.extend(self._children[k])
        return out
