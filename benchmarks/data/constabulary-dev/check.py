"""Validator for constabulary-dev (standard library only).

Checks corpus.jsonl and questions.jsonl against the dataset rules and prints
OK, or a list of problems and exits with status 1.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "POL"
N_DOCS, N_QS = 45, 80
TYPE_COUNTS = {"single_hop": 20, "multi_hop": 22, "alias": 12,
               "qualifier": 12, "out_of_scope": 14}
N_COMPARISONS = 4

errors = []


def err(msg):
    errors.append(msg)


SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+\s*$")
TABLE_RE = re.compile(r"^\|.*\|\s*$")
BULLET_RE = re.compile(r"^- \S")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ,/()&'.-]{0,60}: \S")
WORD_RE = re.compile(r"[A-Za-z0-9]")
PHONE_RE = re.compile(r"(?<![\d/])(?:\+44\s?\(?0?\)?\s?|0)\d{2,4}[\s-]?\d{3}[\s-]?\d{3,4}(?![\d])")
ALLOWED_PHONE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
TITLE_TYPES = [
    r"System page", r"Team page", r"Supplier profile", r"Site profile",
    r"Post-incident review INC-\d{4}-\d{3}", r"Runbook RUN-\d{3}",
    r"Change record CHG-\d{4}-\d{3}", r"Policy", r"Glossary", r"On-call rota",
    r"Contact directory", r"[A-Z][A-Za-z -]+ minutes",
]
TITLE_RE = re.compile(r"^(?:" + "|".join(TITLE_TYPES) + r"): \S")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line.strip()):
            continue
        n += sum(1 for tok in line.split() if WORD_RE.search(tok))
    return n


def contains(haystack, needle):
    """Case-insensitive whole-token containment (not inside another word)."""
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])"
    return re.search(pat, haystack, flags=re.IGNORECASE) is not None


def load(name, keys):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\r" in raw:
        err(f"{name}: contains carriage returns")
    for i, line in enumerate(raw.split("\n"), 1):
        if not line.strip():
            if i != len(raw.split("\n")):
                err(f"{name}: blank line {i}")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"{name}: line {i} not JSON ({e})")
            continue
        if list(obj.keys()) != keys:
            err(f"{name}: line {i} keys {list(obj.keys())} != {keys}")
        rows.append(obj)
    return rows


# ---------------------------------------------------------------- corpus
docs = load("corpus.jsonl", ["id", "title", "text"])
if len(docs) != N_DOCS:
    err(f"corpus: {len(docs)} pages, expected {N_DOCS}")
by_id = {}
titles = Counter()
structured = prose = 0
sep_tables = nosep_tables = field_pages = 0
for i, doc in enumerate(docs, 1):
    did = doc.get("id")
    want = f"{PFX}-doc-{i:03d}"
    if did != want:
        err(f"corpus: id {did!r} at position {i}, expected {want}")
    by_id[did] = doc
    title, text = doc.get("title", ""), doc.get("text", "")
    titles[title] += 1
    if not TITLE_RE.match(title):
        err(f"{did}: title does not start with a page type and colon: {title!r}")
    n = words(text)
    if not 190 <= n <= 300:
        err(f"{did}: {n} words, expected 190-300")
    lines = text.split("\n")
    if any(l != l.rstrip() for l in lines):
        err(f"{did}: trailing whitespace")
    bullets = [l for l in lines if BULLET_RE.match(l)]
    tables = [l for l in lines if TABLE_RE.match(l.strip())]
    fields = [l for l in lines if FIELD_RE.match(l) and not TABLE_RE.match(l)]
    if bullets or tables or fields:
        structured += 1
    else:
        prose += 1
    if tables:
        # group consecutive table lines into blocks
        blocks, cur = [], []
        for l in lines:
            if TABLE_RE.match(l.strip()):
                cur.append(l)
            elif cur:
                blocks.append(cur)
                cur = []
        if cur:
            blocks.append(cur)
        for b in blocks:
            if len(b) < 3:
                err(f"{did}: table block with fewer than 3 lines")
            has_sep = any(SEP_RE.match(l.strip()) for l in b)
            if has_sep and not SEP_RE.match(b[1].strip()):
                err(f"{did}: separator line is not the second table line")
            ncols = {len(l.strip().strip("|").split("|")) for l in b}
            if len(ncols) != 1:
                err(f"{did}: table rows have differing column counts {ncols}")
        if any(any(SEP_RE.match(l.strip()) for l in b) for b in blocks):
            sep_tables += 1
        if any(not any(SEP_RE.match(l.strip()) for l in b) for b in blocks):
            nosep_tables += 1
    if len(fields) >= 2:
        field_pages += 1
    for m in PHONE_RE.finditer(title + "\n" + text):
        if not ALLOWED_PHONE.match(m.group(0)):
            err(f"{did}: phone-like number outside drama ranges: {m.group(0)!r}")
    if re.search(r"\+44", text):
        err(f"{did}: international phone format used")
for t, c in titles.items():
    if c > 1:
        err(f"corpus: duplicate title {t!r}")
if not (27 <= structured <= 33):
    err(f"corpus: {structured} structured pages, expected about two thirds (27-33)")
if not (12 <= prose <= 18):
    err(f"corpus: {prose} prose pages, expected about one third (12-18)")
if sep_tables < 5:
    err(f"corpus: {sep_tables} pages with a |---| table, expected >= 5")
if nosep_tables < 3:
    err(f"corpus: {nosep_tables} pages with a table without separator, expected >= 3")
if field_pages < 12:
    err(f"corpus: {field_pages} pages with Field: value lines, expected >= 12")

# alias vocabulary: glossary first column plus quoted nicknames in the corpus
alias_terms = set()
for doc in docs:
    if doc["title"].startswith("Glossary:"):
        for l in doc["text"].split("\n"):
            if TABLE_RE.match(l) and not SEP_RE.match(l):
                cell = l.strip().strip("|").split("|")[0].strip()
                if cell and cell != "Term":
                    alias_terms.add(cell)
    for m in re.finditer(r'"([^"]{2,30})"', doc["text"]):
        alias_terms.add(m.group(1))
alias_terms |= {t[4:] for t in alias_terms if t.lower().startswith("the ")}

# ---------------------------------------------------------------- questions
qs = load("questions.jsonl", ["id", "question", "answers", "supporting_ids", "type", "note"])
if len(qs) != N_QS:
    err(f"questions: {len(qs)}, expected {N_QS}")
types = Counter()
seen_q = set()
comparisons = 0
for i, q in enumerate(qs, 1):
    qid = q.get("id")
    if qid != f"{PFX}-q-{i:03d}":
        err(f"questions: id {qid!r} at position {i}, expected {PFX}-q-{i:03d}")
    typ, text = q.get("type"), q.get("question", "")
    ans, sup, note = q.get("answers"), q.get("supporting_ids"), q.get("note", "")
    types[typ] += 1
    if typ not in TYPE_COUNTS:
        err(f"{qid}: unknown type {typ!r}")
    if not text.strip() or not text.rstrip().endswith("?"):
        err(f"{qid}: question should be a non-empty question ending in '?'")
    if text.lower() in seen_q:
        err(f"{qid}: duplicate question")
    seen_q.add(text.lower())
    if not isinstance(ans, list) or not all(isinstance(a, str) and a.strip() for a in ans):
        err(f"{qid}: answers must be a list of non-empty strings")
        continue
    if not isinstance(sup, list) or len(set(sup)) != len(sup):
        err(f"{qid}: supporting_ids must be a list without repeats")
        continue
    if not note.strip() or "istractor" not in note:
        err(f"{qid}: note must explain the difficulty and name the distractor")
    if typ == "out_of_scope":
        if ans or sup:
            err(f"{qid}: out_of_scope must have empty answers and supporting_ids")
        if "near miss" not in note.lower():
            err(f"{qid}: out_of_scope note should describe the near miss")
        continue
    if not ans or not sup:
        err(f"{qid}: answers and supporting_ids must be non-empty")
        continue
    for s in sup:
        if s not in by_id:
            err(f"{qid}: supporting id {s} does not exist")
    if any(s not in by_id for s in sup):
        continue
    a0 = ans[0]
    if len(a0) > 40:
        err(f"{qid}: answers[0] longer than 40 characters: {a0!r}")
    if a0.rstrip().endswith((".", "!", "?")) or len(a0.split()) > 6:
        err(f"{qid}: answers[0] looks like a sentence: {a0!r}")
    if len({a.lower() for a in ans}) != len(ans):
        err(f"{qid}: duplicate answer variants")
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err(f"{qid}: multi_hop needs 2-3 supporting pages")
        if not contains(by_id[sup[-1]]["text"], a0):
            err(f"{qid}: answers[0] {a0!r} not verbatim in last supporting page {sup[-1]}")
        if "hop 1" not in note.lower() or "hop 2" not in note.lower():
            err(f"{qid}: multi_hop note must give each hop's intermediate answer")
    else:
        if not any(contains(by_id[s]["text"], a0) for s in sup):
            err(f"{qid}: answers[0] {a0!r} not verbatim in any supporting page")
    if contains(text, a0):
        m = re.search(r",\s*(.+?)\s+or\s+(.+?)\?$", text)
        if typ == "multi_hop" and m and a0.lower() in (m.group(1).lower(), m.group(2).lower()):
            comparisons += 1
            if "comparison" not in note.lower():
                err(f"{qid}: comparison note should say it is a comparison")
        else:
            err(f"{qid}: answer {a0!r} leaks into the question")
    if typ == "alias":
        if not any(contains(text, t) for t in alias_terms):
            err(f"{qid}: alias question uses no known nickname, former name or legacy code")
for t, n in TYPE_COUNTS.items():
    if types[t] != n:
        err(f"questions: {types[t]} of type {t}, expected {n}")
if comparisons != N_COMPARISONS:
    err(f"questions: {comparisons} X-or-Y comparisons, expected {N_COMPARISONS}")
for i in range(2, len(qs)):
    if qs[i]["type"] == qs[i - 1]["type"] == qs[i - 2]["type"]:
        err(f"questions: three consecutive {qs[i]['type']} at {qs[i-2]['id']}..{qs[i]['id']}")

# ---------------------------------------------------------------- report
if errors:
    for e in errors:
        print("FAIL:", e)
    print(f"{len(errors)} problem(s)")
    sys.exit(1)
print(f"OK: {len(docs)} pages ({structured} structured, {prose} prose; "
      f"{sep_tables} with |---| tables, {nosep_tables} with tables without separator, "
      f"{field_pages} with Field: value lines); {len(qs)} questions "
      + ", ".join(f"{t} {types[t]}" for t in TYPE_COUNTS)
      + f"; {comparisons} comparisons")
