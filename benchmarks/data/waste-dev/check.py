#!/usr/bin/env python3
"""Validator for the WST (municipal waste and recycling) QA test set.

Usage: python3 check.py [dir]
Prints OK and exits 0 when every rule passes; otherwise lists the problems
and exits 1. Standard library only.
"""
import json
import os
import re
import sys

N_DOCS = 36
N_STRUCTURED = 24
N_PROSE = 12
WORDS_MIN, WORDS_MAX = 250, 320
N_QUESTIONS = 70
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 6

SEP_LINE = re.compile(r"^\s*\|[\s:|-]*-{3,}[\s:|-]*\|\s*$")
TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_LINE = re.compile(r"^\s*- \S")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 '()/&,-]{0,40}: \S")
# Anything that looks like a UK phone number (national or +44 form).
PHONE_LIKE = re.compile(r"(?<![\d+])(?:\+44[\s-]?(?:\(0\)[\s-]?)?|0)\d(?:[\s-]?\d){8,9}(?!\d)")
PHONE_OK = re.compile(r"^(?:01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    """Whitespace tokens containing a letter or digit; separator lines skipped."""
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, re.IGNORECASE) is not None


def comparison_option(question, answer):
    """True if answer is one side of an 'X or Y' in the question."""
    a = re.escape(answer)
    b = r"(?<![A-Za-z0-9])"
    e = r"(?![A-Za-z0-9])"
    return (re.search(b + a + e + r",?\s+or\s", question, re.IGNORECASE) is not None or
            re.search(r"\sor\s+" + a + e, question, re.IGNORECASE) is not None)


def check_phones(where, text):
    for m in PHONE_LIKE.finditer(text):
        if not PHONE_OK.match(m.group(0)):
            err("%s: phone number outside 01632 960xxx / 07700 900xxx: %r" % (where, m.group(0)))


def load_jsonl(path, label):
    rows = []
    if not os.path.isfile(path):
        err("missing file %s" % path)
        return rows
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for i, line in enumerate(lines, 1):
        if not line.strip():
            err("%s line %d: blank line" % (label, i))
            continue
        try:
            obj = json.loads(line)
        except ValueError as ex:
            err("%s line %d: invalid JSON (%s)" % (label, i, ex))
            continue
        if not isinstance(obj, dict):
            err("%s line %d: not a JSON object" % (label, i))
            continue
        rows.append(obj)
    return rows


def table_blocks(lines):
    """Contiguous runs of table lines."""
    blocks, cur = [], []
    for line in lines:
        if TABLE_LINE.match(line):
            cur.append(line)
        else:
            if cur:
                blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    return blocks


def check_corpus(docs):
    if len(docs) != N_DOCS:
        err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
    titles = set()
    structured = prose = with_sep = without_sep = field_docs = 0
    for i, d in enumerate(docs, 1):
        want = "WST-doc-%03d" % i
        if set(d.keys()) != DOC_KEYS:
            err("%s: keys must be exactly %s, found %s" % (want, sorted(DOC_KEYS), sorted(d.keys())))
        did = d.get("id")
        if did != want:
            err("corpus position %d: id %r, expected %s" % (i, did, want))
        title, text = d.get("title"), d.get("text")
        if not isinstance(title, str) or not title.strip():
            err("%s: empty title" % did)
        elif title in titles:
            err("%s: duplicate title %r" % (did, title))
        else:
            titles.add(title)
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % did)
            continue
        if "\r" in text:
            err("%s: text must use \\n line breaks only" % did)
        if "\n" not in text:
            err("%s: text has no line breaks" % did)
        n = words(text)
        if not WORDS_MIN <= n <= WORDS_MAX:
            err("%s: %d words, expected %d-%d" % (did, n, WORDS_MIN, WORDS_MAX))
        lines = text.split("\n")
        bullets = [l for l in lines if BULLET_LINE.match(l)]
        tables = [l for l in lines if TABLE_LINE.match(l)]
        fields = [l for l in lines if FIELD_LINE.match(l) and not TABLE_LINE.match(l)
                  and not BULLET_LINE.match(l)]
        if bullets or tables:
            structured += 1
        else:
            prose += 1
            if len(fields) >= 2:
                err("%s: prose document contains Field: value lines" % did)
        blocks = table_blocks(lines)
        has_sep = any(any(SEP_LINE.match(l) for l in b) for b in blocks)
        if blocks:
            if has_sep:
                with_sep += 1
            else:
                without_sep += 1
        for b in blocks:
            if len(b) < 2:
                err("%s: table with a single line" % did)
            widths = {l.strip().count("|") for l in b}
            if len(widths) != 1:
                err("%s: table rows have differing column counts %s" % (did, sorted(widths)))
            if any(SEP_LINE.match(l) for l in b[2:]) or (len(b) > 1 and SEP_LINE.match(b[0])):
                err("%s: separator line must come directly after the header" % did)
        if len(fields) >= 3:
            field_docs += 1
        check_phones(did, title + "\n" + text)
    if structured != N_STRUCTURED or prose != N_PROSE:
        err("corpus: %d structured / %d prose documents, expected %d / %d"
            % (structured, prose, N_STRUCTURED, N_PROSE))
    if with_sep < 2:
        err("corpus: only %d documents have tables with a |---| separator (need >= 2)" % with_sep)
    if without_sep < 2:
        err("corpus: only %d documents have tables without a separator (need >= 2)" % without_sep)
    if field_docs < 3:
        err("corpus: only %d documents have Field: value lines (need >= 3)" % field_docs)
    return {"structured": structured, "prose": prose, "with_sep": with_sep,
            "without_sep": without_sep, "field_docs": field_docs}


def check_questions(qs, docs):
    by_id = {d.get("id"): d for d in docs}
    glossary_ids = {d.get("id") for d in docs if "glossary" in str(d.get("title", "")).lower()}
    if len(qs) != N_QUESTIONS:
        err("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))
    counts = {}
    seen_q = set()
    types = []
    for i, q in enumerate(qs, 1):
        want = "WST-q-%03d" % i
        if set(q.keys()) != Q_KEYS:
            err("%s: keys must be exactly %s, found %s" % (want, sorted(Q_KEYS), sorted(q.keys())))
        qid = q.get("id")
        if qid != want:
            err("question position %d: id %r, expected %s" % (i, qid, want))
        text = q.get("question")
        answers = q.get("answers")
        sup = q.get("supporting_ids")
        typ = q.get("type")
        note = q.get("note")
        types.append(typ)
        counts[typ] = counts.get(typ, 0) + 1
        if not isinstance(text, str) or not text.strip():
            err("%s: empty question" % qid)
            continue
        if not text.rstrip().endswith("?"):
            err("%s: question must end with '?'" % qid)
        if text.strip().lower() in seen_q:
            err("%s: duplicate question" % qid)
        seen_q.add(text.strip().lower())
        if typ not in TYPE_COUNTS:
            err("%s: unknown type %r" % (qid, typ))
        if not isinstance(note, str) or "distractor" not in note.lower():
            err("%s: note must name the distractor (word 'distractor' missing)" % qid)
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in (answers or [])):
            err("%s: answers must be a list of non-empty strings" % qid)
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err("%s: supporting_ids must be a list of strings" % qid)
            continue
        check_phones(qid, text + "\n" + "\n".join(answers))
        if typ == "out_of_scope":
            if answers != []:
                err("%s: out_of_scope answers must be []" % qid)
            if sup != []:
                err("%s: out_of_scope supporting_ids must be []" % qid)
            continue
        if not answers:
            err("%s: answerable question has no answers" % qid)
            continue
        if not sup:
            err("%s: answerable question has no supporting_ids" % qid)
            continue
        if len(set(sup)) != len(sup):
            err("%s: duplicate supporting_ids" % qid)
        if len(set(a.lower() for a in answers)) != len(answers):
            err("%s: duplicate answer variants" % qid)
        missing = [s for s in sup if s not in by_id]
        if missing:
            err("%s: unknown supporting_ids %s" % (qid, missing))
            continue
        if typ == "single_hop" and len(sup) != 1:
            err("%s: single_hop must have exactly 1 supporting document" % qid)
        if typ == "multi_hop" and len(sup) < 2:
            err("%s: multi_hop must have >= 2 supporting documents" % qid)
        if typ == "alias":
            if len(sup) < 2:
                err("%s: alias must cite the glossary and the answer document" % qid)
            if not glossary_ids.intersection(sup):
                err("%s: alias question does not cite the glossary" % qid)
        canon = answers[0]
        if len(canon) > MAX_ANSWER_CHARS:
            err("%s: answers[0] longer than %d characters" % (qid, MAX_ANSWER_CHARS))
        if len(canon.split()) > MAX_ANSWER_WORDS or re.search(r"[.!?;]\s*$", canon) or ". " in canon:
            err("%s: answers[0] looks like a sentence: %r" % (qid, canon))
        for a in answers:
            if len(a) > MAX_ANSWER_CHARS:
                err("%s: answer variant longer than %d characters: %r" % (qid, MAX_ANSWER_CHARS, a))
        support_text = "\n".join(by_id[s].get("title", "") + "\n" + by_id[s].get("text", "") for s in sup)
        if not contains(support_text, canon):
            err("%s: answers[0] %r not found verbatim in supporting documents" % (qid, canon))
        for a in answers:
            if contains(text, a) and not comparison_option(text, a):
                err("%s: answer %r leaks into the question" % (qid, a))
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            err("questions: type %s has %d, expected %d" % (t, counts.get(t, 0), n))
    for i in range(len(types) - 2):
        if types[i] == types[i + 1] == types[i + 2]:
            err("questions: three consecutive %s at positions %d-%d" % (types[i], i + 1, i + 3))
    return counts


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"), "corpus")
    qs = load_jsonl(os.path.join(base, "questions.jsonl"), "questions")
    check_corpus(docs)
    check_questions(qs, docs)
    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s) found" % len(errors))
        sys.exit(1)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
