#!/usr/bin/env python3
"""Validator for the Kestrelmere hotel-group IT QA set (corpus.jsonl + questions.jsonl).

Exits 0 and prints "ALL CHECKS PASSED" when every check passes; otherwise lists
every failure and exits 1.
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
WORD_MIN, WORD_MAX = 250, 320
N_STRUCTURED, N_PROSE = 24, 12
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
N_QUESTIONS = sum(TYPE_COUNTS.values())  # 70
GLOSSARY_ID = "ht-doc-033"
MAX_ANSWER_WORDS = 6

errors = []


def fail(msg):
    errors.append(msg)


def load_jsonl(path, label):
    rows = []
    if not os.path.exists(path):
        fail("%s: file missing" % label)
        return rows
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                fail("%s line %d: blank line" % (label, ln))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                fail("%s line %d: invalid JSON (%s)" % (label, ln, e))
    return rows


SEP_LINE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z &/()-]{1,40}: \S")


def word_count(text):
    """Whitespace tokens containing a letter or digit; |---| lines and bare pipes are not counted."""
    n = 0
    for line in text.splitlines():
        if SEP_LINE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def structure_features(text):
    lines = text.splitlines()
    bullets = sum(1 for l in lines if l.startswith("- "))
    table_rows = sum(1 for l in lines if l.strip().startswith("|"))
    separators = sum(1 for l in lines if SEP_LINE.match(l) and "|" in l)
    fields = sum(1 for l in lines if FIELD_LINE.match(l))
    return bullets, table_rows, separators, fields


def contains(hay, needle):
    return needle.lower() in hay.lower()


def contains_token(hay, needle):
    """Case-insensitive match that does not start or end inside an alphanumeric run."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


# ------------------------------------------------------------------ corpus
docs = load_jsonl(CORPUS, "corpus")
doc_by_id = {}
if len(docs) != N_DOCS:
    fail("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))

n_struct = n_prose = 0
n_sep_tables = n_nosep_tables = n_field_docs = 0
titles = Counter()
for i, doc in enumerate(docs, 1):
    if set(doc) != {"id", "title", "text"}:
        fail("corpus row %d: keys must be exactly id, title, text (got %s)" % (i, sorted(doc)))
        continue
    did = doc["id"]
    if not re.fullmatch(r"ht-doc-\d{3}", did):
        fail("corpus row %d: bad id %r" % (i, did))
    if did in doc_by_id:
        fail("corpus: duplicate id %s" % did)
    doc_by_id[did] = doc
    titles[doc["title"].strip().lower()] += 1
    if not doc["title"].strip() or not doc["text"].strip():
        fail("%s: empty title or text" % did)
    w = word_count(doc["text"])
    if not WORD_MIN <= w <= WORD_MAX:
        fail("%s: %d words, outside %d-%d" % (did, w, WORD_MIN, WORD_MAX))
    bullets, table_rows, seps, fields = structure_features(doc["text"])
    if bullets or table_rows or fields:
        n_struct += 1
        if table_rows:
            if seps:
                n_sep_tables += 1
            else:
                n_nosep_tables += 1
        if fields >= 3:
            n_field_docs += 1
    else:
        n_prose += 1
    for num in re.findall(r"\b0\d{4} \d{6}\b", doc["text"]):
        if not (num.startswith("01632 960") or num.startswith("07700 900")):
            fail("%s: phone number %s is outside the fictional ranges" % (did, num))

for t, c in titles.items():
    if c > 1:
        fail("corpus: title %r used %d times" % (t, c))
if (n_struct, n_prose) != (N_STRUCTURED, N_PROSE):
    fail("corpus: expected %d structured / %d prose, found %d / %d"
         % (N_STRUCTURED, N_PROSE, n_struct, n_prose))
if n_sep_tables < 2:
    fail("corpus: need at least 2 documents with pipe tables that use a |---| separator (found %d)" % n_sep_tables)
if n_nosep_tables < 2:
    fail("corpus: need at least 2 documents with pipe tables without a separator (found %d)" % n_nosep_tables)
if n_field_docs < 3:
    fail("corpus: need several documents with 'Field: value' lines (found %d)" % n_field_docs)

# glossary terms for the alias check
glossary_terms = []
if GLOSSARY_ID in doc_by_id:
    for line in doc_by_id[GLOSSARY_ID]["text"].splitlines():
        m = re.match(r"^\|\s*([^|]+?)\s*\|", line)
        if m and not SEP_LINE.match(line) and m.group(1).lower() != "term":
            glossary_terms.append(m.group(1))
        m = re.match(r"^- ([^:]+):", line)
        if m:
            glossary_terms.append(m.group(1))
else:
    fail("corpus: glossary %s missing" % GLOSSARY_ID)

# ------------------------------------------------------------------ questions
qs = load_jsonl(QUESTIONS, "questions")
if len(qs) != N_QUESTIONS:
    fail("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))

REQUIRED = {"id", "question", "answers", "supporting_ids", "type", "note"}
seen_ids, seen_text = set(), set()
type_counter = Counter()
types_in_order = []
for i, q in enumerate(qs, 1):
    if set(q) != REQUIRED:
        fail("question row %d: keys must be exactly %s (got %s)" % (i, sorted(REQUIRED), sorted(q)))
        continue
    qid, text, answers, sup, typ, note = (q["id"], q["question"], q["answers"],
                                          q["supporting_ids"], q["type"], q["note"])
    tag = qid
    if not re.fullmatch(r"ht-q-\d{3}", qid):
        fail("question row %d: bad id %r" % (i, qid))
    if qid in seen_ids:
        fail("%s: duplicate id" % tag)
    seen_ids.add(qid)
    norm = re.sub(r"\s+", " ", text.strip().lower())
    if norm in seen_text:
        fail("%s: duplicate question text" % tag)
    seen_text.add(norm)
    if typ not in TYPE_COUNTS:
        fail("%s: unknown type %r" % (tag, typ))
    type_counter[typ] += 1
    types_in_order.append(typ)
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        fail("%s: answers must be a list of non-empty strings" % tag)
        continue
    if len(set(a.lower() for a in answers)) != len(answers):
        fail("%s: duplicate answer variants" % tag)
    if not isinstance(sup, list) or len(set(sup)) != len(sup):
        fail("%s: supporting_ids must be a list without repeats" % tag)
        continue
    if not text.strip().endswith("?"):
        fail("%s: question should end with '?'" % tag)
    if not note.strip():
        fail("%s: empty note" % tag)

    if typ == "out_of_scope":
        if answers or sup:
            fail("%s: out_of_scope must have empty answers and supporting_ids" % tag)
        continue

    # answerable questions
    if not answers:
        fail("%s: no answers" % tag)
        continue
    if not sup:
        fail("%s: no supporting_ids" % tag)
        continue
    if "distractor" not in note.lower():
        fail("%s: note should name the distractor" % tag)
    missing = [s for s in sup if s not in doc_by_id]
    if missing:
        fail("%s: supporting ids not in corpus: %s" % (tag, missing))
        continue
    canon = answers[0]
    if len(canon.split()) > MAX_ANSWER_WORDS or canon.rstrip().endswith("."):
        fail("%s: canonical answer %r is not a short answer" % (tag, canon))
    if not any(contains(doc_by_id[s]["text"], canon) for s in sup):
        fail("%s: answers[0] %r not found verbatim in any supporting doc" % (tag, canon))

    comparison = note.startswith("Comparison") and " or " in text
    for a in answers:
        if contains_token(text, a) and not comparison:
            fail("%s: answer %r leaks into the question text" % (tag, a))
    if comparison:
        if typ != "multi_hop":
            fail("%s: comparison questions are expected to be multi_hop" % tag)
        if not contains(text, canon):
            fail("%s: comparison answer %r is not one of the options in the question" % (tag, canon))

    if typ == "multi_hop":
        if len(sup) < 2:
            fail("%s: multi_hop needs at least two supporting ids" % tag)
        elif not contains(doc_by_id[sup[-1]]["text"], canon):
            fail("%s: answer %r not in the final hop document %s" % (tag, canon, sup[-1]))
    if typ == "alias":
        used = [t for t in glossary_terms if contains_token(text, t)]
        if not used:
            fail("%s: alias question uses no glossary term" % tag)
        elif not any(contains(doc_by_id[s]["text"], t) for s in sup for t in used):
            fail("%s: no supporting doc defines the alias %s" % (tag, used))

for t, n in TYPE_COUNTS.items():
    if type_counter[t] != n:
        fail("questions: type %s expected %d, found %d" % (t, n, type_counter[t]))
for i in range(len(types_in_order) - 2):
    if types_in_order[i] == types_in_order[i + 1] == types_in_order[i + 2]:
        fail("questions: three consecutive %s questions at positions %d-%d"
             % (types_in_order[i], i + 1, i + 3))

# every document should be used by at least... (informational only)
used_docs = {s for q in qs if isinstance(q, dict) for s in q.get("supporting_ids", [])}
unused = sorted(set(doc_by_id) - used_docs)

# ------------------------------------------------------------------ report
print("documents: %d (structured %d, prose %d; tables with separator %d, without %d; "
      "Field: value docs %d)" % (len(docs), n_struct, n_prose, n_sep_tables, n_nosep_tables, n_field_docs))
wcs = [word_count(d["text"]) for d in docs if "text" in d]
if wcs:
    print("words per document: min %d, max %d, mean %.1f" % (min(wcs), max(wcs), sum(wcs) / len(wcs)))
print("questions: %d %s" % (len(qs), dict(type_counter)))
print("documents not cited by any question (distractor-only): %s" % (", ".join(unused) or "none"))
if errors:
    print("\n%d PROBLEM(S):" % len(errors))
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("ALL CHECKS PASSED")
