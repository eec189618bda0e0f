#!/usr/bin/env python3
"""Validator for the Harrowfell wind-farm QA set (corpus.jsonl + questions.jsonl).

Usage: python3 check.py [directory]   (default: the directory holding this file)
Exit status 0 when every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = sys.argv[1] if len(sys.argv) > 1 else HERE

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    """A word is a whitespace token containing a letter or digit.
    Table pipes, |---| separators and bullet dashes therefore do not count."""
    return [t for t in text.split() if re.search(r"[A-Za-z0-9]", t)]


def is_structured(text):
    return any(l.lstrip().startswith(("- ", "|")) for l in text.splitlines())


def norm(s):
    return re.sub(r"\s+", " ", s.strip().lower())


def contains_token(haystack, needle):
    """Case-insensitive match of needle not glued to letters/digits on either side."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.strip()) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, flags=re.IGNORECASE) is not None


def load_jsonl(path, label):
    rows = []
    if not os.path.exists(path):
        err(f"{label}: file missing: {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{label}: blank line {n}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{label}: line {n} is not valid JSON ({e})")
    return rows


# ---------------------------------------------------------------- corpus
docs = load_jsonl(os.path.join(BASE, "corpus.jsonl"), "corpus")
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")

doc_by_id = {}
titles = Counter()
n_struct = n_prose = 0
n_sep_tables = n_plain_tables = n_field_docs = 0
wc_list = []
for i, d in enumerate(docs, 1):
    if set(d) != DOC_KEYS:
        err(f"corpus line {i}: keys {sorted(d)} != {sorted(DOC_KEYS)}")
        continue
    did = d["id"]
    if not re.fullmatch(r"wf-doc-\d{3}", did):
        err(f"corpus: bad id format {did!r}")
    if did != f"wf-doc-{i:03d}":
        err(f"corpus: id {did} out of sequence at line {i}")
    if did in doc_by_id:
        err(f"corpus: duplicate id {did}")
    doc_by_id[did] = d
    if not d["title"].strip() or not d["text"].strip():
        err(f"corpus: {did} has empty title or text")
    titles[norm(d["title"])] += 1
    wc = len(words(d["text"]))
    wc_list.append(wc)
    if not WORD_MIN <= wc <= WORD_MAX:
        err(f"corpus: {did} has {wc} words (allowed {WORD_MIN}-{WORD_MAX})")
    text = d["text"]
    if is_structured(text):
        n_struct += 1
    else:
        n_prose += 1
    table_lines = [l for l in text.splitlines() if l.lstrip().startswith("|")]
    if table_lines:
        if any(re.fullmatch(r"\s*\|(\s*:?-{3,}:?\s*\|)+\s*", l) for l in table_lines):
            n_sep_tables += 1
        else:
            n_plain_tables += 1
    if len(re.findall(r"(?m)^[A-Z][A-Za-z /()'-]{1,40}: \S", text)) >= 4:
        n_field_docs += 1
    # fictional phone numbers only
    for m in re.findall(r"\b0\d{3,4} ?\d{6}\b", text):
        if not re.fullmatch(r"01632 960\d{3}|07700 900\d{3}", m):
            err(f"corpus: {did} has a phone number outside the fictional ranges: {m}")

for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")
if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err(f"corpus: {n_struct} structured / {n_prose} prose documents "
        f"(expected {N_STRUCTURED} / {N_PROSE})")
if n_sep_tables == 0 or n_plain_tables == 0:
    err(f"corpus: need tables both with and without |---| separators "
        f"(with={n_sep_tables}, without={n_plain_tables})")
if n_field_docs < 3:
    err(f"corpus: only {n_field_docs} documents use 'Field: value' lines (need >= 3)")

# ---------------------------------------------------------------- questions
qs = load_jsonl(os.path.join(BASE, "questions.jsonl"), "questions")
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

seen_ids, seen_q = set(), {}
types_seq = []
for i, q in enumerate(qs, 1):
    if set(q) != Q_KEYS:
        err(f"questions line {i}: keys {sorted(q)} != {sorted(Q_KEYS)}")
        continue
    qid, text, answers, sup, qtype, note = (q["id"], q["question"], q["answers"],
                                            q["supporting_ids"], q["type"], q["note"])
    types_seq.append(qtype)
    if not re.fullmatch(r"wf-q-\d{3}", qid):
        err(f"{qid}: bad id format")
    if qid != f"wf-q-{i:03d}":
        err(f"{qid}: id out of sequence at line {i}")
    if qid in seen_ids:
        err(f"{qid}: duplicate id")
    seen_ids.add(qid)
    nq = norm(text)
    if nq in seen_q:
        err(f"{qid}: duplicate question text (also {seen_q[nq]})")
    seen_q[nq] = qid
    if not text.strip().endswith("?"):
        err(f"{qid}: question should end with '?'")
    if qtype not in TYPE_COUNTS:
        err(f"{qid}: unknown type {qtype!r}")
    if not isinstance(note, str) or len(note.strip()) < 20:
        err(f"{qid}: note missing or too short")
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err(f"{qid}: supporting_ids must be a list of strings")
        continue
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    if len({norm(a) for a in answers}) != len(answers):
        err(f"{qid}: repeated answer variant")

    if qtype == "out_of_scope":
        if answers or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        continue

    if not answers:
        err(f"{qid}: answerable question with no answers")
        continue
    if not sup:
        err(f"{qid}: answerable question with no supporting_ids")
        continue
    for s in sup:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} not in corpus")
    if qtype == "multi_hop" and len(sup) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids")

    canon = answers[0]
    if len(canon.split()) > 6 or len(canon) > 40 or canon.rstrip().endswith("."):
        err(f"{qid}: canonical answer is not short: {canon!r}")
    sup_text = " \n".join(doc_by_id[s]["title"] + "\n" + doc_by_id[s]["text"]
                          for s in sup if s in doc_by_id)
    if canon.lower() not in sup_text.lower():
        err(f"{qid}: answers[0] {canon!r} not found verbatim in supporting docs {sup}")

    comparison = qtype == "multi_hop" and " or " in text
    for a in answers:
        if contains_token(text, a):
            if not comparison:
                err(f"{qid}: answer {a!r} leaks into the question text")
    if comparison and not contains_token(text, canon):
        err(f"{qid}: comparison answer {canon!r} is not one of the options named in the question")

for t, c in TYPE_COUNTS.items():
    got = types_seq.count(t)
    if got != c:
        err(f"questions: type {t} has {got} questions (expected {c})")
for i in range(len(types_seq) - 2):
    if types_seq[i] == types_seq[i + 1] == types_seq[i + 2]:
        err(f"questions: three consecutive {types_seq[i]} at wf-q-{i + 1:03d}..wf-q-{i + 3:03d}")

# ---------------------------------------------------------------- report
if wc_list:
    print(f"corpus: {len(docs)} docs, {n_struct} structured / {n_prose} prose, "
          f"words {min(wc_list)}-{max(wc_list)} (mean {sum(wc_list) / len(wc_list):.0f}), "
          f"tables with separator in {n_sep_tables} docs, without in {n_plain_tables}, "
          f"Field: value docs {n_field_docs}")
print(f"questions: {len(qs)} " + ", ".join(f"{t}={types_seq.count(t)}" for t in TYPE_COUNTS))
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("PASS: all checks passed")
