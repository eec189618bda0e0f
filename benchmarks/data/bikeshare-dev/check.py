#!/usr/bin/env python3
"""Validator for the BIK-dev (bike-share) test set. Standard library only.

Usage: python3 check.py [folder]   (default: the folder this file is in)
Prints one line per problem and exits 1, or prints OK and exits 0.
"""
import json
import os
import re
import sys
from collections import Counter

PFX = "BIK"
N_DOCS = 45
N_QS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12,
               "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
WORD_MIN, WORD_MAX = 190, 300
PROSE_MIN, PROSE_MAX = 13, 17          # "about one third" of 45
MIN_TABLE_SEP, MIN_TABLE_NOSEP, MIN_FIELD_PAGES = 5, 3, 12
MAX_ANSWER_CHARS = 40

REQUIRED_PAGE_TYPES = [
    r"^System page: ", r"^Team page: ", r"^Supplier profile: ", r"^Site profile: ",
    r"^Post-incident review INC-[0-9-]+: ", r"^Change record CHG-\d+: ",
    r"^.+ minutes: \d{1,2} [A-Z][a-z]+ \d{4}$", r"^Policy: ",
    r"^Runbook RUN-\d+: ", r"^Glossary: ", r"^On-call rota: ", r"^Contact directory: ",
]
TITLE_RE = re.compile(r"^[A-Z][A-Za-z0-9 \-]{1,40}: \S")
SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
PIPE_RE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_RE = re.compile(r"^\s*- ")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'.,-]{0,40}: \S")
PHONE_CAND_RE = re.compile(r"(?<![\d+])(?:\+44[ ]?(?:\(0\)[ ]?)?\d|0\d)(?:[ -]?\d){8,9}(?!\d)")
PHONE_OK_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

problems = []


def bad(msg):
    problems.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, flags=re.IGNORECASE) is not None


def load_jsonl(path, label):
    rows = []
    if not os.path.exists(path):
        bad(f"{label}: missing file {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                bad(f"{label}: blank line {ln}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                bad(f"{label}: line {ln} is not JSON ({e})")
    return rows


def check_phones(text, where):
    for m in PHONE_CAND_RE.finditer(text):
        if not PHONE_OK_RE.match(m.group(0)):
            bad(f"{where}: phone-like string outside drama ranges: {m.group(0)!r}")


def main(folder):
    # ---------------- corpus ----------------
    docs = load_jsonl(os.path.join(folder, "corpus.jsonl"), "corpus")
    if len(docs) != N_DOCS:
        bad(f"corpus: {len(docs)} pages, expected {N_DOCS}")
    by_id = {}
    titles = Counter()
    prose = structured = tsep = tnosep = fieldp = 0
    for i, d in enumerate(docs, 1):
        want = f"{PFX}-doc-{i:03d}"
        if set(d) != {"id", "title", "text"}:
            bad(f"corpus line {i}: keys {sorted(d)}")
            continue
        if d["id"] != want:
            bad(f"corpus line {i}: id {d['id']} expected {want}")
        by_id[d["id"]] = d
        t, x = d["title"], d["text"]
        titles[t] += 1
        if not TITLE_RE.match(t):
            bad(f"{d['id']}: title does not start with a page type and colon: {t!r}")
        if "\r" in x:
            bad(f"{d['id']}: text contains \\r; lines must be separated by \\n")
        n = words(x)
        if not WORD_MIN <= n <= WORD_MAX:
            bad(f"{d['id']}: {n} words, outside {WORD_MIN}-{WORD_MAX}")
        lines = x.split("\n")
        has_bullet = any(BULLET_RE.match(l) for l in lines)
        pipe_lines = [l for l in lines if PIPE_RE.match(l)]
        sep_lines = [l for l in lines if SEP_RE.match(l) and "|" in l]
        field_lines = [l for l in lines if FIELD_RE.match(l)
                       and not BULLET_RE.match(l) and not PIPE_RE.match(l)]
        if has_bullet or pipe_lines or field_lines:
            structured += 1
        else:
            prose += 1
        if sep_lines and len(pipe_lines) >= 3:
            tsep += 1
        if not sep_lines and len(pipe_lines) >= 2:
            tnosep += 1
        if len(field_lines) >= 2:
            fieldp += 1
        check_phones(x, d["id"])
        check_phones(t, d["id"] + " title")
    for t, c in titles.items():
        if c > 1:
            bad(f"corpus: duplicate title {t!r}")
    for pat in REQUIRED_PAGE_TYPES:
        if not any(re.match(pat, t) for t in titles):
            bad(f"corpus: no page title matching {pat}")
    # policy: one current and one superseded version with different numbers
    pol = [t for t in titles if t.startswith("Policy: ")]
    pairs = 0
    for t in pol:
        m = re.match(r"^Policy: (.+) \(v([\d.]+), current\)$", t)
        if m:
            for u in pol:
                m2 = re.match(r"^Policy: (.+) \(v([\d.]+), superseded\)$", u)
                if m2 and m2.group(1) == m.group(1) and m2.group(2) != m.group(2):
                    pairs += 1
    if pairs < 1:
        bad("corpus: no policy with both a current and a superseded version")
    if not PROSE_MIN <= prose <= PROSE_MAX:
        bad(f"corpus: {prose} prose pages, expected {PROSE_MIN}-{PROSE_MAX}")
    if tsep < MIN_TABLE_SEP:
        bad(f"corpus: {tsep} pages with a separated pipe table, need {MIN_TABLE_SEP}")
    if tnosep < MIN_TABLE_NOSEP:
        bad(f"corpus: {tnosep} pages with an unseparated pipe table, need {MIN_TABLE_NOSEP}")
    if fieldp < MIN_FIELD_PAGES:
        bad(f"corpus: {fieldp} pages with Field: value lines, need {MIN_FIELD_PAGES}")

    # ---------------- questions ----------------
    qs = load_jsonl(os.path.join(folder, "questions.jsonl"), "questions")
    if len(qs) != N_QS:
        bad(f"questions: {len(qs)} questions, expected {N_QS}")
    keys = {"id", "question", "answers", "supporting_ids", "type", "note"}
    types = Counter()
    seen_q = Counter()
    comparisons = 0
    for i, q in enumerate(qs, 1):
        if set(q) != keys:
            bad(f"questions line {i}: keys {sorted(q)}")
            continue
        qid = q["id"]
        if qid != f"{PFX}-q-{i:03d}":
            bad(f"questions line {i}: id {qid} expected {PFX}-q-{i:03d}")
        typ, text, ans, sup, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
        types[typ] += 1
        seen_q[text.strip().lower()] += 1
        if typ not in TYPE_COUNTS:
            bad(f"{qid}: unknown type {typ}")
            continue
        if not isinstance(text, str) or not text.strip().endswith("?"):
            bad(f"{qid}: question should be a string ending in '?'")
        if not isinstance(note, str) or len(note.strip()) < 20:
            bad(f"{qid}: note missing or too short")
        elif "distractor" not in note.lower():
            bad(f"{qid}: note does not name a distractor")
        check_phones(text, qid)
        if not isinstance(ans, list) or not isinstance(sup, list):
            bad(f"{qid}: answers and supporting_ids must be lists")
            continue
        if typ == "out_of_scope":
            if ans != [] or sup != []:
                bad(f"{qid}: out_of_scope must have answers [] and supporting_ids []")
            continue
        if not ans or not all(isinstance(a, str) and a.strip() for a in ans):
            bad(f"{qid}: answers must be a non-empty list of strings")
            continue
        if not sup:
            bad(f"{qid}: supporting_ids empty")
            continue
        if len(set(sup)) != len(sup):
            bad(f"{qid}: duplicate supporting ids")
        missing = [s for s in sup if s not in by_id]
        if missing:
            bad(f"{qid}: supporting ids not in corpus: {missing}")
            continue
        a0 = ans[0]
        for a in ans:
            if len(a) > MAX_ANSWER_CHARS:
                bad(f"{qid}: answer longer than {MAX_ANSWER_CHARS} chars: {a!r}")
        if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 7:
            bad(f"{qid}: answers[0] looks like a sentence: {a0!r}")
        # verbatim presence
        if typ == "multi_hop":
            last = by_id[sup[-1]]
            if not contains(last["text"], a0):
                bad(f"{qid}: answers[0] {a0!r} not verbatim in last supporting page {sup[-1]}")
            if not 2 <= len(sup) <= 3:
                bad(f"{qid}: multi_hop needs 2 or 3 supporting pages, has {len(sup)}")
            for k in range(1, len(sup) + 1):
                if f"hop {k}" not in note.lower():
                    bad(f"{qid}: multi_hop note lacks 'Hop {k}' intermediate answer")
        else:
            if not any(contains(by_id[s]["text"], a0) for s in sup):
                bad(f"{qid}: answers[0] {a0!r} not verbatim in any supporting page")
        # leak / comparison
        is_cmp = typ == "multi_hop" and contains(text, a0)
        if is_cmp:
            comparisons += 1
            if " or " not in text:
                bad(f"{qid}: answer appears in question but it is not an 'X or Y' comparison")
        else:
            for a in ans:
                if contains(text, a):
                    bad(f"{qid}: answer {a!r} leaks into the question")
    for t, want in TYPE_COUNTS.items():
        if types[t] != want:
            bad(f"questions: {types[t]} of type {t}, expected {want}")
    if comparisons != N_COMPARISONS:
        bad(f"questions: {comparisons} X-or-Y comparisons, expected {N_COMPARISONS}")
    for t, c in seen_q.items():
        if c > 1:
            bad(f"questions: duplicate question {t!r}")
    tl = [q.get("type") for q in qs]
    for i in range(2, len(tl)):
        if tl[i] == tl[i - 1] == tl[i - 2]:
            bad(f"questions: three consecutive {tl[i]} at {PFX}-q-{i-1:03d}..{PFX}-q-{i+1:03d}")

    stats = (f"{len(docs)} pages ({structured} structured, {prose} prose; {tsep} with separated "
             f"tables, {tnosep} with unseparated tables, {fieldp} with Field: value lines); "
             f"{len(qs)} questions " + ", ".join(f"{t} {types[t]}" for t in TYPE_COUNTS)
             + f"; {comparisons} comparisons")
    if problems:
        for p in problems:
            print(p)
        print(f"FAILED: {len(problems)} problem(s). {stats}")
        return 1
    print(f"OK: {stats}")
    return 0


if __name__ == "__main__":
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    sys.exit(main(folder))
