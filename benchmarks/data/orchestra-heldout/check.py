#!/usr/bin/env python3
"""Validator for the ORC (orchestra) QA test set.

Usage: python3 check.py [dir]

Standard library only. Prints OK and exits 0 when every rule passes;
otherwise prints each failure and exits 1.
"""
import json
import os
import re
import sys

N_DOCS = 36
N_QUESTIONS = 70
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
TYPE_COUNTS = {
    "single_hop": 18,
    "multi_hop": 18,
    "alias": 10,
    "qualifier": 10,
    "out_of_scope": 14,
}
MAX_ANSWER_CHARS = 40

SEPARATOR_RE = re.compile(r"^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 &/()'-]{0,40}: \S")
# anything that looks like a UK phone number (optionally +44), loosely spaced
PHONE_LIKE_RE = re.compile(r"(?<![\d£.,])(?:\+44\s?(?:\(0\)\s?)?|\b0)\d{2,4}(?:[ \-]?\d){6,8}(?!\d)(?![.,]\d)")
PHONE_OK_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEPARATOR_RE.match(line):
            continue
        n += sum(1 for t in line.split() if re.search(r"[A-Za-z0-9]", t))
    return n


def table_blocks(text):
    """Return list of table blocks (lists of consecutive pipe-table lines)."""
    blocks, cur = [], []
    for line in text.split("\n"):
        if TABLE_RE.match(line):
            cur.append(line)
        else:
            if cur:
                blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    return blocks


def classify(text):
    lines = text.split("\n")
    bullets = sum(1 for l in lines if BULLET_RE.match(l))
    fields = sum(1 for l in lines if FIELD_RE.match(l) and not TABLE_RE.match(l))
    blocks = table_blocks(text)
    structured = bullets > 0 or len(blocks) > 0 or fields >= 2
    return structured, bullets, fields, blocks


def contains_bounded(haystack, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, flags=re.IGNORECASE) is not None


def phones_in(text):
    return [m.group(0) for m in PHONE_LIKE_RE.finditer(text)]


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors = []

    def err(msg):
        errors.append(msg)

    # ---------------- corpus ----------------
    docs = []
    cpath = os.path.join(base, "corpus.jsonl")
    with open(cpath, encoding="utf-8") as f:
        raw = [l for l in f.read().split("\n") if l.strip()]
    for i, line in enumerate(raw, 1):
        try:
            docs.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"corpus line {i}: invalid JSON ({e})")
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    doc_by_id = {}
    titles = set()
    n_struct = n_prose = 0
    n_sep_docs = n_nosep_docs = n_field_docs = 0
    for i, d in enumerate(docs, 1):
        did = d.get("id", f"<line {i}>")
        if set(d.keys()) != DOC_KEYS:
            err(f"{did}: keys {sorted(d.keys())} != {sorted(DOC_KEYS)}")
            continue
        if d["id"] != f"ORC-doc-{i:03d}":
            err(f"{did}: expected id ORC-doc-{i:03d}")
        if not isinstance(d["title"], str) or not d["title"].strip():
            err(f"{did}: empty title")
        if d["title"] in titles:
            err(f"{did}: duplicate title {d['title']!r}")
        titles.add(d["title"])
        text = d["text"]
        if not isinstance(text, str):
            err(f"{did}: text is not a string")
            continue
        if "\n" not in text or "\r" in text:
            err(f"{did}: text must use \\n line breaks (and no \\r)")
        w = words(text)
        if not WORD_MIN <= w <= WORD_MAX:
            err(f"{did}: {w} words, outside {WORD_MIN}-{WORD_MAX}")
        structured, bullets, fields, blocks = classify(text)
        if structured:
            n_struct += 1
        else:
            n_prose += 1
        if any(any(SEPARATOR_RE.match(l) for l in b) for b in blocks):
            n_sep_docs += 1
        if any(not any(SEPARATOR_RE.match(l) for l in b) for b in blocks):
            n_nosep_docs += 1
        if fields >= 3:
            n_field_docs += 1
        for b in blocks:
            cols = {l.strip().strip("|").count("|") for l in b}
            if len(cols) != 1:
                err(f"{did}: table with inconsistent column counts {sorted(cols)}")
        for ph in phones_in(text) + phones_in(d["title"]):
            if not PHONE_OK_RE.match(ph):
                err(f"{did}: phone number {ph!r} outside 01632 960xxx / 07700 900xxx")
        if re.search(r"\+44", text):
            err(f"{did}: international +44 number found")
        doc_by_id[d["id"]] = d
    if n_struct != N_STRUCTURED:
        err(f"corpus: {n_struct} structured documents, expected {N_STRUCTURED}")
    if n_prose != N_PROSE:
        err(f"corpus: {n_prose} prose documents, expected {N_PROSE}")
    if n_sep_docs < 1:
        err("corpus: no document has a table with a |---| separator line")
    if n_nosep_docs < 2:
        err(f"corpus: {n_nosep_docs} documents have a table without separator, need >= 2")
    if n_field_docs < 3:
        err(f"corpus: {n_field_docs} documents with 'Field: value' lines, need >= 3")
    glossary_ids = {k for k, v in doc_by_id.items() if "glossary" in v["title"].lower()}
    if len(glossary_ids) != 1:
        err(f"corpus: expected exactly one glossary document, found {len(glossary_ids)}")

    # ---------------- questions ----------------
    qs = []
    qpath = os.path.join(base, "questions.jsonl")
    with open(qpath, encoding="utf-8") as f:
        raw = [l for l in f.read().split("\n") if l.strip()]
    for i, line in enumerate(raw, 1):
        try:
            qs.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"questions line {i}: invalid JSON ({e})")
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    counts = {t: 0 for t in TYPE_COUNTS}
    seen_q = set()
    types_seq = []
    for i, q in enumerate(qs, 1):
        qid = q.get("id", f"<line {i}>")
        if set(q.keys()) != Q_KEYS:
            err(f"{qid}: keys {sorted(q.keys())} != {sorted(Q_KEYS)}")
            continue
        if q["id"] != f"ORC-q-{i:03d}":
            err(f"{qid}: expected id ORC-q-{i:03d}")
        t = q["type"]
        types_seq.append(t)
        if t not in TYPE_COUNTS:
            err(f"{qid}: unknown type {t!r}")
        else:
            counts[t] += 1
        question = q["question"]
        if not isinstance(question, str) or not question.strip().endswith("?"):
            err(f"{qid}: question must be a string ending with '?'")
            continue
        if question.lower() in seen_q:
            err(f"{qid}: duplicate question")
        seen_q.add(question.lower())
        for ph in phones_in(question):
            if not PHONE_OK_RE.match(ph):
                err(f"{qid}: phone number {ph!r} outside allowed ranges")
        note = q["note"]
        if not isinstance(note, str) or "distractor" not in note.lower():
            err(f"{qid}: note must name the distractor (word 'distractor')")
        answers, sups = q["answers"], q["supporting_ids"]
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err(f"{qid}: answers must be a list of non-empty strings")
            continue
        if len(set(a.lower() for a in answers)) != len(answers):
            err(f"{qid}: duplicate answer variants")
        if not isinstance(sups, list) or not all(isinstance(s, str) for s in sups):
            err(f"{qid}: supporting_ids must be a list of strings")
            continue
        if len(set(sups)) != len(sups):
            err(f"{qid}: duplicate supporting ids")
        for s in sups:
            if s not in doc_by_id:
                err(f"{qid}: supporting id {s} does not exist")
        for a in answers:
            for ph in phones_in(a):
                if not PHONE_OK_RE.match(ph):
                    err(f"{qid}: answer phone {ph!r} outside allowed ranges")
        if t == "out_of_scope":
            if answers or sups:
                err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
            continue
        if not answers:
            err(f"{qid}: answerable question with no answers")
            continue
        if not sups:
            err(f"{qid}: answerable question with no supporting ids")
            continue
        if t == "single_hop" and len(sups) != 1:
            err(f"{qid}: single_hop must have exactly one supporting document")
        if t == "multi_hop" and len(sups) < 2:
            err(f"{qid}: multi_hop needs >= 2 supporting documents")
        if t == "alias" and not (set(sups) & glossary_ids):
            err(f"{qid}: alias question must cite the glossary")
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err(f"{qid}: answers[0] longer than {MAX_ANSWER_CHARS} characters")
        if a0.rstrip().endswith(".") or len(a0.split()) > 6:
            err(f"{qid}: answers[0] looks like a sentence: {a0!r}")
        if not any(contains_bounded(doc_by_id[s]["text"], a0) for s in sups if s in doc_by_id):
            err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")
        if contains_bounded(question, a0):
            comparison = re.search(
                r"(?<![A-Za-z0-9])" + re.escape(a0) + r",? or | or " + re.escape(a0) + r"(?![A-Za-z0-9])",
                question, flags=re.IGNORECASE)
            if not comparison:
                err(f"{qid}: answer {a0!r} leaks into the question text")
    for t, n in TYPE_COUNTS.items():
        if counts[t] != n:
            err(f"questions: type {t} has {counts[t]}, expected {n}")
    for i in range(len(types_seq) - 2):
        if types_seq[i] == types_seq[i + 1] == types_seq[i + 2]:
            err(f"questions: ORC-q-{i + 1:03d}..{i + 3:03d} are three consecutive {types_seq[i]}")

    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print(f"OK ({len(docs)} documents: {n_struct} structured, {n_prose} prose; "
          f"{len(qs)} questions: " + ", ".join(f"{t} {counts[t]}" for t in TYPE_COUNTS) + ")")
    sys.exit(0)


if __name__ == "__main__":
    main()
