#!/usr/bin/env python3
"""Validator for the fm (food manufacturing IT/OT wiki) QA test set.

Usage: python3 check.py [directory]   (defaults to the directory of this file)
Exits 0 and prints "OK" when every check passes; otherwise lists the failures.
"""
import json
import os
import re
import sys
from collections import Counter

BASE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORDS_MIN, WORDS_MAX = 250, 320
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
N_QUESTIONS = sum(TYPE_COUNTS.values())
DOC_ID_RE = re.compile(r"^fm-doc-\d{3}$")
Q_ID_RE = re.compile(r"^fm-q-\d{3}$")
SEP_RE = re.compile(r"^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*(:?-{3,}:?)?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z ()/-]{1,40}: \S")
PHONE_RE = re.compile(r"\b0\d{3,4} ?\d{6}\b")
ALLOWED_PHONE_RE = re.compile(r"^(01632 ?960\d{3}|07700 ?900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def word_count(text):
    """Whitespace tokens containing a letter or digit; |---| separator lines skipped."""
    n = 0
    for line in text.splitlines():
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def is_structured(text):
    return any(re.match(r"^\s*(- |\|)", line) for line in text.splitlines())


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
docs = load_jsonl(os.path.join(BASE, "corpus.jsonl"))
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")

doc_by_id = {}
structured = prose = 0
with_sep = without_sep = field_docs = 0
for i, d in enumerate(docs, 1):
    if set(d) != {"id", "title", "text"}:
        err(f"doc #{i}: keys must be id/title/text, got {sorted(d)}")
        continue
    did = d["id"]
    if not DOC_ID_RE.match(did):
        err(f"doc #{i}: bad id {did!r}")
    if did != "fm-doc-%03d" % i:
        err(f"doc #{i}: id {did} out of sequence")
    if did in doc_by_id:
        err(f"duplicate doc id {did}")
    doc_by_id[did] = d
    if not d["title"].strip() or not d["text"].strip():
        err(f"{did}: empty title or text")
    wc = word_count(d["text"])
    if not WORDS_MIN <= wc <= WORDS_MAX:
        err(f"{did}: {wc} words, outside {WORDS_MIN}-{WORDS_MAX}")
    if is_structured(d["text"]):
        structured += 1
        lines = d["text"].splitlines()
        table_lines = [l for l in lines if l.lstrip().startswith("|")]
        if table_lines:
            if any(SEP_RE.match(l) for l in table_lines):
                with_sep += 1
            else:
                without_sep += 1
    else:
        prose += 1
    if sum(1 for l in d["text"].splitlines() if FIELD_RE.match(l)) >= 3:
        field_docs += 1
    for m in PHONE_RE.finditer(d["title"] + "\n" + d["text"]):
        if not ALLOWED_PHONE_RE.match(m.group(0)):
            err(f"{did}: phone-like number {m.group(0)!r} outside 01632 960xxx / 07700 900xxx")

if len({d["title"] for d in docs}) != len(docs):
    err("corpus: duplicate titles")
if structured != N_STRUCTURED or prose != N_PROSE:
    err(f"corpus: expected {N_STRUCTURED} structured / {N_PROSE} prose, "
        f"found {structured} / {prose}")
if with_sep < 1 or without_sep < 1:
    err(f"corpus: need tables both with and without |---| separator "
        f"(with={with_sep}, without={without_sep})")
if field_docs < 3:
    err(f"corpus: expected several documents with 'Field: value' lines, found {field_docs}")

texts_lower = {k: v["text"].lower() for k, v in doc_by_id.items()}

# ---------------------------------------------------------------- questions
qs = load_jsonl(os.path.join(BASE, "questions.jsonl"))
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
seen_ids, seen_text = set(), set()
types = Counter()
for i, q in enumerate(qs, 1):
    if set(q) != KEYS:
        err(f"question #{i}: keys must be {sorted(KEYS)}, got {sorted(q)}")
        continue
    qid = q["id"]
    if not Q_ID_RE.match(qid) or qid != "fm-q-%03d" % i:
        err(f"question #{i}: bad or out-of-sequence id {qid!r}")
    if qid in seen_ids:
        err(f"duplicate question id {qid}")
    seen_ids.add(qid)
    qtext = q["question"].strip()
    key = re.sub(r"\s+", " ", qtext.lower())
    if key in seen_text:
        err(f"{qid}: duplicate question text")
    seen_text.add(key)
    if not qtext.endswith("?"):
        err(f"{qid}: question should end with '?'")
    t = q["type"]
    types[t] += 1
    if t not in TYPE_COUNTS:
        err(f"{qid}: unknown type {t!r}")
    if not isinstance(q["note"], str) or len(q["note"].strip()) < 15:
        err(f"{qid}: note missing or too short")
    answers, sup = q["answers"], q["supporting_ids"]
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list):
        err(f"{qid}: supporting_ids must be a list")
        continue
    if len(set(answers)) != len(answers):
        err(f"{qid}: duplicate answer variants")
    if len(set(sup)) != len(sup):
        err(f"{qid}: duplicate supporting ids")
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")

    if t == "out_of_scope":
        if answers or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue

    if not answers:
        err(f"{qid}: answerable question with no answers")
        continue
    if not sup:
        err(f"{qid}: answerable question with no supporting ids")
        continue
    if t == "single_hop" and len(sup) != 1:
        err(f"{qid}: single_hop should cite exactly one document")
    if t == "multi_hop" and len(sup) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids")

    a0 = answers[0].strip()
    # canonical answer is short, never a sentence
    if len(a0.split()) > 6 or a0.endswith("."):
        err(f"{qid}: answers[0] {a0!r} looks like a sentence")
    # verbatim in a supporting document
    if not any(a0.lower() in texts_lower[s] for s in sup if s in texts_lower):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in supporting docs {sup}")
    # not leaked in the question (except 'X or Y' comparisons)
    if a0.lower() in qtext.lower():
        comparison = t == "multi_hop" and re.search(r"\bor\b", qtext)
        if not comparison:
            err(f"{qid}: answers[0] {a0!r} appears in the question text")

for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err(f"questions: expected {n} {t}, found {types[t]}")

for i in range(len(qs) - 2):
    if qs[i].get("type") == qs[i + 1].get("type") == qs[i + 2].get("type"):
        err(f"questions: three consecutive {qs[i]['type']} at {qs[i]['id']}..{qs[i + 2]['id']}")

# ---------------------------------------------------------------- report
if errors:
    print(f"FAILED: {len(errors)} problem(s)")
    for e in errors:
        print(" -", e)
    sys.exit(1)

print(f"OK: {len(docs)} documents ({structured} structured, {prose} prose; "
      f"word counts {min(word_count(d['text']) for d in docs)}-"
      f"{max(word_count(d['text']) for d in docs)}), "
      f"{len(qs)} questions {dict(sorted(types.items()))}")
