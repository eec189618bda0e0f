"""Who was on call, read from rotas and swap logs laid out as tables: a log row's dates that
cover some days of the week, a rota whose first 'Week' column numbers the weeks, and a role
column that brackets its team, without a database."""

from __future__ import annotations

from a2rag.read.reader import Reader
from tests.reading import titled_pages

ROTA = (
    "IT on-call rota Q3 2024 (plan)",
    "Each on-call week runs from Monday 08:00 to the following Monday 08:00.\n\n"
    "| Week | Week beginning | Primary on call | Secondary on call |\n|---|---|---|---|\n"
    "| 9 | 26 August 2024 | Lucy Tamsin | Carl Furnival |\n"
    "| 10 | 2 September 2024 | Carl Furnival | Jonah Adair |\n"
    "| 11 | 9 September 2024 | Ravi Chandra | Elspeth Moyes |",
)
LOG = (
    "IT on-call swap log Q3 2024",
    "A swap takes effect only when its status is Approved. Cover ends at 08:00 on the "
    "morning after the last date.\n\n"
    "| Ref | Dates | Role | Rostered | Covered by | Status | Decided by |\n"
    "|---|---|---|---|---|---|---|\n"
    "| SW-05 | 31 August 2024 | Secondary | Carl Furnival | Ravi Chandra | Rejected | Priya Lak |\n"
    "| SW-06 | 7–8 September 2024 | Primary | Carl Furnival | Elspeth Moyes | Approved | "
    "Priya Lak |",
)


def test_a_log_row_covering_some_days_of_the_week(reader: Reader) -> None:
    """'Dates: 7–8 September 2024' swaps those days only: on Sunday 8 September the cover
    was on call, on Wednesday 4 September the rostered engineer; the rota's first column
    numbers its weeks, and its dates are in 'Week beginning'."""
    _, evidence = titled_pages([ROTA, LOG])
    swapped = reader.read("Who was primary on call on Sunday 8 September 2024?", evidence).best
    assert swapped is not None and swapped.text == "Elspeth Moyes"
    assert swapped.confidence >= reader.thresholds["answer"]
    kept = reader.read("Who was primary on call on Wednesday 4 September 2024?", evidence).best
    assert kept is not None and kept.text == "Carl Furnival"
    assert kept.confidence >= reader.thresholds["answer"]


def test_a_role_column_that_brackets_its_team(reader: Reader) -> None:
    rota = (
        "On-call rota, January to March 2025 (planned)",
        "| Week commencing | Primary (research computing) | Secondary (research computing) "
        "| Biorepository on-call |\n|---|---|---|---|\n"
        "| 27 January 2025 | Felix Harrow | Gwen Tallow | Owen Lisk |\n"
        "| 3 February 2025 | Declan Moor | Hamid Farr | Samir Hadd |",
    )
    _, evidence = titled_pages([rota])
    best = reader.read(
        "Who was on the rota as primary research-computing on-call in the week commencing "
        "3 February 2025?",
        evidence,
    ).best
    assert best is not None and best.text == "Declan Moor"
    assert best.confidence >= reader.thresholds["answer"]


OUTAGE = (
    "Post-incident review INC-2024-210: Quayside sorter stoppage",
    "Incident: INC-2024-210\nDate: Sunday 8 September 2024\nSite: Quayside\n\n"
    "The Quayside sorter stopped at 02:10 when its controller lost power.",
)


def test_on_call_on_the_day_of_an_incident_said_by_what_and_when(reader: Reader) -> None:
    """ "on the night the Quayside sorter stopped" and "when the Quayside sorter stopped in
    September 2024" time the question by the record's date (Sunday 8 September, swapped);
    "according to the published rota" asks the plan, not the swap."""
    _, evidence = titled_pages([ROTA, LOG, OUTAGE])
    for question in (
        "Who was primary on call on the night the Quayside sorter stopped?",
        "Who was the primary on-call engineer when the Quayside sorter stopped in September 2024?",
    ):
        best = reader.read(question, evidence).best
        assert best is not None and best.text == "Elspeth Moyes", question
        assert best.confidence >= reader.thresholds["answer"], question
    planned = reader.read(
        "According to the published rota, who should have been primary on call when the "
        "Quayside sorter stoppage began?",
        evidence,
    ).best
    assert planned is not None and planned.text == "Carl Furnival"
    assert planned.confidence >= reader.thresholds["answer"]


MONDAY_OUTAGE = (
    "Post-incident review INC-2024-214: Quayside label printer outage",
    "Incident: INC-2024-214\nDate: Monday 2 September 2024\nSite: Quayside\n\n"
    "The label printers stopped at 06:10 and were restarted at 07:30.",
)


def test_an_incident_on_the_handover_day_is_not_placed_in_a_week(reader: Reader) -> None:
    """The rota's weeks change hands on Monday at 08:00: an incident dated that Monday may
    belong to the week before, so no week's engineer is answered for it."""
    _, evidence = titled_pages([ROTA, LOG, MONDAY_OUTAGE])
    best = reader.read(
        "Who was primary on call on the day of the Quayside label printer outage?", evidence
    ).best
    assert best is None or best.confidence < reader.thresholds["answer"]
