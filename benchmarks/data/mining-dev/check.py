"""Validator for mining-dev (standard library only). Prints OK or a list of problems."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "MIN"
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
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, ln))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (name, ln, e))
    return rows


SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'.,-]{0,40}: \S")
TITLE_RE = re.compile(
    r"^(System page|Team page|Supplier profile|Site profile|Post-incident review INC-\d{4}-\d{3}"
    r"|Runbook RUN-\d{3}|Change record CHG-\d{4}-\d{3}|[A-Z][A-Za-z ]* minutes|Policy|Glossary"
    r"|On-call rota|Contact directory): \S")
MINUTES_TITLE_RE = re.compile(
    r"^[A-Z][A-Za-z ]* minutes: \d{1,2} (January|February|March|April|May|June|July|August|September"
    r"|October|November|December) \d{4}$")
PHONE_RE = re.compile(r"(?<![\d])(\+44\s?\d[\d ]{8,12}\d|0\d{3,4}[ -]?\d{3}[ -]?\d{3,4})(?![\d])")
ALLOWED_PHONE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line.strip()):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def page_features(text):
    lines = text.split("\n")
    pipe = [l for l in lines if l.strip().startswith("|") and l.strip().endswith("|")]
    has_sep = any(SEP_RE.match(l.strip()) for l in pipe)
    bullets = any(l.startswith("- ") for l in lines)
    fields = [l for l in lines if FIELD_RE.match(l)]
    table_sep = len(pipe) >= 3 and has_sep
    table_nosep = len(pipe) >= 2 and not has_sep
    structured = bool(pipe) or bullets or bool(fields)
    return {"structured": structured, "table_sep": table_sep, "table_nosep": table_nosep,
            "fields": bool(fields), "bullets": bullets}


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


def check_phones(text, where):
    for m in PHONE_RE.finditer(text):
        num = m.group(1).strip()
        if not ALLOWED_PHONE.match(num):
            err("%s: phone number outside the drama ranges: %r" % (where, num))


# ------------------------------------------------------------------ corpus
docs = load_jsonl("corpus.jsonl")
if len(docs) != N_DOCS:
    err("corpus has %d pages, expected %d" % (len(docs), N_DOCS))
by_id = {}
titles = Counter()
feat_counts = Counter()
wc_all = []
for i, doc in enumerate(docs, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(doc) != {"id", "title", "text"}:
        err("%s: keys %s" % (doc.get("id"), sorted(doc)))
    if doc.get("id") != want:
        err("page %d has id %r, expected %r" % (i, doc.get("id"), want))
    title, text = doc.get("title", ""), doc.get("text", "")
    by_id[doc.get("id")] = doc
    titles[title] += 1
    if not TITLE_RE.match(title):
        err("%s: title does not start with a page type and colon: %r" % (want, title))
    if " minutes:" in title and not MINUTES_TITLE_RE.match(title):
        err("%s: minutes title should end with a date: %r" % (want, title))
    if "\r" in text:
        err("%s: text contains carriage returns" % want)
    wc = words(text)
    wc_all.append(wc)
    if not 190 <= wc <= 300:
        err("%s: %d words (must be 190-300)" % (want, wc))
    f = page_features(text)
    for k, v in f.items():
        if v:
            feat_counts[k] += 1
    check_phones(title + "\n" + text, want)
for t, c in titles.items():
    if c > 1:
        err("duplicate title %r" % t)

n_struct = feat_counts["structured"]
n_prose = len(docs) - n_struct
if not (27 <= n_struct <= 33):
    err("structured pages: %d (want about two thirds of %d, 27-33)" % (n_struct, N_DOCS))
if not (12 <= n_prose <= 18):
    err("prose pages: %d (want about one third, 12-18)" % n_prose)
if feat_counts["table_sep"] < 5:
    err("pages with a |---| table: %d (need >= 5)" % feat_counts["table_sep"])
if feat_counts["table_nosep"] < 3:
    err("pages with a table without separator: %d (need >= 3)" % feat_counts["table_nosep"])
if feat_counts["fields"] < 12:
    err("pages with Field: value lines: %d (need >= 12)" % feat_counts["fields"])

required_types = ["System page:", "Team page:", "Supplier profile:", "Site profile:", "Post-incident review INC-",
                  "Runbook RUN-", "minutes:", "Policy:", "Glossary:", "On-call rota:", "Contact directory:",
                  "Change record CHG-"]
for rt in required_types:
    if not any(rt in t for t in titles):
        err("no page of type %r" % rt)
if not any("Policy:" in t and "(current)" in t for t in titles) or not any(
        "Policy:" in t and "(superseded)" in t for t in titles):
    err("need a current and a superseded policy page")

# ------------------------------------------------------------------ questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QS:
    err("questions.jsonl has %d questions, expected %d" % (len(qs), N_QS))
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
comparisons = 0
seen_q = set()
for i, qq in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    qid = qq.get("id")
    if set(qq) != KEYS:
        err("%s: keys %s" % (qid, sorted(qq)))
        continue
    if qid != want:
        err("question %d has id %r, expected %r" % (i, qid, want))
    t = qq["type"]
    types[t] += 1
    question, answers, sup, note = qq["question"], qq["answers"], qq["supporting_ids"], qq["note"]
    if not isinstance(question, str) or not question.strip().endswith("?"):
        err("%s: question should be a non-empty string ending in '?'" % qid)
    if question.lower() in seen_q:
        err("%s: duplicate question" % qid)
    seen_q.add(question.lower())
    if not isinstance(note, str) or len(note) < 20:
        err("%s: note missing or too short" % qid)
    check_phones(question, qid)
    if t not in TYPE_COUNTS:
        err("%s: unknown type %r" % (qid, t))
        continue
    if t == "out_of_scope":
        if answers != [] or sup != []:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        if "near miss" not in note.lower():
            err("%s: out_of_scope note should describe the near miss" % qid)
        continue
    # answerable questions
    if not answers or not all(isinstance(a, str) and a.strip() for a in answers):
        err("%s: answers must be non-empty strings" % qid)
        continue
    if len(set(a.lower() for a in answers)) != len(answers):
        err("%s: duplicate answer variants" % qid)
    a0 = answers[0]
    if len(a0) > 40:
        err("%s: answers[0] longer than 40 characters: %r" % (qid, a0))
    if a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err("%s: answers[0] looks like a sentence: %r" % (qid, a0))
    for a in answers:
        check_phones(a, qid)
    if not sup:
        err("%s: no supporting_ids" % qid)
        continue
    missing = [s for s in sup if s not in by_id]
    if missing:
        err("%s: unknown supporting ids %s" % (qid, missing))
        continue
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    if "distractor" not in note.lower():
        err("%s: note does not name a distractor" % qid)
    is_comparison = False
    if t == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err("%s: multi_hop needs 2 or 3 supporting pages" % qid)
        if "hop 1" not in note.lower() or "hop 2" not in note.lower():
            err("%s: multi_hop note should give each hop's intermediate answer" % qid)
        if " or " in question and contains(question, a0):
            is_comparison = True
            comparisons += 1
            m = re.search(r",\s*(.+?)\s+or\s+(.+?)\?$", question)
            if not m or not any(contains(o, a0) for o in m.groups()):
                err("%s: comparison answer is not one of the two options" % qid)
        target = [by_id[sup[-1]]]
    else:
        if len(sup) > 2:
            err("%s: %s question with %d supporting pages" % (qid, t, len(sup)))
        target = [by_id[s] for s in sup]
    if not any(contains(d["title"] + "\n" + d["text"], a0) for d in target):
        err("%s: answers[0] %r not found verbatim in %s" % (qid, a0, "last supporting page" if t == "multi_hop" else "supporting pages"))
    if not is_comparison:
        for a in answers:
            if contains(question, a):
                err("%s: answer %r leaks into the question" % (qid, a))

for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err("type %s: %d questions, expected %d" % (t, types[t], n))
if comparisons != N_COMPARISONS:
    err("comparison (X or Y) multi_hop questions: %d, expected %d" % (comparisons, N_COMPARISONS))
for i in range(len(qs) - 2):
    if qs[i].get("type") == qs[i + 1].get("type") == qs[i + 2].get("type"):
        err("three consecutive %s questions at %s" % (qs[i].get("type"), qs[i].get("id")))

if errors:
    print("FAILED (%d problems)" % len(errors))
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with |---| tables, %d with tables without separator, "
      "%d with Field: value lines; %d-%d words), %d questions (%s; %d comparisons)" % (
          len(docs), n_struct, n_prose, feat_counts["table_sep"], feat_counts["table_nosep"], feat_counts["fields"],
          min(wc_all), max(wc_all), len(qs),
          ", ".join("%s %d" % (t, types[t]) for t in TYPE_COUNTS), comparisons))
