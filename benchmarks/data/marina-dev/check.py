#!/usr/bin/env python3
"""Validator for the MAR (marinas and boatyards) QA test set.

Usage: python3 check.py [dir]
Standard library only. Prints OK and exits 0 when every rule passes;
otherwise prints each problem and exits 1.
"""
import json
import os
import re
import sys

PREFIX = "MAR"
N_DOCS = 36
N_QUESTIONS = 70
WORD_MIN, WORD_MAX = 250, 320
N_STRUCTURED, N_PROSE = 24, 12
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 7

SEP_LINE = re.compile(r"^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*(:?-{3,}:?)?\s*\|?\s*$")
TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_LINE = re.compile(r"^- \S")
FIELD_LINE = re.compile(r"^([A-Z][A-Za-z0-9/&()' -]{0,30}): \S")
# Anything that looks like a UK phone number: 0 followed by 10 more digits,
# optionally split by single spaces or hyphens.
PHONE_LIKE = re.compile(r"(?<![\w.,£:/-])(\+44\s?|0)\d(?:[ -]?\d){8,9}(?![\w])")
ALLOWED_PHONE = re.compile(r"^(01632 ?960\d{3}|07700 ?900\d{3})$")

problems = []


def fail(msg):
    problems.append(msg)


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                fail(f"{os.path.basename(path)} line {n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                fail(f"{os.path.basename(path)} line {n}: invalid JSON ({e})")
    return rows


def count_words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def field_lines(text):
    out = []
    for line in text.split("\n"):
        m = FIELD_LINE.match(line)
        if m and len(m.group(1).split()) <= 4:
            out.append(line)
    return out


def contains_term(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, flags=re.IGNORECASE) is not None


def check_phones(text, where):
    for m in PHONE_LIKE.finditer(text):
        s = m.group(0)
        if not ALLOWED_PHONE.match(s):
            fail(f"{where}: phone number outside 01632 960xxx / 07700 900xxx: {s!r}")


def is_comparison_option(question, answer):
    """True if question is an 'X or Y' comparison and answer is one of the options."""
    ql = question.lower()
    if " or " not in ql:
        return False
    al = answer.lower()
    head, _, tail = ql.rpartition(" or ")
    options_region = head[head.find(",") + 1:] if "," in head else head
    return al in options_region or al in tail


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    corpus_path = os.path.join(base, "corpus.jsonl")
    q_path = os.path.join(base, "questions.jsonl")
    for p in (corpus_path, q_path, os.path.join(base, "README.md")):
        if not os.path.isfile(p):
            fail(f"missing file: {p}")
    if problems:
        return report()

    # ---------------- corpus ----------------
    docs = load_jsonl(corpus_path)
    if len(docs) != N_DOCS:
        fail(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    by_id = {}
    titles = set()
    n_struct = n_prose = 0
    tables_with_sep = tables_without_sep = 0
    field_docs = 0
    for i, dct in enumerate(docs, 1):
        if set(dct) != DOC_KEYS:
            fail(f"doc #{i}: keys {sorted(dct)} != {sorted(DOC_KEYS)}")
            continue
        did, title, text = dct["id"], dct["title"], dct["text"]
        want = f"{PREFIX}-doc-{i:03d}"
        if did != want:
            fail(f"doc #{i}: id {did!r}, expected {want!r}")
        if not isinstance(title, str) or not title.strip():
            fail(f"{did}: empty title")
        elif title in titles:
            fail(f"{did}: duplicate title {title!r}")
        titles.add(title)
        if not isinstance(text, str):
            fail(f"{did}: text is not a string")
            continue
        by_id[did] = dct
        w = count_words(text)
        if not WORD_MIN <= w <= WORD_MAX:
            fail(f"{did}: {w} words, outside {WORD_MIN}-{WORD_MAX}")
        lines = text.split("\n")
        bullets = [l for l in lines if BULLET_LINE.match(l)]
        tables = [l for l in lines if TABLE_LINE.match(l)]
        seps = [l for l in lines if SEP_LINE.match(l)]
        fields = field_lines(text)
        structured = bool(bullets or tables)
        if structured:
            n_struct += 1
            if tables:
                if seps:
                    tables_with_sep += 1
                else:
                    tables_without_sep += 1
                widths = {l.strip().count("|") for l in tables}
                if len(widths) != 1:
                    fail(f"{did}: table rows have differing column counts {sorted(widths)}")
        else:
            if fields:
                fail(f"{did}: prose document contains Field: value lines {fields[:2]}")
            else:
                n_prose += 1
        if len(fields) >= 3:
            field_docs += 1
        check_phones(title + "\n" + text, did)
        if "\\n" in text:
            fail(f"{did}: literal backslash-n in text")
    if n_struct != N_STRUCTURED:
        fail(f"corpus: {n_struct} structured documents, expected {N_STRUCTURED}")
    if n_prose != N_PROSE:
        fail(f"corpus: {n_prose} prose documents, expected {N_PROSE}")
    if tables_with_sep < 1:
        fail("corpus: no table with a |---| separator line")
    if tables_without_sep < 2:
        fail(f"corpus: {tables_without_sep} tables without separator, need at least 2")
    if field_docs < 3:
        fail(f"corpus: {field_docs} documents with Field: value lines, need at least 3")

    glossary_ids = {d["id"] for d in docs if isinstance(d, dict) and "glossary" in str(d.get("title", "")).lower()}

    # ---------------- questions ----------------
    qs = load_jsonl(q_path)
    if len(qs) != N_QUESTIONS:
        fail(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    counts = {}
    types_seq = []
    seen_q = set()
    for i, q in enumerate(qs, 1):
        if set(q) != Q_KEYS:
            fail(f"question #{i}: keys {sorted(q)} != {sorted(Q_KEYS)}")
            types_seq.append(None)
            continue
        qid = q["id"]
        want = f"{PREFIX}-q-{i:03d}"
        if qid != want:
            fail(f"question #{i}: id {qid!r}, expected {want!r}")
        typ, text, answers, sup, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
        types_seq.append(typ)
        counts[typ] = counts.get(typ, 0) + 1
        if typ not in TYPE_COUNTS:
            fail(f"{qid}: unknown type {typ!r}")
        if not isinstance(text, str) or not text.strip().endswith("?"):
            fail(f"{qid}: question must be a string ending with '?'")
            continue
        if text.lower() in seen_q:
            fail(f"{qid}: duplicate question")
        seen_q.add(text.lower())
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            fail(f"{qid}: answers must be a list of non-empty strings")
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            fail(f"{qid}: supporting_ids must be a list of strings")
            continue
        if len(set(sup)) != len(sup):
            fail(f"{qid}: duplicate supporting ids")
        if not isinstance(note, str) or "distractor" not in note.lower():
            fail(f"{qid}: note must name the distractor (word 'distractor' missing)")
        check_phones(text + "\n" + "\n".join(answers), qid)

        if typ == "out_of_scope":
            if answers or sup:
                fail(f"{qid}: out_of_scope must have empty answers and supporting_ids")
            continue

        if not answers:
            fail(f"{qid}: answerable question has no answers")
            continue
        if not sup:
            fail(f"{qid}: answerable question has no supporting ids")
            continue
        missing = [s for s in sup if s not in by_id]
        if missing:
            fail(f"{qid}: supporting ids not in corpus: {missing}")
            continue
        if typ == "multi_hop" and len(sup) < 2:
            fail(f"{qid}: multi_hop needs at least 2 supporting ids")
        if typ == "alias" and glossary_ids and not (set(sup) & glossary_ids):
            fail(f"{qid}: alias question should cite the glossary")

        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            fail(f"{qid}: answers[0] longer than {MAX_ANSWER_CHARS} chars: {a0!r}")
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith((".", "!", "?")):
            fail(f"{qid}: answers[0] looks like a sentence: {a0!r}")
        sup_text = "\n".join(by_id[s]["title"] + "\n" + by_id[s]["text"] for s in sup)
        if not contains_term(sup_text, a0):
            fail(f"{qid}: answers[0] {a0!r} not found verbatim in supporting documents")
        # leakage: canonical answer (and longer variants) must not be in the question
        for j, a in enumerate(answers):
            if j > 0 and len(a) < 4:
                continue
            if contains_term(text, a) and not is_comparison_option(text, a):
                fail(f"{qid}: answer {a!r} appears in the question text")

    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            fail(f"questions: {counts.get(t, 0)} of type {t}, expected {n}")
    for i in range(len(types_seq) - 2):
        a, b, c = types_seq[i:i + 3]
        if a is not None and a == b == c:
            fail(f"questions: three consecutive {a} at positions {i + 1}-{i + 3}")

    return report()


def report():
    if problems:
        for p in problems:
            print("FAIL:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
