#!/usr/bin/env python3
"""Validator for the Harrowmere housing-association QA set.

Usage: python3 check.py [directory]   (defaults to the directory of this file)
Exits 0 and prints "ALL CHECKS PASSED" when everything is consistent.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus.jsonl")
QUESTIONS = os.path.join(HERE, "questions.jsonl")

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
MAX_ANSWER_WORDS = 6

errors = []


def err(msg):
    errors.append(msg)


SEP_LINE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 ()/'&-]{1,40}: \S")


def count_words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue  # |---| separator lines are not counted
        for tok in line.split():
            if re.search(r"[A-Za-z0-9]", tok):  # pipes and bare dashes are not words
                n += 1
    return n


def classify(text):
    lines = text.split("\n")
    bullets = sum(1 for l in lines if l.startswith("- "))
    table_rows = sum(1 for l in lines if l.startswith("|"))
    fields = sum(1 for l in lines if FIELD_LINE.match(l))
    has_sep = any(SEP_LINE.match(l) and l.strip().startswith("|") for l in lines)
    return bullets, table_rows, fields, has_sep


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


# ------------------------------------------------------------------ corpus
docs = load_jsonl(CORPUS)
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")

doc_by_id = {}
titles = Counter()
n_struct = n_prose = 0
n_sep_tables = n_nosep_tables = n_field_docs = 0
for d in docs:
    if set(d) != {"id", "title", "text"}:
        err(f"corpus {d.get('id')}: keys must be id/title/text, got {sorted(d)}")
    did = d.get("id", "")
    if not re.fullmatch(r"ha-doc-\d{3}", did):
        err(f"corpus: bad id {did!r}")
    if did in doc_by_id:
        err(f"corpus: duplicate id {did}")
    doc_by_id[did] = d
    if not isinstance(d.get("title"), str) or not d["title"].strip():
        err(f"corpus {did}: empty title")
    titles[d.get("title", "").strip().lower()] += 1
    text = d.get("text", "")
    if not isinstance(text, str):
        err(f"corpus {did}: text is not a string")
        continue
    wc = count_words(text)
    if not WORD_MIN <= wc <= WORD_MAX:
        err(f"corpus {did}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
    bullets, table_rows, fields, has_sep = classify(text)
    if bullets or table_rows or fields >= 4:
        n_struct += 1
        if table_rows:
            if has_sep:
                n_sep_tables += 1
            else:
                n_nosep_tables += 1
        if fields >= 4:
            n_field_docs += 1
    else:
        if fields > 1:
            err(f"corpus {did}: prose document has {fields} Field: value lines")
        n_prose += 1
    for num in re.findall(r"\b0\d{3,4} ?\d{6}\b", text):
        if not re.fullmatch(r"01632 960\d{3}|07700 900\d{3}", num):
            err(f"corpus {did}: phone number {num!r} outside the fictional ranges")

for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")
if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err(f"corpus: expected {N_STRUCTURED} structured / {N_PROSE} prose, found {n_struct} / {n_prose}")
if n_sep_tables < 1 or n_nosep_tables < 1:
    err(f"corpus: need tables both with and without |---| separators ({n_sep_tables} with, {n_nosep_tables} without)")
if n_field_docs < 3:
    err(f"corpus: need several documents with Field: value lines, found {n_field_docs}")

# ------------------------------------------------------------------ questions
qs = load_jsonl(QUESTIONS)
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
seen_ids, seen_text = set(), set()
types = []
for i, q in enumerate(qs, 1):
    qid = q.get("id", f"line{i}")
    if set(q) != KEYS:
        err(f"{qid}: keys must be {sorted(KEYS)}, got {sorted(q)}")
        continue
    if not re.fullmatch(r"ha-q-\d{3}", qid):
        err(f"{qid}: bad id")
    if qid in seen_ids:
        err(f"{qid}: duplicate id")
    seen_ids.add(qid)
    text = q["question"]
    norm = " ".join(text.lower().split())
    if norm in seen_text:
        err(f"{qid}: duplicate question text")
    seen_text.add(norm)
    if not text.strip().endswith("?"):
        err(f"{qid}: question should end with '?'")
    qtype = q["type"]
    types.append(qtype)
    if qtype not in TYPE_COUNTS:
        err(f"{qid}: unknown type {qtype!r}")
    if not isinstance(q["note"], str) or len(q["note"].strip()) < 10:
        err(f"{qid}: note missing or too short")
    answers, sup = q["answers"], q["supporting_ids"]
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or len(set(sup)) != len(sup):
        err(f"{qid}: supporting_ids must be a list without repeats")
        continue
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")

    if qtype == "out_of_scope":
        if answers or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue

    if not answers:
        err(f"{qid}: answerable question with no answers")
        continue
    if not sup:
        err(f"{qid}: answerable question with no supporting ids")
        continue
    if qtype == "multi_hop" and len(sup) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids")
    if len({a.lower() for a in answers}) != len(answers):
        err(f"{qid}: duplicate answer variants")

    canon = answers[0]
    if len(canon.split()) > MAX_ANSWER_WORDS or canon.rstrip().endswith("."):
        err(f"{qid}: canonical answer {canon!r} is not short")
    sup_texts = [doc_by_id[s]["text"].lower() for s in sup if s in doc_by_id]
    if not any(canon.lower() in t for t in sup_texts):
        err(f"{qid}: answers[0] {canon!r} not found verbatim in supporting docs {sup}")

    # leakage: the answer must not be in the question, except comparisons
    is_comparison = qtype == "multi_hop" and " or " in text
    qlow = text.lower()
    if is_comparison:
        if canon.lower() not in qlow:
            err(f"{qid}: comparison answer {canon!r} should be one of the two options named in the question")
    else:
        if canon.lower() in qlow:
            err(f"{qid}: answers[0] {canon!r} leaks into the question")
        for a in answers[1:]:
            if re.search(r"(?<![\w£])" + re.escape(a.lower()) + r"(?![\w%])", qlow):
                err(f"{qid}: answer variant {a!r} leaks into the question")

counts = Counter(types)
for t, n in TYPE_COUNTS.items():
    if counts.get(t, 0) != n:
        err(f"questions: expected {n} {t}, found {counts.get(t, 0)}")
for i in range(len(types) - 2):
    if types[i] == types[i + 1] == types[i + 2]:
        err(f"questions: three consecutive {types[i]} at positions {i + 1}-{i + 3}")

# every document should be used by at least one question (soft check, reported only)
used = {s for q in qs for s in q.get("supporting_ids", [])}
unused = sorted(set(doc_by_id) - used)

# ------------------------------------------------------------------ report
print(f"documents: {len(docs)} ({n_struct} structured, {n_prose} prose; "
      f"{n_sep_tables} with |---| tables, {n_nosep_tables} with separator-less tables, "
      f"{n_field_docs} with Field: value blocks)")
wcs = [count_words(d.get("text", "")) for d in docs]
if wcs:
    print(f"words per document: min {min(wcs)}, max {max(wcs)}, total {sum(wcs)}")
print(f"questions: {len(qs)} " + ", ".join(f"{t}={counts.get(t, 0)}" for t in TYPE_COUNTS))
if unused:
    print(f"note: documents not cited by any question: {', '.join(unused)}")
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("ALL CHECKS PASSED")
