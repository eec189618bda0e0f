#!/usr/bin/env python3
"""Validator for the AGR test set (standard library only).

Usage: python3 check.py [dir]
Prints OK and exits 0 when every rule passes; otherwise lists the problems
and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

DIR = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
ERR = []


def err(msg):
    ERR.append(msg)


# ---------------------------------------------------------------- helpers
SEP_LINE = re.compile(r"^\s*\|[\s:|-]*-[\s:|-]*\|\s*$")          # |---|---|
TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_LINE = re.compile(r"^\s*- \S")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&,'-]{1,40}: \S")
TITLE_PREFIX = re.compile(r"^[A-Z][A-Za-z0-9&'()/ ,.-]{2,80}: \S")
POLICY_TITLE = re.compile(r"^[A-Z][A-Za-z ]+ [A-Z]{2,5}-POL-\d{3} v\d+ \((current|superseded)\)$")
PHONE_LIKE = re.compile(r"(?<![\d])(?:\+44\s?|0)\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}(?![\d])")
PHONE_OK = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
HAS_ALNUM = re.compile(r"[A-Za-z0-9]")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue
        n += sum(1 for w in line.split() if HAS_ALNUM.search(w))
    return n


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.strip()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, flags=re.IGNORECASE) is not None


def check_phones(where, text):
    for m in PHONE_LIKE.finditer(text):
        if not PHONE_OK.match(m.group(0)):
            err(f"{where}: phone number outside the drama ranges: {m.group(0)!r}")


def load_jsonl(name):
    path = os.path.join(DIR, name)
    if not os.path.exists(path):
        err(f"missing file {name}")
        return []
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{ln}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{ln}: invalid JSON ({e})")
    return rows


# ---------------------------------------------------------------- corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != 45:
    err(f"corpus: expected 45 documents, found {len(docs)}")

by_id = {}
titles = Counter()
structured = prose = with_sep = table_no_sep = field_docs = 0
for i, d in enumerate(docs, 1):
    want = f"AGR-doc-{i:03d}"
    if set(d) != {"id", "title", "text"}:
        err(f"corpus row {i}: keys must be exactly id,title,text (got {sorted(d)})")
        continue
    if d["id"] != want:
        err(f"corpus row {i}: id {d['id']!r}, expected {want!r}")
    by_id[d["id"]] = d
    t, x = d["title"], d["text"]
    titles[t] += 1
    if not (TITLE_PREFIX.match(t) or POLICY_TITLE.match(t)):
        err(f"{d['id']}: title lacks a page-type prefix and colon: {t!r}")
    if "\r" in x:
        err(f"{d['id']}: text must use \\n line breaks only")
    n = words(x)
    if not 190 <= n <= 300:
        err(f"{d['id']}: {n} words, must be 190-300")
    lines = x.split("\n")
    has_bullet = any(BULLET_LINE.match(l) for l in lines)
    tlines = [l for l in lines if TABLE_LINE.match(l)]
    has_table = bool(tlines)
    has_sep = any(SEP_LINE.match(l) for l in lines)
    nfield = sum(1 for l in lines if FIELD_LINE.match(l))
    if has_table and has_sep:
        with_sep += 1
    if has_table and not has_sep:
        table_no_sep += 1
    if nfield >= 3:
        field_docs += 1
    if has_bullet or has_table or nfield >= 3:
        structured += 1
    else:
        prose += 1
    check_phones(d["id"], t + "\n" + x)

for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")
if not 27 <= structured <= 33:
    err(f"corpus: {structured} structured documents, expected about two thirds (27-33)")
if prose < 12:
    err(f"corpus: only {prose} prose documents, expected at least 12")
if with_sep < 2:
    err(f"corpus: only {with_sep} documents with a |---| table separator")
if table_no_sep < 2:
    err(f"corpus: only {table_no_sep} documents with a table lacking a separator, need >= 2")
if field_docs < 4:
    err(f"corpus: only {field_docs} documents with 'Field: value' lines, need >= 4")

# ---------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != 80:
    err(f"questions: expected 80, found {len(qs)}")

WANT_TYPES = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = []
seen_q = Counter()
comparisons = 0
for i, q in enumerate(qs, 1):
    want = f"AGR-q-{i:03d}"
    if set(q) != KEYS:
        err(f"question row {i}: keys must be exactly {sorted(KEYS)} (got {sorted(q)})")
        continue
    qid = q["id"]
    if qid != want:
        err(f"question row {i}: id {qid!r}, expected {want!r}")
    typ, text, ans, sup, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
    types.append(typ)
    if typ not in WANT_TYPES:
        err(f"{qid}: unknown type {typ!r}")
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err(f"{qid}: question must end with '?'")
    seen_q[text.strip().lower()] += 1
    if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err(f"{qid}: supporting_ids must be a list of strings")
        continue
    if len(set(sup)) != len(sup):
        err(f"{qid}: duplicate supporting ids")
    for s in sup:
        if s not in by_id:
            err(f"{qid}: supporting id {s!r} does not exist")
    if not isinstance(note, str) or "distractor" not in note.lower():
        err(f"{qid}: note must name a distractor")
    check_phones(qid, text + "\n" + "\n".join(ans))

    if typ == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue

    if not ans:
        err(f"{qid}: answerable question without answers")
        continue
    if not sup:
        err(f"{qid}: answerable question without supporting ids")
        continue
    a0 = ans[0]
    if len(a0) > 40:
        err(f"{qid}: answers[0] longer than 40 characters: {a0!r}")
    if a0.rstrip().endswith(".") or len(a0.split()) > 7:
        err(f"{qid}: answers[0] looks like a sentence: {a0!r}")
    if typ == "multi_hop":
        if len(sup) < 2:
            err(f"{qid}: multi_hop needs at least 2 supporting ids")
        if "hop 1" not in note.lower() or "hop 2" not in note.lower():
            err(f"{qid}: multi_hop note must give the intermediate answer of each hop")
        targets = [sup[-1]]
    else:
        targets = sup
    if not any(s in by_id and contains(by_id[s]["text"], a0) for s in targets):
        where = "the last supporting document" if typ == "multi_hop" else "any supporting document"
        err(f"{qid}: answers[0] {a0!r} not found verbatim in {where}")
    is_comparison = typ == "multi_hop" and re.search(r"\bor\b", text) is not None \
        and "comparison" in note.lower()
    if is_comparison:
        comparisons += 1
        m = re.search(r",\s*(.+?)\s+or\s+(.+?)\?\s*$", text)
        opts = [o.strip().lower() for o in m.groups()] if m else []
        if not any(a0.lower() == o or a0.lower() in o for o in opts):
            err(f"{qid}: comparison answer {a0!r} is not one of the two options")
    elif contains(text, a0):
        err(f"{qid}: answer {a0!r} leaks into the question text")

cnt = Counter(types)
for t, n in WANT_TYPES.items():
    if cnt.get(t, 0) != n:
        err(f"questions: type {t} has {cnt.get(t, 0)}, expected {n}")
for i in range(len(types) - 2):
    if types[i] == types[i + 1] == types[i + 2]:
        err(f"questions: three consecutive {types[i]} at positions {i + 1}-{i + 3}")
for t, c in seen_q.items():
    if c > 1:
        err(f"questions: duplicate question {t!r}")
if not 3 <= comparisons <= 4:
    err(f"questions: {comparisons} comparison multi_hop questions, expected 3-4")

# ---------------------------------------------------------------- README
if not os.path.exists(os.path.join(DIR, "README.md")):
    err("missing README.md")

if ERR:
    for e in ERR:
        print("FAIL:", e)
    print(f"{len(ERR)} problem(s)")
    sys.exit(1)
print(f"OK ({len(docs)} documents: {structured} structured, {prose} prose, "
      f"{with_sep} with table separator, {table_no_sep} tables without, {field_docs} Field:value; "
      f"{len(qs)} questions: " + ", ".join(f"{t} {cnt[t]}" for t in WANT_TYPES) + ")")
sys.exit(0)
