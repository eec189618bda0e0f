#!/usr/bin/env python3
"""Validator for the LAB fictional QA set (corpus.jsonl + questions.jsonl).

Usage: python3 check.py   (run from any directory; paths are relative to this file)
Exit status 0 and "ALL CHECKS PASSED" when everything is valid.
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
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
N_QUESTIONS = sum(TYPE_COUNTS.values())
MAX_ANSWER_WORDS = 6

errors = []


def err(msg):
    errors.append(msg)


SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 /()&'-]{0,40}: \S")


def is_separator(line):
    return bool(SEP_RE.match(line))


def word_count(text):
    """A word is a whitespace token containing a letter or digit.
    Table pipes and |---| separator lines are not counted."""
    n = 0
    for line in text.split("\n"):
        if is_separator(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def doc_features(text):
    lines = text.split("\n")
    bullets = sum(1 for l in lines if l.startswith("- "))
    table_rows = [l for l in lines if l.strip().startswith("|")]
    seps = sum(1 for l in table_rows if is_separator(l))
    fields = sum(1 for l in lines if FIELD_RE.match(l))
    return {"bullets": bullets, "table_rows": len(table_rows), "separators": seps, "fields": fields}


def has_phrase(haystack, needle):
    """Case-insensitive match of needle not glued to letters/digits on either side."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack.lower()) is not None


def load_jsonl(path):
    rows = []
    if not os.path.exists(path):
        err(f"missing file {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {i}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {i}: invalid JSON ({e})")
    return rows


# ---------------------------------------------------------------- corpus
docs = load_jsonl(CORPUS)
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")

doc_by_id = {}
n_struct = n_prose = 0
n_sep_tables = n_nosep_tables = n_field_docs = 0
titles = Counter()
for i, d in enumerate(docs, 1):
    if set(d) != {"id", "title", "text"}:
        err(f"corpus line {i}: keys must be id,title,text (got {sorted(d)})")
    did = d.get("id", "")
    if did != "LAB-doc-%03d" % i:
        err(f"corpus line {i}: id {did!r} should be LAB-doc-{i:03d}")
    if did in doc_by_id:
        err(f"corpus: duplicate id {did}")
    if not isinstance(d.get("title"), str) or not d.get("title", "").strip():
        err(f"{did}: empty title")
    if not isinstance(d.get("text"), str) or not d.get("text", "").strip():
        err(f"{did}: empty text")
        continue
    titles[d["title"].strip().lower()] += 1
    doc_by_id[did] = d
    wc = word_count(d["text"])
    if not (WORD_MIN <= wc <= WORD_MAX):
        err(f"{did}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
    f = doc_features(d["text"])
    structured = f["bullets"] > 0 or f["table_rows"] > 0 or f["fields"] >= 3
    if structured:
        n_struct += 1
        if f["table_rows"] and f["separators"]:
            n_sep_tables += 1
        if f["table_rows"] and not f["separators"]:
            n_nosep_tables += 1
        if f["fields"] >= 3:
            n_field_docs += 1
    else:
        if f["fields"] > 1:
            err(f"{did}: prose document contains Field: value lines")
        n_prose += 1

for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")
if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err(f"corpus: expected {N_STRUCTURED} structured / {N_PROSE} prose, found {n_struct} / {n_prose}")
if n_sep_tables < 1:
    err("corpus: no pipe table with a |---| separator")
if n_nosep_tables < 1:
    err("corpus: no pipe table without a separator")
if n_field_docs < 3:
    err(f"corpus: only {n_field_docs} documents with Field: value lines (want several)")

# ---------------------------------------------------------------- questions
qs = load_jsonl(QUESTIONS)
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

seen_ids, seen_text = set(), {}
types = Counter()
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
for i, q in enumerate(qs, 1):
    qid = q.get("id", f"line{i}")
    if set(q) != KEYS:
        err(f"{qid}: keys must be {sorted(KEYS)} (got {sorted(q)})")
        continue
    if qid != "LAB-q-%03d" % i:
        err(f"questions line {i}: id {qid!r} should be LAB-q-{i:03d}")
    if qid in seen_ids:
        err(f"duplicate question id {qid}")
    seen_ids.add(qid)
    text = q["question"]
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err(f"{qid}: question must be a string ending with '?'")
    norm = re.sub(r"\s+", " ", text.strip().lower())
    if norm in seen_text:
        err(f"{qid}: duplicate question text (same as {seen_text[norm]})")
    seen_text[norm] = qid
    t = q["type"]
    if t not in TYPE_COUNTS:
        err(f"{qid}: unknown type {t!r}")
    types[t] += 1
    if not isinstance(q["note"], str) or len(q["note"].strip()) < 20:
        err(f"{qid}: note missing or too short")
    ans, sup = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err(f"{qid}: supporting_ids must be a list of strings")
        continue
    if len(set(a.lower() for a in ans)) != len(ans):
        err(f"{qid}: duplicate answer variants")
    if len(set(sup)) != len(sup):
        err(f"{qid}: duplicate supporting ids")

    if t == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue

    if not ans:
        err(f"{qid}: answerable question with no answers")
        continue
    if not sup:
        err(f"{qid}: answerable question with no supporting ids")
        continue
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if t == "multi_hop" and len(sup) < 2:
        err(f"{qid}: multi_hop needs at least two supporting documents")

    a0 = ans[0]
    if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith("."):
        err(f"{qid}: answers[0] {a0!r} is not a short answer")
    if not any(s in doc_by_id and has_phrase(doc_by_id[s]["text"], a0) for s in sup):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")

    comparison = t == "multi_hop" and " or " in text
    if comparison:
        if not has_phrase(text, a0):
            err(f"{qid}: comparison answer {a0!r} is not one of the options named in the question")
    else:
        for a in ans:
            if has_phrase(text, a):
                err(f"{qid}: answer {a!r} leaks into the question text")

for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err(f"questions: expected {n} {t}, found {types[t]}")

seq = [q.get("type") for q in qs]
for i in range(len(seq) - 2):
    if seq[i] == seq[i + 1] == seq[i + 2]:
        err(f"questions {i + 1}-{i + 3}: three consecutive questions of type {seq[i]}")

# ---------------------------------------------------------------- report
print(f"documents: {len(docs)} ({n_struct} structured, {n_prose} prose); "
      f"word counts {min((word_count(d['text']) for d in docs), default=0)}-"
      f"{max((word_count(d['text']) for d in docs), default=0)}")
print("questions:", len(qs), dict(types))
if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("ALL CHECKS PASSED")
