"""Comparisons whose sides the evidence names otherwise than the question: incidents said by
what and when, a site named short of its kind ('Hexley' for 'Hexley Depot'), 'the one at X';
a duration never compared with another scale; and how long one such incident lasted, without
a database."""

from __future__ import annotations

from a2rag.read.compare import compare
from a2rag.read.question import choice_options
from a2rag.read.reader import Reader
from tests.reading import titled_pages

OUTAGE = (
    "Post-incident review INC-2025-031: Ferrypoint booking outage",
    "Incident: INC-2025-031\nDate: 14 March 2025\nSystem: Ferrypoint\n"
    "Duration: 2 hours 10 minutes\n\n"
    "Bookings failed from 08:05 because the certificate on the booking API had expired. "
    "Service was restored at 10:15 and 46 customers were called back.",
)
STALL = (
    "Post-incident review INC-2025-058: Tallyhall payment file stall",
    "Incident: INC-2025-058\nDate: 2 May 2025\nSystem: Tallyhall\n\n"
    "The nightly payment file stopped at 11:40 and was released at 13:05, a total of "
    "1 hour 25 minutes. Ninety-two payments went out the next day.",
)
# a record of the same month and kind that the description does not fit
OTHER = (
    "Post-incident review INC-2025-033: Ferrypoint kiosk printer fault",
    "Incident: INC-2025-033\nDate: 20 March 2025\nSystem: Ferrypoint kiosks\n"
    "Duration: 6 hours 40 minutes\n\nThe kiosk printers at the quay stopped printing tickets.",
)


def test_incidents_said_by_what_and_when_are_compared_by_their_records() -> None:
    """Each side is the one record of its month whose heading describes it; the length is
    the one each record states ('Duration:', 'a total of'), not the clock time '11:40'."""
    units, _ = titled_pages([OTHER, OUTAGE, STALL])
    question = (
        "Which lasted longer, the March 2025 Ferrypoint booking outage or the May 2025 "
        "Tallyhall payment file stall?"
    )
    options = choice_options(question)
    found = compare(question, options, units)
    assert found is not None and found.answer == options[0]
    assert list(found.values.values()) == ["2 hours 10 minutes", "1 hour 25 minutes"]
    shorter = compare(question.replace("longer", "shorter"), options, units)
    assert shorter is not None and shorter.answer == options[1]


def test_incident_codes_are_compared_by_the_length_their_records_state() -> None:
    """A record that states its length only in prose ('a total of 1 hour 25 minutes') is
    read by that length, not by the first number of the sentence ('11' of '11:40'), which
    left the two sides on different scales and the question unanswered."""
    units, _ = titled_pages([OUTAGE, STALL])
    found = compare(
        "Which incident lasted longer, INC-2025-058 or INC-2025-031?",
        ["INC-2025-058", "INC-2025-031"],
        units,
    )
    assert found is not None and found.answer == "INC-2025-031"
    assert found.values["INC-2025-058"] == "1 hour 25 minutes"


HEXLEY = (
    "Site notes: Hexley Depot",
    "Hexley Depot on Mill Street is our largest garage. The comms room there is protected "
    "by a UPS with a runtime of 45 minutes at current load, and a generator starts within "
    "a minute.",
)
MARLOW = (
    "Site notes: Marlow Road Depot",
    "Marlow Road Depot lies six miles north of Hexley. It has no generator, so its comms "
    "room relies on a UPS, which gives a runtime of 20 minutes, compared with 45 minutes "
    "at Hexley.",
)


def test_a_side_named_short_of_its_kind_is_read_on_its_own_page() -> None:
    """'Marlow Road' of "Which depot ...?" is 'Marlow Road Depot', whose page is its own:
    Hexley's value is read on Hexley's page, not from the sentence on Marlow Road's page
    that names Hexley to compare."""
    units, _ = titled_pages([MARLOW, HEXLEY])
    question = "Which depot has the longer UPS runtime, Hexley or Marlow Road?"
    found = compare(question, choice_options(question), units)
    assert found is not None and found.answer == "Hexley"
    assert found.values == {"Hexley": "45 minutes", "Marlow Road": "20 minutes"}
    assert found.units["Hexley"].chunk_id == "d1#0"


def test_the_one_at_a_place_is_that_place() -> None:
    units, _ = titled_pages([MARLOW, HEXLEY])
    question = "Which UPS lasts longer, the one at Marlow Road Depot or the one at Hexley Depot?"
    found = compare(question, choice_options(question), units)
    assert found is not None and found.answer == "Hexley Depot"


def test_a_duration_is_not_compared_with_a_power_rating() -> None:
    """'about 25 minutes of runtime' beside 'an 800 kVA generator' on one side, '500 kVA' on
    the other: no answer ('500' against 25 minutes made Ashgrove's the larger generator)."""
    units, _ = titled_pages(
        [
            (
                "Site notes: Kestrel Moor",
                "Kestrel Moor is the main plant. Power is protected by a UPS giving about 25 "
                "minutes of runtime, and by an 800 kVA diesel generator that starts in 15 "
                "seconds.",
            ),
            (
                "Site notes: Ashby Lane",
                "Ashby Lane is the second plant. Power protection is a 500 kVA diesel generator.",
            ),
        ]
    )
    found = compare(
        "Which site has the larger permanent generator, Kestrel Moor or Ashby Lane?",
        ["Kestrel Moor", "Ashby Lane"],
        units,
    )
    assert found is None or found.answer == "Kestrel Moor"


def test_resolved_faster_is_the_shorter_incident() -> None:
    units, _ = titled_pages([OUTAGE, STALL])
    found = compare(
        "Which was resolved faster, INC-2025-031 or INC-2025-058?",
        ["INC-2025-031", "INC-2025-058"],
        units,
    )
    assert found is not None and found.answer == "INC-2025-058"
    assert found.direction == "smaller"


def test_how_long_an_incident_said_by_what_and_when_lasted(reader: Reader) -> None:
    """No heading says 'May 2025': the record is the one of that month whose heading fits
    the description, and its length is the one it states."""
    _, evidence = titled_pages([OUTAGE, STALL, OTHER])
    best = reader.read("How long did the payment file stall in May 2025 last?", evidence).best
    assert best is not None and best.text == "1 hour 25 minutes"
    assert best.confidence >= reader.thresholds["answer"]


def test_how_long_a_system_was_down_in_an_incident(reader: Reader) -> None:
    """ "How long was Quillmark down in INC-2024-0419?": the length the record states in
    prose ('was unavailable to ... for 5 hours 40 minutes'), not a time of its timeline."""
    record = (
        "Incident report: INC-2024-0419 - Quillmark unavailable",
        "Priority: P1 | Status: Closed | Incident manager: Hana Blythe\n"
        "On Thursday 11 April 2024, Quillmark was unavailable to all claims handlers at "
        "Dunmore Bridge and Linvale for 5 hours 40 minutes. New claims were taken on paper.\n"
        "| Time | Event |\n|---|---|\n| 08:52 | Handlers report login failures |\n"
        "| 09:20 | Supplier engaged; its target is a fix within 4 hours |\n"
        "| 12:15 | Failover to the standby, which takes 45 minutes, ruled out |\n"
        "| 14:32 | Service restored and confirmed by team leaders |",
    )
    _, evidence = titled_pages([record, OTHER])
    best = reader.read("How long was Quillmark down in INC-2024-0419?", evidence).best
    assert best is not None and best.text == "5 hours 40 minutes"
    assert best.confidence >= reader.thresholds["answer"]
    # read as the length the record states, not as the candidate model's best duration
    assert any("the record of Quillmark in INC-2024-0419" in r for r in best.reasons)


SYSTEMS = (
    "System register",
    "| Code | System | Tier | RTO | Supplier |\n|---|---|---|---|---|\n"
    "| BIN-02 | Skipfleet | Tier 1 | 4 hours | Harrowgate Telematics |\n"
    "| CRM-05 | Citizen Desk | Tier 2 | 2 hours | Marlow Data Ltd |",
)
FAILED_IN_21 = (
    "Post-incident review INC-2025-021: Skipfleet cab tablets offline",
    "Incident: INC-2025-021\nDate: 3 March 2025\nSystem: Skipfleet (BIN-02)\n\n"
    "The cab tablets lost their rounds for two hours.",
)
FAILED_IN_33 = (
    "Post-incident review INC-2025-033: Citizen Desk case queue stuck",
    "Incident: INC-2025-033\nDate: 9 April 2025\nSystem: Citizen Desk (CRM-05)\n\n"
    "New cases stopped reaching the queue.",
)
DIRECTORY = (
    "Supplier directory",
    "| Supplier | Systems | Account manager | Former account manager | Renewal date |\n"
    "|---|---|---|---|---|\n"
    "| Harrowgate Telematics | BIN-02 | Ada Quill | Tom Reeve, until 1 November 2023 | "
    "30 June 2026 |\n"
    "| Marlow Data Ltd | CRM-05 | Bea Lumb | No change | 31 May 2026 |",
)


def test_sides_described_by_their_incidents_are_compared_by_name(reader: Reader) -> None:
    """ "the one that failed in INC-2025-021" is the system its record names; the RTOs of
    the two systems so read decide, and the answer names the system."""
    _, evidence = titled_pages([SYSTEMS, FAILED_IN_21, FAILED_IN_33])
    read = reader.read(
        "Which system has the longer RTO: the one that failed in INC-2025-021 or the one "
        "that failed in INC-2025-033?",
        evidence,
    )
    best = read.best
    assert best is not None and best.text == "Skipfleet"
    assert best.confidence >= reader.thresholds["answer"]
    assert read.options == ["Skipfleet", "Citizen Desk"]


def test_suppliers_of_named_systems_are_compared_by_their_renewal_dates(
    reader: Reader,
) -> None:
    """'the supplier of Skipfleet' is the register's supplier; its renewal date is the
    directory's 'Renewal date' cell, not the former account manager's 'until 1 November
    2023'."""
    _, evidence = titled_pages([SYSTEMS, DIRECTORY])
    best = reader.read(
        "Whose contract comes up for renewal first: the supplier of Skipfleet or the supplier "
        "of Citizen Desk?",
        evidence,
    ).best
    assert best is not None and best.text == "Marlow Data Ltd"
    assert best.confidence >= reader.thresholds["answer"]
    assert "31 May 2026" in best.reasons[0] and "30 June 2026" in best.reasons[0]


def test_a_count_asked_per_day_is_not_read_from_a_story(reader: Reader) -> None:
    """ "How many pallets does Ashby Lane despatch on an average day?": 'noticed two pallets'
    in an incident's story is the one number of pallets where Ashby Lane is named, but it
    counts nothing per day; it was `answered` at the count rule's accuracy."""
    story = (
        "Post-mortem INC-2368: duplicated batch codes",
        "The problem was detected at 10:45 by a despatch checker at Ashby Lane, who noticed "
        "two pallets with the same batch code but different product descriptions.",
    )
    figures = (
        "Depot volumes",
        "| Depot | Measure | Value |\n|---|---|---|\n| Ashby Lane | Despatched per day | 1,240 |",
    )
    _, evidence = titled_pages([story, figures])
    read = reader.read("How many pallets does Ashby Lane despatch on an average day?", evidence)
    assert not any(
        "two" in c.text and c.confidence >= reader.thresholds["answer"] for c in read.candidates
    )


def test_a_value_under_the_asked_condition_must_say_what_is_asked(reader: Reader) -> None:
    """ "What time does the service desk open ... during the January membership peak?": '07:00'
    in a usage figure 'during the January membership peak' states the condition but nothing
    of the desk or its opening; it was `answered` at the condition rule's accuracy."""
    figures = (
        "Capacity and usage figures",
        "- The highest number of concurrent BookPoint sessions recorded was 1,870, at 07:00 on "
        "Saturday 6 January 2024, during the January membership peak.",
    )
    _, evidence = titled_pages([figures])
    read = reader.read(
        "What time does the service desk open on weekdays during the January membership peak?",
        evidence,
    )
    assert all(c.confidence < reader.thresholds["answer"] for c in read.candidates)
