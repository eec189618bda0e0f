#!/usr/bin/env python3
"""Validator for the Kestrelmoor brewery QA set (corpus.jsonl + questions.jsonl).

Usage: python3 check.py [directory]   (default: the directory of this file)
Exit status 0 when every check passes, 1 otherwise. Standard library only.
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
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
GLOSSARY_TITLE_PREFIX = "Glossary"
MAX_ANSWER_WORDS = 8

errors = []


def err(msg):
    errors.append(msg)


SEP_LINE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 ()'/-]{1,40}: \S")


def word_count(text):
    """Whitespace tokens containing a letter or digit; |---| separator lines skipped,
    bare pipes never count because they contain no letter or digit."""
    n = 0
    for line in text.splitlines():
        if SEP_LINE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def doc_features(text):
    lines = text.splitlines()
    bullets = sum(1 for l in lines if l.startswith("- "))
    table_rows = sum(1 for l in lines if l.lstrip().startswith("|") and not SEP_LINE.match(l))
    seps = sum(1 for l in lines if SEP_LINE.match(l) and "|" in l)
    fields = sum(1 for l in lines if FIELD_LINE.match(l))
    return bullets, table_rows, seps, fields


def contains(hay, needle):
    return needle.lower() in hay.lower()


def bounded(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def load_jsonl(path, label):
    rows = []
    if not os.path.exists(path):
        err(f"{label}: file missing: {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{label}: blank line {i}")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{label}: line {i} is not valid JSON ({e})")
                continue
            if not isinstance(obj, dict):
                err(f"{label}: line {i} is not a JSON object")
                continue
            rows.append(obj)
    return rows


# ---------------------------------------------------------------- corpus
docs = load_jsonl(CORPUS, "corpus")
if len(docs) != N_DOCS:
    err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")

doc_by_id = {}
structured = prose = with_sep = without_sep = with_fields = 0
for i, d in enumerate(docs, 1):
    keys = set(d)
    if keys != DOC_KEYS:
        err(f"corpus line {i}: keys {sorted(keys)} != {sorted(DOC_KEYS)}")
        continue
    did, title, text = d["id"], d["title"], d["text"]
    if not all(isinstance(x, str) for x in (did, title, text)):
        err(f"corpus line {i}: id/title/text must be strings")
        continue
    if did != f"BRW-doc-{i:03d}":
        err(f"corpus line {i}: id {did!r}, expected BRW-doc-{i:03d}")
    if did in doc_by_id:
        err(f"corpus: duplicate id {did}")
    doc_by_id[did] = d
    if not title.strip():
        err(f"{did}: empty title")
    wc = word_count(text)
    if not WORD_MIN <= wc <= WORD_MAX:
        err(f"{did}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
    bullets, rows, seps, fields = doc_features(text)
    is_structured = bullets > 0 or rows > 0 or fields >= 3
    if is_structured:
        structured += 1
        if rows:
            if seps:
                with_sep += 1
            else:
                without_sep += 1
        if fields >= 3:
            with_fields += 1
    else:
        prose += 1
        if "\n\n" not in text:
            err(f"{did}: prose document should have paragraphs")

titles = Counter(d.get("title") for d in docs)
for t, c in titles.items():
    if c > 1:
        err(f"corpus: title used {c} times: {t!r}")
if structured != N_STRUCTURED or prose != N_PROSE:
    err(f"corpus: {structured} structured / {prose} prose, expected {N_STRUCTURED} / {N_PROSE}")
if with_sep < 2 or without_sep < 2:
    err(f"corpus: need pipe tables both with and without |---| (with {with_sep}, without {without_sep})")
if with_fields < 4:
    err(f"corpus: expected several documents with 'Field: value' lines, found {with_fields}")

# glossary terms for alias checks
alias_terms = set()
for d in docs:
    if d.get("title", "").startswith(GLOSSARY_TITLE_PREFIX):
        for line in d["text"].splitlines():
            m = re.match(r"^- ([^:]+):", line)
            if m:
                term = m.group(1).strip()
                alias_terms.add(term)
                if term.lower().startswith("the "):
                    alias_terms.add(term[4:])
if not alias_terms:
    err("corpus: no glossary document with '- Term: meaning' lines found")

# ---------------------------------------------------------------- questions
qs = load_jsonl(QUESTIONS, "questions")
if len(qs) != N_QUESTIONS:
    err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")

seen_ids, seen_text = set(), {}
types = []
for i, q in enumerate(qs, 1):
    keys = set(q)
    if keys != Q_KEYS:
        err(f"questions line {i}: keys {sorted(keys)} != {sorted(Q_KEYS)}")
        types.append(None)
        continue
    qid, text, answers, sup, qtype, note = (q[k] for k in ("id", "question", "answers", "supporting_ids", "type", "note"))
    types.append(qtype)
    if qid != f"BRW-q-{i:03d}":
        err(f"questions line {i}: id {qid!r}, expected BRW-q-{i:03d}")
    if qid in seen_ids:
        err(f"questions: duplicate id {qid}")
    seen_ids.add(qid)
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err(f"{qid}: question must be a string ending with '?'")
        continue
    norm = re.sub(r"\W+", " ", text.lower()).strip()
    if norm in seen_text:
        err(f"{qid}: duplicate question text (also {seen_text[norm]})")
    seen_text[norm] = qid
    if qtype not in TYPE_COUNTS:
        err(f"{qid}: unknown type {qtype!r}")
        continue
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err(f"{qid}: supporting_ids must be a list of strings")
        continue
    if len(set(sup)) != len(sup):
        err(f"{qid}: repeated supporting id")
    if not isinstance(note, str) or len(note.split()) < 5:
        err(f"{qid}: note missing or too short")

    if qtype == "out_of_scope":
        if answers or sup:
            err(f"{qid}: out_of_scope must have answers [] and supporting_ids []")
        continue

    if not answers:
        err(f"{qid}: answerable question has no answers")
        continue
    if not sup:
        err(f"{qid}: answerable question has no supporting_ids")
        continue
    missing = [s for s in sup if s not in doc_by_id]
    if missing:
        err(f"{qid}: supporting ids not in corpus: {missing}")
        continue
    if "distractor" not in note.lower():
        err(f"{qid}: note should name the distractor")

    a0 = answers[0]
    if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith("."):
        err(f"{qid}: answers[0] {a0!r} looks like a sentence, not a short answer")
    if len({a.lower() for a in answers}) != len(answers):
        err(f"{qid}: duplicate answer variants")
    if not any(contains(doc_by_id[s]["text"], a0) for s in sup):
        err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting doc {sup}")

    comparison = qtype == "multi_hop" and bounded(text, "or") and contains(text, a0)
    for a in answers:
        if bounded(text, a) and not comparison:
            err(f"{qid}: answer {a!r} leaks into the question text")
    if comparison:
        m = re.search(r"([\w\-. ']+?)\s+or\s+([\w\-. ']+?)\?", text)
        opts = [m.group(1), m.group(2)] if m else []
        if not any(contains(o, a0) for o in opts):
            err(f"{qid}: comparison answer {a0!r} is not one of the two options in the question")

    if qtype == "multi_hop":
        if len(sup) < 2:
            err(f"{qid}: multi_hop needs at least two supporting ids")
        elif not comparison:
            # chained: the answer comes from the final hop, not the first
            if not contains(doc_by_id[sup[-1]]["text"], a0):
                err(f"{qid}: chained multi_hop answer not in the last supporting doc (hop order?)")
            if contains(doc_by_id[sup[0]]["text"], a0):
                err(f"{qid}: chained multi_hop answer already in the first hop doc")
    if qtype == "alias":
        if not any(bounded(text, t) for t in alias_terms):
            err(f"{qid}: alias question uses no glossary term (old name, nickname or legacy code)")

# type counts and spacing
tc = Counter(t for t in types if t)
for t, n in TYPE_COUNTS.items():
    if tc.get(t, 0) != n:
        err(f"questions: type {t} has {tc.get(t, 0)}, expected {n}")
for i in range(2, len(types)):
    if types[i] and types[i] == types[i - 1] == types[i - 2]:
        err(f"questions: three consecutive {types[i]} at positions {i - 1}-{i + 1}")

# ---------------------------------------------------------------- report
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print(f"OK: {len(docs)} documents ({structured} structured, {prose} prose; "
      f"tables with separator {with_sep}, without {without_sep}; field-style {with_fields}); "
      f"{len(qs)} questions {dict(sorted(tc.items()))}")
