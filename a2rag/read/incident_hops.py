"""The system, supplier or site an incident's own record names, read as a hop: "the system
that failed in INC-2024-017" to the system's name, "the supplier involved in INC-2024-031" to
the supplier's, "the site where INC-2078 happened" to the site's, so that the question can be
asked again of that name.

"Who is the account manager at the supplier of the system that failed in INC-2024-017?" is
a chain: the incident's record names the system ('System: TerminalHub'), the system's page
its supplier, the supplier's profile the account manager. The first link is read here, from
the record whose title carries the incident's code ('Post-incident review INC-2024-017:
...'), never from a page that only mentions the code in passing; the rest is the party hop
(party_hops.py) and the field rules, asked of the name. The record says it in a field
('System:', 'Supplier involved:', 'Site:'); failing that, a system or site is read from the
title ('INC-2024-0921: TransferGate uploads rejected', 'paging delays at Kestle Bridge
Hospital') or from the record's prose, but only as one that has a page of its own, by that
page's name or by another name the page gives itself ('Nickname: the Ledger'). Two names
answer nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from a2rag.read.candidates import Unit, units_of
from a2rag.read.event_records import CODE, decision_row, event_record
from a2rag.read.features import page_heading
from a2rag.read.lexical import has_phrase, norm_phrase
from a2rag.read.sides import document_of
from a2rag.read.values import MONTH_NAMES

# words that end a noun phrase: "the supplier of the system ..." describes the system
_LINK = r"(?:the|of|that|which|whose|where|for|at|to|with|behind|by|in|on)\b"
_MODIFIERS = rf"(?:(?!{_LINK})[a-z][\w-]*\s+){{0,3}}?"
# what the question says the thing did in the incident: "that failed in", "affected by",
# "whose firmware caused", "involved in", "at fault in", "at the centre of"; what a change
# record did to it: "upgraded under CHG-3342"
_DID = (
    r"(?:(?:that|which|whose)\s+(?:[\w'’-]+\s+){0,10}?"
    r"(?:in|during|caused|triggered|on|attended|joined)"
    r"|(?:that\s+was\s+|which\s+was\s+)?(?:affected\s+by|involved\s+in|at\s+fault\s+in|hit\s+by"
    r"|blamed\s+in|named\s+in|behind|responsible\s+for|at\s+the\s+(?:centre|center|heart)\s+of"
    r"|(?:changed|upgraded|patched|replaced|migrated|modified)\s+(?:under|by|in)))"
)
# an incident said by what and when, not by its code: "the July 2024 fuel dock card payment
# failure", whose record is the one document its heading describes (`headed_document`)
EVENT_PHRASE = (
    r"the\s+(?:[\w'’£-]+\s+){0,8}?(?:incident|outage|failure|fault|stoppage|breach|crash"
    r"|disruption|loss|problem|failover|gap|overbooking|excursion|stall|shutdown|breakdown)s?\b"
    rf"(?:\s+(?:of|in|on)\s+(?:\d{{1,2}}\s+)?(?:{MONTH_NAMES})(?:\s+\d{{4}})?)?"
)
# the code as a question may write it: 'INC-2024-017', 'the INC-2317 call', 'post-mortem
# PM-2024-04', 'the Brackenfold Stillair incident INC-2024-017'
_CODED = (
    r"(?:the\s+(?:[\w'’-]+\s+){0,4}?)?(?:(?:incident|outage|post-mortem|review|record|ticket)"
    rf"\s+)?(?P<code>{CODE})(?:\s+(?:call|bridge|review|post-mortem|record|incident))?\b"
)
# where it happened: "where INC-2078 happened", "where the heat pumps tripped in INC-2024-033"
_WHERE = (
    rf"where\s+(?:(?:incident\s+)?(?P<at>{CODE})\s+(?:happened|took\s+place|occurred)"
    rf"|(?:[\w'’-]+\s+){{1,10}}?(?:in|during)\s+(?P<in>{CODE})\b"
    # "where the July 2024 cold-room excursion happened"
    rf"|(?P<event>{EVENT_PHRASE})\s+(?:happened|took\s+place|occurred))"
)
_CAPITALISED = r"(?:[A-Z]|[a-z]+[A-Z])[\w&'-]*"  # 'TransferGate', 'ePCR'
_NAMED = rf"({_CAPITALISED}(?:\s+{_CAPITALISED})*)"


@dataclass(frozen=True)
class _Kind:
    word: str  # how an answer's reason says it
    nouns: str  # how a question names the thing
    field: re.Pattern[str]  # the record's field naming it
    page: re.Pattern[str] | None  # the label of its own page, whose subject is its name
    title: re.Pattern[str] | None  # where the record's title names it, after the code
    # a directory's first column whose rows are things of the kind ('| Supplier | Supplies |'),
    # and the line opening a directory's block ('Supplier: Larchfield Networks')
    column: re.Pattern[str] | None = None
    # a register's column listing things of the kind wherever it stands ('| Code | System |'):
    # many names, which a record may mention in passing, so read only when no page is named
    listed: re.Pattern[str] | None = None


_PARTY = _Kind(
    word="supplier",
    nouns=r"supplier|vendor|company|firm|provider|contractor",
    field=re.compile(
        r"^\W*(?:supplier|vendor|third\s+party)(?:\s+(?:involved|at\s+fault|responsible|engaged))?\W*$",
        re.I,
    ),
    page=re.compile(r"^\s*(?:supplier|vendor|contractor)\s+(?:profile|page|record)\s*:", re.I),
    title=None,
    column=re.compile(r"^\W*(?:supplier|vendor|contractor|company)\W*$", re.I),
    listed=re.compile(r"^\W*(?:supplier|vendor|contractor|company)\W*$", re.I),
)
_SYSTEM = _Kind(
    word="system",
    nouns=r"system|platform|service|portal|application|app|software|tool|engine|network|link"
    r"|database|server|gateway|feed|batch|tills|sensors|equipment|screens|displays|terminals"
    r"|scanners|tablets|handsets",
    field=re.compile(
        r"^\W*(?:(?:affected|primary)\s+)?(?:system|service|application|platform)s?"
        r"(?:\s+(?:affected|involved|at\s+fault))?\W*$",
        re.I,
    ),
    page=re.compile(r"^\s*system(?:\s+(?:page|profile|record))?\s*:", re.I),
    title=re.compile(rf"^\s*[:\u2013\u2014-]?\s*{_NAMED}"),
    listed=re.compile(r"^\W*(?:system|application)\W*$", re.I),
)
_SITE = _Kind(
    word="site",
    nouns=r"site|hospital|hotel|hall|building|depot|station|centre|center|office|store|branch"
    r"|museum|theatre|aquarium|stadium"
    r"|plant|mill|clinic|school|library|car\s+park|yard|warehouse|campus|venue",
    field=re.compile(
        r"^\W*(?:(?:affected|incident)\s+)?(?:site|location|premises|hospital|hotel|venue)s?"
        r"(?:\s+affected)?\W*$",
        re.I,
    ),
    page=re.compile(r"^\s*site(?:\s+(?:page|profile|notes|record))?\s*:", re.I),
    title=re.compile(rf"\bat\s+{_NAMED}"),
)
_KINDS = (_PARTY, _SYSTEM, _SITE)
# per kind, how a question describes it by what it did ("the system that failed in X") and
# by where it happened ("the site where X happened"): built once, asked of every question
# what a change record did, after its code: "the system CHG-1204 changed"
_DONE = r"(?:changed|upgraded|patched|replaced|migrated|modified|moved|retired)\b"
# what happened and when, said as a clause: "that stopped syncing from Hollins in August
# 2024", "where card payments failed on 27 July 2024"
_CLAUSE = (
    r"(?P<clause>(?:(?!that\b|which\b|whose\b|where\b)[\w'’-]+\s+){1,8}?(?:in|on)\s+"
    rf"(?:\d{{1,2}}\s+)?(?:{MONTH_NAMES})(?:\s+\d{{4}})?)(?=\s*[?,]|\s*$)"
)
_DESCRIPTIONS = tuple(
    (
        kind,
        re.compile(
            rf"\bthe\s+{_MODIFIERS}(?:{kind.nouns})\s+(?:{_DID}\s+(?:{_CODED}"
            rf"|(?P<event>{EVENT_PHRASE}))|(?:that\s+|which\s+)?(?P<done>{CODE})\s+{_DONE}"
            rf"|(?:that|which|whose)\s+{_CLAUSE})"
        ),
        re.compile(rf"\bthe\s+{_MODIFIERS}(?:{kind.nouns})\s+(?:{_WHERE}|where\s+{_CLAUSE})"),
    )
    for kind in _KINDS
)
_LISTED = re.compile(r"[;,]|\s+and\s+")
_PLACE_AFTER = re.compile(rf"\s+(?:at|in)\s+(?:the\s+)?{_NAMED}(?=\s*[?,.]|\s*$)")
# a question that still speaks of the incident ("... at the time it happened?") asks more
# than the named thing: deep mode's chain
_BACK = re.compile(r"\b(?:it|at\s+the\s+time|then|that\s+day)\b", re.I)


@dataclass(frozen=True)
class IncidentHop:
    code: str
    kind: str  # 'system', 'supplier' or 'site'
    name: str  # the system, supplier or site the incident's record names
    other: str  # the record's other form of it: 'MEMBRA' of 'the Ledger (MEMBRA)'
    unit: Unit  # the record's line that names it
    asked: str  # the question with its description replaced by the name
    itself: bool = False  # the question asks the name itself: "Which system failed in X?"


_Said = dict[str, tuple[str, str, Unit]]
_ASKS_ITSELF = re.compile(
    rf"^\s*(?:which|what)\s+(?P<thing>{_MODIFIERS}(?:{_PARTY.nouns}|{_SYSTEM.nouns}|{_SITE.nouns}))"
    r"\s+(?P<rest>(?!is\b|are\b|does\b|do\b|has\b|did\b)[^?]*?)\s*\??\s*$",
    re.I,
)


def _mentions(code: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(code)}(?![\w-])")


def incident_record(code: str, units: list[Unit]) -> list[Unit]:
    """The units of the incident's own record: its page's title carries the code, or else
    the reference field its opening lines give ('Incident reference: INC-2025-0147' under
    'Post-mortem: AquaSentinel alarm outage, 9 February 2025')."""
    key = _mentions(code)
    titled = [u for u in units if key.search(page_heading(u))]
    if titled:
        return titled
    referenced = {
        document_of(u)
        for u in units
        if any(
            (m := _REFERENCE_FIELD.match(line)) is not None and key.fullmatch(m.group(1).strip())
            for line in u.chunk_text.split("\n", 4)[:4]
        )
    }
    return [u for u in units if document_of(u) in referenced]


_REFERENCE_FIELD = re.compile(
    r"^\W*(?:incident(?:\s+(?:reference|ref|number|no|id))?|reference|ticket)\s*:\s*(\S+)\s*$",
    re.I,
)


def _value(text: str) -> tuple[str, str] | None:
    """The name a field's value gives, and the other form in brackets after it; None when it
    lists several."""
    value = re.sub(r"^the\s+", "", text.strip(), flags=re.I).strip(" .")
    # 'Larchfield Networks, which replaced the depot access point', 'Sentorial Automation,
    # technical contact Lucia Brannagh', 'Petri, and the nightly link to VaultTrack': the
    # one name at the centre, described
    value = re.sub(r",\s+(?=[a-z]).*$", "", value)
    head, _, rest = value.partition("(")
    head = head.strip()
    if not head or not head[:1].isupper() or _LISTED.search(head) or len(head.split()) > 6:
        return None
    other = rest.split(")")[0].strip() if rest else ""
    coded = re.fullmatch(rf"({CODE})\s+([A-Z][\w&'’ -]*)", head)
    if coded is not None and not other:
        return coded.group(2).strip(), coded.group(1)  # 'System: MNT-06 FleetCare'
    # 'TXN-Central (now LedgerStream; the old name is still used ...)'
    other = re.sub(r"^(?:now|since\s+renamed|renamed|formerly|also)\s+", "", other, flags=re.I)
    other = re.split(r"\s*;", other, maxsplit=1)[0]
    return head, other if other[:1].isupper() and not _LISTED.search(other) else ""


def _items(value: str) -> list[str]:
    """A field's listed values, split outside brackets: 'the Trolley (eMAR) and the
    Switchboard (integration engine)' -> two."""
    out, depth, start = [], 0, 0
    for m in re.finditer(r"[()]|;|,|\s+and\s+", value):
        if m.group(0) in "()":
            depth += 1 if m.group(0) == "(" else -1
        elif depth == 0:
            out.append(value[start : m.start()])
            start = m.end()
    return [v for v in (*out, value[start:]) if v.strip()]


def _described_item(value: str, description: str) -> str:
    """The one listed value whose bracket says the question's description of it ('the
    Switchboard (integration engine)' for "the integration engine involved in X"); else the
    value as written, whose first name is the one a record lists first, the system at the
    centre ('System: RoamLink (LIB-MOB-07), with Shelfwise (LIB-LMS-01) as the receiving
    system')."""
    items = _items(value)
    if len(items) < 2:
        return value
    words = set(re.findall(r"[a-z]+", description.lower()))
    said = [
        i
        for i in items
        if (b := re.search(r"\(([^)]*)\)", i))
        and set(re.findall(r"[a-z]+", b.group(1).lower())) <= words
    ]
    return said[0] if len(said) == 1 else value


def _fields(kind: _Kind, record: list[Unit], description: str = "") -> _Said | None:
    """What the record's fields name; None when a field lists several and the question's
    description picks none of them."""
    said: _Said = {}
    for u in record:
        if u.is_table:
            continue
        name, colon, value = u.text.partition(":")
        if not colon or not kind.field.match(name):
            continue
        named = _value(_described_item(value, description))
        if named is None:
            return None
        said.setdefault(named[0].casefold(), (*named, u))
    return said


def _rows(kind: _Kind, code: str, units: list[Unit]) -> _Said | None:
    """What the rows keyed by the code name in the kind's column, where it has no record of
    its own: '| CHG-1170 | Sentinel | Declan Otieno | Approved |' of a board's minutes."""
    key = _mentions(code)
    said: _Said = {}
    for u in units:
        if not u.is_table or not u.cells or not key.fullmatch(u.cells[0].strip()):
            continue
        row = _rows_of(kind, u)
        if row is None:
            return None
        for k, v in row.items():
            said.setdefault(k, v)
    return said


def _rows_of(kind: _Kind, row: Unit) -> _Said | None:
    """What a row names in the kind's column ('| CHG-2024-122 | VoxBridge (RAD-05) | ...'
    under '| Change | System | ...'); None when the cell lists several."""
    said: _Said = {}
    for head, cell in zip(row.header, row.cells, strict=False):
        if kind.field.match(head) and cell.strip():
            named = _value(cell)
            if named is None:
                return None
            said.setdefault(named[0].casefold(), (*named, row))
    return said


_LABEL_AFTER = re.compile(
    r"^(?P<name>[A-Z][^()]*?)\s*(?:\([^)]*\))?\s+(?P<kind>system|supplier|site)\s+"
    r"(?:page|profile|overview|record)\s*$",
    re.I,
)


def _page_name(kind: _Kind, unit: Unit) -> str:
    """The name the unit's page gives as one of the kind ('Clarion Paging' of 'System page:
    Clarion Paging (MG-SYS-061)'); empty on a page of another kind."""
    heading = page_heading(unit)
    if kind.page is None:
        return ""
    if kind.page.match(heading) is None:
        # 'CallBridge (TEL-04) system page': the label after the name
        after = _LABEL_AFTER.match(heading)
        if after is None or after.group("kind").casefold() != kind.word:
            return ""
        return after.group("name").strip(" .")
    return heading.partition(":")[2].split("(")[0].strip(" .")


def _named_in_record(kind: _Kind, code: str | None, record: list[Unit], units: list[Unit]) -> _Said:
    """What the record's title or prose names of the kind: first of the things with pages
    of their own or a supplier directory's entries; only if none, of every register's rows
    too ('| TEL-04 | CallBridge | ...' under '| Code | System | ...'), which list many names
    a record may mention in passing ('an SMS callback offer through Notify')."""
    for wide in (False, True):
        pages = _pages(kind, units, wide=wide)
        said = _titled(kind, code, record, pages, units) or _in_prose(
            kind, code, record, units, pages
        )
        if said:
            return said
    return {}


def _pages(kind: _Kind, units: list[Unit], *, wide: bool = False) -> dict[str, str]:
    """The names of the pages of the kind, by their normalised form; `wide`: and of every
    directory or register row that lists the kind."""
    pages: dict[str, str] = {}
    for u in units:
        name = _page_name(kind, u) or _directory_row(kind, u, wide=wide)
        if norm_phrase(name):
            pages.setdefault(norm_phrase(name), name)
    return pages


def _directory_row(kind: _Kind, unit: Unit, *, wide: bool = False) -> str:
    """The name a directory's row gives as one of the kind: 'Quayside Payments' of the row
    '| Quayside Payments | ParkTap (CPS-01) | Chloe Adeyemi | ...' under '| Supplier | ...'.
    A supplier listed in a directory has no page of its own, but the row is its entry, as is
    the line opening a directory's block ('Supplier: Larchfield Networks'). `wide`: the
    kind's register column (`_Kind.listed`) wherever it stands."""
    column = kind.listed if wide else kind.column
    if column is None:
        return ""
    if not unit.is_table:
        label, colon, value = unit.text.partition(":")
        if not colon:
            return _entry_heading(kind, unit)
        named = _value(value) if column.match(label) else None
        return named[0] if named is not None else ""
    at = next((i for i, h in enumerate(unit.header) if column.match(h)), None)
    if at is None or at >= len(unit.cells) or (at != 0 and not wide):
        return ""  # narrow: '| Supplier | Supplies | ...', a directory of the kind
    named = _value(unit.cells[at])
    return named[0] if named is not None else ""


def _entry_heading(kind: _Kind, unit: Unit) -> str:
    """A directory entry's name on a line of its own, over its fields: 'Quillon Lab Systems'
    before 'Supplies: SpecTrack ...' in a page titled as the kind's directory."""
    if not re.search(rf"\b(?:{kind.nouns})", unit.title, re.I):
        return ""
    line = unit.text.strip()
    at = unit.chunk_text.find(line + "\n")
    if at < 0 or re.search(r"[.:;,!?]", line):
        return ""
    following = unit.chunk_text[at + len(line) + 1 :].split("\n", 1)[0]
    if not re.match(r"^[A-Z][\w /-]{1,40}:\s+\S", following):
        return ""
    named = _value(line)
    return named[0] if named is not None and named[0] == line else ""


# a page's own line giving its other names: 'Nickname: the Ledger', 'Formerly: VanTrack (...)',
# 'Also known as: "the Mimic" (...)'
_OTHER_NAME = re.compile(
    r"^\W*(?:nick-?name|formerly|former\s+(?:\w+\s+)?name|previously|old\s+name"
    r"|also\s+known\s+as|known\s+as)s?\W*$",
    re.I,
)


def _other_names(kind: _Kind, units: list[Unit]) -> list[tuple[re.Pattern[str], str]]:
    """The other names the pages of the kind give themselves, each as the pattern that finds
    it in a record's prose (its capitals as written: 'the Ledger', never 'the ledger'), with
    the page's name."""
    out: list[tuple[re.Pattern[str], str]] = []
    for u in units:
        page = _page_name(kind, u)
        if not page:
            continue
        field, value = (
            (u.cells[0], u.cells[1])
            if u.is_table and len(u.cells) == 2
            else (
                u.text.partition(":")[0],
                u.text.partition(":")[2],
            )
        )
        if not value or not _OTHER_NAME.match(field):
            continue
        name = re.split(r"\s*[(;,]", value.strip().strip("\"'“”"), maxsplit=1)[0].strip("\"'“” .")
        the, bare = re.match(r"^(?:(the)\s+)?(.*)$", name, re.I).groups()  # type: ignore[union-attr]
        if (
            not bare[:1].isupper()
            or len(bare.split()) > 4
            or norm_phrase(bare) == norm_phrase(page)
        ):
            continue
        lead = r"[Tt]he\s+" if the else ""
        out.append((re.compile(rf"(?<![\w-]){lead}{re.escape(bare)}(?![\w-])"), page))
    return out


def _titled(
    kind: _Kind, code: str | None, record: list[Unit], pages: dict[str, str], units: list[Unit]
) -> _Said:
    """The name the record's title gives after the code ('INC-2024-0921: TransferGate uploads
    rejected', '... paging delays at Kestle Bridge Hospital'), if it has a page of its own:
    a page of the kind, or one titled by the name alone ('Calloway Maritime Museum'). A
    record found by its date has no code: its whole title."""
    heading = page_heading(record[0])
    at = _mentions(code).search(heading) if code is not None else None
    if code is not None and at is None:
        return {}
    m = kind.title.search(heading[at.end() if at else 0 :]) if kind.title else None
    if m is None:
        return {}
    own = pages.get(norm_phrase(m.group(1)))
    if own is None and any(norm_phrase(u.title) == norm_phrase(m.group(1)) for u in units):
        own = m.group(1)
    return {own.casefold(): (own, "", record[0])} if own else {}


# a company's legal ending, which prose leaves off
_LEGAL = re.compile(r"\s+(?:Ltd\.?|Limited|plc|PLC|LLP|Inc\.?|LLC|GmbH)$")


def _in_prose(
    kind: _Kind, code: str | None, record: list[Unit], units: list[Unit], pages: dict[str, str]
) -> _Said:
    """The things with a page of their own ('System page: Clarion Paging (MG-SYS-061)') that
    the record's text names ('The primary transmitter controller for Clarion Paging at the
    hospital failed') or whose page names the incident ('since INC-2024-031 ...'): the hop
    needs exactly one."""
    said: _Said = {}
    if code is not None:  # an incident said by what and when has no code to name it by
        mention = _mentions(code)
        for u in units:
            key = norm_phrase(_page_name(kind, u))
            if key in pages and mention.search(u.text):
                said.setdefault(key, (pages[key], "", record[0]))
    others = _other_names(kind, units)
    for u in record:
        text = norm_phrase(u.text)
        for key, name in pages.items():
            # 'a field engineer from Lumenra Displays' names 'Lumenra Displays Ltd'
            short = norm_phrase(_LEGAL.sub("", name))
            if has_phrase(text, key) or (short and short != key and has_phrase(text, short)):
                said.setdefault(key, (name, "", u))
        # 'The fault was in the Ledger.', the nickname RoomBook's page gives itself
        for pattern, name in others:
            if pattern.search(u.text):
                said.setdefault(norm_phrase(name), (name, "", u))
    return said


def _described(question: str) -> tuple[_Kind, str, re.Match[str]] | None:
    """The kind of thing the question describes by an incident, the incident's code, and
    where the description stands: the innermost one ("the company that supplies the system
    involved in X" describes the system by X, and the company by the system)."""
    found: list[tuple[_Kind, str, re.Match[str]]] = []
    for kind, by_deed, by_place in _DESCRIPTIONS:
        did = by_deed.search(question)
        if did is not None:
            said = did.group("code") or did.group("done") or did.group("event")
            found.append((kind, said or did.group("clause"), did))
        where = by_place.search(question)
        if where is not None:
            found.append(
                (
                    kind,
                    where.group("at")
                    or where.group("in")
                    or where.group("event")
                    or where.group("clause"),
                    where,
                )
            )
    return max(found, key=lambda f: f[2].start(), default=None)


# "INC-2350 was caused by a supplier's maintenance work. Who is that supplier's account
# manager?", "INC-2025-0147 took down one of our systems - who is the account manager at
# that system's supplier?": the incident told first, the thing asked of after
_TOLD_FIRST = re.compile(
    rf"^\s*(?:the\s+)?(?P<code>{CODE})\b[^.?]{{0,40}}?\s+(?:(?:was|were)\s+(?:caused\s+by"
    r"|due\s+to|down\s+to|the\s+fault\s+of)|took\s+down|brought\s+down|hit|affected)\s+"
    r"(?:a|an|the|one\s+of\s+(?:our|the))\s+"
    rf"(?P<noun>{_PARTY.nouns}|{_SYSTEM.nouns})s?\b[^.?]*?(?:[.]|\s+[-\u2013\u2014])\s+"
    r"(?P<rest>[^.]+\?)\s*$",
    re.I,
)


def _told_first(question: str) -> str | None:
    """The question's second sentence with 'that supplier' said as the first describes it:
    "Who is the account manager at the supplier involved in INC-2350?"."""
    m = _TOLD_FIRST.match(question)
    if m is None:
        return None
    noun, code, rest = m.group("noun").lower(), m.group("code"), m.group("rest")
    involved = f"the {noun} involved in {code}"
    link = "at" if re.fullmatch(_PARTY.nouns, noun) else "of"
    said = re.sub(
        rf"\bthat\s+{noun}(?:'s|’s)\s+([a-z][\w -]*?)(?=\s*\?|\s+(?:now|today|currently)\b)",
        lambda r: f"the {r.group(1)} {link} {involved}",
        rest,
        count=1,
    )
    if said == rest:
        said = re.sub(rf"\bthat\s+{noun}\b", involved, rest, count=1)
    return said[:1].upper() + said[1:] if said != rest else None


def incident_hop(question: str, units: list[Unit]) -> IncidentHop | None:
    """The question with the thing it describes by an incident ("the system that failed in
    INC-2024-017") replaced by the one name the incident's record gives it; None when the
    question describes nothing so, or the record names none or two. A question asking the
    thing itself ("Which system failed in INC-2024-017?", deep mode's first hop) gets it as
    `asked`, with `itself` set."""
    which = _ASKS_ITSELF.match(question)
    if which is not None:
        # "Which system failed in X?" reads as the description "the system that failed in X",
        # if that is the whole of it ("Which company supplies the system involved in X?" is not)
        rest = which.group("rest")
        joined = rest if re.match(r"(?:that|which|whose)\b", rest) else "that " + rest
        whole = f"the {which.group('thing')} {joined}"
        found = _described(whole)
        if found is not None and found[2].span() == (0, len(whole)):
            hop = incident_hop(whole, units)
            return replace(hop, asked=hop.name, itself=True) if hop is not None else None
    told = _told_first(question)
    if told is not None:
        return incident_hop(told, units)
    described = _described(question)
    if described is None:
        return None
    kind, code, m = described
    if code in (m.groupdict().get("event"), m.groupdict().get("clause")):
        # an incident said by what and when: its record is the document its heading describes
        record = event_record(code, units)
        said = _fields(kind, record, m.group(0)) if record else None
        decided = [] if record else decision_row(code, units)
        if decided:
            # "the system whose upgrade the CAB deferred on 9 October 2024": the minutes' row
            record, said = decided, _rows_of(kind, decided[0])
        if said is None:
            return None
        if not said:
            said = _named_in_record(kind, None, record, units)
        code = code.removeprefix("the ")
    else:
        record = incident_record(code, units)
        said = _fields(kind, record, m.group(0)) if record else _rows(kind, code, units)
        if said is None:
            return None
        if not said and record:
            said = _named_in_record(kind, code, record, units)
    if len(said) != 1:
        return None
    ((name, other, unit),) = said.values()
    before, after = question[: m.start()], question[m.end() :]
    # "the supplier involved in the Black Friday network outage at Harrowgate Quay": the place
    # told the incident apart; the question is asked of the supplier alone
    place = _PLACE_AFTER.match(after)
    if place is not None:
        after = after[place.end() :]
    if _BACK.search(before) or _BACK.search(after):
        return None
    return IncidentHop(code, kind.word, name, other, unit, before + name + after)


def incident_names_in(question: str, evidence: Sequence[Any]) -> list[str]:
    """The name the record of the question's incident gives the thing it describes, read
    over retrieved evidence: what a retry looks up when the evidence holds the record but not
    the named thing's own page (the supplier of "the system that failed in INC-x" is on the
    system's page)."""
    units = [
        u
        for rank, e in enumerate(evidence)
        for u in units_of(e.chunk_id, rank, e.text or "", getattr(e, "title", "") or "")
    ]
    hop = incident_hop(question, units)
    if hop is None or hop.itself or has_phrase(norm_phrase(question), norm_phrase(hop.name)):
        return []
    return [hop.name]
