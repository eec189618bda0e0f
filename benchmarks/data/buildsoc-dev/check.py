#!/usr/bin/env python3
"""Standard-library validator for the buildsoc-dev test set.

Run from any directory:  python3 check.py
Prints OK (plus a short summary) when every rule passes, otherwise lists the failures.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "BSO"
N_DOCS, N_QS = 45, 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}: blank line {n}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}: line {n} is not JSON ({e})")
    return rows


# ---------------------------------------------------------------- line classes
SEP_RE = re.compile(r"^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^\s*[-*] \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 &/().,'-]{0,40}: +\S")
WORD_RE = re.compile(r"[A-Za-z0-9]")
PHONE_CAND_RE = re.compile(r"(?<![\w.-])(?:\+44[\s-]?(?:\(0\)[\s-]?)?|0)\d(?:[\s-]?\d){8,10}(?![\w-])")
PHONE_OK_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
TITLE_RE = re.compile(
    r"^(System page|Team page|Supplier profile|Site profile|Post-incident review INC-\d{4}-\d{4}|"
    r"Runbook RUN-\d{3}|Change record CHG-\d{4}-\d{4}|[A-Z][A-Za-z ]+ minutes|Policy|Glossary|"
    r"On-call rota|Contact directory): \S.*$")


def word_count(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if WORD_RE.search(tok))
    return n


def bounded(needle, hay):
    """case-insensitive match of needle not inside another word"""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def phones_in(text):
    return [m.group(0) for m in PHONE_CAND_RE.finditer(text)]


# ---------------------------------------------------------------- corpus
docs = load_jsonl("corpus.jsonl")
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
        err(f"{d['id']}: title does not start with a page type and colon: {d['title']!r}")
    text = d["text"]
    wc = word_count(text)
    if not 190 <= wc <= 300:
        err(f"{d['id']}: {wc} words (need 190-300)")
    lines = text.split("\n")
    has_bullet = any(BULLET_RE.match(l) for l in lines)
    table_lines = [l for l in lines if TABLE_RE.match(l)]
    has_sep = any(SEP_RE.match(l) for l in lines)
    has_table = bool(table_lines)
    has_field = any(FIELD_RE.match(l) for l in lines)
    if has_bullet or has_table or has_field:
        n_struct += 1
    else:
        n_prose += 1
    if has_table and has_sep:
        n_sep_table += 1
    if has_table and not has_sep:
        n_nosep_table += 1
    if has_field:
        n_field += 1
    for p in phones_in(d["title"] + "\n" + text):
        if not PHONE_OK_RE.match(p):
            err(f"{d['id']}: phone-like number outside drama ranges: {p!r}")
for t, c in titles.items():
    if c > 1:
        err(f"duplicate title: {t!r}")
if not 13 <= n_prose <= 17:
    err(f"prose pages {n_prose}: expected about one third (13-17)")
if not 28 <= n_struct <= 32:
    err(f"structured pages {n_struct}: expected about two thirds (28-32)")
if n_sep_table < 5:
    err(f"only {n_sep_table} pages with a |---| separated table (need >=5)")
if n_nosep_table < 3:
    err(f"only {n_nosep_table} pages with a table lacking a separator (need >=3)")
if n_field < 12:
    err(f"only {n_field} pages with Field: value lines (need >=12)")

# ---------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err(f"questions: {len(qs)}, expected {N_QS}")
QKEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
comparisons = 0
seen_q = set()
for i, q in enumerate(qs, 1):
    want = f"{PFX}-q-{i:03d}"
    if set(q) != QKEYS:
        err(f"{want}: keys {sorted(q)}")
        continue
    if q["id"] != want:
        err(f"questions line {i}: id {q['id']} expected {want}")
    qid, t, text, ans, sup, note = q["id"], q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
    types[t] += 1
    if t not in TYPE_COUNTS:
        err(f"{qid}: unknown type {t!r}")
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err(f"{qid}: question should be a string ending with '?'")
    if text.lower() in seen_q:
        err(f"{qid}: duplicate question")
    seen_q.add(text.lower())
    if not isinstance(note, str) or len(note) < 20 or "distractor" not in note.lower():
        err(f"{qid}: note missing or does not name a distractor")
    if not isinstance(ans, list) or not isinstance(sup, list):
        err(f"{qid}: answers and supporting_ids must be lists")
        continue
    for p in phones_in(text) + [p for a in ans for p in phones_in(a)]:
        if not PHONE_OK_RE.match(p):
            err(f"{qid}: phone-like number outside drama ranges: {p!r}")
    if t == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue
    if not ans or not sup:
        err(f"{qid}: answers and supporting_ids must be non-empty")
        continue
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    if any(s not in doc_by_id for s in sup):
        continue
    for a in ans:
        if not isinstance(a, str) or not a.strip():
            err(f"{qid}: empty answer")
            continue
        if len(a) > 40:
            err(f"{qid}: answer longer than 40 characters: {a!r}")
        if a.rstrip().endswith(".") or len(a.split()) > 6:
            err(f"{qid}: answer looks like a sentence: {a!r}")
    a0 = ans[0]
    is_comparison = t == "multi_hop" and bounded(a0, text)
    if is_comparison:
        comparisons += 1
        if " or " not in text or len(sup) != 2:
            err(f"{qid}: comparison needs an 'X or Y' question and two supporting pages")
    else:
        for a in ans:
            if bounded(a, text):
                err(f"{qid}: answer {a!r} leaks into the question")
    if t == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err(f"{qid}: multi_hop needs 2 or 3 supporting pages")
        if "hop" not in note.lower():
            err(f"{qid}: multi_hop note should give each hop's intermediate answer")
        if not bounded(a0, doc_by_id[sup[-1]]["text"]):
            err(f"{qid}: answers[0] {a0!r} not found verbatim in last supporting page {sup[-1]}")
    else:
        if t == "single_hop" and len(sup) != 1:
            err(f"{qid}: single_hop should have exactly one supporting page")
        if not any(bounded(a0, doc_by_id[s]["text"]) for s in sup):
            err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting page")
for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err(f"type {t}: {types[t]} questions, expected {n}")
if comparisons != N_COMPARISONS:
    err(f"{comparisons} X-or-Y comparisons among multi_hop, expected {N_COMPARISONS}")
for i in range(len(qs) - 2):
    a, b, c = (qs[i].get("type"), qs[i + 1].get("type"), qs[i + 2].get("type"))
    if a == b == c:
        err(f"three consecutive {a} questions at {qs[i].get('id')}")

if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print(f"OK: {len(docs)} pages ({n_struct} structured, {n_prose} prose; {n_sep_table} with |---| tables, "
      f"{n_nosep_table} with tables without separator, {n_field} with Field: value lines); "
      f"{len(qs)} questions ({', '.join(f'{k} {types[k]}' for k in TYPE_COUNTS)}; {comparisons} comparisons)")
