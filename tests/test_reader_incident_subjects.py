"""What an incident's record names, read as a hop: the person it names as its lead or manager
(to their extension or job title), its system (to how long that system's backups are kept).
Without a database."""

from __future__ import annotations

from a2rag.read.incident_hops import incident_hop
from a2rag.read.incident_people import incident_person_hop
from a2rag.read.job_titles import job_title_answer
from a2rag.read.reader import Reader
from tests.reading import titled_pages

RECORD = (
    "Post-incident review INC-2024-077: Brightwell booking outage",
    "Incident: INC-2024-077\nDate: Monday 9 September 2024\nSystem: Brightwell Bookings\n"
    "Incident lead: Hester Quinlan (Applications Lead)\n"
    "Incident manager: Rafe Odunsi\nDetected by: Moira Pell\n\n"
    "Bookings failed for 2 hours after a certificate expired. Moira Pell, on 01632 960730, "
    "raised the alarm.",
)
STAFF = (
    "Digital Services staff list",
    "| Name | Role | Direct line | Extension |\n|---|---|---|---|\n"
    "| Hester Quinlan | Applications Lead | 01632 960711 | 4711 |\n"
    "| Rafe Odunsi | Service Desk Manager | 01632 960712 | 4712 |\n"
    "| Moira Pell | Service Desk Analyst | 01632 960730 | 4730 |",
)
TWO_LEADS = (
    "Post-incident review INC-2024-081: Brightwell payments outage",
    "Incident: INC-2024-081\nIncident lead: Hester Quinlan\nIncident lead: Moira Pell\n\n"
    "Card payments failed for 40 minutes.",
)


def test_the_lead_and_the_manager_an_incident_record_names(reader: Reader) -> None:
    """The role the question says picks the record's line: the lead's extension is not the
    manager's, nor the number of the person who detected it."""
    _, evidence = titled_pages([RECORD, STAFF])
    led = reader.read(
        "What is the extension of the person who led the response to INC-2024-077?", evidence
    ).best
    assert led is not None and led.text == "4711"
    assert led.confidence >= reader.thresholds["answer"]
    managed = reader.read(
        "What's the extension for whoever was incident manager on INC-2024-077?", evidence
    ).best
    assert managed is not None and managed.text == "4712"
    assert managed.confidence >= reader.thresholds["answer"]


def test_a_record_naming_two_leads_names_no_one() -> None:
    units, _ = titled_pages([TWO_LEADS, STAFF])
    assert (
        incident_person_hop("Who is the deputy of the incident lead for INC-2024-081?", units)
        is None
    )
    units, _ = titled_pages([RECORD, STAFF])
    hop = incident_person_hop("Who is the deputy of the incident lead for INC-2024-077?", units)
    assert hop is not None and hop.name == "Hester Quinlan"
    assert hop.asked == "Who is the deputy of Hester Quinlan?"


POLICY = (
    "Backup and Retention Policy",
    "This policy sets how often each system is backed up and how long backups are kept.\n\n"
    "| System | Backup method | Frequency | Backup retention |\n|---|---|---|---|\n"
    "| BKG-02 Brightwell Bookings | Full database | Nightly | 35 days |\n"
    "| PAY-04 Tallyhall | Database dump | Nightly | 90 days |",
)


def test_how_long_backups_are_kept_for_an_incident_system(reader: Reader) -> None:
    """'backups' in the question is the column's 'Backup', not a role modifier the question
    lacks; the system is the one the record names."""
    _, evidence = titled_pages([RECORD, POLICY])
    best = reader.read(
        "How long are backups kept for the system that failed in INC-2024-077?", evidence
    ).best
    assert best is not None and best.text == "35 days"
    assert best.confidence >= reader.thresholds["answer"]


SYSTEM_PAGE = (
    "System page: Brightwell Bookings (BKG-02)",
    "Brightwell Bookings takes table and room bookings.\n\nOwning team: Web Systems Team\nTier: 1",
)


def test_a_team_is_no_place(reader: Reader) -> None:
    """'Owning team: Web Systems Team' says who owns the system, not where its team is
    based: a question asking where is not answered with it."""
    _, evidence = titled_pages([RECORD, SYSTEM_PAGE])
    best = reader.read(
        "Where is the team based that owns the system that failed in INC-2024-077?", evidence
    ).best
    assert best is None or best.text != "Web Systems Team"
    assert best is None or best.confidence < reader.thresholds["answer"]


ORG_CHART = (
    "Organisation chart: Digital Services",
    "| Area | Lead | Lead title | Deputy | Deputy title |\n|---|---|---|---|---|\n"
    "| Applications | Hester Quinlan | Applications Lead | Rafe Odunsi | Deputy Applications "
    "Lead |\n\nOther posts:\n- Systems Administrator: Moira Pell (ext. 4730)",
)


def test_a_named_persons_job_title(reader: Reader) -> None:
    """The title is the staff list's, never what the incident record says the person did
    ('Incident manager: Rafe Odunsi'); a deputy's is the 'Deputy title' beside them; two
    different titles answer nothing."""
    _, evidence = titled_pages([RECORD, ORG_CHART])
    best = reader.read(
        "What is the job title of whoever was incident manager on INC-2024-077?", evidence
    ).best
    assert best is not None and best.text == "Deputy Applications Lead"
    assert best.confidence >= reader.thresholds["answer"]
    units, _ = titled_pages([RECORD, ORG_CHART])
    said = job_title_answer("What job title does Moira Pell hold?", units, [])
    assert said is not None and said.text == "Systems Administrator"
    units, _ = titled_pages([ORG_CHART, STAFF])
    assert job_title_answer("What is the job title of Rafe Odunsi?", units, []) is None


def test_the_system_at_the_centre_of_a_described_field() -> None:
    """'Systems affected: Petri, and the nightly link to VaultTrack' names Petri: what
    follows its comma in lower case describes, it does not list another system."""
    record = (
        "Post-incident review INC-2024-090: Petri database outage",
        "Incident: INC-2024-090\nSystems affected: Petri, and the nightly link to VaultTrack\n"
        "\nThe Petri database stopped at 03:00.",
    )
    units, _ = titled_pages([record])
    hop = incident_hop("Who supplies the system that failed in INC-2024-090?", units)
    assert hop is not None and hop.name == "Petri"
    assert hop.asked == "Who supplies Petri?"


MINUTES = (
    "Minutes: Systems Change Board, 18 June 2024",
    "Date: Tuesday 18 June 2024, 14:00 to 15:10\nChair: Priya Lindqvist\n\n"
    "| Change ref | System | Description | Requested date | Decision |\n|---|---|---|---|---|\n"
    "| CHG-2024-118 | BEACON (MOB-01) | Upgrade from 7.3 to 7.4 | 3 September 2024 | Approved |\n"
    "| CHG-2024-119 | MapStack (GIS-06) | Quarterly gazetteer load | 25 June 2024 | Approved |\n"
    "| CHG-2024-122 | VoxBridge (RAD-05) | Firmware 5.2 | 23 July 2024 | Deferred |",
)
LATER_MINUTES = (
    "Minutes: Systems Change Board, 2 July 2024",
    "Date: Tuesday 2 July 2024, 14:00\n\n"
    "| Change ref | System | Description | Requested date | Decision |\n|---|---|---|---|---|\n"
    "| CHG-2024-131 | MapStack (GIS-06) | Firmware update of the map servers | 9 July 2024 "
    "| Deferred |",
)
SYSTEMS = (
    "System register",
    "| Code | System | Business owner | Technical lead |\n|---|---|---|---|\n"
    "| MOB-01 | BEACON | Gideon Stroud | Peter Walsh |\n"
    "| GIS-06 | MapStack | Hannah Quist | Sarah Collins |\n"
    "| RAD-05 | VoxBridge | Marcus Fenwright | David Turner |",
)


def test_a_system_described_by_a_boards_decision_is_the_row_of_its_minutes(
    reader: Reader,
) -> None:
    """The minutes of the date said hold the one row with the decision and the described
    change; another month's minutes deferring a firmware update are not read."""
    units, evidence = titled_pages([MINUTES, LATER_MINUTES, SYSTEMS])
    hop = incident_hop(
        "Who is the technical lead for the system whose firmware update the Change Board "
        "deferred in June 2024?",
        units,
    )
    assert hop is not None and hop.name == "VoxBridge"
    for question, answer in (
        (
            "Who is the technical lead for the system whose firmware update the Change Board "
            "deferred in June 2024?",
            "David Turner",
        ),
        (
            "Who is the business owner of the system whose quarterly gazetteer load was "
            "approved on 18 June 2024?",
            "Hannah Quist",
        ),
    ):
        best = reader.read(question, evidence).best
        assert best is not None and best.text == answer, question
        assert best.confidence >= reader.thresholds["answer"], question
    # a decision no row of the dated minutes records names nothing
    assert (
        incident_hop(
            "Who is the business owner of the system whose upgrade the Change Board rejected "
            "in June 2024?",
            units,
        )
        is None
    )
