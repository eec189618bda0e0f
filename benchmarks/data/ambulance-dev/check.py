#!/usr/bin/env python3
"""Validator for the AMB (Harrowdene Ambulance Service) QA test set.

Usage: python3 check.py [dir]
Standard library only. Prints OK and exits 0 when every rule passes;
otherwise prints each problem and exits 1.
"""
import json
import os
import re
import sys

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
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/'&-]{1,40}: \S")
PHONE_RE = re.compile(r"(?<![\d])(?:\+44\s?|0)\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}(?![\d])")
ALLOWED_PHONE_RE = re.compile(r"01632 960\d{3}|07700 900\d{3}")
ALNUM = "A-Za-z0-9"

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    """Whitespace tokens that contain a letter or digit (separator lines have none)."""
    return [t for t in text.split() if re.search(r"[A-Za-z0-9]", t)]


def contains(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![%s])%s(?![%s])" % (ALNUM, re.escape(needle), ALNUM)
    return re.search(pat, haystack, re.IGNORECASE) is not None


def load_jsonl(path):
    rows = []
    if not os.path.isfile(path):
        err("missing file %s" % path)
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (os.path.basename(path), n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d is not JSON: %s" % (os.path.basename(path), n, e))
    return rows


def check_phones(text, where):
    for m in PHONE_RE.finditer(text):
        if not ALLOWED_PHONE_RE.fullmatch(m.group(0)):
            err("%s: phone number outside drama ranges: %r" % (where, m.group(0)))
    for m in re.finditer(r"(01632|07700)[ -]?\d+", text):
        if not ALLOWED_PHONE_RE.fullmatch(m.group(0)):
            err("%s: malformed drama-range number: %r" % (where, m.group(0)))


def classify(text):
    lines = text.split("\n")
    bullets = [l for l in lines if l.startswith("- ")]
    table = [l for l in lines if l.lstrip().startswith("|")]
    seps = [l for l in table if SEP_RE.match(l)]
    fields = [l for l in lines if FIELD_RE.match(l)]
    return bullets, table, seps, fields


def check_corpus(docs):
    if len(docs) != N_DOCS:
        err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
    titles = set()
    structured = prose = sep_tables = nosep_tables = field_docs = 0
    by_id = {}
    for i, d in enumerate(docs, 1):
        want = "AMB-doc-%03d" % i
        if not isinstance(d, dict) or set(d) != DOC_KEYS:
            err("corpus row %d: keys must be exactly %s" % (i, sorted(DOC_KEYS)))
            continue
        if d["id"] != want:
            err("corpus row %d: id %r, expected %r" % (i, d["id"], want))
        if not isinstance(d["title"], str) or not d["title"].strip():
            err("%s: empty title" % d["id"])
        elif d["title"] in titles:
            err("%s: duplicate title %r" % (d["id"], d["title"]))
        titles.add(d["title"])
        text = d["text"]
        if not isinstance(text, str):
            err("%s: text is not a string" % d["id"])
            continue
        if "\r" in text:
            err("%s: text contains \\r; use \\n line breaks" % d["id"])
        n = len(words(text))
        if not WORDS_MIN <= n <= WORDS_MAX:
            err("%s: %d words, expected %d-%d" % (d["id"], n, WORDS_MIN, WORDS_MAX))
        bullets, table, seps, fields = classify(text)
        if bullets or table:
            structured += 1
        else:
            prose += 1
            if len(fields) >= 3:
                err("%s: prose document contains Field: value lines" % d["id"])
        if table:
            if seps:
                sep_tables += 1
            else:
                nosep_tables += 1
            for l in table:
                if not l.rstrip().endswith("|"):
                    err("%s: table line does not end with '|': %r" % (d["id"], l))
        if len(fields) >= 3:
            field_docs += 1
        check_phones(text, d["id"])
        check_phones(d["title"], d["id"] + " title")
        by_id[d["id"]] = d
    if structured != N_STRUCTURED:
        err("corpus: %d structured documents, expected %d" % (structured, N_STRUCTURED))
    if prose != N_PROSE:
        err("corpus: %d prose documents, expected %d" % (prose, N_PROSE))
    if sep_tables < 1:
        err("corpus: need at least one table with a |---| separator line")
    if nosep_tables < 2:
        err("corpus: need at least two documents with tables without a separator line (found %d)" % nosep_tables)
    if field_docs < 3:
        err("corpus: need at least three documents with Field: value lines (found %d)" % field_docs)
    stats = dict(structured=structured, prose=prose, sep_tables=sep_tables,
                 nosep_tables=nosep_tables, field_docs=field_docs)
    return by_id, stats


def check_questions(qs, by_id):
    if len(qs) != N_QUESTIONS:
        err("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))
    glossary_ids = {i for i, d in by_id.items() if d["title"].lower().startswith("glossary")}
    counts = {t: 0 for t in TYPE_COUNTS}
    types = []
    seen_q = set()
    for i, q in enumerate(qs, 1):
        want = "AMB-q-%03d" % i
        if not isinstance(q, dict) or set(q) != Q_KEYS:
            err("question row %d: keys must be exactly %s" % (i, sorted(Q_KEYS)))
            types.append(None)
            continue
        qid = q["id"]
        if qid != want:
            err("question row %d: id %r, expected %r" % (i, qid, want))
        text, answers, sup, typ, note = q["question"], q["answers"], q["supporting_ids"], q["type"], q["note"]
        types.append(typ)
        if typ not in TYPE_COUNTS:
            err("%s: unknown type %r" % (qid, typ))
        else:
            counts[typ] += 1
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err("%s: question must end with '?'" % qid)
            continue
        if text.strip().lower() in seen_q:
            err("%s: duplicate question" % qid)
        seen_q.add(text.strip().lower())
        check_phones(text, qid)
        if not isinstance(note, str) or "distractor" not in note.lower():
            err("%s: note must name the distractor (word 'distractor')" % qid)
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err("%s: answers must be a list of non-empty strings" % qid)
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err("%s: supporting_ids must be a list of strings" % qid)
            continue
        if len(set(sup)) != len(sup):
            err("%s: duplicate supporting ids" % qid)
        for s in sup:
            if s not in by_id:
                err("%s: supporting id %r does not exist" % (qid, s))
        if typ == "out_of_scope":
            if answers or sup:
                err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
            continue
        if not answers:
            err("%s: answerable question has no answers" % qid)
            continue
        if not sup:
            err("%s: answerable question has no supporting_ids" % qid)
            continue
        if typ == "multi_hop" and len(sup) < 2:
            err("%s: multi_hop needs at least 2 supporting ids" % qid)
        if typ == "alias" and not (set(sup) & glossary_ids):
            err("%s: alias question should cite the glossary document" % qid)
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err("%s: answers[0] longer than %d chars: %r" % (qid, MAX_ANSWER_CHARS, a0))
        if a0.rstrip().endswith(".") or len(a0.split()) > 8:
            err("%s: answers[0] looks like a sentence: %r" % (qid, a0))
        docs_text = [by_id[s]["title"] + "\n" + by_id[s]["text"] for s in sup if s in by_id]
        if not any(contains(t, a0) for t in docs_text):
            err("%s: answers[0] %r not found verbatim in any supporting document" % (qid, a0))
        for a in answers:
            if contains(text, a):
                is_comparison = re.search(r"\bor\b", text) is not None
                if not is_comparison:
                    err("%s: answer %r leaks into the question text" % (qid, a))
    for t, want in TYPE_COUNTS.items():
        if counts[t] != want:
            err("questions: %d of type %s, expected %d" % (counts[t], t, want))
    for i in range(len(types) - 2):
        if types[i] is not None and types[i] == types[i + 1] == types[i + 2]:
            err("questions: three consecutive %s at positions %d-%d" % (types[i], i + 1, i + 3))
    return counts


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"))
    qs = load_jsonl(os.path.join(base, "questions.jsonl"))
    by_id, stats = check_corpus(docs)
    counts = check_questions(qs, by_id)
    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s) found" % len(errors))
        sys.exit(1)
    print("OK: %d documents (%d structured, %d prose; %d with separator tables, %d with "
          "separator-less tables, %d with Field: value lines), %d questions %s"
          % (len(docs), stats["structured"], stats["prose"], stats["sep_tables"],
             stats["nosep_tables"], stats["field_docs"], len(qs),
             ", ".join("%s=%d" % kv for kv in counts.items())))
    sys.exit(0)


if __name__ == "__main__":
    main()
