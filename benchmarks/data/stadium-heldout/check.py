#!/usr/bin/env python3
"""Validator for the STD (stadium operator) QA test set.

Usage: python3 check.py [dir]
Checks corpus.jsonl and questions.jsonl in [dir] (default: this script's folder)
and prints OK (exit 0) when every rule passes, otherwise lists the problems (exit 1).
Standard library only.
"""
import json
import os
import re
import sys

N_DOCS = 36
N_QUESTIONS = 70
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
N_STRUCTURED, N_PROSE = 24, 12
MIN_WORDS, MAX_WORDS = 250, 320
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 6

SEP_LINE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_LINE = re.compile(r"^\|.*\|\s*$")
BULLET_LINE = re.compile(r"^- \S")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'-]{0,40}: \S")
# anything that looks like a UK phone number (national format, optional spaces)
PHONE_LIKE = re.compile(r"(?<![\w-])(?:\+44\s?|0)\d{2,4}[ ]?\d{3,4}[ ]?\d{3,4}(?![\w-])")
ALLOWED_PHONE = re.compile(r"^(01632960\d{3}|07700900\d{3})$")
HAS_ALNUM = re.compile(r"[A-Za-z0-9]")


def word_count(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line.strip()):
            continue
        n += sum(1 for tok in line.split() if HAS_ALNUM.search(tok))
    return n


def table_blocks(text):
    """Return a list of tables; each is a list of its lines."""
    blocks, cur = [], []
    for line in text.split("\n"):
        if TABLE_LINE.match(line.strip()):
            cur.append(line.strip())
        else:
            if cur:
                blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    return blocks


def contains_term(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack.lower()) is not None


def phones_in(text):
    bad = []
    for m in PHONE_LIKE.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if digits.startswith("44"):
            digits = "0" + digits[2:]
        if not ALLOWED_PHONE.match(digits):
            bad.append(m.group(0))
    return bad


def load_jsonl(path, errors):
    rows = []
    if not os.path.exists(path):
        errors.append(f"missing file {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"{os.path.basename(path)} line {n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"{os.path.basename(path)} line {n}: bad JSON ({e})")
    return rows


def check_corpus(docs, errors):
    if len(docs) != N_DOCS:
        errors.append(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    titles = set()
    structured = prose = with_sep = without_sep = field_docs = 0
    for i, d in enumerate(docs, 1):
        want = f"STD-doc-{i:03d}"
        if not isinstance(d, dict) or set(d) != DOC_KEYS:
            errors.append(f"doc #{i}: keys must be exactly {sorted(DOC_KEYS)}")
            continue
        if d["id"] != want:
            errors.append(f"doc #{i}: id {d['id']!r}, expected {want}")
        if not isinstance(d["title"], str) or not d["title"].strip():
            errors.append(f"{d['id']}: empty title")
        elif d["title"] in titles:
            errors.append(f"{d['id']}: duplicate title {d['title']!r}")
        titles.add(d["title"])
        text = d["text"]
        if not isinstance(text, str):
            errors.append(f"{d['id']}: text is not a string")
            continue
        if "\r" in text:
            errors.append(f"{d['id']}: text must use \\n line breaks only")
        if "\n" not in text:
            errors.append(f"{d['id']}: text has no line breaks")
        wc = word_count(text)
        if not MIN_WORDS <= wc <= MAX_WORDS:
            errors.append(f"{d['id']}: {wc} words, outside {MIN_WORDS}-{MAX_WORDS}")
        lines = [l.strip() for l in text.split("\n")]
        has_bullets = any(BULLET_LINE.match(l) for l in lines)
        tables = table_blocks(text)
        has_fields = any(FIELD_LINE.match(l) and not TABLE_LINE.match(l) for l in lines)
        for t in tables:
            if len(t) < 2:
                errors.append(f"{d['id']}: table with a single line")
            if any(SEP_LINE.match(l) for l in t):
                with_sep += 1
            else:
                without_sep += 1
        if has_bullets or tables:
            structured += 1
            if has_fields:
                field_docs += 1
        else:
            prose += 1
            if has_fields:
                errors.append(f"{d['id']}: prose document contains 'Field: value' lines")
        bad = phones_in(d["title"] + "\n" + text)
        if bad:
            errors.append(f"{d['id']}: phone numbers outside the drama ranges: {bad}")
    if structured != N_STRUCTURED or prose != N_PROSE:
        errors.append(f"corpus: {structured} structured / {prose} prose, expected {N_STRUCTURED}/{N_PROSE}")
    if with_sep < 1:
        errors.append("corpus: no table with a |---| separator line")
    if without_sep < 2:
        errors.append(f"corpus: only {without_sep} tables without a separator line, need at least 2")
    if field_docs < 3:
        errors.append(f"corpus: only {field_docs} documents with 'Field: value' lines, need at least 3")
    return {d["id"]: d for d in docs if isinstance(d, dict) and "id" in d}


def check_questions(qs, docs_by_id, errors):
    if len(qs) != N_QUESTIONS:
        errors.append(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    counts = {t: 0 for t in TYPE_COUNTS}
    types_in_order = []
    seen_questions = set()
    for i, q in enumerate(qs, 1):
        want = f"STD-q-{i:03d}"
        if not isinstance(q, dict) or set(q) != Q_KEYS:
            errors.append(f"question #{i}: keys must be exactly {sorted(Q_KEYS)}")
            types_in_order.append(None)
            continue
        qid = q["id"]
        if qid != want:
            errors.append(f"question #{i}: id {qid!r}, expected {want}")
        t = q["type"]
        types_in_order.append(t)
        if t not in TYPE_COUNTS:
            errors.append(f"{qid}: unknown type {t!r}")
        else:
            counts[t] += 1
        text = q["question"]
        if not isinstance(text, str) or not text.strip().endswith("?"):
            errors.append(f"{qid}: question must be a string ending with '?'")
            continue
        if text in seen_questions:
            errors.append(f"{qid}: duplicate question text")
        seen_questions.add(text)
        answers, sups, note = q["answers"], q["supporting_ids"], q["note"]
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            errors.append(f"{qid}: answers must be a list of non-empty strings")
            continue
        if not isinstance(sups, list) or not all(isinstance(s, str) for s in sups):
            errors.append(f"{qid}: supporting_ids must be a list of strings")
            continue
        if len(set(sups)) != len(sups):
            errors.append(f"{qid}: duplicate supporting ids")
        if not isinstance(note, str) or "distractor" not in note.lower():
            errors.append(f"{qid}: note must name the distractor (word 'distractor')")
        bad = phones_in(text + "\n" + "\n".join(answers))
        if bad:
            errors.append(f"{qid}: phone numbers outside the drama ranges: {bad}")
        if t == "out_of_scope":
            if answers or sups:
                errors.append(f"{qid}: out_of_scope must have empty answers and supporting_ids")
            continue
        if not answers:
            errors.append(f"{qid}: answerable question without answers")
            continue
        if not sups:
            errors.append(f"{qid}: answerable question without supporting_ids")
            continue
        missing = [s for s in sups if s not in docs_by_id]
        if missing:
            errors.append(f"{qid}: unknown supporting ids {missing}")
            continue
        if t == "multi_hop" and len(sups) < 2:
            errors.append(f"{qid}: multi_hop needs at least 2 supporting ids")
        if t == "alias" and not any("glossary" in docs_by_id[s]["title"].lower() for s in sups):
            errors.append(f"{qid}: alias question should cite the glossary")
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            errors.append(f"{qid}: answers[0] longer than {MAX_ANSWER_CHARS} characters")
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith((".", "!", "?")):
            errors.append(f"{qid}: answers[0] looks like a sentence: {a0!r}")
        if not any(contains_term(docs_by_id[s]["text"], a0) for s in sups):
            errors.append(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")
        if contains_term(text, a0):
            # allowed only for an "X or Y" comparison whose answer is one of the options
            if not re.search(r"\bor\b", text):
                errors.append(f"{qid}: answers[0] {a0!r} leaks into the question")
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            errors.append(f"questions: type {t} has {counts.get(t, 0)}, expected {n}")
    for i in range(len(types_in_order) - 2):
        a, b, c = types_in_order[i:i + 3]
        if a is not None and a == b == c:
            errors.append(f"questions: three consecutive {a} at STD-q-{i + 1:03d}..STD-q-{i + 3:03d}")


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors = []
    docs = load_jsonl(os.path.join(folder, "corpus.jsonl"), errors)
    qs = load_jsonl(os.path.join(folder, "questions.jsonl"), errors)
    docs_by_id = check_corpus(docs, errors)
    check_questions(qs, docs_by_id, errors)
    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
