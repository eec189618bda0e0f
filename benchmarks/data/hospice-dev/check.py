#!/usr/bin/env python3
"""Validator for the HSP (hospice) enterprise-wiki QA test set.

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
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12,
               "qualifier": 12, "out_of_scope": 14}
WORD_MIN, WORD_MAX = 190, 300
STRUCTURED_MIN, STRUCTURED_MAX = 26, 34   # "about two thirds" of 45 (= 30)
PROSE_MIN = 11
MIN_FIELD_DOCS = 4
MIN_TABLE_WITH_SEP = 1
MIN_TABLE_WITHOUT_SEP = 2
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 8

# Wiki page types: every title starts with one of these, optionally followed
# by an identifier (e.g. "Runbook RB-11"), then a colon and a space.
PAGE_TYPES = [
    "Directorate overview", "Region overview", "Site profile", "Team page",
    "System page", "Supplier profile", "Policy", "Retention schedule",
    "Downtime procedure", "Runbook", "Post-incident review",
    "DR exercise report", "Digital and Clinical Governance Committee minutes",
    "Finance and Resources Committee minutes", "On-call rota",
    "Service levels", "Glossary", "Change record",
]
TITLE_RE = re.compile(
    r"^(?:%s)(?: [A-Z0-9][A-Za-z0-9.\-]*)?: \S.*$"
    % "|".join(re.escape(p) for p in PAGE_TYPES))

SEP_LINE_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
TABLE_LINE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()'/&-]{0,40}: \S")
PHONE_RE = re.compile(r"(?<![\d])(?:\+44\s?\(?0?\)?\s?|0)\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}(?![\d])")
PHONE_OK_RE = re.compile(r"^(?:01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(hay, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.strip()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, flags=re.IGNORECASE) is not None


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (os.path.basename(path), ln))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (os.path.basename(path), ln, e))
    return rows


def check_phones(where, text):
    for m in PHONE_RE.finditer(text):
        if not PHONE_OK_RE.match(m.group(0)):
            err("%s: phone number outside drama ranges: %r" % (where, m.group(0)))


def classify(text):
    lines = text.split("\n")
    has_bullets = any(BULLET_RE.match(l) for l in lines)
    table_lines = [l for l in lines if TABLE_LINE_RE.match(l)]
    sep_lines = [l for l in table_lines if SEP_LINE_RE.match(l)]
    field_lines = [l for l in lines if FIELD_RE.match(l)]
    has_table = len(table_lines) - len(sep_lines) >= 2
    is_field_doc = len(field_lines) >= 2
    structured = has_bullets or has_table or is_field_doc
    return dict(bullets=has_bullets, table=has_table, table_sep=has_table and bool(sep_lines),
                table_nosep=has_table and not sep_lines, field=is_field_doc,
                structured=structured)


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    cpath = os.path.join(base, "corpus.jsonl")
    qpath = os.path.join(base, "questions.jsonl")
    for p in (cpath, qpath):
        if not os.path.exists(p):
            print("FAIL: missing %s" % p)
            sys.exit(1)

    # ------------------------------------------------------------ corpus
    docs = load_jsonl(cpath)
    if len(docs) != N_DOCS:
        err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
    by_id = {}
    titles = Counter()
    kinds = Counter()
    for i, d in enumerate(docs, 1):
        want = "HSP-doc-%03d" % i
        if not isinstance(d, dict) or set(d) != DOC_KEYS:
            err("doc %d: keys must be exactly %s, got %s" % (i, sorted(DOC_KEYS), sorted(d) if isinstance(d, dict) else type(d)))
            continue
        if d["id"] != want:
            err("doc %d: id %r, expected %r" % (i, d["id"], want))
        by_id[d["id"]] = d
        title, text = d["title"], d["text"]
        if not isinstance(title, str) or not isinstance(text, str):
            err("%s: title and text must be strings" % d["id"])
            continue
        titles[title] += 1
        if not TITLE_RE.match(title):
            err("%s: title lacks a page-type prefix and colon: %r" % (d["id"], title))
        if "\r" in text:
            err("%s: text contains \\r; use \\n line breaks" % d["id"])
        n = words(text)
        if not WORD_MIN <= n <= WORD_MAX:
            err("%s: %d words, outside %d-%d" % (d["id"], n, WORD_MIN, WORD_MAX))
        c = classify(text)
        kinds["structured" if c["structured"] else "prose"] += 1
        for k in ("table_sep", "table_nosep", "field"):
            if c[k]:
                kinds[k] += 1
        check_phones(d["id"], title + "\n" + text)
    for t, n in titles.items():
        if n > 1:
            err("corpus: duplicate title %r" % t)
    if not STRUCTURED_MIN <= kinds["structured"] <= STRUCTURED_MAX:
        err("corpus: %d structured documents, expected %d-%d (about two thirds)"
            % (kinds["structured"], STRUCTURED_MIN, STRUCTURED_MAX))
    if kinds["prose"] < PROSE_MIN:
        err("corpus: only %d plain-prose documents, expected >= %d" % (kinds["prose"], PROSE_MIN))
    if kinds["table_sep"] < MIN_TABLE_WITH_SEP:
        err("corpus: need >= %d documents with a |---| table separator" % MIN_TABLE_WITH_SEP)
    if kinds["table_nosep"] < MIN_TABLE_WITHOUT_SEP:
        err("corpus: need >= %d documents with a pipe table lacking a separator line" % MIN_TABLE_WITHOUT_SEP)
    if kinds["field"] < MIN_FIELD_DOCS:
        err("corpus: need >= %d documents with 'Field: value' lines, found %d" % (MIN_FIELD_DOCS, kinds["field"]))

    # ------------------------------------------------------------ questions
    qs = load_jsonl(qpath)
    if len(qs) != N_QUESTIONS:
        err("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))
    types = []
    for i, q in enumerate(qs, 1):
        want = "HSP-q-%03d" % i
        if not isinstance(q, dict) or set(q) != Q_KEYS:
            err("question %d: keys must be exactly %s" % (i, sorted(Q_KEYS)))
            types.append(None)
            continue
        qid = q["id"]
        if qid != want:
            err("question %d: id %r, expected %r" % (i, qid, want))
        t = q["type"]
        types.append(t)
        if t not in TYPE_COUNTS:
            err("%s: unknown type %r" % (qid, t))
            continue
        question, answers, sups, note = q["question"], q["answers"], q["supporting_ids"], q["note"]
        if not isinstance(question, str) or not question.strip().endswith("?"):
            err("%s: question must be a string ending with '?'" % qid)
        if not isinstance(note, str) or "distractor" not in note.lower():
            err("%s: note must name the distractor (word 'distractor')" % qid)
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err("%s: answers must be a list of non-empty strings" % qid)
            continue
        if not isinstance(sups, list) or not all(isinstance(s, str) for s in sups):
            err("%s: supporting_ids must be a list of strings" % qid)
            continue
        if len(set(sups)) != len(sups):
            err("%s: duplicate supporting ids" % qid)
        for s in sups:
            if s not in by_id:
                err("%s: supporting id %r does not exist" % (qid, s))
        check_phones(qid, question + "\n" + "\n".join(answers) + "\n" + note)

        if t == "out_of_scope":
            if answers or sups:
                err("%s: out_of_scope must have answers [] and supporting_ids []" % qid)
            continue
        if not answers:
            err("%s: answers must not be empty" % qid)
            continue
        if not sups:
            err("%s: supporting_ids must not be empty" % qid)
            continue
        if t == "multi_hop":
            if len(sups) < 2:
                err("%s: multi_hop needs >= 2 supporting ids" % qid)
            if "hop" not in note.lower():
                err("%s: multi_hop note must give the intermediate answer of each hop" % qid)
        a0 = answers[0].strip()
        if len(a0) > MAX_ANSWER_CHARS:
            err("%s: answers[0] longer than %d characters: %r" % (qid, MAX_ANSWER_CHARS, a0))
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.endswith("."):
            err("%s: answers[0] looks like a sentence: %r" % (qid, a0))
        # verbatim support: multi_hop -> last supporting doc; otherwise any
        targets = [sups[-1]] if t == "multi_hop" else sups
        if not any(s in by_id and contains(by_id[s]["text"], a0) for s in targets):
            err("%s: answers[0] %r not found verbatim in %s" % (
                qid, a0, "last supporting doc" if t == "multi_hop" else "any supporting doc"))
        # leak: answer must not appear in the question, except an
        # "X or Y" comparison whose answer is one of the two options
        comparison = " or " in question and "comparison" in note.lower()
        if comparison:
            if t != "multi_hop":
                err("%s: comparison questions must be multi_hop" % qid)
            if not contains(question, a0):
                err("%s: comparison answer %r is not one of the options in the question" % (qid, a0))
        elif contains(question, a0):
            err("%s: answer %r leaks into the question text" % (qid, a0))

    tc = Counter(t for t in types if t)
    for t, n in TYPE_COUNTS.items():
        if tc.get(t, 0) != n:
            err("questions: type %s has %d, expected %d" % (t, tc.get(t, 0), n))
    for i in range(len(types) - 2):
        if types[i] and types[i] == types[i + 1] == types[i + 2]:
            err("questions: three consecutive %s at HSP-q-%03d..%03d" % (types[i], i + 1, i + 3))
    if len({q.get("question") for q in qs if isinstance(q, dict)}) != len(qs):
        err("questions: duplicate question text")

    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("OK (%d documents: %d structured, %d prose, %d with separator tables, "
          "%d with separator-less tables, %d with Field: value lines; %d questions: %s)"
          % (len(docs), kinds["structured"], kinds["prose"], kinds["table_sep"],
             kinds["table_nosep"], kinds["field"], len(qs),
             ", ".join("%s %d" % (t, tc[t]) for t in TYPE_COUNTS)))
    sys.exit(0)


if __name__ == "__main__":
    main()
