#!/usr/bin/env python3
"""Validator for cruise-dev (standard library only). Prints OK or a list of problems."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "CRU"
N_DOCS, N_QS = 45, 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
TITLE_TYPES = ("System page:", "Team page:", "Supplier profile:", "Site profile:",
               "Post-incident review INC-", "Change record CHG-", "Runbook RUN-",
               "Policy:", "Glossary:", "On-call rota:", "Contact directory:")
MINUTES_RE = re.compile(r"^[A-Z][A-Za-z &-]+ minutes: \d{1,2} [A-Z][a-z]+ \d{4}$")
SEP_RE = re.compile(r"^\|\s*:?-{3,}")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'.,-]{0,50}: \S")
PHONE_RE = re.compile(r"(?<!\d)0\d{2,4}[ -]?\d{3}[ -]?\d{3,4}(?!\d)")
PHONE_OK = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


def load(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}: blank line {n}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}: line {n} is not JSON ({e})")
    return rows


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def contains(hay, needle):
    """Case-insensitive match of needle not inside another word."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


# ---------------- corpus ----------------
docs = load("corpus.jsonl")
if len(docs) != N_DOCS:
    err(f"corpus: {len(docs)} pages, expected {N_DOCS}")
by_id = {}
titles = Counter()
structured = prose = sep_tables = nosep_tables = field_pages = 0
for i, d in enumerate(docs, 1):
    want = f"{PFX}-doc-{i:03d}"
    if set(d) != {"id", "title", "text"}:
        err(f"{d.get('id')}: keys {sorted(d)}")
    if d.get("id") != want:
        err(f"corpus row {i}: id {d.get('id')} != {want}")
    by_id[d.get("id")] = d
    title, text = d.get("title", ""), d.get("text", "")
    titles[title] += 1
    if not (title.startswith(TITLE_TYPES) or MINUTES_RE.match(title)):
        err(f"{want}: title lacks a page type prefix: {title!r}")
    if ": " not in title:
        err(f"{want}: title has no 'type: ' colon: {title!r}")
    wc = words(text)
    if not 190 <= wc <= 300:
        err(f"{want}: {wc} words (190-300 required)")
    lines = text.split("\n")
    bullets = any(l.startswith("- ") for l in lines)
    tlines = [l for l in lines if l.startswith("|")]
    fields = sum(1 for l in lines if FIELD_RE.match(l))
    has_sep = any(SEP_RE.match(l) for l in lines)
    if bullets or tlines or fields:
        structured += 1
    else:
        prose += 1
    if tlines:
        if has_sep:
            sep_tables += 1
        elif len(tlines) >= 2:
            nosep_tables += 1
    if fields >= 2:
        field_pages += 1
    for m in PHONE_RE.finditer(text):
        if not PHONE_OK.match(m.group(0)):
            err(f"{want}: phone number outside the drama ranges: {m.group(0)!r}")
dups = [t for t, c in titles.items() if c > 1]
if dups:
    err(f"duplicate titles: {dups}")
if not (26 <= structured <= 34):
    err(f"structured pages {structured}, expected about two thirds (26-34)")
if not (11 <= prose <= 19):
    err(f"prose pages {prose}, expected about one third (11-19)")
if sep_tables < 5:
    err(f"pages with |---| tables: {sep_tables} (<5)")
if nosep_tables < 3:
    err(f"pages with tables without separator: {nosep_tables} (<3)")
if field_pages < 12:
    err(f"pages with Field: value lines: {field_pages} (<12)")

# ---------------- questions ----------------
qs = load("questions.jsonl")
if len(qs) != N_QS:
    err(f"questions: {len(qs)}, expected {N_QS}")
types = Counter()
comparisons = 0
for i, q in enumerate(qs, 1):
    want = f"{PFX}-q-{i:03d}"
    if set(q) != {"id", "question", "answers", "supporting_ids", "type", "note"}:
        err(f"{q.get('id')}: keys {sorted(q)}")
        continue
    if q["id"] != want:
        err(f"question row {i}: id {q['id']} != {want}")
    t = q["type"]
    types[t] += 1
    if t not in TYPE_COUNTS:
        err(f"{want}: unknown type {t}")
        continue
    question, answers, sup, note = q["question"], q["answers"], q["supporting_ids"], q["note"]
    if not question.strip().endswith("?"):
        err(f"{want}: question does not end with '?'")
    if not isinstance(note, str) or "distractor" not in note.lower():
        err(f"{want}: note must name the distractor")
    for m in PHONE_RE.finditer(question + " " + " ".join(answers)):
        if not PHONE_OK.match(m.group(0)):
            err(f"{want}: phone number outside the drama ranges")
    if t == "out_of_scope":
        if answers != [] or sup != []:
            err(f"{want}: out_of_scope must have empty answers and supporting_ids")
        continue
    if not answers or not all(isinstance(a, str) and a.strip() for a in answers):
        err(f"{want}: answers missing")
        continue
    if not sup:
        err(f"{want}: supporting_ids missing")
        continue
    if len(set(sup)) != len(sup):
        err(f"{want}: repeated supporting id")
    for s in sup:
        if s not in by_id:
            err(f"{want}: supporting id {s} does not exist")
    a0 = answers[0]
    if len(a0) > 40:
        err(f"{want}: answers[0] longer than 40 characters")
    if a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err(f"{want}: answers[0] looks like a sentence: {a0!r}")
    last = by_id.get(sup[-1])
    if last is not None and not contains(last["text"], a0):
        err(f"{want}: answers[0] {a0!r} not found verbatim in {sup[-1]}")
    in_q = contains(question, a0)
    if t == "multi_hop":
        if len(sup) < 2 or len(sup) > 3:
            err(f"{want}: multi_hop needs 2 or 3 supporting pages")
        if "hop 1" not in note.lower() or "hop 2" not in note.lower():
            err(f"{want}: multi_hop note must give each hop's intermediate answer")
        is_cmp = " or " in question and in_q
        if is_cmp:
            comparisons += 1
            other = re.search(r",\s*(?:the\s+)?(.+?)\s+or\s+(?:the\s+)?(.+?)\?$", question)
            if not other:
                err(f"{want}: comparison question should end 'X or Y?'")
        elif in_q:
            err(f"{want}: answer leaks into question")
    elif in_q:
        err(f"{want}: answer leaks into question")
for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err(f"type {t}: {types[t]} questions, expected {n}")
if comparisons != N_COMPARISONS:
    err(f"comparison questions: {comparisons}, expected {N_COMPARISONS}")
for i in range(len(qs) - 2):
    if qs[i].get("type") == qs[i + 1].get("type") == qs[i + 2].get("type"):
        err(f"three consecutive {qs[i]['type']} questions at {qs[i]['id']}")
qtexts = Counter(q.get("question") for q in qs)
if any(c > 1 for c in qtexts.values()):
    err("duplicate question texts")

if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print(f"OK: {len(docs)} pages ({structured} structured, {prose} prose; "
      f"{sep_tables} with |---| tables, {nosep_tables} tables without separator, "
      f"{field_pages} with Field: value lines); {len(qs)} questions "
      + ", ".join(f"{t} {types[t]}" for t in TYPE_COUNTS)
      + f"; {comparisons} comparisons")
