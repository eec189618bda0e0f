#!/usr/bin/env python3
"""Standard-library validator for the motorway-dev test set.

Run from anywhere:  python3 check.py
Prints OK (plus a short summary) when every rule holds, otherwise lists the failures.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "MWY"
errors = []


def err(msg):
    errors.append(msg)


# ----------------------------------------------------------------- helpers
SEP_RE = re.compile(r"^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^([A-Z][A-Za-z0-9()/&,'\- ]{0,40}): \S")
PHONE_RE = re.compile(r"(?<![\d/])(0\d{2,4}[ -]?\d{3}[ -]?\d{3,4})(?![\d/])")
PHONE_OK = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def is_field_line(line):
    m = FIELD_RE.match(line)
    return bool(m) and len(m.group(1).split()) <= 6


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, re.IGNORECASE) is not None


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


# ----------------------------------------------------------------- corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != 45:
    err(f"corpus: {len(docs)} pages, expected 45")

by_id = {}
titles = set()
structured = prose = sep_tables = nosep_tables = field_pages = 0
REQUIRED_PREFIXES = ["System page", "Team page", "Supplier profile", "Site profile",
                     "Post-incident review INC-", "Runbook RUN-", "minutes", "Policy",
                     "Glossary", "On-call rota", "Contact directory", "Change record"]
prefix_seen = Counter()
for i, d in enumerate(docs, 1):
    want = f"{PFX}-doc-{i:03d}"
    if set(d) != {"id", "title", "text"}:
        err(f"corpus {want}: keys {sorted(d)}")
        continue
    if d["id"] != want:
        err(f"corpus line {i}: id {d['id']} expected {want}")
    by_id[d["id"]] = d
    t, x = d["title"], d["text"]
    if not re.match(r"^[A-Z][^:\n]{1,60}: \S", t):
        err(f"{d['id']}: title lacks 'Type: ...' form: {t!r}")
    for p in REQUIRED_PREFIXES:
        head = t.split(":")[0]
        if p in head:
            prefix_seen[p] += 1
    if t in titles:
        err(f"{d['id']}: duplicate title {t!r}")
    titles.add(t)
    wc = words(x)
    if not 190 <= wc <= 300:
        err(f"{d['id']}: {wc} words (190-300)")
    lines = x.split("\n")
    tbl = [l for l in lines if TABLE_RE.match(l)]
    has_sep = any(SEP_RE.match(l) for l in lines)
    bullets = [l for l in lines if BULLET_RE.match(l)]
    fields = [l for l in lines if not TABLE_RE.match(l) and is_field_line(l)]
    if tbl:
        if has_sep:
            sep_tables += 1
        else:
            nosep_tables += 1
    if fields:
        field_pages += 1
    if tbl or bullets or fields:
        structured += 1
    else:
        prose += 1
    for m in PHONE_RE.finditer(x):
        if not PHONE_OK.match(m.group(1)):
            err(f"{d['id']}: phone number outside drama ranges: {m.group(1)}")

for p in REQUIRED_PREFIXES:
    if not prefix_seen[p]:
        err(f"corpus: no page of type {p!r}")
pol = [d["title"] for d in docs if d["title"].startswith("Policy:")]
if not any("(current)" in t for t in pol) or not any("(superseded)" in t for t in pol):
    err("corpus: need both a current and a superseded policy page")
if not 27 <= structured <= 33:
    err(f"corpus: {structured} structured pages, expected about two thirds (27-33)")
if not 12 <= prose <= 18:
    err(f"corpus: {prose} prose pages, expected about one third (12-18)")
if sep_tables < 5:
    err(f"corpus: {sep_tables} pages with |---| tables, need >= 5")
if nosep_tables < 3:
    err(f"corpus: {nosep_tables} pages with tables lacking a separator, need >= 3")
if field_pages < 12:
    err(f"corpus: {field_pages} pages with Field: value lines, need >= 12")

# ----------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != 80:
    err(f"questions: {len(qs)}, expected 80")
WANT = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = []
comparisons = 0
for i, q in enumerate(qs, 1):
    want = f"{PFX}-q-{i:03d}"
    if set(q) != KEYS:
        err(f"question line {i}: keys {sorted(q)}")
        continue
    qid = q["id"]
    if qid != want:
        err(f"question line {i}: id {qid} expected {want}")
    ty = q["type"]
    types.append(ty)
    if ty not in WANT:
        err(f"{qid}: unknown type {ty}")
        continue
    text, ans, sup, note = q["question"], q["answers"], q["supporting_ids"], q["note"]
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err(f"{qid}: question should be a question ending in '?'")
    for m in PHONE_RE.finditer(text):
        if not PHONE_OK.match(m.group(1)):
            err(f"{qid}: phone number outside drama ranges in question")
    if not isinstance(note, str) or "distractor" not in note.lower():
        err(f"{qid}: note must name the distractor")
    if not isinstance(ans, list) or not isinstance(sup, list):
        err(f"{qid}: answers and supporting_ids must be lists")
        continue
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    for s in sup:
        if s not in by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if ty == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        if "near miss" not in note.lower() and "general knowledge" not in note.lower():
            err(f"{qid}: out_of_scope note should describe the near miss")
        continue
    if not ans or not sup:
        err(f"{qid}: answers and supporting_ids required")
        continue
    for a in ans:
        if not isinstance(a, str) or not a.strip():
            err(f"{qid}: empty answer variant")
        elif PHONE_RE.search(a) and not PHONE_OK.match(PHONE_RE.search(a).group(1)):
            err(f"{qid}: answer phone outside drama ranges")
    a0 = ans[0]
    if len(a0) > 40 or a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err(f"{qid}: canonical answer is not short: {a0!r}")
    if ty == "single_hop" and len(sup) != 1:
        err(f"{qid}: single_hop needs exactly one supporting page")
    if ty == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err(f"{qid}: multi_hop needs 2 or 3 supporting pages")
        if "hop 1" not in note.lower() or "hop 2" not in note.lower():
            err(f"{qid}: multi_hop note must give each hop's intermediate answer")
    if ty in ("alias", "qualifier") and not 1 <= len(sup) <= 3:
        err(f"{qid}: {ty} needs 1-3 supporting pages")
    last = by_id.get(sup[-1])
    if last and not contains(last["text"], a0):
        err(f"{qid}: answer {a0!r} not verbatim in last supporting page {sup[-1]}")
    is_cmp = ty == "multi_hop" and contains(text, a0)
    if is_cmp:
        comparisons += 1
        if " or " not in text or not note.lower().startswith("comparison"):
            err(f"{qid}: answer appears in question but it is not an X-or-Y comparison")
        if len(sup) != 2:
            err(f"{qid}: comparison should span two pages")
    else:
        for a in ans:
            if contains(text, a):
                err(f"{qid}: answer variant {a!r} leaks into the question")

cnt = Counter(types)
for t, n in WANT.items():
    if cnt[t] != n:
        err(f"questions: {cnt[t]} {t}, expected {n}")
if comparisons != 4:
    err(f"questions: {comparisons} X-or-Y comparisons among multi_hop, expected 4")
for i in range(len(types) - 2):
    if types[i] == types[i + 1] == types[i + 2]:
        err(f"questions: three consecutive {types[i]} at positions {i+1}-{i+3}")
qtexts = [q.get("question") for q in qs]
if len(set(qtexts)) != len(qtexts):
    err("questions: duplicate question text")

# ----------------------------------------------------------------- README
rp = os.path.join(HERE, "README.md")
if not os.path.exists(rp):
    err("README.md missing")
else:
    with open(rp, encoding="utf-8") as f:
        first = f.readline().rstrip("\n")
    if not re.match(r"^# \S+-dev: invented .+ knowledge base \(first measured untouched, now a development set\)$", first):
        err(f"README.md: bad title line {first!r}")

if errors:
    for e in errors:
        print("FAIL:", e)
    print(f"{len(errors)} problem(s)")
    sys.exit(1)
print(f"OK: 45 pages ({structured} structured, {prose} prose; {sep_tables} with |---| tables, "
      f"{nosep_tables} with separator-less tables, {field_pages} with Field: value lines); "
      f"80 questions ({', '.join(f'{t} {cnt[t]}' for t in WANT)}; {comparisons} comparisons)")
