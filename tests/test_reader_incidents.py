"""The thing a question describes by an incident ("the system that failed in INC-2024-017",
"the supplier involved in INC-2024-031") read from the incident's own record, and the
question asked again of it by name, without a database."""

from __future__ import annotations

import pytest

from a2rag.read.incident_hops import incident_hop
from a2rag.read.reader import Reader
from a2rag.types import Evidence
from tests.reading import Chunk, titled_pages
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


def test_an_incident_system_nickname_and_owning_team_chain(reader: Reader) -> None:
    """Three links: the incident's record names 'the Bridge', the system's page gives that as
    its nickname and names the owning team, the team's page its lead. The re-asked question
    ("Who leads the team that owns Bridge?") reads the nickname the evidence gives."""
    record = (
        "Post-incident review INC-2024-027: weighbridge ticketing outage.\n\n"
        "Incident: INC-2024-027\nSystems involved: the Bridge (weighbridge ticketing)\n"
        "On call: Hollie Brack"
    )
    system = (
        "System page: GrainTrack Intake.\n\n| Field | Value |\n|---|---|\n"
        "| Nickname | the Bridge |\n| Owning team | Intake and Weighbridge Systems |"
    )
    team = (
        "Team page: Intake and Weighbridge Systems.\n\n- Lead: Marcus Quayle\n"
        "- Deputy: Joanne Pelling"
    )
    # a team whose name holds 'and' is asked whole, not as 'Intake', another team's word too
    sampling = "Team page: Intake Sampling.\n\n- Lead: Rosa Pike\n- Deputy: Ned Arkle"
    q = "Who leads the team that owns the system that failed in INC-2024-027?"
    chunks = [
        Chunk("inc#0", record),
        Chunk("sys#0", system),
        Chunk("team#0", team),
        Chunk("samp#0", sampling),
    ]
    best = reader.read(q, chunks).best
    assert best is not None and best.text == "Marcus Quayle"
    assert best.confidence >= reader.threshold("answer")
    assert best.chunk_id == "team#0"


def test_an_incident_record_naming_a_system_by_its_nickname(reader: Reader) -> None:
    """A record whose prose names the system only by the nickname its page gives ('The fault
    was in the Ledger.', RoomBook's 'Nickname: the Ledger') makes the hop to RoomBook; the
    nickname is found as written ('the ledger' in lower case is a book), and a record naming
    two pages' nicknames makes none."""
    record = (
        "Post-incident review INC-2023-112: rooms allocated twice during clearing.\n\n"
        "On 24 August 2023 37 rooms were each allocated to two students. The fault was in the "
        "Ledger. The supplier's account manager joined a call that evening."
    )
    system = (
        "System page: RoomBook.\n\n- Former name: AlloPro (renamed in 2021)\n"
        "- Nickname: the Ledger\n- Supplier: Tessellate Housing Software Ltd"
    )
    supplier = (
        "Supplier profile: Tessellate Housing Software Ltd.\n\n- Supplies: RoomBook\n"
        "- Support desk: 01632 960114\n- P1 escalation line: 01632 960118"
    )
    other = "System page: Doorway.\n\n- Nickname: the Gate\n- Supplier: Harrow Access Ltd"
    q = "What is the support desk number for the supplier of the system that allocated rooms twice in INC-2023-112?"
    hop = incident_hop(q, _units(record, system, other))
    assert hop is not None and hop.name == "RoomBook"
    assert hop.asked == "What is the support desk number for the supplier of RoomBook?"
    lower = record.replace("in the Ledger", "in the ledger")
    assert incident_hop(q, _units(lower, system, other)) is None
    both = record.replace("the Ledger.", "the Ledger and the Gate.")
    assert incident_hop(q, _units(both, system, other)) is None
    chunks = [Chunk("inc#0", record), Chunk("sys#0", system), Chunk("sup#0", supplier)]
    best = reader.read(q, chunks).best
    assert best is not None and best.text == "01632 960114"
    assert best.confidence >= reader.threshold("answer")
    # "the screens that froze in INC-x" describes a system too
    screens = (
        "When does the contract end for the supplier behind the screens that froze in INC-2023-112?"
    )
    hop = incident_hop(screens, _units(record, system))
    assert (
        hop is not None
        and hop.asked == "When does the contract end for the supplier behind RoomBook?"
    )


def test_a_renamed_system_in_the_record_and_a_supplier_its_prose_names(reader: Reader) -> None:
    """'System: TXN-Central (now LedgerStream; ...)' hops to the system under both names,
    kept whole however the parse splits 'TXN-Central', and on to its supplier's account
    manager. A supplier is read from the record's prose only as one with a profile of its
    own, and only when the prose names one."""
    record = (
        "Post-incident review INC-2025-004: replication lag.\n\n- Incident: INC-2025-004\n"
        "- System: TXN-Central (now LedgerStream; the old name is still used on the dashboards)"
    )
    system = (
        "System page: LedgerStream.\n\n- Previously: TXN-Central (renamed 2022)\n"
        "- Supplier: Northlight Data Services (not Northgate, who supply Sentinel)"
    )
    supplier = (
        "Supplier profile: Northlight Data Services.\n\n- Supplies: LedgerStream software\n"
        "- Account manager: Keiko Tanaka-Reid, 07700 900114"
    )
    other = "Supplier profile: Northgate Data Systems.\n\n- Supplies: Sentinel\n- Account manager: Ifeoma Nwosu"
    q = "Who is the account manager at the company that supplies the system involved in INC-2025-004?"
    hop = incident_hop(q, _units(record, system))
    assert hop is not None and (hop.name, hop.other) == ("TXN-Central", "LedgerStream")
    chunks = [Chunk("inc#0", record), Chunk("sys#0", system), Chunk("sup#0", supplier)]
    best = reader.read(q, [*chunks, Chunk("oth#0", other)]).best
    assert best is not None and best.text == "Keiko Tanaka-Reid"
    assert best.confidence >= reader.threshold("answer")
    prose = (
        "Post-mortem INC-2024-0988: incubator temperature excursion.\n\nAt 14:05 a firmware "
        "update pushed remotely by Northlight Data Services restarted the main controller."
    )
    asked = "Who is the account manager at the company whose firmware update caused INC-2024-0988?"
    hop = incident_hop(asked, _units(prose, supplier, other))
    assert hop is not None and hop.kind == "supplier" and hop.name == "Northlight Data Services"
    assert hop.asked == "Who is the account manager at Northlight Data Services?"
    # a company without a profile of its own is no hop, nor are two named
    assert incident_hop(asked, _units(prose, other)) is None
    two = prose.replace("restarted", "and Northgate Data Systems restarted")
    assert incident_hop(asked, _units(two, supplier, other)) is None


def test_a_retry_looks_up_what_the_incident_record_names() -> None:
    """Evidence holding the incident's record ('System: Clarion Paging') but not the
    system's page fails grounding; the retry asks with the system's name added, so that
    retrieval brings the page that names the supplier. A record naming nothing adds nothing."""
    from a2rag.control.offline_roles import OfflineRewriter
    from a2rag.types import Check, Evidence, Verdict

    def _evidence(text: str) -> Evidence:
        return Evidence(chunk_id="inc#0", doc_id="inc", text=text, score=1.0, stage="local")

    record = (
        "Post-mortem INC-2024-0233: paging delays.\n\n- Incident: INC-2024-0233\n"
        "- System: Clarion Paging\n- Severity: P1"
    )
    q = "Who is the account manager at the supplier of the system that failed in INC-2024-0233?"
    ungrounded = Verdict(relevance=True, grounding=False, resolution=True)
    evidence = [_evidence(record)]
    rewritten = OfflineRewriter().rewrite(q, q, Check.GROUNDING, ungrounded, evidence)
    assert rewritten == f"{q} Clarion Paging"
    silent = [_evidence(record.replace("Clarion Paging", "-"))]
    assert "Clarion" not in OfflineRewriter().rewrite(q, q, Check.GROUNDING, ungrounded, silent)


def test_a_change_a_boards_minutes_list_names_its_system_in_the_row() -> None:
    """ "the system changed by CHG-1170" (or "the system CHG-1170 changed") with no record
    of the change but a row of the board's minutes keyed by its code: the row's 'System'
    cell; a row listing two systems names none."""
    minutes = (
        "Change Advisory Board minutes: 3 October 2024.\n\n"
        "| Change | System | Requested by | Decision |\n|---|---|---|---|\n"
        "| CHG-1167 | Anvil | Hollis Adeyemi | Approved |\n"
        "| CHG-1170 | Sentinel | Declan Otieno | Approved |"
    )
    for asked in (
        "Who leads the team that owns the system changed by CHG-1170?",
        "Who leads the team that owns the system CHG-1170 changed?",
    ):
        hop = incident_hop(asked, _units(minutes))
        assert hop is not None and hop.name == "Sentinel", asked
        assert hop.asked == "Who leads the team that owns Sentinel?"
    both = minutes.replace("| Sentinel |", "| Sentinel and Loom |")
    assert (
        incident_hop("Who leads the team that owns the system changed by CHG-1170?", _units(both))
        is None
    )


def test_a_record_listing_two_systems_names_the_one_the_question_describes() -> None:
    """'Systems involved: the Trolley (eMAR) and the Switchboard (integration engine)': "the
    integration engine involved in INC-2025-014" is the Switchboard; "the system involved"
    is the one the record lists first."""
    record = (
        "Post-incident review INC-2025-014: medication rounds on paper.\n\n"
        "Systems involved: the Trolley (eMAR) and the Switchboard (integration engine)\n"
        "Duration: 3 hours"
    )
    hop = incident_hop(
        "Who leads the team that owns the integration engine involved in INC-2025-014?",
        _units(record),
    )
    assert hop is not None and hop.name == "Switchboard"
    hop = incident_hop("Who owns the system involved in INC-2025-014?", _units(record))
    assert hop is not None and hop.name == "Trolley"


DIRECTORY = (
    "Supplier directory. All contracts are managed by Oliver Grant, Contracts Manager.\n\n"
    "| Supplier | Supplies | Account manager | Technical contact |\n|---|---|---|---|\n"
    "| Harbourline Payments | QuayPay (CPS-01) | Chloe Adeyemi | Sam Whitlock |\n"
    "| Tollgate Civic Software | FineTrail (PCN-01) | Joanna Pryce | Raj Bhatt |"
)
PROSE_RECORD = (
    "Post-incident review: INC-2024-058 QuayPay card payment failures\n\n"
    "On Saturday 8 June 2024 card payments through QuayPay began failing at 21:40. The "
    "on-call analyst contacted the Harbourline Payments out-of-hours line at 22:12, and the "
    "supplier confirmed that its gateway was presenting an expired certificate."
)


def test_a_supplier_listed_in_a_directory_is_read_from_the_records_prose(reader: Reader) -> None:
    """The record names the supplier only in prose, and the supplier has no page of its own:
    its directory row is its entry. The contracts manager the directory names first is not
    the account manager."""
    q = "Who is the account manager at the supplier whose expired certificate caused INC-2024-058?"
    hop = incident_hop(q, _units(PROSE_RECORD, DIRECTORY))
    assert hop is not None and hop.name == "Harbourline Payments"
    assert hop.asked == "Who is the account manager at Harbourline Payments?"
    best = reader.read(q, [Chunk("inc#0", PROSE_RECORD), Chunk("dir#0", DIRECTORY)]).best
    assert best is not None and best.text == "Chloe Adeyemi"
    assert best.confidence >= reader.threshold("answer")


DATED_RECORD = (
    "Post-mortem INC-2024-027: fuel dock card payment failure\n\n"
    "Incident reference: INC-2024-027\nDate: Sunday 21 July 2024\nDuration: 3 hours 20 minutes\n"
    "System: FuelPoint (FUL-03)\nSupplier: Bunkerwise Ltd\n\n"
    "At 11:05 every card payment at the fuel pontoon began to be declined."
)
EARLIER_RECORD = (
    "Post-mortem INC-2023-112: fuel dock card payment failure\n\n"
    "Incident reference: INC-2023-112\nDate: Friday 4 August 2023\nDuration: 40 minutes\n"
    "System: FuelPoint (FUL-03)\nSupplier: Quayline Card Services\n\n"
    "The card terminal lost its network link."
)
BUNKERWISE = "Supplier profile: Bunkerwise Ltd\n\n- Account manager: Rufus Halloran\n- Technical contact: Mei Lin"


def test_an_incident_said_by_what_and_when_is_read_from_the_record_dated_then(
    reader: Reader,
) -> None:
    """ "the July 2024 fuel dock card payment failure" names no code: its record is the one
    whose heading describes it and whose 'Date:' line is in July 2024, not the same failure a
    year earlier."""
    q = "Who is the account manager at the supplier behind the July 2024 fuel dock card payment failure?"
    units = _units(EARLIER_RECORD, DATED_RECORD, BUNKERWISE)
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "Bunkerwise Ltd"
    assert hop.asked == "Who is the account manager at Bunkerwise Ltd?"
    chunks = [
        Chunk("old#0", EARLIER_RECORD),
        Chunk("inc#0", DATED_RECORD),
        Chunk("sup#0", BUNKERWISE),
    ]
    best = reader.read(q, chunks).best
    assert best is not None and best.text == "Rufus Halloran"
    assert best.confidence >= reader.threshold("answer")
    # a month no record is dated in describes none of them
    assert incident_hop(q.replace("July 2024", "May 2024"), units) is None


WEEKEND_TITLE = "Post-incident review INC-2025-040: PhoneGate inbound call failure"
WEEKEND_RECORD = (
    "On Saturday 22 March 2025 customers calling the contact centre heard a number unavailable "
    "tone, an outage of 1 hour 50 minutes.\n\nThe affected system was PhoneGate, supplied by "
    "Halyard Communications."
)
PHONEGATE = ("PhoneGate (TEL-04) system page", "RTO: 1 hour\nRPO: 15 minutes")
DEPOT_RECORD = (
    "Post-incident review: PlantCare database outage, 20 November 2024",
    "Date: Wednesday 20 November 2024\nDuration: 1 hour 50 minutes\nSystem: MNT-06 PlantCare\n\n"
    "At 05:30 the depot planning database stopped.",
)
PLANTCARE = ("System page: PlantCare", "- Register code: MNT-06\n- RTO: 12 hours")


def test_an_incident_said_by_when_and_what_reads_pages_labelled_after_the_name(
    reader: Reader,
) -> None:
    """ "the Saturday contact centre outage of March 2025": its weekday and month date the
    record, its other words are the record's heading (title and first paragraph); the record
    names PhoneGate only in prose, and PhoneGate's page is labelled after its name. 'System:
    MNT-06 PlantCare' names PlantCare, with its code as the other form."""
    pages = [(WEEKEND_TITLE, WEEKEND_RECORD), PHONEGATE, DEPOT_RECORD, PLANTCARE]
    units, evidence = titled_pages(pages)
    q = "What is the RTO for the system that failed in the Saturday contact centre outage of March 2025?"
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "PhoneGate"
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "1 hour"
    assert best.confidence >= reader.threshold("answer")
    q = "What is the RTO of the system that failed in the November 2024 depot database outage?"
    hop = incident_hop(q, units)
    assert hop is not None and (hop.name, hop.other) == ("PlantCare", "MNT-06")
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "12 hours"


LAB_RECORD = (
    "Post-incident review INC-2334: biochemistry results not reaching SpecTrack",
    "Post-incident review for INC-2334, Monday 9 September 2024.\n\n"
    "Results stopped flowing at 13:10. Because the problem lay in the analyser interface, the "
    "service desk called Quillon Lab Systems, whose technical contact joined the call at "
    "14:05.",
)
BLOCK_DIRECTORY = (
    "Supplier directory",
    "Supplier directory - key IT and facilities suppliers (checked 1 October 2024)\n\n"
    "Ledgerline Software Ltd\nSupplies: VetLedger\n"
    "Account manager: Priya Castellane, 07700 900311\n"
    "Technical contact: Tomasz Wren, 01632 960512\n\n"
    "Quillon Lab Systems Ltd\nSupplies: SpecTrack and analyser interfaces\n"
    "Account manager: Harriet Obi, 07700 900322\n"
    "Technical contact: Declan Fairweather, 01632 960523\n"
    "Contract reference: QLS-0938, renews 30 April 2026",
)


def test_a_directory_entry_headed_by_its_name_is_the_suppliers_page(reader: Reader) -> None:
    """A directory whose entries are headed by the name on a line of its own ('Quillon Lab
    Systems Ltd' over 'Supplies: ...') lists suppliers as pages do; the record's prose names
    one without its legal ending. The technical contact's number is the one after that
    role in that entry, not the first entry's."""
    units, evidence = titled_pages([LAB_RECORD, BLOCK_DIRECTORY])
    q = (
        "What's the direct phone number of the technical contact at the supplier that was "
        "called in during INC-2334?"
    )
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "Quillon Lab Systems Ltd"
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "01632 960523"
    assert best.confidence >= reader.threshold("answer")
    # a name line with no fields under it, or outside a directory, is no entry
    plain = (BLOCK_DIRECTORY[0], BLOCK_DIRECTORY[1].replace("\nSupplies:", "\n\nSupplies:"))
    units, _ = titled_pages([LAB_RECORD, plain])
    assert incident_hop(q, units) is None
    units, _ = titled_pages([LAB_RECORD, ("Systems overview", BLOCK_DIRECTORY[1])])
    assert incident_hop(q, units) is None


AT_FAULT_RECORD = (
    "Post-mortem: INC-2024-052, Wanderer loans not synchronising",
    "Incident reference: INC-2024-052\nPriority: P2\n"
    "Supplier at fault: Larchfield Networks, which replaced the depot access point\n"
    "Supplier contacted but not at fault: Corvid Mobile Networks\n\n"
    "The new access point broadcast the depot network under a new name.",
)
LINE_DIRECTORY = (
    "Supplier directory, part 2: infrastructure and network suppliers",
    "Faults go to the technical contact and commercial matters to the account manager.\n\n"
    "Supplier: Corvid Mobile Networks\nAccount manager: Lydia Farrant, 07700 900193\n\n"
    "Supplier: Larchfield Networks\nAccount manager: Tamsin Rook, 07700 900205\n"
    "Former account manager: Victor Hale (until May 2024)\n"
    "Contract renewal: 30 November 2025",
)


def test_a_supplier_field_with_a_clause_after_the_name(reader: Reader) -> None:
    """'Supplier at fault: Larchfield Networks, which replaced ...' names one supplier; the
    field of the supplier contacted but not at fault is not the hop. "The current account
    manager" is the directory's account manager line, and its number the one after it."""
    units, evidence = titled_pages([AT_FAULT_RECORD, LINE_DIRECTORY])
    q = "Who is the current account manager at the supplier that was at fault in INC-2024-052?"
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "Larchfield Networks"
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "Tamsin Rook"
    assert best.confidence >= reader.threshold("answer")
    q = (
        "What is the phone number of the current account manager at the supplier that was at "
        "fault in INC-2024-052?"
    )
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "07700 900205"
    assert best.confidence >= reader.threshold("answer")


GATE_RECORD = (
    "Post-incident review INC-2024-052: barrier controller fault",
    "Incident: INC-2024-052\nSupplier involved: Gatewell Access\n\nThe barriers stayed up.",
)
ROW_DIRECTORY = (
    "Supplier Directory",
    "| Supplier | Supplies | Account manager | Technical contact | Technical phone |\n"
    "|---|---|---|---|---|\n"
    "| Veritas Civic Software | TicketTrail | Joanna Pryce | Raj Bhatt | 01632 960341 |\n"
    "| Gatewell Access | GateKeeper barriers | Simone Clarke | Jamie Fenwick | 07700 900462 |",
)


def test_a_roles_number_in_a_column_of_its_own(reader: Reader) -> None:
    """'Technical phone' after 'Technical contact' in a directory's row is the technical
    contact's number; of another role ('account manager') the row gives none."""
    _, evidence = titled_pages([GATE_RECORD, ROW_DIRECTORY])
    q = "What phone number reaches the technical contact at the supplier involved in INC-2024-052?"
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "07700 900462"
    assert best.confidence >= reader.threshold("answer")
    q = "What phone number reaches the account manager at the supplier involved in INC-2024-052?"
    best = reader.read(q, evidence).best
    assert best is None or best.confidence < reader.threshold("answer")


FIRMWARE_RECORD = (
    "Post-incident review INC-2350: Tarnfield inbound calls failing",
    "Incident: INC-2350\nDate: Tuesday 8 October 2024\nSystem: CallHarbour\n"
    "Supplier: Brookfen Telecom\n\n"
    "Maintenance on the SIP trunks stopped inbound calls for two hours.",
)
PHONE_DIRECTORY = (
    "Supplier directory",
    "Supplier: Brookfen Telecom\nAccount manager: Dominic Leat, 07700 900344\n"
    "Technical contact: Anya Petrakis, 01632 960545",
)


def test_an_incident_told_first_and_a_number_asked_after(reader: Reader) -> None:
    """ "INC-2350 was caused by a supplier's maintenance work. Who is that supplier's account
    manager?" asks of the supplier involved in INC-2350; "I need to ring ... What's the
    number?" asks a number, not the person."""
    units, evidence = titled_pages([FIRMWARE_RECORD, PHONE_DIRECTORY])
    q = (
        "INC-2350 was caused by a supplier's maintenance work. Who is currently that "
        "supplier's account manager?"
    )
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "Brookfen Telecom"
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "Dominic Leat"
    assert best.confidence >= reader.threshold("answer")
    q = "INC-2350 took down one of our systems - who is the account manager at that system's supplier?"
    told = incident_hop(q, units)
    assert told is not None and told.asked == (
        "Who is the account manager at the supplier of CallHarbour?"
    )
    q = (
        "I need to ring the account manager at the supplier whose engineer worked on "
        "INC-2350. What's the number?"
    )
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "07700 900344"
    assert best.confidence >= reader.threshold("answer")


COLD_ROOM = (
    "Post-incident review INC-2307: Brindlemoor cold room excursion",
    "Title: Pharmacy cold room temperature excursion\n"
    "Date: night of Sunday 28 to Monday 29 July 2024\nSupplier involved: Helvard Controls",
)
OVERBOOKED = (
    "Post-incident review INC-2345: Distriflow overbookings",
    "Date: Friday 12 July 2024\nSupplier: Orrin Channel Solutions\n\nRooms were sold twice.",
)
EARLIER_OUTAGE = (
    "Post-incident review INC-2291: night audit outage",
    "Date: Wednesday 14 February 2024\nSupplier: Keystone Hospitality",
)


def test_an_incident_described_in_a_word_or_with_a_hyphen(reader: Reader) -> None:
    """'the July 2024 overbookings' is the one record dated then whose heading says
    overbookings; 'cold-room' is the heading's 'cold room'. 'the July 2024 outage' says
    only what every record is, and describes none."""
    units, _ = titled_pages([COLD_ROOM, OVERBOOKED, EARLIER_OUTAGE])
    q = "Who is the account manager at the supplier whose expired certificate caused the July 2024 overbookings?"
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "Orrin Channel Solutions"
    q = "When is the renewal due for the supplier whose engineer replaced the relay during the July 2024 cold-room incident?"
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "Helvard Controls"
    q = "Who is the account manager at the supplier involved in the July 2024 outage?"
    assert incident_hop(q, units) is None


DC_RECORD = (
    "Post-incident review PIR-24-014: Palisade WMS outage at Tarnbridge DC",
    "Incident date: Sunday 15 December 2024\nDuration: 5 hours 30 minutes\n"
    "System: WMS-04 Palisade warehouse management\nSite affected: Tarnbridge Distribution Centre",
)
DC_CAPACITY = (
    "Capacity figures: stores and distribution centre",
    "Prepared for the capacity review, 15 December 2024. The distribution centre failed over "
    "twice in testing.\n\nSystem: StockSense replenishment",
)
DR_TABLE = (
    "Disaster recovery plan: recovery objectives",
    "| System | RTO | RPO |\n|---|---|---|\n| Palisade warehouse management | 4 hours | 15 minutes |\n"
    "| StockSense replenishment | 24 hours | 1 hour |",
)
MUSEUM_RECORD = (
    "INC-2024-031 - Card payments failing at Calloway Maritime Museum",
    "INC-2024-031 - Card payments failing at Calloway Maritime Museum\n\n"
    "Date: 2024-07-27 (Saturday, school summer holidays)\nPriority: P1",
)
MUSEUM_PAGE = (
    "Calloway Maritime Museum",
    "Site Operations Manager: Idris Pentreath\nVisitors per year: 210,000",
)


def test_an_incident_said_by_what_happened_on_a_day(reader: Reader) -> None:
    """ "the system that failed at the distribution centre on 15 December 2024" is the one
    record of an incident dated that day, though its heading says none of the clause's words;
    a capacity page dated the same day and saying them is no incident's record. An ISO date
    ('2024-07-27') dates a record too, and a page titled by the site's name alone is the
    site's page."""
    units, evidence = titled_pages([DC_CAPACITY, DC_RECORD, DR_TABLE])
    q = "What is the RTO of the system that failed at the distribution centre on 15 December 2024?"
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "Palisade warehouse management"
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "4 hours"
    assert best.confidence >= reader.threshold("answer")
    assert incident_hop(q.replace("15 December", "16 December"), units) is None
    units, evidence = titled_pages([MUSEUM_RECORD, MUSEUM_PAGE])
    q = "Who is the site operations manager at the museum where card payments failed on 27 July 2024?"
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "Calloway Maritime Museum"
    best = reader.read(q, evidence).best
    assert best is not None and best.text == "Idris Pentreath"
    assert best.confidence >= reader.threshold("answer")


AQUA_RECORD = (
    "Post-mortem: AquaSentinel alarm outage, 9 February 2025",
    "Incident reference: INC-2025-0147\nDate: Sunday 9 February 2025\n"
    "System: AquaSentinel (SYS-04)\nSite: Tidewell Aquarium\nPriority: P1",
)
AQUA_MINUTES = (
    "Minutes: operations meeting, 20 February 2025",
    "INC-2025-0147 was reviewed. The Hollins Breeding Centre heating was also discussed.",
)
WIFI_RECORD = (
    "Incident review: public Wi-Fi outage at Fenwick Road Branch",
    "On Saturday 12 October 2024 the OpenShelf public Wi-Fi at Fenwick Road Branch stopped "
    "accepting new connections at 10:05.",
)
REGISTER = (
    "System register with codes",
    "| Code | System | Technical owner |\n|---|---|---|\n| LIB-LMS-01 | Shelfwise | Tobias Renwick |\n"
    "| NET-WIF-08 | OpenShelf | Priya Lindqvist |",
)


def test_a_record_by_its_reference_line_and_a_system_by_its_register_row() -> None:
    """A record whose title carries no code is the one whose opening lines give it
    ('Incident reference: INC-2025-0147'), not a page that mentions it; a system named in a
    record's prose is one a register's System column lists, wherever that column stands."""
    units, _ = titled_pages([AQUA_MINUTES, AQUA_RECORD])
    hop = incident_hop(
        "What is the design visitor capacity of the site where INC-2025-0147 happened?", units
    )
    assert hop is not None and hop.name == "Tidewell Aquarium"
    units, _ = titled_pages([WIFI_RECORD, REGISTER])
    q = "Who is the technical owner of the system that failed at Fenwick Road on 12 October 2024?"
    hop = incident_hop(q, units)
    assert hop is not None and hop.name == "OpenShelf"
    units, _ = titled_pages([WIFI_RECORD])
    assert incident_hop(q, units) is None  # no page or row says what OpenShelf is
