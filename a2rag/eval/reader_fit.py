"""Fit the reader's models on the train split: the candidate model (gradient-boosted trees),
the question-level confidence and the thresholds, each from out-of-fold predictions so that
no threshold is chosen on predictions for questions its model saw."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from a2rag.eval.reader_rows import QuestionRows, is_correct
from a2rag.read.confidence import CONFIDENCE_FEATURES, ConfidenceModel, question_features
from a2rag.read.features import FEATURES
from a2rag.read.lexical import norm_phrase
from a2rag.read.model import (
    Calibration,
    ReaderModel,
    Tree,
    below_answer,
    demote_mismatched_roles,
    measured_rule_confidence,
    rule_confidence,
)
from a2rag.read.polar import STATED, UNSTATED, polar_confidence, same_nation
from a2rag.read.sides import option_of, without_article

TARGET_PRECISION = 0.9
SUFFICIENT_PRECISION = 0.6
# the share of unanswerable questions whose best guess is withheld (issue target: 13 of 14)
ABSTAIN_SHARE = 0.9
MIN_ANSWERED_SHARE = 0.05  # the fallback threshold must still answer this share of questions
MIN_FIELD_ANSWERS = 5  # the field rule is used when train gives at least this many answers


def comparison_accuracy_of(train: list[QuestionRows]) -> float:
    """The comparison rule's accuracy on train: the confidence of its answers."""
    compared = [q for q in train if q.comparison is not None]
    if not compared:
        return 0.0
    return sum(is_correct(q.comparison or "", q.answers) for q in compared) / len(compared)


def rule_thresholds(train: list[QuestionRows]) -> dict[str, float]:
    """The rules' train accuracies as recorded in a model's thresholds: measurements of the
    comparison and field rules, not fitted weights, so `reader rescore` takes them again."""
    out = {"comparison_accuracy": round(comparison_accuracy_of(train), 3)}
    for name, measure in (
        ("field_accuracy", field_accuracy),
        ("fact_accuracy", fact_accuracy),
        ("shared_accuracy", shared_accuracy),
        ("family_accuracy", family_accuracy),
        ("nation_accuracy", nation_accuracy),
    ):
        accuracy = measure(train)
        if accuracy is not None:
            out[name] = accuracy
    for kind, name in ((STATED, "polar_accuracy"), (UNSTATED, "polar_unstated_accuracy")):
        polar = polar_accuracy(train, kind)
        if polar is not None:
            out[name] = polar
    return out


def polar_accuracy(train: list[QuestionRows], kind: str) -> float | None:
    """The yes/no rule's accuracy on train for one kind of verdict (read/polar.py)."""
    return _rule_accuracy(
        [q.polar if q.polar_kind == kind else None for q in train], [q.answers for q in train]
    )


def _rule_accuracy(answers: list[str | None], golds: list[list[str]]) -> float | None:
    """A rule's accuracy as (right + 1) / (answers + 2), so that a handful of right answers
    does not claim certainty; None when it answers too few train questions to measure."""
    fired = [(a, g) for a, g in zip(answers, golds, strict=True) if a is not None]
    if len(fired) < MIN_FIELD_ANSWERS:
        return None
    right = sum(is_correct(a, g) for a, g in fired)
    return round((right + 1) / (len(fired) + 2), 3)


def fact_accuracy(train: list[QuestionRows]) -> float | None:
    """The role and life-date rule's accuracy on train (read/facts.py)."""
    return _rule_accuracy([q.fact for q in train], [q.answers for q in train])


def family_accuracy(train: list[QuestionRows]) -> float | None:
    """The parent-and-spouse rule's accuracy on train (read/family.py)."""
    return _rule_accuracy([q.family for q in train], [q.answers for q in train])


def nation_accuracy(train: list[QuestionRows]) -> float | None:
    """The nationality rule's accuracy on train (read/nationality.py): right when it names
    the gold's country, as a country or a nationality (2Wiki's 'country of citizenship' is
    'Italian' as often as 'Italy'), as (right + 1) / (answers + 2)."""
    fired = [(q.nation, q.answers) for q in train if q.nation is not None]
    if len(fired) < MIN_FIELD_ANSWERS:
        return None
    right = sum(is_correct(a, g) or any(same_nation(a, x) for x in g) for a, g in fired)
    return round((right + 1) / (len(fired) + 2), 3)


def shared_accuracy(train: list[QuestionRows]) -> float | None:
    """The shared-description rule's accuracy on train (read/shared.py)."""
    return _rule_accuracy([q.shared for q in train], [q.answers for q in train])


def field_accuracy(train: list[QuestionRows]) -> float | None:
    """The field rule's accuracy on train (read/fields.py), the confidence of its answers:
    (right + 1) / (answers + 2), so that a handful of right answers does not claim
    certainty; None when it answers too few train questions to measure."""
    return _rule_accuracy(
        [
            q.field
            if q.comparison is None
            and q.fact is None
            and q.family is None
            and q.nation is None
            and q.shared is None
            else None
            for q in train
        ],
        [q.answers for q in train],
    )


def read_by_rule(q: QuestionRows) -> bool:
    """Is the reader's answer to this question a rule's (its confidence the rule's measured
    accuracy, or capped as a choice the comparison rule did not make) rather than the
    candidate model's? Such questions do not choose the answer threshold: pooled in, the
    rules' mostly right answers let the model answer at a confidence where its own answers
    are far less often right."""
    ruled = (q.comparison, q.fact, q.shared, q.field, q.polar, q.family, q.nation, q.kind)
    return any(r is not None for r in ruled) or q.choice or bool(q.options)


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
    rows: list[list[float]],
    correct: list[float],
    weights: list[float],
    folds: int,
    fold_ids: list[int],
) -> tuple[ConfidenceModel, dict[int, float]]:
    """The question-level confidence fitted on every row, and each row's confidence from a
    fit that did not see it (nested folds, `fold_ids` per row: what the thresholds are
    chosen on)."""
    xq, yq, wq = np.asarray(rows, dtype=float), np.asarray(correct), np.asarray(weights)
    held_out: dict[int, float] = {}
    for k in range(folds):
        test = np.asarray([f == k for f in fold_ids])
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
    precision that still answers at least MIN_ANSWERED_SHARE of the questions. points: (confidence, correct,
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
        if mass >= MIN_ANSWERED_SHARE * total and precision > fallback[0]:
            fallback = (precision, t)
    return (best, True) if met else (fallback[1], False)


def _withheld_below(points: list[tuple[float, bool, bool]], answer_t: float) -> float:
    """The confidence under which ABSTAIN_SHARE of the unanswerable train questions' best
    guesses fall (out of fold), kept under the answer threshold: a guess for a question the
    knowledge base cannot answer is withheld, not shown as `unverified`."""
    guesses = sorted(c for c, _, answerable in points if not answerable)
    if not guesses:
        return 0.0
    at = guesses[min(len(guesses) - 1, int(ABSTAIN_SHARE * len(guesses)))]
    return min(at, below_answer(answer_t))


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
    *,
    fold_ids: list[int],
) -> np.ndarray:
    """Out-of-fold probabilities per candidate row; `groups` gives each row's question and
    `fold_ids` each question's fold (fold_ids_of)."""
    oof = np.zeros(len(y))
    for k in range(folds):
        test = np.asarray([fold_ids[g] == k for g in groups])
        if kind == "trees":
            clf = _fit_trees(x[~test], y[~test], c, None if w is None else w[~test])
            oof[test] = clf.predict_proba(x[test])[:, 1]
        else:
            mean, scale, lr = _fit_lr(x[~test], y[~test], c, None if w is None else w[~test])
            oof[test] = lr.predict_proba((x[test] - mean) / scale)[:, 1]
    return demote_mismatched_roles(oof, x, FEATURES)


def fold_ids_of(train: list[QuestionRows], folds: int) -> list[int]:
    """Each train question's fold: a knowledge base of one organisation (`QuestionRows.kb`)
    falls in one fold whole, so that out-of-fold predictions on it, and the thresholds
    chosen on them, come from models that never read that organisation's pages; the pools
    of encyclopedia pages are dealt out by question."""
    bases = sorted({q.dataset for q in train if q.kb})
    fold_of_base = {name: i % folds for i, name in enumerate(bases)}
    return [fold_of_base[q.dataset] if q.kb else n % folds for n, q in enumerate(train)]


def _source_weights(train: list[QuestionRows]) -> list[float]:
    """Per question, so that each source weighs the same in the models and the thresholds
    (HotpotQA's 340 train questions would otherwise decide them for the enterprise sets)."""
    counts = {d: sum(q.dataset == d for q in train) for d in {q.dataset for q in train}}
    return [len(train) / (len(counts) * counts[q.dataset]) for q in train]


def _oof_points(
    train: list[QuestionRows], oof: np.ndarray
) -> tuple[list[tuple[float, bool, bool]], list[list[float]], list[int]]:
    """Per train question, (top out-of-fold probability, correct, answerable); and the
    confidence rows of the questions with candidates and no comparison, with their indexes."""
    points: list[tuple[float, bool, bool]] = []
    conf_rows: list[list[float]] = []
    scored: list[int] = []
    offset = 0
    for n, q in enumerate(train):
        probs = oof[offset : offset + len(q.rows)]
        p, ok = _top(q, probs)
        offset += len(q.rows)
        points.append((p, ok, q.answerable))
        if len(probs) and q.comparison is None:
            conf_rows.append(confidence_row(q, probs))
            scored.append(n)
    return points, conf_rows, scored


def _candidate_params(
    x: np.ndarray, y: np.ndarray, c: float, w: np.ndarray, kind: str
) -> dict[str, Any]:
    """The candidate model fitted on all of train, as ReaderModel fields."""
    if kind == "trees":
        baseline, trees = _trees_of(_fit_trees(x, y, c, w))
        return {"kind": "trees", "intercept": baseline, "trees": trees}
    mean, scale, lr = _fit_lr(x, y, c, w)
    return {
        "kind": "logistic",
        "mean": mean.tolist(),
        "scale": scale.tolist(),
        "coef": lr.coef_[0].tolist(),
        "intercept": float(lr.intercept_[0]),
    }


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
    qw = _source_weights(train)
    rw = np.asarray([qw[g] for g in groups])
    # out-of-fold top probabilities on train: the calibration and thresholds never see
    # predictions on the questions they were fitted on
    fold_ids = fold_ids_of(train, folds)
    points, conf_rows, scored = _oof_points(
        train, _oof(x, y, groups, kind, c, folds, rw, fold_ids=fold_ids)
    )
    cal = _isotonic(points)
    conf_model: ConfidenceModel | None = None
    conf_of = {n: cal(points[n][0]) for n in range(len(train))}
    if scored:
        yq = [float(points[n][1]) for n in scored]
        conf_model, held_out = _question_confidence(
            conf_rows, yq, [qw[n] for n in scored], folds, [fold_ids[n] for n in scored]
        )
        conf_of.update({scored[i]: v for i, v in held_out.items()})
    compared = [q for q in train if q.comparison is not None]
    comparison_accuracy = comparison_accuracy_of(train)
    fields = field_accuracy(train)
    facts = fact_accuracy(train)
    shared = shared_accuracy(train)
    calibrated = [
        (comparison_accuracy, is_correct(q.comparison, q.answers), a)
        if q.comparison is not None
        else (facts, is_correct(q.fact, q.answers), a)
        if q.fact is not None and facts is not None
        else (shared, is_correct(q.shared, q.answers), a)
        if q.shared is not None and shared is not None
        else (fields, is_correct(q.field, q.answers), a)
        if q.field is not None and fields is not None
        else (conf_of[n] if len(q.rows) else 0.0, ok, a)
        for n, (q, (_, ok, a)) in enumerate(zip(train, points, strict=True))
    ]
    own = [n for n, q in enumerate(train) if not read_by_rule(q)]
    answer_t, met = _threshold([calibrated[n] for n in own], TARGET_PRECISION, [qw[n] for n in own])
    third = round(max(0.05, answer_t / 3), 3)  # the least a guess must carry
    withheld = _withheld_below([calibrated[n] for n in own], answer_t)
    unverified_t = round(max(third, withheld), 3)
    # stopping escalation needs less than answering: the checks still judge the answer
    sufficient_t, _ = _threshold(calibrated, SUFFICIENT_PRECISION, qw)
    return ReaderModel(
        features=FEATURES,
        **_candidate_params(x, y, c, rw, kind),
        calibration=cal,
        confidence=conf_model,
        thresholds={
            "answer": answer_t,
            # stopping needs at least the guess a third of the answer threshold keeps; not
            # the withholding threshold, which is about questions the knowledge base cannot
            # answer (stopping early on them is what a user wants)
            "sufficient": min(max(sufficient_t, third), answer_t),
            "unverified": unverified_t,
            **rule_thresholds(train),
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
            "answer_threshold_on": "the candidate model's answers (rule answers excluded)",
        },
    )


def predict(model: ReaderModel, q: QuestionRows) -> tuple[float, bool, str]:
    """(calibrated confidence, correct, answer) of the reader's answer to a question."""
    polar = polar_confidence(model.thresholds, q.polar_kind) if q.polar_kind else None
    if q.polar is not None and polar is not None:
        return polar, is_correct(q.polar, q.answers), q.polar
    if q.comparison is not None and "comparison_accuracy" in model.thresholds:
        return (
            model.thresholds["comparison_accuracy"],
            is_correct(q.comparison, q.answers),
            q.comparison,
        )
    if q.fact is not None and "fact_accuracy" in model.thresholds:
        return model.thresholds["fact_accuracy"], is_correct(q.fact, q.answers), q.fact
    if q.family is not None and "family_accuracy" in model.thresholds:
        conf = rule_confidence(model.thresholds["family_accuracy"], model.thresholds["answer"])
        return conf, is_correct(q.family, q.answers), q.family
    if q.nation is not None and "nation_accuracy" in model.thresholds:
        conf = rule_confidence(model.thresholds["nation_accuracy"], model.thresholds["answer"])
        return conf, is_correct(q.nation, q.answers), q.nation
    if q.shared is not None and "shared_accuracy" in model.thresholds:
        return model.thresholds["shared_accuracy"], is_correct(q.shared, q.answers), q.shared
    if q.field is not None and "field_accuracy" in model.thresholds:
        return model.thresholds["field_accuracy"], is_correct(q.field, q.answers), q.field
    if q.kind is not None and "answer" in model.thresholds:  # as Reader._measured_rule
        measured = model.thresholds.get("kind_accuracy")
        conf = measured_rule_confidence(measured, model.thresholds["answer"])
        return conf, is_correct(q.kind, q.answers), q.kind
    probs = model.proba(q.rows)
    if len(probs) == 0:
        return 0.0, False, ""
    i = int(np.argmax(probs))
    if model.confidence is not None:
        conf = model.confidence(confidence_row(q, probs))
    else:
        conf = model.calibration(float(probs[i]))
    if q.choice and "answer" in model.thresholds:  # as Reader.read: a choice is the rule's
        conf = min(conf, below_answer(model.thresholds["answer"]))
    if q.capped and q.capped[i] and "answer" in model.thresholds:  # as Reader.read
        conf = min(conf, below_answer(model.thresholds["answer"]))
    side = option_of(q.texts[i], q.options) if q.options else None
    if side is not None:  # as Reader.read: a choice is said as the question says the side
        side = without_article(side)
        return conf, is_correct(side, q.answers), side
    return conf, bool(q.labels[i]), q.texts[i]
