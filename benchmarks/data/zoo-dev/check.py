#!/usr/bin/env python3
"""Validator for the Wrenmouth Zoological Society QA set (corpus.jsonl + questions.jsonl).

Usage: python3 check.py [directory]   (defaults to the directory holding this script)
Exit status 0 when every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter

BASE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(BASE, "corpus.jsonl")
QUESTIONS = os.path.join(BASE, "questions.jsonl")

N_DOCS, N_STRUCTURED, N_PROSE = 36, 24, 12
MIN_WORDS, MAX_WORDS = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
MAX_ANSWER_WORDS = 6

errors = []


def err(msg):
    errors.append(msg)


SEP_RE = re.compile(r"^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*(:?-{3,}:?)?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()'/-]{1,40}: \S")
PHONE_RE = re.compile(r"\b0\d{4} ?\d{6}\b")


def word_count(text):
    """A word is a whitespace token containing a letter or digit; |---| separator lines are skipped."""
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def is_table_line(line):
    s = line.strip()
    return s.startswith("|") and s.endswith("|") and s.count("|") >= 3


def is_bullet(line):
    return line.startswith("- ")


def load_jsonl(path, what):
    rows = []
    if not os.path.exists(path):
        err("%s missing: %s" % (what, path))
        return rows
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (what, i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d is not valid JSON: %s" % (what, i, e))
    return rows


# ---------------------------------------------------------------- corpus
docs = load_jsonl(CORPUS, "corpus")
if len(docs) != N_DOCS:
    err("corpus has %d documents, expected %d" % (len(docs), N_DOCS))

doc_by_id = {}
structured = prose = 0
with_sep = without_sep = field_docs = 0
for i, d in enumerate(docs, 1):
    if set(d) != {"id", "title", "text"}:
        err("doc line %d has keys %s, expected id/title/text" % (i, sorted(d)))
        continue
    did = d["id"]
    if not re.fullmatch(r"ZOO-doc-\d{3}", did or ""):
        err("bad doc id %r" % did)
    if did in doc_by_id:
        err("duplicate doc id %s" % did)
    doc_by_id[did] = d
    if not isinstance(d["title"], str) or not d["title"].strip():
        err("%s has empty title" % did)
    text = d["text"]
    if not isinstance(text, str) or not text.strip():
        err("%s has empty text" % did)
        continue
    wc = word_count(text)
    if not MIN_WORDS <= wc <= MAX_WORDS:
        err("%s has %d words (allowed %d-%d)" % (did, wc, MIN_WORDS, MAX_WORDS))
    lines = text.split("\n")
    bullets = sum(1 for l in lines if is_bullet(l))
    table_lines = [l for l in lines if is_table_line(l)]
    seps = sum(1 for l in lines if SEP_RE.match(l))
    if bullets or table_lines:
        structured += 1
        if table_lines:
            if seps:
                with_sep += 1
            else:
                without_sep += 1
    else:
        prose += 1
        if any(l.lstrip().startswith(("|", "- ", "* ")) for l in lines):
            err("%s looks like prose but has list/table fragments" % did)
    if sum(1 for l in lines if FIELD_RE.match(l)) >= 3:
        field_docs += 1
    for m in PHONE_RE.finditer(text):
        num = m.group(0).replace(" ", "")
        if not (num.startswith("01632960") or num.startswith("07700900")):
            err("%s contains a phone number outside the fictional ranges: %s" % (did, m.group(0)))

titles = Counter(d.get("title", "").strip().lower() for d in docs)
for t, c in titles.items():
    if c > 1:
        err("duplicate doc title %r" % t)
if structured != N_STRUCTURED or prose != N_PROSE:
    err("structured/prose split is %d/%d, expected %d/%d" % (structured, prose, N_STRUCTURED, N_PROSE))
if with_sep == 0 or without_sep == 0:
    err("need tables both with and without |---| separators (with=%d, without=%d)" % (with_sep, without_sep))
if field_docs < 3:
    err("only %d documents use 'Field: value' lines, expected several" % field_docs)

# glossary terms (for alias checks)
alias_terms = set()
for d in docs:
    if "glossary" in d.get("title", "").lower():
        for line in d["text"].split("\n"):
            if is_table_line(line) and not SEP_RE.match(line):
                first = line.strip().strip("|").split("|")[0].strip()
                if first and first.lower() != "nickname or old name":
                    alias_terms.add(first)
            m = re.match(r"^- (.+?): ", line)
            if m:
                alias_terms.add(m.group(1).strip())
norm_alias = {re.sub(r"^the\s+", "", t.lower()) for t in alias_terms}
if not norm_alias:
    err("no glossary document with alias terms found")

# ---------------------------------------------------------------- questions
qs = load_jsonl(QUESTIONS, "questions")
if len(qs) != N_QUESTIONS:
    err("questions has %d rows, expected %d" % (len(qs), N_QUESTIONS))

seen_ids, seen_q = set(), set()
types = []
used_docs = Counter()
for i, q in enumerate(qs, 1):
    keys = {"id", "question", "answers", "supporting_ids", "type", "note"}
    if set(q) != keys:
        err("question line %d has keys %s" % (i, sorted(q)))
        continue
    qid = q["id"]
    if qid != "ZOO-q-%03d" % i:
        err("question line %d has id %r, expected ZOO-q-%03d" % (i, qid, i))
    if qid in seen_ids:
        err("duplicate question id %s" % qid)
    seen_ids.add(qid)
    text = q["question"]
    types.append(q["type"])
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err("%s question text must be a string ending in '?'" % qid)
        continue
    key = re.sub(r"\s+", " ", text.strip().lower())
    if key in seen_q:
        err("%s duplicate question text" % qid)
    seen_q.add(key)
    t = q["type"]
    if t not in TYPE_COUNTS:
        err("%s unknown type %r" % (qid, t))
    if not isinstance(q["note"], str) or len(q["note"].strip()) < 20:
        err("%s note missing or too short" % qid)
    ans, sids = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not isinstance(sids, list):
        err("%s answers and supporting_ids must be lists" % qid)
        continue
    if len(set(sids)) != len(sids):
        err("%s repeats a supporting id" % qid)
    for s in sids:
        if s not in doc_by_id:
            err("%s supporting id %s does not exist" % (qid, s))
        used_docs[s] += 1
    if t == "out_of_scope":
        if ans or sids:
            err("%s out_of_scope must have empty answers and supporting_ids" % qid)
        continue
    if not ans or not all(isinstance(a, str) and a.strip() for a in ans):
        err("%s needs non-empty string answers" % qid)
        continue
    if len({a.lower() for a in ans}) != len(ans):
        err("%s has duplicate answer variants" % qid)
    if not sids:
        err("%s needs supporting_ids" % qid)
        continue
    a0 = ans[0]
    if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith((".", "!", "?")):
        err("%s answers[0] %r is not a short canonical answer" % (qid, a0))
    docs_text = [doc_by_id[s]["text"].lower() for s in sids if s in doc_by_id]
    if not any(a0.lower() in dt for dt in docs_text):
        err("%s answers[0] %r not found verbatim in its supporting documents" % (qid, a0))
    is_comparison = " or " in text
    if a0.lower() in text.lower() and not is_comparison:
        err("%s answer %r leaks into the question text" % (qid, a0))
    if is_comparison and t == "multi_hop" and a0.lower() not in text.lower():
        # comparison questions must answer with one of the two named options
        err("%s comparison answer %r is not one of the options named in the question" % (qid, a0))
    if t == "multi_hop" and len(sids) < 2:
        err("%s multi_hop needs at least two supporting ids" % qid)
    if t == "alias":
        ql = text.lower()
        if not any(re.search(r"\b" + re.escape(term) + r"\b", ql) for term in norm_alias):
            err("%s alias question uses no glossary term" % qid)

tc = Counter(types)
for t, n in TYPE_COUNTS.items():
    if tc.get(t, 0) != n:
        err("type %s has %d questions, expected %d" % (t, tc.get(t, 0), n))
for i in range(len(types) - 2):
    if types[i] == types[i + 1] == types[i + 2]:
        err("three consecutive questions of type %s at positions %d-%d" % (types[i], i + 1, i + 3))

# ---------------------------------------------------------------- report
print("documents: %d (structured %d, prose %d; tables with separator %d, without %d; Field: value docs %d)"
      % (len(docs), structured, prose, with_sep, without_sep, field_docs))
wcs = [word_count(d["text"]) for d in docs if isinstance(d.get("text"), str)]
if wcs:
    print("words per document: min %d, max %d, total %d" % (min(wcs), max(wcs), sum(wcs)))
print("questions: %d %s" % (len(qs), dict(tc)))
print("documents used as support: %d of %d" % (len(used_docs), len(docs)))
if errors:
    print("\nFAIL: %d problem(s)" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nPASS: all checks passed")
