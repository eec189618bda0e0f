#!/usr/bin/env python3
"""Validator for the Pellworth Marchbank LLP QA test set (corpus.jsonl + questions.jsonl).

Run from anywhere:  python3 check.py   (exit code 0 = pass, 1 = failures listed)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus.jsonl")
QUESTIONS = os.path.join(HERE, "questions.jsonl")

N_DOCS, N_STRUCT, N_PROSE = 36, 24, 12
WORD_MIN, WORD_MAX = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
MAX_ANSWER_WORDS = 6

errors = []


def err(msg):
    errors.append(msg)


SEP_RE = re.compile(r"^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z ()/'-]{1,40}: \S")
BULLET_RE = re.compile(r"^\s*- \S")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")


def is_separator(line):
    s = line.strip()
    return bool(s) and set(s) <= set("|-: ") and "---" in s


def word_count(text):
    """Words = whitespace tokens containing a letter or digit; |---| separator lines skipped."""
    n = 0
    for line in text.split("\n"):
        if is_separator(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def features(text):
    lines = text.split("\n")
    bullets = sum(1 for l in lines if BULLET_RE.match(l))
    table_rows = [l for l in lines if TABLE_RE.match(l)]
    seps = sum(1 for l in lines if is_separator(l))
    fields = sum(1 for l in lines if FIELD_RE.match(l) and not BULLET_RE.match(l))
    return {"bullets": bullets, "table_rows": len(table_rows), "seps": seps, "fields": fields}


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
n_struct = n_prose = 0
n_with_sep = n_table_nosep = n_field_docs = 0
titles = set()
for i, d in enumerate(docs, 1):
    if set(d.keys()) != {"id", "title", "text"}:
        err(f"corpus line {i}: keys must be id,title,text (got {sorted(d.keys())})")
        continue
    did = d["id"]
    if did != "lf-doc-%03d" % i:
        err(f"corpus line {i}: id {did!r} should be lf-doc-{i:03d}")
    if did in doc_by_id:
        err(f"corpus: duplicate id {did}")
    doc_by_id[did] = d
    if not d["title"].strip():
        err(f"{did}: empty title")
    if d["title"] in titles:
        err(f"{did}: duplicate title")
    titles.add(d["title"])
    wc = word_count(d["text"])
    if not WORD_MIN <= wc <= WORD_MAX:
        err(f"{did}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
    f = features(d["text"])
    structured = f["bullets"] > 0 or f["table_rows"] > 0 or f["fields"] >= 3
    if structured:
        n_struct += 1
        if f["table_rows"] and f["seps"]:
            n_with_sep += 1
        if f["table_rows"] and not f["seps"]:
            n_table_nosep += 1
        if f["fields"] >= 3:
            n_field_docs += 1
    else:
        n_prose += 1
        if f["fields"] or f["bullets"] or f["table_rows"]:
            err(f"{did}: prose document contains list/table/field lines")
    for num in re.findall(r"\b0\d{3,4} ?\d{6}\b", d["text"]):
        if not (num.startswith("01632 960") or num.startswith("07700 900")):
            err(f"{did}: phone number {num!r} outside the fictional ranges")

if n_struct != N_STRUCT or n_prose != N_PROSE:
    err(f"corpus: expected {N_STRUCT} structured + {N_PROSE} prose, found {n_struct} + {n_prose}")
if n_with_sep < 1:
    err("corpus: no pipe table with a |---| separator")
if n_table_nosep < 1:
    err("corpus: no pipe table without a separator")
if n_field_docs < 3:
    err(f"corpus: only {n_field_docs} documents with 'Field: value' lines (need several)")

# ------------------------------------------------------------------ questions
qs = load_jsonl(QUESTIONS)
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
seen_ids, seen_texts = set(), set()
type_counts = {}
types_in_order = []
for i, q in enumerate(qs, 1):
    if set(q.keys()) != KEYS:
        err(f"questions line {i}: keys must be {sorted(KEYS)} (got {sorted(q.keys())})")
        continue
    qid, text, answers, supp, qtype, note = (q[k] for k in ("id", "question", "answers", "supporting_ids", "type", "note"))
    if qid != "lf-q-%03d" % i:
        err(f"questions line {i}: id {qid!r} should be lf-q-{i:03d}")
    if qid in seen_ids:
        err(f"duplicate question id {qid}")
    seen_ids.add(qid)
    norm = " ".join(text.lower().split())
    if norm in seen_texts:
        err(f"{qid}: duplicate question text")
    seen_texts.add(norm)
    if not text.strip().endswith("?"):
        err(f"{qid}: question should end with '?'")
    if qtype not in TYPE_COUNTS:
        err(f"{qid}: unknown type {qtype!r}")
    type_counts[qtype] = type_counts.get(qtype, 0) + 1
    types_in_order.append(qtype)
    if not isinstance(note, str) or len(note.strip()) < 10:
        err(f"{qid}: note missing or too short")
    if not isinstance(answers, list) or not isinstance(supp, list):
        err(f"{qid}: answers and supporting_ids must be lists")
        continue
    if len(set(supp)) != len(supp):
        err(f"{qid}: repeated supporting id")
    for s in supp:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} not in corpus")

    if qtype == "out_of_scope":
        if answers or supp:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue

    if not answers:
        err(f"{qid}: answers empty")
        continue
    if not supp:
        err(f"{qid}: supporting_ids empty")
        continue
    if any(not isinstance(a, str) or not a.strip() for a in answers):
        err(f"{qid}: blank or non-string answer")
        continue
    if len(set(a.lower() for a in answers)) != len(answers):
        err(f"{qid}: duplicate answer variants")
    a0 = answers[0]
    if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith("."):
        err(f"{qid}: answers[0] {a0!r} looks like a sentence, not a short answer")
    support_text = [doc_by_id[s]["text"].lower() for s in supp if s in doc_by_id]
    if not any(a0.lower() in t for t in support_text):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")
    # leakage: answer text must not occur in the question, except 'X or Y' comparisons
    if a0.lower() in text.lower():
        is_comparison = re.search(r"\bor\b", text) is not None and qtype == "multi_hop"
        if not is_comparison:
            err(f"{qid}: answers[0] {a0!r} leaks into the question text")
    if qtype == "multi_hop" and len(supp) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids")
    if qtype == "single_hop" and len(supp) != 1:
        err(f"{qid}: single_hop should have exactly one supporting id")
    if qtype == "alias" and len(supp) < 1:
        err(f"{qid}: alias needs a supporting id")

for t, n in TYPE_COUNTS.items():
    if type_counts.get(t, 0) != n:
        err(f"type {t}: expected {n}, found {type_counts.get(t, 0)}")

for i in range(len(types_in_order) - 2):
    if types_in_order[i] == types_in_order[i + 1] == types_in_order[i + 2]:
        err(f"questions {i+1}-{i+3}: three consecutive {types_in_order[i]!r} questions")

# ------------------------------------------------------------------ report
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)

wcs = [word_count(d["text"]) for d in docs]
print(f"PASS: {len(docs)} documents ({n_struct} structured, {n_prose} prose; "
      f"words {min(wcs)}-{max(wcs)}), {len(qs)} questions "
      + ", ".join(f"{t}={type_counts[t]}" for t in TYPE_COUNTS))
