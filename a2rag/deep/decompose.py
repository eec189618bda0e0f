"""Query decomposition (GraphSearch's QD module): a multi-hop question as a short list of atomic
sub-queries, later ones naming earlier answers by placeholders `#1`, `#2`, ...

The offline decomposer reads the question's right-branching structure, innermost construct
first, and replaces each construct it turns into a sub-query by a placeholder:

- relative clauses: "the team that owns X" -> "Which team owns X?"; object relatives get
  do-support from the parse ("the data centre that L fails over to" -> "Which data centre
  does L fail over to?"); "where", "whose" and reduced relatives ("the hospital affected by
  Y", "the team responsible for Z") likewise, things placed by a phrase ("the system
  at the centre of X"), and relatives without their pronoun ("the city Kevin Durant played
  for" -> "Which city did Kevin Durant play for?");
- relational noun chains: "the spouse of the director of F" -> "Who is the director of F?",
  "Who is the spouse of #1?" (the shortest relation noun before a preposition: the
  director of "Jump for Glory"); possessives "X's father's wife", "X's city of birth" the
  same way, and a title before its relation noun ("the Another Page performer" -> "Who is
  the performer of Another Page?");
- "its N" -> "What is the N of <the name before it>?";
- comparisons "..., A or B?": a lookup per side (a bridge per side when the side is a
  description such as "the one overseeing H"), then the comparison over both.

A sub-query that only restates an earlier answer ("Which person was #1?") is dropped. A
question with none of these is one sub-query, itself. Beyond the sub-query bound the
question is not decomposed (a partial chain would answer a different question).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field

from a2rag.read.polar import polar_question
from a2rag.read.values import MONTH_NAMES

Role = Literal["hop", "side", "compare"]
PLACEHOLDER = re.compile(r"#(\d+)")

PERSON_RELATIONS = {
    "father", "mother", "husband", "wife", "spouse", "son", "daughter", "brother", "sister",
    "child", "parent", "director", "founder", "creator", "author", "writer", "composer",
    "producer", "performer", "singer", "lead", "leader", "head", "manager", "chair",
    "chairman", "ceo", "president", "coach", "owner", "successor", "predecessor", "architect",
    "designer", "screenwriter", "editor", "grandfather", "grandmother", "partner", "sibling",
    "uncle", "aunt", "lyricist", "presenter", "captain", "actor", "actress", "star", "narrator",
    "member", "player", "voice", "mayor", "governor", "king", "queen", "teacher",
}  # fmt: skip
OTHER_RELATIONS = {
    "supplier", "vendor", "operator", "regulator", "provider", "publisher", "developer",
    "manufacturer", "employer", "sponsor", "maker", "distributor", "capital", "birthplace",
    "label", "parent company", "successor company",
}  # fmt: skip
RELATIONS = PERSON_RELATIONS | OTHER_RELATIONS
_REL_PRONOUN = re.compile(r"\s(that|which|who|whom|whose|where)\s")
_DET = {"the", "a", "an"}
_PREPS = {"of", "at", "for", "with", "in", "on", "by", "to", "until", "from", "during", "under"}
_PARTICIPLE = re.compile(
    r"\b(the) ((?:[\w'’-]+ ){0,3}?[\w'’-]+) ((?:\w+ed|led|run|held|owned|based|made|built|"
    r"known|written|shown|given|taken|responsible|located|headed|overseeing|operating|owning|"
    r"running|supplying|hosting)) (by|in|at|on|for|from|to|under|with|of|during)\b"
)
# "held on 14 January 2025", "dated March 2024": a date qualifies the noun, it is no bridge
_A_DATE = re.compile(
    rf"^(?:on|in|during|for|at)\s+(?:the\s+)?(?:[A-Za-z]+day\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?"
    rf"(?:(?:{MONTH_NAMES})\s+)?\d{{4}}\W*$",
    re.IGNORECASE,
)
# ", in the week commencing 7 April 2025": a week closing the question times what it asks
# (who was on call); a bare date ('the fibre cut on 22 March 2025') names the event before it
_TIME_TAIL = re.compile(
    r",?\s+(?:in|during|for|over)\s+the\s+week\s+(?:commencing|starting|beginning|of)\s+"
    rf"(?:[A-Za-z]+day\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{MONTH_NAMES})(?:\s+\d{{4}})?\W*$",
    re.IGNORECASE,
)
# "the system at the centre of INC-2023-0412": a thing placed by a phrase, not a verb
_PLACED = re.compile(
    r"\bthe ((?:[\w'’-]+ ){0,2}?[\w'’-]+) (at the (?:centre|center|heart|root) of|behind|"
    r"involved in|named in) "
)
_BARE_ONE = re.compile(r"\bthe one (\w+ing) ")
# "the Thinking About You performer", "the 1979-80 European Cup winner": a title used as a
# modifier of the relation noun after it
PRENOMINAL_RELATIONS = {
    "performer", "winner", "author", "composer", "director", "producer", "creator", "founder",
    "developer", "publisher", "manufacturer", "owner", "operator", "writer", "singer",
    "designer", "architect", "screenwriter", "lyricist", "narrator", "presenter", "editor",
}  # fmt: skip
_TITLE_WORD = r"(?:[A-Z0-9][\w.'’&!–-]*|\([^()]{1,40}\))"
_GLUE = r"(?:of|the|and|in|for|it|me|to|on|at|with|you|my|from)"
_PRENOMINAL = re.compile(
    rf"\bthe ({_TITLE_WORD}(?:\s+(?:{_TITLE_WORD}|{_GLUE}))*?) "
    rf"({'|'.join(sorted(PRENOMINAL_RELATIONS))})\b"
)
_ITS = re.compile(r"\bits ((?:[a-z][\w-]* ){0,2}[a-z][\w-]*)\b")
_NAME_RUN = re.compile(
    r"((?:[A-Z0-9#][\w.'’&-]*)(?:\s+(?:[A-Z0-9#][\w.'’&-]*|of|de|du|von|van|and))*)"
)
_POSSESSIVE = re.compile(
    r"((?:[A-Z#][\w.&-]*)(?:(?:,\s+|\s+)(?:[A-Z0-9#][\w.&-]*|of|de|du|von|van))*)['’]s "
    r"([a-z][\w-]*(?: [a-z][\w-]*)?)"
)
# what a possessive names as a relative, though 'the country of X' names a country: "Damerjog's
# country", "Corey Taylor's city of birth", "FleetBoston Financial's purchaser" (not a fictional
# character's 'girlfriend': the hop loses the work it is in)
OWNED = {"country", "hometown", "purchaser", "buyer", "alma mater"}
_OWNED_PHRASE = re.compile(
    r"(?:city|town|place|country|state) of (?:birth|death|origin|citizenship)\b"
)
# 'the city Kevin Durant played for': a noun, then a name opening its relative clause
_CONTACT = re.compile(r"\bthe ([a-z][\w-]*(?: [a-z][\w-]*)?) (?=[A-Z#])")
_FINITE = frozenset({"VBD", "VBZ", "VBP"})
_NOMINAL = frozenset({"NOUN", "ADJ"})
_RESTATED = re.compile(r"^(?:Which|What|Who) (?:[\w-]+ ){0,2}(?:is|was|are|were) #(\d+)\?$")


def _in_name(tok: Any) -> bool:
    """A token of a name opening a clause: capitalised, a number, a '#k', a possessive or a
    name's glue word."""
    return (
        tok.text[:1].isupper()
        or tok.text[:1].isdigit()
        or tok.text.startswith("#")
        or tok.tag_ == "POS"
        or tok.text in {"-", "–", "."}
        or tok.lower_ in {"of", "de", "and", "the"}
    )


def _pending_aux(tokens: list[Any]) -> bool:
    """An auxiliary ('did', 'was') with no verb after it yet: the question's own verb is still
    to come."""
    aux = [k for k, t in enumerate(tokens) if t.pos_ == "AUX" and t.lemma_ in {"do", "be"}]
    return bool(aux) and not any(t.pos_ == "VERB" for t in tokens[aux[-1] + 1 :])


_COPULA = re.compile(r"^(who|what|which(?: [\w-]+){0,3}?) (is|was|are|were) ", re.I)
_TAIL_PARTICLES = {"on", "in", "at", "to", "for", "from", "with", "over", "up", "out", "off", "by"}
# words a relative clause may end in ('was named after', 'is from')
_CLAUSE_END = (
    _TAIL_PARTICLES | _PREPS | {"after", "before", "about", "into", "as", "against", "like"}
)
_PLACEY = {"region", "country", "city", "state", "town", "county", "area", "district", "island"}
# "the directors of films", "have the directors that share": the relative a yes/no asks of
_RELATIVE_NOUN = re.compile(
    r"\b(?:(?:the|their)\s+(?P<noun>[a-z]+?)s?\s+of(?:\s+(?:the\s+)?[a-z]+)?|"
    r"(?:films?\s+)?(?:have|has|had)\s+(?:the|a|an)\s+(?P<noun2>[a-z]+?)s?"
    r"(?:\s+(?:that|who|which)\s+\w+)?)\b"
)
_COMPARISON_TAIL = re.compile(
    r"^(?P<prefix>.+?)\s*(?P<sep>[,:])\s*(?P<a>[^,:]+?),?\s+or\s+(?P<b>[^,:?]+?)\s*\??$"
)
_COMPARATIVE = re.compile(
    r"\b(more|most|less|least|fewer|first|last|earlier|earliest|later|latest|older|oldest|"
    r"younger|youngest|longer|shorter|larger|smaller|bigger|higher|lower|greater|sooner|"
    r"newer|taller|\w+er)\b",
    re.I,
)
_ATTR_STOP = re.compile(
    r"\b(which|what|who|whose|one|has|have|had|is|was|are|were|did|does|do|the|a|an|"
    r"more|most|less|least|fewer|first|last|earlier|earliest|later|latest|older|oldest|"
    r"younger|youngest|longer|shorter|larger|smaller|bigger|higher|lower|greater|sooner|"
    r"newer|taller)\b",
    re.I,
)


class SubQuery(BaseModel):
    index: int = Field(description="1-based; later sub-queries name its answer as #index.")
    text: str
    role: Role = Field(
        "hop",
        description="hop: answered by the reader; side: evidence for one side of a "
        "comparison; compare: the comparison over the sides.",
    )

    @property
    def refs(self) -> list[int]:
        return [int(m) for m in PLACEHOLDER.findall(self.text)]


class Decomposition(BaseModel):
    question: str
    kind: Literal["single", "chain", "comparison"]
    sub_queries: list[SubQuery]
    attribute: str = Field("", description="Comparisons: the compared attribute's words.")
    note: str = ""


class Decomposer(Protocol):
    def decompose(self, question: str) -> Decomposition: ...


def single(question: str, note: str = "") -> Decomposition:
    return Decomposition(
        question=question, kind="single", sub_queries=[SubQuery(index=1, text=question)], note=note
    )


def ground(text: str, answers: dict[int, str]) -> str:
    """Substitute earlier sub-answers for their placeholders (unresolved ones stay)."""
    return PLACEHOLDER.sub(lambda m: answers.get(int(m.group(1)), m.group(0)), text)


def _wh_for(noun: str) -> str:
    return "Who" if noun.split()[-1].lower() in PERSON_RELATIONS else "What"


_RELATIVES = frozenset({"who", "whom", "whose", "which", "that", "where", "when"})
# what 'whose' owns: a noun with its modifiers ('alarm gateway', 'firmware update' with the
# second word tagged as a bare verb), up to this many tokens ('sub-unit' is three)
_OWNED_POS = frozenset({"NOUN", "PROPN", "ADJ", "NUM"})
_MAX_OWNED = 6


# a relative two steps away, as the two one-step relations a page states
_KINSHIP = {
    "paternal grandfather": ("father", "father"), "paternal grandmother": ("father", "mother"),
    "maternal grandfather": ("mother", "father"), "maternal grandmother": ("mother", "mother"),
    "father-in-law": ("spouse", "father"), "mother-in-law": ("spouse", "mother"),
    "son-in-law": ("child", "spouse"), "daughter-in-law": ("child", "spouse"),
    "child-in-law": ("child", "spouse"),
}  # fmt: skip
_KIN = "|".join(re.escape(k) for k in _KINSHIP)
_KINSHIP_QUESTIONS = (
    re.compile(rf"^who (?:is|was) the (?P<rel>{_KIN}) of (?P<subject>.+?)\s*\??$", re.I),
    re.compile(rf"^who (?:is|was) (?P<subject>.+?)['’]s? (?P<rel>{_KIN})\s*\??$", re.I),
)


def _kinship_chain(question: str) -> list[str] | None:
    """ "Who is X's paternal grandfather?" -> "Who is the father of X?", "Who is the father of
    #1?"; None for any other question."""
    for pattern in _KINSHIP_QUESTIONS:
        m = pattern.match(question)
        if m:
            first, second = _KINSHIP[m.group("rel").lower()]
            return [f"Who is the {first} of {m.group('subject')}?", f"Who is the {second} of #1?"]
    return None


class OfflineDecomposer:
    """Pattern decomposition over the question text; `nlp` (spaCy) supplies the verb lemmas,
    tags and the root for do-support and for the outer verb of "When does ... end?"."""

    def __init__(self, nlp: Callable[[str], Any] | None = None, *, max_subqueries: int = 4) -> None:
        self.nlp = nlp
        self.max_subqueries = max_subqueries

    def decompose(self, question: str) -> Decomposition:
        q = " ".join(question.strip().split())
        if not q:
            return single(question)
        comparison = self._comparison(q) or self._polar(q)
        if comparison is not None:
            return comparison
        kin = _kinship_chain(q)
        if kin is not None:
            return Decomposition(
                question=question,
                kind="chain",
                sub_queries=[SubQuery(index=i + 1, text=t) for i, t in enumerate(kin)],
            )
        subs, core = self._chain(q.rstrip(" ?"))
        if not subs:
            return single(question)
        subs.append(core + "?")
        if len(subs) > self.max_subqueries:
            return single(question, note=f"{len(subs)} sub-queries exceed the bound")
        return Decomposition(
            question=question,
            kind="chain",
            sub_queries=[SubQuery(index=i + 1, text=t) for i, t in enumerate(subs)],
        )

    # -- comparisons --------------------------------------------------------------------------
    def _comparison(self, q: str) -> Decomposition | None:
        m = _COMPARISON_TAIL.match(q)
        if m is None or not _COMPARATIVE.search(m.group("prefix")):
            return None
        prefix = m.group("prefix").strip()
        sides = [m.group("a").strip(" ,"), m.group("b").strip(" ,")]
        head_part, comma, tail = prefix.rpartition(",")
        if m.group("sep") == ":" and comma and not _COMPARATIVE.search(tail):
            # "Which came out first, V-Day: Until The Violence Stops or …": a colon in a title
            prefix, sides[0] = head_part.strip(), f"{tail.strip()}: {sides[0]}"
        attribute = " ".join(_ATTR_STOP.sub(" ", prefix).split())
        head = re.match(
            r"^which ([\w-]+(?: [\w-]+)?) (?:has|have|had|is|was|did|does)\b", prefix, re.I
        )
        noun = head.group(1) if head else ""
        subs: list[SubQuery] = []
        options: list[str] = []
        for side in sides:
            nested = self._side_bridge(side, noun)
            if nested is not None:
                subs.append(SubQuery(index=len(subs) + 1, text=nested))
            else:
                subs.append(
                    SubQuery(index=len(subs) + 1, text=f"{side} {attribute}".strip(), role="side")
                )
            options.append(f"#{len(subs)}" if nested is not None else side)
        subs.append(
            SubQuery(
                index=len(subs) + 1, text=f"{prefix}, {options[0]} or {options[1]}?", role="compare"
            )
        )
        if len(subs) > self.max_subqueries:
            return single(q, note=f"{len(subs)} sub-queries exceed the bound")
        return Decomposition(question=q, kind="comparison", sub_queries=subs, attribute=attribute)

    def _polar(self, q: str) -> Decomposition | None:
        """A yes/no question about two things' relatives ("Are the directors of films A and
        B both from the same country?", "Do both films A and B have the directors from the
        same country?"): the relative of each side, then the yes/no question over the two."""
        asked = polar_question(q)
        if asked is None or not asked.proxy:
            return None
        lead = q[: q.find(asked.sides[0])] if asked.sides[0] in q else ""
        found = _RELATIVE_NOUN.search(lead) or _RELATIVE_NOUN.search(asked.predicate)
        if found is None:
            return None
        noun = (found.group("noun") or found.group("noun2") or "").lower().removesuffix("s")
        if noun not in RELATIONS:
            return None
        subs = [
            SubQuery(index=i + 1, text=f"{_wh_for(noun)} is the {noun} of {side}?")
            for i, side in enumerate(asked.sides)
        ]
        if asked.same:
            rest = f"of the same {asked.same}"
        else:
            rest = _RELATIVE_NOUN.sub("", asked.predicate).strip()
        subs.append(SubQuery(index=3, text=f"Are #1 and #2 {rest}?", role="compare"))
        if len(subs) > self.max_subqueries:
            return single(q, note=f"{len(subs)} sub-queries exceed the bound")
        return Decomposition(
            question=q, kind="comparison", sub_queries=subs, attribute=asked.same or rest
        )

    def _side_bridge(self, side: str, noun: str) -> str | None:
        """A side given by description ("the one overseeing H", "the film that ...") becomes
        a question for the thing it describes."""
        m = re.match(r"^the one (?:that |which |who )?(.+)$", side, re.I)
        if m is None:
            return None
        what = f"Which {noun}" if noun else "Which one"
        clause = m.group(1)
        if re.match(r"^\w+ing\b", clause):
            return f"{what} is {clause}?"
        return self._relative_question(what, clause)

    # -- chains -------------------------------------------------------------------------------
    def _chain(self, core: str) -> tuple[list[str], str]:
        """Repeatedly turn the rightmost construct into a sub-query; returns the sub-queries and
        what remains of the question (the last hop)."""
        subs: list[str] = []
        contact = self._contact(core)  # before the tail: its verb may end the question
        if contact is not None:
            start, end, sub = contact
            subs.append(sub)
            core = f"{core[:start]}#1{core[end:]}"
        core, tail = self._split_tail(core)
        for _ in range(self.max_subqueries + 1):
            found = self._rightmost(core, len(subs) + 1, open_end=bool(tail))
            if found is None:
                break
            start, end, sub = found
            same = _RESTATED.match(sub)
            if same is not None:  # 'Which person was #1?' asks nothing new: it is #1
                core = f"{core[:start]}#{same.group(1)}{core[end:]}"
                continue
            subs.append(sub)
            core = f"{core[:start]}#{len(subs)}{core[end:]}"
        return subs, f"{core} {tail}".strip()

    def _split_tail(self, core: str) -> tuple[str, str]:
        """'When does the contract with ... end' -> (.., 'end'); 'At which hospital is X based'
        -> (.., 'based'): the question's own verb after its subject is not part of the
        constructs. Needs the parse (tags)."""
        if self.nlp is None:
            return core, ""
        toks = [t for t in self.nlp(core) if not t.is_punct]
        if len(toks) < 4:
            return core, ""
        aux = next(
            (i for i, t in enumerate(toks[1:6], 1) if t.lemma_ in {"do", "be"} and t.tag_ != "VBG"),
            None,
        )
        if aux is None or aux + 1 >= len(toks) - 1 or toks[aux + 1].pos_ == "VERB":
            return core, ""
        n = 2 if toks[-1].lower_ in _TAIL_PARTICLES else 1
        verb = toks[-n]
        if not verb.is_alpha or verb.text[:1].isupper():
            return core, ""
        if any(t.pos_ == "AUX" or t.lemma_ == "be" for t in toks[aux + 1 : -n]):
            return core, ""  # the verb belongs to a clause with its own auxiliary
        if toks[aux].lemma_ == "do":
            ok = verb.tag_ == "VB" or verb.pos_ == "VERB" or n == 1
        else:
            # 'born' of "Where was the father of X born" is tagged VBD as often as VBN; after
            # 'was' with no relative clause between, it is the passive participle
            relative = any(t.lower_ in _RELATIVES for t in toks[aux + 1 : -n])
            ok = verb.tag_ in {"VBN", "VBG"} or (verb.tag_ == "VBD" and not relative)
        if not ok:
            return core, ""
        cut = verb.idx
        return core[:cut].rstrip(), core[cut:].strip()

    def _rightmost(
        self, core: str, k: int, *, open_end: bool = False
    ) -> tuple[int, int, str] | None:
        cands = [
            c
            for c in (
                self._relative(core),
                self._reduced(core, open_end),
                self._placed(core, open_end),
                self._its(core),
                self._possessive(core, open_end),
                self._of_chain(core, open_end),
                self._prenominal(core, open_end),
                self._contact(core),
            )
            if c is not None
        ]
        if not cands:
            return None
        return max(cands, key=lambda c: c[0])

    def _relative(self, core: str) -> tuple[int, int, str] | None:
        """The rightmost 'the N that|which|who|where|whose <clause>' (the clause runs to the end)."""
        for m in reversed(list(_REL_PRONOUN.finditer(core))):
            before = core[: m.start()].split(" ")
            if before[-1].endswith(",") or before[-1].lower() in _PREPS:
                continue
            det = None
            for j in range(len(before) - 1, max(-1, len(before) - 6), -1):
                if before[j].lower() == "the":
                    det = j
                    break
                if before[j].lower() in _PREPS | _DET or before[j].endswith(","):
                    break
            if det is None or det == len(before) - 1:
                continue
            noun = " ".join(before[det + 1 :])
            if noun.lower() == "one" or "#" in noun:
                continue
            start = len(" ".join(before[:det])) + (1 if det else 0)
            pron, clause = m.group(1).lower(), core[m.end() :].strip()
            if not clause:
                continue
            if pron == "where":
                prep = "In" if noun.split()[-1].lower() in _PLACEY else "At"
                sub = self._relative_question(f"{prep} which {noun}", clause, object_only=True)
            elif pron == "whose":
                # the owned noun is the clause's subject ("whose business owner is X") or
                # its object ("whose firmware update the Change Board deferred")
                owned, rest = self._owned(clause)
                sub = self._relative_question(f"Which {noun}'s {owned}", rest or clause)
            else:
                sub = self._relative_question(f"Which {noun}", clause)
            return start, len(core), sub
        return None

    def _owned(self, clause: str) -> tuple[str, str]:
        """The thing 'whose' owns and the rest of its clause: 'alarm gateway' of "whose alarm
        gateway failed on 9 February", 'firmware update' of "whose firmware update the Change
        Board deferred" (a compound, not its first word); without a parser, the first word."""
        first, _, rest = clause.partition(" ")
        if self.nlp is None:
            return first, rest
        toks = list(self.nlp(clause))
        n = 0
        while n < min(len(toks), _MAX_OWNED) and (
            toks[n].pos_ in _OWNED_POS
            or (n > 0 and toks[n].tag_ == "VB")
            or (n > 0 and not toks[n - 1].whitespace_)  # 'sub-unit'
        ):
            n += 1
        if n <= 1 or n >= len(toks):
            return first, rest
        return clause[: toks[n - 1].idx + len(toks[n - 1].text)], clause[toks[n].idx :]

    def _relative_question(self, what: str, clause: str, *, object_only: bool = False) -> str:
        """'Which N' + relative clause as a question: a subject relative ('owns X') follows
        directly; an object relative ('L fails over to') gets inversion or do-support."""
        if self.nlp is None:
            return f"{what} {clause}?"
        toks = list(self.nlp(clause))
        if not toks:
            return f"{what} {clause}?"
        if not object_only and toks[0].pos_ in {"VERB", "AUX"}:
            return f"{what} {clause}?"
        for t in toks[1:]:
            if t.pos_ == "AUX" and t.lower_ != "to":
                rest = (clause[: t.idx] + clause[t.idx + len(t.text) :]).strip()
                return f"{what} {t.text} {' '.join(rest.split())}?"
            if t.pos_ == "VERB":
                aux = {"VBD": "did", "VBZ": "does", "VBP": "do"}.get(t.tag_)
                if aux is None:
                    break
                rest = clause[: t.idx] + t.lemma_ + clause[t.idx + len(t.text) :]
                return f"{what} {aux} {' '.join(rest.split())}?"
        return f"{what} {clause}?"

    def _reduced(self, core: str, open_end: bool = False) -> tuple[int, int, str] | None:
        """'the hospital affected by Y' / 'the team responsible for Z' / 'the one overseeing H'."""
        best: tuple[int, int, str] | None = None
        for m in _PARTICIPLE.finditer(core):
            noun = m.group(2)
            if "#" in noun or noun.split()[-1].lower() in _DET or m.start() == 0:
                continue
            if self.nlp is not None:
                at = m.start(3)
                tok = next((t for t in self.nlp(core) if t.idx == at), None)
                if tok is None or tok.tag_ not in {"VBN", "VBG", "JJ"}:
                    continue
            if self._atomic(core, m.start(), len(core), open_end):
                continue
            if _A_DATE.match(f"{m.group(4)} {core[m.end() :].strip()}"):
                continue  # "the CAB meeting held on 14 January 2025": the date names it
            # "the team paged by RUN-011 in the week commencing 7 April 2025": the week times
            # the question (who was on call), not the paging, and stays with it
            tail = _TIME_TAIL.search(core, m.end())
            end = tail.start() if tail is not None and tail.start() > m.end() else len(core)
            sub = f"Which {noun} is {m.group(3)} {m.group(4)} {core[m.end() : end].strip()}?"
            best = (m.start(), end, " ".join(sub.split()).replace(" ?", "?"))
        return best

    def _placed(self, core: str, open_end: bool = False) -> tuple[int, int, str] | None:
        """'the system at the centre of X' / 'the team behind X' -> 'Which system is at the
        centre of X?' (a relation noun before 'of' is the of-chain's)."""
        best: tuple[int, int, str] | None = None
        for m in _PLACED.finditer(core):
            noun, rest = m.group(1), core[m.end() :].strip()
            if "#" in noun or noun.split()[-1].lower() in RELATIONS | _DET or m.start() == 0:
                continue
            if not re.search(r"[A-Z#]", rest) or self._atomic(core, m.start(), len(core), open_end):
                continue
            best = (m.start(), len(core), f"Which {noun} is {m.group(2)} {rest}?")
        return best

    def _its(self, core: str) -> tuple[int, int, str] | None:
        found = list(_ITS.finditer(core))
        if not found:
            return None
        m = found[-1]
        noun = m.group(1)
        if noun.split()[-1] not in RELATIONS:
            return None
        # the owner: the last name run before "its"
        names = [n for n in _NAME_RUN.findall(core[: m.start()]) if n and n[0].isupper()]
        if not names or m.start() == 0:
            return None
        owner = names[-1].strip()
        if owner.split()[0] in {"Who", "What", "Which", "When", "Where", "How", "Within", "In"}:
            owner = " ".join(owner.split()[1:])
        if not owner:
            return None
        return m.start(), m.end(), f"{_wh_for(noun)} is the {noun} of {owner}?"

    def _possessive(self, core: str, open_end: bool = False) -> tuple[int, int, str] | None:
        best: tuple[int, int, str] | None = None
        for m in _POSSESSIVE.finditer(core):
            owner, noun = m.group(1), m.group(2)
            words = noun.split()
            phrase = _OWNED_PHRASE.match(core, m.start(2))
            if phrase is not None:
                noun = phrase.group(0)
            elif words[-1] in RELATIONS | OWNED:
                pass
            elif words[0] in RELATIONS | OWNED:
                noun = words[0]
            else:
                continue
            start, end = m.start(1), m.start(2) + len(noun)
            owner = re.sub(r"^(Who|What|Which|When|Where|How|Is|Was|Did|Does)\s+", "", owner)
            lead = re.match(r"^([\w-]+(?: [\w-]+)?) of (?=[A-Z#])", owner)
            if lead is not None and lead.group(1).lower() in RELATIONS:
                owner = owner[lead.end() :]  # 'the CEO of FleetBoston Financial's purchaser'
            start = m.end(1) - len(owner)
            if self._atomic(core, start, end, open_end) and not re.match(r"['’]s\b", core[end:]):
                continue
            best = (start, end, f"{_wh_for(noun)} is the {noun} of {owner}?")
        return best

    def _of_chain(self, core: str, open_end: bool = False) -> tuple[int, int, str] | None:
        """The rightmost 'the <relation> of|at|for X' running to the end (X a name or #k)."""
        best: tuple[int, int, str] | None = None
        # the shortest noun before a preposition: 'the director of Jump for Glory' is the
        # director's, not a 'director of Jump' before 'for'
        for m in re.finditer(r"\bthe ((?:[\w-]+ ){0,2}?[\w-]+) (of|at|for|in) ", core):
            noun = m.group(1)
            low = noun.lower().split()
            if low[-1] not in RELATIONS and " ".join(low[-2:]) not in RELATIONS:
                continue
            x = core[m.end() :].strip()
            if not x or not (re.search(r"[A-Z#]", x)) or _REL_PRONOUN.search(f" {x} "):
                continue
            if self._atomic(core, m.start(), len(core), open_end):
                continue
            best = (m.start(), len(core), f"{_wh_for(noun)} is the {noun} {m.group(2)} {x}?")
        return best

    def _prenominal(self, core: str, open_end: bool = False) -> tuple[int, int, str] | None:
        """The rightmost 'the <Title> <relation>' ("the Another Page performer") -> "Who is the
        performer of Another Page?". The title must be a name: its last word capitalised or
        a number or a parenthesis, and, with the parse, not a nationality ('the British
        author')."""
        best: tuple[int, int, str] | None = None
        for m in _PRENOMINAL.finditer(core):
            title, noun = m.group(1), m.group(2)
            last = title.split()[-1]
            if not (last[:1].isupper() or last[:1].isdigit() or last[-1] == ")"):
                continue
            if re.match(r"\d+(?:st|nd|rd|th)\b", title):
                continue  # 'the 11th Album of ...': an ordinal, not a title
            if self._atomic(core, m.start(), m.end(), open_end) or not self._names_a_title(title):
                continue
            best = (m.start(), m.end(), f"{_wh_for(noun)} is the {noun} of {title}?")
        return best

    def _contact(self, core: str) -> tuple[int, int, str] | None:
        """The rightmost relative clause without its pronoun, running to the end: 'the city
        Kevin Durant played for before Golden State' -> 'Which city did Kevin Durant play for
        before Golden State?'. The clause opens with a name (with its possessive: "Mach's
        principle") and a finite verb, and nothing after it is the question's own verb ('did
        the company X is part of dissolve'). Needs the parse."""
        if self.nlp is None:
            return None
        doc = None
        best: tuple[int, int, str] | None = None
        for m in _CONTACT.finditer(core):
            noun = m.group(1)
            if noun.split()[-1] in RELATIONS | _DET or m.start() == 0:
                continue  # 'the director Steven Spielberg': an apposition
            doc = doc if doc is not None else self.nlp(core)
            head = [t for t in doc if m.start(1) <= t.idx < m.end(1)]
            if not head or head[-1].pos_ != "NOUN" or any(t.pos_ not in _NOMINAL for t in head):
                continue  # 'the team that Adam Hammill is on' is the relative's
            before = [t for t in doc if t.idx < m.start()]
            toks = [t for t in doc if t.idx >= m.end() and (not t.is_punct or t.text == "-")]
            i = 0
            while i < len(toks) and _in_name(toks[i]):
                i += 1
            if 0 < i < len(toks) and toks[i - 1].tag_ == "POS" and toks[i].pos_ == "NOUN":
                i += 1  # "Mach's principle"
            if i == 0 or i >= len(toks):
                continue
            verb, rest = toks[i], toks[i + 1 :]
            if verb.tag_ not in _FINITE and verb.pos_ != "AUX":
                continue
            if rest and rest[0].lower_ == "by":
                continue  # 'the song The Story sung by X': a participle, not a clause
            if any(t.tag_ in _FINITE or t.tag_ == "VB" for t in rest):
                continue
            last = toks[-1]
            if _pending_aux(before) and (
                not rest or (last.is_alpha and last.is_lower and last.lower_ not in _CLAUSE_END)
            ):
                continue  # 'When was the film Titanic released': the question's own verb
            clause = core[m.end() :]
            best = (
                m.start(),
                len(core),
                self._relative_question(f"Which {noun}", clause, object_only=True),
            )
        return best

    def _names_a_title(self, title: str) -> bool:
        if self.nlp is None:
            return True
        toks = [t for t in self.nlp(title) if not t.is_punct]
        # 'British', 'American': a nationality is no title
        return not (toks and all(t.ent_type_ == "NORP" or t.tag_ in {"JJ", "NNPS"} for t in toks))

    @staticmethod
    def _atomic(core: str, start: int, end: int, open_end: bool = False) -> bool:
        """'Who is the director of F' / 'Who was X's father at Y': the phrase is what the
        question asks for, not a bridge to it. Not when the question's own verb follows it
        (`open_end`): 'Which region is Corey Taylor's city of birth located' asks a region."""
        if open_end:
            return False
        m = _COPULA.match(core)
        return m is not None and m.end() == start
