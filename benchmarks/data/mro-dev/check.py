#!/usr/bin/env python3
"""Validator for the mro-dev test set (standard library only).

Usage: python3 check.py   (run from any directory; reads files next to this script)
Prints OK and a short summary when every rule holds, otherwise lists the failures.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "MRO"
N_DOCS = 45
N_QS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
WORD_MIN, WORD_MAX = 190, 300
ANSWER_MAX_CHARS = 40

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- helpers
SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
# "Field: value" line: a short capitalised key (at most 6 words), a colon, a space, a value.
FIELD_RE = re.compile(r"^([A-Z][A-Za-z0-9/()&'.,+-]*(?: [A-Za-z0-9/()&'.,+-]+){0,5}): \S")
TITLE_RES = [
    re.compile(r"^System page: \S"),
    re.compile(r"^Team page: \S"),
    re.compile(r"^Supplier profile: \S"),
    re.compile(r"^Site profile: \S"),
    re.compile(r"^Post-incident review INC-\d{4}-\d{3}: \S"),
    re.compile(r"^Change record CHG-\d{4}: \S"),
    re.compile(r"^Runbook RUN-\d{3}: \S"),
    re.compile(r"^[A-Z][A-Za-z ]+ minutes: \d{1,2} [A-Z][a-z]+ \d{4}$"),
    re.compile(r"^Policy: \S"),
    re.compile(r"^Glossary: \S"),
    re.compile(r"^On-call rota: \S"),
    re.compile(r"^Contact directory: \S"),
]
# anything that looks like a UK phone number (landline or mobile, with or without spaces)
PHONE_LIKE_RE = re.compile(r"(?<![\w-])(?:\+44\s?\d[\d ]{8,12}\d|0\d{2,4}[ -]?\d{3}[ -]?\d{3,4}|0\d{9,10})(?![\w-])")
PHONE_OK_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(hay, needle):
    """Case-insensitive, not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def load_jsonl(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{ln}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{ln}: bad JSON ({e})")
    return rows


# ---------------------------------------------------------------- corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} pages, found {len(docs)}")
titles = set()
by_id = {}
n_structured = n_prose = n_sep_table = n_nosep_table = n_field = 0
for i, d in enumerate(docs, 1):
    want = f"{PFX}-doc-{i:03d}"
    if set(d) != {"id", "title", "text"}:
        err(f"{want}: keys {sorted(d)} != ['id','text','title']")
    if d.get("id") != want:
        err(f"corpus line {i}: id {d.get('id')!r}, expected {want}")
    did, title, text = d.get("id"), d.get("title", ""), d.get("text", "")
    by_id[did] = d
    if title in titles:
        err(f"{did}: duplicate title {title!r}")
    titles.add(title)
    if not any(r.match(title) for r in TITLE_RES):
        err(f"{did}: title does not start with a known page type and colon: {title!r}")
    if "\r" in text:
        err(f"{did}: carriage return in text")
    n = words(text)
    if not WORD_MIN <= n <= WORD_MAX:
        err(f"{did}: {n} words, outside {WORD_MIN}-{WORD_MAX}")
    lines = text.split("\n")
    has_bullet = any(BULLET_RE.match(l) for l in lines)
    table_lines = [l for l in lines if TABLE_RE.match(l)]
    has_sep = any(SEP_RE.match(l) and "|" in l for l in lines)
    has_field = any(FIELD_RE.match(l) for l in lines)
    structured = has_bullet or bool(table_lines) or has_field
    if structured:
        n_structured += 1
    else:
        n_prose += 1
    if table_lines and has_sep:
        n_sep_table += 1
    if table_lines and not has_sep:
        n_nosep_table += 1
    if has_field:
        n_field += 1
    for m in PHONE_LIKE_RE.finditer(text + "\n" + title):
        if not PHONE_OK_RE.match(m.group(0)):
            err(f"{did}: phone-like string outside the drama ranges: {m.group(0)!r}")

# about two thirds structured, one third prose
if not (28 <= n_structured <= 32):
    err(f"corpus: {n_structured} structured pages; expected about two thirds (28-32)")
if n_sep_table < 5:
    err(f"corpus: only {n_sep_table} pages with a |---| table (need >= 5)")
if n_nosep_table < 3:
    err(f"corpus: only {n_nosep_table} pages with a table lacking a separator (need >= 3)")
if n_field < 12:
    err(f"corpus: only {n_field} pages with Field: value lines (need >= 12)")

# ---------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err(f"questions: expected {N_QS}, found {len(qs)}")
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
n_comp = 0
for i, q in enumerate(qs, 1):
    want = f"{PFX}-q-{i:03d}"
    qid = q.get("id")
    if set(q) != KEYS:
        err(f"{want}: keys {sorted(q)} != {sorted(KEYS)}")
    if qid != want:
        err(f"questions line {i}: id {qid!r}, expected {want}")
    t = q.get("type")
    types[t] += 1
    question = q.get("question", "")
    answers = q.get("answers", [])
    sup = q.get("supporting_ids", [])
    note = q.get("note", "")
    if not isinstance(question, str) or not question.strip().endswith("?"):
        err(f"{qid}: question should be a non-empty string ending with '?'")
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or len(set(sup)) != len(sup):
        err(f"{qid}: supporting_ids must be a list without duplicates")
        continue
    if not note or "distractor" not in note.lower():
        err(f"{qid}: note must explain the difficulty and name the distractor")
    for s in sup:
        if s not in by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if t not in TYPE_COUNTS:
        err(f"{qid}: unknown type {t!r}")
        continue
    if t == "out_of_scope":
        if answers or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue
    if not answers or not sup:
        err(f"{qid}: answerable question needs answers and supporting_ids")
        continue
    if len(set(a.lower() for a in answers)) != len(answers):
        err(f"{qid}: duplicate answer variants")
    a0 = answers[0]
    if len(a0) > ANSWER_MAX_CHARS:
        err(f"{qid}: canonical answer longer than {ANSWER_MAX_CHARS} chars: {a0!r}")
    if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 6:
        err(f"{qid}: canonical answer looks like a sentence: {a0!r}")
    if t == "multi_hop":
        if len(sup) < 2 or len(sup) > 3:
            err(f"{qid}: multi_hop needs 2 or 3 supporting pages, has {len(sup)}")
        target = [sup[-1]]
        for k in range(1, len(sup) + 1):
            if f"hop {k}" not in note.lower():
                err(f"{qid}: note lacks 'hop {k}' intermediate answer")
    else:
        target = sup
    if not any(s in by_id and contains(by_id[s]["text"], a0) for s in target):
        err(f"{qid}: canonical answer {a0!r} not found verbatim in {target}")
    is_comparison = (t == "multi_hop" and " or " in question and contains(question, a0))
    if is_comparison:
        n_comp += 1
        if "comparison" not in note.lower():
            err(f"{qid}: comparison question note should say 'Comparison'")
        # the answer must be one of the two options named in the question
        opts = re.split(r",\s*|\s+or\s+", question.rstrip("?"))
        if not any(contains(o, a0) for o in opts[-2:]):
            err(f"{qid}: comparison answer is not one of the two options")
    else:
        for a in answers:
            if contains(question, a):
                err(f"{qid}: answer {a!r} leaks into the question text")

for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err(f"questions: {types[t]} of type {t}, expected {n}")
if n_comp != N_COMPARISONS:
    err(f"questions: {n_comp} X-or-Y comparisons among multi_hop, expected {N_COMPARISONS}")
for i in range(len(qs) - 2):
    a, b, c = (qs[i].get("type"), qs[i + 1].get("type"), qs[i + 2].get("type"))
    if a == b == c:
        err(f"questions: three consecutive {a} at {qs[i].get('id')}..{qs[i + 2].get('id')}")

# ---------------------------------------------------------------- result
if errors:
    for e in errors:
        print("FAIL:", e)
    print(f"{len(errors)} problem(s)")
    sys.exit(1)
print(f"OK: {len(docs)} pages ({n_structured} structured, {n_prose} prose; "
      f"{n_sep_table} with |---| tables, {n_nosep_table} with tables lacking a separator, "
      f"{n_field} with Field: value lines); {len(qs)} questions "
      + ", ".join(f"{t} {types[t]}" for t in TYPE_COUNTS)
      + f" ({n_comp} comparisons); no three consecutive of one type")
