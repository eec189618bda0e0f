#!/usr/bin/env python3
"""Validator for the PST (postal) QA test set. Standard library only.

Usage: python3 check.py [dir]     (dir defaults to the folder holding this script)
Prints OK and exits 0 when every rule passes; otherwise lists the failures and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

PREFIX = "PST"
N_DOCS = 36
N_QUESTIONS = 70
N_STRUCTURED = 24
N_PROSE = 12
WORDS_MIN, WORDS_MAX = 250, 320
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40

SEP_RE = re.compile(r"^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^\s*- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'-]{0,40}: \S")
# Anything that looks like a UK phone number: 0 + 9-10 more digits, optional single spaces/hyphens.
PHONE_RE = re.compile(r"(?<![\d£])(?<!\d[.,])(?:\+44\s?|0)\d{2,4}[ -]?\d{3}[ -]?\d{3,4}(?!\d|[.,]\d)")
ALLOWED_PHONE_RE = re.compile(r"^(01632960\d{3}|07700900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def count_words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains_phrase(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, flags=re.IGNORECASE) is not None


def check_phones(label, text):
    for m in PHONE_RE.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if digits.startswith("44"):
            digits = "0" + digits[2:]
        if not ALLOWED_PHONE_RE.match(digits):
            err(f"{label}: phone-like number outside drama ranges: {m.group(0)!r}")


def table_blocks(lines):
    blocks, cur = [], []
    for line in lines:
        if TABLE_RE.match(line):
            cur.append(line)
        else:
            if cur:
                blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    return blocks


def load_jsonl(path, label):
    rows = []
    if not os.path.exists(path):
        err(f"{label}: file missing: {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\r" in raw:
        err(f"{label}: file contains carriage returns")
    for i, line in enumerate(raw.split("\n"), 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"{label} line {i}: invalid JSON ({e})")
    return rows


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"), "corpus")
    qs = load_jsonl(os.path.join(base, "questions.jsonl"), "questions")

    # ---------------- corpus ----------------
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    doc_text = {}
    titles = Counter()
    structured = prose = 0
    sep_tables = nosep_tables = field_docs = 0
    for i, d in enumerate(docs, 1):
        label = f"doc #{i}"
        if not isinstance(d, dict) or set(d.keys()) != DOC_KEYS:
            err(f"{label}: keys must be exactly {sorted(DOC_KEYS)}, got {sorted(d.keys()) if isinstance(d, dict) else type(d)}")
            continue
        want = f"{PREFIX}-doc-{i:03d}"
        if d["id"] != want:
            err(f"{label}: id {d['id']!r}, expected {want!r}")
        label = d["id"]
        if not isinstance(d["title"], str) or not d["title"].strip():
            err(f"{label}: empty title")
        if not isinstance(d["text"], str) or not d["text"].strip():
            err(f"{label}: empty text")
            continue
        titles[d["title"]] += 1
        text = d["text"]
        doc_text[d["id"]] = text
        if "\r" in text:
            err(f"{label}: text must use \\n line breaks only")
        if "\n" not in text:
            err(f"{label}: text has no line breaks")
        wc = count_words(text)
        if not WORDS_MIN <= wc <= WORDS_MAX:
            err(f"{label}: {wc} words, outside {WORDS_MIN}-{WORDS_MAX}")
        lines = text.split("\n")
        n_bullets = sum(1 for l in lines if BULLET_RE.match(l))
        n_table = sum(1 for l in lines if TABLE_RE.match(l))
        n_field = sum(1 for l in lines if FIELD_RE.match(l))
        is_structured = n_bullets > 0 or n_table > 0 or n_field >= 3
        if is_structured:
            structured += 1
        else:
            prose += 1
            if any(l.lstrip().startswith(("|", "- ", "* ", "#")) for l in lines):
                err(f"{label}: prose document contains list/table/heading markup")
        blocks = table_blocks(lines)
        has_sep = has_nosep = False
        for b in blocks:
            if len(b) < 2:
                err(f"{label}: table with a single line")
                continue
            if SEP_RE.match(b[1]):
                has_sep = True
            else:
                has_nosep = True
            for extra in b[2:] if SEP_RE.match(b[1]) else b[1:]:
                if SEP_RE.match(extra):
                    err(f"{label}: separator line in the middle of a table")
            ncols = {l.strip().count("|") for l in b}
            if len(ncols) != 1:
                err(f"{label}: table rows have differing column counts {sorted(ncols)}")
        sep_tables += has_sep
        nosep_tables += has_nosep
        field_docs += n_field >= 3
        check_phones(label, d["title"] + "\n" + text)
    dup = [t for t, c in titles.items() if c > 1]
    if dup:
        err(f"corpus: duplicate titles {dup}")
    if structured != N_STRUCTURED or prose != N_PROSE:
        err(f"corpus: {structured} structured / {prose} prose, expected {N_STRUCTURED} / {N_PROSE}")
    if sep_tables < 1:
        err("corpus: no document has a table with a |---| separator line")
    if nosep_tables < 2:
        err(f"corpus: {nosep_tables} documents have a table without a separator, need at least 2")
    if field_docs < 3:
        err(f"corpus: {field_docs} documents with 'Field: value' lines, need at least 3")
    glossary_ids = {d["id"] for d in docs if isinstance(d, dict) and "glossary" in str(d.get("title", "")).lower()}
    if not glossary_ids:
        err("corpus: no glossary document (title containing 'Glossary')")

    # ---------------- questions ----------------
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    types = []
    seen_q = Counter()
    for i, q in enumerate(qs, 1):
        label = f"question #{i}"
        if not isinstance(q, dict) or set(q.keys()) != Q_KEYS:
            err(f"{label}: keys must be exactly {sorted(Q_KEYS)}, got {sorted(q.keys()) if isinstance(q, dict) else type(q)}")
            types.append(None)
            continue
        want = f"{PREFIX}-q-{i:03d}"
        if q["id"] != want:
            err(f"{label}: id {q['id']!r}, expected {want!r}")
        label = q["id"]
        qt, text, answers, sup, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
        types.append(qt)
        if qt not in TYPE_COUNTS:
            err(f"{label}: unknown type {qt!r}")
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err(f"{label}: question must be a string ending with '?'")
            continue
        seen_q[text.strip().lower()] += 1
        check_phones(label, text)
        if not isinstance(note, str) or "distractor" not in note.lower():
            err(f"{label}: note must name the distractor (word 'distractor' missing)")
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err(f"{label}: answers must be a list of non-empty strings")
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err(f"{label}: supporting_ids must be a list of strings")
            continue
        if len(set(sup)) != len(sup):
            err(f"{label}: duplicate supporting ids")
        for s in sup:
            if s not in doc_text:
                err(f"{label}: supporting id {s!r} does not exist")
        if qt == "out_of_scope":
            if answers or sup:
                err(f"{label}: out_of_scope must have answers [] and supporting_ids []")
            continue
        if not answers:
            err(f"{label}: answerable question has no answers")
            continue
        if not sup:
            err(f"{label}: answerable question has no supporting ids")
            continue
        if qt == "single_hop" and len(sup) != 1:
            err(f"{label}: single_hop should have exactly 1 supporting id, has {len(sup)}")
        if qt == "multi_hop" and len(sup) < 2:
            err(f"{label}: multi_hop needs at least 2 supporting ids")
        if qt == "alias" and not (set(sup) & glossary_ids):
            err(f"{label}: alias question does not cite the glossary")
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err(f"{label}: answers[0] longer than {MAX_ANSWER_CHARS} chars: {a0!r}")
        if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 7:
            err(f"{label}: answers[0] looks like a sentence: {a0!r}")
        for a in answers:
            check_phones(label + " answer", a)
        if not any(contains_phrase(doc_text.get(s, ""), a0) for s in sup):
            err(f"{label}: answers[0] {a0!r} not found verbatim in any supporting document")
        # leak: no accepted answer may appear in the question, except the chosen
        # option of an explicit 'X or Y' comparison.
        comparison = qt == "multi_hop" and re.search(r"\bor\b", text) and re.match(r"^\s*which\b", text, re.I)
        for a in answers:
            if contains_phrase(text, a):
                if comparison and contains_phrase(text, a0):
                    continue
                err(f"{label}: answer {a!r} appears in the question text")
    dq = [t for t, c in seen_q.items() if c > 1]
    if dq:
        err(f"questions: duplicate question texts {dq}")
    tc = Counter(t for t in types if t)
    for t, n in TYPE_COUNTS.items():
        if tc.get(t, 0) != n:
            err(f"questions: type {t} has {tc.get(t, 0)}, expected {n}")
    for i in range(len(types) - 2):
        if types[i] and types[i] == types[i + 1] == types[i + 2]:
            err(f"questions: three consecutive {types[i]} at positions {i + 1}-{i + 3}")

    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print(f"OK ({len(docs)} documents: {structured} structured, {prose} prose; "
          f"{len(qs)} questions: " + ", ".join(f"{t} {tc[t]}" for t in TYPE_COUNTS) + ")")
    sys.exit(0)


if __name__ == "__main__":
    main()
