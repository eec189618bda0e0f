"""Yes/no questions about two named things (read/polar.py): the sides and predicate are read
from the question, each side from its own passage, and only a verdict the passages state can
reach the answer bar."""

from __future__ import annotations

from typing import Any

import pytest

from a2rag.config import Settings
from a2rag.control.offline_roles import OfflineGenerator, OfflineVerifier
from a2rag.read.candidates import ParseCache, units_of
from a2rag.read.features import FEATURES
from a2rag.read.model import below_answer, load_model
from a2rag.read.polar import (
    STATED,
    UNSTATED,
    nations_in,
    nations_ordered,
    polar_answer,
    polar_question,
)
from a2rag.read.reader import Reader
from a2rag.types import Evidence

LOCAL_H = (
    "Local H is an American rock band originally formed by guitarist and vocalist Scott Lucas, "
    "bassist Matt Garcia, drummer Joe Daniels, and lead guitarist John Sparkman in Zion, Illinois."
)
FOR_AGAINST = (
    "For Against is an American post-punk band from Lincoln, Nebraska, United States. "
    "Formed in 1984, the band released six albums."
)
SAWDUST = (
    "Sawdust Lane is an Australian indie band formed in Perth in 2003. "
    "It released two albums before splitting up."
)
BUFFALO = "Goo Goo Dolls is an American rock band formed in 1986 in Buffalo, New York."
CHINO = "Echosmith is an American indie pop band formed in February 2009 in Chino, California."


def _ev(chunk_id: str, text: str, title: str) -> Evidence:
    return Evidence(
        chunk_id=chunk_id, doc_id=chunk_id, text=text, score=1.0, stage="local", similarity=0.6,
        title=title,
    )  # fmt: skip


def test_polar_question_reads_sides_and_predicate() -> None:
    q = polar_question("Are Local H and For Against both from the United States?")
    assert q is not None and q.sides == ["Local H", "For Against"]
    assert q.predicate == "both from the United States" and q.same is None
    q = polar_question(
        "Are Freakonomics and In the Realm of the Hackers both American documentaries?"
    )
    assert q is not None and q.sides == ["Freakonomics", "In the Realm of the Hackers"]
    q = polar_question("Are both Jim McBride and Neil Jordan American?")
    assert q is not None and q.sides == ["Jim McBride", "Neil Jordan"] and q.predicate == "American"
    q = polar_question("Both Sorbaria and Goldenrod are a genus of flowering plants?")
    assert q is not None and q.sides == ["Sorbaria", "Goldenrod"]
    assert q.predicate == "a genus of flowering plants"
    q = polar_question("Were the bands Goo Goo Dolls and Echosmith formed in the same city?")
    assert q is not None and q.sides == ["Goo Goo Dolls", "Echosmith"] and q.same == "city"
    assert polar_question("Who founded Local H?") is None
    assert polar_question("Is Local H a band?") is None  # one side: not this rule's shape


def test_a_nationality_and_its_country_are_one_concept() -> None:
    assert nations_in("an American band") == {"united states"}
    assert nations_in("from the U.S. and from France") == {"united states", "france"}
    assert nations_in("tell us about it") == set()
    # an origin is no nationality: the French director born in Vietnam is French
    assert nations_ordered("a Vietnamese-born French director") == ["france"]
    assert nations_ordered("a British-American drama film") == ["united kingdom", "united states"]


def test_both_sides_stating_the_predicate_is_a_stated_yes(nlp: Any) -> None:
    units = units_of("a", 0, LOCAL_H, "Local H") + units_of("b", 1, FOR_AGAINST, "For Against")
    q = "Are Local H and For Against both from the United States?"
    found = polar_answer(q, units, ParseCache(nlp).parse)
    assert found is not None and (found.text, found.kind) == ("yes", STATED)
    assert {found.unit.chunk_id, found.other.chunk_id} == {"a", "b"}


def test_another_nationality_is_a_stated_no_and_silence_an_unstated_one(nlp: Any) -> None:
    parse = ParseCache(nlp).parse
    units = units_of("a", 0, LOCAL_H, "Local H") + units_of("c", 1, SAWDUST, "Sawdust Lane")
    found = polar_answer("Are Local H and Sawdust Lane both American bands?", units, parse)
    assert found is not None and (found.text, found.kind) == ("no", STATED)
    assert "australia" in found.reason
    found = polar_answer("Are Local H and Sawdust Lane both punk bands?", units, parse)
    assert found is not None and (found.text, found.kind) == ("no", UNSTATED)


def test_the_same_city_compares_each_sides_place(nlp: Any) -> None:
    parse = ParseCache(nlp).parse
    units = units_of("g", 0, BUFFALO, "Goo Goo Dolls") + units_of("e", 1, CHINO, "Echosmith")
    found = polar_answer("Were Goo Goo Dolls and Echosmith formed in the same city?", units, parse)
    assert found is not None and (found.text, found.kind) == ("no", STATED)
    assert "Buffalo" in found.reason and "Chino" in found.reason
    found = polar_answer("Are Goo Goo Dolls and Echosmith from the same country?", units, parse)
    assert found is not None and found.text == "yes"
    found = polar_answer("Were Goo Goo Dolls and Echosmith formed in the same year?", units, parse)
    assert found is not None and found.text == "no" and "1986" in found.reason


def test_the_same_person_compares_who_held_the_role(nlp: Any) -> None:
    parse = ParseCache(nlp).parse
    units = units_of("h", 0, "Harbour Lights is a 2001 film directed by Ana Reyes.", "") + units_of(
        "n", 1, "Night Lamps is a 2004 drama directed by Ana Reyes and set in Porto.", ""
    )
    q = "Were Harbour Lights and Night Lamps directed by the same person?"
    found = polar_answer(q, units, parse)
    assert found is not None and found.text == "yes" and "Ana Reyes" in found.reason


def test_a_side_without_a_passage_answers_nothing(nlp: Any) -> None:
    units = units_of("a", 0, LOCAL_H, "Local H")
    q = "Are Local H and For Against both from the United States?"
    assert polar_answer(q, units, ParseCache(nlp).parse) is None


def test_reader_gives_the_measured_accuracy_and_cites_both_sides(reader: Reader) -> None:
    settings = Settings()
    evidence = [_ev("a", LOCAL_H, "Local H"), _ev("b", FOR_AGAINST, "For Against")]
    q = "Are Local H and For Against both from the United States?"
    reading = reader.read(q, evidence)
    best = reading.best
    assert best is not None and best.text == "yes"
    assert best.confidence == pytest.approx(reader.thresholds["polar_accuracy"], abs=1e-4)
    generation = OfflineGenerator(settings, reader).generate(q, evidence)
    assert generation.answer == "yes" and set(generation.citations) == {"a", "b"}
    verdict = OfflineVerifier(settings, reader).verify(q, generation, evidence)
    assert verdict.resolution
    assert verdict.grounding == (best.confidence >= reader.threshold("answer"))


def test_an_unstated_no_stays_below_the_answer_bar(nlp: Any) -> None:
    """Even where silence measured as right often enough to pass the bar."""
    settings = Settings()
    model = load_model(expected=FEATURES)
    model.thresholds["polar_unstated_accuracy"] = 0.99
    reader = Reader(nlp, model)
    evidence = [_ev("a", LOCAL_H, "Local H"), _ev("c", SAWDUST, "Sawdust Lane")]
    q = "Are Local H and Sawdust Lane both punk bands?"
    reading = reader.read(q, evidence)
    best = reading.best
    assert best is not None and best.text == "no"
    assert best.confidence <= below_answer(reader.threshold("answer"))
    generation = OfflineGenerator(settings, reader).generate(q, evidence)
    assert not OfflineVerifier(settings, reader).verify(q, generation, evidence).grounding
