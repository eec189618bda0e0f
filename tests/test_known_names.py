"""The relevance check's unknown-name test against a real fulltext index: a possessive name
("St Aldric's General Hospital") is known whichever apostrophe the question and the text use,
a name with a decimal ("Orrin 2.5 Scanner") is tokenised as Lucene does, a bare number
("99.5%") is a value and never an unknown name, and a name nothing states is unknown."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.ingest.pipeline import Ingestor
from a2rag.retrieve.known_names import KnownNames


def _names_after_ingesting(
    settings: Settings, graph: Graph, tmp_path: Path, docs: dict[str, str]
) -> KnownNames:
    for name, text in docs.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    with Ingestor(settings, graph=graph) as ing:
        ing.ingest([tmp_path / name for name in docs])
    return KnownNames(graph)


def test_possessive_names_are_known_with_either_apostrophe(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    names = _names_after_ingesting(
        settings,
        graph,
        tmp_path,
        {
            "sites.md": "# Sites\n\nSt Aldric's General Hospital has 640 inpatient beds. Kestle "
            "Bridge Hospital has 460. The Orrin 2.5 Scanner sits in its imaging hub.\n",
            "clinics.md": "# Clinics\n\nThe Orrin Moss Clinic sits beside St Brannock\u2019s "
            "Infirmary.\n",
        },
    )
    asked = [
        "St Aldric's General Hospital",
        "St Aldric\u2019s General Hospital",
        "St Brannock's Infirmary",
        "Kestle Bridge Hospital",
        "Orrin 2.5 Scanner",
        "99.5%",
        "Zorvath Capital",
    ]
    assert names.unknown(asked) == ["Zorvath Capital"]


def test_a_name_made_of_known_parts_needs_each_long_part_to_name_an_entity(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """'Halcyon Markets Risk Committee' is known from 'Halcyon Markets' and its 'Risk
    Committee'; 'Thornmoor Bridge Hospital' is not known from 'Thornmoor' and the tail of
    'Kestle Bridge Hospital', which stands at Thornmoor (a near-miss the knowledge base must
    abstain on, not answer with Kestle Bridge's beds), nor 'Thornmoor General Hospital' from
    the tail of "St Aldric's General Hospital"."""
    org = (
        "# Governance\n\nHalcyon Markets is a broker. The Risk Committee approves its limits. "
        "Kestle Bridge Hospital stands at Thornmoor and has 460 beds. St Aldric's General "
        "Hospital is 14 km from Thornmoor. St Aldric's General Hospital has 640 beds.\n"
    )
    names = _names_after_ingesting(settings, graph, tmp_path, {"org.md": org})
    asked = [
        "Halcyon Markets Risk Committee",
        "Thornmoor Bridge Hospital",
        "Thornmoor General Hospital",
    ]
    # 'General Hospital' is an entity (the extractor keeps what follows a possessive), but
    # the text never states it on its own
    assert names.unknown(asked) == ["Thornmoor Bridge Hospital", "Thornmoor General Hospital"]


def test_a_possessive_before_a_heading_the_text_names_is_known(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """ "Halcyon's Change Management Policy" is the policy of Halcyon: both are known though
    the policy's heading is no entity. The right part must still stand alone in the text
    ('General Hospital' of "Thornmoor's General Hospital" is only ever a tail), and the
    owner must be known ('Zorvath')."""
    names = _names_after_ingesting(
        settings,
        graph,
        tmp_path,
        {
            "policy.md": "# Change Management Policy\n\nThis policy governs every change to "
            "Halcyon Markets' production systems. The quarter-end freeze begins at 12:00 UTC "
            "on the last Friday before quarter end.\n",
            "sites.md": "# Sites\n\nSt Aldric's General Hospital has 640 beds and stands "
            "near Thornmoor.\n",
        },
    )
    asked = [
        "Halcyon's Change Management Policy",
        "Halcyon\u2019s Change Management Policy",
        "Zorvath's Change Management Policy",
        "Halcyon's Quantum Policy",
        "Thornmoor's General Hospital",
    ]
    assert names.unknown(asked) == [
        "Zorvath's Change Management Policy",
        "Halcyon's Quantum Policy",
        "Thornmoor's General Hospital",
    ]


def test_the_reader_counts_an_alias_the_graph_knows_as_naming_the_subject(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """'HRI' in a question is named by a fact sheet about 'Harrowby Royal Infirmary': the
    graph holds the alias, the reader asks for it, and the field the question names is read
    as the answer. A name the graph does not hold has no other forms."""
    from a2rag.read.reader import Reader
    from a2rag.text.nlp import load_nlp

    profile = (
        "# Site profile\n\nHarrowby Royal Infirmary (HRI) is the acute hospital of the Saltmere "
        "region. HRI opened in 1931.\n"
    )
    outage = (
        "# Post-mortem\n\nFor two hours, LabRelay (known as LRR to most laboratory staff) "
        "stopped delivering results. LRR routes about 180,000 results a day.\n"
    )
    names = _names_after_ingesting(
        settings, graph, tmp_path, {"hri.md": profile, "outage.md": outage}
    )
    forms = names.forms(["HRI", "LRR", "Zorvath Capital"])
    # an alias the text states joins at ingest; a coined one-word name is a form
    assert forms == {"HRI": ["Harrowby Royal Infirmary"], "LRR": ["LabRelay"]}
    sheet = (
        "Harrowby Royal Infirmary is the acute hospital of the Saltmere region.\n\n"
        "Key facts\n- Inpatient beds: 604\n- Operating theatres: 14"
    )

    @dataclass
    class Chunk:
        chunk_id: str
        text: str

    reader = Reader(load_nlp(settings.models.spacy_model), names=names)
    reading = reader.read("How many inpatient beds does HRI have?", [Chunk("hri#0", sheet)])
    assert reading.best is not None and reading.best.text == "604"
    assert reading.best.confidence == reader.thresholds["field_accuracy"]
    blind = Reader(reader.nlp).read("How many inpatient beds does HRI have?", [Chunk("h#0", sheet)])
    assert blind.best is None or blind.best.confidence < reading.best.confidence


def test_labelled_pages_give_names_their_kind_and_the_reader_guesses_the_one_system(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """'System page: LabRelay (MG-SYS-021)' makes LabRelay, and its alias LRR, a system: a
    post-mortem that names LRR as its only system gives the reader its first guess for 'Which
    system caused INC-2023-0412?', just under the answer threshold; names without a labelled
    page have no kind, and a knowledge base without page labels is known to have none (the
    lookups are skipped)."""
    from a2rag.read.model import below_answer
    from a2rag.read.reader import Reader
    from a2rag.text.nlp import load_nlp

    docs = {
        "labrelay.md": "# System page: LabRelay (MG-SYS-021)\n\nLabRelay is the laboratory "
        "results router. Supplier: Pellucid Diagnostics Ltd.\n",
        "bedboard.md": "# System page: BedBoard (MG-SYS-033)\n\nBedBoard is the bed-management "
        "service.\n",
        "inc.md": "# Post-mortem INC-2023-0412: delayed results\n\nIncident: INC-2023-0412. "
        "Author: Gareth Mwangi.\n\nSummary. For two hours, LabRelay (known as LRR to most "
        "laboratory staff) stopped delivering results.\n",
    }
    unlabelled = _names_after_ingesting(settings, graph, tmp_path, {"inc.md": docs["inc.md"]})
    assert not unlabelled.labelled_pages()  # Post-mortem INC-2023-0412: no page label
    names = _names_after_ingesting(settings, graph, tmp_path, docs)
    assert names.labelled_pages()
    kinds = names.kinds(["LRR", "BedBoard", "Gareth Mwangi", "Pellucid Diagnostics Ltd"])
    assert kinds == {"LRR": {"system": "LabRelay"}, "bedboard": {"system": "BedBoard"}}

    @dataclass
    class Chunk:
        chunk_id: str
        text: str

    post_mortem = (
        "Incident: INC-2023-0412. Author: Gareth Mwangi.\n\nSummary. For two hours LRR "
        "stopped delivering results to the wards."
    )
    reader = Reader(load_nlp(settings.models.spacy_model), names=names)
    reading = reader.read("Which system caused INC-2023-0412?", [Chunk("inc#0", post_mortem)])
    assert reading.best is not None and reading.best.text == "LabRelay"
    assert reading.best.confidence == below_answer(reader.thresholds["answer"])
    blind = Reader(reader.nlp).read("Which system caused INC-2023-0412?", [Chunk("i", post_mortem)])
    assert blind.best is None or blind.best.text != "LabRelay"


def test_the_knowledge_base_says_what_a_nickname_is_another_name_of(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """A review that names its system only by the nickname staff use ('the Tracker'), which no
    entity links to a labelled page: the pages that say it is another name (FabTrack's 'Also
    known as' line, a glossary row) give the reader the system, and of the two systems the
    review names, the one its title names (fab-dev FAB-q-052, guessed 'Skyrail')."""
    from a2rag.read.reader import Reader
    from a2rag.text.nlp import load_nlp

    docs = {
        "fabtrack.md": "# System page: FabTrack\n\nName: FabTrack\nAlso known as: the Tracker "
        "(nickname); WIPMaster (name before the 2020 upgrade)\nSupplier: Quoralis Software Ltd\n",
        "skyrail.md": "# System page: Skyrail\n\nSkyrail moves lots between the bays.\n",
        "toollink.md": "# System page: ToolLink\n\nToolLink connects the process tools.\n",
        "glossary.md": "# Glossary: nicknames\n\n| Name you may hear | Kind | Current system |\n"
        "|---|---|---|\n| the Bridge | nickname | ToolLink |\n| Canary | nickname | SentinelSPC |\n",
        "inc.md": "# Post-incident review INC-2024-031: Tracker outage on night shift\n\n"
        "Incident: INC-2024-031\nSystems affected: the Tracker, with a knock-on effect on "
        "Skyrail dispatch\n\nAt 01:40 the Tracker stopped accepting track-in transactions.\n",
    }
    names = _names_after_ingesting(settings, graph, tmp_path, docs)
    said = names.other_names(["Tracker", "Bridge", "Skyrail", "Zorvath Capital"])
    assert said == {"Tracker": ["FabTrack"], "Bridge": ["ToolLink"]}

    @dataclass
    class Chunk:
        chunk_id: str
        text: str
        title: str

    review = Chunk(
        "inc#0",
        "Incident: INC-2024-031\nSystems affected: the Tracker, with a knock-on effect on "
        "Skyrail dispatch\n\nAt 01:40 the Tracker stopped accepting track-in transactions.",
        "Post-incident review INC-2024-031: Tracker outage on night shift",
    )
    reader = Reader(load_nlp(settings.models.spacy_model), names=names)
    reading = reader.read("Which system failed in INC-2024-031?", [review])
    assert reading.best is not None and reading.best.text == "FabTrack"
    assert "the one system" in reading.best.reasons[0]


def test_a_word_is_written_capitalised_only_where_the_text_mostly_writes_it_so() -> None:
    """How a question typed without capitals gets a one-word name back: 'Gold' (a client
    tier the text writes with its capital) but not 'supplier', which an extractor may keep
    as an entity though the text writes 'the supplier'; a sentence's first word counts for
    neither, nor does a word inside a longer name ('Orveo Imaging')."""
    from a2rag.retrieve.known_names import _written_capitalised

    tiers = ["Initial margin for Gold, Silver and Bronze clients is raised. Gold clients pay 8%."]
    assert _written_capitalised("gold", tiers)
    vendors = ["Supplier: Halden Medisys. The supplier renews yearly; the supplier's SLA holds."]
    assert not _written_capitalised("supplier", vendors)
    assert not _written_capitalised("gold", ["Gold is traded.\nGold prices rose."])
    # a capitalised word beside another is part of a longer name, written back whole
    names = ["Orveo Imaging stores the images; the imaging team and Clinical Imaging Systems."]
    assert not _written_capitalised("imaging", names)
    assert _written_capitalised("imaging", names, alone=False)  # inside names, it is one


def test_an_entitys_own_one_word_name_is_a_form_of_its_code(
    settings: Settings, graph: Graph, tmp_path: Path
) -> None:
    """A code column ("| Ledgerly | RC-SVC-031 |") makes the code an alias of the service;
    the service's own name is one word, and still one of the code's forms, so a page about
    'Ledgerly' names "RC-SVC-031" of a question. A lone word that is only an alias (a short
    form) is not a form."""
    windows = (
        "# Maintenance windows\n\n| Service | Service code | Window |\n|---|---|---|\n"
        "| Ledgerly | RC-SVC-031 | fourth Thursday of each month |\n"
    )
    page = "# Ledgerly\n\nLedgerly is the research archive. Usable capacity: 5.8 PB.\n"
    names = _names_after_ingesting(
        settings, graph, tmp_path, {"windows.md": windows, "ledgerly.md": page}
    )
    assert names.forms(["RC-SVC-031"]) == {"RC-SVC-031": ["Ledgerly"]}
