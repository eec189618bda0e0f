#!/usr/bin/env python3
"""Validator for customs-dev (standard library only). Prints OK or a list of problems."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "CUS"
N_DOCS, N_QS = 45, 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4

SEP_RE = re.compile(r"^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*(:?-{3,}:?)?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ,/&()'\-]{0,40}:\s+\S")
PHONE_RE = re.compile(r"(?<![\d.])(?:\+44\s?|0)\d{2,4}[ \-]?\d{3,4}[ \-]?\d{3,4}(?![\d.])")
ALLOWED_PHONE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
TITLE_RE = re.compile(r"^([A-Z][^:]{1,80}): \S")
TYPE_PREFIXES = [
    ("System page", r"^System page$"),
    ("Team page", r"^Team page$"),
    ("Supplier profile", r"^Supplier profile$"),
    ("Site profile", r"^Site profile$"),
    ("Post-incident review", r"^Post-incident review INC-\d{4}-\d{3}$"),
    ("Change record", r"^Change record CHG-\d{4}-\d{3}$"),
    ("minutes", r"^.+ minutes$"),
    ("Policy", r"^Policy$"),
    ("Runbook", r"^Runbook RUN-\d{3}$"),
    ("Glossary", r"^Glossary$"),
    ("On-call rota", r"^On-call rota$"),
    ("Contact directory", r"^Contact directory$"),
]
REQUIRED_TYPES = [t for t, _ in TYPE_PREFIXES]

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for t in line.split() if re.search(r"[A-Za-z0-9]", t))
    return n


def is_table_line(line):
    return line.strip().startswith("|") and line.strip().endswith("|")


def is_bullet(line):
    return line.startswith("- ")


def is_field(line):
    return bool(FIELD_RE.match(line)) and not is_bullet(line) and not is_table_line(line)


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, re.IGNORECASE) is not None


def load_jsonl(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (name, i, e))
    return rows


# ------------------------------------------------------------------ corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err("corpus has %d pages, expected %d" % (len(docs), N_DOCS))
by_id = {}
titles = set()
n_struct = n_prose = n_sep_tables = n_nosep_tables = n_field = 0
types_seen = set()
for i, doc in enumerate(docs, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(doc) != {"id", "title", "text"}:
        err("%s: keys %s" % (doc.get("id"), sorted(doc)))
    if doc.get("id") != want:
        err("doc %d has id %r, expected %r" % (i, doc.get("id"), want))
    did, title, text = doc.get("id"), doc.get("title", ""), doc.get("text", "")
    by_id[did] = doc
    if title in titles:
        err("%s: duplicate title %r" % (did, title))
    titles.add(title)
    m = TITLE_RE.match(title)
    if not m:
        err("%s: title %r does not start with a page type and a colon" % (did, title))
    else:
        prefix = m.group(1)
        hit = [t for t, rx in TYPE_PREFIXES if re.match(rx, prefix)]
        if not hit:
            err("%s: unknown page type %r" % (did, prefix))
        types_seen.update(hit)
        if hit == ["minutes"] and not re.search(r"minutes: \d{1,2} [A-Z][a-z]+ \d{4}$", title):
            err("%s: minutes title should end with a date: %r" % (did, title))
    if "\r" in text:
        err("%s: text contains carriage returns" % did)
    w = words(text)
    if not 190 <= w <= 300:
        err("%s: %d words (need 190-300)" % (did, w))
    lines = text.split("\n")
    tlines = [l for l in lines if is_table_line(l)]
    has_sep = any(SEP_RE.match(l) for l in lines)
    bullets = any(is_bullet(l) for l in lines)
    fields = [l for l in lines if is_field(l)]
    structured = bool(tlines or bullets or fields)
    if structured:
        n_struct += 1
    else:
        n_prose += 1
    if tlines:
        if len(tlines) < 3:
            err("%s: table has fewer than 3 lines" % did)
        if has_sep:
            n_sep_tables += 1
        else:
            n_nosep_tables += 1
    if fields:
        n_field += 1
    for ph in PHONE_RE.findall(text + "\n" + title):
        if not ALLOWED_PHONE.match(ph.strip()):
            err("%s: phone number %r outside 01632 960xxx / 07700 900xxx" % (did, ph))
    for bad in re.findall(r"\b0\d{4} ?\d{6}\b", text):
        if not ALLOWED_PHONE.match(bad):
            err("%s: phone-like %r outside allowed ranges" % (did, bad))

for t in REQUIRED_TYPES:
    if t not in types_seen:
        err("no page of type %r" % t)
if not 27 <= n_struct <= 33:
    err("structured pages: %d (want about two thirds, 27-33)" % n_struct)
if n_sep_tables < 5:
    err("pages with a |---| table: %d (need >= 5)" % n_sep_tables)
if n_nosep_tables < 3:
    err("pages with a table without separator: %d (need >= 3)" % n_nosep_tables)
if n_field < 12:
    err("pages with Field: value lines: %d (need >= 12)" % n_field)
policies = [d for d in docs if d.get("title", "").startswith("Policy:")]
if not any("superseded" in d["title"].lower() for d in policies) or len(policies) < 2:
    err("need at least one current and one superseded policy page")

# ------------------------------------------------------------------ questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err("questions: %d, expected %d" % (len(qs), N_QS))
counts = {}
n_comp = 0
seen_q = set()
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
for i, q in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    qid = q.get("id")
    if set(q) != KEYS:
        err("%s: keys %s" % (qid, sorted(q)))
        continue
    if qid != want:
        err("question %d has id %r, expected %r" % (i, qid, want))
    t, text, ans, sup, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
    counts[t] = counts.get(t, 0) + 1
    if t not in TYPE_COUNTS:
        err("%s: unknown type %r" % (qid, t))
    if not isinstance(ans, list) or not isinstance(sup, list):
        err("%s: answers/supporting_ids must be lists" % qid)
        continue
    if not text.strip().endswith("?"):
        err("%s: question does not end with '?'" % qid)
    if text.lower() in seen_q:
        err("%s: duplicate question" % qid)
    seen_q.add(text.lower())
    if not note.strip():
        err("%s: empty note" % qid)
    if t == "out_of_scope":
        if ans or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        if "near miss" not in note.lower():
            err("%s: out_of_scope note should describe the near miss" % qid)
        continue
    if not ans:
        err("%s: no answers" % qid)
        continue
    if not sup:
        err("%s: no supporting_ids" % qid)
        continue
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    for s in sup:
        if s not in by_id:
            err("%s: supporting id %s does not exist" % (qid, s))
    if "distractor" not in note.lower():
        err("%s: note does not name the distractor" % qid)
    a0 = ans[0]
    if len(a0) > 40:
        err("%s: answers[0] longer than 40 chars: %r" % (qid, a0))
    if a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err("%s: answers[0] looks like a sentence: %r" % (qid, a0))
    for a in ans:
        if not isinstance(a, str) or not a.strip():
            err("%s: empty answer variant" % qid)
        for ph in PHONE_RE.findall(a):
            if not ALLOWED_PHONE.match(ph.strip()):
                err("%s: answer phone %r outside allowed ranges" % (qid, ph))
    is_comp = t == "multi_hop" and note.startswith("Comparison")
    if is_comp:
        n_comp += 1
        if " or " not in text or not contains(text, a0):
            err("%s: comparison must be 'X or Y' with the answer as one option" % qid)
        if len(sup) != 2:
            err("%s: comparison should cite the two compared pages" % qid)
    else:
        for a in ans:
            if contains(text, a):
                err("%s: answer %r leaks into the question" % (qid, a))
    if t == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err("%s: multi_hop needs 2 or 3 supporting pages" % qid)
        hops = re.findall(r"[Hh]op (\d)", note)
        if [int(h) for h in hops] != list(range(1, len(sup) + 1)):
            err("%s: note should give each hop's intermediate answer (Hop 1..%d)" % (qid, len(sup)))
        target = by_id.get(sup[-1])
        if target and not contains(target["text"], a0):
            err("%s: answers[0] %r not verbatim in last supporting page %s" % (qid, a0, sup[-1]))
    else:
        if not any(s in by_id and contains(by_id[s]["text"], a0) for s in sup):
            err("%s: answers[0] %r not verbatim in any supporting page" % (qid, a0))

for t, n in TYPE_COUNTS.items():
    if counts.get(t, 0) != n:
        err("type %s: %d questions, expected %d" % (t, counts.get(t, 0), n))
if n_comp != N_COMPARISONS:
    err("comparisons: %d, expected %d" % (n_comp, N_COMPARISONS))
for i in range(2, len(qs)):
    if qs[i].get("type") == qs[i - 1].get("type") == qs[i - 2].get("type"):
        err("three consecutive %s questions ending at %s" % (qs[i].get("type"), qs[i].get("id")))

if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with |---| tables, %d with tables without separator, "
      "%d with Field: value lines); %d questions (%s; %d comparisons)"
      % (len(docs), n_struct, n_prose, n_sep_tables, n_nosep_tables, n_field, len(qs),
         ", ".join("%s %d" % (t, counts.get(t, 0)) for t in TYPE_COUNTS), n_comp))
