"""The asked slot of the question's own verb: "Who chairs the Halcyon Markets Risk Committee?"
from "It is chaired by Priya Raman, the Chief Risk Officer, and its deputy chair is Hannah
Solberg", where the committee is the page's subject.

The candidate model scores such a sentence only moderately: the deputy chair is a person in
the same sentence, as near to the relation word, so the best answer's lead is small. The parse
says more: Priya Raman is the agent of 'chaired', and Hannah Solberg is no argument of it.

Which slot the question asks comes from its word order (`asked_roles`): the subject ("Who
chairs X?"), the object ("Which team does X lead?", "Which system is owned by X?") or a
preposition's object ("In which city is X headquartered?", "Who did X report to?"); a value
question takes any object or preposition's object. In the evidence, a verb that is one of the
question's main-clause relation words (by lemma or stem) fills that slot from its subject or
agent ('by X'), its object or passive subject, its preposition's object, or the noun a
participle modifies ('the team, led by X'; 'a vendor headquartered in X'). The filler is an
answer when a candidate of the asked type covers it, the question does not name it, the
verb's other slots name one of the question's names (or are a pronoun whose topic does) and
every name is named around it (sentence, topic, chunk or title).

It declines rather than guess: a question that asks through a description ('the publisher of
X') is a hop, not a slot, unless the verb's own arguments say the described noun too ("Which
system withdraws Kestrel's quotes?" from "Helix withdraws Kestrel's quotes"); a second
wh-clause is a hop; a slot with coordinated fillers ('chaired by A
and B') answers nothing; a filler behind a role modifier the question does not use ('deputy
chair') is none; a past act its sentence bounds ('Until 2022, X was overseen by Y') does not
answer a question in the present; and the evidence must give exactly one answer. It answers
after the field rules and shares their measured train accuracy (`reader rescore`), as the
other rules that read an attribute of a named subject do.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from a2rag.read.candidates import Candidate
from a2rag.read.features import (
    anchor_keys,
    lead_sentence,
    names_anchor,
    role_modifiers,
    type_fit,
)
from a2rag.read.lexical import norm_phrase, stem
from a2rag.read.measures import PEOPLE_COUNTED
from a2rag.read.question import ORG_NOUNS, PERSON_NOUNS, PLACE_NOUNS, Expected, QuestionFrame
from a2rag.text.match import STOPWORDS

MIN_TYPE_FIT = 0.7
_ASKS = frozenset(
    {Expected.PERSON, Expected.ORG, Expected.PLACE, Expected.ENTITY, Expected.DATE,
     Expected.DURATION, Expected.MONEY, Expected.PERCENT, Expected.NUMBER}
)  # fmt: skip
_VALUES = frozenset(
    {Expected.DATE, Expected.DURATION, Expected.MONEY, Expected.PERCENT, Expected.NUMBER}
)
# verbs too light to say which relation a sentence states
_LIGHT = frozenset(
    {"be", "have", "do", "get", "make", "take", "give", "go", "come", "become", "include",
     "use", "call", "name", "know", "say", "see", "find", "hold", "play", "follow", "feature",
     "base", "locate", "involve", "contain"}
)  # fmt: skip
_PREPS = r"in|on|at|to|from|under|with|for|by|into|through|within|after|before|against|of"
_LEADING_PREP = re.compile(rf"^\s*({_PREPS})\s+(?:which|what|whom|who)\b", re.IGNORECASE)
_STRANDED_PREP = re.compile(rf"\b({_PREPS})\s*\?*\s*$", re.IGNORECASE)
# the slot "Where is X based?" asks: the place after 'at' or 'in'
_WHERE = "prep:at/in"
_DO_AUX = frozenset({"do", "does", "did"})
_BE_AUX = frozenset({"is", "was", "are", "were", "been", "being"})
_COMPOSITE = re.compile(r"\bof\b(?!\s+\d)|['’]s\b", re.IGNORECASE)
_WH = frozenset({"where", "whose", "whom", "who", "which", "that", "when", "what", "how"})
_NAME_LIKE = frozenset({"PERSON", "PNP", "LOC", "PRODUCT", "WORK_OF_ART", "ORG", "FAC"})
_KINDS = ORG_NOUNS | PLACE_NOUNS
_PRONOUNS = frozenset({"it", "its", "they", "their", "this", "he", "she", "his", "her"})


@dataclass(frozen=True)
class ArgumentAnswer:
    text: str
    verb: str
    role: str
    fit: float
    candidate: Candidate

    @property
    def slot(self) -> str:
        """The slot in words: 'subject', 'object', "object of 'in'"."""
        prep = self.role.removeprefix("prep:")
        return f"object of '{prep}'" if prep != self.role else self.role


def _relation_stems(frame: QuestionFrame) -> set[str]:
    """The question's relation words outside its relative clauses, less light verbs."""
    return {w for w in frame.relation_words & frame.main_words if w not in _LIGHT}


def asked_roles(question: str, stems: set[str]) -> dict[str, str]:
    """{verb stem: the slot the question asks of it}, read from word order (the small parser
    often tags 'hosts' in "Which cloud provider hosts X?" as a noun): 'subject' ("Who chairs
    X?"), 'object' ("Which team does X lead?", "Which system is owned by X?"), 'prep:in'
    ("In which city is X headquartered?", "Who did X serve under?")."""
    words = re.findall(r"[\w'&.-]+", question.casefold())
    lead = _LEADING_PREP.match(question)
    stranded = _STRANDED_PREP.search(question)
    roles: dict[str, str] = {}
    for at, word in enumerate(words):
        verb = stem(word)
        if at == 0 or verb not in stems or verb in roles:
            continue
        before = set(words[1:at])
        passive_by = at + 1 < len(words) and words[at + 1] == "by"
        if lead:
            roles[verb] = f"prep:{lead.group(1).casefold()}"
        elif words[0] == "where" and (_DO_AUX | _BE_AUX) & before and not stranded:
            roles[verb] = _WHERE  # "Where is the team based?": 'based at Halbrook'
        elif (_DO_AUX & before or _BE_AUX & before) and not passive_by and stranded:
            roles[verb] = f"prep:{stranded.group(1).casefold()}"
        elif _DO_AUX & before:
            roles[verb] = "object"
        elif _BE_AUX & before:
            if passive_by:
                roles[verb] = "object"
        else:
            roles[verb] = "subject"
    return roles


def _asked_verb(
    frame: QuestionFrame, parse: Callable[[list[str]], list[Any]]
) -> tuple[Any, dict[str, str], str | None]:
    """The question's parse, the slot each of its relation verbs asks, and the verb asked."""
    stems = _relation_stems(frame)
    roles = asked_roles(frame.text, stems) if stems else {}
    qdoc = parse([frame.text])[0]
    return qdoc, roles, _first_verb(qdoc, roles)


def _first_verb(question: Any, roles: dict[str, str]) -> str | None:
    """The stem of the question's first verb that has a role: "Which composer created Night
    Ferry first performed in 2012 ...?" asks of 'created'; 'performed' describes the work."""
    for tok in question:
        if tok.pos_ != "VERB" and not tok.tag_.startswith("VB"):
            after_do = any(t.lower_ in {"do", "does", "did"} for t in question[: tok.i])
            if after_do and tok.pos_ in {"ADV", "ADJ", "NOUN"} and stem(tok.text) in roles:
                return stem(tok.text)  # "What time does the depot close ...?": 'close' as ADV
            continue
        for key in (stem(tok.lemma_), stem(tok.text)):
            if key in roles:
                return key
        if tok.lemma_.lower() not in _LIGHT:
            return None  # the first verb is not a relation word: its slots are not asked
    return None


def _passive(verb: Any) -> bool:
    return any(c.dep_ in {"auxpass", "agent", "nsubjpass"} for c in verb.children) or (
        verb.tag_ == "VBN" and verb.dep_ in {"acl", "amod"}
    )


def _pobjs(verb: Any, preps: set[str] | None) -> list[Any]:
    return [
        g
        for c in verb.children
        if c.dep_ in {"prep", "agent"} and (preps is None or c.lower_ in preps)
        for g in c.children
        if g.dep_ == "pobj"
    ]


def _slots(verb: Any, role: str, value: bool) -> tuple[list[list[Any]], list[Any]]:
    """(the fillers of the asked slot, each with its coordinated tokens; tokens of the
    verb's other arguments)."""
    kids = list(verb.children)
    subj = [c for c in kids if c.dep_ in {"nsubj", "nsubjpass"}]
    if not subj and verb.dep_ == "conj":
        # "it opens at 06:00 and closes at 14:00": 'closes' shares the subject of 'opens'
        subj = [c for c in verb.head.children if c.dep_ in {"nsubj", "nsubjpass"}]
    obj = [c for c in kids if c.dep_ in {"dobj", "attr", "oprd", "dative"}]
    modified = (
        [verb.head] if verb.dep_ in {"acl", "relcl", "amod"} and verb.head is not verb else []
    )
    if modified and modified[0].dep_ in {"attr", "appos"}:
        # "Kestrel Analytics is a vendor headquartered in Edinburgh": the vendor is Kestrel
        outer = modified[0].head
        modified += (
            [outer]
            if modified[0].dep_ == "appos"
            else [c for c in outer.children if c.dep_ == "nsubj"]
        )
    passive = _passive(verb)
    agents = _pobjs(verb, {"by"})
    if value:
        asked = _pobjs(verb, None) + obj + [c for c in kids if c.dep_ == "npadvmod"]
    elif role == "subject":
        asked = agents if passive else subj + (modified if verb.dep_ == "relcl" else [])
    elif role == "object":
        asked = subj + modified if passive else obj + (modified if verb.dep_ == "relcl" else [])
    elif role == _WHERE:
        asked = _pobjs(verb, {"at", "in"})
    else:
        asked = _pobjs(verb, {role.removeprefix("prep:")})
    others = [t for t in subj + obj + modified + agents + _pobjs(verb, None) if t not in asked]
    return [[a, *a.conjuncts] for a in asked], others


def _fit(frame: QuestionFrame, cand: Candidate) -> float:
    """How well the candidate is of the asked type. The small model labels many invented
    persons' names a place, a product or an organisation ('Ines Carvalho', 'Tomasz
    Wielgosz'); for "who" a run of two or three capitalised words fits as a name would when
    none of its words is a common word (one its own text also writes in lower case, as
    'bank' of 'Northgate Bank' or 'cloud' of 'Vantor Cloud') or a kind of organisation or
    place. A role ('Chief Risk Officer') is no answer to "who"."""
    fit = type_fit(frame, cand)
    words = cand.text.split()
    if frame.expected == Expected.PLACE and cand.label in _NAME_LIKE and fit < MIN_TYPE_FIT:
        # 'Halbrook Control Centre' (tagged an organisation) where a place is asked: the
        # slot ('based at ...') says it is where, as a name it may be either
        return MIN_TYPE_FIT
    if frame.expected == Expected.PERSON and words and words[-1].lower() in PERSON_NOUNS:
        return 0.0  # 'Chief Risk Officer' is a role, not who holds it
    if (
        fit < MIN_TYPE_FIT
        and frame.expected == Expected.PERSON
        and cand.label in _NAME_LIKE
        and 2 <= len(words) <= 3
        and all(w[:1].isupper() and w[1:].islower() and w.isalpha() for w in words)
    ):
        lower = _lower_case_words(cand.unit.chunk_text or cand.unit.text)
        if not any(w.lower() in lower or w.lower() in _KINDS for w in words):
            return MIN_TYPE_FIT
    return fit


@functools.lru_cache(maxsize=256)
def _lower_case_words(text: str) -> frozenset[str]:
    """The words a text writes in lower case (once per chunk, not per candidate)."""
    return frozenset(re.findall(r"\b[a-z]+\b", text))


def _covering(cands: Sequence[Candidate], i: int) -> Candidate | None:
    covering = [c for c in cands if c.start <= i < c.end]
    return min(covering, key=lambda c: c.end - c.start) if covering else None


def _grounded(frame: QuestionFrame, cand: Candidate, others: list[Any], kinds: set[str]) -> bool:
    """The verb's other arguments name one of the question's names (or refer to the
    sentence's topic, which does: a pronoun, or 'the team' for one of `kinds`), and every
    name is named in the sentence, its topic, its chunk or its document's title."""
    keys = [anchor_keys(frame, a) for a in frame.anchors]
    around = (norm_phrase(cand.unit.chunk_text or cand.unit.text), norm_phrase(cand.unit.title))
    if cand.anchored < 1.0 and not all(names_anchor(around, k) for k in keys):
        return False
    for tok in others:
        text = norm_phrase(" ".join(t.text for t in _own_phrase(tok)))
        if any(names_anchor((text,), k) for k in keys):
            return True
        refers = tok.lower_ in _PRONOUNS or _the_kind(tok, kinds)
        if refers and _named_after(tok, keys):
            continue
        if refers and (cand.anchored >= 1.0 or _about_the_page(cand, keys)):
            return True
    return False


# light verbs that say where when the question asks where ('is based at', 'is located in')
_PLACING = frozenset({"base", "locate"})


def _places(verb: Any, role: str) -> bool:
    return role == _WHERE and verb.lemma_.lower() in _PLACING


def _kinds_after_names(frame: QuestionFrame) -> set[str]:
    """The kind words the question writes right after a name: 'team' of "Where is the
    Network and Telecoms team based?"."""
    out: set[str] = set()
    for a in frame.anchors:
        m = re.search(rf"(?<!\w){re.escape(a)}\s+([a-z]+)\b", frame.text)
        if m is not None and m.group(1) not in STOPWORDS:
            out.add(m.group(1))
    return out


def _the_kind(tok: Any, kinds: set[str]) -> bool:
    """'The team' of 'The team is based at Halbrook Control Centre' on the team's page: a
    bare definite phrase of the kind the question names, which stands for the page's
    subject as a pronoun does."""
    return tok.lower_ in kinds and [c.lower_ for c in tok.children] == ["the"]


_CLAUSES = frozenset({"acl", "advcl", "ccomp"})


def _own_phrase(tok: Any) -> list[Any]:
    """The argument's phrase without the clauses inside it: 'Tomasz Wren' of 'with Tomasz
    Wren representing Revenues and Benefits Systems' names no team."""
    out, todo = [], [tok]
    while todo:
        t = todo.pop()
        out.append(t)
        todo += [c for c in t.children if c.dep_ not in _CLAUSES]
    return sorted(out, key=lambda t: t.i)


def _named_after(pronoun: Any, keys: list[list[str]]) -> bool:
    """The sentence names one of the question's names after the pronoun, not before it and
    not as an argument of the pronoun's own verb, so the pronoun stands for something else:
    'It was led by Lena Strand, ..., with Tomasz Wren representing Revenues and Benefits
    Systems' (the exercise, not the team; 'It replaced ClinicDesk 4' keeps its object)."""
    doc, verb = pronoun.doc, pronoun.head
    before = (norm_phrase(doc[: pronoun.i].text),)
    later = [
        k for k in keys
        if names_anchor((norm_phrase(doc[pronoun.i + 1 :].text),), k) and not names_anchor(before, k)
    ]  # fmt: skip
    if not later:
        return False
    words = {w for forms in later for form in forms for w in form.split()} - STOPWORDS
    # as a name is written ('the revenues user group' names no team)
    named = [
        t for t in doc[pronoun.i + 1 :] if t.text[:1].isupper() and norm_phrase(t.text) in words
    ]
    return bool(named) and not any(_argument_of(t, verb) for t in named)


def _argument_of(tok: Any, verb: Any) -> bool:
    """The token reaches the verb through its heads without passing another verb (spaCy
    makes a new Token on every access: the root is where the head's index is its own)."""
    while tok.head.i != tok.i:
        tok = tok.head
        if tok.i == verb.i:
            return True
        if tok.pos_ in {"VERB", "AUX"}:
            return False
    return False


def _about_the_page(cand: Candidate, keys: list[list[str]]) -> bool:
    """Every name the sentence does not name is its page's subject (the title or the
    chunk's lead sentence names it): 'it' of "On Saturdays it opens at 06:00" on the
    Pellworth Depot page is the depot."""
    sentence = (norm_phrase(cand.unit.text),)
    page = (norm_phrase(f"{cand.unit.title}. {lead_sentence(cand.unit.chunk_text)}"),)
    return all(names_anchor(sentence, k) or names_anchor(page, k) for k in keys)


def argument_answer(
    frame: QuestionFrame,
    cands: Sequence[Candidate],
    parse: Callable[[list[str]], list[Any]],
) -> ArgumentAnswer | None:
    """The one answer that fills the asked slot of the question's verb where its other
    slots name the question's names (see the module docstring); None when there are none or
    several."""
    if frame.expected not in _ASKS or not frame.anchors or frame.options:
        return None
    wh = [w for w in re.findall(r"\w+", frame.text.casefold()) if w in _WH]
    if frame.words != frame.main_words or len(wh) > 1:
        # "the city where ... died": the verb's other slot is a description to resolve first
        # (a hop), not a name to find
        return None
    described = described_heads(frame.text)
    qdoc, roles, asked_verb = _asked_verb(frame, parse)
    if asked_verb is None:
        return None
    acted_on = _object_heads(frame, qdoc, asked_verb) if frame.expected in _VALUES else set()
    roles = {asked_verb: roles[asked_verb]}
    value = frame.expected in _VALUES
    asked_modifiers = role_modifiers(frame.text)
    question = f" {norm_phrase(frame.text)} "
    by_unit: dict[int, list[Candidate]] = {}
    units: dict[int, Any] = {}
    fits: dict[int, float] = {}
    for c in cands:
        fit = _fit(frame, c) if c.anchored > 0.0 else 0.0
        if fit < MIN_TYPE_FIT:
            continue
        fits[id(c)] = fit
        by_unit.setdefault(id(c.unit), []).append(c)
        units[id(c.unit)] = c.unit
    if not by_unit:
        return None
    keys = list(by_unit)
    docs = parse([units[k].text for k in keys])
    answers: dict[str, ArgumentAnswer] = {}
    now = _asked_now(qdoc, asked_verb)
    kinds = _kinds_after_names(frame)  # 'the team' stands for "the X team"'s page
    for key, doc in zip(keys, docs, strict=True):
        # "approve the Voxline contract extension" of 'the upgrade, approved ...'
        acts_on_another = bool(acted_on - {stem(t.lower_) for t in doc}) if acted_on else False
        for verb in doc:
            if verb.pos_ != "VERB":
                continue
            asked = roles.get(stem(verb.lemma_)) or roles.get(stem(verb.text))
            if asked is None or (verb.lemma_.lower() in _LIGHT and not _places(verb, asked)):
                continue
            fillers, others = _slots(verb, asked, value)
            for group in fillers:
                if len(group) > 1:
                    return None  # 'chaired by A and B': the rule does not choose
                cand = _whole_filler(by_unit[key], group[0]) or _covering(by_unit[key], group[0].i)
                if cand is None or not _grounded(frame, cand, others, kinds):
                    continue
                if acts_on_another or (now and _ended(verb)):
                    continue  # "Which office oversees X?" from 'Until 2022, X was overseen by Y'

                if not described <= _argument_stems(others):
                    continue  # "Who married the publisher of X?" from "A married X"
                norm = norm_phrase(cand.text)
                if not norm or f" {norm} " in question:
                    continue
                span = doc[max(0, cand.start - 3) : cand.end]
                if role_modifiers(span.text) - asked_modifiers:
                    continue  # 'deputy chair X' answers no question about the chair
                if _counts_another_noun(frame, doc, cand):
                    continue  # "How many officers does CPE employ?" from 'CPE employs 148 staff'
                found = ArgumentAnswer(cand.text, verb.lemma_, asked, fits[id(cand)], cand)
                answers.setdefault(norm, found)
    return _one(answers)


# words that bound a past act: 'Until the 2022 reorganisation, ...', 'formerly led by X'
_BOUNDED_PAST = frozenset({"until", "till", "formerly", "previously", "originally", "once"})


def _asked_now(qdoc: Any, verb: str) -> bool:
    """Whether the question asks its verb in the present ("Which office oversees X?", "Who is
    X led by?"), not the past ("Who led X in 2020?")."""
    for tok in qdoc:
        if verb not in (stem(tok.lemma_), stem(tok.text)):
            continue
        aux = {c.lower_ for c in tok.children if c.dep_ in {"aux", "auxpass"}}
        return tok.tag_ in {"VBZ", "VBP"} or bool(aux & {"does", "do", "is", "are"})
    return False


def _ended(verb: Any) -> bool:
    """Whether the evidence states its verb as a past act its sentence bounds ('Until the 2022
    reorganisation, Farnmoor was overseen by Deneford', 'X was formerly led by Y'): what held
    then, not now."""
    aux = {c.lower_ for c in verb.children if c.dep_ in {"aux", "auxpass"}}
    past = verb.tag_ == "VBD" or bool(aux & {"was", "were", "had"})
    return past and any(t.lower_ in _BOUNDED_PAST for t in verb.subtree)


def _object_heads(frame: QuestionFrame, qdoc: Any, verb: str) -> set[str]:
    """Stems of the common nouns heading what the question's verb acts on, when it asks a
    value of it: 'extension' of "On what date did the board approve the Voxline contract
    extension?"; a sentence that does not say them dates another act of the same verb."""
    named = {stem(w.casefold()) for a in frame.anchors for w in re.findall(r"\w+", a)}
    out: set[str] = set()
    for tok in qdoc:
        if stem(tok.lemma_) != verb and stem(tok.text) != verb:
            continue
        for c in tok.children:
            if c.dep_ in {"dobj", "nsubjpass"} and c.pos_ == "NOUN":
                if any(g.lower_ in _WH for g in c.children) or c.lower_ == frame.head:
                    continue  # "What time does the depot close?": the asked noun
                key = stem(c.lower_)
                if key not in named:
                    out.add(key)
        break
    return out


def _whole_filler(cands: Sequence[Candidate], tok: Any) -> Candidate | None:
    """The candidate that is the filler's whole phrase without its determiner: 'September
    2025 meeting' of 'deferred to the September 2025 meeting', where the shortest candidate
    covering 'meeting' is '2025 meeting'."""
    start = tok.left_edge.i
    if tok.doc[start].dep_ in {"det", "poss"}:
        start += 1
    whole = [c for c in cands if c.start == start and c.end == tok.right_edge.i + 1]
    return whole[0] if whole else None


def _counts_another_noun(frame: QuestionFrame, doc: Any, cand: Candidate) -> bool:
    """A count of something else than the question counts: '148 staff' for "How many civil
    enforcement officers ...?". The counted noun is the candidate's first noun after its
    number, or the noun right after it."""
    if frame.expected != Expected.NUMBER or not frame.head:
        return False
    tokens = list(doc[cand.start : min(len(doc), cand.end + 1)])
    digits = [k for k, t in enumerate(tokens) if any(ch.isdigit() for ch in t.text)]
    if not digits:
        return False
    after = tokens[digits[0] + 1 :]
    noun = next((t for t in after if t.pos_ in {"NOUN", "PROPN"}), None)
    if noun is None:
        return False
    asked = {stem(w) for w in re.findall(r"[a-z]+", frame.text.casefold())}
    if asked & PEOPLE_COUNTED:
        asked |= PEOPLE_COUNTED  # "How many people ...?" of '148 staff'
    return stem(noun.lemma_.casefold()) not in asked and stem(noun.text.casefold()) not in asked


_MEASURE = re.compile(r"\d[\d.,]*\s+\w+\s+of\s*$", re.IGNORECASE)


def described_heads(question: str) -> set[str]:
    """Stems of the nouns the question names something through: 'publisher' in "the
    publisher of X", 'quotes' in "Kestrel's quotes"; a measure ('20 seconds of missed
    heartbeats') describes nothing. The verb's own arguments must say them too: the rule
    reads "Helix withdraws Kestrel's quotes", never "A married X" for "the publisher of X"."""
    heads: set[str] = set()
    for m in _COMPOSITE.finditer(question):
        if m.group(0).lower() == "of":
            before = question[: m.end()]
            words = re.findall(r"\w+", question[: m.start()])
            if words and not _MEASURE.search(before):
                heads.add(stem(words[-1].lower()))
        else:
            after = re.match(r"\s+(\w+)", question[m.end() :])
            if after:
                heads.add(stem(after.group(1).lower()))
    return heads


def _argument_stems(tokens: list[Any]) -> set[str]:
    return {stem(t.lower_) for tok in tokens for t in tok.subtree}


def _one(answers: dict[str, ArgumentAnswer]) -> ArgumentAnswer | None:
    """The answer when there is one; a shorter form inside a longer one ('Raman' in 'Priya
    Raman') is the same answer."""
    if not answers:
        return None
    longest = max(answers, key=len)
    if all(f" {k} " in f" {longest} " for k in answers):
        return answers[longest]
    return None


def of_another_act(
    frame: QuestionFrame, cands: Sequence[Candidate], parse: Callable[[list[str]], list[Any]]
) -> set[int]:
    """The candidates (by id) in a unit that says the question's verb but not the nouns it
    acts on ('The SIP trunk resilience upgrade, approved by the Digital Services Board in
    March 2025' for "On what date did the Board approve the Voxline contract extension?"):
    the value of another act of the same verb, a guess for the candidate model as for
    `argument_answer`."""
    if frame.expected not in _VALUES or not frame.anchors or frame.options or not cands:
        return set()
    qdoc, _, verb = _asked_verb(frame, parse)
    acted_on = _object_heads(frame, qdoc, verb) if verb is not None else set()
    if not acted_on:
        return set()
    out: set[int] = set()
    for c in cands:
        said = {stem(w) for w in re.findall(r"\w+", c.unit.text.casefold())}
        if verb in said and acted_on - said:
            out.add(id(c))
    return out
