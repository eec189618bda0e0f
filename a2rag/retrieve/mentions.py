"""Offline question analysis: entity mentions and relation phrases (paper §III-C, seeds).

spaCy NER and noun chunks give the entity mentions; content verbs and relational nouns give
relation phrases, normalised like extracted predicates so they can be aligned to them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from a2rag.config import Settings
from a2rag.text.nlp import load_nlp
from a2rag.text.predicates import normalise_predicate
from a2rag.types import QuestionMentions

_QUALIFIER_ENTS = {"CARDINAL", "ORDINAL", "QUANTITY", "PERCENT", "MONEY", "DATE", "TIME"}
_WH = {"what", "which", "who", "whom", "whose", "when", "where", "why", "how"}
_GENERIC = {
    "name",
    "names",
    "thing",
    "things",
    "kind",
    "type",
    "one",
    "ones",
    "part",
    "number",
    "amount",
    "time",
    "way",
    "year",
    "person",
    "people",
    "place",
    "same",
    "other",
}


class OfflineMentionExtractor:
    """`parse`, when given, parses the question (the service passes the reader's parse
    cache, so the reader frames the question without parsing it a second time)."""

    def __init__(
        self, settings: Settings, parse: Callable[[list[str]], list[Any]] | None = None
    ) -> None:
        self.nlp = load_nlp(settings.models.spacy_model)
        self.parse = parse

    def mentions(self, question: str) -> QuestionMentions:
        doc = self.parse([question])[0] if self.parse is not None else self.nlp(question)
        ents: list[str] = []
        covered: set[int] = set()

        def add(text: str, start: int, end: int) -> None:
            text = re.sub(r"^(the|a|an)\s+", "", text.strip(" ?.,'\""), flags=re.I)
            text = re.sub(r"'s$", "", text)
            if not text or text.lower() in _WH or text.lower() in _GENERIC:
                return
            # a lone lower-case common noun ("order", "level") aligns to noise, not an entity
            if " " not in text and text.islower():
                return
            if text.lower() not in {e.lower() for e in ents}:
                ents.append(text)
            covered.update(range(start, end))

        for ent in doc.ents:
            if ent.label_ not in _QUALIFIER_ENTS:
                add(ent.text, ent.start, ent.end)
        for nc in doc.noun_chunks:
            toks = [t for t in nc if t.lower_ not in _WH and t.pos_ not in {"DET", "PRON"}]
            if not toks:
                continue
            span = doc[toks[0].i : toks[-1].i + 1]
            if any(t.i in covered for t in span) and len(span) <= 1:
                continue
            add(span.text, span.start, span.end)
            # the proper-noun core of a longer phrase ("the EMEA desk's EUR crosses")
            props = [t for t in span if t.pos_ == "PROPN" or t.text.isupper()]
            if props and len(props) < len(span):
                add(" ".join(t.text for t in props), props[0].i, props[-1].i + 1)
        # capitalised sequences the parser missed (e.g. "Order Gateway")
        for m in re.finditer(r"\b(?:\[[A-Z]+\]\s*)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*", question):
            if m.start() == 0 and m.group(0).split()[0].lower() in _WH | {"is", "does", "do"}:
                continue
            add(m.group(0), -1, -1)

        relations: list[str] = []
        for tok in doc:
            if tok.pos_ == "VERB" and tok.dep_ not in {"aux", "auxpass"}:
                phrase = tok.lemma_
                preps = [c.text for c in tok.children if c.dep_ in {"prep", "agent", "prt"}]
                if preps:
                    phrase = f"{phrase} {preps[0]}"
                pred = normalise_predicate(phrase)
                if pred and pred not in relations:
                    relations.append(pred)
            elif (
                tok.pos_ == "NOUN"
                and tok.dep_ in {"nsubj", "attr", "dobj", "nsubjpass"}
                and (any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children))
            ):
                pred = normalise_predicate(tok.lemma_)
                if pred and pred not in relations and pred not in _GENERIC:
                    relations.append(pred)
        return QuestionMentions(entities=ents, relations=relations)
