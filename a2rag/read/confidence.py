"""Question-level confidence: P(the reader's best answer is correct).

A candidate's own probability says how answer-like it is; whether the best of them is right
also depends on its rivals. A 0.6 that stands alone is a safer answer than a 0.6 beside three
0.55s. So the confidence is a small logistic regression over how the question's candidate
probabilities are spread (top, margin, share of the mass, count) plus a few of the best
candidate's own signals, fitted out of fold on the training split (`a2rag reader fit`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from pydantic import BaseModel, Field

# signals of the best candidate's row that the confidence sees again
TOP_FEATURES = ["type_fit", "sent_overlap", "anchor_in_sent", "agreement", "relation_window"]
CONFIDENCE_FEATURES = ["logit_top", "logit_margin", "share", "log_candidates"] + [
    f"top_{name}" for name in TOP_FEATURES
]


def _logit(p: float) -> float:
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


def question_features(probs: Sequence[float], top_row: dict[str, float]) -> list[float]:
    """The confidence features of one question. `probs`: one probability per distinct answer
    (equal answers merged, best kept); `top_row`: the best candidate's named features."""
    ranked = sorted(probs, reverse=True)
    top = ranked[0] if ranked else 0.0
    second = ranked[1] if len(ranked) > 1 else 0.0
    total = sum(ranked) or 1.0
    return [_logit(top), _logit(top) - _logit(second), top / total, math.log1p(len(ranked))] + [
        float(top_row.get(name, 0.0)) for name in TOP_FEATURES
    ]


class ConfidenceModel(BaseModel):
    """Standardised logistic regression over CONFIDENCE_FEATURES. Standardised values are
    clipped to +-`clip`: evidence unlike the training questions (two candidates where they had
    a hundred) must not be extrapolated into confidence."""

    features: list[str] = Field(default_factory=lambda: list(CONFIDENCE_FEATURES))
    mean: list[float]
    scale: list[float]
    coef: list[float]
    intercept: float
    clip: float = 3.0

    def __call__(self, x: Sequence[float]) -> float:
        z = (np.asarray(x, dtype=float) - np.asarray(self.mean)) / np.asarray(self.scale)
        z = np.clip(z, -self.clip, self.clip)
        logit = float(z @ np.asarray(self.coef) + self.intercept)
        return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, logit))))
