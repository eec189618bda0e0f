"""Validator for satops-dev (standard library only). Prints OK or the list of problems."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "SAT"
N_PAGES = 45
N_QUESTIONS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4

errors = []


def err(msg):
    errors.append(msg)


def load(name):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is empty" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("%s line %d: bad JSON (%s)" % (name, n, e))
    return rows


SEP_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&',.-]{0,40}: \S")
BULLET_RE = re.compile(r"^- \S")
TABLE_RE = re.compile(r"^\|.*\|\s*$")
PHONE_RES = [
    # runs of 10+ digits, optionally split by single spaces or hyphens, optional leading +
    re.compile(r"(?<![\d+])\+?\d(?:[ -]?\d){9,}(?!\d)"),
    # bracketed area codes such as (01632) are never allowed
    re.compile(r"\(0\d{2,4}\)[ ]?\d{3}[ ]?\d{3,4}"),
]
ALLOWED_PHONE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
TITLE_RE = re.compile(
    r"^(System page|Team page|Supplier profile|Site profile|Post-incident review INC-\d{4}-\d{3}|"
    r"Runbook RUN-\d{3}|Change record CHG-\d{4}-\d{3}|[A-Z][A-Za-z ]+ minutes|Policy|Glossary|"
    r"On-call rota|Contact directory): \S"
)
DATE_RE = re.compile(r"\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def phones_ok(text, where):
    for rx in PHONE_RES:
        for m in rx.finditer(text):
            s = m.group(0).strip()
            digits = re.sub(r"\D", "", s)
            if len(digits) < 10 and not s.startswith("("):
                continue  # dates, figures, times
            if not ALLOWED_PHONE.match(s):
                err("%s: phone-like string outside allowed ranges: %r" % (where, s))


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay, re.IGNORECASE) is not None


# ------------------------------------------------------------------ corpus
corpus = load("corpus.jsonl")
if len(corpus) != N_PAGES:
    err("corpus has %d pages, expected %d" % (len(corpus), N_PAGES))
pages = {}
titles = Counter()
structured = prose = 0
tab_sep = tab_nosep = field_pages = 0
for i, p in enumerate(corpus, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(p) != {"id", "title", "text"}:
        err("%s: keys %s" % (want, sorted(p)))
    if p.get("id") != want:
        err("page %d: id %r, expected %r" % (i, p.get("id"), want))
    title, text = p.get("title", ""), p.get("text", "")
    pages[p.get("id")] = p
    titles[title] += 1
    if not TITLE_RE.match(title):
        err("%s: title does not start with a page type and colon: %r" % (want, title))
    if " minutes:" in title and not DATE_RE.search(title):
        err("%s: minutes title must end with a date: %r" % (want, title))
    if "\r" in text or "\t" in text:
        err("%s: text contains \\r or tab" % want)
    w = words(text)
    if not 190 <= w <= 300:
        err("%s: %d words (need 190-300)" % (want, w))
    lines = text.split("\n")
    n_bullet = sum(1 for l in lines if BULLET_RE.match(l))
    n_table = sum(1 for l in lines if TABLE_RE.match(l))
    n_field = sum(1 for l in lines if FIELD_RE.match(l))
    has_sep = any(SEP_RE.match(l) and l.strip().startswith("|") for l in lines)
    if n_bullet or n_table or n_field:
        structured += 1
    else:
        prose += 1
    if has_sep:
        tab_sep += 1
    elif n_table >= 2:
        tab_nosep += 1
    if n_field >= 3:
        field_pages += 1
    phones_ok(title + "\n" + text, want)
for t, c in titles.items():
    if c > 1:
        err("duplicate title %r" % t)
if not 27 <= structured <= 33:
    err("structured pages %d (want about two thirds, 27-33)" % structured)
if tab_sep < 5:
    err("only %d pages with a |---| table (need 5)" % tab_sep)
if tab_nosep < 3:
    err("only %d pages with a table without separator (need 3)" % tab_nosep)
if field_pages < 12:
    err("only %d pages use Field: value lines (need 12)" % field_pages)

# ------------------------------------------------------------------ questions
qs = load("questions.jsonl")
if len(qs) != N_QUESTIONS:
    err("questions has %d rows, expected %d" % (len(qs), N_QUESTIONS))
keys = {"id", "question", "answers", "supporting_ids", "type", "note"}
types = Counter()
comparisons = 0
for i, q in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    if set(q) != keys:
        err("%s: keys %s" % (want, sorted(q)))
        continue
    if q["id"] != want:
        err("q %d: id %r, expected %r" % (i, q["id"], want))
    typ, question, answers, sup, note = q["type"], q["question"], q["answers"], q["supporting_ids"], q["note"]
    types[typ] += 1
    if typ not in TYPE_COUNTS:
        err("%s: unknown type %r" % (want, typ))
    if not isinstance(answers, list) or not isinstance(sup, list):
        err("%s: answers/supporting_ids must be lists" % want)
        continue
    if not question.strip().endswith("?"):
        err("%s: question should end with '?'" % want)
    if not note or not note.strip():
        err("%s: empty note" % want)
    phones_ok(question, want + " question")
    for a in answers:
        phones_ok(a, want + " answer")
    if typ == "out_of_scope":
        if answers or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % want)
        if "near miss" not in note.lower():
            err("%s: out_of_scope note must describe the near miss" % want)
        continue
    if "distractor" not in note.lower():
        err("%s: note does not name the distractor" % want)
    if not answers or not all(isinstance(a, str) and a.strip() for a in answers):
        err("%s: answers empty or not strings" % want)
        continue
    if len(set(a.lower() for a in answers)) != len(answers):
        err("%s: duplicate answer variants" % want)
    a0 = answers[0]
    if len(a0) > 40:
        err("%s: canonical answer longer than 40 chars: %r" % (want, a0))
    if a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err("%s: canonical answer looks like a sentence: %r" % (want, a0))
    if not sup or len(set(sup)) != len(sup):
        err("%s: supporting_ids empty or repeated" % want)
        continue
    missing = [s for s in sup if s not in pages]
    if missing:
        err("%s: unknown supporting ids %s" % (want, missing))
        continue
    if typ == "single_hop" and len(sup) != 1:
        err("%s: single_hop needs exactly 1 supporting page" % want)
    if typ in ("alias", "qualifier") and not 1 <= len(sup) <= 2:
        err("%s: %s needs 1-2 supporting pages" % (want, typ))
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err("%s: multi_hop needs 2-3 supporting pages" % want)
        hops = re.findall(r"Hop \d", note)
        if len(hops) != len(sup):
            err("%s: note gives %d hops for %d pages" % (want, len(hops), len(sup)))
        if not contains(pages[sup[-1]]["text"], a0):
            err("%s: answer %r not verbatim in last supporting page %s" % (want, a0, sup[-1]))
    else:
        if not any(contains(pages[s]["text"], a0) for s in sup):
            err("%s: answer %r not verbatim in any supporting page" % (want, a0))
    # leak check
    leaked = [a for a in answers if contains(question, a)]
    if leaked:
        m = re.search(r",\s*(.+?)\s+or\s+(.+?)\?$", question)
        is_cmp = typ == "multi_hop" and m and a0.lower() in (m.group(1).lower(), m.group(2).lower())
        if is_cmp:
            comparisons += 1
        else:
            err("%s: answer leaks into question: %s" % (want, leaked))
for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err("type %s: %d questions, expected %d" % (t, types[t], n))
if comparisons != N_COMPARISONS:
    err("found %d X-or-Y comparisons, expected %d" % (comparisons, N_COMPARISONS))
seq = [q.get("type") for q in qs]
for i in range(len(seq) - 2):
    if seq[i] == seq[i + 1] == seq[i + 2]:
        err("three consecutive %s questions at positions %d-%d" % (seq[i], i + 1, i + 3))

if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with |---| tables, %d tables without separator, "
      "%d with Field: value lines); %d questions (%s; %d comparisons)" % (
          len(corpus), structured, prose, tab_sep, tab_nosep, field_pages, len(qs),
          ", ".join("%s %d" % (t, types[t]) for t in TYPE_COUNTS), comparisons))
