#!/usr/bin/env python3
"""Validator for the TEL (Halverdon Networks NOC) QA test set.

Usage: python3 check.py [directory]   (default: the directory holding this file)
Exits 0 and prints "OK" when every check passes; otherwise lists every problem and exits 1.
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
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
N_QUESTIONS = sum(TYPE_COUNTS.values())
DOC_ID_RE = re.compile(r"^TEL-doc-\d{3}$")
Q_ID_RE = re.compile(r"^TEL-q-\d{3}$")
SEPARATOR_RE = re.compile(r"^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z ()/'-]{1,40}: \S")
PHONE_RE = re.compile(r"\b0\d{3,4} \d{6}\b")
ALLOWED_PHONE_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def word_count(text):
    """A word is a whitespace token containing a letter or digit.
    Table pipes and |---| separator lines contain neither, so they are not counted."""
    return sum(1 for tok in text.split() if re.search(r"[A-Za-z0-9]", tok))


def is_bullet(line):
    return line.lstrip().startswith("- ")


def is_table_row(line):
    return line.lstrip().startswith("|")


def load_jsonl(path):
    rows = []
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


# ---------------------------------------------------------------- corpus
docs = load_jsonl(os.path.join(BASE, "corpus.jsonl"))
if len(docs) != N_DOCS:
    err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))

doc_by_id = {}
n_struct = n_prose = n_with_sep = n_table_no_sep = n_field = 0
for i, d in enumerate(docs, 1):
    if set(d) != {"id", "title", "text"}:
        err("corpus row %d: keys must be exactly id, title, text (got %s)" % (i, sorted(d)))
    did = d.get("id", "")
    if not DOC_ID_RE.match(str(did)):
        err("corpus row %d: bad id %r" % (i, did))
    expected = "TEL-doc-%03d" % i
    if did != expected:
        err("corpus row %d: id %r out of sequence (expected %s)" % (i, did, expected))
    if did in doc_by_id:
        err("corpus: duplicate id %s" % did)
    doc_by_id[did] = d
    if not str(d.get("title", "")).strip():
        err("%s: empty title" % did)
    text = d.get("text", "")
    wc = word_count(text)
    if not WORD_MIN <= wc <= WORD_MAX:
        err("%s: %d words, outside %d-%d" % (did, wc, WORD_MIN, WORD_MAX))
    lines = text.splitlines()
    bullets = [l for l in lines if is_bullet(l)]
    rows = [l for l in lines if is_table_row(l)]
    if bullets or rows:
        n_struct += 1
        if rows:
            if any(SEPARATOR_RE.match(l) for l in rows):
                n_with_sep += 1
            else:
                n_table_no_sep += 1
        if sum(1 for l in lines if FIELD_RE.match(l)) >= 3:
            n_field += 1
    else:
        n_prose += 1
        if len([p for p in text.split("\n\n") if p.strip()]) < 2:
            err("%s: prose document should have at least two paragraphs" % did)
    for ph in PHONE_RE.findall(text):
        if not ALLOWED_PHONE_RE.match(ph):
            err("%s: phone number %r outside the fictional 01632 960xxx / 07700 900xxx ranges" % (did, ph))

titles = Counter(d.get("title") for d in docs)
for t, c in titles.items():
    if c > 1:
        err("corpus: duplicate title %r" % t)
if n_struct != N_STRUCTURED:
    err("corpus: expected %d structured documents, found %d" % (N_STRUCTURED, n_struct))
if n_prose != N_PROSE:
    err("corpus: expected %d prose documents, found %d" % (N_PROSE, n_prose))
if n_with_sep < 2:
    err("corpus: need some tables with a |---| separator (found %d docs)" % n_with_sep)
if n_table_no_sep < 2:
    err("corpus: need some tables without a |---| separator (found %d docs)" % n_table_no_sep)
if n_field < 3:
    err("corpus: need several documents with 'Field: value' lines (found %d)" % n_field)

# ---------------------------------------------------------------- questions
qs = load_jsonl(os.path.join(BASE, "questions.jsonl"))
if len(qs) != N_QUESTIONS:
    err("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))

KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
seen_ids, seen_texts = set(), set()
type_counter = Counter()


def leaked(ans, question):
    """True if ans appears in the question, other than as one side of an 'X or Y' comparison."""
    a, qq = ans.lower(), question.lower()
    if a not in qq:
        return False
    esc = re.escape(a)
    if re.search(esc + r"\s*,?\s+or\s+", qq) or re.search(r"\s+or\s+" + esc + r"\b", qq):
        return False
    return True


for i, x in enumerate(qs, 1):
    qid = x.get("id", "?")
    if set(x) != KEYS:
        err("%s: keys must be exactly %s (got %s)" % (qid, sorted(KEYS), sorted(x)))
    if not Q_ID_RE.match(str(qid)):
        err("question row %d: bad id %r" % (i, qid))
    if qid != "TEL-q-%03d" % i:
        err("question row %d: id %r out of sequence" % (i, qid))
    if qid in seen_ids:
        err("%s: duplicate id" % qid)
    seen_ids.add(qid)

    text = str(x.get("question", "")).strip()
    if not text.endswith("?"):
        err("%s: question should end with '?'" % qid)
    norm = re.sub(r"\s+", " ", text.lower())
    if norm in seen_texts:
        err("%s: duplicate question text" % qid)
    seen_texts.add(norm)

    qtype = x.get("type")
    if qtype not in TYPE_COUNTS:
        err("%s: unknown type %r" % (qid, qtype))
    type_counter[qtype] += 1

    note = x.get("note")
    if not isinstance(note, str) or len(note.strip()) < 15:
        err("%s: note missing or too short" % qid)

    answers = x.get("answers")
    sup = x.get("supporting_ids")
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err("%s: answers must be a list of non-empty strings" % qid)
        answers = []
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err("%s: supporting_ids must be a list of strings" % qid)
        sup = []
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    if len(set(a.lower() for a in answers)) != len(answers):
        err("%s: repeated answer variant" % qid)

    if qtype == "out_of_scope":
        if answers or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        continue

    if not answers:
        err("%s: answerable question has no answers" % qid)
        continue
    if not sup:
        err("%s: answerable question has no supporting_ids" % qid)
        continue
    for s in sup:
        if s not in doc_by_id:
            err("%s: supporting id %s does not exist" % (qid, s))
    if qtype == "multi_hop" and len(sup) < 2:
        err("%s: multi_hop needs at least two supporting ids" % qid)

    a0 = answers[0]
    if len(a0.split()) > 6 or a0.rstrip().endswith("."):
        err("%s: answers[0] %r should be a short answer, not a sentence" % (qid, a0))
    sup_text = " ".join((doc_by_id[s]["title"] + " " + doc_by_id[s]["text"]).lower()
                        for s in sup if s in doc_by_id)
    if a0.lower() not in sup_text:
        err("%s: answers[0] %r not found verbatim in supporting documents" % (qid, a0))
    for a in answers:
        if leaked(a, text):
            err("%s: answer %r leaks into the question text" % (qid, a))

for t, want in TYPE_COUNTS.items():
    if type_counter[t] != want:
        err("questions: type %s expected %d, found %d" % (t, want, type_counter[t]))

types_in_order = [x.get("type") for x in qs]
for i in range(len(types_in_order) - 2):
    if types_in_order[i] == types_in_order[i + 1] == types_in_order[i + 2]:
        err("questions: three consecutive %s at %s..%s" % (
            types_in_order[i], qs[i].get("id"), qs[i + 2].get("id")))

# ---------------------------------------------------------------- README
if not os.path.exists(os.path.join(BASE, "README.md")):
    err("README.md missing")

# ---------------------------------------------------------------- report
if errors:
    print("FAILED: %d problem(s)" % len(errors))
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK: %d documents (%d structured, %d prose; %d with |---| tables, %d tables without, %d Field: value docs), "
      "%d questions %s" % (len(docs), n_struct, n_prose, n_with_sep, n_table_no_sep, n_field,
                           len(qs), dict(type_counter)))
