"""Name normalisation and the lexical tests the merge rules share: connector words, corporate
suffixes, initials and introduced acronyms, NER type agreement, spelling-variant closeness."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

from rapidfuzz import fuzz

from a2rag.text.names import is_acronym, strip_variant

_CONNECTORS_WORDS = "of and for the in on at to by de la le du des von van der den del da di y"
CONNECTORS = frozenset(_CONNECTORS_WORDS.split())
_CORPORATE_SUFFIXES_WORDS = "ltd limited inc incorporated corp corporation llc plc gmbh ag sa co"
CORPORATE_SUFFIXES = frozenset(_CORPORATE_SUFFIXES_WORDS.split())
PLACE_TYPES = frozenset({"GPE", "LOC", "FAC"})
NO_SHORT_FORM_TYPES = frozenset({"NORP", "LANGUAGE"})


def title_like(surface: str) -> bool:
    words = [w for w in strip_variant(surface)[0].split() if w.casefold() not in CONNECTORS]
    return bool(words) and all(w[0].isupper() or w[0].isdigit() for w in words)


def _initial_variants(words: Sequence[str]) -> Iterable[str]:
    # '&' of "Routing & Dispatch Systems (RDS)" gives no letter
    words = [w for w in words if any(ch.isalnum() for ch in w)]
    content = [w for w in words if w.casefold() not in CONNECTORS]
    yield "".join(w[0] for w in words).casefold()
    yield "".join(w[0] for w in content).casefold()
    parts = [p for w in content for p in w.split("-") if p]
    yield "".join(p[0] + "".join(c for c in p[1:] if c.isupper()) for p in parts).casefold()


def initials_match(words: Sequence[str], acronym: str) -> bool:
    letters = "".join(c for c in acronym if c.isalnum()).casefold()
    return len(letters) >= 2 and any(v == letters for v in _initial_variants(words) if v)


_ACR_AFTER = re.compile(r"\(\s*([A-Z][A-Za-z0-9&.\-]{1,11})\s*\)")
_ACR_BEFORE = re.compile(r"(?<![\w-])([A-Z][A-Z0-9&.\-]{1,11})\s*\(([^()]{3,100})\)")
_WORDS = re.compile(r"[\w'’&.-]+")


def find_acronym_intros(text: str) -> Iterable[tuple[str, str, str]]:
    """(acronym, long form, as written) for "Long Name (LN)" and "LN (Long Name)"."""
    for m in _ACR_AFTER.finditer(text):
        acr = m.group(1).rstrip(".")
        if not is_acronym(acr):
            continue
        window = list(_WORDS.finditer(text[max(0, m.start() - 200) : m.start()]))[-12:]
        base = max(0, m.start() - 200)
        for n in range(2, len(window) + 1):
            ws = window[-n:]
            words = [w.group(0).strip(".,") for w in ws]
            capitalised = words[0][:1].isupper() and words[0].casefold() not in CONNECTORS
            if capitalised and initials_match(words, acr):
                long = text[base + ws[0].start() : base + ws[-1].end()].rstrip(".,")
                yield acr, long, f"{long} ({acr})"
                break
    for m in _ACR_BEFORE.finditer(text):
        acr, inner = m.group(1).rstrip("."), m.group(2).strip()
        words = [w.group(0).strip(".,") for w in _WORDS.finditer(inner)]
        if is_acronym(acr) and len(words) >= 2 and initials_match(words, acr):
            yield acr, inner, f"{acr} ({inner})"


# a name: capitalised words (codes and acronyms too), with connector words inside it
_NAME = r"[A-Z][\w’'&-]*(?:\s+(?:(?:of|and|for|the|&|de|von|van)\s+){0,2}[A-Z0-9][\w’'&-]*)*"
_SAYS_ALIAS = (
    r"(?:(?:also|commonly|usually|often|widely|formerly|previously|still)\s+)?"
    r"(?:known\s+as|referred\s+to\s+as|shorten(?:ed)?\s+to|abbreviated\s+(?:to|as)"
    r"|nicknamed|formerly|previously)"
)
# "LabRelay (known as LRR to most staff)", "BedBoard (the bed service, called WardWatch
# until 2021)": a parenthesis after a name that gives another name for it
_PAREN_ALIAS = re.compile(rf"(?P<long>{_NAME})\s*\((?P<inner>[^()]{{3,160}})\)")
# "Whitcombe Data Hall (labelled DH1 on the original floor plans)", "The Foundry Annexe
# (estate code EST-B07)"
_INNER_ALIAS = re.compile(
    rf"\b(?:{_SAYS_ALIAS}|called|named|labell?ed|(?:[a-z]+\s+)?code)\s+(?P<alias>{_NAME})"
)
# "Tidewater Integration Engine, formerly Junction", "Apotheca Gateway, the gateway that
# staff usually shorten to PDG", "Junction was renamed Tidewater Integration Engine"
_APPOSITIVE_ALIAS = re.compile(
    rf"(?P<long>{_NAME}),\s+(?:[^,.;:()]{{0,100}}?\s)?{_SAYS_ALIAS}\s+(?P<alias>{_NAME})"
)
_RENAMED = re.compile(rf"(?P<alias>{_NAME})\s+was\s+renamed\s+(?:to\s+|as\s+)?(?P<long>{_NAME})")
# where a stated name must end: the clause ends, or a preposition or conjunction follows
# ("is still called LoadSmith in several depot procedures"), not "calls the RDS on-call
# primary"
_NAME_ENDS = (
    r"(?=\s*(?:[,.;:)]|$)|\s+(?:in|on|by|at|for|from|to|among|before|until|till|during|when"
    r"|after|since|because|and|but|or|so|which|who|as|inside|within|throughout)\s)"
)
_CALL_VERB = r"(?:called|known\s+as|referred\s+to\s+as)"
_ONCE = (
    r"(?:(?:still|also|often|sometimes|usually|commonly|widely|once|originally|first|previously"
    r"|formerly|informally|internally|simply|just|generally|mostly|normally|colloquially)\s+)?"
)
# "ClearPath Gateway, which most staff simply call CPG", "Tarn, which was called Beacon
# during its procurement": a relative clause that gives a name another name; someone must
# do the calling ("which calls the RDS on-call primary" rings someone up)
_WHICH_CALL = re.compile(
    rf"(?P<long>{_NAME}),\s+which\s+(?:(?:is|was|are|were)\s+{_ONCE}{_CALL_VERB}"
    rf"|(?:[^,.;:()]{{0,80}}?\s)?(?P<who>[a-z]+)\s+{_ONCE}calls?)"
    rf"\s+(?:the\s+)?(?P<alias>{_NAME}){_NAME_ENDS}"
)
_CALLERS_WORDS = (
    "staff people users drivers everyone everybody we they colleagues engineers teams team "
    "clinicians nurses students customers members employees operators many most some all "
    "locals others"
)
_CALLERS = frozenset(_CALLERS_WORDS.split())
# "RouteWeave is still called LoadSmith in several depot procedures", "The HPC Systems Team
# was called Advanced Computing Support before the merger"
_IS_CALLED = re.compile(
    rf"(?P<long>{_NAME})\s+(?:is|was|are|were)\s+{_ONCE}{_CALL_VERB}\s+(?:the\s+)?"
    rf"(?P<alias>{_NAME}){_NAME_ENDS}"
)
# "FleetEye was the name of the TrackLine platform before it was rebranded"
_NAME_OF = re.compile(
    rf"(?P<alias>{_NAME})\s+(?:is|was)\s+the\s+(?:(?:old|former|previous|original|earlier"
    rf"|new|current|official|internal|legacy)\s+)?name\s+(?:of|for)\s+(?:the\s+)?"
    rf"(?P<long>{_NAME})"
)
# "Site: DP-07 (Pellbrook Depot)", "supplier record SUP-0442 (Brindle Cooling Ltd)": a code
# the parenthesis names; a code with a year in it is a ticket, not the thing
_CODE_PAREN = re.compile(
    rf"(?<![\w-])(?P<alias>[A-Z]{{1,6}}(?:-[A-Z0-9]{{1,6}})+)\s*\((?P<long>{_NAME})\)"
)
_YEAR_PART = re.compile(r"(?:^|-)(?:19|20)\d\d(?:-|$)")


def _names_a_thing(code: str) -> bool:
    """A code with digits and no year in it ('SUP-0442', 'RC-SVC-031'); 'INC-2024-031' is a
    ticket, not the thing."""
    return bool(re.search(r"\d", code)) and not _YEAR_PART.search(code)


_PRONOUN_WORDS = "he she it they we i you this that these those there his her its their"
_PRONOUNS = frozenset(_PRONOUN_WORDS.split())
# "DC-N is Cragside and DC-S is Pellow Lane": a code a sentence equates with a name, the
# name ending the clause (not "DC-S is Pellow Lane's standby site")
_CODE_IS = re.compile(
    rf"(?<![\w-])(?P<alias>[A-Z]{{1,6}}(?:-[A-Z0-9]{{1,6}})+)\s+is\s+(?P<long>{_NAME})"
    r"(?=\s*(?:[,.;:)]|\band\b|$))"
)
# "- Clinical Communications: paging ... Until the 2023 restructure this team was called
# Switchboard and Paging Services": the line's subject is named before its colon
_LINE_SUBJECT = re.compile(rf"^[ \t]*(?:[-*•][ \t]+)?(?P<long>{_NAME}):", re.MULTILINE)
_THIS_WAS_CALLED = re.compile(
    r"\b[Tt](?:his|he)\s+[a-z]+\s+(?:was|is|used\s+to\s+be)\s+"
    rf"(?:{_SAYS_ALIAS}|called|named)\s+(?:the\s+)?(?P<alias>{_NAME})"
)
_LEADING_WORDS = (
    "the a an and our its their this that these those if when while after before since "
    "because but so then where as in on at for with from by also unlike like"
)
_LEADING = frozenset(_LEADING_WORDS.split())  # sentence-initial words a capitalised run takes
MAX_ALIAS_WORDS = 6


def _trim_name(name: str) -> str:
    words = name.split()
    while words and words[0].casefold() in _LEADING | CONNECTORS:
        words = words[1:]
    while words and words[-1].casefold() in CONNECTORS:
        words = words[:-1]
    return " ".join(words).rstrip(".,;:")


def _starts_name(text: str, at: int) -> bool:
    """The match starts the name, not the tail of a longer title with lower-case words:
    "Swept from the Sea (known as ...)" is not a name 'Sea'; "runs on the Tidewater
    Integration Engine (formerly ...)" and "if BedBoard (...)" do start names."""
    before = text[max(0, at - 60) : at].rstrip()
    if before.endswith(("-", "–", "—")) and not re.search(r"(?:^|\n)[ \t]*[-–—]$", before):
        return False  # a hyphenated word's tail, not a list item's dash
    words = before.split()
    skipped = 0
    while words and skipped < 2 and words[-1] in _TITLE_INNER:
        words, skipped = words[:-1], skipped + 1
    return not (skipped and words and words[-1][:1].isupper())


_CODE_VALUE = re.compile(r"^(?:[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+|[A-Z]{1,4}\d{1,4})$")
_CODE_HEADER = frozenset({"code", "id", "identifier", "ref", "reference"})


def _table_rows(text: str) -> Iterable[list[tuple[str, str]]]:
    """Each table row as (column, cell) pairs: a '|' table's rows under its header, or a row
    markdown ingestion renders as "Service: Ledger; Service code: RC-SVC-031."."""
    header: list[str] | None = None
    for line in text.splitlines():
        row = line.strip()
        if not row.startswith("|"):
            header = None
            pairs = [p.partition(": ") for p in row.rstrip(".").split("; ")]
            if len(pairs) >= 2 and all(sep and 0 < len(k) <= 40 for k, sep, _ in pairs):
                yield [(k.strip(), v.strip()) for k, _, v in pairs]
            continue
        cells = [c.strip() for c in row.strip("|").split("|")]
        if all(set(c) <= set("-: ") for c in cells):
            continue
        if header is None:
            header = cells
            continue
        yield list(zip(header, cells, strict=False))


def _table_codes(text: str) -> Iterable[tuple[str, str, str]]:
    """(code, name, row) from a table with a code column: "| Service | Service code |" over
    "| Ledger | RC-SVC-031 |" says RC-SVC-031 is Ledger. The row's first cell is the name."""
    for pairs in _table_rows(text):
        name = pairs[0][1]
        if not re.search(r"[a-z]{2}", name) or re.search(r"\d", name):
            continue
        for head, cell in pairs[1:]:
            words = head.casefold().split()
            if not words or words[-1] not in _CODE_HEADER:
                continue
            if _CODE_VALUE.match(cell) and _names_a_thing(cell):
                yield cell, name, f"{name} | {cell}"


def _starts_clause(text: str, at: int) -> bool:
    """A name that opens its sentence, line or clause is the subject of what follows
    ("... start-up screen: FleetEye was the name of ..."); one inside a phrase is not
    ("the body governing Germany was called ...")."""
    before = text[max(0, at - 3) : at].rstrip(" \t")
    return not before or before[-1] in ".!?:;\n(-*•"


_TITLE_INNER = CONNECTORS | {"from", "a", "an", "with", "into", "over", "under"}


def find_alias_intros(text: str) -> Iterable[tuple[str, str, str]]:
    """(alias, name, as written) where the text itself says that a name has another name:
    "known as", "referred to as", "shortened to", "formerly", "called ... until", "was
    renamed", a code that "is" a name, "this team was called ..." in a line about a named
    subject. Former names count: questions ask by them ("the team formerly called ...")."""
    found: list[tuple[str, str, str]] = []
    for m in _PAREN_ALIAS.finditer(text):
        inner = _INNER_ALIAS.search(m.group("inner"))
        if inner is not None and _starts_name(text, m.start()):
            found.append((inner.group("alias"), m.group("long"), m.group(0)))
    for m in _APPOSITIVE_ALIAS.finditer(text):
        if _starts_name(text, m.start()):
            found.append((m.group("alias"), m.group("long"), m.group(0)))
    for m in _RENAMED.finditer(text):
        found.append((m.group("alias"), m.group("long"), m.group(0)))
    for m in _CODE_IS.finditer(text):
        if re.search(r"[a-z]{2}", m.group("long")) and not re.search(r"\d", m.group("long")):
            found.append((m.group("alias"), m.group("long"), m.group(0)))
    for m in _WHICH_CALL.finditer(text):
        who = m.group("who")
        if (who is None or who in _CALLERS) and _starts_name(text, m.start()):
            found.append((m.group("alias"), m.group("long"), m.group(0)))
    for pattern in (_IS_CALLED, _NAME_OF):
        for m in pattern.finditer(text):
            if _starts_clause(text, m.start()):
                found.append((m.group("alias"), m.group("long"), m.group(0)))
    for m in _CODE_PAREN.finditer(text):
        code, long = m.group("alias"), m.group("long")
        named = re.search(r"[a-z]{2}", long) and not re.search(r"\d", long)
        if named and _names_a_thing(code):
            found.append((code, long, m.group(0)))
    found.extend(_table_codes(text))
    for m in _LINE_SUBJECT.finditer(text):
        said = _THIS_WAS_CALLED.search(text[m.end() :].split("\n", 1)[0])
        if said is not None:
            found.append(
                (said.group("alias"), m.group("long"), f"{m.group(0)} ... {said.group(0)}")
            )
    for alias, long, written in found:
        alias, long = _trim_name(alias), _trim_name(long)
        if (
            alias.casefold() not in _PRONOUNS
            and long.casefold() not in _PRONOUNS
            and len(alias) >= 2
            and long
            and alias.casefold() != long.casefold()
            and len(alias.split()) <= MAX_ALIAS_WORDS
            and len(long.split()) <= MAX_ALIAS_WORDS
            and title_like(alias)
            and title_like(long)
        ):
            yield alias, long, " ".join(written.split())


_THE_NOUN_CALLED = re.compile(
    rf"\b[Tt](?:he|his)\s+(?P<noun>[a-z]+)\s+(?:was|is|used\s+to\s+be)\s+{_ONCE}"
    rf"{_CALL_VERB}\s+(?:the\s+)?(?P<alias>{_NAME}){_NAME_ENDS}"
)


def find_title_subject_alias(title: str, text: str) -> Iterable[tuple[str, str, str]]:
    """(alias, name, as written) for "The team was called Workshop Services until 2022" on a
    page titled "Fleet Engineering team": the page's subject is the thing its noun names."""
    words = title.split(":")[-1].split()
    for m in _THE_NOUN_CALLED.finditer(text):
        noun = m.group("noun")
        if not words or words[-1].casefold() not in {noun, noun + "s"}:
            continue
        # "Fleet Engineering team" names 'Fleet Engineering'; "Tarrow Airport" itself
        long = _trim_name(" ".join(words[:-1] if words[-1].islower() else words))
        alias = _trim_name(m.group("alias"))
        if long and title_like(long) and title_like(alias) and alias.casefold() != long.casefold():
            yield alias, long, f"{title}: {' '.join(m.group(0).split())}"


_TITLE_CODE = re.compile(
    rf"(?P<long>{_NAME})\s*\((?P<code>[A-Z][A-Z0-9]*(?:[-/.][A-Z0-9]+)+)\)\s*$"
)


def find_title_code(title: str) -> Iterable[tuple[str, str, str]]:
    """(code, name, title) for a document titled "System page: Apotheca Gateway (MG-SYS-040)":
    the page's subject carries the identifier questions may ask by. Titles only: in running
    text "Keystone SSO (CHG-24-0192)" names a change, not the system."""
    m = _TITLE_CODE.search(title)
    if m is None or not any(ch.isdigit() for ch in m.group("code")):
        return
    long = _trim_name(m.group("long").split(":")[-1])
    if long and _starts_name(title, m.start()) and title_like(long):
        yield m.group("code"), long, " ".join(title.split())


def dominant_type(types: Counter[str]) -> str | None:
    """The most frequent NER type (ties by name); CONCEPT and empty types do not count."""
    ner = [(n, t) for t, n in types.items() if t and t != "CONCEPT"]
    return min(ner, key=lambda x: (-x[0], x[1]))[1] if ner else None


def words_close(a: str, b: str) -> bool:
    """Words that differ must be spelling variants ("Berling"/"Berlings"), not different
    words ("Howard Warren Buffett"/"Warren Edward Buffett")."""
    ca, cb = Counter(a.split()), Counter(b.split())
    da, db = sorted((ca - cb).elements()), sorted((cb - ca).elements())
    return len(da) == len(db) and all(fuzz.ratio(x, y) >= 75 for x, y in zip(da, db, strict=True))


def is_short_form_of(short: str, long: str) -> bool:
    toks = long.split()
    return " " not in short and len(toks) > 1 and short in (toks[0], toks[-1])


def types_clash(short: str | None, long: str | None) -> bool:
    """Short forms: a person is not a place, and a place name inside an organisation or
    event name ("Baltimore" / "Baltimore Orioles") is the place. Other NER disagreements
    are ignored: small models often swap ORG/PERSON on one-word names."""
    if not short or not long or short == long:
        return False
    if "PERSON" in (short, long):
        return short in PLACE_TYPES or long in PLACE_TYPES
    return short in PLACE_TYPES and long not in PLACE_TYPES
