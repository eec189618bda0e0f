#!/usr/bin/env python3
"""Validator for the DEN (dental clinic group) QA test set.

Usage: python3 check.py [dir]
Standard library only. Prints OK and exits 0 when every rule passes;
otherwise prints each problem and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

N_DOCS = 36
N_QUESTIONS = 70
N_STRUCTURED = 24
N_PROSE = 12
WORDS_MIN, WORDS_MAX = 250, 320
TYPE_COUNTS = {
    "single_hop": 18,
    "multi_hop": 18,
    "alias": 10,
    "qualifier": 10,
    "out_of_scope": 14,
}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 6

BULLET_RE = re.compile(r"^- \S")
TABLE_RE = re.compile(r"^\|.*\|\s*$")
SEPARATOR_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'-]{0,40}: \S")
# Phone-like strings: a leading 0 (or +44) and 10 further digits, optionally spaced.
PHONE_RE = re.compile(r"(?<![\d.,:/-])(?:\+44\s?|0)\d{2,4}[ ]?\d{3,4}[ ]?\d{3,4}(?![\d:])")
ALLOWED_PHONE_PREFIXES = ("01632960", "07700900")

errors = []


def err(msg):
    errors.append(msg)


def count_words(text):
    """A word is a whitespace token containing a letter or digit.
    Table separator lines (|---|---|) contain neither and so never count."""
    return sum(1 for tok in text.split() if re.search(r"[A-Za-z0-9]", tok))


def contains_term(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    if not needle:
        return False
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, flags=re.IGNORECASE) is not None


def check_phones(text, where):
    for m in PHONE_RE.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if digits.startswith("44"):
            digits = "0" + digits[2:]
        if not (len(digits) == 11 and digits.startswith(ALLOWED_PHONE_PREFIXES)):
            err(f"{where}: phone number outside drama ranges: {m.group(0)!r}")


def load_jsonl(path):
    rows = []
    if not os.path.isfile(path):
        err(f"missing file {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {n}: invalid JSON ({e})")
    return rows


def table_blocks(lines):
    """Yield lists of consecutive table lines."""
    block = []
    for ln in lines:
        if TABLE_RE.match(ln):
            block.append(ln)
        else:
            if block:
                yield block
            block = []
    if block:
        yield block


def check_corpus(docs):
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    titles = Counter()
    structured = prose = 0
    with_sep = without_sep = field_docs = 0
    by_id = {}
    for i, d in enumerate(docs, 1):
        want = f"DEN-doc-{i:03d}"
        if not isinstance(d, dict):
            err(f"corpus row {i}: not an object")
            continue
        if set(d.keys()) != DOC_KEYS:
            err(f"corpus row {i}: keys {sorted(d.keys())} != {sorted(DOC_KEYS)}")
        did = d.get("id")
        if did != want:
            err(f"corpus row {i}: id {did!r}, expected {want!r}")
        title, text = d.get("title"), d.get("text")
        if not isinstance(title, str) or not title.strip():
            err(f"{did}: empty or non-string title")
        else:
            titles[title.strip().lower()] += 1
        if not isinstance(text, str) or not text.strip():
            err(f"{did}: empty or non-string text")
            continue
        by_id[did] = d
        if "\r" in text:
            err(f"{did}: text contains carriage returns; use \\n line breaks")
        n = count_words(text)
        if not WORDS_MIN <= n <= WORDS_MAX:
            err(f"{did}: {n} words, outside {WORDS_MIN}-{WORDS_MAX}")
        lines = text.split("\n")
        has_bullets = any(BULLET_RE.match(ln) for ln in lines)
        blocks = list(table_blocks(lines))
        if has_bullets or blocks:
            structured += 1
        else:
            prose += 1
        for b in blocks:
            rows = [ln for ln in b if not SEPARATOR_RE.match(ln)]
            if len(rows) < 2:
                err(f"{did}: table with fewer than two rows")
            widths = {ln.strip().count("|") for ln in b}
            if len(widths) != 1:
                err(f"{did}: table rows have differing column counts {sorted(widths)}")
            seps = [ln for ln in b if SEPARATOR_RE.match(ln)]
            if seps and not SEPARATOR_RE.match(b[1] if len(b) > 1 else ""):
                err(f"{did}: table separator line is not directly under the header")
        if blocks:
            if any(any(SEPARATOR_RE.match(ln) for ln in b) for b in blocks):
                with_sep += 1
            if any(not any(SEPARATOR_RE.match(ln) for ln in b) for b in blocks):
                without_sep += 1
        n_fields = sum(1 for ln in lines if FIELD_RE.match(ln))
        if n_fields >= 3:
            field_docs += 1
        check_phones(title or "", f"{did} title")
        check_phones(text, did)
    for t, c in titles.items():
        if c > 1:
            err(f"corpus: title used {c} times: {t!r}")
    if structured != N_STRUCTURED or prose != N_PROSE:
        err(f"corpus: {structured} structured / {prose} prose documents, expected {N_STRUCTURED} / {N_PROSE}")
    if with_sep < 1:
        err("corpus: no document has a table with a |---| separator line")
    if without_sep < 2:
        err(f"corpus: {without_sep} documents have a table without separator, need at least 2")
    if field_docs < 3:
        err(f"corpus: {field_docs} documents with 'Field: value' lines, need at least 3")
    return by_id


def check_questions(qs, by_id):
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    types = []
    seen_q = Counter()
    for i, q in enumerate(qs, 1):
        want = f"DEN-q-{i:03d}"
        if not isinstance(q, dict):
            err(f"question row {i}: not an object")
            types.append(None)
            continue
        if set(q.keys()) != Q_KEYS:
            err(f"question row {i}: keys {sorted(q.keys())} != {sorted(Q_KEYS)}")
        qid = q.get("id")
        if qid != want:
            err(f"question row {i}: id {qid!r}, expected {want!r}")
        text = q.get("question")
        qtype = q.get("type")
        answers = q.get("answers")
        sups = q.get("supporting_ids")
        note = q.get("note")
        types.append(qtype)
        if not isinstance(text, str) or not text.strip():
            err(f"{qid}: empty question")
            continue
        text = text.strip()
        seen_q[text.lower()] += 1
        if not text.endswith("?"):
            err(f"{qid}: question does not end with '?'")
        check_phones(text, f"{qid} question")
        if qtype not in TYPE_COUNTS:
            err(f"{qid}: unknown type {qtype!r}")
        if not isinstance(note, str) or not note.strip():
            err(f"{qid}: empty note")
        elif "distractor" not in note.lower():
            err(f"{qid}: note does not name a distractor")
        else:
            check_phones(note, f"{qid} note")
        if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers):
            err(f"{qid}: answers must be a list of strings")
            continue
        if not isinstance(sups, list) or not all(isinstance(s, str) for s in sups):
            err(f"{qid}: supporting_ids must be a list of strings")
            continue
        if len(set(sups)) != len(sups):
            err(f"{qid}: duplicate supporting ids")
        for s in sups:
            if s not in by_id:
                err(f"{qid}: supporting id {s!r} does not exist")
        if qtype == "out_of_scope":
            if answers != []:
                err(f"{qid}: out_of_scope must have answers []")
            if sups != []:
                err(f"{qid}: out_of_scope must have supporting_ids []")
            continue
        if not answers:
            err(f"{qid}: answerable question has no answers")
            continue
        if not sups:
            err(f"{qid}: answerable question has no supporting ids")
            continue
        if qtype == "single_hop" and len(sups) != 1:
            err(f"{qid}: single_hop should have exactly 1 supporting id, has {len(sups)}")
        if qtype == "multi_hop" and len(sups) < 2:
            err(f"{qid}: multi_hop needs at least 2 supporting ids")
        if any(not a.strip() for a in answers):
            err(f"{qid}: empty answer string")
        if len({a.strip().lower() for a in answers}) != len(answers):
            err(f"{qid}: duplicate answer variants")
        a0 = answers[0].strip()
        if len(a0) > MAX_ANSWER_CHARS:
            err(f"{qid}: answers[0] longer than {MAX_ANSWER_CHARS} characters: {a0!r}")
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.endswith(".") or ". " in a0:
            err(f"{qid}: answers[0] looks like a sentence: {a0!r}")
        sup_texts = [by_id[s]["text"] for s in sups if s in by_id]
        if not any(contains_term(t, a0) for t in sup_texts):
            err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")
        is_comparison = (re.search(r"\b(which|whose)\b", text, re.IGNORECASE) is not None
                         and re.search(r"\bor\b", text) is not None)
        for a in answers:
            if contains_term(text, a.strip()) and not is_comparison:
                err(f"{qid}: answer {a!r} leaks into the question text")
        if is_comparison and contains_term(text, a0):
            pass  # allowed: 'X or Y' comparison answered by one of the options
    for t, c in seen_q.items():
        if c > 1:
            err(f"questions: duplicate question text {t!r}")
    counts = Counter(types)
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            err(f"questions: type {t} has {counts.get(t, 0)}, expected {n}")
    for i in range(len(types) - 2):
        if types[i] is not None and types[i] == types[i + 1] == types[i + 2]:
            err(f"questions: three consecutive {types[i]} at DEN-q-{i + 1:03d}..DEN-q-{i + 3:03d}")


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"))
    qs = load_jsonl(os.path.join(base, "questions.jsonl"))
    by_id = check_corpus(docs)
    check_questions(qs, by_id)
    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
