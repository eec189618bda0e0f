#!/usr/bin/env python3
"""Validate corpus.jsonl and questions.jsonl for the LIB question set.

Usage: python3 check.py [DIR]   (DIR defaults to this file's directory)
Exits 0 and prints OK when every check passes; otherwise lists problems.
"""
import json
import os
import re
import sys
from collections import Counter

PFX = "LIB"
N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
N_QUESTIONS = sum(TYPE_COUNTS.values())
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}

SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 '()-]{1,40}: \S")
PHONE_RE = re.compile(r"\b0\d{3,4} ?\d{6}\b")
ALLOWED_PHONE_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def word_count(text):
    n = 0
    for line in text.splitlines():
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def is_structured(text):
    return any(l.lstrip().startswith("- ") or l.lstrip().startswith("|")
               for l in text.splitlines())


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {i}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {i}: bad JSON ({e})")
    return rows


def check_corpus(docs):
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    ids = [doc.get("id") for doc in docs]
    for k, v in Counter(ids).items():
        if v > 1:
            err(f"corpus: duplicate id {k}")
    expected = [f"{PFX}-doc-{i:03d}" for i in range(1, N_DOCS + 1)]
    if sorted(i for i in ids if isinstance(i, str)) != expected:
        err("corpus: ids are not exactly " + f"{expected[0]}..{expected[-1]}")
    titles = Counter(doc.get("title") for doc in docs)
    for t, v in titles.items():
        if v > 1:
            err(f"corpus: duplicate title {t!r}")
    n_struct = n_prose = 0
    n_sep_tables = n_plain_tables = n_field_docs = 0
    for doc in docs:
        did = doc.get("id")
        if set(doc) != DOC_KEYS:
            err(f"{did}: keys {sorted(doc)} != {sorted(DOC_KEYS)}")
        text, title = doc.get("text", ""), doc.get("title", "")
        if not isinstance(text, str) or not text.strip():
            err(f"{did}: empty text")
            continue
        if not isinstance(title, str) or not title.strip():
            err(f"{did}: empty title")
        wc = word_count(text)
        if not WORD_MIN <= wc <= WORD_MAX:
            err(f"{did}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
        lines = text.splitlines()
        if is_structured(text):
            n_struct += 1
        else:
            n_prose += 1
        table_lines = [l for l in lines if l.lstrip().startswith("|")]
        if table_lines:
            if any(SEP_RE.match(l) for l in table_lines):
                n_sep_tables += 1
            else:
                n_plain_tables += 1
        if sum(1 for l in lines if FIELD_RE.match(l)) >= 5:
            n_field_docs += 1
        for m in PHONE_RE.finditer(text):
            if not ALLOWED_PHONE_RE.match(m.group(0)):
                err(f"{did}: phone number {m.group(0)!r} outside the fictional ranges")
    if n_struct != N_STRUCTURED:
        err(f"corpus: {n_struct} structured documents, expected {N_STRUCTURED}")
    if n_prose != N_PROSE:
        err(f"corpus: {n_prose} prose documents, expected {N_PROSE}")
    if n_sep_tables < 1:
        err("corpus: no pipe table with a |---| separator")
    if n_plain_tables < 1:
        err("corpus: no pipe table without a separator")
    if n_field_docs < 3:
        err(f"corpus: only {n_field_docs} documents with 'Field: value' lines (need several)")
    return {doc.get("id"): doc for doc in docs}


def check_questions(qs, docs_by_id):
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    ids = [x.get("id") for x in qs]
    for k, v in Counter(ids).items():
        if v > 1:
            err(f"questions: duplicate id {k}")
    expected = [f"{PFX}-q-{i:03d}" for i in range(1, N_QUESTIONS + 1)]
    if ids != expected:
        err("questions: ids not sequential " + f"{expected[0]}..{expected[-1]}")
    texts = Counter((x.get("question") or "").strip().lower() for x in qs)
    for t, v in texts.items():
        if v > 1:
            err(f"questions: duplicate question text {t!r}")
    types = Counter(x.get("type") for x in qs)
    for t, n in TYPE_COUNTS.items():
        if types.get(t, 0) != n:
            err(f"questions: type {t} has {types.get(t, 0)}, expected {n}")
    for t in types:
        if t not in TYPE_COUNTS:
            err(f"questions: unknown type {t!r}")
    seq = [x.get("type") for x in qs]
    for i in range(len(seq) - 2):
        if seq[i] == seq[i + 1] == seq[i + 2]:
            err(f"questions: three consecutive {seq[i]} at {ids[i]}..{ids[i + 2]}")

    for x in qs:
        qid = x.get("id")
        if set(x) != Q_KEYS:
            err(f"{qid}: keys {sorted(x)} != {sorted(Q_KEYS)}")
            continue
        question, answers, sup = x["question"], x["answers"], x["supporting_ids"]
        qtype, note = x["type"], x["note"]
        if not isinstance(question, str) or not question.strip().endswith("?"):
            err(f"{qid}: question must be a non-empty string ending in '?'")
        if not isinstance(note, str) or len(note.strip()) < 15:
            err(f"{qid}: note missing or too short")
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err(f"{qid}: answers must be a list of non-empty strings")
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err(f"{qid}: supporting_ids must be a list of strings")
            continue
        if len(set(sup)) != len(sup):
            err(f"{qid}: repeated supporting id")
        if len(set(a.lower() for a in answers)) != len(answers):
            err(f"{qid}: repeated answer variant")
        if qtype == "out_of_scope":
            if answers or sup:
                err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
            continue
        if not answers:
            err(f"{qid}: no answers")
            continue
        if not sup:
            err(f"{qid}: no supporting ids")
            continue
        missing = [s for s in sup if s not in docs_by_id]
        if missing:
            err(f"{qid}: unknown supporting ids {missing}")
            continue
        if qtype == "multi_hop" and len(sup) < 2:
            err(f"{qid}: multi_hop needs at least two supporting ids")
        a0 = answers[0]
        if len(a0.split()) > 6 or a0.rstrip().endswith("."):
            err(f"{qid}: answers[0] {a0!r} looks like a sentence, not a short answer")
        if not any(a0.lower() in docs_by_id[s]["text"].lower() for s in sup):
            err(f"{qid}: answers[0] {a0!r} not found verbatim in supporting docs {sup}")
        is_comparison = qtype == "multi_hop" and " or " in question
        if is_comparison:
            # a comparison must answer with one of the two options it names
            if a0.lower() not in question.lower():
                err(f"{qid}: comparison answer {a0!r} is not one of the options in the question")
        else:
            for a in answers:
                if re.search(r"(?<![A-Za-z0-9])" + re.escape(a.lower()) + r"(?![A-Za-z0-9])",
                             question.lower()):
                    err(f"{qid}: answer {a!r} leaked in question text")


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    corpus_path = os.path.join(root, "corpus.jsonl")
    q_path = os.path.join(root, "questions.jsonl")
    for p in (corpus_path, q_path):
        if not os.path.exists(p):
            print(f"missing file: {p}")
            return 1
    docs_by_id = check_corpus(load_jsonl(corpus_path))
    qs = load_jsonl(q_path)
    check_questions(qs, docs_by_id)
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print(" -", e)
        return 1
    print(f"OK: {len(docs_by_id)} documents, {len(qs)} questions "
          f"({', '.join(f'{t} {n}' for t, n in TYPE_COUNTS.items())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
