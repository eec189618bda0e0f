"""Values the rules read where the candidate model stays unsure: a person's name in a person's
column that the tagger leaves untyped, the one row of a backup table that says what the
question picks, and the one sentence that says every word a value question asks; without a
database."""

from __future__ import annotations

from a2rag.read.candidates import KEY_VALUE, _person_cell
from a2rag.read.covered import covered_answer
from a2rag.read.reader import Reader, candidate_rows
from tests.reading import titled_pages

REGISTER = (
    "Application register",
    "| Code | Name | Supplier | Business owner | Technical owner |\n"
    "|---|---|---|---|---|\n"
    "| QF-11 | Quayfare | Merrow Transit Software | Odalys Brennick | Caoimhe Lusk |\n"
    "| QF-12 | Dockslate | Merrow Transit Software | Odalys Brennick | Eilidh Brackwater |",
)
SUPPLIER_RUN = (
    "Application register: supplier-run systems",
    "| Code | Name | Supplier | Business owner | Technical owner |\n"
    "|---|---|---|---|---|\n"
    "| QF-13 | Tidemark | Merrow Transit Software | Odalys Brennick | Kestrel IT Services |",
)
BACKUPS = (
    "Backup schedule",
    "Every backup goes to the Harrowgate vault.\n\n"
    "| System | What is backed up | Schedule | Retention |\n"
    "|---|---|---|---|\n"
    "| Quayfare (QF-11) | transaction log | hourly | 5 days |\n"
    "| Quayfare (QF-11) | full database | nightly at 23:10 | 45 days |\n"
    "| Dockslate (QF-12) | full database | weekly | 8 weeks |",
)
REVIEW = (
    "Post-incident review INC-7731: sign-in lockouts",
    "On a Monday morning a password-spraying attack hit the public sign-in page. The first "
    "tickets came in at 08:05 and the page was blocked for foreign addresses by 09:20.\n\n"
    "In the end 418 staff accounts were locked, out of about 2,600. Nobody's account was taken "
    "over.",
)


def test_a_name_under_a_persons_column_is_a_person(reader: Reader) -> None:
    """'Caoimhe Lusk' under 'Technical owner' answers who the technical owner is, though the
    tagger, reading the cell alone, leaves it untyped (and calls 'Eilidh Brackwater' an
    organisation); the business owner's column, which it does type, is not the one asked."""
    _, evidence = titled_pages([REGISTER])
    for system, owner in (("Quayfare", "Caoimhe Lusk"), ("Dockslate", "Eilidh Brackwater")):
        best = reader.read(f"Who is the technical owner of {system}?", evidence).best
        assert best is not None and best.text == owner, system
        assert best.confidence >= reader.thresholds["answer"], system


def test_another_columns_person_is_no_answer(reader: Reader) -> None:
    """Where the technical owner is a company, the business owner beside it is no confident
    answer to "Who is the technical owner?"."""
    _, evidence = titled_pages([SUPPLIER_RUN])
    best = reader.read("Who is the technical owner of Tidemark?", evidence).best
    assert best is not None
    assert best.text != "Odalys Brennick" or best.confidence < reader.thresholds["answer"]
    best = reader.read("Who is the business owner of Tidemark?", evidence).best
    assert best is not None and best.text == "Odalys Brennick"


def test_a_team_in_a_persons_column_is_no_person() -> None:
    """A team or a company under 'Owner' is not read as a person's name."""
    assert _person_cell("Technical owner", "Caoimhe Lusk")
    assert not _person_cell("Technical owner", "Integration Services")
    assert not _person_cell("Owner", "Merrow Transit Software")
    assert not _person_cell("Supplier", "Caoimhe Lusk")  # not a person's column
    assert not _person_cell("Owner", "Operations Director")  # a role, not a name


def test_the_row_that_says_what_the_question_picks(reader: Reader) -> None:
    """Quayfare has two backups; "the nightly full backup" is the row saying 'full' and
    'nightly', and 'backup' is the thing asked, not a role's modifier. A question that says
    neither picks no row."""
    _, evidence = titled_pages([BACKUPS])
    best = reader.read("How long do we keep the nightly full backup of Quayfare?", evidence).best
    assert best is not None and best.text == "45 days"
    assert best.confidence >= reader.thresholds["answer"]
    best = reader.read("How long are backups of Quayfare kept?", evidence).best
    assert best is None or best.confidence < reader.thresholds["answer"]


def test_the_one_sentence_that_says_every_word_asked(reader: Reader) -> None:
    """The review's sentence says 'accounts' and 'locked' and names no incident; its page
    does. Its clause's count is the answer, not the total beside it."""
    _, evidence = titled_pages([REVIEW])
    best = reader.read("How many accounts were locked during INC-7731?", evidence).best
    assert best is not None and best.text.split()[0] == "418"
    assert best.confidence >= reader.thresholds["answer"]


def test_a_sentence_that_says_it_with_two_values_answers_nothing(reader: Reader) -> None:
    """Two values in clauses that both say what is asked: which one is meant is unsaid."""
    page = (
        "Lockout figures",
        "Quayfare locked 418 accounts in March, and Quayfare locked 233 accounts in April.",
    )
    units, evidence = titled_pages([page])
    frame = reader.frame("How many accounts did Quayfare lock?")
    _, cands = candidate_rows(frame, units, reader.parses.parse)
    assert cands and covered_answer(frame, units, cands) is None
    best = reader.read("How many accounts did Quayfare lock?", evidence).best
    assert best is None or best.confidence < reader.thresholds["answer"]
    page = (
        "Policy: Vault access",
        "- Visit requests need 3 working days' notice for Vault 1 and the cold room, and 6 "
        "working days for Vault 2.",
    )
    _, evidence = titled_pages([page])
    best = reader.read("How much notice is needed to request a visit to Vault 2?", evidence).best
    assert best is None or best.confidence < reader.thresholds["answer"] or "6" in best.text


def test_a_row_is_picked_only_for_a_field_the_question_names_whole(reader: Reader) -> None:
    """'Company total' says 'company', but its 'Design IT load' is no "average IT load": a
    field with a word the question does not say is not read off the row the question picks."""
    loads = (
        "Power figures 2024",
        "| Area | Design IT load | Peak IT load 2024 | Average IT load 2024 |\n"
        "|---|---|---|---|\n"
        "| Hallam Road | 2.5 MW | 1.9 MW | 1.42 MW |\n"
        "| Quarry Park | 3.5 MW | 2.8 MW | 2.25 MW |\n"
        "| Company total | 6.0 MW | 4.7 MW | 3.67 MW |",
    )
    _, evidence = titled_pages([loads])
    best = reader.read(
        "What was the average IT load across the whole company in 2024?", evidence
    ).best
    assert best is None or best.text != "6.0 MW" or best.confidence < reader.thresholds["answer"]


ACTIONS = (
    "Post-incident review INC-7790: Quayfare pharmacy feed",
    "The Quayfare pharmacy feed stopped at midnight when its certificate expired.\n\n"
    "Follow-up actions:\n"
    "- Watch certificate expiry on every Quayfare feed with a 30-day warning. Owner: Bronagh "
    "Tulliver. Due: 31 March 2025.\n"
    "- Retrain the night staff on the paper fallback. Owner: Dafydd Morcambe. Due: 28 February "
    "2025.",
)
SYSTEM_PAGE = (
    "System page: Quayfare (QF-11)",
    "Register code: QF-11\nPurpose: pharmacy ordering\nOwning team: Dispensary Systems\n"
    "Supplier: Merrow Transit Software",
)


def test_an_actions_owner_is_not_the_systems(reader: Reader) -> None:
    """'Owner: Bronagh Tulliver' of a review's follow-up action is whom the action falls to;
    which team owns Quayfare is its page's 'Owning team'."""
    _, evidence = titled_pages([ACTIONS, SYSTEM_PAGE])
    best = reader.read("Which team owns Quayfare?", evidence).best
    assert best is not None and best.text == "Dispensary Systems"
    assert best.confidence >= reader.thresholds["answer"]
    _, evidence = titled_pages([ACTIONS])
    best = reader.read("Who owns Quayfare?", evidence).best
    assert best is None or best.confidence < reader.thresholds["answer"]


CONTACTS = (
    "Contact directory: key internal contacts",
    "| Role | Team or role | Phone | Notes |\n"
    "|---|---|---|---|\n"
    "| Store duty officer | Store Operations, weekdays 07:30-17:30 | 01632 960733 | First call "
    "in the working day |\n"
    "| Night supervisor | Store Operations, evenings | 01632 960734 | After 17:30 |\n\n"
    "Out of hours, Store Operations can also be reached through the Service Desk on "
    "01632 960700.",
)
SUPPLIER = (
    "Supplier profile: Harrowlight Telecare Ltd",
    "Harrowlight Telecare supplies the nurse call system.\n"
    "Account manager: Petra Lomax\n"
    "24/7 support line: 01632 960291\n"
    "Office hours line: 01632 960290",
)


def test_a_phone_column_answers_the_number_to_ring(reader: Reader) -> None:
    """ "What number should I ring ...?" names the 'Phone' column; a cell saying a team and
    its hours is no list of several names whose value a sentence overrides."""
    _, evidence = titled_pages([CONTACTS])
    best = reader.read("What number should I ring to reach the Store duty officer?", evidence).best
    assert best is not None and best.text == "01632 960733"
    assert best.confidence >= reader.thresholds["answer"]


def test_a_key_may_open_with_a_figure(reader: Reader) -> None:
    """'24/7 support line: ...' is a field like 'Office hours line: ...'; a timeline's
    '2016: ...' is not."""
    units, evidence = titled_pages([SUPPLIER])
    question = "What is Harrowlight Telecare's 24/7 support number?"
    _, cands = candidate_rows(reader.frame(question), units, reader.parses.parse)
    fields = {c.text: c.field for c in cands if c.label == "PHONE"}
    assert fields.get("01632 960291") == "24/7 support line"
    assert not KEY_VALUE.match("2016: the first tills installed")
    best = reader.read("What is Harrowlight Telecare's 24/7 support number?", evidence).best
    assert best is not None and best.text == "01632 960291"
    assert best.confidence >= reader.thresholds["answer"]


def test_a_named_line_over_a_bare_phone_and_hours_kept(reader: Reader) -> None:
    """ "What number reaches the HCR duty controller?" is the line named so, not the
    'Phone' of another page that its "number" also names; and a row staffed '08:30 to 17:00'
    gives no out-of-hours number."""
    site = (
        "Site profile: Harbour House (control room)",
        "Harbour House holds the Harbour Control Room (HCR).\n"
        "HCR duty controller: 01632 960581 (24 hours)\n"
        "Reception: 01632 960580",
    )
    desk = (
        "Team page: Service Desk",
        "The Service Desk takes every fault, and the HCR duty controller calls it first.\n"
        "Phone: 01632 960300",
    )
    _, evidence = titled_pages([site, desk])
    best = reader.read("What number reaches the HCR duty controller?", evidence).best
    assert best is not None and best.text == "01632 960581"
    assert best.confidence >= reader.thresholds["answer"]
    support = (
        "Supplier directory",
        "| Name | Phone | Hours | Covers |\n"
        "|---|---|---|---|\n"
        "| Larkfield Learning support | 01632 960612 | 08:30 to 17:00 weekdays | Rosterpad |",
    )
    _, evidence = titled_pages([support])
    best = reader.read("What is Larkfield Learning's out-of-hours support number?", evidence).best
    assert best is None or best.confidence < reader.thresholds["answer"]
    best = reader.read("What is Larkfield Learning's support number?", evidence).best
    assert best is not None and best.text == "01632 960612"
