#!/usr/bin/env python3
"""Validator for the trials-dev data set (standard library only).

Run from any directory:  python3 check.py
Prints OK plus a short summary when every rule passes, otherwise lists the problems.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "CTU"
N_DOCS = 45
N_QS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4

errors = []


def err(msg):
    errors.append(msg)


def load_jsonl(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d is not JSON: %s" % (name, n, e))
    return rows


# ---------------------------------------------------------------- helpers
SEP_LINE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
BULLET_LINE = re.compile(r"^- \S")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'.-]{0,60}: \S")
PHONE = re.compile(r"(?<![\d])(0\d{3,4}[ -]?\d{3}[ -]?\d{3,4})(?![\d])")
WORDCHAR = re.compile(r"[A-Za-z0-9]")
TITLE_TYPES = ("System page", "Team page", "Supplier profile", "Site profile", "Policy",
               "Glossary", "On-call rota", "Contact directory")
TITLE_PREFIX_RE = re.compile(
    r"^(Post-incident review INC-\d{4}-\d{3}|Runbook RUN-\d{3}|Change record CHG-\d{4}|.+ minutes)$")


def word_count(text):
    n = 0
    for line in text.split("\n"):
        if SEP_LINE.match(line):
            continue
        n += sum(1 for tok in line.split() if WORDCHAR.search(tok))
    return n


def contains(haystack, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, re.IGNORECASE) is not None


# ---------------------------------------------------------------- corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err("corpus has %d pages, expected %d" % (len(docs), N_DOCS))
by_id = {}
titles = set()
n_prose = n_sep_tables = n_nosep_tables = n_field_pages = 0
for i, d in enumerate(docs, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(d) != {"id", "title", "text"}:
        err("page %d keys %s" % (i, sorted(d)))
        continue
    if d["id"] != want:
        err("page %d id %r, expected %r" % (i, d["id"], want))
    by_id[d["id"]] = d
    t = d["title"]
    if t in titles:
        err("duplicate title %r" % t)
    titles.add(t)
    if ": " not in t:
        err("%s title lacks 'Type: ' prefix: %r" % (d["id"], t))
    else:
        prefix = t.split(": ", 1)[0]
        if prefix not in TITLE_TYPES and not TITLE_PREFIX_RE.match(prefix):
            err("%s title prefix not a known page type: %r" % (d["id"], prefix))
    x = d["text"]
    if "\r" in x:
        err("%s text contains carriage returns" % d["id"])
    wc = word_count(x)
    if not 190 <= wc <= 300:
        err("%s has %d words (190-300)" % (d["id"], wc))
    lines = x.split("\n")
    has_bullet = any(BULLET_LINE.match(l) for l in lines)
    table_lines = [l for l in lines if TABLE_LINE.match(l)]
    has_sep = any(SEP_LINE.match(l) and "|" in l for l in lines)
    fields = [l for l in lines if FIELD_LINE.match(l)]
    if not has_bullet and not table_lines and not fields:
        n_prose += 1
    if len(table_lines) >= 3 and has_sep:
        n_sep_tables += 1
    if len(table_lines) >= 3 and not has_sep:
        n_nosep_tables += 1
    if len(fields) >= 2:
        n_field_pages += 1
    for m in PHONE.finditer(x + " " + t):
        digits = re.sub(r"\D", "", m.group(1))
        if not (len(digits) == 11 and (digits.startswith("01632960") or digits.startswith("07700900"))):
            err("%s phone number outside drama ranges: %s" % (d["id"], m.group(1)))

if not 13 <= n_prose <= 17:
    err("prose pages: %d (want about one third, 13-17)" % n_prose)
if n_sep_tables < 5:
    err("pages with |---| tables: %d (need >=5)" % n_sep_tables)
if n_nosep_tables < 3:
    err("pages with tables without separator: %d (need >=3)" % n_nosep_tables)
if n_field_pages < 12:
    err("pages with Field: value lines: %d (need >=12)" % n_field_pages)

# ---------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err("questions: %d, expected %d" % (len(qs), N_QS))
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
counts = {}
n_comp = 0
seen_q = set()
for i, q in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    if set(q) != KEYS:
        err("question %d keys %s" % (i, sorted(q)))
        continue
    qid = q["id"]
    if qid != want:
        err("question %d id %r, expected %r" % (i, qid, want))
    typ = q["type"]
    counts[typ] = counts.get(typ, 0) + 1
    if typ not in TYPE_COUNTS:
        err("%s unknown type %r" % (qid, typ))
    text = q["question"]
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err("%s question should be a string ending with '?'" % qid)
    if text.lower() in seen_q:
        err("%s duplicate question text" % qid)
    seen_q.add(text.lower())
    note = q["note"]
    if not isinstance(note, str) or "distractor" not in note.lower():
        err("%s note must name the distractor" % qid)
    ans, sup = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
        err("%s answers must be a list of non-empty strings" % qid)
        continue
    if not isinstance(sup, list) or len(set(sup)) != len(sup):
        err("%s supporting_ids must be a list without repeats" % qid)
        continue
    for s in sup:
        if s not in by_id:
            err("%s supporting id %r does not exist" % (qid, s))
    if typ == "out_of_scope":
        if ans or sup:
            err("%s out_of_scope must have empty answers and supporting_ids" % qid)
        continue
    if not ans or not sup:
        err("%s needs answers and supporting_ids" % qid)
        continue
    a0 = ans[0]
    if len(a0) > 40:
        err("%s answers[0] longer than 40 chars: %r" % (qid, a0))
    if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 6:
        err("%s answers[0] looks like a sentence: %r" % (qid, a0))
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err("%s multi_hop needs 2 or 3 supporting pages" % qid)
        if "hop 1" not in note.lower() or "hop 2" not in note.lower():
            err("%s multi_hop note must give each hop's intermediate answer" % qid)
    else:
        if len(sup) > 2:
            err("%s %s has more than 2 supporting pages" % (qid, typ))
    last = by_id.get(sup[-1])
    if last is not None and not contains(last["text"], a0):
        err("%s answers[0] %r not verbatim in %s" % (qid, a0, sup[-1]))
    is_comp = typ == "multi_hop" and " or " in text and contains(text, a0)
    if is_comp:
        n_comp += 1
        if len(sup) != 2:
            err("%s comparison should use two pages" % qid)
    else:
        for a in ans:
            if contains(text, a):
                err("%s answer %r leaks into question" % (qid, a))

for t, n in TYPE_COUNTS.items():
    if counts.get(t, 0) != n:
        err("type %s: %d questions, expected %d" % (t, counts.get(t, 0), n))
if n_comp != N_COMPARISONS:
    err("comparison (X or Y) multi_hop questions: %d, expected %d" % (n_comp, N_COMPARISONS))
for i in range(len(qs) - 2):
    a, b, c = (qs[i].get("type"), qs[i + 1].get("type"), qs[i + 2].get("type"))
    if a == b == c:
        err("three consecutive %s questions at %s..%s" % (a, qs[i].get("id"), qs[i + 2].get("id")))

# ---------------------------------------------------------------- report
if errors:
    for e in errors:
        print("FAIL:", e)
    print("%d problem(s)" % len(errors))
    sys.exit(1)
print("OK: %d pages (%d prose, %d structured; %d with |---| tables, %d tables without separator, "
      "%d with Field: value lines); %d questions (%s; %d comparisons)" % (
          len(docs), n_prose, len(docs) - n_prose, n_sep_tables, n_nosep_tables, n_field_pages,
          len(qs), ", ".join("%s %d" % (t, counts.get(t, 0)) for t in TYPE_COUNTS), n_comp))
