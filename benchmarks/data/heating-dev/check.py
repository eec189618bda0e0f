#!/usr/bin/env python3
"""Standard-library validator for the heating-dev test set. Prints OK or a list of problems."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "HEA"
N_DOCS = 45
N_QS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4

TITLE_TYPES = [
    r"Glossary", r"System page", r"Team page", r"Supplier profile", r"Site profile",
    r"Post-incident review INC-\d{4}-\d{3}", r"Runbook RUN-\d{3}", r"Change record CHG-\d{4}-\d{3}",
    r"[A-Z][A-Za-z ]+ minutes", r"Policy", r"On-call rota", r"Contact directory",
]
TITLE_RE = re.compile(r"^(?:%s): \S.*$" % "|".join(TITLE_TYPES))
FIELD_RE = re.compile(r"^([A-Z][A-Za-z0-9()/&',.\- ]{0,40}): \S")
SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
PHONE_RE = re.compile(r"(?<![\d/])(?:\+44\s?|0)\d{2,4}[ -]?\d{3}[ -]?\d{3,4}(?![\d/])")
ALLOWED_PHONE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

problems = []


def err(msg):
    problems.append(msg)


def words(text):
    return sum(1 for w in text.split() if re.search(r"[A-Za-z0-9]", w))


def is_field_line(line):
    m = FIELD_RE.match(line)
    return bool(m) and len(m.group(1).split()) <= 6


def page_features(text):
    lines = text.split("\n")
    bullets = any(l.startswith("- ") for l in lines)
    table_lines = [l for l in lines if l.startswith("|")]
    sep = any(SEP_RE.match(l) for l in table_lines)
    fields = sum(1 for l in lines if not l.startswith(("- ", "|")) and is_field_line(l))
    return bullets, bool(table_lines), sep, fields


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


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
            except ValueError as e:
                err("%s line %d: bad JSON (%s)" % (name, n, e))
    return rows


# ---------------- corpus ----------------
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err("corpus has %d pages, expected %d" % (len(docs), N_DOCS))
by_id = {}
titles = set()
structured = prose = sep_tables = nosep_tables = field_pages = 0
for i, d in enumerate(docs, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(d.keys()) != {"id", "title", "text"}:
        err("%s: keys %s" % (want, sorted(d.keys())))
        continue
    if d["id"] != want:
        err("page %d has id %s, expected %s" % (i, d["id"], want))
    by_id[d["id"]] = d
    t = d["title"]
    if not TITLE_RE.match(t):
        err("%s: title does not start with a known page type and colon: %r" % (d["id"], t))
    if t in titles:
        err("%s: duplicate title %r" % (d["id"], t))
    titles.add(t)
    n = words(d["text"])
    if not 190 <= n <= 300:
        err("%s: %d words (need 190-300)" % (d["id"], n))
    if "\r" in d["text"]:
        err("%s: contains carriage returns" % d["id"])
    bullets, table, sep, fields = page_features(d["text"])
    if bullets or table or fields:
        structured += 1
    else:
        prose += 1
        if ":" in d["text"].replace("://", ""):
            # not an error by itself, but prose pages were written without colons
            pass
    if table and sep:
        sep_tables += 1
    if table and not sep:
        nosep_tables += 1
    if fields:
        field_pages += 1
    for ph in PHONE_RE.findall(d["text"] + "\n" + t):
        if not ALLOWED_PHONE.match(ph):
            err("%s: phone number outside drama ranges: %r" % (d["id"], ph))

if not (28 <= structured <= 32 and 13 <= prose <= 17):
    err("structured/prose split %d/%d is not about two thirds / one third" % (structured, prose))
if sep_tables < 5:
    err("only %d pages with a |---| table (need 5)" % sep_tables)
if nosep_tables < 3:
    err("only %d pages with a table without separator (need 3)" % nosep_tables)
if field_pages < 12:
    err("only %d pages with Field: value lines (need 12)" % field_pages)

# ---------------- questions ----------------
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err("questions has %d rows, expected %d" % (len(qs), N_QS))
counts = {}
comparisons = 0
seen_q = set()
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
for i, q in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    if set(q.keys()) != KEYS:
        err("%s: keys %s" % (want, sorted(q.keys())))
        continue
    qid = q["id"]
    if qid != want:
        err("question %d has id %s, expected %s" % (i, qid, want))
    typ = q["type"]
    counts[typ] = counts.get(typ, 0) + 1
    if typ not in TYPE_COUNTS:
        err("%s: unknown type %r" % (qid, typ))
    text = q["question"]
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err("%s: question should be a string ending with '?'" % qid)
    if text.lower() in seen_q:
        err("%s: duplicate question" % qid)
    seen_q.add(text.lower())
    note = q["note"]
    if not isinstance(note, str) or len(note) < 20:
        err("%s: note missing or too short" % qid)
    elif "istractor" not in note:
        err("%s: note does not name the distractor" % qid)
    ans, sup = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
        err("%s: answers must be a list of non-empty strings" % qid)
        continue
    if not isinstance(sup, list) or not all(isinstance(s, str) for s in sup):
        err("%s: supporting_ids must be a list of strings" % qid)
        continue
    for ph in PHONE_RE.findall(text + " " + " ".join(ans) + " " + note):
        if not ALLOWED_PHONE.match(ph):
            err("%s: phone number outside drama ranges: %r" % (qid, ph))
    if typ == "out_of_scope":
        if ans or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        continue
    if not ans:
        err("%s: no answers" % qid)
        continue
    if not sup:
        err("%s: no supporting_ids" % qid)
        continue
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    missing = [s for s in sup if s not in by_id]
    if missing:
        err("%s: unknown supporting ids %s" % (qid, missing))
        continue
    a0 = ans[0]
    if len(a0) > 40:
        err("%s: canonical answer longer than 40 characters: %r" % (qid, a0))
    if a0.endswith(".") or len(a0.split()) > 6:
        err("%s: canonical answer looks like a sentence: %r" % (qid, a0))
    if len(set(a.lower() for a in ans)) != len(ans):
        err("%s: duplicate answer variants" % qid)
    pages = [by_id[s] for s in sup]
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err("%s: multi_hop needs 2 or 3 supporting pages" % qid)
        if not contains(pages[-1]["text"], a0):
            err("%s: answer %r not verbatim in last supporting page %s" % (qid, a0, sup[-1]))
    else:
        if not any(contains(p["text"], a0) for p in pages):
            err("%s: answer %r not verbatim in any supporting page" % (qid, a0))
    is_comparison = typ == "multi_hop" and note.startswith("Comparison")
    if is_comparison:
        comparisons += 1
        if " or " not in text:
            err("%s: comparison question has no 'X or Y'" % qid)
        if not contains(text, a0):
            err("%s: comparison answer should be one of the two options in the question" % qid)
    else:
        if contains(text, a0):
            err("%s: answer %r leaks into the question" % (qid, a0))
        if typ == "multi_hop" and "Hop 1" not in note:
            err("%s: multi_hop note should give each hop's intermediate answer" % qid)

for t, n in TYPE_COUNTS.items():
    if counts.get(t, 0) != n:
        err("type %s: %d questions, expected %d" % (t, counts.get(t, 0), n))
if comparisons != N_COMPARISONS:
    err("%d comparison questions, expected %d" % (comparisons, N_COMPARISONS))
for i in range(2, len(qs)):
    if qs[i].get("type") == qs[i - 1].get("type") == qs[i - 2].get("type"):
        err("three consecutive %s questions ending at %s" % (qs[i].get("type"), qs[i].get("id")))

if problems:
    for p in problems:
        print("FAIL:", p)
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with |---| tables, %d with tables without separator, "
      "%d with Field: value lines), %d questions (%s; %d comparisons)" % (
          len(docs), structured, prose, sep_tables, nosep_tables, field_pages, len(qs),
          ", ".join("%s %d" % (t, counts.get(t, 0)) for t in TYPE_COUNTS), comparisons))
