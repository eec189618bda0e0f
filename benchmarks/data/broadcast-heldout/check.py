#!/usr/bin/env python3
"""Validator for the Northfold Regional Broadcasting QA test set.

Usage: python3 check.py [directory]   (default: the directory holding this file)
Exits 0 and prints "OK" when every check passes; otherwise lists every failure and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

BASE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(BASE, "corpus.jsonl")
QUESTIONS = os.path.join(BASE, "questions.jsonl")

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
MAX_ANSWER_WORDS = 6
# Strings whose absence keeps the out-of-scope questions unanswerable.
MUST_NOT_APPEAR = ["INC-2305", "@", "P5", "17 February", "serial", "postcode"]

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    """A word is a whitespace token containing a letter or digit.
    Lone table pipes and |---| separator lines therefore never count."""
    return [t for t in text.split() if re.search(r"[A-Za-z0-9]", t)]


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {n}: invalid JSON ({e})")
    return rows


# ---------------------------------------------------------------- corpus
docs = load_jsonl(CORPUS)
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")

doc_by_id = {}
titles = Counter()
n_struct = n_prose = 0
n_sep_tables = n_nosep_tables = n_field_docs = n_bullet_docs = 0
for i, dct in enumerate(docs, 1):
    if set(dct) != {"id", "title", "text"}:
        err(f"corpus row {i}: keys must be id, title, text (got {sorted(dct)})")
        continue
    did = dct["id"]
    if did != f"bc-doc-{i:03d}":
        err(f"corpus row {i}: id {did!r} should be bc-doc-{i:03d}")
    if did in doc_by_id:
        err(f"corpus: duplicate id {did}")
    doc_by_id[did] = dct
    if not isinstance(dct["title"], str) or not dct["title"].strip():
        err(f"{did}: empty title")
    titles[dct["title"].strip().lower()] += 1
    text = dct["text"]
    n = len(words(text))
    if not WORD_MIN <= n <= WORD_MAX:
        err(f"{did}: {n} words, outside {WORD_MIN}-{WORD_MAX}")

    lines = [ln.rstrip() for ln in text.split("\n")]
    bullets = [ln for ln in lines if re.match(r"^\s*- \S", ln)]
    table_rows = [ln for ln in lines if ln.strip().startswith("|")]
    sep_rows = [ln for ln in table_rows if re.fullmatch(r"\|(\s*:?-{3,}:?\s*\|)+", ln.strip())]
    field_rows = [ln for ln in lines if re.match(r"^[A-Z][A-Za-z ,()/-]{1,40}: \S", ln)]
    structured = bool(bullets or table_rows or len(field_rows) >= 3)
    if structured:
        n_struct += 1
    else:
        n_prose += 1
    if bullets:
        n_bullet_docs += 1
    if len(field_rows) >= 3:
        n_field_docs += 1
    # count tables with and without separator lines
    blocks, cur = [], []
    for ln in lines:
        if ln.strip().startswith("|"):
            cur.append(ln)
        elif cur:
            blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    for b in blocks:
        if any(re.fullmatch(r"\|(\s*:?-{3,}:?\s*\|)+", r.strip()) for r in b):
            n_sep_tables += 1
        else:
            n_nosep_tables += 1
    # every table row in a block should have the same number of cells
    for b in blocks:
        widths = {r.strip().count("|") for r in b}
        if len(widths) != 1:
            err(f"{did}: table with ragged rows {sorted(widths)}")

dup_titles = [t for t, c in titles.items() if c > 1]
if dup_titles:
    err(f"corpus: duplicate titles {dup_titles}")
if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err(f"corpus: {n_struct} structured / {n_prose} prose, expected {N_STRUCTURED} / {N_PROSE}")
if n_sep_tables < 1:
    err("corpus: no pipe table with a |---| separator")
if n_nosep_tables < 1:
    err("corpus: no pipe table without a separator")
if n_field_docs < 3:
    err(f"corpus: only {n_field_docs} documents with Field: value lines (want >= 3)")
if n_bullet_docs < 3:
    err(f"corpus: only {n_bullet_docs} documents with bullet lists (want >= 3)")

all_text = "\n".join(d["title"] + "\n" + d["text"] for d in docs)
for s in MUST_NOT_APPEAR:
    if s.lower() in all_text.lower():
        err(f"corpus: {s!r} appears, which would make an out-of-scope question answerable")

# ---------------------------------------------------------------- questions
qs = load_jsonl(QUESTIONS)
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
seen_ids, seen_text = set(), set()
n_comparisons = 0
types = []
for i, q in enumerate(qs, 1):
    if set(q) != KEYS:
        err(f"question row {i}: keys must be {sorted(KEYS)} (got {sorted(q)})")
        continue
    qid = q["id"]
    if qid != f"bc-q-{i:03d}":
        err(f"question row {i}: id {qid!r} should be bc-q-{i:03d}")
    if qid in seen_ids:
        err(f"questions: duplicate id {qid}")
    seen_ids.add(qid)
    qtext = q["question"]
    if not isinstance(qtext, str) or not qtext.strip().endswith("?"):
        err(f"{qid}: question must be a string ending in '?'")
    key = re.sub(r"\s+", " ", qtext.strip().lower())
    if key in seen_text:
        err(f"{qid}: duplicate question text")
    seen_text.add(key)
    t = q["type"]
    types.append(t)
    if t not in TYPE_COUNTS:
        err(f"{qid}: unknown type {t!r}")
    if not isinstance(q["note"], str) or len(q["note"].strip()) < 15:
        err(f"{qid}: note missing or too short")
    ans, sup = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err(f"{qid}: supporting_ids must be a list of strings")
        continue
    if len(set(a.lower() for a in ans)) != len(ans):
        err(f"{qid}: duplicate answer variants")
    if len(set(sup)) != len(sup):
        err(f"{qid}: duplicate supporting ids")

    if t == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue

    if not ans:
        err(f"{qid}: answers empty for answerable question")
        continue
    if not sup:
        err(f"{qid}: supporting_ids empty for answerable question")
        continue
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if t == "multi_hop" and len(sup) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids")
    canon = ans[0]
    if len(words(canon)) > MAX_ANSWER_WORDS:
        err(f"{qid}: canonical answer too long ({canon!r})")
    if canon.rstrip().endswith("."):
        err(f"{qid}: canonical answer looks like a sentence ({canon!r})")
    if not any(canon.lower() in doc_by_id[s]["text"].lower() for s in sup if s in doc_by_id):
        err(f"{qid}: answers[0] {canon!r} not found verbatim in any supporting document")
    # leakage: no answer variant may appear in the question, except that the
    # answer of an "X or Y" comparison is one of the two options named next to "or"
    ql = qtext.lower()
    cl = canon.lower()
    is_comparison = False
    if " or " in ql and cl in ql:
        orpos = ql.find(" or ")
        apos = ql.find(cl)
        before_ok = apos < orpos and orpos - (apos + len(cl)) <= 40
        after_ok = apos > orpos and apos - (orpos + 4) <= 40
        is_comparison = t == "multi_hop" and (before_ok or after_ok)
        if not is_comparison:
            err(f"{qid}: answer {canon!r} appears in the question but not as an 'X or Y' option")
    if is_comparison:
        n_comparisons += 1
    for a in ans:
        if a.lower() not in ql:
            continue
        if a == canon and " or " in ql:
            continue  # allowed comparison option, or already reported just above
        err(f"{qid}: answer {a!r} leaks into the question text")

counts = Counter(types)
for t, n in TYPE_COUNTS.items():
    if counts.get(t, 0) != n:
        err(f"questions: {counts.get(t, 0)} of type {t}, expected {n}")
for i in range(2, len(types)):
    if types[i] == types[i - 1] == types[i - 2]:
        err(f"questions: three consecutive {types[i]} at bc-q-{i-1:03d}..bc-q-{i+1:03d}")

# ---------------------------------------------------------------- report
print(f"corpus: {len(docs)} docs ({n_struct} structured, {n_prose} prose; "
      f"{n_sep_tables} tables with separator, {n_nosep_tables} without, "
      f"{n_field_docs} docs with Field: value lines)")
wc = [len(words(d["text"])) for d in docs]
if wc:
    print(f"words per doc: min {min(wc)}, max {max(wc)}, total {sum(wc)}")
print("questions:", len(qs), dict(sorted(counts.items())), f"({n_comparisons} X-or-Y comparisons)")
if errors:
    print(f"\n{len(errors)} problem(s):")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK")
