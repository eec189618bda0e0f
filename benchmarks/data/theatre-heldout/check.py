#!/usr/bin/env python3
"""Validator for the THR (Marrowgate Stage Company) QA test set.

Usage: python3 check.py [DIR]   (DIR defaults to the folder holding this file)
Exits 0 and prints "OK" when every check passes; otherwise lists the problems and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

PFX = "THR"
N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORD_MIN, WORD_MAX = 250, 320
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
N_QUESTIONS = sum(TYPE_COUNTS.values())
MAX_ANSWER_WORDS = 6

SEP_LINE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_LINE = re.compile(r"^\s*- \S")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z ()/-]{1,40}: \S")

errors = []


def err(msg):
    errors.append(msg)


def word_count(text):
    """Whitespace tokens containing a letter or digit; |---| separator lines are skipped,
    and bare table pipes never count because they contain no letter or digit."""
    n = 0
    for line in text.splitlines():
        if SEP_LINE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def is_structured(text):
    """Structured = markdown '- ' bullets, a pipe table, or three or more 'Field: value' lines."""
    lines = text.splitlines()
    return (any(BULLET_LINE.match(l) for l in lines)
            or sum(1 for l in lines if TABLE_LINE.match(l)) >= 2
            or sum(1 for l in lines if FIELD_LINE.match(l)) >= 3)


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


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name in ("corpus.jsonl", "questions.jsonl", "README.md"):
        if not os.path.exists(os.path.join(base, name)):
            err(f"missing file {name}")
    if errors:
        return report()

    # ---------------- corpus ----------------
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"))
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    doc_by_id = {}
    n_struct = n_prose = n_sep_tables = n_nosep_tables = n_field_docs = 0
    titles = Counter()
    for i, d in enumerate(docs, 1):
        if set(d.keys()) != {"id", "title", "text"}:
            err(f"doc #{i}: keys must be id,title,text (got {sorted(d.keys())})")
        did = d.get("id", "")
        want = f"{PFX}-doc-{i:03d}"
        if did != want:
            err(f"doc #{i}: id {did!r}, expected {want!r}")
        if did in doc_by_id:
            err(f"duplicate doc id {did}")
        doc_by_id[did] = d
        if not isinstance(d.get("title"), str) or not d["title"].strip():
            err(f"{did}: empty title")
        titles[d.get("title")] += 1
        text = d.get("text", "")
        if not isinstance(text, str) or not text.strip():
            err(f"{did}: empty text")
            continue
        wc = word_count(text)
        if not WORD_MIN <= wc <= WORD_MAX:
            err(f"{did}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
        if is_structured(text):
            n_struct += 1
            lines = text.splitlines()
            tl = [l for l in lines if TABLE_LINE.match(l)]
            if tl:
                if any(SEP_LINE.match(l) for l in tl):
                    n_sep_tables += 1
                else:
                    n_nosep_tables += 1
            if sum(1 for l in lines if FIELD_LINE.match(l)) >= 3:
                n_field_docs += 1
        else:
            n_prose += 1
    for t, c in titles.items():
        if c > 1:
            err(f"duplicate doc title {t!r}")
    if n_struct != N_STRUCTURED or n_prose != N_PROSE:
        err(f"corpus: expected {N_STRUCTURED} structured / {N_PROSE} prose docs, found {n_struct} / {n_prose}")
    if n_sep_tables < 1 or n_nosep_tables < 1:
        err(f"corpus: need tables both with and without |---| separator (with={n_sep_tables}, without={n_nosep_tables})")
    if n_field_docs < 3:
        err(f"corpus: expected several 'Field: value' documents, found {n_field_docs}")

    # ---------------- questions ----------------
    qs = load_jsonl(os.path.join(base, "questions.jsonl"))
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    seen_ids, seen_text = set(), {}
    types = Counter()
    keys = {"id", "question", "answers", "supporting_ids", "type", "note"}
    for i, q in enumerate(qs, 1):
        qid = q.get("id", f"#{i}")
        if set(q.keys()) != keys:
            err(f"{qid}: keys must be {sorted(keys)} (got {sorted(q.keys())})")
            continue
        want = f"{PFX}-q-{i:03d}"
        if qid != want:
            err(f"question #{i}: id {qid!r}, expected {want!r}")
        if qid in seen_ids:
            err(f"duplicate question id {qid}")
        seen_ids.add(qid)
        text = q["question"]
        if not isinstance(text, str) or not text.strip():
            err(f"{qid}: empty question")
            continue
        norm = re.sub(r"\s+", " ", text.strip().lower())
        if norm in seen_text:
            err(f"{qid}: duplicate question text (same as {seen_text[norm]})")
        seen_text[norm] = qid
        typ = q["type"]
        if typ not in TYPE_COUNTS:
            err(f"{qid}: unknown type {typ!r}")
        types[typ] += 1
        if not isinstance(q["note"], str) or len(q["note"].strip()) < 15:
            err(f"{qid}: note missing or too short")
        answers, sup = q["answers"], q["supporting_ids"]
        if not isinstance(answers, list) or not isinstance(sup, list):
            err(f"{qid}: answers and supporting_ids must be lists")
            continue
        if len(set(sup)) != len(sup):
            err(f"{qid}: repeated supporting id")
        for s in sup:
            if s not in doc_by_id:
                err(f"{qid}: supporting id {s} does not exist")
        if typ == "out_of_scope":
            if answers or sup:
                err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
            continue
        if not answers or not all(isinstance(a, str) and a.strip() for a in answers):
            err(f"{qid}: answers must be a non-empty list of non-empty strings")
            continue
        if len(set(a.lower() for a in answers)) != len(answers):
            err(f"{qid}: duplicate answer variants")
        if not sup:
            err(f"{qid}: no supporting ids")
            continue
        if typ == "multi_hop" and len(sup) < 2:
            err(f"{qid}: multi_hop needs at least two supporting ids")
        a0 = answers[0]
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith("."):
            err(f"{qid}: answers[0] {a0!r} looks like a sentence, not a short answer")
        texts = [doc_by_id[s]["text"].lower() for s in sup if s in doc_by_id]
        if not any(a0.lower() in t for t in texts):
            err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting doc")
        # leakage: the canonical answer (and any variant of 3+ chars) must not be in the question,
        # except for an 'X or Y' comparison whose answer is one of the two options.
        ql = text.lower()
        comparison = " or " in ql and typ == "multi_hop"
        for a in answers:
            if (a is a0 or len(a) >= 3) and a.lower() in ql:
                if not (comparison and a is a0):
                    err(f"{qid}: answer {a!r} leaks into the question text")
        if comparison and a0.lower() not in ql:
            pass  # comparisons may also be phrased without naming both options
    for t, n in TYPE_COUNTS.items():
        if types[t] != n:
            err(f"type {t}: expected {n}, found {types[t]}")
    seq = [q.get("type") for q in qs]
    for i in range(len(seq) - 2):
        if seq[i] == seq[i + 1] == seq[i + 2]:
            err(f"three consecutive questions of type {seq[i]} at positions {i+1}-{i+3}")
    return report(len(docs), len(qs), types)


def report(nd=0, nq=0, types=None):
    if errors:
        print(f"FAILED with {len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        return 1
    print(f"OK: {nd} documents, {nq} questions " + ", ".join(f"{k}={v}" for k, v in sorted(types.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
