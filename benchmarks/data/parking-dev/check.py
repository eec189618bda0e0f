#!/usr/bin/env python3
"""Validator for the PKG parking QA test set (standard library only).

Usage: python3 check.py [dir]
Prints OK and exits 0 when every rule passes; otherwise lists the failures and exits 1.
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

SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'-]{0,40}: \S")
PHONE_RE = re.compile(r"(?<![\d.,:])(?:\+44[ ]?|0)\d(?:[ -]?\d){8,9}(?![\d])")
ALLOWED_PHONE = [re.compile(r"^01632960\d{3}$"), re.compile(r"^07700900\d{3}$")]
GLOSSARY_TITLE = "glossary"

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def verbatim(needle, hay):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (os.path.basename(path), i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d is not valid JSON: %s" % (os.path.basename(path), i, e))
    return rows


def check_phones(text, where):
    for m in PHONE_RE.finditer(text):
        digits = re.sub(r"[ -]", "", m.group(0)).replace("+44", "0")
        if not any(p.match(digits) for p in ALLOWED_PHONE):
            err("%s: phone number outside drama ranges: %s" % (where, m.group(0)))


def check_corpus(docs):
    if len(docs) != N_DOCS:
        err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
    titles = set()
    structured = prose = 0
    sep_tables = nosep_tables = field_docs = 0
    for i, d in enumerate(docs, 1):
        want = "PKG-doc-%03d" % i
        if set(d.keys()) != DOC_KEYS:
            err("%s: keys must be exactly %s, got %s" % (want, sorted(DOC_KEYS), sorted(d.keys())))
            continue
        if d["id"] != want:
            err("corpus position %d: id %s, expected %s" % (i, d["id"], want))
        if not isinstance(d["title"], str) or not d["title"].strip():
            err("%s: empty title" % d["id"])
        if d["title"] in titles:
            err("%s: duplicate title %r" % (d["id"], d["title"]))
        titles.add(d["title"])
        text = d["text"]
        if "\r" in text or "\n" not in text:
            err("%s: text must use \\n line breaks" % d["id"])
        n = words(text)
        if not WORD_MIN <= n <= WORD_MAX:
            err("%s: %d words, outside %d-%d" % (d["id"], n, WORD_MIN, WORD_MAX))
        lines = text.split("\n")
        bullets = [l for l in lines if BULLET_RE.match(l)]
        table = [l for l in lines if TABLE_RE.match(l) and not SEP_RE.match(l)]
        seps = [l for l in lines if SEP_RE.match(l) and "|" in l]
        fields = [l for l in lines if FIELD_RE.match(l)]
        if bullets or table:
            structured += 1
            if table:
                if seps:
                    sep_tables += 1
                else:
                    nosep_tables += 1
            if len(fields) >= 3:
                field_docs += 1
        elif fields:
            err("%s: has Field: value lines but no bullets/table; neither clean prose nor structured" % d["id"])
        else:
            prose += 1
        if seps and not table:
            err("%s: separator line without table rows" % d["id"])
        for l in table:
            if l.count("|") < 3:
                err("%s: malformed table row %r" % (d["id"], l))
        check_phones(text, d["id"])
        check_phones(d["title"], d["id"] + " title")
    if structured != N_STRUCTURED:
        err("corpus: %d structured documents, expected %d" % (structured, N_STRUCTURED))
    if prose != N_PROSE:
        err("corpus: %d prose documents, expected %d" % (prose, N_PROSE))
    if sep_tables < 1:
        err("corpus: need at least one table with a |---| separator line")
    if nosep_tables < 2:
        err("corpus: need at least two tables without a separator line (found %d)" % nosep_tables)
    if field_docs < 3:
        err("corpus: need at least three documents with Field: value lines (found %d)" % field_docs)
    return {"structured": structured, "prose": prose, "sep": sep_tables, "nosep": nosep_tables, "field": field_docs}


def check_questions(qs, docs):
    by_id = {d.get("id"): d for d in docs}
    glossary_ids = {d["id"] for d in docs if GLOSSARY_TITLE in d.get("title", "").lower()}
    if len(glossary_ids) != 1:
        err("corpus: expected exactly one glossary document, found %d" % len(glossary_ids))
    if len(qs) != N_QUESTIONS:
        err("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))
    counts = {}
    types = []
    seen_q = set()
    for i, q in enumerate(qs, 1):
        want = "PKG-q-%03d" % i
        if set(q.keys()) != Q_KEYS:
            err("%s: keys must be exactly %s, got %s" % (want, sorted(Q_KEYS), sorted(q.keys())))
            types.append(None)
            continue
        qid = q["id"]
        if qid != want:
            err("question position %d: id %s, expected %s" % (i, qid, want))
        t = q["type"]
        types.append(t)
        if t not in TYPE_COUNTS:
            err("%s: unknown type %r" % (qid, t))
        counts[t] = counts.get(t, 0) + 1
        text = q["question"]
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err("%s: question must end with '?'" % qid)
        if text.strip().lower() in seen_q:
            err("%s: duplicate question" % qid)
        seen_q.add(text.strip().lower())
        check_phones(text, qid + " question")
        note = q["note"]
        if not isinstance(note, str) or "distractor" not in note.lower():
            err("%s: note must name the distractor (word 'distractor' missing)" % qid)
        ans = q["answers"]
        sup = q["supporting_ids"]
        if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
            err("%s: answers must be a list of non-empty strings" % qid)
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err("%s: supporting_ids must be a list of strings" % qid)
            continue
        if len(set(sup)) != len(sup):
            err("%s: duplicate supporting ids" % qid)
        for s in sup:
            if s not in by_id:
                err("%s: supporting id %s does not exist" % (qid, s))
        for a in ans:
            check_phones(a, qid + " answer")
        if t == "out_of_scope":
            if ans or sup:
                err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
            continue
        if not ans:
            err("%s: answers empty for answerable question" % qid)
            continue
        if not sup:
            err("%s: supporting_ids empty for answerable question" % qid)
            continue
        if t == "multi_hop" and len(sup) < 2:
            err("%s: multi_hop needs at least two supporting documents" % qid)
        if t == "alias" and not (set(sup) & glossary_ids):
            err("%s: alias question must cite the glossary document" % qid)
        a0 = ans[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err("%s: canonical answer longer than %d characters: %r" % (qid, MAX_ANSWER_CHARS, a0))
        if a0.rstrip().endswith(".") or len(a0.split()) > 8:
            err("%s: canonical answer looks like a sentence: %r" % (qid, a0))
        if not any(verbatim(a0, by_id[s]["text"]) for s in sup if s in by_id):
            err("%s: canonical answer %r not found verbatim in any supporting document" % (qid, a0))
        comparison = " or " in text and "comparison" in note.lower()
        for a in ans:
            if verbatim(a, text):
                if comparison and a == a0:
                    continue
                err("%s: answer %r leaks into the question text" % (qid, a))
        if comparison and not verbatim(a0, text):
            err("%s: comparison answer should be one of the options named in the question" % qid)
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            err("questions: type %s has %d, expected %d" % (t, counts.get(t, 0), n))
    for i in range(2, len(types)):
        if types[i] is not None and types[i] == types[i - 1] == types[i - 2]:
            err("questions: three consecutive %s at positions %d-%d" % (types[i], i - 1, i + 1))
    return counts


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    cpath = os.path.join(base, "corpus.jsonl")
    qpath = os.path.join(base, "questions.jsonl")
    for p in (cpath, qpath):
        if not os.path.exists(p):
            print("FAIL: missing %s" % p)
            return 1
    docs = load_jsonl(cpath)
    qs = load_jsonl(qpath)
    stats = check_corpus(docs)
    counts = check_questions(qs, docs)
    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s)" % len(errors))
        return 1
    print("OK: %d documents (%d structured, %d prose; %d with |---| tables, %d tables without separator, "
          "%d Field: value documents), %d questions %s"
          % (len(docs), stats["structured"], stats["prose"], stats["sep"], stats["nosep"], stats["field"],
             len(qs), json.dumps(counts, sort_keys=True)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
