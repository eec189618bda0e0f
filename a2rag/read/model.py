"""The fitted reader model: standardised logistic regression plus a calibration curve.

Stored as JSON (feature names, scaler, weights, isotonic breakpoints, thresholds) so it is
small, diffable, loads without scikit-learn and cannot execute code the way a pickle can.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import numpy as np
from pydantic import BaseModel, Field, PrivateAttr

from a2rag.errors import A2RAGError
from a2rag.read.confidence import ConfidenceModel

MODEL_FILE = "reader_model.json"


class ReaderModelError(A2RAGError):
    """The reader model file is missing, unreadable or does not match the code's features."""


class Calibration(BaseModel):
    """Isotonic map from the top candidate's raw probability to P(answer correct)."""

    x: list[float] = Field(default_factory=lambda: [0.0, 1.0])
    y: list[float] = Field(default_factory=lambda: [0.0, 1.0])

    def __call__(self, p: float) -> float:
        return float(np.interp(p, self.x, self.y))


class Tree(BaseModel):
    """One regression tree of a gradient-boosted ensemble, as flat node arrays."""

    feature: list[int]
    threshold: list[float]
    left: list[int]
    right: list[int]
    leaf: list[bool]
    value: list[float]


class _Forest:
    """The trees as one flat node array, walked together: one numpy step per depth level for
    every tree and candidate, not one Python loop per tree (a reading scores ~100 candidates
    on ~150 trees). A leaf points to itself, so rows that reach one early stay there."""

    def __init__(self, trees: list[Tree]) -> None:
        offsets = np.cumsum([0] + [len(t.feature) for t in trees])
        feature, threshold, left, right, value = [], [], [], [], []
        for base, t in zip(offsets, trees, strict=False):
            for k in range(len(t.feature)):
                own = base + k
                feature.append(0 if t.leaf[k] else t.feature[k])
                threshold.append(0.0 if t.leaf[k] else t.threshold[k])
                left.append(own if t.leaf[k] else base + t.left[k])
                right.append(own if t.leaf[k] else base + t.right[k])
                value.append(t.value[k])
        self.feature = np.asarray(feature, dtype=np.intp)
        self.threshold = np.asarray(threshold, dtype=float)
        self.left = np.asarray(left, dtype=np.intp)
        self.right = np.asarray(right, dtype=np.intp)
        self.value = np.asarray(value, dtype=float)
        self.roots = np.asarray(offsets[:-1], dtype=np.intp)
        self.depth = max(_depth(t) for t in trees)

    def values(self, x: np.ndarray) -> np.ndarray:
        """Each tree's leaf value per row: shape (rows, trees)."""
        flat = np.ascontiguousarray(x).ravel()
        row_base = (np.arange(len(x)) * x.shape[1])[:, None]
        node = np.broadcast_to(self.roots, (len(x), len(self.roots))).copy()
        for _ in range(self.depth):
            go_left = flat.take(row_base + self.feature.take(node)) <= self.threshold.take(node)
            node = np.where(go_left, self.left.take(node), self.right.take(node))
        return self.value.take(node)


def _depth(tree: Tree) -> int:
    """Edges on the tree's longest root-to-leaf path."""
    deepest, todo = 0, [(0, 0)]
    while todo:
        k, d = todo.pop()
        if tree.leaf[k]:
            deepest = max(deepest, d)
        else:
            todo += [(tree.left[k], d + 1), (tree.right[k], d + 1)]
    return deepest


# A candidate beside a role modifier the question does not ask for ("Deputy site IT manager:
# Owen Castellane" for "Who is the site IT manager?") keeps this share of its probability.
# Trees barely use `modifier_mismatch` (few training questions have one), so it is applied as
# a rule, at fit time (out-of-fold thresholds) and at read time alike: a wrong person with the
# right title is the likeliest confident mistake in role questions.
MISMATCH_KEEP = 0.25


def demote_mismatched_roles(probs: np.ndarray, x: np.ndarray, features: list[str]) -> np.ndarray:
    if "modifier_mismatch" not in features or not len(x):
        return probs
    mismatch = np.asarray(x)[:, features.index("modifier_mismatch")] > 0
    return np.where(mismatch, probs * MISMATCH_KEEP, probs)


class ReaderModel(BaseModel):
    """Logistic regression over standardised features, or gradient-boosted trees over raw
    features (`kind`); either way a probability per candidate."""

    kind: str = "logistic"
    features: list[str]
    mean: list[float] = Field(default_factory=list)
    scale: list[float] = Field(default_factory=list)
    coef: list[float] = Field(default_factory=list)
    intercept: float = 0.0
    trees: list[Tree] = Field(default_factory=list)
    calibration: Calibration = Field(default_factory=Calibration)
    confidence: ConfidenceModel | None = Field(
        default=None, description="Question-level confidence; the calibration curve when absent."
    )
    thresholds: dict[str, float] = Field(default_factory=dict)
    validation: dict[str, object] = Field(default_factory=dict)
    training: dict[str, object] = Field(default_factory=dict)
    _forest: _Forest | None = PrivateAttr(default=None)

    def proba(self, rows: list[list[float]]) -> np.ndarray:
        if not rows:
            return np.zeros(0)
        x = np.asarray(rows, dtype=float)
        if self.kind == "trees":
            if self._forest is None:
                self._forest = _Forest(self.trees)
            values = self._forest.values(x)
            z = np.full(len(x), self.intercept)
            for t in range(values.shape[1]):  # tree by tree: the fitted sum's exact order
                z += values[:, t]
        else:
            standard = (x - np.asarray(self.mean)) / np.asarray(self.scale)
            z = standard @ np.asarray(self.coef) + self.intercept
        probs = 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))
        return demote_mismatched_roles(probs, x, self.features)

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.model_dump(), indent=1) + "\n", encoding="utf-8")


def load_model(path: Path | None = None, *, expected: list[str] | None = None) -> ReaderModel:
    """The shipped model (or `path`); refuses a model fitted for other features."""
    try:
        if path is None:
            text = resources.files("a2rag.read").joinpath(MODEL_FILE).read_text(encoding="utf-8")
        else:
            text = Path(path).read_text(encoding="utf-8")
        model = ReaderModel.model_validate_json(text)
    except (OSError, ValueError) as exc:
        raise ReaderModelError(
            f"cannot load the reader model ({path or MODEL_FILE}): {exc}"
        ) from exc
    if expected is not None and model.features != expected:
        raise ReaderModelError(
            "the reader model was fitted for other features; rebuild it with "
            "`a2rag reader fit` (see README)"
        )
    return model


def below_answer(answer_threshold: float) -> float:
    """The highest confidence a guess may carry: just under the answer threshold."""
    return answer_threshold - 0.01


# the precision `answered` promises (reader_fit.TARGET_PRECISION)
RULE_ANSWERS_AT = 0.9
# rules whose accuracy only end-to-end runs measure (their hops are not reader rows): the
# one thing of the asked kind a labelled page names, an organisation's role on its page
END_TO_END_RULES = ("kind_accuracy", "org_role_accuracy")


def measured_rule_confidence(measured: float | None, answer_threshold: float) -> float:
    """A rule measured end to end (END_TO_END_RULES): its recorded accuracy as
    `rule_confidence` reads it; unrecorded, a guess just under the answer threshold."""
    if measured is None:
        return below_answer(answer_threshold)
    return rule_confidence(float(measured), answer_threshold)


def rule_confidence(accuracy: float, answer_threshold: float) -> float:
    """A rule's measured accuracy as its answers' confidence, kept under the answer threshold
    until it reaches the precision that `answered` promises: below it, its answers are
    guesses, ranked first."""
    if accuracy >= RULE_ANSWERS_AT:
        return accuracy
    return min(accuracy, below_answer(answer_threshold))
