#!/usr/bin/env python3
"""Validator for the FIRE question-answering test set.

Usage: python3 check.py [directory]   (default: directory of this file)
Exits 0 and prints PASS when every check succeeds; otherwise lists the
failures and exits 1.
"""
import json, os, re, sys
from collections import Counter

DIR = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
errors = []

def err(msg):
    errors.append(msg)

# ---------------------------------------------------------------- helpers
SEP_LINE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")

def word_count(text):
    """A word is a whitespace token containing a letter or digit.
    Separator lines such as |---|---| are skipped; bare pipes have no
    letter or digit and so never count."""
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n

def is_structured(text):
    lines = text.split("\n")
    bullets = sum(1 for l in lines if l.startswith("- "))
    table = sum(1 for l in lines if l.strip().startswith("|"))
    return bullets >= 2 or table >= 2

def has_sep_table(text):
    return any(SEP_LINE.match(l) and "|" in l for l in text.split("\n"))

def has_plain_table(text):
    """A pipe table where the header is NOT followed by a |---| line."""
    lines = text.split("\n")
    for i, l in enumerate(lines):
        if l.strip().startswith("|") and (i == 0 or not lines[i - 1].strip().startswith("|")):
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            if nxt.strip().startswith("|") and not SEP_LINE.match(nxt):
                return True
    return False

FIELD_LINE = re.compile(r"^[A-Z][A-Za-z ()/-]{1,40}: \S")

def field_lines(text):
    return sum(1 for l in text.split("\n") if FIELD_LINE.match(l))

def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {ln}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {ln}: bad JSON ({e})")
    return rows

# ---------------------------------------------------------------- corpus
corpus = load_jsonl(os.path.join(DIR, "corpus.jsonl"))
docs = {}
if len(corpus) != 36:
    err(f"corpus: expected 36 documents, found {len(corpus)}")
structured = prose = sep_tables = plain_tables = field_docs = 0
for i, d in enumerate(corpus, 1):
    if set(d) != {"id", "title", "text"}:
        err(f"corpus row {i}: keys {sorted(d)} != ['id','text','title']")
        continue
    did = d["id"]
    if not re.fullmatch(r"FIRE-doc-\d{3}", did):
        err(f"{did}: id does not match FIRE-doc-NNN")
    if did in docs:
        err(f"{did}: duplicate document id")
    if not d["title"].strip() or not d["text"].strip():
        err(f"{did}: empty title or text")
    docs[did] = d
    wc = word_count(d["text"])
    if not 250 <= wc <= 320:
        err(f"{did}: {wc} words, outside 250-320")
    if is_structured(d["text"]):
        structured += 1
        sep_tables += has_sep_table(d["text"])
        plain_tables += has_plain_table(d["text"])
        field_docs += field_lines(d["text"]) >= 4
    else:
        prose += 1
if structured != 24 or prose != 12:
    err(f"corpus: expected 24 structured + 12 prose, found {structured} + {prose}")
if sep_tables < 2:
    err(f"corpus: only {sep_tables} documents with |---| tables")
if plain_tables < 2:
    err(f"corpus: only {plain_tables} documents with tables lacking a |---| separator")
if field_docs < 3:
    err(f"corpus: only {field_docs} documents with 'Field: value' blocks")
titles = Counter(d["title"] for d in corpus)
for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")

# ---------------------------------------------------------------- questions
questions = load_jsonl(os.path.join(DIR, "questions.jsonl"))
EXPECTED = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
if len(questions) != 70:
    err(f"questions: expected 70, found {len(questions)}")
seen_ids, seen_q = set(), set()
types = []
for i, q in enumerate(questions, 1):
    if set(q) != KEYS:
        err(f"question row {i}: keys {sorted(q)} != {sorted(KEYS)}")
        continue
    qid, text, ans, sup, qt, note = (q[k] for k in ["id", "question", "answers", "supporting_ids", "type", "note"])
    types.append(qt)
    if not re.fullmatch(r"FIRE-q-\d{3}", qid):
        err(f"{qid}: id does not match FIRE-q-NNN")
    if qid in seen_ids:
        err(f"{qid}: duplicate question id")
    seen_ids.add(qid)
    norm = " ".join(text.lower().split())
    if norm in seen_q:
        err(f"{qid}: duplicate question text")
    seen_q.add(norm)
    if qt not in EXPECTED:
        err(f"{qid}: unknown type {qt!r}")
    if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or len(set(sup)) != len(sup):
        err(f"{qid}: supporting_ids must be a list without repeats")
        continue
    if not isinstance(note, str) or len(note.strip()) < 15:
        err(f"{qid}: note missing or too short")
    if not text.strip().endswith("?"):
        err(f"{qid}: question should end with '?'")
    for s in sup:
        if s not in docs:
            err(f"{qid}: supporting id {s} not in corpus")
    if qt == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue
    if not ans or not sup:
        err(f"{qid}: answerable question needs answers and supporting_ids")
        continue
    if qt == "multi_hop" and len(sup) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids")
    a0 = ans[0]
    # canonical answer must be short, not a sentence
    if len(a0.split()) > 6 or a0.rstrip().endswith("."):
        err(f"{qid}: answers[0] {a0!r} looks like a sentence")
    low = a0.lower()
    if not any(low in docs[s]["text"].lower() for s in sup if s in docs):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting doc")
    # for multi-hop, the final hop should hold the answer
    if qt == "multi_hop" and sup[-1] in docs and low not in docs[sup[-1]]["text"].lower():
        err(f"{qid}: answers[0] {a0!r} not in the last hop {sup[-1]}")
    # leakage: answer may appear in the question only as an 'X or Y' option
    ql = text.lower()
    for a in ans:
        al = a.lower()
        if re.search(r"(?<![a-z0-9])" + re.escape(al) + r"(?![a-z0-9])", ql):
            opt = re.search(re.escape(al) + r"\s+or\s|\sor\s+" + re.escape(al), ql)
            if not opt:
                err(f"{qid}: answer {a!r} leaks into question text")

cnt = Counter(types)
for t, n in EXPECTED.items():
    if cnt.get(t, 0) != n:
        err(f"questions: type {t} has {cnt.get(t, 0)}, expected {n}")
for i in range(2, len(types)):
    if types[i] == types[i - 1] == types[i - 2]:
        err(f"questions: three consecutive {types[i]} ending at position {i + 1}")
ids = [q.get("id") for q in questions]
if ids != [f"FIRE-q-{i:03d}" for i in range(1, len(questions) + 1)]:
    err("questions: ids are not sequential FIRE-q-001..")
dids = [d.get("id") for d in corpus]
if dids != [f"FIRE-doc-{i:03d}" for i in range(1, len(corpus) + 1)]:
    err("corpus: ids are not sequential FIRE-doc-001..")

# ---------------------------------------------------------------- report
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print(" -", e)
    sys.exit(1)
wcs = [word_count(d["text"]) for d in corpus]
print(f"PASS: {len(corpus)} docs ({structured} structured, {prose} prose; "
      f"words {min(wcs)}-{max(wcs)}, {sep_tables} with |---| tables, {plain_tables} with plain tables, "
      f"{field_docs} with Field: value blocks); {len(questions)} questions {dict(cnt)}")
