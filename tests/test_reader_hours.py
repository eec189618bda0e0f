"""When a desk opens or closes on the asked day and in the asked season, without a database:
a grid of periods by days, rows of period, days and hours, lists under a heading, and prose;
another thing's hours on the same page, and two answers for the asked day, answer nothing."""

from __future__ import annotations

from typing import Any

import pytest

from a2rag.read.candidates import units_of
from a2rag.read.opening_hours import days_of, hours_answer
from a2rag.read.question import frame_question
from a2rag.read.reader import Reader
from tests.reading import Chunk

GRID = (
    "Service desk hours.\n\n| Period | Monday to Friday | Saturday | Sunday |\n"
    "|---|---|---|---|\n"
    "| Standard weeks | 07:30 to 18:30 | 08:30 to 13:00 | Closed |\n"
    "| Peak Season (2 to 23 December) | 07:00 to 20:00 | 08:00 to 16:00 | 10:00 to 14:00 |"
)
ROWS = (
    "Service desk hours and contacts.\n\n| Period | Days | Desk open |\n|---|---|---|\n"
    "| Standard | Monday to Friday | 07:00 to 20:00 |\n"
    "| Standard | Saturday | 08:00 to 18:00 |\n"
    "| Peak period (1 December to 2 January) | Every day | 06:00 to 22:00 |"
)
LISTS = (
    "Service desk hours and contacts.\n\nStandard hours\n- Monday to Friday: 07:00 to 19:00\n"
    "- Saturday: 08:00 to 16:00\n\nPeak period hours (15 November to 10 January)\n"
    "- Monday to Friday: 07:00 to 22:00\n- Saturday and Sunday: 08:00 to 20:00"
)
PROSE = (
    "Team page: Service Desk.\n\nThe desk is staffed from 07:00 to 20:00 on weekdays and from "
    "08:00 to 14:00 on Saturdays. Contact centre hours are 08:00 to 20:00 on weekdays and 09:00 "
    "to 13:00 on Saturdays."
)


def _hours(nlp: Any, question: str, *texts: str) -> str | None:
    units = [u for k, t in enumerate(texts) for u in units_of(f"d{k}#0", k, t)]
    found = hours_answer(frame_question(question, nlp), units)
    return found.text if found else None


def test_days_of_reads_ranges_and_kinds() -> None:
    assert days_of("Monday to Friday") == frozenset(range(5))
    assert days_of("Thursday to Sunday") == frozenset({3, 4, 5, 6})
    assert days_of("Weekends and bank holidays") == frozenset({5, 6, 7})
    assert days_of("Every day") == frozenset(range(7))
    assert days_of("Closed") == frozenset()


@pytest.mark.parametrize(
    ("question", "text", "expected"),
    [
        ("What time does the service desk close on weekdays during Peak Season?", GRID, "20:00"),
        ("What time does the service desk close on Saturdays?", GRID, "13:00"),
        ("What time does the service desk open on a Saturday in mid-December?", ROWS, "06:00"),
        ("What time does the service desk open on a Saturday?", ROWS, "08:00"),
        (
            "What are the service desk's Saturday hours during the peak period?",
            LISTS,
            "08:00 to 20:00",
        ),
        ("What time does the service desk close on a Saturday outside the peak?", LISTS, "16:00"),
        ("What time does the Service Desk close on Saturdays?", PROSE, "14:00"),
    ],
)
def test_the_asked_day_and_season_pick_the_hours(
    nlp: Any, question: str, text: str, expected: str
) -> None:
    assert _hours(nlp, question, text) == expected


def test_other_hours_and_two_answers_give_none(nlp: Any) -> None:
    # each sentence's hours are its own subject's: the contact centre's beside the desk's
    assert _hours(nlp, "What time does the contact centre open on Saturdays?", PROSE) == "09:00"
    assert _hours(nlp, "What time does the help line open on Saturdays?", PROSE) is None
    # a season the page does not state is not the standard one
    assert (
        _hours(nlp, "What time does the service desk close on Saturdays in the summer peak?", GRID)
        is None
    )
    # Saturday and Sunday asked as "the weekend" differ in the peak: no one answer
    assert (
        _hours(nlp, "What time does the service desk close at weekends during Peak Season?", GRID)
        is None
    )


def test_the_reader_answers_with_the_rule(nlp: Any) -> None:
    reader = Reader(nlp)
    q = "What time does the service desk close on weekdays during Peak Season?"
    best = reader.read(q, [Chunk("hours#0", GRID)]).best
    assert best is not None and best.text == "20:00"
    assert best.confidence >= reader.threshold("answer")
    assert "Peak Season" in best.reasons[0]
