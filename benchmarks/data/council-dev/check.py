#!/usr/bin/env python3
"""Validator for the CCL (Harrowmere City Council DTD) QA test set.

Usage: python3 check.py [dir]
Prints OK and exits 0 when every rule passes; otherwise lists the failures
and exits 1. Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

N_DOCS = 45
N_QUESTIONS = 80
WORDS_MIN, WORDS_MAX = 190, 300
STRUCTURED_MIN, STRUCTURED_MAX = 27, 33   # "about two thirds" of 45
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12,
               "qualifier": 12, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40

SEP_RE = re.compile(r"^\s*\|[\s:|-]*-[\s:|-]*\|\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'-]{0,40}: \S")
TITLE_RE = re.compile(r"^[A-Z][A-Za-z0-9 ./&()'-]{1,80}?: \S.*$")
WORD_HAS = re.compile(r"[A-Za-z0-9]")
# phone-like: 0 followed by 9-10 more digits, optionally split by spaces/hyphens
PHONE_RE = re.compile(r"(?<![\d£,.:/-])(?:\+44\s?|0)\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}(?![\d:])")
PHONE_OK = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for w in line.split() if WORD_HAS.search(w))
    return n


def tables(text):
    """Return list of (has_separator) for each table block of >= 2 lines."""
    blocks, cur = [], []
    for line in text.split("\n") + [""]:
        if TABLE_RE.match(line):
            cur.append(line)
        else:
            if len(cur) >= 2:
                blocks.append(any(SEP_RE.match(l) for l in cur))
            cur = []
    return blocks


def bounded(needle, hay):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {ln}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {ln}: bad JSON ({e})")
    return rows


def check_phones(text, where):
    for m in PHONE_RE.finditer(text):
        s = m.group(0)
        if not PHONE_OK.match(s):
            err(f"{where}: phone number outside drama ranges or badly formatted: {s!r}")


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    cpath = os.path.join(base, "corpus.jsonl")
    qpath = os.path.join(base, "questions.jsonl")
    for p in (cpath, qpath, os.path.join(base, "README.md")):
        if not os.path.exists(p):
            err(f"missing file {p}")
    if errors:
        return finish()

    # ---------------- corpus ----------------
    docs = load_jsonl(cpath)
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    by_id = {}
    titles = Counter()
    n_struct = n_prose = 0
    n_sep_tables = n_nosep_tables = n_field_docs = 0
    for i, d in enumerate(docs, 1):
        want = "CCL-doc-%03d" % i
        if set(d.keys()) != DOC_KEYS:
            err(f"{want}: keys {sorted(d.keys())} != {sorted(DOC_KEYS)}")
            continue
        if d["id"] != want:
            err(f"doc {i}: id {d['id']!r}, expected {want}")
        by_id[d["id"]] = d
        title, text = d["title"], d["text"]
        titles[title] += 1
        if not isinstance(text, str) or not isinstance(title, str):
            err(f"{d['id']}: title/text must be strings")
            continue
        if not TITLE_RE.match(title):
            err(f"{d['id']}: title lacks '<page type>: ' prefix: {title!r}")
        if "\r" in text:
            err(f"{d['id']}: text contains \\r; use \\n line breaks")
        w = words(text)
        if not WORDS_MIN <= w <= WORDS_MAX:
            err(f"{d['id']}: {w} words, outside {WORDS_MIN}-{WORDS_MAX}")
        lines = text.split("\n")
        n_bul = sum(1 for l in lines if BULLET_RE.match(l))
        n_tab = sum(1 for l in lines if TABLE_RE.match(l))
        n_fld = sum(1 for l in lines if FIELD_RE.match(l))
        tb = tables(text)
        if any(tb):
            n_sep_tables += 1
        if any(not t for t in tb):
            n_nosep_tables += 1
        if n_fld >= 3:
            n_field_docs += 1
        if n_bul >= 2 or tb or n_fld >= 3:
            n_struct += 1
        else:
            if n_bul or n_tab or n_fld:
                err(f"{d['id']}: neither clean prose nor structured "
                    f"(bullets={n_bul}, table lines={n_tab}, field lines={n_fld})")
            n_prose += 1
        check_phones(title + "\n" + text, d["id"])
    dup = [t for t, c in titles.items() if c > 1]
    if dup:
        err(f"corpus: duplicate titles {dup}")
    if not STRUCTURED_MIN <= n_struct <= STRUCTURED_MAX:
        err(f"corpus: {n_struct} structured docs, expected {STRUCTURED_MIN}-{STRUCTURED_MAX}")
    if n_prose < N_DOCS - STRUCTURED_MAX:
        err(f"corpus: only {n_prose} prose docs")
    if n_sep_tables < 2:
        err(f"corpus: only {n_sep_tables} docs with a table that has a |---| separator (need >= 2)")
    if n_nosep_tables < 2:
        err(f"corpus: only {n_nosep_tables} docs with a table without separator (need >= 2)")
    if n_field_docs < 4:
        err(f"corpus: only {n_field_docs} docs with 'Field: value' lines (need >= 4)")

    # ---------------- questions ----------------
    qs = load_jsonl(qpath)
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    types = []
    seen_q = Counter()
    for i, q in enumerate(qs, 1):
        want = "CCL-q-%03d" % i
        if set(q.keys()) != Q_KEYS:
            err(f"{want}: keys {sorted(q.keys())} != {sorted(Q_KEYS)}")
            types.append(None)
            continue
        qid = q["id"]
        if qid != want:
            err(f"question {i}: id {qid!r}, expected {want}")
        t = q["type"]
        types.append(t)
        if t not in TYPE_COUNTS:
            err(f"{qid}: unknown type {t!r}")
        question, answers, sup, note = q["question"], q["answers"], q["supporting_ids"], q["note"]
        if not isinstance(question, str) or not question.strip().endswith("?"):
            err(f"{qid}: question must be a string ending with '?'")
            continue
        seen_q[question.strip().lower()] += 1
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err(f"{qid}: answers must be a list of non-empty strings")
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err(f"{qid}: supporting_ids must be a list of strings")
            continue
        if len(set(sup)) != len(sup):
            err(f"{qid}: duplicate supporting ids")
        if not isinstance(note, str) or "distractor" not in note.lower():
            err(f"{qid}: note must name a distractor (word 'distractor' missing)")
        check_phones(question + "\n" + "\n".join(answers), qid)
        if t == "out_of_scope":
            if answers or sup:
                err(f"{qid}: out_of_scope must have answers [] and supporting_ids []")
            continue
        if not answers:
            err(f"{qid}: answers empty for answerable question")
            continue
        if not sup:
            err(f"{qid}: no supporting ids")
            continue
        missing = [s for s in sup if s not in by_id]
        if missing:
            err(f"{qid}: supporting ids not in corpus: {missing}")
            continue
        if t == "multi_hop":
            if len(sup) < 2:
                err(f"{qid}: multi_hop needs >= 2 supporting ids")
            if "hop 1" not in note.lower() or "hop 2" not in note.lower():
                err(f"{qid}: multi_hop note must give intermediate answers (Hop 1 ..., Hop 2 ...)")
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err(f"{qid}: answers[0] longer than {MAX_ANSWER_CHARS} chars: {a0!r}")
        if re.search(r"[.!?]\s+\S", a0) or a0.endswith(".") or len(a0.split()) > 7:
            err(f"{qid}: answers[0] looks like a sentence: {a0!r}")
        targets = [sup[-1]] if t == "multi_hop" else sup
        hay = "\n".join(by_id[s]["title"] + "\n" + by_id[s]["text"] for s in targets)
        if not bounded(a0, hay):
            where = "last supporting doc" if t == "multi_hop" else "any supporting doc"
            err(f"{qid}: answers[0] {a0!r} not found verbatim in {where}")
        # answer leak: allowed only for "X or Y" comparisons whose answer is an option
        comparison = t == "multi_hop" and re.search(r"\bor\b", question) is not None
        for a in answers:
            if len(a) < 2 and not a.isdigit():
                continue
            if bounded(a, question) and not comparison:
                err(f"{qid}: answer {a!r} leaks into the question text")
    cnt = Counter(t for t in types if t)
    for t, n in TYPE_COUNTS.items():
        if cnt.get(t, 0) != n:
            err(f"questions: type {t} has {cnt.get(t, 0)}, expected {n}")
    for i in range(2, len(types)):
        if types[i] and types[i] == types[i - 1] == types[i - 2]:
            err(f"questions: three consecutive {types[i]} at CCL-q-{i - 1:03d}..CCL-q-{i + 1:03d}")
    for qq, c in seen_q.items():
        if c > 1:
            err(f"questions: duplicate question text {qq!r}")
    return finish(n_struct, n_prose, n_sep_tables, n_nosep_tables, n_field_docs)


def finish(*stats):
    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    if stats:
        s, p, ts, tn, fd = stats
        print(f"structured={s} prose={p} tables_with_sep={ts} tables_without_sep={tn} field_value_docs={fd}")
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
