#!/usr/bin/env python3
"""Validator for the HPC-dev test set (standard library only).

Usage: python3 check.py   (run from any directory; reads files next to this script)
Prints OK when every rule holds, otherwise one line per problem and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "HPC"
N_PAGES = 45
N_QUESTIONS = 80
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
                err("%s line %d: blank line" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("%s line %d: bad JSON (%s)" % (name, n, e))
    return rows


SEP_RE = re.compile(r"^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$")
PIPE_RE = re.compile(r"^\s*\|.*\|\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ,/&()'.-]{0,40}: \S")
BULLET_RE = re.compile(r"^- \S")
PHONE_RE = re.compile(r"(?<![\dA-Za-z/-])(?:\+44[ -]?(?:\(0\)[ -]?)?|0)\d(?:[ -]?\d){8,9}(?!\d)")
ALLOWED_PHONE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
TITLE_RE = re.compile(
    r"^(System page|Team page|Supplier profile|Site profile|Post-incident review INC-\d{4}-\d{3}"
    r"|Change record CHG-\d{4}-\d{3}|Runbook RUN-\d{3}|Policy|Glossary|On-call rota|Contact directory"
    r"|[A-Z][a-z]+(?: [a-z-]+)* minutes): \S.*$")
MINUTES_TITLE_RE = re.compile(r" minutes: \d{1,2} [A-Z][a-z]+ \d{4}$")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for w in line.split() if re.search(r"[A-Za-z0-9]", w))
    return n


def table_blocks(lines):
    blocks, cur = [], []
    for line in lines:
        if PIPE_RE.match(line):
            cur.append(line)
        else:
            if cur:
                blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    return blocks


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, flags=re.IGNORECASE) is not None


# ------------------------------------------------------------------ corpus
corpus = load_jsonl("corpus.jsonl")
if len(corpus) != N_PAGES:
    err("corpus: %d pages, expected %d" % (len(corpus), N_PAGES))
pages = {}
titles = Counter()
n_struct = n_prose = n_sep_table = n_nosep_table = n_field = 0
kinds = Counter()
for i, p in enumerate(corpus, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(p) != {"id", "title", "text"}:
        err("%s: keys %s" % (p.get("id"), sorted(p)))
        continue
    if p["id"] != want:
        err("corpus row %d: id %s, expected %s" % (i, p["id"], want))
    pages[p["id"]] = p
    t, x = p["title"], p["text"]
    titles[t] += 1
    m = TITLE_RE.match(t)
    if not m:
        err("%s: title lacks a page type prefix: %r" % (p["id"], t))
    else:
        kind = m.group(1).split(" INC-")[0].split(" CHG-")[0].split(" RUN-")[0]
        if kind.endswith("minutes"):
            kind = "minutes"
            if not MINUTES_TITLE_RE.search(t):
                err("%s: minutes title should end with a date: %r" % (p["id"], t))
        kinds[kind] += 1
    if "\r" in x:
        err("%s: carriage return in text" % p["id"])
    wc = words(x)
    if not 190 <= wc <= 300:
        err("%s: %d words (need 190-300)" % (p["id"], wc))
    lines = x.split("\n")
    has_bullet = any(BULLET_RE.match(l) for l in lines)
    blocks = table_blocks(lines)
    has_field = any(FIELD_RE.match(l) for l in lines)
    if has_bullet or blocks or has_field:
        n_struct += 1
    else:
        n_prose += 1
    if has_field:
        n_field += 1
    if any(any(SEP_RE.match(l) for l in b) for b in blocks):
        n_sep_table += 1
    if any(len(b) >= 2 and not any(SEP_RE.match(l) for l in b) for b in blocks):
        n_nosep_table += 1
    for b in blocks:
        if len(b) < 2:
            err("%s: one-line pipe table" % p["id"])
    for mm in PHONE_RE.finditer(x):
        if not ALLOWED_PHONE.match(mm.group(0)):
            err("%s: phone number outside allowed ranges: %r" % (p["id"], mm.group(0)))

for t, c in titles.items():
    if c > 1:
        err("duplicate title %r" % t)
if not (27 <= n_struct <= 33 and 12 <= n_prose <= 18):
    err("structured/prose split %d/%d (want about two thirds structured)" % (n_struct, n_prose))
if n_sep_table < 5:
    err("only %d pages with a |---| table (need 5)" % n_sep_table)
if n_nosep_table < 3:
    err("only %d pages with a table lacking a separator (need 3)" % n_nosep_table)
if n_field < 12:
    err("only %d pages with Field: value lines (need 12)" % n_field)
for kind in ["System page", "Team page", "Supplier profile", "Site profile", "Post-incident review",
             "Change record", "Runbook", "minutes", "Policy", "Glossary", "On-call rota", "Contact directory"]:
    if kinds[kind] == 0:
        err("no page of type %r" % kind)
pol = [p for p in corpus if p.get("title", "").startswith("Policy:")]
if not any("superseded" in (p["title"] + p["text"]).lower() for p in pol) or \
        not any(re.search(r"Status: current", p["text"]) for p in pol):
    err("need a current and a superseded policy version")
for p in corpus:
    if p.get("title", "").startswith("Team page:"):
        low = p["text"].lower()
        if "deputy" not in low or "base" not in low or not re.search(r"lead|head", low):
            err("%s: team page should give lead, deputy and base" % p["id"])
    if p.get("title", "").startswith("Site profile:"):
        if not re.search(r"Regulator|Inspectorate|Council|Office|Unit", p["text"]):
            err("%s: site profile names no regulator" % p["id"])
    if p.get("title", "").startswith("Runbook"):
        if not re.search(r"Pages: ", p["text"]):
            err("%s: runbook does not say which team it pages" % p["id"])

# ------------------------------------------------------------------ questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QUESTIONS:
    err("questions: %d, expected %d" % (len(qs), N_QUESTIONS))
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
seen_q = set()
n_comp = 0
for i, q in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    if set(q) != KEYS:
        err("%s: keys %s" % (q.get("id"), sorted(q)))
        continue
    qid = q["id"]
    if qid != want:
        err("question row %d: id %s, expected %s" % (i, qid, want))
    typ = q["type"]
    types[typ] += 1
    if typ not in TYPE_COUNTS:
        err("%s: unknown type %r" % (qid, typ))
    text = q["question"]
    if not text.endswith("?"):
        err("%s: question should end with '?'" % qid)
    if text.lower() in seen_q:
        err("%s: duplicate question" % qid)
    seen_q.add(text.lower())
    note = q["note"]
    if not isinstance(note, str) or len(note) < 20:
        err("%s: note missing or too short" % qid)
    elif "distractor" not in note.lower():
        err("%s: note does not name the distractor" % qid)
    ans, sup = q["answers"], q["supporting_ids"]
    if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
        err("%s: answers must be a list of non-empty strings" % qid)
        continue
    if not isinstance(sup, list) or len(set(sup)) != len(sup):
        err("%s: supporting_ids must be a list without repeats" % qid)
        continue
    for s in sup:
        if s not in pages:
            err("%s: supporting id %s does not exist" % (qid, s))
    if typ == "out_of_scope":
        if ans or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        continue
    if not ans or not sup:
        err("%s: answerable question needs answers and supporting_ids" % qid)
        continue
    a0 = ans[0]
    if len(a0) > 40:
        err("%s: canonical answer longer than 40 characters" % qid)
    if a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err("%s: canonical answer looks like a sentence: %r" % (qid, a0))
    for a in ans:
        for mm in PHONE_RE.finditer(a):
            if not ALLOWED_PHONE.match(mm.group(0)):
                err("%s: answer phone outside allowed ranges" % qid)
    if any(s not in pages for s in sup):
        continue
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err("%s: multi_hop needs 2 or 3 supporting pages" % qid)
        hops = re.findall(r"Hop (\d)", note)
        if [int(h) for h in hops] != list(range(1, len(sup) + 1)):
            err("%s: note should give Hop 1..Hop %d intermediate answers" % (qid, len(sup)))
        if not contains(pages[sup[-1]]["text"], a0):
            err("%s: answer %r not in last supporting page %s" % (qid, a0, sup[-1]))
    else:
        if not any(contains(pages[s]["text"], a0) for s in sup):
            err("%s: answer %r not found in supporting pages" % (qid, a0))
    leaked = [a for a in ans if contains(text, a)]
    is_comp = typ == "multi_hop" and " or " in text and contains(text, a0) and "comparison" in note.lower()
    if is_comp:
        n_comp += 1
        if not (len(sup) == 2):
            err("%s: comparison should use two pages" % qid)
    elif leaked:
        err("%s: answer %r appears in the question" % (qid, leaked[0]))

for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err("type %s: %d questions, expected %d" % (t, types[t], n))
if n_comp != N_COMPARISONS:
    err("%d X-or-Y comparison questions, expected %d" % (n_comp, N_COMPARISONS))
for i in range(2, len(qs)):
    if qs[i].get("type") == qs[i - 1].get("type") == qs[i - 2].get("type"):
        err("three consecutive %s questions ending at %s" % (qs[i].get("type"), qs[i].get("id")))

if errors:
    for e in errors:
        print(e)
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with |---| tables, %d with tables without separator, "
      "%d with Field: value lines); %d questions (%s; %d comparisons)" % (
          len(corpus), n_struct, n_prose, n_sep_table, n_nosep_table, n_field, len(qs),
          ", ".join("%s %d" % (t, types[t]) for t in TYPE_COUNTS), n_comp))
