#!/usr/bin/env python3
"""Validator for the RAIL test set (standard library only).

Usage: python3 check.py [dir]
Prints OK and exits 0 when every rule passes; otherwise lists the problems and exits 1.
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
TYPE_COUNTS = {"single_hop": 18, "multi_hop": 18, "alias": 10, "qualifier": 10, "out_of_scope": 14}
DOC_KEYS = {"id", "title", "text"}
Q_KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
MAX_ANSWER_CHARS = 40
MAX_ANSWER_WORDS = 6

SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9&/()' -]{0,40}: \S")
# anything that looks like a UK phone number (with or without spaces, or +44)
PHONE_CANDIDATE_RE = re.compile(r"(?<![\d])(?:\+44\s?|0)\d{2,4}[ -]?\d{3}[ -]?\d{3,4}(?![\d])")
PHONE_OK_RE = re.compile(r"^(?:01632 960\d{3}|07700 900\d{3})$")

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


def tables(text):
    """Return a list of tables; each is (lines, has_separator)."""
    out, cur = [], []
    for line in text.split("\n") + [""]:
        if line.strip().startswith("|"):
            cur.append(line)
        else:
            if cur:
                out.append((cur, any(SEP_RE.match(l) for l in cur)))
            cur = []
    return out


def is_structured(text):
    return any(l.startswith("- ") or l.strip().startswith("|") for l in text.split("\n"))


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def check_phones(text, where):
    for m in PHONE_CANDIDATE_RE.finditer(text):
        if not PHONE_OK_RE.match(m.group(0)):
            err(f"{where}: phone number outside drama ranges or badly formatted: {m.group(0)!r}")


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {i}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {i}: invalid JSON ({e})")
    return rows


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    cpath, qpath = os.path.join(base, "corpus.jsonl"), os.path.join(base, "questions.jsonl")
    for p in (cpath, qpath):
        if not os.path.exists(p):
            print(f"FAIL: missing {p}")
            return 1
    docs, qs = load_jsonl(cpath), load_jsonl(qpath)

    # ---------------- corpus
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    titles = set()
    structured = prose = 0
    with_sep = without_sep = field_docs = 0
    glossary_ids = set()
    doc_text = {}
    for i, d in enumerate(docs, 1):
        if set(d) != DOC_KEYS:
            err(f"doc {i}: keys {sorted(d)} != {sorted(DOC_KEYS)}")
            continue
        exp = "RAIL-doc-%03d" % i
        if d["id"] != exp:
            err(f"doc {i}: id {d['id']!r}, expected {exp!r}")
        if not all(isinstance(d[k], str) and d[k].strip() for k in DOC_KEYS):
            err(f"{d['id']}: empty or non-string field")
            continue
        if d["title"] in titles:
            err(f"{d['id']}: duplicate title {d['title']!r}")
        titles.add(d["title"])
        if "glossary" in d["title"].lower():
            glossary_ids.add(d["id"])
        t = d["text"]
        doc_text[d["id"]] = d["title"] + "\n" + t
        if "\r" in t:
            err(f"{d['id']}: text must use \\n line breaks only")
        n = words(t)
        if not WORD_MIN <= n <= WORD_MAX:
            err(f"{d['id']}: {n} words, outside {WORD_MIN}-{WORD_MAX}")
        tbls = tables(t)
        if is_structured(t):
            structured += 1
        else:
            prose += 1
        if any(s for _, s in tbls):
            with_sep += 1
        if any(not s for _, s in tbls):
            without_sep += 1
        for lines, _ in tbls:
            widths = {l.strip().strip("|").count("|") for l in lines if not SEP_RE.match(l)}
            if len(widths) > 1:
                err(f"{d['id']}: table rows have differing column counts")
        n_fields = sum(1 for l in t.split("\n") if FIELD_RE.match(l))
        if n_fields >= 3:
            field_docs += 1
            if not is_structured(t):
                err(f"{d['id']}: has 'Field: value' lines but no bullet list or table")
        check_phones(d["title"] + "\n" + t, d["id"])
    if structured != N_STRUCTURED or prose != N_PROSE:
        err(f"corpus: {structured} structured / {prose} prose documents, expected {N_STRUCTURED}/{N_PROSE}")
    if with_sep < 1:
        err("corpus: no document has a pipe table with a |---| separator line")
    if without_sep < 2:
        err(f"corpus: only {without_sep} documents have a pipe table without a separator line (need >= 2)")
    if field_docs < 3:
        err(f"corpus: only {field_docs} documents have 'Field: value' lines (need >= 3)")
    if not glossary_ids:
        err("corpus: no glossary document found (title containing 'Glossary')")

    # ---------------- questions
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    counts = {t: 0 for t in TYPE_COUNTS}
    types_in_order = []
    seen_q = set()
    for i, q in enumerate(qs, 1):
        if set(q) != Q_KEYS:
            err(f"question {i}: keys {sorted(q)} != {sorted(Q_KEYS)}")
            continue
        qid = q["id"]
        exp = "RAIL-q-%03d" % i
        if qid != exp:
            err(f"question {i}: id {qid!r}, expected {exp!r}")
        typ = q["type"]
        types_in_order.append(typ)
        if typ not in counts:
            err(f"{qid}: unknown type {typ!r}")
        else:
            counts[typ] += 1
        text = q["question"]
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err(f"{qid}: question must be a string ending with '?'")
            continue
        if text.lower() in seen_q:
            err(f"{qid}: duplicate question")
        seen_q.add(text.lower())
        check_phones(text, qid)
        note = q["note"]
        if not isinstance(note, str) or "distractor" not in note.lower():
            err(f"{qid}: note must mention the distractor")
        ans, sup = q["answers"], q["supporting_ids"]
        if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
            err(f"{qid}: answers must be a list of non-empty strings")
            continue
        if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
            err(f"{qid}: supporting_ids must be a list of strings")
            continue
        if len(set(sup)) != len(sup):
            err(f"{qid}: duplicate supporting id")
        for s in sup:
            if s not in doc_text:
                err(f"{qid}: supporting id {s!r} does not exist")
        if typ == "out_of_scope":
            if ans or sup:
                err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
            continue
        if not ans or not sup:
            err(f"{qid}: answerable question needs answers and supporting_ids")
            continue
        if typ == "multi_hop" and len(sup) < 2:
            err(f"{qid}: multi_hop needs at least 2 supporting documents")
        if typ == "alias":
            if not any(s in glossary_ids for s in sup):
                err(f"{qid}: alias question must cite the glossary")
            if len(sup) < 2:
                err(f"{qid}: alias question needs the glossary plus the target document")
        a0 = ans[0]
        if len(a0) > MAX_ANSWER_CHARS:
            err(f"{qid}: answers[0] longer than {MAX_ANSWER_CHARS} characters: {a0!r}")
        if len(a0.split()) > MAX_ANSWER_WORDS or a0.rstrip().endswith("."):
            err(f"{qid}: answers[0] looks like a sentence: {a0!r}")
        if not any(contains(doc_text[s], a0) for s in sup if s in doc_text):
            err(f"{qid}: answers[0] {a0!r} not found verbatim in any supporting document")
        if contains(text, a0):
            # allowed only for an 'X or Y' comparison whose answer is one of the options
            if " or " not in text:
                err(f"{qid}: answer {a0!r} leaks into the question text")
        for v in ans[1:]:
            if len(v) > MAX_ANSWER_CHARS:
                err(f"{qid}: variant longer than {MAX_ANSWER_CHARS} characters: {v!r}")
    for t, n in TYPE_COUNTS.items():
        if counts.get(t, 0) != n:
            err(f"questions: type {t} has {counts.get(t, 0)}, expected {n}")
    for i in range(len(types_in_order) - 2):
        if types_in_order[i] == types_in_order[i + 1] == types_in_order[i + 2]:
            err(f"questions: three consecutive {types_in_order[i]} at positions {i + 1}-{i + 3}")

    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
