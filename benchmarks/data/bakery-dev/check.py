#!/usr/bin/env python3
"""Validator for the bakery-dev test set. Standard library only.

Run from any directory:  python3 check.py
Prints OK (with a short summary) if every rule holds, otherwise lists the problems.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "BAK"
N_DOCS = 45
N_QS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4

TITLE_TYPES = [
    r"System page", r"Team page", r"Supplier profile", r"Site profile",
    r"Post-incident review INC-\d{4}", r"Runbook RUN-\d{3}", r"Change record CHG-\d{4}",
    r"[A-Z][a-z]+(?: [a-z]+)* minutes", r"Policy", r"Glossary", r"On-call rota",
    r"Contact directory", r"Service catalogue", r"Asset register",
]
TITLE_RE = re.compile(r"^(?:%s): \S.*$" % "|".join(TITLE_TYPES))
SEP_RE = re.compile(r"^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&',.-]{0,48}: \S")
PHONE_LIKE_RE = re.compile(r"(?<![\d-])0\d{2,4}[ -]?\d{3}[ -]?\d{3,4}(?!\d)")
PHONE_OK_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

problems = []


def err(msg):
    problems.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for t in line.split() if re.search(r"[A-Za-z0-9]", t))
    return n


def contains(hay, needle):
    """Case-insensitive match of needle in hay, not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def table_blocks(lines):
    blocks, cur = [], []
    for line in lines:
        if TABLE_RE.match(line):
            cur.append(line)
        else:
            if cur:
                blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    return blocks


def load(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, i))
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("%s line %d is not JSON: %s" % (name, i, e))
    return rows


# ------------------------------------------------------------------ corpus
docs = load("corpus.jsonl")
if len(docs) != N_DOCS:
    err("corpus has %d pages, expected %d" % (len(docs), N_DOCS))
by_id = {}
titles = set()
n_struct = n_prose = n_sep_table = n_nosep_table = n_field = 0
all_phone_text = []
for i, doc in enumerate(docs, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(doc) != {"id", "title", "text"}:
        err("%s: keys %s" % (doc.get("id"), sorted(doc)))
        continue
    if doc["id"] != want:
        err("page %d has id %s, expected %s" % (i, doc["id"], want))
    by_id[doc["id"]] = doc
    t = doc["title"]
    if not TITLE_RE.match(t):
        err("%s: title does not start with a page type and colon: %r" % (doc["id"], t))
    if t in titles:
        err("%s: duplicate title %r" % (doc["id"], t))
    titles.add(t)
    text = doc["text"]
    if "\r" in text:
        err("%s: contains carriage returns" % doc["id"])
    w = words(text)
    if not 190 <= w <= 300:
        err("%s: %d words (need 190-300)" % (doc["id"], w))
    lines = text.split("\n")
    has_bullet = any(BULLET_RE.match(l) for l in lines)
    has_table = any(TABLE_RE.match(l) for l in lines)
    field_lines = [l for l in lines if FIELD_RE.match(l) and not TABLE_RE.match(l)]
    if has_bullet or has_table or field_lines:
        n_struct += 1
    else:
        n_prose += 1
    if field_lines:
        n_field += 1
    blocks = table_blocks(lines)
    if any(any(SEP_RE.match(l) for l in b) for b in blocks):
        n_sep_table += 1
    if any(not any(SEP_RE.match(l) for l in b) and len(b) >= 2 for b in blocks):
        n_nosep_table += 1
    for b in blocks:
        widths = {l.strip().count("|") for l in b}
        if len(widths) != 1:
            err("%s: table rows have different column counts" % doc["id"])
    all_phone_text.append((doc["id"], t + "\n" + text))

if not 27 <= n_struct <= 33:
    err("structured pages %d, expected about two thirds (27-33)" % n_struct)
if not 12 <= n_prose <= 18:
    err("prose pages %d, expected about one third (12-18)" % n_prose)
if n_sep_table < 5:
    err("only %d pages have a table with a |---| separator (need 5)" % n_sep_table)
if n_nosep_table < 3:
    err("only %d pages have a table without a separator (need 3)" % n_nosep_table)
if n_field < 12:
    err("only %d pages use Field: value lines (need 12)" % n_field)

# ------------------------------------------------------------------ questions
qs = load("questions.jsonl")
if len(qs) != N_QS:
    err("questions has %d rows, expected %d" % (len(qs), N_QS))
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = collections.Counter()
n_comp = 0
seen_q = set()
for i, q in enumerate(qs, 1):
    qid = q.get("id")
    if set(q) != KEYS:
        err("%s: keys %s" % (qid, sorted(q)))
        continue
    want = "%s-q-%03d" % (PFX, i)
    if qid != want:
        err("row %d has id %s, expected %s" % (i, qid, want))
    typ = q["type"]
    types[typ] += 1
    if typ not in TYPE_COUNTS:
        err("%s: unknown type %s" % (qid, typ))
    qt = q["question"]
    if not qt.endswith("?"):
        err("%s: question does not end with '?'" % qid)
    if qt.lower() in seen_q:
        err("%s: duplicate question" % qid)
    seen_q.add(qt.lower())
    note = q["note"]
    if not isinstance(note, str) or len(note) < 20:
        err("%s: note missing or too short" % qid)
    ans, sup = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not isinstance(sup, list):
        err("%s: answers and supporting_ids must be lists" % qid)
        continue
    all_phone_text.append((qid, qt + "\n" + "\n".join(ans)))
    if typ == "out_of_scope":
        if ans or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        if "near miss" not in note.lower():
            err("%s: out_of_scope note must name the near miss" % qid)
        continue
    if not ans or not sup:
        err("%s: answers and supporting_ids must be non-empty" % qid)
        continue
    if "distractor" not in note.lower():
        err("%s: note must name the distractor" % qid)
    for s in sup:
        if s not in by_id:
            err("%s: supporting id %s does not exist" % (qid, s))
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    if any(s not in by_id for s in sup):
        continue
    a0 = ans[0]
    if not isinstance(a0, str) or not a0.strip():
        err("%s: empty canonical answer" % qid)
        continue
    if len(a0) > 40:
        err("%s: canonical answer longer than 40 characters: %r" % (qid, a0))
    if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 6:
        err("%s: canonical answer looks like a sentence: %r" % (qid, a0))
    if len(set(a.lower() for a in ans)) != len(ans):
        err("%s: duplicate answer variants" % qid)
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err("%s: multi_hop needs 2 or 3 supporting pages" % qid)
        if not contains(by_id[sup[-1]]["text"], a0):
            err("%s: answer %r not in last supporting page %s" % (qid, a0, sup[-1]))
        if "hop 1" not in note.lower() or "hop 2" not in note.lower():
            err("%s: multi_hop note must give each hop's intermediate answer" % qid)
    else:
        if not any(contains(by_id[s]["text"], a0) for s in sup):
            err("%s: answer %r not in any supporting page" % (qid, a0))
    is_comp = typ == "multi_hop" and note.startswith("Comparison")
    if is_comp:
        n_comp += 1
        if " or " not in qt:
            err("%s: comparison question must offer 'X or Y'" % qid)
        if not contains(qt, a0):
            err("%s: comparison answer must be one of the options in the question" % qid)
        if len(sup) != 2:
            err("%s: comparison should span exactly two pages" % qid)
    else:
        for a in ans:
            if contains(qt, a):
                err("%s: answer %r leaks into the question" % (qid, a))

for typ, n in TYPE_COUNTS.items():
    if types[typ] != n:
        err("type %s: %d questions, expected %d" % (typ, types[typ], n))
if n_comp != N_COMPARISONS:
    err("%d comparison questions, expected %d" % (n_comp, N_COMPARISONS))
seq = [q.get("type") for q in qs]
for i in range(2, len(seq)):
    if seq[i] == seq[i - 1] == seq[i - 2]:
        err("three consecutive %s questions ending at row %d" % (seq[i], i + 1))

# ------------------------------------------------------------------ phone numbers
n_phones = 0
for where, text in all_phone_text:
    for m in PHONE_LIKE_RE.finditer(text):
        n_phones += 1
        if not PHONE_OK_RE.match(m.group(0)):
            err("%s: phone number outside the drama ranges: %r" % (where, m.group(0)))
    for m in re.finditer(r"\b(?:01632|07700)\b[^\n]{0,12}", text):
        frag = text[m.start():m.start() + 12]
        if not PHONE_OK_RE.match(frag):
            err("%s: malformed phone number near %r" % (where, frag))

# ------------------------------------------------------------------ report
if problems:
    for p in problems:
        print("FAIL:", p)
    print("%d problem(s)" % len(problems))
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with |---| tables, %d with tables without separator, "
      "%d with Field: value lines; %d phone numbers in range), %d questions (%s; %d comparisons)"
      % (len(docs), n_struct, n_prose, n_sep_table, n_nosep_table, n_field, n_phones, len(qs),
         ", ".join("%s %d" % (t, types[t]) for t in TYPE_COUNTS), n_comp))
