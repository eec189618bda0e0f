#!/usr/bin/env python3
"""Validator for the Lanternfield Cinemas QA test set (corpus.jsonl + questions.jsonl).

Usage: python3 check.py [directory]   (default: the directory holding this script)
Exits 0 and prints "OK" when every check passes; otherwise lists each problem and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus.jsonl")
QUESTIONS = os.path.join(HERE, "questions.jsonl")

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
MAX_ANSWER_CHARS = 40

DOC_ID_RE = re.compile(r"^CIN-doc-\d{3}$")
Q_ID_RE = re.compile(r"^CIN-q-\d{3}$")
SEP_LINE_RE = re.compile(r"^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*(:?-{3,}:?)?\s*\|?\s*$")
BULLET_RE = re.compile(r"^\s*- \S")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/'-]{0,40}: \S")
PHONE_RE = re.compile(r"\b0\d{4} ?\d{6}\b")
ALLOWED_PHONE_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def word_count(text):
    """Whitespace tokens containing a letter or digit; |---| separator lines are skipped
    (table pipes contain no letter or digit, so they never count)."""
    n = 0
    for line in text.split("\n"):
        if SEP_LINE_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def features(text):
    lines = text.split("\n")
    table_lines = [l for l in lines if TABLE_RE.match(l)]
    return {
        "bullets": any(BULLET_RE.match(l) for l in lines),
        "table": bool(table_lines),
        "separator": any(SEP_LINE_RE.match(l) for l in lines),
        "fields": sum(1 for l in lines if FIELD_RE.match(l)) >= 2,
    }


def contains(haystack, needle):
    """Case-insensitive verbatim match that does not start or end inside a word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, re.IGNORECASE) is not None


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {i}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {i}: invalid JSON ({e})")
    return rows


# ------------------------------------------------------------------ corpus
docs = load_jsonl(CORPUS)
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")

doc_by_id = {}
n_struct = n_prose = n_sep_tables = n_plain_tables = n_field_docs = 0
for k, d in enumerate(docs, 1):
    if set(d) != {"id", "title", "text"}:
        err(f"corpus row {k}: keys must be exactly id, title, text (got {sorted(d)})")
    did = d.get("id", "")
    if not DOC_ID_RE.match(str(did)):
        err(f"corpus row {k}: bad id {did!r}")
    elif did != "CIN-doc-%03d" % k:
        err(f"corpus row {k}: id {did} out of sequence")
    if did in doc_by_id:
        err(f"corpus: duplicate id {did}")
    doc_by_id[did] = d
    if not str(d.get("title", "")).strip():
        err(f"{did}: empty title")
    text = d.get("text", "")
    wc = word_count(text)
    if not WORD_MIN <= wc <= WORD_MAX:
        err(f"{did}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
    f = features(text)
    if f["bullets"] or f["table"] or f["fields"]:
        n_struct += 1
        if f["table"] and f["separator"]:
            n_sep_tables += 1
        if f["table"] and not f["separator"]:
            n_plain_tables += 1
        if f["fields"]:
            n_field_docs += 1
    else:
        n_prose += 1
    for ph in PHONE_RE.findall(text):
        if not ALLOWED_PHONE_RE.match(ph):
            err(f"{did}: phone number {ph!r} is outside 01632 960xxx / 07700 900xxx")

if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err(f"corpus: expected {N_STRUCTURED} structured + {N_PROSE} prose, found {n_struct} + {n_prose}")
if n_sep_tables == 0:
    err("corpus: no pipe table with a |---| separator")
if n_plain_tables == 0:
    err("corpus: no pipe table without a |---| separator")
if n_field_docs < 3:
    err(f"corpus: only {n_field_docs} documents use 'Field: value' lines (need at least 3)")
titles = Counter(d.get("title", "").strip().lower() for d in docs)
for t, c in titles.items():
    if c > 1:
        err(f"corpus: title used {c} times: {t!r}")

# --------------------------------------------------------------- questions
qs = load_jsonl(QUESTIONS)
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

seen_ids, seen_texts = set(), {}
types = Counter()
for k, q in enumerate(qs, 1):
    keys = {"id", "question", "answers", "supporting_ids", "type", "note"}
    if set(q) != keys:
        err(f"question row {k}: keys must be exactly {sorted(keys)} (got {sorted(q)})")
        continue
    qid = q["id"]
    if not Q_ID_RE.match(str(qid)):
        err(f"question row {k}: bad id {qid!r}")
    elif qid != "CIN-q-%03d" % k:
        err(f"question row {k}: id {qid} out of sequence")
    if qid in seen_ids:
        err(f"questions: duplicate id {qid}")
    seen_ids.add(qid)

    text = q["question"]
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err(f"{qid}: question must be a string ending with '?'")
    norm = re.sub(r"\W+", " ", str(text).lower()).strip()
    if norm in seen_texts:
        err(f"{qid}: duplicate question text (same as {seen_texts[norm]})")
    seen_texts[norm] = qid

    typ = q["type"]
    types[typ] += 1
    if typ not in TYPE_COUNTS:
        err(f"{qid}: unknown type {typ!r}")
    note = q["note"]
    if not isinstance(note, str) or "distractor" not in note.lower():
        err(f"{qid}: note must explain the difficulty and name the distractor")

    answers, sups = q["answers"], q["supporting_ids"]
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sups, list):
        err(f"{qid}: supporting_ids must be a list")
        continue
    if len(set(a.lower() for a in answers)) != len(answers):
        err(f"{qid}: duplicate answer variants")
    if len(set(sups)) != len(sups):
        err(f"{qid}: duplicate supporting ids")
    for s in sups:
        if s not in doc_by_id:
            err(f"{qid}: supporting id {s} does not exist")

    if typ == "out_of_scope":
        if answers or sups:
            err(f"{qid}: out_of_scope must have answers [] and supporting_ids []")
        continue

    if not answers:
        err(f"{qid}: answerable question has no answers")
        continue
    if not sups:
        err(f"{qid}: answerable question has no supporting ids")
        continue
    if typ == "multi_hop" and len(sups) < 2:
        err(f"{qid}: multi_hop needs at least two supporting ids (in hop order)")

    a0 = answers[0]
    if len(a0) > MAX_ANSWER_CHARS or a0.rstrip().endswith("."):
        err(f"{qid}: answers[0] {a0!r} is not a short canonical answer")
    sup_texts = [doc_by_id[s]["title"] + "\n" + doc_by_id[s]["text"] for s in sups if s in doc_by_id]
    if not any(contains(t, a0) for t in sup_texts):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")

    # leak check: the canonical answer (and variants) must not appear in the question,
    # except a comparison of the form "X or Y" where the answer is one of the two options.
    for a in answers:
        if contains(text, a):
            cmp_ok = re.search(r"(?<![A-Za-z0-9])" + re.escape(a) + r"\s+or\s|\sor\s+" + re.escape(a)
                               + r"(?![A-Za-z0-9])", text, re.IGNORECASE)
            if not cmp_ok:
                err(f"{qid}: answer {a!r} leaks into the question text")

for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err(f"questions: expected {n} {t}, found {types[t]}")

order = [q.get("type") for q in qs]
for i in range(len(order) - 2):
    if order[i] == order[i + 1] == order[i + 2]:
        err(f"questions: three consecutive {order[i]} at positions {i + 1}-{i + 3}")

# every document should be useful or at least present; report unused docs as info only
used = {s for q in qs for s in q.get("supporting_ids", [])}

if errors:
    print(f"FAILED with {len(errors)} problem(s):")
    for e in errors:
        print(" -", e)
    sys.exit(1)

print("OK")
print(f"  documents: {len(docs)} ({n_struct} structured, {n_prose} prose; "
      f"{n_sep_tables} with |---| tables, {n_plain_tables} with tables lacking |---|, "
      f"{n_field_docs} with Field: value lines)")
wcs = [word_count(d["text"]) for d in docs]
print(f"  words per document: min {min(wcs)}, max {max(wcs)}, mean {sum(wcs) / len(wcs):.0f}")
print(f"  questions: {len(qs)} " + ", ".join(f"{t}={types[t]}" for t in TYPE_COUNTS))
print(f"  documents cited as support: {len(used)} of {len(docs)}")
