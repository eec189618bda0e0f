#!/usr/bin/env python3
"""Validator for the SKI fictional QA set (corpus.jsonl + questions.jsonl).

Usage: python3 check.py            (run from anywhere; paths are relative to this file)
Exit code 0 and 'ALL CHECKS PASSED' on success, otherwise lists every problem.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "SKI"
N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
N_QUESTIONS = sum(TYPE_COUNTS.values())

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}: blank line {ln}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}: line {ln} is not valid JSON ({e})")
    return rows


def word_count(text):
    """A word is a whitespace token containing a letter or digit.
    Table pipes and |---| separator lines contain neither, so they are not counted."""
    return sum(1 for tok in text.split() if re.search(r"[A-Za-z0-9]", tok))


def is_structured(text):
    lines = text.splitlines()
    bullets = any(re.match(r"^\s*- ", l) for l in lines)
    table = any(l.strip().startswith("|") for l in lines)
    return bullets or table


def has_separator_table(text):
    return any(re.match(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$", l.strip()) for l in text.splitlines())


def has_plain_table(text):
    lines = [l.strip() for l in text.splitlines()]
    return any(l.startswith("|") for l in lines) and not has_separator_table(text)


def field_value_lines(text):
    return sum(1 for l in text.splitlines() if re.match(r"^[A-Z][A-Za-z ]{1,40}: \S", l))


# ------------------------------------------------------------------ corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")

doc_by_id = {}
n_struct = n_prose = n_sep = n_plain = n_field = 0
for i, d in enumerate(docs, 1):
    if set(d.keys()) != {"id", "title", "text"}:
        err(f"corpus row {i}: keys must be id,title,text, got {sorted(d.keys())}")
        continue
    did = d["id"]
    if not re.fullmatch(rf"{PFX}-doc-\d{{3}}", did):
        err(f"corpus row {i}: bad id {did!r}")
    if did != f"{PFX}-doc-{i:03d}":
        err(f"corpus row {i}: id {did} out of sequence")
    if did in doc_by_id:
        err(f"corpus: duplicate id {did}")
    doc_by_id[did] = d
    if not d["title"].strip() or not d["text"].strip():
        err(f"{did}: empty title or text")
    wc = word_count(d["text"])
    if not WORD_MIN <= wc <= WORD_MAX:
        err(f"{did}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
    if is_structured(d["text"]):
        n_struct += 1
        n_sep += has_separator_table(d["text"])
        n_plain += has_plain_table(d["text"])
        n_field += field_value_lines(d["text"]) >= 4
    else:
        n_prose += 1
    # fictional phone numbers only
    for m in re.finditer(r"\b0\d{3,4} ?\d{6}\b", d["text"]):
        num = m.group(0)
        if not re.fullmatch(r"01632 960\d{3}|07700 900\d{3}", num):
            err(f"{did}: phone-like number {num!r} outside 01632 960xxx / 07700 900xxx")

titles = Counter(d["title"] for d in docs)
for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")
if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err(f"corpus: expected {N_STRUCTURED} structured / {N_PROSE} prose, found {n_struct} / {n_prose}")
if n_sep < 2:
    err(f"corpus: need several tables with a |---| separator, found {n_sep} docs")
if n_plain < 2:
    err(f"corpus: need several tables without a separator, found {n_plain} docs")
if n_field < 3:
    err(f"corpus: need several docs with 'Field: value' lines, found {n_field}")

# ------------------------------------------------------------------ questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

REQ = {"id", "question", "answers", "supporting_ids", "type", "note"}
seen_ids, seen_text = set(), set()
types = Counter()
for i, q in enumerate(qs, 1):
    if set(q.keys()) != REQ:
        err(f"question row {i}: keys must be {sorted(REQ)}, got {sorted(q.keys())}")
        continue
    qid = q["id"]
    if qid != f"{PFX}-q-{i:03d}":
        err(f"question row {i}: id {qid!r} should be {PFX}-q-{i:03d}")
    if qid in seen_ids:
        err(f"{qid}: duplicate id")
    seen_ids.add(qid)
    norm = re.sub(r"\s+", " ", q["question"].strip().lower())
    if norm in seen_text:
        err(f"{qid}: duplicate question text")
    seen_text.add(norm)
    if not q["question"].strip().endswith("?"):
        err(f"{qid}: question should end with '?'")
    if not q["note"].strip():
        err(f"{qid}: empty note")
    t = q["type"]
    types[t] += 1
    if t not in TYPE_COUNTS:
        err(f"{qid}: unknown type {t!r}")
        continue
    ans, sup = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not isinstance(sup, list):
        err(f"{qid}: answers and supporting_ids must be lists")
        continue
    if t == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue
    if not ans or not sup:
        err(f"{qid}: answerable question needs answers and supporting_ids")
        continue
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if t == "multi_hop" and len(sup) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids")
    if t in ("single_hop",) and len(sup) != 1:
        err(f"{qid}: single_hop should have exactly one supporting id")
    a0 = ans[0]
    if not isinstance(a0, str) or not a0.strip():
        err(f"{qid}: answers[0] must be a non-empty string")
        continue
    if len(a0.split()) > 6 or a0.rstrip().endswith("."):
        err(f"{qid}: answers[0] {a0!r} looks like a sentence, not a short answer")
    if len(set(a.lower() for a in ans)) != len(ans):
        err(f"{qid}: duplicate answer variants")
    texts = [doc_by_id[s]["text"].lower() for s in sup if s in doc_by_id]
    if not any(a0.lower() in tx for tx in texts):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting doc")
    # leak check; the only exemption is an explicit 'X or Y' comparison
    qlow = q["question"].lower()
    is_comparison = t == "multi_hop" and " or " in qlow
    if a0.lower() in qlow:
        if not is_comparison:
            err(f"{qid}: answer {a0!r} leaked in question text")
    elif is_comparison:
        err(f"{qid}: comparison answer {a0!r} should be one of the two options named in the question")

for t, c in TYPE_COUNTS.items():
    if types[t] != c:
        err(f"questions: type {t} expected {c}, found {types[t]}")

for i in range(2, len(qs)):
    if qs[i]["type"] == qs[i - 1]["type"] == qs[i - 2]["type"]:
        err(f"questions: three consecutive '{qs[i]['type']}' ending at {qs[i]['id']}")

# ------------------------------------------------------------------ report
print(f"documents: {len(docs)} ({n_struct} structured, {n_prose} prose; "
      f"{n_sep} with |---| tables, {n_plain} with plain tables, {n_field} with Field: value blocks)")
wcs = [word_count(d["text"]) for d in docs]
if wcs:
    print(f"words per document: min {min(wcs)}, max {max(wcs)}, mean {sum(wcs)/len(wcs):.0f}")
print("questions:", len(qs), dict(types))
if errors:
    print(f"\n{len(errors)} PROBLEM(S):")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("ALL CHECKS PASSED")
