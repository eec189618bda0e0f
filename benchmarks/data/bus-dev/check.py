#!/usr/bin/env python3
"""Validator for the Harrowmere Buses QA test set.

Usage: python3 check.py [directory]   (default: the directory holding this file)
Exit status 0 when every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
N_QUESTIONS = sum(TYPE_COUNTS.values())
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: invalid JSON ({e})")
    return rows


def word_count(text):
    # a word = whitespace token containing a letter or digit; pipes and |---| never count
    return sum(1 for tok in text.split() if re.search(r"[A-Za-z0-9]", tok))


BULLET = re.compile(r"^- \S")
TABLE = re.compile(r"^\|")
SEPARATOR = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
FIELD = re.compile(r"^[A-Z][A-Za-z0-9 ()'/-]{1,40}: \S")


def doc_shape(text):
    lines = text.splitlines()
    bullets = sum(1 for l in lines if BULLET.match(l))
    table_lines = [l for l in lines if TABLE.match(l)]
    seps = sum(1 for l in table_lines if SEPARATOR.match(l))
    fields = sum(1 for l in lines if FIELD.match(l))
    structured = bullets > 0 or len(table_lines) > 0 or fields >= 3
    return {"structured": structured, "bullets": bullets, "table": len(table_lines) > 0,
            "separator": seps > 0, "fields": fields}


# ---------------------------------------------------------------- corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
doc_by_id = {}
shapes = {}
for i, d in enumerate(docs, 1):
    if set(d) != DOC_KEYS:
        err(f"corpus line {i}: keys {sorted(d)} != {sorted(DOC_KEYS)}")
        continue
    did = d["id"]
    if not re.fullmatch(r"bs-doc-\d{3}", did):
        err(f"corpus: bad id {did!r}")
    if did in doc_by_id:
        err(f"corpus: duplicate id {did}")
    if did != f"bs-doc-{i:03d}":
        err(f"corpus: id {did} out of sequence at line {i}")
    if not d["title"].strip() or not d["text"].strip():
        err(f"{did}: empty title or text")
    doc_by_id[did] = d
    n = word_count(d["text"])
    if not WORD_MIN <= n <= WORD_MAX:
        err(f"{did}: {n} words, outside {WORD_MIN}-{WORD_MAX}")
    shapes[did] = doc_shape(d["text"])

titles = Counter(d["title"] for d in docs)
for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")

n_struct = sum(1 for s in shapes.values() if s["structured"])
n_prose = len(shapes) - n_struct
if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err(f"corpus: {n_struct} structured / {n_prose} prose, expected {N_STRUCTURED}/{N_PROSE}")
with_sep = sum(1 for s in shapes.values() if s["table"] and s["separator"])
without_sep = sum(1 for s in shapes.values() if s["table"] and not s["separator"])
with_fields = sum(1 for s in shapes.values() if s["fields"] >= 3)
with_bullets = sum(1 for s in shapes.values() if s["bullets"] > 0)
if with_sep < 2:
    err(f"corpus: only {with_sep} documents have a pipe table with a |---| separator")
if without_sep < 2:
    err(f"corpus: only {without_sep} documents have a pipe table without a separator")
if with_fields < 3:
    err(f"corpus: only {with_fields} documents have 'Field: value' lines")
if with_bullets < 3:
    err(f"corpus: only {with_bullets} documents have '- ' bullet lists")

# fictional-number hygiene: UK-style numbers must be in the reserved drama ranges
for did, d in doc_by_id.items():
    for m in re.finditer(r"\b0\d{3,4} ?\d{6}\b", d["text"]):
        num = m.group(0)
        if not (re.fullmatch(r"01632 960\d{3}", num) or re.fullmatch(r"07700 900\d{3}", num)):
            err(f"{did}: phone number {num!r} outside 01632 960xxx / 07700 900xxx")

# ---------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
seen_ids, seen_text = set(), set()
type_counter = Counter()
for i, q in enumerate(qs, 1):
    if set(q) != Q_KEYS:
        err(f"questions line {i}: keys {sorted(q)} != {sorted(Q_KEYS)}")
        continue
    qid, text, answers, sup, typ, note = (q[k] for k in
                                          ("id", "question", "answers", "supporting_ids", "type", "note"))
    if not re.fullmatch(r"bs-q-\d{3}", qid):
        err(f"questions: bad id {qid!r}")
    if qid != f"bs-q-{i:03d}":
        err(f"questions: id {qid} out of sequence at line {i}")
    if qid in seen_ids:
        err(f"questions: duplicate id {qid}")
    seen_ids.add(qid)
    norm = " ".join(text.lower().split())
    if norm in seen_text:
        err(f"{qid}: duplicate question text")
    seen_text.add(norm)
    if typ not in TYPE_COUNTS:
        err(f"{qid}: unknown type {typ!r}")
    type_counter[typ] += 1
    if not isinstance(note, str) or len(note.strip()) < 10:
        err(f"{qid}: note missing or too short")
    if not text.strip().endswith("?"):
        err(f"{qid}: question should end with '?'")
    if not isinstance(answers, list) or not isinstance(sup, list):
        err(f"{qid}: answers and supporting_ids must be lists")
        continue
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} not in corpus")
    if typ == "out_of_scope":
        if answers or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue
    if not answers or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{qid}: answers must be a non-empty list of non-empty strings")
        continue
    if len(set(a.lower() for a in answers)) != len(answers):
        err(f"{qid}: duplicate answer variants")
    if not sup:
        err(f"{qid}: answerable question without supporting ids")
        continue
    if typ == "multi_hop" and len(sup) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids")
    a0 = answers[0]
    if len(a0.split()) > 6 or a0.rstrip().endswith("."):
        err(f"{qid}: answers[0] {a0!r} looks like a sentence, not a short answer")
    if not any(a0.lower() in doc_by_id[s]["text"].lower() for s in sup if s in doc_by_id):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")
    is_comparison = " or " in text.lower()
    if a0.lower() in text.lower():
        if not is_comparison:
            err(f"{qid}: answers[0] {a0!r} leaked into the question")
    if is_comparison and typ == "multi_hop" and a0.lower() not in text.lower():
        # comparisons must name both options, one of which is the answer
        if re.search(r",\s*[^,]+ or [^,?]+\?$", text):
            err(f"{qid}: comparison answer {a0!r} is not one of the named options")

for t, n in TYPE_COUNTS.items():
    if type_counter[t] != n:
        err(f"questions: type {t} has {type_counter[t]}, expected {n}")

types_seq = [q.get("type") for q in qs]
for i in range(len(types_seq) - 2):
    if types_seq[i] == types_seq[i + 1] == types_seq[i + 2]:
        err(f"questions: three consecutive {types_seq[i]} at positions {i + 1}-{i + 3}")

# ---------------------------------------------------------------- report
if errors:
    for e in errors:
        print("FAIL:", e)
    print(f"\n{len(errors)} problem(s) found")
    sys.exit(1)

wcs = [word_count(d["text"]) for d in docs]
print(f"corpus: {len(docs)} documents ({n_struct} structured, {n_prose} prose), "
      f"words {min(wcs)}-{max(wcs)}; tables with separator {with_sep}, without {without_sep}, "
      f"'Field: value' docs {with_fields}, bullet docs {with_bullets}")
print("questions: " + ", ".join(f"{t} {type_counter[t]}" for t in TYPE_COUNTS) + f" (total {len(qs)})")
print("OK: all checks passed")
