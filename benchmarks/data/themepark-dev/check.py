#!/usr/bin/env python3
"""Validator for the themepark-dev test set. Standard library only.

Run from anywhere:  python3 check.py
Prints a single line starting with OK when every rule passes; otherwise
lists each problem found and exits with status 1.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "THP"
N_PAGES = 45
N_QUESTIONS = 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12,
               "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4
README_TITLE = ("# themepark-dev: invented theme-park knowledge base "
                "(first measured untouched, now a development set)")
PAGE_TYPES = ("System page", "Team page", "Supplier profile", "Site profile",
              "Post-incident review INC-", "Runbook RUN-", "Change record CHG-",
              "Policy", "Glossary", "On-call rota", "Contact directory")

errors = []


def err(msg):
    errors.append(msg)


SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 /&()',.-]{0,40}:\s+\S")
PHONE_RE = re.compile(r"(?<![\w.+])(?:\+44\s?|0)\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}(?!\w)")


def is_table_line(line):
    s = line.strip()
    return len(s) > 1 and s.startswith("|") and s.endswith("|")


def is_sep_line(line):
    return bool(SEP_RE.match(line.strip()))


def count_words(text):
    n = 0
    for line in text.split("\n"):
        if is_sep_line(line):
            continue
        n += sum(1 for tok in line.split() if re.search(r"[A-Za-z0-9]", tok))
    return n


def contains(haystack, needle):
    """Case-insensitive, not inside another word (alphanumeric boundaries)."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack.lower()) is not None


def check_phones(text, where):
    for m in PHONE_RE.finditer(text):
        raw = m.group(0)
        digits = re.sub(r"[ -]", "", raw)
        ok = (re.fullmatch(r"01632960\d{3}", digits) or
              re.fullmatch(r"07700900\d{3}", digits))
        if not ok:
            err("%s: phone-like number outside the drama ranges: %r" % (where, raw))


def load_jsonl(name):
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        err("missing file %s" % name)
        return []
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, i))
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("%s line %d: bad JSON (%s)" % (name, i, e))
    return rows


# ---------------------------------------------------------------- files
for fname in ("corpus.jsonl", "questions.jsonl", "README.md", "check.py"):
    if not os.path.exists(os.path.join(HERE, fname)):
        err("missing file %s" % fname)

# ---------------------------------------------------------------- corpus
pages = load_jsonl("corpus.jsonl")
if len(pages) != N_PAGES:
    err("corpus has %d pages, expected %d" % (len(pages), N_PAGES))

page_by_id = {}
titles = set()
n_structured = n_prose = n_sep_tables = n_nosep_tables = n_field_pages = 0
for i, p in enumerate(pages, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(p) != {"id", "title", "text"}:
        err("page %d: keys %s" % (i, sorted(p)))
        continue
    if p["id"] != want:
        err("page %d: id %r, expected %r" % (i, p["id"], want))
    page_by_id[p["id"]] = p
    title, text = p["title"], p["text"]
    if not isinstance(title, str) or not isinstance(text, str):
        err("%s: title/text not strings" % want)
        continue
    m = re.match(r"^([A-Z][^:]{2,80}): \S", title)
    if not m:
        err("%s: title does not start with 'Page type: ': %r" % (want, title))
    else:
        prefix = m.group(1)
        if not (prefix.startswith(PAGE_TYPES) or prefix.endswith("minutes")):
            err("%s: unknown page type %r" % (want, prefix))
        if prefix.endswith("minutes") and not re.search(r"\d{4}$", title):
            err("%s: minutes title should end with a date" % want)
    if title in titles:
        err("%s: duplicate title %r" % (want, title))
    titles.add(title)
    if "\r" in text or text != text.strip():
        err("%s: stray carriage return or leading/trailing whitespace" % want)
    wc = count_words(text)
    if not 190 <= wc <= 300:
        err("%s: %d words, expected 190-300" % (want, wc))
    lines = text.split("\n")
    bullets = [l for l in lines if l.startswith("- ")]
    tlines = [l for l in lines if is_table_line(l)]
    fields = [l for l in lines if FIELD_RE.match(l) and not is_table_line(l)]
    structured = bool(bullets or tlines or fields)
    if structured:
        n_structured += 1
    else:
        n_prose += 1
    if len(fields) >= 2:
        n_field_pages += 1
    # table blocks
    blocks, cur = [], []
    for l in lines:
        if is_table_line(l):
            cur.append(l)
        elif cur:
            blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    has_sep = any(any(is_sep_line(l) for l in b) for b in blocks)
    has_nosep = any(len(b) >= 2 and not any(is_sep_line(l) for l in b) for b in blocks)
    for b in blocks:
        if len(b) < 2:
            err("%s: single-line table" % want)
        widths = {l.strip().count("|") for l in b}
        if len(widths) != 1:
            err("%s: table rows with different column counts" % want)
    n_sep_tables += has_sep
    n_nosep_tables += has_nosep
    check_phones(title + "\n" + text, want)

if not (N_PAGES * 2 // 3 - 3 <= n_structured <= N_PAGES * 2 // 3 + 3):
    err("structured pages %d, expected about two thirds of %d" % (n_structured, N_PAGES))
if n_sep_tables < 5:
    err("only %d pages with a |---| table, need >= 5" % n_sep_tables)
if n_nosep_tables < 3:
    err("only %d pages with a table without separator, need >= 3" % n_nosep_tables)
if n_field_pages < 12:
    err("only %d pages with Field: value lines, need >= 12" % n_field_pages)

# ---------------------------------------------------------------- questions
qs = load_jsonl("questions.jsonl")
if len(qs) != N_QUESTIONS:
    err("questions has %d rows, expected %d" % (len(qs), N_QUESTIONS))

QKEYS = ["id", "question", "answers", "supporting_ids", "type", "note"]
counts = {t: 0 for t in TYPE_COUNTS}
n_comp = 0
seen_q = set()
types_in_order = []
for i, q in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    if list(q) != QKEYS:
        err("question %d: keys %s, expected %s in that order" % (i, list(q), QKEYS))
        if set(q) != set(QKEYS):
            continue
    qid = q["id"]
    if qid != want:
        err("question %d: id %r, expected %r" % (i, qid, want))
    t = q["type"]
    types_in_order.append(t)
    if t not in TYPE_COUNTS:
        err("%s: unknown type %r" % (qid, t))
        continue
    counts[t] += 1
    text = q["question"]
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err("%s: question should be a string ending with '?'" % qid)
    if text in seen_q:
        err("%s: duplicate question" % qid)
    seen_q.add(text)
    note = q["note"]
    if not isinstance(note, str) or len(note) < 20:
        err("%s: note missing or too short" % qid)
    elif "distractor" not in note.lower():
        err("%s: note does not name the distractor" % qid)
    answers, sup = q["answers"], q["supporting_ids"]
    if not isinstance(answers, list) or not isinstance(sup, list):
        err("%s: answers/supporting_ids must be lists" % qid)
        continue
    check_phones(text, qid)
    if t == "out_of_scope":
        if answers or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        continue
    if not answers:
        err("%s: no answers" % qid)
        continue
    if len(set(a.lower() for a in answers)) != len(answers):
        err("%s: duplicate answer variants" % qid)
    for a in answers:
        if not isinstance(a, str) or not a.strip():
            err("%s: empty answer variant" % qid)
        elif len(a) > 40:
            err("%s: answer %r longer than 40 characters" % (qid, a))
        check_phones(a, qid + " answer")
    a0 = answers[0]
    if a0.rstrip()[-1:] in ".!?" or len(a0.split()) > 6:
        err("%s: answers[0] looks like a sentence: %r" % (qid, a0))
    if not sup:
        err("%s: no supporting_ids" % qid)
        continue
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    missing = [s for s in sup if s not in page_by_id]
    if missing:
        err("%s: supporting ids not in corpus: %s" % (qid, missing))
        continue
    if t == "single_hop" and len(sup) != 1:
        err("%s: single_hop needs exactly one supporting page" % qid)
    if t == "multi_hop" and not 2 <= len(sup) <= 3:
        err("%s: multi_hop needs 2 or 3 supporting pages" % qid)
    if t in ("alias", "qualifier") and not 1 <= len(sup) <= 3:
        err("%s: %s needs 1 to 3 supporting pages" % (qid, t))
    # answer verbatim in the right page
    if t == "multi_hop" or t == "alias":
        targets = [sup[-1]]
    else:
        targets = sup
    if not any(contains(page_by_id[s]["text"], a0) for s in targets):
        err("%s: answers[0] %r not found verbatim in %s" % (qid, a0, targets))
    # comparisons and leaks
    is_comp = (t == "multi_hop" and " or " in text and contains(text, a0))
    if is_comp:
        n_comp += 1
        m = re.search(r",\s*(.+?)\s+or\s+(.+?)\?\s*$", text)
        opts = [m.group(1), m.group(2)] if m else []
        if not any(contains(o, a0) for o in opts):
            err("%s: comparison answer %r is not one of the two options" % (qid, a0))
        if "hop 1" not in note.lower() or "hop 2" not in note.lower():
            err("%s: comparison note must give each hop" % qid)
    else:
        for a in answers:
            if contains(text, a):
                err("%s: answer %r leaks into the question" % (qid, a))
    if t == "multi_hop" and not is_comp:
        for k in range(1, len(sup) + 1):
            if ("hop %d" % k) not in note.lower():
                err("%s: multi_hop note lacks 'Hop %d' intermediate answer" % (qid, k))

for t, n in TYPE_COUNTS.items():
    if counts[t] != n:
        err("type %s: %d questions, expected %d" % (t, counts[t], n))
if n_comp != N_COMPARISONS:
    err("%d X-or-Y comparison questions, expected %d" % (n_comp, N_COMPARISONS))
for i in range(len(types_in_order) - 2):
    if types_in_order[i] == types_in_order[i + 1] == types_in_order[i + 2]:
        err("questions %d-%d share type %s three in a row" % (i + 1, i + 3, types_in_order[i]))

# ---------------------------------------------------------------- readme
rp = os.path.join(HERE, "README.md")
if os.path.exists(rp):
    with open(rp, encoding="utf-8") as f:
        readme = f.read()
    if readme.split("\n", 1)[0] != README_TITLE:
        err("README.md: first line is not the required title")
    for needle in ("corpus.jsonl", "questions.jsonl", "check.py", "out_of_scope",
                   "from scratch"):
        if needle not in readme:
            err("README.md: does not mention %r" % needle)
    check_phones(readme, "README.md")

if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print("OK: %d pages (%d structured, %d prose; %d with |---| tables, %d with tables "
      "without separator, %d with Field: value lines), %d questions (%s; %d X-or-Y "
      "comparisons)" % (len(pages), n_structured, n_prose, n_sep_tables, n_nosep_tables,
                        n_field_pages, len(qs),
                        ", ".join("%s %d" % (t, counts[t]) for t in TYPE_COUNTS), n_comp))
