"""Fit the offline reader on dev questions with gold answers, and report it on a held-out split.

Evidence per question is what retrieval tends to hand the reader: the gold supporting passages
among the question's nearest distractors (TF-IDF over the dataset's pool), in similarity order.
Unanswerable questions (KB sets) contribute negatives only. Questions are split by a salted
hash of their id into train (70%) and validation (30%); thresholds and the calibration curve
come from out-of-fold predictions on train, and every reported figure is on validation.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from a2rag.eval.datasets import Dataset, load_dataset, load_kb
from a2rag.eval.metrics import exact_match, f1
from a2rag.ingest.load import markdown_to_text
from a2rag.read.candidates import Candidate, units_of
from a2rag.read.compare import compare
from a2rag.read.confidence import CONFIDENCE_FEATURES, ConfidenceModel, question_features
from a2rag.read.features import FEATURES
from a2rag.read.lexical import norm_phrase
from a2rag.read.model import Calibration, ReaderModel, Tree
from a2rag.read.question import Expected, frame_question
from a2rag.read.reader import candidate_rows

PASSAGES_PER_QUESTION = 6
TARGET_PRECISION = 0.9
SUFFICIENT_PRECISION = 0.6


@dataclass
class QuestionRows:
    qid: str
    dataset: str
    split: str
    answers: list[str]
    rows: list[list[float]] = field(default_factory=list)
    labels: list[int] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    comparison: str | None = None

    @property
    def answerable(self) -> bool:
        return bool(self.answers)


def split_of(qid: str, validation_share: int = 30) -> str:
    bucket = int(hashlib.sha256(f"reader:{qid}".encode()).hexdigest()[:8], 16) % 100
    return "validation" if bucket < validation_share else "train"


def is_correct(pred: str, golds: list[str]) -> bool:
    """Exact match, or a short answer with token F1 >= 0.6 ("96 beds" for "96")."""
    if not golds or not pred:
        return False
    return bool(exact_match(pred, golds)) or (f1(pred, golds) or 0.0) >= 0.6


def _sources(data_root: Path, kb: Path | None) -> list[tuple[str, Dataset, bool]]:
    out: list[tuple[str, Dataset, bool]] = []
    for name in ("hotpotqa", "2wiki", "musique", "enterprise-dev"):
        d = data_root / name
        if (d / "questions.jsonl").is_file():
            out.append((name, load_dataset(d), False))
    if kb is not None and (kb / "questions.jsonl").is_file():
        out.append(("examples-kb", load_kb(kb), True))
    return out


def _evidence(ds: Dataset, is_md: bool) -> Callable[[Any], list[tuple[str, str]]]:
    """question -> [(passage id, text)]: gold passages among the nearest TF-IDF distractors."""
    from sklearn.feature_extraction.text import TfidfVectorizer

    texts = [(markdown_to_text(p.text) if is_md else p.text) for p in ds.passages]
    titled = [f"{p.title}. {t}" for p, t in zip(ds.passages, texts, strict=True)]
    vec = TfidfVectorizer(stop_words="english", sublinear_tf=True)
    matrix = vec.fit_transform(titled)
    index = {p.id: i for i, p in enumerate(ds.passages)}

    def pick(q: Any) -> list[tuple[str, str]]:
        sims = (matrix @ vec.transform([q.question]).T).toarray().ravel()
        gold = [index[s] for s in q.supporting_ids if s in index]
        chosen = list(dict.fromkeys(gold))
        for i in np.argsort(-sims):
            if len(chosen) >= max(PASSAGES_PER_QUESTION, len(gold) + 2):
                break
            if int(i) not in chosen:
                chosen.append(int(i))
        chosen.sort(key=lambda i: -sims[i])
        return [(ds.passages[i].id, titled[i]) for i in chosen]

    return pick


def question_rows(
    nlp: Any, question: str, passages: list[tuple[str, str]]
) -> tuple[list[list[float]], list[Candidate], str | None]:
    """The reader's candidate rows for one question (same code path as `Reader._read`), and
    the comparison's answer where one fires."""
    frame = frame_question(question, nlp)
    if frame.expected == Expected.YESNO:
        return [], [], None
    units = [u for rank, (pid, text) in enumerate(passages) for u in units_of(pid, rank, text)]
    if not units:
        return [], [], None
    comparison = compare(question, frame.options, units) if frame.options else None
    rows, cands = candidate_rows(frame, units, lambda texts: list(nlp.pipe(texts)))
    return rows, cands, comparison.answer if comparison else None


def build_rows(
    nlp: Any,
    data_root: Path,
    kb: Path | None,
    progress: Callable[[str], None] | None = None,
    *,
    only: set[str] | None = None,
) -> list[QuestionRows]:
    """Candidate rows of every dev question (`only`: these dataset names)."""
    out: list[QuestionRows] = []
    for name, ds, is_md in _sources(data_root, kb):
        if only is not None and name not in only:
            continue
        pick = _evidence(ds, is_md)
        for n, q in enumerate(ds.questions):
            rows, cands, comparison = question_rows(nlp, q.question, pick(q))
            qr = QuestionRows(q.id, name, split_of(q.id), list(q.answers), comparison=comparison)
            qr.rows = rows
            qr.texts = [c.text for c in cands]
            qr.labels = [int(is_correct(c.text, q.answers)) for c in cands]
            out.append(qr)
            if progress and (n + 1) % 50 == 0:
                progress(f"{name}: {n + 1}/{len(ds.questions)} questions")
    return out


def _flatten(qs: Iterable[QuestionRows]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    xs: list[list[float]] = []
    ys: list[int] = []
    groups: list[int] = []
    for gi, q in enumerate(qs):
        xs.extend(q.rows)
        ys.extend(q.labels)
        groups.extend([gi] * len(q.rows))
    return np.asarray(xs, dtype=float), np.asarray(ys), np.asarray(groups)


def _fit_lr(
    x: np.ndarray, y: np.ndarray, c: float, w: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray, Any]:
    from sklearn.linear_model import LogisticRegression

    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    lr = LogisticRegression(C=c, max_iter=3000)
    lr.fit((x - mean) / scale, y, sample_weight=w)
    return mean, scale, lr


def _top(q: QuestionRows, probs: np.ndarray) -> tuple[float, bool]:
    """The question's best candidate after merging equal answers: (probability, correct)."""
    if len(probs) == 0:
        return 0.0, False
    i = int(np.argmax(probs))
    return float(probs[i]), bool(q.labels[i])


def confidence_row(q: QuestionRows, probs: np.ndarray) -> list[float]:
    """The question-level confidence features, from its candidates' probabilities merged by
    answer text as the reader merges them."""
    best: dict[str, float] = {}
    for text, p in zip(q.texts, probs, strict=True):
        key = norm_phrase(text)
        best[key] = max(best.get(key, 0.0), float(p))
    i = int(np.argmax(probs))
    return question_features(list(best.values()), dict(zip(FEATURES, q.rows[i], strict=True)))


def _fit_confidence(
    x: np.ndarray, y: np.ndarray, w: np.ndarray | None = None, c: float = 1.0
) -> ConfidenceModel:
    mean, scale, lr = _fit_lr(x, y, c, w)
    return ConfidenceModel(
        mean=mean.tolist(),
        scale=scale.tolist(),
        coef=lr.coef_[0].tolist(),
        intercept=float(lr.intercept_[0]),
    )


def _isotonic(points: list[tuple[float, bool, bool]]) -> Calibration:
    """The calibration curve from top probability to P(correct)."""
    from sklearn.isotonic import IsotonicRegression

    iso = IsotonicRegression(y_min=0.0, y_max=1.0, out_of_bounds="clip", increasing=True)
    iso.fit([p for p, _, _ in points], [float(ok) for _, ok, _ in points])
    xs = [float(v) for v in iso.X_thresholds_]
    ys = [float(v) for v in iso.y_thresholds_]
    return Calibration(x=xs or [0.0, 1.0], y=ys or [0.0, 1.0])


def _question_confidence(
    rows: list[list[float]], correct: list[float], weights: list[float], folds: int
) -> tuple[ConfidenceModel, dict[int, float]]:
    """The question-level confidence fitted on every row, and each row's confidence from a
    fit that did not see it (nested folds: what the thresholds are chosen on)."""
    xq, yq, wq = np.asarray(rows, dtype=float), np.asarray(correct), np.asarray(weights)
    held_out: dict[int, float] = {}
    for k in range(folds):
        test = np.asarray([i % folds == k for i in range(len(rows))])
        if test.all() or not test.any() or len(set(yq[~test].tolist())) < 2:
            continue
        part = _fit_confidence(xq[~test], yq[~test], wq[~test])
        held_out.update({int(i): part(rows[int(i)]) for i in np.flatnonzero(test)})
    return _fit_confidence(xq, yq, wq), held_out


def _threshold(
    points: list[tuple[float, bool, bool]], target: float, weights: list[float] | None = None
) -> tuple[float, bool]:
    """Lowest confidence at which answering keeps precision >= target (answered: conf >= t),
    and whether the target was reachable. When it is not, the threshold of the highest
    precision that still answers at least 5% of the questions. points: (confidence, correct,
    answerable); `weights` per point (each source counted equally)."""
    w = weights or [1.0] * len(points)
    total = sum(w)
    best, met = 1.01, False
    fallback: tuple[float, float] = (-1.0, 1.01)
    for t in sorted({round(p, 3) for p, _, _ in points}, reverse=True):
        answered = [(ok, wi) for (c, ok, _), wi in zip(points, w, strict=True) if c >= t]
        if not answered:
            continue
        mass = sum(wi for _, wi in answered)
        precision = sum(wi for ok, wi in answered if ok) / mass
        if precision >= target and len(answered) >= 5:
            best, met = t, True
        if mass >= 0.05 * total and precision > fallback[0]:
            fallback = (precision, t)
    return (best, True) if met else (fallback[1], False)


def _fit_trees(x: np.ndarray, y: np.ndarray, c: float, w: np.ndarray | None = None) -> Any:
    from sklearn.ensemble import HistGradientBoostingClassifier

    clf = HistGradientBoostingClassifier(
        max_iter=150, learning_rate=0.08, max_leaf_nodes=15, min_samples_leaf=40,
        l2_regularization=1.0 / c, random_state=0,
    )  # fmt: skip
    clf.fit(x, y, sample_weight=w)
    return clf


def _trees_of(clf: Any) -> tuple[float, list[Tree]]:
    trees: list[Tree] = []
    for (predictor,) in clf._predictors:
        nodes = predictor.nodes
        trees.append(
            Tree(
                feature=[int(v) for v in nodes["feature_idx"]],
                threshold=[float(v) for v in nodes["num_threshold"]],
                left=[int(v) for v in nodes["left"]],
                right=[int(v) for v in nodes["right"]],
                leaf=[bool(v) for v in nodes["is_leaf"]],
                value=[float(v) for v in nodes["value"]],
            )
        )
    return float(np.ravel(clf._baseline_prediction)[0]), trees


def _oof(
    x: np.ndarray,
    y: np.ndarray,
    groups: np.ndarray,
    kind: str,
    c: float,
    folds: int,
    w: np.ndarray | None = None,
) -> np.ndarray:
    fold_of = {g: g % folds for g in set(groups.tolist())}
    oof = np.zeros(len(y))
    for k in range(folds):
        test = np.asarray([fold_of[g] == k for g in groups])
        if kind == "trees":
            clf = _fit_trees(x[~test], y[~test], c, None if w is None else w[~test])
            oof[test] = clf.predict_proba(x[test])[:, 1]
        else:
            mean, scale, lr = _fit_lr(x[~test], y[~test], c, None if w is None else w[~test])
            oof[test] = lr.predict_proba((x[test] - mean) / scale)[:, 1]
    return oof


def fit(
    qs: list[QuestionRows],
    *,
    c: float = 0.5,
    folds: int = 5,
    kind: str = "trees",
) -> ReaderModel:
    """Candidate model, then the question-level confidence, then thresholds, all on train.
    The isotonic curve on the top probability is fitted too: the reader falls back to it
    when a model file has no confidence."""
    train = [q for q in qs if q.split == "train"]
    x, y, groups = _flatten(train)
    # each source weighs the same in the models and the thresholds (HotpotQA's 340 train
    # questions would otherwise decide them for the enterprise sets too)
    counts = {d: sum(q.dataset == d for q in train) for d in {q.dataset for q in train}}
    qw = [len(train) / (len(counts) * counts[q.dataset]) for q in train]
    rw = np.asarray([qw[g] for g in groups])
    # out-of-fold top probabilities on train: the calibration and thresholds never see
    # predictions on the questions they were fitted on
    oof = _oof(x, y, groups, kind, c, folds, rw)
    points: list[tuple[float, bool, bool]] = []
    conf_rows: list[list[float]] = []
    scored: list[int] = []  # train questions with candidates (the confidence's rows)
    offset = 0
    for n, q in enumerate(train):
        probs = oof[offset : offset + len(q.rows)]
        p, ok = _top(q, probs)
        offset += len(q.rows)
        points.append((p, ok, q.answerable))
        if len(probs) and q.comparison is None:
            conf_rows.append(confidence_row(q, probs))
            scored.append(n)
    cal = _isotonic(points)
    conf_model: ConfidenceModel | None = None
    conf_of = {n: cal(points[n][0]) for n in range(len(train))}
    if scored:
        yq = [float(points[n][1]) for n in scored]
        conf_model, held_out = _question_confidence(conf_rows, yq, [qw[n] for n in scored], folds)
        conf_of.update({scored[i]: v for i, v in held_out.items()})
    compared = [q for q in train if q.comparison is not None]
    comparison_accuracy = (
        sum(is_correct(q.comparison or "", q.answers) for q in compared) / len(compared)
        if compared
        else 0.0
    )
    calibrated = [
        (comparison_accuracy, is_correct(q.comparison, q.answers), a)
        if q.comparison is not None
        else (conf_of[n] if len(q.rows) else 0.0, ok, a)
        for n, (q, (_, ok, a)) in enumerate(zip(train, points, strict=True))
    ]
    answer_t, met = _threshold(calibrated, TARGET_PRECISION, qw)
    unverified_t = round(max(0.05, answer_t / 3), 3)
    # stopping escalation needs less than answering: the checks still judge the answer
    sufficient_t, _ = _threshold(calibrated, SUFFICIENT_PRECISION, qw)
    if kind == "trees":
        baseline, trees = _trees_of(_fit_trees(x, y, c, rw))
        params: dict[str, Any] = {"kind": "trees", "intercept": baseline, "trees": trees}
    else:
        mean, scale, lr = _fit_lr(x, y, c, rw)
        params = {
            "kind": "logistic",
            "mean": mean.tolist(),
            "scale": scale.tolist(),
            "coef": lr.coef_[0].tolist(),
            "intercept": float(lr.intercept_[0]),
        }
    return ReaderModel(
        features=FEATURES,
        **params,
        calibration=cal,
        confidence=conf_model,
        thresholds={
            "answer": answer_t,
            # never stop escalating for an answer that would then be withheld
            "sufficient": min(max(sufficient_t, unverified_t), answer_t),
            "unverified": unverified_t,
            "comparison_accuracy": round(comparison_accuracy, 3),
        },
        training={
            "questions": len(train),
            "candidates": len(y),
            "positives": int(y.sum()),
            "C": c,
            "kind": kind,
            "confidence": "question" if conf_model is not None else "isotonic",
            "confidence_features": CONFIDENCE_FEATURES if conf_model is not None else [],
            "target_precision": TARGET_PRECISION,
            "split": "salted sha256(question id) % 100 >= 30",
            "comparisons": len(compared),
            "target_precision_met_out_of_fold": met,
        },
    )


def predict(model: ReaderModel, q: QuestionRows) -> tuple[float, bool, str]:
    """(calibrated confidence, correct, answer) of the reader's answer to a question."""
    if q.comparison is not None and "comparison_accuracy" in model.thresholds:
        return (
            model.thresholds["comparison_accuracy"],
            is_correct(q.comparison, q.answers),
            q.comparison,
        )
    probs = model.proba(q.rows)
    if len(probs) == 0:
        return 0.0, False, ""
    i = int(np.argmax(probs))
    if model.confidence is not None:
        conf = model.confidence(confidence_row(q, probs))
    else:
        conf = model.calibration(float(probs[i]))
    return conf, bool(q.labels[i]), q.texts[i]


def evaluate(model: ReaderModel, qs: Iterable[QuestionRows]) -> dict[str, dict[str, float]]:
    """Per dataset: top-1 EM/F1 over answerable questions, and at the answer threshold the
    precision of answered, coverage (answered and correct / answerable), abstention on
    unanswerable questions, and expected calibration error."""
    by: dict[str, list[tuple[float, bool, bool, float, float]]] = {}
    for q in qs:
        conf, ok, pred = predict(model, q)
        em = float(exact_match(pred, q.answers) or 0.0) if q.answers else 0.0
        f = float(f1(pred, q.answers) or 0.0) if q.answers else 0.0
        by.setdefault(q.dataset, []).append((conf, ok, q.answerable, em, f))
        by.setdefault("all", []).append((conf, ok, q.answerable, em, f))
    t = model.thresholds.get("answer", 0.5)
    out: dict[str, dict[str, float]] = {}
    for name, pts in by.items():
        ans = [r for r in pts if r[2]]
        unans = [r for r in pts if not r[2]]
        answered = [r for r in pts if r[0] >= t]
        out[name] = {
            "questions": len(pts),
            "top1_em": round(100 * sum(r[3] for r in ans) / max(1, len(ans)), 1),
            "top1_f1": round(100 * sum(r[4] for r in ans) / max(1, len(ans)), 1),
            "precision_answered": round(sum(r[1] for r in answered) / len(answered), 3)
            if answered
            else math.nan,
            "coverage": round(sum(1 for r in answered if r[1]) / max(1, len(ans)), 3),
            "abstain_unanswerable": round(sum(1 for r in unans if r[0] < t) / len(unans), 3)
            if unans
            else math.nan,
            "ece": round(_ece([(r[0], r[1]) for r in pts]), 3),
        }
    return out


def _ece(points: list[tuple[float, bool]], bins: int = 10) -> float:
    total = len(points)
    if not total:
        return 0.0
    err = 0.0
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        sel = [ok for c, ok in points if lo <= c < hi or (b == bins - 1 and c == 1.0)]
        if sel:
            conf = np.mean([c for c, _ in points if lo <= c < hi or (b == bins - 1 and c == 1.0)])
            err += len(sel) / total * abs(float(conf) - float(np.mean(sel)))
    return err


def reliability(model: ReaderModel, qs: Iterable[QuestionRows]) -> list[tuple[float, bool]]:
    return [predict(model, q)[:2] for q in qs]


def report_markdown(figures: dict[str, dict[str, float]], model: ReaderModel) -> str:
    cols = [
        "questions", "top1_em", "top1_f1", "precision_answered", "coverage",
        "abstain_unanswerable", "ece",
    ]  # fmt: skip
    lines = [
        "| set (validation split) | " + " | ".join(cols) + " |",
        "|---|" + "---|" * len(cols),
    ]
    for name, row in figures.items():
        cells = [
            "—" if (isinstance(v, float) and math.isnan(v)) else f"{v}"
            for v in (row[c] for c in cols)
        ]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    t = model.thresholds
    lines.append("")
    met = model.training.get("target_precision_met_out_of_fold", True)
    how = (
        f"the lowest confidence with precision >= {TARGET_PRECISION}"
        if met
        else f"precision {TARGET_PRECISION} was not reachable, so the confidence of the highest "
        "precision that still answers >= 5% of questions"
    )
    lines.append(
        f"Thresholds, from out-of-fold predictions on the train split ({how}): "
        f"answer {t.get('answer')}, sufficient {t.get('sufficient')} (precision "
        f"{SUFFICIENT_PRECISION}, at least the unverified one), unverified "
        f"{t.get('unverified')}; comparisons "
        f"{t.get('comparison_accuracy')} (their train accuracy)."
    )
    return "\n".join(lines) + "\n"


def run_fit(
    nlp: Any,
    data_root: Path,
    kb: Path | None,
    out: Path,
    report_dir: Path | None,
    *,
    c: float = 0.5,
    progress: Callable[[str], None] | None = None,
) -> tuple[ReaderModel, dict[str, dict[str, float]]]:
    """The reproducible command behind `a2rag reader fit`: rows, fit, validation report."""
    from a2rag.eval.reliability import reliability_plot

    qs = build_rows(nlp, data_root, kb, progress)
    model = fit(qs, c=c)
    validation = [q for q in qs if q.split == "validation"]
    figures = evaluate(model, validation)
    model.validation = {"split": "validation (salted sha256 % 100 < 30)", "figures": figures}
    model.save(out)
    if report_dir is not None:
        report_dir.mkdir(parents=True, exist_ok=True)
        (report_dir / "reader_validation.md").write_text(
            report_markdown(figures, model), encoding="utf-8"
        )
        series: dict[str, list[tuple[float, bool]]] = {}
        for name in sorted({q.dataset for q in validation}):
            series[name] = reliability(model, [q for q in validation if q.dataset == name])
        reliability_plot(
            series,
            report_dir / "reader_reliability.png",
            title="Offline reader: confidence vs accuracy (validation split)",
        )
    return model, figures
