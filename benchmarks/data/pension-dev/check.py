#!/usr/bin/env python3
"""Standard-library validator for the pension-dev test set. Prints OK or a list of problems."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "PEN"
errors = []
def err(msg):
    errors.append(msg)

def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}: blank line {n}")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}: line {n} is not JSON ({e})")
    return rows

WORD = re.compile(r"[A-Za-z0-9]")
SEP_LINE = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
FIELD_LINE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&'.,-]{0,40}: \S")
BULLET = re.compile(r"^- \S")
NUMBERED = re.compile(r"^\d+\. \S")
TABLE = re.compile(r"^\|.*\|\s*$")
PHONE_ANY = re.compile(r"(?<![\w-])(?:\+44\s?\(?0?\)?\s?\d|0\d)[\d ]{8,12}\d(?![\w-])")
PHONE_OK = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
DATE_WORDS = re.compile(r"^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$")
TITLE = re.compile(
    r"^(System page|Team page|Supplier profile|Site profile|Policy|Glossary|On-call rota|Contact directory"
    r"|Post-incident review INC-\d{4}-\d{3}|Runbook RUN-\d{3}|Change record CHG-\d{4}-\d{3}"
    r"|[A-Z][A-Za-z ]+ minutes): \S")
REQUIRED_TYPES = ["System page", "Team page", "Supplier profile", "Site profile", "Post-incident review",
                  "Runbook", "minutes", "Policy", "Glossary", "On-call rota", "Contact directory", "Change record"]

def words(text):
    return [t for line in text.split("\n") if not SEP_LINE.match(line.strip())
            for t in line.split() if WORD.search(t)]

def has(hay, needle):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(needle) + r"(?![A-Za-z0-9])", hay, re.I) is not None

def check_phones(where, text):
    for m in PHONE_ANY.finditer(text):
        num = m.group(0).strip()
        if not PHONE_OK.match(num):
            err(f"{where}: phone-like number outside drama ranges: {num!r}")

# ---------------------------------------------------------------- corpus
corpus = load("corpus.jsonl")
if len(corpus) != 45:
    err(f"corpus: expected 45 pages, found {len(corpus)}")
pages = {}
titles = Counter()
prose = structured = sep_tables = nosep_tables = field_pages = 0
type_seen = Counter()
for i, p in enumerate(corpus, 1):
    pid = f"{PFX}-doc-{i:03d}"
    if set(p) != {"id", "title", "text"}:
        err(f"{pid}: keys {sorted(p)}")
        continue
    if p["id"] != pid:
        err(f"corpus line {i}: id {p['id']} != {pid}")
    pages[p["id"]] = p
    title, text = p["title"], p["text"]
    titles[title] += 1
    if not TITLE.match(title):
        err(f"{pid}: title does not start with a known page type and colon: {title!r}")
    if " minutes:" in title and not DATE_WORDS.match(title.split(": ", 1)[1]):
        err(f"{pid}: minutes title must end with a date: {title!r}")
    for t in REQUIRED_TYPES:
        if t in title.split(":")[0]:
            type_seen[t] += 1
    if "\r" in text or "\n\n" in text:
        err(f"{pid}: lines must be separated by single \\n")
    n = len(words(text))
    if not 190 <= n <= 300:
        err(f"{pid}: {n} words (need 190-300)")
    lines = [l.rstrip() for l in text.split("\n")]
    bl = sum(1 for l in lines if BULLET.match(l) or NUMBERED.match(l))
    tl = [l for l in lines if TABLE.match(l)]
    sl = [l for l in lines if SEP_LINE.match(l) and l.startswith("|")]
    fl = sum(1 for l in lines if FIELD_LINE.match(l) and not TABLE.match(l))
    if bl == 0 and not tl and fl == 0:
        prose += 1
    else:
        structured += 1
    if tl:
        if sl:
            sep_tables += 1
        else:
            nosep_tables += 1
        if len(tl) - len(sl) < 3:
            err(f"{pid}: table with fewer than 3 rows")
    if fl >= 2:
        field_pages += 1
    check_phones(pid, title + "\n" + text)
for t, c in titles.items():
    if c > 1:
        err(f"duplicate title {t!r}")
for t in REQUIRED_TYPES:
    if not type_seen[t]:
        err(f"no page of type {t!r}")
if not 13 <= prose <= 17:
    err(f"prose pages {prose}, want about one third (13-17)")
if sep_tables < 5:
    err(f"pages with |---| tables: {sep_tables} (need >= 5)")
if nosep_tables < 3:
    err(f"pages with tables lacking a separator: {nosep_tables} (need >= 3)")
if field_pages < 12:
    err(f"pages with Field: value lines: {field_pages} (need >= 12)")

# alias vocabulary from the glossary tables: first column = alias, later columns = official name
alias_terms = {}
for p in corpus:
    if p["title"].startswith("Glossary:"):
        for l in p["text"].split("\n"):
            if TABLE.match(l) and not SEP_LINE.match(l):
                cells = [c.strip() for c in l.strip().strip("|").split("|")]
                if len(cells) >= 3 and cells[0] and not cells[0].lower().startswith(("name", "code")):
                    official = cells[2] if cells[1] in ("nickname", "former name") else cells[1]
                    alias_terms[cells[0]] = official

# ---------------------------------------------------------------- questions
qs = load("questions.jsonl")
if len(qs) != 80:
    err(f"questions: expected 80, found {len(qs)}")
WANT = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
types = Counter(q.get("type") for q in qs)
if dict(types) != WANT:
    err(f"type counts {dict(types)} != {WANT}")
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
seen_q = set()
comparisons = 0
for i, q in enumerate(qs, 1):
    qid = f"{PFX}-q-{i:03d}"
    if set(q) != KEYS:
        err(f"{qid}: keys {sorted(q)}")
        continue
    if q["id"] != qid:
        err(f"question line {i}: id {q['id']} != {qid}")
    text, ans, sup, typ, note = q["question"], q["answers"], q["supporting_ids"], q["type"], q["note"]
    if not isinstance(text, str) or not text.strip().endswith("?"):
        err(f"{qid}: question must be a string ending in '?'")
    if text.lower() in seen_q:
        err(f"{qid}: duplicate question")
    seen_q.add(text.lower())
    if not isinstance(note, str) or len(note) < 20:
        err(f"{qid}: note missing or too short")
    check_phones(qid, text + " " + " ".join(ans if isinstance(ans, list) else []))
    if i >= 3 and qs[i - 2].get("type") == qs[i - 3].get("type") == typ:
        err(f"{qid}: three consecutive questions of type {typ}")
    if typ == "out_of_scope":
        if ans != [] or sup != []:
            err(f"{qid}: out_of_scope must have answers [] and supporting_ids []")
        if "near miss" not in note.lower():
            err(f"{qid}: out_of_scope note must describe the near miss")
        continue
    # answerable
    if not (isinstance(ans, list) and ans and all(isinstance(a, str) and a.strip() for a in ans)):
        err(f"{qid}: answers must be a non-empty list of strings")
        continue
    if len(set(a.lower() for a in ans)) != len(ans):
        err(f"{qid}: duplicate answer variants")
    a0 = ans[0]
    if len(a0) > 40:
        err(f"{qid}: answers[0] longer than 40 characters")
    if a0.endswith(".") or len(a0.split()) > 6 or ". " in a0:
        err(f"{qid}: answers[0] looks like a sentence: {a0!r}")
    if not (isinstance(sup, list) and sup):
        err(f"{qid}: supporting_ids empty")
        continue
    if len(set(sup)) != len(sup):
        err(f"{qid}: duplicate supporting ids")
    missing = [s for s in sup if s not in pages]
    if missing:
        err(f"{qid}: unknown supporting ids {missing}")
        continue
    last = pages[sup[-1]]
    if not has(last["text"], a0):
        err(f"{qid}: answers[0] {a0!r} not verbatim in last supporting page {sup[-1]}")
    if "distractor" not in note.lower():
        err(f"{qid}: note must name the distractor")
    is_cmp = typ == "multi_hop" and " or " in text and has(text, a0)
    if is_cmp:
        comparisons += 1
        opts = re.search(r",\s*(.+?)\s+or\s+(.+?)\?$", text)
        if not opts or not any(has(o, a0) for o in opts.groups()):
            err(f"{qid}: comparison answer is not one of the two options")
    else:
        for a in ans:
            if has(text, a):
                err(f"{qid}: answer {a!r} leaks into the question")
    if typ == "single_hop" and len(sup) != 1:
        err(f"{qid}: single_hop must have exactly one supporting page")
    if typ == "qualifier" and len(sup) != 1:
        err(f"{qid}: qualifier must have exactly one supporting page")
    if typ == "multi_hop":
        if not 2 <= len(sup) <= 3:
            err(f"{qid}: multi_hop needs 2 or 3 supporting pages")
        for h in range(1, len(sup) + 1):
            if f"hop {h}" not in note.lower():
                err(f"{qid}: note lacks 'Hop {h}' intermediate answer")
    if typ == "alias":
        if not 1 <= len(sup) <= 2:
            err(f"{qid}: alias needs 1 or 2 supporting pages")
        used = [t for t in alias_terms if has(text, t)]
        if not used:
            err(f"{qid}: alias question uses no glossary nickname/former name/code")
        for t in used:
            if has(text, alias_terms[t]):
                err(f"{qid}: alias question also names the official system {alias_terms[t]!r}")
        if not any(has(pages[s]["text"], t) for s in sup for t in used):
            err(f"{qid}: alias term not resolved on a supporting page")
if comparisons != 4:
    err(f"multi_hop X-or-Y comparisons: {comparisons} (need 4)")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"FAILED: {len(errors)} problem(s)")
    sys.exit(1)
print(f"OK: 45 pages ({structured} structured, {prose} prose; {sep_tables} with |---| tables, "
      f"{nosep_tables} with tables without separator, {field_pages} with Field: value lines); "
      f"80 questions ({', '.join(f'{k} {v}' for k, v in WANT.items())}; {comparisons} comparisons)")
