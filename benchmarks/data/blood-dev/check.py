#!/usr/bin/env python3
"""Validator for the blood-dev test set (standard library only).

Run from any directory:  python3 check.py
Prints one line starting with OK when every rule holds, otherwise lists the errors.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "BLD"
N_PAGES = 45
N_QUESTIONS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- helpers
WORD = re.compile(r"[A-Za-z0-9]")
BULLET = re.compile(r"^- \S")
TABLE = re.compile(r"^\|.*\|\s*$")
TABLE_SEP = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
FIELD = re.compile(r"^[A-Z0-9][A-Za-z0-9 ()/&,.'+-]{0,48}: \S")
PHONE_LIKE = re.compile(r"(?<![\dA-Za-z/-])(0\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4})(?![\d])")
PHONE_OK = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
TITLE_TYPES = [
    r"System page", r"Team page", r"Supplier profile", r"Site profile",
    r"Post-incident review INC-\d{4}", r"Change record CHG-\d{4}", r"Runbook RUN-\d{3}",
    r"[A-Z][A-Za-z ]+ minutes", r"Policy", r"Glossary", r"On-call rota", r"Contact directory",
]
TITLE_RE = re.compile(r"^(?:%s): \S.*$" % "|".join(TITLE_TYPES))


def words(text):
    n = 0
    for line in text.split("\n"):
        if TABLE_SEP.match(line.strip()):
            continue
        n += sum(1 for tok in line.split() if WORD.search(tok))
    return n


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, flags=re.IGNORECASE) is not None


def table_blocks(lines):
    blocks, cur = [], []
    for line in lines:
        if TABLE.match(line.strip()):
            cur.append(line.strip())
        else:
            if cur:
                blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    return blocks


def check_phones(text, where):
    for m in PHONE_LIKE.finditer(text):
        num = m.group(1)
        if not PHONE_OK.match(num):
            err("%s: phone-like number outside the drama ranges: %r" % (where, num))


def load_jsonl(name):
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        err("missing file %s" % name)
        return []
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (name, i, e))
    return rows


# ---------------------------------------------------------------- corpus
pages = load_jsonl("corpus.jsonl")
if len(pages) != N_PAGES:
    err("corpus has %d pages, expected %d" % (len(pages), N_PAGES))
by_id = {}
titles = Counter()
n_struct = n_prose = n_sep = n_nosep = n_field = 0
for i, p in enumerate(pages, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(p) != {"id", "title", "text"}:
        err("page %d: keys %s" % (i, sorted(p)))
        continue
    if p["id"] != want:
        err("page %d: id %s, expected %s" % (i, p["id"], want))
    by_id[p["id"]] = p
    t, x = p["title"], p["text"]
    titles[t] += 1
    if not TITLE_RE.match(t):
        err("%s: title does not start with a page type and colon: %r" % (p["id"], t))
    if "\r" in x:
        err("%s: contains carriage returns" % p["id"])
    w = words(x)
    if not 190 <= w <= 300:
        err("%s: %d words (need 190-300)" % (p["id"], w))
    lines = x.split("\n")
    bullets = sum(1 for l in lines if BULLET.match(l))
    tlines = sum(1 for l in lines if TABLE.match(l.strip()))
    fields = sum(1 for l in lines if FIELD.match(l))
    if bullets or tlines or fields:
        n_struct += 1
    else:
        n_prose += 1
    blocks = table_blocks(lines)
    if any(any(TABLE_SEP.match(l) for l in b) for b in blocks):
        n_sep += 1
    if any(not any(TABLE_SEP.match(l) for l in b) for b in blocks):
        n_nosep += 1
    if fields >= 2:
        n_field += 1
    check_phones(t + "\n" + x, p["id"])
for t, c in titles.items():
    if c > 1:
        err("duplicate title %r" % t)
if not (27 <= n_struct <= 33 and 12 <= n_prose <= 18):
    err("structured/prose split %d/%d is not about two thirds / one third" % (n_struct, n_prose))
if n_sep < 5:
    err("only %d pages have a pipe table with a separator line (need 5)" % n_sep)
if n_nosep < 3:
    err("only %d pages have a pipe table without a separator line (need 3)" % n_nosep)
if n_field < 12:
    err("only %d pages use Field: value lines (need 12)" % n_field)

# ---------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QUESTIONS:
    err("questions has %d rows, expected %d" % (len(qs), N_QUESTIONS))
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
seen_q = set()
n_comp = 0
for i, q in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    if set(q) != KEYS:
        err("question %d: keys %s" % (i, sorted(q)))
        continue
    qid = q["id"]
    if qid != want:
        err("question %d: id %s, expected %s" % (i, qid, want))
    typ, text, ans, sup, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
    types[typ] += 1
    if typ not in TYPE_COUNTS:
        err("%s: unknown type %r" % (qid, typ))
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err("%s: question should be a string ending with '?'" % qid)
    if text.strip().lower() in seen_q:
        err("%s: duplicate question text" % qid)
    seen_q.add(text.strip().lower())
    if not isinstance(note, str) or len(note) < 20:
        err("%s: note missing or too short" % qid)
    elif "distractor" not in note.lower():
        err("%s: note does not name the distractor" % qid)
    if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
        err("%s: answers must be a list of non-empty strings" % qid)
        continue
    if len(set(a.lower() for a in ans)) != len(ans):
        err("%s: duplicate answer variants" % qid)
    if not isinstance(sup, list):
        err("%s: supporting_ids must be a list" % qid)
        continue
    check_phones(text + " " + " ".join(ans), qid)
    if typ == "out_of_scope":
        if ans or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        continue
    if not ans or not sup:
        err("%s: answers and supporting_ids must be non-empty" % qid)
        continue
    for s in sup:
        if s not in by_id:
            err("%s: supporting id %s does not exist" % (qid, s))
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    if typ == "single_hop" and len(sup) != 1:
        err("%s: single_hop should cite exactly one page" % qid)
    if typ == "qualifier" and len(sup) != 1:
        err("%s: qualifier should cite one page" % qid)
    if typ == "alias" and not 1 <= len(sup) <= 2:
        err("%s: alias should cite one or two pages" % qid)
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err("%s: multi_hop should cite 2 or 3 pages" % qid)
        for k in range(1, len(sup) + 1):
            if "hop %d" % k not in note.lower():
                err("%s: note lacks 'Hop %d' intermediate answer" % (qid, k))
    a0 = ans[0]
    if len(a0) > 40:
        err("%s: canonical answer longer than 40 characters: %r" % (qid, a0))
    if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 6:
        err("%s: canonical answer looks like a sentence: %r" % (qid, a0))
    last = by_id.get(sup[-1])
    if last and not contains(last["title"] + "\n" + last["text"], a0):
        err("%s: canonical answer %r not found verbatim in %s" % (qid, a0, sup[-1]))
    is_comp = typ == "multi_hop" and note.startswith("Comparison")
    if is_comp:
        n_comp += 1
        m = re.search(r",\s*(.+?)\s+or\s+(.+?)\?\s*$", text)
        if not m:
            err("%s: comparison question should end with 'X or Y?'" % qid)
        else:
            opts = [m.group(1).strip().lower(), m.group(2).strip().lower()]
            if not any(a.lower() in opts for a in ans):
                err("%s: comparison answer is not one of the two options %s" % (qid, opts))
    else:
        for a in ans:
            if contains(text, a):
                err("%s: answer %r leaks into the question" % (qid, a))
if n_comp != N_COMPARISONS:
    err("%d comparison multi_hop questions, expected %d" % (n_comp, N_COMPARISONS))
for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err("type %s: %d questions, expected %d" % (t, types[t], n))
for i in range(2, len(qs)):
    if qs[i].get("type") == qs[i - 1].get("type") == qs[i - 2].get("type"):
        err("questions %s..%s: three consecutive of type %s" % (qs[i - 2].get("id"), qs[i].get("id"), qs[i].get("type")))

# ---------------------------------------------------------------- README
readme = os.path.join(HERE, "README.md")
if not os.path.exists(readme):
    err("missing README.md")
else:
    first = open(readme, encoding="utf-8").readline().rstrip("\n")
    if not re.match(r"^# [a-z0-9-]+-dev: invented .+ knowledge base \(first measured untouched, now a development set\)$", first):
        err("README.md title line has the wrong form: %r" % first)
    check_phones(open(readme, encoding="utf-8").read(), "README.md")

if errors:
    for e in errors:
        print("ERROR:", e)
    print("FAILED: %d error(s)" % len(errors))
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with separated tables, %d with unseparated tables, %d with Field: value lines), "
      "%d questions (%s)" % (len(pages), n_struct, n_prose, n_sep, n_nosep, n_field, len(qs),
                             ", ".join("%s %d" % (t, types[t]) for t in TYPE_COUNTS)))
