"""When a named party's term ends, without a database: the date an end verb gives in prose
(not the signing date beside it), an extension over the original end, and comparisons of two
suppliers' contracts read from pages labelled with their full names."""

from __future__ import annotations

from typing import Any

import pytest

from a2rag.read.candidates import ParseCache, units_of
from a2rag.read.compare import compare
from a2rag.read.question import frame_question
from a2rag.read.reader import Reader, candidate_rows
from a2rag.read.sides import aboutness, names_side
from a2rag.read.term_end import term_end_answer
from a2rag.read.values import said_end_dates
from tests.reading import Chunk
from tests.reading import units as _units

MARLOWE = (
    "Supplier profile: Marlowe Systems Ltd. Marlowe Systems Ltd has run our booking platform "
    "since 2019. The current support agreement, reference MSL-204, was signed in November 2021 "
    "and ends on 31 March 2027; renewal talks start next spring.\n\n"
    "Our account manager is Petra Lund."
)
TENNANT = (
    "Supplier profile: Tennant Data Services Ltd\n"
    "- Supplies: offsite backup\n"
    "- Contract end: 30 June 2026\n"
    "- Account manager: Rhys Doyle"
)


def _term_end(nlp: Any, question: str, *texts: str) -> str | None:
    frame = frame_question(question, nlp)
    units = _units(*texts)
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    found = term_end_answer(frame, units, cands)
    return found.text if found else None


def test_the_end_verb_picks_the_end_not_the_signing_date() -> None:
    assert said_end_dates(MARLOWE) == [(pytest.approx(2027.25, abs=0.01), "31 March 2027")]
    assert said_end_dates("It runs until 28 February 2026.")[0][1] == "28 February 2026"
    assert said_end_dates("Contract end: 30 June 2026")[0][1] == "30 June 2026"
    # 'end of life in 2026' and 'left at the end of 2023' end no term
    assert said_end_dates("The module reaches end of life in 2026.") == []
    assert said_end_dates("She left Marlowe at the end of 2023.") == []


def test_a_contract_end_said_in_prose_is_answered(nlp: Any, reader: Reader) -> None:
    """The sentence on Marlowe's page gives two dates; the one after 'ends on' is the end,
    and another supplier's 'Contract end:' line is not Marlowe's."""
    q = "When does the Marlowe Systems contract end?"
    assert _term_end(nlp, q, MARLOWE, TENNANT) == "31 March 2027"
    reading = reader.read(q, [Chunk("marlowe#0", MARLOWE), Chunk("tennant#0", TENNANT)])
    best = reading.best
    assert best is not None and best.text == "31 March 2027"
    assert best.chunk_id == "marlowe#0" and "end date said of the contract" in best.reasons[0]
    assert best.confidence >= reader.threshold("answer")
    # the party's page is not in the evidence: no rule answer from another supplier's page
    assert _term_end(nlp, q, TENNANT) is None


def test_an_extension_moves_the_end_and_two_terms_answer_nothing(nlp: Any) -> None:
    q = "When does the Pellow Telematics contract end now?"
    page = (
        "Supplier profile: Pellow Telematics Ltd\n"
        "- Contract start: 16 July 2022\n"
        "- Contract end: 15 July 2025 (see the note below)\n\n"
        "The board agreed on 9 September 2024 to extend the contract by six months, so it now "
        "runs to 15 January 2026."
    )
    assert _term_end(nlp, q, page) == "15 January 2026"
    two = (
        "Supplier profile: Pellow Telematics Ltd. The hardware contract ends on 30 June 2026 "
        "and the software contract expires on 31 December 2026."
    )
    assert _term_end(nlp, "When does the Pellow Telematics contract end?", two) is None
    earlier = (
        "Supplier profile: Pellow Telematics Ltd. The previous contract ended on 31 March "
        "2022. The current contract runs until 31 March 2028."
    )
    assert _term_end(nlp, "When does the Pellow Telematics contract end?", earlier) == (
        "31 March 2028"
    )
    # "now" asks the end after a change: the line as signed does not say it
    signed = page.split("\n\n", 1)[0]
    assert _term_end(nlp, "When does the Pellow Telematics contract now end?", signed) is None
    assert _term_end(nlp, "When does the Pellow Telematics contract end?", signed) == (
        "15 July 2025"
    )
    # a range's end, and 'It' right after the sentence that says the contract
    ranged = "Supplier profile: Pellow Telematics Ltd\n- Contract period: 1 February 2024 to 28 February 2027"
    assert (
        _term_end(nlp, "When does the Pellow Telematics contract end?", ranged)
        == "28 February 2027"
    )
    pronoun = (
        "Supplier profile: Pellow Telematics Ltd. The contract reference is PT-9. It started on "
        "1 January 2024 and ends on 31 December 2028."
    )
    assert (
        _term_end(nlp, "When does the Pellow Telematics contract end?", pronoun)
        == "31 December 2028"
    )
    # the question asks through another hop: not this rule's
    hop = "When does the contract end for the supplier of the system that failed in INC-2024-031?"
    assert _term_end(nlp, hop, page) is None
    assert (
        _term_end(nlp, "When does the contract with Pellow Telematics' supplier end?", page) is None
    )


def test_a_company_suffix_and_a_short_name_still_name_the_side() -> None:
    assert names_side("Supplier profile: Tennant Data Services Ltd", "Tennant Data Services")
    assert not names_side("Catan Dice Game", "Catan")
    assert aboutness(
        "Supplier profile: Ostrander Tooling Software BV\nContract end: 2026", "Ostrander"
    )
    # no label: a longer name is another thing
    assert not aboutness("Catan Dice Game is a spin-off of the board game.", "Catan")


def test_contracts_compared_by_their_ends(nlp: Any, reader: Reader) -> None:
    """Marlowe's signing date (November 2021) is not its end; Tennant's page is labelled
    with its full name and 'Ltd'. Each side's contract is read on its own page, so the
    supplier's contract is no hop away and the comparison is answered."""
    units = _units(MARLOWE, TENNANT)
    q = "Whose contract ends first, Marlowe Systems or Tennant Data Services?"
    found = compare(q, ["Marlowe Systems", "Tennant Data Services"], units)
    assert found is not None and found.answer == "Tennant Data Services"
    later = "Which supplier's contract runs later, Marlowe Systems or Tennant Data Services?"
    reading = reader.read(later, [Chunk("marlowe#0", MARLOWE), Chunk("tennant#0", TENNANT)])
    best = reading.best
    assert best is not None and best.text == "Marlowe Systems"
    assert best.confidence >= reader.threshold("answer")
    short = "Whose contract ends first, Marlowe's or Tennant's?"
    found = compare(short, ["Marlowe", "Tennant"], _units(MARLOWE, TENNANT))
    assert found is not None and found.answer == "Tennant"


def test_a_title_passed_apart_from_the_text_still_names_the_side() -> None:
    """The service gives a chunk's title apart from its text: 'Contract end: 30 June 2026'
    under the title 'Supplier profile: Tennant Data Services Ltd' is Tennant's, for the
    short "Tennant's" too."""
    marlowe = units_of("m#0", 0, MARLOWE.split(". ", 1)[1], "Supplier profile: Marlowe Systems Ltd")
    tennant = units_of(
        "t#0", 1, TENNANT.split("\n", 1)[1], "Supplier profile: Tennant Data Services Ltd"
    )
    found = compare(
        "Whose contract ends first, Marlowe's or Tennant's?",
        ["Marlowe", "Tennant"],
        marlowe + tennant,
    )
    assert found is not None and found.answer == "Tennant"
    assert found.values["Tennant"] == "30 June 2026"


def test_an_incident_code_followed_by_a_title_still_names_the_side() -> None:
    """'Post-incident Review: INC-2024-031 TicketTrail Outage' is INC-2024-031's record: a
    code is whole by itself, unlike 'Catan' in 'Catan Dice Game'."""
    first = (
        "Post-incident Review: INC-2024-031 TicketTrail Outage. Start: 06:40\n"
        "Duration: 5 hours 50 minutes"
    )
    second = (
        "Post-incident Review: INC-2024-058 ParkTap Card Payment Failures. Normal service "
        "returned at 04:55 on Sunday 9 June, giving a duration of 7 hours 15 minutes."
    )
    assert names_side(first, "INC-2024-031")
    q = "Which incident lasted longer, INC-2024-031 or INC-2024-058?"
    found = compare(q, ["INC-2024-031", "INC-2024-058"], _units(first, second))
    assert found is not None and found.answer == "INC-2024-058"


def test_an_outage_of_is_a_length_and_a_bound_is_none() -> None:
    """'an outage of 30 hours 20 minutes' states the incident's length; 'any link loss longer
    than 12 hours' in its action list bounds a test and measures nothing."""
    first = "Post-mortem INC-2024-019: database corruption. Duration: 20 hours 30 minutes"
    second = (
        "Post-mortem INC-2024-022: Fenwick Lodge fibre cut. The repair was not complete until "
        "15:40 on Friday, an outage of 30 hours 20 minutes. Hannah Voss will test how the link "
        "catches up after any link loss longer than 12 hours."
    )
    q = "Which incident lasted longer, INC-2024-019 or INC-2024-022?"
    found = compare(q, ["INC-2024-019", "INC-2024-022"], _units(first, second))
    assert found is not None and found.answer == "INC-2024-022"
    bound_only = (
        second.split(" The repair")[0] + " Hannah Voss will test any loss longer than 12 hours."
    )
    assert compare(q, ["INC-2024-019", "INC-2024-022"], _units(first, bound_only)) is None
