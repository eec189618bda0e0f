"""A person the question names by a role of a named system ("the business owner of Yardbook",
"FrostWatch's technical owner"), read as a hop to what is asked of them, without a database."""

from __future__ import annotations

from a2rag.read.reader import Reader
from a2rag.read.role_hops import role_hop
from tests.reading import titled_pages

REGISTER = (
    "System register",
    "| Code | System | Business owner | Technical owner |\n|---|---|---|---|\n"
    "| YB-01 | Yardbook | Harriet Colby | Dev Okoro |\n"
    "| TL-02 | Tollgate | Sam Pryor | Dev Okoro |",
)
STAFF = (
    "IT team contacts",
    "| Name | Role | Deputy | Extension |\n|---|---|---|---|\n"
    "| Harriet Colby | Depot Operations Manager | Lena Marsh | 4410 |\n"
    "| Dev Okoro | Infrastructure Lead | Tomas Birk | 4420 |\n"
    "| Sam Pryor | Finance Manager | Ada Quist | 4430 |",
)


def test_the_holder_of_a_systems_role_is_asked_by_name(reader: Reader) -> None:
    """The register gives the role's holder, the staff list what is asked of them; the
    other system's owner and the technical owner are not read."""
    _, evidence = titled_pages([REGISTER, STAFF])
    for question, answer in (
        ("What is the extension of the business owner of Yardbook?", "4410"),
        ("What is the extension of Tollgate's business owner?", "4430"),
    ):
        best = reader.read(question, evidence).best
        assert best is not None and best.text == answer, question
        assert best.confidence >= reader.thresholds["answer"], question


def test_a_question_asking_the_role_itself_is_no_hop() -> None:
    assert role_hop("Who is the business owner of Yardbook?") is None
    hop = role_hop("Who is the deputy of the person who is business owner of Yardbook?")
    assert hop is not None and hop.first == "Who is the business owner of Yardbook?"
