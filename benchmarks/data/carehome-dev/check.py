#!/usr/bin/env python3
"""Validator for the CHG care-home knowledge-base QA test set (standard library only).

Usage: python3 check.py [dir]      (dir defaults to the folder holding this script)
Prints OK and exits 0 when every rule passes; otherwise lists the problems and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

N_DOCS = 45
N_QUESTIONS = 80
WORDS_MIN, WORDS_MAX = 190, 300
STRUCTURED_RANGE = (27, 33)          # "about two thirds" of 45
PROSE_MIN = 12
FIELD_DOCS_MIN = 4
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
ANSWER_MAX_CHARS = 40
ANSWER_MAX_WORDS = 7

SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_RE = re.compile(r"^\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 '()/&-]{0,40}: \S")
TITLE_RE = re.compile(r"^[A-Z][A-Za-z0-9 '&()./-]{1,60}: \S.*$")
PHONE_CAND_RE = re.compile(r"(?<![\d-])(?:\+44\s?\d{2,4}|0\d{3,4})[ ]?\d{3}[ ]?\d{3,4}(?![\d-])")
PHONE_OK_RE = re.compile(r"^(01632960\d{3}|07700900\d{3})$")   # compared with spaces removed


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line.strip()):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def contains(haystack, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, re.IGNORECASE) is not None


def load_jsonl(path, errors):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append("%s line %d: blank line" % (os.path.basename(path), n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append("%s line %d: bad JSON (%s)" % (os.path.basename(path), n, e))
    return rows


def check_phones(label, text, errors):
    for m in PHONE_CAND_RE.finditer(text):
        if not PHONE_OK_RE.match(m.group(0).replace(" ", "")):
            errors.append("%s: phone number outside the drama ranges: %r" % (label, m.group(0)))


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors = []
    for fn in ("corpus.jsonl", "questions.jsonl", "README.md"):
        if not os.path.isfile(os.path.join(base, fn)):
            errors.append("missing file: " + fn)
    if errors:
        print("\n".join(errors))
        return 1

    # ---------------- corpus ----------------
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"), errors)
    if len(docs) != N_DOCS:
        errors.append("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
    doc_by_id = {}
    titles = Counter()
    structured = prose = with_sep = without_sep = field_docs = 0
    for i, d in enumerate(docs, 1):
        want = "CHG-doc-%03d" % i
        if set(d) != DOC_KEYS:
            errors.append("doc %d: keys %s, expected %s" % (i, sorted(d), sorted(DOC_KEYS)))
            continue
        if d["id"] != want:
            errors.append("doc %d: id %r, expected %r" % (i, d["id"], want))
        doc_by_id[d["id"]] = d
        title, text = d["title"], d["text"]
        if not isinstance(title, str) or not isinstance(text, str):
            errors.append("%s: title and text must be strings" % d["id"])
            continue
        titles[title] += 1
        if not TITLE_RE.match(title):
            errors.append("%s: title lacks a page-type prefix and colon: %r" % (d["id"], title))
        n = words(text)
        if not WORDS_MIN <= n <= WORDS_MAX:
            errors.append("%s: %d words (allowed %d-%d)" % (d["id"], n, WORDS_MIN, WORDS_MAX))
        if "\\n" in text or "\r" in text:
            errors.append("%s: text must use real \\n line breaks only" % d["id"])
        lines = [l.rstrip() for l in text.split("\n")]
        table_lines = [l for l in lines if TABLE_RE.match(l.strip())]
        sep_lines = [l for l in table_lines if SEP_RE.match(l.strip())]
        bullet_lines = [l for l in lines if BULLET_RE.match(l)]
        field_lines = [l for l in lines if FIELD_RE.match(l) and not l.startswith("|")]
        for l in lines:
            if l.startswith("|") and not TABLE_RE.match(l.strip()):
                errors.append("%s: malformed table line %r" % (d["id"], l[:60]))
        is_field_doc = len(field_lines) >= 3
        if len(table_lines) >= 2:
            if sep_lines:
                with_sep += 1
            else:
                without_sep += 1
        if is_field_doc:
            field_docs += 1
        if table_lines or bullet_lines or is_field_doc:
            structured += 1
        else:
            prose += 1
        check_phones(d["id"], title + "\n" + text, errors)
    for t, c in titles.items():
        if c > 1:
            errors.append("duplicate title %r (%d times)" % (t, c))
    if not STRUCTURED_RANGE[0] <= structured <= STRUCTURED_RANGE[1]:
        errors.append("structured documents: %d (expected %d-%d)" % (structured, *STRUCTURED_RANGE))
    if prose < PROSE_MIN:
        errors.append("prose documents: %d (expected at least %d)" % (prose, PROSE_MIN))
    if with_sep < 1:
        errors.append("no document has a table with a |---| separator line")
    if without_sep < 2:
        errors.append("only %d documents have a table without a separator line (need 2)" % without_sep)
    if field_docs < FIELD_DOCS_MIN:
        errors.append("only %d documents with 'Field: value' lines (need %d)" % (field_docs, FIELD_DOCS_MIN))

    # ---------------- questions ----------------
    qs = load_jsonl(os.path.join(base, "questions.jsonl"), errors)
    if len(qs) != N_QUESTIONS:
        errors.append("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))
    types = []
    seen_q = Counter()
    for i, q in enumerate(qs, 1):
        want = "CHG-q-%03d" % i
        if set(q) != Q_KEYS:
            errors.append("question %d: keys %s, expected %s" % (i, sorted(q), sorted(Q_KEYS)))
            continue
        qid = q["id"]
        if qid != want:
            errors.append("question %d: id %r, expected %r" % (i, qid, want))
        typ, text, answers, sups, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
        types.append(typ)
        if typ not in TYPE_COUNTS:
            errors.append("%s: unknown type %r" % (qid, typ))
        if not isinstance(text, str) or not text.strip().endswith("?"):
            errors.append("%s: question must be a string ending with '?'" % qid)
            continue
        seen_q[text.strip().lower()] += 1
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            errors.append("%s: answers must be a list of non-empty strings" % qid)
            continue
        if not isinstance(sups, list) or not all(isinstance(s, str) for s in sups):
            errors.append("%s: supporting_ids must be a list of strings" % qid)
            continue
        if len(set(sups)) != len(sups):
            errors.append("%s: duplicate supporting ids" % qid)
        if not isinstance(note, str) or not re.search(r"\bdistractors?\b", note, re.IGNORECASE):
            errors.append("%s: note must name a distractor" % qid)
        check_phones(qid, text + "\n" + "\n".join(answers), errors)
        for s in sups:
            if s not in doc_by_id:
                errors.append("%s: supporting id %s does not exist" % (qid, s))
        if typ == "out_of_scope":
            if answers or sups:
                errors.append("%s: out_of_scope must have empty answers and supporting_ids" % qid)
            continue
        if not answers:
            errors.append("%s: answers is empty" % qid)
            continue
        if not sups:
            errors.append("%s: supporting_ids is empty" % qid)
            continue
        if typ == "multi_hop":
            if len(sups) < 2:
                errors.append("%s: multi_hop needs at least 2 supporting ids" % qid)
            if not re.search(r"\bHop 1\b", note) or not re.search(r"\bHop 2\b", note):
                errors.append("%s: multi_hop note must give the intermediate answer of each hop (Hop 1, Hop 2...)" % qid)
        a0 = answers[0]
        if len(a0) > ANSWER_MAX_CHARS:
            errors.append("%s: answers[0] longer than %d characters: %r" % (qid, ANSWER_MAX_CHARS, a0))
        if len(a0.split()) > ANSWER_MAX_WORDS or a0.rstrip().endswith("."):
            errors.append("%s: answers[0] looks like a sentence: %r" % (qid, a0))
        if any(s not in doc_by_id for s in sups):
            continue
        if typ == "multi_hop":
            if not contains(doc_by_id[sups[-1]]["text"], a0):
                errors.append("%s: answers[0] %r not verbatim in the last supporting doc %s" % (qid, a0, sups[-1]))
        elif not any(contains(doc_by_id[s]["text"], a0) for s in sups):
            errors.append("%s: answers[0] %r not verbatim in any supporting doc" % (qid, a0))
        is_comparison = typ == "multi_hop" and re.search(r",\s*(.+?)\s+or\s+(.+?)\?$", text)
        if contains(text, a0):
            options = [o.strip().lower() for o in is_comparison.groups()] if is_comparison else []
            if a0.lower() not in options:
                errors.append("%s: answer %r leaks into the question" % (qid, a0))
    for t, c in seen_q.items():
        if c > 1:
            errors.append("duplicate question text: %r" % t)
    counts = Counter(types)
    for t, want in TYPE_COUNTS.items():
        if counts.get(t, 0) != want:
            errors.append("type %s: %d questions (expected %d)" % (t, counts.get(t, 0), want))
    for i in range(len(types) - 2):
        if types[i] == types[i + 1] == types[i + 2]:
            errors.append("three consecutive %s questions at positions %d-%d" % (types[i], i + 1, i + 3))

    if errors:
        print("FAILED with %d problem(s):" % len(errors))
        for e in errors:
            print(" - " + e)
        return 1
    print("OK (%d documents: %d structured, %d prose, %d with separator tables, %d with tables lacking a "
          "separator, %d with Field: value lines; %d questions: %s)" % (
              len(docs), structured, prose, with_sep, without_sep, field_docs, len(qs),
              ", ".join("%s %d" % (t, counts[t]) for t in TYPE_COUNTS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
