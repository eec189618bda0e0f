#!/usr/bin/env python3
"""Validator for the Kestrelmoor Schools Group QA test set.

Usage: python3 check.py            (run from anywhere; paths are relative to this file)
Exit status 0 and "ALL CHECKS PASSED" when the set is valid; otherwise every
problem found is listed and the exit status is 1.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus.jsonl")
QUESTIONS = os.path.join(HERE, "questions.jsonl")

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_WORDS = 6

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(path):
    rows = []
    if not os.path.exists(path):
        err("missing file: %s" % path)
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d: blank line" % (os.path.basename(path), n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (os.path.basename(path), n, e))
    return rows


SEPARATOR_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def is_separator(line):
    return bool(SEPARATOR_RE.match(line))


def word_count(text):
    """A word is a whitespace token containing a letter or digit.
    Table pipes contain neither, and |---| separator lines are skipped."""
    n = 0
    for line in text.splitlines():
        if is_separator(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def features(text):
    lines = text.splitlines()
    bullets = any(re.match(r"^\s*- \S", l) for l in lines)
    table_rows = [l for l in lines if l.strip().startswith("|") and l.strip().endswith("|")]
    has_table = len(table_rows) >= 2
    has_sep = any(is_separator(l) for l in table_rows)
    field_lines = sum(1 for l in lines
                      if re.match(r"^[A-Z][A-Za-z ()\-]{1,40}: \S", l) and not l.lstrip().startswith("-"))
    return {"bullets": bullets, "table": has_table, "table_sep": has_table and has_sep,
            "table_nosep": has_table and not has_sep, "fields": field_lines >= 3,
            "structured": bullets or has_table or field_lines >= 3}


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


# ------------------------------------------------------------------ corpus
docs = load_jsonl(CORPUS)
doc_by_id = {}
if len(docs) != N_DOCS:
    err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
n_struct = n_prose = 0
feat_totals = Counter()
for i, d in enumerate(docs, 1):
    if set(d) != DOC_KEYS:
        err("doc %d: keys %s, expected %s" % (i, sorted(d), sorted(DOC_KEYS)))
        continue
    did = d["id"]
    if did != "sc-doc-%03d" % i:
        err("doc %d: id %r, expected sc-doc-%03d (sequential)" % (i, did, i))
    if did in doc_by_id:
        err("duplicate doc id %s" % did)
    doc_by_id[did] = d
    if not isinstance(d["title"], str) or not d["title"].strip():
        err("%s: empty title" % did)
    wc = word_count(d["text"])
    if not WORD_MIN <= wc <= WORD_MAX:
        err("%s: %d words, outside %d-%d" % (did, wc, WORD_MIN, WORD_MAX))
    f = features(d["text"])
    for k, v in f.items():
        if v:
            feat_totals[k] += 1
    if f["structured"]:
        n_struct += 1
    else:
        n_prose += 1
titles = Counter(d.get("title") for d in docs)
for t, c in titles.items():
    if c > 1:
        err("duplicate doc title %r" % t)
if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err("corpus: %d structured / %d prose documents, expected %d / %d"
        % (n_struct, n_prose, N_STRUCTURED, N_PROSE))
for k in ("table_sep", "table_nosep", "fields", "bullets"):
    if feat_totals[k] == 0:
        err("corpus: no document has feature %s" % k)
if feat_totals["fields"] < 3:
    err("corpus: fewer than 3 documents with 'Field: value' lines")

# --------------------------------------------------------------- questions
qs = load_jsonl(QUESTIONS)
if len(qs) != N_QUESTIONS:
    err("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))
seen_ids, seen_texts = set(), {}
type_counter = Counter()
types_in_order = []
for i, q in enumerate(qs, 1):
    tag = "question %d" % i
    if set(q) != Q_KEYS:
        err("%s: keys %s, expected %s" % (tag, sorted(q), sorted(Q_KEYS)))
        continue
    qid = q["id"]
    tag = qid
    if qid != "sc-q-%03d" % i:
        err("%s: expected id sc-q-%03d (sequential)" % (qid, i))
    if qid in seen_ids:
        err("duplicate question id %s" % qid)
    seen_ids.add(qid)
    text = q["question"]
    if not isinstance(text, str) or not text.strip():
        err("%s: empty question" % tag)
        continue
    key = norm(text)
    if key in seen_texts:
        err("%s: duplicate question text (same as %s)" % (tag, seen_texts[key]))
    seen_texts[key] = qid
    qtype = q["type"]
    if qtype not in TYPE_COUNTS:
        err("%s: unknown type %r" % (tag, qtype))
    type_counter[qtype] += 1
    types_in_order.append(qtype)
    if not isinstance(q["note"], str) or len(q["note"].strip()) < 20:
        err("%s: note missing or too short" % tag)
    answers, sup = q["answers"], q["supporting_ids"]
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err("%s: answers must be a list of non-empty strings" % tag)
        continue
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err("%s: supporting_ids must be a list of strings" % tag)
        continue
    if len(set(answers)) != len(answers):
        err("%s: duplicate answer variants" % tag)
    if len(set(sup)) != len(sup):
        err("%s: duplicate supporting ids" % tag)

    if qtype == "out_of_scope":
        if answers or sup:
            err("%s: out_of_scope must have answers [] and supporting_ids []" % tag)
        continue

    if not answers:
        err("%s: answerable question with no answers" % tag)
        continue
    if not sup:
        err("%s: answerable question with no supporting ids" % tag)
        continue
    for s in sup:
        if s not in doc_by_id:
            err("%s: supporting id %s does not exist" % (tag, s))
    if qtype == "multi_hop" and len(sup) < 2:
        err("%s: multi_hop needs at least two supporting ids" % tag)
    if qtype == "alias" and len(sup) < 1:
        err("%s: alias needs a supporting id" % tag)

    canon = answers[0]
    if len(canon.split()) > MAX_ANSWER_WORDS or canon.rstrip().endswith("."):
        err("%s: canonical answer %r is not short" % (tag, canon))
    sup_texts = [norm(doc_by_id[s]["title"] + " " + doc_by_id[s]["text"]) for s in sup if s in doc_by_id]
    if not any(norm(canon) in t for t in sup_texts):
        err("%s: answers[0] %r not found verbatim in its supporting docs %s" % (tag, canon, sup))

    # leak check: the answer must not appear in the question, except in
    # "X or Y" comparisons, where the answer is one of the two named options
    is_comparison = qtype == "multi_hop" and re.search(r"\bor\b", text) is not None
    for a in answers:
        pattern = r"(?<![A-Za-z0-9])" + re.escape(norm(a)) + r"(?![A-Za-z0-9])"
        if re.search(pattern, norm(text)) and not is_comparison:
            err("%s: answer variant %r leaks into the question text" % (tag, a))
    if is_comparison and not re.search(r"(?<![A-Za-z0-9])" + re.escape(norm(canon)), norm(text)):
        # a comparison's canonical answer should be one of the named options
        err("%s: comparison answer %r is not one of the options named in the question" % (tag, canon))

for t, want in TYPE_COUNTS.items():
    if type_counter[t] != want:
        err("type %s: %d questions, expected %d" % (t, type_counter[t], want))
for i in range(len(types_in_order) - 2):
    if types_in_order[i] == types_in_order[i + 1] == types_in_order[i + 2]:
        err("questions %d-%d: three consecutive %s questions" % (i + 1, i + 3, types_in_order[i]))

# every document id referenced must exist (already checked); report unused docs as info
used = {s for q in qs if isinstance(q, dict) for s in q.get("supporting_ids", [])}
unused = sorted(set(doc_by_id) - used)

# ------------------------------------------------------------------ report
print("documents: %d (%d structured, %d prose)" % (len(docs), n_struct, n_prose))
wcs = [word_count(d["text"]) for d in docs if "text" in d]
if wcs:
    print("words per document: min %d, max %d, mean %.1f" % (min(wcs), max(wcs), sum(wcs) / len(wcs)))
print("questions: %d  %s" % (len(qs), dict(type_counter)))
if unused:
    print("info: documents not cited by any question: %s" % ", ".join(unused))
if errors:
    print("\n%d PROBLEM(S):" % len(errors))
    for e in errors:
        print(" - " + e)
    sys.exit(1)
print("ALL CHECKS PASSED")
