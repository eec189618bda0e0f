#!/usr/bin/env python3
"""Validator for the PUB (university press) QA test set.

Usage: python3 check.py [dir]
Checks corpus.jsonl and questions.jsonl in dir (default: the folder of this
script). Standard library only. Prints OK and exits 0 when every rule passes;
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
MIN_FIELD_DOCS = 3
MIN_TABLE_WITH_SEP = 2
MIN_TABLE_WITHOUT_SEP = 2
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10,
               "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 6

SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'-]{0,40}: \S")
PHONE_CAND_RE = re.compile(r"(?<![\w£.,])0\d(?:[ -]?\d){8,9}(?![\d])")
ALLOWED_PHONE_RES = [re.compile(r"^01632960\d{3}$"), re.compile(r"^07700900\d{3}$")]

problems = []


def bad(msg):
    problems.append(msg)


def word_count(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(haystack, needle):
    """Case-insensitive match of needle, not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, re.IGNORECASE) is not None


def check_phones(label, text):
    """Every UK-style phone number must be 01632 960xxx or 07700 900xxx."""
    flagged = set()
    candidates = [m.group() for m in PHONE_CAND_RE.finditer(text)]
    candidates += [m.group() for m in re.finditer(r"\b0\d{3,4} ?\d{5,7}\b", text)]
    for cand in candidates:
        digits = re.sub(r"\D", "", cand)
        if len(digits) not in (10, 11) or digits in flagged:
            continue
        if not any(r.match(digits) for r in ALLOWED_PHONE_RES):
            flagged.add(digits)
            bad(f"{label}: phone-like number outside drama ranges: {cand!r}")


def load_jsonl(path, label):
    rows = []
    if not os.path.exists(path):
        bad(f"missing file {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                bad(f"{label} line {ln}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                bad(f"{label} line {ln}: invalid JSON ({e})")
    return rows


def check_corpus(docs):
    if len(docs) != N_DOCS:
        bad(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    titles = set()
    structured = prose = 0
    field_docs = table_sep_docs = table_nosep_docs = 0
    by_id = {}
    for i, doc in enumerate(docs, 1):
        if not isinstance(doc, dict):
            bad(f"corpus row {i}: not an object")
            continue
        if set(doc.keys()) != DOC_KEYS:
            bad(f"corpus row {i}: keys {sorted(doc.keys())} != {sorted(DOC_KEYS)}")
            continue
        want = "PUB-doc-%03d" % i
        if doc["id"] != want:
            bad(f"corpus row {i}: id {doc['id']!r}, expected {want!r}")
        by_id[doc["id"]] = doc
        title, text = doc["title"], doc["text"]
        if not isinstance(title, str) or not title.strip():
            bad(f"{doc['id']}: empty title")
        elif title in titles:
            bad(f"{doc['id']}: duplicate title {title!r}")
        titles.add(title)
        if not isinstance(text, str):
            bad(f"{doc['id']}: text is not a string")
            continue
        if "\r" in text:
            bad(f"{doc['id']}: text contains carriage returns; use \\n")
        wc = word_count(text)
        if not WORD_MIN <= wc <= WORD_MAX:
            bad(f"{doc['id']}: {wc} words, outside {WORD_MIN}-{WORD_MAX}")
        lines = text.split("\n")
        bullets = [l for l in lines if l.startswith("- ")]
        table_lines = [l for l in lines if l.startswith("|")]
        sep_lines = [l for l in table_lines if SEP_RE.match(l)]
        field_lines = [l for l in lines if FIELD_RE.match(l)]
        for l in table_lines:
            if not l.rstrip().endswith("|"):
                bad(f"{doc['id']}: table line does not end with '|': {l[:40]!r}")
        is_structured = bool(bullets or table_lines)
        if is_structured:
            structured += 1
        else:
            prose += 1
            if len(field_lines) >= 2:
                bad(f"{doc['id']}: prose document has Field: value lines")
        if table_lines:
            if sep_lines:
                table_sep_docs += 1
            else:
                table_nosep_docs += 1
        if len(field_lines) >= 3:
            if not is_structured:
                bad(f"{doc['id']}: Field: value document has no bullets or table")
            field_docs += 1
        check_phones(doc["id"], title + "\n" + text)
    if structured != N_STRUCTURED:
        bad(f"corpus: {structured} structured documents, expected {N_STRUCTURED}")
    if prose != N_PROSE:
        bad(f"corpus: {prose} prose documents, expected {N_PROSE}")
    if field_docs < MIN_FIELD_DOCS:
        bad(f"corpus: only {field_docs} documents with >=3 Field: value lines")
    if table_sep_docs < MIN_TABLE_WITH_SEP:
        bad(f"corpus: only {table_sep_docs} documents with tables that have a |---| separator")
    if table_nosep_docs < MIN_TABLE_WITHOUT_SEP:
        bad(f"corpus: only {table_nosep_docs} documents with tables lacking a separator")
    return by_id


def glossary_terms(by_id):
    terms = []
    for doc in by_id.values():
        if "glossary" in doc["title"].lower():
            for line in doc["text"].split("\n"):
                if line.startswith("|") and not SEP_RE.match(line):
                    cells = [c.strip() for c in line.strip().strip("|").split("|")]
                    if cells and cells[0] and cells[0].lower() != "term":
                        terms.append(cells[0])
    return terms


def check_questions(qs, by_id):
    if len(qs) != N_QUESTIONS:
        bad(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    counts = {t: 0 for t in TYPE_COUNTS}
    seen_text = set()
    types_in_order = []
    terms = glossary_terms(by_id)
    if not terms:
        bad("corpus: no glossary document found for alias checks")
    for i, q in enumerate(qs, 1):
        if not isinstance(q, dict) or set(q.keys()) != Q_KEYS:
            bad(f"question row {i}: keys {sorted(q.keys()) if isinstance(q, dict) else q!r} != {sorted(Q_KEYS)}")
            types_in_order.append(None)
            continue
        qid = q["id"]
        want = "PUB-q-%03d" % i
        if qid != want:
            bad(f"question row {i}: id {qid!r}, expected {want!r}")
        text, answers, sup, typ, note = (q["question"], q["answers"], q["supporting_ids"],
                                         q["type"], q["note"])
        types_in_order.append(typ)
        if typ not in TYPE_COUNTS:
            bad(f"{qid}: unknown type {typ!r}")
        else:
            counts[typ] += 1
        if not isinstance(text, str) or not text.strip().endswith("?"):
            bad(f"{qid}: question must be a string ending with '?'")
            text = str(text)
        if text.strip().lower() in seen_text:
            bad(f"{qid}: duplicate question text")
        seen_text.add(text.strip().lower())
        if not isinstance(note, str) or "distractor" not in note.lower():
            bad(f"{qid}: note must explain the difficulty and name the distractor")
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            bad(f"{qid}: answers must be a list of non-empty strings")
            answers = []
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            bad(f"{qid}: supporting_ids must be a list of strings")
            sup = []
        if len(set(sup)) != len(sup):
            bad(f"{qid}: duplicate supporting ids")
        for s in sup:
            if s not in by_id:
                bad(f"{qid}: supporting id {s!r} does not exist")
        check_phones(qid, text + "\n" + "\n".join(answers))

        if typ == "out_of_scope":
            if answers != [] or sup != []:
                bad(f"{qid}: out_of_scope must have answers [] and supporting_ids []")
            continue
        if not answers:
            bad(f"{qid}: answerable question has no answers")
            continue
        if not sup:
            bad(f"{qid}: answerable question has no supporting ids")
            continue
        if typ == "multi_hop" and len(sup) < 2:
            bad(f"{qid}: multi_hop needs at least 2 supporting ids")
        canon = answers[0]
        if len(canon) > MAX_ANSWER_CHARS:
            bad(f"{qid}: canonical answer longer than {MAX_ANSWER_CHARS} chars: {canon!r}")
        if len(canon.split()) > MAX_ANSWER_WORDS or canon.rstrip().endswith("."):
            bad(f"{qid}: canonical answer looks like a sentence: {canon!r}")
        if len({a.lower() for a in answers}) != len(answers):
            bad(f"{qid}: duplicate answer variants")
        if not any(contains(by_id[s]["text"], canon) for s in sup if s in by_id):
            bad(f"{qid}: canonical answer {canon!r} not found verbatim in a supporting document")
        # answer leak: no accepted answer may appear in the question, except an
        # "X or Y" comparison whose canonical answer is one of the two options.
        is_comparison = typ == "multi_hop" and " or " in text and contains(text, canon)
        for a in answers:
            if contains(text, a) and not is_comparison:
                bad(f"{qid}: answer {a!r} leaks into the question text")
        if typ == "alias":
            if not any(contains(text, t) for t in terms):
                bad(f"{qid}: alias question uses no glossary term")
            gl = [d for d, doc in by_id.items() if "glossary" in doc["title"].lower()]
            if gl and not any(g in sup for g in gl):
                bad(f"{qid}: alias question does not cite the glossary")

    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            bad(f"questions: {counts.get(t, 0)} of type {t}, expected {n}")
    for i in range(2, len(types_in_order)):
        a, b, c = types_in_order[i - 2:i + 1]
        if a is not None and a == b == c:
            bad(f"questions {i - 1}..{i + 1}: three consecutive questions of type {a}")


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    docs = load_jsonl(os.path.join(folder, "corpus.jsonl"), "corpus")
    qs = load_jsonl(os.path.join(folder, "questions.jsonl"), "questions")
    by_id = check_corpus(docs)
    check_questions(qs, by_id)
    if problems:
        for p in problems:
            print("FAIL:", p)
        print(f"{len(problems)} problem(s)")
        sys.exit(1)
    print("OK")
    sys.exit(0)


if __name__ == "__main__":
    main()
