#!/usr/bin/env python3
"""Standard-library validator for the lifeboat-dev test set (prefix LFB).

Usage: python3 check.py   (run from this folder, or pass the folder as argv[1])
Prints OK when every rule passes, otherwise one FAIL line per problem.
"""
import json
import os
import re
import sys
from collections import Counter

PFX = "LFB"
HERE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
N_DOCS, N_QS = 45, 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}

SEP_RE = re.compile(r"^\|[\s\-:|]+\|$")          # |---|---| separator line
ROW_RE = re.compile(r"^\|.*\|$")                 # pipe table row
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 /&()'.,-]{0,40}: \S")
TITLE_RE = re.compile(r"^[A-Z][^:]{1,60}: \S")
PHONE_ANY_RE = re.compile(r"(?<!\d)0\d{3,4}[ -]?\d{3}[ -]?\d{3,4}(?!\d)")
PHONE_OK_RE = re.compile(r"^(01632[ -]?960\d{3}|07700[ -]?900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    """Whitespace tokens containing a letter or digit; table separator lines skipped."""
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line.strip()):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def contains(hay, needle):
    """Case-insensitive match of needle in hay, not inside another word."""
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


def check_phones(text, where):
    for m in PHONE_ANY_RE.finditer(text):
        if not PHONE_OK_RE.match(m.group(0)):
            err(f"{where}: phone number outside drama ranges: {m.group(0)}")


# ---------------- corpus ----------------
docs = load("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} pages, found {len(docs)}")
doc_by_id = {}
titles = Counter()
structured = prose = sep_tables = nosep_tables = field_pages = 0
for i, d in enumerate(docs, 1):
    want = f"{PFX}-doc-{i:03d}"
    if set(d) != DOC_KEYS:
        err(f"{want}: keys {sorted(d)} != {sorted(DOC_KEYS)}")
    if d.get("id") != want:
        err(f"corpus line {i}: id {d.get('id')} != {want}")
    doc_by_id[d.get("id")] = d
    title, text = d.get("title", ""), d.get("text", "")
    titles[title] += 1
    if not TITLE_RE.match(title):
        err(f"{want}: title lacks 'Type: ' prefix: {title!r}")
    n = words(text)
    if not 190 <= n <= 300:
        err(f"{want}: {n} words (need 190-300)")
    lines = text.split("\n")
    if any(l != l.strip() or not l for l in lines):
        err(f"{want}: empty line or leading/trailing spaces")
    rows = [l for l in lines if ROW_RE.match(l.strip())]
    bullets = [l for l in lines if BULLET_RE.match(l)]
    fields = [l for l in lines if FIELD_RE.match(l) and not ROW_RE.match(l)]
    is_struct = bool(rows or bullets or fields)
    structured += is_struct
    prose += not is_struct
    # tables: runs of at least two consecutive pipe rows
    blocks, cur = [], []
    for l in lines:
        if ROW_RE.match(l.strip()):
            cur.append(l.strip())
        else:
            if cur:
                blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    blocks = [b for b in blocks if len(b) >= 2]
    if any(any(SEP_RE.match(r) for r in b) for b in blocks):
        sep_tables += 1
    if any(not any(SEP_RE.match(r) for r in b) for b in blocks):
        nosep_tables += 1
    if len(fields) >= 3:
        field_pages += 1
    check_phones(text, want)
    check_phones(title, want)

dups = [t for t, c in titles.items() if c > 1]
if dups:
    err(f"corpus: duplicate titles {dups}")
lo, hi = round(N_DOCS * 2 / 3) - 3, round(N_DOCS * 2 / 3) + 3
if not lo <= structured <= hi:
    err(f"corpus: {structured} structured pages (want about two thirds, {lo}-{hi})")
if sep_tables < 5:
    err(f"corpus: only {sep_tables} pages with a |---| table (need 5)")
if nosep_tables < 3:
    err(f"corpus: only {nosep_tables} pages with a table without separator (need 3)")
if field_pages < 12:
    err(f"corpus: only {field_pages} pages with Field: value lines (need 12)")

# ---------------- questions ----------------
qs = load("questions.jsonl")
if len(qs) != N_QS:
    err(f"questions: expected {N_QS}, found {len(qs)}")
types = Counter()
comparisons = 0
seen_q = Counter()
for i, q in enumerate(qs, 1):
    want = f"{PFX}-q-{i:03d}"
    if set(q) != Q_KEYS:
        err(f"{want}: keys {sorted(q)} != {sorted(Q_KEYS)}")
        continue
    if q["id"] != want:
        err(f"question line {i}: id {q['id']} != {want}")
    t = q["type"]
    types[t] += 1
    question, answers, sup, note = q["question"], q["answers"], q["supporting_ids"], q["note"]
    seen_q[question.lower()] += 1
    if not isinstance(answers, list) or not isinstance(sup, list):
        err(f"{want}: answers and supporting_ids must be lists")
        continue
    if not question.strip().endswith("?"):
        err(f"{want}: question should end with '?'")
    if not isinstance(note, str) or "distractor" not in note.lower():
        err(f"{want}: note must name the distractor")
    check_phones(question, want)
    for a in answers:
        check_phones(a, want + " answer")
    if t not in TYPE_COUNTS:
        err(f"{want}: unknown type {t}")
        continue
    if t == "out_of_scope":
        if answers or sup:
            err(f"{want}: out_of_scope must have empty answers and supporting_ids")
        if "near miss" not in note.lower():
            err(f"{want}: out_of_scope note should describe the near miss")
        continue
    if not answers or not sup:
        err(f"{want}: answers and supporting_ids required")
        continue
    if len(set(sup)) != len(sup):
        err(f"{want}: repeated supporting id")
    missing = [s for s in sup if s not in doc_by_id]
    if missing:
        err(f"{want}: supporting ids not in corpus: {missing}")
        continue
    if any(not isinstance(a, str) or not a.strip() for a in answers):
        err(f"{want}: empty answer variant")
        continue
    a0 = answers[0]
    if len(a0) > 40:
        err(f"{want}: canonical answer longer than 40 chars: {a0!r}")
    if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 6:
        err(f"{want}: canonical answer looks like a sentence: {a0!r}")
    if len(set(a.lower() for a in answers)) != len(answers):
        err(f"{want}: duplicate answer variants")
    # answers[0] verbatim in the last supporting page (covers 'in a supporting page' for every type)
    if not contains(doc_by_id[sup[-1]]["text"], a0):
        err(f"{want}: answer {a0!r} not verbatim in last supporting page {sup[-1]}")
    is_comparison = t == "multi_hop" and " or " in question and contains(question, a0)
    if is_comparison:
        comparisons += 1
    else:
        for a in answers:
            if contains(question, a):
                err(f"{want}: answer {a!r} leaks into question")
    if t == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err(f"{want}: multi_hop needs 2 or 3 supporting pages")
        for h in range(1, len(sup) + 1):
            if f"hop {h}" not in note.lower():
                err(f"{want}: multi_hop note must give hop {h}'s intermediate answer")
    elif t == "single_hop" and len(sup) != 1:
        err(f"{want}: single_hop needs exactly one supporting page")

for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err(f"questions: type {t} has {types[t]} (need {n})")
if comparisons != N_COMPARISONS:
    err(f"questions: {comparisons} X-or-Y comparisons (need {N_COMPARISONS})")
for i in range(len(qs) - 2):
    a, b, c = (qs[i].get("type"), qs[i + 1].get("type"), qs[i + 2].get("type"))
    if a == b == c:
        err(f"questions: three in a row of type {a} at {qs[i].get('id')}")
for text, c in seen_q.items():
    if c > 1:
        err(f"questions: duplicate question {text!r}")

if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print(f"OK: {len(docs)} pages ({structured} structured, {prose} prose; "
      f"{sep_tables} with |---| tables, {nosep_tables} with tables without separator, "
      f"{field_pages} with Field: value lines); {len(qs)} questions ("
      + ", ".join(f"{t} {types[t]}" for t in TYPE_COUNTS) + f"; {comparisons} comparisons)")
