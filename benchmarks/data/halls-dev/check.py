"""Validator for halls-dev (standard library only). Prints OK or a list of problems."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "HAL"
N_DOCS, N_QS = 45, 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
WORD_MIN, WORD_MAX = 190, 300

TITLE_TYPES = [
    r"System page", r"Team page", r"Supplier profile", r"Site profile",
    r"Post-incident review INC-\d{4}-\d{3}", r"Change record CHG-\d{4}", r"Runbook RUN-\d{3}",
    r"[A-Z][A-Za-z ]+ minutes", r"Policy", r"Glossary", r"On-call rota", r"Contact directory",
]
TITLE_RE = re.compile(r"^(?:%s): \S.*$" % "|".join(TITLE_TYPES))
MINUTES_RE = re.compile(r"^[A-Z][A-Za-z ]+ minutes: \d{1,2} [A-Z][a-z]+ \d{4}$")
SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_RE = re.compile(r"^\|.*\|\s*$")
BULLET_RE = re.compile(r"^(- |\d+\. )")
FIELD_RE = re.compile(r"^(?:- )?([A-Z][A-Za-z0-9()/&'\- ]{0,40}): \S")
PHONE_RE = re.compile(r"(?<![\d])(\+?\d[\d ()-]{8,}\d)(?![\d])")
PHONE_OK = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")

problems = []


def bad(msg):
    problems.append(msg)


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for t in line.split() if re.search(r"[A-Za-z0-9]", t))
    return n


def field_lines(text):
    out = []
    for line in text.split("\n"):
        m = FIELD_RE.match(line)
        if m and len(m.group(1).split()) <= 5:
            out.append(line)
    return out


def has_phrase(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def check_phones(where, text):
    for m in PHONE_RE.finditer(text):
        s = m.group(1).strip()
        digits = re.sub(r"\D", "", s)
        if len(digits) < 10:
            continue  # money, counts, dates etc.
        if not PHONE_OK.match(s):
            bad("%s: phone-like number outside drama ranges: %r" % (where, s))


def load(name):
    path = os.path.join(HERE, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                bad("%s line %d is blank" % (name, i))
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                bad("%s line %d: bad JSON (%s)" % (name, i, e))
    return rows


# ---------------- corpus ----------------
docs = load("corpus.jsonl")
if len(docs) != N_DOCS:
    bad("corpus has %d pages, expected %d" % (len(docs), N_DOCS))
by_id = {}
titles = set()
n_prose = n_struct = n_sep_table = n_nosep_table = n_field = 0
for i, d in enumerate(docs, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(d) != {"id", "title", "text"}:
        bad("%s: keys %s" % (d.get("id"), sorted(d)))
        continue
    if d["id"] != want:
        bad("page %d has id %s, expected %s" % (i, d["id"], want))
    by_id[d["id"]] = d
    t, text = d["title"], d["text"]
    if not TITLE_RE.match(t):
        bad("%s: title does not start with a page type and colon: %r" % (d["id"], t))
    if " minutes" in t.split(":")[0] and not MINUTES_RE.match(t):
        bad("%s: minutes title should be '... minutes: <date>': %r" % (d["id"], t))
    if t in titles:
        bad("%s: duplicate title %r" % (d["id"], t))
    titles.add(t)
    if "\r" in text:
        bad("%s: contains \\r" % d["id"])
    if "\n" not in text:
        bad("%s: text is a single line" % d["id"])
    w = words(text)
    if not WORD_MIN <= w <= WORD_MAX:
        bad("%s: %d words (want %d-%d)" % (d["id"], w, WORD_MIN, WORD_MAX))
    lines = text.split("\n")
    tbl = [l for l in lines if TABLE_RE.match(l)]
    seps = [l for l in lines if SEP_RE.match(l)]
    bullets = [l for l in lines if BULLET_RE.match(l)]
    fields = field_lines(text)
    if seps:
        n_sep_table += 1
    elif len(tbl) >= 2:
        n_nosep_table += 1
    if len([l for l in fields if not l.startswith("- ")]) >= 2:
        n_field += 1
    if tbl or bullets or fields:
        n_struct += 1
    else:
        n_prose += 1
    check_phones(d["id"], t + "\n" + text)

if not (13 <= n_prose <= 17):
    bad("prose pages: %d (want about a third, 13-17)" % n_prose)
if n_struct < 28:
    bad("structured pages: %d (want about two thirds)" % n_struct)
if n_sep_table < 5:
    bad("pages with |---| tables: %d (want >= 5)" % n_sep_table)
if n_nosep_table < 3:
    bad("pages with tables without separator: %d (want >= 3)" % n_nosep_table)
if n_field < 12:
    bad("pages with Field: value lines: %d (want >= 12)" % n_field)

# ---------------- questions ----------------
qs = load("questions.jsonl")
if len(qs) != N_QS:
    bad("questions: %d, expected %d" % (len(qs), N_QS))
counts = {}
n_comp = 0
seen_q = set()
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
for i, x in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    if set(x) != KEYS:
        bad("%s: keys %s" % (x.get("id"), sorted(x)))
        continue
    qid = x["id"]
    if qid != want:
        bad("question %d has id %s, expected %s" % (i, qid, want))
    typ, qt, ans, sup, note = x["type"], x["question"], x["answers"], x["supporting_ids"], x["note"]
    counts[typ] = counts.get(typ, 0) + 1
    if typ not in TYPE_COUNTS:
        bad("%s: unknown type %s" % (qid, typ))
    if not isinstance(ans, list) or not isinstance(sup, list):
        bad("%s: answers/supporting_ids must be lists" % qid)
        continue
    if qt in seen_q:
        bad("%s: duplicate question" % qid)
    seen_q.add(qt)
    if not qt.strip().endswith("?"):
        bad("%s: question should end with '?'" % qid)
    if not note.strip():
        bad("%s: empty note" % qid)
    check_phones(qid, qt)
    if typ == "out_of_scope":
        if ans or sup:
            bad("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        if "near miss" not in note.lower():
            bad("%s: out_of_scope note should describe the near miss" % qid)
        continue
    if not ans or not sup:
        bad("%s: needs answers and supporting_ids" % qid)
        continue
    if "distractor" not in note.lower():
        bad("%s: note should name the distractor" % qid)
    if len(set(sup)) != len(sup):
        bad("%s: repeated supporting id" % qid)
    for s in sup:
        if s not in by_id:
            bad("%s: supporting id %s does not exist" % (qid, s))
    if any(s not in by_id for s in sup):
        continue
    if typ == "single_hop" and len(sup) != 1:
        bad("%s: single_hop should have exactly one supporting page" % qid)
    if typ == "multi_hop" and len(sup) < 2:
        bad("%s: multi_hop needs 2 or 3 pages" % qid)
    if len(sup) > 3:
        bad("%s: more than 3 supporting pages" % qid)
    a0 = ans[0]
    for a in ans:
        if not isinstance(a, str) or not a.strip():
            bad("%s: empty answer variant" % qid)
        elif len(a) > 40:
            bad("%s: answer longer than 40 chars: %r" % (qid, a))
    if len(a0.split()) > 6 or a0.rstrip().endswith((".", "!", "?")):
        bad("%s: answers[0] looks like a sentence: %r" % (qid, a0))
    last = by_id[sup[-1]]
    if not has_phrase(last["title"] + "\n" + last["text"], a0):
        bad("%s: answers[0] %r not found verbatim in %s" % (qid, a0, sup[-1]))
    is_comp = note.startswith("Comparison:")
    if is_comp:
        n_comp += 1
        if typ != "multi_hop":
            bad("%s: comparison must be multi_hop" % qid)
        if " or " not in qt or not has_phrase(qt, a0):
            bad("%s: comparison question must offer the answer as one of two options" % qid)
        if len(sup) != 2:
            bad("%s: comparison should span two pages" % qid)
    else:
        for a in ans:
            if has_phrase(qt, a):
                bad("%s: answer %r leaks into the question" % (qid, a))
        if typ == "multi_hop" and not re.search(r"Hop 1:.*Hop 2:", note):
            bad("%s: multi_hop note should give each hop's intermediate answer" % qid)
        if typ == "multi_hop" and len(sup) == 3 and "Hop 3:" not in note:
            bad("%s: three-page multi_hop note should describe hop 3" % qid)

for t, n in TYPE_COUNTS.items():
    if counts.get(t, 0) != n:
        bad("type %s: %d questions, expected %d" % (t, counts.get(t, 0), n))
if n_comp != N_COMPARISONS:
    bad("comparisons: %d, expected %d" % (n_comp, N_COMPARISONS))
for i in range(2, len(qs)):
    if qs[i]["type"] == qs[i - 1]["type"] == qs[i - 2]["type"]:
        bad("three consecutive %s questions ending at %s" % (qs[i]["type"], qs[i]["id"]))

if problems:
    for p in problems:
        print("FAIL:", p)
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with |---| tables, %d with tables without separator, "
      "%d with Field: value lines), %d questions (%s; %d comparisons)" % (
          len(docs), n_struct, n_prose, n_sep_table, n_nosep_table, n_field, len(qs),
          ", ".join("%s %d" % (t, counts.get(t, 0)) for t in TYPE_COUNTS), n_comp))
