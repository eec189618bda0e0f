#!/usr/bin/env python3
"""Standard-library validator for the gamestudio-dev test set.

Checks corpus.jsonl and questions.jsonl against the dataset rules and prints
OK when everything passes, otherwise one line per problem.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "GAM"
N_DOCS = 45
N_QS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12,
               "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4

TITLE_TYPES = [
    r"System page", r"Team page", r"Supplier profile", r"Site profile",
    r"Post-incident review INC-\d{4}-\d{3}", r"Runbook RUN-\d{3}",
    r"[A-Z][A-Za-z ]+ minutes", r"Policy", r"Glossary", r"On-call rota",
    r"Change record CHG-\d{4}", r"Contact directory",
]
TITLE_RE = re.compile(r"^(?:%s): \S.*$" % "|".join(TITLE_TYPES))
SEP_RE = re.compile(r"^\|(?:\s*:?-{3,}:?\s*\|)+$")
TABLE_RE = re.compile(r"^\|.*\|$")
FIELD_RE = re.compile(r"^(?=[^:]{1,41}:)[A-Z][A-Za-z0-9()/&'.,-]*(?: [A-Za-z0-9()/&'.,-]+){0,4}: \S")
BULLET_RE = re.compile(r"^- \S")
PHONE_RE = re.compile(r"(?<![\d])(?:\+44\s?|0)\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}(?![\d])")
ALLOWED_PHONE = re.compile(r"^(?:01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line.strip()):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def contains(hay, needle):
    """Case-insensitive, not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def load(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}: blank line {i}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}: line {i} is not JSON ({e})")
    return rows


# ---------------- corpus ----------------
docs = load("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: {len(docs)} pages, expected {N_DOCS}")
doc_by_id = {}
titles = Counter()
n_struct = n_prose = n_sep_table = n_nosep_table = n_field = 0
for i, d in enumerate(docs, 1):
    want = f"{PFX}-doc-{i:03d}"
    if set(d) != {"id", "title", "text"}:
        err(f"{want}: keys {sorted(d)}")
        continue
    if d["id"] != want:
        err(f"corpus line {i}: id {d['id']} expected {want}")
    doc_by_id[d["id"]] = d
    titles[d["title"]] += 1
    if not TITLE_RE.match(d["title"]):
        err(f"{d['id']}: title lacks a page-type prefix: {d['title']!r}")
    text = d["text"]
    if "\r" in text:
        err(f"{d['id']}: carriage return in text")
    n = words(text)
    if not 190 <= n <= 300:
        err(f"{d['id']}: {n} words (need 190-300)")
    lines = text.split("\n")
    table_lines = [l for l in lines if TABLE_RE.match(l.strip())]
    has_sep = any(SEP_RE.match(l.strip()) for l in lines)
    bullets = [l for l in lines if BULLET_RE.match(l)]
    fields = [l for l in lines if FIELD_RE.match(l) and not TABLE_RE.match(l.strip())]
    structured = bool(table_lines or bullets or fields)
    if structured:
        n_struct += 1
    else:
        n_prose += 1
    if table_lines and has_sep:
        n_sep_table += 1
    if table_lines and not has_sep:
        n_nosep_table += 1
    if len(fields) >= 3:
        n_field += 1
    for m in PHONE_RE.finditer(text):
        num = re.sub(r"[\s-]+", " ", m.group(0)).strip()
        if not ALLOWED_PHONE.match(num):
            err(f"{d['id']}: phone-like number outside drama ranges: {m.group(0)!r}")
for t, c in titles.items():
    if c > 1:
        err(f"duplicate title {t!r}")
if not (27 <= n_struct <= 33):
    err(f"corpus: {n_struct} structured pages (want about two thirds, 27-33)")
if not (12 <= n_prose <= 18):
    err(f"corpus: {n_prose} prose pages (want about one third, 12-18)")
if n_sep_table < 5:
    err(f"corpus: only {n_sep_table} pages with a |---| table")
if n_nosep_table < 3:
    err(f"corpus: only {n_nosep_table} pages with a table without separator")
if n_field < 12:
    err(f"corpus: only {n_field} pages with Field: value lines")

# ---------------- questions ----------------
qs = load("questions.jsonl")
if len(qs) != N_QS:
    err(f"questions: {len(qs)} rows, expected {N_QS}")
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
n_cmp = 0
seen_q = set()
for i, q in enumerate(qs, 1):
    want = f"{PFX}-q-{i:03d}"
    if set(q) != KEYS:
        err(f"{want}: keys {sorted(q)}")
        continue
    qid = q["id"]
    if qid != want:
        err(f"questions line {i}: id {qid} expected {want}")
    t = q["type"]
    types[t] += 1
    if t not in TYPE_COUNTS:
        err(f"{qid}: unknown type {t}")
    text = q["question"]
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err(f"{qid}: question should be a string ending in '?'")
    if text.lower() in seen_q:
        err(f"{qid}: duplicate question")
    seen_q.add(text.lower())
    if not isinstance(q["note"], str) or len(q["note"]) < 30:
        err(f"{qid}: note missing or too short")
    ans, sup = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not isinstance(sup, list):
        err(f"{qid}: answers and supporting_ids must be lists")
        continue
    if t == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue
    if not ans:
        err(f"{qid}: no answers")
        continue
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if t == "single_hop" and len(sup) != 1:
        err(f"{qid}: single_hop needs exactly 1 supporting page")
    if t == "multi_hop" and not 2 <= len(sup) <= 3:
        err(f"{qid}: multi_hop needs 2 or 3 supporting pages")
    if t in ("alias", "qualifier") and not 1 <= len(sup) <= 3:
        err(f"{qid}: {t} needs 1 to 3 supporting pages")
    a0 = ans[0]
    if not isinstance(a0, str) or not a0.strip():
        err(f"{qid}: empty canonical answer")
        continue
    if len(a0) > 40:
        err(f"{qid}: canonical answer longer than 40 characters")
    if a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err(f"{qid}: canonical answer looks like a sentence: {a0!r}")
    if sup and sup[-1] in doc_by_id:
        last = doc_by_id[sup[-1]]["text"]
        if not contains(last, a0):
            err(f"{qid}: answer {a0!r} not found verbatim in {sup[-1]}")
    if t == "multi_hop" and "hop" not in q["note"].lower():
        err(f"{qid}: multi_hop note should describe each hop")
    is_cmp = contains(text, a0)
    if is_cmp:
        if t != "multi_hop" or not re.search(r"\bor\b", text):
            err(f"{qid}: answer {a0!r} leaks into the question")
        else:
            n_cmp += 1
            if len(sup) != 2:
                err(f"{qid}: comparison should span two pages")
    else:
        for a in ans[1:]:
            if contains(text, a):
                err(f"{qid}: accepted variant {a!r} leaks into the question")

for t, c in TYPE_COUNTS.items():
    if types[t] != c:
        err(f"questions: {types[t]} of type {t}, expected {c}")
if n_cmp != N_COMPARISONS:
    err(f"questions: {n_cmp} X-or-Y comparisons, expected {N_COMPARISONS}")
seq = [q.get("type") for q in qs]
for i in range(len(seq) - 2):
    if seq[i] == seq[i + 1] == seq[i + 2]:
        err(f"questions {i+1}-{i+3}: three consecutive of type {seq[i]}")

if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print(f"OK: {len(docs)} pages ({n_struct} structured, {n_prose} prose; "
      f"{n_sep_table} with |---| tables, {n_nosep_table} with tables without separator, "
      f"{n_field} with Field: value lines); {len(qs)} questions "
      + ", ".join(f"{t} {types[t]}" for t in TYPE_COUNTS)
      + f"; {n_cmp} comparisons")
