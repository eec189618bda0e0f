#!/usr/bin/env python3
"""Validator for the Kestrel Vale veterinary IT/clinical-systems QA set.

Usage: python3 check.py            (run from anywhere; paths are relative to this file)
Exit code 0 if every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus.jsonl")
QUESTIONS = os.path.join(HERE, "questions.jsonl")

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
DOC_ID_RE = re.compile(r"^vt-doc-\d{3}$")
Q_ID_RE = re.compile(r"^vt-q-\d{3}$")
SEP_LINE_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_LINE_RE = re.compile(r"^[A-Z][A-Za-z0-9 &'()/-]{1,40}: \S")
PHONE_RE = re.compile(r"\b0\d{4} \d{6}\b")
ALLOWED_PHONE_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def word_count(text):
    """Whitespace tokens containing a letter or digit; |---| separator lines
    are skipped, and bare pipes never count because they contain no letter/digit."""
    n = 0
    for line in text.split("\n"):
        if SEP_LINE_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def is_structured(text):
    lines = text.split("\n")
    return any(l.startswith("- ") or l.lstrip().startswith("|") for l in lines)


def norm(s):
    return re.sub(r"\s+", " ", s.strip().lower())


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)}: blank line {i}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)}: line {i} is not valid JSON ({e})")
    return rows


# ------------------------------------------------------------------ corpus
docs = load_jsonl(CORPUS)
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")

doc_by_id = {}
n_struct = n_prose = n_sep_tables = n_nosep_tables = n_field_docs = 0
for d in docs:
    if set(d) != {"id", "title", "text"}:
        err(f"corpus: {d.get('id')} has keys {sorted(d)}; expected id, title, text")
    did = d.get("id", "")
    if not DOC_ID_RE.match(did):
        err(f"corpus: bad document id {did!r}")
    if did in doc_by_id:
        err(f"corpus: duplicate document id {did}")
    doc_by_id[did] = d
    if not isinstance(d.get("title"), str) or not d["title"].strip():
        err(f"corpus: {did} has an empty title")
    text = d.get("text", "")
    wc = word_count(text)
    if not WORD_MIN <= wc <= WORD_MAX:
        err(f"corpus: {did} has {wc} words (allowed {WORD_MIN}-{WORD_MAX})")
    if is_structured(text):
        n_struct += 1
    else:
        n_prose += 1
    lines = text.split("\n")
    table_lines = [l for l in lines if l.lstrip().startswith("|")]
    if table_lines:
        if any(SEP_LINE_RE.match(l) for l in table_lines):
            n_sep_tables += 1
        else:
            n_nosep_tables += 1
    if sum(1 for l in lines if FIELD_LINE_RE.match(l)) >= 3:
        n_field_docs += 1
    for ph in PHONE_RE.findall(text):
        if not ALLOWED_PHONE_RE.match(ph):
            err(f"corpus: {did} uses a phone number outside the fictional ranges: {ph}")

titles = Counter(norm(d.get("title", "")) for d in docs)
for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")
if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err(f"corpus: expected {N_STRUCTURED} structured / {N_PROSE} prose, found {n_struct} / {n_prose}")
if n_sep_tables < 2:
    err(f"corpus: expected several docs with |---| separated tables, found {n_sep_tables}")
if n_nosep_tables < 2:
    err(f"corpus: expected several docs with tables lacking a |---| separator, found {n_nosep_tables}")
if n_field_docs < 3:
    err(f"corpus: expected several docs with 'Field: value' lines, found {n_field_docs}")

# --------------------------------------------------------------- questions
qs = load_jsonl(QUESTIONS)
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

REQUIRED_Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
seen_ids, seen_texts = set(), set()
types = []
for q in qs:
    qid = q.get("id", "?")
    if set(q) != REQUIRED_Q_KEYS:
        err(f"{qid}: keys {sorted(q)}; expected {sorted(REQUIRED_Q_KEYS)}")
        continue
    if not Q_ID_RE.match(qid):
        err(f"{qid}: bad question id")
    if qid in seen_ids:
        err(f"{qid}: duplicate question id")
    seen_ids.add(qid)
    qtext = q["question"]
    if not isinstance(qtext, str) or not qtext.strip().endswith("?"):
        err(f"{qid}: question must be a non-empty string ending in '?'")
    nq = norm(qtext)
    if nq in seen_texts:
        err(f"{qid}: duplicate question text")
    seen_texts.add(nq)
    qtype = q["type"]
    types.append(qtype)
    if qtype not in TYPE_COUNTS:
        err(f"{qid}: unknown type {qtype!r}")
    if not isinstance(q["note"], str) or len(q["note"].strip()) < 20:
        err(f"{qid}: note missing or too short")
    answers, sup = q["answers"], q["supporting_ids"]
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err(f"{qid}: supporting_ids must be a list of strings")
        continue
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    if len(set(map(norm, answers))) != len(answers):
        err(f"{qid}: repeated answer variant")

    if qtype == "out_of_scope":
        if answers or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue

    if not answers:
        err(f"{qid}: answerable question has no answers")
        continue
    if not sup:
        err(f"{qid}: answerable question has no supporting_ids")
        continue
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if qtype == "multi_hop" and len(sup) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids")

    a0 = answers[0]
    if len(a0.split()) > 6 or a0.rstrip().endswith("."):
        err(f"{qid}: answers[0] {a0!r} looks like a sentence, not a short answer")
    sup_texts = [doc_by_id[s]["text"].lower() for s in sup if s in doc_by_id]
    if not any(a0.lower() in t for t in sup_texts):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")

    # Leak check: answers[0] must not appear in the question, except for
    # 'X or Y' comparisons, where the answer must be one of the two options.
    is_comparison = " or " in qtext.lower()
    if a0.lower() in qtext.lower():
        if not is_comparison:
            err(f"{qid}: answers[0] {a0!r} leaks into the question text")
    elif is_comparison and qtype == "multi_hop" and qtext.lower().startswith("which"):
        err(f"{qid}: comparison answer {a0!r} is not one of the options named in the question")

# type counts and ordering
tc = Counter(types)
for t, n in TYPE_COUNTS.items():
    if tc.get(t, 0) != n:
        err(f"questions: expected {n} of type {t}, found {tc.get(t, 0)}")
for i in range(len(types) - 2):
    if types[i] == types[i + 1] == types[i + 2]:
        err(f"questions: three consecutive {types[i]} questions at positions {i + 1}-{i + 3}")

# ------------------------------------------------------------------ report
print(f"corpus: {len(docs)} docs ({n_struct} structured, {n_prose} prose); "
      f"tables with separator: {n_sep_tables}, without: {n_nosep_tables}; "
      f"Field-value docs: {n_field_docs}")
wcs = [word_count(d.get("text", "")) for d in docs]
if wcs:
    print(f"corpus: word counts min {min(wcs)}, max {max(wcs)}, mean {sum(wcs) / len(wcs):.1f}")
print(f"questions: {len(qs)} " + ", ".join(f"{t}={tc.get(t, 0)}" for t in TYPE_COUNTS))
if errors:
    print(f"\nFAILED with {len(errors)} error(s):")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nAll checks passed.")
