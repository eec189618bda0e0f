"""A question about an earlier version of a policy, answered from the sentence that version
states otherwise than the current one, without a database."""

from __future__ import annotations

from a2rag.read.reader import Reader
from tests.reading import titled_pages

CURRENT = (
    "Clinical Image Sharing Policy v3.0 (Current)",
    "Document: Clinical Image Sharing Policy\nVersion: 3.0 (current)\nEffective from: 1 July "
    "2024\nSupersedes: version 2.1\n\nRecords and retention\n"
    "- Every share is recorded in the patient's record with the route and the date.\n"
    "- Copies held in the group's SecureRelay outbox are deleted automatically after 14 days.\n"
    "- Patients who ask for copies of their own images receive them within 21 calendar days.",
)
OLD = (
    "Clinical Image Sharing Policy v2.1 (Superseded)",
    "SUPERSEDED: this version was withdrawn on 30 June 2024 and replaced by version 3.0.\n\n"
    "Document: Clinical Image Sharing Policy\nVersion: 2.1\nEffective from: 1 February 2022\n\n"
    "Records and retention\n"
    "- Shares were recorded in a spreadsheet held by each practice manager.\n"
    "- Copies in the SecureRelay outbox were deleted after 30 days. Returned USB sticks were "
    "wiped within 5 working days.\n"
    "- Patients received copies of their own images within 40 calendar days.",
)


def test_the_old_versions_value_is_read_from_the_sentence_that_changed(reader: Reader) -> None:
    """'deleted after 30 days' answers "how long were copies kept" under version 2.1: the
    current version says the same sentence with 14 days."""
    _, evidence = titled_pages([CURRENT, OLD])
    for question in (
        "Under the superseded version 2.1 of the image sharing policy, how long were copies "
        "kept in the SecureRelay outbox?",
        "Under the old image sharing policy, how long were copies kept in the SecureRelay outbox?",
    ):
        best = reader.read(question, evidence).best
        assert best is not None and best.text == "30 days", question
        assert best.confidence >= reader.thresholds["answer"], question


def test_a_sentence_no_other_version_restates_is_no_twin(reader: Reader) -> None:
    """The USB sticks' 5 working days has no twin in version 3.0; and a question that the
    changed sentence does not say is not answered from it."""
    _, evidence = titled_pages([CURRENT, OLD])
    best = reader.read(
        "Under the old image sharing policy, how quickly were returned USB sticks wiped?",
        evidence,
    ).best
    assert best is None or not any("another version states otherwise" in r for r in best.reasons)
    best = reader.read(
        "Under the old image sharing policy, how long did a referral letter take to send?",
        evidence,
    ).best
    assert best is None or best.confidence < reader.thresholds["answer"]
