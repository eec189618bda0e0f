"""A supplier reached through a hop, and what is asked of it: the supplier an incident's record
names ('Supplier engaged: X, technical contact Y'), an incident said by what it did or where,
the supplier of a system named by a register row's description of what it does, a supplier
said by its short name; and the end or renewal of its contract written in its directory
record ('Contract reference: PR-2021-09, expires 31 August 2028'). Without a database."""

from __future__ import annotations

from a2rag.read.casing import common_word
from a2rag.read.function_hops import function_hop
from a2rag.read.party_hops import party_hop
from a2rag.read.reader import Reader
from tests.reading import titled_pages

DIRECTORY = (
    "Supplier directory",
    "Call the technical contact for faults and the account manager for contracts.\n\n"
    "Supplier: Quarrel Automation Ltd\nSystem: PressLine SCADA (PL-01)\n"
    "Account manager: Imran Sutcliffe, 07700 900611\n"
    "Technical contact: Beth Oyelaran, 01632 960611\n"
    "Contract reference: QA-2020-11, renews 30 April 2026\n\n"
    "Supplier: Vantory Sensing Ltd\nSystem: ChillTrack (PL-02)\n"
    "Account manager: Moses Hartigan, 07700 900622\n"
    "Technical contact: Ailsa Brennock, 01632 960622\n"
    "Contract reference: VS-2022-04, expires 31 August 2027",
)
STOPPAGE = (
    "Post-mortem INC-4410: Hollin Row press 2 stoppage",
    "Post-mortem for INC-4410, Hollin Row press 2 stoppage.\n\nIncident: INC-4410\n"
    "Date: Tuesday 4 June 2024\nSite: Hollin Row\nSystem: PressLine SCADA (PL-01)\n"
    "Supplier engaged: Quarrel Automation, technical contact Beth Oyelaran\n"
    "Duration of stoppage: 1 hour 50 minutes\n\n"
    "The press stopped when its gateway certificate expired; Beth Oyelaran issued a new "
    "one remotely.",
)
EXCURSION = (
    "Post-incident review INC-4522: Dunmere cold store excursion",
    "Incident: INC-4522\nDate: Sunday 18 August 2024\nSite: Dunmere\n"
    "System: ChillTrack (PL-02)\nSupplier involved: Vantory Sensing\n\n"
    "The cold store rose above 8 °C after a probe gateway lost power. The Vantory Sensing "
    "engineer replaced the gateway's power supply at 09:40.",
)


def test_the_supplier_an_incident_record_names_with_its_contact(reader: Reader) -> None:
    """'the press 2 stoppage' names no capitalised word, so its record is the one whose
    heading holds its words; the record's 'Supplier engaged' line names the supplier before
    a comma and its contact; the renewal is the date the directory record says 'renews'."""
    _, evidence = titled_pages([DIRECTORY, STOPPAGE, EXCURSION])
    best = reader.read(
        "When is the contract renewal due with the supplier involved in the press 2 stoppage?",
        evidence,
    ).best
    assert best is not None and best.text == "30 April 2026"
    assert best.confidence >= reader.thresholds["answer"]


def test_a_contract_that_expires_in_its_directory_record(reader: Reader) -> None:
    """The end date is said in the record that opens with the supplier's name, not on a line
    naming it; the incident is said by what its supplier did and when, and by where."""
    _, evidence = titled_pages([DIRECTORY, STOPPAGE, EXCURSION])
    for question in (
        "When does the contract expire for the supplier whose engineer replaced the gateway "
        "during the August 2024 cold store excursion?",
        "When does the contract expire for the supplier involved in the August 2024 cold "
        "store excursion at Dunmere?",
    ):
        best = reader.read(question, evidence).best
        assert best is not None and best.text == "31 August 2027", question
        assert best.confidence >= reader.thresholds["answer"], question


REGISTER = (
    "System register",
    "| Code | System | Function | Tier | Supplier |\n|---|---|---|---|---|\n"
    "| BTH-03 | ClearFlow | Pool chlorine and pH dosing control | Tier 1 | Tidemoor Water |\n"
    "| BTH-04 | AirSure | Plant room air handling control | Tier 2 | Corvell Controls |\n"
    "| BTH-05 | HeatWise | Plant room heating control | Tier 2 | Corvell Controls |\n"
    "| BTH-07 | Sterisafe | Instrument decontamination and tray tracking | Tier 2 | "
    "Corvell Controls |",
)
SUPPLIERS = (
    "Supplier directory",
    "Supplier: Tidemoor Water Engineering; Systems: BTH-03; Account manager: Leona Pask; "
    "Renewal date: 30 September 2025\n\n"
    "Supplier: Corvell Controls Ltd; Systems: BTH-04, BTH-07; Account manager: Rupert Naik; "
    "Renewal date: 31 January 2027",
)


def test_a_system_named_by_what_it_does(reader: Reader) -> None:
    """'the pool dosing control system' is the one register row whose function cell says
    every word of it: ClearFlow; its supplier's renewal date is read on the directory."""
    units, evidence = titled_pages([REGISTER, SUPPLIERS])
    hop = function_hop(
        "When is the contract renewal date for the supplier of the pool dosing control system?",
        units,
    )
    assert hop is not None and hop.name == "ClearFlow"
    assert hop.asked == "When is the contract renewal date for the supplier of ClearFlow?"
    best = reader.read(
        "When is the contract renewal date for the supplier of the pool dosing control system?",
        evidence,
    ).best
    assert best is not None and best.text == "30 September 2025"
    assert best.confidence >= reader.thresholds["answer"]
    tracked = function_hop("Who supplies the system that tracks instrument decontamination?", units)
    assert tracked is not None and tracked.name == "Sterisafe"


def test_a_description_no_row_says_reads_nothing(reader: Reader) -> None:
    """No row says 'payroll': the question is not read as one about another system, and
    two rows saying 'plant' and 'control' describe no one system."""
    units, evidence = titled_pages([REGISTER, SUPPLIERS])
    assert function_hop("Who supplies the payroll processing system?", units) is None
    assert function_hop("Who supplies the plant control system?", units) is None
    best = reader.read("When is the renewal date for the payroll processing system?", evidence).best
    assert best is None or best.confidence < reader.thresholds["answer"]


FLEET = (
    "System register",
    "Code: MNT-06; System: FleetCare maintenance management; Tier: 2; "
    "Supplier: Hartree Asset Solutions; Site: Wrenmoor Depot\n\n"
    "Hartree provides a quarterly health check report to the system owner.",
)
FLEET_SUPPLIERS = (
    "Supplier directory",
    "Supplier: Hartree Asset Solutions; Supplies: FleetCare; Account manager: Nell Osei; "
    "Renewal date: 31 October 2026\n\n"
    "Supplier: Lanyard Rail Data; Supplies: TrackPost; Account manager: Gus Pyle; "
    "Renewal date: 31 March 2026",
)


def test_a_supplier_said_by_its_short_name_is_one_supplier(reader: Reader) -> None:
    """'Hartree provides ...' and 'Supplier: Hartree Asset Solutions' name one supplier, and
    a row of fields that makes the hop answers with another of its fields."""
    _, evidence = titled_pages([FLEET, FLEET_SUPPLIERS])
    for question in (
        "When does the contract for the FleetCare supplier come up for renewal?",
        "When does the contract with the company that runs FleetCare come up for renewal?",
    ):
        best = reader.read(question, evidence).best
        assert best is not None and best.text == "31 October 2026", question
        assert best.confidence >= reader.thresholds["answer"], question
    # the site is not what the firm maintains: its generators are
    units, _ = titled_pages([FLEET, FLEET_SUPPLIERS])
    asked = "Who is the account manager at the firm that maintains the Wrenmoor Depot generators?"
    assert party_hop(reader.frame(asked), units) is None


def test_inflected_english_words_are_no_names() -> None:
    """A question in lower case is checked for words that may be names; 'stoppage',
    'deactivated' and 'digitisation' are English, 'kelvra' is not."""
    assert all(common_word(w) for w in ("stoppage", "deactivated", "digitisation", "shipped"))
    assert not any(common_word(w) for w in ("kelvra", "orveo", "ledgerline"))
