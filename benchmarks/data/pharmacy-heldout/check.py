#!/usr/bin/env python3
"""Validator for the PHA (Wrenfield Pharmacy) QA test set.

Usage: python3 check.py [dir]
Checks corpus.jsonl and questions.jsonl in dir (default: this script's folder).
Prints OK and exits 0 when every rule passes; otherwise lists the failures and exits 1.
Standard library only.
"""
import json
import os
import re
import sys

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 6

SEP_LINE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
# "Field: value" line: a field name of one to four words starting with a capital, then ": value"
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9()/&'-]*(?: [A-Za-z0-9()/&'-]+){0,3}: \S")
PHONE_CANDIDATE = re.compile(r"(?<![\d])(\+44\s?\d[\d ]{8,12}\d|0\d{2,4} ?\d{3} ?\d{3,4})(?![\d])")
PHONE_OK = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def bounded(needle, hay):
    """case-insensitive match of needle in hay, not inside another word"""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, re.IGNORECASE) is not None


def table_blocks(text):
    blocks, cur = [], []
    for line in text.split("\n"):
        if line.startswith("|"):
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
    if not os.path.isfile(path):
        err(f"{label}: file missing: {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{label}: blank line {n}")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{label}: line {n} is not valid JSON ({e})")
                continue
            if not isinstance(obj, dict):
                err(f"{label}: line {n} is not an object")
                continue
            rows.append(obj)
    return rows


def check_phones(text, where):
    for m in PHONE_CANDIDATE.finditer(text):
        if not PHONE_OK.match(m.group(1)):
            err(f"{where}: phone-like number outside drama ranges: {m.group(1)!r}")


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    docs = load_jsonl(os.path.join(folder, "corpus.jsonl"), "corpus")
    qs = load_jsonl(os.path.join(folder, "questions.jsonl"), "questions")

    # ---------------- corpus
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    by_id = {}
    titles = set()
    structured = prose = 0
    tables_with_sep = tables_without_sep = 0
    field_docs = 0
    glossary_ids = set()
    for i, d in enumerate(docs, 1):
        did = d.get("id")
        if set(d.keys()) != DOC_KEYS:
            err(f"corpus line {i}: keys {sorted(d.keys())} != {sorted(DOC_KEYS)}")
        if did != f"PHA-doc-{i:03d}":
            err(f"corpus line {i}: id {did!r}, expected PHA-doc-{i:03d}")
        title, text = d.get("title"), d.get("text")
        if not isinstance(title, str) or not title.strip():
            err(f"{did}: empty or non-string title")
            title = ""
        if not isinstance(text, str) or not text.strip():
            err(f"{did}: empty or non-string text")
            continue
        if title in titles:
            err(f"{did}: duplicate title {title!r}")
        titles.add(title)
        by_id[did] = d
        if "glossary" in title.lower():
            glossary_ids.add(did)
        if "\r" in text:
            err(f"{did}: text contains \\r; use \\n line breaks")
        n = words(text)
        if not WORD_MIN <= n <= WORD_MAX:
            err(f"{did}: {n} words, outside {WORD_MIN}-{WORD_MAX}")
        lines = text.split("\n")
        has_bullets = any(l.startswith("- ") for l in lines)
        blocks = table_blocks(text)
        n_fields = sum(1 for l in lines if FIELD_LINE.match(l))
        # structured = has a "- " bullet list and/or a pipe table; prose = neither
        if has_bullets or blocks:
            structured += 1
        else:
            prose += 1
            if n_fields:
                err(f"{did}: prose document contains {n_fields} 'Field: value' line(s)")
        if n_fields >= 3:
            field_docs += 1
        for b in blocks:
            if len(b) < 2:
                err(f"{did}: table block with a single line: {b[0][:40]!r}")
                continue
            seps = [l for l in b if SEP_LINE.match(l)]
            if seps:
                tables_with_sep += 1
                if not SEP_LINE.match(b[1]):
                    err(f"{did}: table separator is not the second line of its table")
            else:
                tables_without_sep += 1
            widths = {l.strip().strip("|").count("|") for l in b}
            if len(widths) != 1:
                err(f"{did}: table rows have different numbers of cells")
            for l in b:
                if not l.rstrip().endswith("|"):
                    err(f"{did}: table row does not end with '|': {l[:40]!r}")
        check_phones(title + "\n" + text, did)
    if structured != N_STRUCTURED or prose != N_PROSE:
        err(f"corpus: {structured} structured / {prose} prose, expected {N_STRUCTURED} / {N_PROSE}")
    if tables_with_sep < 2:
        err(f"corpus: only {tables_with_sep} tables with a |---| separator (need >= 2)")
    if tables_without_sep < 2:
        err(f"corpus: only {tables_without_sep} tables without a separator (need >= 2)")
    if field_docs < 3:
        err(f"corpus: only {field_docs} documents with 'Field: value' lines (need >= 3)")
    if not glossary_ids:
        err("corpus: no glossary document (title containing 'glossary')")

    # ---------------- questions
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    counts = {t: 0 for t in TYPE_COUNTS}
    seen_q = set()
    types_seq = []
    for i, q in enumerate(qs, 1):
        qid = q.get("id")
        where = qid or f"questions line {i}"
        if set(q.keys()) != Q_KEYS:
            err(f"{where}: keys {sorted(q.keys())} != {sorted(Q_KEYS)}")
        if qid != f"PHA-q-{i:03d}":
            err(f"questions line {i}: id {qid!r}, expected PHA-q-{i:03d}")
        text = q.get("question")
        answers = q.get("answers")
        sup = q.get("supporting_ids")
        qtype = q.get("type")
        note = q.get("note")
        types_seq.append(qtype)
        if qtype not in TYPE_COUNTS:
            err(f"{where}: unknown type {qtype!r}")
        else:
            counts[qtype] += 1
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err(f"{where}: question must be a string ending with '?'")
            text = text if isinstance(text, str) else ""
        if text.lower() in seen_q:
            err(f"{where}: duplicate question text")
        seen_q.add(text.lower())
        check_phones(text, where)
        if not isinstance(note, str) or "distractor" not in note.lower():
            err(f"{where}: note must name the distractor (word 'distractor' missing)")
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err(f"{where}: answers must be a list of non-empty strings")
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err(f"{where}: supporting_ids must be a list of strings")
            continue
        if len(set(sup)) != len(sup):
            err(f"{where}: duplicate supporting ids")
        if len({a.lower() for a in answers}) != len(answers):
            err(f"{where}: duplicate answers")
        for s in sup:
            if s not in by_id:
                err(f"{where}: supporting id {s} does not exist")
        if qtype == "out_of_scope":
            if answers or sup:
                err(f"{where}: out_of_scope must have answers [] and supporting_ids []")
            continue
        if not answers:
            err(f"{where}: answers empty for answerable question")
            continue
        if not sup:
            err(f"{where}: supporting_ids empty for answerable question")
            continue
        if qtype == "multi_hop" and len(sup) < 2:
            err(f"{where}: multi_hop needs >= 2 supporting ids")
        if qtype == "alias":
            if len(sup) < 2:
                err(f"{where}: alias needs the glossary plus the target document")
            if not glossary_ids & set(sup):
                err(f"{where}: alias question does not cite the glossary")
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err(f"{where}: answers[0] longer than {MAX_ANSWER_CHARS} chars: {a0!r}")
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith("."):
            err(f"{where}: answers[0] looks like a sentence: {a0!r}")
        sup_texts = [by_id[s]["text"] for s in sup if s in by_id]
        if not any(bounded(a0, t) for t in sup_texts):
            err(f"{where}: answers[0] {a0!r} not found verbatim in any supporting document")
        if qtype in ("multi_hop", "alias") and sup[-1] in by_id and not bounded(a0, by_id[sup[-1]]["text"]):
            err(f"{where}: answers[0] {a0!r} not in the final hop document {sup[-1]}")
        comparison = " or " in text
        for a in answers:
            if bounded(a, text) and not comparison:
                err(f"{where}: answer {a!r} leaks into the question text")
        if comparison and bounded(a0, text):
            # must be one of the two offered options: check that the text after/before ' or ' contains it
            left, _, right = text.rpartition(" or ")
            if not (bounded(a0, left) or bounded(a0, right)):
                err(f"{where}: comparison answer is not one of the options")
    for t, n in TYPE_COUNTS.items():
        if counts.get(t) != n:
            err(f"questions: type {t} has {counts.get(t)}, expected {n}")
    for i in range(len(types_seq) - 2):
        if types_seq[i] == types_seq[i + 1] == types_seq[i + 2]:
            err(f"questions: three consecutive {types_seq[i]} at positions {i + 1}-{i + 3}")

    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
