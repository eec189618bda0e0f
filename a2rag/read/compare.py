"""Comparison questions ("Which came out first, A or B?"): find each side's value of the
compared attribute in the evidence and pick by the question's direction word.

A side's value is read from the best evidence sentence that is about the side (`sides`): a
date for time comparisons (a birth or death date when people are compared, the end of a
term for "ends later"), a count of the thing "more" asks about, or else a number. "The film
whose director died later" compares the directors, found by "directed by"; without their
pages the films' own dates are only a proxy, which the reader keeps below the answer bar.
"Ends first" reads only a date said as an end ('Contract end', 'runs until', a term's range);
a duration said as an offset ('60 days before expiry') is no length; a role the question
dates ("whose current lead took over") must be said with the date. The comparison fires only
when both sides have a value and they differ; its answer's confidence is the accuracy
measured on training data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.acronyms import term_pattern
from a2rag.read.candidates import Unit, units_of
from a2rag.read.event_records import event_document
from a2rag.read.lexical import content_words
from a2rag.read.question import PERSON_NOUNS, choice_options
from a2rag.read.sides import (
    NAME_GLUE,
    aboutness,
    document_of,
    headed_document,
    is_own_page,
    names_side,
    page_aboutness,
    tokens,
    word_key,
)
from a2rag.read.values import (
    BORN,
    DIED,
    MONTH_NAMES,
    YEAR,
    count_value,
    date_value,
    life_date,
    life_length,
    number_value,
    range_end_date,
    said_end_date,
)
from a2rag.types import Evidence

_EARLY = re.compile(r"\b(first|earlier|earliest|older|oldest|before|sooner|preceded)\b", re.I)
_LATE = re.compile(
    r"\b(later|latest|last|younger|youngest|more recent(ly)?|most recent(ly)?|newer|newest|after)\b",
    re.I,
)
_MORE = re.compile(
    r"\b(more|most|larger|largest|bigger|biggest|higher|highest|longer|longest|greater|taller|tallest)\b",
    re.I,
)
_LESS = re.compile(
    r"\b(fewer|fewest|less|least|smaller|smallest|lower|lowest|shorter|shortest)\b", re.I
)
_TIMEY = re.compile(
    r"\b(born|die[ds]?|released?|founded|established|formed|published|came out|first|earlier|later|older|younger|ends?|began|started|opened|date)\b",
    re.I,
)
_LIFESPAN = re.compile(
    r"\b(lived|live)( a)? longer\b|\blonger (life|lifespan)\b|\bolder age\b", re.I
)
_LENGTHY = re.compile(r"\b(how long|long|longer|longest|lasted|lasting|duration)\b", re.I)
# 'Duration: 47 minutes', 'giving a total duration of 1 hour 12 minutes', 'lasted 3 hours'
_STATED_LENGTH = re.compile(
    r"\b(?:duration|lasted|lasting|(?:an?\s+)?outage\s+of|down\s+for|a\s+total\s+of"
    # 'was unavailable to all claims handlers at Dunmore Bridge for 5 hours 40 minutes'
    r"|(?:unavailable|offline|out\s+of\s+(?:action|service))(?:\s+[\w'’-]+){0,12}?\s+for)\b"
    r"(?:\s*:|\s+of|\s+was|\s+for|\s+about|\s+around|\s)*",
    re.I,
)
_ENDS = re.compile(
    r"\b(ends?|ended|expires?|expiry|finish(es|ed)?|closes?|closed|runs?\s+out|ran\s+out"
    r"|runs?\s+(?:until|till|to)\s+\d+"
    r"|lapses?|terminates?)\b",
    re.I,
)
# "whose contract runs later", "comes up for renewal first": when a term ends, too
_ENDS_ASKED = re.compile(r"\bruns?\s+(?:later|longer)\b|\bcomes?\s+up\s+for\s+renewal\b", re.I)
_RENEWAL = re.compile(r"\brenew(?:al|s|ed)?\b", re.I)
# a term's end said by its range: 'Term: 1 February 2023 to 31 January 2027', 'runs until
# 31 October 2025'
_TERM_END = re.compile(rf"\b(?:to|until|till|through)\s+(?:\d{{1,2}}\s+)?(?:{MONTH_NAMES})\b", re.I)
# a line that states when a term started says nothing of when it ends
_STARTED = re.compile(r"\b(start(s|ed)?|begins?|began|commence[sd]?)\b", re.I)
# "Which film has the director who died later": the sides' directors are compared
_ROLE = re.compile(
    r"\b(?:whose|the|its|their)\s+(director|producer|composer|screenwriter|writer|author|"
    r"creator|founder)s?\b",
    re.I,
)
_ROLE_VERB = {
    "director": "directed",
    "producer": "produced",
    "composer": "composed",
    "screenwriter": "written",
    "writer": "written",
    "author": "written",
    "creator": "created",
    "founder": "founded",
    # organisations' roles: "supplied and supported by Corvane Software Ltd"
    "supplier": "supplied",
    "operator": "operated",
    "manufacturer": "manufactured",
    "publisher": "published",
    "developer": "developed",
    "designer": "designed",
}
# how often something appears is not a date or a number the evidence states
_FREQUENCY = re.compile(r"\b(more|less|most|least)\s+(often|frequently)\b", re.I)
_AGE = re.compile(r"\b(older|oldest|younger|youngest)\b", re.I)
# who "is older" is a birth date; "which magazine is older" is when it began
_PERSON = re.compile(
    r"^\s*who\b|\b(director|producer|actor|actress|singer|writer|author|composer|person|"
    r"player|artist|musician|poet|politician|screenwriter|cinematographer|editor)\b",
    re.I,
)
# the thing counted in "which genus has more species": the value must count it
_COUNTED = re.compile(
    r"\b(?:more|fewer|most|fewest)\s+((?:[\w'’-]+\s+){0,4}?[\w'’-]+?)"
    r"(?=\s*(?:[,?]|$|\b(?:than|with|in|of|for|at|on|by|from|to|during|between)\b))",
    re.I,
)
_NOT_COUNTED = {"recent", "recently", "often", "frequently", "likely", "popular", "famous"}


@dataclass
class Comparison:
    answer: str
    values: dict[str, str]
    direction: str
    units: dict[str, Unit]
    # the sides' own dates stood in for what the question compares (their directors')
    proxy: bool = False
    # the answer is a side said as a description, matched to its document by its heading
    described: bool = False


_CO_HOLDER = re.compile(r"\s*(?:,|and|&)\s+[A-Z]")
# a sentence that defines a thing by name ('Pellow Lane Data Centre is a colocation facility
# ...') is about that thing, though the page it is on opens with another
_DEFINES_ANOTHER = re.compile(
    r"^(?!(?:It|Its|This|That|These|Those|The|He|She|They|There)\b)"
    r"(?:[A-Z][\w'’.&-]*\s+){1,6}(?:is|was|are|were)\b"
)


def role_holder(units: list[Unit], side: str, role: str) -> tuple[str, Unit] | None:
    """The one person the evidence says held the role for the side ('directed by Shawn
    Levy'), with the sentence that says so; None when it names none or more than one."""
    # "directed by", "supplied and supported by", "directed, produced, and edited by" (more
    # verbs of the same agent)
    verb = re.compile(rf"\b{_ROLE_VERB[role]}(?:(?:\s*,\s*|\s+)(?:and\s+)?[a-z]+ed)*\s+by\s+", re.I)
    found: dict[str, Unit] = {}
    for u in units:
        if not names_side(u.text, side) and (
            not is_own_page(u, side) or _DEFINES_ANOTHER.match(u.text)
        ):
            continue
        # the chunk's text past the sentence: the splitter may cut at an initial ('E. V. V.')
        at = u.chunk_text.find(u.text) if u.chunk_text else -1
        source, at = (u.chunk_text, at) if at >= 0 else (u.text, 0)
        for m in verb.finditer(u.text):
            name: list[re.Match[str]] = []
            # a name ends with its line ('... by Corvane Software Ltd' and the next field)
            after = source[at + m.end() : at + m.end() + 80].split("\n", 1)[0]
            for t in tokens(after):
                word = t.group(0)
                if not (word[:1].isupper() or (name and word.casefold() in NAME_GLUE)):
                    break
                if word.casefold() in {"it", "he", "she", "the", "this", "they", "in"}:
                    break
                if name and re.search(r"[(),;:/\[\]]", after[name[-1].end() : t.start()]):
                    break  # 'Ringo Lam (Hong Kong)': the name ends at the bracket
                name.append(t)
                if word.endswith(".") and len(word) > 2:
                    break  # 'Pál Gábor.' ends the sentence
            while name and name[-1].group(0).casefold() in NAME_GLUE:
                name.pop()
            # 'Norman Z.' is a name cut at its initial by the sentence splitter
            if len(name) >= 2 and not re.fullmatch(r"[A-Z]\.?", name[-1].group(0)):
                if _CO_HOLDER.match(after[name[-1].end() :]):
                    return None  # 'directed by Zakhar Agranenko and Eduard Tisse': two holders
                # the name as written: 'Jean-Paul Lorrain', not its tokens joined by spaces
                found.setdefault(after[name[0].start() : name[-1].end()].rstrip("."), u)
    return next(iter(found.items())) if len(found) == 1 else None


def role_holders(question: str, options: list[str], units: list[Unit]) -> list[str]:
    """The sides' role holders the evidence names ('directed by Ringo Lam') when the question
    compares them; deep mode looks their own pages up."""
    role = _ROLE.search(question)
    if len(options) != 2 or role is None:
        return []
    found = (role_holder(units, side, role.group(1).casefold()) for side in options)
    return [holder[0] for holder in found if holder]


def role_holders_in(question: str, evidence: list[Evidence]) -> list[str]:
    """`role_holders` of an 'A or B' question over retrieved evidence (retries and deep
    mode look them up by name); the evidence is split only when the question has a role."""
    options = choice_options(question)
    if len(options) != 2 or _ROLE.search(question) is None:
        return []
    units = [u for r, e in enumerate(evidence) for u in units_of(e.chunk_id, r, e.text or "")]
    return role_holders(question, options, units)


def _compare_holders(
    options: list[str], units: list[Unit], role: str, event: str
) -> tuple[dict[str, tuple[float, str]], dict[str, Unit]]:
    """Each side's role holder's birth or death date, from the holder's own passage, and the
    sentence linking the side to the holder."""
    values: dict[str, tuple[float, str]] = {}
    where: dict[str, Unit] = {}
    for opt in options:
        held = role_holder(units, opt, role)
        if held is None:
            continue
        holder, link = held
        best: tuple[int, int] | None = None
        for u in units:
            about = aboutness(u.chunk_text, holder)
            if not (about or names_side(u.text, holder)):
                continue
            v = life_date(_without(u.text, [holder]), event)
            if v is not None and (best is None or (-about, u.chunk_rank) < best):
                best = (-about, u.chunk_rank)
                values[opt] = (v[0], f"{holder}, {event} {v[1]}")
                # cite the sentence naming the side ('… directed by Ringo Tam'); the date is
                # in the value, read from the director's own page
                where[opt] = link
    return values, where


def _life_event(question: str) -> str | None:
    """'died' or 'born' when the question compares people by death or age, else None."""
    if DIED.search(question):
        return "died"
    if BORN.search(question) or (_AGE.search(question) and _PERSON.search(question)):
        return "born"
    return None


def _counted(question: str) -> list[str] | None:
    """What 'more …' counts, modifiers first: ['grand', 'slam', "women", 'doubles', 'titles']."""
    m = _COUNTED.search(question)
    if not m:
        return None
    phrase = m.group(1).split()
    if phrase[-1].casefold() in _NOT_COUNTED:
        return None
    mods = [word_key(w).removesuffix("'s") for w in phrase[:-1]]
    return [w for w in mods if content_words(w)] + [phrase[-1]]


# a line about a role's former holder: 'was our account manager from ... until he handed over'
_FORMER_HOLDER = re.compile(
    r"\b(?:former(?:ly)?|previous(?:ly)?|until|handed\s+over|before\s+that|was\s+our)\b", re.I
)
# "Which team is bigger, ...?": a team's size is how many people it has
_HEADCOUNT = re.compile(
    r"\b(?:team|group|department|unit|crew|squad|desk)\s+(?:is|was)\s+(?:the\s+)?(?:bigger|larger"
    r"|smaller|biggest|largest|smallest)\b(?!\s+[a-z])|\b(?:bigger|larger|smaller)\s+(?:team|group"
    r"|department|unit|crew)\b",
    re.I,
)
# 'Headcount: 9', 'has a headcount of 14'
_HEADCOUNT_OF = re.compile(r"\b(?:headcount|team size)\s*(?::|of|is|was)\s*(\d+)\b", re.I)
_PEOPLE = ("people", "staff", "members", "engineers", "analysts", "officers", "employees")
# what counts a team's or a site's people whoever they are ('more engineers' counts engineers)
_ANY_PEOPLE = frozenset({"people", "staff", "employees", "personnel"})


def _people_in(text: str) -> tuple[float, str] | None:
    """The number of people a unit counts ('Headcount: 9', 'a headcount of 14', 'a small
    team of five people'); not a berth, a phone number or a count of displays."""
    said = _HEADCOUNT_OF.search(text)
    if said is not None:
        return float(said.group(1)), said.group(1)  # 'has a headcount of 14'
    for noun in _PEOPLE:
        found = count_value(text, [noun])
        if found is not None:
            return found
    return None


def _without(text: str, names: list[str]) -> str:
    """The text with the sides' names blanked, so 'INC-2024-0107' gives no number."""
    for name in names:
        text = re.sub(re.escape(name), " ", text, flags=re.I)
    return text


# "Which regulator has ...": the kind of thing both sides are, not what is compared
_SIDES_KIND = re.compile(
    r"^\s*(?:which|what)\s+([a-z]+)\s+(?:has|had|have|is|was|did|does|[a-z]+ed)\b", re.I
)
# "Which was resolved faster", "fixed more quickly": the one whose incident was shorter (not
# "the faster link", a speed)
_QUICK_FIX = re.compile(
    r"\b(?:resolved|fixed|restored|recovered|cleared)\s+(?:faster|quicker|more\s+quickly)\b",
    re.I,
)
# what "lasted longer" already says: no attribute of its own
_LENGTH_WORDS = content_words(
    "last lasted lasting long longer duration take took taken time resolved fixed restored "
    "recovered cleared faster quicker quickly"
)


def _attribute_words(question: str, options: list[str]) -> set[str]:
    """The question's words that name what is compared: not a side, not the sides' kind,
    not a direction ('serious-incident' is two words)."""
    sides: set[str] = set().union(*(content_words(o) for o in options))
    kind = _SIDES_KIND.match(question)
    if kind:
        sides |= content_words(kind.group(1))
    return {
        w
        for w in content_words(question.replace("-", " ")) - sides - {"one"}
        if not any(rx.search(w) for rx in (_EARLY, _LATE, _MORE, _LESS))
    }


# person words that name no role: "Which person went into space later", "original members"
_ANYONE = frozenset(
    {"person", "people", "persons", "member", "members", "individual", "man", "woman"}
)
# acts a comparison of dates may ask about, which the side's dated sentence must name
_DATED_ACTS = frozenset(
    {"inspection", "audit", "visit", "review", "renewal", "upgrade", "migration", "outage",
     "assessment", "certification", "accreditation", "refresh", "installation", "cutover",
     "rollout", "drill", "failover", "handover", "test", "exercise"}
)  # fmt: skip
_OFFSET = re.compile(r"\s*(?:before|after|prior\s+to|ahead\s+of|ahead|earlier|later)\b", re.I)


def _offset(text: str, value: str) -> bool:
    """Whether a duration is said as an offset from something ('renewal is attempted 60 days
    before expiry'), which dates an act and measures no length, or as a bound ('any link loss
    longer than 12 hours'), which measures none either."""
    at = text.find(value.strip())
    if at >= 0 and _BOUND_BEFORE.search(text[max(0, at - 20) : at]):
        return True
    return at >= 0 and _OFFSET.match(text, at + len(value.strip())) is not None


# a threshold said against a length ('any link loss longer than 12 hours'); not 'within 4
# hours' or 'up to 12 months', which state the length itself
_BOUND_BEFORE = re.compile(r"\b(?:(?:longer|shorter)\s+than|exceed(?:s|ing)?)\s+$", re.I)


def _says_attribute(attribute: set[str], text: str) -> bool:
    """Whether the text says one of the compared attribute's words, or a word of its family
    ('inspection' for 'inspected': a shared stem of five letters)."""
    words = content_words(text)
    return any(
        a == w or (len(a) >= 5 and len(w) >= 5 and a[:5] == w[:5]) for a in attribute for w in words
    )


# "the one at Tarnfield", "the one on BookPoint": the side is the name that places it
_THE_ONE = re.compile(r"^(?:the\s+)?one\s+(?:at|on|in|of|for)\s+(?=[A-Z])")
# "Which depot has ...", "Which data hall has ...", "Which site's generator ...": the kind
# of thing both sides are, which their full names may end with ('Pellworth Depot')
_KIND_ASKED = re.compile(
    r"^\s*[Ww]hich\s+((?:[a-z]+\s+)?[a-z]+?)(?:['’]s\b|\s+(?:has|had|have|is|was|does|did|"
    r"stores?|holds?|runs?|lasts?|[a-z]+ed)\b)"
)


def _sides_as_named(question: str, options: list[str], units: list[Unit]) -> dict[str, str]:
    """Each side as the evidence names it, mapped to the side as the answer gives it: 'the
    one at Tarnfield' is Tarnfield, and 'Pellworth' of "Which depot ...?" is 'Pellworth Depot'
    where the evidence writes that name (as a longer name, 'Pellworth' alone is not in it)."""
    kind = _KIND_ASKED.match(question)
    named: dict[str, str] = {}
    for opt in options:
        side = _THE_ONE.sub("", opt)
        if kind is not None:
            words = kind.group(1).split()
            full = re.compile(
                rf"(?<![\w-]){re.escape(side)}\s+"
                + r"\s+".join(f"{w[0].upper()}{re.escape(w[1:])}" for w in words)
                + r"\b"
            )
            found = next(
                (m.group(0) for u in units for t in (u.title, u.text) if (m := full.search(t))),
                None,
            )
            if found is not None:
                named[" ".join(found.split())] = side
                continue
        named[side] = side
    return named


def compare(
    question: str, options: list[str], units: list[Unit], *, proxy: bool = False
) -> Comparison | None:
    """The side the evidence picks, said as the question names it (`_sides_as_named`).
    `proxy` compares the sides' own dates when the question asks about someone else's ('the
    director who died later')."""
    if len(options) != 2 or _FREQUENCY.search(question):
        return None
    named = _sides_as_named(question, options, units)
    if len(named) != 2:
        return None
    found = _compare(question, list(named), units, proxy=proxy)
    if found is None:
        return None
    found.answer = named[found.answer]
    found.values = {named[k]: v for k, v in found.values.items()}
    found.units = {named[k]: v for k, v in found.units.items()}
    return found


def _compare(
    question: str, options: list[str], units: list[Unit], *, proxy: bool = False
) -> Comparison | None:
    """`compare` over the sides as the evidence names them."""
    early, late = bool(_EARLY.search(question)), bool(_LATE.search(question))
    more, less = bool(_MORE.search(question)), bool(_LESS.search(question))
    # 'newer', 'more recently', 'first' compare dates even without a date verb
    timey = (bool(_TIMEY.search(question)) and (early or late or more or less)) or early or late
    if not (early or late or more or less or _QUICK_FIX.search(question)):
        return None
    attribute = _attribute_words(question, options)
    lengthy = bool(_LENGTHY.search(question))
    lifespan = bool(_LIFESPAN.search(question))
    if lifespan:  # "who lived longer": the years between birth and death, not a birth date
        timey, lengthy, more, less = False, False, True, False
    if _QUICK_FIX.search(question):  # "resolved faster": the shorter time it took
        timey, lengthy, more, less = False, True, False, True
    # a person's age or death is stated as such, not by any date near the name
    event = None if proxy or not timey else _life_event(question)
    renewal = bool(_RENEWAL.search(question))
    ends = bool(_ENDS.search(question) or _ENDS_ASKED.search(question))
    counted = None if timey or lifespan else _counted(question)
    term = None if timey or lifespan else compared_term(question, options)
    headcount = not (timey or lifespan or counted) and bool(_HEADCOUNT.search(question))
    if counted is not None and len(counted) == 1 and counted[0].casefold() in _ANY_PEOPLE:
        # "Which team has more people?": 'Headcount: 9' counts them as well as 'six people'
        headcount, counted = True, None
    role = None if proxy else _ROLE.search(question)
    if role and timey:
        values, where = _compare_holders(options, units, role.group(1).casefold(), event or "born")
        if len(values) == 2:
            return _pick(values, where, timey, early, late, more, less)
        # without the holders' own dates, the sides' dates are a proxy: a guess, never an answer
        found = _compare(question, options, units, proxy=True)
        if found is not None:
            found.proxy = True
        return found
    values = {}
    where = {}
    # "the longer RPO", "the longer notice period": a duration must be the one the question
    # names where a side states it ('RPO: 1 hour', not 'Retention: 90 days')
    specific = {
        w
        for w in attribute - _LENGTH_WORDS
        if not re.search(r"\d", w) and not any(w in o.casefold() for o in options)
    }
    named: dict[str, bool] = {}
    # a role a time comparison dates ('lead' of "whose current lead took over more recently"):
    # a date must be said with it, not be any date of the side's (a contract's end)
    own_event = {
        w for w in attribute - _ANYONE if w in PERSON_NOUNS or w.rstrip("s") in PERSON_NOUNS
    }
    # an act the question dates ('inspection' of "whose regulator's inspection was more
    # recent"): a date must be said with it, not be the side's decommissioning
    own_event |= attribute & _DATED_ACTS
    current = re.search(r"\bcurrent(?:ly)?\b", question, re.I) is not None
    described = described_documents(options, units)
    # a code-keyed table states measures ('RTO: 8 hours'); dates stay with the named rows
    measured = not (timey or lifespan or event)
    codes = {opt: register_codes(opt, units) if measured else [] for opt in options}
    blanked = options + [c for opt in options for c in codes[opt]]
    # the documents that open about a side: their later chunks are about it too ('giving a
    # total duration of 1 hour 12 minutes' in the second chunk of INC-2024-052's report)
    pages = {opt: {document_of(u) for u in units if page_aboutness(u, opt)} for opt in options}
    for opt in options:
        best: tuple[int, int, int, int, int, int, int, int] | None = None
        others = [o for o in options if o != opt]
        for u in units:
            # a passage that opens with the side's name before one that mentions it:
            # 'Arthur Conan Doyle. Sir Arthur ... (22 May 1859 - ...' over his son's page
            about = page_aboutness(u, opt) or int(document_of(u) == described.get(opt))
            if not (
                about
                or names_side(u.text, opt)
                or _coded(u, codes[opt], others, codes)
                or _later_part(u, pages[opt], pages, others)
            ):
                continue
            cell = _asked_cell(u, specific, term) if not (timey or lifespan or counted) else None
            # 'Renewal date: 30 June 2025' of a directory row, not its former account manager's
            # 'until 1 November 2023'
            ended = _end_cell(u, renewal) if ends and timey and not event else None
            if cell is not None or ended is not None:
                v = number_value(cell) if cell is not None else date_value(ended or "")
                if v is None:
                    continue  # 'RPO: not applicable'
                if cell is not None:
                    is_span = bool(re.search(r"[a-z]", v[1]))
                    rank = (-1, 0, -is_span, 0, 0, -about, -1, u.chunk_rank)
                else:
                    rank = (-1, 0, 0, -1, -1, -about, -1, u.chunk_rank)
                if best is None or rank < best:
                    best = rank
                    values[opt] = v
                    where[opt] = u
                    named[opt] = True
                continue
            text = _without(u.text, blanked)
            # for "runs out first", the line that states an end ('Contract end: ...')
            stated_end = ends and bool(_ENDS.search(text) or (renewal and _RENEWAL.search(text)))
            # 'ends on 31 October 2026' before 'reaches end of life in 2026'
            said = said_end_date(text) if ends else None
            said_end = said is not None
            if ends and not stated_end and (_STARTED.search(text) or not _TERM_END.search(text)):
                # 'Contract start: 1 October 2021', 'We bought it from Ostrander in 2016': no
                # end, for "whose contract runs out first"
                continue
            if lifespan:
                v = life_length(text)
            elif event:
                v = life_date(text, event)
            elif timey:
                # the end an end verb states, a range's end, else the one date
                v = (said or range_end_date(text) or date_value(text)) if ends else date_value(text)
            else:
                v = count_value(text, counted) if counted else number_value(text)
                if headcount:
                    v = _people_in(text)
            stated = stated_length(text) if lengthy and not (timey or lifespan) else None
            if lengthy and not (timey or lifespan):
                stated = _after_named(text, specific) or stated
            # 'Its recovery time objective is 72 hours' on another system's page is not the side's
            termed = (
                _after_term(text, term)
                if term is not None and (names_side(u.text, opt) or _headed_by(u, opt))
                else None
            )
            stated = termed or stated
            v = stated or v
            if v is None:
                continue
            # the unit that states the compared attribute ('Inpatient beds: 640'), not the
            # side's first number ('roughly 410 a day' of its attendances); for 'lasted
            # longer', a duration
            is_span = bool(lengthy and re.search(r"[a-z]", v[1]))
            if lengthy and not (timey or lifespan or is_span):
                continue  # '11' of '11:40' is no length, and would void the comparison below
            overlap = len(attribute & content_words(u.text))
            if (
                not (timey or lifespan or is_span or counted or headcount or termed)
                and attribute
                and not overlap
            ):
                continue  # a number in a sentence that says nothing of the compared attribute
            if is_span and not stated and _offset(text, v[1]):
                continue  # '60 days before expiry' is when something happens, not a length
            if (
                timey
                and own_event
                and not (event or lifespan or ends)
                and not _says_attribute(own_event, f"{u.title} {u.text}")
            ):
                continue  # a contract's end is not the day a team's lead took over
            if timey and own_event and current and _FORMER_HOLDER.search(u.text):
                continue  # "whose current account manager": not when the former one started
            if not (timey or lifespan or counted) and YEAR.fullmatch(v[1].strip(" ,")):
                continue  # '2010' is when a band formed, not how many members it has
            says = bool(is_span and specific & content_words(u.text))
            says = says or bool(headcount and _HEADCOUNT_OF.search(text))  # the count itself
            says = says or termed is not None
            rank = (
                -says,
                -bool(stated),
                -is_span,
                -said_end,
                -stated_end,
                -about,
                -overlap,
                u.chunk_rank,
            )
            if best is None or rank < best:
                best = rank
                values[opt] = v
                where[opt] = u
                named[opt] = says
    if len(values) != 2:
        return None
    if lengthy and specific and not all(named.values()):
        return None  # one side's notice period against the other's response time
    if (
        lengthy
        and not (timey or lifespan)
        and not all(re.search(r"[a-z]", v[1]) for v in values.values())
    ):
        return None  # '14' (lift-outs stopped) against '3 hours 15 minutes': one is no length
    if not (timey or lifespan or counted):
        measures = {_measure(_without(where[o].text, options), v[1]) for o, v in values.items()}
        if len(measures - {""}) > 1:
            return None  # '80 stories' and '750 ft' are not one scale
    found = _pick(values, where, timey, early, late, more, less)
    if found is not None:
        found.described = found.answer in described
    return found


# a register's code ('CRW-05', 'SYS-CPP-06'): a table that lists systems by code only names
# a side through the register row that gives the side's code
_CODE = re.compile(r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d+[A-Z]?")
_CODE_COLUMN = re.compile(r"\b(?:code|id|ref|reference)\b", re.I)
_OLD_COLUMN = re.compile(r"\b(?:former|legacy|old|previous|retired|replaced)\b", re.I)


def register_codes(side: str, units: list[Unit]) -> list[str]:
    """The codes the table rows naming the side give it in a code column ('Code: CRW-05' in
    the row of 'RosterLine crew rostering'); a former code is not the side's today."""
    found: list[str] = []
    for u in units:
        if not u.is_table or not names_side(u.text, side):
            continue
        for head, cell in zip(u.header, u.cells, strict=False):
            value = cell.strip()
            if (
                _CODE_COLUMN.search(head)
                and not _OLD_COLUMN.search(head)
                and _CODE.fullmatch(value)
                and value not in found
            ):
                found.append(value)
    return found


def _coded(u: Unit, mine: list[str], others: list[str], codes: dict[str, list[str]]) -> bool:
    """A table row keyed by the side's code, naming no other side or its code."""
    if not u.is_table or not any(names_side(u.text, c) for c in mine):
        return False
    theirs = [c for o in others for c in codes[o]]
    return not any(names_side(u.text, o) for o in others + theirs)


def _later_part(u: Unit, mine: set[str], pages: dict[str, set[str]], others: list[str]) -> bool:
    """A unit of a document that opens about the side alone, naming no other side."""
    doc = document_of(u)
    if doc not in mine or any(doc in pages[o] for o in others):
        return False
    return not any(names_side(u.text, o) for o in others)


# a column stating when a term ends: 'Renewal date', 'Contract end', 'Expiry'
_END_COLUMN = re.compile(r"\b(?:renewal|end|ends|expiry|expires|until)\b", re.I)


def _end_cell(u: Unit, renewal: bool) -> str | None:
    """The one cell of a table row whose column says when its term ends (for "comes up for
    renewal", a renewal column first), or None."""
    if not u.is_table:
        return None
    cells = [(h, c) for h, c in zip(u.header, u.cells, strict=False) if c.strip()]
    hits = [c for h, c in cells if _END_COLUMN.search(h) and not _STARTED.search(h)]
    if renewal and len(hits) > 1:
        hits = [c for h, c in cells if _RENEWAL.search(h)] or hits
    return hits[0] if len(hits) == 1 else None


def _asked_cell(u: Unit, specific: set[str], term: re.Pattern[str] | None = None) -> str | None:
    """The cell of the one column the question's attribute names ('RPO' of "the longer RPO",
    and of "the longer recovery point objective"), not the row's first number ('RTO: 4 hours;
    RPO: 1 hour')."""
    if not u.is_table or not (specific or term):
        return None
    hits = [
        cell
        for head, cell in zip(u.header, u.cells, strict=False)
        if cell.strip()
        and (
            specific & content_words(head.replace("-", " "))
            or (term is not None and term.fullmatch(head.strip()) is not None)
        )
    ]
    return hits[0] if len(hits) == 1 else None


def described_documents(options: list[str], units: list[Unit]) -> dict[str, str]:
    """Each side that no unit names, matched to the document whose heading describes it
    (`sides.headed_document`), or to the record of an event it says by what and when
    (`event_records.event_record`); two sides never share one."""
    found: dict[str, str] = {}
    for opt in options:
        if any(names_side(u.text, opt) or aboutness(u.chunk_text, opt) for u in units):
            continue
        doc = headed_document(opt, units)
        if doc is None:
            # 'the February 2025 TrackLine queue incident': the one record of that month whose
            # heading describes it
            doc = event_document(opt, units)
        if doc is not None:
            found[opt] = doc
    if len(found) == 2 and len(set(found.values())) == 1:
        return {}
    return found


_MEASURE_FORMS = {"ft": "foot", "feet": "foot", "m": "metre", "meter": "metre", "km": "kilometre"}


# a field whose value is an outage's extent: 'Outage: 02:15 to 05:25, 3 hours 10 minutes'
_OUTAGE_FIELD = re.compile(
    r"^\s*(?:total\s+)?(?:outage|downtime|disruption|impact)(?:\s+(?:window|period|time))?\s*:",
    re.I,
)
_SPAN = re.compile(
    r"\b\d[\d,.]*\s*(?:hours?|hrs?|minutes?|mins?|days?|weeks?|seconds?)\b"
    r"(?:,?\s*(?:and\s+)?\d+\s*(?:minutes?|mins?|seconds?)\b)?",
    re.I,
)


def stated_length(text: str) -> tuple[float, str] | None:
    """The duration a unit says is a length ('a total duration of 1 hour 12 minutes', or the
    one duration of an outage field), not the first one it names ('slower than the documented
    8 minutes')."""
    for m in _STATED_LENGTH.finditer(text):
        rest = text[m.end() :]
        v = number_value(rest)
        if v and re.search(r"[a-z]", v[1]) and rest.startswith(v[1].split()[0]):
            return v
    if _OUTAGE_FIELD.match(text):
        spans = _SPAN.findall(text)
        if len(spans) == 1:
            return number_value(spans[0])
    return None


# what "Which has the shorter recovery time objective, A or B?" compares
_COMPARED_TERM = re.compile(
    r"\b(?:longer|shorter|higher|lower|bigger|larger|smaller|greater)\s+"
    r"(?P<term>[A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)(?=\s*[,:?]|\s+(?:than|between|of|for)\b)"
)
# between a term and its value: 'RTO: 2 hours', 'its RTO is 4 hours', 'an RTO of 8 hours'
_TERM_TO_VALUE = re.compile(r"\s*(?:(?::|=|\b(?:is\s+set\s+at|is|was|of|stands\s+at)\b)\s*)?")


def compared_term(question: str, options: list[str]) -> re.Pattern[str] | None:
    """The term a comparison compares, in any form a page writes it (`term_pattern`): 'RTO'
    of "Which has the longer RTO, A or B?"; None when the question names none or a side."""
    m = _COMPARED_TERM.search(question)
    if m is None:
        return None
    term = m.group("term")
    if any(content_words(o) & content_words(term) for o in options):
        return None
    return re.compile(rf"\b{term_pattern(term)}")


def _headed_by(u: Unit, side: str) -> bool:
    """The unit's page is the side's: its title names it, or an untitled chunk opens with it
    (a first line that only mentions it, 'extracts from Keystone CTMS land here', does not)."""
    return names_side(u.title, side) if u.title else aboutness(u.chunk_text, side) == 2


def _after_term(text: str, term: re.Pattern[str]) -> tuple[float, str] | None:
    """The one value said right after the compared term ('RTO: 2 hours', 'its recovery time
    objective is 4 hours and its recovery point objective is 30 minutes' gives 4 hours)."""
    found = []
    for m in term.finditer(text):
        rest = text[m.end() :]
        gap = _TERM_TO_VALUE.match(rest)
        rest = rest[gap.end() :] if gap else rest
        v = number_value(rest)
        if v is not None and rest.startswith(v[1].split()[0]):
            found.append(v)
    return found[0] if len({v[1] for v in found}) == 1 else None


def _after_named(text: str, specific: set[str]) -> tuple[float, str] | None:
    """The duration said right after the attribute's one word ('RTO 4 hours; RPO 1 hour' gives
    '1 hour' for the RPO), not the unit's first one."""
    if len(specific) != 1:
        return None
    (word,) = specific
    found = [
        v
        for m in re.finditer(rf"\b{re.escape(word)}\b(?:\s*:|\s+(?:of|is|was|=))?\s*", text, re.I)
        if (v := number_value(text[m.end() :])) is not None
        and re.search(r"[a-z]", v[1])
        and text[m.end() :].startswith(v[1].split()[0])
    ]
    return found[0] if len({v[1] for v in found}) == 1 else None


def _measure(text: str, value: str) -> str:
    """The word measuring a number ('850 feet' -> 'foot'; '640' -> ''); a duration's
    ('25 minutes', '3 hours 15 minutes') is one scale, whatever follows it."""
    if re.search(r"[A-Za-z]", value):
        return "duration"  # `number_value` keeps a unit only of a duration
    at = text.find(value.strip())
    after = re.match(r"\s*([A-Za-z]+)", text[at + len(value.strip()) :]) if at >= 0 else None
    if after is None:
        return ""
    word = after.group(1).casefold()
    if not content_words(word) and word not in _MEASURE_FORMS:
        return ""  # '640 (capacity …', '12 in total'
    word = _MEASURE_FORMS.get(word, word)
    return _MEASURE_FORMS.get(word.rstrip("s"), word.rstrip("s"))


def _pick(
    values: dict[str, tuple[float, str]],
    where: dict[str, Unit],
    timey: bool,
    early: bool,
    late: bool,
    more: bool,
    less: bool,
) -> Comparison | None:
    (a, (va, sa)), (b, (vb, sb)) = values.items()
    if va == vb:
        return None
    if timey and (early or late):
        pick_low = early and not late
        # "older" of people compares birth dates: older = earlier
        direction = "earlier" if pick_low else "later"
    else:
        pick_low = less and not more
        direction = "smaller" if pick_low else "larger"
    winner = a if (va < vb) == pick_low else b
    return Comparison(answer=winner, values={a: sa, b: sb}, direction=direction, units=where)
