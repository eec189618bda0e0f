"""Values that comparisons compare, read from one evidence sentence: dates, birth and death
dates of a biography, numbers, durations and counts of a named thing."""

from __future__ import annotations

import itertools
import re

from a2rag.read.sides import word_key

_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ]
    )
}


def month_number(name: str) -> int | None:
    """1 for 'January', 'Jan' or 'Jan.'; None for a word that names no month."""
    key = name.lower().rstrip(".")[:3]
    return next((n for m, n in _MONTHS.items() if len(key) == 3 and m.startswith(key)), None)


# a month written out or cut short: 'March', 'Mar', 'Sept' (month_number reads either)
MONTH_WORD = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
MONTH_NAMES = (
    "January|February|March|April|May|June|July|August|September|October|November|December"
)
WEEKDAY_NAMES = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"
# a name of the question that says when, not what: '19 August 2024', 'Monday', '2024'
_DATE_NAME = re.compile(rf"\b(?:{MONTH_NAMES}|{WEEKDAY_NAMES})\b|^\d{{4}}$", re.IGNORECASE)


def names_a_date(name: str) -> bool:
    """Whether one of the question's names is a date or a day (a month or weekday in it, or a
    bare year), which no row or page is keyed by."""
    return _DATE_NAME.search(name) is not None


_MONTH = rf"({MONTH_NAMES})"
_DATE = re.compile(
    rf"\b(?:(\d{{1,2}})\s+)?{_MONTH}(?:\s+(\d{{1,2}}))?,?\s+(\d{{3,4}})\b"
    r"|(?<![\w-])(1[0-9]{3}|20[0-9]{2})\b",
    re.I,
)
_MONTH_DATE = re.compile(rf"\b(?:\d{{1,2}}\s+)?{_MONTH}(?:\s+\d{{1,2}})?,?\s+\d{{3,4}}\b", re.I)
_ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\b", re.I)
# the digits of a code are no quantity: 'SD-04', 'CH-1', 'P1', 'INC-2024-031'
_CODE_DIGITS = re.compile(r"\b[A-Za-z]+-?\d+(?:-\d+)*\b")
_NUMBER = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(hours?|minutes?|days?|weeks?|months?|years?)?", re.I)
YEAR = re.compile(r"1[0-9]{3}|20[0-9]{2}")
_MINUTES = {"minute": 1, "hour": 60, "day": 1440, "week": 10080, "month": 43200, "year": 525600}
NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]
    )
}
_PLAIN_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
_RANGE = re.compile(r"\s*(?:to|until|till|through|[-–—])\s*", re.I)
BORN = re.compile(r"\b(born|birth)\b", re.I)
DIED = re.compile(r"\b(died|dies|die|death)\b", re.I)


def date_value(text: str) -> tuple[float, str] | None:
    m = _DATE.search(text)
    if not m:
        return None
    if m.group(5):
        return float(m.group(5)), m.group(0)
    day = int(m.group(1) or m.group(3) or 1)
    month = _MONTHS[m.group(2).lower()]
    return int(m.group(4)) + (month - 1) / 12 + (day - 1) / 372, m.group(0)


# the verb that ends a term, right before its date: 'was signed in November 2021 and ends on
# 31 October 2026', 'runs until 28 February 2026', 'Contract end: 30 June 2026'
_ENDS_AT = re.compile(
    r"\b(?:(?:end|ends|ending|ended|expires?|expiring|expired|expiry|lapses?|terminates?)"
    r"(?:\s+date)?(?:\s+(?:on|in|at))?"
    r"|(?:runs?|ran|valid|in\s+place|in\s+force|continues?|lasts?|extended|renewed)"
    r"\s+(?:until|till|to|through))\s*:?\s*$",
    re.I,
)


# the verb that renews a term, right before its date: 'Contract reference: HC-7730, renews 31
# March 2025', 'up for renewal in June 2026'
_RENEWS_AT = re.compile(
    r"\b(?:renews?|renewing|renewal(?:\s+date)?|(?:up|due)\s+for\s+renewal)"
    r"(?:\s+(?:on|in|at))?\s*:?\s*$",
    re.I,
)


def said_end_dates(text: str, *, renewal: bool = False) -> list[tuple[float, str]]:
    """Each date an end verb stands right before: '31 October 2026' of 'was signed in November
    2021 and ends on 31 October 2026', not the signing date. `renewal`: a renewing verb
    ('renews 31 March 2025') ends the term too."""
    out = []
    for m in _DATE.finditer(text):
        before = text[max(0, m.start() - 40) : m.start()]
        if _ENDS_AT.search(before) or (renewal and _RENEWS_AT.search(before)):
            value = date_value(m.group(0))
            if value is not None:
                out.append(value)
    return out


def range_end_date(text: str) -> tuple[float, str] | None:
    """The second date of a range ('Contract period: 1 February 2024 to 28 February 2027'),
    or None."""
    dates = list(_DATE.finditer(text))
    for first, second in itertools.pairwise(dates):
        if _RANGE.fullmatch(text[first.end() : second.start()]):
            return date_value(second.group(0))
    return None


def said_end_date(text: str) -> tuple[float, str] | None:
    """The first date an end verb stands right before, or None."""
    said = said_end_dates(text)
    return said[0] if said else None


def life_length(text: str) -> tuple[float, str] | None:
    """Years between the first two dates ('(22 May 1859 - 7 July 1930)'): a life's length."""
    dates = []
    for m in _DATE.finditer(text):
        v = date_value(m.group(0))
        if v is not None:
            dates.append(v)
        if len(dates) == 2:
            break
    if len(dates) < 2 or not 0 < dates[1][0] - dates[0][0] < 130:
        return None
    return dates[1][0] - dates[0][0], f"{dates[0][1]} - {dates[1][1]}"


# a UK phone number ('07700 900461', '01632 960840'): one identifier, not two quantities
PHONE_NUMBER = re.compile(r"(?<![\w+])(?:\+44\s?|0)\d{2,4}[ -]?\d{3}[ -]?\d{3,4}(?![\w])")


def number_value(text: str) -> tuple[float, str] | None:
    """The first number, or the first duration with its adjacent parts ('3 hours 40 minutes');
    never a day or year of a written date, nor an ordinal ('70th')."""
    text = _CODE_DIGITS.sub(
        " ", _ORDINAL.sub(" ", _MONTH_DATE.sub(" ", PHONE_NUMBER.sub(" ", text)))
    )
    total = 0.0
    found = ""
    end = -1
    for m in _NUMBER.finditer(text):
        value = float(m.group(1).replace(",", ""))
        unit = (m.group(2) or "").lower().rstrip("s")
        if found and (
            unit not in _MINUTES or not re.fullmatch(r"\s*(and\s+)?", text[end : m.start()])
        ):
            break
        if unit in _MINUTES:
            total += value * _MINUTES[unit]
            found = (found + " " + m.group(0)).strip()
            end = m.end()
            continue
        return value, m.group(0)
    return (total, found) if found else None


_HEDGES = frozenset({"about", "around", "roughly", "approximately", "some", "over", "nearly", "c."})


def _same_noun(word: str, noun: str) -> bool:
    word, noun = word.casefold().rstrip("s"), noun.casefold().rstrip("s")
    if word.endswith(("ed", "ing")) and not noun.endswith(("ed", "ing")):
        return word == noun  # 'staffed 24 hours' counts no staff
    return word == noun or (len(noun) > 4 and word[:5] == noun[:5] and word[0] == noun[0])


def count_value(text: str, counted: list[str]) -> tuple[float, str] | None:
    """A number that counts the question's noun: '900 species', 'five members', '11 Grand
    Slam doubles titles' (up to three words between), with the question's modifiers of the
    noun nearby: 'women's doubles titles' is not counted by '11 Grand Slam titles'."""
    *mods, noun = counted
    text = _ORDINAL.sub(" ", _MONTH_DATE.sub(" ", text))
    words = re.findall(r"[\w'’.,:-]+", text)
    for i, raw in enumerate(words):
        if raw.endswith(":") and _same_noun(raw[:-1], noun) and i + 1 < len(words):
            # a field: 'Inpatient beds: 640', 'Staff: about 310'
            hedged = i + 2 < len(words) and words[i + 1].casefold() in _HEDGES
            number = words[i + 1 + hedged].strip(".,")
            if _PLAIN_NUMBER.fullmatch(number):
                return float(number.replace(",", "")), number
        token = raw.strip(".,:")
        if raw[-1] in ",;":
            continue  # '01632 960310, staffed': the number ends its clause
        if _PLAIN_NUMBER.fullmatch(token):
            value = float(token.replace(",", ""))
        elif token.casefold() in NUMBER_WORDS:
            value = float(NUMBER_WORDS[token.casefold()])
        else:
            continue
        for j in range(i + 1, min(i + 5, len(words))):
            if _same_noun(words[j].strip(".,;:"), noun):
                near = {word_key(w.strip(".,;:")).removesuffix("'s") for w in words[i : j + 5]}
                if all(m in near for m in mods):
                    return value, " ".join(w for w in words[i : j + 1])
                break
            if words[j][-1] in ".,;:":
                break
    return None


def life_date(text: str, event: str) -> tuple[float, str] | None:
    """A birth or death date as a biography states it: after 'born' or 'died', or the first
    or second date of a life span '(October 7, 1889 – August 27, 1968)'."""
    verb = BORN if event == "born" else DIED
    for m in verb.finditer(text):
        v = date_value(text[m.end() : m.end() + 60])
        if v is not None:
            return v
    parts = _life_span(text)
    if parts is not None:
        born, died = date_value(parts[0]), date_value(parts[1])
        if born is not None and died is not None and 0 < died[0] - born[0] < 130:
            return born if event == "born" else died
    return None


def _life_span(text: str) -> tuple[str, str] | None:
    """The two halves of the first parenthesis split at its dash: '(October 7, 1889 – August
    27, 1968)', '(6 June 1906, Graz – 2 November 1994, Le Plessis-Bouchard)'."""
    span = _first_parenthesis(text)
    parts = re.split(r"\s[–—-]\s?|(?<=\d)[–—-](?=\s?\w)|[–—]|(?<=\w)-\s", span, maxsplit=1)
    return (parts[0], parts[1]) if len(parts) == 2 else None


def _first_parenthesis(text: str) -> str:
    """The first parenthesis with what it nests: '( April 27, 1672( some say 1671) – 1743)'."""
    start = text.find("(")
    if start < 0:
        return ""
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return text[start + 1 : i]
    return text[start + 1 :]


_PLACE_WORD = r"[A-Z][\w'’.-]*"
_PLACE_NAME = rf"{_PLACE_WORD}(?:\s(?:(?:de|del|da|di|du|la|le|van|von)\s)?{_PLACE_WORD})*"
_IN_PLACE = re.compile(rf"\bin\s({_PLACE_NAME}(?:,\s{_PLACE_NAME})*)")
_LIFE_VERB = {"born": re.compile(r"\bborn\b"), "died": re.compile(r"\bdied\b")}


def life_place(text: str, event: str) -> str | None:
    """Where a person was born or died as a biography states it: the first capitalised place
    after "in" that follows 'born' or 'died' in the same clause ("born 1966 in Montreal,
    Quebec"), or the place beside a date in a life span "(6 June 1906, Graz – 2 November 1994,
    Le Plessis-Bouchard)"."""
    for m in _LIFE_VERB[event].finditer(text):
        clause = re.split(
            r"[.;()]|,\s(?:and\s)?(?:grew|moved|was|is|became|studied|died|raised)\b",
            text[m.end() :],
        )[0]
        found = _IN_PLACE.search(clause)
        if found is not None and not YEAR.fullmatch(found.group(1)):
            return found.group(1).rstrip(".,")
    parts = _life_span(text)
    if parts is not None:
        part = parts[0] if event == "born" else parts[1]
        if date_value(part) is not None:
            named = [p.strip() for p in part.split(",") if p.strip()[:1].isupper()]
            named = [p for p in named if not re.search(r"\d", p) and date_value(p) is None]
            if named:
                return ", ".join(named)
    return None
