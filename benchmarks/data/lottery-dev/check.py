#!/usr/bin/env python3
"""Standard-library validator for the LOT-dev corpus and question set.

Usage: python3 check.py   (run from any directory; files are read next to this script)
Prints OK and a short summary when every rule passes, otherwise lists the problems.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "LOT"
N_DOCS = 45
N_QS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}

TITLE_RE = re.compile(r"^[A-Z][^:\n]{1,80}: \S")
SEP_RE = re.compile(r"^\|[\s:\-|]+\|\s*$")            # |---|---| style separator
TABLE_ROW_RE = re.compile(r"^\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z /()&'-]{0,40}: \S")  # "Field: value" (no digits in key)
PHONE_RE = re.compile(r"(?<!\d)0\d{3,4} ?\d{3} ?\d{3,4}(?!\d)")
OK_PHONE_RE = re.compile(r"^(01632 ?960\d{3}|07700 ?900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(haystack, needle):
    """Case-insensitive, verbatim, not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, re.IGNORECASE) is not None


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
                err(f"{name}: line {ln} is not JSON ({e})")
    return rows


# ------------------------------------------------------------------ corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: {len(docs)} pages, expected {N_DOCS}")
by_id = {}
titles = Counter()
prose, structured, sep_tables, nosep_tables, field_pages = [], [], [], [], []
for i, d in enumerate(docs, 1):
    if set(d) != DOC_KEYS:
        err(f"corpus line {i}: keys {sorted(d)}")
        continue
    exp = f"{PFX}-doc-{i:03d}"
    if d["id"] != exp:
        err(f"corpus line {i}: id {d['id']} expected {exp}")
    by_id[d["id"]] = d
    t, x = d["title"], d["text"]
    titles[t] += 1
    if not TITLE_RE.match(t):
        err(f"{d['id']}: title does not start with a page type and colon: {t!r}")
    n = words(x)
    if not 190 <= n <= 300:
        err(f"{d['id']}: {n} words (need 190-300)")
    if "\r" in x:
        err(f"{d['id']}: contains carriage returns")
    lines = x.split("\n")
    has_bullet = any(BULLET_RE.match(l) for l in lines)
    rows = [l for l in lines if TABLE_ROW_RE.match(l)]
    has_sep = any(SEP_RE.match(l) for l in lines)
    n_fields = sum(1 for l in lines if FIELD_RE.match(l))
    if rows and has_sep:
        sep_tables.append(d["id"])
    elif rows:
        nosep_tables.append(d["id"])
    if n_fields >= 3:
        field_pages.append(d["id"])
    if has_bullet or rows or n_fields:
        structured.append(d["id"])
    else:
        prose.append(d["id"])
    for m in PHONE_RE.finditer(x):
        if not OK_PHONE_RE.match(m.group(0)):
            err(f"{d['id']}: phone number outside drama ranges: {m.group(0)}")
for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")

# about two thirds structured, one third prose
if not (13 <= len(prose) <= 17):
    err(f"corpus: {len(prose)} prose pages (want about one third, 13-17)")
if len(sep_tables) < 5:
    err(f"corpus: only {len(sep_tables)} pages with a |---| table")
if len(nosep_tables) < 3:
    err(f"corpus: only {len(nosep_tables)} pages with a table lacking a separator")
if len(field_pages) < 12:
    err(f"corpus: only {len(field_pages)} pages with Field: value lines")

# ------------------------------------------------------------------ questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err(f"questions: {len(qs)} rows, expected {N_QS}")
types = Counter()
comparisons = 0
for i, q in enumerate(qs, 1):
    if set(q) != Q_KEYS:
        err(f"questions line {i}: keys {sorted(q)}")
        continue
    qid = q["id"]
    exp = f"{PFX}-q-{i:03d}"
    if qid != exp:
        err(f"questions line {i}: id {qid} expected {exp}")
    ty = q["type"]
    types[ty] += 1
    if ty not in TYPE_COUNTS:
        err(f"{qid}: unknown type {ty}")
        continue
    question, answers, sups, note = q["question"], q["answers"], q["supporting_ids"], q["note"]
    if not isinstance(question, str) or not question.strip().endswith("?"):
        err(f"{qid}: question should be a string ending with '?'")
    if not isinstance(note, str) or len(note) < 20:
        err(f"{qid}: note missing or too short")
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sups, list) or len(set(sups)) != len(sups):
        err(f"{qid}: supporting_ids must be a list without repeats")
        continue
    for p in PHONE_RE.finditer(question + " " + " ".join(answers)):
        if not OK_PHONE_RE.match(p.group(0)):
            err(f"{qid}: phone number outside drama ranges: {p.group(0)}")
    if ty == "out_of_scope":
        if answers or sups:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        if "near miss" not in note.lower():
            err(f"{qid}: out_of_scope note should describe the near miss")
        continue
    if not answers or not sups:
        err(f"{qid}: answers and supporting_ids required")
        continue
    for s in sups:
        if s not in by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if any(s not in by_id for s in sups):
        continue
    a0 = answers[0]
    if len(a0) > 40:
        err(f"{qid}: canonical answer longer than 40 characters")
    if a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err(f"{qid}: canonical answer looks like a sentence: {a0!r}")
    if "distractor" not in note.lower():
        err(f"{qid}: note does not name the distractor")
    # where must the answer appear?
    if ty == "multi_hop":
        if not 2 <= len(sups) <= 3:
            err(f"{qid}: multi_hop needs 2 or 3 supporting pages")
        if "hop" not in note.lower():
            err(f"{qid}: multi_hop note should give each hop's intermediate answer")
        if not contains(by_id[sups[-1]]["text"], a0):
            err(f"{qid}: answer {a0!r} not verbatim in last supporting page {sups[-1]}")
    else:
        if not any(contains(by_id[s]["text"], a0) for s in sups):
            err(f"{qid}: answer {a0!r} not verbatim in any supporting page")
    # answer leak into the question (comparisons excepted)
    is_comparison = ty == "multi_hop" and contains(question, a0)
    if is_comparison:
        comparisons += 1
        if " or " not in question:
            err(f"{qid}: comparison question should offer 'X or Y'")
        if len(sups) != 2:
            err(f"{qid}: comparison should span exactly two pages")
    else:
        for a in answers:
            if contains(question, a):
                err(f"{qid}: answer {a!r} leaks into the question")

for ty, n in TYPE_COUNTS.items():
    if types[ty] != n:
        err(f"questions: {types[ty]} {ty}, expected {n}")
if comparisons != N_COMPARISONS:
    err(f"questions: {comparisons} X-or-Y comparisons, expected {N_COMPARISONS}")
seq = [q.get("type") for q in qs]
for i in range(len(seq) - 2):
    if seq[i] == seq[i + 1] == seq[i + 2]:
        err(f"questions: three consecutive {seq[i]} at positions {i + 1}-{i + 3}")

if errors:
    print("FAIL")
    for e in errors:
        print(" -", e)
    sys.exit(1)
wc = [words(d["text"]) for d in docs]
print("OK")
print(f"pages={len(docs)} words={min(wc)}-{max(wc)} structured={len(structured)} prose={len(prose)} "
      f"sep_tables={len(sep_tables)} nosep_tables={len(nosep_tables)} field_pages={len(field_pages)}")
print("questions=%d %s comparisons=%d" % (len(qs), " ".join(f"{k}={types[k]}" for k in TYPE_COUNTS), comparisons))
