"""A term written out in one place and abbreviated in another ('RTO', 'recovery time
objective'), a team's size however its page counts it, and a nickname said in prose, without
a database."""

from __future__ import annotations

import re
from typing import Any

from a2rag.read.acronyms import term_pattern
from a2rag.read.aliases import bridge_aliases
from a2rag.read.candidates import ParseCache, units_of
from a2rag.read.compare import compare
from a2rag.read.question import frame_question
from a2rag.read.reader import Reader, candidate_rows
from a2rag.read.sides import names_side
from a2rag.read.stated_values import stated_value
from a2rag.read.values import count_value
from a2rag.types import Evidence

ORRERY = (
    "Orrery is the planetarium's booking system.\n"
    "Owner: Visitor Systems\n"
    "RTO: 3 hours\n"
    "RPO: 30 minutes"
)
SEXTANT = (
    "Sextant feeds the dome projectors. Its recovery time objective is 6 hours and its "
    "recovery point objective is 1 hour, both agreed with the supplier in 2022."
)
# another system's page that mentions Orrery: its 'Its ...' sentence is about itself
ASTROLABE = (
    "Astrolabe takes nightly extracts from Orrery and Sextant for the finance team. Its "
    "recovery time objective is 72 hours and its recovery point objective is 24 hours."
)


def _ev(chunk_id: str, text: str, title: str) -> Evidence:
    return Evidence(
        chunk_id=chunk_id, doc_id=chunk_id, text=text, score=1.0, stage="local", similarity=0.6,
        title=title,
    )  # fmt: skip


def _pages(*pages: tuple[str, str]) -> list[Any]:
    return [u for k, (title, text) in enumerate(pages) for u in units_of(f"p{k}#0", k, text, title)]


def test_a_term_pattern_reads_either_form() -> None:
    rto = re.compile(term_pattern("RTO"))
    spelled = re.compile(term_pattern("recovery time objective"))
    for text in (
        "RTO: 2 hours",
        "its recovery time objective is 4 hours",
        "Recovery time objective (RTO): 8 hours",
    ):
        assert rto.search(text) and spelled.search(text), text
    # two words with the initials are not the term, nor is a two-letter abbreviation spelled out
    assert not rto.search("the rota of the team")
    assert term_pattern("notice period") and not re.search(
        term_pattern("notice period"), "NP: 3 months"
    )


def test_a_comparison_reads_the_term_in_the_form_each_page_writes_it() -> None:
    """'RTO: 3 hours' on Orrery's page and 'Its recovery time objective is 6 hours' on
    Sextant's answer both "the shorter recovery time objective" and "the longer RTO"; the RPO
    after it in the same sentence is not the RTO."""
    units = _pages(("System page: Orrery", ORRERY), ("System page: Sextant", SEXTANT))
    options = ["Orrery", "Sextant"]
    shorter = compare(
        "Which has the shorter recovery time objective, Orrery or Sextant?", options, units
    )
    assert shorter is not None and shorter.answer == "Orrery"
    assert shorter.values == {"Orrery": "3 hours", "Sextant": "6 hours"}
    longer = compare("Which has the longer RPO, Orrery or Sextant?", options, units)
    assert longer is not None and longer.answer == "Sextant"
    assert longer.values == {"Orrery": "30 minutes", "Sextant": "1 hour"}


def test_another_systems_page_that_mentions_a_side_does_not_give_its_term() -> None:
    """Astrolabe's page opens by naming Orrery, and its 'Its recovery time objective is 72
    hours' is Astrolabe's: Orrery's value is its own page's 3 hours."""
    units = _pages(
        ("System page: Astrolabe", ASTROLABE),
        ("System page: Orrery", ORRERY),
        ("System page: Sextant", SEXTANT),
    )
    found = compare(
        "Which has the longer recovery time objective, Orrery or Sextant?",
        ["Orrery", "Sextant"],
        units,
    )
    assert found is not None and found.values["Orrery"] == "3 hours"
    assert found.answer == "Sextant"


def _stated(nlp: Any, question: str, *texts: str) -> str | None:
    frame = frame_question(question, nlp)
    units = [u for k, t in enumerate(texts) for u in units_of(f"d{k}#0", k, t)]
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    found = stated_value(frame, units, cands)
    return found.text if found else None


def test_a_value_stated_after_the_written_out_term_answers_the_abbreviation(nlp: Any) -> None:
    text = "Tollbridge has a recovery time objective of 4 hours and a recovery point objective of 15 minutes."
    assert _stated(nlp, "What is the RTO for Tollbridge?", text) == "4 hours"
    assert _stated(nlp, "What is the RPO for Tollbridge?", text) == "15 minutes"
    # and the other way round
    assert (
        _stated(
            nlp,
            "What is the recovery point objective for Tollbridge?",
            "Tollbridge's RPO is 2 hours.",
        )
        == "2 hours"
    )


def test_a_former_value_is_not_the_stated_value(nlp: Any) -> None:
    """'Before the 9.2 upgrade the RPO was 1 hour' is what Tollbridge had, not has."""
    former = "Before the 9.2 upgrade the RPO was 1 hour. Tollbridge is hosted at Quarry Lane."
    assert _stated(nlp, "What is the recovery point objective for Tollbridge?", former) is None


def test_a_count_of_staff_is_read_from_a_hedged_field_not_a_phone_line() -> None:
    assert count_value("Staff: about 310, across three shifts", ["staff"]) == (310.0, "310")
    assert count_value("Gatehouse: 01632 960310, staffed 24 hours", ["staff"]) is None
    assert count_value("Roughly 190 people work there across three shifts.", ["people"]) == (
        190.0,
        "190 people",
    )


def test_which_team_has_more_people_reads_a_headcount_field_and_a_count_in_prose() -> None:
    """One team page gives 'Headcount: 9', the other 'six people'; "more people" counts
    both, and 'Donor Systems' names the page of the 'Donor Systems Team'."""
    units = _pages(
        (
            "Team page: Donor Systems Team",
            "The Donor Systems Team looks after DonorLink. Two of its members work from home.\n\n"
            "There are six people in the team in total, counting the lead.",
        ),
        (
            "Team page: Laboratory Informatics Team",
            "Team: Laboratory Informatics Team\nLead: Dr Tomasz Wilk\nHeadcount: 9\n\n"
            "The other seven members share the on-call rota.",
        ),
    )
    options = ["Donor Systems", "Laboratory Informatics"]
    found = compare(
        "Which team has more people, Donor Systems or Laboratory Informatics?", options, units
    )
    assert found is not None and found.answer == "Laboratory Informatics"
    assert found.values == {"Donor Systems": "six people", "Laboratory Informatics": "9"}
    assert names_side("Team page: Donor Systems Team", "Donor Systems")
    assert not names_side("Donor Systems Team Leader: Priya Raman", "Donor Systems")


def test_a_nickname_said_in_prose_names_the_pages_subject(nlp: Any, reader: Reader) -> None:
    """'people still call it the Mill' on Mercator's page makes "the Mill" Mercator, so its
    RTO is Mercator's, not the other system's on a page that never says the nickname."""
    mercator = (
        "Mercator is the research data warehouse. It started life in 2016 as StatStore, and "
        "people still call it the Mill. Its recovery time objective is 72 hours and its "
        "recovery point objective is 24 hours."
    )
    ledger = "Ledgerline is the trial data capture system.\nRecovery time objective (RTO): 4 hours"
    units = _pages(
        ("System page: Mercator data warehouse", mercator), ("System page: Ledgerline", ledger)
    )
    frame = bridge_aliases(
        frame_question("What is the recovery time objective for the Mill?", nlp), units
    )
    forms = [f for fs in frame.anchor_forms.values() for f in fs]
    assert forms == ["Mercator data warehouse"]
    reading = reader.read(
        "What is the recovery time objective for the Mill?",
        [
            _ev("mercator#0", mercator, "System page: Mercator data warehouse"),
            _ev("ledger#0", ledger, "System page: Ledgerline"),
        ],
    )
    assert reading.best is not None and reading.best.text == "72 hours"
    assert reading.best.confidence >= reader.thresholds["answer"]
