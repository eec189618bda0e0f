"""The total row of a table: "Across all five stores combined, how many transactions are
processed on an average day?" is the 'All stores' row's cell under 'Average daily
transactions', not one store's figure nor a total of another column ('Peak day observed').

The question must ask a total ('combined', 'in total', 'across all ...'); the row's first cell
must call it one ('All stores', 'Total'); and exactly one of its columns must be named by the
question's words (every word of its header, 'daily' read as 'day'), more fully than any other.
Two tables whose total rows give different values are no answer. A rule, not a fitted model:
it shares the field rule's measured train accuracy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from a2rag.read.candidates import Candidate, Unit
from a2rag.read.fields import field_root
from a2rag.read.lexical import content_words, norm_phrase
from a2rag.read.measures import TOTAL_ASKED
from a2rag.read.question import Expected, QuestionFrame

_TOTAL_ROW = re.compile(r"^\s*(?:all|total|totals|overall|combined|whole|grand\s+total)\b", re.I)
_COUNTED = frozenset({Expected.NUMBER, Expected.MONEY})
# words a column's name may add that the question need not say
_UNSAID = frozenset({"number", "count", "total", "per", "figure", "value", "amount"})
_PERIODIC = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year",
             "annual": "year", "hourly": "hour"}  # fmt: skip


@dataclass(frozen=True)
class TotalAnswer:
    text: str
    column: str
    row: str
    candidate: Candidate


def _words(text: str) -> set[str]:
    return {field_root(_PERIODIC.get(w, w)) for w in content_words(text.replace("-", " "))}


def total_row_answer(frame: QuestionFrame, units: list[Unit]) -> TotalAnswer | None:
    """The cell of a total row under the one column the question names."""
    if frame.expected not in _COUNTED or not TOTAL_ASKED.search(frame.text):
        return None
    asked = _words(frame.text)
    unsaid = {field_root(w) for w in _UNSAID}
    found: dict[str, TotalAnswer] = {}
    for u in units:
        if not u.is_table or len(u.cells) < 2 or not _TOTAL_ROW.match(u.cells[0]):
            continue
        fits = []
        for head, cell in zip(u.header[1:], u.cells[1:], strict=False):
            words = _words(head) - unsaid
            if words and words <= asked and re.search(r"\d", cell):
                fits.append((len(words), head, cell.strip()))
        fits.sort(key=lambda f: -f[0])
        if not fits or (len(fits) > 1 and fits[0][0] == fits[1][0]):
            continue
        _, head, cell = fits[0]
        cand = Candidate(cell, "CELL", u, 0, 0, head, head)
        found.setdefault(norm_phrase(cell), TotalAnswer(cell, head, u.cells[0].strip(), cand))
    return next(iter(found.values())) if len(found) == 1 else None
