"""A person the question names by a role of a named system ("the business owner of Yardbook",
"FrostWatch's technical owner"), read as a hop to what is asked of them, without a database."""

from __future__ import annotations

from a2rag.read.deputies import asked_person
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


ORG_CHART = (
    "Organisation chart: IT and depots",
    "- Tollbridge Depot manager: Gwendolyn Ashdown; deputy Ifeoma Strand\n"
    "- Imaging and Radiation Protection: lead Dr Tomasz Wierzbicki, who is also the Radiation "
    "Protection Supervisor; deputy Esme Hollis, senior radiographer\n"
    "- Baggage and Airside Systems Lead: Colm Fairweather\n"
    "- Security Systems Lead: Ivo Penhale\n"
    "- Deputy Baggage and Airside Systems Lead: Sunita Mavros",
)
DEPOT_REGISTER = (
    "System register",
    "| Code | System | Business owner | Technical owner |\n|---|---|---|---|\n"
    "| DEP-03 | Yardbook | Gwendolyn Ashdown | Priya Castellan |\n"
    "| BHS-01 | SortLine | Colm Fairweather | Dafydd Rowntree |",
)


def test_a_named_persons_deputy_is_read_beside_them_or_their_role(reader: Reader) -> None:
    """'X; deputy Y', 'lead X, who ...; deputy Y' and 'Deputy <X's role>: Y' each give X's
    deputy, asked by name or through the role X holds."""
    _, evidence = titled_pages([ORG_CHART, DEPOT_REGISTER])
    for question, answer in (
        ("Who deputises for Gwendolyn Ashdown?", "Ifeoma Strand"),
        ("Who is the deputy of Dr Tomasz Wierzbicki?", "Esme Hollis"),
        ("Who is the deputy of Colm Fairweather?", "Sunita Mavros"),
        ("Who deputises for the business owner of Yardbook?", "Ifeoma Strand"),
        ("Who is the deputy of the person who is business owner of SortLine?", "Sunita Mavros"),
    ):
        best = reader.read(question, evidence).best
        assert best is not None and best.text == answer, question
        assert best.confidence >= reader.thresholds["answer"], question


def test_a_person_with_no_deputy_said_gets_none_from_a_neighbour(reader: Reader) -> None:
    """Ivo Penhale's line names no deputy: the next line's deputy is not his; and two
    different deputies said of one person answer nothing."""
    _, evidence = titled_pages([ORG_CHART])
    best = reader.read("Who deputises for Ivo Penhale?", evidence).best
    assert best is None or best.confidence < reader.thresholds["answer"]
    two = (
        "Team leads",
        "- Service Desk Manager: Ada Quist; deputy Lena Marsh\n"
        "- Ada Quist (Service Desk Manager) and her deputy is Tomas Birk",
    )
    _, evidence = titled_pages([two])
    assert asked_person("Who deputises for Ada Quist?") == "Ada Quist"
    best = reader.read("Who deputises for Ada Quist?", evidence).best
    assert best is None or best.confidence < reader.thresholds["answer"]
    one = ("Team leads", "- Service Desk Manager: Ada Quist; deputy Lena Marsh")
    best = reader.read("Who deputises for Ada Quist?", titled_pages([one])[1]).best
    assert best is not None and best.text == "Lena Marsh"
    assert best.confidence >= reader.thresholds["answer"]
