"""Fields the question names: 'RPO: 4 hours' in the row of 'Lumen Archive', asked "What is the
RPO for Lumen Archive?".

Enterprise knowledge bases state many facts as fields: table cells under a column name and
"Key: value" lines of fact sheets. When a field's name is made of the question's own words,
the field's row (or the fact sheet's subject) names every name the question asks about, and
the evidence holds one value for it, that value is read as the answer. Like comparisons this
is a rule, not a fitted model; its accuracy is measured on the train split (`reader fit` /
`reader rescore`) and that accuracy is the answer's confidence.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from a2rag.read.candidates import DURATION_VALUE, KEY_VALUE, Candidate, Unit, row_key
from a2rag.read.currency import document_of
from a2rag.read.features import (
    FIT,
    anchor_keys,
    group_of,
    names_anchor,
    role_modifiers,
    type_fit,
)
from a2rag.read.lexical import content_words, has_phrase, initials, norm_phrase
from a2rag.read.measures import AT_A_PART, TOTAL_ASKED, total_after
from a2rag.read.periods import asked_dates, by_period, event_phrase
from a2rag.read.question import (
    IDENTIFIER_NOUNS,
    ORG_NOUNS,
    PERSON_NOUNS,
    PLACE_NOUNS,
    Expected,
    QuestionFrame,
    asks_phone,
)
from a2rag.read.records import record_of_another
from a2rag.read.rota import PLAN_ASKED
from a2rag.read.unstated import CONDITIONS, OUT_OF_HOURS, unstated_condition
from a2rag.read.values import names_a_date
from a2rag.text.match import stem
from a2rag.text.stopwords import STOPWORDS

MIN_FIT = 0.5
# a field's name says what its values are: 'Site IT manager: Fenella Ruddock' is a person,
# though spaCy tags the name only as a proper noun phrase; but an owner, head or lead may be
# a person or a team ('Owner: Integration Services'), so such nouns type nothing
_AMBIGUOUS = frozenset({"owner", "head", "member", "lead", "site", "body", "unit", "group"})
# a field's name that types its value as a person though the noun is no question's head type
_PERSON_FIELDS = frozenset(
    {"contact", "approver", "signatory", "sponsor", "custodian", "steward", "coordinator",
     "administrator", "technician", "auditor", "champion", "delegate"}
)  # fmt: skip
_KEY_GROUPS = (
    ("person", (PERSON_NOUNS - _AMBIGUOUS) | _PERSON_FIELDS),
    ("org", ORG_NOUNS - _AMBIGUOUS),
    ("place", PLACE_NOUNS - _AMBIGUOUS),
)


@dataclass(frozen=True)
class FieldAnswer:
    text: str
    field: str
    fit: float
    candidate: Candidate


def key_group(field: str) -> str | None:
    """The type a field's name gives its values, from the name's last word."""
    words = re.findall(r"[a-z]+", field.lower())
    if not words:
        return None
    last = words[-1]
    for group, nouns in _KEY_GROUPS:
        if last in nouns or last.rstrip("s") in nouns:
            return group
    return None


# words a quantity's field name adds to what "how much" / "how many" already asks:
# 'Stored volume' answers "How much imaging data does Lumen Archive store?"
_MEASURE_WORDS = ("volume", "amount", "number", "count", "total", "size", "quantity")
_NUMERIC = frozenset({Expected.NUMBER, Expected.MONEY, Expected.PERCENT})


def names_field(frame: QuestionFrame, field: str, row_role: str = "") -> bool:
    """Every content word of the field's name is one of the question's words, one of them is
    not part of another name the question mentions ('Site code' for "the site code of Orrin
    Moss Clinic"; not 'Clinic'), and the question names something besides the field ('RPO'
    in "What is the RPO for Lumen Archive?" is the field, 'Lumen Archive' the subject). The
    modifiers of the role a row is keyed by are the row's ('Deputy Registrar: Ben Tamsett;
    Ext: 4316' for "the extension of the Deputy Registrar"), not the field's."""
    own = role_modifiers(field)
    # 'Backup retention' is asked as "How long are backups kept?"; not 'Tape backup', whose
    # last word is no modifier of another
    last = (re.findall(r"[a-z]+", field.lower()) or [""])[-1]
    plural = {m for m in own if m != last and f"{m}s" in frame.text.lower().split()}
    said = _modifying(frame.text, role_modifiers(frame.text)) | plural
    if own != said - role_modifiers(row_role):
        return False  # 'Deputy lead' does not answer "Who leads ...?", nor 'Lead' the deputy
    words = _field_words(frame, field)
    key = norm_phrase(field)
    spelled = spelled_out(frame, field) or set()
    others = [a for a in frame.anchors if norm_phrase(a) not in key and a.lower() not in spelled]
    named = set().union(*(_roots(a) for a in others)) if others else set()
    asked = {_root(w) for w in frame.words} | phrased_roles(frame)
    main = {_root(w) for w in frame.main_words} | phrased_roles(frame)
    headed = _headed(frame, field)
    acted_on = {_root(w) for w in frame.argument_words}
    return (
        bool(others)
        and bool(words)
        and (words <= asked or headed)
        and bool(words - named)
        and bool(words & main)  # 'Owner' answers "the team that owns X", not "who leads" it
        and not words <= acted_on  # 'Meeting' of "Who chaired the HSC meeting?"
        and _names_the_attribute(frame, words)
        and not _other_modifier(frame, field)
    )


def _modifying(text: str, modifiers: set[str]) -> set[str]:
    """The role modifiers `text` says, less 'backup' where it is the thing asked about ("the
    nightly full backup of Yardbook"), not a role's modifier ("the backup engineer")."""
    if "backup" in modifiers and not _BACKUP_ROLE.search(text):
        return modifiers - {"backup"}
    return modifiers


_BACKUP_ROLE = re.compile(
    r"\bbackup\b(?!\s+(?:of|for|at|in|on|to|from|is|was|are|were)\s)\s*[\w-]", re.I
)


_CONTACT_VERB = re.compile(r"\b(?:call|ring|phone|contact|speak\s+to|talk\s+to)\b", re.I)
# phrases that ask a field by another name: "Which team looks after CPG?" its 'Owning team',
# "When does the night audit kick off?" its 'start'
_PHRASED = (
    (re.compile(r"\b(?:looks?|looked|looking)\s+after\b|\bin\s+charge\s+of\b", re.I), "own"),
    (re.compile(r"\b(?:kicks?|kicked)\s+off\b", re.I), "start"),
    # "How long are nightly backups retained?" its 'Retention', "How long did it last?" its
    # 'Duration', "Who led the response?" its 'Incident lead'
    (re.compile(r"\b(?:retained|kept|keeps?|keeping)\b", re.I), "retention"),
    (re.compile(r"\bhow\s+long\b.*\blast(?:s|ed)?\b", re.I), "duration"),
    (re.compile(r"\bled\b", re.I), "lead"),
    (re.compile(r"^\W*who\s+(?:currently\s+|now\s+)?head(?:s|ed)\b", re.I), "lead"),
    # "Which body regulates X?" its 'Regulator', "Who provides X?" its 'Supplier'
    (
        re.compile(
            r"^\W*(?:who|which\s+\w+)\s+(?:\w+\s+)?(?:regulat(?:es|ed)|inspects?|inspected"
            r"|oversees?|oversaw|audits?|audited)\b",
            re.I,
        ),
        "regulator",
    ),
    (
        re.compile(
            r"^\W*(?:who|which\s+(?:company|firm|supplier|vendor|business))\s+(?:\w+\s+)?"
            r"(?:provides?|provided|makes?|made|maintains?|maintained)\b",
            re.I,
        ),
        "supplier",
    ),
)


# a field named by a verb lists what the page's subject does ('Supplies: sensors and
# software', 'Owns: Harbour, backups'): its values are the objects, never the doer
_LISTS_WHAT_IT_DOES = re.compile(
    r"^\s*(?:supplies|provides|owns|hosts|maintains|runs|manages|operates|supports|serves"
    r"|covers|makes|builds)\s*$",
    re.IGNORECASE,
)


_DOERS = frozenset({Expected.PERSON, Expected.ORG})


def lists_what_it_does(frame: QuestionFrame, cand: Candidate) -> bool:
    """The candidate is a value of a field named by a verb ('Supplies:') and the question
    asks who does it: the page's subject is the doer, not its listed objects."""
    return (
        frame.expected in _DOERS
        and cand.field is not None
        and _LISTS_WHAT_IT_DOES.match(cand.field) is not None
    )


def _question_roots(frame: QuestionFrame) -> set[str]:
    """The roots of the question's words and of the field words it asks in other words."""
    return {_root(w) for w in frame.words} | phrased_roles(frame)


def phrased_roles(frame: QuestionFrame) -> set[str]:
    """The field words a question asks in other words: a person to call, ring or speak to is
    a 'contact' ("Who do I call at Orrin about the technical side?"), and _PHRASED."""
    out = {_root(role) for pattern, role in _PHRASED if pattern.search(frame.text)}
    if frame.expected == Expected.PERSON and _CONTACT_VERB.search(frame.text):
        out.add(_root("contact"))
    if asks_phone(frame.text):
        out |= {_root(w) for w in _PHONE_WORDS}  # "What number do I ring ...?" its 'Phone'
    # the condition a day states: "... on a Sunday" asks the 'Weekend response' column
    for word in frame.words & CONDITIONS.keys():
        out |= {_root(w) for w in CONDITIONS[word]}
    if OUT_OF_HOURS.search(frame.text):
        out |= {_root("out"), _root("hours"), _root("hour")}
    return out


def _beside_field(frame: QuestionFrame, field: str, step: int) -> list[str]:
    """The question's words `step` places from each place it says the field name's last
    word (-1 before, +1 after), as written: the content words the field's name lacks."""
    words = re.findall(r"[a-z0-9]+", field.lower())
    if not words:
        return []
    own = {_root(w) for w in words}
    last = _root(words[-1])
    said = re.findall(r"[A-Za-z0-9-]+", frame.text)
    return [
        said[i + step]
        for i, w in enumerate(said)
        if 0 <= i + step < len(said)
        and _root(w.lower()) == last
        and content_words(said[i + step].lower())
        and _root(said[i + step].lower()) not in own
    ]


def _other_modifier(frame: QuestionFrame, field: str) -> bool:
    """ "the regional manager" is not the 'Depot manager' (whose 'depot' the question says
    only inside the name 'Pellworth Depot'): the word before the field's last word in the
    question is a content word the field's name lacks. A word of the question's own names
    is its subject, not a modifier: 'Desk' of "Who deputises for the Service Desk lead?" asked
    of 'Deputy Lead' on the Service Desk's page."""
    words = re.findall(r"[a-z0-9]+", field.lower())
    if len(words) < 2:
        return False
    last = _root(words[-1])
    return any(
        not _names_before(frame, w, last) and not _PHONE_FILLER.fullmatch(w)
        for w in _beside_field(frame, field, -1)
    )


# 'phone' of "the emergency phone line" says what 'Emergency line' is, no other line
_PHONE_FILLER = re.compile(r"(?i:phone|telephone)")


def _kind_unsaid(frame: QuestionFrame, cand: Candidate) -> bool:
    """A one-word identifier field asked with a word of its own kind in front ("Which
    StreetPad fault code ...?") is another field when neither the row nor its page says that word: a
    register's 'Code: HHD-01' is the system's register code, not a fault code. The question's
    names are no such word ('Desk' of "the Service Desk lead")."""
    field = cand.field or ""
    words = re.findall(r"[a-z0-9]+", field.lower())
    if len(words) != 1 or words[0] not in IDENTIFIER_NOUNS:
        return False  # "Scarby's maintenance window" is its 'Window'
    noun, last = words[0], _root(words[0])
    text = f"{cand.unit.title} {cand.unit.chunk_text}".lower()
    said = {_root(w) for w in re.findall(r"[a-z0-9]+", text)}
    asked = re.findall(r"[A-Za-z0-9-]+", frame.text)
    before = [  # the word in front of the field's own noun ('fault' of "fault code")
        asked[i - 1]
        for i, w in enumerate(asked)
        if i > 0 and w.lower() in {noun, f"{noun}s"} and content_words(asked[i - 1].lower())
    ]
    return any(_root(w.lower()) not in said and not _names_before(frame, w, last) for w in before)


def _names_before(frame: QuestionFrame, word: str, last: str) -> bool:
    """Whether `word` ends one of the question's names written just before the field's last
    word ('Desk' of "the Service Desk lead"), not a common noun that shares a name's word
    ('password' of "minimum password length" beside the name 'Password Policy')."""
    for a in frame.anchors:
        if a.split()[-1].lower() != word.lower():
            continue
        for m in re.finditer(rf"(?<!\w){re.escape(a)}\s+([A-Za-z0-9-]+)", frame.text):
            if _root(m.group(1).lower()) == last:
                return True
    return False


_RATE_WORDS = frozenset({"per", "each", "every", "a", "an"})  # "floor limit per transaction"


def _asks_a_later_part(frame: QuestionFrame, cand: Candidate) -> bool:
    """ "the cooling setpoint" asks the setpoint that the line 'Cooling: two down-flow units,
    setpoint 21 °C' states after the field's value: in the question the field's last word is
    followed by a word the field's name lacks, and the line (a table's cell) says that word
    after the value."""
    line = cand.unit.text
    if cand.unit.is_table:  # the candidate's own cell, not the row's other fields
        line = next((c for c in cand.unit.cells if cand.text in c), "")
    at = line.find(cand.text)
    after = _roots(line[at + len(cand.text) :]) if at >= 0 else set()
    return any(
        w.islower() and w not in _RATE_WORDS and _root(w) in after
        for w in _beside_field(frame, cand.field or "", 1)
    )


def _headed(frame: QuestionFrame, field: str) -> bool:
    """'Clinical regulator' is the column "which regulator" asks for: its last word is the
    asked noun, and no other word names a relation the question does not ('Owning team' is
    not the team "is paged under" a runbook)."""
    words = re.findall(r"[a-z]+", field.lower())
    if not frame.head or not words or _root(words[-1]) != _root(frame.head.lower()):
        return False
    asked = {_root(w) for w in frame.words} | phrased_roles(frame)
    return not any(
        w.endswith(("ing", "ed", "er", "or")) and _root(w) not in asked for w in words[:-1]
    )


def _names_a_thing_of_the_kind(frame: QuestionFrame, cand: Candidate) -> bool:
    """'Sentinel Risk Engine: Viktor Hale.' under 'Required sign-offs' names a risk engine
    and its signatory; it is no column "which risk engine" asks for. A field taken only
    because it ends in the asked noun does not answer a thing with a person."""
    if frame.expected not in (Expected.ENTITY, Expected.OTHER) or cand.label != "PERSON":
        return False
    field = cand.field or ""
    asked = {_root(w) for w in frame.words}
    return _headed(frame, field) and not _field_words(frame, field) <= asked


# "What is the intraday loss limit of the desk headed by X?": the attribute asked is what
# stands between the copula and the first preposition; 'Desk' names the subject's kind
_ATTRIBUTE = re.compile(
    r"^\s*(?:what|which|who)(?:\s+(?:is|are|was|were)|['’]s)\s+(?P<asked>.+?)\s+"
    r"(?:of|for|at|in|on|with|under|during)\s",
    re.IGNORECASE,
)


def _names_the_attribute(frame: QuestionFrame, words: set[str]) -> bool:
    """In "What is the X of Y?" (or "What's ...") the field must name X, not only Y: 'Account
    manager' is no answer to "What's the phone number of our account manager?"."""
    m = _ATTRIBUTE.match(frame.text)
    return m is None or bool(words & _roots(m.group("asked")))


# one role, two words: 'Head of Integration' answers "Who leads Integration Services?", and
# 'Owning team' "Which team is responsible for Clarion Paging?"
_SAME_ROLE = {
    "head": "lead",
    "responsibl": "own",
    "responsibility": "own",
    # the end and start of a term: "When does the contract expire?" names 'Contract end'
    "expir": "end",
    "expiry": "end",
    "terminat": "end",
    "commenc": "start",
    "begin": "start",
    # "Who deputises for X?" asks X's 'Deputy'
    "deputi": "deputy",
    "deputis": "deputy",
    "deputiz": "deputy",
    # "How long are weekly full backups kept?" names the column 'Kept for'
    "kept": "keep",
    # a contact's column by its abbreviation: 'Ext' is the extension asked, 'Mob' the mobile
    "ext": "extension",
    "mob": "mobil",
}


def _root(word: str) -> str:
    """A coarser stem for matching a field's name to the question: 'Owning team' and 'Owner'
    to "which team owns", 'Supplier' to "supplies"."""
    for suffix in ("ing", "ed", "er", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    return _SAME_ROLE.get(word, word)


field_root = _root


def _roots(text: str) -> set[str]:
    return {_root(w) for w in content_words(text)}


_MEASURE = frozenset(_root(w) for w in _MEASURE_WORDS)
# what "when" already asks: a field's 'date' or 'day'
_DATED = frozenset(_root(w) for w in ("date", "day"))


_ACRONYM = re.compile(r"^[A-Z]{2,5}$")


def spelled_out(frame: QuestionFrame, field: str) -> set[str] | None:
    """The question's words for a field it names by its initials or in full: 'RPO' in
    "What recovery point objective applies to X?" is 'recovery', 'point', 'objective';
    'Recovery time objective' in "What's the RTO for X?" is 'rto'. None when neither."""
    name = field.strip()
    said = re.findall(r"[A-Za-z]+", frame.text)
    if _ACRONYM.match(name):
        k = len(name)
        for i in range(len(said) - k + 1):
            run = said[i : i + k]
            if all(len(w) > 2 for w in run) and initials(run) == name:
                return {_root(w.lower()) for w in run}
        return None
    words = re.findall(r"[A-Za-z]+", name)
    if 2 <= len(words) <= 5 and all(len(w) > 2 for w in words):
        short = initials(words)
        if short in said:
            return {short.lower()}
    return None


_LINE_WORDS = frozenset(_root(w) for w in ("line", "number", "phone", "telephone", "tel"))
# 'Current account manager' is the account manager a question asks without a time (a
# holder: 'Current system' is no system "What tier is the system ...?" asks)
_CURRENT_FIELD = re.compile(r"^(?:current|present)\s+", re.I)
_ASKS_THEN = re.compile(
    r"\b(?:was|were|had|did|before|until|back\s+in|previous(?:ly)?|former(?:ly)?|used\s+to|"
    r"(?:19|20)\d\d)\b",
    re.IGNORECASE,
)


def _field_words(frame: QuestionFrame, field: str) -> set[str]:
    """The words of a field's name the question must say: not those its wh-word already
    asks ("When does the contract with X end?" names 'Contract end date')."""
    words = spelled_out(frame, field) or _roots(field)
    current = _CURRENT_FIELD.match(field)
    if current and frame.expected == Expected.PERSON and not _ASKS_THEN.search(frame.text):
        words -= _roots(current.group(0))
    if asks_phone(frame.text) and words - _LINE_WORDS:
        words -= _LINE_WORDS  # 'P1 escalation line' is "the P1 escalation number"
    if frame.expected in _NUMERIC:
        return words - _MEASURE
    if frame.expected == Expected.DATE:
        return words - _DATED
    return words


# labels of a name: the field's name types it better than the tagger, which calls the invented
# 'Marcus Ilford' under 'Chair' an organisation
_NAME_GROUPS = frozenset({"pnp", "cell", "np", "misc", "person", "org", "place"})


_CALENDAR = re.compile(
    r"\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March"
    r"|April|May|June|July|August|September|October|November|December)\b|\b\d{1,2}:\d{2}\b"
)


# a question's noun that asks for a role's name ("What job title does ... hold?")
_TITLE_HEADS = frozenset({"title", "role", "position", "post", "job", "grade", "designation"})


def field_fit(frame: QuestionFrame, cand: Candidate) -> float:
    """How well a field's value fits the asked type. A question that asks for an open
    "what" ("What is the RPO ...?") takes the field it names as its type; a question whose
    noun is of another kind than the field's ('hospital', 'team') is not answered by it."""
    group = key_group(cand.field or "")
    if group is None and cand.unit.keyed == "role":
        group = "person"  # 'Deputy lead: Callum Reyes' of a 'Role | Name' table
    asked = key_group(frame.head) if frame.head else None
    if group is not None and asked is not None and group != asked:
        return 0.0  # 'Owning team' does not answer "at which hospital ..."
    if frame.head in _TITLE_HEADS and (
        re.search(r"\d", cand.text) or group_of(cand.label) in {"person", "code"}
    ):
        return 0.0  # 'Incident: INC-2024-031' is no job title, a name no role
    if frame.expected in (Expected.ENTITY, Expected.OTHER):
        return 1.0
    if frame.expected == Expected.DATE and _CALENDAR.search(cand.text):
        return 1.0  # 'Window: third Wednesday of each month', which the tagger leaves a cell
    if frame.expected == Expected.NUMBER and DURATION_VALUE.match(cand.text):
        return 1.0  # 'Response: 30 minutes' is the number "the response target" asks
    if group is None or group_of(cand.label) not in _NAME_GROUPS:
        return type_fit(frame, cand)
    return FIT.get(frame.expected, {}).get(group, 0.0)


# where a field says the plan, not what happened: a rota, a roster, a schedule
_PLAN_SAID = re.compile(r"\b(?:rota|roster\w*|plan\w*|schedul\w*|original\w*)\b", re.I)


def field_answer(frame: QuestionFrame, cands: list[Candidate]) -> FieldAnswer | None:
    """The one value the evidence gives for a field the question names, in a row or fact
    sheet that names all of the question's names; None when there is none or they differ."""
    if frame.options or _next_to_a_name(frame):
        return None  # "... account manager before Marnie Fitch?": who came before, unsaid
    found: dict[str, FieldAnswer] = {}
    fields = {_root(c.field.lower()) for c in cands if c.field and " " not in c.field.strip()}
    longer = {
        tuple(_root_words(c.field))
        for c in cands
        if c.field and " " in c.field.strip() and c.anchored >= 1.0
    }
    units = list({id(c.unit): c.unit for c in cands}.values())
    phone = asks_phone(frame.text)
    elsewhere = record_of_another(frame, cands)  # another supplier's entry in the directory
    anchors = {k for a in frame.anchors for k in anchor_keys(frame, a)}
    things = _asked_things(frame)
    another_time, in_time = by_period(frame, cands)
    plan = PLAN_ASKED.search(frame.text) is not None
    where = _where_clause(frame)
    dates = asked_dates(frame) if in_time else set()
    if in_time and not dates:
        # "... at the time of the April 2025 999 line failure?": the event's own names are
        # the time asked, which the directory's line need not say
        event = (event_phrase(frame) or "").lower()
        dates = {a for a in frame.anchors if event and a.lower() in event}
    pages: dict[str, set[str]] = {}  # each document's chunks among the evidence
    for c in cands:
        pages.setdefault(document_of(c.unit.chunk_id), set()).add(c.unit.chunk_text)
    actions_asked = _ACTION_ASKED.search(frame.text) is not None
    for c in cands:
        if c.field is None or id(c.unit) in elsewhere or id(c) in another_time:
            continue
        if not actions_asked and of_an_action(c):
            continue  # 'Owner: Siobhan Reyes.' of a review's follow-up action, not the system's
        key = norm_phrase(c.field)
        if any(norm_phrase(a) not in key for a in frame.anchors):
            role = _row_role(c)
            timed = id(c) in in_time
            if not (
                c.anchored >= 1.0
                or _titled_page_row(frame, c, pages)
                or _day_in_field(frame, c)
                or (timed and _time_said(frame, c, dates))
            ):
                continue
            # 'Previous system owner: Fiona Astley (until 31 August 2024)' is the system owner
            # "before 1 September 2024"
            field = (_EARLIER.sub("", c.field).strip() if timed else "") or c.field
            if not names_field(frame, field, role):
                continue
        elif not (
            (names_whole_field(frame, c.field) and _row_named(frame, c)) or _cell_named(frame, c)
        ):
            continue  # the question names nothing but (part of) the field
        elif _attribute_unsaid(frame, c):
            continue
        if group_row_overridden(frame, c, units):
            continue  # 'StrongWatch has an RTO of 2 hours instead of the Tier 1 figure'
        if _event_unsaid(frame, c):
            continue  # 'Time: 09:50; Event: ... RB-11 pages the duty analyst' is not when the file is due
        if _thing_unsaid(things, c) or _beside_dated(c, c.field, anchors):
            continue  # another thing of the subject's, or the column beside the dated one
        if _qualifier_unsaid(frame, c):
            continue  # 'Car park: 40 free spaces' on another site's page: not the long-stay one
        if frame.expected in _NOT_WHO and _names_a_holder(c.field):
            continue  # 'Owner: Priya Lindqvist' for "Where is the owner of X based?"
        if lists_what_it_does(frame, c):
            continue  # 'Supplies: FrostGuard software, ...' lists what; the page is who
        if _kind_unsaid(frame, c):
            continue  # 'Code: HHD-01' of the register is no "StreetPad fault code"
        if where is not None and _said_only_in(where, c.field):
            continue  # 'Primary hosting' of "the site manager where X's servers are hosted"
        if plan and not _PLAN_SAID.search(f"{c.field} {c.unit.title}"):
            continue  # 'On-call primary: Kieran Lomax' of a post-mortem is who served, not the plan
        fit = field_fit(frame, c)
        if fit < MIN_FIT or _names_a_thing_of_the_kind(frame, c) or _restates(frame, c):
            continue
        if _modified_elsewhere(frame, c, fields) or _longer_field_asked(frame, c, longer):
            continue  # 'Owner: Martin Crowe' of an action, beside the 'Technical owner' asked
        if phone and c.label != "PHONE":
            continue  # 'Gold Line: former name for the duty phone' gives no number to ring
        if c.label == "PHONE" and not phone and not frame.words & _DIALLED:
            continue  # 'Reception: 01632 960340' is no printer "Which reception printer" asks
        if _asks_a_later_part(frame, c) or _total_for_a_part(frame, c):
            continue
        if _one_of_several_records(frame, c) or unstated_condition(frame, c.unit, c.text, units):
            continue
        if _another_role(frame, c) or field_for_other_hours(frame, c):
            continue
        if _defers_to_a_note(c) or _after_the_asked_change(frame, c):
            continue  # 'Contract end: 15 July 2025 (see the note below)': the note extends it
        if _role_for_a_name(frame, c) or _numbered_label(frame, c.field):
            continue  # 'Owner: Lead, Network & ...' names no one; 'Site 3: Heron Lodge, ...'
        text = _whole_name(c) or range_part(frame, c)
        key = norm_phrase(text)
        if key and key not in found:
            found[key] = FieldAnswer(text, c.field, fit, c)
    if len(found) > 1 and phone:
        # 'NCC duty controller: 01632 960555' the question names, over a page's bare
        # 'Phone: 01632 960300' that its "number" names
        bare = {_root(w) for w in _PHONE_WORDS}
        named = {k: v for k, v in found.items() if _roots(v.field) - bare}
        if len(named) == 1:
            return next(iter(named.values()))
    if len(found) > 1:
        values = list(found.values())
        return _the_listed_one(frame, values) or _the_row_said(frame, values)
    return next(iter(found.values()), None)


# hours a field's bracket may be stated for: 'Pages (office hours)', 'Phone (in hours)'
_IN_HOURS = re.compile(
    r"\b(?:office|business|working|core|normal|staffed)\s+hours\b|\bin[- ]hours\b|\bdaytime\b",
    re.I,
)


def field_for_other_hours(frame: QuestionFrame, cand: Candidate) -> bool:
    """'Pages (office hours): Passenger Systems Team' does not say whom the runbook pages
    "out of hours", nor 'Pages (out of hours): ...' whom it pages in office hours: the field's
    bracket, or the value's own ('Support line: 01632 960655 (office hours, ...)'), states the
    hours its value holds for, against the question's."""
    unit = cand.unit
    if unit.is_table and OUT_OF_HOURS.search(frame.text) and _row_in_hours(unit):
        return True  # 'Phone: 01632 960655; Hours: 09:00 to 17:00 weekdays' is no out-of-hours line
    if unit.is_table:
        brackets = cand.field or ""  # a column keeps its whole header
    else:
        m = KEY_VALUE.match(unit.text)
        brackets = unit.text[: m.end()] if m else ""
        if m and cand.text in unit.text[m.end() :]:
            # 'Support line: 01632 960655 (office hours, ...)': the value's own bracket
            after = unit.text[unit.text.find(cand.text, m.end()) + len(cand.text) :]
            own = re.match(r"\s*\([^)]*\)", after)
            brackets += own.group(0) if own else ""
    said = " ".join(re.findall(r"\(([^)]*)\)", brackets))
    if not said:
        return False
    out_asked = OUT_OF_HOURS.search(frame.text) is not None
    out_said = OUT_OF_HOURS.search(said) is not None
    if out_asked:
        return not out_said and _IN_HOURS.search(said) is not None
    return out_said and _IN_HOURS.search(frame.text) is not None


_CLOCK_SPAN = re.compile(r"\b\d{1,2}[:.]\d{2}\s*(?:to|-|–|until)\s*\d{1,2}[:.]\d{2}\b")


def _row_in_hours(row: Unit) -> bool:
    """A row whose 'Hours' column gives a daytime span ('09:00 to 17:00 weekdays'): its
    line is staffed then, not out of hours. Not a row that has its own out-of-hours column
    ('Core hours: 09:00 to 13:00; Out of hours: from 13:00'): that one states both."""
    if any(OUT_OF_HOURS.search(h) for h in row.header):
        return False
    return any(
        "hour" in header.lower()
        and _CLOCK_SPAN.search(cell) is not None
        and not OUT_OF_HOURS.search(cell)
        and not re.search(r"24\s*/\s*7|24\s+hours", cell)
        for header, cell in zip(row.header, row.cells, strict=False)
    )


def _attribute_unsaid(frame: QuestionFrame, cand: Candidate) -> bool:
    """A line keyed by the question's own name ('Tidewell Aquarium: 426,000') gives the
    attribute its list's lead-in names ('Annual visits in 2024:'); a question asking another
    one ("the design visitor capacity of Tidewell Aquarium") whose words neither the line
    nor its lead-in say is not answered by it."""
    field = _roots(cand.field or "")
    anchored = _anchor_roots(frame)
    if not field or not field <= anchored | _named_nouns(frame):
        return False
    asked = {_root(w) for w in frame.relation_words} - field
    if not asked:
        return False
    said = _roots(cand.unit.text) | _roots(_lead_in(cand.unit))
    return not asked & said


# what a clock or calendar column holds: "by what time must ..." names it, and nothing else
_WHEN_FIELDS = frozenset(_root(w) for w in ("time", "date", "day"))
_NOT_RELATION = frozenset(_root(w) for w in ("must", "should", "can", "will", "would", "accord"))


def _event_unsaid(frame: QuestionFrame, cand: Candidate) -> bool:
    """A row whose only field the question names is its clock or calendar column, the one its
    wh-phrase asks ("By what time must the payroll bank file reach the bank?"), is the time of
    the event the row states: a timeline's 'Time: 09:50; Event: ... RB-11 pages the duty
    analyst' names RB-11 but states at most one of the question's own relation words."""
    field = _roots(cand.field or "")
    if not field or not field <= _WHEN_FIELDS or _root(frame.head or "") not in field:
        return False
    named = _anchor_roots(frame)
    relation = {_root(w) for w in frame.relation_words} - named - _NOT_RELATION - field
    if len(relation) < 2:
        return False
    said = set(_root_words(cand.unit.text))
    return len(relation & said) * 2 < len(relation)


# 'Owning team: Infrastructure and Hosting Team': a name of capitalised words joined by
# 'and' and ending in the kind of thing it names is one name, not two
_AND_NAME = re.compile(
    r"^[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|and|&|of|the|for))*\s+(?:and|&)\s+"
    r"(?:[A-Z][\w'’-]*\s+)*(?P<kind>[A-Z][a-z]+)$"
)
_NAME_KINDS = frozenset(
    {"team", "teams", "systems", "services", "service", "group", "unit", "department", "office",
     "board", "committee", "ltd", "plc", "llp", "limited", "partners", "solutions", "operations",
     "collections", "hosting", "support", "facilities", "estates", "infrastructure", "records"}
)  # fmt: skip


# a capitalised name joined by 'of', 'the', 'for': 'Office of the Tramway Commissioner'
_OF_NAME = re.compile(
    r"[A-Z][\w'’&-]*(?:\s+(?:[A-Z][\w'’&-]*|(?:of|the|for)(?=\s+[A-Z]|\s+the\s+[A-Z])))+"
)


def _whole_name(cand: Candidate) -> str | None:
    """The field's whole value when the candidate is part of one name joined by 'and'
    ('Infrastructure' of 'Owning team: Infrastructure and Hosting Team') or without the
    number that ends it ('Nurselink' of 'Former name: Nurselink 3')."""
    m = KEY_VALUE.match(cand.unit.text)
    if m is None or cand.field is None:
        return None
    value = re.split(r"\s*[;(]|\s+-\s+|,\s", cand.unit.text[m.end() :].strip(), maxsplit=1)[0]
    value = value.strip().rstrip(".")
    if cand.text == value or cand.text not in value:
        return None
    if re.fullmatch(rf"{re.escape(cand.text)}\s+v?\d[\w.]*", value):
        return value  # 'Former name: Nurselink 3 (until ...)': the version is the name's
    if value.startswith(cand.text) and _OF_NAME.fullmatch(value):
        return value  # 'Office' of 'Regulator: Office of the Tramway Commissioner'
    whole = _AND_NAME.match(value)
    if whole is None or whole.group("kind").lower() not in _NAME_KINDS:
        return None
    return value


# "before Marnie Fitch", "who succeeded Colin Ashdown": the holder next to a named one
_RELATIVE_TO_A_NAME = re.compile(
    r"\b(?:before|after|preceded|succeeded|replaced|predecessor\s+of|successor\s+(?:of|to))\s+"
    r"(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)"
)


def _next_to_a_name(frame: QuestionFrame) -> bool:
    """The question asks who held a role before or after a person it names (not a date)."""
    return any(
        not any(ch.isdigit() for ch in m.group("name"))
        and any(a in m.group("name") or m.group("name") in a for a in frame.anchors)
        for m in _RELATIVE_TO_A_NAME.finditer(frame.text)
    )


# "the site where GrainTrack Intake's primary servers are hosted": a clause that describes the
# thing the question goes through, not what it asks of it
_WHERE_CLAUSE = re.compile(r"\b(?:the|a|an|its|their)\s+(?:\w+\s+){0,2}?\w+\s+where\s+(.+)$")


def _where_clause(frame: QuestionFrame) -> tuple[set[str], set[str]] | None:
    """The roots of the question's words before its 'where' clause and in it; None without
    one."""
    m = _WHERE_CLAUSE.search(frame.text)
    return None if m is None else (_roots(frame.text[: m.start(1)]), _roots(m.group(1)))


def _said_only_in(where: tuple[set[str], set[str]], field: str | None) -> bool:
    """A field whose words the question says only in its 'where' clause ('Primary hosting' of
    "Who is the site manager where X's primary servers are hosted?"): its value is the place
    the clause describes, a hop, not the asked person."""
    before, clause = where
    own = _roots(field or "")
    return bool(own) and own <= clause and not own & before


def group_row_overridden(frame: QuestionFrame, cand: Candidate, units: list[Unit]) -> bool:
    """A table row that names the question's name only in a list of several ('Tier 1 |
    Calderwood Catalogue, StrongWatch, Vaultkeep | ... | RTO 4 hours') gives the group's value;
    a sentence elsewhere that names the name and the field ('StrongWatch has an RTO of 2 hours
    instead of the Tier 1 figure') may override it, so the row answers nothing."""
    row = cand.unit
    if not row.is_table or not frame.anchors:
        return False
    field = _roots(cand.field or "")
    # the subject's names, not the field's own ('RTO' of "What is the RTO for StrongWatch?")
    keys = [anchor_keys(frame, a) for a in frame.anchors if not _roots(a) <= field]
    if not field or not keys:
        return False
    # a list of names: 'Calderwood Catalogue, StrongWatch, Vaultkeep', not 'Vault Operations,
    # weekdays 08:00-18:00'
    listed = [
        cell
        for cell in row.cells
        if sum(part.strip()[:1].isupper() for part in cell.split(",")) >= 2
        and any(names_anchor((norm_phrase(cell),), k) for k in keys)
    ]
    if not listed:
        return False
    # or the field's abbreviation: 'CareFile has an RPO of 15 minutes' for the column
    # 'Recovery point objective (RPO)'
    short = _roots(" ".join(_ABBREVIATED.findall(cand.field or "")))
    for u in units:
        if u is row or u.is_table:
            continue
        low = (norm_phrase(u.text),)
        said = _roots(u.text)
        if all(names_anchor(low, k) for k in keys) and (field <= said or (short and short <= said)):
            return True
    return False


_ABBREVIATED = re.compile(r"\(([A-Z]{2,6})\)")


def _anchor_roots(frame: QuestionFrame) -> set[str]:
    """The roots of every word of the question's names."""
    return set().union(*(_roots(a) for a in frame.anchors))


def _named_nouns(frame: QuestionFrame) -> set[str]:
    """The noun right after each of the question's names, which the names' line may say
    with them: 'incident' of "a P1 incident" ('P1 incidents: response within 30 minutes')."""
    out: set[str] = set()
    for a in frame.anchors:
        for m in re.finditer(rf"(?<!\w){re.escape(a)}\s+([a-z]+)\b", frame.text):
            if m.group(1) not in STOPWORDS:
                out.add(_root(m.group(1)))
    return out


def dated_columns(row: Unit, fields: set[str], anchors: set[str]) -> set[str]:
    """Columns of a row whose name ends like one of `fields` ('Former account manager' beside
    'Account manager') and whose cell names one of the question's names (`anchors`, keys):
    a date ('Martin Avery, until 31 October 2023') picks that column for "until October
    2023", and the column beside it is not the one asked."""
    heads = {_root(f.lower().split()[-1]) for f in fields if f.split()}
    return {
        header
        for header, cell in zip(row.header, row.cells, strict=False)
        if header.split()
        and _root(header.lower().split()[-1]) in heads
        and any(has_phrase(norm_phrase(cell), k) for k in anchors)
    }


def beside_a_dated_column(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """Candidates in a table column beside one named alike whose cell holds the question's
    date ('Account manager' beside 'Former account manager: Martin Avery, until 31 October
    2023' for "... until October 2023"): ids of candidates that stay guesses."""
    anchors = {k for a in frame.anchors for k in anchor_keys(frame, a)}
    return {id(c) for c in cands if _beside_dated(c, c.field or c.column, anchors)}


def _beside_dated(cand: Candidate, column: str | None, anchors: set[str]) -> bool:
    """The candidate's table column has one named alike beside it that holds the question's
    date (`dated_columns`)."""
    if not cand.unit.is_table or not column or not anchors:
        return False
    dated = dated_columns(cand.unit, {column}, anchors)
    return bool(dated) and column not in dated


def _asked_things(frame: QuestionFrame) -> list[list[str]]:
    """ "How long are CallBridge call recordings kept?" asks of a thing of CallBridge's that
    more words than its kind name, its call recordings: the roots of each such phrase after
    one of the question's names ('call recording'). A bare kind after the name ("the P2
    ticket"), words before it ("nightly Clockwork backups") and the phrase of a "What ..."
    question ("What was the peak TrackLine message rate?", the attribute asked) are none. A
    thing placed at the name ("the rail loadout system at Halsey Wharf") is one too."""
    # "What was the average occupancy of Trewint's overflow visitor moorings?", "What is the
    # contract reference for Brightwater Telecare's falls sensor contract?": after 'of' or
    # 'for', a name's possessive opens the thing the attribute is asked of ("What is
    # PanelWise's recovery time objective?" asks the possessed attribute itself)
    owned = r"\b(?:of|for)\s+(?:the\s+)?" if _NAMES_WHAT.match(frame.text) else None
    asked = {_root(w) for w in frame.asked_nouns}
    things = []
    for noun, before in frame.qualified:
        for anchor in frame.anchors:
            if not content_words(anchor) <= set(before):
                continue
            if owned:  # one or two words, then the noun: the first reading that ends in it
                lead = rf"{owned}{re.escape(anchor)}['’]s\s+"
                m = None
                for k in (1, 2):
                    f = re.search(rf"{lead}((?:[a-z][a-z-]*\s+){{{k}}})(\w+)", frame.text)
                    if f is not None and stem(f.group(2).lower()) == noun:
                        m = f
                        break
            else:
                m = re.search(
                    rf"\b{re.escape(anchor)}\s+((?:[a-z][a-z-]*\s+){{1,2}}?)(\w+)", frame.text
                )
            if m is None or not m.group(1).strip() or stem(m.group(2).lower()) != noun:
                continue
            thing = _root_words(f"{m.group(1)} {m.group(2)}")
            if not set(thing) & asked:
                things.append(thing)
    # "What is the RTO of the rail loadout system at Halsey Wharf?": a thing placed at the name
    for anchor in frame.anchors:
        m = re.search(
            rf"\b(?:of|for)\s+the\s+((?:[a-z][a-z-]*\s+){{1,3}})(\w+)\s+(?:at|in|on)\s+"
            rf"(?:the\s+)?{re.escape(anchor)}\b",
            frame.text,
        )
        if m is not None:
            thing = _root_words(f"{m.group(1)} {m.group(2)}")
            if not set(thing) & asked:
                things.append(thing)
    return things


def _thing_unsaid(things: list[list[str]], cand: Candidate) -> bool:
    """A thing the question asks of (`_asked_things`) that the candidate's chunk and page
    never say: CallBridge's 'Retention' in a backup table that never says 'call recordings'
    is the retention of something else of CallBridge's. A thing named by the candidate's own
    field ('P1 response target' of a 'Response' column) is the attribute asked."""
    if not things:
        return False
    own = _roots(cand.field or "")
    said = _page_roots(cand.unit.title, cand.unit.chunk_text, cand.unit.text)
    return any(not _field_names(thing, own) and not _said(thing, list(said)) for thing in things)


@functools.lru_cache(maxsize=256)
def _page_roots(title: str, chunk_text: str, text: str) -> tuple[str, ...]:
    """The roots of a unit's page, chunk and own words, in order (`_root_words`); cached,
    since every candidate of a chunk reads the same ones."""
    return tuple(_root_words(f"{title} {chunk_text} {text}"))


# what a field naming a role's holder ('Owner', 'Account manager') never answers
_NOT_WHO = frozenset({Expected.PLACE, Expected.DATE, Expected.DURATION, Expected.NUMBER})


def _names_a_holder(field: str) -> bool:
    """Whether a field's last word is a person's role: its value is who holds it, which a
    question asking where, when or how many of that person does not ask."""
    words = re.findall(r"[a-z]+", field.lower())
    return bool(words) and (
        words[-1] in PERSON_NOUNS
        or words[-1].removesuffix("s") in PERSON_NOUNS
        or words[-1] in _GROUP_NOUNS  # 'Owning team' for "Where is the team based ...?"
    )


_GROUP_NOUNS = frozenset({"team", "teams", "department", "group", "unit", "section"})


# words in front of a noun that say when, not which: "under the current policy"
_WHEN_WORDS = frozenset(_root(stem(w)) for w in ("current", "present", "latest", "new"))


def _qualifier_unsaid(frame: QuestionFrame, cand: Candidate) -> bool:
    """A question that names nothing picks its thing by the words in front of its nouns
    ('the long-stay car park', 'the volunteer rostering system'). A field whose page never
    says one of them is another thing's: 'Car park: 40 free spaces' on a small airfield's
    page, 'Contract end date' of another supplier's contract."""
    if frame.anchors:
        return False
    known = set(_page_roots(cand.unit.title, cand.unit.chunk_text, cand.unit.text))
    known |= _roots(cand.field or "") | _WHEN_WORDS
    return any(_root(w) not in known for _, before in frame.qualified for w in before)


def _field_names(thing: list[str], field: set[str]) -> bool:
    """Whether the candidate's field names the thing: one of its words ('End date' of the
    "Veradyne Systems contract end"), and for a thing of two or more words in front of its
    noun, one of those: 'Contract reference' does not name "Brightwater Telecare's falls
    sensor contract"."""
    if len(thing) > 2:
        return bool(set(thing[:-1]) & field)
    return bool(set(thing) & field)


# a question whose wh-phrase names what it asks ('What was the ...', 'Which ...'), whose
# phrase after a name is the attribute asked, not a thing of the name's
_NAMES_WHAT = re.compile(r"^\s*(?:what|which)\b", re.IGNORECASE)


def _root_words(text: str) -> list[str]:
    """Every word's root, in order (as `_roots` reads a word: stemmed, then rooted)."""
    return [_root(stem(w)) for w in re.findall(r"[a-z0-9]+", text.lower())]


def _said(phrase: list[str], words: list[str]) -> bool:
    """Whether `words` hold `phrase` (roots) as consecutive words."""
    n = len(phrase)
    return any(words[i : i + n] == phrase for i in range(len(words) - n + 1))


def _lead_in(unit: Unit) -> str:
    """The line that opens the list a unit is an item of ('Annual visits in 2024:'), or ''."""
    chunk = unit.chunk_text or ""
    at = chunk.find(unit.text)
    if at < 0:
        return ""
    for line in reversed(chunk[:at].splitlines()):
        text = line.strip()
        if not text:
            return ""
        if not _ITEM_LINE.match(text):
            return text if text.endswith(":") else ""
    return ""


_ITEM_LINE = re.compile(r"^(?:[-*\u2022]|\d+[.)])\s")


_EARLIER = re.compile(r"^(?:previous|former|prior|outgoing|old|earlier)\s+", re.IGNORECASE)


def _time_said(frame: QuestionFrame, cand: Candidate, dates: set[str]) -> bool:
    """The question's names the candidate's line does not say are `dates`, the date of the
    time it asks about (`periods.asked_dates`), which the candidate's own period covers."""
    text = norm_phrase(f"{cand.unit.text} {cand.unit.title}")
    unnamed = {a for a in frame.anchors if not has_phrase(text, norm_phrase(a))}
    if bool(unnamed) and unnamed <= dates:
        return True
    # a record's line names its subject above it ('Supplier: Vantor Systems' over 'Former
    # account manager: Paula Brennan (until 31 August 2024)'): the record names the rest
    others = [a for a in frame.anchors if a not in dates]
    return (
        bool(dates & unnamed)
        and bool(others)
        and cand.anchored * len(frame.anchors) >= len(others) - 1e-9
    )


def _day_in_field(frame: QuestionFrame, cand: Candidate) -> bool:
    """The question's names the candidate's line does not say are days its field's name
    covers: "... on a Sunday" of the P1 row's 'Weekend response'; the line names the rest."""
    text = norm_phrase(f"{cand.unit.text} {cand.unit.title}")
    field = {stem(w) for w in re.findall(r"[a-z]+", (cand.field or "").lower())}
    unnamed = [a for a in frame.anchors if not has_phrase(text, norm_phrase(a))]
    return bool(unnamed) and all(
        stem(a.lower()) in CONDITIONS and CONDITIONS[stem(a.lower())] & field for a in unnamed
    )


def _row_role(cand: Candidate) -> str:
    """The role a role-keyed row is about, when the candidate is another of its columns."""
    unit = cand.unit
    if unit.keyed != "role" or not unit.header or cand.field == unit.header[0]:
        return ""
    return unit.header[0]


def _another_role(frame: QuestionFrame, cand: Candidate) -> bool:
    """A row keyed by its role ('Deputy Registrar: Ben Tamsett; Ext: 4316') is no row of
    the role a question names without the role's modifier ("What is the extension of the
    Registrar?"), nor the other way round."""
    written = _row_role(cand)
    if not written:
        return False
    role = norm_phrase(written)
    if not any(has_phrase(role, norm_phrase(a)) for a in frame.anchors):
        return False  # the row is named by its holder ("Ben Tamsett's extension")
    return role_modifiers(written) != role_modifiers(frame.text)


# '(see the note below)', '(but see below)', '- see notes': the line's author points elsewhere
_SEE_BELOW = re.compile(
    r"^[^A-Za-z]*(?:but\s+)?see\s+(?:the\s+)?(?:notes?|below|comments?|update|exceptions?)\b",
    re.I,
)


def _after_value(cand: Candidate) -> str | None:
    """What the candidate's line says after it; None when the line does not hold it."""
    line = cand.unit.text
    at = line.find(cand.text)
    return line[at + len(cand.text) :] if at >= 0 else None


def _defers_to_a_note(cand: Candidate) -> bool:
    """A value its line sends the reader on from ('Contract end: 15 July 2025 (see the note
    below)') is not the whole answer: the note overrides or qualifies it."""
    rest = _after_value(cand)
    return rest is not None and _SEE_BELOW.search(rest) is not None


# "... before CHG-2452?": the change the question dates its state by, and a line saying a
# value was changed ('lowered from 3.0 mg/l by CHG-2452')
_BEFORE_NAME = re.compile(
    r"\bbefore\s+(?:the\s+)?([A-Z][\w-]*\d[\w-]*|[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)"
)
_CHANGED = re.compile(
    r"\b(?:lowered|raised|increased|reduced|changed|moved|cut|extended|shortened|updated)\s+"
    r"(?:from|to)\b",
    re.I,
)


def _after_the_asked_change(frame: QuestionFrame, cand: Candidate) -> bool:
    """A value its line says a change the question names set ('High alarm: 2.5 mg/l (lowered
    from 3.0 mg/l by CHG-2452 ...)') is the value after it, not the one "before CHG-2452"."""
    m = _BEFORE_NAME.search(frame.text)
    if m is None:
        return False
    rest = _after_value(cand)
    if rest is None:
        rest = cand.unit.text
    return m.group(1) in rest and _CHANGED.search(rest) is not None


# a role written where its holder's name would stand: 'Owner: Lead, Network Operations'
_ROLE_NOUNS = frozenset(
    {"lead", "head", "manager", "director", "chair", "owner", "officer", "deputy", "chief",
     "supervisor", "coordinator", "administrator", "controller", "secretary", "president"}
)  # fmt: skip


def _role_for_a_name(frame: QuestionFrame, cand: Candidate) -> bool:
    """A field that gives a role, not its holder ('Owner: Lead, Network & Infrastructure
    Operations'), does not answer who holds it ("Who, by name, owns ...?"): its value's one
    word is a role noun, and the holder is on the named team's page."""
    words = cand.text.split()
    return (
        frame.expected == Expected.PERSON
        and len(words) == 1
        and words[0].lower().strip(".,") in _ROLE_NOUNS
    )


# 'Site 3', 'Step 2': a label that numbers the records of a list
_NUMBERED = re.compile(r"^\s*[A-Za-z][A-Za-z ]*?\s+(\d+)\s*$")


def _numbered_label(frame: QuestionFrame, field: str | None) -> bool:
    """A field named by a list's running number ('Site 3: Heron Lodge, site code HLD' of a
    glossary) holds the record itself, not an attribute: a question that does not say the
    number ("Who is the site manager at Heron Lodge?") does not ask it."""
    m = _NUMBERED.match(field or "")
    return m is not None and re.search(rf"\b{m[1]}\b", frame.text) is None


# 'Delia Harcourt (Head of Service, UK North)': the role a listed person's brackets give
_BRACKETED_ROLE = re.compile(r"\s*\(([^(),;]+)")


def _total_for_a_part(frame: QuestionFrame, cand: Candidate) -> bool:
    """'Operator HMIs: 38 in total, 26 at Kestle Moor and 12 at Brindlecombe' gives the whole,
    not the one plant a question asks about ("How many operator HMIs are there at the plant
    whose laboratory ...?"); a total asked ("across all sites") takes it."""
    line = cand.unit.text
    at = line.find(cand.text)
    if at < 0 or not total_after(line, at + len(cand.text)) or TOTAL_ASKED.search(frame.text):
        return False
    return AT_A_PART.search(frame.text) is not None


STOP_STEMS = frozenset(stem(w) for w in STOPWORDS)


def _one_of_several_records(frame: QuestionFrame, cand: Candidate) -> bool:
    """Minutes list several records with the same field ('Change: CHG-5120 ... Decision:
    Approved', 'Change: CHG-5131 ... Decision: Deferred'): "Which change did the CAB defer?"
    picks one by what its record says, so a record that says none of the question's own
    words (beyond its names and the field's) is not the one asked."""
    chunk = cand.unit.chunk_text
    field = cand.field or ""
    key = re.compile(rf"(?m)^[\s*-]*{re.escape(field)}:\s")
    if not field or len(key.findall(chunk)) < 2:
        return False
    asked = frame.relation_words - frame.anchor_words - content_words(field) - STOP_STEMS
    if not asked:
        return False
    at = chunk.find(cand.unit.text[:60])
    start = chunk.rfind("\n\n", 0, max(at, 0)) + 1
    end = chunk.find("\n\n", max(at, 0))
    record = chunk[start : end if end >= 0 else len(chunk)]
    if _record_named(frame, record):
        return False  # a directory's record picked by the name it gives ('Supplier: Orrin')
    said = content_words(record)
    return not any(_same_word(q, w) for q in asked for w in said)


def _record_named(frame: QuestionFrame, record: str) -> bool:
    """Whether a record is the one its name picks: its first line names one of the question's
    names ('Supplier: Orrin Channel Solutions'), or a line's whole value is one ('Product:
    Distriflow'); not a name said in passing ('Supplies: ..., Brindlemoor 4G backup router')."""
    lines = [ln.strip(" -*\t") for ln in record.splitlines() if ln.strip()]
    if not lines:
        return False
    first = norm_phrase(lines[0])
    values = {norm_phrase(ln.partition(":")[2]) for ln in lines if ":" in ln}
    return any(
        has_phrase(first, k) or k in values for a in frame.anchors for k in anchor_keys(frame, a)
    )


def _same_word(a: str, b: str) -> bool:
    """Two stems of one word: 'defer' and 'deferr' ('deferred'), 'log' and 'logg'."""
    short, long = sorted((a, b), key=len)
    return a == b or (len(short) >= 3 and long.startswith(short) and len(long) - len(short) <= 2)


def _the_listed_one(frame: QuestionFrame, values: list[FieldAnswer]) -> FieldAnswer | None:
    """Of the people one line lists as a field's value ('Attendees: A (Account Manager), B
    (Head of Service)'), the one whose bracketed role is all the question's own words: "Which
    attendee was Head of Service?" is B. None unless exactly one is."""
    units = {id(v.candidate.unit) for v in values}
    if len(units) != 1 or len({v.field for v in values}) != 1:
        return None
    asked = {_root(w) for w in frame.words}
    chosen = []
    for v in values:
        unit, cand = v.candidate.unit, v.candidate
        at = unit.text.find(cand.text)
        m = _BRACKETED_ROLE.match(unit.text, at + len(cand.text)) if at >= 0 else None
        role = _roots(m.group(1)) if m else set()
        if role and role <= asked:
            chosen.append(v)
    return chosen[0] if len(chosen) == 1 else None


def _the_row_said(frame: QuestionFrame, values: list[FieldAnswer]) -> FieldAnswer | None:
    """Of one table's rows that each give the subject a value for the field, the row whose
    cells say the question's other words: "the nightly full backup of Yardbook" is the row
    'Yardbook | full database | nightly at 23:30 | 30 days', not its 'transaction log |
    hourly | 7 days' row. The row must say every such word another row says, and more."""
    rows = [v.candidate.unit for v in values]
    if not all(u.is_table for u in rows) or len({tuple(u.header) for u in rows}) != 1:
        return None
    if len({v.field for v in values}) != 1:
        return None
    if not _roots(values[0].field) <= _question_roots(frame):
        return None  # 'Design IT load' is no "average IT load", whichever row says 'company'
    told = _roots(" ".join(rows[0].header))
    asked = {_root(w) for w in frame.words} - _anchor_roots(frame) - told
    said = [asked & _roots(" ".join(u.cells)) for u in rows]
    best = max(range(len(values)), key=lambda i: len(said[i]))
    if not said[best] or any(i != best and not said[i] < said[best] for i in range(len(values))):
        return None
    return values[best]


def _modified_elsewhere(frame: QuestionFrame, cand: Candidate, fields: set[str]) -> bool:
    """ "the design capacity for concurrent users" is the 'Design: 160' of a capacity table,
    not the 'Capacity: 1 Gbps' of a network link's row: a one-word field the question says
    after the name of another field in the evidence (`fields`, roots) is that other field's,
    unless the candidate's own unit or page says the word."""
    field = cand.field or ""
    if len(re.findall(r"[a-z0-9]+", field.lower())) != 1:
        return False  # longer names are checked whole (_other_modifier)
    said = _roots(f"{cand.unit.title} {cand.unit.text}") - {_root(field.lower())}
    own = _roots(field)
    return any(
        (r := _root(w.lower())) in fields and r not in own and r not in said
        for w in _beside_field(frame, field, -1)
    )


def _longer_field_asked(
    frame: QuestionFrame, cand: Candidate, longer: set[tuple[str, ...]]
) -> bool:
    """ "the technical owner" is the evidence's 'Technical owner' column, not the 'Owner:'
    line of a review's action: a one-word field the question says with a word in front of
    it, when another field where the question's names are named is named by that word and
    the field's."""
    field = cand.field or ""
    if len(re.findall(r"[a-z0-9]+", field.lower())) != 1:
        return False
    return any(
        tuple(_root_words(f"{w} {field}")) in longer for w in _beside_field(frame, field, -1)
    )


def _restates(frame: QuestionFrame, cand: Candidate) -> bool:
    """A value that names the question's own subject ('Meeting: quarterly Health and Safety
    Committee' for "... the HSC meeting ...", HSC being its short name) restates it."""
    value = norm_phrase(cand.text)
    if frame.head in IDENTIFIER_NOUNS:
        # "What site code does Quarry Gate use?": its code is one of its names, and the answer
        keys = [norm_phrase(a) for a in frame.anchors]
    else:
        keys = [k for a in frame.anchors for k in anchor_keys(frame, a)]
    return any(has_phrase(value, k) for k in keys)


def _titled_page_row(frame: QuestionFrame, cand: Candidate, pages: dict[str, set[str]]) -> bool:
    """A table row of a page whose title names the question's other names: the 'P2' row of
    the service-level table on 'System page: Switchboard' is Switchboard's P2 row, asked as
    "the resolution target for a P2 ticket in Switchboard". Not when a sentence of the page
    names the row's key with another value of the kind."""
    unit = cand.unit
    if not unit.is_table or not unit.title or not 0.0 < cand.anchored < 1.0:
        return False
    if any(names_a_date(a) for a in frame.anchors):
        return False  # a rota's dated row is the plan; minutes' dates name the meeting
    row, title = norm_phrase(unit.text), norm_phrase(unit.title)
    in_row = [a for a in frame.anchors if names_anchor((row,), anchor_keys(frame, a))]
    if not in_row:
        return False
    rest = [a for a in frame.anchors if a not in in_row]
    if not all(names_anchor((title,), anchor_keys(frame, a)) for a in rest):
        return False
    # 'B2 has been derated to 6 MW' below the B2 row's 'Output: 8 MW': the page says more
    kind = _value_unit(cand.text)
    if kind == "#":
        return True
    other_value = re.compile(rf"\d[\d,.]*\s*{re.escape(kind)}s?\b", re.IGNORECASE)
    own = norm_phrase(cand.text)
    lines = [ln for text in pages.get(document_of(unit.chunk_id), set()) for ln in text.split("\n")]
    for line in lines:
        if line.lstrip().startswith("|") or unit.text in line:
            continue  # the table's own rows, as written or rendered
        values = {norm_phrase(m.group(0)) for m in other_value.finditer(line)} - {own}
        if values and all(
            names_anchor((norm_phrase(line),), anchor_keys(frame, a)) for a in in_row
        ):
            return False
    return True


def _value_unit(text: str) -> str:
    """A value's unit word ('mw' of '8 MW', 'hour' of '4 hours'); '#' for a bare number."""
    words = re.findall(r"[A-Za-z]+", text)
    return words[-1].lower().rstrip("s") if words and re.search(r"\d", text) else "#"


def _row_named(frame: QuestionFrame, cand: Candidate) -> bool:
    """A table row's value answers a question that names only its column ('Q3 2024') when
    the question names the row too: 'Lost-time injuries', not 'Near misses reported'."""
    unit = cand.unit
    if not unit.is_table or (unit.keyed == "role" and cand.field == unit.header[0]):
        return True  # 'Registrar: Marguerite Oyelaran; Ext: 4315' names the role's holder
    words = _roots(row_key(unit))
    return not words or words <= {_root(w) for w in frame.words}


def _cell_named(frame: QuestionFrame, cand: Candidate) -> bool:
    """A question without names asks a table's cell by its row and column in common words:
    "How long are weekly full backups kept?" of the row 'Weekly full | 13 weeks' under
    'Backup type | Kept for'. The row's key and the column's name are all the question's
    words, and every word of it is said by the row, its header or the page's title, so the
    row is the one asked and not another one that shares a word with it."""
    unit = cand.unit
    if not unit.is_table or not cand.field or frame.expected not in _VALUES:
        return False
    key = row_key(unit)
    if not key or norm_phrase(key) == norm_phrase(cand.text):
        return False
    asked = {_root(w) for w in frame.words}
    row, column = _roots(key), _field_words(frame, cand.field)
    if not row or not column or not row <= asked or not column <= asked | phrased_roles(frame):
        return False
    said = row | column | _roots(" ".join(unit.header)) | _roots(unit.title)
    return {_root(w) for w in frame.main_words} <= said


MIN_SUBJECT_WORDS = 2
# what a field holding a phone number is called, which a question asking one need not say
_PHONE_WORDS = frozenset({"phone", "telephone", "tel", "number"})
# words of a question a phone number may answer ("What's the duty mobile?", "Which line ...")
_DIALLED = frozenset(
    stem(w)
    for w in (*_PHONE_WORDS, "mobile", "line", "call", "ring", "dial", "contact", "extension",
              "fax", "hotline", "reach")
)  # fmt: skip
_VALUES = frozenset(
    {Expected.DATE, Expected.DURATION, Expected.NUMBER, Expected.MONEY, Expected.PERCENT}
)


def names_whole_field(frame: QuestionFrame, field: str) -> bool:
    """A question that names nothing ("On what date does the winter freeze begin?") is
    answered by a field only when it asks a value and the field's name is its subject: two
    or more words, all the question's own ('Winter freeze: from 11 December to 4 January'),
    or when it asks who holds a role and the field's name is the whole question: "Who is
    the Change Manager?" of 'Change Manager: Nikhil Ashdown'."""
    if role_modifiers(field) != role_modifiers(frame.text):
        return False
    words = _field_words(frame, field)
    asked = {_root(w) for w in frame.words}
    if frame.expected == Expected.PERSON:
        return len(words) >= MIN_SUBJECT_WORDS and words == asked
    phone = asks_phone(frame.text)
    if phone:
        # "What number do I call to reach the service desk?": 'Service desk phone: ...'
        asked |= {_root(w) for w in _PHONE_WORDS}
    elif frame.expected not in _VALUES:
        return False  # a name ("which software") needs the subject it is asked about
    main = {_root(w) for w in frame.main_words}
    return len(words) >= MIN_SUBJECT_WORDS and words <= asked and bool(words & main)


_RANGE = re.compile(
    r"(?P<start>.+?)\s+(?:to|until|till|through|–|-)\s+(?P<end>.+?)"
    r"(?=\s+inclusive\b|\s*[,;(]|\.(?:\s|$)|$)"
)
_STARTS = frozenset({"begin", "start", "open", "commenc", "unlock"})
_ENDS = frozenset({"end", "finish", "clos", "expir", "stop", "lock"})


def range_part(frame: QuestionFrame, cand: Candidate) -> str:
    """The end of a range the question asks for: '2 August' of "Summer blackout: from 2
    August to 19 August" when it asks when the blackout begins, '19 August' when it ends
    (read from the line: the parser may tag the range as one date or as two); and of a value
    with an alternative under a condition, the one the question's condition picks."""
    return labelled_value(
        frame, conditioned_part(frame, range_end(frame, cand.text, cand.unit.text))
    )


# a value with the kind it is for in front: 'Lift and load records 10 years' of 'Retention:
# Lift and load records 10 years; other data 2 years'
_LABELLED = re.compile(
    r"^(?P<kind>(?:[A-Za-z][\w-]*\s+){1,5}?)(?P<value>[£$€]?\d[\d,.]*(?:\s*[A-Za-z%]+){0,2})$"
)
_AMOUNTS = frozenset({Expected.NUMBER, Expected.MONEY, Expected.PERCENT, Expected.DURATION})


def labelled_value(frame: QuestionFrame, text: str) -> str:
    """The value alone of a value said with the kind it is for, when the question says that
    kind: "How long are lift and load records retained?" is '10 years', not 'Lift and load
    records 10 years'."""
    m = _LABELLED.match(text.strip())
    if m is None or frame.expected not in _AMOUNTS:
        return text
    said = re.findall(r"[a-z0-9]+", m.group("kind").lower())
    kind = {_root(stem(w)) for w in said if w not in STOPWORDS}
    return m.group("value") if kind and kind <= set(_root_words(frame.text)) else text


# '31 days, or 12 months if flagged for a dispute': a usual value and one under a condition
_OR_IF = re.compile(
    r"^(?P<usual>[^,;()]+?),?\s+or\s+(?P<other>[^,;()]+?)\s+(?:if|when|once|where)\s+"
    r"(?P<condition>[^;()]+?)\.?$",
    re.IGNORECASE,
)


def conditioned_part(frame: QuestionFrame, text: str) -> str:
    """Of '31 days, or 12 months if flagged for a dispute', '12 months' when the question
    states the condition ("... if it has been flagged for a dispute?"), else '31 days'."""
    m = _OR_IF.match(text.strip())
    if m is None:
        return text
    named = _anchor_roots(frame)
    condition = _roots(m.group("condition")) - named
    asked = set(_root_words(frame.text))
    return m.group("other") if condition & asked else m.group("usual")


def range_end(frame: QuestionFrame, text: str, line: str) -> str:
    """`range_part` of an answer's text as its line states it: '17:00' of '09:00 to 17:00'
    for "What time does the desk close?"."""
    if frame.expected != Expected.DATE:
        return text
    at = line.find(text)
    m = _CLOCK_RANGE.fullmatch(text) or (_RANGE.match(line, at) if at >= 0 else None)
    if m is None or max(len(m.group("start").split()), len(m.group("end").split())) > 5:
        return text  # not two dates: "5 working days before ... until the audit closes"
    if ";" in m.group("start"):
        return text  # '20:00; Saturday: 08:00 to 16:00': a range's end, then the next cell
    if _WHOLE_SPAN.search(frame.text):
        return text  # "What are the centre's opening hours?" asks both ends
    asked = {_root(w) for w in frame.words} | set(frame.words)  # 'clos' of 'close'
    if _UNTIL_WHEN.search(frame.text):
        asked = (asked - _STARTS) | {"end"}  # "Until what time is the desk open ...?"
    if asked & _STARTS and not asked & _ENDS:
        return _RANGE_TAIL.split(m.group("start").strip())[0]
    if asked & _ENDS and not asked & _STARTS:
        return _RANGE_TAIL.split(m.group("end").strip())[0]
    return text


# '09:00-13:00', a span of the clock written as one token
_CLOCK_RANGE = re.compile(r"(?P<start>\d{1,2}[:.]\d{2})\s*[-–]\s*(?P<end>\d{1,2}[:.]\d{2})")
# the question asks a range's end: "Until what time ...", "How late ..."
# a span named by what it is open or staffed for, not one of its ends
_WHOLE_SPAN = re.compile(
    r"\b(?:opening|open|office|business|staffed|service)\s+(?:hours|times)\b", re.I
)
_UNTIL_WHEN = re.compile(r"\b(?:until|till)\s+(?:what|which|when)\b|\bhow\s+late\b", re.I)


# what follows a range's end is no part of it: '17:00' of '17:00 on weekdays'
_RANGE_TAIL = re.compile(r"\s+(?:on|in|at|during|every|each|for|except|when|if)\b")


def field_values_rejected(frame: QuestionFrame, cands: list[Candidate]) -> set[int]:
    """The field values (candidates by id) that `field_answer` sets aside for a fault of their
    own line (another attribute of the question's name, the clock of another event, another
    thing of the subject's, a value that sends the reader to a note, a role or a list's
    number where a person is asked): the candidate model's answer from the same line stays a
    guess too. (Not `unstated_condition`: 'Monday to Friday' states the weekdays it does not see.)"""
    fielded = [c for c in cands if c.field is not None]
    if not fielded:
        return set()
    things = _asked_things(frame)
    asked = _question_roots(frame)
    # per unit, its fields of two words or more that the question names whole
    whole: dict[int, list[set[str]]] = {}
    for c in fielded:
        roots = _roots(c.field or "")
        if len(roots) >= 2 and roots <= asked:
            whole.setdefault(id(c.unit), []).append(roots)
    actions_asked = _ACTION_ASKED.search(frame.text) is not None
    return {
        id(c)
        for c in fielded
        if _attribute_unsaid(frame, c)
        or _event_unsaid(frame, c)
        or _thing_unsaid(things, c)
        or _defers_to_a_note(c)
        or _after_the_asked_change(frame, c)
        or _role_for_a_name(frame, c)
        or _numbered_label(frame, c.field)
        or _another_column_asked(c, asked, whole)
        or (not actions_asked and of_an_action(c))
    }


# a question about an action itself: "Who owns the follow-up action to ...?"
_ACTION_ASKED = re.compile(r"\b(?:actions?|follow[- ]?ups?|recommendations?|tasks?)\b", re.I)
# what an action's line says after its owner
_DUE = re.compile(r"\b(?:Due|Deadline|Target date|By)\s*:", re.I)


def of_an_action(cand: Candidate) -> bool:
    """A field of a list item that states an action before it and its due date after it
    ('- Monitor certificate expiry on every channel. Owner: Siobhan Reyes. Due: 31 March
    2025'): the action's, not the page subject's."""
    unit = cand.unit
    if unit.is_table or not cand.field:
        return False
    text = unit.chunk_text
    at = text.find(unit.text)
    if at < 0:
        return False
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start : end if end >= 0 else len(text)]
    before = text[start:at]
    return (
        re.match(r"\s*(?:[-*•]|\d+[.)])\s+\S", line) is not None
        and len(re.findall(r"[A-Za-z]+", before)) >= 3
        and _DUE.search(line[len(before) :]) is not None
    )


def _another_column_asked(
    cand: Candidate, asked: set[str], whole: dict[int, list[set[str]]]
) -> bool:
    """'Business owner: Odalys Brennick' is no answer to "Who is the technical owner of
    Quayfare?" where the same row has a 'Technical owner' column: a field whose name says a
    word the question does not (`asked`, `_question_roots`), beside a field of the same head
    that the question names whole (`whole`: per unit, those fields' roots)."""
    own = _roots(cand.field or "")
    if not own or own <= asked:
        return False
    return any(theirs & own for theirs in whole.get(id(cand.unit), ()))
