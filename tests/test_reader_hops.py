"""Reader rules at a question's second hop, without a database: the team a runbook pages
read into the rota and into what is asked of the team (where it is based among them), and
what a rule must not take for the asked subject or time (a date of a describing clause, a
field a described thing never says, a role field for "where")."""

from __future__ import annotations

from typing import Any

from a2rag.read.candidates import ParseCache
from a2rag.read.question import frame_question
from a2rag.read.reader import Reader, candidate_rows
from tests.reading import Chunk
from tests.reading import units as _units

RUNBOOK = (
    "Runbook RB-11: BeaconCall controller failover.\n\n"
    "- Pages: Medical Devices Team on-call engineer, through the directorate on-call rota\n"
    "- Owner: Amara Osei\n\n"
    "If only the day hospice is affected, check the link with the Infrastructure and Hosting "
    "on-call engineer."
)
ROTA = (
    "On-call rota: November 2025.\n\n"
    "| Week commencing | Infrastructure and Hosting | Medical Devices |\n|---|---|---|\n"
    "| Monday 3 November 2025 | Tomasz Wierzbicki | Amara Osei |\n"
    "| Monday 10 November 2025 | Aisha Rahman-Cole | Jake Pennington |"
)
ASKED = "Who was on call during the week commencing 10 November 2025 for the team that runbook RB-11 pages?"


def _rule(nlp: Any, question: str, texts: tuple[str, ...], rule: Any) -> Any:
    frame = frame_question(question, nlp)
    units = _units(*texts)
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    return rule(frame, units, cands)


def _rota(nlp: Any, question: str, *texts: str) -> Any:
    from a2rag.read.rota import rota_answer

    return _rule(nlp, question, texts, rota_answer)


def _field(nlp: Any, question: str, *texts: str) -> str | None:
    from a2rag.read.fields import field_answer

    found = _rule(nlp, question, texts, lambda f, _, c: field_answer(f, c))
    return found.text if found else None


def test_the_team_a_runbook_pages_is_read_into_the_rota(nlp: Any, reader: Reader) -> None:
    """'Pages: Medical Devices Team on-call engineer' on RB-11's page makes the rota's
    'Medical Devices' column the one asked, not the Infrastructure one beside it; the answer
    is `answered`-confident and cites the runbook with the rota."""
    found = _rota(nlp, ASKED, RUNBOOK, ROTA)
    assert found is not None and found.text == "Jake Pennington"
    assert found.paged is not None and found.paged.team == "Medical Devices"
    reading = reader.read(ASKED, [Chunk("runbook#0", RUNBOOK), Chunk("rota#0", ROTA)])
    best = reading.best
    assert best is not None and best.text == "Jake Pennington"
    assert best.confidence >= reader.threshold("answer")
    assert "the team RB-11 pages" in best.reasons[0]
    assert best.chunk_id == "rota#0" and best.linked_chunks == ["runbook#0"]


def test_a_runbook_paging_in_prose_only_or_several_teams_or_none(nlp: Any) -> None:
    """Without a 'Pages:' field, its sentences decide when they all name one team; two teams
    paged in its steps, or a page that is not the runbook's, decide nothing."""
    prose = (
        "Runbook RB-11: controller failover.\n\nStep 3: page the Medical Devices on-call engineer."
    )
    assert _rota(nlp, ASKED, prose, ROTA).text == "Jake Pennington"
    both = prose + " If the link is down, page the Infrastructure and Hosting on-call engineer."
    assert _rota(nlp, ASKED, both, ROTA) is None
    other = RUNBOOK.replace("RB-11", "RB-12")
    assert _rota(nlp, ASKED, other, ROTA) is None
    assert _rota(nlp, ASKED, ROTA) is None


def test_a_date_of_a_describing_clause_is_not_the_time_asked(nlp: Any) -> None:
    """'approved in February 2025' picks the handsets; the account manager is asked now, so
    'Account manager: X (from 9 January 2025)' on a page that never says February 2025 is no
    answer. A past question's clause dates the time asked ("the day the chiller failed")."""
    from a2rag.read.question import clause_dates

    q = "Who is the account manager at the company supplying the radio handsets approved in February 2025?"
    assert frame_question(q, nlp).clause_dates == ["February 2025"]
    profile = (
        "Supplier profile: Calder Fare Solutions Ltd.\n\n"
        "- Account manager: Bethany Quarrie (from 9 January 2025)\n"
        "- Former account manager: Owen Strachan (until 8 January 2025)"
    )
    assert _field(nlp, q, profile) is None
    past = "Who was on call for Facilities on the day the chiller failed in March 2025?"
    assert frame_question(past, nlp).clause_dates == []
    assert clause_dates(nlp("Who is the account manager for Calder in March 2024?"), set()) == []


def test_a_question_naming_nothing_reads_no_field_of_an_unqualified_thing(nlp: Any) -> None:
    """ "the long-stay car park" is not the 'Car park' line of an airfield's page that never
    says long-stay; the 'Monthly full' row of a backup table says what "monthly full backups"
    asks, and "the current policy" asks nothing the page must write."""
    airfield = "Ashgill Airfield - IT notes.\n\n- Site code: ASH\n- Car park: 40 free spaces"
    assert _field(nlp, "How many spaces does the long-stay car park have?", airfield) is None
    assert _field(nlp, "How many spaces does the car park have?", airfield) == "40 free spaces"
    backups = (
        "Backup and retention policy.\n\n| Backup type | Frequency | Retention |\n|---|---|---|\n"
        "| Weekly full | Sunday | 12 weeks |\n| Monthly full | First Sunday | 13 months |"
    )
    assert _field(nlp, "How long are monthly full backups retained?", backups) == "13 months"
    assert (
        _field(nlp, "How long are monthly full backups retained under the current policy?", backups)
        == "13 months"
    )


def test_a_role_field_does_not_answer_where_its_holder_is(nlp: Any) -> None:
    """'Owner: Priya Lindqvist' answers who owns the policy, not where its owner is based."""
    policy = "Visitor Data Retention policy.\n\n- Owner: Priya Lindqvist\n- Version: 3"
    assert _field(nlp, "Who is the owner of the Visitor Data Retention policy?", policy) == (
        "Priya Lindqvist"
    )
    assert (
        _field(nlp, "Where is the owner of the Visitor Data Retention policy based?", policy)
        is None
    )


RB17 = (
    "Runbook RB-17: TillPoint end-of-day upload failure.\n\n"
    "- Pages: Retail Systems Team duty analyst\n- Owner: Nadia Kowalczyk"
)
RETAIL = (
    "Team page: Retail Systems Team.\n\n"
    "- Lead: Declan Fairweather, Retail Systems Manager\n- Deputy: Nadia Kowalczyk"
)
HOSTING = (
    "Team page: Infrastructure and Hosting.\n\n- Lead: Helen Marsh-Oduya\n- Deputy: Ben Okafor"
)


def test_what_is_asked_of_the_team_a_runbook_pages_is_read_on_the_teams_page(
    reader: Reader,
) -> None:
    """ "Who leads the team that runbook RB-17 pages?" is asked of the Retail Systems Team:
    its page's 'Lead', cited with the runbook. The runbook's own 'Pages' line names the team,
    not its lead, and its owner is no answer: without the team's page nothing is answered."""
    chunks = [Chunk("rb#0", RB17), Chunk("retail#0", RETAIL), Chunk("hosting#0", HOSTING)]
    for question, person in [
        ("Who leads the team that runbook RB-17 pages?", "Declan Fairweather"),
        ("Who is the deputy of the team paged by RB-17?", "Nadia Kowalczyk"),
    ]:
        best = reader.read(question, chunks).best
        assert best is not None and best.text == person, question
        assert best.confidence >= reader.threshold("answer")
        assert best.chunk_id == "retail#0" and best.linked_chunks == ["rb#0"]
    alone = reader.read("Who leads the team that runbook RB-17 pages?", [Chunk("rb#0", RB17)])
    assert alone.confidence < reader.threshold("answer")


def test_a_runbook_register_row_says_the_team_it_pages(nlp: Any) -> None:
    """A register's row ('RB-11 | Medical Devices Team | Amara Osei' under 'Runbook | Pages |
    Owner') names the paged team as a runbook's own 'Pages:' line does."""
    register = (
        "Runbook register.\n\n| Runbook | Pages | Owner |\n|---|---|---|\n"
        "| RB-10 | Infrastructure and Hosting | Ben Okafor |\n"
        "| RB-11 | Medical Devices Team | Amara Osei |"
    )
    found = _rota(nlp, ASKED, register, ROTA)
    assert found is not None and found.text == "Jake Pennington"


TELECOMS = (
    "Team page: Network and Telecoms.\n\n"
    "Network and Telecoms looks after the roadside fibre and the voice gateway. "
    "The team is based at Halbrook Control Centre. It moved there from Ashgrove Data Hall "
    "in June 2024, so older documents may still give Ashgrove as its base."
)


def test_where_a_team_is_based_is_read_from_the_team_on_its_page(nlp: Any) -> None:
    """ "Where is the Network and Telecoms team based?" is 'The team is based at Halbrook
    Control Centre' on the team's page ('the team' stands for the page's subject, as 'it'
    does), not the base it moved from; on another team's page the rule says nothing."""
    from a2rag.read.arguments import argument_answer

    def argued(question: str, text: str) -> str | None:
        found = _rule(
            nlp, question, (text,), lambda f, _, c: argument_answer(f, c, ParseCache(nlp).parse)
        )
        return found.text if found else None

    assert argued("Where is the Network and Telecoms team based?", TELECOMS) == (
        "Halbrook Control Centre"
    )
    other = TELECOMS.replace("Team page: Network and Telecoms", "Team page: Roadside Systems")
    other = other.replace("Network and Telecoms looks", "Roadside Systems looks")
    assert argued("Where is the Network and Telecoms team based?", other) is None
    assert argued("Where is the Roadside Systems team based?", other) == "Halbrook Control Centre"


DIRECTORY = (
    "Contact directory: teams and duty lines.\n\n"
    "| Contact | Team or company | Number | Hours and notes |\n|---|---|---|---|\n"
    "| Service Desk | Service Desk | 01632 960100 | 07:00 to 21:00 weekdays |\n"
    "| Duty manager | Operations Control | 01632 960999 | 24/7, and takes Service Desk calls "
    "out of hours |\n"
    "| Station Systems on-call | Station Systems | 07700 900412 | 24/7 |"
)


def test_a_rule_answer_without_a_number_is_no_phone_number(reader: Reader) -> None:
    """ "Which number should I ring for the Service Desk out of hours?": the condition rule
    reads the notes cell that says 'out of hours' ('24/7, and takes Service Desk calls out of
    hours'), which holds no number; it stays a guess, never `answered`."""
    q = "Which number should I ring for the Service Desk out of hours?"
    reading = reader.read(q, [Chunk("dir#0", DIRECTORY)])
    noted = [c for c in reading.candidates if c.text.startswith("24/7")]
    assert noted, [c.text for c in reading.candidates]
    assert all(c.confidence < reader.threshold("answer") for c in noted)
    best = reading.best
    assert best is not None
    assert best.confidence < reader.threshold("answer") or best.text == "01632 960999"


SYSTEM_PAGE = (
    "System page: Harbourlog.\n\n"
    "- Former name: FleetBook\n- Owning team: Fleet Engineering Team\n"
    "- Supplier: Keelson Data Services (hosting and third-line support)\n- RTO: 24 hours"
)
SUPPLIER_PAGE = (
    "Supplier profile: Keelson Data Services Ltd.\n\n"
    "Keelson Data Services Ltd hosts Harbourlog in its UK cloud region. Our account manager is "
    "Gareth Wyndham, who took over from Leonie Strachan in March 2024. Leonie now runs "
    "Keelson's northern accounts."
)
OTHER_SUPPLIER = (
    "Supplier profile: Pennant Scales Ltd.\n\n- Supplies: WeighSure\n"
    "- Account manager: Harriet Blyth\n- Technical contact: Ivo Stanek"
)


def _party_hop(nlp: Any, question: str, *texts: str) -> Any:
    from a2rag.read.party_hops import party_hop
    from a2rag.read.reader import with_evidence_names

    units = _units(*texts)
    return party_hop(with_evidence_names(frame_question(question, nlp), units), units)


def test_the_supplier_of_a_system_is_read_as_a_hop(nlp: Any, reader: Reader) -> None:
    """'Supplier: Keelson Data Services (...)' on Harbourlog's page makes the question one
    about Keelson, whose page says 'Our account manager is Gareth Wyndham'; the answer links
    the system's page. Another supplier's page is no part of it."""
    q = "Who is the account manager at the supplier of Harbourlog?"
    hop = _party_hop(nlp, q, SYSTEM_PAGE, SUPPLIER_PAGE, OTHER_SUPPLIER)
    assert hop is not None and hop.party == "Keelson Data Services"
    assert hop.asked == "Who is the account manager at Keelson Data Services?"
    chunks = [
        Chunk("sys#0", SYSTEM_PAGE),
        Chunk("sup#0", SUPPLIER_PAGE),
        Chunk("pen#0", OTHER_SUPPLIER),
    ]
    for asked in (q, "Who is the account manager for Harbourlog's supplier?"):
        best = reader.read(asked, chunks).best
        assert best is not None and best.text == "Gareth Wyndham"
        assert best.confidence >= reader.threshold("answer")
        assert "being the supplier of Harbourlog" in best.reasons[0]
        assert best.chunk_id == "sup#0" and best.linked_chunks == ["sys#0"]
    # without the system's page nothing says who supplies it
    assert _party_hop(nlp, q, SUPPLIER_PAGE.replace("hosts Harbourlog", "hosts it")) is None
    # a question asking no hop
    assert (
        _party_hop(nlp, "Who is the account manager at Keelson Data Services?", SYSTEM_PAGE) is None
    )


def test_a_register_row_and_a_directory_record_make_the_hop(nlp: Any) -> None:
    """The register's 'Main supplier' cell, reached through a glossary's former name, names
    the supplier; a 'Supplies:' line on another profile naming the system too would be a
    second supplier, and then nothing is read."""
    glossary = (
        "Glossary: former names.\n\n| Term | Type | Refers to |\n|---|---|---|\n"
        "| Tracksure | Former product name, until 2023 | FleetWise (FLEET-04) |"
    )
    register = (
        "System register.\n\n| Code | System | Tier | Main supplier |\n|---|---|---|---|\n"
        "| FLEET-04 | FleetWise | Tier 2 | Axlegrove Telematics |\n"
        "| WB-03 | WeighSure | Tier 2 | Pennant Scales Ltd |"
    )
    q = "Who is the technical contact at the company that supplies Tracksure?"
    hop = _party_hop(nlp, q, glossary, register)
    assert hop is not None and hop.party == "Axlegrove Telematics"
    rival = OTHER_SUPPLIER.replace("WeighSure", "FleetWise")
    assert _party_hop(nlp, q, glossary, register, rival) is None


def test_our_account_manager_is_read_on_the_suppliers_page(nlp: Any, reader: Reader) -> None:
    """'Our account manager is X' says the role on the supplier's page, as 'Her deputy is X'
    does on a team's."""
    best = reader.read(
        "Who is the account manager at Keelson Data Services?", [Chunk("sup#0", SUPPLIER_PAGE)]
    ).best
    assert best is not None and best.text == "Gareth Wyndham"
    assert best.confidence >= reader.threshold("answer")


def test_the_team_that_owns_a_system_is_read_as_a_hop(nlp: Any, reader: Reader) -> None:
    """'Owning team: Workforce Systems' on PayBridge's page makes "the team that owns
    PayBridge" the Workforce Systems team, whose page gives its deputy; prose on the system's
    page ('The Retail Systems team owns it') says it too, and two owners say nothing."""
    system = (
        "System page: PayBridge.\n\n- Purpose: payroll\n- Owning team: Workforce Systems\n- Tier: 2"
    )
    team = (
        "Team page: Workforce Systems.\n\n- Lead: Marcus Bell\n- Deputy: Joanna Kowal\n"
        "- Based at: Alder House"
    )
    q = "Who is the deputy lead of the team that owns PayBridge?"
    hop = _party_hop(nlp, q, system, team)
    assert hop is not None and hop.party == "Workforce Systems"
    assert hop.asked == "Who is the deputy lead of the Workforce Systems team?"
    best = reader.read(q, [Chunk("sys#0", system), Chunk("team#0", team)]).best
    assert best is not None and best.text == "Joanna Kowal"
    assert best.confidence >= reader.threshold("answer")
    assert "Workforce Systems being the team that owns PayBridge" in best.reasons[0]
    prose = "System page: TillPoint.\n\nTillPoint runs the tills. The Retail Systems team owns it."
    hop = _party_hop(nlp, "Who is the deputy of the team that owns TillPoint?", prose)
    assert hop is not None and hop.party == "Retail Systems"
    both = system + "\n\nThe Payroll Operations team owns it."
    assert _party_hop(nlp, q, both, team) is None
    # a team that looks after something else on the system's page is not its owner
    storage = "System page: TillPoint.\n\nDigital Services looks after the servers underneath."
    assert _party_hop(nlp, "Who is the deputy of the team that owns TillPoint?", storage) is None
    # the question's own wh-phrase is no description: "At which site is ..."
    at_site = _party_hop(nlp, "At which site is the team that owns PayBridge based?", system, team)
    assert (
        at_site is not None
        and at_site.asked == "At which site is the Workforce Systems team based?"
    )
    # a question still asking through a description once the team is named is deep mode's
    site = "Who is the lead inspector for the site where the team that owns PayBridge is based?"
    assert _party_hop(nlp, site, system, team) is None


def test_more_ways_a_page_says_which_team_owns_a_system(nlp: Any) -> None:
    """The owning team said as 'Ownership sits with ...' on the system's page, as the team
    page's 'Owned systems' line, register row ('| X | Owner |') or own sentence ('It owns
    X'); a supplier 'supported by' the system is no team, and a 'Co-owner' row owns nothing."""
    q = "Who leads the team that owns Keystone Workbench?"
    system = (
        "System page: Keystone Workbench.\n\nKeystone Workbench is supplied and supported by "
        "Corvane Software plc. Ownership sits with the Core Banking Platform Team, because it "
        "writes accounts into the ledger."
    )
    hop = _party_hop(nlp, q, system)
    assert hop is not None and hop.party == "Core Banking Platform"
    assert hop.asked == "Who leads the Core Banking Platform team?"
    supplier_only = system.split(" Ownership")[0]
    assert _party_hop(nlp, q, supplier_only) is None
    register = (
        "Team page: Core Banking Platform Team.\n\n| System | Role | Notes |\n|---|---|---|\n"
        "| Keystone Workbench | Owner | Upgraded with the ledger |\n"
        "| Integration layer | Co-owner | Shared with Digital Channels |"
    )
    hop = _party_hop(nlp, q, register)
    assert hop is not None and hop.party == "Core Banking Platform Team"[: -len(" Team")]
    shared = "Who leads the team that owns the Integration layer?"
    assert _party_hop(nlp, shared, register) is None
    owned = "Team page: Business Applications.\n\n- Owned systems: Keystone Workbench, Pocketbook"
    hop = _party_hop(nlp, q, owned)
    assert hop is not None and hop.party == "Business Applications"
    itself = (
        "Team page: Fleet Technology.\n\nIt is headed by Callum Ferreira. It owns Keystone "
        "Workbench and the van tablets."
    )
    hop = _party_hop(nlp, q, itself)
    assert hop is not None and hop.party == "Fleet Technology"
    # two teams said to own it: no hop
    assert _party_hop(nlp, q, owned, itself) is None


LEAD_PAGE = (
    "Team page: Fleet Technology.\n\nFleet Technology runs the routing software. It is headed "
    "by Callum Ferreira, who came over from the transport office in 2021, and its deputy is "
    "Annika Voss. The Infrastructure team is led by Marek Zielinski, who hosts our servers."
)


def test_who_leads_a_team_is_read_from_its_pages_prose(nlp: Any, reader: Reader) -> None:
    """ "Who leads the Fleet Technology team?" from 'It is headed by X' on the team's page;
    'X leads the team' and '<Team> is headed by X' say it too. Another team's lead named on
    the page is not this team's, a second lead says nothing, and a 'Lead:' field naming
    someone else contradicts it."""
    q = "Who leads the Fleet Technology team?"
    best = reader.read(q, [Chunk("team#0", LEAD_PAGE)]).best
    assert best is not None and best.text == "Callum Ferreira"
    assert best.confidence >= reader.threshold("answer")
    assert "says is its lead" in best.reasons[0]
    for said in (
        "Callum Ferreira leads the team.",
        "Fleet Technology is headed by Callum Ferreira.",
    ):
        page = f"Team page: Fleet Technology.\n\nIt owns the routing software. {said}"
        best = reader.read("Who heads Fleet Technology?", [Chunk("team#0", page)]).best
        assert best is not None and best.text == "Callum Ferreira", said
        assert best.confidence >= reader.threshold("answer")

    def ruled(text: str) -> Any:
        from a2rag.read.role_holders import role_answer

        return _rule(nlp, q, (text,), role_answer)

    assert ruled(LEAD_PAGE) is not None
    assert ruled(LEAD_PAGE.replace("It is headed", "The Data team is headed")) is None
    assert ruled(LEAD_PAGE + " Priya Raman leads the team on Fridays.") is None
    assert ruled(LEAD_PAGE + "\n\n- Lead: Priya Raman") is None
    # a past lead is no answer to who leads it now
    assert ruled(LEAD_PAGE.replace("It is headed", "It was headed")) is None


HISTORY = (
    "Supplier profile: Northlight Data Services.\n\nContract end: 31 October 2027\n\n"
    "Account management history\n\n| From | To | Account manager |\n|---|---|---|\n"
    "| 1 November 2020 | 19 January 2024 | Bartholomew Ince |\n"
    "| 20 January 2024 | present | Keiko Tanaka-Reid |"
)


def test_the_current_holder_is_the_open_row_of_a_history_table(nlp: Any, reader: Reader) -> None:
    """ "Who is the account manager at Northlight?" from the one row of the page's history
    table that runs to now ('present', or a 'Period' of 'from D'); not for a question about
    the past, nor when two rows are open or a row's period is not said."""
    from a2rag.read.current_rows import current_row_answer

    q = "Who is the account manager at Northlight Data Services?"
    best = reader.read(q, [Chunk("sup#0", HISTORY)]).best
    assert best is not None and best.text == "Keiko Tanaka-Reid"
    assert best.confidence >= reader.threshold("answer")
    assert "history table that runs to now" in best.reasons[0]
    period = (
        "Supplier profile: Vantiro Systems Ltd.\n\n| Period | Account manager | Notes |\n"
        "|---|---|---|\n| until 31 May 2023 | Sandra Okafor | has left Vantiro |\n"
        "| from 1 June 2023 | Felix Armitage | northern office |"
    )
    ruled = _rule(
        nlp, "Who is the account manager at Vantiro Systems?", (period,), current_row_answer
    )
    assert ruled is not None and ruled.text == "Felix Armitage"
    for asked in (
        "Who was the account manager at Northlight Data Services?",
        "Who was the account manager at Northlight Data Services in 2022?",
        "Who is the former account manager at Northlight Data Services?",
    ):
        assert _rule(nlp, asked, (HISTORY,), current_row_answer) is None, asked
    both_open = HISTORY.replace("19 January 2024 |", "present |")
    assert _rule(nlp, q, (both_open,), current_row_answer) is None
    unsaid = HISTORY.replace("| 19 January 2024 |", "| |").replace("| present |", "| |")
    assert _rule(nlp, q, (unsaid,), current_row_answer) is None


def test_a_deputy_who_became_deputy_holds_the_role(nlp: Any) -> None:
    """'Ravi Menon became deputy in September 2024; before that the post was held by Joanna
    Pike' on the team's page answers "Who is the deputy lead of Information Security?"; a
    second holder said the same way answers nothing."""
    from a2rag.read.role_holders import role_answer

    page = (
        "Team page: Information Security.\n\n"
        "Information Security is a small team. It is led by Aileen Strachan. Ravi Menon became "
        "deputy in September 2024; before that the post was held by Joanna Pike."
    )
    q = "Who is the deputy lead of Information Security?"
    found = _rule(nlp, q, (page,), role_answer)
    assert found is not None and found.text == "Ravi Menon"
    two = page + " Owen Tallis became deputy in March 2025."
    assert _rule(nlp, q, (two,), role_answer) is None
