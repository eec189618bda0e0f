"""The reader's fitting: the answer threshold is chosen on the candidate model's own answers."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from a2rag.eval.reader_fit import _withheld_below, fit, predict, read_by_rule
from a2rag.eval.reader_rows import QuestionRows
from a2rag.read.features import FEATURES
from a2rag.read.model import below_answer


def _model_questions(n: int, seed: int) -> list[QuestionRows]:
    """Questions the candidate model answers: three candidates each, one signal column that
    separates the right one only loosely, so its answers are right about half the time."""
    rng = random.Random(seed)
    signal = FEATURES.index("sent_overlap")
    out = []
    for i in range(n):
        right = rng.randrange(3)
        rows, labels = [], []
        for k in range(3):
            row = [rng.random() * 0.1 for _ in FEATURES]
            row[signal] = rng.random() + (0.3 if k == right else 0.0)
            rows.append(row)
            labels.append(int(k == right))
        out.append(
            QuestionRows(
                qid=f"m{i}", dataset="model-set", split="train", answers=["x"],
                rows=rows, labels=labels, texts=[f"t{k}" for k in range(3)],
                capped=[False] * 3,
            )
        )  # fmt: skip
    return out


def _field_questions(n: int) -> list[QuestionRows]:
    """Questions a rule answers, every one right, with no candidate rows of their own."""
    return [
        QuestionRows(qid=f"f{i}", dataset="model-set", split="train", answers=["v"], field="v")
        for i in range(n)
    ]


def test_a_question_a_rule_answers_is_read_by_rule() -> None:
    plain = QuestionRows(qid="q", dataset="d", split="train", answers=["a"])
    assert not read_by_rule(plain)
    for field in ("comparison", "fact", "shared", "field", "polar", "family", "nation", "kind"):
        assert read_by_rule(QuestionRows(**{**plain.__dict__, field: "a"}))
    assert read_by_rule(QuestionRows(**{**plain.__dict__, "options": ["A", "B"]}))


def test_rule_answers_do_not_lower_the_answer_threshold() -> None:
    """Many right rule answers pooled with the model's out-of-fold answers would make a low
    threshold look precise (the fit chose 0.641 on the dev questions that way, and the
    model's own validation answers above it were right 17 of 31): the threshold is
    the same with or without them, and the rule still answers at its measured accuracy."""
    model_qs = _model_questions(120, seed=3)
    alone = fit(model_qs, folds=3)
    rules = _field_questions(300)
    pooled = fit(model_qs + rules, folds=3)
    assert alone.thresholds["answer"] > min(predict(alone, q)[0] for q in model_qs)
    assert pooled.thresholds["answer"] == alone.thresholds["answer"]
    assert predict(pooled, rules[0])[:2] == (pooled.thresholds["field_accuracy"], True)


def test_guesses_for_unanswerable_questions_are_withheld() -> None:
    """The unverified threshold lies above nine in ten of the unanswerable train questions'
    out-of-fold best guesses (a refit on 33 more knowledge bases had turned 30 of 252
    held-out unanswerable questions from `abstained` to `unverified`), never at or above
    the answer threshold; stopping escalation does not rise with it."""
    unanswerable = [(i / 100, False, False) for i in range(1, 21)]
    answered = [(0.9, True, True)] * 5
    assert _withheld_below(unanswerable + answered, 0.8) == 0.19
    assert _withheld_below(unanswerable + answered, 0.15) == below_answer(0.15)
    assert _withheld_below(answered, 0.8) == 0.0
    unknown = [
        QuestionRows(**{**q.__dict__, "qid": f"u{i}", "answers": [], "labels": [0, 0, 0]})
        for i, q in enumerate(_model_questions(40, seed=5))
    ]
    pooled = fit(_model_questions(80, seed=3) + unknown, folds=3)
    answer = pooled.thresholds["answer"]
    assert round(answer / 3, 3) < pooled.thresholds["unverified"] <= below_answer(answer)
    assert pooled.thresholds["sufficient"] < pooled.thresholds["unverified"]


def test_a_knowledge_base_falls_in_one_fold_whole() -> None:
    """Out-of-fold predictions on an organisation's questions come from models that never
    read its pages: every question of a knowledge base shares a fold, different bases are
    dealt to different folds, and pools of encyclopedia pages are dealt out by question."""
    from a2rag.eval.reader_fit import fold_ids_of

    def q(i: int, dataset: str, kb: bool) -> QuestionRows:
        return QuestionRows(qid=f"{dataset}{i}", dataset=dataset, split="train", answers=["a"],
                            kb=kb)  # fmt: skip

    train = [q(i, "hotpotqa", False) for i in range(6)]
    train += [q(i, "zoo-dev", True) for i in range(5)] + [q(i, "vet-dev", True) for i in range(5)]
    folds = fold_ids_of(train, 3)
    assert len({folds[n] for n in range(6, 11)}) == 1
    assert len({folds[n] for n in range(11, 16)}) == 1
    assert folds[6] != folds[11]
    assert len({folds[n] for n in range(6)}) == 3


def test_extra_knowledge_bases_are_read_as_training_rows(tmp_path: Path, nlp: Any) -> None:
    """`reader fit --extra <folder>` adds a knowledge base in the dev-set format: its
    questions get rows (labelled by its answers), are marked as one organisation's, and a
    second folder of the same name is refused rather than silently merged."""
    from a2rag.errors import DatasetError
    from a2rag.eval.reader_rows import build_rows

    kb = tmp_path / "harbour-dev"
    kb.mkdir()
    (kb / "corpus.jsonl").write_text(
        json.dumps({"id": "d1", "title": "Harbour gate", "text":
                    "The harbour gate system is owned by Priya Raman. Tom Walker is her deputy."})
        + "\n", encoding="utf-8",
    )  # fmt: skip
    (kb / "questions.jsonl").write_text(
        json.dumps({"id": "h1", "question": "Who owns the harbour gate system?",
                    "answers": ["Priya Raman"], "supporting_ids": ["d1"]})
        + "\n", encoding="utf-8",
    )  # fmt: skip
    rows = build_rows(nlp, tmp_path / "none", None, extra=(kb,))
    assert [(r.dataset, r.kb) for r in rows] == [("harbour-dev", True)]
    assert 1 in rows[0].labels and "Priya Raman" in rows[0].texts
    twin = tmp_path / "other" / "harbour-dev"
    twin.mkdir(parents=True)
    for f in ("corpus.jsonl", "questions.jsonl"):
        (twin / f).write_text((kb / f).read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(DatasetError, match="harbour-dev"):
        build_rows(nlp, tmp_path / "none", None, extra=(kb, twin))
