"""Two table rows joined by a value they share: "Which regulator oversees Kestle Row Clinic?"
when the clinics table says 'Kestle Row Clinic | KRC | Northern Fells' and the regions table
says 'Northern Fells | ... | Fellmarch Care Quality Authority' under 'Clinical regulator'. A
sentence about the subject links it too: "St Aldric's General Hospital is ... the major
trauma centre for the Northern Fells region" names the regions table's row key.

Enterprise knowledge bases keep related facts in separate tables, linked by a name one table
repeats in its cells (a region, a team, a supplier). The question then names neither the
link nor the second table's row. A join is read only when it is unambiguous: a row names the
question's subject in a cell, another row holds one of its other names in a cell and a column
the question asks for, and every such pair gives the same value. Like the field rule it is a
rule, not a fitted model; its accuracy is measured with the field rule's on the train split.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit, row_key
from a2rag.read.features import anchor_keys
from a2rag.read.fields import MIN_FIT, _root, dated_columns, field_fit, names_field
from a2rag.read.lexical import content_words, has_phrase, norm_phrase
from a2rag.read.question import Expected, QuestionFrame, owns_directly
from a2rag.read.values import MONTH_NAMES, WEEKDAY_NAMES, names_a_date

MAX_LINK_WORDS = 6


@dataclass(frozen=True)
class JoinAnswer:
    text: str
    field: str
    via: str  # the value the two rows share
    fit: float
    candidate: Candidate
    subject_chunk: str  # the chunk of the row naming the question's subject
    linked_by: str = "row"  # or 'sentence': the prose that links the subject to the row


def _is_link(cell: str) -> bool:
    """A cell that can link rows: a name or a code ('Northern Fells', 'MG-SYS-040'), not a
    number, a date or a phrase. Days and months are no names: 'Monday to Friday', a service
    desk's row, is when something happens, not what a sentence about Tarnfield is about."""
    capitals = re.findall(r"\b[A-Z][\w-]*", cell)
    return (
        bool(re.search(r"[A-Z]", cell))
        and 0 < len(cell.split()) <= MAX_LINK_WORDS
        and not all(_CALENDAR.fullmatch(w) for w in capitals)
    )


_CALENDAR = re.compile(rf"{WEEKDAY_NAMES}|{MONTH_NAMES}|Weekdays?|Weekends?|Bank|Public|Holidays?")


def _asks(frame: QuestionFrame, column: str) -> bool:
    """The question asks for this column: its noun heads the column's name ('which regulator'
    and 'Clinical regulator'), or the column is named by the question's words ('Site IT
    manager' for "Who is the site IT manager at ...?")."""
    words = [w for w in re.findall(r"[a-z]+", column.lower()) if w in content_words(column)]
    if frame.head and words and _root(words[-1]) == _root(frame.head.lower()):
        return True
    return names_field(frame, column)


def _subjects(frame: QuestionFrame) -> list[str]:
    """The question's names a join starts from: not a document it names ('DR' of "the DR
    plan", whose rows' 'DR site' and 'Dr Ines Marlowe' say nothing of the subject), nor the
    asked field ('RPO' of "What is the RPO for VitalsLink?"), nor a date."""
    subjects = [a for a in frame.anchors if a not in frame.document_anchors] or frame.anchors
    subjects = [a for a in subjects if norm_phrase(a) != (frame.head or "")] or subjects
    # a date names a time, not a thing rows are keyed by: the rota sentence naming '19 August'
    # links the question to no system's row
    return [a for a in subjects if not names_a_date(a)] or subjects


def _subject_rows(frame: QuestionFrame, rows: list[Unit]) -> list[tuple[Unit, dict[str, str]]]:
    """Rows with a cell that names one of the question's subjects, each with its other cells
    that could link it to another row (normalised -> header)."""
    keys = [anchor_keys(frame, a) for a in _subjects(frame)]
    out = []
    for row in rows:
        named = [
            i
            for i, cell in enumerate(row.cells)
            if any(has_phrase(norm_phrase(cell), k) for ks in keys for k in ks)
        ]
        if not named:
            continue
        links = {
            norm_phrase(cell): (row.header[i] if i < len(row.header) else "")
            for i, cell in enumerate(row.cells)
            if i not in named and _is_link(cell)
        }
        links.pop("", None)
        if links:
            out.append((row, links))
    return out


def _sibling(key: str, names: list[str]) -> bool:
    """'p2' beside the question's 'p1' (or 'inc 2024 047' beside 'inc 2024 031'): one of a
    numbered series, which a sentence about the other contrasts with it, never links."""
    shape = re.sub(r"\d+", "#", key)
    return "#" in shape and any(n != key and re.sub(r"\d+", "#", n) == shape for n in names)


def _said_of(text: str, subjects: list[str], written: str, asked: str = "") -> bool:
    """The sentence says something of its subject that names the row key: the subject comes
    first and words of the sentence's own stand between them ("Harrowby Royal Infirmary is
    the acute hospital for the Saltmere Estuary region"); a list that names both ('Supplies:
    Parcelpost (SFT-09), Vellum (DMS-04)'; "the Vellum replica, the replicated Keepsafe
    backup copy") links neither to the other, nor does one whose other words are the rest of
    the subject's name as the question says it ('Covers: Orion sequencer fleet, Conveyor'
    for "the Orion sequencer fleet")."""
    at = text.find(written)
    own = set(re.findall(r"[a-z]{3,}", asked.lower()))
    for subject in subjects:
        pattern = r"\W+".join(map(re.escape, subject.split()))
        m = re.search(rf"\b{pattern}\b", text, re.IGNORECASE)
        if m is None or m.end() > at:
            continue
        if _PRONOUN_OPENS.match(text) and m.start() > 0:
            continue  # 'It took its present name after buying Gullhaven Marina ..., added
            # Penhallow Boatyard': the sentence is about what its pronoun stands for
        between = text[m.end() : at]
        if _NEARBY.search(between):
            continue  # 'occupies Unit 4, about two miles from The Linnet House': a place near
        words = re.findall(r"[A-Za-z]{3,}", between)
        if any(w.islower() and w not in _LIST_WORDS and w not in own for w in words):
            return True
    return False


# a name said to be near, like or unlike the subject, which it is not part of
_NEARBY = re.compile(
    r"(?:\b(?:miles?|km|kilometres?|kilometers?|metres?|meters?|minutes?|walk|drive|away)"
    r"\s+(?:\w+\s+)?from|\b(?:near|beside|next to|close to|opposite|than|unlike|like))"
    r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)


# a sentence opening with a pronoun is about what it stands for, not a name it says later
_PRONOUN_OPENS = re.compile(r"\s*(?:It|They|He|She|We|This|These|Its|Their)\b")

# what joins the items of a list, which says nothing of one item about another
_LIST_WORDS = frozenset({"and", "the", "its", "their", "plus", "with", "also", "nor"})


def _subject_prose(
    frame: QuestionFrame, units: list[Unit], rows: list[Unit]
) -> list[tuple[Unit, dict[str, str]]]:
    """Sentences about the question's subject that name another row's key: "Harrowby Royal
    Infirmary is the acute hospital for the Saltmere Estuary region" links the hospital to
    the regions table's row 'Saltmere Estuary'. The sentence must name the subject itself,
    or open a chunk about it (its title or its first words name it)."""
    keys = [k for a in _subjects(frame) for k in anchor_keys(frame, a)]
    row_keys = {norm_phrase(first): first for row in rows if _is_link(first := row_key(row))}
    row_keys.pop("", None)
    out = []
    for u in units:
        if u.is_table or not row_keys:
            continue
        text = norm_phrase(u.text)
        named = [k for k in keys if has_phrase(text, k)]
        titled = u.index == 0 and any(has_phrase(norm_phrase(u.title), k) for k in keys if u.title)
        if not named and not titled:
            continue
        links = {
            k: ""
            for k, written in row_keys.items()
            if has_phrase(text, k)
            and k not in keys
            and not _sibling(k, keys)
            and written in u.text  # a name as written: 'Emergency' is no link in "emergency"
            and (not named or _said_of(u.text, named, written, frame.text))
        }
        if links:
            out.append((u, links))
    return out


def _titled_by_subjects(frame: QuestionFrame, row: Unit) -> bool:
    """A table on a page whose title names every one of the question's subjects ('Minutes:
    Systems Change Board, 18 June 2024' for "the Change Board ... in June 2024") is the
    subject's own: its rows are the subject's items, one of which the question picks by what
    it says, not a row a name links the subject to."""
    title = norm_phrase(row.title or "")
    subjects = _subjects(frame)
    return bool(title) and all(
        any(has_phrase(title, k) for k in anchor_keys(frame, a)) for a in subjects
    )


def _asked_cells(
    frame: QuestionFrame, row: Unit, parsed: dict[tuple[int, str], Candidate]
) -> list[Candidate]:
    """The row's cells under a column the question asks for, as candidates: the parsed value
    where the row was parsed, else the whole cell (rows far down the evidence are joined too,
    though the reader parses only the rows closest to the question)."""
    out = []
    for header, cell in zip(row.header, row.cells, strict=False):
        if header and cell.strip() and _asks(frame, header):
            found = parsed.get((id(row), header))
            out.append(found or Candidate(cell.strip(), "CELL", row, 0, 0, header, header))
    return out


def join_answer(
    frame: QuestionFrame, units: list[Unit], cands: list[Candidate]
) -> JoinAnswer | None:
    """The one value of a column the question asks for, in a row keyed by a name that a row
    naming the question's subject holds; None when there is none or the joins disagree."""
    if frame.options or not frame.anchors or frame.expected == Expected.YESNO:
        return None
    rows = [u for u in units if u.is_table]
    subjects = _subject_rows(frame, rows) + _subject_prose(frame, units, rows)
    if not subjects:
        return None
    parsed: dict[tuple[int, str], Candidate] = {}
    every_parsed: dict[int, list[Candidate]] = {}
    for c in cands:
        if c.unit.is_table and c.field:
            parsed[(id(c.unit), c.field)] = c
            every_parsed.setdefault(id(c.unit), []).append(c)
    anchors = {k for a in frame.anchors for k in anchor_keys(frame, a)}
    # the people the evidence names: a person's row gives that person's number, not that of
    # the subject that owns what the question asks ("Lewis Garside's mobile number")
    people = {norm_phrase(c.text) for c in cands if c.label == "PERSON"}
    owned = any(owns_directly(frame.text, a) for a in frame.anchors)
    # a table with a row keyed by one of the question's names is the subject's own table: its
    # other rows are the subject's siblings ('CPU' beside 'GPU'), never joined to
    own_tables = {
        (row.chunk_id, tuple(row.header))
        for row in rows
        if any(has_phrase(norm_phrase(row_key(row)), k) for k in anchors)
        or _titled_by_subjects(frame, row)
    }
    found: dict[str, JoinAnswer] = {}
    for row in rows:
        if row.keyed:
            continue  # 'Cloud Platform Lead: Oliver Pengelly; Extension: 4630' is his, no link's
        first = row_key(row)
        key = norm_phrase(first)
        linked = [s for s, links in subjects if s is not row and key in links]
        if not linked or (row.chunk_id, tuple(row.header)) in own_tables:
            continue  # joined on the row's key only: the name the row is about
        if owned and (key in people or _PERSON_COLUMN.fullmatch((row.header or [""])[0].strip())):
            continue  # Lewis Garside's rota row names Tomasz Wierzbicki: his number is not Lewis's
        asked = _asked_cells(frame, row, parsed)
        dated = dated_columns(row, {c.field for c in asked if c.field}, anchors)
        if dated:
            # 'Former account manager: Martin Avery, until 31 October 2023' is the one "until
            # October 2023" asks, not the current 'Account manager' beside it
            asked = [c for c in every_parsed.get(id(row), []) if c.field in dated]
        for c in asked:
            value = norm_phrase(c.text)
            if not value or value == key or any(has_phrase(value, k) for k in anchors):
                continue
            if _states_its_own(linked, c.field):
                continue  # 'StrongWatch has an RTO of 2 hours instead of the Tier 1 figure'
            fit = field_fit(frame, c)
            if fit >= MIN_FIT and value not in found:
                by = "row" if linked[0].is_table else "sentence"
                found[value] = JoinAnswer(
                    c.text, c.field or "", first, fit, c, linked[0].chunk_id, by
                )
    return next(iter(found.values())) if len(found) == 1 else None


# a first column that keys rows by person: 'Name', 'Person', 'Contact'
_PERSON_COLUMN = re.compile(r"(?:full\s+)?(?:name|person|staff(?:\s+member)?|contact|who)", re.I)


def _states_its_own(linked: list[Unit], field: str | None) -> bool:
    """A sentence linking the subject to the row that says the asked column's own words with a
    number of its own states the subject's value itself (often against the row's: 'StrongWatch
    has an RTO of 2 hours instead of the Tier 1 figure'): the row is not its value. Saying the
    words alone ('its primary liquidity provider for the Americas desk') is the link."""
    words = content_words(field or "")
    return bool(words) and any(
        not s.is_table and words <= content_words(s.text) and _VALUE_AFTER.search(s.text)
        for s in linked
    )


# a value of its own in the linking sentence: 'an RTO of 2 hours'
_VALUE_AFTER = re.compile(r"\b(?:of|is|at|to|was)\s+(?:about\s+|roughly\s+)?\d")
