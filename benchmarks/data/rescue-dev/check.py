"""Validator for rescue-dev (standard library only). Prints OK or a list of problems."""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "RSC"
problems = []


def err(msg):
    problems.append(msg)


def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s line %d is blank" % (name, n))
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("%s line %d is not JSON: %s" % (name, n, e))
    return rows


SEP_RE = re.compile(r"^\|(\s*:?-{3,}:?\s*\|)+$")
TABLE_RE = re.compile(r"^\|.*\|$")
FIELD_RE = re.compile(r"^[A-Z][A-Za-z0-9 ()/&',.-]{0,48}: +\S")
BULLET_RE = re.compile(r"^- \S")
PHONE_CAND_RE = re.compile(r"(?<![\w/-])(?:\+44\s?|0)\d{2,4}[ \d]{5,9}\d(?![\w-])")
PHONE_OK_RE = re.compile(r"^(01632 960\d{3}|07700 900\d{3})$")
TITLE_RE = re.compile(r"^[A-Z][A-Za-z0-9 .,'()/&-]*[A-Za-z0-9)]: \S")


def words(text):
    n = 0
    for line in text.split("\n"):
        if SEP_RE.match(line.strip()):
            continue
        n += sum(1 for t in line.split() if re.search(r"[A-Za-z0-9]", t))
    return n


def contains(hay, needle):
    pat = r"(?<![A-Za-z0-9])" + re.escape(needle.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, hay.lower()) is not None


# ------------------------------------------------------------------ corpus
docs = load("corpus.jsonl")
if len(docs) != 45:
    err("corpus has %d pages, expected 45" % len(docs))
by_id = {}
titles = set()
structured = prose = sep_tables = nosep_tables = field_pages = 0
for i, d in enumerate(docs, 1):
    want = "%s-doc-%03d" % (PFX, i)
    if set(d) != {"id", "title", "text"}:
        err("%s: keys %s" % (d.get("id"), sorted(d)))
    if d.get("id") != want:
        err("page %d has id %r, expected %s" % (i, d.get("id"), want))
    by_id[d.get("id")] = d
    t = d.get("title", "")
    if not TITLE_RE.match(t):
        err("%s: title lacks 'Type: ' prefix: %r" % (want, t))
    if t in titles:
        err("%s: duplicate title %r" % (want, t))
    titles.add(t)
    text = d.get("text", "")
    n = words(text)
    if not 190 <= n <= 300:
        err("%s: %d words (need 190-300)" % (want, n))
    lines = [ln.strip() for ln in text.split("\n")]
    has_bullet = any(BULLET_RE.match(ln) for ln in lines)
    tlines = [ln for ln in lines if TABLE_RE.match(ln)]
    has_sep = any(SEP_RE.match(ln) for ln in tlines)
    has_field = any(FIELD_RE.match(ln) for ln in lines)
    if tlines and has_sep:
        sep_tables += 1
    if tlines and not has_sep:
        nosep_tables += 1
    if tlines and len(tlines) < 3:
        err("%s: table with fewer than 3 rows" % want)
    if has_field:
        field_pages += 1
    if has_bullet or tlines or has_field:
        structured += 1
    else:
        prose += 1
    for m in PHONE_CAND_RE.finditer(text + "\n" + t):
        if not PHONE_OK_RE.match(m.group(0).strip()):
            err("%s: phone-like string outside drama ranges: %r" % (want, m.group(0)))
    for m in re.finditer(r"\b0\d{4} ?\d{6}\b", text):
        if not PHONE_OK_RE.match(m.group(0)):
            err("%s: bad phone %r" % (want, m.group(0)))

if not 13 <= prose <= 17:
    err("prose pages: %d (want about one third of 45, 13-17)" % prose)
if sep_tables < 5:
    err("pages with |---| tables: %d (need >= 5)" % sep_tables)
if nosep_tables < 3:
    err("pages with tables lacking a separator: %d (need >= 3)" % nosep_tables)
if field_pages < 12:
    err("pages with Field: value lines: %d (need >= 12)" % field_pages)

# ------------------------------------------------------------------ questions
qs = load("questions.jsonl")
WANT = {"single_hop": 20, "multi_hop": 22, "alias": 12, "qualifier": 12, "out_of_scope": 14}
KEYS = {"id", "question", "answers", "supporting_ids", "type", "note"}
if len(qs) != 80:
    err("questions: %d, expected 80" % len(qs))
counts = {k: 0 for k in WANT}
comparisons = 0
seen_q = set()
for i, q in enumerate(qs, 1):
    want = "%s-q-%03d" % (PFX, i)
    qid = q.get("id")
    if set(q) != KEYS:
        err("%s: keys %s" % (qid, sorted(q)))
        continue
    if qid != want:
        err("question %d has id %r, expected %s" % (i, qid, want))
    typ = q["type"]
    if typ not in WANT:
        err("%s: unknown type %r" % (qid, typ))
        continue
    counts[typ] += 1
    text = q["question"]
    if not text.strip().endswith("?"):
        err("%s: question does not end with '?'" % qid)
    if text in seen_q:
        err("%s: duplicate question" % qid)
    seen_q.add(text)
    ans, sup, note = q["answers"], q["supporting_ids"], q["note"]
    if not isinstance(ans, list) or not isinstance(sup, list):
        err("%s: answers/supporting_ids must be lists" % qid)
        continue
    if not note.strip() or "distractor" not in note.lower():
        err("%s: note must name the distractor" % qid)
    if typ == "out_of_scope":
        if ans or sup:
            err("%s: out_of_scope must have empty answers and supporting_ids" % qid)
        continue
    if not ans or not sup:
        err("%s: answers and supporting_ids required" % qid)
        continue
    if len(set(sup)) != len(sup):
        err("%s: repeated supporting id" % qid)
    for s in sup:
        if s not in by_id:
            err("%s: supporting id %s does not exist" % (qid, s))
    if any(s not in by_id for s in sup):
        continue
    a0 = ans[0]
    if not isinstance(a0, str) or not a0.strip():
        err("%s: empty canonical answer" % qid)
        continue
    if len(a0) > 40:
        err("%s: canonical answer longer than 40 chars: %r" % (qid, a0))
    if a0.rstrip().endswith(".") or len(a0.split()) > 6:
        err("%s: canonical answer looks like a sentence: %r" % (qid, a0))
    if any((not isinstance(a, str)) or not a.strip() for a in ans):
        err("%s: empty answer variant" % qid)
    if len(set(a.lower() for a in ans)) != len(ans):
        err("%s: duplicate answer variants" % qid)
    if typ == "multi_hop":
        if len(sup) < 2 or len(sup) > 3:
            err("%s: multi_hop needs 2 or 3 supporting pages" % qid)
        if not contains(by_id[sup[-1]]["text"], a0):
            err("%s: answer %r not verbatim in last supporting page %s" % (qid, a0, sup[-1]))
        if note.lower().count("hop ") < len(sup):
            err("%s: note should give each hop's intermediate answer" % qid)
    else:
        if not any(contains(by_id[s]["text"], a0) for s in sup):
            err("%s: answer %r not verbatim in any supporting page" % (qid, a0))
    leaked = contains(text, a0)
    is_comparison = typ == "multi_hop" and " or " in text and leaked
    if is_comparison:
        comparisons += 1
        if "comparison" not in note.lower():
            err("%s: comparison note should say so" % qid)
        # the other option must also be in the question
        m = re.search(r",\s*([^,?]+?)\s+or\s+([^?]+?)\?\s*$", text)
        if not m or not any(contains(opt, a0) or contains(a0, opt.strip()) for opt in m.groups()):
            err("%s: comparison answer is not one of the two options" % qid)
    elif leaked:
        err("%s: answer %r appears in the question" % (qid, a0))

for k, v in WANT.items():
    if counts[k] != v:
        err("type %s: %d questions, expected %d" % (k, counts[k], v))
if comparisons != 4:
    err("multi_hop X-or-Y comparisons: %d, expected 4" % comparisons)
types = [q.get("type") for q in qs]
for i in range(len(types) - 2):
    if types[i] == types[i + 1] == types[i + 2]:
        err("three consecutive %s questions at positions %d-%d" % (types[i], i + 1, i + 3))

if problems:
    for p in problems:
        print("FAIL:", p)
    sys.exit(1)
print("OK: 45 pages (%d structured, %d prose; %d with |---| tables, %d with tables lacking a separator, "
      "%d with Field: value lines); 80 questions (%s; %d comparisons)"
      % (structured, prose, sep_tables, nosep_tables, field_pages,
         ", ".join("%s %d" % (k, counts[k]) for k in WANT), comparisons))
