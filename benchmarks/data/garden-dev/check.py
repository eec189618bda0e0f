#!/usr/bin/env python3
"""Validator for the BOT (botanical garden trust) QA test set.

Usage: python3 check.py [dir]

Standard library only. Prints OK and exits 0 when every rule passes;
otherwise prints one line per problem and exits 1.
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

SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'-]{0,40}: \S")
WORD_RE = re.compile(r"[A-Za-z0-9]")
# anything that looks like a UK phone number (0 + 9 or 10 digits, optional spaces/hyphens)
PHONE_LIKE_RE = re.compile(r"(?<![\dA-Za-z-])0\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}(?![\d])")
PHONE_OK_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
PREFIX_RE = re.compile(r"0(?:1632|7700)[ -]?\d*")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if WORD_RE.search(tok))
    return n


def line_kinds(text):
    lines = text.split("\n")
    bullets = [l for l in lines if l.startswith("- ")]
    table = [l for l in lines if l.lstrip().startswith("|")]
    seps = [l for l in table if SEP_RE.match(l)]
    fields = [l for l in lines
              if not l.startswith("- ") and not l.lstrip().startswith("|") and FIELD_RE.match(l)]
    return bullets, table, seps, fields


def contains(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack.lower()) is not None


def check_phones(text, where):
    for m in PHONE_LIKE_RE.finditer(text):
        if not PHONE_OK_RE.match(m.group(0)):
            err("%s: phone number outside drama ranges or badly formatted: %r" % (where, m.group(0)))
    for m in PREFIX_RE.finditer(text):
        if not PHONE_OK_RE.match(m.group(0)):
            err("%s: malformed drama-range number: %r" % (where, m.group(0)))


def load_jsonl(path):
    rows = []
    if not os.path.exists(path):
        err("missing file %s" % path)
        return rows
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d: blank line" % (os.path.basename(path), i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: invalid JSON (%s)" % (os.path.basename(path), i, e))
    return rows


def check_corpus(docs):
    if len(docs) != N_DOCS:
        err("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
    titles = set()
    n_struct = n_prose = 0
    n_sep_tables = n_nosep_tables = n_field_docs = 0
    by_id = {}
    for i, doc in enumerate(docs, 1):
        exp_id = "BOT-doc-%03d" % i
        if not isinstance(doc, dict) or set(doc) != DOC_KEYS:
            err("corpus %d: keys must be exactly %s" % (i, sorted(DOC_KEYS)))
            continue
        did = doc["id"]
        if did != exp_id:
            err("corpus %d: id %r, expected %r" % (i, did, exp_id))
        if not isinstance(doc["title"], str) or not doc["title"].strip():
            err("%s: empty title" % did)
        if doc["title"] in titles:
            err("%s: duplicate title %r" % (did, doc["title"]))
        titles.add(doc["title"])
        text = doc["text"]
        if not isinstance(text, str):
            err("%s: text is not a string" % did)
            continue
        by_id[did] = doc
        if "\\n" in text:
            err("%s: literal backslash-n in text; use real line breaks" % did)
        if "\r" in text:
            err("%s: carriage return in text" % did)
        wc = words(text)
        if not WORD_MIN <= wc <= WORD_MAX:
            err("%s: %d words, must be %d-%d" % (did, wc, WORD_MIN, WORD_MAX))
        bullets, table, seps, fields = line_kinds(text)
        structured = len(bullets) >= 3 or len(table) >= 3 or len(fields) >= 3
        prose = not bullets and not table and not fields
        if structured:
            n_struct += 1
        elif prose:
            n_prose += 1
            if "\n\n" not in text:
                err("%s: prose document should have paragraph breaks" % did)
        else:
            err("%s: neither clearly structured nor plain prose "
                "(bullets=%d table=%d fields=%d)" % (did, len(bullets), len(table), len(fields)))
        if len(table) >= 3:
            if seps:
                n_sep_tables += 1
            else:
                n_nosep_tables += 1
            for l in table:
                if not l.rstrip().endswith("|"):
                    err("%s: table line not closed with '|': %r" % (did, l[:60]))
        if len(fields) >= 3:
            n_field_docs += 1
        check_phones(doc["title"] + "\n" + text, did)
    if n_struct != N_STRUCTURED:
        err("corpus: %d structured documents, expected %d" % (n_struct, N_STRUCTURED))
    if n_prose != N_PROSE:
        err("corpus: %d prose documents, expected %d" % (n_prose, N_PROSE))
    if n_sep_tables < 2:
        err("corpus: need at least 2 documents with a |---| table separator, found %d" % n_sep_tables)
    if n_nosep_tables < 2:
        err("corpus: need at least 2 documents with a table without separator, found %d" % n_nosep_tables)
    if n_field_docs < 3:
        err("corpus: need at least 3 documents with 'Field: value' lines, found %d" % n_field_docs)
    return by_id


def check_questions(qs, by_id):
    if len(qs) != N_QUESTIONS:
        err("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))
    glossary_ids = {d for d, doc in by_id.items() if doc["title"].lower().startswith("glossary")}
    if len(glossary_ids) != 1:
        err("corpus: expected exactly one glossary document (title starting 'Glossary')")
    counts = {}
    types_seq = []
    seen_q = set()
    for i, q in enumerate(qs, 1):
        exp_id = "BOT-q-%03d" % i
        if not isinstance(q, dict) or set(q) != Q_KEYS:
            err("question %d: keys must be exactly %s" % (i, sorted(Q_KEYS)))
            types_seq.append(None)
            continue
        qid = q["id"]
        if qid != exp_id:
            err("question %d: id %r, expected %r" % (i, qid, exp_id))
        t = q["type"]
        types_seq.append(t)
        if t not in TYPE_COUNTS:
            err("%s: unknown type %r" % (qid, t))
        counts[t] = counts.get(t, 0) + 1
        text = q["question"]
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err("%s: question must end with '?'" % qid)
            text = str(text)
        if text in seen_q:
            err("%s: duplicate question text" % qid)
        seen_q.add(text)
        answers, sup, note = q["answers"], q["supporting_ids"], q["note"]
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err("%s: answers must be a list of non-empty strings" % qid)
            answers = []
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err("%s: supporting_ids must be a list of strings" % qid)
            sup = []
        if len(set(sup)) != len(sup):
            err("%s: duplicate supporting id" % qid)
        if not isinstance(note, str) or "distractor" not in note.lower():
            err("%s: note must name the distractor (word 'distractor')" % qid)
        check_phones(text + "\n" + "\n".join(answers), qid)
        if t == "out_of_scope":
            if answers or sup:
                err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
            continue
        if not answers:
            err("%s: answers empty" % qid)
            continue
        if not sup:
            err("%s: supporting_ids empty" % qid)
        for s in sup:
            if s not in by_id:
                err("%s: supporting id %r does not exist" % (qid, s))
        if t == "multi_hop" and len(set(sup)) < 2:
            err("%s: multi_hop needs at least 2 supporting documents" % qid)
        if t == "alias" and not (set(sup) & glossary_ids):
            err("%s: alias question must cite the glossary" % qid)
        a0 = answers[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err("%s: answers[0] longer than %d characters" % (qid, MAX_ANSWER_CHARS))
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith("."):
            err("%s: answers[0] looks like a sentence: %r" % (qid, a0))
        if not any(contains(by_id[s]["text"], a0) for s in sup if s in by_id):
            err("%s: answers[0] %r not found verbatim in any supporting document" % (qid, a0))
        comparison = " or " in text
        for a in answers:
            if contains(text, a):
                if comparison and t in ("multi_hop", "single_hop", "qualifier") and a == a0:
                    continue  # "X or Y" comparison: the answer is one of the options
                err("%s: answer %r leaks into the question text" % (qid, a))
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            err("questions: type %s has %d, expected %d" % (t, counts.get(t, 0), n))
    for i in range(2, len(types_seq)):
        if types_seq[i] is not None and types_seq[i] == types_seq[i - 1] == types_seq[i - 2]:
            err("questions: three consecutive %s at BOT-q-%03d..%03d" % (types_seq[i], i - 1, i + 1))


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    docs = load_jsonl(os.path.join(base, "corpus.jsonl"))
    qs = load_jsonl(os.path.join(base, "questions.jsonl"))
    by_id = check_corpus(docs)
    check_questions(qs, by_id)
    readme = os.path.join(base, "README.md")
    if not os.path.exists(readme):
        err("missing README.md")
    else:
        with open(readme, encoding="utf-8") as f:
            check_phones(f.read(), "README.md")
    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
