"""Counts and values read out of a line that gives several: a count per place in a list, the
value of a kind said in front of it, a qualified field over a bare one, and a timeline's count
of what happened, without a database."""

from __future__ import annotations

from typing import Any

from a2rag.read.measures import _what_an_event_did
from a2rag.read.question import frame_question
from a2rag.read.reader import Reader
from tests.reading import titled_pages

INVENTORY = (
    "Network estate",
    "The Trust runs one wireless network at all three sites. There are 132 Wi-Fi access points "
    "across the Trust: 96 at Harrowcombe, 14 at Fenwick Lodge and 22 at Brackenmoor. The "
    "controller is a pair of appliances in the Harrowcombe server room.",
)
SENSORS = (
    "ClimaGuard environmental monitoring",
    "ClimaGuard records temperature and humidity in the archive stores.\n\n"
    "Sensors\n"
    "- Tollgate Archive Centre: 38 sensors, including 14 in Strongroom A and 12 in Strongroom B\n"
    "- Central Library: 24 sensors",
)


def test_a_count_per_place_is_the_one_the_list_gives_the_place(reader: Reader) -> None:
    """The whole ('132', '38') and the other places' shares are not the asked place's count."""
    _, evidence = titled_pages([INVENTORY, SENSORS])
    for question, answer in (
        ("How many Wi-Fi access points are installed at Fenwick Lodge?", "14"),
        ("How many Wi-Fi access points are there at Brackenmoor?", "22"),
        ("How many ClimaGuard sensors are installed in Strongroom B?", "12"),
    ):
        best = reader.read(question, evidence).best
        assert best is not None and best.text == answer, question
        assert best.confidence >= reader.thresholds["answer"], question


def test_a_list_of_another_thing_counts_nothing_asked(reader: Reader) -> None:
    """A list of access points per site gives no count of the staff there, nor one of snow
    guns a count of the fan guns among them."""
    _, evidence = titled_pages([INVENTORY])
    best = reader.read("How many staff work at Fenwick Lodge?", evidence).best
    assert best is None or best.text != "14" or best.confidence < reader.thresholds["answer"]
    guns = (
        "Snowmaking",
        "The system controls 146 snow guns in total: 82 at Glen Varrow, 54 at Carn Ellis and "
        "10 at Drumsallie. Around a third of them are fan guns.",
    )
    _, evidence = titled_pages([guns])
    best = reader.read("How many fan guns are installed at Carn Ellis?", evidence).best
    assert best is None or best.text != "54" or best.confidence < reader.thresholds["answer"]
    best = reader.read("How many snow guns are installed at Carn Ellis?", evidence).best
    assert best is not None and best.text == "54"
    assert best.confidence >= reader.thresholds["answer"]


BACKUPS = (
    "Backup and retention policy",
    "The table sets how each registered system is backed up and how long the copies are kept."
    "\n\n| System | Backup method | Frequency | Retention | Off-site copy |\n|---|---|---|---|---|\n"
    "| BerthLine (BRT-01) | Supplier snapshots | Every 4 hours | 35 days | Secondary region |\n"
    "| HoistTrack (LFT-04) | Supplier cloud backup by Liftmark | Daily | Lift and load records "
    "10 years; other data 2 years | Liftmark second data centre |\n"
    "| ShoreTill (CHD-06) | Database dump | Nightly at 23:30 | 14 days | None |",
)


def test_a_value_said_with_its_kind_is_answered_alone(reader: Reader) -> None:
    """'Lift and load records 10 years' answers "how long" with '10 years'."""
    _, evidence = titled_pages([BACKUPS])
    best = reader.read("How long are HoistTrack lift and load records retained?", evidence).best
    assert best is not None and best.text == "10 years"
    assert best.confidence >= reader.thresholds["answer"]


REGISTER = (
    "System register",
    "| Code | System | Business owner | Technical owner | Supplier |\n|---|---|---|---|---|\n"
    "| SEC-07 | GateKeeper | Graham Pettifer | Owen Pryce | Ironmark Security Systems |\n"
    "| CAS-01 | CaseLedger | Hamish Delacroix | Nadia Brookfield | Tallis Legal Software |",
)
REVIEW = (
    "Post-incident review INC-2025-040: GateKeeper door controller failure",
    "- Incident: INC-2025-040\n- System: GateKeeper (SEC-07)\n- Duration: 3 hours 20 minutes\n\n"
    "GateKeeper lost contact with the door controllers at Brindlow after a firmware update.\n\n"
    "Actions\n"
    "- Roll back the firmware on all controllers. Owner: Martin Crowe (Ironmark).\n"
    "- Add controller checks to the change template. Owner: Nadia Brookfield.\n"
    "- Review GateKeeper's support terms. Owner: Graham Pettifer.",
)


def test_a_qualified_field_is_read_over_an_actions_bare_owner(reader: Reader) -> None:
    """The review's action owners are 'Owner:' lines on a page naming GateKeeper; "the
    technical owner" is the register's 'Technical owner', directly and through the incident."""
    _, evidence = titled_pages([REVIEW, REGISTER])
    for question in (
        "Who is the technical owner of GateKeeper?",
        "Who is the technical owner of the system that failed in INC-2025-040?",
    ):
        best = reader.read(question, evidence).best
        assert best is not None and best.text == "Owen Pryce", question
        assert best.confidence >= reader.thresholds["answer"], question


SHUTDOWN = (
    "Tarn power-down log, 14 June 2025",
    "Time: 13:40; Event: scheduler drained\n"
    "Time: 13:48; Event: 190 Tarn standard nodes powered off\n"
    "Time: 14:05; Event: remaining nodes powered off",
)


def test_a_timeline_count_is_what_happened_not_what_there_is(reader: Reader, nlp: Any) -> None:
    """'190 Tarn standard nodes powered off' is never answered as how many Tarn has."""
    _, evidence = titled_pages([SHUTDOWN])
    best = reader.read("How many standard compute nodes does Tarn have?", evidence).best
    assert best is not None
    assert not (best.text.startswith("190") and best.confidence >= reader.thresholds["answer"])
    line = "Time: 13:48; Event: 190 Tarn standard nodes powered off"
    end = line.index(" powered")
    asked = frame_question("How many Tarn standard nodes were powered off at 13:48?", nlp)
    assert not _what_an_event_did(asked, line, end)  # the question says what happened
    had = frame_question("How many standard compute nodes does Tarn have?", nlp)
    assert _what_an_event_did(had, line, end)
