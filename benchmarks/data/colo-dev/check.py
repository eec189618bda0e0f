#!/usr/bin/env python3
"""Validator for the COLO fictional colocation QA test set.

Usage: python3 check.py [dir]   (dir defaults to the folder holding this script)
Standard library only. Prints OK and exits 0 when every rule passes;
otherwise prints each failure and exits 1.
"""
import json
import os
import re
import sys

N_DOCS = 36
N_QUESTIONS = 70
WORD_MIN, WORD_MAX = 250, 320
N_STRUCTURED, N_PROSE = 24, 12
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_LEN = 40

SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z ,/()&'-]{0,40}: \S")
# Anything that looks like a UK phone number (landline or mobile, with or without spaces).
PHONE_RE = re.compile(r"(?<![\d])(?:\+44\s?|0)\d{2,4}[\s-]?\d{3}[\s-]?\d{3,4}(?![\d])")
PHONE_OK_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line) and "-" in line:
            continue  # table separator lines are not counted
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, flags=re.IGNORECASE) is not None


def load_jsonl(path):
    rows = []
    try:
        with open(path, encoding="utf-8") as f:
            for i, line in enumerate(f, 1):
                if not line.strip():
                    err("%s line %d: blank line" % (os.path.basename(path), i))
                    continue
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError as e:
                    err("%s line %d: invalid JSON (%s)" % (os.path.basename(path), i, e))
    except OSError as e:
        err("cannot read %s: %s" % (path, e))
    return rows


def check_phones(label, text):
    for m in PHONE_RE.finditer(text):
        num = m.group(0)
        if not PHONE_OK_RE.match(num):
            err("%s: phone-like number outside drama ranges: %r" % (label, num))


def classify(text):
    lines = text.split("\n")
    bullets = sum(1 for l in lines if BULLET_RE.match(l))
    tables = [l for l in lines if TABLE_RE.match(l)]
    seps = sum(1 for l in tables if SEP_RE.match(l) and "-" in l)
    fields = sum(1 for l in lines if FIELD_RE.match(l))
    return bullets, len(tables), seps, fields


def check_corpus(d):
    docs = load_jsonl(os.path.join(d, "corpus.jsonl"))
    if len(docs) != N_DOCS:
        err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
    titles = set()
    n_struct = n_prose = 0
    n_table_sep = n_table_nosep = n_field_docs = 0
    by_id = {}
    for i, doc in enumerate(docs, 1):
        if not isinstance(doc, dict):
            err("corpus row %d: not an object" % i)
            continue
        if set(doc.keys()) != DOC_KEYS:
            err("corpus row %d: keys %s != %s" % (i, sorted(doc.keys()), sorted(DOC_KEYS)))
        want = "COLO-doc-%03d" % i
        did = doc.get("id")
        if did != want:
            err("corpus row %d: id %r, expected %r" % (i, did, want))
        title, text = doc.get("title"), doc.get("text")
        if not isinstance(title, str) or not title.strip():
            err("%s: empty or non-string title" % want)
        elif title in titles:
            err("%s: duplicate title %r" % (want, title))
        else:
            titles.add(title)
        if not isinstance(text, str):
            err("%s: text is not a string" % want)
            continue
        by_id[did] = doc
        if "\r" in text:
            err("%s: text contains \\r; use \\n line breaks" % want)
        n = words(text)
        if not WORD_MIN <= n <= WORD_MAX:
            err("%s: %d words, outside %d-%d" % (want, n, WORD_MIN, WORD_MAX))
        bullets, tables, seps, fields = classify(text)
        marks = bullets + tables + fields
        if marks == 0:
            n_prose += 1
        elif marks >= 3:
            n_struct += 1
        else:
            err("%s: only %d structured lines; neither clearly prose nor structured" % (want, marks))
        if tables:
            if tables < 3:
                err("%s: table with fewer than 3 rows" % want)
            if seps:
                n_table_sep += 1
            else:
                n_table_nosep += 1
        if fields >= 3:
            n_field_docs += 1
        check_phones(want, title + "\n" + text)
    if n_struct != N_STRUCTURED:
        err("corpus: %d structured documents, expected %d" % (n_struct, N_STRUCTURED))
    if n_prose != N_PROSE:
        err("corpus: %d prose documents, expected %d" % (n_prose, N_PROSE))
    if n_table_sep < 2:
        err("corpus: only %d documents have a table with a |---| separator (need >= 2)" % n_table_sep)
    if n_table_nosep < 2:
        err("corpus: only %d documents have a table without a separator (need >= 2)" % n_table_nosep)
    if n_field_docs < 3:
        err("corpus: only %d documents with >= 3 'Field: value' lines (need >= 3)" % n_field_docs)
    stats = dict(structured=n_struct, prose=n_prose, table_sep=n_table_sep,
                 table_nosep=n_table_nosep, field_docs=n_field_docs)
    return by_id, stats


def check_questions(d, by_id):
    qs = load_jsonl(os.path.join(d, "questions.jsonl"))
    if len(qs) != N_QUESTIONS:
        err("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))
    counts = {}
    types = []
    seen_q = set()
    glossary_ids = {k for k, v in by_id.items() if "glossary" in v.get("title", "").lower()}
    for i, q in enumerate(qs, 1):
        if not isinstance(q, dict):
            err("question row %d: not an object" % i)
            types.append(None)
            continue
        want = "COLO-q-%03d" % i
        if set(q.keys()) != Q_KEYS:
            err("%s: keys %s != %s" % (want, sorted(q.keys()), sorted(Q_KEYS)))
        if q.get("id") != want:
            err("question row %d: id %r, expected %r" % (i, q.get("id"), want))
        t = q.get("type")
        types.append(t)
        if t not in TYPE_COUNTS:
            err("%s: unknown type %r" % (want, t))
        counts[t] = counts.get(t, 0) + 1
        text = q.get("question")
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err("%s: question must be a string ending with '?'" % want)
            text = text if isinstance(text, str) else ""
        if text.strip().lower() in seen_q:
            err("%s: duplicate question text" % want)
        seen_q.add(text.strip().lower())
        check_phones(want + " question", text)
        note = q.get("note")
        if not isinstance(note, str) or "distractor" not in note.lower():
            err("%s: note must name the distractor (word 'distractor' missing)" % want)
        answers = q.get("answers")
        sup = q.get("supporting_ids")
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err("%s: answers must be a list of non-empty strings" % want)
            answers = []
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err("%s: supporting_ids must be a list of strings" % want)
            sup = []
        if len(set(sup)) != len(sup):
            err("%s: duplicate supporting ids" % want)
        for s in sup:
            if s not in by_id:
                err("%s: supporting id %r does not exist" % (want, s))
        for a in answers:
            check_phones(want + " answer", a)
        if t == "out_of_scope":
            if answers or sup:
                err("%s: out_of_scope must have answers [] and supporting_ids []" % want)
            continue
        if not answers:
            err("%s: answerable question without answers" % want)
            continue
        if not sup:
            err("%s: answerable question without supporting_ids" % want)
        if t == "single_hop" and len(sup) != 1:
            err("%s: single_hop should have exactly 1 supporting document" % want)
        if t in ("multi_hop", "alias") and len(sup) < 2:
            err("%s: %s needs >= 2 supporting documents" % (want, t))
        if t == "alias" and glossary_ids and not (set(sup) & glossary_ids):
            err("%s: alias question should cite the glossary" % want)
        canon = answers[0]
        if len(canon) > MAX_ANSWER_LEN:
            err("%s: answers[0] longer than %d characters" % (want, MAX_ANSWER_LEN))
        if canon.rstrip().endswith(".") or len(canon.split()) > 7:
            err("%s: answers[0] looks like a sentence: %r" % (want, canon))
        if len(set(a.lower() for a in answers)) != len(answers):
            err("%s: duplicate answer variants" % want)
        if not any(contains(by_id[s]["text"], canon) for s in sup if s in by_id):
            err("%s: answers[0] %r not found verbatim in any supporting document" % (want, canon))
        comparison = " or " in text
        for a in answers:
            if contains(text, a):
                if not (comparison and contains(text, canon)):
                    err("%s: answer %r leaks into the question text" % (want, a))
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            err("questions: type %s has %d, expected %d" % (t, counts.get(t, 0), n))
    for i in range(2, len(types)):
        if types[i] is not None and types[i] == types[i - 1] == types[i - 2]:
            err("questions: COLO-q-%03d..%03d are three consecutive %s" % (i - 1, i + 1, types[i]))
    return counts


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    by_id, stats = check_corpus(d)
    counts = check_questions(d, by_id)
    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s) found" % len(errors))
        sys.exit(1)
    print("corpus: %d docs (%s)" % (len(by_id), ", ".join("%s=%d" % kv for kv in stats.items())))
    print("questions: %d (%s)" % (sum(counts.values()), ", ".join("%s=%d" % kv for kv in sorted(counts.items()))))
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
