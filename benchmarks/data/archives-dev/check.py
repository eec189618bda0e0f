#!/usr/bin/env python3
"""Validator for the ARC (county archives digital team) QA test set.

Usage: python3 check.py [dir]

Standard library only. Prints OK and exits 0 when every rule passes;
otherwise prints one line per problem and exits 1.
"""
import json
import os
import re
import sys

N_DOCS = 45
N_QUESTIONS = 80
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
TYPE_COUNTS = {
    "single_hop": 20,
    "multi_hop": 22,
    "alias": 12,
    "qualifier": 12,
    "out_of_scope": 14,
}
WORD_MIN, WORD_MAX = 190, 300
STRUCTURED_RANGE = (27, 33)   # "about two thirds" of 45
PROSE_RANGE = (12, 18)        # "the rest" (about one third)
MIN_TABLE_WITH_SEP = 2
MIN_TABLE_WITHOUT_SEP = 2
MIN_FIELD_DOCS = 4
MIN_FIELD_LINES = 3           # lines needed for a document to count as "Field: value"
ANSWER_MAX_CHARS = 40
ANSWER_MAX_WORDS = 8

# Page types used by the wiki templates; a title must start with one of
# these and carry a colon after its type (and optional identifier).
PAGE_TYPES = (
    "Directorate overview",
    "Sites overview",
    "Site profile",
    "Team page",
    "System page",
    "Supplier profile",
    "Vendor profile",
    "Policy",
    "Retention schedule",
    "Procedure",
    "Runbook",
    "Post-incident review",
    "DR exercise report",
    "Digital Records Board minutes",
    "Collections and Access Committee minutes",
    "On-call rota",
    "Service levels",
    "Glossary",
    "Change record",
)

SEP_LINE = re.compile(r"^\|[\s:|-]+\|$")
TABLE_LINE = re.compile(r"^\|.*\|$")
BULLET_LINE = re.compile(r"^- \S")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 /()&',.-]{0,40}: \S")
PHONE_CANDIDATE = re.compile(r"(?<![\d-])(?:\+44\s?|0)\d{2,4}[\s-]?\d{3}[\s-]?\d{3,4}(?![\d-])")
PHONE_ALLOWED = re.compile(r"^(?:01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line.strip()):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, flags=re.IGNORECASE) is not None


def check_phones(text, where):
    for m in PHONE_CANDIDATE.finditer(text):
        num = m.group(0)
        if not PHONE_ALLOWED.match(num):
            err(f"{where}: phone-like number outside the drama ranges: {num!r}")


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {ln}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {ln}: invalid JSON ({e})")
    return rows


def check_corpus(docs):
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    titles = set()
    structured = prose = with_sep = without_sep = field_docs = 0
    for i, d in enumerate(docs, 1):
        where = f"corpus[{i}]"
        if not isinstance(d, dict) or set(d) != DOC_KEYS:
            err(f"{where}: keys must be exactly {sorted(DOC_KEYS)}")
            continue
        if not all(isinstance(d[k], str) for k in DOC_KEYS):
            err(f"{where}: id, title and text must be strings")
            continue
        want = f"ARC-doc-{i:03d}"
        if d["id"] != want:
            err(f"{where}: id {d['id']!r}, expected {want!r}")
        where = d["id"]
        title, text = d["title"], d["text"]
        if title in titles:
            err(f"{where}: duplicate title {title!r}")
        titles.add(title)
        if ": " not in title:
            err(f"{where}: title has no 'type: ' colon: {title!r}")
        else:
            prefix = title.split(": ", 1)[0]
            if not any(prefix.startswith(pt) for pt in PAGE_TYPES):
                err(f"{where}: title does not start with a known page type: {title!r}")
        if "\r" in text:
            err(f"{where}: text contains carriage returns; use \\n")
        w = words(text)
        if not WORD_MIN <= w <= WORD_MAX:
            err(f"{where}: {w} words, outside {WORD_MIN}-{WORD_MAX}")
        lines = [ln.strip() for ln in text.split("\n")]
        n_bullets = sum(1 for ln in lines if BULLET_LINE.match(ln))
        table_lines = [ln for ln in lines if TABLE_LINE.match(ln)]
        n_sep = sum(1 for ln in table_lines if SEP_LINE.match(ln))
        n_fields = sum(1 for ln in lines if FIELD_LINE.match(ln) and len(ln) <= 150)
        has_table = len(table_lines) >= 2
        if table_lines and not has_table:
            err(f"{where}: a table needs at least a header and one row")
        if has_table:
            if n_sep:
                with_sep += 1
            else:
                without_sep += 1
        is_field_doc = n_fields >= MIN_FIELD_LINES
        if is_field_doc:
            field_docs += 1
        if n_bullets or has_table or is_field_doc:
            structured += 1
        elif n_fields == 0:
            prose += 1
        else:
            err(f"{where}: neither structured nor plain prose ({n_fields} stray 'Field: value' lines)")
        check_phones(title + "\n" + text, where)
    lo, hi = STRUCTURED_RANGE
    if not lo <= structured <= hi:
        err(f"corpus: {structured} structured documents, expected {lo}-{hi}")
    lo, hi = PROSE_RANGE
    if not lo <= prose <= hi:
        err(f"corpus: {prose} prose documents, expected {lo}-{hi}")
    if with_sep < MIN_TABLE_WITH_SEP:
        err(f"corpus: {with_sep} documents with |---| tables, expected >= {MIN_TABLE_WITH_SEP}")
    if without_sep < MIN_TABLE_WITHOUT_SEP:
        err(f"corpus: {without_sep} documents with separator-less tables, expected >= {MIN_TABLE_WITHOUT_SEP}")
    if field_docs < MIN_FIELD_DOCS:
        err(f"corpus: {field_docs} 'Field: value' documents, expected >= {MIN_FIELD_DOCS}")
    return {
        "structured": structured, "prose": prose, "tables_with_sep": with_sep,
        "tables_without_sep": without_sep, "field_docs": field_docs,
    }


def check_questions(qs, docs):
    by_id = {d["id"]: d for d in docs if isinstance(d, dict) and "id" in d}
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    counts = {}
    types_in_order = []
    seen_questions = set()
    for i, q in enumerate(qs, 1):
        where = f"questions[{i}]"
        if not isinstance(q, dict) or set(q) != Q_KEYS:
            err(f"{where}: keys must be exactly {sorted(Q_KEYS)}")
            types_in_order.append(None)
            continue
        want = f"ARC-q-{i:03d}"
        if q["id"] != want:
            err(f"{where}: id {q['id']!r}, expected {want!r}")
        where = q["id"]
        t = q["type"]
        types_in_order.append(t)
        if t not in TYPE_COUNTS:
            err(f"{where}: unknown type {t!r}")
        counts[t] = counts.get(t, 0) + 1
        text = q["question"]
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err(f"{where}: question must be a string ending with '?'")
            continue
        if text in seen_questions:
            err(f"{where}: duplicate question text")
        seen_questions.add(text)
        answers, sups, note = q["answers"], q["supporting_ids"], q["note"]
        if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() for a in answers):
            err(f"{where}: answers must be a list of non-empty strings")
            continue
        if len(set(a.lower() for a in answers)) != len(answers):
            err(f"{where}: duplicate answer variants")
        if not isinstance(sups, list) or not all(isinstance(s, str) for s in sups):
            err(f"{where}: supporting_ids must be a list of strings")
            continue
        if len(set(sups)) != len(sups):
            err(f"{where}: duplicate supporting ids")
        if not isinstance(note, str) or "distractor" not in note.lower():
            err(f"{where}: note must name a distractor (the word 'distractor')")
        check_phones(text, where)
        for a in answers:
            check_phones(a, where + " answer")
        if t == "out_of_scope":
            if answers or sups:
                err(f"{where}: out_of_scope must have answers [] and supporting_ids []")
            continue
        if not answers:
            err(f"{where}: answers must not be empty")
            continue
        if not sups:
            err(f"{where}: supporting_ids must not be empty")
            continue
        missing = [s for s in sups if s not in by_id]
        if missing:
            err(f"{where}: unknown supporting ids {missing}")
            continue
        if t == "multi_hop":
            if len(sups) < 2:
                err(f"{where}: multi_hop needs at least 2 supporting ids")
            nl = note.lower()
            if "hop 1" not in nl or "hop 2" not in nl:
                err(f"{where}: multi_hop note must give intermediate answers (Hop 1, Hop 2 ...)")
        a0 = answers[0]
        if len(a0) > ANSWER_MAX_CHARS:
            err(f"{where}: answers[0] longer than {ANSWER_MAX_CHARS} characters: {a0!r}")
        if len(a0.split()) > ANSWER_MAX_WORDS or a0.rstrip().endswith("."):
            err(f"{where}: answers[0] looks like a sentence: {a0!r}")
        if t == "multi_hop":
            targets = [by_id[sups[-1]]]
        else:
            targets = [by_id[s] for s in sups]
        if not any(contains(d["title"] + "\n" + d["text"], a0) for d in targets):
            which = "the last supporting document" if t == "multi_hop" else "any supporting document"
            err(f"{where}: answers[0] {a0!r} not found verbatim in {which}")
        is_comparison = (
            t == "multi_hop" and " or " in text
            and contains(text, a0)
        )
        if not is_comparison:
            for a in answers:
                if (a is a0 or len(a) >= 4) and contains(text, a):
                    err(f"{where}: answer {a!r} leaks into the question text")
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            err(f"questions: {counts.get(t, 0)} of type {t}, expected {n}")
    for i in range(len(types_in_order) - 2):
        a, b, c = types_in_order[i:i + 3]
        if a is not None and a == b == c:
            err(f"questions: three consecutive '{a}' at ARC-q-{i + 1:03d}..ARC-q-{i + 3:03d}")
    return counts


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    cpath = os.path.join(base, "corpus.jsonl")
    qpath = os.path.join(base, "questions.jsonl")
    for p in (cpath, qpath, os.path.join(base, "README.md")):
        if not os.path.isfile(p):
            err(f"missing file: {p}")
    if errors:
        print("\n".join(errors))
        print(f"FAILED: {len(errors)} problem(s)")
        return 1
    docs = load_jsonl(cpath)
    qs = load_jsonl(qpath)
    stats = check_corpus(docs)
    check_questions(qs, docs)
    if errors:
        print("\n".join(errors))
        print(f"FAILED: {len(errors)} problem(s)")
        return 1
    print(
        f"corpus: {len(docs)} docs ({stats['structured']} structured, {stats['prose']} prose, "
        f"{stats['tables_with_sep']} with |---| tables, {stats['tables_without_sep']} with "
        f"separator-less tables, {stats['field_docs']} 'Field: value' docs); "
        f"questions: {len(qs)}"
    )
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
