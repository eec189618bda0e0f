#!/usr/bin/env python3
"""Validator for fab-dev (standard library only). Prints OK or the list of problems."""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ERR = []
def err(msg):
    ERR.append(msg)

def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, n)); continue
            try:
                rows.append(json.loads(line))
            except Exception as e:
                err("%s line %d: bad JSON (%s)" % (name, n, e))
    return rows

for fn in ("corpus.jsonl", "questions.jsonl", "README.md", "check.py"):
    if not os.path.exists(os.path.join(HERE, fn)):
        err("missing file " + fn)
if ERR:
    print("\n".join(ERR)); sys.exit(1)

# ---------------------------------------------------------------- corpus
docs = load("corpus.jsonl")
if len(docs) != 45:
    err("corpus has %d pages, expected 45" % len(docs))

SEP = re.compile(r"^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-{0,}:?\s*\|?\s*$")
TABLE = re.compile(r"^\s*\|")
BULLET = re.compile(r"^- ")
NUMBERED = re.compile(r"^\d+\. ")
FIELD = re.compile(r"^[A-Z][A-Za-z0-9 ,/&()'.-]{0,48}: \S")
TITLE_TYPES = [
    r"System page: \S", r"Team page: \S", r"Supplier profile: \S", r"Site profile: \S",
    r"Post-incident review INC-\d{4}-\d{3}: \S", r"Runbook RUN-\d{3}: \S",
    r"Change record CHG-\d{4}-\d{3}: \S", r".+ minutes: \d{1,2} [A-Z][a-z]+ \d{4}$",
    r"Policy: \S", r"Glossary: \S", r"On-call rota: \S", r"Contact directory: \S",
    r"Service catalogue: \S",
]
WORD = re.compile(r"[A-Za-z0-9]")

def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP.match(line):
            continue
        n += sum(1 for tok in line.split() if WORD.search(tok))
    return n

doc_by_id = {}
titles = set()
n_struct = n_prose = n_sep_table = n_nosep_table = n_field = 0
for i, d in enumerate(docs, 1):
    want = "FAB-doc-%03d" % i
    if set(d.keys()) != {"id", "title", "text"}:
        err("%s: keys %s" % (d.get("id"), sorted(d.keys())))
    if d.get("id") != want:
        err("page %d has id %r, expected %s" % (i, d.get("id"), want))
    did, title, text = d.get("id"), d.get("title", ""), d.get("text", "")
    doc_by_id[did] = d
    if title in titles:
        err("%s: duplicate title %r" % (did, title))
    titles.add(title)
    if not any(re.match(p, title) for p in TITLE_TYPES):
        err("%s: title does not start with a known page type and colon: %r" % (did, title))
    if "\r" in text:
        err("%s: text contains carriage returns" % did)
    w = words(text)
    if not 190 <= w <= 300:
        err("%s: %d words (want 190-300)" % (did, w))
    lines = text.split("\n")
    tab = [l for l in lines if TABLE.match(l)]
    seps = [l for l in lines if SEP.match(l)]
    bul = [l for l in lines if BULLET.match(l)]
    num = [l for l in lines if NUMBERED.match(l)]
    fld = [l for l in lines if FIELD.match(l) and not TABLE.match(l) and not BULLET.match(l)]
    structured = bool(tab or bul or fld or num)
    if structured:
        n_struct += 1
    else:
        n_prose += 1
    if tab and seps:
        n_sep_table += 1
    if tab and not seps:
        n_nosep_table += 1
    if fld:
        n_field += 1
    d["_structured"] = structured

if not 28 <= n_struct <= 32:
    err("structured pages: %d (want about two thirds, 28-32)" % n_struct)
if not 13 <= n_prose <= 17:
    err("prose pages: %d (want about one third, 13-17)" % n_prose)
if n_sep_table < 5:
    err("pages with |---| separated table: %d (want >= 5)" % n_sep_table)
if n_nosep_table < 3:
    err("pages with a table without separator: %d (want >= 3)" % n_nosep_table)
if n_field < 12:
    err("pages with Field: value lines: %d (want >= 12)" % n_field)

# ---------------------------------------------------------------- phones
PHONE_LIKE = re.compile(r"(?<![\d.,])(?:\+\s?44[\s\d()-]{6,}|0\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4})(?![\d])")
ALLOWED = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

def phone_check(where, text):
    for m in PHONE_LIKE.finditer(text):
        if not ALLOWED.match(m.group(0)):
            err("%s: phone-like number outside drama ranges: %r" % (where, m.group(0)))
    if "+44" in text:
        err("%s: contains +44" % where)

for d in docs:
    phone_check(d["id"], d["title"] + "\n" + d["text"])

# ---------------------------------------------------------------- questions
qs = load("questions.jsonl")
if len(qs) != 80:
    err("questions: %d, expected 80" % len(qs))
WANT = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}

def bound(s):
    return re.compile(r"(?<![A-Za-z0-9])" + re.escape(s) + r"(?![A-Za-z0-9])", re.I)

counts = {k: 0 for k in WANT}
comparisons = 0
seen_q = set()
for i, q in enumerate(qs, 1):
    qid = "FAB-q-%03d" % i
    if set(q.keys()) != KEYS:
        err("%s: keys %s" % (q.get("id"), sorted(q.keys())))
        continue
    if q["id"] != qid:
        err("question %d has id %r, expected %s" % (i, q["id"], qid))
    t = q["type"]
    if t not in WANT:
        err("%s: unknown type %r" % (qid, t)); continue
    counts[t] += 1
    text = q["question"]
    if not text.strip().endswith("?"):
        err("%s: question should end with '?'" % qid)
    if text.lower() in seen_q:
        err("%s: duplicate question" % qid)
    seen_q.add(text.lower())
    phone_check(qid, text + " " + " ".join(q["answers"] if isinstance(q["answers"], list) else []))
    ans, sup, note = q["answers"], q["supporting_ids"], q["note"]
    if not isinstance(ans, list) or not isinstance(sup, list) or not isinstance(note, str):
        err("%s: answers/supporting_ids must be lists and note a string" % qid); continue
    if not note.strip():
        err("%s: empty note" % qid)
    if t == "out_of_scope":
        if ans or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        if not re.search(r"near miss", note, re.I):
            err("%s: out_of_scope note must name the near miss" % qid)
        continue
    if not ans or not all(isinstance(a, str) and a.strip() for a in ans):
        err("%s: answers must be non-empty strings" % qid); continue
    if len(set(a.lower() for a in ans)) != len(ans):
        err("%s: duplicate answer variants" % qid)
    if not sup:
        err("%s: no supporting_ids" % qid); continue
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    for s in sup:
        if s not in doc_by_id:
            err("%s: supporting id %s does not exist" % (qid, s))
    if any(s not in doc_by_id for s in sup):
        continue
    if t in ("single_hop", "qualifier") and len(sup) != 1:
        err("%s: %s should have exactly one supporting page" % (qid, t))
    if t == "multi_hop" and not 2 <= len(sup) <= 3:
        err("%s: multi_hop needs 2 or 3 supporting pages" % qid)
    if t == "alias" and not 1 <= len(sup) <= 3:
        err("%s: alias needs 1 to 3 supporting pages" % qid)
    if "distractor" not in note.lower():
        err("%s: note must name the distractor" % qid)
    a0 = ans[0]
    # short answer
    if len(a0) > 40:
        err("%s: answers[0] longer than 40 chars: %r" % (qid, a0))
    if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 6:
        err("%s: answers[0] looks like a sentence: %r" % (qid, a0))
    # verbatim in last supporting page
    last = doc_by_id[sup[-1]]
    if not bound(a0).search(last["text"]):
        err("%s: answers[0] %r not found verbatim in %s" % (qid, a0, sup[-1]))
    # leak / comparison
    is_cmp = bool(bound(a0).search(text))
    if is_cmp:
        if t != "multi_hop" or not re.search(r"\bor\b", text):
            err("%s: answer %r leaks into the question" % (qid, a0))
        else:
            comparisons += 1
            if not note.lower().startswith("comparison"):
                err("%s: comparison note should start with 'Comparison'" % qid)
    if t == "multi_hop":
        for h in range(1, len(sup) + 1):
            if "hop %d" % h not in note.lower():
                err("%s: multi_hop note lacks 'Hop %d' intermediate answer" % (qid, h))

for k, v in WANT.items():
    if counts[k] != v:
        err("type %s: %d questions, expected %d" % (k, counts[k], v))
if comparisons != 4:
    err("multi_hop X-or-Y comparisons: %d, expected 4" % comparisons)
types = [q.get("type") for q in qs]
for i in range(len(types) - 2):
    if types[i] == types[i + 1] == types[i + 2]:
        err("three consecutive %s questions at %d-%d" % (types[i], i + 1, i + 3))

# near-miss sanity: invented entities in out_of_scope questions must really be absent
corpus_text = "\n".join(d["title"] + "\n" + d["text"] for d in docs).lower()
for absent in ("fabview", "marrowby gas", "wafer starts", "boil", "semiconductor equipment communication"):
    if absent in corpus_text:
        err("corpus unexpectedly mentions %r (an out_of_scope question relies on its absence)" % absent)

# ---------------------------------------------------------------- README
with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
    first = f.readline().rstrip("\n")
if first != "# fab-dev: invented fab knowledge base (first measured untouched, now a development set)":
    err("README.md title line is wrong: %r" % first)

if ERR:
    print("\n".join(ERR))
    print("FAILED: %d problem(s)" % len(ERR))
    sys.exit(1)
print("OK: 45 pages (%d structured, %d prose; %d with |---| tables, %d with tables without separator, %d with Field: value lines); "
      "80 questions (single_hop 20, multi_hop 22 incl. 4 comparisons, alias 12, qualifier 12, out_of_scope 14)"
      % (n_struct, n_prose, n_sep_table, n_nosep_table, n_field))
