#!/usr/bin/env python3
"""Validator for the MET (regional forecasting office) QA test set.

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
WORD_MIN, WORD_MAX = 250, 320
N_STRUCTURED, N_PROSE = 24, 12
MIN_TABLE_WITH_SEP, MIN_TABLE_WITHOUT_SEP = 2, 2
MIN_FIELD_DOCS, MIN_FIELD_LINES = 3, 3
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 6

SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
TABLE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/'&-]{0,40}: \S")
PHONE_CAND_RE = re.compile(r"(?<![\d])(?:\+44[\s-]?|0)\d(?:[\s-]?\d){8,9}(?![\d])")
PHONE_OK_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, re.IGNORECASE) is not None


def bad_phones(text):
    return [m.group(0) for m in PHONE_CAND_RE.finditer(text) if not PHONE_OK_RE.match(m.group(0))]


def load_jsonl(path, errors):
    rows = []
    if not os.path.isfile(path):
        errors.append("missing file %s" % path)
        return rows
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                errors.append("%s line %d: blank line" % (os.path.basename(path), ln))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append("%s line %d: bad JSON (%s)" % (os.path.basename(path), ln, e))
    return rows


def check_corpus(docs, errors):
    if len(docs) != N_DOCS:
        errors.append("corpus: expected %d documents, found %d" % (N_DOCS, len(docs)))
    titles = set()
    n_struct = n_prose = with_sep = without_sep = field_docs = 0
    for i, doc in enumerate(docs, 1):
        if not isinstance(doc, dict) or set(doc) != DOC_KEYS:
            errors.append("doc #%d: keys must be exactly %s" % (i, sorted(DOC_KEYS)))
            continue
        did = doc["id"]
        if did != "MET-doc-%03d" % i:
            errors.append("doc #%d: id %r out of sequence" % (i, did))
        title, text = doc["title"], doc["text"]
        if not isinstance(title, str) or not title.strip():
            errors.append("%s: empty title" % did)
        elif title in titles:
            errors.append("%s: duplicate title %r" % (did, title))
        titles.add(title)
        if not isinstance(text, str):
            errors.append("%s: text is not a string" % did)
            continue
        if "\r" in text or "\\n" in text or "\n" not in text:
            errors.append("%s: text must use real \\n line breaks only" % did)
        w = words(text)
        if not WORD_MIN <= w <= WORD_MAX:
            errors.append("%s: %d words (need %d-%d)" % (did, w, WORD_MIN, WORD_MAX))
        lines = text.split("\n")
        has_bullet = any(BULLET_RE.match(l) for l in lines)
        table_lines = [l for l in lines if TABLE_RE.match(l)]
        if has_bullet or table_lines:
            n_struct += 1
        else:
            n_prose += 1
        if table_lines:
            if any(SEP_RE.match(l) for l in table_lines):
                with_sep += 1
            else:
                without_sep += 1
        if sum(1 for l in lines if FIELD_RE.match(l)) >= MIN_FIELD_LINES:
            field_docs += 1
        for p in bad_phones(title + "\n" + text):
            errors.append("%s: phone number outside the drama ranges: %r" % (did, p))
    if n_struct != N_STRUCTURED or n_prose != N_PROSE:
        errors.append("corpus: %d structured / %d prose documents (need %d / %d)"
                      % (n_struct, n_prose, N_STRUCTURED, N_PROSE))
    if with_sep < MIN_TABLE_WITH_SEP:
        errors.append("corpus: only %d documents with a |---| table separator (need >= %d)" % (with_sep, MIN_TABLE_WITH_SEP))
    if without_sep < MIN_TABLE_WITHOUT_SEP:
        errors.append("corpus: only %d documents with tables lacking a separator (need >= %d)" % (without_sep, MIN_TABLE_WITHOUT_SEP))
    if field_docs < MIN_FIELD_DOCS:
        errors.append("corpus: only %d documents with Field: value lines (need >= %d)" % (field_docs, MIN_FIELD_DOCS))


def comparison_leak_ok(question, answer):
    a = re.escape(answer)
    return (re.search(a + r"\s*,?\s+or\s", question, re.IGNORECASE) is not None
            or re.search(r"\bor\s+" + a + r"(?![A-Za-z0-9])", question, re.IGNORECASE) is not None)


def check_questions(qs, docs, errors):
    if len(qs) != N_QUESTIONS:
        errors.append("questions: expected %d, found %d" % (N_QUESTIONS, len(qs)))
    doc_text = {d.get("id"): d.get("text", "") for d in docs if isinstance(d, dict)}
    glossary_ids = {d["id"] for d in docs if isinstance(d, dict) and "glossary" in str(d.get("title", "")).lower()}
    counts = {t: 0 for t in TYPE_COUNTS}
    types = []
    seen_q = set()
    for i, q in enumerate(qs, 1):
        if not isinstance(q, dict) or set(q) != Q_KEYS:
            errors.append("question #%d: keys must be exactly %s" % (i, sorted(Q_KEYS)))
            types.append(None)
            continue
        qid = q["id"]
        if qid != "MET-q-%03d" % i:
            errors.append("question #%d: id %r out of sequence" % (i, qid))
        text, answers, sup, typ, note = q["question"], q["answers"], q["supporting_ids"], q["type"], q["note"]
        types.append(typ)
        if typ not in TYPE_COUNTS:
            errors.append("%s: unknown type %r" % (qid, typ))
        else:
            counts[typ] += 1
        if not isinstance(text, str) or not text.strip().endswith("?"):
            errors.append("%s: question must be a string ending with '?'" % qid)
            continue
        if text in seen_q:
            errors.append("%s: duplicate question" % qid)
        seen_q.add(text)
        if not isinstance(note, str) or "distractor" not in note.lower():
            errors.append("%s: note must name the distractor" % qid)
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            errors.append("%s: answers must be a list of non-empty strings" % qid)
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            errors.append("%s: supporting_ids must be a list of strings" % qid)
            continue
        if len(set(sup)) != len(sup):
            errors.append("%s: duplicate supporting ids" % qid)
        for s in sup:
            if s not in doc_text:
                errors.append("%s: supporting id %s does not exist" % (qid, s))
        for field in [text, note] + answers:
            for p in bad_phones(field):
                errors.append("%s: phone number outside the drama ranges: %r" % (qid, p))
        if typ == "out_of_scope":
            if answers or sup:
                errors.append("%s: out_of_scope needs answers [] and supporting_ids []" % qid)
            continue
        if not answers:
            errors.append("%s: answerable question without answers" % qid)
            continue
        if not sup:
            errors.append("%s: answerable question without supporting ids" % qid)
            continue
        if typ == "multi_hop" and len(sup) < 2:
            errors.append("%s: multi_hop needs >= 2 supporting documents" % qid)
        if typ == "alias":
            if len(sup) < 2:
                errors.append("%s: alias needs the glossary plus a target document" % qid)
            if glossary_ids and not (set(sup) & glossary_ids):
                errors.append("%s: alias question must cite the glossary" % qid)
        a0 = answers[0]
        if a0 != a0.strip() or len(a0) > MAX_ANSWER_CHARS:
            errors.append("%s: answers[0] %r too long or padded" % (qid, a0))
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith("."):
            errors.append("%s: answers[0] %r looks like a sentence" % (qid, a0))
        for a in answers[1:]:
            if len(a) > MAX_ANSWER_CHARS:
                errors.append("%s: answer variant %r too long" % (qid, a))
        if not any(contains(doc_text.get(s, ""), a0) for s in sup):
            errors.append("%s: answers[0] %r not found verbatim in any supporting document" % (qid, a0))
        if contains(text, a0) and not comparison_leak_ok(text, a0):
            errors.append("%s: answer %r leaks into the question" % (qid, a0))
    for t, n in TYPE_COUNTS.items():
        if counts[t] != n:
            errors.append("questions: type %s has %d (need %d)" % (t, counts[t], n))
    for i in range(2, len(types)):
        if types[i] is not None and types[i] == types[i - 1] == types[i - 2]:
            errors.append("questions: three consecutive %s at MET-q-%03d..MET-q-%03d" % (types[i], i - 1, i + 1))


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors = []
    docs = load_jsonl(os.path.join(folder, "corpus.jsonl"), errors)
    qs = load_jsonl(os.path.join(folder, "questions.jsonl"), errors)
    check_corpus(docs, errors)
    check_questions(qs, docs, errors)
    if errors:
        for e in errors:
            print("FAIL:", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
