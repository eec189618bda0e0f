#!/usr/bin/env python3
"""Standard-library validator for the parks-dev test set (NPA prefix).

Run from any directory: python3 check.py
Prints OK when every rule passes, otherwise one line per problem.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "NPA"
N_DOCS, N_QS = 45, 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
WORD_MIN, WORD_MAX = 190, 300
STRUCT_MIN, STRUCT_MAX = 27, 33          # "about two thirds" of 45
MIN_SEP_TABLE_PAGES, MIN_NOSEP_TABLE_PAGES, MIN_FIELD_PAGES = 5, 3, 12
MAX_ANSWER_CHARS, MAX_ANSWER_WORDS = 40, 6

errors = []


def err(msg):
    errors.append(msg)


SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'.,-]{0,40}: \S")
TITLE_RE = re.compile(r"^[A-Z][^:]{2,80}: \S")
PHONE_RE = re.compile(r"(?<![\d])(?:\+44\s?\(?0?\)?\s?|0)\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}(?![\d])")
ALLOWED_PHONE_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def page_features(text):
    lines = text.split("\n")
    bullets = [l for l in lines if l.startswith("- ")]
    pipes = [l for l in lines if l.lstrip().startswith("|")]
    seps = [l for l in pipes if SEP_RE.match(l)]
    fields = [l for l in lines if FIELD_RE.match(l) and not l.startswith("- ") and not l.lstrip().startswith("|")]
    return {
        "bullets": len(bullets),
        "table_rows": len(pipes) - len(seps),
        "seps": len(seps),
        "fields": len(fields),
    }


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


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


# ---------------------------------------------------------------- corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: {len(docs)} pages, expected {N_DOCS}")
titles = Counter()
doc_by_id = {}
n_struct = n_prose = n_sep_pages = n_nosep_pages = n_field_pages = 0
for i, d in enumerate(docs, 1):
    want = f"{PFX}-doc-{i:03d}"
    if set(d.keys()) != {"id", "title", "text"}:
        err(f"{want}: keys {sorted(d.keys())}")
        continue
    if d["id"] != want:
        err(f"corpus line {i}: id {d['id']} expected {want}")
    doc_by_id[d["id"]] = d
    t, x = d["title"], d["text"]
    titles[t] += 1
    if not TITLE_RE.match(t):
        err(f"{d['id']}: title does not start with a page type and colon: {t!r}")
    if "\r" in x:
        err(f"{d['id']}: contains carriage returns")
    wc = words(x)
    if not WORD_MIN <= wc <= WORD_MAX:
        err(f"{d['id']}: {wc} words (need {WORD_MIN}-{WORD_MAX})")
    f = page_features(x)
    structured = f["bullets"] > 0 or f["table_rows"] > 0 or f["fields"] > 0
    if structured:
        n_struct += 1
    else:
        n_prose += 1
        if x.count("\n\n") < 2:
            err(f"{d['id']}: prose page has fewer than three paragraphs")
    if f["table_rows"] >= 2 and f["seps"] >= 1:
        n_sep_pages += 1
    if f["table_rows"] >= 2 and f["seps"] == 0:
        n_nosep_pages += 1
    if f["fields"] >= 2:
        n_field_pages += 1
    for m in PHONE_RE.finditer(x + "\n" + t):
        num = re.sub(r"\s+", " ", m.group(0).strip())
        if not ALLOWED_PHONE_RE.match(num):
            err(f"{d['id']}: phone-like number outside the drama ranges: {m.group(0)!r}")
for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")
if not STRUCT_MIN <= n_struct <= STRUCT_MAX:
    err(f"corpus: {n_struct} structured pages (need {STRUCT_MIN}-{STRUCT_MAX}); prose {n_prose}")
if n_sep_pages < MIN_SEP_TABLE_PAGES:
    err(f"corpus: {n_sep_pages} pages with a |---| table (need >= {MIN_SEP_TABLE_PAGES})")
if n_nosep_pages < MIN_NOSEP_TABLE_PAGES:
    err(f"corpus: {n_nosep_pages} pages with a table without separator (need >= {MIN_NOSEP_TABLE_PAGES})")
if n_field_pages < MIN_FIELD_PAGES:
    err(f"corpus: {n_field_pages} pages with Field: value lines (need >= {MIN_FIELD_PAGES})")

# ---------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err(f"questions: {len(qs)} rows, expected {N_QS}")
QKEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
n_comp = 0
seen_q = set()
for i, q in enumerate(qs, 1):
    want = f"{PFX}-q-{i:03d}"
    if set(q.keys()) != QKEYS:
        err(f"{want}: keys {sorted(q.keys())}")
        continue
    qid = q["id"]
    if qid != want:
        err(f"questions line {i}: id {qid} expected {want}")
    typ, text, ans, sup, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
    types[typ] += 1
    if typ not in TYPE_COUNTS:
        err(f"{qid}: unknown type {typ}")
        continue
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err(f"{qid}: question should be a string ending with '?'")
    if text.lower() in seen_q:
        err(f"{qid}: duplicate question text")
    seen_q.add(text.lower())
    if not isinstance(ans, list) or not isinstance(sup, list):
        err(f"{qid}: answers and supporting_ids must be lists")
        continue
    if not isinstance(note, str) or len(note) < 20:
        err(f"{qid}: note missing or too short")
    elif "distractor" not in note.lower():
        err(f"{qid}: note does not name a distractor")
    if typ == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        if "near miss" not in note.lower() and "general knowledge" not in note.lower():
            err(f"{qid}: out_of_scope note should describe the near miss")
        continue
    if not ans or not sup:
        err(f"{qid}: answers and supporting_ids must be non-empty")
        continue
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    a0 = ans[0]
    if not isinstance(a0, str) or not a0.strip():
        err(f"{qid}: answers[0] empty")
        continue
    if len(a0) > MAX_ANSWER_CHARS or a0.rstrip().endswith(".") or len(a0.split()) > MAX_ANSWER_WORDS:
        err(f"{qid}: answers[0] is not a short answer: {a0!r}")
    for a in ans:
        if not isinstance(a, str) or len(a) > MAX_ANSWER_CHARS:
            err(f"{qid}: answer variant too long or not a string: {a!r}")
    comparison = typ == "multi_hop" and note.startswith("Comparison")
    if comparison:
        n_comp += 1
        if " or " not in text.lower():
            err(f"{qid}: comparison question has no 'X or Y'")
        if not contains(text, a0):
            err(f"{qid}: comparison answer is not one of the two options in the question")
    else:
        for a in ans:
            if contains(text, a):
                err(f"{qid}: answer {a!r} leaks into the question")
    if typ == "multi_hop":
        if len(sup) < 2 or len(sup) > 3:
            err(f"{qid}: multi_hop needs 2 or 3 supporting pages")
        if "hop 1" not in note.lower() or "hop 2" not in note.lower():
            err(f"{qid}: multi_hop note should give each hop's intermediate answer")
        target = [sup[-1]]
    else:
        target = sup
    if all(s in doc_by_id for s in sup):
        if not any(contains(doc_by_id[s]["text"], a0) for s in target):
            where = "last supporting page" if typ == "multi_hop" else "any supporting page"
            err(f"{qid}: answers[0] {a0!r} not found verbatim in {where}")

for t, c in TYPE_COUNTS.items():
    if types[t] != c:
        err(f"questions: {types[t]} of type {t}, expected {c}")
if n_comp != N_COMPARISONS:
    err(f"questions: {n_comp} comparison multi_hop questions, expected {N_COMPARISONS}")
seq = [q.get("type") for q in qs]
for i in range(len(seq) - 2):
    if seq[i] == seq[i + 1] == seq[i + 2]:
        err(f"questions: three consecutive {seq[i]} at positions {i + 1}-{i + 3}")

if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print(f"OK: {len(docs)} pages ({n_struct} structured, {n_prose} prose; "
      f"{n_sep_pages} with |---| tables, {n_nosep_pages} with tables without separator, "
      f"{n_field_pages} with Field: value lines), {len(qs)} questions "
      + ", ".join(f"{t} {types[t]}" for t in TYPE_COUNTS) + f" ({n_comp} comparisons)")
