#!/usr/bin/env python3
"""Validator for the RTL (retail) QA test set. Standard library only.

Usage: python3 check.py [dir]   (default: the directory containing this script)
Prints OK and exits 0 when every rule passes; otherwise lists the problems and exits 1.
"""
import json
import os
import re
import sys

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MIN_WORDS, MAX_WORDS = 250, 320
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 6

SEP_RE = re.compile(r"\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^\s*- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/,'&-]{0,40}: \S")
PHONE_CAND_RE = re.compile(r"(?<!\d)(?:\+44\s?|0)\d{3,4}[ -]?\d{3}[ -]?\d{3,4}(?!\d)")
PHONE_OK_RE = re.compile(r"01632 ?960\d{3}|07700 ?900\d{3}")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.fullmatch(line):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def contains(haystack, needle):
    """Case-insensitive verbatim match that is not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack.lower()) is not None


def check_phones(where, text):
    for m in PHONE_CAND_RE.finditer(text):
        if not PHONE_OK_RE.fullmatch(m.group(0)):
            err(f"{where}: phone number outside the drama ranges: {m.group(0)!r}")


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {ln}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {ln}: invalid JSON ({e})")
                continue
            if not isinstance(obj, dict):
                err(f"{os.path.basename(path)} line {ln}: not a JSON object")
                continue
            rows.append(obj)
    return rows


def check_corpus(path):
    docs = load_jsonl(path)
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    titles = set()
    structured = prose = 0
    with_sep = without_sep = field_docs = 0
    by_id = {}
    for i, d in enumerate(docs, 1):
        want = f"RTL-doc-{i:03d}"
        if set(d.keys()) != DOC_KEYS:
            err(f"corpus {want}: keys are {sorted(d.keys())}, expected {sorted(DOC_KEYS)}")
            continue
        if d["id"] != want:
            err(f"corpus line {i}: id {d['id']!r}, expected {want!r}")
        did = d["id"]
        by_id[did] = d
        title, text = d["title"], d["text"]
        if not isinstance(title, str) or not title.strip():
            err(f"{did}: empty title")
        elif title in titles:
            err(f"{did}: duplicate title {title!r}")
        titles.add(title)
        if not isinstance(text, str) or not text.strip():
            err(f"{did}: empty text")
            continue
        if "\r" in text:
            err(f"{did}: text contains carriage returns; use \\n only")
        if "\n" not in text:
            err(f"{did}: text has no \\n line breaks")
        n = words(text)
        if not MIN_WORDS <= n <= MAX_WORDS:
            err(f"{did}: {n} words, outside {MIN_WORDS}-{MAX_WORDS}")
        lines = text.split("\n")
        bullets = [l for l in lines if BULLET_RE.match(l)]
        table = [l for l in lines if TABLE_RE.match(l)]
        seps = [l for l in table if SEP_RE.fullmatch(l)]
        fields = [l for l in lines if FIELD_RE.match(l)]
        if bullets or table:
            structured += 1
            if table:
                if seps:
                    with_sep += 1
                else:
                    without_sep += 1
                widths = {l.strip().count("|") for l in table}
                if len(widths) != 1:
                    err(f"{did}: table rows have differing numbers of cells")
            if len(fields) >= 3:
                field_docs += 1
        else:
            prose += 1
            if fields:
                err(f"{did}: prose document contains 'Field: value' lines: {fields[:2]}")
        check_phones(did, title + "\n" + text)
    if structured != N_STRUCTURED:
        err(f"corpus: {structured} structured documents, expected {N_STRUCTURED}")
    if prose != N_PROSE:
        err(f"corpus: {prose} prose documents, expected {N_PROSE}")
    if with_sep < 1:
        err("corpus: no document has a table with a |---| separator line")
    if without_sep < 2:
        err(f"corpus: {without_sep} documents have tables without a separator line, need at least 2")
    if field_docs < 3:
        err(f"corpus: {field_docs} documents with 'Field: value' lines, need at least 3")
    stats = dict(structured=structured, prose=prose, tables_with_separator=with_sep,
                 tables_without_separator=without_sep, field_value_docs=field_docs)
    return by_id, stats


def check_questions(path, docs):
    qs = load_jsonl(path)
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    glossary = [k for k, d in docs.items() if d["title"].lower().startswith("glossary")]
    counts = {t: 0 for t in TYPE_COUNTS}
    types = []
    seen_q = set()
    for i, q in enumerate(qs, 1):
        want = f"RTL-q-{i:03d}"
        if set(q.keys()) != Q_KEYS:
            err(f"question line {i}: keys are {sorted(q.keys())}, expected {sorted(Q_KEYS)}")
            types.append(None)
            continue
        qid = q["id"]
        if qid != want:
            err(f"question line {i}: id {qid!r}, expected {want!r}")
        t = q["type"]
        types.append(t)
        if t not in TYPE_COUNTS:
            err(f"{qid}: unknown type {t!r}")
        else:
            counts[t] += 1
        text = q["question"]
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err(f"{qid}: question must be a string ending with '?'")
            continue
        if text in seen_q:
            err(f"{qid}: duplicate question")
        seen_q.add(text)
        check_phones(qid, text)
        note = q["note"]
        if not isinstance(note, str) or "distractor" not in note.lower():
            err(f"{qid}: note must name the distractor (the word 'distractor' is missing)")
        answers, sup = q["answers"], q["supporting_ids"]
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err(f"{qid}: answers must be a list of non-empty strings")
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err(f"{qid}: supporting_ids must be a list of strings")
            continue
        if len(set(sup)) != len(sup):
            err(f"{qid}: duplicate supporting ids")
        for s in sup:
            if s not in docs:
                err(f"{qid}: supporting id {s!r} does not exist in the corpus")
        for a in answers:
            check_phones(f"{qid} answer", a)
        if t == "out_of_scope":
            if answers != [] or sup != []:
                err(f"{qid}: out_of_scope must have answers [] and supporting_ids []")
            continue
        if not answers:
            err(f"{qid}: answerable question has no answers")
            continue
        if not sup:
            err(f"{qid}: answerable question has no supporting ids")
            continue
        if t == "multi_hop" and len(sup) < 2:
            err(f"{qid}: multi_hop needs at least 2 supporting documents")
        if t == "alias" and glossary and not any(s in glossary for s in sup):
            err(f"{qid}: alias question should cite the glossary document")
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err(f"{qid}: answers[0] longer than {MAX_ANSWER_CHARS} characters: {a0!r}")
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith((".", "!", "?")):
            err(f"{qid}: answers[0] looks like a sentence: {a0!r}")
        if not any(contains(docs[s]["text"], a0) for s in sup if s in docs):
            err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")
        comparison = " or " in text.lower()
        for a in answers:
            if contains(text, a):
                if comparison and a == a0:
                    continue  # "X or Y" comparison: the answer is one of the two options
                if not comparison:
                    err(f"{qid}: answer {a!r} appears in the question text")
    for t, want in TYPE_COUNTS.items():
        if counts[t] != want:
            err(f"questions: {counts[t]} of type {t}, expected {want}")
    for i in range(len(types) - 2):
        if types[i] is not None and types[i] == types[i + 1] == types[i + 2]:
            err(f"questions: RTL-q-{i+1:03d}..RTL-q-{i+3:03d} are three consecutive {types[i]}")
    return counts


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    cpath = os.path.join(base, "corpus.jsonl")
    qpath = os.path.join(base, "questions.jsonl")
    for p in (cpath, qpath):
        if not os.path.isfile(p):
            print(f"FAIL: missing {p}")
            return 1
    docs, stats = check_corpus(cpath)
    counts = check_questions(qpath, docs)
    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s) found")
        return 1
    print(f"OK  documents={len(docs)} " + " ".join(f"{k}={v}" for k, v in stats.items()))
    print("OK  questions=" + str(sum(counts.values())) + " " + " ".join(f"{k}={v}" for k, v in counts.items()))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
