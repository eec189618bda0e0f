#!/usr/bin/env python3
"""Validator for the GRD (grid operator OT/IT wiki) QA test set.

Usage: python3 check.py [dir]
Checks corpus.jsonl and questions.jsonl in dir (default: this script's folder).
Prints OK and exits 0 when every rule passes; otherwise lists problems and exits 1.
Standard library only.
"""
import json
import os
import re
import sys

N_DOCS = 45
N_QUESTIONS = 80
WORD_MIN, WORD_MAX = 190, 300
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12,
               "qualifier": 12, "out_of_scope": 14}
STRUCTURED_RANGE = (27, 33)          # "about two thirds" of 45
MIN_FIELD_DOCS = 4
MIN_TABLES_NO_SEP = 2
MIN_TABLES_WITH_SEP = 1
MAX_ANSWER_CHARS = 40
PAGE_TYPES = re.compile(
    r"^(Directorate overview|Region overview|Site profile|Team page|System page|"
    r"Supplier profile|Vendor profile|Policy|Retention schedule|Continuity procedure|"
    r"Runbook [A-Z]{2}-[A-Z]{2}-\d{3}|Post-incident review INC-\d{4}-\d{3}|"
    r"DR exercise report|[A-Z][A-Za-z ]+ minutes|On-call rota|Service levels|Glossary)$")

BULLET = re.compile(r"^- \S")
TABLE = re.compile(r"^\|.*\|$")
SEPARATOR = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+$")
FIELD = re.compile(r"^[A-Z][A-Za-z0-9 ()/&',.-]{0,48}: \S")
PHONE = re.compile(r"(?<![\w+])(?:\+44\s?|0)\d{3,4}[ -]?\d{3}[ -]?\d{3,4}(?![\w])")
ALLOWED_PHONE = re.compile(r"^(01632960\d{3}|07700900\d{3})$")

problems = []


def err(msg):
    problems.append(msg)


def words(text):
    return sum(1 for tok in text.split() if re.search(r"[A-Za-z0-9]", tok))


def contains(haystack, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack.lower()) is not None


def check_phones(where, text):
    for m in PHONE.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if digits.startswith("44"):
            digits = "0" + digits[2:]
        if not ALLOWED_PHONE.match(digits):
            err(f"{where}: phone number outside 01632 960xxx / 07700 900xxx: {m.group(0)!r}")


def load_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)} line {n}: blank line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)} line {n}: bad JSON ({e})")
    return rows


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    cpath = os.path.join(base, "corpus.jsonl")
    qpath = os.path.join(base, "questions.jsonl")
    for p in (cpath, qpath):
        if not os.path.exists(p):
            print(f"missing {p}")
            return 1

    # ------------------------------------------------------------ corpus
    docs = load_jsonl(cpath)
    if len(docs) != N_DOCS:
        err(f"corpus: expected {N_DOCS} documents, found {len(docs)}")
    titles = set()
    by_id = {}
    structured = prose = field_docs = sep_tables = nosep_tables = 0
    has_current = has_superseded = False
    for i, d in enumerate(docs, 1):
        want = f"GRD-doc-{i:03d}"
        if set(d) != {"id", "title", "text"}:
            err(f"{want}: keys must be exactly id,title,text (got {sorted(d)})")
            continue
        if d["id"] != want:
            err(f"doc #{i}: id {d['id']!r}, expected {want}")
        by_id[d["id"]] = d
        title, text = d["title"], d["text"]
        if not isinstance(title, str) or not isinstance(text, str):
            err(f"{d['id']}: title and text must be strings")
            continue
        if title in titles:
            err(f"{d['id']}: duplicate title {title!r}")
        titles.add(title)
        if ": " not in title:
            err(f"{d['id']}: title lacks 'page type: ' prefix: {title!r}")
        elif not PAGE_TYPES.match(title.split(": ", 1)[0]):
            err(f"{d['id']}: unknown page type prefix in {title!r}")
        if title.startswith("Policy:") and title.endswith("(current)"):
            has_current = True
        if title.startswith("Policy:") and title.endswith("(superseded)"):
            has_superseded = True
        if "\r" in text:
            err(f"{d['id']}: text must use \\n line breaks only")
        n = words(text)
        if not WORD_MIN <= n <= WORD_MAX:
            err(f"{d['id']}: {n} words, outside {WORD_MIN}-{WORD_MAX}")
        check_phones(d["id"], title + "\n" + text)

        lines = text.split("\n")
        bullets = sum(1 for l in lines if BULLET.match(l))
        tlines = [l for l in lines if TABLE.match(l.strip())]
        fields = sum(1 for l in lines if FIELD.match(l) and not TABLE.match(l.strip()))
        # table blocks: consecutive table lines
        blocks, cur = [], []
        for l in lines + [""]:
            if TABLE.match(l.strip()):
                cur.append(l.strip())
            elif cur:
                blocks.append(cur)
                cur = []
        for b in blocks:
            if len(b) < 2:
                err(f"{d['id']}: one-line table block")
            if any(SEPARATOR.match(x) for x in b):
                if not SEPARATOR.match(b[1]):
                    err(f"{d['id']}: separator line must be the second line of its table")
                sep_tables += 1
            else:
                nosep_tables += 1
            widths = {x.count("|") for x in b}
            if len(widths) != 1:
                err(f"{d['id']}: table rows have differing column counts")
        is_struct = bullets >= 2 or len(tlines) >= 2 or fields >= 3
        is_prose = bullets == 0 and not tlines and fields == 0
        if is_struct:
            structured += 1
        elif is_prose:
            prose += 1
        else:
            err(f"{d['id']}: neither clearly structured nor clean prose "
                f"(bullets={bullets}, table lines={len(tlines)}, fields={fields})")
        if fields >= 3:
            field_docs += 1
    lo, hi = STRUCTURED_RANGE
    if not lo <= structured <= hi:
        err(f"corpus: {structured} structured documents, expected {lo}-{hi}")
    if prose != N_DOCS - structured:
        err(f"corpus: prose {prose} + structured {structured} != {N_DOCS}")
    if field_docs < MIN_FIELD_DOCS:
        err(f"corpus: only {field_docs} documents with 'Field: value' lines")
    if sep_tables < MIN_TABLES_WITH_SEP:
        err("corpus: no table with a |---| separator line")
    if nosep_tables < MIN_TABLES_NO_SEP:
        err(f"corpus: only {nosep_tables} tables without separator (need {MIN_TABLES_NO_SEP})")
    if not (has_current and has_superseded):
        err("corpus: need a current policy page and its superseded version")

    # ------------------------------------------------------------ questions
    qs = load_jsonl(qpath)
    if len(qs) != N_QUESTIONS:
        err(f"questions: expected {N_QUESTIONS}, found {len(qs)}")
    counts = {}
    seen_q = set()
    qkeys = {"id", "question", "answers", "supporting_ids", "type", "note"}
    for i, q in enumerate(qs, 1):
        want = f"GRD-q-{i:03d}"
        if set(q) != qkeys:
            err(f"{want}: keys must be exactly {sorted(qkeys)} (got {sorted(q)})")
            continue
        qid = q["id"]
        if qid != want:
            err(f"question #{i}: id {qid!r}, expected {want}")
        t = q["type"]
        counts[t] = counts.get(t, 0) + 1
        if t not in TYPE_COUNTS:
            err(f"{qid}: unknown type {t!r}")
        text = q["question"]
        if not isinstance(text, str) or not text.strip().endswith("?"):
            err(f"{qid}: question must end with '?'")
        if text in seen_q:
            err(f"{qid}: duplicate question")
        seen_q.add(text)
        note = q["note"]
        if not isinstance(note, str) or "distractor" not in note.lower():
            err(f"{qid}: note must name a distractor")
        ans, sup = q["answers"], q["supporting_ids"]
        if not isinstance(ans, list) or not isinstance(sup, list):
            err(f"{qid}: answers and supporting_ids must be lists")
            continue
        if len(set(sup)) != len(sup):
            err(f"{qid}: repeated supporting id")
        for s in sup:
            if s not in by_id:
                err(f"{qid}: supporting id {s} does not exist")
        if t == "out_of_scope":
            if ans or sup:
                err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
            continue
        if not ans or not sup:
            err(f"{qid}: answers and supporting_ids must be non-empty")
            continue
        if not all(isinstance(a, str) and a.strip() for a in ans):
            err(f"{qid}: answers must be non-empty strings")
            continue
        if len(set(a.lower() for a in ans)) != len(ans):
            err(f"{qid}: duplicate answer variants")
        a0 = ans[0]
        if len(a0) > MAX_ANSWER_CHARS or a0.rstrip().endswith(".") or len(a0.split()) > 6:
            err(f"{qid}: answers[0] is not a short answer: {a0!r}")
        for a in ans:
            check_phones(qid, a)
        if t == "multi_hop":
            if len(sup) < 2:
                err(f"{qid}: multi_hop needs >= 2 supporting documents")
            if note.lower().count("hop") < 2:
                err(f"{qid}: multi_hop note must give the intermediate answer of each hop")
            targets = [sup[-1]]
        else:
            targets = sup
        if not any(s in by_id and contains(by_id[s]["title"] + "\n" + by_id[s]["text"], a0)
                   for s in targets):
            where = "the last supporting document" if t == "multi_hop" else "any supporting document"
            err(f"{qid}: answers[0] {a0!r} not found verbatim in {where}")
        # answer leak: no accepted answer may appear in the question,
        # except the chosen option of an "X or Y" comparison
        comparison = (t == "multi_hop" and "comparison" in note.lower()
                      and re.search(r"\bor\b", text) is not None)
        for a in ans:
            if contains(text, a):
                if comparison and contains(text, ans[0]):
                    continue
                err(f"{qid}: answer {a!r} leaks into the question text")
    if counts != TYPE_COUNTS:
        err(f"questions: type counts {counts}, expected {TYPE_COUNTS}")
    types = [q.get("type") for q in qs]
    for i in range(len(types) - 2):
        if types[i] == types[i + 1] == types[i + 2]:
            err(f"questions: three consecutive {types[i]!r} at GRD-q-{i + 1:03d}..{i + 3:03d}")

    if problems:
        for p in problems:
            print("FAIL:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    print(f"OK: {len(docs)} documents ({structured} structured, {prose} prose, "
          f"{field_docs} with Field: value lines, {sep_tables} tables with separator, "
          f"{nosep_tables} without); {len(qs)} questions {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
