"""The site a team is based at, read as a hop, and the body that regulates a site, read from
the site's own page, without a database."""

from __future__ import annotations

from typing import Any

from a2rag.read.candidates import ParseCache
from a2rag.read.party_hops import party_hop
from a2rag.read.question import frame_question
from a2rag.read.reader import Reader, candidate_rows
from a2rag.read.regulators import regulator_answer
from tests.reading import Chunk
from tests.reading import units as _units

TEAM = (
    "Team page: Platform Services.\n\n"
    "Lead: Oskar Lindahl\nBase site: Pellam Data Hall\n"
    "- Engineers may work from any studio site, but hardware days are at Pellam."
)
SITE = (
    "Site profile: Pellam Data Hall.\n\n"
    "The Pellam Data Hall is the studio's own machine room, rented inside a colocation "
    "building. Platform Services and Network and Infrastructure are both based here. Because "
    "the hall handles player data in transit, it falls under the Northern Data Premises "
    "Authority, which audits physical security every eighteen months."
)
OTHER_SITE = (
    "Site profile: Corrowick Office.\n\n"
    "Inspecting body: Corrowick Fire and Premises Inspectorate\n"
    "Oskar Lindahl sits at Corrowick during launches."
)


def _regulator(nlp: Any, question: str, *texts: str) -> Any:
    frame = frame_question(question, nlp)
    units = _units(*texts)
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    return regulator_answer(frame, units, cands)


def test_the_site_where_a_team_is_based_is_read_as_a_hop(nlp: Any, reader: Reader) -> None:
    """ "Which body regulates the site where Platform Services is based?" is asked of Pellam
    Data Hall, which the team's 'Base site' names, and read from the site's own prose."""
    q = "Which body regulates the site where Platform Services is based?"
    hop = party_hop(frame_question(q, nlp), _units(TEAM, SITE, OTHER_SITE))
    assert hop is not None and hop.party == "Pellam Data Hall"
    assert hop.asked == "Which body regulates Pellam Data Hall?"
    evidence = [Chunk("team#0", TEAM), Chunk("site#0", SITE), Chunk("other#0", OTHER_SITE)]
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "Northern Data Premises Authority"
    assert best.confidence >= reader.threshold("answer")
    assert "team#0" in best.linked_chunks
    # the site's page alone says which teams it houses; prose on the team's page too
    hop = party_hop(frame_question(q, nlp), _units(SITE))
    assert hop is not None and hop.party == "Pellam Data Hall"
    prose = "Team page: Platform Services.\n\nThe team is based at Corrowick Office, upstairs."
    hop = party_hop(frame_question(q, nlp), _units(prose))
    assert hop is not None and hop.party == "Corrowick Office"
    # "the site manager where X is based" is asked at the site; "on call where ..." is no hop
    q2 = "Who is the site manager where Platform Services is based?"
    hop = party_hop(frame_question(q2, nlp), _units(TEAM, SITE))
    assert hop is not None and hop.asked == "Who is the site manager at Pellam Data Hall?"
    q3 = "Who was on call where Platform Services is based?"
    assert party_hop(frame_question(q3, nlp), _units(TEAM, SITE)) is None
    # where one of its staff sits is not where the team is based
    analyst = prose + " Most of the team work at Pellam; the test analyst is based at Ashcombe."
    hop = party_hop(frame_question(q, nlp), _units(analyst))
    assert hop is not None and hop.party == "Corrowick Office"
    # two sites said for the team: no hop
    assert party_hop(frame_question(q, nlp), _units(SITE, prose)) is None


def test_a_sites_regulator_is_its_field_or_its_one_statement(nlp: Any) -> None:
    """A 'Regulator:'-like field, or prose ('is inspected every year by', 'its regulator
    is'); a body the site was covered by before, or is not inspected by, is no statement."""
    q = "Which inspectorate covers Corrowick Office?"
    found = _regulator(nlp, q, OTHER_SITE, SITE)
    assert found is not None and found.text == "Corrowick Fire and Premises Inspectorate"
    yearly = (
        "Site profile: Wendlebury Data Hall.\n\nBecause the halls are protected by gas "
        "suppression rather than sprinklers, the site is inspected every year by the Wendlebury Fire Safety "
        "Inspectorate. It is not inspected by Ashcombe Environmental Health."
    )
    found = _regulator(nlp, "Which body inspects Wendlebury Data Hall?", yearly)
    assert found is not None and found.text == "Wendlebury Fire Safety Inspectorate"
    moved = (
        "Site profile: Harwick Park.\n\nSince 1 April 2024 the site has been overseen by the "
        "Records Custody Inspectorate, having previously been covered by the Heritage "
        "Collections Council."
    )
    found = _regulator(nlp, "Which body oversees Harwick Park?", moved)
    assert found is not None and found.text == "Records Custody Inspectorate"
    unit_of = (
        "Site profile: Larchmere Hall.\n\nThe hall is licensed as a house in multiple "
        "occupation, and its regulator is the HMO Licensing Unit of Wrenfield City Council."
    )
    found = _regulator(nlp, "Which regulator covers Larchmere Hall?", unit_of)
    assert found is not None and found.text == "HMO Licensing Unit"
    # two bodies on the page, or a body named on another site's page: nothing
    both = OTHER_SITE + "\nThe site is also regulated by the Saltreach Energy Standards Office."
    assert _regulator(nlp, q, both) is None
    assert _regulator(nlp, "Which body regulates Pellam Data Hall?", OTHER_SITE) is None
