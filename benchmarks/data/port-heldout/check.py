#!/usr/bin/env python3
"""Validator for the PRT (port authority) QA test set.

Usage: python3 check.py [dir]
Checks corpus.jsonl and questions.jsonl in dir (default: the folder of this
script). Prints OK and exits 0 when every rule passes; otherwise prints each
failure and exits 1. Standard library only.
"""
import json
import os
import re
import sys

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
MIN_WORDS, MAX_WORDS = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 8

SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_RE = re.compile(r"^\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9()/' -]{0,40}: \S")
WORD_RE = re.compile(r"[A-Za-z0-9]")
# anything that looks like a UK phone number: 0 + 9-10 more digits, optional spaces/dashes
PHONE_RE = re.compile(r"(?<![\d])0\d{2,4}[ -]?\d{3}[ -]?\d{3,4}(?![\d])")
ALLOWED_PHONE_RE = re.compile(r"^(01632 ?960\d{3}|07700 ?900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(path):
    rows = []
    if not os.path.isfile(path):
        err("missing file %s" % path)
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (os.path.basename(path), n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d is not valid JSON: %s" % (os.path.basename(path), n, e))
    return rows


def word_count(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line.strip()):
            continue
        n += sum(1 for tok in line.split() if WORD_RE.search(tok))
    return n


def contains(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, re.IGNORECASE) is not None


def occurrences(haystack, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return [m.span() for m in re.finditer(pat, haystack, re.IGNORECASE)]


def check_phones(text, where):
    for m in PHONE_RE.finditer(text):
        if not ALLOWED_PHONE_RE.match(m.group(0)):
            err("%s: phone number %r outside 01632 960xxx / 07700 900xxx" % (where, m.group(0)))


def classify(text):
    lines = text.split("\n")
    bullets = sum(1 for l in lines if BULLET_RE.match(l))
    tables = [l for l in lines if TABLE_RE.match(l.strip())]
    seps = sum(1 for l in tables if SEP_RE.match(l.strip()))
    fields = sum(1 for l in lines if FIELD_RE.match(l))
    return bullets, len(tables), seps, fields


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"))
    qs = load_jsonl(os.path.join(base, "questions.jsonl"))

    # ---------------- corpus ----------------
    if len(docs) != N_DOCS:
        err("corpus has %d documents, expected %d" % (len(docs), N_DOCS))
    doc_text = {}
    titles = set()
    structured = prose = with_sep = without_sep = field_docs = 0
    glossary_id = None
    for i, d in enumerate(docs, 1):
        if not isinstance(d, dict) or set(d.keys()) != DOC_KEYS:
            err("document %d keys are %s, expected %s" % (i, sorted(d.keys()) if isinstance(d, dict) else d, sorted(DOC_KEYS)))
            continue
        want = "PRT-doc-%03d" % i
        if d["id"] != want:
            err("document %d has id %s, expected %s" % (i, d["id"], want))
        if not all(isinstance(d[k], str) and d[k].strip() for k in DOC_KEYS):
            err("%s: id, title and text must be non-empty strings" % d["id"])
            continue
        if d["title"] in titles:
            err("%s: duplicate title %r" % (d["id"], d["title"]))
        titles.add(d["title"])
        if "glossary" in d["title"].lower():
            glossary_id = d["id"]
        text = d["text"]
        if "\r" in text or "\\n" in text:
            err("%s: text must use \\n line breaks only" % d["id"])
        if "\n" not in text:
            err("%s: text has no line breaks" % d["id"])
        wc = word_count(text)
        if not MIN_WORDS <= wc <= MAX_WORDS:
            err("%s: %d words, expected %d-%d" % (d["id"], wc, MIN_WORDS, MAX_WORDS))
        doc_text[d["id"]] = text
        check_phones(text, d["id"])
        bullets, tables, seps, fields = classify(text)
        is_structured = bullets >= 2 or tables >= 2
        if is_structured:
            structured += 1
            if tables >= 2:
                if seps:
                    with_sep += 1
                else:
                    without_sep += 1
            if fields >= 3:
                field_docs += 1
        else:
            if bullets or tables or fields:
                err("%s: prose document contains list/table/field lines" % d["id"])
            prose += 1
    if structured != N_STRUCTURED:
        err("%d structured documents, expected %d" % (structured, N_STRUCTURED))
    if prose != N_PROSE:
        err("%d prose documents, expected %d" % (prose, N_PROSE))
    if with_sep < 1:
        err("no document has a table with a |---| separator line")
    if without_sep < 2:
        err("%d documents have tables without a separator line, expected at least 2" % without_sep)
    if field_docs < 3:
        err("%d documents with 'Field: value' lines, expected at least 3" % field_docs)
    if glossary_id is None:
        err("no glossary document found (title containing 'Glossary')")

    # ---------------- questions ----------------
    if len(qs) != N_QUESTIONS:
        err("questions has %d rows, expected %d" % (len(qs), N_QUESTIONS))
    counts = {t: 0 for t in TYPE_COUNTS}
    types = []
    seen_q = set()
    for i, q in enumerate(qs, 1):
        if not isinstance(q, dict) or set(q.keys()) != Q_KEYS:
            err("question %d keys are %s, expected %s" % (i, sorted(q.keys()) if isinstance(q, dict) else q, sorted(Q_KEYS)))
            types.append(None)
            continue
        qid = "PRT-q-%03d" % i
        if q["id"] != qid:
            err("question %d has id %s, expected %s" % (i, q["id"], qid))
        qid = q["id"]
        t = q["type"]
        types.append(t)
        if t not in TYPE_COUNTS:
            err("%s: unknown type %r" % (qid, t))
            continue
        counts[t] += 1
        text = q["question"]
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err("%s: question must be a string ending with '?'" % qid)
            continue
        if text.lower() in seen_q:
            err("%s: duplicate question" % qid)
        seen_q.add(text.lower())
        check_phones(text, qid + " question")
        note = q["note"]
        if not isinstance(note, str) or "distractor" not in note.lower():
            err("%s: note must name the distractor (word 'distractor' missing)" % qid)
        ans, sup = q["answers"], q["supporting_ids"]
        if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
            err("%s: answers must be a list of non-empty strings" % qid)
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err("%s: supporting_ids must be a list of strings" % qid)
            continue
        if len(set(sup)) != len(sup):
            err("%s: duplicate supporting ids" % qid)
        for s in sup:
            if s not in doc_text:
                err("%s: supporting id %s does not exist" % (qid, s))
        for a in ans:
            check_phones(a, qid + " answer")
        if t == "out_of_scope":
            if ans or sup:
                err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
            continue
        if not ans:
            err("%s: answers must not be empty" % qid)
            continue
        if not sup:
            err("%s: supporting_ids must not be empty" % qid)
            continue
        if t == "multi_hop" and len(sup) < 2:
            err("%s: multi_hop needs at least 2 supporting ids" % qid)
        if t == "alias" and glossary_id and glossary_id not in sup:
            err("%s: alias question should cite the glossary %s" % (qid, glossary_id))
        a0 = ans[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err("%s: answers[0] longer than %d characters" % (qid, MAX_ANSWER_CHARS))
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith((".", "!", "?")):
            err("%s: answers[0] looks like a sentence: %r" % (qid, a0))
        if not any(contains(doc_text.get(s, ""), a0) for s in sup):
            err("%s: answers[0] %r not found verbatim in any supporting document" % (qid, a0))
        # answer leak: no accepted answer in the question, except the options of an "X or Y" comparison
        or_spans = [m.start() for m in re.finditer(r"\bor\b", text)]
        for a in ans:
            for start, end in occurrences(text, a):
                near_or = any(abs(p - end) <= 45 or abs(start - p) <= 45 for p in or_spans)
                if not (t == "multi_hop" and near_or):
                    err("%s: answer %r appears in the question text" % (qid, a))
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            err("type %s has %d questions, expected %d" % (t, counts.get(t, 0), n))
    for i in range(len(types) - 2):
        if types[i] is not None and types[i] == types[i + 1] == types[i + 2]:
            err("questions %d-%d are three consecutive %s" % (i + 1, i + 3, types[i]))

    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
