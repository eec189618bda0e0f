"""Other names the evidence gives a question's name: a glossary's "The North Apron: the name of
Brackenfold Cargo Apron before 2019", a fact sheet's 'Nickname: "the Lightbox"' on Lumen
Vault's page, a register's 'Old code' cell H02 in Calloway Maritime Museum's row, a glossary
table's row 'the Stacks | Nickname | Wexley Park Records Centre'.

Staff ask with the names they use, and pages state facts under the current one; without the
link a unit about the current name does not name the question's subject, so the reader cannot
tell it from a unit about something else. A link is read only where the evidence says it is
another name (a cue: nickname, former name, old or legacy code, renamed, also known as), and
only names are taken from it: a description ('The Annex: the secondary data centre in
Building C4') and a predecessor ('InfoWall: the system before SkyBoard 4') give none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from a2rag.read.candidates import KEY_VALUE, Unit, row_key, units_of
from a2rag.read.lexical import content_words, has_phrase, norm_phrase
from a2rag.read.question import QuestionFrame
from a2rag.read.sides import LABEL, first_line

# what says a name is another name of the same thing
_CUE = re.compile(
    r"\b(?:nick-?names?|former(?:ly)?(?: names?| codes?)?|old (?:names?|codes?)|previous(?:ly)?"
    r"(?: names?| called| known as| named)?|legacy(?: \w+)? codes?|retired(?: \w+)? codes?"
    r"|renamed|also known as|known as|a\.?k\.?a\.?|used to be (?:called|coded)|short for"
    r"|stands for|(?:the )?name of .{3,60}? before (?:19|20)\d\d)\b",
    re.IGNORECASE,
)
# a cue cell or key alone: 'Nickname', 'Former name', 'Former product name', 'Legacy code'
_CUE_ONLY = re.compile(
    r"^(?:nick-?name|former (?:\w+ )?(?:name|code)|old (?:\w+ )?(?:name|code)"
    r"|previous (?:\w+ )?name|legacy (?:\w+ )?code"
    r"|retired (?:\w+ )?code|alias|also known as)s?$",
    re.IGNORECASE,
)
# a proper name or a code inside a glossary's definition
_NAME = re.compile(
    r"(?:[A-Z][\w&'’.-]*|\d+[A-Z][\w-]*)(?:\s+(?:of|and|&|de|for)?\s*(?:[A-Z0-9][\w&'’.-]*))*"
)
# a predecessor or successor is another thing, not another name
_OTHER_THING = re.compile(r"\b(?:before|after|replaced by|replacing|successor|predecessor)\s+$")
_NAMED_BEFORE = re.compile(r"\bname of (?:the )?(.{3,60}?) before (?:19|20)\d\d\b")
# a question about a name itself, whose answer is the other name
_ASKS_A_NAME = re.compile(
    rf"{_CUE.pattern}|\b(?:called|renamed|name|names|code|codes|stand for|short for)\b",
    re.IGNORECASE,
)
MAX_FORMS = 4


def _names_in(text: str) -> list[str]:
    """The proper names and codes a definition gives: 'Brackenfold Cargo Apron' of "the name
    of Brackenfold Cargo Apron before 2019"; none that follow 'before' or 'replaced by'."""
    out = []
    for m in _NAME.finditer(text):
        name = m.group(0).strip(" .,'’")
        if not name or _OTHER_THING.search(text[: m.start()]):
            continue
        if m.start() == 0 and name.split()[0].lower() in {"the", "a", "an"}:
            name = " ".join(name.split()[1:])
        if m.start() == 0 and " " not in name and name[1:].islower():
            continue  # a capital that only opens the sentence: 'Server' of 'Server room B12'
        if content_words(name) and not _CUE_ONLY.match(name) and not re.fullmatch(r"\d+", name):
            out.append(name)
    return out


# a page whose terms are other names of things: its title says so
_GLOSSARY = re.compile(r"\bglossary\b|\bnicknames?\b|\baliases\b|\bother names\b", re.I)
# a definition that relates the term to another thing rather than naming it
_RELATES = re.compile(
    r"\b(?:replac\w*|successor|predecessor|before|after|part of|portal|feeds?|linked|"
    r"connects?|project|programme|team|site of|home of)\b",
    re.IGNORECASE,
)


def _leading_name(value: str) -> str:
    """The proper name a glossary definition opens with ('SeatSure' of 'SeatSure public PC
    booking, LIB-PCB-02', 'Digital and Estates Board' of 'the Digital and Estates Board');
    '' for a description ('the main server room on basement level B1 at Central Library')
    or one that relates the term to another thing ('the public portal to Vellum')."""
    text = value.strip()
    if _RELATES.search(text):
        return ""
    m = _NAME.match(re.sub(r"^(?:the|a|an)\s+", "", text, flags=re.IGNORECASE))
    if m is None:
        return ""
    name = m.group(0).strip(" .,'’")
    return name if content_words(name) and not re.fullmatch(r"\d+", name) else ""


def _defined_name(cell: str) -> str:
    """A glossary table's meaning cell as a name: 'Server room B12' of 'Server room B12 at
    Quayside House, Thornemouth'; '' for a description longer than a name."""
    name = re.split(r"\s*[,;(]\s*|\s+(?:at|in|on|for|which|that|where|used)\s+", cell.strip())[0]
    name = re.sub(r"^(?:the|a|an)\s+", "", name.strip(" .'’\"“”"), flags=re.IGNORECASE)
    return name if 0 < len(name.split()) <= 6 and re.match(r"[A-Z0-9]", name) else ""


def _subject_of_page(unit: Unit) -> str:
    """The page's subject from its title: 'Lumen Vault' of 'System: Lumen Vault (digital asset
    management)'."""
    title = unit.title or _labelled_lead(unit.chunk_text)
    title = re.sub(r"^[^:]{1,30}:\s*", "", title)
    title = re.split(r"\s+[(\u2013-]\s*|\s*\(", title)[0]
    return title.strip()


def _labelled_lead(chunk_text: str) -> str:
    """An untitled chunk's first line when it is a page's label ('System page: FareGate'):
    the title written into the text."""
    lead = first_line(chunk_text).rstrip(".")
    return lead if LABEL.match(lead) and len(lead.split()) <= 8 else ""


def _said(key: str, text: str) -> bool:
    return bool(key) and has_phrase(norm_phrase(text), key)


def _forms_in(unit: Unit, key: str) -> list[str]:
    """Another name `unit` gives the name whose normalised form is `key`."""
    if unit.is_table:
        cells = [c.strip() for c in unit.cells]
        headers = [h.strip() for h in unit.header] + [""] * len(cells)
        at = [i for i, c in enumerate(cells) if norm_phrase(c) == key]
        if not at:
            return []
        i = at[0]
        if _CUE_ONLY.match(headers[i]) or _CUE.search(headers[i]):
            # the 'Old code' cell H02 in Calloway Maritime Museum's row
            return [row_key(unit)] if norm_phrase(row_key(unit)) != key else []
        if any(_cue_cell(c) for c in cells):
            # 'the Stacks | Nickname | Wexley Park Records Centre'
            rest = [c for k, c in enumerate(cells) if k != i and not _cue_cell(c)]
            names = [n for c in rest if (n := _defined_name(c))][:1]
            # and the proper name it starts with: 'Clearsight' of 'Clearsight conflict checks'
            proper = [n for c in rest for n in _names_in(c)][:1]
            return list(dict.fromkeys(names + proper))
        return []
    m = KEY_VALUE.match(unit.text)
    if m is None:
        return _called_it(unit, key)
    head, value = unit.text[: m.end()].rstrip(": "), unit.text[m.end() :]
    if norm_phrase(head) == key and _CUE.search(value):
        # "The North Apron: the name of Brackenfold Cargo Apron before 2019"
        before = _NAMED_BEFORE.search(value)
        names = [before.group(1)] if before else _names_in(value)
        return [n for n in names if norm_phrase(n) != key][:2]
    if norm_phrase(head) == key and _GLOSSARY.search(unit.title or ""):
        # a glossary page's "the Turnstile: SeatSure public PC booking, LIB-PCB-02": the page
        # says each term is another name; the definition's leading name is the thing's
        lead = _leading_name(value)
        return [lead] if lead and norm_phrase(lead) != key else []
    if _CUE_ONLY.match(head) and _said(key, value) and _subject_of_page(unit):
        # 'Nickname: "the Lightbox"' on the page of Lumen Vault
        subject = _subject_of_page(unit)
        return [subject] if subject and norm_phrase(subject) != key else []
    return []


# prose that gives the page's subject a name: 'Session staff still call it "the Diary"',
# 'older documents refer to it as WardWatch'
_CALLED_IT = re.compile(
    r"\b(?:call(?:s|ed)?|refer(?:s|red)?\s+to)\s+it\s+(?:as\s+)?[\"“‘']?"
    r"(?P<name>(?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z0-9][\w&'’-]*)*)"
)


def _called_it(unit: Unit, key: str) -> list[str]:
    """The page's subject, where a sentence on its page calls 'it' the name `key`."""
    subject = _subject_of_page(unit)
    if not subject or norm_phrase(subject) == key:
        return []
    for m in _CALLED_IT.finditer(unit.text):
        if norm_phrase(m.group("name")) == key:
            return [subject]
    return []


def _cue_cell(cell: str) -> bool:
    """A cell that says only which kind of other name its row gives, perhaps with when:
    'Nickname', 'Former product name, until 2023'."""
    return _CUE_ONLY.match(re.split(r"\s*[,(;]", cell.strip(), maxsplit=1)[0]) is not None


def stated_other_names(name: str, chunks: Sequence[tuple[str, str, str]]) -> list[str]:
    """What the chunks (id, title, text) say `name` is another name of, in the order they
    say it (at most MAX_FORMS)."""
    key = norm_phrase(name)
    if not key:
        return []
    units = [u for chunk_id, title, text in chunks for u in units_of(chunk_id, 0, text, title)]
    return _forms_said(key, units)[:MAX_FORMS]


def _forms_said(key: str, units: Sequence[Unit]) -> list[str]:
    """The other names the units that say `key` give it, in order, until MAX_FORMS."""
    found: list[str] = []
    for unit in units:
        if _said(key, unit.text):
            found.extend(f for f in _forms_in(unit, key) if f not in found)
        if len(found) >= MAX_FORMS:
            break
    return found


def bridge_aliases(frame: QuestionFrame, units: Sequence[Unit]) -> QuestionFrame:
    """The frame with the other names the evidence gives its names, as anchor forms. Their
    words do not join the question's: the page of the current name shares what is asked with
    the question, and more words to cover would lower every unit's coverage."""
    if _ASKS_A_NAME.search(frame.text):
        return frame  # "Which museum used the old site code H02?": the other name is the answer
    forms = {a: list(f) for a, f in frame.anchor_forms.items()}
    changed = False
    for anchor in frame.anchors:
        key = norm_phrase(anchor)
        if not key:
            continue
        found = _forms_said(key, units)
        if found:
            known = forms.setdefault(anchor, [])
            known.extend(f for f in found if f not in known)
            changed = changed or any(content_words(f) for f in found)
    if not changed:
        return frame
    return frame.model_copy(update={"anchor_forms": forms})
