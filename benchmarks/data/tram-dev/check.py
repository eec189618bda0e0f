#!/usr/bin/env python3
"""Standard-library validator for tram-dev (corpus.jsonl + questions.jsonl).

Prints OK when every rule holds, otherwise prints each problem and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "TRM"
N_DOCS, N_QS = 45, 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
PAGE_TYPES = ("System page", "Team page", "Supplier profile", "Site profile",
              "Post-incident review INC-", "Runbook RUN-", "Policy", "Glossary",
              "On-call rota", "Contact directory", "Change record CHG-",
              "Project page", "Process page")
MONTHS = ("January|February|March|April|May|June|July|August|September|"
          "October|November|December")

errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("%s line %d is not JSON: %s" % (name, n, e))
    return rows


SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_RE = re.compile(r"^\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^([A-Z][A-Za-z0-9 ()/&'.,-]{0,45}): \S")
PHONE_RE = re.compile(r"(?<![\d])(\+?\d[\d ]{8,14}\d)(?![\d])")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def is_field(line):
    m = FIELD_RE.match(line)
    return bool(m) and len(m.group(1).split()) <= 6


def present(needle, hay):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, flags=re.IGNORECASE) is not None


def check_phones(where, text):
    for m in PHONE_RE.finditer(text):
        digits = re.sub(r"\D", "", m.group(1))
        if len(digits) < 10:
            continue
        if m.group(1).startswith("+") or not (
                len(digits) == 11 and (digits.startswith("01632960") or digits.startswith("07700900"))):
            err("%s: phone-like number outside 01632 960xxx / 07700 900xxx: %r" % (where, m.group(1)))


# ---------------------------------------------------------------- corpus
docs = load("corpus.jsonl")
if len(docs) != N_DOCS:
    err("corpus has %d pages, expected %d" % (len(docs), N_DOCS))
by_id = {}
titles = Counter()
n_struct = n_prose = n_sep_table = n_nosep_table = n_field_pages = 0
for i, d in enumerate(docs, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(d) != {"id", "title", "text"}:
        err("%s: keys %s" % (want, sorted(d)))
        continue
    if d["id"] != want:
        err("page %d has id %s, expected %s" % (i, d["id"], want))
    by_id[d["id"]] = d
    t, x = d["title"], d["text"]
    titles[t] += 1
    if not isinstance(t, str) or ": " not in t:
        err("%s: bad title %r" % (d["id"], t))
    head = t.split(":", 1)[0]
    if not (head.startswith(PAGE_TYPES) or head.endswith(" minutes")):
        err("%s: title does not start with a known page type: %r" % (d["id"], t))
    if head.endswith(" minutes") and not re.search(r"\d{1,2} (%s) \d{4}$" % MONTHS, t):
        err("%s: minutes title must end with a date: %r" % (d["id"], t))
    if "\r" in x:
        err("%s: text contains carriage returns" % d["id"])
    w = words(x)
    if not 190 <= w <= 300:
        err("%s: %d words (need 190-300)" % (d["id"], w))
    lines = x.split("\n")
    bullets = [l for l in lines if BULLET_RE.match(l)]
    tables = [l for l in lines if TABLE_RE.match(l)]
    fields = [l for l in lines if not TABLE_RE.match(l) and not BULLET_RE.match(l) and is_field(l)]
    if bullets or tables or fields:
        n_struct += 1
    else:
        n_prose += 1
    if len(fields) >= 3:
        n_field_pages += 1
    # table blocks
    blocks, cur = [], []
    for l in lines + [""]:
        if TABLE_RE.match(l):
            cur.append(l)
        elif cur:
            blocks.append(cur)
            cur = []
    if any(any(SEP_RE.match(l) for l in b) for b in blocks):
        n_sep_table += 1
    if any(len(b) >= 3 and not any(SEP_RE.match(l) for l in b) for b in blocks):
        n_nosep_table += 1
    check_phones(d["id"], t + "\n" + x)

for t, c in titles.items():
    if c > 1:
        err("duplicate title %r" % t)
if not (N_DOCS // 3 - 2 <= n_prose <= N_DOCS // 3 + 2):
    err("%d prose pages; about one third (%d +/- 2) required" % (n_prose, N_DOCS // 3))
if n_sep_table < 5:
    err("only %d pages with a |---| table" % n_sep_table)
if n_nosep_table < 3:
    err("only %d pages with a table lacking a separator" % n_nosep_table)
if n_field_pages < 12:
    err("only %d pages with Field: value lines" % n_field_pages)

# ------------------------------------------------------------- questions
qs = load("questions.jsonl")
if len(qs) != N_QS:
    err("questions has %d rows, expected %d" % (len(qs), N_QS))
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
seen_q = set()
n_comp = 0
for i, q in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    if set(q) != KEYS:
        err("%s: keys %s" % (want, sorted(q)))
        continue
    qid = q["id"]
    if qid != want:
        err("question %d has id %s, expected %s" % (i, qid, want))
    ty, text, ans, sup, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
    types[ty] += 1
    if ty not in TYPE_COUNTS:
        err("%s: unknown type %r" % (qid, ty))
        continue
    if not text.endswith("?"):
        err("%s: question should end with '?'" % qid)
    if text.lower() in seen_q:
        err("%s: duplicate question" % qid)
    seen_q.add(text.lower())
    check_phones(qid, text)
    if not isinstance(note, str) or len(note) < 20:
        err("%s: note missing or too short" % qid)
        note = note or ""
    if not isinstance(ans, list) or not isinstance(sup, list):
        err("%s: answers and supporting_ids must be lists" % qid)
        continue
    if ty == "out_of_scope":
        if ans or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        if "near miss" not in note.lower() and "general-knowledge" not in note.lower():
            err("%s: out_of_scope note must describe the near miss" % qid)
        continue
    if not ans or not sup:
        err("%s: answers and supporting_ids must be non-empty" % qid)
        continue
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    missing = [s for s in sup if s not in by_id]
    if missing:
        err("%s: unknown supporting ids %s" % (qid, missing))
        continue
    if ty == "single_hop" and len(sup) != 1:
        err("%s: single_hop needs exactly one supporting page" % qid)
    if ty in ("alias", "qualifier") and not 1 <= len(sup) <= 2:
        err("%s: %s needs one or two supporting pages" % (qid, ty))
    if ty == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err("%s: multi_hop needs 2 or 3 supporting pages" % qid)
        for k in range(1, len(sup) + 1):
            if "hop %d" % k not in note.lower():
                err("%s: note must give hop %d's intermediate answer" % (qid, k))
    if "distractor" not in note.lower():
        err("%s: note must name the distractor" % qid)
    a0 = ans[0]
    if not isinstance(a0, str) or not a0.strip():
        err("%s: empty canonical answer" % qid)
        continue
    if len(a0) > 40:
        err("%s: canonical answer longer than 40 characters: %r" % (qid, a0))
    if a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err("%s: canonical answer looks like a sentence: %r" % (qid, a0))
    if len(set(a.lower() for a in ans)) != len(ans):
        err("%s: repeated answer variant" % qid)
    # verbatim presence
    if ty == "multi_hop":
        page = by_id[sup[-1]]
        if not present(a0, page["text"]):
            err("%s: answer %r not verbatim in last supporting page %s" % (qid, a0, sup[-1]))
    else:
        if not any(present(a0, by_id[s]["text"]) for s in sup):
            err("%s: answer %r not verbatim in any supporting page" % (qid, a0))
    comparison = note.startswith("Comparison")
    if comparison:
        n_comp += 1
        if ty != "multi_hop":
            err("%s: comparison must be multi_hop" % qid)
        if " or " not in text or not present(a0, text) or len(sup) != 2:
            err("%s: comparison must be 'X or Y' over two pages with the answer as one option" % qid)
    else:
        for a in ans:
            if present(a, text):
                err("%s: answer %r leaks into the question" % (qid, a))

for ty, n in TYPE_COUNTS.items():
    if types[ty] != n:
        err("type %s: %d questions, expected %d" % (ty, types[ty], n))
if n_comp != N_COMPARISONS:
    err("%d comparison questions, expected %d" % (n_comp, N_COMPARISONS))
seq = [q.get("type") for q in qs]
for i in range(len(seq) - 2):
    if seq[i] == seq[i + 1] == seq[i + 2]:
        err("three consecutive %s questions at %s-q-%03d" % (seq[i], PFX, i + 1))

if errors:
    for e in errors:
        print("ERROR:", e)
    print("%d problem(s)" % len(errors))
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with |---| tables, %d with tables without separator, "
      "%d with Field: value lines), %d questions (%s; %d comparisons)"
      % (len(docs), n_struct, n_prose, n_sep_table, n_nosep_table, n_field_pages, len(qs),
         ", ".join("%s %d" % (t, types[t]) for t in TYPE_COUNTS), n_comp))
