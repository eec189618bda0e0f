"""The thing a question describes by an incident ("the system that failed in INC-2024-017",
"the supplier involved in INC-2024-031") read from the incident's own record, and the
question asked again of it by name, without a database."""

from __future__ import annotations

import pytest

from a2rag.read.incident_hops import incident_hop
from a2rag.read.reader import Reader
from tests.reading import Chunk
from tests.reading import units as _units

RECORD = (
    "Post-incident review INC-2024-017: Hive gateway certificate expiry.\n\n"
    "- Incident: INC-2024-017\n- System: TerminalHub (TH-02)\n- Duration: 3 hours 5 minutes\n"
    "- Supplier involved: Vantor Retail Technologies\n\n"
    "The certificate had been renewed by hand every year."
)
SYSTEM = (
    "System page: TerminalHub.\n\n- System: TerminalHub\n- Supplier: Vantor Retail Technologies\n"
    "- RTO: 4 hours\n- Business owner: Amira Khan"
)
SUPPLIER = (
    "Supplier profile: Vantor Retail Technologies.\n\n- Supplier: Vantor Retail Technologies\n"
    "- Account manager: Samira Haddad\n- Previous account manager: Geoffrey Pike"
)
OTHER = (
    "Supplier profile: Quillon Gaming Systems.\n\n- Supplier: Quillon Gaming Systems\n"
    "- Account manager: Lucinda Farrow\n\n"
    "Following INC-2024-017, Quillon checked its own certificates."
)


def test_the_system_an_incident_record_names_is_asked_by_name(reader: Reader) -> None:
    """'System: TerminalHub' on the record makes "the system that failed in INC-2024-017"
    TerminalHub; its supplier is then the party hop's, and the account manager the supplier
    profile's. The answer links the record. Another supplier's page that mentions the
    incident in passing is no record of it."""
    q = "Who is the current account manager at the supplier of the system that failed in INC-2024-017?"
    hop = incident_hop(q, _units(OTHER, RECORD, SYSTEM, SUPPLIER))
    assert hop is not None and (hop.name, hop.other, hop.code) == (
        "TerminalHub",
        "TH-02",
        "INC-2024-017",
    )
    assert hop.asked == "Who is the current account manager at the supplier of TerminalHub?"
    chunks = [
        Chunk("oth#0", OTHER),
        Chunk("inc#0", RECORD),
        Chunk("sys#0", SYSTEM),
        Chunk("sup#0", SUPPLIER),
    ]
    best = reader.read(q, chunks).best
    assert best is not None and best.text == "Samira Haddad"
    assert best.confidence >= reader.threshold("answer")
    assert "TerminalHub being what the record of INC-2024-017 names" in best.reasons[0]
    assert best.chunk_id == "sup#0" and "inc#0" in best.linked_chunks
    # what is asked of the system itself is read on its page
    best = reader.read("What is the RTO of the system affected by INC-2024-017?", chunks).best
    assert best is not None and best.text == "4 hours"
    assert best.confidence >= reader.threshold("answer")
    # without the record nothing says which system failed: a guess at most
    best = reader.read(q, [c for c in chunks if c.chunk_id != "inc#0"]).best
    assert best is None or best.confidence < reader.threshold("answer")


def test_the_supplier_an_incident_record_names_is_asked_by_name(reader: Reader) -> None:
    """'Supplier involved: ...' answers "the supplier involved in" and "the supplier whose
    certificate caused" the incident."""
    chunks = [Chunk("inc#0", RECORD), Chunk("sup#0", SUPPLIER), Chunk("oth#0", OTHER)]
    for q in (
        "Who is the account manager at the supplier involved in INC-2024-017?",
        "Who is the account manager at the supplier whose expired certificate caused INC-2024-017?",
    ):
        hop = incident_hop(q, _units(RECORD, SUPPLIER))
        assert hop is not None and hop.name == "Vantor Retail Technologies"
        assert hop.asked == "Who is the account manager at Vantor Retail Technologies?"
        best = reader.read(q, chunks).best
        assert best is not None and best.text == "Samira Haddad"
        assert best.confidence >= reader.threshold("answer")


def test_a_record_title_names_the_system_that_has_a_page_of_its_own() -> None:
    """A record with no 'System:' field names the system right after its code in the title,
    read only when that system has a page of its own."""
    record = (
        "Post-incident review INC-2024-0921: TransferGate uploads rejected after certificate "
        "expiry.\n\nThe renewal reminder went to a closed mailbox."
    )
    page = "System page: TransferGate (HAR-SYS-052).\n\n- Supplier: Brackenford Systems Ltd"
    q = "Who is the account manager at the supplier of the system that failed in INC-2024-0921?"
    hop = incident_hop(q, _units(record, page))
    assert hop is not None and hop.name == "TransferGate"
    assert incident_hop(q, _units(record)) is None
    # a page whose heading merely contains the word is not the system's own
    board = "Minutes: TransferGate Steering Board.\n\nThe board met in May."
    assert (
        incident_hop(q, _units(record.replace("TransferGate uploads", "Board uploads"), board))
        is None
    )


@pytest.mark.parametrize(
    "question, texts",
    [
        # two systems on the record
        (
            "Who leads the team that owns the system that failed in INC-2024-017?",
            (RECORD.replace("TerminalHub (TH-02)", "TerminalHub; Hive gateway"), SYSTEM),
        ),
        # a page that only mentions the code is no record
        ("Who leads the team that owns the system that failed in INC-2024-017?", (OTHER, SYSTEM)),
        # the question still speaks of the incident's time
        (
            "Who was the account manager at the supplier involved in INC-2024-017 at the time it happened?",
            (RECORD, SUPPLIER),
        ),
        # no description through the incident
        ("What was the root cause of INC-2024-017?", (RECORD, SYSTEM)),
        # a supplier asked, and the record names only the system
        (
            "Who is the account manager at the company whose engineers caused INC-2024-017?",
            (RECORD.replace("- Supplier involved: Vantor Retail Technologies\n", ""), SYSTEM),
        ),
    ],
)
def test_no_hop_without_one_named_thing_on_the_incidents_own_record(
    question: str, texts: tuple[str, ...]
) -> None:
    assert incident_hop(question, _units(*texts)) is None


def test_a_system_or_site_the_records_prose_names_with_a_page_of_its_own(reader: Reader) -> None:
    """With no field, the record's prose names the system ('... for Clarion Paging at the
    hospital failed') or its title the site ('... at Kestle Bridge Hospital'): each read only
    as a thing with a page of its own, and only when one such thing is named. A system page
    that names the incident counts as named by it too, so two candidates say nothing."""
    record = (
        "Post-mortem INC-2024-0233: paging delays at Kestle Bridge Hospital.\n\n"
        "What happened. The primary transmitter controller for Clarion Paging at the hospital "
        "failed after a firmware update."
    )
    system = (
        "System page: Clarion Paging (MG-SYS-061).\n\n- Supplier: Vantor Comms Ltd. The contract "
        "was signed in 2021.\n- Owning team: Clinical Communications"
    )
    supplier = (
        "Vendor profile: Vantor Comms Ltd.\n\n- Account manager: Rhys Penhallow\n"
        "- Contract end date: 31 August 2025"
    )
    site = "Site profile: Kestle Bridge Hospital.\n\n- Regulator: Vale and Downs Clinical Standards Board"
    q = "Who is the account manager at the supplier of the system at the centre of INC-2024-0233?"
    hop = incident_hop(q, _units(record, system, supplier, site))
    assert hop is not None and hop.name == "Clarion Paging"
    # 'Supplier: Vantor Comms Ltd. The contract ...' names Vantor Comms Ltd, not the sentence
    chunks = [Chunk("inc#0", record), Chunk("sys#0", system), Chunk("sup#0", supplier)]
    best = reader.read(q, chunks).best
    assert best is not None and best.text == "Rhys Penhallow"
    assert best.confidence >= reader.threshold("answer")
    hop = incident_hop(
        "Which regulator oversees the hospital affected by INC-2024-0233?", _units(record, site)
    )
    assert hop is not None and hop.asked == "Which regulator oversees Kestle Bridge Hospital?"
    hop = incident_hop(
        "Who is the site manager at the site where INC-2024-0233 happened?", _units(record, site)
    )
    assert hop is not None and hop.asked == "Who is the site manager at Kestle Bridge Hospital?"
    # another system whose page names the incident: two candidates
    other = "System page: LaunchDesk.\n\n- RTO: 2 hours\n\nSince INC-2024-0233 it pages twice."
    assert incident_hop(q, _units(record, system, other)) is None


def test_which_system_an_incident_hit_is_the_records_one_system(reader: Reader) -> None:
    """Deep mode's first hop, "Which system failed in INC-2024-017?", is answered with the
    record's 'System:' field, and "the system upgraded under CHG-3342" is read from a change
    record as from an incident's."""
    chunks = [Chunk("inc#0", RECORD), Chunk("sys#0", SYSTEM)]
    for q in ("Which system failed in INC-2024-017?", "What system was affected by INC-2024-017?"):
        hop = incident_hop(q, _units(RECORD, SYSTEM))
        assert hop is not None and hop.itself and hop.kind == "system"
        best = reader.read(q, chunks).best
        assert best is not None and best.text == "TerminalHub"
        assert best.confidence >= reader.threshold("answer")
        assert best.chunk_id == "inc#0"
    assert incident_hop("Which system is owned by the Retail team?", _units(RECORD, SYSTEM)) is None
    change = (
        "Change record CHG-3342: TillPoint upgrade.\n\n- System: TillPoint\n- Approved: 3 May 2024"
    )
    hop = incident_hop("What is the RPO of the system upgraded under CHG-3342?", _units(change))
    assert hop is not None and hop.asked == "What is the RPO of TillPoint?"


def test_a_question_asking_through_the_thing_is_no_question_asking_the_thing() -> None:
    """ "Which company supplies the system involved in INC-2024-017?" asks the supplier of
    the record's system, not the system."""
    q = "Which company supplies the system involved in INC-2024-017?"
    hop = incident_hop(q, _units(RECORD, SYSTEM))
    assert hop is not None and not hop.itself
    assert hop.asked == "Which company supplies TerminalHub?"
