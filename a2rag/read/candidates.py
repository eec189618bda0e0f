"""Candidate answers in evidence: entities, noun chunks, numbers with units, dates, codes and
table cells, each tied to the sentence (or table row) and chunk that state it.

A chunk is cut into units: prose sentences and list items, and table rows rendered as
"header: cell; ..." so a cell keeps its column name. Only the units that share words with the
question are parsed (spaCy is the cost), and parses are cached by text across questions.
"""

from __future__ import annotations

import itertools
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from a2rag.read.lexical import content_words
from a2rag.read.question import DURATION_UNITS, PERSON_NOUNS
from a2rag.read.tokens import TokenTable
from a2rag.read.values import MONTH_NAMES, PHONE_NUMBER
from a2rag.text.sentences import split_sentences
from a2rag.text.tables import is_separator, looks_like_header, row_cells

MAX_UNIT_CHARS = 600
_CODE = re.compile(r"^(?:[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+|[A-Z]{2,5}\d*|[A-Z]+-?\d+[A-Z]*)$")
_NUM = re.compile(r"^[£$€]?\d[\d,]*(?:\.\d+)?%?$")
_DET = {"the", "a", "an", "its", "their", "his", "her", "this", "that", "these", "those"}
_CURRENCY = re.compile(r"^(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|NZD|SGD|HKD|SEK|NOK|DKK|ZAR|INR|CNY)$")
_SCALES = frozenset({"thousand", "million", "billion", "trillion", "m", "bn", "k"})
_CLOCK = re.compile(r"^\d{1,2}[:.]\d{2}$")
_ZONE = re.compile(
    r"^(?:UTC|GMT|CET|CEST|EET|BST|ET|EST|EDT|CT|CST|PT|PST|PDT|SGT|HKT|JST|IST|AEST)$"
)
# a key may open with a figure when words follow it: '24/7 support line: 01632 960245' (not a
# timeline's '2016: ...')
KEY_VALUE = re.compile(r"^(?:[A-Za-z]|\d[\w/]*\s+[A-Za-z])[\w ()/-]{0,40}:\s")
_VALUE_END = re.compile(r"[;(]|,(?!\d)|\s[-\u2013]\s")
# the deputy a role's line names after its holder: '...: Bart Iyer; deputy Cleo Vance'
_DEPUTY_AFTER = re.compile(
    r"\s*[;,]\s*(?:and\s+)?(?:(?:his|her|their|the)\s+)?deputy\s*:?\s+", re.I
)
# a value stated after a word or two and a bound: 'response within 15 minutes', 'up to 40'
_VALUE_LEAD = re.compile(
    r"(?:[a-z]+\s+){0,2}?(?:within|up to|at least|at most|no more than|about|around"
    r"|approximately|under|below|above|over|from)\s+(?=[£$€\d])"
)


@dataclass
class Unit:
    """One sentence, list item or rendered table row of a chunk."""

    chunk_id: str
    chunk_rank: int
    text: str
    index: int
    is_table: bool = False
    header: list[str] = field(default_factory=list)
    cells: list[str] = field(default_factory=list)
    chunk_text: str = ""
    title: str = ""  # the document's title: the subject its unnamed lines are about
    # a 'Role | Name' row's key column ('role'): the row is about its page's subject, like a
    # 'Key: value' line, and a role's value is a person
    keyed: str = ""


@dataclass
class Candidate:
    text: str
    label: str
    unit: Unit
    start: int  # token offsets in the unit's parse
    end: int
    column: str | None = None
    field: str | None = None  # the field's name when this is its value (fields.py)
    anchored: float = 0.0  # share of the question's names its row or topic names


# "- Account manager: Ivy Marchant - Contract owner: Head of Procurement": a bullet list whose
# line breaks the chunker joined; each "- key: value" item is a unit, so no candidate runs
# from one item's value into the next item's key ("Ivy Marchant - Contract owner")
_LIST_ITEM = re.compile(r"\s+[-*\u2022]\s+(?=[^\s:;.][^:;.]{0,60}:\s)")


_GLUED_HEADER = re.compile(r"^([^|]*[^|\s])\s+(\|(?:[^|]*\|){2,})$")


def _next_is_separator(lines: list[str], i: int) -> bool:
    nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
    return nxt.startswith("|") and is_separator(nxt.strip("|").split("|"))


# a column name: no brackets ('The Battle of Adwa (Amharic: ...' is prose)
_RECORD_FIELD = re.compile(r"^([A-Za-z][\w /&'-]{0,40}):\s+(\S.*?)\.?$")


def _record(line: str) -> tuple[list[str], list[str]] | None:
    """(keys, values) of a record written on one line, 'Vendor: Orison Data; Service: Market
    data (FX ticks); Contract renewal: 31 March 2026.': a table row without the table (how
    ingestion writes a markdown table's rows), read as one: its first value names what the
    row is about. None for any other line."""
    parts = re.split(r";\s+", line.strip())
    if len(parts) < 2:
        return None
    fields = [_RECORD_FIELD.match(p.strip()) for p in parts]
    if not all(fields) or any(p.count("(") != p.count(")") for p in parts):
        return None  # 'Hot Tunes (Korean: ...; Japanese: ...)': a bracket spans the fields
    return [m.group(1).strip() for m in fields if m], [m.group(2).strip() for m in fields if m]


# a two-column table of attributes and their values ('| Item | Detail |', '| Role | Name |'):
# its rows are the page's "Key: value" lines, the first cell naming the field, so "Who is the
# account manager?" names the field 'Account manager', not 'Detail'
_KEY_HEADERS = frozenset(
    {"item", "field", "attribute", "property", "parameter", "key", "aspect", "setting", "role"}
)
_VALUE_HEADERS = frozenset(
    {"value", "values", "detail", "details", "description", "information", "name", "setting"}
)


def row_key(row: Unit) -> str:
    """A table row's first non-empty cell: the name the row is keyed by."""
    return next((cell.strip() for cell in row.cells if cell.strip()), "")


def key_value_line(header: list[str], cells: list[str]) -> str | None:
    """'Account manager: Hester Vane' for the row 'Account manager | Hester Vane' of an
    'Item | Detail' table; None for any other row."""
    if len(header) != 2 or len(cells) != 2 or not all(c.strip() for c in cells):
        return None
    key, value = (_header_word(h) for h in header)
    if key not in _KEY_HEADERS or value not in _VALUE_HEADERS:
        return None
    line = f"{cells[0].strip()}: {cells[1].strip()}"
    return line if KEY_VALUE.match(line) else None


def _header_word(header: str) -> str:
    """A column name's first word, lower-cased: what kind of column it is ('role', 'name')."""
    return header.strip().lower().split(" ")[0] if header.strip() else ""


def keyed_row(header: list[str], cells: list[str]) -> tuple[list[str], list[str], str]:
    """A 'Role | Name | Extension' row read with its role as the name's column: 'Facilities
    manager: Rosalind Achebe; Extension: 5201', so the role is a field the question can name
    and the name keys the row's other columns; with the key column's kind ('role'). Other
    rows are returned as they are, with no kind."""
    if len(header) < 3 or len(cells) != len(header) or not all(c.strip() for c in cells[:2]):
        return header, cells, ""
    key, value = (_header_word(h) for h in header[:2])
    if key not in _KEY_HEADERS or value not in _VALUE_HEADERS:
        return header, cells, ""
    return [cells[0].strip(), *header[2:]], [cells[1].strip(), *cells[2:]], key


def units_of(chunk_id: str, rank: int, text: str, title: str = "") -> list[Unit]:
    """Split a chunk into units; table blocks become one unit per data row, and so does a
    line of 'Key: value; Key: value' fields (`_record`)."""
    out: list[Unit] = []
    lines = text.splitlines()
    prose: list[str] = []
    header: list[str] | None = None

    def flush_prose() -> None:
        block = "\n".join(prose).strip()
        prose.clear()
        for _, sent in split_sentences(block):
            for line in re.split(r"\n+", sent):
                for piece in _LIST_ITEM.split(line):
                    piece = piece.strip(" -*\t")
                    if len(piece) <= 3:
                        continue
                    record = _record(piece)
                    if record is None:
                        out.append(Unit(chunk_id, rank, piece[:MAX_UNIT_CHARS], len(out)))
                        continue
                    keys, values, keyed = keyed_row(*record)
                    line = key_value_line(keys, values)
                    if line is not None:
                        out.append(Unit(chunk_id, rank, line[:MAX_UNIT_CHARS], len(out)))
                        continue
                    rendered = "; ".join(f"{k}: {v}" for k, v in zip(keys, values, strict=True))
                    out.append(
                        Unit(
                            chunk_id, rank, rendered[:MAX_UNIT_CHARS], len(out), True, keys,
                            values, keyed=keyed,
                        )
                    )  # fmt: skip

    for i, line in enumerate(lines):
        s = line.strip()
        glued = _GLUED_HEADER.match(s)
        if glued and _next_is_separator(lines, i):
            # "… measured in time. | System | RPO |": a chunk's overlap sentence the chunker
            # joined to the table's header line; the prose is prose, the rest is the header
            prose.append(glued.group(1))
            s = glued.group(2)
        cells = row_cells(s)
        if cells is not None:
            if is_separator(cells):
                continue
            if header is None:
                after_prose = any(p.strip() for p in prose)
                flush_prose()
                # a header row: its '|---|' rule follows, or it is a label row after prose or
                # opening the chunk (ingestion repeats a table's header in each chunk the
                # table runs into); a chunk of the old format opening with a data row has none
                opens = after_prose or not out
                if _next_is_separator(lines, i) or (opens and looks_like_header(cells)):
                    header = cells
                    continue
                # a table the chunker split: this chunk's part starts at a data row, which
                # is no header ("8 years: 13 months"); its rows are read without column names
                header = [""] * len(cells)
            kv = key_value_line(header, cells)
            if kv is not None:
                out.append(Unit(chunk_id, rank, kv[:MAX_UNIT_CHARS], len(out)))
                continue
            row_header, cells, keyed = keyed_row(header, cells)
            rendered = "; ".join(
                f"{h}: {c}" if h else c for h, c in zip(row_header, cells, strict=False) if c
            )
            out.append(
                Unit(
                    chunk_id, rank, rendered[:MAX_UNIT_CHARS], len(out), True, row_header, cells,
                    keyed=keyed,
                )
            )  # fmt: skip
            continue
        header = None
        prose.append(line)
    flush_prose()
    for u in out:
        u.chunk_text = text
        u.title = title
    return out


class ParseCache:
    """spaCy parses by text, LRU-bounded and thread-safe (a service shares one reader).
    With a `loader` (the parse store), a text the cache lacks whose chunk is known
    (`locate`) is first looked for among its chunk's stored parses, fetched when a reading
    first asks to parse one of them: a reading a rule settles without parsing fetches none."""

    def __init__(
        self,
        nlp: Any,
        size: int = 8192,
        loader: Callable[[list[str]], dict[str, tuple[Any, int]]] | None = None,
    ) -> None:
        self.nlp = nlp
        self.size = size
        self.loader = loader
        self._docs: OrderedDict[str, Any] = OrderedDict()
        self._packed: OrderedDict[str, tuple[Any, int]] = OrderedDict()
        self._where: OrderedDict[str, str] = OrderedDict()  # text -> its chunk's id
        self._lock = threading.Lock()

    def locate(self, where: dict[str, str]) -> None:
        """Which chunk each text comes from (where its stored parse would be)."""
        with self._lock:
            for t, cid in where.items():
                if t not in self._docs:
                    self._where[t] = cid
                    self._where.move_to_end(t)
            while len(self._where) > self.size:
                self._where.popitem(last=False)

    def _stored(self, texts: list[str]) -> dict[str, tuple[Any, int]]:
        """The stored parses of `texts`, fetched with every located chunk's in one round trip
        when one of `texts` is located; the other units wait packed for a later ask."""
        with self._lock:
            if not any(t in self._where for t in texts):
                return {}
            ids = sorted(set(self._where.values()))
            self._where.clear()
        if not ids or self.loader is None:
            return {}
        try:
            found = self.loader(ids)
        except Exception:  # the store is an optimisation: without it, parse
            return {}
        wanted = set(texts)
        with self._lock:
            for t, packed in found.items():
                if t not in wanted and t not in self._docs:
                    self._packed[t] = packed
            while len(self._packed) > self.size:
                self._packed.popitem(last=False)
        return {t: found[t] for t in texts if t in found}

    def parse(self, texts: list[str]) -> list[Any]:
        with self._lock:
            todo = [t for t in dict.fromkeys(texts) if t not in self._docs]
            packed = {t: self._packed.pop(t) for t in todo if t in self._packed}
        if self.loader is not None:
            packed.update(self._stored([t for t in todo if t not in packed]))
        built = {t: stored.doc(i, t) for t, (stored, i) in packed.items()}
        missing = [t for t in todo if built.get(t) is None]
        parsed = (
            dict(zip(missing, self.nlp.pipe(missing, batch_size=32), strict=True))
            if missing
            else {}
        )
        with self._lock:
            for t in todo:
                self._docs[t] = built.get(t) or parsed[t]
            while len(self._docs) > self.size:
                self._docs.popitem(last=False)
            out = []
            for t in texts:
                doc = self._docs.get(t)
                if doc is None:  # evicted by a concurrent caller: parse again
                    doc = self.nlp(t)
                out.append(doc)
            return out


def _clean(span: Any) -> tuple[int, int] | None:
    """Token bounds of a span without leading determiners / trailing punctuation."""
    start, end = span.start, span.end
    doc = span.doc
    # '22:00; Saturday hours': the tagger's span may run over a semicolon into the next clause
    end = next((k for k in range(start + 1, end) if doc[k].text == ";"), end)
    while start < end and (doc[start].lower_ in _DET or doc[start].is_punct):
        start += 1
    # 'only 35 days', '(at) most 4 hours', 'up to £250': the value; 'about 20 minutes' keeps
    # its hedge, which tells an estimate
    while start + 1 < end and doc[start].lower_ in _HEDGES and _starts_a_value(doc, start + 1):
        start += 1
    while end > start and (
        (doc[end - 1].is_punct and doc[end - 1].text not in {"%"} and not _closes(doc, start, end))
        or doc[end - 1].lower_ in _DANGLING
    ):
        end -= 1  # '07:00 to' of a range the tagger cut: '07:00' (the range is its own)
    return (start, end) if end > start else None


_DANGLING = frozenset({"to", "until", "till", "and", "or", "from"})
_HEDGES = frozenset(
    {"only", "just", "most", "least", "up", "to"}
)  # fmt: skip


def _starts_a_value(doc: Any, k: int) -> bool:
    """Token k opens a value, or another hedge word before one ('up to 40')."""
    tok = doc[k]
    return tok.like_num or tok.text[:1] in "£$€" or tok.lower_ in _HEDGES


def _closes(doc: Any, start: int, end: int) -> bool:
    """The span's last token closes a bracket it opens: 'VoxBridge (RAD-05)' keeps its ')'."""
    texts = [doc[k].text for k in range(start, end)]
    return texts[-1] == ")" and texts.count("(") == texts.count(")")


_COUNTS = frozenset({"CARDINAL", "QUANTITY"})


def _counted(doc: Any, bounds: tuple[int, int] | None, label: str) -> tuple[int, int] | None:
    """A count ends before a proper name: '190' of the tagger's '190 Tarn standard' ("190
    Tarn standard nodes powered off"); the name is what is counted's owner, not its unit."""
    if bounds is None or label not in _COUNTS:
        return bounds
    start, end = bounds
    cut = next(
        (k for k in range(start + 1, end) if doc[k].pos_ == "PROPN" and _a_name(doc[k].text)),
        end,
    )
    return (start, cut)


# units written with a capital and lower-case letters, which would otherwise read as names
_MIXED_CASE_UNITS = frozenset(
    {"Gbps", "Mbps", "Kbps", "Tbps", "GHz", "MHz", "KHz", "kHz", "Hz", "MWh", "KWh", "GWh", "Wh",
     "GiB", "MiB", "TiB", "KiB", "Pa", "kPa", "Nm"}
)  # fmt: skip


def _a_name(word: str) -> bool:
    """'Tarn' is a name; 'PB', 'GB', 'kW', 'Gbps' after a number are its unit."""
    return (
        len(word) > 2
        and word[0].isupper()
        and any(ch.islower() for ch in word[1:])
        and word not in _MIXED_CASE_UNITS
    )


def _matched(doc: Any, pattern: re.Pattern[str]) -> list[tuple[int, int]]:
    """The token bounds of each match of `pattern` in a parsed unit."""
    out = []
    for m in pattern.finditer(doc.text):
        span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
        if span is not None:
            out.append((span.start, span.end))
    return out


def located(cands: list[Candidate]) -> Iterator[tuple[Candidate, str, int]]:
    """Each candidate with its unit's text and where the candidate stands in it (those the
    text holds)."""
    for c in cands:
        at = c.unit.text.find(c.text)
        if at >= 0:
            yield c, c.unit.text, at


def candidates_in(unit: Unit, doc: Any, tokens: TokenTable | None = None) -> list[Candidate]:
    """Every typed span of a parsed unit, deduplicated by token bounds (first label wins);
    `tokens`: the unit's token lists, when the caller has read them already."""
    found: dict[tuple[int, int], str] = {}
    t = tokens if tokens is not None else TokenTable(doc)
    n = len(t)

    def add(bounds: tuple[int, int] | None, label: str) -> None:
        if bounds is None:
            return
        found.setdefault(bounds, label)
        a, z = bounds
        if z - a > 1 and doc[z - 1].tag_ == "POS":
            found.setdefault((a, z - 1), label)  # "Taylor Swift" of "Taylor Swift's single"

    for i in range(n - 1):
        # 'EUR 500,000', which the tagger may call an organisation
        if _CURRENCY.match(t.texts[i]) and (t.like_num[i + 1] or _NUM.match(t.texts[i + 1])):
            end = i + 2
            if end < n and t.lowers[end] in _SCALES:
                end += 1
            add((i, end), "MONEY")
    # a phone number is one identifier, though the tagger sees two or three numbers
    phones = _matched(doc, PHONE_NUMBER)
    for bounds in phones:
        add(bounds, "PHONE")
    for m in EXTENSION.finditer(doc.text):
        # 'ext. 4161', 'Ext: 4315': a line to dial, not a count or a year
        span = doc.char_span(m.start(1), m.end(1), alignment_mode="expand")
        if span is not None:
            add((span.start, span.end), "PHONE")
    ents = list(doc.ents)
    for ent, nxt in itertools.pairwise(ents):
        # "Rosedale, Indiana": a place with the region it is in, as gazetteers write it
        if (
            ent.label_ == nxt.label_ == "GPE"
            and nxt.start == ent.end + 1
            and doc[ent.end].text == ","
        ):
            add((ent.start, nxt.end), "GPE")
    # a whole date the tagger may split ('30' and 'September 2025'): the date, not its parts
    whole = _matched(doc, _WHOLE_DATE)
    for bounds in whole:
        add(bounds, "DATE")
    for bounds in _matched(doc, _CLOCK_RANGE):
        add(bounds, "TIME")  # '07:00 to 22:00', which the tagger may cut after 'to'

    for ent in ents:
        add(_counted(doc, _clean(ent), ent.label_), ent.label_)
        # a range "11 December to 4 January" also offers its ends
        for i in range(ent.start + 1, ent.end - 1):
            if doc[i].lower_ in {"to", "until", "-", "–"}:
                add((ent.start, i), ent.label_)
                add((i + 1, ent.end), ent.label_)
    # numbers with the nouns that follow them: "96 beds", "10 working days", "2.6 PB"
    codes: list[tuple[int, int]] = []
    for i, text in enumerate(t.texts):
        if _CLOCK.match(text) and i + 1 < n and _ZONE.match(t.texts[i + 1]):
            add((i, i + 2), "TIME")  # '15:30 UTC', which the parser calls a noun phrase
        elif _CLOCK.match(text) and ":" in text:
            add((i, i + 1), "TIME")  # '22:30' of the tagger's '22:30, Monday'
        if (t.like_num[i] or _NUM.match(text)) and not _names_a_label(t.texts, t.stop, i):
            start = i
            if start > 0 and t.texts[start - 1] in {"£", "$", "€"}:
                start -= 1
            end = i + 1
            # a proper name after a count is no unit: '190' of "190 Tarn standard nodes"
            while (
                end < n
                and end - i <= 2
                and t.nominal[end]
                and not (t.proper[end] and _a_name(t.texts[end]))
                and any(ch.isalnum() or ch in "%°£$€" for ch in t.texts[end])
            ):  # nor punctuation the tagger calls a noun: '):' of '(24/7):'
                end += 1
                if t.noun[end - 1] or t.texts[end - 1] in _MIXED_CASE_UNITS:
                    break
            if i + 2 < n and t.lowers[i + 1] in _DAY_KINDS and t.lowers[i + 2] in _PLAIN_UNITS:
                end = max(end, i + 3)  # '10 working days', which the tagger may cut after '10'
            if (
                end > i + 1
                and end + 1 < n
                and t.texts[end] == "/"
                and _PER.fullmatch(t.texts[end + 1])
            ):
                end += 2  # '0.8 mm/h', '12 m/s': a rate's unit is whole
            if end == i + 1 and end < n and t.texts[end] in {"°", "°C", "°F"}:
                end += 1
            if t.texts[end - 1] == "°" and end < n and t.texts[end] in {"C", "F"}:
                end += 1  # '4 °C', which the tagger splits into a number, a symbol and a letter
            add((start, end), "NUMUNIT")
            add((start, i + 1), "NUM")
        elif _CODE.match(text) and not t.stop[i] and not _joined_by_hyphen(t, i - 1):
            codes.append((i, _code_end(t, i)))
            add(codes[-1], "CODE")  # not 'GW-2023-02' of 'GC-GW-2023-02'
    cells = _cells(unit)
    for cell in cells:
        span = doc.char_span(cell.value_start, cell.end, alignment_mode="expand")
        if span is not None:
            cell_bounds = _clean(span)
            said = unit.text[cell.value_start : cell.end]
            # the tagger's 'ORG' or nothing for an invented name under 'Technical owner'
            if (
                cell_bounds is not None
                and found.get(cell_bounds) != "PERSON"
                and _person_cell(cell.header, said)
            ):
                found[cell_bounds] = "PNP"
            add(cell_bounds, "CELL")
    for nc in doc.noun_chunks:
        b = _clean(nc)
        if b is None:
            continue
        proper = any(t.proper[b[0] : b[1]])
        add(b, "PNP" if proper else "NP")
        # the proper-noun core of "the Integration Services team"
        props = [i for i in range(*b) if t.proper[i]]
        if props and (props[0], props[-1] + 1) != b:
            add((props[0], props[-1] + 1), "PNP")
    spans = _field_spans(unit, cells)
    if not unit.is_table:
        for _, start, stop in spans:
            value = _name_value(doc, unit.text, start, stop)
            if value is not None and not any(a < value[1] and value[0] < z for a, z in found):
                add(value, "PNP")
    out: list[Candidate] = []
    for (a, z), label in found.items():
        span_text = doc[a:z].text
        if _part_of_a_date(span_text, a, z, whole):
            continue
        if label != "PHONE" and any(s <= a and z <= e for s, e in phones):
            continue  # '01632' of '01632 960556'
        if label in {"NUM", "NUMUNIT"} and any(s < a < e for s, e in codes):
            continue  # '031' of 'INC-2024-031'
        text = span_text.strip()
        if not text or len(text) > 120 or (not content_words(text) and not re.search(r"\d", text)):
            continue
        if label in _DATED and _CLOCK_THEN_MORE.match(text):
            continue  # '22:30, Monday' of "at 22:30, Monday to Friday": a time and a day
        if text.count('"') % 2:
            continue  # 'Doug" Liman', cut out of 'Douglas Eric "Doug" Liman'

        start = doc[a].idx
        within = next((c for c in cells if c.start <= start < c.end), None)
        if within is not None and start < within.value_start:
            continue  # a column name, not a value
        column = (within.header or None) if within is not None else None
        out.append(Candidate(text, label, unit, a, z, column))
    _mark_field_values(unit, doc, out, spans)
    return _without_bare_numbers(out)


# the kind of day a count is of: '10 working days', '3 business days', '14 calendar days'
_DAY_KINDS = frozenset({"working", "business", "calendar", "clear", "school", "consecutive"})
# the unit a rate is counted per: the 'h' of '0.8 mm/h'
_PER = re.compile(r"[A-Za-z]{1,4}")

_PLAIN_UNITS = frozenset(
    {"day", "days", "hour", "hours", "week", "weeks", "month", "months", "minute", "minutes"}
)
_MONTH = rf"(?:{MONTH_NAMES})"
_CLOCK_RANGE = re.compile(r"\b\d{1,2}[:.]\d{2}\s*(?:to|until|till|-|–)\s*\d{1,2}[:.]\d{2}\b")
_WHOLE_DATE = re.compile(
    rf"\b(?:\d{{1,2}}\s+{_MONTH}\s+\d{{4}}|{_MONTH}\s+\d{{1,2}},?\s+\d{{4}})\b"
)


def _part_of_a_date(text: str, a: int, z: int, whole: list[tuple[int, int]]) -> bool:
    """'September 2025', '30 September' or '30' of '30 September 2025' (`text`, tokens
    a..z): a part that names the month or the day is no answer (a year alone still answers
    "which year")."""
    if re.search(_MONTH, text) is None and re.fullmatch(r"\d{1,2}", text) is None:
        return False
    return any(s <= a and z <= e and (a, z) != (s, e) for s, e in whole)


_WITH_UNIT = frozenset({"PERCENT", "MONEY"})
_DATED = frozenset({"DATE", "TIME"})
# a duration unit, longest first: what follows the number of a duration
DURATION_WORD = "(?:" + "|".join(sorted(DURATION_UNITS, key=len, reverse=True)) + ")"
# a whole duration ('30 minutes', '3 working days'): what a response or resolution target is
DURATION_VALUE = re.compile(
    rf"^\d+(?:[.,]\d+)?\s+(?:business\s+|working\s+|calendar\s+|clock\s+)?{DURATION_WORD}$",
    re.IGNORECASE,
)
# '6 hours 20 minutes', '2 days and 4 hours': one duration in two units
_COMPOUND_DURATION = re.compile(
    rf"^\d+(?:\.\d+)?\s+{DURATION_WORD}\s*,?\s*(?:and\s+)?\d+(?:\.\d+)?\s+{DURATION_WORD}$",
    re.IGNORECASE,
)
_YEAR = re.compile(r"^(?:1\d|20)\d\d$")  # '1950' of 'born 12 May 1950' answers "which year"


_COUNTED = frozenset({"CARDINAL", "QUANTITY"})
_CLOCK_THEN_MORE = re.compile(r"^\d{1,2}[:.]\d{2},\s")
# UK-style numbers as enterprise pages write them: '01632 960556', '07700 900 318', '+44 1632
# 960556', '0800 123 4567'
# an extension: 'ext. 4161', 'Ext: 4315' (the digits are group 1)
EXTENSION = re.compile(r"\b(?:ext|extn|extension)\.?(?:\s+no\.?)?\s*[:#]?\s*(\d{3,5})\b", re.I)


def _a_unit_symbol(word: str) -> bool:
    """'TB', 'kW', 'Gbps', '°C': a unit a number is no answer without ('96 beds' is a count of
    beds, and '96' answers "how many beds")."""
    return (
        (word.isupper() and len(word) <= 3)
        or word in _MIXED_CASE_UNITS
        or bool(_DEGREES.search(word))
        or bool(_SHORT_UNIT.fullmatch(word))
    )


_DEGREES = re.compile(r"°\s*[CF]?$")
_SHORT_UNIT = re.compile(r"[kMGT]?[WBb]|[kcm]?m|kg|ms")
_LABEL_NUMBER = re.compile(r"^\d{1,2}[A-Za-z]?$")
_A_MONTH = re.compile(rf"(?:{MONTH_NAMES}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?")


def _names_a_label(texts: Sequence[str], stop: Sequence[bool], i: int) -> bool:
    """'1' of "acts as Level 1", '3' of "Ward 3": a small number right after a capitalised
    noun is part of a name, not a quantity (a month's day, '12' of 'May 12', still counts)."""
    if i == 0 or not _LABEL_NUMBER.match(texts[i]):
        return False
    prev = texts[i - 1]
    return (
        prev[:1].isupper()
        and prev[1:].islower()
        and not stop[i - 1]
        and _A_MONTH.fullmatch(prev) is None
    )


def _without_bare_numbers(cands: list[Candidate]) -> list[Candidate]:
    """'80' of '80%', or '25' of 'USD 25 million', is no answer: without its unit the number
    says something else. A bare number inside a percentage or an amount answers with the
    unit's text (its features stay the number's). One inside a date or a time is no answer
    either: '31 December' of '31 December 2026' is neither a count nor the whole date (its
    year still answers "which year")."""
    units = [c for c in cands if c.label in _WITH_UNIT]
    dates = [c for c in cands if c.label in _DATED]
    degrees = [c for c in cands if c.label == "NUMUNIT" and _DEGREES.search(c.text)]
    measured = [
        c
        for c in cands
        if c.label == "NUMUNIT" and c.end - c.start > 1 and _a_unit_symbol(c.text.split()[-1])
    ]
    out = []
    for c in cands:
        if c.label in _COUNTED and any(
            u.start < c.end < u.end <= c.end + 2 and c.start <= u.start for u in measured
        ):
            continue  # 'about 86' of "about 86 TB of data": '86 TB' says what it counts
        degree = next((u for u in degrees if u.start <= c.start and c.end <= u.end), None)
        if degree is not None and c.label in {"NUM", "CARDINAL", "QUANTITY"}:
            c.text = degree.text  # '21' or '21 °' of '21 °C' answers with its unit
        elif c.label in {"NUM", "NUMUNIT"}:
            outer = next((u for u in units if u.start <= c.start and c.end <= u.end), None)
            outer = outer or next(
                (
                    d
                    for d in dates
                    if d.start <= c.start and c.end <= d.end and _COMPOUND_DURATION.match(d.text)
                ),
                None,
            )
            if outer is not None:
                c.text = outer.text  # '6 hours' of '6 hours 20 minutes' answers with all of it
            elif (
                any(d.start <= c.start and c.end <= d.end for d in dates)
                and not _YEAR.match(c.text)
                and not any(w.lower() in DURATION_UNITS for w in c.text.split())
            ):
                continue  # '31 December' of '31 December 2026': no count, and not the date
        out.append(c)
    return out


@dataclass(frozen=True)
class _Cell:
    """Where a non-empty cell sits in its rendered table row ('header: value; ...')."""

    header: str
    start: int
    value_start: int
    end: int


# a piece of a code the tokenizer cut at a hyphen: '2024', 'AMHS-07'
_CODE_PIECE = re.compile(r"[A-Z0-9]+(?:-[A-Z0-9]+)*")


def _joined_by_hyphen(t: TokenTable, k: int) -> bool:
    """Whether token k is a hyphen written between two code pieces with no space."""
    return (
        0 < k < len(t) - 1
        and t.texts[k] == "-"
        and t.idx[k] == t.idx[k - 1] + len(t.texts[k - 1])
        and t.idx[k + 1] == t.idx[k] + 1
        and _CODE_PIECE.fullmatch(t.texts[k - 1]) is not None
        and _CODE_PIECE.fullmatch(t.texts[k + 1]) is not None
    )


def _code_end(t: TokenTable, i: int) -> int:
    """The end of a code the tokenizer split at its hyphens: 'INC-2024-031' is one code,
    not 'INC-2024' and '031', and 'VR-2021-AMHS-07' one, not 'VR-2021' and 'AMHS-07'."""
    end = i + 1
    while end + 1 < len(t) and _joined_by_hyphen(t, end):
        end += 2
    return end


def _cells(unit: Unit) -> list[_Cell]:
    if not unit.is_table:
        return []
    out: list[_Cell] = []
    pos = 0
    for h, c in zip(unit.header, unit.cells, strict=False):
        if not c:
            continue
        value = pos + (len(h) + 2 if h else 0)
        out.append(_Cell(h, pos, value, value + len(c)))
        pos = value + len(c) + 2
    return out


def _field_spans(unit: Unit, cells: list[_Cell]) -> list[tuple[str, int, int]]:
    """(field name, value start, value end) in characters: a table row's named cells, or the
    value of a "Key: value" line up to its first separator ('640 (capacity rose ...')."""
    if unit.is_table:
        return [(c.header, c.value_start, c.end) for c in cells if c.header]
    m = KEY_VALUE.match(unit.text)
    if not m:
        return []
    start = m.end()
    while start < len(unit.text) and unit.text[start].isspace():
        start += 1
    stop = _VALUE_END.search(unit.text, start)
    lead = _VALUE_LEAD.match(unit.text, start)
    if lead is not None and (stop is None or lead.end() < stop.start()):
        start = lead.end()  # 'response within 15 minutes': the value is '15 minutes'
    name = unit.text[: m.end()].strip().rstrip(":").strip()
    name = re.sub(r"\s*\([^)]*\)", "", name).strip() or name  # 'P1 (service down ...)'
    end = stop.start() if stop else len(unit.text)
    spans = [(name, start, end)]
    deputy = _DEPUTY_AFTER.match(unit.text, end)
    if deputy is not None:
        # 'IT Operations Lead: Dominic Treharne; deputy Priya Castellan': the deputy's field
        after = _VALUE_END.search(unit.text, deputy.end())
        spans.append((f"Deputy {name}", deputy.end(), after.start() if after else len(unit.text)))
    return spans


# a value of capitalised words: 'Gwen Pellow', 'Halden Court Data Centre', 'Bank of Tarrow'
_NAME_VALUE = re.compile(
    r"[A-Z][\w'’.&-]*(?:\s+(?:[A-Z][\w'’.&-]*|of|and|&|the|de|van|von|du|la))*"
)


def _name_value(doc: Any, text: str, start: int, stop: int) -> tuple[int, int] | None:
    """The token bounds of a "Key: value" line's value when it is a name ('Team lead: Gwen
    Pellow'); the caller keeps it only where the tagger left the value unparsed (it reads
    'lead' as a verb and 'Pellow' as punctuation there), so that the field still offers it."""
    value = text[start:stop].rstrip(" .")
    if not _NAME_VALUE.fullmatch(value) or len(value.split()) > 6:
        return None
    span = doc.char_span(start, start + len(value))
    return None if span is None else (span.start, span.end)


def _clause_follows(doc: Any, cand: Candidate, stop: int) -> bool:
    """'Easter: Dominic Ashgrove is on leave from 17 April': a verb after the candidate,
    inside the value, makes the value a statement about it, not the field's value."""
    return (
        cand.end < len(doc) and doc[cand.end].idx < stop and doc[cand.end].pos_ in {"AUX", "VERB"}
    )


def _mark_field_values(
    unit: Unit, doc: Any, cands: list[Candidate], spans: list[tuple[str, int, int]]
) -> None:
    """Per field (`_field_spans`), its value is the longest candidate that starts the value and
    ends inside it."""
    for name, start, stop in spans:
        best: Candidate | None = None
        best_len = 0
        for c in cands:
            a, z = doc[c.start].idx, doc[c.end - 1].idx + len(doc[c.end - 1])
            if a == start and z <= stop and z - a > best_len:
                best, best_len = c, z - a
        if best is not None and not _clause_follows(doc, best, stop):
            best.field = name
            for item in _listed_after(unit, doc, cands, best):
                item.field = name  # 'Attendees: A (chair), B, C': A is not the one value


# what may stand between two people listed as one field's value: a comma, 'and', a
# parenthesis saying who the first one is ('Stuart Pemberton (Account Manager), Delia ...')
_LISTED = frozenset({"PERSON", "PNP"})  # the tagger calls invented names either
_IN_BRACKETS = re.compile(r"\s*\([^()]*")
_LIST_GAP = re.compile(r"\s*(?:\([^()]*\))?\s*(?:,|;|,?\s+and)\s*")


def _listed_after(
    unit: Unit, doc: Any, cands: list[Candidate], first: Candidate
) -> list[Candidate]:
    """The people a "Key: value" line lists after the first one, when its value is a list of
    names one of which the tagger calls a person: each is as much the field's value as the
    first."""
    if unit.is_table or first.label not in _LISTED:
        return []
    out: list[Candidate] = []
    prev = first
    for c in sorted(cands, key=lambda c: c.start):
        if c.start < prev.end or c.label not in _LISTED:
            continue
        gap = unit.text[doc[prev.end - 1].idx + len(doc[prev.end - 1]) : doc[c.start].idx]
        if _IN_BRACKETS.fullmatch(gap):
            continue  # 'Account Manager' of 'Ana Kovac (Account Manager)' says who she is
        if not _LIST_GAP.fullmatch(gap) or _a_title(c.text):
            break  # 'Chair: Ottoline Marsk, Operations Director' names one person
        out.append(c)
        prev = c
    return out if any(c.label == "PERSON" for c in (first, *out)) else []


# words that make a capitalised value a team, a place or a thing, not a person's name
_NOT_A_PERSON = frozenset(
    {"services", "service", "systems", "system", "team", "desk", "office", "ltd", "limited",
     "plc", "llp", "inc", "group", "operations", "support", "centre", "center", "house",
     "trust", "council", "board", "unit", "department", "management", "informatics",
     "technology", "technologies", "solutions", "software", "helpdesk", "the", "of", "and"}
)  # fmt: skip


def _person_cell(header: str, value: str) -> bool:
    """A cell under a person's column ('Technical owner', 'Site manager') whose value is two
    or three capitalised words and no role, team or company: 'Saoirse Kettleby', which the
    tagger, reading the cell without a sentence, may leave untyped."""
    words = re.findall(r"[a-z]+", header.lower())
    if not words or (words[-1] not in PERSON_NOUNS and words[-1].rstrip("s") not in PERSON_NOUNS):
        return False
    parts = value.strip().rstrip(".").split()
    return (
        2 <= len(parts) <= 3
        and all(_PERSON_WORD.fullmatch(p) for p in parts)
        and not any(p.lower() in _NOT_A_PERSON for p in parts)
        and not _a_title(value)
    )


_PERSON_WORD = re.compile(r"[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)*")


def _a_title(name: str) -> bool:
    """'Operations Director', 'Head of Service': a role, not a person's name."""
    words = re.findall(r"[a-z]+", name.lower())
    return any(w in PERSON_NOUNS or w.rstrip("s") in PERSON_NOUNS for w in words)
