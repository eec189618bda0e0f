"""What a question asks for: the expected answer type, its anchors and its relation words.

The frame is computed once per question from spaCy's parse plus a few wh-patterns. It drives
candidate type fit, anchor distance and relation-word features in the reader, and the
resolution check (is the answer of the asked type, does a comparison name one side).
"""

from __future__ import annotations

import functools
import re
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from a2rag.read.contrast import qualified_nouns
from a2rag.read.lexical import content_words, initials, norm_phrase


class Expected(StrEnum):
    PERSON = "person"
    ORG = "org"
    PLACE = "place"
    DATE = "date"
    DURATION = "duration"
    NUMBER = "number"
    MONEY = "money"
    PERCENT = "percent"
    YESNO = "yesno"
    CHOICE = "choice"
    ENTITY = "entity"
    OTHER = "other"

    @property
    def phrase(self) -> str:
        """What a reason calls the asked kind: "question asks for an organisation"."""
        return _EXPECTED_PHRASES[self]


_EXPECTED_PHRASES = {
    Expected.PERSON: "a person", Expected.ORG: "an organisation", Expected.PLACE: "a place",
    Expected.DATE: "a date or time", Expected.DURATION: "a duration", Expected.NUMBER: "a number",
    Expected.MONEY: "an amount of money", Expected.PERCENT: "a percentage",
    Expected.YESNO: "yes or no", Expected.CHOICE: "one of the options it names",
    Expected.ENTITY: "a named thing", Expected.OTHER: "a value",
}  # fmt: skip


ORG_NOUNS = {
    "team", "company", "vendor", "supplier", "firm", "organisation", "organization", "regulator",
    "band", "group", "club", "university", "school", "college", "agency", "bank", "party",
    "authority", "board", "department", "airline", "network", "label", "publisher", "studio",
    "brand", "manufacturer", "operator", "corporation", "newspaper", "magazine", "committee",
    "institution", "union", "league", "federation", "body", "division", "unit", "provider",
}  # fmt: skip
PLACE_NOUNS = {
    "city", "country", "region", "state", "town", "village", "county", "place", "location",
    "site", "hospital", "clinic", "island", "river", "continent", "province", "district",
    "nation", "area", "centre", "center", "capital", "building", "stadium", "venue",
}  # fmt: skip
PERSON_NOUNS = {
    "person", "man", "woman", "engineer", "manager", "lead", "leader", "director", "actor",
    "actress", "player", "author", "writer", "singer", "president", "chair", "chairman",
    "owner", "founder", "member", "officer", "head", "deputy", "composer", "artist", "wife",
    "husband", "son", "daughter", "father", "mother", "producer", "coach", "king", "queen",
    "star", "songwriter", "musician", "novelist", "poet", "painter", "comedian", "journalist",
    # staff an enterprise page names by job ("Which plant technician was on call ...?")
    "technician", "administrator", "analyst", "supervisor", "coordinator", "specialist",
    "architect", "dispatcher", "nurse", "doctor", "surgeon", "pharmacist", "paramedic",
    "curator", "librarian", "teacher", "headteacher", "secretary", "treasurer", "trustee",
    "clerk", "steward", "warden", "caretaker", "planner", "approver", "reviewer", "organiser",
    "organizer", "assistant", "adviser", "advisor", "representative", "volunteer", "employee",
    "colleague", "scientist", "researcher", "professor", "lecturer", "registrar", "captain",
    "commander", "inspector", "surveyor", "electrician", "mechanic", "programmer",
    "superintendent", "receptionist", "lifeguard", "instructor", "editor", "translator",
    "designer", "proofreader", "chairperson", "chairwoman", "minute-taker",
}  # fmt: skip
DURATION_UNITS = {
    "millisecond", "milliseconds", "second", "seconds", "minute", "minutes", "hour", "hours",
    "day", "days", "week", "weeks", "month", "months", "year", "years",
}  # fmt: skip
_YESNO = re.compile(
    r"^\s*(is|are|was|were|does|do|did|can|could|has|have|had|should|will|would)\b", re.I
)
_WH = re.compile(r"\b(how|what|which|who|when|where|whose)\b", re.I)
# codes: 'INC-2024-0107', 'SYS-ACS-03'; and short ones the tagger leaves a common noun: 'P2' of
# "a P2 ticket", 'T1' (a longer name holding one, 'Q3 2024', is kept whole)
_CODE = re.compile(r"\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b|\b[A-Z]{1,3}\d{1,3}\b")
_FRAME_STOP = {"many", "much", "often", "long", "soon"}
_WH_WORDS = {"who", "whom", "whose", "which", "what", "when", "where", "how"}
_OPTIONS = re.compile(r",?\s*(.+?)\s+or\s+(.+?)\s*\??\s*$", re.I)
_NAME_RUN = r"[A-Z0-9][\w'’.-]*(?:(?:\s+|,\s*)(?:(?:of|and|the|de|von|van)\s+)?[A-Z0-9][\w'’.-]*)*"
_NAMED_OPTIONS = re.compile(rf"({_NAME_RUN})\s+or\s+(?:the\s+)?({_NAME_RUN})")
# "Who was born first out of A and B?", "Which film came out later between A and B?": the
# comparative right before the two sides
_AND_OPTIONS = re.compile(
    r"\b(?:first|earlier|earliest|later|last|older|oldest|younger|youngest|longer|shorter|"
    r"more|fewer|less|higher|lower|larger|smaller|bigger)\s+(?:out of|between)\s+(?:the\s+)?"
    r"(.+?)\s+and\s+(?:the\s+)?(.+?)\s*\??\s*$",
    re.I,
)
_AUX_START = re.compile(r"^(?:Is|Are|Was|Were|Did|Do|Does|Has|Have|Had|Can|Could)\s+")


class QuestionFrame(BaseModel):
    text: str
    expected: Expected
    head: str | None = Field(None, description="The noun the wh-phrase asks about ('team').")
    anchors: list[str] = Field(default_factory=list, description="Named mentions to match.")
    anchor_words: set[str] = Field(default_factory=set)
    relation_words: set[str] = Field(default_factory=set)
    words: set[str] = Field(default_factory=set, description="All content words (stemmed).")
    options: list[str] = Field(default_factory=list, description="The sides of 'A or B'.")
    direction: str | None = Field(
        None,
        description="'to' or 'from' when the asked thing is one end of a move: \"Which data "
        "centre did the systems fail over to?\" asks the 'to' end.",
    )
    main_words: set[str] = Field(
        default_factory=set,
        description="Content words outside relative clauses: 'lead', 'team' of \"Who leads "
        "the team that owns X?\" ('own' asks the embedded question).",
    )
    asked_nouns: list[str] = Field(
        default_factory=list,
        description="The nouns of the asked phrase: 'halcyon', ..., 'status', 'code'.",
    )
    described: list[str] = Field(
        default_factory=list,
        description="Names inside a relative clause that describes something the question "
        "does not name: 'Jiménez' of \"In the country that Jiménez is a part, ...\".",
    )
    conjoined: list[str] = Field(
        default_factory=list,
        description="Two names the question joins with 'and' and asks one thing of: 'Teide "
        "National Park', 'Garajonay National Park' of \"Where are Teide National Park and "
        'Garajonay National Park located?"',
    )
    counted: str | None = Field(
        None,
        description='The noun "how many" counts, the last of its compound: \'nodes\' of "How '
        'many standard compute nodes ..." (the head may be an earlier noun of it).',
    )
    argument_words: set[str] = Field(
        default_factory=set,
        description="Content words of the other arguments of the verb whose subject or object "
        "the wh-phrase is: 'hsc', 'meet' of \"Who chaired the HSC meeting?\" (what the asked "
        "person acted on, not what is asked); empty for a copula or 'have'.",
    )
    qualified: list[tuple[str, list[str]]] = Field(
        default_factory=list,
        description="Each noun phrase's noun (stemmed) and the words in front of it: ('park', "
        "['car', 'long', 'stay']) of \"the long-stay car park\" (contrast.py).",
    )
    anchor_forms: dict[str, list[str]] = Field(
        default_factory=dict,
        description="Other names of an anchor's entity in the knowledge base ('HRI' -> "
        "'Harrowby Royal Infirmary'), so a sentence naming either names it.",
    )
    document_anchors: list[str] = Field(
        default_factory=list,
        description="Anchors that name a document, as a title spells them out: 'DR' of \"What "
        "RPO does the DR plan give Clearsight?\" in the chunks titled 'Disaster recovery plan' "
        "(acronyms.py); every line of such a chunk names it.",
    )
    clause_dates: list[str] = Field(
        default_factory=list,
        description="Dates that time a clause describing something of a question asked in the "
        "present: 'February 2025' of \"Who is the account manager at the company supplying the "
        'radio handsets approved in February 2025?" dates the approval, not the manager asked.',
    )


_NAMING = frozenset({"called", "named", "known", "renamed"})


def _former_name_date(doc: Any, ent: Any) -> bool:
    """'2021' in "the system that was called WardWatch until 2021" dates the old name; the
    page that states the name need not repeat it."""
    before = [t.lower_ for t in doc[max(0, ent.start - 6) : ent.start]]
    return (
        ent.label_ == "DATE"
        and bool(before)
        and before[-1] in {"until", "till", "before"}
        and bool(_NAMING & set(before))
    )


# a question put as a request opens with a capitalised verb the tagger joins to the name
_IMPERATIVE = re.compile(
    r"^(?:Name|List|Give|Tell|Identify|State|Find|Show|Provide|Describe)\s+(?=\S)"
)


def _without_lower_tail(phrase: str) -> str:
    """A name does not end in a lower-case word: 'TFG', not 'TFG end'; quantities ('60
    seconds') and phrases that open in lower case ('a year') are left as they are."""
    words = phrase.split(" ")
    if len(words) < 2 or not words[0][:1].isupper() or not re.fullmatch(r"[a-z]+", words[-1]):
        return phrase
    before = words[-2]
    # 'Le roi', 'Al gran sole carico': a title in a language that writes its words small
    if not before[:1].isupper() or len(before) <= 2:
        return phrase
    return " ".join(words[:-1])


def _dated_token(tok: Any, label: str) -> bool:
    """A token that makes a span of time a named one: a capital or a number ('3 May',
    'Monday'; a clock time '08:00' for a TIME)."""
    if tok.text[:1].isupper() or tok.is_digit:
        return True
    return label == "TIME" and re.search(r"\d", tok.text) is not None


_GROUP_DETERMINERS = frozenset({"all", "both", "the", "these", "those", "our", "its", "their"})


def _counts_a_group(doc: Any, ent: Any) -> bool:
    """'five' of "across all five stores": a count of a group the question names by its
    plural noun."""
    if ent.label_ != "CARDINAL" or ent.start == 0 or ent.end >= len(doc):
        return False
    before, after = doc[ent.start - 1], doc[ent.end]
    return before.lower_ in _GROUP_DETERMINERS and after.tag_ == "NNS"


# a product name written in camel case: 'ePRO', 'iPhone', 'eRoster'
_CAMEL = re.compile(r"[a-z]{1,3}[A-Z][A-Za-z]*")


def _anchors(doc: Any) -> list[str]:
    """Named mentions: entities, proper-noun runs and codes (INC-2024-0107), longest first."""
    spans: list[tuple[int, int]] = []
    for ent in doc.ents:
        if ent.label_ == "ORDINAL" or _WH.search(ent.text) or _former_name_date(doc, ent):
            continue
        if _counts_a_group(doc, ent):
            continue  # "all five stores": how many there are, not a name the evidence says
        timed = ent.label_ in {"DATE", "TIME"}
        if timed and len(ent) == 1 and ent[0].pos_ in {"ADJ", "ADV"}:
            continue  # 'annual', 'daily', 'hourly': how often, not a named thing
        if timed and not any(_dated_token(t, ent.label_) for t in ent):
            continue  # 'an average day', 'the weekend', 'each night': no named span of time

        start = ent.start_char
        before = doc[ent.start - 1] if ent.start > 0 else None
        if ent.label_ == "DATE" and before is not None and re.fullmatch(r"\d{1,2}", before.text):
            start = before.idx  # 'commencing 8 April 2024': the day belongs to the date
        spans.append((start, ent.end_char))
    spans.extend(m.span() for m in _CODE.finditer(doc.text))
    run: list[Any] = []
    toks = list(doc)
    for k, tok in enumerate([*toks, None]):
        proper = tok is not None and (
            tok.pos_ == "PROPN"
            or (tok.i > 0 and tok.text[:1].isupper() and tok.is_alpha)
            or _CAMEL.fullmatch(tok.text) is not None  # 'ePRO' of "Ledgerline ePRO"
        )
        possessive_inside = (
            tok is not None
            and run
            and tok.text in {"'s", "’s"}
            and k + 1 < len(toks)
            and toks[k + 1].text[:1].isupper()
            # "Norvane Compute's P1 response time": a priority or quarter code is no name's part,
            # nor the abbreviation of what is asked of it ("What's Tidemark's RPO?")
            and not re.fullmatch(r"[A-Z]{1,3}\d+[a-z]?|[A-Z]{2,5}", toks[k + 1].text)
        )
        if proper or possessive_inside:
            run.append(tok)
            continue
        if run:
            spans.append((run[0].idx, run[-1].idx + len(run[-1].text)))
        run = []
    text = doc.text
    out: list[str] = []
    for a, b in sorted(set(spans), key=lambda s: -(s[1] - s[0])):
        phrase = text[a:b].strip(" ?,.'")
        phrase = re.sub(r"^(the|The)\s+", "", phrase)
        phrase = re.sub(r"'s$|’s$", "", phrase)
        # "My Dear Desperado or Moner Manush": the tagger's span may swallow the "or"
        phrase = re.sub(r"[\s,]+(?:or|and|nor|vs\.?|versus)$", "", phrase, flags=re.I)
        if a == 0:
            phrase = _IMPERATIVE.sub("", phrase)  # "Name Dunmore Transport's account manager."
        phrase = _without_lower_tail(phrase)  # 'TFG end' of "... contract with TFG end?"
        if len(phrase) < 2 or phrase.lower() in {"which", "what", "who", "when", "where", "how"}:
            continue
        key = norm_phrase(phrase)
        if any(key in norm_phrase(o) for o in out):
            continue
        out.append(phrase)
    return out


def _relative(toks: list[Any], i: int) -> bool:
    """'who' in "For patients who were under 18 ..., until which birthday ...?" opens a
    relative clause on the noun before it ("the city in which", "Eddie Fisher, who"); it
    does not ask."""
    t = toks[i]
    if i == 0 or t.i == 0 or t.lower_ not in _WH_WORDS:
        return False
    doc = t.doc
    before = doc[t.i - 1]
    if before.pos_ in {"NOUN", "PROPN", "NUM"}:
        return True
    if before.pos_ == "ADP" and t.i > 1 and doc[t.i - 2].pos_ in {"NOUN", "PROPN"}:
        return True
    return before.text == "," and any(a.dep_ == "relcl" for a in [t, *t.ancestors])


def _wh_head(doc: Any) -> tuple[str | None, str | None]:
    """(wh-word, head noun): 'which team owns' -> ('which', 'team')."""
    toks = [t for t in doc if not t.is_punct]
    asking = [i for i, t in enumerate(toks) if t.lower_ in _WH_WORDS and not _relative(toks, i)]
    start = asking[0] if asking else 0
    for i, t in enumerate(toks):
        if i < start:
            continue
        low = t.lower_
        if low in {"which", "what", "whose"}:
            for k, u in enumerate(toks[i + 1 : i + 5], start=i + 1):
                if u.pos_ in {"NOUN", "PROPN"}:
                    # the last noun of a compound: 'lag' of "what replication lag",
                    # 'runtime' of "what UPS runtime"
                    while (
                        k + 1 < len(toks)
                        and (
                            toks[k + 1].pos_ == "NOUN"
                            or (toks[k + 1].pos_ == "PROPN" and toks[k + 1].dep_ == "compound")
                        )
                        and (u.pos_ == "NOUN" or u.dep_ == "compound")
                    ):
                        k, u = k + 1, toks[k + 1]
                    return low, u.lemma_.lower()
                if u.pos_ not in {"ADJ", "DET", "NOUN", "PROPN", "NUM", "ADV"}:
                    break
            return low, None
        if low == "how" and i + 1 < len(toks):
            nxt = toks[i + 1].lower_
            if nxt in {"many", "much"}:
                for u in toks[i + 2 : i + 5]:
                    if u.pos_ in {"NOUN", "PROPN"}:
                        return "how " + nxt, u.text.lower()
                return "how " + nxt, None
            return "how " + nxt, None
        if low in {"who", "whom", "when", "where"}:
            return low, None
    return None, None


_TOWARD = frozenset({"to", "into", "onto", "towards", "toward"})
DIRECTIONS = {**{w: "to" for w in _TOWARD}, "from": "from"}


def _embedded(doc: Any) -> set[int]:
    """Token indices of relative clauses that do not hold the wh-word: 'that owns X' in "Who
    leads the team that owns X?" asks nothing itself."""
    embedded: set[int] = set()
    for tok in doc:
        sub = list(tok.subtree)
        # a clause holding the wh-word is the asked one, however the parser attached it
        if tok.dep_ in {"relcl", "acl"} and not any(t.lower_ in _WH_WORDS for t in sub):
            embedded.update(t.i for t in sub)
    # a premise before the question: "Given the priority assigned to INC-7, what was its
    # resolution target?" asks the target, not the priority
    if len(doc) and doc[0].lower_ in _PREMISE_OPENERS:
        comma = next((t.i for t in doc if t.text == ","), None)
        if comma is not None and not any(t.lower_ in _WH_WORDS for t in doc[:comma]):
            embedded.update(range(comma + 1))
    return embedded


_PREMISE_OPENERS = frozenset({"given", "considering", "assuming", "based", "taking", "using"})


def _opens_relative_clause(tok: Any) -> bool:
    """A relative clause's head: 'relcl', or an 'acl' with its own subject or a 'that', or
    a participle with its agent ('managed by Delia Frost' of "the depot managed by Delia
    Frost"); 'relocated to' of "Which city was the team relocated to?" is none."""
    return tok.dep_ == "relcl" or (
        tok.dep_ == "acl"
        and any(
            c.dep_ in {"mark", "nsubj", "nsubjpass"} or (c.dep_ == "agent" and tok.tag_ == "VBN")
            for c in tok.children
        )
    )


def _relative_clauses(doc: Any) -> list[str]:
    """The text of each relative clause on a definite noun ("the country that ...", "the
    woman who ..."; 'relocated to' of "Which city was the team relocated to?" is none) that
    does not hold the question's own wh-word."""
    toks = [t for t in doc if not t.is_punct]
    asking = next(
        (t.i for k, t in enumerate(toks) if t.lower_ in _WH_WORDS and not _relative(toks, k)), None
    )
    out: list[str] = []
    for tok in doc:
        if _opens_relative_clause(tok):
            span = list(tok.subtree)
            if asking is not None and span[0].i <= asking <= span[-1].i:
                continue
            if not any(c.lower_ == "the" for c in tok.head.children):
                continue  # "patients who were under 18" qualifies; "the woman who" is one
            out.append(doc[span[0].i : span[-1].i + 1].text)
    return out


def described_names(doc: Any, anchors: list[str]) -> list[str]:
    """The question's names that only describe a bridge: they sit in a relative clause (the
    thing it describes is what the question is about, and it is not named)."""
    clauses = _relative_clauses(doc)
    return [a for a in anchors if a[:1].isupper() and any(a in c for c in clauses)]


def conjoined_names(question: str, anchors: list[str]) -> list[str]:
    """The first two names the question joins with 'and' ("A and B", "A, and the B"): what it
    asks must hold of both, so an answer stated for one of them only answers half of it."""
    for a in anchors:
        for b in anchors:
            if a == b or not (a[:1].isupper() and b[:1].isupper()) or a in b or b in a:
                continue
            if re.search(rf"(?<!\w){re.escape(a)},? and (?:the )?{re.escape(b)}(?!\w)", question):
                return [a, b]
    return []


def asked_direction(doc: Any, embedded: set[int]) -> str | None:
    """'to' or 'from' when the wh-phrase is a directional preposition's object: fronted ("To
    which site ...?") or stranded ("... fail over to?", "... come from?"). `embedded`: the
    question's relative clauses (`_embedded`)."""
    toks = [t for t in doc if not t.is_punct]
    if len(toks) > 1 and toks[0].lower_ in DIRECTIONS and toks[1].lower_ in _WH_WORDS:
        return DIRECTIONS[toks[0].lower_]
    if not any(t.lower_ in _WH_WORDS for t in toks[:3]):
        return None
    # 'relocated to' of "Which city was the team relocated to?" parses as a clause of its
    # own; a relative clause has its own subject or a 'that'
    relative = {t.i for tok in doc if _opens_relative_clause(tok) for t in tok.subtree} & embedded
    for tok in toks:
        if (
            tok.i not in relative
            and tok.lower_ in DIRECTIONS
            and tok.pos_ == "ADP"
            and all(
                any(w.lower_ in _WH_WORDS for w in c.subtree)
                for c in tok.children
                if c.dep_ in {"pobj", "pcomp"}
            )
        ):
            return DIRECTIONS[tok.lower_]
    return None


def wh_compound(doc: Any) -> list[str]:
    """The nouns of the asked phrase, in order: 'halcyon', 'trader', 'log', 'status', 'code'
    of "Which Halcyon Trader log status code ...". Its head (`_wh_head`) stays the first name
    ('FIX' of "which FIX protocol version", which 'FIX 4.4' answers); what the phrase names as
    a kind ('code') is its last common noun."""
    toks = [t for t in doc if not t.is_punct]
    for i, t in enumerate(toks):
        if t.lower_ in {"which", "what"}:
            run: list[Any] = []
            for u in toks[i + 1 : i + 8]:
                if u.pos_ in {"NOUN", "PROPN"}:
                    run.append(u)
                elif run or u.pos_ not in {"ADJ", "DET", "NUM"}:
                    break
            while run and run[-1].pos_ == "PROPN":
                run.pop()  # "which film Doug Liman directed": the kind is 'film'
            return [u.lemma_.lower() for u in run]
    return []


# "What is the date of birth of X?", "What is the publication date of Y?": the noun before
# "of" types the answer, though the parse leaves it without a head
# "What's the yard speed limit at 23:00?", "What is Brindle Cooling's emergency attendance
# target?": after an owner's 's, the phrase's last noun
_ATTRIBUTE = re.compile(
    r"(?:^|,\s*)(?:what|which)(?: is| was| are| were|['’]s) (?:the |[^?]{1,60}?['’]s? )"
    r"(?:[a-z0-9-]+ ){0,3}?([a-z]+)"
    r"(?: (?:of|for|on|at|in|under|during|with|to|across|before|after|since|until)\b|\s*\?|$)"
)
_CHAINED = re.compile(r"['’]s\b|\bthe \w+ (?:of|who|that|which)\b")
# nouns that ask for one of a thing's names: its code may be an alias the knowledge base
# already holds for it, and then is the answer, not a restatement
IDENTIFIER_NOUNS = frozenset(
    {"code", "id", "identifier", "abbreviation", "acronym", "reference", "ref", "callsign"}
)
_DATE_NOUNS = frozenset({"date", "year", "day", "month", "birthday", "weekday", "evening"})
DURATION_NOUNS = frozenset(
    {"time", "duration", "period", "rpo", "rto", "window", "lag", "latency", "runtime"}
)
# a target that is a time to act: "the P2 response target", "the resolution target"
_TIMED_TARGET = re.compile(
    r"\b(?:response|resolution|fix|repair|restor\w*|turnaround|attendance|callback|"
    r"acknowledg\w*)\s+targets?\b"
)
# "opening hours" are clock times ('10:00 to 14:00'); other hours are a duration
_CLOCK_HOURS = frozenset(
    {"opening", "office", "working", "business", "visiting", "support", "staffed", "operating",
     "core", "trading", "manned"}
)  # fmt: skip
# "At what time each night are the screens restarted?", "What time does the depot close?":
# a time of day; not "what time limit" or "what time window", which are durations
_CLOCK_TIME = re.compile(
    r"(?:^|\b(?:at|by|until|till|from|before|after) )what time\b(?! (?:limit|frame|window|period))"
    r"|(?<!within )\bwhat time (?:do|does|did|is|was|will|must|should|can)\b"
)
# a cutoff or deadline is a time of day or a date ('15:30 UTC', '31 March')
_TIME_NOUNS = frozenset({"cutoff", "deadline"})
# nouns whose values are numbers: 'threshold' of "what is the threshold", 'level' of "to
# what level"; an amount or a share fits them too (type_fit)
# the noun of "What budget did ...?", "What was the cost of ...?": an amount of money
MONEY_NOUNS = frozenset(
    {"budget", "cost", "costs", "price", "fee", "fees", "spend", "salary", "premium", "rent",
     "tariff", "refund"}
)  # fmt: skip
_NUMBER_NOUNS = frozenset(
    {"number", "amount", "count", "size", "depth", "population", "capacity", "value", "credit",
     "threshold", "target", "utilisation", "utilization", "level", "limit", "cap", "ceiling",
     "extension", "temperature", "setpoint", "bandwidth", "speed", "weight", "distance", "length",
     "load", "draw", "output", "rating", "throughput", "demand", "consumption", "footfall",
     "voltage", "pressure", "flow"}
)  # fmt: skip


# "What per-mile rate does the haulier charge?": the parser ends the wh-phrase at 'per'
_WH_PHRASE = re.compile(
    r"^(?:what|which) (?:[a-z0-9]+(?:-[a-z0-9]+)+ |[a-z]+ ){0,2}?([a-z]+) "
    r"(?:do|does|did|is|are|was|were|will|must|should|can|has|have)\b"
)


# "What number do I ring for ...?", "What number should be dialled for the Gold Line?"; a
# 'support line number', 'helpline number' is one to ring too
_RING = (
    r"\bnumbers?\b.{0,40}\b(?:ring|call|dial|dialled|dialed|phone|text|reach(?:es|ed)?|logg?ing"
    r"|reporting"
)
# "I need to ring the account manager at X. What's the number?"
_RING_FIRST = (
    r"\b(?:ring|dial)\b[^?]{0,80}[.?]\s*what(?:'s|\s+is)\s+(?:the|their|his|her)\s+number\b"
)
# the nouns of a number to call: 'phone number', 'support number', 'escalation number'
_LINE_NOUNS = (
    r"phone|telephone|mobile|fax|[a-z]*line|support|duty|helpdesk|desk|emergency|escalation"
    r"|fault|pager"
)
_IDENTIFYING_NUMBER = re.compile(
    rf"\b(?:{_LINE_NOUNS}|room|account|policy|reference|serial|order|ticket|licence|license"
    rf"|registration)\s+number\b|{_RING})\b"
)
_ASKS_PHONE = re.compile(
    rf"\b(?:{_LINE_NOUNS}|contact)\s+numbers?\b|{_RING})\b|{_RING_FIRST}", re.IGNORECASE
)


@functools.lru_cache(maxsize=1024)
def asks_phone(question: str) -> bool:
    """Whether a question asks a phone number ("What number do I ring for ...?"); cached:
    the candidate model's type fit asks it of every candidate."""
    if re.match(r"\W*how\s+many\b", question, re.IGNORECASE):
        return False  # "How many numbers were reached?" counts
    return _ASKS_PHONE.search(question) is not None


# the nouns whose answers have a type `expected_of` knows
_TYPED_NOUNS = (
    _DATE_NOUNS
    | _TIME_NOUNS
    | _NUMBER_NOUNS
    | MONEY_NOUNS
    | PLACE_NOUNS
    | PERSON_NOUNS
    | ORG_NOUNS
    | DURATION_NOUNS
    | IDENTIFIER_NOUNS
    | {"rate", "percentage", "share", "hours"}
)


def abbreviated_term(lower: str, head: str | None) -> tuple[list[str], str] | None:
    """(['recovery', 'point', 'objective'], 'rpo'): the words ending with the head noun whose
    initials are a measure's abbreviation, so a term written out types the answer as its
    abbreviation does, and a rule reading a value must find the term, not one of its words."""
    if not head:
        return None
    m = re.search(rf"((?:\b[a-z]+ ){{1,3}}){re.escape(head)}s?\b", lower)
    if m is None:
        return None
    words = [*m.group(1).split(), head]
    for k in range(len(words) - 2, -1, -1):
        short = initials(words[k:]).lower()
        if short in DURATION_NOUNS:
            return words[k:], short
    return None


def _initials_before(lower: str, head: str | None) -> str:
    term = abbreviated_term(lower, head)
    return term[1] if term else ""


def _attribute_head(lower: str) -> str | None:
    phrase = _WH_PHRASE.search(lower)
    if phrase is not None and phrase.group(1) in _TYPED_NOUNS:
        return phrase.group(1)
    m = _ATTRIBUTE.search(lower)
    if m is None:
        return None
    noun = m.group(1)
    if _CHAINED.search(lower[m.end() :]) and noun not in DURATION_NOUNS | _NUMBER_NOUNS:
        # "... of Stephanie von Hohenlohe's husband": the anchor's date is wrong; but "the
        # RTO of the system that failed" is a duration whichever system it is
        return None
    return noun if noun in _TYPED_NOUNS or _initials_before(lower, noun) else None


def expected_of(doc: Any) -> tuple[Expected, str | None]:
    text = doc.text.strip()
    lower = text.lower()
    wh, head = _wh_head(doc)
    if head is None and wh in {"what", "which"}:
        head = _attribute_head(lower)
    has_or = " or " in lower or _and_sides(text) is not None
    if _YESNO.match(text) and wh is None:
        return (Expected.CHOICE if has_or else Expected.YESNO), None
    if has_or and (wh in {"which", "what", "who", "whose"} or lower.startswith(("which", "who"))):
        return Expected.CHOICE, head
    if wh in {"who", "whom"} or (wh == "whose" and head is None):
        return Expected.PERSON, head
    if wh == "when" or re.search(r"\b(what|which) (date|day|year|month)\b|\buntil which\b", lower):
        return Expected.DATE, head
    if wh == "what" and head == "time" and _CLOCK_TIME.search(lower):
        return Expected.DATE, head  # "What time does the depot close?": a time of day
    if head in {"hour", "hours"} and (
        re.search(rf"\b(?:{'|'.join(_CLOCK_HOURS)}) hours\b", lower)
        or re.search(r"\b(?:what|which) hours\b", lower)
    ):
        return Expected.DATE, head  # "What hours is the desk staffed on a Sunday?": a range
    if wh == "how long" or re.search(
        r"\bhow (soon|often|frequently|quickly|promptly)\b|\bwithin how\b|\bhow many (seconds|minutes|hours|days|weeks|months|years|working days)\b",
        lower,
    ):
        return Expected.DURATION, head
    if wh in {"how many", "how much"} or wh in {
        "how large",
        "how big",
        "how high",
        "how old",
        "how far",
    }:
        if "percent" in lower or "percentage" in lower:
            return Expected.PERCENT, head
        if wh == "how much" and re.search(r"\b(cost|pay|paid|worth|price|value|spend)\b", lower):
            return Expected.MONEY, head
        return Expected.NUMBER, head
    if wh == "where" or (head in PLACE_NOUNS):
        return Expected.PLACE, head
    if head in PERSON_NOUNS:
        return Expected.PERSON, head
    if head in ORG_NOUNS:
        return Expected.ORG, head
    if head == "rate" and re.search(
        r"\bper[- ]|\b(?:hourly|daily|day|charge|charges|pay|cost|fee)\b", lower
    ):
        return Expected.MONEY, head  # "What per-mile rate does the haulier charge?"
    if head in MONEY_NOUNS or (
        wh == "what" and head is None and re.search(r"\b(?:cost|pay|charge)\W*$", lower)
    ):
        return Expected.MONEY, head  # "What budget did the steering group approve?"
    if head in {"percentage", "percent", "share", "rate"} and "response" not in lower:
        return Expected.PERCENT, head
    if head in _DATE_NOUNS or head in _TIME_NOUNS:
        return Expected.DATE, head
    if head in DURATION_NOUNS or head == "hours" or _initials_before(lower, head) in DURATION_NOUNS:
        return Expected.DURATION, head  # "What recovery point objective applies to X?": an RPO
    if head == "target" and _TIMED_TARGET.search(lower):
        return Expected.DURATION, head  # "What is the P2 response target?": '1 hour'
    if head == "number" and _IDENTIFYING_NUMBER.search(lower):
        return Expected.ENTITY, head  # a phone or room number is an identifier, not a count
    if head in _NUMBER_NOUNS:
        return Expected.NUMBER, head
    if wh in {"which", "what", "whose"}:
        return Expected.ENTITY, head
    return Expected.OTHER, head


def _and_sides(question: str) -> re.Match[str] | None:
    """ "Who was born first out of A and B?": a comparison of two named sides joined by 'and'."""
    return None if " or " in question else _AND_OPTIONS.search(question)


# a side's closing name that only says where it is: '... system at Fennmoor Park'
_PLACED = re.compile(r"\s(?:at|in|on)\s+(?:the\s+)?$", re.IGNORECASE)


def choice_options(question: str) -> list[str]:
    """The two sides of an 'A or B' question, or of a comparison 'out of A and B' ([] when it
    has none)."""
    both = _and_sides(question)
    if both is not None:
        return [both.group(1).strip(" ?,."), both.group(2).strip(" ?,.")]
    if _YESNO.match(question):
        # "Was Jovita Carranza or Fidel Kuri Grajales born first?": the names around 'or'
        m = _NAMED_OPTIONS.search(question)
        return [_AUX_START.sub("", m.group(1)), m.group(2).rstrip(" ,")] if m else []
    m = _OPTIONS.search(question)
    if not m:
        return []
    left = re.split(r",\s*|\s*(?:--|—)\s*|\b(?:between|than)\s+", m.group(1))[-1]
    tail = re.search(rf"(?<!^)\s({_NAME_RUN})$", left)
    wh = bool(left.split()) and left.split()[0].casefold() in _WH_WORDS
    # "Which is older: A or B" – but not the colon inside "Still Kicking: Six …"
    stem, colon, rest = left.partition(":")
    if tail and wh and not (colon and _PLACED.search(left, 0, tail.start(1))):
        left = tail.group(1)  # "Who was born first Doug Liman or Saul Metzstein?"
    elif colon and stem.split()[0].casefold() in _WH_WORDS:
        # the side is whole where its name only places it: 'the primary Granary system at
        # Fennmoor Park' (not 'the one overseeing Harrowby Royal Infirmary': the name)
        left = rest
    # "Which band, A or B, had more members?": the clause after B's comma is no part of B
    right = re.split(r",\s+(?=[a-z])", m.group(2), maxsplit=1)[0]
    # "Whose contract ends first, Dunmere Haulage's or Dunmore Transport's?": the sides
    # are the owners ('Halvorsen People Systems'' too)
    sides = [re.sub(r"['’]s?$", "", o.strip(" ?,.")) for o in (left, right)]
    return [o for o in sides if o]


def _split_options(anchors: list[str], options: list[str]) -> list[str]:
    """A tagged name that runs across both sides ('Sacred Planet or Oz the Great and
    Powerful') is the two sides, not one name the knowledge base lacks."""
    if len(options) != 2:
        return anchors

    def overlaps(part: str, option: str) -> bool:
        p, o = norm_phrase(part), norm_phrase(option)
        return bool(p and o) and (p in o or o in p)

    out: list[str] = []
    for a in anchors:
        left, sep, right = a.partition(" or ")
        both = bool(sep) and overlaps(left, options[0]) and overlaps(right, options[1])
        out.extend(options if both else [a])
    return list(dict.fromkeys(out))


_LIGHT_VERBS = frozenset({"be", "have", "do", "get"})
_WH_TAGS = frozenset({"WDT", "WP", "WP$", "WRB"})
_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "dative", "prep", "agent", "attr"})


# a participle before the counted noun: 'named' of "how many named users"
_MODIFIER_TAGS = frozenset({"VBN", "VBG"})


def counted_noun(doc: Any) -> str | None:
    """The last noun of the compound after "how many": 'nodes' of "how many standard compute
    nodes", 'users' of "how many named users"; None for any other question."""
    toks = [t for t in doc if not t.is_punct]
    for i in range(len(toks) - 1):
        if toks[i].lower_ == "how" and toks[i + 1].lower_ == "many":
            nouns = []
            for u in toks[i + 2 : i + 6]:
                if u.pos_ in {"NOUN", "PROPN"}:
                    nouns.append(u)
                elif nouns or (
                    u.pos_ not in {"ADJ", "NUM", "ADV"} and u.tag_ not in _MODIFIER_TAGS
                ):
                    break
            return nouns[-1].text.lower() if nouns else None
    return None


def argument_words(doc: Any) -> set[str]:
    """The content words of the main verb's other arguments, when the wh-phrase is one of
    them ("Who chaired the HSC meeting?", "Who deputises for the regional manager?"): they
    name what the asked thing acts on, so a field named by them only ('Meeting', 'Regional
    manager') is not the one asked. Empty where the verb is a copula or 'have' ("What is the
    RPO of X?"), or the wh-word is an adverb ("How long is location history kept?")."""
    wh = next((t for t in doc if t.tag_ in _WH_TAGS), None)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if wh is None or root is None or root.pos_ != "VERB" or root.lemma_.lower() in _LIGHT_VERBS:
        return set()
    holder = next((c for c in root.children if c.left_edge.i <= wh.i <= c.right_edge.i), None)
    if holder is None or holder.dep_ not in _ARGUMENT_DEPS:
        return set()  # an adverbial wh-word ("how long", "when") asks no argument
    others = [c for c in root.children if c.i != holder.i and c.dep_ in _ARGUMENT_DEPS]
    return content_words(" ".join(t.text for c in others for t in c.subtree))


_PRESENT_TAGS = frozenset({"VBZ", "VBP"})
_RELATIVE_WORDS = frozenset({"whose", "that", "which", "who", "whom"})


def clause_dates(doc: Any, embedded: set[int]) -> list[str]:
    """Dates inside a clause that describes a thing of a question asked in the present tense
    (`embedded`, or the words after a relative pronoun the parser may attach elsewhere):
    they pick the thing ("the handsets approved in February 2025"), not the time the answer
    holds. A past question's clause dates the time asked ("the day the chiller failed in
    March 2025")."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None:
        return []
    tenses = {root.tag_} | {c.tag_ for c in root.children if c.dep_ in {"aux", "auxpass"}}
    if not tenses & _PRESENT_TAGS or tenses & {"VBD"}:
        return []
    relative = next(
        (t.i for t in doc if t.i > 0 and t.lower_ in _RELATIVE_WORDS and t.tag_ in _WH_TAGS),
        None,
    )
    return [
        e.text
        for e in doc.ents
        if e.label_ == "DATE"
        and any(ch.isdigit() for ch in e.text)
        and (all(t.i in embedded for t in e) or (relative is not None and e.start > relative))
    ]


def frame_question(question: str, nlp: Any, doc: Any = None) -> QuestionFrame:
    """The question's frame; `doc`, when given, is its parse (the reader's parse cache
    holds it for the rules that read the question again)."""
    doc = nlp(question) if doc is None else doc
    expected, head = expected_of(doc)
    options = choice_options(question) if expected == Expected.CHOICE else []
    anchors = _split_options(_anchors(doc), options)
    anchor_words = set().union(*(content_words(a) for a in anchors)) if anchors else set()
    words = content_words(question) - _FRAME_STOP
    head_words = content_words(head) if head else set()
    relation = words - anchor_words - head_words
    embedded = _embedded(doc)
    main = " ".join(t.text for t in doc if t.i not in embedded)
    return QuestionFrame(
        text=question,
        asked_nouns=wh_compound(doc),
        main_words=content_words(main) - _FRAME_STOP,
        argument_words=argument_words(doc),
        counted=counted_noun(doc),
        expected=expected,
        head=head,
        anchors=anchors,
        anchor_words=anchor_words,
        relation_words=relation,
        words=words,
        options=options,
        direction=asked_direction(doc, embedded),
        qualified=qualified_nouns(doc),
        described=described_names(doc, anchors),
        clause_dates=clause_dates(doc, embedded),
        conjoined=(
            conjoined_names(question, anchors)
            if expected not in {Expected.YESNO, Expected.CHOICE}
            else []
        ),
    )


def owns_directly(question: str, anchor: str) -> bool:
    """Whether the question asks what its name has itself, with no person between ("Martin
    Harkness's phone extension", not "Martin Harkness's deputy's extension" or "Orbis's
    account manager's number"); False when the name owns nothing in the question."""
    owned = re.search(rf"{re.escape(anchor)}['’]s?\s+((?:[\w-]+\s+){{0,2}}[\w-]+)", question)
    if owned is None:
        return False
    words = [w.lower().removesuffix("'s").removesuffix("’s") for w in owned.group(1).split()]
    return not any(w.rstrip("s") in PERSON_NOUNS or w in PERSON_NOUNS for w in words)
