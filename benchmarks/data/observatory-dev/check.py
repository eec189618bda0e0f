#!/usr/bin/env python3
"""Validator for the observatory-dev test set (standard library only).

Run from any directory:  python3 check.py
Prints OK (plus a short summary) when every rule holds, otherwise lists the problems.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "OBS"
N_DOCS = 45
N_QS = 80
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


WORD = re.compile(r"[A-Za-z0-9]")
SEP_LINE = re.compile(r"^\|[\s:|-]*-{3,}[\s:|-]*\|?\s*$")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&',.-]{0,40}: \S")
PHONE_LIKE = re.compile(r"(?<![\d+])(?:\+44|0)(?:[ -]?\d){9,10}(?!\d)")
PHONE_OK = re.compile(r"^(?:01632960\d{3}|07700900\d{3})$")
TITLE_TYPES = [
    r"System page", r"Team page", r"Supplier profile", r"Site profile",
    r"Post-incident review INC-\d{4}", r"Runbook RUN-\d{3}", r"Change record CHG-\d{4}",
    r"[A-Z][A-Za-z -]+ minutes", r"Policy", r"Glossary", r"On-call rota", r"Contact directory",
]
TITLE_RE = re.compile(r"^(?:" + "|".join(TITLE_TYPES) + r"): \S")
REQUIRED_KINDS = {
    "system": r"^System page:", "team": r"^Team page:", "supplier": r"^Supplier profile:",
    "site": r"^Site profile:", "incident": r"^Post-incident review INC-", "runbook": r"^Runbook RUN-",
    "change": r"^Change record CHG-", "minutes": r" minutes: ", "policy": r"^Policy:",
    "glossary": r"^Glossary:", "rota": r"^On-call rota:", "directory": r"^Contact directory:",
}


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue
        n += sum(1 for w in line.split() if WORD.search(w))
    return n


def contains(haystack, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, flags=re.IGNORECASE) is not None


def check_phones(text, where):
    for m in PHONE_LIKE.finditer(text):
        num = m.group(0).strip()
        digits = re.sub(r"[ -]", "", num).replace("+44", "0", 1)
        if not PHONE_OK.match(digits):
            err(f"{where}: phone-like number outside the drama ranges: {num!r}")


# ------------------------------------------------------------------ corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} pages, found {len(docs)}")
by_id = {}
titles = set()
n_prose = n_struct = n_sep_tables = n_nosep_tables = n_field_pages = 0
for i, d in enumerate(docs, 1):
    want = f"{PFX}-doc-{i:03d}"
    if set(d.keys()) != {"id", "title", "text"}:
        err(f"corpus line {i}: keys are {sorted(d.keys())}")
        continue
    if d["id"] != want:
        err(f"corpus line {i}: id {d['id']} (expected {want})")
    by_id[d["id"]] = d
    t, x = d["title"], d["text"]
    if not TITLE_RE.match(t):
        err(f"{d['id']}: title does not start with a page type and a colon: {t!r}")
    if t in titles:
        err(f"{d['id']}: duplicate title {t!r}")
    titles.add(t)
    if "\r" in x:
        err(f"{d['id']}: text contains carriage returns")
    n = words(x)
    if not 190 <= n <= 300:
        err(f"{d['id']}: {n} words (must be 190-300)")
    lines = x.split("\n")
    bullets = any(l.startswith("- ") for l in lines)
    table_lines = [l for l in lines if l.startswith("|")]
    sep = any(SEP_LINE.match(l) for l in lines)
    fields = sum(1 for l in lines if FIELD_LINE.match(l))
    if bullets or table_lines or fields:
        n_struct += 1
    else:
        n_prose += 1
    if table_lines and sep:
        n_sep_tables += 1
    if len(table_lines) >= 2 and not sep:
        n_nosep_tables += 1
    if fields >= 2:
        n_field_pages += 1
    check_phones(t + "\n" + x, d["id"])

for kind, pat in REQUIRED_KINDS.items():
    if not any(re.search(pat, t) for t in titles):
        err(f"corpus: no page of kind {kind}")
if not 13 <= n_prose <= 17:
    err(f"corpus: {n_prose} prose pages (about one third of {N_DOCS} expected, 13-17)")
if n_sep_tables < 5:
    err(f"corpus: only {n_sep_tables} pages with a separated pipe table (need >= 5)")
if n_nosep_tables < 3:
    err(f"corpus: only {n_nosep_tables} pages with an unseparated pipe table (need >= 3)")
if n_field_pages < 12:
    err(f"corpus: only {n_field_pages} pages with Field: value lines (need >= 12)")

# ------------------------------------------------------------------ questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err(f"questions: expected {N_QS}, found {len(qs)}")
counts = {k: 0 for k in TYPE_COUNTS}
n_comp = 0
seen_q = set()
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
for i, q in enumerate(qs, 1):
    want = f"{PFX}-q-{i:03d}"
    if set(q.keys()) != KEYS:
        err(f"question line {i}: keys are {sorted(q.keys())}")
        continue
    qid = q["id"]
    if qid != want:
        err(f"question line {i}: id {qid} (expected {want})")
    typ = q["type"]
    if typ not in TYPE_COUNTS:
        err(f"{qid}: unknown type {typ!r}")
        continue
    counts[typ] += 1
    text = q["question"].strip()
    if not text.endswith("?"):
        err(f"{qid}: question does not end with '?'")
    if text.lower() in seen_q:
        err(f"{qid}: duplicate question")
    seen_q.add(text.lower())
    note = q["note"]
    if not isinstance(note, str) or not note.strip():
        err(f"{qid}: empty note")
    elif "distractor" not in note.lower():
        err(f"{qid}: note does not name a distractor")
    ans, sup = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not isinstance(sup, list):
        err(f"{qid}: answers and supporting_ids must be lists")
        continue
    check_phones(text, qid)
    for a in ans:
        check_phones(a, qid + " answer")
    if typ == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue
    if not ans or not sup:
        err(f"{qid}: answers and supporting_ids must be non-empty")
        continue
    if len(set(a.lower() for a in ans)) != len(ans):
        err(f"{qid}: repeated answer variants")
    for s in sup:
        if s not in by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    a0 = ans[0]
    for a in ans:
        if not a.strip() or len(a) > 40:
            err(f"{qid}: answer {a!r} empty or longer than 40 characters")
    if a0.endswith(".") or len(a0.split()) > 7 or re.search(r"\b(is|are|was|were)\b", a0):
        err(f"{qid}: canonical answer looks like a sentence: {a0!r}")
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err(f"{qid}: multi_hop needs 2 or 3 supporting pages")
        target = [sup[-1]]
        hops = len(re.findall(r"\bHop \d", note))
        if hops < len(sup):
            err(f"{qid}: note gives {hops} hop(s) for {len(sup)} supporting pages")
    else:
        target = sup
    if not any(s in by_id and contains(by_id[s]["text"], a0) for s in target):
        err(f"{qid}: answer {a0!r} not found verbatim in {'last supporting page' if typ == 'multi_hop' else 'any supporting page'}")
    is_comp = typ == "multi_hop" and note.startswith("Comparison")
    if is_comp:
        n_comp += 1
        if " or " not in text or not contains(text, a0):
            err(f"{qid}: comparison question must offer the answer as one of 'X or Y'")
    else:
        for a in ans:
            if contains(text, a):
                err(f"{qid}: answer {a!r} leaks into the question")

for k, v in TYPE_COUNTS.items():
    if counts.get(k) != v:
        err(f"questions: {counts.get(k)} of type {k} (expected {v})")
if n_comp != N_COMPARISONS:
    err(f"questions: {n_comp} comparison multi_hop questions (expected {N_COMPARISONS})")
types = [q.get("type") for q in qs]
for i in range(len(types) - 2):
    if types[i] == types[i + 1] == types[i + 2]:
        err(f"questions: three consecutive {types[i]} at {qs[i].get('id')}")

if errors:
    for e in errors:
        print("FAIL:", e)
    print(f"{len(errors)} problem(s)")
    sys.exit(1)
print(f"OK: {len(docs)} pages ({n_struct} structured, {n_prose} prose; "
      f"{n_sep_tables} separated tables, {n_nosep_tables} unseparated tables, "
      f"{n_field_pages} Field: value pages); {len(qs)} questions "
      + ", ".join(f"{k} {v}" for k, v in counts.items())
      + f" ({n_comp} comparisons)")
