"""The system a question names by its owner ("the system whose business owner is Joanne
Callis", "the system Ravi Castellane owns") read from a register's row, a system page's field
or an organisation list, and the question asked again of the system by name, without a
database."""

from __future__ import annotations

from a2rag.read.owned import owned_hop
from a2rag.read.reader import Reader
from tests.reading import titled_pages

REGISTER = (
    "System register",
    "| Code | System | Tier | Business owner | Technical owner |\n|---|---|---|---|---|\n"
    "| CRM-05 | Citizen Contact Hub | Tier 1 | Joanne Callis | Marcus Ebdon |\n"
    "| BOOK-06 | SlotBook | Tier 2 | Marcus Ebdon | Nikhil Varma |",
)
DR_PLAN = (
    "Disaster recovery plan",
    "| System | RTO | RPO |\n|---|---|---|\n| Citizen Contact Hub | 2 hours | 15 minutes |\n"
    "| SlotBook | 8 hours | 4 hours |",
)
DOSEVAULT = (
    "DoseVault (KV-CDR-07) system page",
    "System name: DoseVault\nSupplier: Ledgerline Software\n\nOwnership\n"
    "- Business owner: Greta Lindqvist, Pharmacy Lead.\n"
    "- Deputy business owner: Malachy Dunne, Deputy Pharmacy Lead.\n- RTO: 2 hours",
)
STAFF = (
    "Hotel systems staff",
    "- Food and Beverage Systems Coordinator: Ravi Castellane, owner of Tillbury EPOS\n"
    "- Housekeeping Manager: Agnieszka Dunmore, owner of RoomRota",
)


def test_a_system_named_by_its_owner_is_asked_by_name(reader: Reader) -> None:
    """The register's row whose business owner is Joanne Callis names Citizen Contact Hub;
    its RTO is then the DR plan's. Marcus Ebdon is a technical owner of one system and the
    business owner of another: "owns" reads the business owner."""
    units, evidence = titled_pages([REGISTER, DR_PLAN])
    q = "What is the RTO of the system whose business owner is Joanne Callis?"
    hop = owned_hop(q, units)
    assert hop is not None and hop.asked == "What is the RTO of Citizen Contact Hub?"
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "2 hours"
    assert best.confidence >= reader.threshold("answer")
    hop = owned_hop("What is the RTO of the system Marcus Ebdon owns?", units)
    assert hop is not None and hop.name == "SlotBook"
    hop = owned_hop("What is the RTO of the system whose technical owner is Marcus Ebdon?", units)
    assert hop is not None and hop.name == "Citizen Contact Hub"
    # no row gives Nikhil Varma as a business owner
    assert owned_hop("What is the RTO of the system Nikhil Varma owns?", units) is None


def test_an_owner_on_a_system_page_or_in_a_staff_list(reader: Reader) -> None:
    """'Deputy business owner: Malachy Dunne' on DoseVault's page; 'Ravi Castellane, owner
    of Tillbury EPOS' in a staff list. A description inside another ("the supplier of the
    system whose ...") is replaced alone."""
    units, evidence = titled_pages([DOSEVAULT, STAFF])
    q = "What is the recovery time objective for the system where Malachy Dunne is deputy business owner?"
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "2 hours"
    assert best.confidence >= reader.threshold("answer")
    hop = owned_hop(
        "Who is the supplier of the system whose business owner is Greta Lindqvist?", units
    )
    assert hop is not None and hop.asked == "Who is the supplier of DoseVault?"
    hop = owned_hop("How long is data kept for the system Ravi Castellane owns?", units)
    assert hop is not None and hop.name == "Tillbury EPOS"
    # Malachy Dunne is a deputy, not the business owner
    assert (
        owned_hop("Who supplies the system whose business owner is Malachy Dunne?", units) is None
    )
