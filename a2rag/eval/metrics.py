"""Per-question scores and their per-method aggregate (paper §IV: Recall@k, EM/F1, cost).

Scores that are undefined for a question (no gold passages, no gold answer) are None and
left out of averages rather than counted as 0 or 1, so unanswerable questions in a KB set
do not inflate or deflate retrieval and answer quality.
"""

from __future__ import annotations

import math
import re
import string
from collections import Counter
from collections.abc import Iterable, Sequence

from pydantic import BaseModel, ConfigDict, Field

ABSTAIN_STATUSES = frozenset({"abstained", "abstain"})
FAILED_STATUSES = frozenset({"failed", "error"})
STAGE_ORDER = ("local", "bridge", "global", "abstained", "failed")

_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCT = str.maketrans("", "", string.punctuation)


# --- answers ---------------------------------------------------------------------------------


def normalize_answer(s: str) -> str:
    """SQuAD normalisation: lowercase, drop punctuation and articles, collapse whitespace."""
    s = s.lower().translate(_PUNCT)
    s = _ARTICLES.sub(" ", s)
    return " ".join(s.split())


def exact_match(pred: str | None, golds: Sequence[str]) -> float | None:
    """1.0 if the normalised prediction equals any normalised gold; None without golds."""
    if not golds:
        return None
    p = normalize_answer(pred or "")
    return float(any(p == normalize_answer(g) for g in golds))


def _token_f1(pred: str, gold: str) -> float:
    p, g = normalize_answer(pred).split(), normalize_answer(gold).split()
    if not p or not g:
        return float(p == g)
    common = sum((Counter(p) & Counter(g)).values())
    if common == 0:
        return 0.0
    precision, recall = common / len(p), common / len(g)
    return 2 * precision * recall / (precision + recall)


def f1(pred: str | None, golds: Sequence[str]) -> float | None:
    """Token-level F1, max over golds (aliases); None without golds."""
    if not golds:
        return None
    return max(_token_f1(pred or "", g) for g in golds)


def contain_acc(pred: str | None, golds: Sequence[str]) -> float | None:
    """1.0 if a normalised gold occurs in the normalised prediction as whole tokens.

    Whole tokens so that gold "1" does not match a prediction "1987". None without golds.
    """
    if not golds:
        return None
    p = f" {normalize_answer(pred or '')} "
    for g in golds:
        ng = normalize_answer(g)
        if ng and f" {ng} " in p:
            return 1.0
    return 0.0


# --- retrieval -------------------------------------------------------------------------------


def recall_at_k(ranked_ids: Sequence[str], gold_ids: Iterable[str], k: int) -> float | None:
    """|gold ∩ dedup(ranked)[:k]| / |gold|; None when there is no gold to find.

    Duplicates (several chunks of one passage) count once and do not use up a slot.
    """
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    gold = set(gold_ids)
    if not gold:
        return None
    top = list(dict.fromkeys(ranked_ids))[:k]
    return len(gold.intersection(top)) / len(gold)


def percentile(values: Sequence[float], p: float) -> float | None:
    """p-th percentile with linear interpolation between order statistics (numpy default)."""
    if not 0 <= p <= 100:
        raise ValueError(f"percentile must be in [0, 100], got {p}")
    if not values:
        return None
    xs = sorted(values)
    pos = (len(xs) - 1) * p / 100
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def mean(values: Iterable[float | None]) -> float | None:
    """Mean of the defined values; None if there are none."""
    xs = [v for v in values if v is not None]
    return sum(xs) / len(xs) if xs else None


# --- records and aggregate ----------------------------------------------------------------


class QuestionResult(BaseModel):
    """What one method did on one question; the runner writes one per (method, question)."""

    question_id: str
    method: str
    ranked_passage_ids: list[str] = Field(default_factory=list)
    answer: str | None = None
    status: str | None = Field(None, description="e.g. answered / abstained / failed")
    stage: str | None = Field(None, description="a2rag: local / bridge / global / ...")
    latency_ms: float = 0.0
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    gold_ids: list[str] = Field(default_factory=list)
    gold_answers: list[str] = Field(default_factory=list)
    confidence: float | None = Field(None, description="The reader's calibrated confidence.")
    error: str | None = None


class MethodSummary(BaseModel):
    """Means over questions; recall/EM/F1 as fractions in [0, 1]."""

    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    method: str
    n: int
    recall_2: float | None = Field(None, alias="recall@2")
    recall_5: float | None = Field(None, alias="recall@5")
    em: float | None = None
    f1: float | None = None
    contain_acc: float | None = None
    latency_ms_mean: float | None = None
    latency_ms_p50: float | None = None
    latency_ms_p95: float | None = None
    llm_calls: float = 0.0
    prompt_tokens: float = 0.0
    completion_tokens: float = 0.0
    total_tokens: float = 0.0
    abstain_rate: float | None = None
    precision_answered: float | None = Field(
        None, description="Share of `answered` answers that are correct (EM or contain)."
    )
    coverage: float | None = Field(
        None, description="Answered and correct, over answerable questions."
    )
    abstain_unanswerable: float | None = Field(
        None, description="Share of unanswerable questions abstained on."
    )
    failed: int = 0
    recall_2_ci: tuple[float, float] | None = Field(
        None, alias="recall@2_ci", description="95% bootstrap interval over questions."
    )
    recall_5_ci: tuple[float, float] | None = Field(
        None, alias="recall@5_ci", description="95% bootstrap interval over questions."
    )


def bootstrap_ci(
    values: Sequence[float], *, resamples: int = 1000, seed: int = 0
) -> tuple[float, float] | None:
    """95% percentile-bootstrap interval of the mean (seeded: the same records, the same bars)."""
    if len(values) < 2:
        return None
    import numpy as np

    rng = np.random.default_rng(seed)
    arr = np.asarray(values, dtype=float)
    means = arr[rng.integers(0, len(arr), size=(resamples, len(arr)))].mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return float(low), float(high)


def answer_correct(pred: str | None, golds: Sequence[str]) -> bool:
    """Correct for precision and coverage: exact match, or the gold inside a short answer
    (at most three words longer than the gold), so a whole sentence never counts."""
    if not golds or not pred:
        return False
    if exact_match(pred, golds):
        return True
    n = len(normalize_answer(pred).split())
    return any(contain_acc(pred, [g]) and n <= len(normalize_answer(g).split()) + 3 for g in golds)


def answer_quality(records: Sequence[QuestionResult]) -> dict[str, float | None]:
    """Precision of `answered`, coverage over answerable questions and abstention on the
    unanswerable ones (None where the records hold no such question or no status)."""
    with_status = [r for r in records if r.status is not None]
    if not with_status:
        return {"precision_answered": None, "coverage": None, "abstain_unanswerable": None}
    answered = [r for r in with_status if r.status == "answered"]
    answerable = [r for r in with_status if r.gold_answers]
    unanswerable = [r for r in with_status if not r.gold_answers]
    good = [r for r in answered if r.gold_answers and answer_correct(r.answer, r.gold_answers)]
    return {
        "precision_answered": len(good) / len(answered) if answered else None,
        "coverage": len(good) / len(answerable) if answerable else None,
        "abstain_unanswerable": (
            sum(r.status in ABSTAIN_STATUSES for r in unanswerable) / len(unanswerable)
            if unanswerable
            else None
        ),
    }


def stage_of(r: QuestionResult) -> str:
    """Where a question ended; abstentions and failures without a stage get their own bucket."""
    if r.stage:
        return r.stage
    if r.status in ABSTAIN_STATUSES:
        return "abstained"
    if r.status in FAILED_STATUSES or r.error:
        return "failed"
    return "unknown"


def stage_shares(records: Sequence[QuestionResult]) -> dict[str, float]:
    """Share of questions per final stage, in STAGE_ORDER then any other stage names."""
    if not records:
        return {}
    counts = Counter(stage_of(r) for r in records)
    order = [s for s in STAGE_ORDER if s in counts] + sorted(set(counts) - set(STAGE_ORDER))
    return {s: counts[s] / len(records) for s in order}


def aggregate(records: Sequence[QuestionResult], method: str | None = None) -> MethodSummary:
    """Summarise one method's records (all must carry the same method name).

    EM/F1/contain are None for methods that never produced an answer (retrieval-only
    baselines); abstain_rate is None when no record carries a status.
    """
    names = {r.method for r in records}
    if len(names) > 1:
        raise ValueError(f"records mix methods: {sorted(names)}")
    name = method or (names.pop() if names else "")
    n = len(records)
    answered = any(r.answer is not None for r in records)
    lat = [r.latency_ms for r in records]
    with_status = [r for r in records if r.status is not None]

    def avg(xs: Iterable[float]) -> float:
        return sum(xs) / n if n else 0.0

    r2, r5 = (
        [x for r in records if (x := recall_at_k(r.ranked_passage_ids, r.gold_ids, k)) is not None]
        for k in (2, 5)
    )
    return MethodSummary(
        method=name,
        n=n,
        recall_2=mean(r2),
        recall_5=mean(r5),
        recall_2_ci=bootstrap_ci(r2),
        recall_5_ci=bootstrap_ci(r5),
        em=mean(exact_match(r.answer, r.gold_answers) for r in records) if answered else None,
        f1=mean(f1(r.answer, r.gold_answers) for r in records) if answered else None,
        contain_acc=(
            mean(contain_acc(r.answer, r.gold_answers) for r in records) if answered else None
        ),
        latency_ms_mean=mean(lat),
        latency_ms_p50=percentile(lat, 50),
        latency_ms_p95=percentile(lat, 95),
        llm_calls=avg(r.llm_calls for r in records),
        prompt_tokens=avg(r.prompt_tokens for r in records),
        completion_tokens=avg(r.completion_tokens for r in records),
        total_tokens=avg(r.prompt_tokens + r.completion_tokens for r in records),
        abstain_rate=(
            sum(r.status in ABSTAIN_STATUSES for r in records) / n if with_status else None
        ),
        failed=sum(stage_of(r) == "failed" for r in records),
        **answer_quality(records),
    )
