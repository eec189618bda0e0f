"""Yes/no questions about two named things: "Are Local H and For Against both from the United
States?", "Were Goo Goo Dolls and Echosmith formed in the same city?".

Each side is read from the passages about it (those that open with its name, else the
sentences naming it). "Both P" asks whether each side's passage states P: every content word
of P, with a nationality and its country counted as one ('American' and 'from the United
States'). "The same N" compares each side's value of N: a nationality or country, the first
place a side is said to be in, or the family or genus it belongs to.

Like comparisons this is a rule whose accuracy is measured on the train split (`reader fit` /
`reader rescore`), and it keeps two figures apart: a verdict the passages state (both state
P; the two values are read and compared; a side states another nationality or place than the
one asked) and a 'no' that rests only on a side's passage not saying P, which is weaker
evidence (the passage may say it in other words) and never passes the answer bar. Nor does
a verdict on the sides' relatives ("Are the directors of films A and B from the same
country?") read from the sides' own passages: a proxy, which deep mode's hops can replace.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from a2rag.read.candidates import Unit
from a2rag.read.compare import role_holder
from a2rag.read.facts import VERB_ROLE
from a2rag.read.lexical import content_words, norm_phrase, stem
from a2rag.read.model import below_answer
from a2rag.read.sides import aboutness, names_side
from a2rag.read.values import YEAR

STATED = "stated"
UNSTATED = "unstated"
PROXY = "proxy"  # read from the sides' own passages, asked of their relatives
_AUX = r"(?:is|are|was|were|do|does|did|can|could|has|have|had)"
_LEAD = re.compile(
    rf"^\s*(?i:{_AUX})\s+(?:(?i:both)\s+)?(?:(?:(?i:the)\s+)?(?:[a-z][\w-]*\s+){{1,3}}(?=[A-Z0-9]))?"
)
_RELATIVE_LEAD = re.compile(r"\b[a-z]+s?\s+of\b")
_RELATIVE_HAVE = re.compile(r"\b(?:have|has|had)\s+(?:the|a|an)\s+[a-z]+", re.I)
_BOTH_LEAD = re.compile(r"^\s*both\s+(?:the\s+)?", re.I)
_NAME_TOKEN = re.compile(r"[A-Z0-9À-Þ][\w'’.&!-]*|\([A-Z0-9][\w ]*\)")
_GLUE = {
    "of", "the", "de", "von", "van", "der", "du", "la", "le", "del", "da", "di", "in", "for",
    "a", "an", "to", "on", "at", "with", "et", "und", "y",
}  # fmt: skip
_PLACE_NOUNS = {
    "city", "town", "neighborhood", "neighbourhood", "province", "state", "county", "district",
    "region", "country", "village", "borough", "municipality", "prefecture", "area",
}  # fmt: skip
_TAXA = {"family", "genus", "order", "tribe", "subfamily"}
_NATIONALITY = {"nationality", "citizenship"}
_ROLES = {"director", "producer", "composer", "screenwriter", "writer", "author"}
_HOLDERS = {"person", "people", "individual", "man", "woman", "company", "studio", "team"}
# words of a predicate that say how P is stated, not what it is
_FRAME_WORDS = {stem(w) for w in ("both", "located", "described", "type", "types", "kind", "one")}
_AT = re.compile(r"\b(?:in|at|near|from|of)\s+$")

# (demonym, country): a nationality and its country are one concept
_NATIONS = (
    ("american", "united states"), ("british", "united kingdom"), ("english", "england"),
    ("scottish", "scotland"), ("welsh", "wales"), ("irish", "ireland"), ("canadian", "canada"),
    ("australian", "australia"), ("new zealand", "new zealand"), ("french", "france"),
    ("german", "germany"), ("italian", "italy"), ("spanish", "spain"),
    ("portuguese", "portugal"), ("dutch", "netherlands"), ("belgian", "belgium"),
    ("swiss", "switzerland"), ("austrian", "austria"), ("swedish", "sweden"),
    ("norwegian", "norway"), ("danish", "denmark"), ("finnish", "finland"),
    ("icelandic", "iceland"), ("polish", "poland"), ("czech", "czech republic"),
    ("slovak", "slovakia"), ("hungarian", "hungary"), ("romanian", "romania"),
    ("bulgarian", "bulgaria"), ("greek", "greece"), ("turkish", "turkey"),
    ("russian", "russia"), ("ukrainian", "ukraine"), ("serbian", "serbia"),
    ("croatian", "croatia"), ("slovenian", "slovenia"), ("bosnian", "bosnia"),
    ("estonian", "estonia"), ("latvian", "latvia"), ("lithuanian", "lithuania"),
    ("chinese", "china"), ("japanese", "japan"), ("korean", "korea"), ("indian", "india"),
    ("pakistani", "pakistan"), ("bangladeshi", "bangladesh"), ("sri lankan", "sri lanka"),
    ("nepalese", "nepal"), ("thai", "thailand"), ("vietnamese", "vietnam"),
    ("filipino", "philippines"), ("indonesian", "indonesia"), ("malaysian", "malaysia"),
    ("singaporean", "singapore"), ("iranian", "iran"), ("iraqi", "iraq"),
    ("israeli", "israel"), ("egyptian", "egypt"), ("moroccan", "morocco"),
    ("algerian", "algeria"), ("nigerian", "nigeria"), ("ghanaian", "ghana"),
    ("kenyan", "kenya"), ("ethiopian", "ethiopia"), ("south african", "south africa"),
    ("mexican", "mexico"), ("brazilian", "brazil"), ("argentine", "argentina"),
    ("argentinian", "argentina"), ("chilean", "chile"), ("colombian", "colombia"),
    ("peruvian", "peru"), ("venezuelan", "venezuela"), ("cuban", "cuba"),
    ("jamaican", "jamaica"), ("soviet", "soviet union"), ("taiwanese", "taiwan"),
    ("mongolian", "mongolia"), ("lebanese", "lebanon"), ("syrian", "syria"),
    ("saudi", "saudi arabia"), ("afghan", "afghanistan"), ("armenian", "armenia"),
    ("georgian", "georgia"), ("azerbaijani", "azerbaijan"), ("kazakh", "kazakhstan"),
    ("uruguayan", "uruguay"), ("bolivian", "bolivia"), ("ecuadorian", "ecuador"),
    ("paraguayan", "paraguay"), ("luxembourgish", "luxembourg"), ("maltese", "malta"),
    ("cypriot", "cyprus"), ("albanian", "albania"), ("macedonian", "macedonia"),
    ("belarusian", "belarus"), ("moldovan", "moldova"), ("montenegrin", "montenegro"),
)  # fmt: skip
_COUNTRY_FORMS = {
    "united states": ("united states", "united states of america", "u.s.", "u.s", "usa", "us", "america"),
    "united kingdom": ("united kingdom", "uk", "u.k.", "britain", "great britain"),
    "netherlands": ("netherlands", "holland"),
    "czech republic": ("czech republic", "czechia"),
    "korea": ("korea", "south korea", "north korea"),
}  # fmt: skip


def _nation_index() -> dict[str, str]:
    out: dict[str, str] = {}
    for demonym, country in _NATIONS:
        out[demonym] = country
        for form in _COUNTRY_FORMS.get(country, (country,)):
            out[form] = country
    return out


_NATION_OF = _nation_index()
_ORIGIN = re.compile(r"\s*-\s*born\b|\s+(?:descent|origin|ancestry|heritage)\b", re.I)
_NATION_RE = re.compile(
    r"(?<![\w.])("
    + "|".join(re.escape(k) for k in sorted(_NATION_OF, key=len, reverse=True))
    + r")(?![\w])",
    re.I,
)


@dataclass(frozen=True)
class PolarQuestion:
    sides: list[str]
    predicate: str
    same: str | None  # the noun "the same N" compares, when it asks that
    # asked of the sides' relatives ("Are the directors of films A and B ...?", "Do A and B
    # have the directors from ...?"): the sides' own passages are only a proxy
    proxy: bool = False


@dataclass(frozen=True)
class PolarAnswer:
    text: str  # 'yes' or 'no'
    kind: str  # STATED, UNSTATED or PROXY (module docstring)
    reason: str
    unit: Unit
    other: Unit  # the other side's passage, cited with it


def polar_confidence(thresholds: dict[str, float], kind: str) -> float | None:
    """What a verdict of this kind is worth: its measured train accuracy, and below the
    answer bar unless the passages state it; None when the model has not measured the rule."""
    stated = thresholds.get("polar_accuracy")
    if stated is None:
        return None
    if kind == STATED:
        return stated
    guess = thresholds.get("polar_unstated_accuracy", 0.5) if kind == UNSTATED else stated
    return min(guess, below_answer(thresholds.get("answer", 0.5)))


def nations_in(text: str) -> set[str]:
    """The countries a text names, by name or nationality ('American' -> 'united states');
    'US' only in capitals, so the pronoun is not one."""
    return set(nations_ordered(text))


def nations_ordered(text: str) -> list[str]:
    """The countries a text names, in order, less origins ('Vietnamese-born French
    director' is French; 'of Armenian descent' is no nationality)."""
    return list(dict.fromkeys(country for _, country in _nation_words(text)))


def _nation_words(text: str) -> Iterator[tuple[str, str]]:
    """(word, country) of each nationality or country a text names, in order, less origins
    and the pronoun 'us'."""
    for m in _NATION_RE.finditer(text):
        word = m.group(1)
        if (word.lower() == "us" and word != "US") or _ORIGIN.match(text, m.end()):
            continue
        yield word, _NATION_OF[word.lower()]


_DEMONYM_OF = {country: demonym for demonym, country in _NATIONS}


def nationality_in(text: str) -> tuple[str, str] | None:
    """(nationality, country) of the first nationality or country a text gives, less origins,
    each as a name is written: ('American', 'United States') of "was an American
    politician"."""
    for _, country in _nation_words(text):
        return _DEMONYM_OF[country].title(), " ".join(w.capitalize() for w in country.split())
    return None


def same_nation(a: str, b: str) -> bool:
    """Whether two answers name one country, as a country or a nationality ('Italy' and
    'Italian')."""
    x, y = _NATION_OF.get(a.strip().lower()), _NATION_OF.get(b.strip().lower())
    return x is not None and x == y


def _name_run(words: list[str], start: int) -> int:
    """The end of the capitalised name starting at `start` (glue words inside it)."""
    end = start
    i = start
    while i < len(words):
        w = words[i]
        if _NAME_TOKEN.fullmatch(w) and not (i > start and nations_in(w) and w.lower() != "us"):
            i += 1
            end = i
        else:
            glue = i
            while glue < len(words) and glue - i < 2 and words[glue].lower() in _GLUE:
                glue += 1
            if glue == i or glue >= len(words) or not _NAME_TOKEN.fullmatch(words[glue]):
                break
            i = glue
    return end


def polar_question(question: str) -> PolarQuestion | None:
    """The two sides and the predicate of "Are A and B both P?" / "Both A and B are P?" /
    "Were A and B in the same N?"; None for any other shape."""
    text = question.strip().rstrip("?").strip()
    lead = _LEAD.match(text) or _BOTH_LEAD.match(text)
    if lead is None:
        return None
    rest = text[lead.end() :]
    left, sep, right = rest.partition(" and ")
    left = re.sub(r"^the\s+", "", left.strip().rstrip(",").strip(), flags=re.I)
    if not sep or not left or not _NAME_TOKEN.match(left) or len(left.split()) > 8:
        return None
    words = right.split()
    if words and words[0].lower() == "the":
        words = words[1:]
    end = _name_run(words, 0)
    if end == 0:
        return None
    side_b = " ".join(words[:end])
    predicate = " ".join(words[end:])
    if _BOTH_LEAD.match(text) and not _LEAD.match(text):
        predicate = re.sub(rf"^{_AUX}\s+", "", predicate, flags=re.I)
    if not predicate or any(len(s) < 2 for s in (left, side_b)):
        return None
    same = re.search(r"\bsame\s+([a-z]+)", predicate, re.I)
    noun = same.group(1).lower() if same else None
    proxy = bool(_RELATIVE_LEAD.search(text[: lead.end()]) or _RELATIVE_HAVE.search(predicate))
    return PolarQuestion([left, side_b], predicate, noun, proxy)


def _first_line(text: str) -> str:
    """A passage's first sentence or line: its title, where the title is kept inline."""
    return re.split(r"(?<=[.!?])\s+|\n", text[:200], maxsplit=1)[0]


def side_units(units: list[Unit], side: str, limit: int = 4) -> list[Unit]:
    """The units of the passages about the side (opening with its name), first sentences
    first; else the units that name it."""
    key = norm_phrase(side)
    about = [
        u
        for u in units
        if aboutness(u.chunk_text or u.text, side) == 2
        or norm_phrase(u.title or _first_line(u.chunk_text)) == key
    ]
    if about:
        about.sort(key=lambda u: (u.chunk_rank, u.index))
        return about[:limit]
    return [u for u in units if names_side(u.text, side)][:limit]


def _has_concept(text: str, words: set[str], nations: set[str]) -> bool:
    found = content_words(text)
    return words <= found and nations <= nations_in(text)


def _places(doc: Any) -> list[str]:
    """Places a side is said to be in, in order: entities after 'in', 'at', 'near'."""
    out = []
    for ent in doc.ents:
        if ent.label_ in {"GPE", "LOC", "FAC"} and _AT.search(doc.text[: ent.start_char]):
            out.append(ent.text)
    return out


def _taxon(text: str, noun: str) -> str | None:
    m = re.search(rf"\b{noun}\s+([A-Z][a-z]+)", text) or re.search(
        rf"\b([A-Z][a-z]+)\s+{noun}\b", text
    )
    return m.group(1) if m else None


def _asked_role(noun: str, predicate: str) -> str | None:
    """The role "the same N" compares holders of: 'director' for "by the same director" and
    for "directed by the same person"."""
    if noun in _ROLES:
        return noun
    if noun in _HOLDERS:
        verb = re.search(r"\b(directed|produced|composed|written|wrote)\s+by\b", predicate, re.I)
        return VERB_ROLE[verb.group(1).lower()] if verb else None
    return None


def _same_value(
    noun: str,
    side: str,
    mine: list[Unit],
    units: list[Unit],
    predicate: str,
    parse: Callable[[list[str]], list[Any]],
) -> str | None:
    """The side's value of what "the same N" compares, from its own passage (`mine`) or, for
    a role, from the evidence that says who held it for the side."""
    text = " ".join(u.text for u in mine)
    role = _asked_role(noun, predicate)
    if role is not None:
        holder = role_holder(units, side, role)
        return holder[0] if holder else None
    if noun in _NATIONALITY or noun == "country":
        nations = [n for u in mine for n in nations_ordered(u.text)]
        return nations[0] if nations else None
    if noun in _TAXA:
        return _taxon(text, noun)
    if noun == "year":
        year = YEAR.search(text)
        return year.group(0) if year else None
    if noun in _PLACE_NOUNS:
        for doc in parse([u.text for u in mine]):
            places = _places(doc)
            if places:
                return places[0]
    return None


def polar_answer(
    question: str, units: list[Unit], parse: Callable[[list[str]], list[Any]]
) -> PolarAnswer | None:
    """Yes or no to a two-sided yes/no question, from each side's own passages; None when a
    side has no passage or a value to compare is not read."""
    asked = polar_question(question)
    if asked is None:
        return None
    per_side = {s: side_units(units, s) for s in asked.sides}
    if any(not us for us in per_side.values()):
        return None
    a, b = asked.sides
    stated = PROXY if asked.proxy else STATED
    if asked.same is not None:
        values = {
            s: _same_value(asked.same, s, us, units, asked.predicate, parse)
            for s, us in per_side.items()
        }
        if any(v is None for v in values.values()):
            return None
        same = (values[a] or "").casefold() == (values[b] or "").casefold()
        why = f"the same {asked.same}? {a}: {values[a]}; {b}: {values[b]}"
        return PolarAnswer("yes" if same else "no", stated, why, per_side[a][0], per_side[b][0])
    nations = nations_in(asked.predicate)
    words = content_words(_NATION_RE.sub(" ", asked.predicate)) - _FRAME_WORDS
    if not words and not nations:
        return None
    missing: dict[str, Unit] = {}
    for side, us in per_side.items():
        if not _has_concept(" ".join(u.text for u in us), words, nations):
            missing[side] = us[0]
    if not missing:
        why = f"each side's passage states '{asked.predicate}'"
        return PolarAnswer("yes", stated, why, per_side[a][0], per_side[b][0])
    side, unit = next(iter(missing.items()))
    other = per_side[b if side == a else a][0]
    if nations:
        others = set().union(*(nations_in(u.text) for u in per_side[side])) - nations
        if others:
            why = (
                f"{side}'s passage states {', '.join(sorted(others))}, "
                f"not {', '.join(sorted(nations))}"
            )
            return PolarAnswer("no", stated, why, unit, other)
    why = f"{side}'s passage does not state '{asked.predicate}'"
    return PolarAnswer("no", UNSTATED, why, unit, other)
