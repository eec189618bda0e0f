"""Superseded documents: a policy kept "for audit purposes only" states values that are no
longer true ("from 5 working days before an inspection"), usually in the same words as the
version in force, so retrieval finds both and the reader cannot tell them apart by wording.

A document says it is superseded in its head or title: a status line ("Status: SUPERSEDED on 1
September 2023"), a dated mark ("version 4 - SUPERSEDED on 1 September 2024"), a title mark
("Change Freeze Policy v3.0 (superseded)") or a sentence about itself ("This policy has been
withdrawn"). Its sentences are not read unless the question asks about
an earlier state ("the previous policy", "version 3.0", "formerly").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Unit
from a2rag.read.lexical import content_words
from a2rag.read.periods import asked_interval, period_of
from a2rag.read.sides import is_head_chunk

_GONE = r"superseded|withdrawn|obsolete|retired|archived|deprecated|rescinded|revoked"
_STATUS = re.compile(rf"\bstatus\s*[:\-]\s*(?:{_GONE}|replaced)\b", re.IGNORECASE)
# '(superseded)', '(version 3.2, superseded)'
_TITLE_MARK = re.compile(rf"[(\[][^()\[\]]{{0,40}}?\b(?:{_GONE})\s*[)\]]", re.IGNORECASE)
# "Change Management Policy, version 4 - SUPERSEDED on 1 September 2024 by version 5"
_DATED_MARK = re.compile(
    rf"\b(?:{_GONE})\s+(?:on|from|since|with\s+effect\s+from|as\s+of)\s+\d", re.IGNORECASE
)
_ABOUT_ITSELF = re.compile(
    r"\bthis (?:document|policy|version|procedure|runbook|standard|guideline|guidance|page|"
    rf"schedule|plan|process|agreement)\s+(?:is|was|has been)\s+(?:now\s+)?(?:{_GONE}|replaced)\b",
    re.IGNORECASE,
)
_ASKS_ABOUT_THE_PAST = re.compile(
    rf"\b(?:{_GONE}|replaced|previous(?:ly)?|old|older|earlier|former(?:ly)?|original(?:ly)?|"
    r"prior|historical|used to|no longer|version|v\d[\d.]*|(?:under|in|per)\s+the\s+(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
HEAD_CHARS = 300


def asks_about_the_past(question: str) -> bool:
    """Whether a question asks about an earlier or withdrawn state ("the superseded
    policy", "the old number", "in version 2")."""
    return _ASKS_ABOUT_THE_PAST.search(question) is not None


def document_of(chunk_id: str) -> str:
    return chunk_id.rsplit("#", 1)[0]


def says_superseded(head: str) -> bool:
    """Whether a document's opening text marks it as no longer in force."""
    head = head[:HEAD_CHARS]
    return bool(
        _STATUS.search(head)
        or _TITLE_MARK.search(head)
        or _ABOUT_ITSELF.search(head)
        or _DATED_MARK.search(head)
    )


def superseded_documents(units: list[Unit]) -> set[str]:
    """The documents whose head or title ('Change Management Policy v4 (superseded)') marks
    them as no longer in force."""
    return {
        document_of(u.chunk_id)
        for u in units
        if (is_head_chunk(u.chunk_id) and says_superseded(u.chunk_text))
        or _TITLE_MARK.search(u.title)
    }


# 'version 2', 'v2.1', 'Version: 3.2'
_VERSION = re.compile(r"\b(?:version|v)\s*[:.]?\s*(\d+(?:\.\d+)?)\b", re.IGNORECASE)


def _same_version(asked: str, stated: str) -> bool:
    """'2' asks of version 2.1 as well as 2.0; '2.1' only of 2.1."""
    if "." in asked:
        return stated == asked or stated.startswith(asked + ".")
    return stated.split(".")[0] == asked


def other_versions(asked: set[str], units: list[Unit]) -> set[str]:
    """The documents that state their own version numbers, none of them one the question
    asks (`asked`): "... under version 2 of the Access and Password Policy?" of 'Access and
    Password Policy - version 4.0 (current)', whose head says it supersedes version 3.2, says
    nothing of version 2."""
    out: set[str] = set()
    for u in units:
        head = (
            u.title
            if _VERSION.search(u.title)
            else (u.chunk_text if is_head_chunk(u.chunk_id) else "")
        )
        stated = {m.group(1) for m in _VERSION.finditer(head[:HEAD_CHARS])}
        if stated and not any(_same_version(a, v) for a in asked for v in stated):
            out.add(document_of(u.chunk_id))
    return out


def _names_version(text: str, asked: set[str]) -> bool:
    return any(m.group(1) in asked for m in _VERSION.finditer(text))


# 'Status: superseded on 1 October 2024 by version 3', 'Superseded on 1 April 2025'; 'Effective
# from: 1 October 2024', 'in force from 1 April 2025'
_GONE_ON = re.compile(
    rf"\b(?:{_GONE}|replaced)\s+(?:on|from|with\s+effect\s+from|as\s+of)\s+"
    r"(\d{1,2}\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{4})",
    re.IGNORECASE,
)
_IN_FORCE_FROM = re.compile(
    r"\b(?:effective|in\s+force|applies|valid)(?:\s+from|\s+date)?\s*[:\-]?\s*(?:from\s+)?"
    r"(\d{1,2}\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{4})",
    re.IGNORECASE,
)


def not_in_force_then(question: str, units: list[Unit]) -> set[str] | None:
    """Asked of a time before a superseded document was replaced ("Before October 2024, how
    long could a store stay in offline mode?"): the documents not in force then, the other
    superseded ones and those whose own head says they took effect after it. None when the
    question names no such time, or no superseded document was in force then."""
    asked = asked_interval(question)
    if asked is None:
        return None
    heads = {document_of(u.chunk_id): "" for u in units}
    for u in units:
        if is_head_chunk(u.chunk_id):
            heads[document_of(u.chunk_id)] = f"{u.title}\n{u.chunk_text[:HEAD_CHARS]}"
    gone = superseded_documents(units)
    then: set[str] = set()
    later: set[str] = set()
    for doc, head in heads.items():
        m = (_GONE_ON if doc in gone else _IN_FORCE_FROM).search(head)
        span = period_of(m.group(1)) if m else None
        if span is not None and asked[1] <= span[0]:
            (then if doc in gone else later).add(doc)
    return (gone - then) | later if then else None


def current_units(question: str, units: list[Unit]) -> tuple[list[Unit], set[str]]:
    """The units to read, and the superseded documents left out of them. Nothing is left out
    when the question asks about an earlier state, but a document of another version than
    the one it asks (`other_versions`); asked of a time before a replacement, the version
    in force then is read and the one that took effect later is not (`not_in_force_then`)."""
    left = not_in_force_then(question, units)
    if left is not None:
        return [u for u in units if document_of(u.chunk_id) not in left], left
    if _ASKS_ABOUT_THE_PAST.search(question):
        asked = {m.group(1) for m in _VERSION.finditer(question)}
        other = other_versions(asked, units) if asked else set()
        if not other:
            return units, set()
        kept = [  # a unit that names the asked version itself is kept
            u
            for u in units
            if document_of(u.chunk_id) not in other or _names_version(u.text, asked)
        ]
        return kept, other
    gone = superseded_documents(units)
    if not gone:
        return units, gone
    return [u for u in units if document_of(u.chunk_id) not in gone], gone


# "Under the superseded version of the password policy", "the old fallback policy": an
# earlier state of a document the question names by its kind
_DOCUMENT_NOUN = (
    r"policy|procedure|standard|plan|rules|guidance|guideline|process|agreement|schedule|sla"
)
_EARLIER_DOCUMENT = re.compile(
    r"\b(?:superseded|old|older|previous|earlier|former)\s+"
    r"(?:version(?:\s+\d+(?:\.\d+)?)?\s+of\s+the\s+)?"
    rf"(?=((?:[\w-]+\s+){{0,4}}?)(?:{_DOCUMENT_NOUN})\b)",
    re.IGNORECASE,
)
# "Under version 4 of the remote access policy", "... policy (v1.4)"
_VERSION_OF = re.compile(r"\b(?:version|v)\s*(\d+(?:\.\d+)?)\s+of\s+(?:the\s+)?", re.I)
_VERSION_AFTER = re.compile(r"\s*\(\s*((?:version|v)\s*\d+(?:\.\d+)?)\s*\)", re.I)


@dataclass(frozen=True)
class VersionSaid:
    """The units of the version the question asks, and the question's words that picked it
    ('v1.4'): the evidence names the version in its own way ('version 1.4')."""

    units: list[Unit]
    consumed: tuple[str, ...]


def _title_and_head(u: Unit) -> str:
    """A unit's document title, and the document's opening text when it is the first chunk."""
    return f"{u.title}\n{u.chunk_text[:HEAD_CHARS] if is_head_chunk(u.chunk_id) else ''}"


def _states_version(units: list[Unit], asked: set[str]) -> bool:
    return any(
        _same_version(a, m.group(1))
        for u in units
        for m in _VERSION.finditer(_title_and_head(u))
        for a in asked
    )


def _head_words(units: list[Unit], doc: str) -> set[str]:
    """The content words of a document's title and head."""
    return content_words(
        " ".join(_title_and_head(u) for u in units if document_of(u.chunk_id) == doc)
    )


def asked_version(question: str, units: list[Unit]) -> VersionSaid | None:
    """The version a question asks of by its words ("the superseded password policy", "version
    2.1 of the handheld policy"), when the evidence holds it: only its documents are read,
    and the words that chose them ('v1.4', which the page writes 'version 1.4') are no names
    to look for. The question is still read as asked: read without 'superseded', the model
    grew surer of wrong values as well as right ones. None when the question asks no earlier
    version, or the evidence has none (a version no document states stays unanswered)."""
    earlier = _EARLIER_DOCUMENT.search(question)
    numbered = {m.group(1) for m in _VERSION.finditer(question)}
    if earlier is None and not numbered:
        return None
    kept = units
    if numbered:
        if not _states_version(units, numbered):
            return None
        other = other_versions(numbered, units)
        kept = [u for u in units if document_of(u.chunk_id) not in other]
    elif earlier is not None:
        gone = superseded_documents(units)
        # "the old password policy": a superseded document about passwords, not any
        described = content_words(earlier.group(1))
        if described:
            gone = {d for d in gone if described & _head_words(units, d)}
        kept = [u for u in units if document_of(u.chunk_id) in gone]
    if not kept:
        return None
    bracketed, of = _VERSION_AFTER.search(question), _VERSION_OF.search(question)
    said = [
        bracketed.group(1) if bracketed else None,  # 'v1.4' of "... policy (v1.4)"
        earlier.group(0).strip() if earlier else None,
        of.group(0).strip() if of else None,
    ]
    return VersionSaid(kept, tuple(w for w in said if w))


# the version a question names: "Under version 2.1 of the incident severity standard, ..."
_NAMED_VERSION = re.compile(r"\b(?:version|v)\s?(\d+(?:\.\d+)*)\b", re.IGNORECASE)
_BEFORE_VERSION = re.compile(r"\b(?:before|prior\s+to)\s+(?:the\s+)?(?:version|v)\s?\d", re.I)


def of_other_versions(question: str, units: list[Unit]) -> set[int]:
    """The units (by id) that state another version's values than the one the question names:
    a unit that does not name it, on a page that is not of it (the first version its title
    and text name), when another unit names it ('under version 2.1, Severity 1 had a
    resolution target of 6 hours' beside the current standard's table) or its page never
    does. `asked_version` keeps whole documents of the asked version; this reads within a
    document that states several, for the rules and as a cap on the model's answers."""
    m = _NAMED_VERSION.search(question)
    if m is None:
        return set()
    version = re.compile(rf"\b(?:version|v)\s?{re.escape(m.group(1))}(?![.]?\d)", re.IGNORECASE)
    if _BEFORE_VERSION.search(question):
        # "... before version 3?": version 3's page states its own values, not the earlier
        # ones; its lines that say 'previously' or name another version are kept
        return {
            id(u)
            for u in units
            if (first := _NAMED_VERSION.search(f"{u.title}\n{u.chunk_text}")) is not None
            and version.match(first.group(0))
            and not _EARLIER.search(u.text)
            and all(version.match(x.group(0)) for x in _NAMED_VERSION.finditer(u.text))
        }
    said = any(version.search(u.text) for u in units)
    out: set[int] = set()
    for u in units:
        if version.search(f"{u.title}\n{u.text}"):
            continue
        page = f"{u.title}\n{u.chunk_text}"
        first = _NAMED_VERSION.search(page)
        if first is not None and version.match(first.group(0)):
            continue  # 'Remote Access Policy v2.0 (superseded)': the page is of it
        if said or not version.search(page):
            out.add(id(u))
    return out


# "Before JL-5 came in, ...": the state before a named policy or change took effect
_BEFORE_IT = re.compile(
    r"\b[Bb]efore\s+(?:the\s+)?([A-Z][A-Za-z]*-?\d[\w.-]*)\s+(?:came\s+in|came\s+into\s+force"
    r"|was\s+(?:introduced|issued|adopted|published|approved)|took\s+effect|applied|started)\b"
)
_EARLIER = re.compile(
    r"\b(?:previous(?:ly)?|earlier|superseded|former(?:ly)?|before|until|used\s+to)\b", re.I
)


def of_the_later_state(question: str, units: list[Unit]) -> set[int]:
    """The units (by id) of the page of the policy or change that the question asks the time
    before ("Before JL-5 came in, how many GPUs ...?"): that page states its own values, which
    are not the earlier ones; its lines that name an earlier one ('JL-4 ... allowed 24 GPUs')
    or say 'previously' are kept."""
    m = _BEFORE_IT.search(question)
    if m is None:
        return set()
    name = m.group(1)
    head = re.match(r"[A-Za-z]+", name)
    sibling = re.compile(rf"\b{re.escape(head.group(0))}-?\d" if head else r"(?!)")
    own = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")
    out: set[int] = set()
    for u in units:
        if not own.search(u.title):
            continue
        if _EARLIER.search(u.text) or any(x.group(0) != name for x in _codes(sibling, u.text)):
            continue
        out.add(id(u))
    return out


def of_other_states(question: str, units: list[Unit]) -> set[int]:
    """The units (by id) that state another version's or another time's values than the
    question asks (`of_other_versions`, `of_the_later_state`)."""
    return of_other_versions(question, units) | of_the_later_state(question, units)


def _codes(sibling: re.Pattern[str], text: str) -> list[re.Match[str]]:
    return [m for m in re.finditer(r"\b[A-Za-z]+-?\d[\w.-]*", text) if sibling.match(m.group(0))]
