#!/usr/bin/env python3
"""Validator for the Halcombe Strait Ferries QA set (corpus.jsonl + questions.jsonl).

Exit code 0 and "ALL CHECKS PASSED" when everything is consistent; otherwise
prints every problem found and exits 1.
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
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
DOC_ID_RE = re.compile(r"^fy-doc-\d{3}$")
Q_ID_RE = re.compile(r"^fy-q-\d{3}$")
PHONE_RE = re.compile(r"\b0\d{4} \d{6}\b")
ALLOWED_PHONE_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
FIELD_LINE_RE = re.compile(r"^[A-Z][A-Za-z&'()/ -]{1,40}: \S")
SEPARATOR_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")

errors = []


def err(msg):
    errors.append(msg)


def word_count(text):
    """A word is a whitespace token containing a letter or digit.
    Table pipes and |---| separator lines contain neither, so they are not counted."""
    n = 0
    for line in text.splitlines():
        if SEPARATOR_RE.match(line.strip()):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def doc_features(text):
    lines = [l.strip() for l in text.splitlines()]
    bullets = sum(1 for l in lines if l.startswith("- "))
    pipe_lines = [l for l in lines if l.startswith("|")]
    separators = sum(1 for l in pipe_lines if SEPARATOR_RE.match(l))
    fields = sum(1 for l in lines if FIELD_LINE_RE.match(l))
    return bullets, len(pipe_lines), separators, fields


def contains(haystack, needle):
    """Case-insensitive match of needle in haystack, not inside a longer word/number."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack.lower()) is not None


def load_jsonl(path):
    rows = []
    if not os.path.exists(path):
        err("missing file: %s" % path)
        return rows
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d: blank line" % (os.path.basename(path), i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (os.path.basename(path), i, e))
    return rows


# ------------------------------------------------------------------ corpus
docs = load_jsonl(CORPUS)
if len(docs) != N_DOCS:
    err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))

doc_by_id = {}
titles = Counter()
n_struct = n_prose = 0
n_sep_tables = n_nosep_tables = n_field_docs = 0
for i, dct in enumerate(docs, 1):
    if set(dct) != {"id", "title", "text"}:
        err("corpus line %d: keys must be id,title,text, got %s" % (i, sorted(dct)))
        continue
    did, title, text = dct["id"], dct["title"], dct["text"]
    if not (isinstance(did, str) and DOC_ID_RE.match(did)):
        err("corpus line %d: bad id %r" % (i, did))
    if did != "fy-doc-%03d" % i:
        err("corpus line %d: id %s out of sequence" % (i, did))
    if did in doc_by_id:
        err("corpus: duplicate id %s" % did)
    doc_by_id[did] = dct
    if not (isinstance(title, str) and title.strip()):
        err("%s: empty title" % did)
    titles[str(title).strip().lower()] += 1
    if not (isinstance(text, str) and text.strip()):
        err("%s: empty text" % did)
        continue
    wc = word_count(text)
    if not WORD_MIN <= wc <= WORD_MAX:
        err("%s: %d words, outside %d-%d" % (did, wc, WORD_MIN, WORD_MAX))
    bullets, pipes, seps, fields = doc_features(text)
    structured = bullets > 0 or pipes > 0 or fields >= 3
    if structured:
        n_struct += 1
    else:
        n_prose += 1
    if pipes and seps:
        n_sep_tables += 1
    if pipes and not seps:
        n_nosep_tables += 1
    if fields >= 3:
        n_field_docs += 1
    for ph in PHONE_RE.findall(text):
        if not ALLOWED_PHONE_RE.match(ph):
            err("%s: phone number %s outside 01632 960xxx / 07700 900xxx" % (did, ph))
    if not structured and fields:
        err("%s: prose document contains Field: value lines" % did)

for t, c in titles.items():
    if c > 1:
        err("corpus: duplicate title %r" % t)
if n_struct != N_STRUCTURED or n_prose != N_PROSE:
    err("corpus: expected %d structured / %d prose, found %d / %d" % (N_STRUCTURED, N_PROSE, n_struct, n_prose))
if n_sep_tables < 1:
    err("corpus: no pipe table with a |---| separator")
if n_nosep_tables < 1:
    err("corpus: no pipe table without a |---| separator")
if n_field_docs < 3:
    err("corpus: fewer than 3 documents with Field: value lines (%d)" % n_field_docs)

# ------------------------------------------------------------------ questions
qs = load_jsonl(QUESTIONS)
if len(qs) != N_QUESTIONS:
    err("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))

seen_ids, seen_texts = set(), set()
types = Counter()
type_seq = []
for i, q in enumerate(qs, 1):
    keys = {"id", "question", "answers", "supporting_ids", "type", "note"}
    if set(q) != keys:
        err("questions line %d: keys must be %s, got %s" % (i, sorted(keys), sorted(q)))
        continue
    qid = q["id"]
    where = "%s (line %d)" % (qid, i)
    if not (isinstance(qid, str) and Q_ID_RE.match(qid)):
        err("%s: bad id" % where)
    if qid != "fy-q-%03d" % i:
        err("%s: id out of sequence" % where)
    if qid in seen_ids:
        err("%s: duplicate id" % where)
    seen_ids.add(qid)

    text = q["question"]
    if not (isinstance(text, str) and text.strip().endswith("?")):
        err("%s: question must be a non-empty string ending in '?'" % where)
        text = str(text)
    norm = re.sub(r"\s+", " ", text.strip().lower())
    if norm in seen_texts:
        err("%s: duplicate question text" % where)
    seen_texts.add(norm)

    typ = q["type"]
    if typ not in TYPE_COUNTS:
        err("%s: unknown type %r" % (where, typ))
    types[typ] += 1
    type_seq.append(typ)

    note = q["note"]
    if not (isinstance(note, str) and len(note.strip()) >= 20):
        err("%s: note missing or too short" % where)

    answers, sup = q["answers"], q["supporting_ids"]
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err("%s: answers must be a list of non-empty strings" % where)
        continue
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err("%s: supporting_ids must be a list of strings" % where)
        continue
    if len(set(a.lower() for a in answers)) != len(answers):
        err("%s: duplicate answer variants" % where)
    if len(set(sup)) != len(sup):
        err("%s: duplicate supporting ids" % where)
    for s in sup:
        if s not in doc_by_id:
            err("%s: supporting id %s not in corpus" % (where, s))

    if typ == "out_of_scope":
        if answers or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % where)
        continue

    if not answers:
        err("%s: answerable question with no answers" % where)
        continue
    if not sup:
        err("%s: answerable question with no supporting_ids" % where)
        continue
    if typ == "multi_hop" and len(sup) < 2:
        err("%s: multi_hop needs at least two supporting ids" % where)

    canon = answers[0]
    if len(canon.split()) > 6 or canon.rstrip().endswith("."):
        err("%s: canonical answer %r is not short" % (where, canon))
    sup_docs = [doc_by_id[s] for s in sup if s in doc_by_id]
    if not any(contains(dd["text"], canon) for dd in sup_docs):
        err("%s: answers[0] %r not found verbatim in any supporting doc" % (where, canon))

    # leak check: answer must not appear in the question, except for "X or Y" comparisons
    is_comparison = " or " in text and typ in ("multi_hop", "alias")
    for a in answers:
        if contains(text, a) and not is_comparison:
            err("%s: answer %r appears in the question text" % (where, a))

for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err("questions: expected %d %s, found %d" % (n, t, types[t]))
for i in range(len(type_seq) - 2):
    if type_seq[i] == type_seq[i + 1] == type_seq[i + 2]:
        err("questions: three consecutive %s at lines %d-%d" % (type_seq[i], i + 1, i + 3))

# every document should be used by at least one question? (report only)
used = Counter(s for q in qs if isinstance(q, dict) for s in q.get("supporting_ids", []))
unused = [d for d in doc_by_id if d not in used]

# ------------------------------------------------------------------ report
print("documents: %d (structured %d, prose %d); tables with separator: %d, without: %d; Field: value docs: %d"
      % (len(docs), n_struct, n_prose, n_sep_tables, n_nosep_tables, n_field_docs))
print("questions: %d; types: %s" % (len(qs), dict(sorted(types.items()))))
if unused:
    print("note: documents not cited by any question: %s" % ", ".join(unused))
if errors:
    print("\n%d problem(s):" % len(errors))
    for e in errors:
        print(" - " + e)
    sys.exit(1)
print("ALL CHECKS PASSED")
