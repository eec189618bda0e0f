#!/usr/bin/env python3
"""Validator for the LEI leisure-centre QA test set (standard library only).

Usage: python3 check.py [dir]   (dir defaults to the folder holding this script)
Prints OK and exits 0 when every rule passes; otherwise lists the problems and exits 1.
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
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 6

SEP_LINE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 ,()/&'-]{0,40}: \S")
PHONE_CANDIDATE = re.compile(r"(?<![\d])0\d{3,4} ?\d{3} ?\d{3,4}(?![\d])")
PHONE_ALLOWED = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")


def word_count(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def is_table_row(line):
    s = line.strip()
    return s.startswith("|") and s.endswith("|") and len(s) > 1


def cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def analyse(text):
    lines = text.split("\n")
    bullets = sum(1 for l in lines if l.startswith("- "))
    fields = sum(1 for l in lines if FIELD_LINE.match(l))
    tables = []  # list of (rows, has_separator)
    cur = None
    for l in lines:
        if is_table_row(l):
            if cur is None:
                cur = {"rows": [], "sep": False}
            if SEP_LINE.match(l):
                cur["sep"] = True
            cur["rows"].append(l)
        else:
            if cur is not None:
                tables.append(cur)
                cur = None
    if cur is not None:
        tables.append(cur)
    stray_pipes = sum(1 for l in lines if l.lstrip().startswith("|") and not is_table_row(l))
    return bullets, fields, tables, stray_pipes


def bounded(needle):
    return re.compile(r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])", re.I)


def load_jsonl(path, errors, label):
    rows = []
    if not os.path.exists(path):
        errors.append(f"{label}: file missing: {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for i, raw in enumerate(f, 1):
            if not raw.strip():
                errors.append(f"{label}: blank line {i}")
                continue
            try:
                obj = json.loads(raw)
            except json.JSONDecodeError as e:
                errors.append(f"{label}: line {i} is not valid JSON ({e})")
                continue
            if not isinstance(obj, dict):
                errors.append(f"{label}: line {i} is not a JSON object")
                continue
            rows.append(obj)
    return rows


def check_phones(text, where, errors):
    for m in PHONE_CANDIDATE.finditer(text):
        if not PHONE_ALLOWED.match(m.group(0)):
            errors.append(f"{where}: phone number outside drama ranges: {m.group(0)!r}")


def check_corpus(docs, errors):
    if len(docs) != N_DOCS:
        errors.append(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    titles = set()
    structured = prose = 0
    sep_tables = nosep_tables = field_docs = 0
    for i, d in enumerate(docs, 1):
        want = f"LEI-doc-{i:03d}"
        if set(d.keys()) != DOC_KEYS:
            errors.append(f"corpus line {i}: keys {sorted(d.keys())} != {sorted(DOC_KEYS)}")
            continue
        if d["id"] != want:
            errors.append(f"corpus line {i}: id {d['id']!r}, expected {want!r}")
        if not isinstance(d["title"], str) or not d["title"].strip():
            errors.append(f"{d['id']}: empty title")
        elif d["title"] in titles:
            errors.append(f"{d['id']}: duplicate title {d['title']!r}")
        titles.add(d["title"])
        t = d["text"]
        if not isinstance(t, str) or not t.strip():
            errors.append(f"{d['id']}: empty text")
            continue
        if "\r" in t:
            errors.append(f"{d['id']}: text must use \\n line breaks only")
        if "\n" not in t:
            errors.append(f"{d['id']}: text has no line breaks")
        wc = word_count(t)
        if not WORD_MIN <= wc <= WORD_MAX:
            errors.append(f"{d['id']}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
        bullets, fields, tables, stray = analyse(t)
        if stray:
            errors.append(f"{d['id']}: {stray} malformed table line(s)")
        table_rows = sum(len(tb["rows"]) for tb in tables)
        for tb in tables:
            widths = {len(cells(r)) for r in tb["rows"] if not SEP_LINE.match(r)}
            if len(widths) > 1:
                errors.append(f"{d['id']}: table rows have differing cell counts {sorted(widths)}")
            if len([r for r in tb["rows"] if not SEP_LINE.match(r)]) < 2:
                errors.append(f"{d['id']}: table with fewer than two rows")
        is_struct = bullets >= 2 or table_rows >= 2 or fields >= 3
        is_prose = bullets == 0 and table_rows == 0 and fields == 0
        if is_struct:
            structured += 1
        elif is_prose:
            prose += 1
        else:
            errors.append(f"{d['id']}: neither clearly structured nor plain prose "
                          f"(bullets={bullets}, table rows={table_rows}, fields={fields})")
        if any(tb["sep"] for tb in tables):
            sep_tables += 1
        if any(not tb["sep"] for tb in tables):
            nosep_tables += 1
        if fields >= 3:
            field_docs += 1
        check_phones(t, d["id"], errors)
        check_phones(d["title"], d["id"] + " title", errors)
    if structured != N_STRUCTURED:
        errors.append(f"corpus: {structured} structured documents, expected {N_STRUCTURED}")
    if prose != N_PROSE:
        errors.append(f"corpus: {prose} prose documents, expected {N_PROSE}")
    if sep_tables < 1:
        errors.append("corpus: no pipe table with a |---| separator line")
    if nosep_tables < 2:
        errors.append(f"corpus: {nosep_tables} documents with a separator-less table, need >= 2")
    if field_docs < 3:
        errors.append(f"corpus: {field_docs} documents with Field: value lines, need >= 3")
    return {"structured": structured, "prose": prose, "sep": sep_tables,
            "nosep": nosep_tables, "fields": field_docs}


def check_questions(qs, docs, errors):
    by_id = {d.get("id"): d for d in docs}
    glossary_ids = {d["id"] for d in docs if "glossary" in d.get("title", "").lower()}
    if len(qs) != N_QUESTIONS:
        errors.append(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    counts = {k: 0 for k in TYPE_COUNTS}
    seen_q = set()
    types = []
    for i, q in enumerate(qs, 1):
        want = f"LEI-q-{i:03d}"
        if set(q.keys()) != Q_KEYS:
            errors.append(f"question line {i}: keys {sorted(q.keys())} != {sorted(Q_KEYS)}")
            types.append(None)
            continue
        qid = q["id"]
        if qid != want:
            errors.append(f"question line {i}: id {qid!r}, expected {want!r}")
        text, answers, sup, typ, note = (q["question"], q["answers"], q["supporting_ids"],
                                         q["type"], q["note"])
        types.append(typ)
        if typ not in TYPE_COUNTS:
            errors.append(f"{qid}: unknown type {typ!r}")
        else:
            counts[typ] += 1
        if not isinstance(text, str) or not text.strip().endswith("?"):
            errors.append(f"{qid}: question must be a string ending with '?'")
            continue
        if text.strip().lower() in seen_q:
            errors.append(f"{qid}: duplicate question text")
        seen_q.add(text.strip().lower())
        check_phones(text, qid, errors)
        if not isinstance(note, str) or "distractor" not in note.lower():
            errors.append(f"{qid}: note must name the distractor (word 'distractor' missing)")
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            errors.append(f"{qid}: answers must be a list of non-empty strings")
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            errors.append(f"{qid}: supporting_ids must be a list of strings")
            continue
        if len(set(sup)) != len(sup):
            errors.append(f"{qid}: duplicate supporting ids")
        for s in sup:
            if s not in by_id:
                errors.append(f"{qid}: supporting id {s!r} does not exist")
        if typ == "out_of_scope":
            if answers != [] or sup != []:
                errors.append(f"{qid}: out_of_scope must have answers [] and supporting_ids []")
            continue
        if not answers:
            errors.append(f"{qid}: answerable question with no answers")
            continue
        if not sup:
            errors.append(f"{qid}: answerable question with no supporting ids")
            continue
        if typ == "multi_hop" and len(sup) < 2:
            errors.append(f"{qid}: multi_hop needs >= 2 supporting ids")
        if typ == "alias" and not (set(sup) & glossary_ids):
            errors.append(f"{qid}: alias question should be supported by the glossary")
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            errors.append(f"{qid}: answers[0] longer than {MAX_ANSWER_CHARS} chars: {a0!r}")
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip()[-1:] in ".!?":
            errors.append(f"{qid}: answers[0] looks like a sentence: {a0!r}")
        if len({a.lower() for a in answers}) != len(answers):
            errors.append(f"{qid}: duplicate answer variants")
        pat = bounded(a0)
        if not any(pat.search(by_id[s]["text"]) for s in sup if s in by_id):
            errors.append(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")
        for a in answers:
            if bounded(a).search(text):
                comp = re.compile(r"(?<![A-Za-z0-9])" + re.escape(a) + r"(?![A-Za-z0-9])\S*\s+or\s"
                                  r"|\sor\s+" + re.escape(a) + r"(?![A-Za-z0-9])", re.I)
                if not comp.search(text):
                    errors.append(f"{qid}: answer {a!r} leaks into the question text")
    for k, v in TYPE_COUNTS.items():
        if counts[k] != v:
            errors.append(f"questions: {counts[k]} of type {k}, expected {v}")
    for i in range(len(types) - 2):
        if types[i] is not None and types[i] == types[i + 1] == types[i + 2]:
            errors.append(f"questions: three consecutive {types[i]} at LEI-q-{i + 1:03d}..{i + 3:03d}")
    return counts


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors = []
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"), errors, "corpus")
    qs = load_jsonl(os.path.join(base, "questions.jsonl"), errors, "questions")
    stats = check_corpus(docs, errors)
    counts = check_questions(qs, docs, errors)
    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s) found")
        sys.exit(1)
    print(f"OK: {len(docs)} documents ({stats['structured']} structured, {stats['prose']} prose; "
          f"{stats['sep']} with |---| tables, {stats['nosep']} with separator-less tables, "
          f"{stats['fields']} with Field: value lines); {len(qs)} questions "
          + ", ".join(f"{k} {v}" for k, v in counts.items()))
    sys.exit(0)


if __name__ == "__main__":
    main()
