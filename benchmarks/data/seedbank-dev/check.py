#!/usr/bin/env python3
"""Standard-library validator for the seedbank-dev test set.

Usage: python3 check.py   (run from any directory; files are found next to this script)
Prints OK plus a short summary when every rule passes, otherwise lists the failures.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "SDB"
N_DOCS, N_QS = 45, 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
WORD_MIN, WORD_MAX = 190, 300

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    rows = []
    path = os.path.join(HERE, name)
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


# ---------------------------------------------------------------- helpers
SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+$")
TABLE_RE = re.compile(r"^\|.*\|$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9()'/&-]*(?: [A-Za-z0-9()'/&-]+){0,4}: \S")
PHONE_RE = re.compile(r"(?<![\d])(?:\+?\d[\d ()-]{8,}\d)(?![\d])")
ALLOWED_PHONE = re.compile(r"^(01632960\d{3}|07700900\d{3})$")
DATE_RE = re.compile(r"^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$")

TITLE_TYPES = [
    r"Glossary", r"System page", r"Team page", r"Supplier profile", r"Site profile",
    r"Post-incident review INC-\d{4}-\d{3}", r"Runbook RUN-\d{3}", r"Change record CHG-\d{4}-\d{3}",
    r"[A-Z][A-Za-z ]+ minutes", r"Policy", r"Service catalogue", r"On-call rota", r"Contact directory",
]
REQUIRED_TYPES = ["Glossary", "System page", "Team page", "Supplier profile", "Site profile",
                  "Post-incident review", "Runbook", "minutes", "Policy", "On-call rota", "Contact directory"]


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line.strip()):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(hay, needle):
    """Case-insensitive verbatim match, not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, flags=re.IGNORECASE) is not None


def page_kind(text):
    lines = [l.strip() for l in text.split("\n")]
    bullets = any(l.startswith("- ") for l in lines)
    table_lines = [l for l in lines if TABLE_RE.match(l)]
    has_sep = any(SEP_RE.match(l) for l in lines)
    fields = any(FIELD_RE.match(l) for l in lines)
    return {
        "bullets": bullets,
        "table": len(table_lines) >= 2,
        "table_sep": len(table_lines) >= 2 and has_sep,
        "table_nosep": len(table_lines) >= 2 and not has_sep,
        "fields": fields,
        "structured": bullets or len(table_lines) >= 2 or fields,
        "any_markup": bullets or bool(table_lines) or fields,
    }


def check_phones(label, text):
    for m in PHONE_RE.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if len(digits) < 10:
            continue
        if not ALLOWED_PHONE.match(digits):
            err(f"{label}: phone-like number outside drama ranges: {m.group(0)!r}")


# ---------------------------------------------------------------- corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} pages, found {len(docs)}")
by_id = {}
titles = Counter()
kinds = {}
for i, d in enumerate(docs, 1):
    exp = f"{PFX}-doc-{i:03d}"
    if set(d) != {"id", "title", "text"}:
        err(f"corpus line {i}: keys {sorted(d)} != ['id','text','title']")
        continue
    if d["id"] != exp:
        err(f"corpus line {i}: id {d['id']} != {exp}")
    by_id[d["id"]] = d
    t, x = d["title"], d["text"]
    titles[t] += 1
    m = re.match(r"^([^:]+): (\S.*)$", t)
    if not m:
        err(f"{d['id']}: title lacks 'Type: ...' form: {t!r}")
    else:
        prefix = m.group(1)
        if not any(re.fullmatch(p, prefix) for p in TITLE_TYPES):
            err(f"{d['id']}: unknown page type {prefix!r}")
        if prefix.endswith(" minutes") and not DATE_RE.match(m.group(2)):
            err(f"{d['id']}: minutes title must end with a date: {t!r}")
    if "\r" in x:
        err(f"{d['id']}: text contains carriage returns")
    if x != x.strip():
        err(f"{d['id']}: text has leading/trailing whitespace")
    n = words(x)
    if not WORD_MIN <= n <= WORD_MAX:
        err(f"{d['id']}: {n} words, outside {WORD_MIN}-{WORD_MAX}")
    k = page_kind(x)
    kinds[d["id"]] = k
    check_phones(d["id"], t + "\n" + x)

for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")
for rt in REQUIRED_TYPES:
    if not any(rt in t.split(":")[0] for t in titles):
        err(f"corpus: no page of type {rt!r}")

n_struct = sum(1 for k in kinds.values() if k["structured"])
n_prose = sum(1 for k in kinds.values() if not k["any_markup"])
n_sep = sum(1 for k in kinds.values() if k["table_sep"])
n_nosep = sum(1 for k in kinds.values() if k["table_nosep"])
n_fields = sum(1 for k in kinds.values() if k["fields"])
if n_struct + n_prose != len(docs):
    err("corpus: some page is neither cleanly structured nor clean prose")
if not 26 <= n_struct <= 34:
    err(f"corpus: {n_struct} structured pages; expected about two thirds (26-34)")
if not 11 <= n_prose <= 19:
    err(f"corpus: {n_prose} prose pages; expected about one third (11-19)")
if n_sep < 5:
    err(f"corpus: only {n_sep} pages with a |---| table (need >= 5)")
if n_nosep < 3:
    err(f"corpus: only {n_nosep} pages with a table without separator (need >= 3)")
if n_fields < 12:
    err(f"corpus: only {n_fields} pages with Field: value lines (need >= 12)")

# ---------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err(f"questions: expected {N_QS}, found {len(qs)}")
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
seen_q = Counter()
n_comp = 0
for i, q in enumerate(qs, 1):
    exp = f"{PFX}-q-{i:03d}"
    if set(q) != KEYS:
        err(f"question line {i}: keys {sorted(q)} != {sorted(KEYS)}")
        continue
    qid = q["id"]
    if qid != exp:
        err(f"question line {i}: id {qid} != {exp}")
    typ = q["type"]
    types[typ] += 1
    if typ not in TYPE_COUNTS:
        err(f"{qid}: unknown type {typ}")
    text, ans, sup, note = q["question"], q["answers"], q["supporting_ids"], q["note"]
    seen_q[text.lower()] += 1
    check_phones(qid, text)
    if not isinstance(ans, list) or not isinstance(sup, list):
        err(f"{qid}: answers and supporting_ids must be lists")
        continue
    if not text.strip().endswith("?"):
        err(f"{qid}: question should end with '?'")
    if not note.strip():
        err(f"{qid}: empty note")
    if "distractor" not in note.lower():
        err(f"{qid}: note does not name the distractor")
    if typ == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        if "near miss" not in note.lower():
            err(f"{qid}: out_of_scope note should describe the near miss")
        continue
    if not ans:
        err(f"{qid}: no answers")
        continue
    if not sup:
        err(f"{qid}: no supporting_ids")
        continue
    for s in sup:
        if s not in by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if len(set(sup)) != len(sup):
        err(f"{qid}: duplicate supporting ids")
    if typ == "single_hop" and len(sup) != 1:
        err(f"{qid}: single_hop needs exactly one supporting page")
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err(f"{qid}: multi_hop needs 2 or 3 supporting pages")
        for h in range(1, len(sup) + 1):
            if f"Hop {h}:" not in note:
                err(f"{qid}: multi_hop note lacks 'Hop {h}:' intermediate answer")
    a0 = ans[0]
    if not isinstance(a0, str) or not a0.strip():
        err(f"{qid}: answers[0] empty")
        continue
    if len(a0) > 40:
        err(f"{qid}: answers[0] longer than 40 characters: {a0!r}")
    if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 6:
        err(f"{qid}: answers[0] looks like a sentence: {a0!r}")
    if any((not isinstance(a, str)) or not a.strip() for a in ans):
        err(f"{qid}: empty answer variant")
    last = by_id.get(sup[-1])
    if last and not contains(last["text"], a0):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in {sup[-1]}")
    is_comp = note.startswith("Comparison")
    if is_comp:
        n_comp += 1
        if typ != "multi_hop":
            err(f"{qid}: comparison must be multi_hop")
        if " or " not in text:
            err(f"{qid}: comparison question must be 'X or Y'")
        if not contains(text, a0):
            err(f"{qid}: comparison answer must be one of the two options named in the question")
        if len(sup) != 2:
            err(f"{qid}: comparison must span exactly two pages")
    else:
        for a in ans:
            if contains(text, a):
                err(f"{qid}: answer {a!r} leaks into the question")

for t, c in seen_q.items():
    if c > 1:
        err(f"questions: duplicate question {t!r}")
for t, c in TYPE_COUNTS.items():
    if types[t] != c:
        err(f"questions: type {t} has {types[t]}, expected {c}")
if n_comp != N_COMPARISONS:
    err(f"questions: {n_comp} comparisons, expected {N_COMPARISONS}")
for i in range(2, len(qs)):
    if qs[i].get("type") == qs[i - 1].get("type") == qs[i - 2].get("type"):
        err(f"questions: three in a row of type {qs[i]['type']} ending at {qs[i].get('id')}")

# ---------------------------------------------------------------- report
if errors:
    for e in errors:
        print("FAIL:", e)
    print(f"{len(errors)} problem(s)")
    sys.exit(1)
wc = [words(d["text"]) for d in docs]
print(f"OK: {len(docs)} pages ({min(wc)}-{max(wc)} words; {n_struct} structured, {n_prose} prose; "
      f"{n_sep} with |---| tables, {n_nosep} with tables without separator, {n_fields} with Field: value lines); "
      f"{len(qs)} questions ({', '.join(f'{t} {types[t]}' for t in TYPE_COUNTS)}; {n_comp} comparisons)")
