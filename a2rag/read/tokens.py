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
        from spacy.attrs import HEAD, IDX, IS_ALPHA, IS_STOP, POS
        from spacy.symbols import AUX, PROPN, VERB

        self.texts: list[str] = []
        self.lowers: list[str] = []
        for t in doc:
            self.texts.append(t.text)
            self.lowers.append(t.lower_)
        self.stems = [stem(t) for t in self.texts]
        n = len(self.texts)
        arr = doc.to_array([HEAD, POS, IS_STOP, IS_ALPHA, IDX]).astype(np.int64)
        self.heads: list[int] = (arr[:, 0] + np.arange(n)).tolist() if n else []
        self.verbal: list[bool] = np.isin(arr[:, 1], [VERB, AUX]).tolist() if n else []
        self.proper: list[bool] = (arr[:, 1] == PROPN).tolist() if n else []
        self.content: list[bool] = ((arr[:, 2] == 0) & (arr[:, 3] == 1)).tolist() if n else []
        self.idx: list[int] = arr[:, 4].tolist() if n else []
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
