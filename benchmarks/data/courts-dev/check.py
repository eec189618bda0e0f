#!/usr/bin/env python3
"""Validator for the CRT (county court service) QA test set.

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
WORD_MIN, WORD_MAX = 250, 320
N_STRUCTURED, N_PROSE = 24, 12
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40

SEP_LINE = re.compile(r"^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_LINE = re.compile(r"^- \S")
FIELD_LINE = re.compile(r"^(?:- )?[A-Z][A-Za-z0-9 ,'()/&-]{0,40}: \S")
# anything that looks like a UK phone number
PHONE_LIKE = re.compile(r"(?<![\w-])(?:\+44\s?|0)\d{2,4}[ -]?\d{3}[ -]?\d{3,4}(?![\w-])")
PHONE_OK = re.compile(r"^(?:01632 960\d{3}|07700 900\d{3})$")

problems = []


def fail(msg):
    problems.append(msg)


def word_count(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def tables(text):
    """Return a list of tables, each a list of lines (consecutive '|' lines)."""
    out, cur = [], []
    for line in text.split("\n"):
        if TABLE_LINE.match(line):
            cur.append(line)
        else:
            if cur:
                out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def contains_phrase(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack.lower()) is not None


def load_jsonl(path, what):
    rows = []
    if not os.path.exists(path):
        fail("%s missing: %s" % (what, path))
        return rows
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                fail("%s line %d is blank" % (what, ln))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                fail("%s line %d is not valid JSON: %s" % (what, ln, e))
    return rows


def check_phones(text, where):
    for m in PHONE_LIKE.finditer(text):
        if not PHONE_OK.match(m.group(0)):
            fail("%s: phone number outside the drama ranges: %r" % (where, m.group(0)))


def check_docs(docs):
    if len(docs) != N_DOCS:
        fail("corpus has %d documents, expected %d" % (len(docs), N_DOCS))
    titles = set()
    n_struct = n_prose = 0
    n_sep_docs = n_nosep_docs = n_field_docs = 0
    for i, d in enumerate(docs, 1):
        want = "CRT-doc-%03d" % i
        if not isinstance(d, dict) or set(d.keys()) != DOC_KEYS:
            fail("document %d keys are %s, expected %s" % (i, sorted(d.keys()) if isinstance(d, dict) else d, sorted(DOC_KEYS)))
            continue
        if d["id"] != want:
            fail("document %d has id %s, expected %s" % (i, d["id"], want))
        if not isinstance(d["title"], str) or not d["title"].strip():
            fail("%s: empty title" % d["id"])
        if d["title"] in titles:
            fail("%s: duplicate title %r" % (d["id"], d["title"]))
        titles.add(d["title"])
        text = d["text"]
        if not isinstance(text, str):
            fail("%s: text is not a string" % d["id"])
            continue
        if "\r" in text:
            fail("%s: text must use \\n line breaks only" % d["id"])
        wc = word_count(text)
        if not WORD_MIN <= wc <= WORD_MAX:
            fail("%s: %d words, expected %d-%d" % (d["id"], wc, WORD_MIN, WORD_MAX))
        lines = text.split("\n")
        has_bullets = any(BULLET_LINE.match(l) for l in lines)
        tbls = tables(text)
        n_fields_any = sum(1 for l in lines if FIELD_LINE.match(l) and not TABLE_LINE.match(l))
        if has_bullets or tbls:
            n_struct += 1
        else:
            n_prose += 1
            if n_fields_any:
                fail("%s: prose document contains 'Field: value' lines" % d["id"])
        for t in tbls:
            if len(t) < 2:
                fail("%s: a table has fewer than two rows" % d["id"])
        if any(any(SEP_LINE.match(l) for l in t) for t in tbls):
            n_sep_docs += 1
        if any(not any(SEP_LINE.match(l) for l in t) for t in tbls):
            n_nosep_docs += 1
        n_fields = sum(1 for l in lines if FIELD_LINE.match(l) and not TABLE_LINE.match(l))
        if n_fields >= 3:
            n_field_docs += 1
        check_phones(text, d["id"])
        check_phones(d["title"], d["id"] + " title")
    if n_struct != N_STRUCTURED or n_prose != N_PROSE:
        fail("structured/prose split is %d/%d, expected %d/%d" % (n_struct, n_prose, N_STRUCTURED, N_PROSE))
    if n_sep_docs < 1:
        fail("no document has a pipe table with a |---| separator line")
    if n_nosep_docs < 2:
        fail("only %d documents have a pipe table without a separator line, need >= 2" % n_nosep_docs)
    if n_field_docs < 3:
        fail("only %d documents have 'Field: value' lines (>= 3 each), need >= 3" % n_field_docs)


def is_comparison(question, answer):
    """An 'X or Y' question whose answer is one of the two options."""
    a = r"(?<![A-Za-z0-9])" + re.escape(answer.lower()) + r"(?![A-Za-z0-9])"
    ql = question.lower()
    return (re.search(a + r".{0,80}\bor\b", ql) is not None
            or re.search(r"\bor\b.{0,80}" + a, ql) is not None)


def check_questions(qs, docs):
    doc_text = {d.get("id"): (d.get("title", "") + "\n" + d.get("text", "")) for d in docs if isinstance(d, dict)}
    glossary_ids = {d["id"] for d in docs if isinstance(d, dict) and "glossary" in d.get("title", "").lower()}
    if len(qs) != N_QUESTIONS:
        fail("questions has %d rows, expected %d" % (len(qs), N_QUESTIONS))
    counts = {}
    types_seq = []
    seen_q = set()
    for i, q in enumerate(qs, 1):
        want = "CRT-q-%03d" % i
        if not isinstance(q, dict) or set(q.keys()) != Q_KEYS:
            fail("question %d keys are %s, expected %s" % (i, sorted(q.keys()) if isinstance(q, dict) else q, sorted(Q_KEYS)))
            types_seq.append(None)
            continue
        qid = q["id"]
        if qid != want:
            fail("question %d has id %s, expected %s" % (i, qid, want))
        t = q["type"]
        types_seq.append(t)
        counts[t] = counts.get(t, 0) + 1
        if t not in TYPE_COUNTS:
            fail("%s: unknown type %r" % (qid, t))
        text = q["question"]
        if not isinstance(text, str) or not text.strip().endswith("?"):
            fail("%s: question must end with '?'" % qid)
            continue
        if text in seen_q:
            fail("%s: duplicate question text" % qid)
        seen_q.add(text)
        check_phones(text, qid + " question")
        note = q["note"]
        if not isinstance(note, str) or "distractor" not in note.lower():
            fail("%s: note must name the distractor (contain the word 'distractor')" % qid)
        answers, sups = q["answers"], q["supporting_ids"]
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            fail("%s: answers must be a list of non-empty strings" % qid)
            continue
        if not isinstance(sups, list) or not all(isinstance(s, str) for s in sups):
            fail("%s: supporting_ids must be a list of strings" % qid)
            continue
        if len(set(sups)) != len(sups):
            fail("%s: duplicate supporting ids" % qid)
        for s in sups:
            if s not in doc_text:
                fail("%s: supporting id %s does not exist" % (qid, s))
        if t == "out_of_scope":
            if answers or sups:
                fail("%s: out_of_scope must have answers [] and supporting_ids []" % qid)
            continue
        if not answers:
            fail("%s: answerable question has no answers" % qid)
            continue
        if not sups:
            fail("%s: answerable question has no supporting ids" % qid)
            continue
        if t == "multi_hop" and len(sups) < 2:
            fail("%s: multi_hop needs >= 2 supporting ids" % qid)
        if t == "alias" and glossary_ids and not (set(sups) & glossary_ids):
            fail("%s: alias question should cite the glossary" % qid)
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            fail("%s: answers[0] longer than %d characters: %r" % (qid, MAX_ANSWER_CHARS, a0))
        if a0.rstrip().endswith(".") or len(a0.split()) > 6:
            fail("%s: answers[0] looks like a sentence: %r" % (qid, a0))
        if not any(contains_phrase(doc_text[s], a0) for s in sups if s in doc_text):
            fail("%s: answers[0] %r not found verbatim in any supporting document" % (qid, a0))
        for a in answers:
            if contains_phrase(text, a) and not is_comparison(text, a):
                fail("%s: answer %r leaks into the question text" % (qid, a))
        check_phones(" ".join(answers), qid + " answers")
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            fail("type %s has %d questions, expected %d" % (t, counts.get(t, 0), n))
    for i in range(len(types_seq) - 2):
        a, b, c = types_seq[i:i + 3]
        if a is not None and a == b == c:
            fail("questions %d-%d are three consecutive %s" % (i + 1, i + 3, a))


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"), "corpus.jsonl")
    qs = load_jsonl(os.path.join(base, "questions.jsonl"), "questions.jsonl")
    check_docs(docs)
    check_questions(qs, docs)
    if problems:
        for p in problems:
            print("FAIL:", p)
        print("%d problem(s)" % len(problems))
        sys.exit(1)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
