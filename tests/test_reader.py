"""The offline reader and the checks built on it, without a database: question frames,
candidates, the fitted model, sufficiency, and each check failing on its own."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from a2rag.config import Settings
from a2rag.control.offline_roles import OfflineGenerator, OfflineVerifier
from a2rag.read.conditions import asked_conditions
from a2rag.read.features import FEATURES
from a2rag.read.model import ReaderModelError, load_model
from a2rag.read.question import Expected, frame_question
from a2rag.read.reader import Reader
from a2rag.retrieve.sufficiency import OfflineSufficiency
from a2rag.types import Evidence, Generation

CHARTER = (
    "The Risk Committee is Halcyon Markets' senior body for market, credit and liquidity risk. "
    "It is chaired by Priya Raman, the Chief Risk Officer. The committee meets monthly with "
    "Hannah Solberg taking the minutes."
)
TEAMS = (
    "Risk Technology builds the risk engines used by Halcyon Markets. "
    "The Market Data team is led by Tom Walker."
)


def _guesses(nlp: Any, question: str, units: list[Any], *, parsed: bool = False) -> dict[str, bool]:
    """Per candidate text, whether the reader keeps its answer a guess (`capped_rows`; with
    `parsed`, the caps that read the parse too, as the reader does)."""
    from a2rag.read.candidates import ParseCache
    from a2rag.read.reader import candidate_rows, capped_rows

    frame = frame_question(question, nlp)
    parse = ParseCache(nlp).parse
    _, cands = candidate_rows(frame, units, parse)
    flags = capped_rows(frame, units, cands, parse if parsed else None)
    return dict(zip([c.text for c in cands], flags, strict=True))


@dataclass
class Chunk:
    chunk_id: str
    text: str
    similarity: float = 0.6


@pytest.fixture(scope="module")
def reader(nlp: Any) -> Reader:
    return Reader(nlp)


def _ev(chunk_id: str, text: str, sim: float = 0.6, title: str = "") -> Evidence:
    return Evidence(
        chunk_id=chunk_id, doc_id=chunk_id, text=text, score=1.0, stage="local", similarity=sim,
        title=title,
    )  # fmt: skip


class FakeNames:
    def __init__(self, unknown: set[str]) -> None:
        self.unknown_names = unknown

    def unknown(self, names: list[str]) -> list[str]:
        return [n for n in names if n in self.unknown_names]

    def capitalised(self, words: list[str], *, alone: bool = True) -> list[str]:
        return [w for w in words if w not in {"locum"}]  # the text writes 'locum staff'


def test_frames_expected_type_anchors_and_options(reader: Reader) -> None:
    f = reader.frame("Who chairs the Halcyon Markets Risk Committee?")
    assert f.expected == Expected.PERSON
    assert "Halcyon Markets Risk Committee" in f.anchors
    assert (
        reader.frame("How many beds does Wenlow Community Hospital have?").expected
        == Expected.NUMBER
    )
    assert reader.frame("How long did the failover take?").expected == Expected.DURATION
    assert reader.frame("Which team owns LabRelay?").head == "team"
    assert reader.frame("When does the Orveo Imaging contract end?").expected == Expected.DATE
    c = reader.frame("Which film came out first, Blind Shaft or The Mask Of Fu Manchu?")
    assert c.expected == Expected.CHOICE
    assert c.options == ["Blind Shaft", "The Mask Of Fu Manchu"]
    code = reader.frame("What was the root cause of incident INC-2024-0311?")
    assert "INC-2024-0311" in code.anchors
    # the year dates a former name; the page that states the name need not repeat it
    former = reader.frame("Which team owns the system that was called WardWatch until 2021?")
    assert former.anchors == ["WardWatch"]
    assert "1999" in reader.frame("Which band was active until 1999?").anchors


def test_a_measured_quantity_asks_a_number(reader: Reader) -> None:
    """A load, a rating or a footfall is a measured number ('1.31 MW', '2,000 kVA', '52,600'),
    also when the phrase ends in "across ..."; a kind of thing is not."""
    for question, head in (
        ("What was Data Hall A's peak IT load in 2024?", "load"),
        ("What was the average IT load across the whole company in 2024?", "load"),
        ("What is Big Bertha's rating?", "rating"),
        ("What is the average weekday footfall across the whole network?", "footfall"),
    ):
        f = reader.frame(question)
        assert (f.expected, f.head) == (Expected.NUMBER, head), question
    assert reader.frame("Which team looks after the load balancers?").expected != Expected.NUMBER


def test_shipped_model_loads_offline_and_matches_the_features() -> None:
    model = load_model(expected=FEATURES)
    assert model.features == FEATURES
    assert 0.0 < model.thresholds["answer"] <= 1.01
    with pytest.raises(ReaderModelError):
        load_model(expected=[*FEATURES, "not_a_feature"])


def test_shipped_model_reproduces_its_validation_figures_on_the_sample_kb(nlp: Any) -> None:
    """Rebuilding the sample KB's validation rows with today's code and scoring them with the
    shipped model gives the figures recorded at fit time (features and model still agree)."""
    from a2rag.eval.reader_report import evaluate
    from a2rag.eval.reader_rows import build_rows

    model = load_model(expected=FEATURES)
    recorded = model.validation["figures"]["examples-kb"]  # type: ignore[index]
    kb = Path(__file__).resolve().parents[1] / "examples" / "kb"
    rows = build_rows(nlp, Path("/nonexistent"), kb, only={"examples-kb"})
    validation = [q for q in rows if q.split == "validation"]
    now = evaluate(model, validation)["examples-kb"]
    one = 1 / sum(q.answerable for q in validation)  # tolerance: one question either way
    assert now["questions"] == recorded["questions"]
    assert abs(now["top1_em"] - recorded["top1_em"]) <= 100 * one + 0.1
    assert abs(now["coverage"] - recorded["coverage"]) <= one + 0.01


def test_reader_answers_the_person_the_sentence_states(reader: Reader) -> None:
    reading = reader.read(
        "Who chairs the Halcyon Markets Risk Committee?",
        [Chunk("teams#0", TEAMS), Chunk("charter#0", CHARTER)],
    )
    best = reading.best
    assert best is not None
    assert best.text == "Priya Raman"
    assert best.chunk_id == "charter#0"
    assert "chaired by Priya Raman" in best.sentence
    assert 0.0 <= reading.confidence <= 1.0
    # the other person in the chunk is a candidate too, ranked below the chair
    texts = [c.text for c in reading.candidates]
    assert "Hannah Solberg" in texts and texts.index("Hannah Solberg") > 0
    assert reading.candidates[0].confidence >= reading.candidates[1].confidence


def test_clear_forgets_readings_and_parses_so_a_benchmark_times_a_first_reading(
    nlp: Any,
) -> None:
    reader = Reader(nlp)
    question = "Who chairs the Halcyon Markets Risk Committee?"
    evidence = [Chunk("charter#0", CHARTER)]
    first = reader.read(question, evidence)
    assert reader.read(question, evidence) is first  # cached
    held = reader.parses
    reader.clear(parses=False)
    again = reader.read(question, evidence)
    assert again is not first and again.best == first.best
    assert reader.parses is held
    reader.clear()
    assert reader.parses is not held
    assert reader.read(question, evidence).best == first.best


def test_table_cells_keep_their_column(reader: Reader) -> None:
    table = (
        "Recovery targets by system.\n| System | Availability target | RPO |\n|---|---|---|\n"
        "| Clarion Paging | 99.99% | 5 minutes |\n| Lumen Archive | 99.5% | 4 hours |"
    )
    reading = reader.read("What RPO applies to Lumen Archive?", [Chunk("sla#0", table)])
    assert reading.best is not None and reading.best.text == "4 hours"


def test_comparison_picks_by_direction(reader: Reader) -> None:
    ev = [
        Chunk("a#0", "Blind Shaft is a 2003 film about coal miners."),
        Chunk("b#0", "The Mask Of Fu Manchu is a 1932 pre-Code adventure film."),
    ]
    first = reader.read("Which film came out first, Blind Shaft or The Mask Of Fu Manchu?", ev)
    assert first.best is not None and first.best.text == "The Mask Of Fu Manchu"
    assert "1932" in first.best.reasons[0]
    later = reader.read("Which film came out later, Blind Shaft or The Mask Of Fu Manchu?", ev)
    assert later.best is not None and later.best.text == "Blind Shaft"


@pytest.mark.parametrize(
    "evidence",
    [
        [],
        [Chunk("empty#0", "")],
        [Chunk("punct#0", "… — ; , ")],
        [Chunk("cjk#0", "リスク委員会の議長はプリヤ・ラマンです。" * 50)],
        [Chunk("huge#0", ("word " * 200_000) + "chaired by Priya Raman")],
    ],
    ids=["no-evidence", "empty-chunk", "no-sentences", "non-latin", "1MB-chunk"],
)
def test_bad_evidence_gives_no_answer_and_no_exception(
    reader: Reader, evidence: list[Chunk]
) -> None:
    settings = Settings()
    question = "Who chairs the Halcyon Markets Risk Committee?"
    reading = reader.read(question, evidence)
    assert reading.confidence < reader.thresholds["answer"]
    ev = [_ev(c.chunk_id, c.text) for c in evidence]
    gen = OfflineGenerator(settings, reader).generate(question, ev)
    verdict = OfflineVerifier(settings, reader, FakeNames(set())).verify(question, gen, ev)
    assert not verdict.passed


def test_first_hop_evidence_is_not_sufficient(reader: Reader) -> None:
    """A bridge question's first hop names the team, not its lead: escalate."""
    from a2rag.retrieve.evidence import ScoredChunk

    settings = Settings()
    hop1 = "The Tidewater Integration Engine is owned by the Integration Services team."
    chunk = ScoredChunk(
        chunk_id="sys#0",
        doc_id="sys",
        text=hop1,
        similarity=0.7,
        support=1.0,
        score=1.0,
        stage="local",
    )
    verdict = OfflineSufficiency(settings, reader).check(
        "Who leads the team that owns the Tidewater Integration Engine?",
        ["e1"],
        [chunk],
        connected=True,
    )
    assert not verdict.sufficient
    assert "reader" in verdict.reason or "candidate" in verdict.reason


def test_each_check_fails_alone(reader: Reader) -> None:
    settings = Settings(reader_answer_confidence=0.0)  # grounding judged by the sentence only
    q = "Who chairs the Halcyon Markets Risk Committee?"
    ev = [_ev("teams#0", TEAMS), _ev("charter#0", CHARTER)]
    gen = OfflineGenerator(settings, reader).generate(q, ev)
    assert gen.answer == "Priya Raman" and gen.citations == ["charter#0"]
    verifier = OfflineVerifier(settings, reader, FakeNames(set()))
    ok = verifier.verify(q, gen, ev)
    assert ok.relevance and ok.grounding and ok.resolution

    # relevance alone: the question names something the knowledge base lacks
    unknown = OfflineVerifier(settings, reader, FakeNames({"Halcyon Markets Risk Committee"}))
    v = unknown.verify(q, gen, ev)
    assert not v.relevance and v.grounding and v.resolution
    assert "no 'Halcyon Markets Risk Committee' in the knowledge base" in v.reasons["relevance"]

    # grounding alone: a person of the right type that no sentence states as the chair,
    # cited from the chunk that does not hold it
    wrong = Generation(answer="Tom Walker", citations=["charter#0"])
    v = verifier.verify(q, wrong, ev)
    assert v.relevance and not v.grounding and v.resolution

    # resolution alone: a grounded span of the wrong type (a committee for 'who')
    strict = OfflineVerifier(Settings(reader_answer_confidence=0.0), reader, FakeNames(set()))
    org = next(
        c for c in reader.read(q, ev).candidates if c.label in {"ORG", "NP", "DATE", "CARDINAL"}
    )
    v = strict.verify(q, Generation(answer=org.text, citations=[org.chunk_id]), ev)
    assert v.relevance and v.grounding and not v.resolution
    # the reason is for a user: plain words, not label codes ("asks for a person; answer is
    # an organisation", never "a org" or "a ORG")
    assert v.reasons["resolution"].startswith("question asks for a person; answer is ")
    assert not re.search(r"\ba [aeiou]|[A-Z]{3}", v.reasons["resolution"])


def test_a_question_without_capitals_is_checked_by_its_unusual_words_and_stays_a_guess(
    reader: Reader,
) -> None:
    """Typed without capitals, a question names nothing the reader can tell: a word that is
    no common English word and that the knowledge base lacks fails relevance by name, and an
    answer to a question that names nothing known, or holds such a word the reading took for
    no name, is never verified, however sure the sentence is."""
    settings = Settings(reader_answer_confidence=0.0)
    ev = [_ev("teams#0", TEAMS), _ev("charter#0", CHARTER)]
    gen = Generation(answer="Priya Raman", citations=["charter#0"])
    q = "who chairs the halcyon markets risk committee?"
    v = OfflineVerifier(settings, reader, FakeNames({"kelvra"})).verify(q, gen, ev)
    assert not v.grounding and "no capital letters" in v.reasons["grounding"]
    assert v.relevance  # 'halcyon' is unusual but known
    unknown = OfflineVerifier(settings, reader, FakeNames({"kelvra"})).verify(
        "who chairs the kelvra risk committee?", gen, ev
    )
    assert not unknown.relevance
    assert "no 'kelvra' in the knowledge base" in unknown.reasons["relevance"]
    # with only a first capital (as phones type): 'halcyon', a word no dictionary has, may be
    # a name the reading did not see; a question of dictionary words is read as written
    verifier = OfflineVerifier(settings, reader, FakeNames(set()))
    cased = verifier.verify(q.capitalize(), gen, ev)
    assert not cased.grounding and "'halcyon'" in cased.reasons["grounding"]
    plain = verifier.verify("Who chairs the risk committee?", gen, ev)
    assert "capitals" not in plain.reasons["grounding"]
    locum = verifier.verify("Who chairs the locum risk committee?", gen, ev)
    assert "capitals" not in locum.reasons["grounding"]  # a word the text writes plainly
    named = OfflineVerifier(settings, reader, FakeNames(set())).verify(
        "Who chairs the Halcyon Markets Risk Committee?", gen, ev
    )
    assert named.grounding and named.relevance


def test_wrong_candidate_of_the_right_type_fails_grounding(reader: Reader) -> None:
    settings = Settings()
    q = "Who chairs the Halcyon Markets Risk Committee?"
    ev = [_ev("teams#0", TEAMS), _ev("charter#0", CHARTER)]
    v = OfflineVerifier(settings, reader, FakeNames(set())).verify(
        q, Generation(answer="Tom Walker", citations=["teams#0"]), ev
    )
    assert not v.grounding
    assert "confidence" in v.reasons["grounding"] or "no sentence" in v.reasons["grounding"]


def test_confidence_does_not_extrapolate_beyond_its_training_range() -> None:
    """A feature 10 standard deviations out (two candidates where training had a hundred)
    counts as 3: the confidence equals the one at the edge of the training range."""
    from a2rag.read.confidence import ConfidenceModel

    model = ConfidenceModel(mean=[0.0, 0.0], scale=[1.0, 1.0], coef=[1.0, 1.0], intercept=0.0)
    assert model([10.0, 0.0]) == model([3.0, 0.0])
    assert model([-10.0, 0.0]) == model([-3.0, 0.0])
    assert model([2.0, 0.0]) < model([3.0, 0.0])  # inside the range it still moves


def test_training_labels_count_what_evaluation_counts() -> None:
    """A candidate is a positive only if evaluation would call the answer correct: another
    amount or currency with the same unit is wrong; a short answer around the gold is right."""
    from a2rag.eval.reader_rows import is_correct

    assert not is_correct("USD 2.5 million", ["USD 90 million"])
    assert not is_correct("EUR 1 million", ["USD 1 million"])
    assert not is_correct("15", ["15 minutes"])  # incomplete: the unit is part of the answer
    assert is_correct("more than 15 minutes", ["15 minutes"])
    assert is_correct("about 2,300", ["2,300"])
    assert not is_correct("", ["2,300"]) and not is_correct("2,300", [])


def test_joined_bullet_items_are_separate_units() -> None:
    """The chunker joins a list's lines with spaces; each "- key: value" item must still be
    its own unit, so that no candidate spans one item's value and the next item's key."""
    from a2rag.read.candidates import units_of

    text = (
        "Contract - Contract end date: 31 August 2025 - Annual value: £185,000 - Account "
        "manager: Rhys Penhallow. The drug - a statin - is taken daily."
    )
    units = [u.text for u in units_of("doc#0", 0, text)]
    assert "Contract end date: 31 August 2025" in units
    assert "Annual value: £185,000" in units
    assert "The drug - a statin - is taken daily." in units  # a dash in prose stays


def test_role_modifier_beside_a_candidate_is_a_mismatch(nlp: Any) -> None:
    """'deputy chair' beside a name is not what "Who chairs ...?" asks for; the plain chair
    is, and a question about the deputy flips it."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows

    units = units_of(
        "c#0", 0, "The committee is chaired by Priya Raman, with Hannah Solberg as deputy chair."
    )
    col = FEATURES.index("modifier_mismatch")

    def mismatch(question: str) -> dict[str, float]:
        rows, cands = candidate_rows(frame_question(question, nlp), units, ParseCache(nlp).parse)
        return {c.text: r[col] for r, c in zip(rows, cands, strict=True)}

    plain = mismatch("Who chairs the committee?")
    assert plain["Priya Raman"] == 0.0 and plain["Hannah Solberg"] == 1.0
    flipped = mismatch("Who is the deputy chair of the committee?")
    assert flipped["Priya Raman"] == 1.0 and flipped["Hannah Solberg"] == 0.0


def test_comparison_reads_the_compared_attribute_not_the_first_number() -> None:
    """Each side's value comes from the unit stating what is compared ('Inpatient beds'),
    numbers inside a side's own name ('INC-2024-0107') do not count, and 'lasted longer'
    compares durations."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare

    a = units_of(
        "a#0", 0,
        "St Aldric's General Hospital\n- Emergency department attendances: roughly 410 a day\n"
        "- Inpatient beds: 640",
    )  # fmt: skip
    b = units_of("b#0", 1, "Kestle Bridge Hospital\n- Inpatient beds: 460")
    found = compare(
        "Which has more inpatient beds, St Aldric's General Hospital or Kestle Bridge Hospital?",
        ["St Aldric's General Hospital", "Kestle Bridge Hospital"],
        a + b,
    )
    assert found is not None and found.answer == "St Aldric's General Hospital"

    x = units_of("x#0", 0, "Incident: INC-2024-0107. The gateway was down for 2 hours 5 minutes.")
    y = units_of(
        "y#0",
        1,
        "Incident: INC-2024-0233. For 3 hours 40 minutes, pages were delayed by up to 9 minutes.",
    )
    found = compare(
        "Which incident lasted longer, INC-2024-0107 or INC-2024-0233?",
        ["INC-2024-0107", "INC-2024-0233"],
        x + y,
    )
    assert found is not None and found.answer == "INC-2024-0233"
    assert found.values["INC-2024-0233"] == "3 hours 40 minutes"


def test_grounding_fails_when_the_cited_evidence_names_none_of_the_question_subjects(
    reader: Reader,
) -> None:
    """'generator fuel lasts 36 hours' of a data centre is no answer for a hospital the
    evidence never names, however confident the reader is about the sentence."""
    settings = Settings(reader_answer_confidence=0.0)
    q = "How many hours of generator fuel does Harrowby Royal Infirmary hold on site?"
    dc = "Cragside Data Centre: the two standby generators hold 36 hours of fuel on site."
    ev = [_ev("dc#0", dc)]
    verifier = OfflineVerifier(settings, reader, FakeNames(set()))
    v = verifier.verify(q, Generation(answer="36 hours", citations=["dc#0"]), ev)
    assert not v.grounding
    assert "'Harrowby Royal Infirmary'" in v.reasons["grounding"]
    # the same sentence about the subject the question names grounds
    named = [_ev("hri#0", dc.replace("Cragside Data Centre", "Harrowby Royal Infirmary"))]
    v = verifier.verify(q, Generation(answer="36 hours", citations=["hri#0"]), named)
    assert v.grounding, v.reasons["grounding"]


def test_a_guess_needs_evidence_that_names_every_subject_of_the_question(reader: Reader) -> None:
    """ "How many racks does Brackwell rent at the Orton data centre?" (Orton is a print room,
    not a data centre): 'Brackwell rents 42 racks' names Brackwell, not Orton, so the guess
    is not about the question and is withheld; an answer the reader verifies still needs only
    one of them named (the rest may be the page's subject)."""
    settings = Settings()
    q = "How many racks does Brackwell rent at the Orton data centre?"
    ev = [_ev("kdc#0", "Kestle Data Centre.\n\nBrackwell rents 42 racks, of which 37 are in use.")]
    verifier = OfflineVerifier(settings, reader, FakeNames(set()))
    v = verifier.verify(q, Generation(answer="42", citations=["kdc#0"]), ev)
    assert not v.grounding and v.about_subject is False
    assert "'Orton'" in v.reasons["subject"] and "'Brackwell'" not in v.reasons["subject"]


def test_a_table_split_by_the_chunker_has_no_data_row_as_header() -> None:
    """A chunk whose part of a table starts at a data row (no '|---|' rule under it) is read
    without column names; the first row was taken as the header ('8 years: 13 months')."""
    from a2rag.read.candidates import units_of

    whole = "| System | Retention |\n|---|---|\n| LabRelay | 8 years |\n"
    assert [u.text for u in units_of("a#0", 0, whole)] == ["System: LabRelay; Retention: 8 years"]
    split = "| LabRelay | 8 years |\n| Clarion Paging | 13 months |\n"
    units = units_of("a#1", 0, split)
    assert [u.text for u in units] == ["LabRelay; 8 years", "Clarion Paging; 13 months"]
    assert all(u.is_table and not any(u.header) for u in units)


def test_a_table_header_glued_to_prose_is_still_a_header() -> None:
    """A chunk's overlap sentence on the header line ("... in time. | System | RPO |") must
    not hide the header: each cell keeps its column name."""
    from a2rag.read.candidates import units_of

    text = (
        "RPO is the maximum data loss, measured in time. | System | RTO | RPO |\n"
        "|---|---|---|\n| Lumen Archive | 8 hours | 4 hours |"
    )
    units = units_of("a#1", 0, text)
    assert [u.text for u in units] == [
        "RPO is the maximum data loss, measured in time.",
        "System: Lumen Archive; RTO: 8 hours; RPO: 4 hours",
    ]


def test_a_table_cell_is_near_its_row_values_not_other_column_names(nlp: Any) -> None:
    """Words of the question in the cell's row ('message logs') are near the cell even when
    other columns' names sit between them in the rendered row."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows

    text = (
        "| Data | System | Retention |\n|---|---|---|\n"
        "| Paging message logs | Clarion Paging | 13 months |\n"
        "| Dispensing logs | Apotheca Gateway | 6 years |"
    )
    frame = frame_question("How long are Clarion Paging message logs retained?", nlp)
    rows, cands = candidate_rows(frame, units_of("a#0", 0, text), ParseCache(nlp).parse)
    col = FEATURES.index("relation_window")
    near = {c.text: r[col] for r, c in zip(rows, cands, strict=True)}
    assert near["13 months"] > 0.5
    assert near["13 months"] > near.get("6 years", 0.0)


def test_a_unit_without_its_subject_inherits_the_chunk_topic(nlp: Any) -> None:
    """'It has 96 beds' and a fact-sheet line 'Live interfaces: 212' are about what the
    sentence before or the chunk's lead names; a sentence naming another subject is not."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows

    text = (
        "Wenlow Community Hospital (site code WCH) is in the Saltmere region. It has 96 beds.\n"
        "Harrowby Royal Infirmary has 604 beds.\n\nKey facts\n- Operating theatres: 3"
    )
    col = FEATURES.index("anchor_in_sent")

    def named(question: str) -> dict[str, float]:
        frame = frame_question(question, nlp)
        rows, cands = candidate_rows(frame, units_of("w#0", 0, text), ParseCache(nlp).parse)
        return {c.text: r[col] for r, c in zip(rows, cands, strict=True)}

    beds = named("How many beds does Wenlow Community Hospital have?")
    assert beds["96"] == 1.0 and beds["604"] == 0.0
    assert named("How many operating theatres does Wenlow Community Hospital have?")["3"] == 1.0


def test_a_role_modifier_in_a_field_name_is_a_mismatch(nlp: Any) -> None:
    """'Deputy site IT manager: Owen Castellane' does not answer "Who is the site IT
    manager?", though 'Deputy' is further from the name than a modifier window."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows

    text = (
        "Key facts\n- Site IT manager: Fenella Ruddock\n- Deputy site IT manager: Owen Castellane"
    )
    frame = frame_question("Who is the site IT manager at St Aldric's General Hospital?", nlp)
    rows, cands = candidate_rows(frame, units_of("s#0", 0, text), ParseCache(nlp).parse)
    col = FEATURES.index("modifier_mismatch")
    flags = {c.text: r[col] for r, c in zip(rows, cands, strict=True)}
    assert flags["Owen Castellane"] == 1.0 and flags["Fenella Ruddock"] == 0.0


def test_a_candidate_with_a_role_modifier_not_asked_for_is_demoted(reader: Reader) -> None:
    """The deputy's name under 'Deputy site IT manager' is no answer to "Who is the site IT
    manager?", not even a flagged guess (the trees alone gave it 0.46); it is the answer for
    the deputy."""
    sheet = Chunk(
        "site#0",
        "St Aldric's General Hospital is the acute hospital of the Northern Fells region.\n\n"
        "Key facts\n- Site IT manager: Fenella Ruddock\n- Deputy site IT manager: Owen Castellane",
    )
    plain = reader.read("Who is the site IT manager at St Aldric's General Hospital?", [sheet])
    owen = next(c for c in plain.candidates if c.text == "Owen Castellane")
    assert owen.confidence < reader.threshold("unverified")  # not even a flagged guess
    deputy = reader.read(
        "Who is the deputy site IT manager at St Aldric's General Hospital?", [sheet]
    )
    assert deputy.best is not None and deputy.best.text == "Owen Castellane"
    assert deputy.best.confidence > 2 * owen.confidence


def _ruled(nlp: Any, question: str, units: list[Any], rule: Callable[..., Any]) -> str | None:
    """The text one rule reads: `rule(frame, units, candidates)`."""
    from a2rag.read.candidates import ParseCache
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows

    frame = frame_question(question, nlp)
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    found = rule(frame, units, cands)
    return found.text if found else None


def _field(nlp: Any, question: str, *texts: str) -> str | None:
    from a2rag.read.candidates import units_of
    from a2rag.read.fields import field_answer

    units = [u for k, t in enumerate(texts) for u in units_of(f"d{k}#0", k, t)]
    return _ruled(nlp, question, units, lambda f, _, c: field_answer(f, c))


def test_a_field_the_question_names_is_read_from_the_row_that_names_its_subject(
    reader: Reader, nlp: Any
) -> None:
    """'RPO' in the row of 'Kelvin Ledger' answers "What is the RPO for Kelvin Ledger?" with
    the rule's measured accuracy as confidence, and passes resolution although an open
    "what" asks for no type; another system's row, or a subject no row names, gives nothing."""
    table = Chunk(
        "dr#0",
        "Recovery targets are set per system.\n\n| System | Tier | RPO |\n|---|---|---|\n"
        "| Kelvin Ledger | 1 | 2 hours |\n| Marsh Portal | 2 | 24 hours |",
    )
    question = "What is the RPO for Kelvin Ledger?"
    reading = reader.read(question, [table])
    assert reading.best is not None and reading.best.text == "2 hours"
    assert reading.best.confidence == reader.thresholds["field_accuracy"]
    assert "field 'RPO'" in reading.best.reasons[0]
    verdict = OfflineVerifier(Settings(), reader).verify(
        question,
        Generation(answer="2 hours", citations=["dr#0"]),
        [_ev("dr#0", table.text)],
    )
    assert verdict.resolution, verdict.reasons
    assert _field(nlp, "What is the RPO for Marsh Portal?", table.text) == "24 hours"
    assert _field(nlp, "What is the RPO for Quill Archive?", table.text) is None


def test_a_field_value_is_typed_by_the_field_name_and_must_be_the_only_one(nlp: Any) -> None:
    """'Account manager: Ines Rauch' answers a "who"; 'Supplier: Orlan Systems' does not;
    a fact line about another vendor, or two different values, give no field answer."""
    orlan = (
        "Orlan Systems Ltd supplies the ward ordering software.\n\n"
        "Contract\n- Supplier: Orlan Systems\n- Account manager: Ines Rauch\n"
        "- Annual value: £90,000"
    )
    other = (
        "Pike Data Ltd supplies the archive.\n\nContract\n- Annual value: £40,000\n"
        "- Account manager: Rob Ferris"
    )
    assert _field(nlp, "Who is the account manager at Orlan Systems?", orlan, other) == (
        "Ines Rauch"
    )
    from a2rag.read.candidates import Candidate, Unit
    from a2rag.read.fields import field_fit
    from a2rag.read.question import frame_question

    who = frame_question("Who is the supplier of Orlan Systems?", nlp)
    unit = Unit("o#0", 0, "Supplier: Tamsin Vale", 0)
    # 'Owner' may be a person or a team: it types nothing, the value keeps its own fit
    for name, fit in (("Supplier", 0.2), ("Account manager", 1.0), ("Owner", 0.5)):
        cand = Candidate("Tamsin Vale", "PNP", unit, 2, 4, field=name)
        assert field_fit(who, cand) == fit
    # a team's field does not answer "at which hospital"
    sheet = "Kelvin Ledger is the finance ledger.\n\nFacts\n- Owning team: Ledger Services"
    assert _field(nlp, "Which team owns Kelvin Ledger?", sheet) == "Ledger Services"
    assert (
        _field(nlp, "At which hospital is the team that owns Kelvin Ledger based?", sheet) is None
    )
    assert _field(nlp, "What is the annual value of the Quill Health contract?", orlan) is None
    both = orlan.replace("Orlan Systems Ltd supplies", "Orlan Systems Ltd and Pike Data supply")
    second = "Orlan Systems Ltd, contract\n- Annual value: £95,000"
    assert _field(nlp, "What is the annual value of the Orlan Systems contract?", orlan) == (
        "£90,000"
    )
    assert (
        _field(nlp, "What is the annual value of the Orlan Systems contract?", both, second) is None
    )


def test_a_field_that_answers_an_embedded_clause_does_not_answer_the_question(nlp: Any) -> None:
    """'Owner: Ledger Services' answers "Which team owns Kelvin Ledger?" (first hop), not
    "Who leads the team that owns Kelvin Ledger?": an owner may be a team, so the field's name
    types nothing, and 'owns' sits in the relative clause."""
    sheet = "Kelvin Ledger is the finance ledger.\n\nFacts\n- Owner: Ledger Services\n- Tier: 2"
    assert _field(nlp, "Which team owns Kelvin Ledger?", sheet) == "Ledger Services"
    assert _field(nlp, "Who leads the team that owns Kelvin Ledger?", sheet) is None


def test_fact_lines_take_their_subject_from_the_section_heading(nlp: Any) -> None:
    """Fact lines under a heading ('Tessaract MTF.') are about the heading's subject, so the
    field is read from that section and not from the one before it."""
    venues = (
        "Halcyon hedges on two external venues.\n\nBluewater ECN.\n\nLocation: London.\n"
        "Minimum order size: USD 1 million.\n\nTessaract MTF.\n\nLocation: Amsterdam.\n"
        "Minimum order size: EUR 500,000."
    )
    assert _field(nlp, "What is the minimum order size on Tessaract MTF?", venues) == (
        "EUR 500,000"
    )
    assert _field(nlp, "What is the minimum order size on Bluewater ECN?", venues) == (
        "USD 1 million"
    )


def test_comparison_prefers_the_sides_own_passage_and_never_counts_a_year() -> None:
    """A side's date comes from the passage that opens with its name, not from a relative's
    page that mentions it; a year is no count of members, so that comparison does not fire."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare

    son = units_of(
        "s#0", 0,
        "Adrian Conan Doyle. Adrian Malcolm Conan Doyle (19 November 1910 - 3 June 1970) was "
        "the youngest son of Sir Arthur Conan Doyle.",
    )  # fmt: skip
    own = units_of(
        "d#0", 1, "Arthur Conan Doyle. Sir Arthur Ignatius Conan Doyle (22 May 1859 - 1930)."
    )
    lively = units_of("l#0", 2, "Penelope Lively. Dame Penelope Lively (born 17 March 1933).")
    question = "Who was born first, Arthur Conan Doyle or Penelope Lively?"
    found = compare(question, ["Arthur Conan Doyle", "Penelope Lively"], son + own + lively)
    assert found is not None and found.answer == "Arthur Conan Doyle"
    assert found.values["Arthur Conan Doyle"] == "22 May 1859"

    bands = units_of(
        "t#0", 0, "Test Icicles. The band Test Icicles was formed in 2004."
    ) + units_of("x#0", 1, "X Ambassadors. The band X Ambassadors has 4 members.")
    question = "Which band has more members, Test Icicles or X Ambassadors?"
    assert compare(question, ["Test Icicles", "X Ambassadors"], bands) is None


def test_who_lived_longer_compares_lifespans_not_birth_dates() -> None:
    """'Who lived longer?' is the years between birth and death: the one born later can win."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare

    units = units_of(
        "a#0", 0, "Arthur Conan Doyle. Arthur Conan Doyle (22 May 1859 - 7 July 1930) was a writer."
    ) + units_of(
        "b#0", 1, "Otto Preminger. Otto Preminger (5 December 1905 - 23 April 1986) was a director."
    )
    found = compare(
        "Who lived longer, Arthur Conan Doyle or Otto Preminger?",
        ["Arthur Conan Doyle", "Otto Preminger"],
        units,
    )
    assert found is not None and found.answer == "Otto Preminger"
    assert found.values["Otto Preminger"] == "5 December 1905 - 23 April 1986"


def test_a_direction_word_alone_makes_a_date_comparison() -> None:
    """'Which film is newer?' compares release years though no date verb is asked about."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare

    units = units_of("a#0", 0, "The Quiet Tide. The Quiet Tide is a 1975 drama film.") + units_of(
        "b#0", 1, "Harbour Lights. Harbour Lights is a 1995 comedy film."
    )
    found = compare(
        "Which film is newer, The Quiet Tide or Harbour Lights?",
        ["The Quiet Tide", "Harbour Lights"],
        units,
    )
    assert found is not None and found.answer == "Harbour Lights"


def test_a_guess_stated_about_another_subject_is_marked_off_subject(reader: Reader) -> None:
    """A single-hop question's answer read about something else ('48 hours' of a data centre,
    asked of a hospital) is not about the question's subject; a bridge question's answer is
    stated about its bridge entity, so there it is not judged."""
    question = "How many hours of generator fuel does Harrowby Royal Infirmary hold on site?"
    ev = [
        _ev("dc#0", "Cragside Data Centre holds 48 hours of generator fuel on site."),
        _ev("hri#0", "Harrowby Royal Infirmary has 604 inpatient beds."),
    ]
    gen = Generation(answer="48 hours", citations=["dc#0"], confidence=0.6)
    single = OfflineVerifier(Settings(), reader, single_hop=lambda q: True).verify(
        question, gen, ev
    )
    assert single.about_subject is False and not single.grounding
    assert "Harrowby Royal Infirmary" in single.reasons["subject"]
    bridge = OfflineVerifier(Settings(), reader, single_hop=lambda q: False).verify(
        question, gen, ev
    )
    assert bridge.about_subject is None and "subject" not in bridge.reasons
    named = Generation(answer="48 hours", citations=["dc#0", "hri#0"], confidence=0.6)
    assert (
        OfflineVerifier(Settings(), reader, single_hop=lambda q: True)
        .verify(question, named, ev)
        .about_subject
    )


def test_a_name_is_matched_as_whole_words_not_inside_another_word(nlp: Any) -> None:
    """'TIE' is not named by the column 'Tier' (that made every row of a tier table answer
    "What is the RPO for TIE?")."""
    table = "| System | Tier | RPO |\n|---|---|---|\n| Marsh Portal | 2 | 24 hours |"
    assert _field(nlp, "What is the RPO for TIE?", table) is None
    assert _field(nlp, "What is the RPO for Marsh Portal?", table) == "24 hours"


def test_a_quantity_field_may_add_a_measure_word_to_how_much(nlp: Any) -> None:
    """'Stored volume' answers "How much ... store?": 'volume' is what "how much" asks."""
    page = (
        "Lumen Archive is the picture archive of the trust.\n\nSummary\n"
        "- Owning team: Imaging Systems\n- Stored volume: 2.6 PB, growing by about 310 TB a year"
    )
    question = "How much imaging data does Lumen Archive currently store?"
    assert _field(nlp, question, page) == "2.6 PB"
    # only a quantity question implies the measure word
    assert _field(nlp, "What does Lumen Archive store?", page) is None


def test_a_candidate_never_cuts_a_quoted_nickname_in_half(nlp: Any) -> None:
    from a2rag.read.candidates import candidates_in, units_of

    text = 'Go is a 1999 film directed by Douglas Eric "Doug" Liman and written by John August.'
    unit = units_of("go#0", 0, text)[0]
    spans = [c.text for c in candidates_in(unit, nlp(unit.text))]
    assert 'Douglas Eric "Doug" Liman' in spans
    assert all(s.count('"') % 2 == 0 for s in spans)  # spaCy also offers 'Doug" Liman'


def test_a_field_named_with_a_gloss_and_a_value_after_a_bound(nlp: Any) -> None:
    """'P1 (service down ...): response within 15 minutes' states P1's response time."""
    sheet = (
        "Corvane Software Ltd supplies the integration engine.\n\nSupport levels\n"
        "- P1 (service down or clinical safety risk): response within 15 minutes, 24/7\n"
        "- P2: response within 2 hours, 24/7"
    )
    assert _field(nlp, "What P1 response time does Corvane Software commit to?", sheet) == (
        "15 minutes"
    )
    assert _field(nlp, "What P2 response time does Corvane Software commit to?", sheet) == (
        "2 hours"
    )


def test_a_head_leads_and_a_deputy_lead_does_not(nlp: Any) -> None:
    page = (
        "Integration Services runs the interface engine.\n\nPeople\n"
        "- Head of Integration: Priya Ostrander\n- Deputy lead: Tomas Brenlow\n- Analysts: 6"
    )
    assert _field(nlp, "Who leads Integration Services?", page) == "Priya Ostrander"
    assert _field(nlp, "Who is the deputy lead of Integration Services?", page) == ("Tomas Brenlow")


def _units(*passages: str) -> list[Any]:
    from a2rag.read.candidates import units_of

    return [u for rank, text in enumerate(passages) for u in units_of(f"p{rank}#0", rank, text)]


def test_a_side_inside_a_longer_name_is_not_the_side() -> None:
    """'Tomas Ivo Brand' is another person than 'Ivo Brand', and 'Catan Dice Game' another
    game than 'Catan': their dates are not the side's."""
    from a2rag.read.compare import compare
    from a2rag.read.sides import names_side, opens_with_side

    # a page opening with a fuller form of the name is the person's; another's is not
    assert opens_with_side("Dr. Ivo Lukas Brand (born 1941) is a physicist.", "Ivo Brand")
    assert not opens_with_side("Tomas Ivo Brand (born 26 July 1999) is a player.", "Ivo Brand")
    assert not names_side("Tomas Ivo Brand (born 26 July 1999) is a footballer.", "Ivo Brand")
    assert not names_side("Catan Dice Game is a board game published in 2007.", "Catan")
    assert not names_side("The Settlers of Catan is a board game.", "Catan")
    assert names_side("It was shortened to Catan, and first published in 1995.", "Catan")
    units = _units(
        "Tomas Ivo Brand (born 26 July 1999) is a footballer.",
        "Mara Quill (born 8 October 1970) is a model.",
        "The photographer Ivo Brand (born 14 August 1965) shot the campaign.",
    )
    found = compare("Who is older, Mara Quill or Ivo Brand?", ["Mara Quill", "Ivo Brand"], units)
    assert found is not None and found.answer == "Ivo Brand"
    assert found.values["Ivo Brand"] == "14 August 1965"


def test_a_birth_comparison_reads_birth_dates_not_any_date_near_the_name() -> None:
    """Who is older compares birth dates: the year of a film the person directed is not one."""
    from a2rag.read.compare import compare

    units = _units(
        "Night Circe is a 1985 film directed by Jean-Paul Lorrain.",
        "Sara Cortese (born 26 April 1977) is an astronaut.",
        "The general Jean-Paul Lorrain (born 20 August 1938) retired in 1995.",
    )
    found = compare(
        "Who is older, Sara Cortese or Jean-Paul Lorrain?",
        ["Sara Cortese", "Jean-Paul Lorrain"],
        units,
    )
    assert found is not None and found.answer == "Jean-Paul Lorrain"
    assert found.values["Jean-Paul Lorrain"] == "20 August 1938"


def test_more_of_a_thing_counts_that_thing() -> None:
    """'More species' is read from a number that counts species ('about 900 species'), not
    the first number of the sentence; 'more often' and an uncounted 'more members' do not
    fire."""
    from a2rag.read.compare import compare

    units = _units(
        "Alphia was named by 3 botanists and has about 900 species.",
        "Betula minor has 70 species.",
    )
    found = compare(
        "Which genus has more species, Alphia or Betula minor?", ["Alphia", "Betula minor"], units
    )
    assert found is not None and found.answer == "Alphia"
    assert found.values["Alphia"] == "900 species."
    often = _units("Weekly Tide was first published in 2002.", "Harbour Post began in 1967.")
    assert (
        compare(
            "Which magazine is published more often, Weekly Tide or Harbour Post?",
            ["Weekly Tide", "Harbour Post"],
            often,
        )
        is None
    )
    bands = _units(
        "Red Lanterns began when its founders were both 18 years old.",
        "Blue Arches released its debut on June 30, 2015.",
    )
    question = "Which band has more members, Red Lanterns or Blue Arches?"
    assert compare(question, ["Red Lanterns", "Blue Arches"], bands) is None


def test_what_ends_later_reads_the_end_of_a_term() -> None:
    """A term 'from 1 February 2023 to 31 January 2027' ends on its second date."""
    from a2rag.read.compare import compare

    units = _units(
        "Halmer Supply plc supplies dressings. Term: 1 February 2023 to 31 January 2027.",
        "Halmer Systems Ltd supplies software. Contract end date: 30 September 2025.",
    )
    found = compare(
        "Whose contract ends later, Halmer Supply or Halmer Systems?",
        ["Halmer Supply", "Halmer Systems"],
        units,
    )
    assert found is not None and found.answer == "Halmer Supply"
    assert found.values["Halmer Supply"] == "31 January 2027"


def test_a_question_about_the_sides_directors_compares_the_directors(reader: Reader) -> None:
    """'The film whose director died later' compares the directors' death dates, read from
    their own pages; without those pages the films' own dates are only a guess, kept below
    the answer threshold."""
    from a2rag.read.compare import compare

    films = [
        "Cold Harbour is a 1990 drama film directed by Jan Kowal.",
        "Iron Lantern is a 1960 action film directed by Ringo Tam.",
    ]
    people = [
        "Jan Kowal (1 March 1920 – 14 June 1987) was a Polish film director.",
        "Ringo Tam (8 December 1935 – 29 December 2018) was a Hong Kong film director.",
    ]
    question = "Which film has the director who died later, Cold Harbour or Iron Lantern?"
    sides = ["Cold Harbour", "Iron Lantern"]
    found = compare(question, sides, _units(*films, *people))
    assert found is not None and not found.proxy and found.answer == "Iron Lantern"
    assert found.values["Iron Lantern"] == "Ringo Tam, died 29 December 2018"
    assert "Iron Lantern" in found.units["Iron Lantern"].text  # cites the side's own sentence
    from a2rag.read.compare import role_holders

    # deep mode looks these names up when their pages are missing
    assert role_holders(question, sides, _units(*films)) == ["Jan Kowal", "Ringo Tam"]
    # a name the sentence splitter cuts at an initial, and a page that spells the initials out
    from a2rag.read.sides import opens_with_side

    cut = _units("Cold Harbour is a 1990 drama film directed by E. V. Morrow starring Ada Fell.")
    assert role_holders(question, sides[:1] * 2, cut) == ["E. V. Morrow", "E. V. Morrow"]
    assert opens_with_side("Edwin Vance Morrow (1920 – 1987) was a director.", "E. V. Morrow")
    # a retry after the proxy failed grounding asks for the directors by name
    from a2rag.control.offline_roles import OfflineRewriter
    from a2rag.types import Check, Verdict

    ungrounded = Verdict(relevance=True, grounding=False, resolution=True)
    evidence = [_ev(f"f{i}#0", t) for i, t in enumerate(films)]
    rewritten = OfflineRewriter().rewrite(question, question, Check.GROUNDING, ungrounded, evidence)
    assert rewritten.endswith("Jan Kowal Ringo Tam")
    guess = compare(question, sides, _units(*films))
    assert guess is not None and guess.proxy and guess.answer == "Cold Harbour"
    reading = reader.read(question, [Chunk(f"f{i}#0", t) for i, t in enumerate(films)])
    assert reading.best is not None and reading.best.text == "Cold Harbour"
    assert reading.best.confidence < reader.threshold("answer")


def test_a_colon_inside_a_title_stays_in_the_side(nlp: Any) -> None:
    """'Still Waters: A Harbour Story' is one side; 'Which is older: A or B' has a preamble."""
    frame = frame_question(
        "Which film came out first, Still Waters: A Harbour Story or Night Lamps?", nlp
    )
    assert frame.options == ["Still Waters: A Harbour Story", "Night Lamps"]
    assert frame_question("Which is older: Gallery or Dime?", nlp).options == ["Gallery", "Dime"]
    # no comma before the sides: the names before 'or'
    frame = frame_question("Who was born first Ines Dalgaard or Owen Castellane?", nlp)
    assert frame.options == ["Ines Dalgaard", "Owen Castellane"]
    frame = frame_question("Which battle came earlier--the Battle of Tarn or Fell Bridge?", nlp)
    assert frame.options == ["the Battle of Tarn", "Fell Bridge"]
    # the sides set off by commas: the clause after the second is no part of it
    # a comparison of two sides joined by 'and'; a conflict 'between A and B' is none
    frame = frame_question("Who was born first out of Ines Dalgaard and Owen Castellane?", nlp)
    assert frame.options == ["Ines Dalgaard", "Owen Castellane"]
    q = "What ended the first phase of the war between the Tarn League and Fell Bridge?"
    assert frame_question(q, nlp).options == []
    frame = frame_question("Which band, Harrow Lane or Corvid Sky, had more members?", nlp)
    assert frame.options == ["Harrow Lane", "Corvid Sky"]
    frame = frame_question("Which county is larger, Harrow Lane or Halden, Vestfold?", nlp)
    assert frame.options == ["Harrow Lane", "Halden, Vestfold"]


def test_a_choice_the_comparison_rule_cannot_make_is_only_a_guess(reader: Reader, nlp: Any) -> None:
    """'Which canal lies further north, A or B?' names no attribute the rule compares; the
    extractive reader may still point at a side, but never at the answer threshold. 'Was A
    or B born first?' has its sides parsed around the 'or'."""
    evidence = [
        Chunk("a#0", "The Marrow Canal is located further north than the Saltmere Canal."),
        Chunk("b#0", "The Saltmere Canal is located in the south of Fellshire."),
    ]
    question = "Which canal is located further north, the Marrow Canal or the Saltmere Canal?"
    model = load_model(expected=FEATURES)
    model.thresholds["answer"] = 0.3  # the extractive confidence here is about 0.7
    strict = Reader(nlp, model=model)
    reading = strict.read(question, evidence)
    assert reading.options == ["the Marrow Canal", "the Saltmere Canal"]
    assert reading.best is not None and reading.best.text == "Marrow Canal"
    assert all(c.confidence < 0.3 for c in reading.candidates)
    frame = frame_question("Was Ines Dalgaard or Owen Castellane born first?", nlp)
    assert frame.options == ["Ines Dalgaard", "Owen Castellane"]
    people = [
        Chunk("i#0", "Ines Dalgaard (born 3 May 1971) is a hospital IT manager."),
        Chunk("o#0", "Owen Castellane (born 9 June 1964) is an engineer."),
    ]
    born = reader.read("Was Ines Dalgaard or Owen Castellane born first?", people)
    assert born.best is not None and born.best.text == "Owen Castellane"


def test_numbers_on_different_scales_are_not_compared() -> None:
    """'80 stories' against '750 ft' says nothing about which is higher."""
    from a2rag.read.compare import compare

    units = _units(
        "Cherry Tower will stand 80 stories above the street.",
        "Fell House consists of two 750 ft towers.",
    )
    sides = ["Cherry Tower", "Fell House"]
    assert compare("Which will be higher, Cherry Tower or Fell House?", sides, units) is None
    same = _units("Cherry Tower will stand 850 feet tall.", "Fell House is 750 ft tall.")
    found = compare("Which will be higher, Cherry Tower or Fell House?", sides, same)
    assert found is not None and found.answer == "Cherry Tower"


OLD_POLICY = (
    "Status: SUPERSEDED on 1 March 2023 by version 5.0. Kept for audit purposes only.\n\n"
    "Under version 4.0, the quarterly access review covered every privileged account, and "
    "dormant privileged accounts were disabled after 30 days without a sign-in."
)
NEW_POLICY = (
    "Status: CURRENT. Effective from 1 March 2023. Replaces version 4.0, which was superseded.\n\n"
    "The quarterly access review covers every privileged account. Dormant privileged accounts "
    "are disabled after 14 days without a sign-in."
)


def test_a_superseded_document_is_not_read_unless_the_question_asks_about_the_past(
    reader: Reader,
) -> None:
    """The old policy says the same thing in the same words with another value; its status line
    keeps it out of the reading. The current one's "which was superseded" is about another
    document, and a question about the previous version reads the old one."""
    ev = [_ev("pol-v4#0", OLD_POLICY, 0.8), _ev("pol-v5#0", NEW_POLICY, 0.7)]
    question = "After how many days without a sign-in are dormant privileged accounts disabled?"
    current = reader.read(question, ev)
    assert current.best is not None and current.best.text == "14 days"
    assert all(c.chunk_id.startswith("pol-v5") for c in current.candidates)
    past = reader.read(
        "Under the previous access policy, after how many days without a sign-in were "
        "dormant privileged accounts disabled?",
        ev,
    )
    assert any(c.text == "30 days" for c in past.candidates)
    only_old = reader.read(question, ev[:1])
    assert only_old.best is None and "superseded" in only_old.note
    # a title mark and a sentence about the document itself also mark it
    for head in ("Access Policy v4 (Withdrawn)\n\n", "This policy has been replaced by v5. "):
        ev_old = [_ev("pol-v4#0", head + OLD_POLICY.split("\n\n", 1)[1])]
        assert reader.read(question, ev_old).best is None


FILM = (
    "Oh Billy, Behave is a 1926 American silent comedy film directed by Grover Jones and "
    "starring Billy West."
)
DIRECTOR = (
    "Grover Jones (November 13, 1893 – September 24, 1940) was an American screenwriter and "
    "film director. He was born in Rosedale, Indiana."
)
SON = "Anton Jones (20 March 1921 – 22 October 1987) was the son of Grover Jones."


def test_a_role_or_life_date_on_the_subjects_own_page_is_read_by_rule(reader: Reader) -> None:
    """Deep mode's hops ("Who is the director of X?", "What is the date of death of Y?",
    "Where was Y born?") are read from the subject's own page at the rule's measured accuracy;
    a page that only names the subject gives its own person's dates, and two holders or a
    composite subject are not a rule's answer."""
    accuracy = reader.thresholds["fact_accuracy"]
    ev = [_ev("son#0", SON, 0.8), _ev("film#0", FILM), _ev("jones#0", DIRECTOR)]
    for question, expected in [
        ("Who is the director of Oh Billy, Behave?", "Grover Jones"),
        ("Who directed the film Oh Billy, Behave?", "Grover Jones"),
        ("What is the date of death of Grover Jones?", "September 24, 1940"),
        ("When was Grover Jones born?", "November 13, 1893"),
        ("What is the place of birth of Grover Jones?", "Rosedale, Indiana"),
        ("When is Grover Jones's birthday?", "November 13, 1893"),
        ("Where was the place of birth of Grover Jones?", "Rosedale, Indiana"),
    ]:
        best = reader.read(question, ev).best
        assert best is not None and (best.text, best.label) == (expected, "FACT"), question
        assert best.confidence == accuracy
    not_ruled = [
        ("When was Grover Jones born?", [_ev("son#0", SON)]),
        ("What is the date of birth of Grover Jones's son?", ev),
        ("Who is the director of Oh Billy, Behave?",
         [_ev("film#0", FILM.replace("Grover Jones", "Grover Jones and Eduard Tisse"))]),
    ]  # fmt: skip
    for question, evidence in not_ruled:
        best = reader.read(question, evidence).best
        assert best is None or best.label != "FACT", question


def test_hop_questions_are_typed_and_stated_words_meet_their_nouns(
    reader: Reader, nlp: Any
) -> None:
    """ "the date of birth of X" asks for a date, stated as "born"; "the director of X" is
    stated "directed by"; an initial does not end a sentence; a place keeps its region."""
    from a2rag.read.question import frame_question
    from a2rag.text.match import stem
    from a2rag.text.sentences import split_sentences

    assert frame_question("What is the date of birth of Pál Gábor?", nlp).expected == Expected.DATE
    assert frame_question("What is the place of birth of Ann Hui?", nlp).expected == Expected.PLACE
    chained = frame_question("What is the date of birth of Stephanie Hohenlohe's husband?", nlp)
    assert chained.expected != Expected.DATE  # the anchor's own date would be the wrong one
    assert stem("director") == stem("directed") and stem("birth") == stem("born")
    assert [s for _, s in split_sentences("It was directed by Harry S. Webb. It is lost.")] == [
        "It was directed by Harry S. Webb.",
        "It is lost.",
    ]
    reading = reader.read("In which town was Grover Jones born?", [_ev("jones#0", DIRECTOR)])
    assert "Rosedale, Indiana" in [c.text for c in reading.candidates]


def test_hop_questions_come_from_evidence_triples_in_their_questions_split(tmp_path: Any) -> None:
    """The rules' hop rows: one question per distinct (subject, relation), asked as deep mode
    asks its hops, with the question's gold passages, in the question's own split."""
    import json

    from a2rag.eval.reader_rows import hop_questions, split_of

    rec = {
        "id": "q1",
        "question": "Where was the director of film Oh Billy, Behave born?",
        "answers": ["Rosedale, Indiana"],
        "supporting_ids": ["p1", "p2"],
        "evidences": [
            ["Oh Billy, Behave", "director", "Grover Jones"],
            ["Grover Jones", "place of birth", "Rosedale, Indiana"],
            ["Oh Billy, Behave", "director", "Grover Jones"],
        ],
    }
    path = tmp_path / "questions.jsonl"
    path.write_text(json.dumps(rec) + "\n", encoding="utf-8")
    hops = hop_questions(path)
    assert [(h.question, h.answers) for h in hops] == [
        ("Who is the director of Oh Billy, Behave?", ["Grover Jones"]),
        ("What is the place of birth of Grover Jones?", ["Rosedale, Indiana"]),
    ]
    assert {h.parent for h in hops} == {"q1"} and len({h.id for h in hops}) == 2
    assert all(h.supporting_ids == ["p1", "p2"] for h in hops)
    assert split_of(hops[0].parent) == split_of("q1")


def test_musique_decomposition_steps_become_grounded_hop_questions(tmp_path: Any) -> None:
    """MuSiQue's gold steps as hop rows: '#1' is the first step's gold answer (as deep mode
    grounds its hops), '<subject> >> <relation>' is said as a question, and each hop has its
    own step's passage; a repeated hop is kept once."""
    import json

    from a2rag.eval.reader_rows import musique_hop_questions

    rec = {
        "id": "2hop__1_2",
        "question": "Who is the father of the founder of Tallow Street Press?",
        "answers": ["Amos Pell"],
        "decomposition": [
            {
                "question": "Tallow Street Press >> founder",
                "answer": "Ida Pell",
                "supporting_id": "m1",
            },
            {"question": "who was the father of #1", "answer": "Amos Pell", "supporting_id": "m2"},
        ],
    }
    path = tmp_path / "questions.jsonl"
    path.write_text(json.dumps(rec) + "\n" + json.dumps(rec | {"id": "2hop__3_4"}) + "\n")
    hops = musique_hop_questions(path)
    assert [(h.question, h.answers, h.supporting_ids) for h in hops] == [
        ("Who is the founder of Tallow Street Press?", ["Ida Pell"], ["m1"]),
        ("Who was the father of Ida Pell?", ["Amos Pell"], ["m2"]),
    ]
    assert [h.parent for h in hops] == ["2hop__1_2", "2hop__1_2"]


def test_an_organisations_role_is_read_from_the_subjects_page_as_a_guess(reader: Reader) -> None:
    """'Which company operates X?' / 'What is the supplier of X?': the one name after
    'operated by' / 'supplied and supported by' on X's own page, ending with its line; no
    dev question measures this reading yet, so it ranks first but stays under the answer
    threshold."""
    from a2rag.read.facts import fact_answer

    system = (
        "Tidewater Integration Engine is Marrowgate's central interface engine.\n"
        "- Product and supplier: Corvane Weave 7.4, supplied and supported by Corvane "
        "Software Ltd\n- Service hours: 24x7"
    )
    dc = (
        "Pellow Lane Data Centre is a colocation facility in the Upper Vale region, operated "
        "by Stannary Colocation Ltd. Marrowgate leases a private cage of 40 racks."
    )
    asked = "What is the supplier of the Tidewater Integration Engine?"
    found = fact_answer(asked, _units(system))
    assert found is not None and (found.text, found.kind) == ("Corvane Software Ltd", "org role")
    found = fact_answer("Which company operates Pellow Lane Data Centre?", _units(dc))
    assert found is not None and found.text == "Stannary Colocation Ltd"
    # another subject's page, or a composite subject, is no answer
    assert fact_answer("Which company operates Cragside Data Centre?", _units(dc)) is None
    composite = "What is the supplier of the system that caused INC-2024-0107?"
    assert fact_answer(composite, _units(system)) is None
    reading = reader.read(asked, [Chunk("s#0", system)])
    assert reading.best is not None and reading.best.text == "Corvane Software Ltd"
    assert reading.best.confidence < reader.threshold("answer")
    # a person's role keeps the rule's measured accuracy
    film = "Night Circe is a 1985 film directed by Jean-Paul Lorrain."
    directed = reader.read("Who is the director of Night Circe?", [Chunk("f#0", film)])
    assert directed.best is not None and directed.best.text == "Jean-Paul Lorrain"
    assert directed.best.confidence >= reader.threshold("answer")
    # a name is taken as written, and ends at a bracket or comma
    from a2rag.read.compare import role_holder

    bracket = _units("Red Tide is a 1994 film directed by Ringo Lam (Hong Kong), shot in Macau.")
    assert role_holder(bracket, "Red Tide", "director") is not None
    assert role_holder(bracket, "Red Tide", "director")[0] == "Ringo Lam"  # type: ignore[index]


def test_a_documents_title_names_the_subject_of_its_unnamed_lines(reader: Reader) -> None:
    """Minutes say "Chair: Ines Varga" and leave the board and the date to their title: with
    the title the field rule answers; the same chunk of an untitled document does not name
    the meeting asked about, and neither does another meeting's title."""
    text = (
        "Chair: Ines Varga, Head of Service Management. Present: Tom Kerrow, Ada Lind.\n\n"
        "1. The board approved the storage upgrade."
    )
    question = "Who chaired the Release Review Board meeting of 4 June 2024?"

    def ev(title: str) -> Evidence:
        return Evidence(
            chunk_id="rrb#0", doc_id="rrb", text=text, score=1.0, stage="local",
            similarity=0.6, title=title,
        )  # fmt: skip

    titled = reader.read(question, [ev("Release Review Board minutes: 4 June 2024")])
    assert titled.best is not None and titled.best.text == "Ines Varga"
    assert titled.best.confidence == reader.thresholds["field_accuracy"]
    assert "field 'Chair'" in titled.best.reasons[0]
    for title in ("", "Architecture Forum minutes: 4 June 2024"):
        other = reader.read(question, [ev(title)])
        assert other.best is None or other.best.confidence < reader.thresholds["field_accuracy"]


def test_a_count_of_the_unit_the_question_names_is_read_where_its_subject_is_named(
    reader: Reader,
) -> None:
    """ "How many hours of generator fuel ...": the one number of hours next to 'fuel' in the
    paragraph about the site asked of (named two sentences earlier), at the rule's measured
    accuracy; not the other site's figure, not '8 hours of a call', and not when the site is
    only reached through a relative clause (a second hop)."""
    text = (
        "Two data centres host the clinical systems.\n\n"
        "Brackley Data Centre is the primary site. The hall holds 60 racks. Its UPS gives 20 "
        "minutes of autonomy, and the generators hold 72 hours of fuel, with a delivery "
        "guaranteed within 8 hours of a call.\n\n"
        "Fenwick Data Centre is the secondary site, run by a colocation firm. On-site "
        "generator fuel there lasts 30 hours."
    )
    ev = [_ev("dc#0", text)]
    accuracy = reader.thresholds["field_accuracy"]
    primary = reader.read("How many hours of generator fuel does Brackley Data Centre hold?", ev)
    assert primary.best is not None and primary.best.text == "72 hours"
    assert primary.best.confidence == accuracy
    assert "number of hours" in primary.best.reasons[0]
    hop = reader.read(
        "How many hours of generator fuel does the site that backs up Brackley Data Centre hold?",
        ev,
    )
    assert hop.best is None or hop.best.confidence < accuracy


def test_the_value_under_the_condition_the_question_states_is_the_answer(
    reader: Reader, nlp: Any
) -> None:
    """A contract states a value per condition; the question picks one by its condition: the
    night response (not the daytime one in the same sentence), the credit under the bound it
    names (not the other bound's), and the lead time of the freeze case (not the one in the
    if-part); 'outside the UK' is another condition than 'outside 08:00-18:00'. Without a
    condition, or about a supplier the evidence does not name, the rule does not answer; a
    question that asks the bound itself states no condition."""
    text = (
        "Support levels. For a P1 fault, Corvane responds within 20 minutes between 08:00 and "
        "18:00 on weekdays; outside those hours the P1 response commitment is 90 minutes. "
        "For sites outside the UK, Corvane's P1 response commitment is 4 hours.\n\n"
        "Service credits. If availability in a month falls below 99.9%, Corvane credits 3% of "
        "the monthly fee; if it falls below 99.0%, the credit is 8% of the monthly fee.\n\n"
        "Renewal. Notice of renewal must be given at least 60 days before the contract ends. "
        "If the end date falls inside a change freeze, or within 10 days after one ends, notice "
        "must instead be given at least 90 days before the end date."
    )
    ev = [_ev("ct#0", text, title="Vendor profile: Corvane Telecom Ltd")]
    accuracy = reader.thresholds["field_accuracy"]
    asked = {
        "What P1 response time does Corvane Telecom commit to outside 08:00-18:00?": "90 minutes",
        "What service credit is Corvane Telecom liable for if monthly availability falls "
        "below 99.0%?": "8%",
        "If the Corvane Telecom contract ends inside a change freeze, at least how many days "
        "before the end date must notice of renewal be given?": "90 days",
    }
    for question, answer in asked.items():
        read = reader.read(question, ev)
        assert read.best is not None and read.best.text == answer, question
        assert read.best.confidence == accuracy
        assert "condition" in read.best.reasons[0]
    for question in (
        "What P1 response time does Corvane Telecom commit to?",
        "What P1 response time does Zorvath Networks commit to outside 08:00-18:00?",
    ):
        read = reader.read(question, ev)
        assert read.best is None or not any("condition" in r for r in read.best.reasons)
    bound = frame_question("Outside which hours does Corvane Telecom respond in 90 minutes?", nlp)
    assert asked_conditions(bound) == []
    policy = frame_question(
        "Under the current policy, how many days of notice does Corvane need?", nlp
    )
    assert asked_conditions(policy) == []  # 'under the ...' is no bound
    who = frame_question("Who captained the ship during the 1968 refit?", nlp)
    assert asked_conditions(who) == []  # a value does not answer "who"
    assert [
        c.kind
        for c in asked_conditions(
            frame_question("How many days of notice does Corvane need during a freeze?", nlp)
        )
    ] == ["inside"]


def test_a_when_question_names_a_date_field_without_saying_date(reader: Reader) -> None:
    """ "When does the contract with X end?" asks the 'Contract end date' field (the date is
    what "when" asks), not its start date, and only on the page of the supplier it names."""
    text = (
        "Orrin Telecom Ltd supplies the paging software.\n\n"
        "Contract\n- Contract reference: CT-2231\n- Contract start date: 1 September 2021\n"
        "- Contract end date: 31 August 2025\n- Account manager: Ivy Marchant"
    )
    ev = [_ev("v#0", text, title="Vendor profile: Orrin Telecom Ltd")]
    accuracy = reader.thresholds["field_accuracy"]
    for verb, date in (("end", "31 August 2025"), ("start", "1 September 2021")):
        read = reader.read(f"When does the contract with Orrin Telecom Ltd {verb}?", ev)
        assert read.best is not None and read.best.text == date
        assert read.best.confidence == accuracy
        assert "field 'Contract " in read.best.reasons[0]
    other = reader.read("When does the contract with Zorvath Networks end?", ev)
    assert other.best is None or other.best.confidence < accuracy


def test_a_field_named_whole_answers_a_question_that_names_nothing(reader: Reader) -> None:
    """A policy's "Summer blackout: from 2 August to 19 August" answers "on what date does
    the summer blackout begin?" (its start; "end" its end) and "how long before an audit
    does the audit blackout start?", though the questions name no entity: the field's whole
    name is their subject. A question that names only part of it ('the blackout') is not
    answered by the rule."""
    text = (
        "Blackout windows.\n"
        "- Summer blackout: from 2 August to 19 August inclusive, every year.\n"
        "- Audit blackout: from 5 working days before the first day of an external audit "
        "until the audit closes."
    )
    ev = [_ev("p#0", text, title="Release blackout policy")]
    accuracy = reader.thresholds["field_accuracy"]
    asked = {
        "Under the current release policy, on what date does the summer blackout begin?": (
            "2 August"
        ),
        "On what date does the summer blackout end?": "19 August",
        "How long before an external audit does the audit blackout start?": "5 working days",
    }
    for question, answer in asked.items():
        read = reader.read(question, ev)
        assert read.best is not None and read.best.text == answer, question
        assert read.best.confidence == accuracy and "field" in read.best.reasons[0], question
    vague = reader.read("On what date does the blackout begin?", ev)
    assert vague.best is None or not any("field" in r for r in vague.best.reasons)


def test_a_relative_clause_does_not_ask_and_a_numbered_head_answers(
    reader: Reader, nlp: Any
) -> None:
    """ "For patients who were under 18 ..., until which birthday ...?" asks 'which
    birthday' (a date), not 'who'; "the patient's 21st birthday" is a birthday (it fits),
    and "6 years" is how long, not until when."""
    question = (
        "For patients who were under 18 when a scan was taken, until which birthday does "
        "Orvel Archive keep the scan?"
    )
    frame = frame_question(question, nlp)
    assert frame.expected == Expected.DATE and frame.head == "birthday"
    assert frame_question("Who leads the team that owns Orvel Archive?", nlp).expected == (
        Expected.PERSON
    )
    # the last noun of a compound is the head: 'lag' of "what replication lag", a duration
    lag = frame_question("Below what replication lag may Orvel Archive fail over?", nlp)
    assert (lag.expected, lag.head) == (Expected.DURATION, "lag")
    # also after a name that modifies it: 'runtime' of "what UPS runtime", 'depot' of "which
    # Harrowmere Buses depot"
    ups = frame_question("What UPS runtime does room Q2 have?", nlp)
    assert (ups.expected, ups.head) == (Expected.DURATION, "runtime")
    assert frame_question("Which Harrowmere Buses depot is the largest?", nlp).head == "depot"
    text = (
        "Orvel Archive keeps every scan for 6 years after the last visit. For patients who "
        "were under 18 when a scan was taken, the scan is kept until the patient's 21st "
        "birthday or for 6 years after the last visit, whichever is later."
    )
    read = reader.read(question, [_ev("o#0", text, title="Orvel Archive retention")])
    assert read.best is not None and "21st birthday" in read.best.text
    assert read.best.type_fit >= 0.8


def test_irregular_and_short_verb_forms_meet_their_stems() -> None:
    """ "Which team owns X?" is stated "X is owned by", "who made" "makes"."""
    from a2rag.text.match import stem

    assert stem("owned") == stem("owns") == stem("own") == stem("owner")
    assert stem("made") == stem("makes") and stem("held") == stem("holds")
    assert stem("dates") == stem("date") and stem("string") == "string"


def test_a_pronoun_in_a_paragraph_about_one_of_the_titles_subjects_is_about_that_one(
    reader: Reader,
) -> None:
    """Under the title 'Halls: Harwood Hall and Milbrook Quay Hall', "Its UPS provides 18 minutes" in
    the paragraph that opens with Harwood Hall is about Harwood, not Milbrook Quay: the one
    number of minutes where Milbrook Quay is named is 25."""
    text = (
        "Teversham runs its systems from two halls.\n\n"
        "Harwood Hall is owned by Teversham. Its UPS provides 18 minutes of autonomy.\n\n"
        "Milbrook Quay Hall is a leased colocation facility. Its UPS provides 25 minutes of "
        "autonomy."
    )
    ev = [_ev("h#0", text, title="Halls: Harwood Hall and Milbrook Quay Hall")]
    read = reader.read("How many minutes of UPS autonomy does Milbrook Quay Hall have?", ev)
    assert read.best is not None and read.best.text == "25 minutes"
    assert read.best.confidence == reader.thresholds["field_accuracy"]


def test_the_bound_the_question_asks_is_the_one_value_compared_with_its_noun(
    reader: Reader,
) -> None:
    """ "Below what backlog may the on-call switch Quillon Relay over ...?" asks the bound
    itself: the one value compared with the backlog ('under 500 messages', and '500 messages
    or more' from the other side). Two different bounds of it answer nothing by rule. "How
    old can X be before ...?" asks the bound stated with 'older than'."""
    text = (
        "Switching Quillon Relay.\n\n"
        "If the backlog is under 500 messages, the Integration on-call may switch Quillon "
        "Relay over alone. If the backlog is 500 messages or more, the duty service manager "
        "must approve the switch. The switch itself takes about 4 minutes."
    )
    question = (
        "Below what backlog may the Integration on-call switch Quillon Relay over without the "
        "duty service manager's approval?"
    )
    read = reader.read(question, [_ev("q#0", text, title="Runbook: Quillon Relay switch")])
    assert read.best is not None and read.best.text == "500 messages"
    assert read.best.confidence == reader.thresholds["field_accuracy"]
    assert "bound of the backlog" in read.best.reasons[0]
    two = text.replace("500 messages or more", "800 messages or more")
    other = reader.read(question, [_ev("q#0", two, title="Runbook: Quillon Relay switch")])
    assert other.best is None or not any("bound" in r for r in other.best.reasons)
    # "How old can X be before ...?" asks the bound its comparative states, not another one
    cache = (
        "Quillon Relay keeps a cache of partner lookups for 10 minutes. Any cached lookup "
        "older than 90 seconds is refreshed before it is used, and more than 3 failed "
        "refreshes raise an alert."
    )
    ev = [_ev("c#0", cache, title="Quillon Relay caching")]
    read = reader.read("How old can a cached lookup be before Quillon Relay refreshes it?", ev)
    assert read.best is not None and read.best.text == "90 seconds"
    assert "bound of the lookup" in read.best.reasons[0]
    read = reader.read("How old can a cached lookup be before Zorvath Relay refreshes it?", ev)
    assert read.best is None or not any("bound" in r for r in read.best.reasons)


DEPOTS = (
    "Depots and their districts.\n\n"
    "| Depot | Depot code | District | Main work |\n|---|---|---|---|\n"
    "| Brackenford Depot | BRK | Eastern Marches | bulk grain, timber |\n"
    "| Pellham Yard | PLY | Coastal Reach | containers |\n"
)
DISTRICTS = (
    "Each district answers to one licensing authority.\n\n"
    "| District | Area | Licensing authority | Audit cycle |\n|---|---|---|---|\n"
    "| Eastern Marches | the fen towns east of the Sallow | Marchland Freight Board | 2 years |\n"
    "| Coastal Reach | the harbour towns | Reach Harbour Commission | 3 years |\n"
)


def test_a_row_naming_the_subject_links_to_the_row_that_holds_the_asked_column(
    reader: Reader,
) -> None:
    """ "Which licensing authority oversees Brackenford Depot?": the depots table gives its
    district, the districts table that district's authority. Both chunks are cited, so the
    verifier finds the subject named; disagreeing rows for one district answer nothing."""
    settings = Settings()
    question = "Which licensing authority oversees Brackenford Depot?"
    ev = [_ev("depots#0", DEPOTS, title="Depots"), _ev("districts#0", DISTRICTS, title="Districts")]
    read = reader.read(question, ev)
    assert read.best is not None and read.best.text == "Marchland Freight Board"
    assert read.best.confidence == reader.thresholds["field_accuracy"]
    assert "row of Eastern Marches" in read.best.reasons[0]
    gen = OfflineGenerator(settings, reader).generate(question, ev)
    assert gen.citations == ["districts#0", "depots#0"]
    verdict = OfflineVerifier(settings, reader, FakeNames(set())).verify(question, gen, ev)
    assert verdict.grounding and verdict.resolution, verdict.reasons
    twice = (
        DISTRICTS + "| Eastern Marches | the upland farms | Upland Carriers Council | 1 year |\n"
    )
    other = reader.read(question, [ev[0], _ev("districts#0", twice, title="Districts")])
    assert other.best is None or not any("row of" in r for r in other.best.reasons)


def test_the_subject_whose_field_holds_the_question_s_name_answers_which_one(
    reader: Reader,
) -> None:
    """ "Which team does Odile Marsh lead?" from 'Lead: Odile Marsh' on the team's page; a
    deputy is not the lead, and a page about several teams names no one subject."""
    page = (
        "Freight Analytics builds the forecasting models for the depots.\n\n"
        "People\n- Lead: Odile Marsh\n- Analysts: 4\n- Based at: Pellham Yard\n"
    )
    title = "Team page: Freight Analytics"
    read = reader.read("Which team does Odile Marsh lead?", [_ev("fa#0", page, title=title)])
    assert read.best is not None and read.best.text == "Freight Analytics"
    assert read.best.confidence == reader.thresholds["field_accuracy"]
    assert "subject whose 'Lead'" in read.best.reasons[0]
    deputy = page.replace("Lead: Odile", "Deputy lead: Odile")
    other = reader.read("Which team does Odile Marsh lead?", [_ev("fa#0", deputy, title=title)])
    assert other.best is None or not any("subject whose" in r for r in other.best.reasons)
    several = reader.read(
        "Which team does Odile Marsh lead?", [_ev("fa#0", page, title="Team pages: analytics")]
    )
    assert several.best is None or not any("subject whose" in r for r in several.best.reasons)


def test_a_name_compounded_of_two_names_is_named_by_both() -> None:
    """'Westmarch Ports Audit Board' is named where 'Westmarch Ports' and 'Audit Board' both
    are; a lone word before another name's tail ('Thornmoor' + 'General Hospital') is not."""
    from a2rag.read.features import names_anchor
    from a2rag.read.lexical import norm_phrase

    lead = norm_phrase("The Audit Board is Westmarch Ports' oversight body.")
    assert names_anchor(("it is chaired by lena okafor", lead), ["westmarch ports audit board"])
    assert not names_anchor((lead,), ["eastmarch ports audit board"])
    assert not names_anchor(
        (norm_phrase("St Aldric's General Hospital is in Thornmoor."),),
        ["thornmoor general hospital"],
    )


BOARD = (
    "Westmarch Ports Audit Board. The Audit Board is Westmarch Ports' oversight body for "
    "harbour dues and pilotage contracts. It is chaired by Helen Ashdown, the Chief Auditor, "
    "and its deputy chair is Tamsin Grey.\n\nThe board meets on the first Monday of each month."
)


def test_the_asked_slot_of_the_question_s_verb_answers(reader: Reader, nlp: Any) -> None:
    """ "Who chairs the Westmarch Ports Audit Board?" reads the agent of 'chaired' in the
    sentence about the board ('It'), not the deputy chair beside it; a sentence whose other
    slot names someone else's board, or two agents, answer nothing by the rule."""
    from a2rag.read.arguments import _first_verb, argument_answer, asked_roles, described_heads
    from a2rag.read.candidates import units_of
    from a2rag.read.reader import candidate_rows

    settings = Settings()
    question = "Who chairs the Westmarch Ports Audit Board?"
    ev = [_ev("board#0", BOARD, title="Westmarch Ports Audit Board")]
    read = reader.read(question, ev)
    assert read.best is not None and read.best.text == "Helen Ashdown"
    assert read.best.confidence == reader.thresholds["field_accuracy"]
    assert "subject of 'chair'" in read.best.reasons[0]
    gen = OfflineGenerator(settings, reader).generate(question, ev)
    verdict = OfflineVerifier(settings, reader, FakeNames(set())).verify(question, gen, ev)
    assert verdict.relevance and verdict.grounding and verdict.resolution, verdict.reasons

    def rule(q: str, text: str) -> str | None:
        frame = reader.frame(q)
        units = units_of("c#0", 0, text)
        _, cands = candidate_rows(frame, units, lambda t: list(nlp.pipe(t)))
        found = argument_answer(frame, cands, lambda t: list(nlp.pipe(t)))
        return found.text if found else None

    assert rule(question, BOARD) == "Helen Ashdown"
    # the verb's other slot names another board: no answer about this one
    other = "The Eastmarch Ports Audit Board is chaired by Helen Ashdown. " + BOARD.split(". ")[0]
    assert rule(question, other) is None
    # two agents: the rule does not choose
    joint = BOARD.replace("Helen Ashdown, the Chief Auditor,", "Helen Ashdown and Ruth Pell")
    assert rule(question, joint) is None
    # a hop through a description ('the publisher of X') is not a name's slot, unless the
    # verb's own argument says the described noun too ("Kestrel's quotes")
    assert rule("Who chairs the board of Westmarch Ports?", BOARD) is None
    withdraws = "Which system withdraws Orvane's quotes after 20 seconds of missed heartbeats?"
    stated = (
        "If Orvane misses heartbeats for 20 seconds, Helix withdraws Orvane's quotes from the book."
    )
    assert rule(withdraws, stated) == "Helix"
    assert rule(withdraws, stated.replace("Orvane's quotes", "Orvane")) is None
    assert described_heads(withdraws) == {"quot"}  # '20 seconds of ...' is a measure
    assert described_heads("Who married the publisher of X?") == {"publish"}
    # a name the small tagger calls an organisation is still a name for "who"; a bank is not
    led = "Freight Analytics is led by {}. The {} builds the forecasting models."
    assert rule("Who leads Freight Analytics?", led.format("Tomasz Wielgosz", "team")) == (
        "Tomasz Wielgosz"
    )
    assert rule("Who leads Freight Analytics?", led.format("Northgate Bank", "bank")) is None
    assert (
        rule("Who leads Freight Analytics?", led.format("the Chief Risk Officer", "team")) is None
    )
    # the question's first verb is asked; a participle describes ('first performed in ...')
    composer = "Which composer created Night Ferry first performed at Symphony Hall?"
    roles = asked_roles(composer, {"creat", "perform"})
    assert set(roles) == {"creat", "perform"}
    assert _first_verb(nlp(composer), roles) == "creat"
    # which slot a question asks, from word order
    assert asked_roles("Who chairs the Audit Board?", {"chair"}) == {"chair": "subject"}
    assert asked_roles("Which team does Helen Ashdown lead?", {"lead"}) == {"lead": "object"}
    assert asked_roles("Which system is owned by Freight Analytics?", {"own"}) == {"own": "object"}
    assert asked_roles("In which city is Orvane Data headquartered?", {"headquarter"}) == {
        "headquarter": "prep:in"
    }
    assert asked_roles("Who did the harbour master report to?", {"report"}) == {"report": "prep:to"}


def test_a_markdown_table_row_as_ingestion_writes_it_is_read_as_a_row(nlp: Any) -> None:
    """Ingestion writes a markdown table's rows as 'Key: value; Key: value.' lines. Such a
    line is a row: 'Renewal date' is read from the row of 'Quill Archive' only, while a
    bracketed gloss in prose ('X (Korean: ...; Japanese: ...)') is no row. A field that only
    names the subject's kind ('Desk' in "the loss limit of the desk headed by ...") is not
    the attribute asked."""
    from a2rag.ingest.load import markdown_to_text
    from a2rag.read.candidates import units_of

    md = (
        "# Vendor register\n\n| Vendor | Service | Renewal date |\n|---|---|---|\n"
        "| Quill Archive | Document storage | 14 May 2027 |\n"
        "| Marsh Portal | Web hosting | 2 June 2026 |\n"
    )
    text = markdown_to_text(md)
    rows = [u for u in units_of("v#0", 0, text) if u.is_table]
    assert [u.cells[0] for u in rows] == ["Quill Archive", "Marsh Portal"]
    assert rows[0].header == ["Vendor", "Service", "Renewal date"]
    assert _field(nlp, "What is the renewal date for Quill Archive?", text) == "14 May 2027"
    assert _field(nlp, "What is the renewal date for Marsh Portal?", text) == "2 June 2026"
    gloss = "DJMax Portable: Hot Tunes (Korean: hangul; Japanese: kana) is a rhythm game."
    assert not any(u.is_table for u in units_of("g#0", 0, gloss))
    desks = (
        "Desk: Northern desk; Hub: Leeds; Desk head: Odile Marsh.\n"
        "Desk: Southern desk; Hub: Exeter; Desk head: Tamsin Grey."
    )
    asked = "What is the intraday loss limit of the desk headed by Odile Marsh?"
    assert _field(nlp, asked, desks) is None
    assert _field(nlp, "Which desk is headed by Odile Marsh?", desks) == "Northern desk"


def test_a_number_answers_with_the_unit_it_stands_with(nlp: Any) -> None:
    """'80' of 'the threshold is 80%' or '25' of 'USD 25 million' is not what the sentence
    states: a bare number inside a percentage or an amount answers with the unit's text, and
    '31 December' of '31 December 2026' is no candidate ("what is the annual value" once got
    it as a number)."""
    from a2rag.read.candidates import candidates_in, units_of

    unit = units_of("t#0", 0, "The threshold is 80%, and the credit line is USD 25 million.")[0]
    texts = {c.text for c in candidates_in(unit, nlp(unit.text))}
    assert "80%" in texts and "USD 25 million" in texts
    assert "80" not in texts and "25" not in texts
    # a number inside a date is neither a count nor the date; a year or a duration still is
    unit = units_of("t#1", 0, "The contract ends on 31 December 2026 and renews every 12 months.")[
        0
    ]
    texts = {c.text for c in candidates_in(unit, nlp(unit.text))}
    assert "31 December 2026" in texts and "2026" in texts and "12 months" in texts
    assert "31 December" not in texts and "31" not in texts


def test_another_name_in_the_slot_the_question_fills_is_another_fact(reader: Reader) -> None:
    """ "What credit line does Westmarch Ports hold with Marsh Capital?" is not answered by
    the line held with Quill Bank: the question's 'with Marsh Capital' slot holds another
    name there, so the candidate keeps a quarter of its probability and is withheld."""
    text = (
        "Westmarch Ports funds its dredging programme from two facilities. "
        "Westmarch Ports holds a credit line of GBP 4 million with Quill Bank."
    )
    ev = [_ev("wp#0", text, title="Westmarch Ports funding")]
    right = reader.read("What credit line does Westmarch Ports hold with Quill Bank?", ev)
    assert right.best is not None and right.best.text == "GBP 4 million"
    other = reader.read("What credit line does Westmarch Ports hold with Marsh Capital?", ev)
    unverified = reader.threshold("unverified")
    assert other.best is None or other.best.confidence < unverified
    assert right.best.confidence >= unverified


def test_the_value_of_the_clause_the_question_s_qualifier_opens_is_the_answer(
    reader: Reader, nlp: Any
) -> None:
    """A policy states one attribute per circumstance and puts the circumstance first: 'except
    on public holidays, when the cutoff is 11:00 GMT', or a list item's key. The question's
    phrase that opens such a clause picks its one value; a clause with two values, or a name
    that opens a sentence (its topic, not a circumstance), answers nothing by this rule."""
    from a2rag.read.qualified import question_qualifiers

    text = (
        "Ward stock orders for Brackwater General Hospital must reach the pharmacy by 16:00 "
        "GMT, except on public holidays, when the cutoff is 11:00 GMT so that the courier can "
        "still collect.\n\n"
        "Order limits.\n\n"
        "- Intensive care unit: the order limit is 120 items per day, because night "
        "admissions cannot wait.\n"
        "- Theatres: the order limit is 60 or 90 items, depending on the day's list.\n"
        "- Other wards: the order limit is 40 items per day."
    )
    ev = [_ev("ph#0", text, title="Pharmacy ordering policy: Brackwater General Hospital")]
    accuracy = reader.thresholds["field_accuracy"]
    asked = {
        "What is the ward stock order cutoff at Brackwater General Hospital on public "
        "holidays?": "11:00 GMT",
        "What is the order limit for the intensive care unit at Brackwater General "
        "Hospital?": "120 items",
    }
    for question, answer in asked.items():
        read = reader.read(question, ev)
        assert read.best is not None and read.best.text == answer, question
        assert read.best.confidence == accuracy
        assert "opens" in read.best.reasons[0], read.best.reasons
    for question in (
        # two values in the clause the phrase opens
        "What is the order limit for theatres at Brackwater General Hospital?",
        # a name the evidence does not know
        "What is the order limit for the intensive care unit at Harlow Moor Hospital?",
    ):
        read = reader.read(question, ev)
        assert read.best is None or not any("opens" in r for r in read.best.reasons), question
    topic = [_ev("bw#0", "Brackwater General Hospital, with beds on six floors, has 40 wards.")]
    read = reader.read("How many beds are there at Brackwater General Hospital?", topic)
    assert read.best is None or not any("opens" in r for r in read.best.reasons)
    # a share does not answer a size: "how large" asks the line, not its top-up threshold
    shares = [_ev("cl#0", "Quill Bank: the top-up threshold is 80% of the credit line.")]
    read = reader.read("How large is the credit line with Quill Bank?", shares)
    assert read.best is None or not any("opens" in r for r in read.best.reasons)
    read = reader.read("At what utilisation is the credit line with Quill Bank topped up?", shares)
    assert read.best is not None and read.best.text == "80%"
    assert "opens" in read.best.reasons[0]
    frame = frame_question("What is the order limit at Brackwater General Hospital?", nlp)
    (hospital,) = question_qualifiers(frame, nlp(frame.text))
    assert hospital.is_name  # a name qualifies only as a list item's key
    day = frame_question("What is the cutoff on the last business day of the month?", nlp)
    assert not any(q.is_name for q in question_qualifiers(day, nlp(day.text)))


def test_a_clock_time_with_its_zone_and_a_count_of_the_asked_noun_fit_the_asked_type(
    nlp: Any,
) -> None:
    """'15:30 UTC' is a time, though the parser makes it a noun phrase; '20 rejected orders'
    is a number for "how many rejected orders"; a cutoff is asked as a time or date."""
    from a2rag.read.candidates import candidates_in, units_of
    from a2rag.read.features import type_fit

    unit = units_of("t#0", 0, "After 20 rejected orders the cutoff moves to 15:30 UTC.")[0]
    cands = {c.text: c for c in candidates_in(unit, nlp(unit.text))}
    assert cands["15:30 UTC"].label == "TIME"
    cutoff = frame_question("What is the trade-report cutoff for the EMEA desk?", nlp)
    assert cutoff.expected == Expected.DATE
    assert type_fit(cutoff, cands["15:30 UTC"]) == 1.0
    count = frame_question("How many rejected orders trip the kill switch?", nlp)
    assert type_fit(count, cands["20 rejected orders"]) == 1.0
    other = frame_question("How many clients trip the kill switch?", nlp)
    assert type_fit(other, cands["20 rejected orders"]) < 0.5


def test_the_row_whose_description_the_question_retells_answers_its_asked_column(
    reader: Reader, nlp: Any
) -> None:
    """A reference table pairs a code with what it means; "which status code marks an order
    rejected ..." retells one row's meaning, so that row's 'Code' answers. A question that
    retells no row closely, or two rows equally, is not answered by this rule."""
    table = (
        "Ward display codes.\n\n"
        "| Code | Meaning |\n|---|---|\n"
        "| BLK | Bed blocked because the ward is closed for infection control |\n"
        "| CLN | Bed awaiting cleaning after a patient was discharged |\n"
        "| RSV | Bed reserved for a patient transferring from theatres |\n"
    )
    ev = [_ev("bb#0", table, title="BedBoard display reference")]
    read = reader.read(
        "Which BedBoard status code marks a bed awaiting cleaning after a patient is discharged?",
        ev,
    )
    assert read.best is not None and read.best.text == "CLN"
    assert read.best.confidence == reader.thresholds["field_accuracy"]
    assert "retells" in read.best.reasons[0]
    for question in (
        "Which BedBoard status code marks a bed?",  # retells no row
        "Which Harlow Moor status code marks a bed awaiting cleaning after a patient is "
        "discharged?",  # a name the table does not name
    ):
        read = reader.read(question, ev)
        assert read.best is None or not any("retells" in r for r in read.best.reasons), question
    # the kind a compound that opens with names asks: 'code', not 'BedBoard'
    frame = frame_question("Which BedBoard status code marks a blocked bed?", nlp)
    assert frame.asked_nouns[-1] == "code"
    film = frame_question("Which film Doug Liman directed starred Tom Cruise?", nlp)
    assert film.asked_nouns == ["film"]


def test_a_date_the_tagger_splits_is_read_whole(reader: Reader) -> None:
    """The tagger reads '30' and 'September 2025' apart in "Contract end date: 30 September
    2025, with ..."; the answer is the whole date, and no part of it is a candidate."""
    from a2rag.read.candidates import candidates_in, units_of

    line = "Contract end date: 30 September 2025, with two optional 12-month extensions"
    unit = units_of("v#0", 0, line)[0]
    texts = {c.text: c.field for c in candidates_in(unit, reader.nlp(unit.text))}
    assert texts.get("30 September 2025") == "Contract end date"
    assert "September 2025" not in texts and "30" not in texts
    evidence = [
        _ev("v#0", "Vendor profile: Halden Medisys Ltd\n" + line, title="Halden Medisys Ltd")
    ]
    best = reader.read("When does the contract with Halden Medisys Ltd end?", evidence).best
    assert best is not None and best.text == "30 September 2025"


REGIONS = (
    "| Region | Area covered | Clinical regulator |\n|---|---|---|\n"
    "| Northern Fells | upland districts | Fellmarch Care Quality Authority |\n"
    "| Saltmere Estuary | coastal towns | Lower Saltmere Health Inspectorate |"
)


def test_a_row_or_a_sentence_about_the_subject_joins_the_row_its_key_names(
    reader: Reader,
) -> None:
    """The regions table never names the hospital: a clinics row, or a sentence about the
    hospital, names its region, whose row holds the regulator."""
    regions = _ev("r#0", REGIONS, title="Operating regions")
    clinics = _ev(
        "c#0",
        "| Clinic | Code | Region |\n|---|---|---|\n| Kestle Row Clinic | KRC | Northern Fells |",
        title="Clinics",
    )
    best = reader.read("Which regulator oversees Kestle Row Clinic?", [clinics, regions]).best
    assert best is not None and best.text == "Fellmarch Care Quality Authority"
    assert "row naming" in best.reasons[0] and best.linked_chunks == ["c#0"]
    site = _ev(
        "s#0",
        "Harrowby Royal Infirmary is the acute hospital for the Saltmere Estuary region. "
        "It has 410 beds.",
        title="Site profile: Harrowby Royal Infirmary",
    )
    best = reader.read("Which regulator oversees Harrowby Royal Infirmary?", [site, regions]).best
    assert best is not None and best.text == "Lower Saltmere Health Inspectorate"
    assert "sentence naming" in best.reasons[0] and best.linked_chunks == ["s#0"]
    assert best.confidence >= reader.threshold("answer")
    # a sentence that names two regions links to neither
    both = _ev(
        "b#0",
        "Harrowby Royal Infirmary serves the Saltmere Estuary region and the Northern Fells region.",
        title="Site profile: Harrowby Royal Infirmary",
    )
    best = reader.read("Which regulator oversees Harrowby Royal Infirmary?", [both, regions]).best
    assert best is None or best.confidence < reader.threshold("answer")


def test_a_date_in_another_persons_life_span_is_no_answer(reader: Reader) -> None:
    """ "Stephen Pownall (born 30 December 1986) is ... the husband of Gabriella Wilde" dates
    Pownall: asked of Wilde, the date is withheld, not even a guess (a refit gave it 0.61);
    asked of him, it is not demoted."""
    text = (
        "Stephen Alan Fletcher Pownall (born 30 December 1986) is an English singer-songwriter "
        "and the husband of actress Gabriella Wilde."
    )
    evidence = [_ev("p#0", text)]
    wilde = reader.read("When was Gabriella Wilde born?", evidence).best
    assert wilde is None or wilde.confidence < reader.threshold("unverified")
    pownall = reader.read("When was Alan Pownall born?", evidence).best
    assert pownall is not None and pownall.text == "30 December 1986"
    assert pownall.confidence > max(
        wilde.confidence if wilde else 0.0, reader.threshold("sufficient")
    )


def test_the_column_headed_by_the_asked_noun_is_the_field_asked(reader: Reader) -> None:
    """ "Which regulator oversees Northern Fells?" asks the 'Clinical regulator' column of the
    row keyed Northern Fells, though the question never says 'clinical'."""
    best = reader.read("Which regulator oversees Northern Fells?", [_ev("r#0", REGIONS)]).best
    assert best is not None and best.text == "Fellmarch Care Quality Authority"
    assert "Clinical regulator" in best.reasons[0]
    assert best.confidence >= reader.threshold("answer")


def test_a_comparison_compares_the_asked_attribute_not_the_sides_kind() -> None:
    """ "Which regulator has the shorter notification deadline, A or B?": both sides are
    regulators, so rows that only say 'Clinical regulator' do not hold the compared value
    (their inspection cycles); the deadline sentences do."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare

    text = (
        "| Region | Clinical regulator | Routine inspection cycle |\n|---|---|---|\n"
        "| Northern Fells | Fellmarch Care Quality Authority | every 12 months |\n"
        "| Saltmere Estuary | Lower Saltmere Health Inspectorate | every 18 months |\n\n"
        "The Fellmarch Care Quality Authority must be notified of a serious incident within "
        "72 hours. The Lower Saltmere Health Inspectorate requires notification within 48 hours."
    )
    sides = ["Lower Saltmere Health Inspectorate", "Fellmarch Care Quality Authority"]
    q = "Which regulator has the shorter serious-incident notification deadline, {} or {}?"
    found = compare(q.format(*sides), sides, units_of("r#0", 0, text))
    assert found is not None and found.answer == "Lower Saltmere Health Inspectorate"
    assert found.values == {sides[0]: "48 hours", sides[1]: "72 hours"}


def test_a_column_naming_another_relation_is_not_the_field_asked(reader: Reader) -> None:
    """ "Which team is paged under the runbook?" is not asked of 'Owning team': the owner is
    another relation, even where it is the same team."""
    page = _ev(
        "t#0",
        "Tidewater Integration Engine is the central interface engine.\n"
        "- Owning team: Integration Services\n- Service tier: 1",
        title="System page: Tidewater Integration Engine",
    )
    best = reader.read(
        "Which team is paged when the Tidewater Integration Engine fails?", [page]
    ).best
    assert best is None or best.confidence < reader.threshold("answer")
    owner = reader.read("Which team owns the Tidewater Integration Engine?", [page]).best
    assert owner is not None and owner.text == "Integration Services"


def test_the_one_thing_of_the_asked_kind_in_the_subjects_document_is_a_guess(
    reader: Reader,
) -> None:
    """'Which system caused INC-2024-0107?': the post-mortem names one thing a labelled page
    calls a system (under an alias), so that page's subject is the reader's first guess,
    just under the answer threshold (no dev question measures the rule); a post-mortem
    naming two systems, or evidence without labelled pages, gives no such guess."""
    from a2rag.read.kinds import page_kind
    from a2rag.read.model import below_answer

    assert page_kind("System page: Apotheca Gateway (MG-SYS-040)") == ("system", "Apotheca Gateway")
    assert page_kind("Vendor profile: Halden Medisys Ltd") == ("supplier", "Halden Medisys Ltd")
    assert page_kind("Post-mortem INC-2024-0107: pharmacy dispensing outage") is None
    pages = [
        _ev("sys1", "Apotheca Gateway connects prescribing to the dispensing robots.",
            title="System page: Apotheca Gateway (MG-SYS-040)"),
        _ev("sys2", "BedBoard shows the state of every inpatient bed.",
            title="System page: BedBoard (MG-SYS-033)"),
    ]  # fmt: skip
    one = _ev(
        "pm1",
        "Incident: INC-2024-0107. Severity: P1. Author: Bea Kinsella.\n\nSummary. Apotheca "
        "Gateway rejected every dispensing request for two hours. Pharmacists at Harrowby "
        "Royal Infirmary dispensed by hand.",
        title="Post-mortem INC-2024-0107: pharmacy dispensing outage",
    )
    two = _ev(
        "pm2",
        "Incident: INC-2024-0300. Severity: P2.\n\nSummary. BedBoard and Apotheca Gateway "
        "both lost their database for an hour.",
        title="Post-mortem INC-2024-0300: database outage",
    )
    guess_at = below_answer(reader.thresholds["answer"])
    found = reader.read("Which system caused INC-2024-0107?", [one, *pages])
    assert found.best is not None and found.best.text == "Apotheca Gateway"
    assert found.best.confidence == pytest.approx(guess_at, abs=1e-4)
    assert found.best.chunk_id == "pm1" and "the one system" in found.best.reasons[0]
    # two systems in the subject's document: no kind guess
    both = reader.read("Which system failed in INC-2024-0300?", [two, *pages])
    assert all("the one system" not in r for a in both.candidates for r in a.reasons)
    # of several, the one whose paragraph states the question's relation
    minutes = _ev(
        "cab",
        "Chair: Lorna Vesey.\n\n1. CHG-24-0188: BedBoard upgrade to version 9.0. DEFERRED. The "
        "migration tool failed validation.\n\n2. CHG-24-0195: Apotheca Gateway, new licence "
        "server. APPROVED.",
        title="Change Advisory Board minutes: 12 March 2024",
    )
    deferred = reader.read(
        "Which system's upgrade did the Change Advisory Board defer on 12 March 2024?",
        [minutes, *pages],
    )
    assert deferred.best is not None and deferred.best.text == "BedBoard"
    assert "the one system" in deferred.best.reasons[0]
    # without the labelled pages nothing says what a system is
    blind = reader.read("Which system caused INC-2024-0107?", [one])
    assert all("the one system" not in r for a in blind.candidates for r in a.reasons)


def test_a_name_tagged_across_both_sides_of_a_choice_is_the_two_sides(reader: Reader) -> None:
    """The tagger reads 'Sacred Planet or Oz the Great and Powerful' as one title; the
    relevance check then looked for that whole name and failed a question whose comparison
    the reader had answered right."""
    f = reader.frame("Which film was released first: Sacred Planet or Oz the Great and Powerful?")
    assert f.options == ["Sacred Planet", "Oz the Great and Powerful"]
    assert f.anchors == f.options
    g = reader.frame(
        "Which film was released more recently, Off The Menu: Asian America or See You In "
        "Hell, My Darling?"
    )
    assert g.anchors[:2] == ["Off The Menu: Asian America", "See You In Hell, My Darling"]


def test_a_name_ending_in_the_asked_noun_is_no_column_for_a_person(reader: Reader) -> None:
    """'Sentinel Risk Engine: Viktor Hale.' in a list of sign-offs gave "Which risk engine
    does the Order Gateway call?" the person Viktor Hale at the field rule's accuracy (a
    deep-mode hop of the sample KB's kb-q28)."""
    signoffs = _ev(
        "cm#1",
        "Required sign-offs.\n\nIn addition to CAB approval, changes to the following "
        "systems need a named sign-off:\n\nOrder Gateway and Halcyon Trader: Wielgosz.\n"
        "Sentinel Risk Engine: Viktor Hale.\nHPX: the head of Pricing Technology.",
        title="Change Management Policy",
    )
    found = reader.read(
        "Which risk engine does the Order Gateway call for pre-trade checks?", [signoffs]
    )
    assert found.best is not None  # the model's low guess may still be the person
    assert found.best.confidence < reader.thresholds["answer"]
    assert not any("field" in r for r in found.best.reasons)


def test_the_asked_end_of_a_move_is_not_read_from_the_other_end(reader: Reader, nlp: Any) -> None:
    """ "Which depot did the fleet move to ...?" asks the 'to' end: in "from Harlow Depot to
    Brinmoor Depot" the 'from' end is demoted below the 'to' end, and the other way round
    for "... move from?"."""
    assert frame_question("Which depot did the fleet move to in 2019?", nlp).direction == "to"
    assert frame_question("From which depot did the fleet move?", nlp).direction == "from"
    relative = "Which company runs the depot that the fleet moved to?"
    assert frame_question(relative, nlp).direction is None
    text = "In March 2019 the Ostrava fleet moved from Harlow Depot to Brinmoor Depot."
    ev = [_ev("fleet#0", text, title="Ostrava fleet history")]

    def ranked(question: str) -> dict[str, float]:
        return {c.text: c.probability for c in reader.read(question, ev).candidates}

    to = ranked("Which depot did the Ostrava fleet move to in 2019?")
    assert to["Harlow Depot"] < to["Brinmoor Depot"] / 4
    frm = ranked("Which depot did the Ostrava fleet move from in 2019?")
    assert frm["Brinmoor Depot"] < frm["Harlow Depot"]


def test_a_sentence_defining_another_thing_on_a_subjects_page_is_not_about_the_subject() -> None:
    """A page that opens with one depot and has a paragraph on another: "Southmere Depot is a
    leased yard ..., operated by Tallis Logistics Ltd." names Southmere's operator, not the
    page's first subject's; a sentence that inherits the page's subject still answers."""
    from a2rag.read.facts import fact_answer

    page = (
        "Northgate Depot is the council's main vehicle yard, opened in 1998.\n\n"
        "Southmere Depot is a leased yard on the eastern ring road, operated by Tallis "
        "Logistics Ltd. The council rents 30 bays there."
    )
    assert fact_answer("Which company operates Northgate Depot?", _units(page)) is None
    found = fact_answer("Which company operates Southmere Depot?", _units(page))
    assert found is not None and found.text == "Tallis Logistics Ltd"
    inherited = (
        "Northgate Depot is the council's main vehicle yard.\nIt is operated by Brack Fleet Ltd."
    )
    found = fact_answer("Which company operates Northgate Depot?", _units(inherited))
    assert found is not None and found.text == "Brack Fleet Ltd"


def test_a_candidate_of_no_fitting_kind_keeps_a_quarter_for_a_strictly_typed_question(
    reader: Reader,
) -> None:
    """ "Who is the performer of Glass Orchard?" over a sentence that names no person: 'more
    than 30 concerts' fits no person, so it keeps a quarter of its probability (on the dev
    hops such answers were wrong 4 times in 4)."""
    text = "Glass Orchard was performed live at more than 30 concerts before its release in 1986."
    ev = [_ev("g#0", text, title="Glass Orchard")]
    who = reader.read("Who is the performer of Glass Orchard?", ev).best
    assert who is not None and who.text == "more than 30 concerts"
    assert who.probability < 0.25 and who.confidence < 0.5
    assert who.confidence < reader.threshold("answer")


def test_the_agent_of_another_verb_is_not_the_asked_role(reader: Reader) -> None:
    """ "directed by Ruth Alder and produced by one of its stars, Tom Verey": asked for the
    producer, the director is demoted to a guess; asked for the director, she is not."""
    text = (
        "Salt Meridian is a 1979 adventure film, directed by Ruth Alder and produced by one "
        "of its stars, Tom Verey. The film reunites Verey with Ana Lisle."
    )
    ev = [_ev("s#0", text, title="Salt Meridian")]
    producer = {
        c.text: c.probability
        for c in reader.read("Who is the producer of Salt Meridian?", ev).candidates
    }
    director = {
        c.text: c.probability
        for c in reader.read("Who is the director of Salt Meridian?", ev).candidates
    }
    assert producer["Ruth Alder"] < director["Ruth Alder"] / 3
    best = reader.read("Who is the producer of Salt Meridian?", ev).best
    assert best is not None and best.confidence < reader.threshold("answer")


def test_a_count_in_another_unit_of_the_same_measure_is_not_the_asked_count(
    reader: Reader,
) -> None:
    """ "How many kilometres of canal does Dunmore have?" over "... 46 km (29 mi) of canal":
    '29 mi' keeps a quarter of the probability it has for the same question in miles, and is
    not `answered`."""
    text = "Dunmore has 46 km (29 mi) of navigable canal, most of it built before 1820."
    ev = [_ev("d#0", text, title="Dunmore")]

    def ranked(question: str) -> dict[str, float]:
        return {c.text: c.probability for c in reader.read(question, ev).candidates}

    asked_km = "How many kilometres of canal does Dunmore have?"
    miles = ranked("How many miles of canal does Dunmore have?")
    km = ranked(asked_km)
    assert km["29 mi"] < miles["29 mi"] / 3
    assert miles["46 km"] < miles["29 mi"]
    best = reader.read(asked_km, ev).best
    assert best is not None and best.confidence < reader.threshold("answer")


def _fits(nlp: Any, question: str, text: str) -> dict[str, float]:
    from a2rag.read.candidates import candidates_in, units_of
    from a2rag.read.features import type_fit

    frame = frame_question(question, nlp)
    return {
        c.text: type_fit(frame, c)
        for u in units_of("y#0", 0, text)
        for c in candidates_in(u, nlp(u.text))
    }


def test_a_year_question_takes_a_year_and_a_count_question_no_year(nlp: Any) -> None:
    """ "In what year ...?" is no ordinal ('48th season', which the tagger calls a date), and
    "how many inhabitants" no year with another noun ('2010 census'); a count of the asked
    noun stays a count even when its number looks like a year ('1500 soldiers')."""
    year = _fits(
        nlp,
        "Virginia Commonwealth University was founded in what year?",
        "The team played its 48th season. The university was founded in 1838.",
    )
    assert year["48th season"] == 0.0 and year["1838"] == 1.0
    count = _fits(
        nlp,
        "How many inhabitants does Brown County have?",
        "As of the 2010 census, the county population was 9,984.",
    )
    assert count["2010 census"] <= 0.3 and count["9,984"] == 1.0
    soldiers = _fits(nlp, "How many soldiers did the fort hold?", "It held 1500 soldiers.")
    assert soldiers["1500 soldiers"] == 1.0


def test_a_possessor_is_also_offered_without_its_clitic(nlp: Any) -> None:
    from a2rag.read.candidates import candidates_in, units_of

    """The tagger's entity may keep the clitic ("Taylor Swift's"), which no answer says."""
    text = (
        "His works include videos for Katy Perry's \"Teenage Dream\", Taylor Swift's single "
        '"Back to December" and others.'
    )
    (unit,) = units_of("p#0", 0, text)
    texts = {c.text for c in candidates_in(unit, nlp(unit.text))}
    assert {"Taylor Swift", "Katy Perry"} <= texts


def test_a_sentence_going_on_about_its_chunk_subject_offers_its_typed_candidates(
    nlp: Any,
) -> None:
    """ "It was made at Cinecittà in Rome." shares no word with the question; its chunk's lead
    sentence does, so its place is a candidate, and its untyped noun phrases are not."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.reader import candidate_rows

    text = (
        "Tosca is a 1956 Italian film based on the opera by Giacomo Puccini. "
        "It was made at Cinecittà in Rome with a large cast."
    )
    frame = frame_question("In which city was the film of Puccini's opera shot?", nlp)
    _, cands = candidate_rows(frame, units_of("t#0", 0, text), ParseCache(nlp).parse)
    texts = {c.text for c in cands}
    assert "Rome" in texts and "a large cast" not in texts and "large cast" not in texts


def test_names_in_a_bridge_description_are_told_apart(nlp: Any) -> None:
    """A name inside a relative clause on a definite noun describes the bridge the question
    does not name; a clause that qualifies ("patients who were under 18") does not, nor does
    a frequency the tagger calls a date ('annual') count as a name."""
    bridge = frame_question(
        "In the country that Jiménez is a part, what percentage of Spanish Wikipedia edits "
        "were from there?",
        nlp,
    )
    assert bridge.described == ["Jiménez"]
    woman = frame_question(
        "What government position was held by the woman who portrayed Corliss Archer?", nlp
    )
    assert woman.described == ["Corliss Archer"]
    qualified = frame_question(
        "For patients who were under 18 at St Aldric's, until which birthday are records kept?",
        nlp,
    )
    assert qualified.described == []
    assert frame_question("Who chairs the Halcyon Markets Risk Committee?", nlp).described == []
    # a participle with its agent is a relative clause too
    managed = frame_question(
        "How many HT-40 handhelds are at the depot managed by Delia Frost?", nlp
    )
    assert managed.described == ["Delia Frost"]
    annual = frame_question("What is the annual value of the Orveo Imaging contract?", nlp)
    assert annual.anchors == ["Orveo Imaging"]


def test_a_reading_whose_chunk_misses_the_bridge_description_is_a_guess(
    reader: Reader, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "... in the year that Pellam Bridge opened": a chunk that never names Pellam Bridge
    cannot tell that its year is the bridge's, so its answer stays under the answer
    threshold however sure the model is; the same chunk naming it is not capped."""
    monkeypatch.setattr(reader, "_confidence", lambda everyone, row: 0.95)
    q = "Which club won the Marrow Cup in the year that Pellam Bridge opened?"
    text = (
        "The Marrow Cup is a rowing race held each spring. The Marrow Cup was won by Ilford "
        "Rowing Club in 2019, its first victory."
    )

    def best(chunk: str) -> Any:
        return reader.read(q, [_ev("m#0", chunk, title="Marrow Cup")]).best

    missing = best(text)
    named = best(text + " Pellam Bridge opened in 2019.")
    assert missing is not None and named is not None
    assert missing.text == named.text == "Ilford Rowing Club"
    assert missing.confidence < reader.threshold("answer") <= named.confidence


def test_a_choice_the_comparison_rule_cannot_make_is_said_as_a_side() -> None:
    """A guess for "A or B" is answered with the side as the question says it: 'Marsilea
    minuta' is the side 'Marsilea'; a candidate naming both sides or neither stays itself."""
    from a2rag.read.reader import AnswerCandidate, _said_as_options
    from a2rag.read.sides import option_of

    options = ["Marsilea", "Brabejum"]
    assert option_of("Marsilea minuta", options) == "Marsilea"
    assert option_of("Brabejum and Marsilea", options) is None
    assert option_of("Marsileaceae", options) is None
    assert option_of("Delta Hardware", ["who sang", "played Delta Hardware"]) is None
    assert option_of("Leonberger", ["the  Leonberger", "the Basset Hound"]) == "the  Leonberger"

    def cand(text: str, p: float) -> AnswerCandidate:
        return AnswerCandidate(
            text=text, confidence=p, probability=p, label="PNP", type_fit=1.0, chunk_id="m#0",
            sentence=text,
        )  # fmt: skip

    said = _said_as_options(
        [cand("Marsilea minuta", 0.4), cand("genus", 0.2), cand("Marsilea", 0.1)], options
    )
    assert [c.text for c in said] == ["Marsilea", "genus"]
    assert said[0].confidence == 0.4


def test_a_reading_keeps_enough_candidates_for_deep_mode_to_find_its_bridge(
    reader: Reader,
) -> None:
    """Deep mode's bridge ('Upper Vale region' for "Which regulator oversees Kestle Bridge
    Hospital?") is a candidate of another kind, often ranked below ten of the asked kind; a
    reading keeps twenty."""
    names = [
        "Arden Vale Board", "Bexley Standards Office", "Corran Audit Trust", "Dunmore Council",
        "Ellery Health Board", "Fenwick Safety Agency", "Garron Review Panel", "Halden Trust",
        "Ilsley Care Authority", "Jarrow Quality Office", "Kestrel Oversight Group",
        "Lindow Standards Board",
    ]  # fmt: skip
    text = " ".join(f"{n} oversees clinics in the north." for n in names)
    text += " Kestle Bridge Hospital is the acute hospital for the Upper Vale region."
    reading = reader.read("Which regulator oversees Kestle Bridge Hospital?", [_ev("r#0", text)])
    texts = [c.text for c in reading.candidates]
    assert len(texts) > 10
    assert "Upper Vale region" in texts


def test_an_answer_for_two_joined_names_must_be_stated_for_both(
    reader: Reader, nlp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Where are A and B located?" asks one thing of both: 'Corrin Isles', on both pages,
    answers it; 'Tallis Island', on A's page only, answers half of it, so it stays a guess
    however sure the model is, while 'Corrin Isles' keeps the model's confidence (the order
    stays the model's: promoting the answer stated for both was measured to answer a dev
    question wrongly at 0.81). A yes/no or a choice joins no names this way."""
    from a2rag.read.candidates import units_of
    from a2rag.read.reader import candidate_rows, capped_rows

    q = "Where are Varrow Heath Park and Olden Moor Park located?"
    frame = frame_question(q, nlp)
    assert frame.conjoined == ["Varrow Heath Park", "Olden Moor Park"]
    for other in (
        "Are Varrow Heath Park and Olden Moor Park both parks?",
        "Which is older, Varrow Heath Park or Olden Moor Park?",
    ):
        assert frame_question(other, nlp).conjoined == []
    assert frame_question("Who leads the team that owns Clarion Paging?", nlp).conjoined == []
    a = "Varrow Heath Park is a national park on Tallis Island, in the Corrin Isles."
    b = "Olden Moor Park is a nature reserve on the island of Brae, one of the Corrin Isles."
    units = [*units_of("a#0", 0, a, "Varrow Heath Park"), *units_of("b#0", 1, b, "Olden Moor Park")]
    _, cands = candidate_rows(frame, units, reader.parses.parse)
    capped = dict(zip([c.text for c in cands], capped_rows(frame, units, cands), strict=True))
    assert capped["Corrin Isles"] is False and capped["Tallis Island"] is True

    monkeypatch.setattr(reader, "_confidence", lambda everyone, row: 0.95)
    reading = reader.read(q, [_ev("a#0", a, title="Varrow Heath Park"), _ev("b#0", b)])
    conf = {c.text: c.confidence for c in reading.candidates}
    assert conf["Tallis Island"] < reader.threshold("answer") <= conf["Corrin Isles"]


def test_fitting_without_the_dev_sets_is_refused(tmp_path: Any) -> None:
    """A wrong `--data` folder would fit the reader on the sample KB alone and overwrite the
    shipped model with it; the command names the folder it found nothing in instead."""
    from a2rag.errors import DatasetError
    from a2rag.eval.fit_reader import run_fit, run_rescore

    kb = Path(__file__).resolve().parents[1] / "examples" / "kb"
    out = tmp_path / "model.json"
    with pytest.raises(DatasetError, match="no dev sets under"):
        run_fit(None, tmp_path / "missing", kb, out, None)
    with pytest.raises(DatasetError, match="no dev sets under"):
        run_rescore(None, tmp_path, kb, out, None)
    assert not out.exists()


def test_what_two_joined_names_share_is_read_from_both_pages(reader: Reader) -> None:
    """ "What occupation do A and B share?" is answered by the description both pages open
    with ('director': the head of 'film director', not its modifier 'film'), said without
    the noun the question names, at the rule's measured accuracy and citing both pages; a
    question about one name, or pages that share no description, get no such answer."""
    accuracy = reader.thresholds["shared_accuracy"]
    a = "Orrin Vale (born 3 May 1941) is an English cinematographer and film director."
    b = "Tamsin Koury (1926-1987) was an Armenian-American film editor and director."
    c = "Ilse Brandt (born 1950) is a German novelist and poet."
    d = "Marten Roe (born 1939) is an American poet, essayist and critic."
    ev = [_ev("a#0", a, title="Orrin Vale"), _ev("b#0", b, title="Tamsin Koury")]
    best = reader.read("What occupation do Orrin Vale and Tamsin Koury share?", ev).best
    assert best is not None and (best.text, best.label) == ("director", "SHARED")
    assert best.confidence == accuracy and best.linked_chunks == ["b#0"]
    poets = [_ev("c#0", c, title="Ilse Brandt"), _ev("d#0", d, title="Marten Roe")]
    best = reader.read("What profession do Ilse Brandt and Marten Roe have in common?", poets).best
    assert best is not None and (best.text, best.label) == ("poet", "SHARED")
    for question, evidence in [
        ("What occupation does Orrin Vale have?", ev),
        ("What occupation do Orrin Vale and Ilse Brandt share?", [ev[0], poets[0]]),
    ]:
        best = reader.read(question, evidence).best
        assert best is None or best.label != "SHARED", question


def test_a_parent_or_spouse_is_read_from_the_subjects_own_page(reader: Reader) -> None:
    """Deep mode's first hop of "When did X's father die?" is read by rule from X's own page:
    'the son of A and B' names the father first, 'the daughter of A and her husband B' names
    him second, a rank and title after a comma belong to the name, and an honorific does
    not. Its confidence stays under the answer threshold while its measured accuracy is
    below 0.9; a page that only mentions the subject, or a relative of someone else, gives
    no answer."""
    from a2rag.read.model import rule_confidence

    accuracy = reader.thresholds["family_accuracy"]
    son = (
        "Edric Vallance (4 May 1801 – 2 June 1860) was an English surveyor. He was the eldest "
        "son of Tobias Vallance, 3rd Baron Hatherley and his wife Agnes Crane."
    )
    daughter = (
        "Maren Osk (1850 – 1911) was a Danish painter. She was the daughter of Lady Ilse Brandt "
        "and her husband Jorund Osk. She married Sir Halvard Lunde in 1872."
    )
    other = "Tobias Vallance was a peer. His son Edric was the husband of Ada Flint."
    ev = [
        _ev("son#0", son, title="Edric Vallance"),
        _ev("daughter#0", daughter, title="Maren Osk"),
        _ev("other#0", other, title="Tobias Vallance"),
    ]
    for question, expected in [
        ("Who is the father of Edric Vallance?", "Tobias Vallance, 3rd Baron Hatherley"),
        ("Who is the mother of Edric Vallance?", "Agnes Crane"),
        ("Who is the father of Maren Osk?", "Jorund Osk"),
        ("Who was Maren Osk's mother?", "Ilse Brandt"),
        ("Who is the spouse of Maren Osk?", "Halvard Lunde"),
    ]:
        best = reader.read(question, ev).best
        assert best is not None and (best.text, best.label) == (expected, "FAMILY"), question
        assert best.confidence == rule_confidence(accuracy, reader.threshold("answer"))
    assert rule_confidence(0.8, 0.73) < 0.73 and rule_confidence(0.95, 0.73) == 0.95
    for question, evidence in [
        ("Who is the spouse of Edric Vallance?", [ev[2]]),
        ("Who is the father of Ada Flint?", ev),
    ]:
        best = reader.read(question, evidence).best
        assert best is None or best.label != "FAMILY", question


def test_a_subject_whose_name_holds_a_comma_is_found_on_its_own_page() -> None:
    """'Tobias Vallance, 3rd Baron Hatherley (1770 – 1841) was ...' is that subject's own page
    (deep mode's second hop asks for his death date by the name the first hop read); a page
    opening with another holder of the title is not."""
    from a2rag.read.facts import fact_answer
    from a2rag.read.sides import opens_with_side

    own = "Tobias Vallance, 3rd Baron Hatherley (2 May 1770 – 9 June 1841) was an English peer."
    other = "Tobias Vallance, 4th Baron Hatherley (1801 – 1860) was his son."
    assert opens_with_side(own, "Tobias Vallance, 3Rd Baron Hatherley")
    assert not opens_with_side(other, "Tobias Vallance, 3rd Baron Hatherley")
    fact = fact_answer("When did Tobias Vallance, 3rd Baron Hatherley die?", _units(other, own))
    assert fact is not None and fact.text == "9 June 1841"


def test_a_subjects_country_is_read_from_the_nationality_its_page_opens_with(
    reader: Reader,
) -> None:
    """ "Which country is X from?" is answered with the country of the nationality X's own
    page opens with, "What nationality is X?" with the nationality; an origin ('of Armenian
    descent') is no nationality, and a page that is not X's gives none."""
    from a2rag.read.model import rule_confidence
    from a2rag.read.polar import same_nation

    accuracy = reader.thresholds["nation_accuracy"]
    page = "Orrin Vale (1890 – 1960) was an American diplomat of Armenian descent."
    other = "Ilse Brandt (born 1950) is a German novelist who met Orrin Vale in 1980."
    ev = [_ev("o#0", page, title="Orrin Vale"), _ev("i#0", other, title="Ilse Brandt")]
    for question, expected in [
        ("Which country Orrin Vale is from?", "United States"),
        ("What is the country of citizenship of Orrin Vale?", "United States"),
        ("What nationality is Orrin Vale?", "American"),
    ]:
        best = reader.read(question, ev).best
        assert best is not None and (best.text, best.label) == (expected, "NATION"), question
        assert best.confidence == rule_confidence(accuracy, reader.threshold("answer"))
    best = reader.read("Which country Orrin Vale is from?", [ev[1]]).best
    assert best is None or best.label != "NATION"
    assert same_nation("Italy", "Italian") and not same_nation("Italy", "Spanish")


def test_a_life_date_is_read_from_the_page_titled_with_the_subject(reader: Reader) -> None:
    """A page titled 'Tobias Vallance, 3rd Baron Hatherley' that opens with his fuller name
    ('Tobias Edric Vallance, 3rd Baron Hatherley (2 May 1770 – ...') is his own page: the
    life-date rule reads it; a page that only names him gives its own person's dates."""
    accuracy = reader.thresholds["fact_accuracy"]
    own = (
        "Tobias Edric Vallance, 3rd Baron Hatherley (2 May 1770 – 9 June 1841) was an English peer."
    )
    son = "Edric Vallance (4 May 1801 – 2 June 1860) was the son of Tobias Vallance."
    ev = [
        _ev("son#0", son, 0.8, title="Edric Vallance"),
        _ev("own#0", own, title="Tobias Vallance, 3rd Baron Hatherley"),
    ]
    best = reader.read("When was Tobias Vallance, 3rd Baron Hatherley born?", ev).best
    assert best is not None and (best.text, best.label) == ("2 May 1770", "FACT")
    assert best.confidence == accuracy
    best = reader.read("When was Tobias Vallance, 3rd Baron Hatherley born?", ev[:1]).best
    assert best is None or best.label != "FACT"


def test_a_role_given_with_other_verbs_of_the_same_agent_is_read(reader: Reader) -> None:
    """'written, directed, produced, and edited by Orrin Vale' names the film's director, on
    the page titled with the film, as 'directed by' does."""
    page = (
        "The Marrow Line is a 2017 Quebecois film written, directed, produced, and edited by "
        "Orrin Vale under the name of Nivro Elav."
    )
    ev = [_ev("f#0", page, title="The Marrow Line (2017 film)")]
    best = reader.read("Who is the director of film The Marrow Line (2017 Film)?", ev).best
    assert best is not None and (best.text, best.label) == ("Orrin Vale", "FACT")


def test_cached_word_helpers_hand_out_their_own_sets() -> None:
    """stem, content_words and norm_phrase are cached (a reading asks for the same words
    thousands of times); a caller that edits the set it got must not change the next one."""
    from a2rag.read.lexical import content_words, norm_phrase, stem

    first = content_words("Priya Raman chairs the Risk Committee")
    first.add("tampered")
    again = content_words("Priya Raman chairs the Risk Committee")
    assert "tampered" not in again and {"priya", "raman", "chair", "risk"} <= again
    assert stem("owned") == stem("owns") == "own"
    long = "The Risk Committee " * 40  # past the cached length, computed alike
    assert content_words(long) == {"risk", "committe"}
    assert norm_phrase(long) == " ".join(["risk committee"] * 40)
    assert norm_phrase("The Order Gateway's") == "order gateway"


def _walk(tree: Any, row: list[float]) -> float:
    """One tree scored the plain way, node by node: the reference for the packed forest."""
    k = 0
    while not tree.leaf[k]:
        k = tree.left[k] if row[tree.feature[k]] <= tree.threshold[k] else tree.right[k]
    return float(tree.value[k])


def test_the_packed_forest_scores_as_each_tree_walked_alone() -> None:
    """The reader walks all trees at once over flat arrays; every row must land on the leaf a
    plain walk of each tree reaches, at thresholds exactly and on either side of them."""
    import numpy as np

    from a2rag.read.model import ReaderModel, Tree

    model = load_model(expected=FEATURES)
    assert model.kind == "trees"
    rng = np.random.default_rng(0)
    cuts: dict[int, list[float]] = {}
    for t in model.trees:
        for f, thr, leaf in zip(t.feature, t.threshold, t.leaf, strict=True):
            if not leaf:
                cuts.setdefault(f, []).append(thr)
    rows = []
    for _ in range(300):
        row = [float(rng.choice([0.0, 1.0, rng.random()])) for _ in FEATURES]
        for f, values in cuts.items():
            if rng.random() < 0.7:
                row[f] = float(rng.choice(values)) + float(rng.choice([-1e-6, 0.0, 1e-6]))
        rows.append(row)
    z = np.array([model.intercept + sum(_walk(t, r) for t in model.trees) for r in rows])
    expected = 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))
    mismatch = np.asarray(rows)[:, FEATURES.index("modifier_mismatch")] > 0
    expected = np.where(mismatch, expected * 0.25, expected)
    assert np.allclose(model.proba(rows), expected, rtol=0, atol=1e-12)

    # trees of different depths: a row that reaches a shallow leaf stays on it
    stump = Tree(feature=[0, 0, 0], threshold=[0.5, 0, 0], left=[1, 0, 0], right=[2, 0, 0],
                 leaf=[False, True, True], value=[0.0, -1.0, 1.0])  # fmt: skip
    deep = Tree(
        feature=[1, 0, 1, 0, 0], threshold=[0.5, 0.0, 0.25, 0.0, 0.0], left=[1, 0, 3, 0, 0],
        right=[2, 0, 4, 0, 0], leaf=[False, True, False, True, True],
        value=[0.0, 0.5, 0.0, 2.0, 3.0],
    )  # fmt: skip
    tiny = ReaderModel(kind="trees", features=["a", "b"], trees=[stump, deep])
    grid = [[a, b] for a in (0.0, 0.5, 1.0) for b in (0.0, 0.25, 0.3, 0.5, 1.0)]
    got = np.log(tiny.proba(grid) / (1 - tiny.proba(grid)))
    want = [_walk(stump, r) + _walk(deep, r) for r in grid]
    assert np.allclose(got, want, atol=1e-9)


def test_token_table_walks_the_parse_as_spacy_does(nlp: Any) -> None:
    """The features' clause and tree distance, read from the unit's token lists, are what
    spaCy's own `ancestors` and `subtree` give, token by token."""
    from a2rag.read.lexical import stem
    from a2rag.read.tokens import TokenTable

    texts = [
        "The Market Data team, which Ines Carvalho has led since 2021, is based in London.",
        "Orders rejected by the gateway are logged, and the Risk Committee, chaired by Priya "
        "Raman, reviews them every Monday at 09:00 London time.",
        "Kestrel Analytics is headquartered in Edinburgh; it was founded in 2012 by two "
        "former traders and acquired by Halcyon Markets in 2019.",
        "The contract is worth EUR 500,000 a year; 96 beds, 12 ICU beds and 2.6 PB of images.",
    ]
    for doc in nlp.pipe(texts):
        table = TokenTable(doc)
        assert table.texts == [t.text for t in doc]
        assert table.lowers == [t.lower_ for t in doc]
        assert table.idx == [t.idx for t in doc]
        assert table.proper == [t.pos_ == "PROPN" for t in doc]
        assert table.stop == [t.is_stop for t in doc]
        assert table.like_num == [t.like_num for t in doc]
        assert table.nominal == [t.pos_ in {"NOUN", "ADJ", "PROPN"} for t in doc]
        assert table.noun == [t.pos_ == "NOUN" for t in doc]
        for t in doc:
            assert table.ancestors(t.i) == [t.i] + [a.i for a in t.ancestors]
            node = t
            while node.head.i != node.i and node.pos_ not in {"VERB", "AUX"}:
                node = node.head
            words = {stem(w.text) for w in node.subtree if not w.is_stop and w.is_alpha}
            assert table.clause_words(t.i) == words
            for u in doc:
                up = [u.i] + [a.i for a in u.ancestors]
                common = [k for k, a in enumerate([t.i] + [a.i for a in t.ancestors]) if a in up]
                want = common[0] + up.index(([t.i] + [a.i for a in t.ancestors])[common[0]])
                assert table.tree_distance(t.i, u.i) == (want if common else 12)


def test_a_field_named_only_by_what_the_asked_person_acted_on_is_not_asked(nlp: Any) -> None:
    """ "Who chaired the board meeting?" asks the chair, not the 'Meeting' line; "Who reports
    to the Harbour Vale district manager?" is not answered by 'District manager'. A copula
    question names the field it asks ("Who is the district manager for Harbour Vale?")."""
    minutes = (
        "Board minutes, 3 May 2024\nMeeting: quarterly Harbour Operations Board\n"
        "Chair: Ottoline Marsk, Operations Director"
    )
    chair = _field(nlp, "Who chaired the Harbour Operations Board meeting?", minutes)
    assert chair == "Ottoline Marsk"
    districts = (
        "| District | District manager | Deputy |\n|---|---|---|\n"
        "| Harbour Vale | Rachel Moore | Daniel Hughes |\n| Upland Reach | Peter Walsh | Laura Bennett |"
    )
    asked_of = "the Harbour Vale district manager?"
    assert _field(nlp, f"Who reports to {asked_of}", districts) is None
    # the one who deputises is the 'Deputy', not the 'District manager' the question names
    assert _field(nlp, f"Who deputises for {asked_of}", districts) == "Daniel Hughes"
    asked = _field(nlp, "Who is the district manager for Harbour Vale?", districts)
    assert asked == "Rachel Moore"


def test_a_field_value_that_restates_the_question_s_subject_is_no_answer(nlp: Any) -> None:
    """'Meeting: quarterly Harbour Operations Board' names the question's own subject; the
    chair's name, tagged an organisation by the tagger, is typed a person by 'Chair'."""
    minutes = (
        "Board minutes, 3 May 2024\nMeeting: quarterly Harbour Operations Board\n"
        "Chair: Ottoline Marsk, Operations Director"
    )
    found = _field(nlp, "Who chaired the meeting of the Harbour Operations Board?", minutes)
    assert found == "Ottoline Marsk"
    assert _field(nlp, "What was the meeting of the Harbour Operations Board?", minutes) is None


def test_a_column_named_alone_needs_its_row_named_too(nlp: Any) -> None:
    """ "How many forklift strikes were logged in Q1 2025?" names the column 'Q1 2025'; the
    'Pallet drops' row's value is no answer, the 'Forklift strikes' row's is."""
    stats = (
        "| Measure | Q4 2024 | Q1 2025 |\n|---|---|---|\n"
        "| Pallet drops | 12 | 17 |\n| Forklift strikes | 6 | 4 |"
    )
    assert _field(nlp, "How many pallet drops were logged in Q1 2025?", stats) == "17"
    assert _field(nlp, "How many forklift strikes were logged in Q1 2025?", stats) == "4"


def test_an_item_and_detail_table_is_read_as_the_pages_fact_lines(nlp: Any) -> None:
    """'| Item | Detail |' rows are 'Key: value' lines: 'Account manager' is the field, so
    "Who is the account manager at Brindle Cargo?" reads it, and "What is the annual value
    of the Brindle Cargo contract?" does not read 'Value: Brindle Cargo Ltd'."""
    from a2rag.read.candidates import units_of

    page = (
        "Supplier profile: Brindle Cargo Ltd\n\n| Item | Detail |\n|---|---|\n"
        "| Account manager | Perrin Oake |\n| Contract end | 30 June 2027 |\n\n"
        "| Item | Value |\n|---|---|\n| Supplier | Brindle Cargo Ltd |"
    )
    texts = [u.text for u in units_of("p#0", 0, page)]
    assert "Account manager: Perrin Oake" in texts and "Supplier: Brindle Cargo Ltd" in texts
    assert not any(u.is_table for u in units_of("p#0", 0, page))
    assert _field(nlp, "Who is the account manager at Brindle Cargo?", page) == "Perrin Oake"
    assert _field(nlp, "What is the annual value of the Brindle Cargo contract?", page) is None
    assert units_of("r#0", 0, "| Customer type | Target |\n|---|---|\n| Retail | 98% |")[0].is_table


def test_a_sentence_contrasting_a_numbered_sibling_links_no_row(reader: Reader) -> None:
    """ "What P1 response time does Harrow Dispatch's supplier give?": a sentence about P1
    that also names P2 does not join the question to the P2 row."""
    from a2rag.read.joins import _sibling

    assert _sibling("p2", ["harrow dispatch", "p1"])
    assert not _sibling("p1", ["p1"]) and not _sibling("northern fells", ["p1"])
    assert _sibling("inc 2024 047", ["inc 2024 031"])


def test_a_field_with_another_modifier_than_the_question_s_is_not_asked(nlp: Any) -> None:
    """'Depot manager' is not "the regional manager responsible for Kelby Depot", though the
    question says 'depot' (inside the depot's name); it is "the depot manager at Kelby Depot"."""
    page = "Kelby Depot is a satellite depot.\nDepot manager: Rachel Moore\nDock doors: 14"
    assert _field(nlp, "Who is the regional manager responsible for Kelby Depot?", page) is None
    assert _field(nlp, "Who is the depot manager at Kelby Depot?", page) == "Rachel Moore"


def test_a_request_and_a_lower_case_tail_are_no_part_of_a_name(nlp: Any) -> None:
    """ "Name Brindle Cargo's account manager." names 'Brindle Cargo', not 'Name Brindle
    Cargo'; "When does our contract with TFG end?" names 'TFG', not 'TFG end'; a title
    whose words are written small keeps them, and a quantity stays whole."""
    from a2rag.read.question import frame_question
    from a2rag.retrieve.known_names import _named

    assert frame_question("Name Brindle Cargo's account manager.", nlp).anchors == ["Brindle Cargo"]
    assert "TFG" in frame_question("When does our contract with TFG end?", nlp).anchors
    assert "TFG end" not in frame_question("When does our contract with TFG end?", nlp).anchors
    assert "Le roi" in frame_question("Who wrote the opera Le roi malgré lui?", nlp).anchors
    assert set(_named(["26-tonne", "60 seconds", "Dunmere Haulage", "Q3 2024"])) == {
        "Dunmere Haulage",
        "Q3 2024",
    }


def test_a_term_that_expires_names_its_end_field_and_owners_are_the_sides(nlp: Any) -> None:
    """ "When does the Brindle Cargo contract expire?" reads 'Contract end'; the sides of
    "Whose contract ends first, A's or B's?" are A and B, not "B's"."""
    from a2rag.read.question import choice_options

    page = (
        "Brindle Cargo Ltd is our trunking subcontractor.\n"
        "Contract start: 1 May 2021\nContract end: 30 April 2026"
    )
    assert _field(nlp, "When does the Brindle Cargo contract expire?", page) == "30 April 2026"
    assert _field(nlp, "When did the Brindle Cargo contract commence?", page) == "1 May 2021"
    sides = choice_options("Whose contract ends first, Brindle Cargo's or Harrow Freight's?")
    assert sides == ["Brindle Cargo", "Harrow Freight"]
    # after a colon the side is whole, not the name it ends with
    colon = "Which has more capacity: the primary Granary system at Fennmoor Park or the vault?"
    assert choice_options(colon) == ["the primary Granary system at Fennmoor Park", "the vault"]
    assert choice_options("Who was born first Doug Liman or Saul Metzstein?") == [
        "Doug Liman", "Saul Metzstein",
    ]  # fmt: skip


def test_a_table_without_its_rule_after_prose_keeps_its_header() -> None:
    """'| Role | Name | Extension |' after prose, with no '|---|' line, is the header (each
    row then read with its role as the name's column); a chunk that opens with a row is a
    table the chunker split, read without column names."""
    from a2rag.read.candidates import units_of

    text = (
        "The governance team approves access.\n| Role | Name | Extension |\n"
        "| Team lead | Maria Lindqvist | 4451 |"
    )
    row = units_of("t#0", 0, text)[-1]
    assert row.is_table and row.text == "Team lead: Maria Lindqvist; Extension: 4451"
    split = units_of(
        "t#1", 0, "| Team lead | Maria Lindqvist | 4451 |\n| Adviser | Kwame Oti | 4453 |"
    )
    assert [u.header for u in split] == [["", "", ""], ["", "", ""]]


def test_what_runs_out_first_reads_the_end_lines_not_the_start_or_supply_dates() -> None:
    """ "Whose contract runs out first?" compares 'Contract end' lines: not 'Contract start',
    nor the date a lead sentence gives for the supply."""
    from a2rag.read.compare import compare

    units = _units(
        "Orrin Compute Ltd supplied the cluster in May 2020.\n"
        "Contract start: 1 October 2021\nContract end: 31 March 2027",
        "Orrin Computing Ltd supplied the GPU nodes in March 2023.\n"
        "Contract start: 1 March 2023\nContract end: 30 September 2026",
    )
    found = compare(
        "Whose support contract runs out first, Orrin Compute's or Orrin Computing's?",
        ["Orrin Compute", "Orrin Computing"],
        units,
    )
    assert found is not None and found.answer == "Orrin Computing"
    assert found.values == {
        "Orrin Compute": "31 March 2027",
        "Orrin Computing": "30 September 2026",
    }


def _joined(nlp: Any, question: str, *texts: str) -> str | None:
    from a2rag.read.joins import join_answer

    return _ruled(nlp, question, _units(*texts), join_answer)


def test_a_join_needs_a_name_as_written_and_never_a_sibling_row_of_the_subject(nlp: Any) -> None:
    """ "emergency call-outs" in prose is no link to the 'Emergency' row of another table; a
    sentence about the 'GPU' row does not join the question to its sibling 'CPU' row."""
    priorities = (
        "Estates priorities for all contractors.\n\n| Priority | Attendance target |\n"
        "|---|---|\n| Emergency | 2 hours |\n| Routine | 10 working days |"
    )
    prose = "Kelby Cooling Ltd covers emergency call-outs for the chillers at all hours."
    assert (
        _joined(nlp, "What is Kelby Cooling's emergency attendance target?", prose, priorities)
        is None
    )
    nodes = (
        "Beacon was extended in 2024.\n\n| Node type | Nodes | Memory per node |\n|---|---|---|\n"
        "| CPU | 96 | 384 GB |\n| GPU | 48 | 1 TB |"
    )
    said = "Beacon's GPU partition shares the CPU partition's scheduler."
    assert _joined(nlp, "How many GPU nodes does Beacon have?", said, nodes) != "96"


def test_a_count_of_another_kind_of_the_unit_is_not_the_asked_count(nlp: Any) -> None:
    """'eight GPU nodes' is no count of "standard compute nodes"; '380 standard compute nodes'
    is."""
    from a2rag.read.measures import measure_answer

    def count(question: str, text: str) -> str | None:
        return _ruled(nlp, question, _units(text), lambda f, _, c: measure_answer(f, c))

    q = "How many standard compute nodes does Tarnhill have?"
    assert count(q, "The board agreed to add eight GPU nodes to Tarnhill next year.") is None
    # a year and the comma after it are no count: "In 2008, Bank of Orrin purchased ..."
    asked = "How many Bank of Orrin branches are there?"
    assert count(asked, "In 2008, Bank of Orrin purchased a failing lender.") is None
    assert (
        count(q, "Tarnhill has 380 standard compute nodes and a login pool.")
        == "380 standard compute nodes"
    )


def test_a_title_ends_no_sentence_and_a_value_stops_at_a_semicolon(nlp: Any) -> None:
    """'Chair: Prof. Judith Amesbury' is one sentence (it had answered "who chaired" with
    'Prof.'); the tagger's '22:00; Saturday hours' is the value '22:00', and the value a
    condition replaces ("at 19:00 instead of 22:00") is not the condition's."""
    from a2rag.read.candidates import Candidate, candidates_in, units_of
    from a2rag.read.conditions import _replaced
    from a2rag.text.sentences import split_sentences

    assert len(split_sentences("Chair: Prof. Judith Amesbury, Head of School. Minutes.")) == 2
    unit = units_of(
        "q#0", 0, "In the vacation it locks at 19:00 instead of 22:00; Saturday hours stay."
    )[0]
    texts = {c.text for c in candidates_in(unit, nlp(unit.text))}
    assert not any(";" in t for t in texts)
    assert _replaced(Candidate("22:00", "TIME", unit, 0, 1))
    assert not _replaced(Candidate("19:00", "TIME", unit, 0, 1))


def test_a_code_s_digits_are_no_number_and_the_sides_own_things_make_a_guess(
    reader: Reader,
) -> None:
    """'SD-04' is a site code, not 4 of anything; "Which region's hub has more dock doors, A
    or B?" compares the regions' hubs, so numbers read beside the regions are only a guess."""
    from a2rag.read.values import number_value

    assert number_value("Site code: SD-04; Region: Estuary; Dock doors: 5") == (5.0, "5")
    assert number_value("Chiller CH-1 is rated at 310 kW")[0] == 310.0  # type: ignore[index]
    depots = _ev(
        "depots#0",
        "| Site | Region | Dock doors |\n|---|---|---|\n"
        "| Ambry Lane | Middle Reach | 6 |\n| Tillford | Lower Vale | 5 |",
        title="Satellite depots",
    )
    read = reader.read(
        "Which region's hub has more dock doors: Middle Reach or Lower Vale?", [depots]
    )
    assert read.best is not None and read.best.confidence < reader.threshold("answer")
    plain = reader.read("Which region has more dock doors: Middle Reach or Lower Vale?", [depots])
    assert plain.best is not None and plain.best.confidence >= reader.threshold("answer")


def test_enterprise_attribute_questions_are_typed_by_their_noun(nlp: Any) -> None:
    """The asked noun types the answer however the question reaches it: after "What's", after
    an owner's 's, after a hyphenated modifier the parser cuts ('per-mile'), or after "how
    quickly". "What time does X close?" asks for a clock time, "opening hours" for times,
    a "response time" or an "attendance target" for a duration, a "per-mile rate" for money,
    an interest rate for a percentage."""
    from a2rag.read.question import frame_question

    def typed(question: str) -> tuple[Expected, str | None]:
        f = frame_question(question, nlp)
        return f.expected, f.head

    assert typed("What's the yard speed limit at night?") == (Expected.NUMBER, "limit")
    assert typed("What is Orlin Telematics' P1 response time?")[0] == Expected.DURATION
    assert typed("What's Kelby Cooling's emergency attendance target?") == (
        Expected.DURATION, "target",
    )  # fmt: skip
    assert typed("What is the standard daily rest period for drivers?") == (
        Expected.DURATION, "period",
    )  # fmt: skip
    assert typed("How quickly must a lost badge be reported?")[0] == Expected.DURATION
    assert typed("What time does Harlow Depot close on Saturdays?") == (Expected.DATE, "time")
    assert typed("What are the desk's Saturday opening hours?") == (Expected.DATE, "hours")
    assert typed("What are the service desk's staffed hours on weekdays?")[0] == Expected.DATE
    assert typed("What per-mile rate does Kelm Haulage charge?") == (Expected.MONEY, "rate")
    assert typed("What is the interest rate on the loan?") == (Expected.PERCENT, "rate")
    assert typed("What budget did the steering group approve for the refresh?") == (
        Expected.MONEY, "budget",
    )  # fmt: skip
    assert typed("What was the cost of relocating the guests?")[0] == Expected.MONEY
    assert typed("What did relocating the guests in INC-2345 cost?")[0] == Expected.MONEY
    assert typed("What extension is the Lamp Desk on?") == (Expected.NUMBER, "extension")
    assert typed("What's the phone number of our Strathmoor account manager?")[0] == (
        Expected.ENTITY
    )  # an identifier, not a count: a money amount is no answer
    # a chain in the subject does not untype a duration: the answer is no system's name
    assert typed("What's the RTO of the system that was shut down during the outage?") == (
        Expected.DURATION, "rto",
    )  # fmt: skip
    chained = typed("What is the date of birth of Stephanie Hohenlohe's husband?")
    assert chained[0] != Expected.DATE


def test_a_count_of_things_added_is_not_how_many_there_are(nlp: Any) -> None:
    """'to add eight GPU nodes to Tarnhill' answers nothing about how many GPU nodes Tarnhill
    has (it had answered, verified, on a campus knowledge base); 'has 36 GPU nodes' does."""
    from a2rag.read.measures import measure_answer

    def count(text: str) -> str | None:
        q = "How many GPU nodes does Tarnhill have?"
        return _ruled(nlp, q, _units(text), lambda f, _, c: measure_answer(f, c))

    assert count("The committee agreed to add eight GPU nodes to Tarnhill.") is None
    assert count("A further 12 GPU nodes for Tarnhill were bought in 2024.") is None
    assert count("Tarnhill has 36 GPU nodes and a login pool.") == "36 GPU nodes"


def test_the_same_verb_and_preposition_before_another_noun_states_another_subjects_fact(
    nlp: Any,
) -> None:
    """ "How many people work in Kelm Works?" is not answered by 'Around 1,140 people work in
    the directorate' (another subject in the question's slot: a mismatch), but is by 'Twenty
    people work in the team' on the team's own page."""
    from a2rag.read.candidates import units_of
    from a2rag.read.features import UnitContext
    from a2rag.read.question import frame_question

    frame = frame_question("How many people work in Kelm Works?", nlp)

    def other_party(text: str, title: str) -> float:
        unit = units_of("d#0", 0, text, title)[0]
        return UnitContext(frame, unit, nlp(unit.text), 1.0).other_party

    assert other_party("Around 1,140 people work in the directorate.", "Operations") == 1.0
    assert other_party("Twenty people work in the team.", "Kelm Works team") == 0.0
    assert other_party("Twenty people work in Kelm Works.", "Operations") == 0.0


def test_a_code_the_question_asks_for_is_no_restatement_of_its_subject(nlp: Any) -> None:
    """ "What site code does Harlow Gate use?": the graph knows 'SD-09' as one of Harlow Gate's
    names, and it is the answer; a value that is only the subject's other name answers no
    other field ("Who chairs the HSC?" is not 'Chair: Health and Safety Committee')."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.fields import field_answer
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows

    def field(question: str, forms: dict[str, list[str]], text: str) -> str | None:
        frame = frame_question(question, nlp).model_copy(update={"anchor_forms": forms})
        _, cands = candidate_rows(frame, units_of("d#0", 0, text), ParseCache(nlp).parse)
        found = field_answer(frame, cands)
        return found.text if found else None

    sheet = "Site: Harlow Gate; Site code: SD-09; Dock doors: 10"
    assert field("What site code does Harlow Gate use?", {"Harlow Gate": ["SD-09"]}, sheet) == (
        "SD-09"
    )
    board = "Committee: HSC\n\n- Chair: Health and Safety Committee\n- Secretary: Ann Lowe"
    assert field("Who chairs the HSC?", {"HSC": ["Health and Safety Committee"]}, board) is None


def test_a_calendar_value_of_a_named_field_answers_a_date_question(nlp: Any) -> None:
    """'Window: third Wednesday of each month' answers "Which day of the month is Scarby's
    maintenance window?", though the tagger leaves the cell untyped; and a cell whose
    number the question's own words contain ('3' of 'Q3 2024') is still a candidate."""
    table = (
        "| Service | Window | Time |\n|---|---|---|\n"
        "| Scarby | third Wednesday of each month | 08:00 to 12:00 |\n"
        "| Tarnby | first Tuesday of each month | 07:00 to 13:00 |"
    )
    assert _field(nlp, "Which day of the month is Scarby's maintenance window?", table) == (
        "third Wednesday of each month"
    )
    injuries = (
        "| Measure | Q2 2024 | Q3 2024 |\n|---|---|---|\n| Lost-time injuries | 5 | 3 |\n"
        "| Near misses reported | 36 | 41 |"
    )
    assert _field(nlp, "How many lost-time injuries were recorded in Q3 2024?", injuries) == "3"


def test_a_closing_time_is_the_end_of_the_hours_a_sentence_states(reader: Reader) -> None:
    """ "What time does the Orca desk close on weekdays?" is '17:00' of 'staffed from 09:00 to
    17:00 on weekdays', and "When does it open?" '09:00'; what locks is an end too."""
    ev = [_ev("orca#0", "The Orca desk is staffed from 09:00 to 17:00 on weekdays.")]
    closes = reader.read("What time does the Orca desk close on weekdays?", ev)
    opens = reader.read("What time does the Orca desk open on weekdays?", ev)
    assert closes.best is not None and closes.best.text == "17:00"
    assert opens.best is not None and opens.best.text == "09:00"
    locks = reader.read("What time does the Orca building lock on weekdays?", [
        _ev("b#0", "The Orca building is open from 07:00 to 19:00 on weekdays.")
    ])  # fmt: skip
    assert locks.best is not None and locks.best.text == "19:00"


def test_a_role_table_makes_each_role_a_field_and_each_name_a_row(nlp: Any) -> None:
    """'| Role | Name | Extension |' rows on a building's page: "Who is the facilities manager
    of the Linden Hall?" reads the facilities manager's row (not the deputy's), and "What is
    Tom Quill's extension?" the extension of the row Tom Quill keys."""
    from a2rag.read.candidates import units_of
    from a2rag.read.fields import field_answer

    contacts = (
        "Contacts for the building:\n\n| Role | Name | Extension |\n|---|---|---|\n"
        "| Facilities manager | Rosalind Achebe | 5201 |\n"
        "| Deputy facilities manager | Tom Quill | 5204 |\n| Deputy lead | Imogen Clarke | 4433 |"
    )
    units = units_of("lh#0", 0, contacts, "Linden Hall")

    def field(question: str) -> str | None:
        return _ruled(nlp, question, units, lambda f, _, c: field_answer(f, c))

    assert field("Who is the facilities manager of the Linden Hall?") == "Rosalind Achebe"
    assert field("What is Tom Quill's extension?") == "5204"
    # a role's value is a person, whatever the tagger calls 'Imogen Clarke' (an organisation)
    assert field("Who is deputy lead of the Linden Hall?") == "Imogen Clarke"


def test_the_time_a_page_subject_closes_is_the_object_of_close(reader: Reader) -> None:
    """ "What time does Harlow Depot close on Saturdays?" reads '14:00' from 'On Saturdays it
    opens at 06:00 and closes at 14:00' on the depot's page, though the parser tags the
    question's 'close' as an adverb and 'closes' has no subject of its own; "open" reads
    '06:00'. On another subject's page 'it' is not the depot."""
    page = (
        "Harlow Depot is the main depot of the region.\n\n## Opening hours\n"
        "On Saturdays it opens at 06:00 and closes at 14:00."
    )
    closes = reader.read(
        "What time does Harlow Depot close on Saturdays?", [_ev("h#0", page, title="Harlow Depot")]
    )
    opens = reader.read(
        "What time does Harlow Depot open on Saturdays?", [_ev("h#0", page, title="Harlow Depot")]
    )
    assert closes.best is not None and closes.best.text == "14:00"
    assert closes.best.confidence == reader.thresholds["field_accuracy"]
    assert opens.best is not None and opens.best.text == "06:00"
    other = page.replace("Harlow Depot is", "Kelby Yard is")
    elsewhere = reader.read(
        "What time does Harlow Depot close on Saturdays?", [_ev("k#0", other, title="Kelby Yard")]
    )
    assert elsewhere.best is None or elsewhere.best.confidence < reader.thresholds["field_accuracy"]


def test_a_person_listed_beside_the_subject_is_no_join_to_their_contact_row(nlp: Any) -> None:
    """ "What's Yuri Harwell's phone extension?" (which no page states) is not read from the
    contact row of Oliver Penfold because minutes list them together ('Apologies: Yuri
    Harwell, Oliver Penfold'): a 'Role | Name' row is about its person, no link's; asked of
    Oliver Penfold, his row answers."""
    contacts = (
        "Team contacts for the infrastructure team.\n\n| Role | Name | Extension |\n"
        "|---|---|---|\n| Cloud Platform Lead | Oliver Penfold | 4630 |\n"
        "| Network Lead | Sunita Karl | 4620 |"
    )
    minutes = "Apologies: Yuri Harwell, Oliver Penfold."
    assert _joined(nlp, "What's Yuri Harwell's phone extension?", minutes, contacts) is None
    assert _field(nlp, "What's Oliver Penfold's phone extension?", contacts) == "4630"


def test_a_longer_named_duration_is_compared_only_where_both_sides_state_it() -> None:
    """ "Which has the longer RPO, A or B?" compares the sides' RPO lines ('RPO: 1 hour'
    against 'RPO: 4 hours'), not a retention or an incident's length; where one side states
    no RPO it compares nothing ('9 months' notice' against a '1 hour' response had answered
    "the longer notice period", verified and wrong). "Which incident lasted longer?" names no
    attribute of its own and still compares the durations."""
    from a2rag.read.compare import compare

    both = _units(
        "Quillmark holds customer letters.\nRetention: 7 years\nRPO: 4 hours",
        "Lodebridge holds policies.\nRetention: 90 days\nRPO: 1 hour",
    )
    q = "Which has the longer RPO, Quillmark or Lodebridge?"
    found = compare(q, ["Quillmark", "Lodebridge"], both)
    assert found is not None and found.answer == "Quillmark"
    one = _units(
        "Quillmark holds customer letters.\nAn outage lasted 2 hours 55 minutes.",
        "Lodebridge holds policies.\nRetention: 90 days\nRPO: 1 hour",
    )
    assert compare(q, ["Quillmark", "Lodebridge"], one) is None
    notice = _units(
        "Veradine Systems: either side must give 9 months' notice.",
        "Veridyne Solutions answers a P1 within 1 hour.",
    )
    asked = "Which contract has the longer notice period, Veradine's or Veridyne's?"
    assert compare(asked, ["Veradine", "Veridyne"], notice) is None


def test_a_rule_answer_from_a_chunk_without_the_bridge_clause_stays_a_guess(
    reader: Reader,
) -> None:
    """ "When does our contract end with the company that provides the circuits Halyard depends
    on?": the supplier row that names Halyard ('Provides: Halyard telephony') says nothing of
    circuits, so its 'Contract end' stays under the answer threshold; asked of Halyard's
    supplier plainly, the same row answers."""
    row = (
        "Supplier register.\n\nRef: SUP-0177; Supplier: Corvex Telecom plc; Provides: Halyard "
        "telephony; Account manager: Jasper Holt; Contract end: 30 June 2026"
    )
    ev = [_ev("sup#0", row, title="Supplier register")]
    bridged = reader.read(
        "When does our contract end with the company that provides the circuits Halyard "
        "depends on?",
        ev,
    )
    answer = reader.thresholds["answer"]
    assert bridged.best is not None and bridged.best.confidence < answer
    plain = reader.read("When does the contract end with the supplier of Halyard?", ev)
    assert plain.best is not None and plain.best.text == "30 June 2026"
    assert plain.best.confidence >= answer


def test_a_clause_that_names_the_thing_is_an_alias_not_a_bridge(reader: Reader) -> None:
    """ "Which team owns the system that was called WardLink until 2021?" names the system by
    its old name (the graph knows WardLink as BedBoard): the system page's 'Owning team'
    answers, though it never says 'called'."""

    class Forms:
        def forms(self, names: list[str]) -> dict[str, list[str]]:
            return {"WardLink": ["BedBoard"]} if "WardLink" in names else {}

        def kinds(self, names: list[str]) -> dict[str, dict[str, str]]:
            return {}

        def other_names(self, names: list[str]) -> dict[str, list[str]]:
            return {}

    page = "BedBoard shows bed availability.\n\nOwning team: Patient Flow Applications"
    knowing = Reader(reader.nlp, names=Forms())  # type: ignore[arg-type]
    reading = knowing.read(
        "Which team owns the system that was called WardLink until 2021?",
        [_ev("bb#0", page, title="BedBoard")],
    )
    assert reading.best is not None and reading.best.text == "Patient Flow Applications"
    assert reading.best.confidence >= reader.thresholds["answer"]


def test_whats_the_x_of_y_asks_for_x_not_for_the_field_that_names_y(nlp: Any) -> None:
    """ "What's the phone number of our Strathmoor account manager?" names the 'Account
    manager' field only as the owner of what it asks (it had answered the manager's name,
    verified); "What's the RPO for Kelvin Vault?" asks for the field itself."""
    sheet = "Strathmoor is our cloud provider.\n\n- Account manager: Imran Castell\n- Tier: 2"
    asked = "What's the phone number of our Strathmoor account manager?"
    assert _field(nlp, asked, sheet) is None
    table = "| System | RPO | RTO |\n|---|---|---|\n| Kelvin Vault | 15 minutes | 4 hours |"
    assert _field(nlp, "What's the RPO for Kelvin Vault?", table) == "15 minutes"


def test_what_time_asks_a_time_of_day_not_the_day(reader: Reader) -> None:
    """ "What time does the Change Board meet?": '14:00', not 'every Tuesday' (both dates to
    the tagger; only one is a time of day)."""
    text = "The Change Board meets every Tuesday at 14:00 in the Mill Room."
    reading = reader.read("What time does the Change Board meet?", [_ev("cb#0", text)])
    assert reading.best is not None and reading.best.text == "14:00"


def test_a_duration_in_two_units_answers_whole(reader: Reader) -> None:
    """'6 hours' of '6 hours 20 minutes' is no answer to "for how long"."""
    text = (
        "During INC-0917 the Quarry Lane sensors were silent for 6 hours 20 minutes. "
        "Alarms resumed at 06:40."
    )
    reading = reader.read(
        "For how long were the Quarry Lane sensors silent during INC-0917?", [_ev("inc#0", text)]
    )
    assert reading.best is not None and reading.best.text == "6 hours 20 minutes"
    assert all(c.text not in {"6 hours", "20 minutes"} for c in reading.candidates)


def test_a_number_in_a_name_is_no_quantity(reader: Reader) -> None:
    """'1' of "acts as Tier 1" is part of a name: out of hours it is not the response time
    the question asks for, though the sentence states the question's condition."""
    texts = [
        "Out of hours, the duty engineer acts as Tier 1 for P1 calls.",
        "The response target out of hours is 45 minutes.",
    ]
    reading = reader.read(
        "Out of hours, what is the response target for a P1 incident?",
        [_ev(f"sla#{i}", t) for i, t in enumerate(texts)],
    )
    assert all(c.text != "1" for c in reading.candidates)
    assert reading.best is not None and reading.best.text == "45 minutes"


def test_a_column_whose_head_the_question_does_not_ask_is_not_read(nlp: Any) -> None:
    """'Temperature alarm' is not the temperature a store is kept at: the asked noun must be
    the column's head, or the question must say the whole column name."""
    from a2rag.read.candidates import units_of
    from a2rag.read.described import described_answer

    table = (
        "| Location | Temperature alarm | Sensor |\n|---|---|---|\n"
        "| Dunmore cold store for film | above 8 °C for 30 minutes | TS-4 |"
    )
    units = units_of("t#0", 0, table)
    kept = "At what temperature is the Dunmore cold store for film kept?"
    assert _ruled(nlp, kept, units, lambda f, u, _: described_answer(f, u)) is None
    alarmed = "At what temperature alarm is the Dunmore cold store for film set?"
    assert _ruled(nlp, alarmed, units, lambda f, u, _: described_answer(f, u)) is not None


def test_a_field_whose_value_is_a_statement_gives_no_value(nlp: Any) -> None:
    """'Easter: Dominic Ashgrove is on leave ...' says something of Dominic Ashgrove; it
    does not make him the Easter on-call manager."""
    rota = (
        "On-call rota, spring 2025.\n\n"
        "- Easter: Dominic Ashgrove is on leave from Thursday 17 April.\n"
        "- Cover: Rosalind Farrier"
    )
    assert _field(nlp, "Who was the on-call manager over Easter in 2025?", rota) is None
    sheet = "Spring rota 2025.\n\n- Easter cover: Rosalind Farrier"
    assert _field(nlp, "Who was the Easter cover in 2025?", sheet) == "Rosalind Farrier"


def test_a_field_the_question_names_only_as_a_modifier_is_not_the_answer(nlp: Any) -> None:
    """ "the cooling setpoint" asks the setpoint, which the 'Cooling' line states after its
    first value: the field 'Cooling' ('two down-flow units') is no answer."""
    sheet = "The Strongroom holds the rare books.\n\n- Cooling: two down-flow units, setpoint 19 °C"
    assert _field(nlp, "What is the cooling setpoint in the Strongroom?", sheet) is None
    assert _field(nlp, "What is the Cooling in the Strongroom?", sheet) == "two down-flow units"


def test_a_rate_after_the_field_is_part_of_its_value(nlp: Any) -> None:
    sheet = "Harbour tills take cards offline.\n\n- Floor limit: £80 per transaction"
    assert _field(nlp, "What's the floor limit per transaction for Harbour tills?", sheet) == "£80"


def test_a_later_column_of_the_row_is_not_a_later_part_of_the_field(nlp: Any) -> None:
    """ "the Integration Services primary on-call engineer" is the 'Integration Services
    primary' cell, though a later cell of the row says 'on-call'."""
    table = (
        "| Week commencing | Integration Services primary | Infrastructure on-call |\n"
        "|---|---|---|\n| 8 April 2024 | Kofi Andersen | Bryn Tolliver |"
    )
    asked = "Who was the Integration Services primary on-call engineer for the week commencing 8 April 2024?"
    assert _field(nlp, asked, table) == "Kofi Andersen"


def test_a_comparison_guess_cites_both_sides_and_is_about_both(reader: Reader) -> None:
    """A comparison by the sides' own dates is a guess; it rests on both sides' passages, so
    it cites both, and a guess that names every subject is shown, not withheld (it had cited
    the winning side only, and was withheld for not naming the other)."""
    settings = Settings()
    question = (
        "Which film has the director who is older than the other, Harbour Lights or Tin Crown?"
    )
    ev = [
        _ev("a#0", "Harbour Lights is a 1965 drama film directed by Ilse Morrow."),
        _ev("b#0", "Tin Crown is a 1938 crime film directed by Lambert Hale."),
    ]
    gen = OfflineGenerator(settings, reader).generate(question, ev)
    assert gen.answer == "Tin Crown"
    assert set(gen.citations) == {"a#0", "b#0"}
    verdict = OfflineVerifier(settings, reader, FakeNames(set())).verify(question, gen, ev)
    assert verdict.about_subject is not False and "subject" not in verdict.reasons


def test_who_holds_a_role_is_read_from_the_line_that_is_the_whole_question(nlp: Any) -> None:
    """ "Who is the Release Manager?" is the field 'Release Manager' whole (the model had
    left such lines a guess at 0.10); a one-word role, another role's line or two pages
    naming two people give nothing."""
    sheet = (
        "Service roles at Fernhill Water, as of 1 March.\n\n"
        "- Release Manager: Odile Brannagh\n"
        "- Deputy Release Manager: Cyrus Penwarden\n"
        "- Lead: Ilse Maarten"
    )
    assert _field(nlp, "Who is the Release Manager?", sheet) == "Odile Brannagh"
    assert _field(nlp, "Who is the deputy to the Release Manager?", sheet) == "Cyrus Penwarden"
    assert _field(nlp, "Who is the Lead?", sheet) is None
    assert _field(nlp, "Who is the Release Manager's line manager?", sheet) is None
    other = "Roles at Fernhill Water, 2022.\n\n- Release Manager: Tobias Quell"
    assert _field(nlp, "Who is the Release Manager?", sheet, other) is None


def test_a_list_of_people_is_not_one_value_of_its_field(nlp: Any) -> None:
    """'Tollbridge attendees: A (Account Manager), B (Head of Service), ...' lists three
    people: the first is no more the field's value than the others (it was answered as the
    Head of Service); the one whose bracketed role the question names is."""
    minutes = (
        "Quarterly review with Tollbridge Pumps, June 2025.\n\n"
        "- Tollbridge attendees: Ana Kovac (Account Manager), Ben Idris (Head of Service, "
        "North), Cara Lund (Field Engineer)\n- Chair: Dmitri Sorel"
    )
    assert _field(nlp, "Which Tollbridge attendees came to the review?", minutes) is None
    # the one whose bracketed role the question says is the answer
    assert _field(nlp, "Which Tollbridge attendee was Head of Service?", minutes) == "Ben Idris"
    assert _field(nlp, "Which Tollbridge attendee was the Field Engineer?", minutes) == "Cara Lund"
    assert _field(nlp, "Who chaired the Tollbridge review?", minutes) == "Dmitri Sorel"


def test_a_line_about_another_thing_of_the_asked_kind_stays_a_guess(
    reader: Reader, nlp: Any
) -> None:
    """ "the short-stay car park" is not the 'Harbour visitor car park', nor "the deputy
    Release Manager" the 'Deputy Operations Manager': a value such a line states stays under
    the answer threshold (it was answered at 0.76); the same line answers its own question."""
    from a2rag.read.contrast import names_another

    q = frame_question("How many spaces does the short-stay car park have?", nlp)
    assert names_another(q.qualified, nlp("Harbour visitor car park: 40 spaces, free"))
    assert not names_another(q.qualified, nlp("P1 Short Stay car park: 420 spaces"))
    assert not names_another(q.qualified, nlp("Parking: 420 spaces in total"))
    assert not names_another(  # the title says which car park the line is about
        q.qualified, nlp("Car park: 420 spaces"), "Short-stay parking"
    )
    q = frame_question("Who is the deputy Release Manager?", nlp)
    assert names_another(q.qualified, nlp("Deputy Operations Manager: Priya Lenn"))
    assert not names_another(q.qualified, nlp("Deputy Release Manager: Priya Lenn"))
    parking = "Parking at Harbour Point.\n\n- Harbour visitor car park: 40 spaces, free of charge"
    reading = reader.read(
        "How many spaces does the long-stay car park have?", [_ev("p#0", parking)]
    )
    assert reading.best is None or reading.best.confidence < reader.threshold("answer")
    own = reader.read(
        "How many spaces does the Harbour visitor car park have?", [_ev("p#0", parking)]
    )
    assert own.best is not None and own.best.text in {"40 spaces", "40"}


def test_a_short_code_names_its_row_and_a_target_may_be_a_duration(nlp: Any) -> None:
    """'P2' of "a P2 ticket" is a name (the tagger calls it a common noun, so no row was
    read), and 'Response: 30 minutes' is the number "the response target" asks."""
    table = (
        "Priority targets\n| Priority | Example | Response | Resolution target |\n"
        "| P1 | Site down | 15 minutes | 4 hours |\n| P2 | Service degraded | 30 minutes | 8 hours |"
    )
    asked = "What is the response target for a P2 ticket?"
    assert frame_question(asked, nlp).anchors == ["P2"]
    assert _field(nlp, asked, table) == "30 minutes"
    assert _field(nlp, "What is the resolution target for a P1 ticket?", table) == "4 hours"
    assert frame_question("What was the availability in Q3 2024?", nlp).anchors == ["Q3 2024"]


def test_a_condition_the_question_states_must_be_stated_where_a_rule_reads(
    reader: Reader,
) -> None:
    """ "Out of hours, what is the response target for a P1 ticket?" is not the P1 row's
    'Response: 15 minutes', which says nothing of hours (the field rule had answered it once
    a duration fitted a target); asked without the condition, the row answers."""
    table = (
        "Priority targets\n| Priority | Example | Response | Resolution target |\n"
        "| P1 | Site down | 15 minutes | 4 hours |\n| P2 | Service degraded | 30 minutes | 8 hours |"
    )
    asked = "Out of hours, what is the response target for a P1 ticket?"
    best = reader.read(asked, [_ev("sd#0", table)]).best
    assert best is None or best.text != "15 minutes" or best.confidence < reader.threshold("answer")
    inside = reader.read("What is the response target for a P1 ticket?", [_ev("sd#0", table)]).best
    assert inside is not None and inside.text == "15 minutes"
    assert inside.confidence >= reader.threshold("answer")


def test_clock_times_and_written_out_measures_type_the_answer(nlp: Any) -> None:
    """ "At what time each night ..." and "What hours is the desk staffed ..." ask a time of
    day; "within what time" a duration; "What recovery point objective ..." a duration, as
    its abbreviation RPO does; a temperature and a length are numbers."""
    typed = {
        "At what time each night are the flight information screens restarted?": "date",
        "Until what time is the claims line open on a Sunday?": "date",
        "What hours is the IT service desk staffed on a Sunday?": "date",
        "Within what time must an on-call engineer reach a site?": "duration",
        "What time limit applies to P1 tickets?": "number",
        "What recovery point objective applies to SYS-ACS-03?": "duration",
        "What is the recovery time objective for Parkwise?": "duration",
        "What is the UPS runtime at the Annex?": "duration",
        "At what temperature is the cold store at Brackenfold kept?": "number",
        "What's the minimum password length under the current policy?": "number",
    }
    for question, expected in typed.items():
        assert frame_question(question, nlp).expected.value == expected, question


def test_an_abbreviation_and_its_written_out_form_name_the_same_field(reader: Reader) -> None:
    """ "What's the RTO for Ledger Core?" is the fact sheet's 'Recovery time objective: 6
    hours' (a line that shares no word with the question), and "What recovery point objective
    applies to SYS-ACS-03?" the 'RPO' column of the row of SYS-ACS-03."""
    sheet = [
        _ev(
            "lc#0",
            "- System: Ledger Core\n- Recovery time objective: 6 hours\n"
            "- Recovery point objective: 1 hour",
            title="Ledger Core",
        )
    ]
    for question in ("What's the RTO for Ledger Core?", "What is the RTO of Ledger Core?"):
        best = reader.read(question, sheet).best
        assert best is not None and best.text == "6 hours", question
        assert best.confidence >= reader.threshold("answer")
    table = [
        _ev(
            "sl#0",
            "| Code | Tier | RTO | RPO |\n|---|---|---|---|\n| SYS-BHS-01 | Tier 1 | 2 hours | "
            "15 minutes |\n| SYS-ACS-03 | Tier 1 | 4 hours | 5 minutes |",
            title="Service levels",
        )
    ]
    best = reader.read("What recovery point objective applies to SYS-ACS-03?", table).best
    assert best is not None and best.text == "5 minutes"
    best = reader.read("What is the recovery time objective for SYS-BHS-01?", table).best
    assert best is not None and best.text == "2 hours"


def test_a_written_out_measure_is_not_read_from_a_clause_that_says_one_of_its_words(
    reader: Reader,
) -> None:
    """ "What is the recovery point objective for Quire?" is its 'RPO: 4 hours', not the
    restore time of a clause that 'Quire' opens on a page titled with 'recovery'."""
    ev = [
        _ev(
            "dr#0",
            "Restore tests.\n\n- Quire: last full restore test 15 October 2024, service "
            "restored in 9 hours 40 minutes.\n- Ledger: last restore test 2 May 2024.",
            title="Backup and recovery",
        ),
        _ev("q#0", "Quire (SYS-014)\n\n- Tier: 1\n- RTO: 8 hours\n- RPO: 4 hours", title="Quire"),
    ]
    best = reader.read("What is the recovery point objective for Quire?", ev).best
    assert best is not None and best.text == "4 hours"


def test_a_number_keeps_its_unit_symbol(nlp: Any) -> None:
    """'4 °C', '10 Gbps' and '86 TB' are the candidates, not '4 °', '10' or 'about 86';
    '96' still answers "how many beds" beside '96 beds'."""
    from a2rag.read.candidates import candidates_in, units_of

    def texts(sentence: str) -> set[str]:
        (unit,) = units_of("u#0", 0, sentence)
        return {c.text for c in candidates_in(unit, nlp(unit.text))}

    degrees = texts("The cold store is kept at 4 °C at all times.")
    assert "4 °C" in degrees and "4 °" not in degrees and "4" not in degrees
    link = texts("Primary link: 10 Gbps fibre to the Annex.")
    assert "10 Gbps" in link
    stored = texts("It holds about 86 TB of data.")
    assert "86 TB" in stored and "about 86" not in stored
    assert "96" in texts("It has 96 beds.")


def test_a_list_naming_the_subject_and_a_row_key_is_no_join(nlp: Any) -> None:
    """ "What RPO does the DR plan give Keepsafe?" (a system the DR table does not list) is
    not Vellum's row because a sentence lists both ('It holds the Vellum replica, the
    replicated Keepsafe backup copy'); a sentence that says something of Keepsafe naming
    the row's key still joins."""
    table = (
        "| System | Code | RTO | RPO |\n|---|---|---|---|\n| Vellum | DMS-04 | 4 hours | 15 minutes |\n"
        "| Clearsight | CNF-03 | 6 hours | 30 minutes |"
    )
    listed = "It holds the Vellum replica, the replicated Keepsafe backup copy and standby servers."
    asked = "What RPO does the DR plan give Keepsafe?"
    assert _joined(nlp, asked, listed, table) is None
    supplies = "Supplies: Vellum (DMS-04), Keepsafe (BKP-08)."
    assert _joined(nlp, asked, supplies, table) is None
    said = "Keepsafe is recovered together with Vellum under the same plan."
    assert _joined(nlp, asked, said, table) == "15 minutes"
    # the words between are the rest of the subject's name as the question says it
    fleet = "What RPO does the DR plan give the Keepsafe tape fleet?"
    covers = "- Covers: Keepsafe tape fleet, Vellum"
    assert _joined(nlp, fleet, covers, table) is None
    assert _joined(nlp, fleet, "The Keepsafe tape fleet is restored with Vellum.", table) == (
        "15 minutes"
    )


def test_a_one_word_field_the_question_modifies_with_another_field_s_name_is_not_it(
    nlp: Any,
) -> None:
    """ "the design capacity for concurrent users at Aldercaster" is the 'Design' cell of the
    capacity row, not a link row's 'Capacity: 1 Gbps' (which says nothing of design); a
    modifier that names no field ('the phone extension') still reads 'Extension'."""
    users = (
        "| Site | Average | Peak | Design |\n|---|---|---|---|\n| Aldercaster | 118 | 141 | 160 |"
    )
    links = "| Link | Site | Capacity |\n|---|---|---|\n| Secondary | Aldercaster | 1 Gbps |"
    asked = "What is the design capacity for concurrent users at the Aldercaster office?"
    assert _field(nlp, asked, users, links) == "160"
    assert _field(nlp, "What is the link capacity at Aldercaster?", links) == "1 Gbps"


def test_other_names_the_evidence_gives_a_question_s_name(nlp: Any) -> None:
    """A glossary line, a glossary table's row, a register's old-code cell and a fact sheet's
    nickname field each give the question's name another name; a description, a predecessor
    and a question about the name itself give none."""
    from a2rag.read.aliases import bridge_aliases
    from a2rag.read.candidates import units_of

    glossary = (
        "Places\n- The Annex: the secondary data centre in Building C4 at Brackenfold.\n"
        "- The North Apron: the name of Brackenfold Cargo Apron before 2019.\n"
        "- AGF: legacy site code for Ashgill Airfield (current code ASH).\n"
        "- InfoWall: the flight information system before SkyBoard 4.\n"
    )
    table = (
        "| Term | Type | Meaning |\n|---|---|---|\n| the Stacks | Nickname | Wexley Park Records "
        "Centre |\n| the Bunker | Nickname | Server room B12 at Quayside House, Thornemouth |\n"
    )
    register = "| Site | Current code | Old code |\n|---|---|---|\n| Calloway Maritime Museum | HMT-CM | H02 |"
    sheet = 'Lumen Vault\n\nSystem code: SYS-040\nNickname: "the Lightbox" - used by the studio\n'
    units = (
        units_of("g#0", 0, glossary, "Glossary")
        + units_of("t#0", 1, table, "Glossary")
        + units_of("r#0", 2, register, "Site register")
        + units_of("s#0", 3, sheet, "System: Lumen Vault (digital asset management)")
    )

    def forms(question: str) -> dict[str, list[str]]:
        return bridge_aliases(frame_question(question, nlp), units).anchor_forms

    assert forms("Who is the site lead for the North Apron?") == {
        "North Apron": ["Brackenfold Cargo Apron"]
    }
    assert forms("What is AGF's runway length?")["AGF"][0] == "Ashgill Airfield"
    assert forms("What are the weekday opening hours of the Stacks?") == {
        "Stacks": ["Wexley Park Records Centre"]
    }
    assert forms("Where is the Bunker?")["Bunker"][0] == "Server room B12"
    assert forms("Who manages the museum at H02?") == {"H02": ["Calloway Maritime Museum"]}
    assert forms("Who owns the Lightbox?") == {"Lightbox": ["Lumen Vault"]}
    assert forms("What UPS runtime does the Annex have?") == {}  # a description
    assert forms("Who supplied InfoWall?") == {}  # the system before SkyBoard 4
    assert forms("Which museum used the old site code H02?") == {}  # asks the other name


def test_an_alias_makes_the_page_of_the_current_name_name_the_subject(reader: Reader) -> None:
    """ "What are the weekday opening hours of the Stacks?": once the glossary says the Stacks
    is Wexley Park Records Centre's nickname, the sentence naming the centre names the
    question's subject; without the glossary it names nothing the question asks about."""
    page = _ev(
        "wp#0",
        "Wexley Park Records Centre holds archived client files. Wexley Park Records Centre is "
        "open from 08:00 to 16:00 on weekdays and is closed at weekends.",
        title="Site notes: Wexley Park Records Centre",
    )
    glossary = _ev(
        "gl#0",
        "| Term | Type | Meaning |\n|---|---|---|\n| the Stacks | Nickname | Wexley Park Records "
        "Centre |\n| the Mine | Nickname | Sifter Review |",
        title="Glossary of nicknames",
    )
    question = "What are the weekday opening hours of the Stacks?"
    col = FEATURES.index("anchor_in_sent")

    def named(evidence: list[Evidence]) -> float:
        from a2rag.read.aliases import bridge_aliases
        from a2rag.read.candidates import ParseCache, units_of
        from a2rag.read.reader import candidate_rows

        units = [
            u for k, e in enumerate(evidence) for u in units_of(e.chunk_id, k, e.text, e.title)
        ]
        frame = bridge_aliases(reader.frame(question), units)
        rows, cands = candidate_rows(frame, units, ParseCache(reader.nlp).parse)
        return max(r[col] for r, c in zip(rows, cands, strict=True) if c.text == "08:00 to 16:00")

    assert reader.read(question, [page, glossary]).anchor_forms == {
        "Stacks": ["Wexley Park Records Centre"]
    }
    assert named([page, glossary]) > named([page]) == 0.0


def test_a_total_the_question_asks_is_not_one_site_s_count(nlp: Any) -> None:
    """ "How many card readers does GateKeep have across all sites?" is not 'all 96 card
    readers at Brackenfold' (one site's share); a sentence stating the total answers. "How
    much per GB ...?" names no unit the rule counts."""
    from a2rag.read.measures import measure_answer

    def count(question: str, text: str) -> str | None:
        return _ruled(nlp, question, _units(text), lambda f, _, c: measure_answer(f, c))

    total = "How many card readers does GateKeep have across all sites?"
    part = "At 02:15 all 96 card readers at Brackenfold lost contact with the GateKeep servers."
    assert count(total, part) is None
    assert count("How many card readers at Brackenfold does GateKeep have?", part) == (
        "96 card readers"
    )
    whole = "GateKeep has 640 card readers in total across the three sites."
    assert count(total, whole) == "640 card readers"
    rate = "Sifter Review charges £4.20 per GB per month above the allocation."
    assert count("How much per GB does Sifter Review charge?", rate) is None


def test_a_phone_number_is_one_candidate_and_what_a_number_to_ring_asks(
    reader: Reader, nlp: Any
) -> None:
    """'01632 960556' is one identifier (the tagger reads two numbers, or a date), never its
    parts; "What number do I ring for ...?" asks a phone number, not the person beside it."""
    from a2rag.read.candidates import candidates_in, units_of

    (unit,) = units_of("s#0", 0, "Technical contact: Jun Halloran, 01632 960556")
    texts = {c.text: c.label for c in candidates_in(unit, nlp(unit.text))}
    assert texts.get("01632 960556") == "PHONE" and "01632" not in texts
    sheet = _ev(
        "s#0",
        "Supplier: Cinderpath Software\nAccount manager: Felix Ambrose, 07700 900156\n"
        "Technical contact: Jun Halloran, 01632 960556",
        title="Supplier directory",
    )
    asked = "What number do I ring for Cinderpath Software's technical contact?"
    assert frame_question(asked, nlp).expected == Expected.ENTITY
    best = reader.read(asked, [sheet]).best
    assert best is not None and best.text == "01632 960556"
    who = reader.read("Who is Cinderpath Software's technical contact?", [sheet]).best
    assert who is not None and who.text == "Jun Halloran"


def test_a_document_the_question_names_by_its_initials_is_named_by_its_title(
    reader: Reader,
) -> None:
    """ "What RPO does the DR plan give Clearsight?": 'DR' is the plan the chunk's title spells
    out ('Disaster recovery plan'), so Clearsight's row there names all the question asks
    about; two capitals are spelled out by a title only, never by running text."""
    plan = _ev(
        "dr#2",
        "| System | Code | RTO | RPO |\n|---|---|---|---|\n| Vellum | DMS-04 | 4 hours | 15 minutes "
        "|\n| Clearsight | CNF-03 | 6 hours | 30 minutes |",
        title="Disaster recovery plan (summary)",
    )
    read = reader.read("What RPO does the DR plan give Clearsight?", [plan])
    assert read.anchor_forms.get("DR") == ["disaster recovery"]
    assert read.best is not None and read.best.text == "30 minutes"
    assert read.best.confidence >= reader.threshold("answer")
    prose = _ev(
        "p#0", "Daily reports go to the Duty Registrar and the DR coordinator.", title="Notes"
    )
    assert "DR" not in reader.read("Who is the DR coordinator?", [prose]).anchor_forms


def test_business_hours_a_bare_clock_time_and_an_asked_code(reader: Reader, nlp: Any) -> None:
    """'8 business hours' is the duration a resolution target asks; '22:30' is a candidate of
    its own beside the tagger's '22:30, Monday' (which is none); "What's the register code
    for ...?" asks the code 'MIN-05', not the phrase 'code MIN-05'."""
    from a2rag.read.candidates import candidates_in, units_of

    table = (
        "| Priority | Definition | Response | Resolution target |\n|---|---|---|---|\n"
        "| P1 Critical | Tier 1 system down | 15 minutes | 4 hours |\n"
        "| P2 High | Tier 2 system down | 30 minutes | 8 business hours |"
    )
    assert _field(nlp, "What's the resolution target for a P2 High incident?", table) == (
        "8 business hours"
    )
    (unit,) = units_of("b#0", 0, "- Nightly incremental backup of all servers at 22:30, Monday")
    texts = {c.text for c in candidates_in(unit, nlp(unit.text))}
    assert "22:30" in texts and "22:30, Monday" not in texts
    page = _ev(
        "g#0", "Gateway, register code MIN-05, is the matter intake system.", title="Gateway"
    )
    best = reader.read("What's the register code for the matter intake system?", [page]).best
    assert best is not None and best.text == "MIN-05"


def test_a_directory_record_after_the_chunk_s_first_is_its_own_subject(nlp: Any) -> None:
    """A chunk of a supplier directory opening with Veritan's record: the next record's
    'Contract renewal' is Kingsmere's, not Veritan's (which states none)."""
    chunk = (
        "Supplier: Veritan Lab Systems\nSystem: LabNote (HPS-104)\n"
        "Account manager: Hollis Drummond, 07700 900562\n\n"
        "Supplier: Kingsmere Consulting\nSystem: Orbis ERP (HPS-105)\n"
        "Account manager: Fiona Lockyer, 07700 900613\nContract renewal: 31 December 2025"
    )
    assert _field(nlp, "When is the Veritan Lab Systems contract due for renewal?", chunk) is None
    assert _field(nlp, "When is the Kingsmere Consulting contract due for renewal?", chunk) == (
        "31 December 2025"
    )
    assert _field(nlp, "Who is the account manager at Veritan Lab Systems?", chunk) == (
        "Hollis Drummond"
    )


def test_a_total_with_its_parts_does_not_answer_for_one_part(nlp: Any) -> None:
    """'38 in total, 26 at Kestle Moor and 12 at Brindlecombe' is the whole: it answers how
    many there are, not how many at one plant."""
    line = "Operator HMIs: 38 in total, 26 at Kestle Moor and 12 at Brindlecombe."
    at_one = "How many operator HMIs are there at the plant whose laboratory reads swabs?"
    assert _field(nlp, at_one, line) is None
    assert _field(nlp, "How many operator HMIs are there across all sites?", line) == "38"


def test_a_participle_before_the_counted_noun_is_not_the_unit(nlp: Any) -> None:
    """ "How many named users ..." counts users: '45 named users', not '45 named'."""
    from a2rag.read.measures import measure_answer

    text = "LabNote is licensed for 45 named users across both plants."
    found = _ruled(
        nlp, "How many named users is LabNote licensed for?", _units(text),
        lambda f, _, c: measure_answer(f, c),
    )  # fmt: skip
    assert found == "45 named users"


def test_a_place_near_the_subject_is_no_link_to_its_row(nlp: Any) -> None:
    """ "How many door locks are there at the Central Reservations Office?": a sentence that
    puts the office two miles from The Linnet House does not make the hotel's row its own."""
    from a2rag.read.joins import join_answer

    prose = (
        "The Central Reservations Office occupies Unit 4, Millrace Court, about two miles "
        "from The Linnet House."
    )
    table = (
        "| Site | Encoders | Door locks |\n|---|---|---|\n"
        "| The Linnet House | 3 | 139 |\n| Brackenfold Lodge | 2 | 97 |"
    )
    question = "How many door locks are there at the Central Reservations Office?"
    joined = _ruled(nlp, question, _units(prose, table), join_answer)
    assert joined is None
    linked = "The Central Reservations Office is the head office of The Linnet House."
    assert _ruled(nlp, question, _units(linked, table), join_answer) == "139"


def test_a_phone_question_names_a_phone_field_and_a_span_of_time_is_no_name(
    reader: Reader, nlp: Any
) -> None:
    """ "What number do I call to reach the service desk?" is 'Service desk phone: ...'; "on
    an average day" names nothing the knowledge base must know."""
    sheet = "Service desk phone: 01632 960300\nService desk hours: 07:00 to 19:00 on weekdays"
    assert _field(nlp, "What number do I call to reach the service desk?", sheet) == (
        "01632 960300"
    )
    frame = frame_question("How many pallets does Ashgrove Lane despatch on an average day?", nlp)
    assert frame.anchors == ["Ashgrove Lane"]
    dated = frame_question("Who was on call on Saturday 16 March 2024?", nlp)
    assert any("16 March 2024" in a for a in dated.anchors)


def test_a_record_that_says_nothing_of_the_asked_deed_is_not_picked(nlp: Any) -> None:
    """Minutes with several 'Change:' records: "Which change did the CAB defer ...?" is not
    one whose record says nothing of deferring (the field rule had read the only record among
    the reader's candidates); the record that says it is."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.fields import _one_of_several_records
    from a2rag.read.reader import candidate_rows

    minutes = (
        "Meeting: Change Advisory Board (CAB)\nDate: Tuesday 10 September 2024\n\n"
        "Change: CHG-5120\nDescription: Upgrade EPOS to 9.3\nDecision: Approved\n\n"
        "Change: CHG-5131\nDescription: Encoder firmware\nDecision: Deferred to January"
    )
    frame = frame_question("Which change did the September 2024 CAB defer until the new year?", nlp)
    units = units_of("m#0", 0, minutes, "Minutes: Change Advisory Board, 10 September 2024")
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    records = {c.text: c for c in cands if c.field == "Change"}
    assert _one_of_several_records(frame, records["CHG-5120"])
    assert not _one_of_several_records(frame, records["CHG-5131"])


def test_a_condition_another_line_states_is_not_read_from_the_usual_row(nlp: Any) -> None:
    """ "If a P3 ticket is logged at the weekend, what's the response target?": the P3 row's
    '2 hours' is the usual target when a sentence about P3 states the weekend's."""
    table = (
        "| Priority | Response target | Resolution target |\n|---|---|---|\n"
        "| P3 Medium | 2 hours | 3 business days |"
    )
    note = "At weekends the P3 response target is relaxed to 4 hours."
    question = "If a P3 ticket is logged at the weekend, what's the response target?"
    assert _field(nlp, question, table, note) is None
    assert _field(nlp, "What's the response target for a P3 ticket?", table, note) == "2 hours"


def test_who_was_actually_on_call_is_not_the_planned_rota(nlp: Any) -> None:
    """ "Who was actually primary on-call in the week commencing 10 February 2025?" is not
    the rota's planned name when the swap log changes that week."""
    from a2rag.read.candidates import units_of
    from a2rag.read.fields import field_answer

    rota = "| Week commencing | Primary | Secondary |\n|---|---|---|\n| 10 February 2025 | Conrad Bell | Sam Pilbeam |"
    log = (
        "- Logged 5 February 2025: week commencing 10 February 2025. Primary changed from "
        "Conrad Bell to Tomasz Brereton."
    )
    units = [
        *units_of("r#0", 0, rota, "On-call rota, first quarter 2025"),
        *units_of("s#0", 1, log, "On-call swap log, first quarter 2025"),
    ]
    actually = "Who was actually primary on-call in the week commencing 10 February 2025?"
    assert _ruled(nlp, actually, units, lambda f, _, c: field_answer(f, c)) is None
    planned = "Who was on the rota as primary for the week commencing 10 February 2025?"
    assert _ruled(nlp, planned, units, lambda f, _, c: field_answer(f, c)) == "Conrad Bell"


def test_a_document_the_question_names_links_nothing_to_its_subject(nlp: Any) -> None:
    """ "What RPO does the DR plan give Keepsafe?": a line of the DR plan naming Vellum does
    not make Vellum's row Keepsafe's (the plan is where to look, Keepsafe what is asked)."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.joins import join_answer
    from a2rag.read.reader import candidate_rows

    title = "Disaster recovery plan (summary)"
    table = (
        "| System | Tier | RTO | RPO |\n|---|---|---|---|\n| Vellum | 1 | 4 hours | 15 minutes |"
    )
    units = [
        *units_of("dr#1", 0, "Recovery follows tier order; within Tier 1, Vellum is first.", title),
        *units_of("dr#0", 1, table, title),
    ]
    frame = frame_question("What recovery point objective does the DR plan give Keepsafe?", nlp)
    frame = frame.model_copy(
        update={"document_anchors": ["DR"], "anchor_forms": {"DR": ["Disaster recovery plan"]}}
    )
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    assert join_answer(frame, units, cands) is None


def test_what_actually_happened_is_not_read_from_the_plan(nlp: Any) -> None:
    """ "Who was actually primary ...?" is not the rota's name, even with no swap in sight."""
    from a2rag.read.candidates import units_of
    from a2rag.read.fields import field_answer

    rota = (
        "| Week commencing | Primary | Secondary |\n|---|---|---|\n"
        "| 10 February 2025 | Conrad Bell | Sam Pilbeam |"
    )
    units = units_of("r#0", 0, rota, "On-call rota, first quarter 2025")
    actually = "Who was actually primary on-call in the week commencing 10 February 2025?"
    assert _ruled(nlp, actually, units, lambda f, _, c: field_answer(f, c)) is None


def test_a_number_to_ring_is_a_phone_number_and_a_total_is_not_a_part(
    reader: Reader, nlp: Any
) -> None:
    """ "What number should be dialled for the Gold Line?" is not the glossary's 'former name
    for the primary duty phone'; "... across all sites?" is not one site's '96 card readers'
    (a guess at most), while a sentence giving the total answers."""
    glossary = "Gold Line: former name for the primary duty phone, used before 2022."
    assert _field(nlp, "What number should be dialled for the Gold Line?", glossary) is None
    from a2rag.read.candidates import ParseCache
    from a2rag.read.reader import candidate_rows, capped_rows

    units = _units(
        "At 02:15 all 96 card readers at Brackenfold lost contact with GateKeep.",
        "GateKeep has 640 card readers in total across the three sites.",
    )

    def capped(question: str) -> dict[str, bool]:
        frame = frame_question(question, nlp)
        _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
        flags = capped_rows(frame, units, cands)
        return {c.text: f for c, f in zip(cands, flags, strict=True) if c.text[:1].isdigit()}

    total = capped("How many card readers does GateKeep have across all sites?")
    assert total["96"] and not total["640"]
    assert not any(capped("How many card readers does GateKeep have at Brackenfold?").values())


def test_whom_to_call_at_a_supplier_is_its_directory_records_technical_contact(
    nlp: Any,
) -> None:
    """ "Who do I call at Orrin about the technical side?" asks the 'Technical contact' of
    Orrin's record in a supplier directory: a person to call is a contact, the field's name
    types its value as a person, and a record picked by the name it gives is the one asked
    although it says none of the question's other words. Another supplier's record, or an
    account manager, is not."""
    directory = (
        "Supplier: Marrow & Finch Retail Systems\nProduct: Tillbury EPOS\n"
        "Account manager: Odette Fairbairn, 07700 900347\n"
        "Technical contact: Rhys Callander, 01632 960484\n\n"
        "Supplier: Orrin Channel Solutions\nProduct: Distriflow\n"
        "Account manager: Clement Radley, 07700 900369\n"
        "Technical contact: Anouk Verhagen, 01632 960506"
    )
    asked = (
        "If Distriflow breaks, who do I call at Orrin Channel Solutions about the technical side?"
    )
    assert _field(nlp, asked, directory) == "Anouk Verhagen"
    assert (
        _field(
            nlp,
            "Who should I ring at Marrow & Finch Retail Systems about a technical fault?",
            directory,
        )
        == "Rhys Callander"
    )
    assert (
        _field(nlp, "Who at Orrin Channel Solutions handles the technical side?", directory) is None
    )
    # a record naming the question's name in passing is not picked by it
    passing = (
        "Brookfen Telecom\nSupplies: CallHarbour, SIP trunks, Brindlemoor 4G backup router\n"
        "Account manager: Dominic Leat, 07700 900344\n\n"
        "Helvard Controls\nSupplies: ThermaNet\nAccount manager: Oswin Pryce, 07700 900355"
    )
    asked = "Who is the account manager for the system the Brindlemoor clinical director owns?"
    assert _field(nlp, asked, passing) is None


def test_who_deputises_for_a_role_is_its_deputy_and_a_cells_role_is_its_column(
    reader: Reader, nlp: Any
) -> None:
    """ "Who deputises for the Middle Shires regional manager?" asks the row's 'Deputy', not
    its 'Regional manager'; the role modifier beside a cell is its own column's, not the next
    column's name ('Deputy' after 'Delphine Acheson' had made her the deputy, answered)."""
    from a2rag.read.features import role_modifiers

    assert role_modifiers("Who deputises for the regional manager?") == {"deputy"}
    table = Chunk(
        "regions#0",
        "| Region | Regional manager | Deputy | Regional hub |\n|---|---|---|---|\n"
        "| Northern Reach | Oriel Banfield | Tomasz Wrenfield | Kirran Cross Hub |\n"
        "| Middle Shires | Delphine Acheson | Rafe Okonjo | Stowmarch Hub |",
    )
    question = "Who deputises for the Middle Shires regional manager?"
    assert _field(nlp, question, table.text) == "Rafe Okonjo"
    other = Chunk("hubs#0", "Neil Drummond manages the Kirran Cross Hub.")
    for asked in (question, "Who is the deputy regional manager for Middle Shires?"):
        reading = reader.read(asked, [table, other])
        assert reading.best is not None and reading.best.text == "Rafe Okonjo"
        manager = next(c for c in reading.candidates if c.text == "Delphine Acheson")
        assert manager.confidence < 0.4  # 0.67-0.72 when 'Deputy' was beside her


def test_a_list_of_one_value_per_kind_answers_the_kind_the_question_names(
    reader: Reader, nlp: Any
) -> None:
    """ "How long are month-end PMS backups kept?" is the item of 'Daily backups are retained
    for 35 days, weekly backups for 13 weeks and month-end backups for 7 years' that names
    month-end backups, answered at the rules' accuracy; a kind no item names, or a page that
    does not name the system, gives nothing."""
    from a2rag.read.parallel import parallel_answer

    def listed(question: str, text: str) -> str | None:
        return _ruled(nlp, question, _units(text), lambda f, _, c: parallel_answer(f, c))

    policy = (
        "The Harbourline PMS database receives a full backup every night at 01:00. Daily "
        "backups are retained for 35 days, weekly backups for 13 weeks and month-end backups "
        "for 7 years, because folio data must be available to auditors."
    )
    assert listed("How long are month-end PMS backups kept?", policy) == "7 years"
    assert listed("How long are weekly Harbourline PMS backups kept?", policy) == "13 weeks"
    assert listed("How long are quarterly PMS backups kept?", policy) is None
    assert listed("How long are month-end Tillbury backups kept?", policy) is None
    met = (
        "In 2023-24 the P1 response target was met 94% of the time and the P2 resolution "
        "target 88% of the time."
    )
    assert listed("What is the response target for a P1 incident?", met) is None  # a share
    alerts = "Budget alerts are sent at 80% and 100% of the monthly budget to the owner."
    assert listed("What's the monthly budget for the bgi-nonprod subscription?", alerts) is None
    said = met.replace("94%", "94 per cent").replace("88%", "88 per cent")
    assert listed("What is the response target for a P1 incident?", said) is None
    reading = reader.read("How long are month-end PMS backups kept?", [Chunk("b#0", policy)])
    assert reading.best is not None and reading.best.text == "7 years"
    assert reading.best.confidence >= reader.threshold("answer")


def test_a_field_asked_in_other_words(nlp: Any) -> None:
    """ "Which team looks after CPG?" asks its 'Owning team'; "What time does the night audit
    kick off at Brackenfold Lodge?" its 'Night audit start'."""
    sheet = "System: CPG\nOwning team: Customs & Compliance\nBuilt by: In-house"
    assert _field(nlp, "Which team looks after CPG?", sheet) == "Customs & Compliance"
    audit = (
        "| Site | Night audit start | Typical duration |\n|---|---|---|\n"
        "| Brackenfold Lodge | 01:30 | 25 minutes |\n| The Linnet House | 02:30 | 35 minutes |"
    )
    asked = "What time does the night audit kick off at Brackenfold Lodge?"
    assert _field(nlp, asked, audit) == "01:30"
    # kept / retained is a 'Retention', how long it lasted a 'Duration', who led a 'lead'
    backups = (
        "| System | Schedule | Retention |\n|---|---|---|\n"
        "| Clockwork (TTB-01) | nightly at 22:00 | 90 days |\n| Farebox | nightly | 35 days |"
    )
    assert _field(nlp, "How long are nightly Clockwork backups retained?", backups) == "90 days"
    outage = "Incident: INC-2024-052\nDuration: 3 hours 45 minutes\nIncident lead: Elspeth Varga"
    assert _field(nlp, "How long did incident INC-2024-052 last?", outage) == "3 hours 45 minutes"
    assert _field(nlp, "Who led the response to incident INC-2024-052?", outage) == "Elspeth Varga"


def test_a_day_of_the_week_is_a_weekday_not_a_date(nlp: Any) -> None:
    """ "On which day of the week does the CAB meet?" asks 'Tuesdays', not the date of one
    meeting."""
    from a2rag.read.candidates import Candidate, units_of
    from a2rag.read.features import type_fit

    frame = frame_question("On which day of the week does the Change Advisory Board meet?", nlp)
    unit = units_of("p#0", 0, "The CAB meets on Tuesdays; it last met on Wednesday 3 April 2024.")[
        0
    ]

    def fit(text: str) -> float:
        at = unit.text.find(text)
        return type_fit(frame, Candidate(text, "DATE", unit, at, at + len(text)))

    assert fit("Tuesdays") > 2 * fit("Wednesday 3 April 2024")


def test_a_range_of_clock_times_is_one_candidate(reader: Reader) -> None:
    """ "What are the service desk's staffed hours on weekdays?" is '07:00 to 22:00' whole;
    the tagger's '07:00 to' (cut after 'to') is no candidate."""
    row = Chunk(
        "desk#0",
        "| Day | Staffed hours | Shift lead |\n|---|---|---|\n"
        "| Monday to Friday | 07:00 to 22:00 | Imogen Tranter |\n"
        "| Saturday | 08:00 to 18:00 | Elin Marchbank |",
    )
    reading = reader.read("What are the service desk's staffed hours on weekdays?", [row])
    texts = [c.text for c in reading.candidates]
    assert "07:00 to 22:00" in texts
    assert not any(t.endswith(" to") for t in texts)


_ROTA = (
    "Planned on-call rota. Swaps are recorded in the swap log, which overrides this table.\n\n"
    "| Week commencing | Primary | Secondary |\n|---|---|---|\n"
    "| 10 March 2025 | Tomasz Brereton | Ruth Calloway |\n"
    "| 17 March 2025 | Aisha Lindqvist | Marta Kowal |\n"
    "| 24 March 2025 | Conrad Bell | Sam Pilbeam |"
)
_SWAP_LOG = (
    "On-call swap log.\n\n"
    "- Logged 19 March 2025: weekend of 22 and 23 March 2025 only. Primary changed from "
    "Aisha Lindqvist to Sam Pilbeam from Saturday 09:00 to Monday 09:00. Aisha Lindqvist "
    "remained primary for the rest of the week. Logged by Marta Kowal.\n"
    "- Requested 20 March 2025: week commencing 24 March 2025. Conrad Bell asked to swap "
    "primary with Marta Kowal. Declined; the planned rota stands. Logged by Marta Kowal."
)
_SWAP_RECORDS = (
    "Swap log.\n\n"
    "Swap ID: SW-033\nRole: Secondary\nPeriod: whole week commencing 10 March 2025\n"
    "Rostered: Ruth Calloway\nCovered by: Hamish Ferrante\nApproved by: Marta Kowal"
)


def _rota(nlp: Any, question: str, *texts: str) -> str | None:
    from a2rag.read.rota import rota_answer

    return _ruled(nlp, question, _units(*texts), rota_answer)


def test_who_was_on_call_on_a_day_reads_the_rota_week_and_the_swap_log(nlp: Any) -> None:
    """The rota's row for the week holding the asked day, in the asked role's column; a swap
    the log records for that day replaces it, one it records for other days of the week, or
    one that was declined, does not; a record-style log ('Rostered: ... Covered by: ...')
    reads the same. Asked what actually happened with no log line about that week read, or
    asked of a day no row holds, the rule gives nothing."""
    day = "Who was primary on-call on Saturday 22 March 2025?"
    assert _rota(nlp, day, _ROTA, _SWAP_LOG) == "Sam Pilbeam"
    assert _rota(nlp, "Who was primary on-call on Tuesday 18 March 2025?", _ROTA, _SWAP_LOG) == (
        "Aisha Lindqvist"
    )
    week = "Who was actually primary on-call in the week commencing 24 March 2025?"
    assert _rota(nlp, week, _ROTA, _SWAP_LOG) == "Conrad Bell"  # the swap was declined
    secondary = "Who was actually the secondary on call for the week commencing 10 March 2025?"
    assert _rota(nlp, secondary, _ROTA, _SWAP_RECORDS) == "Hamish Ferrante"
    assert _rota(nlp, "Who was rostered as secondary for the week commencing 10 March 2025?",
                 _ROTA, _SWAP_RECORDS) == "Ruth Calloway"  # fmt: skip
    assert _rota(nlp, secondary, _ROTA) is None  # no log read: the plan is no answer
    assert _rota(nlp, "Who was primary on-call on Saturday 5 April 2025?", _ROTA, _SWAP_LOG) is None


def test_a_day_of_a_rota_week_is_no_unknown_name(reader: Reader) -> None:
    """ "Sunday 23 March 2025", which no chunk writes, is a day of the rota's week of 17
    March and of a swap's period: the answer read there is grounded although the cited
    chunks do not say the date."""
    log = (
        "Swap log.\n\nSwap ID: SW-040\nRole: Primary\n"
        "Period: Saturday 22 March 2025 09:00 to Monday 24 March 2025 09:00\n"
        "Rostered: Aisha Lindqvist\nCovered by: Sam Pilbeam\nApproved by: Marta Kowal"
    )
    question = "Who was primary on-call on Sunday 23 March 2025?"
    evidence = [_ev("rota#0", _ROTA), _ev("swaps#0", log)]
    reading = reader.read(question, evidence)
    assert reading.best is not None and reading.best.text == "Sam Pilbeam"
    assert reading.best.within == ["23 March 2025"]
    verdict = OfflineVerifier(Settings(), reader).verify(
        question, Generation(answer="Sam Pilbeam", citations=["swaps#0"]), evidence
    )
    assert verdict.grounding and verdict.relevance and verdict.resolution, verdict.reasons


def test_a_phone_number_answers_no_printer_and_a_dated_superseded_mark_retires_a_page(
    reader: Reader, nlp: Any
) -> None:
    """'Reception: 01632 960340' answers no "Which reception printer ...?"; a policy whose
    head says 'version 4 - SUPERSEDED on 1 September 2024' is not read for the rule now in
    force."""
    from a2rag.read.currency import says_superseded

    sheet = "Site: Tarnfield\nReception: 01632 960340\nManager: Ellis Varga"
    assert _field(nlp, "Which Tarnfield reception printer takes claim forms?", sheet) is None
    assert says_superseded("Change Policy, version 4 - SUPERSEDED on 1 September 2024 by v5.")
    assert not says_superseded("Change Policy, version 5, in force from 1 September 2024.")
    from a2rag.read.candidates import units_of
    from a2rag.read.currency import current_units

    old = units_of("p4#0", 0, "Retention Policy 2021 - SUPERSEDED on 1 May 2023. Files: 12 years.")
    assert current_units("How long are property files kept?", old)[0] == []
    asked = "Under the 2021 retention policy, how long were property files kept?"
    assert current_units(asked, old)[0] == old  # asked about that year's policy


def test_a_condition_stated_apart_from_a_value_leaves_the_usual_value_unanswered(
    nlp: Any,
) -> None:
    """The 'Saturday' row's hours do not answer the Saturday hours "while the summer timetable
    is running" when a line about Saturdays states the summer, though the row says Saturday;
    nor does '25 buses' answer the summer allocation when its sentence gives the summer's in
    another clause. Asked without the condition, both are read as before."""
    from a2rag.read.measures import measure_answer

    hours = (
        "Staffed hours\n\n| Day | Hours | Where |\n|---|---|---|\n"
        "| Monday to Friday | 06:30-19:00 | Tollbridge |\n| Saturday | 07:00-13:00 | remote |\n\n"
        "Summer Saturdays\n\n- While the summer timetable is running, Saturday hours extend to "
        "07:00-17:00 to support the extra services."
    )
    summer = "What are the service desk's Saturday hours while the summer timetable is running?"
    assert _field(nlp, summer, hours) is None
    assert _field(nlp, summer, hours.split("Summer Saturdays")[0]) == "07:00-13:00"
    assert _field(nlp, "What hours is the desk staffed on Saturday?", hours) == "07:00-13:00"
    site = (
        "Saltmarsh Outstation is a small garage on Esplanade Road. It has 25 buses based there "
        "for most of the year, rising to 31 during the summer timetable when extra buses are "
        "transferred from Tollbridge."
    )

    def measured(question: str) -> str | None:
        return _ruled(nlp, question, _units(site), lambda f, _, c: measure_answer(f, c))

    summer_buses = "How many buses are based at Saltmarsh during the summer timetable?"
    assert measured(summer_buses) is None
    assert measured("How many buses are based at Saltmarsh?") == "25 buses"
    # the condition rule reads the value of the comma clause that states the condition, when
    # the sentence holds two
    from a2rag.read.conditions import condition_answer

    conditioned = _ruled(nlp, summer_buses, _units(site), lambda f, _, c: condition_answer(f, c))
    assert conditioned == "31"


def test_a_job_title_is_no_code_and_a_hyphenated_code_is_one_candidate(nlp: Any) -> None:
    """ "What job title does the owner of ... the Farebox incident hold?" names the field
    'Incident', whose value 'INC-2024-031' is no job title; and that code, which the tokenizer
    splits at its last hyphen, is one candidate, not 'INC-2024'."""
    from a2rag.read.candidates import candidates_in, units_of

    record = (
        "Post-mortem: Farebox settlement failure\nIncident: INC-2024-031\n"
        "System: TKT-04 Farebox\nIncident lead: Saoirse Kettleby"
    )
    question = (
        "What job title does the owner of the certificate monitoring action from the Farebox "
        "incident hold?"
    )
    assert _field(nlp, question, record) is None
    unit = next(u for u in units_of("p#0", 0, record) if "INC-" in u.text)
    texts = {c.text for c in candidates_in(unit, nlp(unit.text)) if c.label == "CODE"}
    assert "INC-2024-031" in texts and "INC-2024" not in texts


def test_a_swap_of_two_named_days_is_read_and_a_day_left_unread_answers_nothing(
    nlp: Any,
) -> None:
    """A swap log row covering 'Saturday 7 and Sunday 8 September only' replaces the planned
    primary on the Saturday; an entry naming a day by its weekday that no date read from it
    holds ('Saturday 7, Sunday 8 September') leaves the day unknown: the plan is no answer."""
    rota = (
        "| Week starting | Primary | Secondary |\n|---|---|---|\n"
        "| 2 September 2024 | Saoirse Kettleby | Elspeth Varga |\n"
        "| 9 September 2024 | Priya Castellan | Bartholomew Ng |"
    )

    def log(cover: str) -> str:
        return (
            "On-call swap log.\n\n| Logged | Week starting | Role | Planned | Covering | Cover |"
            " Status |\n|---|---|---|---|---|---|---|\n| 29 August | 2 September | Primary | "
            f"Saoirse Kettleby | Lorcan Abernethy | {cover} | approved by Dominic Treharne |"
        )

    question = "Who was covering primary on-call on Saturday 7 September 2024?"
    assert _rota(nlp, question, rota, log("Saturday 7 and Sunday 8 September only")) == (
        "Lorcan Abernethy"
    )
    assert _rota(nlp, question, rota, log("Saturday 7, Sunday 8 September only")) is None
    monday = "Who was covering primary on-call on Monday 2 September 2024?"
    assert _rota(nlp, monday, rota, log("Saturday 7 and Sunday 8 September only")) == (
        "Saoirse Kettleby"
    )


def test_a_number_beside_the_clause_that_does_the_asked_thing_stays_a_guess(
    reader: Reader, nlp: Any
) -> None:
    """ "How many samples actually had to be re-run?" is not the '186 samples' of '186 samples
    had to be checked by hand; 41 of them were re-run': that clause says nothing the question
    asks, and the next one says it beside its own number. A year in the other clause ('which
    were refurbished in 2021') is no number of its own."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.reader import candidate_rows
    from a2rag.read.verb_clause import asked_in_another_clause

    def flagged(question: str, text: str) -> dict[str, bool]:
        frame = frame_question(question, nlp)
        units = units_of("d#0", 0, text)
        _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
        return {c.text: asked_in_another_clause(frame, c) for c in cands if c.text[0].isdigit()}

    log = "During the outage, 186 samples had to be checked by hand; 41 of them were re-run."
    rerun = "How many samples actually had to be re-run?"
    assert flagged(rerun, log)["186 samples"] and not flagged(rerun, log)["41"]
    beds = flagged("How many beds were refurbished at Harbour Lane?",
                   "Harbour Lane has 96 beds, which were refurbished in 2021.")  # fmt: skip
    assert not beds["96 beds"]
    # the whole review page of the vet-dev set, where the model put '186 samples' at 0.79
    corpus = Path(__file__).parents[1] / "benchmarks/data/vet-dev/corpus.jsonl"
    page = next(json.loads(line) for line in corpus.read_text().splitlines() if "INC-2334:" in line)
    question = (
        "In the September 2024 biochemistry interface incident, how many samples actually "
        "had to be re-run?"
    )
    reading = reader.read(question, [_ev("pir#0", page["text"], title=page["title"])])
    assert reading.candidates and all(
        a.confidence < reader.threshold("answer") for a in reading.candidates if "186" in a.text
    )


def test_a_person_beside_the_clause_that_holds_the_asked_role_stays_a_guess(nlp: Any) -> None:
    """ "Who is the deputy depot manager at Quarry Lane?" is not the Tobias Merriweather of 'The
    depot manager is Tobias Merriweather and his deputy is Calum Rooksby', and "Who is the depot
    manager?" not Calum Rooksby; a sentence naming one role, or two people joined by 'and' in
    one clause, caps no one."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.reader import candidate_rows
    from a2rag.read.verb_clause import role_in_another_clause

    def capped(question: str, text: str) -> dict[str, bool]:
        frame = frame_question(question, nlp)
        _, cands = candidate_rows(frame, units_of("d#0", 0, text), ParseCache(nlp).parse)
        return {c.text: role_in_another_clause(frame, c) for c in cands if c.label == "PERSON"}

    site = (
        "Quarry Lane depot opened in 1998. The depot manager is Tobias Merriweather and his "
        "deputy is Calum Rooksby."
    )
    deputy = capped("Who is the deputy depot manager at Quarry Lane?", site)
    assert deputy["Tobias Merriweather"] and not deputy["Calum Rooksby"]
    manager = capped("Who is the depot manager at Quarry Lane?", site)
    assert manager["Calum Rooksby"] and not manager["Tobias Merriweather"]
    pair = "The deputy managers are Calum Rooksby and Ines Farrow."
    assert not any(capped("Who is the deputy manager?", pair).values())
    from a2rag.read.reader import capped_rows

    frame = frame_question("Who is the deputy depot manager at Quarry Lane?", nlp)
    units = units_of("d#0", 0, site)
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    guesses = dict(zip([c.text for c in cands], capped_rows(frame, units, cands), strict=True))
    assert guesses["Tobias Merriweather"] and not guesses["Calum Rooksby"]


def _answered(reader: Reader, question: str, ev: list[Evidence]) -> str | None:
    """The reading's best answer when it is confident enough to be `answered`, else None."""
    best = reader.read(question, ev).best
    return best.text if best is not None and best.confidence >= reader.threshold("answer") else None


def test_a_question_without_names_reads_the_cell_its_row_and_column_words_name(
    reader: Reader,
) -> None:
    """ "How long are weekly full backups kept?" names the row 'Weekly full' and the column
    'Kept for' of the backup table in common words; a row whose key the question does not
    say ('Nightly incremental'), or a question with a word neither the row, its header nor
    the page says ('tapes'), is not that cell."""
    table = (
        "| Backup type | Kept for | Stored at |\n|---|---|---|\n"
        "| Nightly incremental | 35 days | Aldercaster |\n"
        "| Weekly full | 13 weeks | Thornemouth |\n"
        "| Monthly archive | 12 months | off site |\n"
    )
    ev = [_ev("b#0", table, title="Backup and retention policy")]
    assert _answered(reader, "How long are weekly full backups kept?", ev) == "13 weeks"
    assert _answered(reader, "How long are weekly full tapes kept?", ev) is None


def test_a_name_the_evidence_writes_only_spelled_out_is_known(reader: Reader) -> None:
    """'UPS' of "What size of UPS does the Aldercaster data room have?" is in no chunk or
    entity of the knowledge base when its pages write 'uninterruptible power supply'; the
    reading spells it out from the evidence, so relevance does not call it unknown. A name
    the evidence does not spell out stays unknown."""
    settings = Settings(reader_answer_confidence=0.0)
    room = (
        "The Aldercaster data room sits on the ground floor. It has a 20 kVA uninterruptible "
        "power supply but no generator."
    )
    ev = [_ev("room#0", room, title="Aldercaster data room")]
    gen = Generation(answer="20 kVA", citations=["room#0"])
    verifier = OfflineVerifier(settings, reader, FakeNames({"UPS", "PDU"}))
    v = verifier.verify("What size of UPS does the Aldercaster data room have?", gen, ev)
    assert v.relevance, v.reasons["relevance"]
    pdu = verifier.verify("What size of PDU does the Aldercaster data room have?", gen, ev)
    assert not pdu.relevance and "no 'PDU' in the knowledge base" in pdu.reasons["relevance"]


def test_an_abbreviation_asked_of_a_name_is_no_part_of_the_name(nlp: Any) -> None:
    """ "What's Tidemark's RPO?" names Tidemark and asks its RPO, as "What is the RPO of
    Tidemark?" does; 'Tidemark's RPO' is in no knowledge base. A possessive inside a name
    ("St Aldric's General Hospital") stays part of it."""
    assert frame_question("What's Tidemark's RPO?", nlp).anchors == ["Tidemark", "RPO"]
    assert frame_question("What's Ledger Core's RTO?", nlp).anchors == ["Ledger Core", "RTO"]
    hospital = frame_question("Who chairs St Aldric's General Hospital board?", nlp)
    assert hospital.anchors == ["St Aldric's General Hospital"]


def test_the_question_s_own_name_before_a_role_is_no_other_modifier(
    reader: Reader, nlp: Any
) -> None:
    """ "Who deputises for the Service Desk lead?" asks the 'Deputy Lead' row of the Service
    Desk's contact table: 'Desk' before 'lead' is the subject's name, not a modifier the
    field lacks. A modifier that is no name ('regional') still keeps the field out."""
    page = (
        "The Service Desk is the single point of contact for IT issues.\n\n"
        "| Role | Name | Extension |\n|---|---|---|\n"
        "| Service Desk Lead | Moira Feltham | 4410 |\n"
        "| Deputy Lead | Daniel Okonjo-Price | 4411 |\n"
    )
    ev = [_ev("sd#0", page, title="Service Desk")]
    assert (
        _answered(reader, "Who deputises for the Service Desk lead?", ev) == "Daniel Okonjo-Price"
    )
    assert _answered(reader, "Who deputises for the regional lead at the Service Desk?", ev) is None
    # 'password' beside 'length' is a common noun here, though 'Password Policy' is a name
    from a2rag.read.fields import _other_modifier

    frame = frame_question("What is the minimum password length under the Password Policy?", nlp)
    assert _other_modifier(frame, "Minimum length")
    assert not _other_modifier(
        frame_question("Who deputises for the Service Desk lead?", nlp), "Deputy Lead"
    )


def test_a_count_is_not_read_for_a_name_the_line_gives_its_own_number(reader: Reader) -> None:
    """ "How many ClimaGuard sensors are installed in Strongroom B?" is not '38 sensors' of
    'Tollgate Archive Centre: 38 sensors, including 14 in Strongroom A and 12 in Strongroom
    B' (the site's total); a line that counts the asked place itself still answers."""
    page = (
        "ClimaGuard monitors temperature and humidity in the archive strongrooms.\n\n"
        "Sensors\n"
        "- Tollgate Archive Centre: 38 sensors, including 14 in Strongroom A and 12 in "
        "Strongroom B\n"
        "- Central Library: 24 sensors\n"
    )
    ev = [_ev("c#0", page, title="ClimaGuard environmental monitoring")]
    q = "How many ClimaGuard sensors are installed in Strongroom B?"
    best = reader.read(q, ev).best
    assert best is None or best.text != "38 sensors" or best.confidence < 0.5
    own = page.replace(
        "38 sensors, including 14 in Strongroom A and 12 in Strongroom B",
        "Strongroom B has 12 sensors",
    )
    best = reader.read(q, [_ev("c#0", own, title="ClimaGuard environmental monitoring")]).best
    assert best is not None and best.text.startswith("12")
    assert best.confidence >= reader.threshold("answer")


def test_a_directory_entry_answers_only_for_the_supplier_it_names(reader: Reader) -> None:
    """ "Who is the former account manager at Corvid Mobile Networks?" is not answered by the
    'Former account manager' line of Hartwell Controls' entry in the same directory chunk:
    Corvid's own entry lists none. Asked of Hartwell, the same line answers."""
    directory = (
        "Faults go to the technical contact and commercial matters to the account manager.\n\n"
        "Supplier: Hartwell Controls\nSystem: ClimaGuard\n"
        "Account manager: Desmond Achterberg, 07700 900182\n"
        "Former account manager: Judith Sowerby (until October 2023)\n\n"
        "Supplier: Corvid Mobile Networks\nSystem: RoamLink router and SIM cards\n"
        "Account manager: Lydia Farrant, 07700 900193\n"
        "Technical contact: Samir Haddow, 01632 960572\n"
    )
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.reader import candidate_rows, capped_rows

    def guesses(question: str) -> dict[str, bool]:
        frame = frame_question(question, reader.nlp)
        units = units_of("s#0", 0, directory, "Supplier directory")
        _, cands = candidate_rows(frame, units, ParseCache(reader.nlp).parse)
        capped = capped_rows(frame, units, cands)
        return {c.text: cap for c, cap in zip(cands, capped, strict=True)}

    assert guesses("Who is the former account manager at Corvid Mobile Networks?")["Judith Sowerby"]
    assert not guesses("Who is the former account manager at Hartwell Controls?")["Judith Sowerby"]
    ev = [_ev("s#0", directory, title="Supplier directory")]
    need = reader.threshold("answer")
    corvid = reader.read("Who is the former account manager at Corvid Mobile Networks?", ev)
    assert all(c.confidence < need for c in corvid.candidates)
    hartwell = reader.read("Who is the former account manager at Hartwell Controls?", ev).best
    assert hartwell is not None and hartwell.text == "Judith Sowerby"
    assert hartwell.confidence >= need


def test_how_often_is_no_name_but_a_clock_time_is(nlp: Any) -> None:
    """'hourly' (tagged a TIME) and 'each night' say how often, and name nothing the knowledge
    base must hold; a clock time ('08:00') and a dated day stay names of the question."""
    assert frame_question("How long are the hourly snapshots kept?", nlp).anchors == []
    night = frame_question("At what time each night are the screens restarted?", nlp)
    assert night.anchors == []
    desk = frame_question("What time does the desk open at 08:00 on Monday?", nlp)
    assert set(desk.anchors) == {"Monday", "08:00"}


def test_a_join_is_not_read_for_the_asked_field(nlp: Any) -> None:
    """ "What is the RPO for VitalsLink?" asks RPO of VitalsLink: a DR page titled '... RTO
    and RPO' is not about the subject, so its line naming StallBoard links nothing. A
    sentence about the subject still joins."""
    from a2rag.read.candidates import units_of
    from a2rag.read.joins import join_answer

    table = (
        "| System | Code | RTO | RPO | Recovery location |\n|---|---|---|---|---|\n"
        "| StallBoard | KV-EQH-04 | 8 hours | 4 hours | local cache at Brindlemoor |\n"
        "| RadiView | KV-IMG-03 | 24 hours | 24 hours | KVPACS02 at Tarnfield |"
    )
    title = "Disaster Recovery Plan summary: RTO and RPO"
    scenario = "Loss of the Brindlemoor link: 4G backup, then the StallBoard local cache."
    units = units_of("dr#1", 1, scenario, title) + units_of("dr#0", 0, table, title)
    assert _ruled(nlp, "What is the RPO for VitalsLink?", units, join_answer) is None
    said = units_of("v#0", 2, "VitalsLink is recovered together with StallBoard.", "VitalsLink")
    assert _ruled(nlp, "What is the RPO for VitalsLink?", said + units, join_answer) == "4 hours"


def test_a_field_of_another_directory_entry_is_not_the_asked_supplier_s(nlp: Any) -> None:
    """The 'Out-of-hours engineer line' of Helvard Controls' entry is not Brookfen Telecom's,
    though one directory chunk holds both entries (entries without a 'Supplier:' line), and
    the chunk opens with Brookfen's."""
    directory = (
        "Brookfen Telecom\nSupplies: CallHarbour, SIP trunks\n"
        "Account manager: Dominic Leat, 07700 900344\n"
        "Technical contact: Anya Petrakis, 01632 960545\n\n"
        "Helvard Controls\nSupplies: ThermaNet, cold-room sensors\n"
        "Account manager: Oswin Pryce, 07700 900355\n"
        "Out-of-hours engineer line: 01632 960599\n"
    )
    asked = "What is the out-of-hours engineer line for {}?"
    assert _field(nlp, asked.format("Brookfen Telecom"), directory) is None
    assert _field(nlp, asked.format("Helvard Controls"), directory) == "01632 960599"


def test_a_document_of_another_version_says_nothing_of_the_asked_one(reader: Reader) -> None:
    """ "What was the minimum password length under version 2 of the Access and Password
    Policy?" is not answered from version 4.0 (which supersedes 3.2): no version 2 is in the
    evidence. Asked of version 3.2, the superseded document answers."""
    from a2rag.read.candidates import units_of
    from a2rag.read.currency import current_units

    current = (
        "This version supersedes version 3.2. The main change is longer passwords.\n\n"
        "- Minimum length: 14 characters.\n- Lock-out after 5 failed attempts."
    )
    old = (
        "SUPERSEDED: this version was replaced on 1 March 2025 by version 4.0.\n\n"
        "- Minimum length: 10 characters.\n- Lock-out after 8 failed attempts."
    )
    units = units_of("p4#0", 0, current, "Access and Password Policy - version 4.0 (current)")
    units += units_of("p3#0", 1, old, "Access and Password Policy - version 3.2 (SUPERSEDED)")
    q = "What was the minimum password length under version {} of the Access and Password Policy?"
    kept, gone = current_units(q.format("2"), units)
    assert not kept and gone == {"p4", "p3"}
    kept, gone = current_units(q.format("3.2"), units)
    assert gone == {"p4"} and not any("14 characters" in u.text for u in kept)
    assert any("10 characters" in u.text for u in kept)
    ev = [
        _ev("p4#0", current, title="Access and Password Policy - version 4.0 (current)"),
        _ev("p3#0", old, title="Access and Password Policy - version 3.2 (SUPERSEDED)"),
    ]
    none = reader.read(q.format("2"), ev)
    assert not none.candidates and "versions other than the one asked" in none.note
    best = reader.read(q.format("3.2"), ev).best
    assert best is not None and best.text == "10 characters"


def test_a_role_line_names_its_deputy_as_a_field_of_its_own(reader: Reader) -> None:
    """'Quarry Lane Depot manager: Tobias Merriweather; deputy Calum Rooksby' gives the deputy
    manager too: "Who is the deputy depot manager at Quarry Lane?" and "Who deputises for the
    Litigation Support Lead?" read the deputy, the role itself its holder; 'there is no deputy
    post' names no deputy."""
    chart = (
        "Depots\n- Quarry Lane Depot manager: Tobias Merriweather; deputy Calum Rooksby\n"
        "- Saltmarsh Outstation manager: Keziah Lunt; there is no deputy post\n"
        "- Litigation Support Lead: Bart Iyer; deputy Cleo Vance"
    )
    ev = [_ev("oc#0", chart, title="Organisation chart")]
    need = reader.threshold("answer")

    def best(question: str) -> tuple[str | None, float]:
        found = reader.read(question, ev).best
        return (found.text, found.confidence) if found else (None, 0.0)

    text, conf = best("Who is the deputy depot manager at Quarry Lane?")
    assert text == "Calum Rooksby" and conf >= need
    assert best("Who is the depot manager at Quarry Lane?")[0] == "Tobias Merriweather"
    text, conf = best("Who deputises for the Litigation Support Lead?")
    assert text == "Cleo Vance" and conf >= need
    assert best("Who is the deputy Saltmarsh Outstation manager?")[1] < need


def test_a_day_row_is_no_link_for_a_join(nlp: Any) -> None:
    """ "What are the opening hours of the walk-up IT desk at Tarnfield?" is not the service
    desk table's 'Monday to Friday' row because a sentence about Tarnfield says 'Monday to
    Friday': a day names when, not what."""
    from a2rag.read.joins import _is_link

    assert not _is_link("Monday to Friday") and not _is_link("Saturday")
    assert _is_link("Northern Fells") and _is_link("Bank Street Depot")
    hours = (
        "| Day | Hours | Staffing |\n|---|---|---|\n"
        "| Monday to Friday | 07:30-19:00 | Two analysts |\n| Saturday | 08:00-13:00 | One |"
    )
    said = "The walk-up desk at Tarnfield is staffed by the site champion Monday to Friday."
    q = "What are the opening hours of the walk-up IT desk at Tarnfield?"
    assert _joined(nlp, q, said, hours) is None


def test_a_glossary_page_names_each_term_s_thing_by_its_leading_name(reader: Reader) -> None:
    """On a page titled as a glossary, 'the Turnstile: SeatSure public PC booking, LIB-PCB-02'
    says the Turnstile is SeatSure, so "Who is the technical owner of the Turnstile?" reads
    SeatSure's row; a definition that describes ('the main server room ... at Central
    Library') or relates the term to another thing ('the public portal to Vellum') names
    nothing."""
    glossary = (
        "Staff use many names for the same thing.\n\n"
        "- the Turnstile: SeatSure public PC booking, LIB-PCB-02\n"
        "- the Cage: the main server room on basement level B1 at Central Library\n"
        "- Harrowmere Memory: the public portal to Vellum"
    )
    register = (
        "| Code | System | Technical owner |\n|---|---|---|\n"
        "| LIB-PCB-02 | SeatSure | Priya Raman |\n| ARC-DAR-04 | Vellum | Tom Walker |"
    )
    ev = [
        _ev("g#0", glossary, title="Glossary: nicknames, former names and legacy codes"),
        _ev("r#0", register, title="System register"),
    ]
    reading = reader.read("Who is the technical owner of the Turnstile?", ev)
    assert reading.anchor_forms.get("Turnstile") == ["SeatSure"]
    # SeatSure's row now names the question's subject; the other row does not
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.reader import candidate_rows, with_evidence_names

    units = units_of("g#0", 0, glossary, ev[0].title) + units_of("r#0", 1, register, "Register")
    frame = with_evidence_names(frame_question(reading.question, reader.nlp), units)
    _, cands = candidate_rows(frame, units, ParseCache(reader.nlp).parse)
    owners = {c.unit.cells[1]: c.anchored for c in cands if c.field == "Technical owner"}
    assert owners == {"SeatSure": 1.0, "Vellum": 0.0}
    memory = reader.read("Who is the technical owner of Harrowmere Memory?", ev)
    assert not memory.anchor_forms.get("Harrowmere Memory")
    plain = [ev[0].model_copy(update={"title": "Site notes"}), ev[1]]
    assert not reader.read("Who is the technical owner of the Turnstile?", plain).anchor_forms


def test_a_cell_under_another_named_column_is_no_value_of_the_asked_one(nlp: Any) -> None:
    """ "What is the design number of finished units per day at Ashgrove Lane?" is not the
    '130,000' under Brindlecombe beside Ashgrove Lane's 'not applicable'; asked of
    Brindlecombe, its cell is not capped."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.reader import candidate_rows, capped_rows

    table = (
        "| Measure | Kestle Moor | Brindlecombe | Ashgrove Lane | All sites |\n"
        "|---|---|---|---|---|\n"
        "| Finished units per day, design | 220,000 | 130,000 | not applicable | 350,000 |"
    )
    units = units_of("c#0", 0, table, "Capacity figures")

    def capped(question: str) -> dict[str, bool]:
        frame = frame_question(question, nlp)
        _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
        return dict(zip([c.text for c in cands], capped_rows(frame, units, cands), strict=True))

    asked = "What is the design number of finished units per day at {}?"
    assert capped(asked.format("Ashgrove Lane"))["130,000"]
    assert not capped(asked.format("Brindlecombe"))["130,000"]


def test_a_total_of_several_places_is_no_count_at_one_of_them(nlp: Any) -> None:
    """ "How many production lines are there at Brindlecombe?" is not 'ten lines in total' of
    'Kestle Moor lines 1 to 6 and Brindlecombe lines 1 to 4, ten lines in total'; a line
    counting Brindlecombe's own still answers."""
    from a2rag.read.measures import measure_answer

    line = "Lines controlled: Kestle Moor lines 1 to 6 and Brindlecombe lines 1 to 4, ten lines in total."
    asked = "How many production lines are there at Brindlecombe?"
    assert _ruled(nlp, asked, _units(line), lambda f, u, c: measure_answer(f, c)) is None
    own = "Brindlecombe has four production lines, numbered 1 to 4."
    found = _ruled(nlp, asked, _units(own), lambda f, u, c: measure_answer(f, c))
    assert found == "four production lines"


ORG_CHART = (
    "Group IT organisation chart. Numbers beginning 01632 are direct dial lines.\n"
    "- Head of IT: Rosalind Achterberg, 01632 960101, mobile 07700 900101\n"
    "- Deputy Head of IT: Tomasz Everard, 01632 960102, mobile 07700 900102\n"
    "- Service Desk Manager: Imogen Tranter, 01632 960131\n"
    "- Site IT officer, The Saltmarsh Hotel: Nadia Pemberton, mobile 07700 900211"
)


def test_a_line_of_another_kind_is_no_answer_to_the_kind_asked(reader: Reader) -> None:
    """ "What is the mobile number of the Deputy Head of IT?" is not his direct line beside
    it; the Service Desk Manager, who has only a direct line, has no mobile number to give,
    and a question naming no kind still gets the number beside the name."""
    ev = [_ev("org#0", ORG_CHART, title="Group IT organisation chart")]

    def said(question: str) -> set[str]:
        return {c.text for c in reader.read(question, ev).candidates}

    mobile = said("What is the mobile number of the Deputy Head of IT?")
    assert "01632 960102" not in mobile and "01632 960101" not in mobile
    assert not said("What is Imogen Tranter's mobile number?") & {"01632 960131"}
    assert not said("What is Nadia Pemberton's direct line?") & {"07700 900211"}
    assert "01632 960131" in said("What is Imogen Tranter's phone number?")


def test_a_line_kind_is_its_label_or_else_its_numbering_range() -> None:
    from a2rag.read.phones import FIXED, MOBILE, asked_kind, line_kind

    line = "Head of IT: Rosalind Achterberg, 01632 960101, mobile 07700 900101"
    assert line_kind(line, "01632 960101") == FIXED
    assert line_kind(line, "07700 900101") == MOBILE
    assert line_kind("Mobile: 01632 960555", "01632 960555") == MOBILE  # the label wins
    assert line_kind("Direct line: 07700 900555", "07700 900555") == FIXED
    assert line_kind("call 07700 900100 (out of hours)", "07700 900100") == MOBILE
    assert line_kind("| 01632 960777 |", "01632 960777", column="Mobile") == MOBILE
    assert asked_kind("What's the duty mobile?") == MOBILE
    assert asked_kind("What is the direct-dial number for the Registrar?") == FIXED
    assert asked_kind("Who is Corvid Mobile Networks' account manager?") is None
    assert asked_kind("What is the mobile app's support number?") is None
    assert asked_kind("What number do I ring for the service desk?") is None


def test_the_one_number_right_after_the_holder_answers_a_contact_question(
    reader: Reader,
) -> None:
    """A person's or a role's line: the number right after the holder, of the kind asked; a
    number after another holder, or two holders of one role, answer nothing."""
    chart = ORG_CHART + (
        "\n- Deputy lead: Gideon Farrant, 01632 960112\n- Deputy lead: Callum Drysdale, 01632 960122"
        "\n- Escalations: ask Priya Raman or the service desk on 01632 960200"
    )
    ev = [_ev("org#0", chart, title="Group IT organisation chart")]

    def best(question: str) -> tuple[str, float]:
        b = reader.read(question, ev).best
        assert b is not None
        return b.text, b.confidence

    field = reader.thresholds["field_accuracy"]
    assert best("What is Tomasz Everard's mobile number?") == ("07700 900102", field)
    assert best("What is Tomasz Everard's direct line?") == ("01632 960102", field)
    assert best("What is the mobile number of the Deputy Head of IT?") == ("07700 900102", field)
    assert best("What is the mobile number of the Head of IT?") == ("07700 900101", field)
    assert best("What is Gideon Farrant's phone number?") == ("01632 960112", field)
    assert best("What's the phone number of the Deputy lead?")[1] < field
    assert best("What is Priya Raman's phone number?")[1] < field


def test_a_line_saying_when_its_number_answers_is_the_holders(reader: Reader) -> None:
    """'NOC, 24 hours: 01632 960155' is the NOC's number (when it answers stands between);
    two such lines of one holder with different numbers answer nothing."""
    lines = (
        "Service desk: 01632 960120\nNOC, 24 hours: 01632 960155\nEmail: servicedesk@example.com"
    )
    field = reader.thresholds["field_accuracy"]
    b = reader.read(
        "What number do I call to reach the NOC?",
        [_ev("desk#0", lines, title="Service desk hours and contacts")],
    ).best
    assert b is not None and (b.text, b.confidence) == ("01632 960155", field)
    two = lines + "\nNOC, 24/7: 01632 960166"
    b = reader.read(
        "What number do I call to reach the NOC?",
        [_ev("desk#0", two, title="Service desk hours and contacts")],
    ).best
    assert b is None or b.confidence < field


def test_an_extension_column_by_its_abbreviation_answers_the_role_keyed_row(
    reader: Reader,
) -> None:
    """'| Role | Name | Ext |': "What is the Registrar's extension?" reads 4315 from the
    Registrar's row, not the Deputy Registrar's, whose own row answers when asked; a
    four-digit extension is a line to dial, not a year."""
    table = (
        "| Role | Name | Ext |\n| Head of Collections Information | Eleanor Vosper | 4310 |\n"
        "| Registrar | Marguerite Oyelaran | 4315 |\n| Deputy Registrar | Ben Tamsett | 4316 |"
    )
    ev = [_ev("team#0", table, title="Team: Collections Information")]
    field = reader.thresholds["field_accuracy"]
    for question, want in (
        ("What is the Registrar's phone extension?", "4315"),
        ("What is the extension of the Deputy Registrar?", "4316"),
        ("What is Marguerite Oyelaran's extension?", "4315"),
    ):
        b = reader.read(question, ev).best
        assert b is not None and (b.text, b.confidence) == (want, field), question
    b = reader.read("Who is the Deputy Registrar?", ev).best
    assert b is not None and b.text == "Ben Tamsett" and b.confidence == field


def test_an_item_naming_the_kind_is_not_the_one_that_does_what_is_asked(nlp: Any) -> None:
    """ "How many red-crowned crane eggs failed to develop ...?" is not the '14 red-crowned
    crane eggs' that were in the suite: the item saying 'failed to develop' has 3 eggs, so
    the list gives one kind's parts, not one value per kind."""
    from a2rag.read.parallel import parallel_answer

    line = (
        "Impact: 14 red-crowned crane eggs were in Incubation Suite B. After candling on 2 "
        "January 2025, 3 eggs failed to develop; the other 11 hatched normally in January."
    )
    asked = "How many red-crowned crane eggs failed to develop after the incubator fault?"
    assert _ruled(nlp, asked, _units(line), lambda f, u, c: parallel_answer(f, c)) is None
    kinds = "Daily backups are retained for 35 days, weekly backups for 13 weeks and month-end backups for 7 years."
    found = _ruled(
        nlp,
        "How long are month-end backups kept?",
        _units(kinds),
        lambda f, u, c: parallel_answer(f, c),
    )
    assert found == "7 years"


SUPPLIERS = (
    "Supplier directory.\n\nSupplier: Marisco Controls\nAccount manager: Dominic Eastleigh, "
    "07700 900451\nTechnical contact: Sunniva Rask, 01632 960733\n\nSupplier: Stratavault Ltd\n"
    "Account manager: Jonah Pemberton, 07700 900673\nTechnical contact: Aoife Keane, 01632 960288"
    "\n\nNotes:\n- Pilotdesk Ltd (SYS-08) is bought through a reseller framework and has no "
    "named contacts here."
)


def test_a_supplier_named_only_outside_the_directory_entries_has_none_of_their_values(
    reader: Reader, nlp: Any
) -> None:
    """The directory's notes name Pilotdesk, whose entry it does not hold: no entry's
    account manager is Pilotdesk's (a guess at most), while an entry's own supplier is
    answered."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.reader import candidate_rows, capped_rows

    units = units_of("dir#0", 0, SUPPLIERS, "Supplier directory")
    frame = frame_question("Who is the account manager at Pilotdesk Ltd?", nlp)
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    capped = dict(zip([c.text for c in cands], capped_rows(frame, units, cands), strict=True))
    assert capped["Dominic Eastleigh"] and capped["Jonah Pemberton"]
    ev = [_ev("dir#0", SUPPLIERS, title="Supplier directory")]
    field = reader.thresholds["field_accuracy"]
    best = reader.read("Who is the account manager at Stratavault Ltd?", ev).best
    assert best is not None and (best.text, best.confidence) == ("Jonah Pemberton", field)
    best = reader.read("What is the technical contact's phone number at Stratavault Ltd?", ev).best
    assert best is not None and (best.text, best.confidence) == ("01632 960288", field)


def test_a_document_the_question_names_is_no_subject_to_join_from(reader: Reader) -> None:
    """ "What RTO does the DR plan give HelpHarbour?": rows saying 'DR site' or 'Dr Ines
    Marlowe' are not about HelpHarbour, so no RTO row is joined through them."""
    dr = (
        "Disaster recovery plan, version 5.\n\n| System | Tier | RTO | Recovery location |\n"
        "| GateKeeper (SYS-02) | 1 | 2 hours | Supplier cloud |\n"
        "| Fauna Ledger (SYS-01) | 1 | 8 hours | DR site |\n\nNot covered:\n"
        "- HelpHarbour is hosted by its supplier and is outside this plan."
    )
    register = (
        "| Code | System | Business owner | Fed by |\n|---|---|---|---|\n"
        "| SYS-08 | HelpHarbour | Samir Qureshi | none |\n"
        "| SYS-03 | VetSphere | Dr Ines Marlowe | GateKeeper (SYS-02) |"
    )
    ev = [
        _ev("dr#0", dr, title="Disaster recovery plan: recovery objectives"),
        _ev("reg#0", register, title="IT system register"),
    ]
    best = reader.read("What RTO does the DR plan give HelpHarbour?", ev).best
    assert best is None or best.confidence < reader.thresholds["field_accuracy"]


def test_a_line_keyed_by_the_asked_name_gives_only_the_attribute_its_list_names(
    reader: Reader,
) -> None:
    """'Tidewell Aquarium: 426,000' under 'Annual visits in 2024:' is no design visitor
    capacity of Tidewell Aquarium; asked for its annual visits, it answers."""
    text = (
        "Capacity figures.\n\nAnnual visits in 2024:\n- Calder Park Zoo: 1,566,000\n"
        "- Tidewell Aquarium: 426,000\n- All public sites: 1,992,000"
    )
    ev = [_ev("cap#0", text, title="Capacity figures")]
    best = reader.read("What is the design visitor capacity of Tidewell Aquarium?", ev).best
    assert best is None or best.text != "426,000" or best.confidence < reader.threshold("answer")
    best = reader.read("How many visits did Tidewell Aquarium have in 2024?", ev).best
    assert best is not None and best.text == "426,000"


def test_a_day_the_question_names_asks_the_column_its_condition_names(reader: Reader) -> None:
    """ "What is the P1 response target if the incident comes in on a Sunday?" reads the P1
    row's 'Weekend response', not its weekday one; "at the weekend" likewise."""
    table = (
        "Service levels.\n\n| Priority | Weekday response | Weekend response | Resolution target |\n"
        "|---|---|---|---|\n| P1 Critical | 15 minutes | 30 minutes | 4 hours |\n"
        "| P2 High | 30 minutes | 2 hours | 8 hours |"
    )
    ev = [_ev("sla#0", table, title="Service desk service levels")]
    field = reader.thresholds["field_accuracy"]
    for question, want in (
        ("What is the P1 response target if the incident comes in on a Sunday?", "30 minutes"),
        ("What is the P2 response target at the weekend?", "2 hours"),
    ):
        best = reader.read(question, ev).best
        assert best is not None and (best.text, best.confidence) == (want, field), question


SLA_NOTES = (
    "| Priority | Definition | Response target | Resolution target |\n|---|---|---|---|\n"
    "| P1 Critical | Tier 1 system down | 15 minutes | 4 hours |\n"
    "| P2 High | Tier 2 system down | 30 minutes | 8 hours |\n"
    "| P3 Medium | Single user affected | 2 hours | 3 business days |\n\n"
    "- At weekends the P3 response target is relaxed to 4 hours; resolution targets are unchanged.\n"
    "- P1 targets are unchanged at weekends."
)


def test_a_note_stating_the_asked_time_gives_its_value(reader: Reader) -> None:
    """ "If a P3 ticket is logged at the weekend, what's the response target?" reads the note
    ('relaxed to 4 hours'), not the P3 row's weekday '2 hours'; the P1 note gives no value,
    so the P1 weekend target stays unanswered rather than the weekday row's."""
    ev = [_ev("sla#0", SLA_NOTES, title="Service desk service levels")]
    field = reader.thresholds["field_accuracy"]
    best = reader.read(
        "If a P3 ticket is logged at the weekend, what's the response target?", ev
    ).best
    assert best is not None and (best.text, best.confidence) == ("4 hours", field)
    best = reader.read("If a P3 ticket is logged on a Sunday, what's the response target?", ev).best
    assert best is not None and (best.text, best.confidence) == ("4 hours", field)
    best = reader.read("What's the P1 response target at the weekend?", ev).best
    assert best is None or best.confidence < reader.threshold("answer")


def test_a_contact_rule_keeps_to_the_asked_role_and_line(reader: Reader) -> None:
    """An extension is not answered by a full number after the holder, and "the site IT
    officer" is not the line keyed 'IT officer'."""
    text = (
        "- IT officer: Tom Walker, 01632 960140\n- Service Desk Manager: Priya Raman, 01632 960131\n"
        "- Registrar: Ben Tamsett (ext. 4316)"
    )
    ev = [_ev("org#0", text, title="Organisation chart")]
    field = reader.thresholds["field_accuracy"]
    best = reader.read("What is Tom Walker's extension?", ev).best
    assert best is None or best.confidence < field
    best = reader.read("What is the phone number of the site IT officer?", ev).best
    assert best is None or best.confidence < field
    best = reader.read("What is Ben Tamsett's extension?", ev).best
    assert best is not None and (best.text, best.confidence) == ("4316", field)
    best = reader.read("What is the phone number of the IT officer?", ev).best
    assert best is not None and (best.text, best.confidence) == ("01632 960140", field)


def test_a_swap_log_table_of_planned_and_actual_columns_is_read(nlp: Any) -> None:
    """A swap log kept as a table ('Planned | Actual | Dates affected') says the swap in its
    columns, not in a swap word: its 'Actual' person replaces the plan for the whole week or
    for the days of '24 to 26 July only'; a day outside that span keeps the plan, and a row
    whose actual person is the planned one ('Request withdrawn') changes nothing."""
    rota = (
        "| Week commencing | Primary | Secondary |\n|---|---|---|\n"
        "| 22 July 2024 | Priya Raman | Tom Walker |\n"
        "| 12 August 2024 | Ben Tamsett | Priya Raman |"
    )
    log = (
        "On-call swap log. Entries are listed in the order they were logged.\n\n"
        "| Log ref | Week commencing | Role | Planned | Actual | Dates affected | Logged |\n"
        "| SW-07 | 22 July 2024 | Primary | Priya Raman | Orla Finch | 24 to 26 July only |"
        " 18 July 2024 |\n"
        "| SW-08 | 12 August 2024 | Primary | Ben Tamsett | Tom Walker | whole week |"
        " 6 August 2024 |\n"
        "| SW-09 | 12 August 2024 | Secondary | Priya Raman | Priya Raman | no change |"
        " 7 August 2024 |"
    )
    assert _rota(nlp, "Who was the on-call primary on Thursday 25 July 2024?", rota, log) == (
        "Orla Finch"
    )
    assert _rota(nlp, "Who was the on-call primary on Monday 22 July 2024?", rota, log) == (
        "Priya Raman"
    )
    week = "Who was actually primary on-call for the week commencing 12 August 2024?"
    assert _rota(nlp, week, rota, log) == "Tom Walker"
    secondary = "Who was actually the secondary on call for the week commencing 12 August 2024?"
    assert _rota(nlp, secondary, rota, log) == "Priya Raman"


def test_a_comparison_of_lengths_reads_the_stated_duration_not_the_first_one() -> None:
    """'lasted longer' reads each side's stated length ('Duration: 47 minutes', 'a total
    duration of 1 hour 12 minutes'), not a duration the post-mortem names first ('slower than
    the documented 8 minutes' of one step)."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare

    x = units_of("x#0", 0, "Incident reference: INC-2024-0117\nStart: 02:13\nDuration: 47 minutes")
    y = units_of(
        "y#0", 1,
        "Post-mortem INC-2024-0252 covers the loss of the radio gateway. Re-homing was slower "
        "than the documented 8 minutes because two consoles needed a restart. Normal service "
        "was restored at 21:00, giving a total duration of 1 hour 12 minutes.",
    )  # fmt: skip
    options = ["INC-2024-0117", "INC-2024-0252"]
    found = compare("Which incident lasted longer, INC-2024-0117 or INC-2024-0252?", options, x + y)
    assert found is not None and found.answer == "INC-2024-0252"
    assert found.values["INC-2024-0252"] == "1 hour 12 minutes"


def test_a_comparison_reads_a_later_chunk_of_the_document_about_a_side() -> None:
    """The report's second chunk ('giving a total duration of 1 hour 12 minutes') is about
    the incident its first chunk opens with, though it does not name it."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare

    x = units_of("x#0", 0, "Incident reference: INC-2024-0117\nStart: 02:13\nDuration: 47 minutes")
    y0 = units_of(
        "y#0", 1,
        "Post-mortem INC-2024-0252 covers the loss of the radio gateway. Re-homing was slower "
        "than the documented 8 minutes because two consoles needed a restart.",
    )  # fmt: skip
    y1 = units_of(
        "y#1",
        2,
        "Normal service was restored at 21:00, giving a total duration of 1 hour 12 minutes.",
    )
    options = ["INC-2024-0117", "INC-2024-0252"]
    q = "Which incident lasted longer, INC-2024-0117 or INC-2024-0252?"
    found = compare(q, options, x + y0 + y1)
    assert found is not None and found.answer == "INC-2024-0252"
    assert found.values["INC-2024-0252"] == "1 hour 12 minutes"


def test_a_comparison_reads_a_table_keyed_by_register_code_in_the_asked_column() -> None:
    """A disaster recovery table lists systems by register code only: the register row that
    names a side gives its code, and the row's asked column ('RPO') is its value, not the
    row's first duration ('RTO'); a prose 'RTO 4 hours; RPO 1 hour' reads the one after the
    asked word."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare

    register = units_of(
        "reg#0", 0,
        "| Code | System | Tier | Former code |\n|---|---|---|---|\n"
        "| CRW-05 | RosterLine crew rostering | 2 | RST-01 |\n"
        "| MNT-06 | FleetCare maintenance management | 2 | none |",
    )  # fmt: skip
    plan = units_of(
        "dr#0", 1,
        "Systems are listed by register code.\n\n| Code | RTO | RPO |\n|---|---|---|\n"
        "| CRW-05 | 8 hours | 36 hours |\n| MNT-06 | 12 hours | 24 hours |\n"
        "| RST-01 | 48 hours | 48 hours |",
    )  # fmt: skip
    options = ["RosterLine", "FleetCare"]
    rto = compare("Which has the longer RTO, RosterLine or FleetCare?", options, register + plan)
    assert rto is not None and rto.answer == "FleetCare"
    assert rto.values == {"RosterLine": "8 hours", "FleetCare": "12 hours"}
    rpo = compare("Which has the longer RPO, RosterLine or FleetCare?", options, register + plan)
    assert rpo is not None and rpo.answer == "RosterLine"
    prose = units_of("s#0", 2, "Stillair backs up hourly. RTO 4 hours; RPO 1 hour.", "Stillair")
    vault = units_of("v#0", 3, "Lumen Vault\nRTO: 2 hours\nRPO: 24 hours", "Lumen Vault")
    opts = ["Lumen Vault", "Stillair"]
    found = compare("Which has the longer RPO, Lumen Vault or Stillair?", opts, prose + vault)
    assert found is not None and found.values["Stillair"] == "1 hour"


def test_a_number_counting_another_kind_of_the_asked_unit_stays_a_guess(reader: Reader) -> None:
    """ "How many GPU nodes ...?" is not '296' of '296 CPU compute nodes and 24 GPU nodes':
    the candidate model reads the words near a number, not the noun phrase it counts, and
    had it at 0.88. Asked of CPU nodes, the same number is not held back."""
    text = (
        "Kestrel is the institute's HPC cluster. The Kestrel cluster has 296 CPU compute nodes "
        "and 24 GPU nodes, each GPU node carrying four accelerators, plus two login nodes."
    )
    ev = [_ev("k#0", text, title="Kestrel HPC cluster")]
    gpu = reader.read("How many GPU nodes does the Kestrel cluster have?", ev)
    held = [c for c in gpu.candidates if c.text.startswith("296")]
    assert held and all(c.confidence < reader.thresholds["answer"] for c in held)
    cpu = reader.read("How many CPU nodes does the Kestrel cluster have?", ev)
    assert cpu.best is not None and cpu.best.text.startswith("296")


def test_a_page_naming_the_subject_only_as_what_it_is_compared_with_stays_a_guess(
    nlp: Any,
) -> None:
    """ "How long can the generator at Dunmore Park run?" is not answered from the Ashby site's
    page, which names Dunmore Park only as what its room is 'smaller than' (the dev set's
    reading had '48 hours' `answered` at 0.84): its values stay guesses. Asked of Ashby, or
    asked which of the two is smaller, the page is about the question."""
    from a2rag.read.candidates import units_of

    units = units_of(
        "a#0", 0,
        "Ashby site notes. The fallback room at Ashby holds the standby servers. It is smaller "
        "than the Dunmore Park data centre and its storage is close to full. The standby "
        "generator runs for 48 hours on a full tank and is tested every month.",
    )  # fmt: skip

    far = "How long can the standby generator at Dunmore Park run on a full tank?"
    assert _guesses(nlp, far, units)["48 hours"]
    own = "How long can the standby generator at Ashby run on a full tank?"
    assert not _guesses(nlp, own, units)["48 hours"]


def test_a_page_naming_only_the_question_s_terms_is_not_about_its_subject(nlp: Any) -> None:
    """ "What is Harlow Telecom's contractual P1 response time?" is not answered from a service
    level page that names 'P1' and two other suppliers but never Harlow Telecom: a term the
    question uses ('P1', 'RTO', 'GPU') or a figure is no subject, and the dev set's reading
    had '2 hours' (another supplier's) `answered`. A question whose only names are terms
    keeps them ("What is the P1 response target?"), and an acronym of what the question is
    about ('the EMEA desk') is no term."""
    from a2rag.read.candidates import units_of

    units = units_of(
        "s#0", 0,
        "Service levels. A P1 call is answered within 15 minutes. Suppliers have their own "
        "targets, shorter for Corvane Systems (P1 response 10 minutes) and longer for "
        "Thornleigh Geodata (P1 response 2 hours).",
    )  # fmt: skip

    assert _guesses(nlp, "What is Harlow Telecom's contractual P1 response time?", units)["2 hours"]
    own = "What is Thornleigh Geodata's contractual P1 response time?"
    assert not _guesses(nlp, own, units)["2 hours"]
    assert not _guesses(nlp, "What is the P1 response time?", units)["15 minutes"]
    # an acronym that names what is asked about ('EMEA' of "the EMEA desk") is a subject
    desk = units_of(
        "d#0", 0, "EMEA desk limits. A stop-loss breach on the EMEA desk is escalated within "
        "15 minutes.",
    )  # fmt: skip
    asked = "Within how many minutes must an EMEA desk stop-loss breach be escalated to Tom Walker?"
    assert _guesses(nlp, asked, desk)["15 minutes"] is False


_MINUTES = (
    "| Change ref | System | Description | Requested date | Decision |\n"
    "|---|---|---|---|---|\n"
    "| CHG-118 | Larkspur (MOB-01) | Upgrade from 7.3 to 7.4 | 3 September 2024 | Approved |\n"
    "| CHG-121 | Tidemark (SEE-02) | Add a routing monitor | 27 June 2024 | Approved |\n"
    "| CHG-122 | Corrie Link (RAD-05) | Firmware 5.2 | 23 July 2024 | Deferred |\n"
    "| CHG-124 | Keepvault (BKP-07) | Longer immutable retention | 2 July 2024 | Rejected |"
)
_MINUTES_TITLE = "Minutes: Systems Change Board, 18 June 2024"


def test_a_row_is_picked_by_what_its_cells_say(reader: Reader) -> None:
    """Minutes list several changes: the one the question picks by what its row says
    ('Firmware 5.2 | Deferred') gives the system, not a row approved that June that names
    the month of the meeting, and a decision two rows share picks none."""
    evidence = [_ev("min#0", _MINUTES, title=_MINUTES_TITLE)]
    deferred = reader.read(
        "Which system's firmware update did the Change Board defer in June 2024?", evidence
    )
    assert deferred.best is not None and deferred.best.text == "Corrie Link (RAD-05)"
    assert deferred.best.confidence >= reader.threshold("answer")
    rejected = reader.read("Which system did the Change Board reject in June 2024?", evidence)
    assert rejected.best is not None and rejected.best.text == "Keepvault (BKP-07)"
    approved = reader.read("Which system did the Change Board approve in June 2024?", evidence)
    assert approved.best is None or approved.best.confidence < reader.threshold("answer")


def test_rows_of_the_subjects_own_page_are_not_joined(nlp: Any) -> None:
    """A sentence of the minutes naming one change ('CHG-121 was raised by ...') does not
    link the meeting the question names to that change's row: the minutes' table is the
    meeting's own, and its rows are picked by what they say, not joined."""
    from a2rag.read.candidates import units_of
    from a2rag.read.joins import join_answer

    notes = "CHG-121 was raised by Ellen Sandiford, who could not attend."
    units = units_of("min#0", 0, _MINUTES, _MINUTES_TITLE) + units_of(
        "min#1", 1, notes, _MINUTES_TITLE
    )
    question = "Which system's firmware update did the Change Board defer in June 2024?"
    assert _ruled(nlp, question, units, join_answer) is None


def test_a_cell_keeps_the_bracket_it_closes(nlp: Any) -> None:
    """'Corrie Link (RAD-05)' is a cell's whole value: trimming trailing punctuation must not
    cut the ')' of a bracket the value opens (an answer 'Corrie Link (RAD-05' reads broken)."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows

    frame = frame_question("Which system did the Change Board defer?", nlp)
    _, cands = candidate_rows(frame, units_of("min#0", 0, _MINUTES), ParseCache(nlp).parse)
    texts = {c.text for c in cands}
    assert "Corrie Link (RAD-05)" in texts
    assert not any(t.endswith("(RAD-05") for t in texts)


def test_a_role_swap_gives_the_asked_role_to_whom_its_note_names(nlp: Any) -> None:
    """'Role: Primary; Rostered: Tomasz Wierzbicki; Replacement: Leah Dunstan' moves Leah,
    the planned secondary, to primary: the plan no longer says who was secondary. The note
    on that entry ('SW-04: ... Tomasz Wierzbicki became secondary') does; without the note
    nothing is answered."""
    rota = (
        "| Week commencing | Primary | Secondary |\n|---|---|---|\n"
        "| 10 March 2025 | Sami Haddad | Kofi Mensah |\n"
        "| 17 March 2025 | Tomasz Wierzbicki | Leah Dunstan |"
    )
    log = (
        "| Ref | Logged | Week commencing | Role | Rostered | Replacement | Status |\n"
        "| SW-03 | 6 March 2025 | 10 March 2025 | Primary | Sami Haddad | Bryony Hale | Rejected |\n"
        "| SW-04 | 13 March 2025 | 17 March 2025 | Primary | Tomasz Wierzbicki | Leah Dunstan |"
        " Approved |"
    )
    note = (
        "Notes on entries:\n"
        "- SW-04: A role swap within the same week. Leah Dunstan became primary and Tomasz "
        "Wierzbicki became secondary. Approved by Callum Breck."
    )
    secondary = "Who was the secondary on-call engineer for the week commencing 17 March 2025?"
    assert _rota(nlp, secondary, rota, f"{log}\n\n{note}") == "Tomasz Wierzbicki"
    assert _rota(nlp, secondary, rota, log) is None
    primary = "Who was the primary on-call engineer for the week commencing 17 March 2025?"
    assert _rota(nlp, primary, rota, log) == "Leah Dunstan"


def test_a_thing_of_the_subject_the_value_line_never_says_is_not_answered(
    reader: Reader,
) -> None:
    """'How long are CallBridge call recordings kept?' is not answered by the retention of
    CallBridge's configuration exports in a backup table that never says 'recording'; the
    backups the table is about are."""
    table = (
        "| System | Backup type | Frequency | Retention |\n|---|---|---|---|\n"
        "| TEL-04 CallBridge | Configuration export | Weekly on Monday | 60 days |\n"
        "| RTE-01 RouteWise | Database full backup | Nightly at 23:00 | 30 days |"
    )
    evidence = [_ev("bkp#0", table, title="Backup and retention policy")]
    recordings = reader.read("How long are CallBridge call recordings kept?", evidence)
    assert recordings.best is None or recordings.best.confidence < reader.threshold("answer")
    backups = reader.read("How long are CallBridge backups kept?", evidence)
    assert backups.best is not None and backups.best.text == "60 days"
    assert backups.best.confidence >= reader.threshold("answer")
    # a 'What ...' question's phrase after the name is what it asks ('satellite use' is no thing)
    sites = (
        "| Site | Site code | Region |\n|---|---|---|\n| Quarry Gate | SD-06 | Middle Shires |\n"
        "| Ambry Lane | SD-01 | Middle Shires |"
    )
    code = reader.read(
        "What site code does the Quarry Gate satellite use?",
        [_ev("sites#0", sites, title="Satellite depots")],
    )
    assert code.best is not None and code.best.text == "SD-06"
    assert code.best.confidence >= reader.threshold("answer")


def test_a_value_whose_unit_word_the_question_says_is_still_a_candidate(reader: Reader) -> None:
    """'1 hour' is no restatement of "Out of hours, ...": its number is not the question's,
    so it stays a candidate, and the condition rule reads it whole, not the bare '1'."""
    table = (
        "| Priority | Response, business hours | Response, out of hours |\n|---|---|---|\n"
        "| P1 | 15 minutes | 30 minutes |\n"
        "| P2 | 30 minutes | 1 hour |"
    )
    reading = reader.read(
        "Out of hours, what is the response target for a P2 incident?",
        [_ev("sla#0", table, title="Service levels for IT incidents")],
    )
    assert reading.best is not None and reading.best.text == "1 hour"


_SLA_BY_HOURS = (
    "Every call is given a priority from P1 to P4. Out-of-hours targets apply only to calls "
    "made to an on-call phone.\n\n"
    "| Priority | Typical example | Response, business hours | Resolution, business hours |"
    " Response, out of hours | Resolution, out of hours |\n|---|---|---|---|---|---|\n"
    "| P1 Critical | Tier 1 system down | 15 minutes | 4 hours | 30 minutes | 6 hours |\n"
    "| P2 High | Tier 1 system degraded | 30 minutes | 8 hours | 1 hour | 12 hours |"
)


def test_a_condition_reads_the_named_rows_column_not_a_number_said_elsewhere(
    reader: Reader,
) -> None:
    """ "the resolution target for a P1 fault reported out of hours" is the P1 row's
    'Resolution, out of hours', not its out-of-hours response nor a P2 value, and never the
    '1' of 'Tier 1 system degraded' in a row that also says 'out of hours: 1 hour'."""
    evidence = [_ev("sla#0", _SLA_BY_HOURS, title="Service desk priorities")]
    p1 = reader.read(
        "What is the resolution target for a P1 fault reported out of hours?", evidence
    )
    assert p1.best is not None and p1.best.text == "6 hours"
    assert p1.best.confidence >= reader.threshold("answer")
    p2 = reader.read("What is the response target for a P2 call made out of hours?", evidence)
    assert p2.best is not None and p2.best.text == "1 hour"


def test_a_column_named_alike_that_holds_the_asked_date_is_the_one_asked(
    reader: Reader, nlp: Any
) -> None:
    """'Former account manager: Martin Avery, until 31 October 2023' is what "the account
    manager ... until October 2023" asks: the current 'Account manager' beside it is not
    answered, by a rule or with a model's confidence."""
    from a2rag.read.candidates import units_of
    from a2rag.read.joins import join_answer

    directory = (
        "| Supplier | Account manager | Technical contact | Former account manager |\n"
        "|---|---|---|---|\n"
        "| Linnaean Data Systems | Harriet Quill | Bogdan Lis | Martin Avery, until 31 October 2023 |\n"
        "| Kinship CRM Ltd | Jonah Whitlock | Freya Dunmore | None |"
    )
    register = (
        "| Code | System | Supplier |\n|---|---|---|\n"
        "| PRD-01 | Florabase | Linnaean Data Systems |\n| MEM-01 | Friends Hub | Kinship CRM Ltd |"
    )
    question = "Who was the account manager for Florabase's supplier until October 2023?"
    units = units_of("reg#0", 0, register) + units_of("dir#0", 1, directory)
    assert _ruled(nlp, question, units, join_answer) != "Harriet Quill"
    direct = "Who was the account manager for Linnaean Data Systems until October 2023?"
    reading = reader.read(direct, [_ev("dir#0", directory, title="Supplier directory")])
    quill = [c for c in reading.candidates if c.text.startswith("Harriet Quill")]
    assert all(c.confidence < reader.threshold("answer") for c in quill)
    now = reader.read(
        "Who is the account manager for Linnaean Data Systems?",
        [_ev("dir#0", directory, title="Supplier directory")],
    )
    assert now.best is not None and now.best.text.startswith("Harriet Quill")


def test_an_abbreviation_is_not_spelled_across_a_field_boundary(reader: Reader) -> None:
    """'Technical contact: Ravi Menon' holds no spelling of 'CRM' ('contact Ravi Menon'
    crosses a colon, and a name is no term): the supplier of "the membership CRM" is not
    read from the row of Ravi Menon's firm."""
    from a2rag.read.acronyms import _spelled

    row = "Supplier: Bramblegate Software; Technical contact: Ravi Menon, 07700 900212"
    assert _spelled("CRM", [row]) == []
    assert _spelled("RTO", ["Recovery time objective: 4 hours"]) == ["recovery time objective"]
    directory = (
        "| Supplier | Systems | Technical contact |\n|---|---|---|\n"
        "| Bramblegate Software | EVT-01 | Ravi Menon |\n"
        "| Kinship CRM Ltd | MEM-01 | Freya Dunmore |"
    )
    reading = reader.read(
        "What is the supplier of the membership CRM?",
        [_ev("dir#0", directory, title="Supplier directory")],
    )
    assert all(
        c.text != "Bramblegate Software" or c.confidence < reader.threshold("answer")
        for c in reading.candidates
    )


def test_a_total_is_no_answer_for_the_part_its_breakdown_names(nlp: Any) -> None:
    """'132 Wi-Fi access points across the Trust: 96 at Harrowcombe, 14 at Fenwick Lodge'
    gives the whole: for "How many ... at Fenwick Lodge?" it stays a guess, and a question
    asking the whole keeps it."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.measures import totals_for_a_part
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows, capped_rows

    text = (
        "There are 132 Wi-Fi access points across the Trust: 96 at Harrowcombe, 14 at Fenwick "
        "Lodge and 22 at Brackenmoor."
    )
    units = units_of("net#0", 0, text, "Trust network and Wi-Fi")
    parse = ParseCache(nlp).parse
    for question, total_capped in (
        ("How many Wi-Fi access points are installed at Fenwick Lodge?", True),
        ("How many Wi-Fi access points are there in total?", False),
    ):
        frame = frame_question(question, nlp)
        _, cands = candidate_rows(frame, units, parse)
        capped = dict(
            zip([c.text for c in cands], capped_rows(frame, units, cands, parse), strict=True)
        )
        assert capped["132"] or not total_capped, question
        totals = {c.text for c in cands if id(c) in totals_for_a_part(frame, cands)}
        assert ("132" in totals) is total_capped, question
        assert all(t.startswith("132") for t in totals), question  # never '14' or '96'


def test_a_value_said_of_another_place_stays_a_guess(nlp: Any, reader: Reader) -> None:
    """'18°C in the Palm House and 10°C in the Temperate House, and a maximum of 24°C in the
    Alpine House': the minimum asked for the Alpine House is none of them, and is not
    `answered`; a place the value is only located in ('kept at 24°C in Harrowcombe') does not
    make it another place's."""
    from a2rag.read.attached import said_of_another_place
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows

    text = (
        "The most important setpoints are a minimum night temperature of 18°C in the Palm House "
        "and 10°C in the Temperate House, and a maximum of 24°C in the Alpine House, where "
        "keeping plants cool matters more than keeping them warm."
    )
    parse = ParseCache(nlp).parse
    units = units_of("clim#0", 0, text, "ClimaNet")
    for question, others in (
        ("What is the minimum night temperature setpoint in the Alpine House?", {"18°C", "10°C"}),
        ("What is the minimum night temperature in the Palm House?", {"10°C", "24°C"}),
    ):
        frame = frame_question(question, nlp)
        _, cands = candidate_rows(frame, units, parse)
        assert {c.text for c in cands if id(c) in said_of_another_place(frame, cands)} == others
    reading = reader.read(
        "What is the minimum night temperature setpoint in the Alpine House?",
        [_ev("clim#0", text, title="ClimaNet")],
    )
    assert not any(
        c.text == "18°C" and c.confidence >= reader.threshold("answer") for c in reading.candidates
    )
    kept = "The Alpine House is kept at 24°C in Harrowcombe, the Trust's main garden."
    units = units_of("alp#0", 0, kept, "Alpine House")
    frame = frame_question("What temperature is the Alpine House kept at?", nlp)
    _, cands = candidate_rows(frame, units, parse)
    assert "24°C" in {c.text for c in cands}
    assert not said_of_another_place(frame, cands)


def test_a_value_dated_outside_the_asked_time_is_not_the_answer(nlp: Any) -> None:
    """'System owner: Rahul Penning (from 1 September 2024)' does not answer "... before 1
    September 2024?"; the line 'Previous system owner: Fiona Astley (until 31 August 2024)'
    does, and a question naming no time keeps the current owner."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.fields import field_answer
    from a2rag.read.periods import asked_interval, held_at_another_time, value_period
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows

    text = (
        "System: FareGate\nRegister code: TIX-04\nSystem owner: Rahul Penning (from 1 "
        "September 2024)\nPrevious system owner: Fiona Astley (until 31 August 2024)"
    )
    units = units_of("fg#0", 0, text, "System page: FareGate ticketing (TIX-04)")
    parse = ParseCache(nlp).parse
    for question, owner in (
        ("Who was the system owner of FareGate before 1 September 2024?", "Fiona Astley"),
        ("Who was the system owner of FareGate in June 2024?", "Fiona Astley"),
        ("Who was the system owner of FareGate in October 2024?", "Rahul Penning"),
        ("Who is the system owner of FareGate?", "Rahul Penning"),
    ):
        frame = frame_question(question, nlp)
        _, cands = candidate_rows(frame, units, parse)
        found = field_answer(frame, cands)
        assert found is not None and found.text == owner, question
        other = {c.text for c in cands if id(c) in held_at_another_time(frame, cands)}
        assert owner not in other, question
    assert asked_interval("Who was it before 1 September 2024?") == (float("-inf"), 2024 + 8 / 12)
    assert asked_interval("Who was it in 2023 or in 2024?") is None  # two times: none asked
    line = "Account manager: Ana Roy (2019 to March 2023); now Leo Park"
    assert value_period(line, line.find("Ana Roy") + 7) == (2019.0, 2023 + 3 / 12)
    assert value_period(line, len(line)) is None


def test_a_value_without_the_questions_condition_clause_is_not_a_field_answer(
    nlp: Any,
) -> None:
    """'Argus VMS CCTV footage | CCT-05 | Continuous recording | 31 days' is the usual
    retention: "... kept once it has been flagged for an investigation?" is what a rule
    elsewhere states ('Footage flagged for an investigation ... is kept for 2 years'), so the
    row answers nothing; without the clause it answers."""
    from a2rag.read.candidates import ParseCache, units_of
    from a2rag.read.fields import field_answer
    from a2rag.read.question import frame_question
    from a2rag.read.reader import candidate_rows
    from a2rag.read.unstated import clause_condition

    table = (
        "| System | Code | Backup frequency | Retention |\n|---|---|---|---|\n"
        "| Argus VMS CCTV footage | CCT-05 | Continuous recording at each site | 31 days |\n"
        "| GridSight | EPM-02 | Daily | 1 year |"
    )
    rules = (
        "- Footage flagged for an investigation or a police request is copied to a protected "
        "store and kept for 2 years."
    )
    units = units_of("bk#0", 0, table, "Backup and Retention Policy") + units_of(
        "bk#1", 1, rules, "Backup and Retention Policy"
    )
    parse = ParseCache(nlp).parse
    flagged = "How long is CCTV footage kept once it has been flagged for an investigation?"
    assert clause_condition(frame_question(flagged, nlp)) == {"flagg", "investigation"}
    for question, expected in (
        (flagged, None),
        ("What is the retention of CCTV footage?", "31 days"),
    ):
        frame = frame_question(question, nlp)
        _, cands = candidate_rows(frame, units, parse)
        found = field_answer(frame, cands)
        assert (found.text if found else None) == expected, question


def test_a_glossary_row_of_a_former_product_name_links_the_names(reader: Reader) -> None:
    """'ParcelPoint | Former product name | TrackLine (TRK-01). Northgate renamed the product
    in 2021.' makes the DR plan's TrackLine row the one "the RPO for ParcelPoint" asks."""
    glossary = (
        "| Term | Type | Meaning |\n|---|---|---|\n"
        "| ParcelPoint | Former product name | TrackLine (TRK-01). Northgate renamed the product "
        "in 2021. |\n| PrintStream | Former product name | LabelHub (LBL-02). |"
    )
    plan = (
        "| Code | System | RTO | RPO |\n|---|---|---|---|\n"
        "| TRK-01 | TrackLine | 2 hours | 15 minutes |\n| LBL-02 | LabelHub | 4 hours | 1 hour |"
    )
    reading = reader.read(
        "What's the RPO for ParcelPoint?",
        [_ev("dr#0", plan, title="Disaster recovery plan"), _ev("g#0", glossary, title="Glossary")],
    )
    assert reading.best is not None and reading.best.text == "15 minutes"
    assert reading.best.confidence >= reader.threshold("answer")


def test_a_comparison_finds_a_side_said_as_a_description_by_its_documents_heading() -> None:
    """'the Saltmere Sands screens incident in August 2024' is no name any line says: the
    post-mortem whose heading holds its capitalised words and numbers is that side's, and an
    outage field's one duration is its length ('Outage: 02:15 to 05:25, 3 hours 10 minutes')."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare
    from a2rag.read.event_records import without_dates

    x = units_of(
        "rail-16#0", 0,
        "Incident reference: PIR-2024-02\nDate: Saturday 17 February 2024\nStart: 06:12\n"
        "Outage: 06:12 to 09:52, 3 hours 40 minutes\nSupplier: Farewise Technologies",
        title="Post-incident review: FareGate outage, 17 February 2024",
    )  # fmt: skip
    y = units_of(
        "rail-17#0", 1,
        "Incident reference: PIR-2024-09\nDate: Sunday 4 August 2024\nStart: 10:05\n"
        "Response target: 15 minutes\nDuration: 2 hours 15 minutes",
        title="Post-incident review: stale departure screens at Saltmere Sands, 4 August 2024",
    )  # fmt: skip
    question = (
        "Which lasted longer, the FareGate outage in February 2024 or the Saltmere Sands "
        "screens incident in August 2024?"
    )
    options = [
        "the FareGate outage in February 2024",
        "the Saltmere Sands screens incident in August 2024",
    ]
    found = compare(question, options, x + y)
    assert found is not None and found.answer == options[0]
    assert found.values == {options[0]: "3 hours 40 minutes", options[1]: "2 hours 15 minutes"}
    assert found.described and without_dates(found.answer) == "the FareGate outage"
    # a heading that lacks a side's name is no side's: nothing to compare
    z = units_of(
        "rail-18#0", 1, "Duration: 5 hours", title="Post-incident review: screens at Wrenmoor"
    )
    assert compare(question, options, x + z) is None


def test_a_swap_logs_requested_cover_column_is_who_served_not_who_decided(nlp: Any) -> None:
    """'Requested cover' of an approved swap is who covered; 'Decided by' names the one who
    approved it, and a rejected request leaves the rota as planned."""
    log = (
        "On-call swap log. Only approved swaps change who is on call.\n\n"
        "| Ref | Week commencing | Role | Rostered | Requested cover | Status | Decided by |\n"
        "| SW-01 | 10 March 2025 | Primary | Tomasz Brereton | Lucy Tremlett | Approved | Callum Fairweather |\n"
        "| SW-02 | 24 March 2025 | Primary | Conrad Bell | Rhys Bannerman | Rejected | Callum Fairweather |"
    )  # fmt: skip
    week = "Who actually covered primary on-call in the week commencing 10 March 2025?"
    assert _rota(nlp, week, _ROTA, log) == "Lucy Tremlett"
    rejected = "Who actually covered primary on-call in the week commencing 24 March 2025?"
    assert _rota(nlp, rejected, _ROTA, log) == "Conrad Bell"


def test_a_premise_before_the_question_names_no_asked_field(reader: Reader) -> None:
    """ "Given the priority assigned to the LabLink incident, what was its resolution
    target?" asks the target: the post-mortem's 'Priority: P2' is the premise, no answer."""
    pm = (
        "Incident: INC-2024-031\nDate: Tuesday 13 August 2024\nSystem: LabLink (LAB-04)\n"
        "Priority: P2\nDuration: 5 hours 20 minutes"
    )
    ev = [_ev("pm#0", pm, title="Post-incident review: LabLink order outage, August 2024")]
    q = "Given the priority assigned to the August 2024 LabLink incident, what was its resolution target?"
    best = reader.read(q, ev).best
    assert best is None or best.text != "P2" or best.confidence < reader.thresholds["answer"]
    plain = reader.read("What priority was assigned to the August 2024 LabLink incident?", ev).best
    assert plain is not None and plain.text == "P2"
    assert plain.confidence >= reader.thresholds["answer"]


_DIRECTORY = (
    "Supplier directory.\n\n"
    "| Supplier | Supplies | Account manager | Former account manager |\n|---|---|---|---|\n"
    "| Axlegrove Telematics | FleetWise telematics | Martin Kearsley, 07700 900344 (from 1 "
    "February 2025) | Paula Greenhalgh (until 31 January 2025) |"
)


def test_a_person_asked_is_named_without_the_number_and_period_of_the_cell(
    reader: Reader,
) -> None:
    """A directory cell adds a phone number and a period to the name: "Who ...?" is answered
    with the name."""
    ev = [_ev("dir#0", _DIRECTORY, title="Supplier directory")]
    best = reader.read("Who is the account manager at Axlegrove Telematics?", ev).best
    assert best is not None and best.text == "Martin Kearsley"


def test_a_value_held_from_a_date_is_not_who_held_it_at_an_earlier_event(reader: Reader) -> None:
    """ "... when the FleetWise telematics data gap happened?" is timed by the post-mortem's
    'Date:' line: the account manager from February 2025 was not the one of November 2024;
    with no record of the event in the evidence, which one held then is not known."""
    pm = (
        "Incident: INC-2024-117\nDate: Tuesday 12 November 2024\nSystem: FleetWise\n"
        "Supplier: Axlegrove Telematics\nDuration: 6 hours"
    )
    ev = [
        _ev("dir#0", _DIRECTORY, title="Supplier directory"),
        _ev("pm#0", pm, title="Post-incident review: FleetWise telematics data gap, November 2024"),
    ]
    q = "Who was the account manager at Axlegrove Telematics when the FleetWise telematics data gap happened?"
    read = reader.read(q, ev)
    kearsley = [c for c in read.candidates if c.text.startswith("Martin Kearsley")]
    assert all(c.confidence < reader.thresholds["answer"] for c in kearsley)
    unknown = reader.read(q, ev[:1])
    assert all(
        c.confidence < reader.thresholds["answer"]
        for c in unknown.candidates
        if c.text.startswith("Martin Kearsley")
    )
    now = reader.read("Who is the account manager at Axlegrove Telematics?", ev).best
    assert now is not None and now.confidence >= reader.thresholds["answer"]


def test_a_condition_after_during_or_when_is_no_event_to_time_the_value_by(
    reader: Reader,
) -> None:
    """ "... during business hours?" or "... when the desk is closed?" names no record: the
    value held from a date is answered as for any question without a time."""
    from a2rag.read.periods import asks_at_event
    from a2rag.read.question import frame_question

    ev = [_ev("dir#0", _DIRECTORY, title="Supplier directory")]
    for q in (
        "Who is the account manager at Axlegrove Telematics during business hours?",
        "Who is the account manager at Axlegrove Telematics when the desk is closed?",
    ):
        assert not asks_at_event(frame_question(q, reader.nlp))
        best = reader.read(q, ev).best
        assert best is not None and best.text == "Martin Kearsley"
        assert best.confidence >= reader.thresholds["answer"]
    for q in (
        "Who was the account manager at Axlegrove Telematics during the power cut?",
        "Who was the account manager at Axlegrove Telematics at the time of INC-2024-117?",
    ):
        assert asks_at_event(frame_question(q, reader.nlp))


def test_a_document_that_never_names_the_asked_month_does_not_answer_for_it(
    reader: Reader,
) -> None:
    """ "How long did the power outage at Dunmere in October 2024 last?" is not answered by
    a page that names no October: which outage it tells of is not known. Asked without the
    month, the same sentence answers."""
    notes = (
        "Dunmere Village Practice is at the end of a rural power line. The last power outage "
        "at Dunmere lasted about 40 minutes, and the UPS carried the server cabinet through it."
    )
    ev = [_ev("dun#0", notes, title="Site notes: Dunmere Village Practice")]
    read = reader.read("How long did the power outage at Dunmere in October 2024 last?", ev)
    assert all(c.confidence < reader.thresholds["answer"] for c in read.candidates)
    plain = reader.read("How long did the last power outage at Dunmere last?", ev).best
    assert plain is not None and "40 minutes" in plain.text
    assert plain.confidence >= reader.thresholds["answer"]


def test_the_old_side_of_a_stated_change_and_a_partitive_whole_stay_guesses(
    reader: Reader,
) -> None:
    """'moved from 22 July 2025 to 16 September 2025': the retest is not on the old date;
    'Of the 44 weekday rounds, 18 start here': 44 is not how many start here."""
    from a2rag.read.candidates import Candidate, units_of
    from a2rag.read.measures import totals_for_a_part
    from a2rag.read.question import frame_question

    minutes = (
        "Other business: the Contact Hub disaster recovery retest was moved from 22 July 2025 "
        "to 16 September 2025, so that it does not clash with the school holidays."
    )
    ev = [_ev("cab#0", minutes, title="Minutes: Digital Change Advisory Board, 17 June 2025")]
    read = reader.read("When is the Contact Hub disaster recovery retest?", ev)
    old = [c for c in read.candidates if c.text == "22 July 2025"]
    assert old and all(c.confidence < reader.thresholds["answer"] for c in old)
    (unit,) = units_of("marsh#0", 0, "Of the 44 weekday rounds, 18 start here, using 21 vehicles.")
    whole, part = (Candidate(n, "CARDINAL", unit, 0, 1) for n in ("44", "18"))
    frame = frame_question("How many weekday rounds start from the Marsh?", reader.nlp)
    assert totals_for_a_part(frame, [whole, part]) == {id(whole)}


def test_on_call_at_an_events_time_reads_the_rota_on_the_day_its_record_gives(nlp: Any) -> None:
    """ "... for the week of the BinCab tablet sync outage?" names no date: the post-mortem
    whose heading describes the outage dates it, and the rota is read for that week (the swap
    log applied unless the plan is asked). Without the post-mortem there is no answer."""
    pm = (
        "Post-incident review: BinCab tablet sync outage\nIncident: INC-2025-021\n"
        "Date: Wednesday 12 March 2025\nDuration: 2 hours 50 minutes\n"
        "On-call primary: Hamish Ferrante"
    )
    log = (
        "On-call swap log.\n\n- Week commencing 10 March 2025: Primary covered by Hamish "
        "Ferrante instead of Tomasz Brereton for the whole week."
    )
    planned = (
        "Who had originally been rostered as primary on call for the week of the BinCab "
        "tablet sync outage?"
    )
    assert _rota(nlp, planned, _ROTA, log, pm) == "Tomasz Brereton"
    actual = "Who was actually primary on call when the BinCab tablet sync outage happened?"
    assert _rota(nlp, actual, _ROTA, log, pm) == "Hamish Ferrante"
    assert _rota(nlp, planned, _ROTA, log) is None


def test_a_sentence_on_another_things_page_does_not_answer_for_the_asked_one(
    reader: Reader,
) -> None:
    """ "Who is the technical owner of SeatSure?" is not answered by 'Callum Rhys-Odell is the
    technical owner' on the Shelfwise page, though that page names SeatSure as a system that
    depends on Shelfwise; on SeatSure's own page, or in a chunk opening with it, it is."""
    from a2rag.read.candidates import Candidate, units_of
    from a2rag.read.question import frame_question
    from a2rag.read.reader import capped_rows

    owner = "Callum Rhys-Odell is the technical owner, and Felix Armitage is his backup."
    mention = "Several other systems depend on Shelfwise. SeatSure checks library cards against it."
    frame = frame_question("Who is the technical owner of SeatSure?", reader.nlp)

    def capped(text: str, title: str) -> bool:
        unit = next(u for u in units_of("c#1", 0, text, title=title) if u.text == owner)
        return capped_rows(frame, [unit], [Candidate("Callum Rhys-Odell", "PERSON", unit, 0, 3)])[0]

    assert capped(f"{mention}\n\n{owner}", "Shelfwise library management system")
    assert not capped(f"{mention}\n\n{owner}", "SeatSure public PC booking")
    assert not capped(
        f"SeatSure is the PC booking system.\n\n{owner}", "Library systems: Shelfwise"
    )


def test_how_long_an_event_lasted_is_the_one_length_its_record_states(reader: Reader) -> None:
    """ "How long did INC-2025-011 last?" is the length its post-mortem states in prose, past
    the lines that name the incident; an incident no heading names, or a record stating two
    lengths, gets no answer."""
    first = (
        "Summary. During planned UPS maintenance the A feed was isolated. Two customer cages "
        "lost power and one customer raised a P1 ticket."
    )
    second = "The incident ran from 14:02 to 14:49, a total duration of 47 minutes."
    title = "Post-mortem INC-2025-011: Hall A feed loss during UPS maintenance"
    ev = [_ev("pm#0", first, title=title), _ev("pm#1", second, title=title)]
    best = reader.read("How long did INC-2025-011 last?", ev).best
    assert best is not None and best.text == "47 minutes"
    assert best.confidence >= reader.thresholds["answer"]
    other = reader.read("How long did INC-2025-019 last?", ev)
    assert all(c.confidence < reader.thresholds["answer"] for c in other.candidates)
    two = [*ev, _ev("pm#2", "The fallback feed lasted 20 minutes.", title=title)]
    both = reader.read("How long did INC-2025-011 last?", two)
    assert all(c.confidence < reader.thresholds["answer"] for c in both.candidates)


def test_the_number_to_ring_for_a_desk_is_its_pages_unconditioned_call_line(
    reader: Reader,
) -> None:
    """'Call 01632 960100 or use the staff portal.' on the service desk's page is the number
    to ring; the out-of-hours line is not, and a question about a Saturday is not answered
    by the weekday line."""
    from a2rag.read.phones import asked_line_of

    text = (
        "The service desk is the single point of contact for IT faults. Call 01632 960100 or "
        "use the staff portal.\n\n- Outside staffed hours, call the IT on-call on 07700 900100 "
        "for P1 and P2 faults only."
    )
    ev = [_ev("sd#0", text, title="Service desk hours and contact")]
    for q in (
        "What number should staff ring to reach the service desk?",
        "What number do I ring for the IT Service Desk during opening hours?",
    ):
        best = reader.read(q, ev).best
        assert best is not None and best.text == "01632 960100"
        assert best.confidence >= reader.thresholds["answer"]
    assert asked_line_of("What number do I ring to reach the service desk on a Saturday?") is None
    saturday = reader.read("What number do I ring to reach the service desk on a Saturday?", ev)
    assert all(
        c.confidence < reader.thresholds["answer"]
        for c in saturday.candidates
        if c.text == "01632 960100"
    )


def test_asked_of_a_time_before_a_replacement_the_version_in_force_then_is_read(
    reader: Reader,
) -> None:
    """ "Before October 2024, how long could a store stay in offline card mode?" reads the
    version superseded on 1 October 2024, not the one effective from that day; asked without
    a time, the superseded version is not read."""
    old = (
        "Status: superseded on 1 October 2024 by version 3\nPolicy owner: Tom Haldane\n\n"
        "- A store may stay in offline card mode for a maximum of 2 hours, after which it moves "
        "to cash only."
    )
    new = (
        "Status: current\nEffective from: 1 October 2024\nPolicy owner: Tom Haldane\n\n"
        "- A store may stay in offline card mode for a maximum of 4 hours, after which it moves "
        "to cash only."
    )
    ev = [
        _ev("v2#0", old, title="Card payment outage policy, version 2 (superseded)"),
        _ev("v3#0", new, title="Card payment outage policy, version 3"),
    ]
    then = reader.read(
        "Before October 2024, how long could a store stay in offline card mode before going "
        "cash only?",
        ev,
    )
    assert then.best is not None and "2 hours" in then.best.text
    assert not any("4 hours" in c.text for c in then.candidates)
    now = reader.read("How long can a store stay in offline card mode before going cash only?", ev)
    assert now.best is not None and "4 hours" in now.best.text
    assert not any("2 hours" in c.text for c in now.candidates)


def test_a_clock_time_is_read_as_the_hours_it_falls_in(reader: Reader) -> None:
    """ "... logged at 21:00 on a Wednesday?" asks the out-of-hours column when the evidence
    defines business hours as 08:00 to 18:00, Monday to Friday; 10:30 on a Tuesday the
    business-hours one; 10:30 with no day may be a weekend, so it is left as asked."""
    from a2rag.read.candidates import units_of
    from a2rag.read.clock import hours_condition

    text = (
        "For service levels, business hours are 08:00 to 18:00, Monday to Friday, and every "
        "other hour counts as out of hours.\n\n"
        "| Priority | Resolution (business hours) | Resolution (out of hours) |\n|---|---|---|\n"
        "| P1 | 4 hours | 6 hours |\n| P2 | 8 hours | 12 hours |"
    )
    ev = [_ev("sla#0", text, title="IT incident service levels by priority")]
    late = "What is the resolution target for a P2 incident logged at 21:00 on a Wednesday?"
    best = reader.read(late, ev).best
    assert best is not None and best.text == "12 hours"
    assert best.confidence >= reader.thresholds["answer"]
    units = units_of("sla#0", 0, text)
    day = "What is the resolution target for a P1 incident logged at 10:30 on a Tuesday?"
    said = hours_condition(day, units)
    assert said is not None and said.question == (
        "What is the resolution target for a P1 incident logged in business hours?"
    )
    assert said.consumed == ("10:30", "Tuesday")
    # the time, the weekday and a bare month are circumstances, not names the knowledge base
    # must know or the cited evidence must write
    march = (
        "What is the resolution target for a P2 incident logged at 21:00 on a Wednesday in March?"
    )
    reading = reader.read(march, ev)
    assert reading.best is not None and reading.best.text == "12 hours"
    assert reading.conditions == ["21:00", "Wednesday", "March"]
    settings = Settings()
    gen = OfflineGenerator(settings, reader).generate(march, ev)
    lookup = FakeNames({"Wednesday", "21:00", "March"})
    verdict = OfflineVerifier(settings, reader, lookup).verify(march, gen, ev)
    assert verdict.passed and verdict.about_subject is not False
    assert (
        "'P2'"
        in OfflineVerifier(settings, reader, FakeNames({"P2"}))
        .verify(march, gen, ev)
        .reasons["relevance"]
    )
    assert hours_condition("What is the resolution target for a P1 logged at 10:30?", units) is None
    assert hours_condition(late, units_of("x#0", 0, "The desk is staffed 08:00 to 22:00.")) is None


def test_a_records_former_holder_answers_for_a_date_before_the_handover(reader: Reader) -> None:
    """A directory of 'Supplier: X' records: the former account manager (until 31 August
    2024) is who held the role "in July 2024", though the line names the supplier only
    through its record; a count of working days is one candidate with its unit."""
    directory = (
        "Supplier: Ordwell Software\nAccount manager: Femi Adeyemi\n\n"
        "Supplier: Vantor Systems\nCovers: WMS-04 Palisade\n"
        "Account manager: Rhys Calloway (from 1 September 2024)\n"
        "Former account manager: Paula Brennan (until 31 August 2024)\n"
        "Technical contact: Agnes Lindqvist"
    )
    ev = [_ev("dir#0", directory, title="Supplier directory")]
    then = reader.read("Who was Vantor Systems' account manager in July 2024?", ev).best
    assert then is not None and then.text == "Paula Brennan"
    assert then.confidence >= reader.thresholds["answer"]
    now = reader.read("Who is Vantor Systems' account manager?", ev).best
    assert now is not None and now.text.startswith("Rhys Calloway")
    policy = "- A standard change needed at least 10 working days' notice to CAB."
    read = reader.read("How much notice did a standard change need?", [_ev("p#0", policy)])
    assert read.best is not None and read.best.text == "10 working days"


def test_another_suppliers_entry_is_no_guess_for_a_supplier_the_directory_leaves_out(
    reader: Reader,
) -> None:
    """ "Who is the account manager at Pricemark Solutions?" when the directory says it lists
    no contacts for Pricemark: another supplier's account manager is withheld, not offered as
    an `unverified` guess; asked of a listed supplier, its own manager answers."""
    directory = (
        "Pricemark Solutions is managed by Finance and has no contacts listed here.\n\n"
        "Supplier: Ordwell Software\nAccount manager: Femi Adeyemi\nTechnical contact: Clara "
        "Voss\n\nSupplier: Trackline Telematics\nAccount manager: Tessa Varley\nTechnical "
        "contact: Ben Tolley"
    )
    ev = [_ev("dir#0", directory, title="Supplier directory")]
    read = reader.read("Who is the account manager at Pricemark Solutions?", ev)
    assert read.candidates
    assert all(c.confidence < reader.thresholds["unverified"] for c in read.candidates)
    own = reader.read("Who is the account manager at Trackline Telematics?", ev).best
    assert own is not None and own.text == "Tessa Varley"


def test_withholding_another_records_guess_leaves_every_answer_buildable(reader: Reader) -> None:
    """Retrieval's evidence for "Who is the current account manager at Vantor Systems?" on
    retail-dev: a reading where another supplier's record is withheld and the field rule then
    answers from an answer not yet built (it once looked that answer up by the wrong index
    and raised KeyError, stopping the evaluation)."""
    from a2rag.ingest.chunk import SourceDocument, chunk_document

    corpus = Path(__file__).parents[1] / "benchmarks/data/retail-dev/corpus.jsonl"
    docs = {d["id"]: d for d in map(json.loads, corpus.read_text().splitlines())}
    wanted = ["RTL-doc-003#0", "RTL-doc-001#1", "RTL-doc-023#0", "RTL-doc-020#2", "RTL-doc-005#1",
              "RTL-doc-006#0"]  # fmt: skip
    chunks = {}
    for doc_id in {w.split("#")[0] for w in wanted}:
        d = docs[doc_id]
        source = SourceDocument(
            id=doc_id, title=d["title"], text=d["text"], source="x", content_hash="h"
        )
        for k, ch in enumerate(chunk_document(source, 200, 30)):
            chunks[f"{doc_id}#{k}"] = _ev(f"{doc_id}#{k}", ch.text, title=d["title"])
    ev = [chunks[w] for w in wanted]
    best = reader.read("Who is the current account manager at Vantor Systems?", ev).best
    assert best is not None and best.text.startswith("Rhys Calloway")


def test_the_asked_earlier_version_is_read_alone(reader: Reader) -> None:
    """ "Under the old privileged access policy (v1.4), ...": only the superseded version is
    read, and 'v1.4' (which the page writes 'version 1.4') is no name the knowledge base
    must know. A version that no
    document states is still not answered from another."""
    from a2rag.read.candidates import units_of
    from a2rag.read.currency import asked_version

    current = (
        "Privileged Access Policy, version 2.0\nEffective from: 1 February 2025\n\n"
        "- Dormant admin accounts are disabled after 30 days.\n"
        "- Supplier remote sessions last at most 8 hours."
    )
    old = (
        "Privileged Access Policy, version 1.4\nStatus: superseded on 1 February 2025\n\n"
        "- Dormant admin accounts were disabled after 60 days.\n"
        "- Supplier remote sessions could last up to 24 hours."
    )
    ev = [
        _ev("pa2#0", current, title="Privileged Access Policy"),
        _ev("pa1#0", old, title="Privileged Access Policy (superseded)"),
    ]
    units = units_of("pa2#0", 0, current, "Privileged Access Policy")
    units += units_of("pa1#0", 1, old, "Privileged Access Policy (superseded)")
    q = "Under the old privileged access policy (v1.4), after how long were dormant admin accounts disabled?"
    said = asked_version(q, units)
    assert said is not None and {u.chunk_id for u in said.units} == {"pa1#0"}
    assert said.consumed == ("v1.4", "old")
    reading = reader.read(q, ev)
    assert reading.best is not None and reading.best.text == "60 days"
    assert "v1.4" in reading.conditions
    settings = Settings()
    gen = OfflineGenerator(settings, reader).generate(q, ev)
    verdict = OfflineVerifier(settings, reader, FakeNames({"v1.4"})).verify(q, gen, ev)
    assert verdict.relevance, verdict.reasons["relevance"]
    superseded = "Under the superseded privileged access policy, how long could a supplier remote session last?"
    best = reader.read(superseded, ev).best
    assert best is not None and "24 hours" in best.text
    assert asked_version(q.replace("(v1.4)", "(v3)"), units) is None
    # a superseded document about something else is not the old password policy
    other = "Under the old password policy, how many failed attempts locked an account?"
    assert asked_version(other, units) is None


def test_a_condition_read_holds_only_the_names_it_says() -> None:
    """The words a reading took as a condition ('old', 'Wednesday') stand for themselves: a
    name that only contains one ('Goldcrest', 'Oldham') must still be known and cited."""
    from a2rag.control.offline_roles import _Held

    held = _Held([], ["old", "21:00", "Wednesday", "March", "v1.4"])
    assert [n for n in ("Goldcrest", "Oldham", "March 2025") if held.holds(n)] == []
    assert all(held.holds(n) for n in ("Wednesday", "21:00", "March", "v1.4"))
    assert _Held(["Saturday 23 November 2024"], []).holds("23 November 2024")


def test_a_job_title_asks_for_a_person(reader: Reader, nlp: Any) -> None:
    """ "Which plant technician was on call when the pools closed?" asks for a person, as
    "Which engineer ..." does: a clock time in the post-mortem is no answer to it."""
    q = "Which plant technician was on call when the Millbrook pools closed on 14 August 2024?"
    assert frame_question(q, nlp).expected == Expected.PERSON
    report = (
        "Incident date: 14 August 2024\nSite: Millbrook\nPools closed: 15:35\n"
        "Reopened: 19:10\nDuty manager: Fern Adair"
    )
    best = reader.read(q, [_ev("pm#0", report, title="Millbrook pool closure")]).best
    assert best is None or best.text != "15:35" or best.confidence < reader.thresholds["answer"]


def test_a_count_of_another_noun_is_no_answer_to_how_many(reader: Reader) -> None:
    """ "How many civil enforcement officers does CPE employ?" is not answered by the object
    of 'employs' when it counts staff ('CPE employs 148 staff'; parking-dev, where it was an
    `answered` wrong answer); asked of its people, it is."""
    from a2rag.read.arguments import argument_answer
    from a2rag.read.candidates import units_of
    from a2rag.read.reader import candidate_rows

    text = (
        "Calderbridge Parking and Enforcement (CPE) is the council service responsible for "
        "on-street parking control.\n\nCalderbridge Parking and Enforcement employs 148 staff. "
        "Of these, 62 are civil enforcement officers who patrol the zones."
    )
    units = units_of("o#0", 0, text, "Service overview")
    asked = {}
    for q in (
        "How many civil enforcement officers does Calderbridge Parking and Enforcement employ?",
        "How many people does Calderbridge Parking and Enforcement employ?",
    ):
        frame = reader.frame(q)
        _, cands = candidate_rows(frame, units, reader.parses.parse)
        found = argument_answer(frame, cands, reader.parses.parse)
        asked[q.split()[2]] = found.text if found is not None else None
    assert asked == {"civil": None, "people": "148 staff"}


def test_a_person_is_named_without_the_period_a_directory_adds() -> None:
    """'Stuart Kellett, until 29 February 2024' (a former account manager's line) answers
    "Who was the account manager in January 2024?" as 'Stuart Kellett'."""
    from a2rag.read.reader import person_named

    assert person_named("Stuart Kellett, until 29 February 2024") == "Stuart Kellett"
    assert person_named("Joanna Pryce, since 1 March 2024") == "Joanna Pryce"
    assert person_named("Daniel Achebe, 07700 900227 (from 1 December 2024)") == "Daniel Achebe"
    assert person_named("Tom Jones, Head of IT") == "Tom Jones"
    assert person_named("Sasha Ilves, Yard Foreman") == "Sasha Ilves"
    assert person_named("Smith, Jones") == "Smith, Jones"  # no job title: left as it is


def test_a_phone_in_a_persons_row_after_another_person_is_theirs(reader: Reader) -> None:
    """ "What is Gemma Hollis's phone number?" over a supplier row whose phone column is the
    technical contact's: the number is Dominic Ashworth's, so it is withheld (parking-dev's
    out-of-scope question, once `answered`); asked of him, it answers."""
    table = (
        "| Supplier | Account manager | Technical contact | Technical phone |\n|---|---|---|---|\n"
        "| Veritas Civic Software | Joanna Pryce | Raj Bhatt | 01632 960341 |\n"
        "| Sentinel Optics Ltd | Gemma Hollis | Dominic Ashworth | 07700 900418 |"
    )
    ev = [_ev("dir#0", table, title="Supplier directory")]
    hers = reader.read("What is Gemma Hollis's phone number?", ev)
    assert all(
        c.confidence < reader.thresholds["unverified"]
        for c in hers.candidates
        if "900418" in c.text
    )
    his = reader.read("What is Dominic Ashworth's phone number?", ev).best
    assert his is not None and his.text == "07700 900418"


def test_an_identifier_of_another_kind_is_not_the_registers_code(nlp: Any) -> None:
    """ "Which StreetPad fault code ...?" is not the register's 'Code: HHD-01' for StreetPad
    (parking-dev, once `answered`): the row and its page say nothing of faults. The register
    code asked as such, or as the system's code, is."""
    register = (
        "The system register lists every system.\n\n| Code | System | Purpose |\n|---|---|---|\n"
        "| HHD-01 | StreetPad | Handheld devices used by civil enforcement officers |\n"
        "| PAY-02 | MeterLink | Pay machine management |"
    )
    q = "Which StreetPad fault code should an officer use for a pay machine that won't accept payment?"
    assert _field(nlp, q, register) is None
    assert _field(nlp, "What is StreetPad's register code?", register) == "HHD-01"
    assert _field(nlp, "What is the code of StreetPad?", register) == "HHD-01"


def test_a_list_sentence_about_another_named_thing_is_not_the_subjects_list(
    reader: Reader,
) -> None:
    """A page about a system serving two sites says 'Kestrel Quay has a ... 10,000 litre
    unleaded petrol tank' and 'Gullhaven has a single 20,000 litre diesel tank': "How many
    litres does the petrol tank at Gullhaven hold?" is neither (marina-dev's out-of-scope
    question, once `answered` '10,000 litre unleaded petrol tank' by the list-item rule, and
    then '20,000 litre' by the count-of-a-unit rule); the Kestrel Quay one is."""
    page = _ev(
        "fuel#0",
        "FuelPoint runs the fuel docks at Kestrel Quay and Gullhaven.\n\nKestrel Quay has a "
        "30,000 litre diesel tank and a 10,000 litre unleaded petrol tank feeding the fuel "
        "pontoon. Gullhaven has a single 20,000 litre diesel tank beside the sill.",
        title="FuelPoint (FUL-03) system page",
    )
    theirs = reader.read("How many litres does the petrol tank at Gullhaven hold?", [page])
    assert all(c.confidence < reader.threshold("answer") for c in theirs.candidates)
    ours = reader.read("How many litres does the petrol tank at Kestrel Quay hold?", [page])
    assert ours.best is not None and ours.best.text.startswith("10,000 litre")
    assert ours.best.confidence >= reader.threshold("answer")


def test_a_measure_of_what_the_question_does_not_say_holds_it_is_not_its_measure(
    reader: Reader,
) -> None:
    """ "How many litres does the petrol tank at Gullhaven hold?" is not 'Gullhaven averaged
    980 litres a day' (marina-dev's out-of-scope question, `answered` so): with no "of"
    phrase, the qualified noun the question says holds the measure must be near the value;
    a sentence that says the tank still answers."""
    sales = _ev(
        "capacity#0",
        "Fuel: Kestrel Quay sold an average of 2,150 litres of diesel a day in 2024. "
        "Gullhaven averaged 980 litres a day.",
        title="Capacity figures 2024",
    )
    q = "How many litres does the petrol tank at Gullhaven hold?"
    found = reader.read(q, [sales])
    assert all(c.confidence < reader.threshold("answer") for c in found.candidates)
    tank = _ev(
        "fuel#0",
        "Gullhaven's petrol tank holds 12,000 litres and is refilled weekly.",
        title="Site notes: Gullhaven",
    )
    held = reader.read(q, [sales, tank])
    assert held.best is not None and held.best.text.startswith("12,000 litres")
    assert held.best.confidence >= reader.threshold("answer")


def test_the_holder_of_a_title_the_question_names_whole(reader: Reader) -> None:
    """ "Who is the Deputy Head of Digital Services?" is the person an organisation chart's
    row writes with that title in brackets (courts-dev CRT-q-020, abstained before); the
    head's row is not the deputy head's, a title with a date after it is not held now, and
    two holders give no answer."""
    chart = _ev(
        "chart#0",
        "| Function | Lead | Deputy | Based at |\n|---|---|---|---|\n"
        "| Digital Services | Tobias Renshaw (Head of Digital Services) | Priya Castellane "
        "(Deputy Head of Digital Services) | Aldcastle |\n"
        "| Jury Services | Eleanor Fitch (Jury Services Manager) | Daniel Okafor | Aldcastle |",
        title="Organisation chart: leads and deputies",
    )
    answer = reader.threshold("answer")
    deputy = reader.read("Who is the Deputy Head of Digital Services?", [chart]).best
    assert deputy is not None and deputy.text == "Priya Castellane"
    assert deputy.confidence >= answer
    head = reader.read("Who is the Head of Digital Services?", [chart]).best
    assert head is not None and head.text == "Tobias Renshaw" and head.confidence >= answer
    policy = _ev(
        "policy#0",
        "Policy owner: Owen Marsh, Deputy Head of Digital Services\nVersion: 2.1",
        title="Backup and retention policy",
    )
    both = reader.read("Who is the Deputy Head of Digital Services?", [chart, policy]).best
    assert both is None or both.confidence < answer
    former = _ev(
        "policy#1",
        "Policy owner: Owen Marsh (Deputy Head of Digital Services until March 2024)",
        title="Backup and retention policy v1",
    )
    then = reader.read("Who is the Deputy Head of Digital Services?", [former]).best
    assert then is None or then.confidence < answer


def test_a_rules_count_of_another_noun_than_asked_is_a_guess(reader: Reader) -> None:
    """ "How many berths does Kestrel Quay keep for visitors during the peak season?" is not
    '12 moorings ... held back for overflow visitors' (marina-dev, once `answered` by the
    condition rule); asked of moorings, it is."""
    from a2rag.read.measures import counts_another_noun
    from a2rag.read.question import frame_question

    notes = _ev(
        "site#1",
        "During the peak season 12 moorings are held back for overflow visitors who cannot "
        "find a berth at Kestrel Quay.",
        title="Site notes: Trewint Moorings",
    )
    q = "How many berths does Kestrel Quay keep for visitors during the peak season?"
    found = reader.read(q, [notes])
    assert found.best is None or found.best.confidence < reader.threshold("answer")
    moorings = "How many moorings are held back for visitors at Kestrel Quay in the peak season?"
    frame = frame_question(moorings, reader.nlp)
    assert not counts_another_noun(frame, "12 moorings")
    assert counts_another_noun(frame_question(q, reader.nlp), "12 moorings")
    assert not counts_another_noun(frame_question(q, reader.nlp), "60")


def test_a_length_compared_with_a_bare_number_decides_nothing() -> None:
    """ "Which lasted longer, X or Y?" with '14' read for one side (a count of lifts) and
    '3 hours 15 minutes' for the other is no comparison (marina-dev, once `answered` the
    shorter outage)."""
    from a2rag.read.candidates import units_of
    from a2rag.read.compare import compare

    hoist = units_of("h#0", 0, "This HoistTrack sync failure stopped 14 planned lift-outs.")
    gates = units_of(
        "g#0", 1, "The Gullhaven gate failure in August 2024 lasted 3 hours 15 minutes."
    )
    question = "Which lasted longer, the HoistTrack sync failure or the Gullhaven gate failure?"
    sides = ["the HoistTrack sync failure", "the Gullhaven gate failure"]
    assert compare(question, sides, hoist + gates) is None
    stated = units_of("h#0", 0, "The HoistTrack sync failure lasted 26 hours 30 minutes.")
    found = compare(question, sides, stated + gates)
    assert found is not None and found.answer == "the HoistTrack sync failure"


def test_a_sentence_that_opens_with_another_subject_links_no_row(nlp: Any) -> None:
    """'It took its present name after buying Gullhaven Marina from the Trust, added
    Penhallow Boatyard in 2014' is about the company: it does not join Gullhaven Marina to
    the Penhallow Boatyard row of the organisation chart (marina-dev, once `answered` the
    boatyard's deputy for the marina's)."""
    from a2rag.read.joins import join_answer

    prose = (
        "It took its present name in 2009 after buying Gullhaven Marina from the Gullhaven "
        "Harbour Trust, added Penhallow Boatyard in 2014 and bought Trewint Moorings in 2019."
    )
    chart = (
        "| Function | Lead | Deputy |\n|---|---|---|\n"
        "| Penhallow Boatyard | Declan Moss, Yard Manager | Sasha Ilves, Yard Foreman |\n"
        "| Finance | Gareth Pennock, Finance Manager | Alys Venner, Credit Controller |"
    )
    question = "Who is the deputy at Gullhaven Marina?"
    assert _ruled(nlp, question, _units(prose, chart), join_answer) is None
    said = "Gullhaven Marina is run day to day by the staff of Penhallow Boatyard."
    assert _ruled(nlp, question, _units(said, chart), join_answer) == "Sasha Ilves, Yard Foreman"


def test_a_rule_measured_end_to_end_answers_only_at_the_promised_precision(
    reader: Reader,
) -> None:
    """The kind rule's and an organisation role's accuracies come from end-to-end runs (their
    hops are no reader rows): under 0.9 their answers stay guesses, just under the answer
    threshold; at 0.9 or more they are the confidence; unrecorded, a guess."""
    from a2rag.read.model import below_answer

    guess = below_answer(reader.threshold("answer"))
    saved = dict(reader.model.thresholds)
    try:
        for measured, expected in ((0.857, guess), (0.95, 0.95), (None, guess)):
            reader.model.thresholds.pop("org_role_accuracy", None)
            if measured is not None:
                reader.model.thresholds["org_role_accuracy"] = measured
            assert reader._measured_rule("org_role_accuracy") == pytest.approx(expected)
    finally:
        reader.model.thresholds.clear()
        reader.model.thresholds.update(saved)


def test_a_refit_keeps_the_accuracies_only_end_to_end_runs_measure(tmp_path: Path) -> None:
    """`reader fit` writes a new model; the kind rule's and the organisation role's measured
    accuracies, which no reader row measures, are carried over from the model it replaces."""
    import json

    from a2rag.eval.fit_reader import _measured_end_to_end

    old = tmp_path / "model.json"
    assert _measured_end_to_end(old) == {}
    old.write_text(
        json.dumps({"thresholds": {"kind_accuracy": 0.857, "answer": 0.7, "org_role_accuracy": 1}})
    )
    assert _measured_end_to_end(old) == {"kind_accuracy": 0.857, "org_role_accuracy": 1.0}


def test_a_part_of_the_subject_the_row_never_says_is_not_the_rows_whole(nlp: Any) -> None:
    """ "What was the average occupancy of Trewint's overflow visitor moorings in 2024?" is not
    Trewint Moorings' own 'Average occupancy 2024' (marina-dev's out-of-scope question, once
    `answered` '118'): the row and its page never say overflow visitor moorings. Asked of
    Trewint itself, the row answers."""
    capacity = (
        "Capacity figures by site for 2024.\n\n"
        "| Site | Unit | Design capacity | Average occupancy 2024 |\n|---|---|---|---|\n"
        "| Trewint Moorings | Swinging moorings | 140 | 118 |\n"
        "| Gullhaven Marina | Pontoon berths | 260 | 231 |"
    )
    part = "What was the average occupancy of Trewint's overflow visitor moorings in 2024?"
    assert _field(nlp, part, capacity) is None
    assert _field(nlp, "What was the average occupancy of Trewint in 2024?", capacity) == "118"


def test_a_subjects_line_saying_another_attribute_is_no_answer(nlp: Any) -> None:
    """ "What is the resolution target for a P1 incident?" is not 'P1 incidents: response
    within 30 minutes ...' (council set CCL-q-050, `answered` so): the line is keyed by the
    question's name and its noun, and says none of the asked attribute's words; a line that
    names the attribute still answers."""
    support = "- P1 incidents: response within 30 minutes at any time through the support line."
    q = "What is the resolution target for a P1 incident?"
    assert _field(nlp, q, support) is None
    said = "- P1 incidents: resolution within 6 hours, day or night."
    assert _field(nlp, q, said) == "6 hours"


def test_a_timelines_clock_cell_is_the_time_of_its_own_event(nlp: Any) -> None:
    """ "According to RB-11, by what time must the payroll bank file reach the bank?" is not
    the 'Time' of an incident timeline's row that names RB-11 for another event (carehome set
    CHG-q-065, `answered` '09:50'); a row stating the asked event still answers."""
    timeline = (
        "| Time | Event |\n|---|---|\n"
        "| 09:50 | Pre-payroll validation rejects 212 timesheets; RB-11 pages the duty analyst |"
    )
    q = "According to RB-11, by what time must the payroll bank file reach the bank?"
    assert _field(nlp, q, timeline) is None
    due = (
        "| Time | Event |\n|---|---|\n"
        "| 14:00 | RB-11: the payroll bank file must reach the bank by this time |"
    )
    assert _field(nlp, q, due) == "14:00"


def test_a_verb_slot_of_another_act_or_cut_short_is_no_answer(reader: Reader) -> None:
    """The asked slot of the question's verb: not in a sentence whose act is another thing
    ('The SIP trunk resilience upgrade, approved by the Digital Services Board in March 2025,
    ...' dates no "Voxline contract extension": council set CCL-q-048, out of scope,
    `answered` 'March 2025'), and the filler's whole phrase ('deferred to the September 2025
    meeting' is the 'September 2025 meeting', not '2025 meeting': CCL-q-072). The asked noun
    of "What time does the depot close?" is not a thing the sentence must say."""
    answer = reader.threshold("answer")
    upgrade = _ev(
        "supplier#1",
        "The SIP trunk resilience upgrade, approved by the Digital Services Board in March "
        "2025, will add a third bundle from a second carrier, with Voxline as prime contractor.",
        title="Supplier profile: Voxline Communications plc",
    )
    q = "On what date did the Digital Services Board approve the Voxline contract extension?"
    found = reader.read(q, [upgrade]).best
    assert found is None or found.confidence < answer
    minutes = _ev(
        "minutes#0",
        "Item 4, PlanView replacement procurement: the Digital Services Board deferred it to "
        "the September 2025 meeting.",
        title="Digital Services Board minutes: 12 March 2025",
    )
    q = "To which meeting did the Digital Services Board defer the PlanView replacement procurement?"
    deferred = reader.read(q, [minutes]).best
    assert deferred is not None and deferred.text == "September 2025 meeting"
    assert deferred.confidence >= answer
    hours = _ev(
        "depot#2",
        "From Monday to Friday the depot operates around the clock. On Saturdays it opens at "
        "06:00 and closes at 14:00.",
        title="Site profile: Pellworth Depot",
    )
    closes = reader.read("What time does Pellworth Depot close on Saturdays?", [hours]).best
    assert closes is not None and closes.text == "14:00" and closes.confidence >= answer


def test_a_swap_from_a_day_to_the_end_of_the_week(nlp: Any) -> None:
    """'Kieran Dunmore covered Monday but went off sick; Tomasz Wren covered from Tuesday 16
    September 09:00 to the end of the week' (council set CCL-q-062, `answered` the planned
    Kieran Dunmore for the Thursday): Tomasz Wren from the Tuesday on, Kieran on the Monday;
    the team's own name in the entry is no cover (CCL-q-010 had answered 'Contact Centre
    Technology')."""
    rota = (
        "| Week starting | Revenues and Benefits Systems | Place Systems |\n|---|---|---|\n"
        "| Mon 15 September 2025 | Kieran Dunmore | Ollie Brandt |"
    )
    log = (
        "Swap log (swaps that actually happened):\n"
        "- Revenues and Benefits Systems, week of 15 September: Kieran Dunmore covered Monday "
        "but went off sick; Tomasz Wren covered from Tuesday 16 September 09:00 to the end of "
        "the week. Logged 16 September."
    )
    thursday = (
        "Who was covering Revenues and Benefits Systems on-call on Thursday 18 September 2025?"
    )
    assert _rota(nlp, thursday, rota, log) == "Tomasz Wren"
    monday = "Who was covering Revenues and Benefits Systems on-call on Monday 15 September 2025?"
    assert _rota(nlp, monday, rota, log) == "Kieran Dunmore"


def test_a_value_stated_for_other_days_is_a_guess(reader: Reader) -> None:
    """ "What hours does Place Systems on-call cover run on a Saturday?" is not '05:00 to
    09:00 on weekdays' (council set CCL-q-039, `answered` so by the candidate model); asked
    of weekdays, it is."""
    page = _ev(
        "team#1",
        "On-call cover for Place Systems runs from 05:00 to 09:00 on weekdays and from 06:00 "
        "to 10:00 on Saturdays; outside those windows, faults wait for the next window.",
        title="Team page: Place Systems",
    )
    answer = reader.threshold("answer")
    saturday = reader.read("What hours does Place Systems on-call cover run on a Saturday?", [page])
    assert all(c.confidence < answer for c in saturday.candidates if c.text.startswith("05:00"))
    from a2rag.read.question import frame_question
    from a2rag.read.unstated import stated_for_another_day

    frame = frame_question("What hours does the cover run on a Saturday?", reader.nlp)
    weekdays = frame_question("What hours does the cover run on weekdays?", reader.nlp)
    from a2rag.read.candidates import units_of

    (sentence,) = units_of("t#1", 0, page.text)
    assert stated_for_another_day(frame, sentence, "05:00 to 09:00")
    assert not stated_for_another_day(frame, sentence, "06:00 to 10:00")
    assert not stated_for_another_day(weekdays, sentence, "05:00 to 09:00")


def test_a_row_of_another_level_than_the_question_names(reader: Reader, nlp: Any) -> None:
    """ "What is the recovery point objective for tier 2 systems?" is not the 'Tier: 1' row's
    '30 minutes' (council set CCL-q-044, `answered` so by the candidate model; the list-item
    rule also read it): with the other tiers' rows set aside, the tier 2 row's field
    answers. A 'P2' row is no P1's."""
    table = _ev(
        "sla#0",
        "| Tier | Recovery time objective (RTO) | Recovery point objective (RPO) |\n"
        "|---|---|---|\n| 1 | 4 hours | 30 minutes |\n| 2 | 24 hours | 4 hours |",
        title="Service levels: recovery targets",
    )
    answer = reader.threshold("answer")
    two = reader.read("What is the recovery point objective for tier 2 systems?", [table])
    assert two.best is not None and two.best.text == "4 hours"
    assert all(c.confidence < answer for c in two.candidates if c.text == "30 minutes")
    one = reader.read("What is the recovery point objective for tier 1 systems?", [table])
    assert one.best is not None and one.best.text == "30 minutes"
    from a2rag.read.candidates import Candidate, units_of
    from a2rag.read.records import row_of_another_level

    rows = units_of(
        "sla#1", 0, "| Priority | Response |\n|---|---|\n| P1 | 30 minutes |\n| P2 | 2 hours |"
    )
    cands = [Candidate("x", "TIME", u, 0, 0) for u in rows]
    frame = frame_question("What is the response target for a P1 incident?", nlp)
    assert row_of_another_level(frame, cands) == {id(rows[1])}


def test_a_value_the_sentence_pairs_with_another_name(reader: Reader) -> None:
    """'120 concurrent call channels on the Oldbrook trunk bundle and 60 on the Kestrel Park
    bundle': '120' is no answer for the Kestrel Park bundle (council set CCL-q-019, `answered`
    so by the candidate model); asked of Oldbrook, it is."""
    page = _ev(
        "sys#0",
        "Harmony CX has 120 concurrent call channels on the Oldbrook trunk bundle and 60 on "
        "the Kestrel Park bundle.",
        title="System page: Harmony CX (HMC-SYS-036)",
    )
    answer = reader.threshold("answer")
    q = "How many call channels does the Kestrel Park SIP trunk bundle provide for Harmony CX?"
    kestrel = reader.read(q, [page])
    assert all(c.confidence < answer for c in kestrel.candidates if c.text.startswith("120"))
    from a2rag.read.attached import said_of_another_place
    from a2rag.read.candidates import Candidate, units_of

    (unit,) = units_of("sys#0", 0, page.text)
    ours = Candidate("60", "CARDINAL", unit, 0, 0)
    theirs = Candidate("120", "CARDINAL", unit, 0, 0)
    frame = frame_question(q, reader.nlp)
    assert said_of_another_place(frame, [ours, theirs]) == {id(theirs)}
    other = frame_question(
        "How many call channels does the Oldbrook trunk bundle provide?", reader.nlp
    )
    assert said_of_another_place(other, [ours, theirs]) == {id(ours)}


def test_a_date_of_another_act_in_the_sentence_is_a_guess(reader: Reader) -> None:
    """'The change was raised ... on 8 January 2025 and approved by the Change Advisory
    Board, chaired by Siobhan Reyes, on 21 January 2025': "On what date did the Change
    Advisory Board approve RFC-2025-047?" is not 8 January (carehome set CHG-q-021,
    `answered` so by the candidate model)."""
    from a2rag.read.candidates import Candidate, units_of
    from a2rag.read.verb_clause import dated_by_another_verb

    text = (
        "RFC-2025-047 was raised by Tomasz Ferreira of Clinical Applications on 8 January 2025 "
        "and approved by the Change Advisory Board, chaired by Siobhan Reyes, on 21 January 2025."
    )
    (unit,) = units_of("rfc#0", 0, text)
    raised = Candidate("8 January 2025", "DATE", unit, 0, 0)
    approved = Candidate("21 January 2025", "DATE", unit, 0, 0)
    frame = frame_question(
        "On what date did the Change Advisory Board approve RFC-2025-047?", reader.nlp
    )
    assert dated_by_another_verb(frame, raised)
    assert not dated_by_another_verb(frame, approved)
    asked_raised = frame_question("On what date was RFC-2025-047 raised?", reader.nlp)
    assert not dated_by_another_verb(asked_raised, raised)
    found = reader.read(frame.text, [_ev("rfc#0", text, title="Change record RFC-2025-047")])
    assert all(
        c.confidence < reader.threshold("answer")
        for c in found.candidates
        if c.text == "8 January 2025"
    )


def test_the_kind_rule_reads_a_list_item_and_not_a_thing_reached_through_another(
    reader: Reader,
) -> None:
    """Minutes listing decisions as items: "Which system's new module did the board defer?"
    is the system of the item that says the module and the deferral (care-home set, where
    the whole list was one paragraph and the rule read another item's system); "Which team
    is based at the home where INC-2025-067 happened?" is not the team the incident's review
    names (it asks the team of the home: a hop)."""
    pages = [
        _ev("s1", "FamilyLink lets families book video calls.",
            title="System page: FamilyLink (HVC-SYS-026)"),
        _ev("s2", "ShiftWise rosters care staff.", title="System page: ShiftWise (HVC-SYS-019)"),
        _ev("t1", "Safety Devices looks after nurse call and falls sensors.",
            title="Team page: Safety Devices"),
    ]  # fmt: skip
    minutes = _ev(
        "dgb",
        "Items and decisions:\n"
        "- FamilyLink video-calling module. DEFERRED to the next meeting, pending a data "
        "protection impact assessment.\n"
        "- ShiftWise mobile app. APPROVED: rollout to all six homes by 30 September 2025.",
        title="Digital Governance Board minutes: 14 May 2025",
    )
    q = "Which system's new module did the Digital Governance Board defer in May 2025?"
    deferred = reader.read(q, [minutes, *pages])
    assert deferred.best is not None and deferred.best.text == "FamilyLink"
    assert "the one system" in deferred.best.reasons[0]
    review = _ev(
        "pir",
        "Incident: INC-2025-067. Home: Corrie View.\nOn-call engineer: Keira Dunn, Safety Devices",
        title="Post-incident review INC-2025-067: falls alerts delayed",
    )
    through = reader.read(
        "Which team is based at the home where INC-2025-067 happened?", [review, *pages]
    )
    assert all("the one team" not in r for a in through.candidates for r in a.reasons)
    direct = reader.read("Which team handled INC-2025-067?", [review, *pages])
    assert direct.best is not None and direct.best.text == "Safety Devices"


def test_a_month_a_former_holders_period_covers_is_no_unknown_name(reader: Reader) -> None:
    """ "Who was the account manager at Tallis Civic Software in January 2024?" is answered by
    'Former account manager: Owen Brackley (until 31 March 2024)' though no chunk writes
    'January 2024' (council set CCL-q-027, abstained with "no 'January 2024' in the
    knowledge base"); a month no period covers is still a name to look for."""
    profile = _ev(
        "sup#0",
        "Supplier: Tallis Civic Software Ltd\nAccount manager: Fiona Marchetti (since 1 April "
        "2024)\nFormer account manager: Owen Brackley (until 31 March 2024)",
        title="Supplier profile: Tallis Civic Software Ltd",
    )
    question = "Who was the account manager at Tallis Civic Software in January 2024?"
    reading = reader.read(question, [profile])
    assert reading.best is not None and reading.best.text == "Owen Brackley"
    assert reading.best.within == ["January 2024"]
    names = FakeNames({"January 2024"})  # the knowledge base writes no 'January 2024'
    verdict = OfflineVerifier(Settings(), reader, names).verify(
        question, Generation(answer="Owen Brackley", citations=["sup#0"]), [profile]
    )
    assert verdict.relevance, verdict.reasons
    plain = reader.read("Who is the account manager at Tallis Civic Software?", [profile])
    assert plain.best is not None and plain.best.within == []


def test_a_page_naming_a_supplier_only_to_deny_it_is_not_that_suppliers(nlp: Any) -> None:
    """Brightwater Telecare's profile says 'Not to be confused with: Brightwater Telehealth
    Ltd': its 'Contract reference: BWT-2019-12' is no answer for Brightwater Telehealth
    (care-home set: the field rule read it so); Telehealth's own profile still answers."""
    telecare = (
        "Supplier: Brightwater Telecare Ltd\nSupplies: Beacon nurse call (HVC-SYS-012)\n"
        "Not to be confused with: Brightwater Telehealth Ltd, which supplies StepSafe\n"
        "Account manager: Declan Ostrowski\nContract reference: BWT-2019-12"
    )
    telehealth = (
        "Supplier: Brightwater Telehealth Ltd\nSupplies: StepSafe\nContract reference: BTH-2023-03"
    )
    q = "What is the contract reference for Brightwater Telehealth?"
    assert _field(nlp, q, telecare) is None
    assert _field(nlp, q, telecare, telehealth) == "BTH-2023-03"
    assert _field(nlp, "What is the contract reference for Brightwater Telecare?", telecare) == (
        "BWT-2019-12"
    )


def test_a_fields_alternative_under_a_condition_is_the_one_the_question_states(nlp: Any) -> None:
    """'Retention: 31 days, or 12 months if flagged for a dispute': "... kept if it has been
    flagged for a dispute?" is '12 months' (agri set AGR-q-049, `answered` the whole cell),
    and the question without the condition '31 days'."""
    row = "| Record | Retention |\n|---|---|\n| Weighbridge CCTV | 31 days, or 12 months if flagged for a dispute |"
    flagged = "How long is weighbridge CCTV footage kept if it has been flagged for a dispute?"
    assert _field(nlp, flagged, row) == "12 months"
    assert _field(nlp, "How long is weighbridge CCTV footage kept?", row) == "31 days"


def test_a_group_rows_value_gives_way_to_the_subjects_own_exception(nlp: Any) -> None:
    """'| Tier 1 | Calderwood Catalogue, StrongWatch, Vaultkeep | ... | 4 hours |' with the
    exception 'StrongWatch has an RTO of 2 hours instead of the Tier 1 figure': "What is the
    RTO for StrongWatch?" is not the tier's '4 hours' (archives set ARC-q-056, `answered` so
    by the field rule and then by the joined-row rule); Vaultkeep's is."""
    table = (
        "| Tier | Systems | RTO | RPO |\n|---|---|---|---|\n"
        "| Tier 1 | Calderwood Catalogue, StrongWatch, Vaultkeep | 4 hours | 15 minutes |"
    )
    exception = (
        "Exceptions\n- StrongWatch has an RTO of 2 hours instead of the Tier 1 figure, because "
        "strongrooms are unmonitored while it is down."
    )
    from a2rag.read.candidates import ParseCache
    from a2rag.read.joins import join_answer
    from a2rag.read.reader import candidate_rows

    assert _field(nlp, "What is the RTO for StrongWatch?", table, exception) is None
    assert _field(nlp, "What is the RTO for Vaultkeep?", table, exception) == "4 hours"
    frame = frame_question("What is the RTO for StrongWatch?", nlp)
    units = _units(table, exception)
    _, cands = candidate_rows(frame, units, ParseCache(nlp).parse)
    assert join_answer(frame, units, cands) is None


def test_a_fields_name_joined_by_and_is_one_name(nlp: Any) -> None:
    """'Owning team: Infrastructure and Hosting Team' answers "Which team owns the Tape
    Shed?" whole (archives set ARC-q-010, `answered` 'Infrastructure')."""
    page = "System: Tape Shed\nOwning team: Infrastructure and Hosting Team\nTier: 2"
    assert _field(nlp, "Which team owns the Tape Shed?", page) == "Infrastructure and Hosting Team"
    two = "System: Tape Shed\nSuppliers: Corvane and Halden"
    assert _field(nlp, "Which supplier supports the Tape Shed?", two) != "Corvane and Halden"


def test_who_held_a_role_before_a_named_person_is_not_the_current_holder(nlp: Any) -> None:
    """ "Who was Brackenford Systems' account manager before Marnie Fitch?" is not the
    current 'Account manager: Colin Ashdown' (archives set ARC-q-042, out of scope, `answered`
    so); a date after 'before' is a period, which the field rule still reads."""
    profile = (
        "Supplier: Brackenford Systems\nAccount manager: Colin Ashdown, since 1 October 2024\n"
        "Former account manager: Marnie Fitch (until 30 September 2024)"
    )
    q = "Who was Brackenford Systems' account manager before Marnie Fitch?"
    assert _field(nlp, q, profile) is None
    dated = "Who was Brackenford Systems' account manager before 1 October 2024?"
    assert _field(nlp, dated, profile) == "Marnie Fitch"


def test_a_qualified_clause_must_say_what_is_asked(nlp: Any) -> None:
    """The clause a question's qualifier opens answers only when it says what the question
    asks: 'SampleBook, a tier 2 system, was restored in 7 hours 40 minutes' gives no
    "response target" of a tier 2 system (agri set AGR-q-012), and '... as the trading desk
    still calls the member portal, ..., an outage of 3 hours 30 minutes' does not say how long
    messages to the trading desk are kept (AGR-q-052, out of scope); both were `answered`."""
    from a2rag.read.candidates import ParseCache
    from a2rag.read.qualified import qualified_answer

    def read(question: str, text: str) -> str | None:
        return _ruled(
            nlp,
            question,
            _units(text),
            lambda f, _, c: qualified_answer(f, c, ParseCache(nlp).parse),
        )

    report = (
        "SampleBook, a tier 2 system, was restored in 7 hours 40 minutes against a recovery "
        "time objective of 12 hours."
    )
    q = "During the harvest window, what response target applies to a tier 2 system out of hours?"
    assert read(q, report) is None
    outage = (
        "On Tuesday 14 May 2024 members could not log in to Cropline, as the trading desk still "
        "calls the member portal, from 16:00 to 19:30, an outage of 3 hours 30 minutes."
    )
    assert read("How long are members' portal messages to the trading desk kept?", outage) is None


def test_a_fields_name_keeps_its_number(nlp: Any) -> None:
    """'Former name: Nurselink 3 (until the 2023 software upgrade)' is 'Nurselink 3' (hospice
    set HSP-q-037, `answered` 'Nurselink')."""
    page = "System: CallBell\nLegacy code: MED-NC-3\nFormer name: Nurselink 3 (until the 2023 software upgrade)"
    q = "What was the former name of the system with legacy code MED-NC-3?"
    assert _field(nlp, q, page) == "Nurselink 3"


def test_a_possessed_attribute_the_what_question_asks_is_no_thing_of_the_name(nlp: Any) -> None:
    """ "What is PanelWise's recovery time objective?" asks the possessed attribute itself (a
    first version that read every possessive as a thing asked of lost courts-dev CRT-q-051's
    'RTO: 48 hours', and one that read them in "Which <noun> ...?" questions lost the sample
    KB's "Which liquidity provider handles the Americas desk's USD/MXN flow?")."""
    from a2rag.read.fields import _asked_things

    row = "System: PanelWise; Code: JRY-03; RTO: 48 hours; RPO: 24 hours"
    assert _field(nlp, "What is PanelWise's recovery time objective?", row) == "48 hours"
    which = frame_question(
        "Which liquidity provider handles the Americas desk's USD/MXN flow?", nlp
    )
    assert _asked_things(which) == []


def test_a_link_that_only_names_the_column_still_joins() -> None:
    """'... it has been Halcyon Markets' primary liquidity provider for the Americas desk'
    names the 'Liquidity provider' column but gives no value of its own: it still links the
    subject to the row (the sample KB's kb-q25 lost its first hop to a first version of the
    exception guard); 'an RTO of 2 hours' gives one."""
    from a2rag.read.candidates import units_of
    from a2rag.read.joins import _states_its_own

    (link,) = units_of(
        "c#0",
        0,
        "Since 9 September 2021 it has been Halcyon Markets' primary liquidity provider for "
        "the Americas desk.",
    )
    assert not _states_its_own([link], "Liquidity provider")
    (own,) = units_of("s#0", 0, "StrongWatch has an RTO of 2 hours instead of the Tier 1 figure.")
    assert _states_its_own([own], "RTO")


def test_a_field_value_the_field_rule_sets_aside_stays_a_guess_of_the_model(nlp: Any) -> None:
    """The candidate model's answer from a line the field rule sets aside (another attribute
    of the question's name; the usual value where the question asks out of hours) is a guess:
    a refit on 33 more knowledge bases gave '426,000' 0.80 and '15 minutes' 0.94 where the
    shipped trees had kept them low. Asked plainly, the same values are no guesses."""
    from a2rag.read.candidates import units_of

    listing = units_of(
        "cap#0", 0,
        "Capacity figures.\n\nAnnual visits in 2024:\n- Calder Park Zoo: 1,566,000\n"
        "- Tidewell Aquarium: 426,000\n- All public sites: 1,992,000",
        "Capacity figures",
    )  # fmt: skip
    asked = "What is the design visitor capacity of Tidewell Aquarium?"
    assert _guesses(nlp, asked, listing)["426,000"]
    assert not _guesses(nlp, "How many visits did Tidewell Aquarium have in 2024?", listing)[
        "426,000"
    ]
    table = units_of(
        "sd#0", 0,
        "Priority targets\n| Priority | Example | Response | Resolution target |\n"
        "| P1 | Site down | 15 minutes | 4 hours |\n| P2 | Service degraded | 30 minutes | 8 hours |",
    )  # fmt: skip
    late = "Out of hours, what is the response target for a P1 ticket?"
    assert _guesses(nlp, late, table)["15 minutes"]
    assert not _guesses(nlp, "What is the response target for a P1 ticket?", table)["15 minutes"]
    weekend = units_of("sla#0", 0, "| Priority | Response |\n| P1 | 15 minutes |", "Weekend cover")
    assert not _guesses(nlp, "What's the P1 response at the weekend?", weekend)["15 minutes"]


def test_what_the_rules_set_aside_the_model_may_only_guess(nlp: Any) -> None:
    """A date of another act of the question's verb, a title two people hold or one held
    before, a row without the question's bridge clause: the rules set these aside, and the
    candidate model's answers from them stay guesses (a refit on 33 more knowledge bases
    answered them at 0.87, 0.78 and 0.93). Where nothing is amiss, the same values are no
    guesses."""
    from a2rag.read.candidates import units_of

    upgrade = units_of(
        "s#1", 0,
        "The SIP trunk resilience upgrade, approved by the Digital Services Board in March "
        "2025, will add a third bundle from a second carrier, with Voxline as prime contractor.",
        "Supplier profile: Voxline Communications plc",
    )  # fmt: skip
    asked = "On what date did the Digital Services Board approve the Voxline contract extension?"
    assert _guesses(nlp, asked, upgrade, parsed=True)["March 2025"]  # the verb's slots: parsed
    extension = units_of(
        "s#2", 0,
        "The Voxline contract extension was approved by the Digital Services Board in March 2025.",
        "Supplier profile: Voxline Communications plc",
    )  # fmt: skip
    assert not _guesses(nlp, asked, extension, parsed=True)["March 2025"]

    title = "Who is the Deputy Head of Digital Services?"
    chart = units_of(
        "c#0", 0,
        "| Function | Lead | Deputy |\n|---|---|---|\n| Digital Services | Tobias Renshaw (Head "
        "of Digital Services) | Priya Castellane (Deputy Head of Digital Services) |",
    )  # fmt: skip
    policy = units_of("p#0", 1, "Policy owner: Owen Marsh, Deputy Head of Digital Services")
    former = units_of(
        "p#1", 1, "Policy owner: Owen Marsh (Deputy Head of Digital Services until March 2024)"
    )
    one = _guesses(nlp, title, chart)
    assert not one["Priya Castellane"] and one["Tobias Renshaw"]
    assert _guesses(nlp, title, chart + policy)["Priya Castellane"]
    assert _guesses(nlp, title, former)["Owen Marsh"]

    row = units_of(
        "sup#0", 0,
        "Supplier register.\n\nRef: SUP-0177; Supplier: Corvex Telecom plc; Provides: Halyard "
        "telephony; Account manager: Jasper Holt; Contract end: 30 June 2026",
        "Supplier register",
    )  # fmt: skip
    bridged = (
        "When does our contract end with the company that provides the circuits Halyard depends on?"
    )
    assert _guesses(nlp, bridged, row)["30 June 2026"]
    assert not _guesses(nlp, "When does the contract end with the supplier of Halyard?", row)[
        "30 June 2026"
    ]


def test_the_group_a_person_question_goes_through_is_no_answer(
    reader: Reader, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Who leads the team that owns X?": the team the first hop names is not the lead,
    however sure the model is (a refit gave 'Integration Services' 0.83): it stays under the
    sufficiency threshold, so the retriever escalates; a person beside it is not demoted."""
    monkeypatch.setattr(reader, "_confidence", lambda everyone, row: 0.95)
    hop = _ev(
        "sys#0", "The Tidewater Integration Engine is owned by the Integration Services team."
    )
    q = "Who leads the team that owns the Tidewater Integration Engine?"
    conf = {c.text: c.confidence for c in reader.read(q, [hop]).candidates}
    assert conf and all(v < reader.threshold("sufficient") for v in conf.values())
    led = _ev(
        "sys#1",
        "The Tidewater Integration Engine is owned by the Integration Services team, led by "
        "Marta Quinlan.",
    )
    read = reader.read(q, [led])
    assert read.best is not None and read.best.text == "Marta Quinlan"
    assert read.best.confidence >= reader.threshold("sufficient")


def test_a_bare_number_where_a_name_is_asked_is_said_with_the_questions_name(
    reader: Reader, nlp: Any
) -> None:
    """ "Which FIX protocol version ...?": a model that ranks '4.4' first answers 'FIX 4.4'
    (the span the question's own name opens), at the same confidence; a question that asks
    a number keeps the number, and a name the question does not say is not added."""
    from a2rag.read.candidates import units_of
    from a2rag.read.reader import AnswerCandidate, _said_with_its_name, candidate_rows

    text = "API clients connect to the OGW using FIX 4.4 over TLS."

    def said(question: str) -> list[str]:
        frame = frame_question(question, nlp)
        _, cands = candidate_rows(
            frame, units_of("g#0", 0, text, "Order Gateway"), reader.parses.parse
        )
        (top,) = [c for c in cands if c.text == "4.4"]
        ranked = [
            AnswerCandidate(
                text=t, confidence=c, probability=c, label="CARDINAL", type_fit=0.2,
                chunk_id="g#0", sentence=text,
            )
            for t, c in (("4.4", 0.53), ("OGW", 0.09), ("FIX 4.4", 0.05))
        ]  # fmt: skip
        out = _said_with_its_name(frame, ranked, top, cands)
        assert out[0].confidence == 0.53
        return [a.text for a in out]

    asked = "Which FIX protocol version do API clients use to connect to the Order Gateway?"
    assert said(asked) == ["FIX 4.4", "OGW"]
    assert (
        said("Which protocol version do API clients use to connect to the Order Gateway?")[0]
        == "4.4"
    )
    assert said("What FIX version number do API clients use?")[0] == "4.4"


def _set_aside(reader: Reader, nlp: Any, question: str, text: str, guard: Any) -> set[str]:
    """The candidate texts of one unit that a guard (frame, candidates -> ids) sets aside."""
    from a2rag.read.candidates import units_of
    from a2rag.read.reader import candidate_rows

    frame = frame_question(question, nlp)
    _, cands = candidate_rows(frame, units_of("u#0", 0, text, "Page"), reader.parses.parse)
    ids = guard(frame, cands)
    return {c.text for c in cands if id(c) in ids}


def test_a_value_after_a_dated_opening_that_misses_the_asked_time_stays_a_guess(
    reader: Reader, nlp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "What time did the gate open before 2 June 2025?": 'From 2 June 2025 the gate opens
    at 05:15' dates 05:15 after the asked time (a refit answered it at 0.87); the sentence
    that says the earlier time is not capped, nor is 05:15 asked after that date."""
    from a2rag.read.periods import opened_at_another_time

    text = (
        "From 2 June 2025 the gate opens at 05:15, the same time as Fenwick Lane. Before that "
        "date it opened at 05:30."
    )

    def capped(question: str) -> set[str]:
        return _set_aside(reader, nlp, question, text, opened_at_another_time)

    before = "What time did the Saltmarsh Road Depot gate open before 2 June 2025?"
    assert "05:15" in capped(before) and "05:30" not in capped(before)
    assert capped("What time does the Saltmarsh Road Depot gate open after 1 July 2025?") == set()
    monkeypatch.setattr(reader, "_confidence", lambda everyone, row: 0.95)
    conf = {c.text: c.confidence for c in reader.read(before, [_ev("g#0", text)]).candidates}
    assert conf["05:15"] < reader.threshold("answer")


def test_a_number_a_noun_names_a_thing_by_is_no_amount(
    reader: Reader, nlp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "How much was budgeted for the Vellum version 11 upgrade?" over minutes that give no
    cost: '10.3' of 'from version 10.3 to version 11' is a label, withheld (a refit answered
    it at 0.81); asked which version, it is no amount question and nothing is set aside."""
    from a2rag.read.measures import labels_not_amounts

    text = (
        "Kofi Adjei presented the plan to upgrade Vellum from version 10.3 to version 11, with "
        "supplier days from Quillon Data Systems. The board approved 3 supplier days."
    )

    def labels(question: str) -> set[str]:
        return _set_aside(reader, nlp, question, text, labels_not_amounts)

    asked = "How much was budgeted for the Vellum version 11 upgrade?"
    assert labels(asked) == {"10.3"}
    assert labels("Which version of Vellum is being replaced?") == set()
    monkeypatch.setattr(reader, "_confidence", lambda everyone, row: 0.95)
    conf = {c.text: c.confidence for c in reader.read(asked, [_ev("m#0", text)]).candidates}
    assert conf["10.3"] < reader.threshold("unverified")


_TIERS = (
    "Recovery targets by tier:\n"
    "| Tier | Recovery time objective (RTO) | Recovery point objective (RPO) | Systems |\n"
    "|---|---|---|---|\n"
    "| 1 | 4 hours | 30 minutes | Revenue Ledger, BenAssess, CareFile |\n"
    "| 2 | 24 hours | 4 hours | RoundPlanner, PlanView |\n"
    "| 3 | 72 hours | 24 hours | Bookwise |\n"
)


def test_a_pronoun_the_sentence_names_the_subject_after_is_not_the_subject(
    reader: Reader,
) -> None:
    """'It was led by Lena Strand, ..., with Tomasz Wren representing Revenues and Benefits
    Systems': 'It' is the exercise, and the team is named only inside another verb's clause,
    so the slot rule does not read Lena Strand as the team's lead (council-dev, where it was
    `answered` at 0.951). 'It is led by Priya Halvorsen' after a sentence about the team is."""
    question = "Who leads Revenues and Benefits Systems?"
    exercise = (
        "Disaster-recovery exercise DRX-2025-01 took place on Saturday 26 April 2025 and tested "
        "the recovery of the two revenues and benefits systems. It was led by Lena Strand, "
        "deputy lead of Infrastructure and Hosting, with Tomasz Wren representing Revenues and "
        "Benefits Systems and Ruth Adeyemi acting as duty incident manager."
    )
    title = "DR exercise report DRX-2025-01: revenues and benefits failover"
    reading = reader.read(question, [_ev("dr#0", exercise, title=title)])
    lena = next(c for c in reading.candidates if c.text == "Lena Strand")
    assert not any("the subject of 'lead'" in r for r in lena.reasons)
    assert lena.confidence < reader.threshold("answer")
    team = (
        "Revenues and Benefits Systems moved to the second floor of Calder House in 2023. It "
        "is led by Priya Halvorsen, who chairs the revenues user group."
    )
    best = reader.read(question, [_ev("team#0", team, title="Team page")]).best
    assert best is not None and best.text == "Priya Halvorsen"
    assert any("the subject of 'lead'" in r for r in best.reasons)


def test_a_groups_row_overridden_by_the_fields_abbreviation_is_no_answer(reader: Reader) -> None:
    """'CareFile has an RPO of 15 minutes' overrides the tier 1 row that lists CareFile under
    the column 'Recovery point objective (RPO)': the sentence says the column by its
    abbreviation. Neither the field rule nor the list rule answers '30 minutes', and the
    candidate model's '30 minutes' stays a guess (council-dev, `answered` at 0.951)."""
    text = (
        _TIERS + "\nExceptions and notes:\n"
        "- CareFile has an RPO of 15 minutes by agreement with the social care directors; its "
        "RTO is the tier 1 figure.\n"
    )
    reading = reader.read(
        "What is the recovery point objective for CareFile?",
        [_ev("sl#1", text, title="Service levels 2025/26")],
    )
    by_text = {c.text: c for c in reading.candidates}
    assert by_text["30 minutes"].confidence < reader.threshold("answer")
    assert not any("field" in r or "list item" in r for r in by_text["30 minutes"].reasons)


def test_a_field_the_question_says_only_in_a_where_clause_does_not_answer_it(
    reader: Reader,
) -> None:
    """ "Who is the site manager where GrainTrack Intake's primary servers are hosted?" over
    GrainTrack Intake's page: 'Primary hosting: Kelsby Mill data room' states the place the
    'where' clause describes, the first hop; the field rule answered it at 0.951 (agri-dev).
    Asked of the field itself, the row answers."""
    page = (
        "System: GrainTrack Intake (HFC-SYS-004)\n"
        "Primary hosting: Kelsby Mill data room\n"
        "Owning team: Intake and Weighbridge Systems"
    )
    evidence = [_ev("gt#0", page, title="System page: GrainTrack Intake")]
    asked = "Who is the site manager where GrainTrack Intake's primary servers are hosted?"
    reading = reader.read(asked, evidence)
    best = reading.best
    assert best is None or best.confidence < reader.threshold("answer")
    assert all("Primary hosting" not in r for c in reading.candidates for r in c.reasons)
    direct = reader.read("What is the primary hosting location of GrainTrack Intake?", evidence)
    assert direct.best is not None and direct.best.text == "Kelsby Mill data room"
    assert any("Primary hosting" in r for r in direct.best.reasons)


@pytest.mark.timeout(30)
def test_the_argument_walk_stops_at_a_root_that_is_no_verb(nlp: Any) -> None:
    """The climb from a name to the pronoun's verb ends at the sentence's root even when the
    root is a noun ('Storage for Ledger backups.'): spaCy hands out a new Token per access,
    so a root found by identity was never found and the walk never ended."""
    from a2rag.read.arguments import _argument_of

    doc = nlp("Storage for Ledger backups.")
    ledger = next(t for t in doc if t.text == "Ledger")
    assert not _argument_of(ledger, doc[len(doc) - 1])
    assert _argument_of(ledger, next(t for t in doc if t.text == "for"))


def test_a_name_the_tagger_leaves_unparsed_is_still_its_fields_value(reader: Reader) -> None:
    """In 'Team lead: Gwen Pellow' the small tagger reads 'lead' as a verb and 'Pellow' as
    punctuation, so no entity or noun chunk covered the name and the field offered nothing
    (archives-dev's team page; deep mode then answered another team's lead). The value of
    capitalised words is the field's value."""
    page = (
        "Team lead: Gwen Pellow\n"
        "Deputy lead: Ravi Sandhu\n"
        "Base site: Stallbridge Records Centre\n"
        "The team monitors 64 sensors across the four sites."
    )
    evidence = [_ev("t#0", page, title="Team page: Strongroom Environment Team")]
    best = reader.read("Who leads Strongroom Environment Team?", evidence).best
    assert best is not None and best.text == "Gwen Pellow"
    assert best.confidence >= reader.threshold("answer")
    assert best.sentence == "Team lead: Gwen Pellow"


def test_a_code_the_tokenizer_cuts_at_its_hyphens_is_one_candidate(nlp: Any) -> None:
    """'VR-2021-AMHS-07' is one contract reference, not 'VR-2021' (fab set FAB-q-062 had been
    `answered` 'VR-2021'); 'GC-GW-2023-02' is not 'GW-2023-02', and no number inside a code
    ('031' of 'INC-2024-031') is a candidate of its own."""
    from a2rag.read.candidates import candidates_in, units_of

    def found(text: str) -> list[tuple[str, str]]:
        unit = units_of("c#0", 0, text)[0]
        kept = {"CODE", "NUM", "NUMUNIT"}
        return [(c.text, c.label) for c in candidates_in(unit, nlp(unit.text)) if c.label in kept]

    assert found("Contract reference: VR-2021-AMHS-07") == [("VR-2021-AMHS-07", "CODE")]
    assert found("The schedule GC-GW-2023-02 applies.") == [("GC-GW-2023-02", "CODE")]
    assert found("INC-2024-031 took 12 servers down.") == [
        ("INC-2024-031", "CODE"),
        ("12 servers", "NUMUNIT"),
    ]


def test_a_field_stated_for_office_hours_does_not_answer_out_of_hours(reader: Reader) -> None:
    """'Pages (office hours): Passenger Systems Team' is not whom the runbook pages "out of
    hours" (cruise set CRU-q-037, `answered` by the field rule); the out-of-hours line is."""
    runbook = _ev(
        "rb#0",
        "Runbook: RUN-117 Gangway offline check-in\nSystem: VPM\n"
        "Pages (office hours): Passenger Systems Team\n"
        "Pages (out of hours): Shipboard IT Support\n"
        "Office hours for this runbook: weekdays 07:00 to 19:00",
        title="Runbook RUN-117: Gangway offline check-in",
    )
    answer = reader.threshold("answer")
    night = reader.read("Out of hours, which team does RUN-117 page?", [runbook])
    assert all(c.confidence < answer for c in night.candidates if c.text.startswith("Passenger"))
    day = reader.read("In office hours, which team does RUN-117 page?", [runbook])
    assert all(c.confidence < answer for c in day.candidates if c.text.startswith("Shipboard"))


def test_a_swap_of_whole_weeks_changes_each_weeks_holder(nlp: Any) -> None:
    """'Lewis Carden and Dmitri Halloran swapped Infrastructure and Hosting weeks, so Lewis
    held the phone from 10 to 17 February and Dmitri from 17 to 24 February' covers the whole
    week of 10 February (constabulary set POL-q-049 had been `answered` with the planned
    Dmitri); a change freeze 'from 2 December to 6 January' is no swap of the week."""
    rota = (
        "| Week commencing | Control Room Systems | Infrastructure and Hosting |\n|---|---|---|\n"
        "| 10 Feb 2025 | Priya Ramaswamy | Dmitri Halloran |\n"
        "| 17 Feb 2025 | Amara Nwosu | Lewis Carden |"
    )
    log = (
        "Logged swaps\n- Weeks commencing 10 and 17 February 2025: Lewis Carden and Dmitri "
        "Halloran swapped Infrastructure and Hosting weeks, so Lewis held the phone from 10 to "
        "17 February and Dmitri from 17 to 24 February."
    )
    first = (
        "Who was the Infrastructure and Hosting on-call in the week commencing 10 February 2025?"
    )
    second = (
        "Who was the Infrastructure and Hosting on-call in the week commencing 17 February 2025?"
    )
    assert _rota(nlp, first, rota, log) == "Lewis Carden"
    assert _rota(nlp, second, rota, log) == "Dmitri Halloran"
    freeze = (
        "Agreed: change freeze from Monday 10 February 2025 to Monday 17 March 2025 inclusive. "
        "Emergency changes only, approved by Rosalind Achterberg or Dmitri Halloran."
    )
    assert _rota(nlp, first, rota, freeze) == "Dmitri Halloran"


def test_a_version_the_question_names_is_not_read_from_another_versions_table(
    reader: Reader,
) -> None:
    """ "Under version 2.1 of the incident severity standard, ...?" is not the current
    standard's table row (pension set PEN-q-027, `answered` '4 hours' by the list rule) when a
    sentence states version 2.1's targets; asked of the current standard, the row answers."""
    page = _ev(
        "sev#0",
        "Version: 2.3 (current, effective 1 November 2024)\n"
        "Previous version: 2.1, superseded 31 October 2024\n"
        "| Severity | Response target | Resolution target |\n|---|---|---|\n"
        "| 1 | 15 minutes | 4 hours |\n| 2 | 30 minutes | 8 hours |\n"
        "What changed in version 2.3: under version 2.1, Severity 1 had a response target of "
        "30 minutes and a resolution target of 6 hours.",
        title="Policy: Incident Severity and Response Standard",
    )
    old = reader.read(
        "Under version 2.1 of the incident severity standard, what was the Severity 1 "
        "resolution target?",
        [page],
    )
    assert all(c.text != "4 hours" or c.confidence < reader.threshold("answer")
               for c in old.candidates)  # fmt: skip
    now = reader.read("What is the Severity 1 resolution target?", [page]).best
    assert now is not None and now.text == "4 hours"


def test_a_past_act_the_sentence_bounds_is_not_who_does_it_now(reader: Reader) -> None:
    """ "Which ASI office oversees the Farnmoor site?" is not the office that oversaw it
    'until the 2022 reorganisation' (mro set MRO-q-018, `answered` by the verb rule); asked
    of that time, it still answers."""
    page = _ev(
        "site#0",
        "Regulator: Aviation Standards Inspectorate (ASI), Leeholme Surveillance Office\n"
        "Until the 2022 reorganisation of the inspectorate, Farnmoor was overseen by the ASI's "
        "Deneford Surveillance Office, which still covers Sallowby.",
        title="Site profile: Farnmoor",
    )
    now = reader.read("Which ASI office oversees the Farnmoor site?", [page])
    assert all(
        c.confidence < reader.threshold("answer")
        for c in now.candidates
        if c.text.startswith("Deneford")
    )


def test_a_support_line_number_asks_a_phone_number(reader: Reader) -> None:
    """ "What is Signalpath's support line number?" asks a number to ring, not a count: not
    '24/7' of 'Support line: 01632 960415 (24/7)' (mro set MRO-q-009, `answered`)."""
    page = _ev(
        "sp#0",
        "Supplier: Signalpath Ltd\nSupport line: 01632 960415 (24/7)\nAccount manager: Ines Vale",
        title="Supplier profile: Signalpath Ltd",
    )
    best = reader.read("What is Signalpath's support line number?", [page]).best
    assert best is not None and best.text == "01632 960415"


def test_a_comparisons_end_date_is_one_said_as_an_end(reader: Reader) -> None:
    """ "Whose contract ends first?" compares ends: 'We bought it from Ostrander in 2016' is no
    end (mro set MRO-q-026, `answered` wrong), 'It runs until 31 October 2025' is one, and an
    owner ending in s ("Halvorsen People Systems'") is a side without its apostrophe."""
    from a2rag.read.compare import compare

    bought = _units(
        "Ostrander supplies Gantry. We bought it from Ostrander as ToolTrak in 2016.",
        "Signalpath Ltd supplies the links. Contract end: 31 December 2025.",
    )
    assert compare("Whose contract ends first, Ostrander's or Signalpath's?",
                   ["Ostrander", "Signalpath"], bought) is None  # fmt: skip
    runs = _units(
        "Orbitel Maritime supplies the satellite links. Contract end date: 28 February 2026.",
        "Halvorsen People Systems supplies crew rostering. It runs until 31 October 2025.",
    )
    question = (
        "Which supplier contract ends first, Orbitel Maritime's or Halvorsen People Systems'?"
    )
    from a2rag.read.question import choice_options

    options = choice_options(question)
    assert options == ["Orbitel Maritime", "Halvorsen People Systems"]
    found = compare(question, options, runs)
    assert found is not None and found.answer == "Halvorsen People Systems"
    assert found.values["Halvorsen People Systems"] == "31 October 2025"


def test_a_comparisons_length_and_role_dates_are_said_of_what_is_compared() -> None:
    """A renewal '60 days before expiry' on a change record naming an incident is no length
    of the incident (pension set PEN-q-045), and a contract's end is not when a team's lead
    took over (cruise set CRU-q-032): neither side reads them."""
    from a2rag.read.compare import compare

    lengths = _units(
        "Post-incident review INC-2024-031. The outage lasted 3 hours 40 minutes.",
        "This change followed the login outage (INC-2024-077). Since 2 December 2024, renewal "
        "is attempted automatically 60 days before expiry.",
    )
    assert compare("Which incident lasted longer, INC-2024-031 or INC-2024-077?",
                   ["INC-2024-031", "INC-2024-077"], lengths) is None  # fmt: skip
    leads = _units(
        "Team page: Crew Systems Team. The rostering contract runs until 31 October 2025.",
        "Team page: Network Team. Farid Haddad took over as lead of the Network Team in March "
        "2023.",
    )
    assert compare("Whose current lead took over more recently, the Crew Systems Team or the "
                   "Network Team?", ["the Crew Systems Team", "the Network Team"],
                   leads) is None  # fmt: skip


def test_a_persons_own_number_is_not_joined_through_another_person(reader: Reader) -> None:
    """ "What is Lewis Garside's mobile number?" is not the number of Tomasz Wierzbicki, whom
    Lewis's rota row names (building society set BSO-q-039, `answered` by the join rule)."""
    rota = _ev(
        "rota#0",
        "| Week commencing | Core Banking secondary | Payments primary |\n|---|---|---|\n"
        "| 5 May | Tomasz Wierzbicki | Lewis Garside |",
        title="On-call rota: May 2025",
    )
    directory = _ev(
        "dir#0",
        "| Name | Role | Number |\n|---|---|---|\n"
        "| Tomasz Wierzbicki | Deputy | 07700 900112 |\n| Priya Venkataraman | Lead | 07700 900111 |",
        title="Contact directory",
    )
    reading = reader.read("What is Lewis Garside's mobile number?", [rota, directory])
    assert all(c.confidence < reader.threshold("answer") for c in reading.candidates)


def test_a_limit_is_no_count(reader: Reader) -> None:
    """'licences for up to 12,000 charts' is what may run, not how many charts Canary runs
    (fab set FAB-q-047, `answered` by the count rule); asked of the licence limit, it is."""
    contract = _ev(
        "vs#1",
        "The Canary SPC contract covers licences for up to 12,000 charts, annual upgrades and "
        "support during UK business hours.",
        title="Supplier profile: Vantrel Systems Ltd",
    )
    runs = reader.read("How many SPC charts does Canary run?", [contract])
    assert all(c.confidence < reader.threshold("answer") for c in runs.candidates)


def _answered_texts(reader: Reader, question: str, evidence: list[Evidence]) -> list[str]:
    reading = reader.read(question, evidence)
    return [c.text for c in reading.candidates if c.confidence >= reader.threshold("answer")]


def test_a_list_of_values_is_about_the_pages_subject_or_its_possessive_owner(
    reader: Reader,
) -> None:
    """'Its recovery time objective is 72 hours and its recovery point objective is 24 hours'
    on the warehouse's page, which opens by naming Ledgerline EDC as a source, gives the
    warehouse's targets; "Loom's RTO is 8 hours and its RPO is 24 hours, ... in Keystone" gives
    Loom's (trials and game-studio sets CTU-q-070, GAM-q-076: `answered` '24 hours' by the
    list rule). The system's own field answers."""
    mercator = _ev(
        "m#0",
        "Mercator is the research data warehouse, where cleaned extracts from Ledgerline EDC "
        "land each night.\nIts recovery time objective is 72 hours and its recovery point "
        "objective is 24 hours.",
        title="System page: Mercator data warehouse",
    )
    ledgerline = _ev(
        "l#0",
        "System: Ledgerline EDC\nRecovery time objective (RTO): 4 hours\n"
        "Recovery point objective (RPO): 15 minutes",
        title="System page: Ledgerline EDC",
    )
    question = "What is the recovery point objective for Ledgerline EDC?"
    assert _answered_texts(reader, question, [mercator, ledgerline]) == ["15 minutes"]
    loom = _ev(
        "lo#0",
        "Loom's recovery time objective is 8 hours and its recovery point objective is 24 hours, "
        "on the reasoning that any converted asset can be regenerated from source in Keystone.",
        title="System page: Loom",
    )
    keystone = _ev(
        "k#0", "Purpose: source control depot\nRPO: 15 minutes", title="System page: Keystone"
    )
    assert "24 hours" not in _answered_texts(
        reader, "What is the recovery point objective for Keystone?", [loom, keystone]
    )


def test_a_camel_case_word_is_part_of_the_name(reader: Reader) -> None:
    """'ePRO' of "Ledgerline ePRO" (a product the wiki does not have) is part of the name: the
    question asked only of 'Ledgerline' had been `answered` with Ledgerline EDC's RPO."""
    assert "Ledgerline ePRO" in reader.frame("What is the RPO for Ledgerline ePRO?").anchors
    assert "Ledgerline" not in reader.frame("What is the RPO for Ledgerline ePRO?").anchors


def test_a_field_giving_a_role_or_a_lists_number_names_no_person(reader: Reader) -> None:
    """'Owner: Lead, Network & Infrastructure Operations' gives a role, not who holds it
    (customs set CUS-q-013, `answered` 'Lead'), and 'Site 3: Heron Lodge, site code HLD' of a
    glossary numbers its records (theme-park set THP-q-028, `answered` 'site code HLD' for
    the site manager)."""
    policy = _ev(
        "p#0",
        "Version: 4.0 (current)\nOwner: Lead, Network & Infrastructure Operations\n"
        "Review date: 1 March 2026",
        title="Policy: Privileged Access Management v4.0",
    )
    owner = "Who, by name, owns the current Privileged Access Management policy?"
    assert _answered_texts(reader, owner, [policy]) == []
    glossary = _ev(
        "g#0",
        "Site 1: Brackenfell Park, site code BFP.\nSite 3: Heron Lodge, site code HLD.",
        title="Glossary: legacy codes and site abbreviations",
    )
    assert _answered_texts(reader, "Who is the site manager at Heron Lodge?", [glossary]) == []


def test_a_rates_unit_is_whole(nlp: Any) -> None:
    """'0.8 mm/h' is one value with its unit (mining set MIN-q-034, `answered` '0.8 mm')."""
    from a2rag.read.candidates import candidates_in, units_of

    unit = units_of("c#0", 0, "Amber: 0.8 mm/h, sustained for 30 minutes.")[0]
    found = [c.text for c in candidates_in(unit, nlp(unit.text)) if c.label == "NUMUNIT"]
    assert "0.8 mm/h" in found and "0.8 mm" not in found


def test_a_count_the_passage_restates_otherwise_or_of_another_act_is_no_rule_answer(
    reader: Reader,
) -> None:
    """'the 2023 asset register still shows 10 seats. Two more were bought ..., so the correct
    total is 12 seats' gives two counts (satellite set SAT-q-012, `answered` '10 seats'), and
    'gave the same kit number to two participants' counts no participants recruited (trials
    set CTU-q-048, out of scope, `answered` 'two participants')."""
    system = _ev(
        "o#0",
        "System: ORBITRAK\nLicences: the 2023 asset register still shows 10 seats. Two more "
        "were bought in January 2024 for the trainee intake, so the correct total is 12 seats.",
        title="System page: ORBITRAK",
    )
    assert "10 seats" not in _answered_texts(
        reader, "How many licensed seats does ORBITRAK have?", [system]
    )
    incident = _ev(
        "i#0",
        "On 19 December 2023 the Dice gave the same kit number to two participants at "
        "different sites in the HARP-2 trial.",
        title="Post-incident review INC-2023-031: duplicate kit numbers",
    )
    recruited = "How many participants has HARP-2 recruited so far?"
    assert _answered_texts(reader, recruited, [incident]) == []


def test_a_field_that_sends_the_reader_to_a_note_is_no_rule_answer(reader: Reader) -> None:
    """'Contract end: 15 July 2025 (see the note below)', whose note extends the contract to
    15 January 2026 (customs set CUS-q-065, `answered` '15 July 2025')."""
    supplier = _ev(
        "s#0",
        "Supplier: Pellham Telematics\nContract start: 16 July 2022\n"
        "Contract end: 15 July 2025 (see the note below)\nAccount manager: Jo Reid",
        title="Supplier profile: Pellham Telematics",
    )
    question = "When does the Pellham Telematics contract end now?"
    assert "15 July 2025" not in _answered_texts(reader, question, [supplier])


def test_until_what_time_asks_a_clock_ranges_end(reader: Reader) -> None:
    """ "Until what time is the desk open on a Saturday?" asks '13:00' of '09:00-13:00'
    (satellite set SAT-q-025, `answered` the whole range), though it says 'open'."""
    from a2rag.read.fields import range_end

    line = "Opening hours (Saturday): 09:00-13:00"
    until = reader.frame("Until what time is the IT Service Desk open on a Saturday?")
    assert range_end(until, "09:00-13:00", line) == "13:00"
    opens = reader.frame("What time does the IT Service Desk open on a Saturday?")
    assert range_end(opens, "09:00-13:00", line) == "09:00"


def test_a_title_bracket_that_says_superseded_marks_the_page(reader: Reader) -> None:
    """'Policy: Ride control change freeze (version 3.2, superseded)' is not read for the
    current policy (theme-park set THP-q-037, `answered` its '5 working days')."""
    old = _ev(
        "o#0",
        "This page keeps version 3.2 of the ride control change freeze policy for reference only. "
        "Under version 3.2 the policy was owned by Ride Control Engineering. Standard changes had "
        "to be submitted to the CAB at least 5 working days before the planned date, half the "
        "notice required today.",
        title="Policy: Ride control change freeze (version 3.2, superseded)",
    )
    question = (
        "How much notice does the current ride control change freeze policy require for a "
        "standard change?"
    )
    assert "5 working days" not in _answered_texts(reader, question, [old])


def test_a_value_in_a_relative_clause_on_another_name_is_that_names(reader: Reader) -> None:
    """'... a different company from Brightwell Data Ltd, which held the old backup tapes and
    whose contract ended in 2021' dates Brightwell's contract, not Brightwater's (trials set
    CTU-q-067, `answered` '2021')."""
    page = _ev(
        "b#0",
        "Brightwater Compute provides the private cloud that hosts Mercator. Note that "
        "Brightwater Compute is a different company from Brightwell Data Ltd, which held the "
        "old offsite backup tapes and whose contract ended in 2021.",
        title="Supplier profile: Brightwater Compute",
    )
    assert _answered_texts(reader, "When does the Brightwater Compute contract end?", [page]) == []


def test_a_comparison_of_an_acts_dates_reads_dates_said_with_the_act() -> None:
    """ "Which site had its regulator's inspection more recently?" does not compare the day a
    rack was decommissioned (satellite set SAT-q-080, `answered` wrong)."""
    from a2rag.read.compare import compare

    units = _units(
        "Site: Harwick Ground Station. The old rack at Harwick was decommissioned on 30 "
        "November 2023.",
        "Site: Dunmore Backup Control Centre. The last inspection at Dunmore was on 8 May 2024.",
    )
    question = "Which site had its regulator's inspection more recently, Harwick or Dunmore?"
    found = compare(question, ["Harwick", "Dunmore"], units)
    assert found is None or found.answer == "Dunmore"
    assert found is None or "30 November 2023" not in found.values.values()


def test_a_clause_the_questions_preposition_opens_answers_the_past_value(reader: Reader) -> None:
    """ "What was Ledgerline EDC's RPO before the 9.2 upgrade?" is read from 'Before the 9.2
    upgrade the RPO was 1 hour', not the current field (trials set CTU-q-051, `answered` '15
    minutes'); the rule reads no clause that 'After ...' opens."""
    page = _ev(
        "l#0",
        "System: Ledgerline EDC\nCurrent version: 9.2 (upgraded 18 May 2024)\n"
        "Recovery point objective (RPO): 15 minutes\nBefore the 9.2 upgrade the RPO was 1 hour.",
        title="System page: Ledgerline EDC",
    )
    before = "What was Ledgerline EDC's RPO before the 9.2 upgrade?"
    assert _answered_texts(reader, before, [page]) == ["1 hour"]
    after = _ev(
        "l#0",
        "System: Ledgerline EDC\nAfter the 9.2 upgrade the RPO was 15 minutes.",
        title="System page: Ledgerline EDC",
    )
    read = reader.read(before, [after]).best
    assert read is None or not any("clause" in why for why in read.reasons)


def test_a_rota_not_naming_what_the_question_names_is_not_read(reader: Reader) -> None:
    """ "RUN-022 pages a team on call. Who was that team's primary ...?" is not read from a
    rota that never names RUN-022 (theme-park set THP-q-046, `answered` another team's
    primary); asked by the team's name, the rota answers."""
    rota = _ev(
        "r#0",
        "| Week commencing | Primary | Secondary |\n|---|---|---|\n"
        "| 5 May 2025 | Mateusz Kowal | Kofi Ambrose |\n| 12 May 2025 | Kofi Ambrose | Saoirse Lund |",
        title="On-call rota: Guest IT, spring 2025",
    )
    bridge = "RUN-022 pages a team on call. Who was that team's primary in the week commencing 5 May 2025?"
    assert _answered_texts(reader, bridge, [rota]) == []
    named = "Who was the Guest IT primary in the week commencing 5 May 2025?"
    assert _answered_texts(reader, named, [rota]) == ["Mateusz Kowal"]
    # the names of an event that dates the week need not be on the rota
    timed = "Who was the Guest IT primary for the week of the Beacon outage on 5 May 2025?"
    assert _answered_texts(reader, timed, [rota]) == ["Mateusz Kowal"]


def test_a_thing_placed_at_the_name_must_be_said(reader: Reader) -> None:
    """ "What is the RTO of the rail loadout system at Halsey Wharf?" is not the RTO of
    another system on the wharf's page (mining set MIN-q-036, out of scope, `answered`)."""
    page = _ev(
        "t#0",
        "System: TonnageHub\nSite: Halsey Wharf\nRTO: 12 hours\nRPO: 1 hour",
        title="System page: TonnageHub weighbridge",
    )
    question = "What is the RTO of the rail loadout system at Halsey Wharf?"
    assert _answered_texts(reader, question, [page]) == []


class _Nicknames:
    """The knowledge base's lookups as a reader sees them: no entity links 'the Tracker' to
    a labelled page, but FabTrack's page says it is FabTrack's nickname."""

    def __init__(self, said: dict[str, list[str]]) -> None:
        self.said = said
        self.asked: list[list[str]] = []

    def forms(self, names: list[str]) -> dict[str, list[str]]:
        return {}

    def kinds(self, names: list[str]) -> dict[str, dict[str, str]]:
        return {}

    def other_names(self, names: list[str]) -> dict[str, list[str]]:
        self.asked.append(list(names))
        return {n: self.said[n] for n in names if n in self.said}


_SYSTEM_PAGES = [
    _ev("fab#0", "Name: FabTrack\nOwning team: Manufacturing Systems",
        title="System page: FabTrack"),
    _ev("sky#0", "Skyrail moves lots between bays.", title="System page: Skyrail"),
    _ev("hal#0", "Halyard is what the controllers watch all day.",
        title="System page: Halyard mission control system"),
    _ev("sen#0", "Sentinel Desk logs every ticket.", title="System page: Sentinel Desk"),
]  # fmt: skip


def test_the_kind_rule_reads_a_nickname_the_knowledge_base_resolves(nlp: Any) -> None:
    """A review that names its system only as 'the Tracker' and another system in passing
    (fab-dev FAB-q-052, where the rule guessed Skyrail): the knowledge base says the Tracker
    is FabTrack's nickname, and of the two systems the review's title names FabTrack's; a
    reader that cannot resolve the nickname does not guess the other system."""
    review = _ev(
        "pir#0",
        "Incident: INC-2024-031\nSystems affected: the Tracker, with a knock-on effect on "
        "Skyrail dispatch\n\nAt 01:40 the Tracker stopped accepting track-in transactions.",
        title="Post-incident review INC-2024-031: Tracker outage on night shift",
    )
    names = _Nicknames({"Tracker": ["FabTrack"]})
    knowing = Reader(nlp, names=names)  # type: ignore[arg-type]
    reading = knowing.read("Which system failed in INC-2024-031?", [review, *_SYSTEM_PAGES])
    assert reading.best is not None and reading.best.text == "FabTrack"
    assert "the one system" in reading.best.reasons[0]
    assert any("Tracker" in asked for asked in names.asked)
    blind = Reader(nlp, names=_Nicknames({}))  # type: ignore[arg-type]
    unresolved = blind.read("Which system failed in INC-2024-031?", [review, *_SYSTEM_PAGES])
    assert all("the one system" not in r for a in unresolved.candidates for r in a.reasons)


def test_the_kind_rule_knows_a_page_subject_by_its_name_and_prefers_the_titled_one(
    reader: Reader,
) -> None:
    """'System page: Halyard mission control system' makes Halyard a system; of the two
    systems a runbook names, the one its title names is the one it fails over (satops-dev,
    where the rule guessed Sentinel Desk, named in a step, because Halyard had no kind)."""
    from a2rag.read.kinds import subject_names

    assert subject_names("Halyard mission control system") == [
        "Halyard mission control system",
        "Halyard",
    ]
    assert subject_names("Infrastructure and Hosting") == ["Infrastructure and Hosting"]
    runbook = _ev(
        "run#0",
        "Runbook: RUN-014\nApplies to: Halyard\n\nSteps\n1. Promote the standby database.\n"
        "2. Log a P1 in Sentinel Desk if one has not already been logged.",
        title="Runbook RUN-014: Halyard failover to Dunmore",
    )
    reading = reader.read("Which system does RUN-014 fail over?", [runbook, *_SYSTEM_PAGES])
    assert reading.best is not None and reading.best.text == "Halyard"
    assert "the one system" in reading.best.reasons[0]


def test_the_kind_rule_stays_out_of_a_passing_mention_a_timed_question_and_its_own_kind(
    reader: Reader,
) -> None:
    """No kind guess where the subject's 'document' is a later chunk of another page that
    mentions it (constabulary-dev: 'the CRIMSON migration' on a supplier profile gave Beacon
    CAD for "Which system used to be called CRIMSON?"), where the question times what it asks
    (a runbook's one team may be its weekday one), or where the subject is itself a thing of
    the asked kind (a sub-query "Which team owns Targeting Systems Team?"). A team written
    with 'and' inside its name is one name ('Yield and Data Engineering')."""
    pages = [
        *_SYSTEM_PAGES,
        _ev("t1#0", "Based at Pellbridge.", title="Team page: Payroll Operations"),
        _ev("t2#0", "Based at Tarnby.", title="Team page: Yield and Data Engineering"),
        _ev("t3#0", "Based at Tarnby.", title="Team page: Targeting Systems Team"),
        _ev("t4#0", "Based at Tarnby.", title="Team page: Infrastructure and Data Centre"),
    ]
    profile = _ev(
        "sup#1",
        "Quentin managed the account through the CRIMSON migration. Dev handles the nightly "
        "feed from Skyrail.",
        title="Supplier profile: Corvane Software plc",
    )
    passing = reader.read("Which system used to be called CRIMSON?", [profile, *pages])
    assert all("the one system" not in r for a in passing.candidates for r in a.reasons)
    first = _ev("sup#0", profile.text, title=profile.title)
    own = reader.read("Which system used to be called CRIMSON?", [first, *pages])
    assert own.best is not None and own.best.text == "Skyrail"  # the rule's reading there
    runbook = _ev(
        "run22#0",
        "Runbook: RUN-022\nPages: Payroll Operations on call\nPayroll file checks.",
        title="Runbook RUN-022: payroll file failure",
    )
    timed = reader.read(
        "Which team does RUN-022 page if the payroll file fails on a Saturday?", [runbook, *pages]
    )
    assert all("the one team" not in r for a in timed.candidates for r in a.reasons)
    untimed = reader.read("Which team does RUN-022 page?", [runbook, *pages])
    assert untimed.best is not None and untimed.best.text == "Payroll Operations"
    itself = reader.read("Which team owns Targeting Systems Team?", pages)
    assert all("the one team" not in r for a in itself.candidates for r in a.reasons)
    system = _ev(
        "yl#0",
        "YieldLens is the yield analytics platform.\n\nThe Yield and Data Engineering team own "
        "and develop it. Database licences are bought through the agreement that "
        "Infrastructure and Data Centre manage.",
        title="System page: YieldLens",
    )
    develops = reader.read("Which team develops YieldLens?", [system, *pages])
    assert develops.best is not None and develops.best.text == "Yield and Data Engineering"


def test_a_number_ending_a_code_is_no_count(reader: Reader) -> None:
    """ "How many alarms were raised in the INC-2057 alarm storm?" was `answered` '2057 alarm'
    from a change record's 'the day after the INC-2057 alarm storm' (blood-dev BLD-q-069):
    a number written onto a code with a hyphen is the code's, not a count."""
    change = _ev(
        "chg#0",
        "CHG-3110 lengthened the alarm delay.\n\nThe upgrade happened the day after the "
        "INC-2057 alarm storm at the same site.",
        title="Change record CHG-3110: alarm delay",
    )
    review = _ev(
        "pir#0",
        "Incident: INC-2057\nSite: Calder Park Centre\n\nSummary\nBetween 02:10 and 05:45 the "
        "CCM-3 sensors raised 183 alarms. Only 7 of them were genuine.",
        title="Post-incident review INC-2057: CCM-3 alarm storm at Calder Park",
    )
    reading = reader.read(
        "How many alarms were raised in the INC-2057 alarm storm?", [change, review]
    )
    assert all("2057" not in a.text for a in reading.candidates)
    assert reading.best is not None and reading.best.text.startswith("183")


def test_a_threshold_count_and_a_count_of_another_act_are_no_rule_answers(reader: Reader) -> None:
    """A runbook's 'Trigger: more than 500 terminals offline' says when it applies, not how
    many terminals INC-2024-017 knocked offline (lottery-dev LOT-q-080, `answered` '500
    terminals'); '23 stops on the Riverside line' are not the stops its extension will add
    (tram-dev TRM-q-045, `answered` '23 stops'). Neither is `answered`."""
    runbook = _ev(
        "run#0",
        "Runbook: RUN-114\nSystem: TerminalHub\nTrigger: more than 500 terminals offline for "
        "10 minutes or longer\nLast reviewed: April 2024 (after INC-2024-017)",
        title="Runbook RUN-114: TerminalHub mass terminal disconnect",
    )
    review = _ev(
        "pir#0",
        "Incident: INC-2024-017\n\nBy 06:40 some 3,100 terminals were disconnected, roughly a "
        "quarter of the estate at the time.",
        title="Post-incident review INC-2024-017: gateway certificate expiry",
    )
    question = "How many terminals were knocked offline in INC-2024-017?"
    assert _answered_texts(reader, question, [runbook, review]) == []
    asked = "How many terminals does RUN-114 treat as a trigger?"
    trigger = _answered_texts(reader, asked, [runbook])
    assert len(trigger) == 1 and "500" in trigger[0]  # the threshold, where it is asked
    outage = _ev(
        "inc#0",
        "On Tuesday 21 January 2025 the dots went blank at 23 stops on the Riverside line "
        "shortly after 07:20.",
        title="Post-incident review INC-2025-006: Blank stop displays on the Riverside line",
    )
    project = _ev(
        "prj#0",
        "Project Kingfisher will extend the Riverside line by 3.4 km from Weir Street to "
        "Ashford Meadows, adding four new stops and a turnback siding.",
        title="Project page: Project Kingfisher (Riverside line extension)",
    )
    adds = "How many stops will the Riverside line extension add?"
    assert _answered_texts(reader, adds, [outage, project]) == []
    has = "How many stops does the Riverside line have?"
    assert _answered_texts(reader, has, [outage]) == ["23 stops"]


def test_a_numbered_names_number_and_a_value_paired_with_its_sibling_are_no_answers(
    reader: Reader,
) -> None:
    """ "How much notice is needed to request a visit to Vault 2?" was `answered` '2 visit
    notice' from the row 'Vault 2 visit notice' (seedbank-dev SDB-q-073): the 2 is the vault's
    number. The policy's '2 working days' notice for Vault 1 ... and 5 working days for Vault
    2' pairs the first value with Vault 1, the same name with another number, so it is no
    answer either."""
    policy = _ev(
        "pol#0",
        "- Visit requests need 2 working days' notice for Vault 1 and the drying room, and 5 "
        "working days for Vault 2.\n- Group size is limited to 8 visitors on weekdays.\n\n"
        "Changes from version 4.1:\n| Rule | Version 4.1 | Version 5.0 |\n"
        "| Access log retention | 12 months | 24 months |\n"
        "| Vault 2 visit notice | 3 working days | 5 working days |",
        title="Policy: Vault Access Control",
    )
    question = "How much notice is needed to request a visit to Vault 2?"
    reading = reader.read(question, [policy])
    assert all("visit notice" not in a.text for a in reading.candidates)
    assert _answered_texts(reader, question, [policy]) == []
    # the number of a count still counts where no name carries it
    beds = _ev("w#0", "Ward 3 has 24 beds and 30 nurses.", title="Ward page: Ward 3")
    assert _answered_texts(reader, "How many beds does Ward 3 have?", [beds]) == ["24 beds"]


def test_opening_hours_are_the_whole_span_and_opening_time_its_start(reader: Reader) -> None:
    """ "What are Penrose Prize Centre's opening hours on a Saturday?" was `answered` '10:00'
    from 'Saturday: 10:00-13:00' (lottery-dev LOT-q-056): 'opening' read as asking the span's
    start. Opening hours are the span; the time it opens is still its start."""
    site = _ev(
        "site#0",
        "Site manager: Yusuf Demir\nOpening hours\n- Monday to Friday: 09:00-17:00\n"
        "- Saturday: 10:00-13:00, by appointment only\n- Sunday and bank holidays: closed",
        title="Site profile: Penrose Prize Centre",
    )
    hours = "What are Penrose Prize Centre's opening hours on a Saturday?"
    assert _answered_texts(reader, hours, [site]) == ["10:00-13:00"]
    opens = reader.read("What time does Penrose Prize Centre open on a Saturday?", [site])
    assert opens.best is not None and opens.best.text == "10:00"


def test_the_page_of_what_came_in_does_not_answer_what_held_before_it(reader: Reader) -> None:
    """ "Before JL-5 came in, how many GPUs could one user hold at once on Wagtail?" was
    `answered` '16 GPUs' from JL-5's own limits (hpc-dev HPC-q-026): the page of the policy
    the question dates before states the later value. No rule reads its lines that name no
    earlier version; without the 'before' clause the same line answers."""
    policy = _ev(
        "jl5#0",
        "Policy number: JL-5\nStatus: current, superseding JL-4 from 1 May 2024\nLimits\n"
        "- Wagtail: maximum wall time 24 hours, and at most 16 GPUs per user at any one time.\n"
        "History\nJL-4 set the Heron wall time limit at 48 hours and allowed 24 GPUs per user "
        "on Wagtail; everything else in it was the same as above.",
        title="Policy: HPC job limits and fair-share (JL-5)",
    )
    before = "Before JL-5 came in, how many GPUs could one user hold at once on Wagtail?"
    assert "16 GPUs" not in _answered_texts(reader, before, [policy])
    now = "How many GPUs can one user hold at once on Wagtail?"
    assert _answered_texts(reader, now, [policy]) == ["16 GPUs"]


def test_a_teams_size_is_how_many_people_it_has(reader: Reader) -> None:
    """ "Which team is bigger, Depot Systems or Passenger Information?" was `answered`
    'Passenger Information' from 'berth 12' against the '07700' of a duty phone (tram-dev
    TRM-q-047): a team's size is the people its page counts, and a phone number is no
    quantity."""
    info = _ev(
        "pi#0",
        "Passenger Information is a small team of five people who keep the stop displays "
        "working. Oluwaseun Barker leads the team.\n\nThe team owns Beacon. The duty phone is "
        "07700 900461.",
        title="Team page: Passenger Information",
    )
    depot = _ev(
        "ds#0",
        "The Depot Systems team looks after the software used by fitters. There are seven "
        "people in the team in all.\n\nThe team is based at Fenwick Road Depot, in the "
        "two-storey block behind berth 12, although two analysts work from Saltmarsh Lane.",
        title="Team page: Depot Systems",
    )
    reading = reader.read(
        "Which team is bigger, Depot Systems or Passenger Information?", [info, depot]
    )
    assert reading.best is not None and reading.best.text == "Depot Systems"
    assert "seven people" in reading.best.reasons[0] and "five people" in reading.best.reasons[0]
    # a question that names the measure compares it as before ('Headcount: 9')
    pages = [
        _ev("ws#0", "Team: Workforce Systems\nHeadcount: 6\nSystems owned: PayBridge, ShiftWise",
            title="Team page: Workforce Systems"),
        _ev("ca#0", "Team: Clinical Applications\nHeadcount: 9\nSystems owned: CareLedger",
            title="Team page: Clinical Applications"),
    ]  # fmt: skip
    asked = "Which team has the larger headcount, Workforce Systems or Clinical Applications?"
    named = reader.read(asked, pages)
    assert named.best is not None and named.best.text == "Clinical Applications"
    bigger = reader.read("Which team is bigger, Workforce Systems or Clinical Applications?", pages)
    assert bigger.best is not None and bigger.best.text == "Clinical Applications"
    prose = _ev("ih#0", "The team is based at Mereford and has a headcount of 14, plus three "
                "contractors.", title="Team page: Infrastructure and Hosting")  # fmt: skip
    larger = reader.read(
        "Which team is bigger, Workforce Systems or Infrastructure and Hosting?", [pages[0], prose]
    )
    assert larger.best is not None and larger.best.text == "Infrastructure and Hosting"


def test_a_current_holders_start_is_not_read_from_the_former_holders_line(reader: Reader) -> None:
    """ "Whose current account manager took over earlier, Corvane Metering's or Corvale
    Metering Services'?" was `answered` Corvane from 'Dominic Heale was our account manager
    from the start of the contract in January 2022 until he handed over to Imogen Taft in May
    2024' (heating-dev HEA-q-005): that line dates the former manager; the current one's is
    'Account manager: Imogen Taft (from 14 May 2024)'."""
    corvane = _ev(
        "cv#0",
        "Contract end: 31 December 2028\nAccount manager: Imogen Taft (from 14 May 2024)\n"
        "Former account manager: Dominic Heale\n\nDominic Heale was our account manager from "
        "the start of the contract in January 2022 until he handed over to Imogen Taft in May "
        "2024.",
        title="Supplier profile: Corvane Metering Ltd",
    )
    corvale = _ev(
        "cl#0",
        "The contract runs until 28 February 2026.\n\nOur account manager at Corvale is Ravi "
        "Duggal, who took over on 3 June 2023. Before that the account was handled by Lorna "
        "Pike.",
        title="Supplier profile: Corvale Metering Services",
    )
    question = (
        "Whose current account manager took over earlier, Corvane Metering's or Corvale "
        "Metering Services'?"
    )
    reading = reader.read(question, [corvane, corvale])
    assert reading.best is not None and reading.best.text == "Corvale Metering Services"
    assert "14 May 2024" in reading.best.reasons[0]


def test_a_condition_in_a_clause_describing_another_thing_is_no_condition(reader: Reader) -> None:
    """ "When does the contract end for the supplier that was called out during INC-2024-007?"
    was `answered` 'January 2024' from 'Heron also lost 300 nodes during the Kestrel Park
    cooling failure of January 2024 (INC-2024-007)' (hpc-dev HPC-q-076): 'during' describes
    the supplier the question reaches its subject through, not a condition on the date."""
    from a2rag.read.conditions import asked_conditions
    from a2rag.read.question import frame_question

    question = (
        "When does the contract end for the supplier that was called out during INC-2024-007?"
    )
    assert asked_conditions(frame_question(question, reader.nlp)) == []
    during = "When did the contract end during INC-2024-007?"
    assert [c.kind for c in asked_conditions(frame_question(during, reader.nlp))] == ["inside"]
    policy = _ev(
        "pol#0",
        "Certificate rotation must be completed at least 30 days before expiry; during a change "
        "freeze, at least 45 days before expiry.",
        title="Policy: Certificate management",
    )
    asked = (
        "During a change freeze, at least how many days before expiry must rotation be completed?"
    )
    assert _answered_texts(reader, asked, [policy]) == ["at least 45 days"]


def test_a_count_without_the_asked_qualifier_is_not_the_keyed_rows(reader: Reader) -> None:
    """ "How many platform validators does FareGate have?": the system page keys a row
    'Platform validators | 212', and the team page's 'FareGate, its 288 validators' counts all
    of them (tram-dev TRM-q-012, `answered` '288 validators' once the thresholds beside it
    no longer counted). The unqualified count is no rule answer."""
    system = _ev(
        "fg#0",
        "FareGate takes every tap from the validators.\n| Component | Quantity | Maintained by |\n"
        "|---|---|---|\n| Platform validators | 212 | Calder Fare Solutions Ltd |\n"
        "| On-tram validators | 76 | Calder Fare Solutions Ltd |",
        title="System page: FareGate",
    )
    team = _ev(
        "trs#0",
        "Duty phone: 07700 900377\nSystems: FareGate, its 288 validators, and the nightly sales "
        "files\nThe team's own threshold for calling the supplier is any fault affecting more "
        "than 20 validators.",
        title="Team page: Ticketing and Revenue Systems",
    )
    question = "How many platform validators does FareGate have?"
    assert "288 validators" not in _answered_texts(reader, question, [system, team])
    assert _answered_texts(reader, "How many validators does FareGate have?", [team]) == [
        "288 validators"
    ]


def test_a_subjects_field_with_another_qualifier_is_not_the_asked_relation(reader: Reader) -> None:
    """ "Which team is the business owner of the Ledger?" was `answered` Digital Services from
    its team page's 'Technical owner: VaultTrack' (seedbank-dev SDB-q-011): the page's field
    says another kind of owner than the one asked. The technical owner is still read so."""
    team = _ev(
        "ds#0",
        "Team: Digital Services\nLead: Rosalind Pike\nTechnical owner: VaultTrack",
        title="Team page: Digital Services",
    )
    system = _ev(
        "vt#0",
        "System: VaultTrack\nAlso known as: the Ledger (nickname)\nBusiness owner: Vault "
        "Operations\nTechnical owner: Digital Services",
        title="System page: VaultTrack",
    )
    assert "Digital Services" not in _answered_texts(
        reader, "Which team is the business owner of VaultTrack?", [team, system]
    )
    technical = "Which team is the technical owner of VaultTrack?"
    assert _answered_texts(reader, technical, [team]) == ["Digital Services"]


def _top(reader: Reader, question: str, evidence: list[Evidence]) -> tuple[str, bool]:
    """The best candidate and whether it is `answered`."""
    best = reader.read(question, evidence).candidates[0]
    return best.text, best.confidence >= reader.threshold("answer")


def test_a_table_row_on_a_page_titled_by_the_asked_thing_answers_its_cell(reader: Reader) -> None:
    """ "What is the resolution target for a P2 ticket in Switchboard?" asks the P2 row of the
    service-level table on 'System page: Switchboard' (hpc-dev HPC-q-054: the row names P2,
    only the title names Switchboard, and '30 minutes' was the best guess). On a page titled
    by another system the row answers nothing, nor a row a sentence of its page revises
    (heating-dev HEA-q-019: 'B2 has been derated to 6 MW')."""
    table = (
        "Service levels by priority\n| Priority | Meaning | First response | Resolution target |\n"
        "|---|---|---|---|\n| P1 | Whole service down | 30 minutes | 4 hours |\n"
        "| P2 | Service degraded | 2 hours | 1 working day |\n"
        "| P3 | Single user affected | 4 working hours | 5 working days |"
    )
    question = "What is the resolution target for a P2 ticket in Switchboard?"
    own = _ev("sw#0", table, title="System page: Switchboard")
    assert _top(reader, question, [own]) == ("1 working day", True)
    other = _ev("gh#0", table, title="System page: Gatehouse")
    assert "1 working day" not in _answered_texts(reader, question, [other])
    plant = (
        "| Unit | Type | Output |\n|---|---|---|\n| B1 | Gas boiler | 8 MW |\n"
        "| B2 | Gas boiler | 8 MW |\nThe table shows nameplate outputs. B2 has been derated to "
        "6 MW since a burner fault in 2023."
    )
    site = _ev("cs#0", plant, title="Site profile: Canal Street Energy Centre")
    derated = "What output can boiler B2 at Canal Street deliver at present?"
    assert "8 MW" not in _answered_texts(reader, derated, [site])


def test_the_current_holders_field_answers_a_question_without_a_time(reader: Reader) -> None:
    """'Current account manager: Morven Tait' beside 'Former account manager: ...' answers
    "Who is our account manager at Coldline Instruments?" (blood-dev BLD-q-068: neither
    field was read, 'current' not being a word of the question); a question about 2022 still
    reads the former holder's line."""
    page = _ev(
        "cl#0",
        "Supplier: Coldline Instruments Ltd\nContract reference: CLI-118\nCurrent account "
        "manager: Morven Tait (since 3 July 2023)\nFormer account manager: Patrick Doyle (to 2 "
        "July 2023)\nSupport line: 07700 900412",
        title="Supplier profile: Coldline Instruments Ltd",
    )
    now = reader.read("Who is our account manager at Coldline Instruments?", [page])
    assert now.candidates[0].text == "Morven Tait"
    assert "'Current account manager'" in now.candidates[0].reasons[0]
    then = "Who was our account manager at Coldline Instruments in 2022?"
    assert _top(reader, then, [page]) == ("Patrick Doyle", True)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Which body regulates Tarnbridge Herbarium?", "Heritage Collections Inspectorate"),
        ("Which company maintains Tarnbridge Herbarium's scanners?", "Brindlewood Imaging"),
        ("Who heads the Herbarium Collections team?", "Anya Rudd"),
    ],
)
def test_a_verb_asks_the_field_its_agent_noun_names(
    reader: Reader, question: str, answer: str
) -> None:
    """ "Which body regulates X?" asks X's 'Regulator', "Which company maintains ...?" its
    'Supplier', "Who heads the team?" its 'Lead' (seedbank, tram and cruise sets: the field's
    line shares no word with the question and was not read)."""
    site = _ev(
        "tb#0",
        "Site: Tarnbridge Herbarium\nRegulator: Heritage Collections Inspectorate\nLast "
        "inspection: 3 October 2023\nTeams based here: Herbarium Collections; Digital Services",
        title="Site profile: Tarnbridge Herbarium",
    )
    scanners = _ev(
        "sc#0",
        "Name: Tarnbridge Herbarium's scanners\nSupplier: Brindlewood Imaging\nOwner team: "
        "Digital Services",
        title="System page: Tarnbridge Herbarium's scanners",
    )
    team = _ev(
        "hc#0",
        "Herbarium Collections looks after the specimens.\n- Lead: Anya Rudd\n- Deputy: Tom "
        "Vasquez\n- Base: Tarnbridge Herbarium",
        title="Team page: Herbarium Collections",
    )
    assert _answered_texts(reader, question, [site, scanners, team])[:1] == [answer]


def test_a_field_named_by_a_verb_lists_what_the_subject_does_not_who(reader: Reader) -> None:
    """'Supplies: FrostGuard software, temperature sensors (including the older CCM-3 units)'
    does not answer "Who makes the CCM-3 sensors?" (blood-dev BLD-q-023 was `answered`
    'FrostGuard software' once "makes" asked the supplier)."""
    page = _ev(
        "cl#0",
        "Supplier: Coldline Instruments Ltd\nSupplies: FrostGuard software, temperature sensors "
        "(including the older CCM-3 units) and gateways\nContract reference: CLI-118",
        title="Supplier profile: Coldline Instruments Ltd",
    )
    answered = _answered_texts(reader, "Who makes the CCM-3 sensors?", [page])
    assert not any("FrostGuard" in a for a in answered)


_ON_CALL_ROTA = (
    "The Business Systems on-call engineer covers evenings and weekends, one week at a time.\n"
    "| Week commencing | On call | Backup |\n|---|---|---|\n"
    "| 10 February 2025 | Dan Whitlow | Priyesh Mistry |\n"
    "| 17 February 2025 | Priyesh Mistry | Kerry-Ann Doyle |\n"
    "| 24 February 2025 | Kerry-Ann Doyle | Fiona Lasko |\n"
    "| 17 March 2025 | Priyesh Mistry | Malcolm Otieno |\n"
    "Swaps logged\n"
    "- 10 February 2025: Dan Whitlow and Kerry-Ann Doyle swapped weeks because Dan was on "
    "leave. Kerry-Ann covered the week of 10 February and Dan covered the week of 24 February.\n"
    "- 17 March 2025: Priyesh Mistry covered Monday to Wednesday only. Malcolm Otieno took over "
    "from Thursday 20 March until the handover on 24 March."
)


def test_the_rotas_on_call_column_is_read_with_its_swap_log(reader: Reader) -> None:
    """A rota whose person column is just 'On call' answers "the on-call engineer" (its name
    had no word but 'call', so no column was asked); the swap of whole weeks applies though
    the log line says 'week', the date column's word; a planned person who kept some days
    ('covered Monday to Wednesday only') leaves the other days unread, not to them (heating
    set HEA-q-015 and HEA-q-030)."""
    rota = _ev("rota#0", _ON_CALL_ROTA, title="On-call rota: Business Systems, early 2025")
    week = "Who was the Business Systems on-call engineer for the week commencing 24 February 2025?"
    assert _top(reader, week, [rota]) == ("Dan Whitlow", True)
    backup = "Who was the Business Systems backup on call for the week commencing 17 February 2025?"
    assert _top(reader, backup, [rota]) == ("Kerry-Ann Doyle", True)
    friday = "Who was on call for Business Systems on Friday 21 March 2025?"
    assert "Priyesh Mistry" not in _answered_texts(reader, friday, [rota])


def test_a_rota_reads_another_pages_line_only_when_it_speaks_of_on_call(reader: Reader) -> None:
    """A project page's 'Completed on 20 May 2025 by Desmond Okafor ... the change' is no swap
    of his rota week (building-society set BSO-q-007 lost its logged swap to it)."""
    rota = _ev(
        "rota#0",
        "| Week commencing | Payments primary | Payments secondary |\n|---|---|---|\n"
        "| 19 May 2025 | Desmond Okafor | Aaron Pelham |\nLogged swaps\n- Logged 16 May. Desmond "
        "Okafor cannot cover 21 and 22 May. Lewis Garside is Payments primary from 08:00 on "
        "Wednesday 21 May until 08:00 on Friday 23 May, and Desmond resumes afterwards.",
        title="On-call rota: Payments, May 2025",
    )
    news = _ev(
        "proj#0",
        "Completed on 20 May 2025 by Desmond Okafor. Queue volumes fell by half in the first "
        "two weeks after the change.",
        title="Project: payment queue tuning",
    )
    question = "Who is the Payments primary on call on the night of Wednesday 21 May 2025?"
    assert _top(reader, question, [rota, news]) == ("Lewis Garside", True)


def test_a_response_target_asks_a_duration(nlp: Any, reader: Reader) -> None:
    """ "What is the P2 response target at weekends?" asks a time to act, not a count: with
    the type of a number, 'P3' outranked the '2 hours' its sentence gives (heating-dev
    HEA-q-008)."""
    assert frame_question("What is the P2 response target?", nlp).expected == Expected.DURATION
    assert frame_question("What is the alert target?", nlp).expected == Expected.NUMBER
    policy = _ev(
        "mim#0",
        "| Severity | Definition | Response | Resolution target |\n|---|---|---|---|\n"
        "| P1 | Loss of heat to 100 or more customers | 15 minutes | 4 hours |\n"
        "| P2 | Loss of heat to fewer than 100 customers | 1 hour | 24 hours |\n"
        "| P3 | Degraded service with a workaround | 1 working day | 5 working days |\n"
        "Weekend and out-of-hours variations\nThe table applies in working hours. The P2 "
        "response target becomes 2 hours at weekends and on bank holidays.",
        title="Policy: Major Incident Management",
    )
    assert _top(reader, "What is the P2 response target at weekends?", [policy])[0] == "2 hours"


def test_a_condition_or_clause_on_another_target_does_not_answer(reader: Reader) -> None:
    """Under the duration type, 'Resolution, out of hours: 6 hours' is not "the response target
    for a P1 incident out of hours" (its column says resolution), and 'where the response
    target is 60 minutes' is not the resolution target of "a P1 call" (dental and MRO sets
    DEN-q-043, MRO-q-037)."""
    table = _ev(
        "sla#0",
        "| Priority | Response, business hours | Resolution, business hours | Response, out of "
        "hours | Resolution, out of hours |\n|---|---|---|---|---|\n"
        "| P1 | 15 minutes | 4 hours | 30 minutes | 6 hours |\n"
        "| P2 | 30 minutes | 8 hours | 1 hour | 12 hours |",
        title="IT Service Level Targets",
    )
    question = "What is the response target for a P1 incident out of hours?"
    assert _top(reader, question, [table]) == ("30 minutes", True)
    supplier = _ev(
        "vs#0",
        "Supplier: Verrano Systems Ltd\nService levels\n| Priority | Response | Resolution |\n"
        "|---|---|---|\n| P1 | 30 minutes | 4 hours |\n| P2 | 2 hours | 1 business day |\n"
        "The table is the contract schedule, except for P1 calls raised between 22:00 and "
        "06:00, where the response target is 60 minutes.",
        title="Supplier profile: Verrano Systems Ltd",
    )
    asked = "What is Verrano Systems' resolution target for a P1 call?"
    assert "60 minutes" not in _answered_texts(reader, asked, [supplier])


def test_a_number_that_reaches_someone_is_a_phone_line(reader: Reader) -> None:
    """ "What number reaches the NCC duty controller?" and "the number for logging a fault"
    ask a phone line, not a count (tram and hpc sets TRM-q-029, HPC-q-071)."""
    site = _ev(
        "qh#0",
        "Quayside House holds the Network Control Centre (NCC) on the 4th floor, where 3 "
        "controllers are on duty.\nRegulator: Office of the Tramway Commissioner\nNCC duty "
        "controller: 01632 960555 (24 hours)\nReception: 01632 960500",
        title="Site profile: Quayside House",
    )
    assert _top(reader, "What number reaches the NCC duty controller?", [site]) == (
        "01632 960555",
        True,
    )
    body = "Which body regulates Quayside House?"
    assert _top(reader, body, [site]) == ("Office of the Tramway Commissioner", True)


def test_a_withdrawn_value_or_the_other_occasion_stays_a_guess(reader: Reader) -> None:
    """The counter number 'printed on older claim forms (01632 960350) was withdrawn in 2023',
    and 'The board last inspected Saltmarsh in May 2024' for the next inspection, are no
    answers (lottery set LOT-q-053, LOT-q-051); asked about the last one, it is."""
    corrections = _ev(
        "dir#0",
        "Corrections\nThe Penrose counter number printed on older claim forms (01632 960350) was "
        "withdrawn in 2023; give winners the claims line instead.",
        title="Contact directory: Prize claims",
    )
    ring = "Which number should a winner ring to chase a prize claim?"
    assert "01632 960350" not in _answered_texts(reader, ring, [corrections])
    site = _ev(
        "sd#0",
        "Saltmarsh Draw Studio is where the draws happen. The Draw Integrity Board last "
        "inspected Saltmarsh Draw Studio in May 2024 and found no issues.",
        title="Site profile: Saltmarsh Draw Studio",
    )
    nxt = "When will the Draw Integrity Board next inspect Saltmarsh Draw Studio?"
    assert "May 2024" not in _answered_texts(reader, nxt, [site])
    last = "When did the Draw Integrity Board last inspect Saltmarsh Draw Studio?"
    assert _top(reader, last, [site])[0] == "May 2024"


def test_a_sentence_about_the_team_on_its_page_is_about_the_titled_team(reader: Reader) -> None:
    """'The team is headed by Hannah Threlfall' on 'Team page: Low Carbon Generation' names
    the team (heating-dev HEA-q-002 stayed a guess: the sentence names no anchor); 'The board
    ...' on a site's page is another thing than the site."""
    page = _ev(
        "lcg#0",
        "Low Carbon Generation was set up in 2022 to run the heat pump plant at Moorgate.\n\nThe "
        "team is headed by Hannah Threlfall. Bilal Qureshi is her deputy and prepares the "
        "monthly returns.",
        title="Team page: Low Carbon Generation",
    )
    best = reader.read("Who heads the Low Carbon Generation team?", [page]).candidates[0]
    assert best.text == "Hannah Threlfall"
    assert "question names in its sentence 1.00" in best.reasons
    site = _ev(
        "sd#0",
        "Saltmarsh Draw Studio is where the draws happen.\n\nThe board last inspected it in "
        "May 2024.",
        title="Site profile: Saltmarsh Draw Studio",
    )
    board = reader.read("When did the Draw Integrity Board last inspect the studio?", [site])
    assert "question names in its sentence 1.00" not in board.candidates[0].reasons


def test_a_date_after_another_verb_of_its_sentence_is_not_the_asked_ones(reader: Reader) -> None:
    """'The current support contract began on 1 September 2022 and ends on 31 August 2026':
    the start date is no answer to "When does the contract end?" (blood-dev BLD-q-017)."""
    page = _ev(
        "bw#0",
        "Brightwater Digital Ltd built IssueNet for us in 2020.\n\nThe current support and "
        "development contract, reference BWD-5512, began on 1 September 2022 and ends on 31 "
        "August 2026; a review of the options is planned for 2025.",
        title="Supplier profile: Brightwater Digital Ltd",
    )
    asked = "When does the Brightwater Digital contract end?"
    assert "1 September 2022" not in _answered_texts(reader, asked, [page])


def test_a_bound_before_a_value_is_not_part_of_the_answer(reader: Reader) -> None:
    """'could pay out up to £250 at the counter': the value is '£250' (lottery-dev LOT-q-040
    read 'up to £250'); an estimate keeps its 'about', which tells it is one. A limit stays a
    guess for "how many" but answers a question about a rating (agri-dev AGR-q-065)."""
    page = _ev(
        "pc#0",
        "Under version 1 of the prize claim policy a retailer could pay out up to £250 at the "
        "counter. A claim check normally takes about 20 minutes.",
        title="Policy: Prize claims v1 (superseded)",
    )
    asked = "Under version 1 of the prize claim policy, how much could a retailer pay out?"
    texts = [c.text for c in reader.read(asked, [page]).candidates]
    assert "£250" in texts and "up to £250" not in texts
    took = reader.read("How long does a prize claim check take under version 1?", [page]).candidates
    assert "about 20 minutes" in [c.text for c in took]
    depot = _ev(
        "bx#0",
        "Brindle Cross has two weighbridges, each rated for vehicles up to 60 tonnes gross.",
        title="Site profile: Brindle Cross Depot",
    )
    rated = "What gross vehicle weight are the Brindle Cross weighbridges rated for?"
    assert _top(reader, rated, [depot])[0] == "60 tonnes"


def test_a_swap_entry_dated_by_its_span_of_days_swaps_the_whole_week(reader: Reader) -> None:
    """'13 to 19 January: Jonah Whitfield took primary in place of Anika Ross, who covers
    primary for the week of 27 January in return' swaps both weeks; and a rota's dated row is
    not read as a field of the page its title names (lottery-dev LOT-q-066 was `answered` the
    planned Anika Ross)."""
    rota = _ev(
        "rota#0",
        "| Week commencing | Primary | Secondary |\n|---|---|---|\n"
        "| 13 January 2025 | Anika Ross | Tom Hensley |\n"
        "| 20 January 2025 | Lena Kowalczyk | Dev Malhotra |\n"
        "| 27 January 2025 | Jonah Whitfield | Grace Oyelaran |\nLogged swaps\n"
        "- 13 to 19 January: Jonah Whitfield took primary in place of Anika Ross, who covers "
        "primary for the week of 27 January in return. Logged 8 January by Harriet Szabo.",
        title="On-call rota: Platform Engineering Q1 2025",
    )
    ask = "Taking logged swaps into account, who was Platform Engineering's primary on-call in "
    assert _top(reader, ask + "the week commencing 13 January 2025?", [rota]) == (
        "Jonah Whitfield",
        True,
    )
    assert _top(reader, ask + "the week commencing 27 January 2025?", [rota]) == (
        "Anika Ross",
        True,
    )


def test_a_shortened_level_cell_is_the_level_the_question_spells_out(reader: Reader) -> None:
    """The 'Sev3' row is not "a Severity 2 incident": its resolution target was `answered`
    for it once the target was read as a duration (seedbank-dev SDB-q-034)."""
    policy = _ev(
        "sev#0",
        "| Severity | Typical examples | Response | Resolution |\n|---|---|---|---|\n"
        "| Sev1 | Vault temperature out of range | 15 minutes | 4 hours |\n"
        "| Sev2 | VaultTrack unavailable | 30 minutes | 8 hours |\n"
        "| Sev3 | Degraded service, one site affected | 4 hours | 3 working days |\n"
        "- Resolution targets for Sev3 and Sev4 count working days only.",
        title="Policy: Incident Severity and Response Targets",
    )
    question = "What is the resolution target for a Severity 2 incident?"
    assert _top(reader, question, [policy]) == ("8 hours", True)


def test_a_sentence_about_another_level_does_not_answer_the_asked_one(reader: Reader) -> None:
    """ "What was the P1 response target?" is not answered by 'For a P2 the response target
    was 1 hour' (bike-share set BIK-q-053: the list rule took it, its topic naming P1)."""
    policy = _ev(
        "v3#0",
        "Version 3 had three priority levels. A P1 needed a response within 30 minutes and "
        "resolution within 6 hours. For a P2 the response target was 1 hour and the resolution "
        "target 16 hours.",
        title="Policy: Service restoration targets (v3, superseded)",
    )
    asked = "Under the old version 3 service restoration targets, what was the P1 response target?"
    assert "1 hour" not in _answered_texts(reader, asked, [policy])


def test_a_line_field_answers_the_number_asked(reader: Reader) -> None:
    """'P1 escalation line: 01632 960118' is "the P1 escalation number", not the 'Support desk'
    line above it (halls set HAL-q-079 was `answered` the support desk's number)."""
    page = _ev(
        "tsl#0",
        "Contract reference: TSL-2291\nSupport desk: 01632 960114, 08:00 to 20:00 on weekdays\n"
        "P1 escalation line: 01632 960118, 24 hours, P1 only",
        title="Supplier profile: Tessellate Housing Software Ltd",
    )
    assert _top(reader, "What is Tessellate's P1 escalation number?", [page]) == (
        "01632 960118",
        True,
    )


def test_a_dated_question_does_not_read_a_row_through_its_pages_title(reader: Reader) -> None:
    """An action row of minutes titled with January 2025 ('Action: Agree Quayline extension
    terms; Due: 28 February 2025') is no answer to "Before the extension agreed in January
    2025, when was the Quayline contract due to end?" (rescue set RSC-q-026)."""
    minutes = _ev(
        "dsg#1",
        "| Action | Owner | Due |\n|---|---|---|\n"
        "| Agree Quayline extension terms | Fergus Lindqvist | 28 February 2025 |",
        title="Digital Steering Group minutes: 15 January 2025",
    )
    asked = (
        "Before the extension agreed in January 2025, when was the Quayline contract due to end?"
    )
    assert "28 February 2025" not in _answered_texts(reader, asked, [minutes])


def test_a_line_for_office_hours_is_no_out_of_hours_number(reader: Reader) -> None:
    """'Support line: 01632 960655 (office hours, 09:00 to 17:00 ...)' is no answer to "What
    is Sandpiper Learning's out-of-hours support number?" (rescue set RSC-q-025, unanswerable,
    was `answered` it: the hyphenated 'out-of-hours' was not read as the condition)."""
    page = _ev(
        "spl#0",
        "Contract reference: SPL-TR-311\nSupport line: 01632 960655 (office hours, 09:00 to 17:00 "
        "Monday to Friday)\nTrust owner: Crew Systems Team",
        title="Supplier profile: Sandpiper Learning Ltd",
    )
    asked = "What is Sandpiper Learning's out-of-hours support number?"
    assert "01632 960655" not in _answered_texts(reader, asked, [page])
    assert _top(reader, "What is Sandpiper Learning's support number?", [page]) == (
        "01632 960655",
        True,
    )


def test_the_page_of_a_version_does_not_say_what_held_before_it(reader: Reader) -> None:
    """ "What was the P1 out-of-hours response target before version 3?" is not read from
    version 3's own table (marina-dev MAR-q-003, unanswerable, was `answered` its current
    '30 minutes' once 'out-of-hours' was read as the column's condition)."""
    page = _ev(
        "sla#0",
        "Service level targets, version 3 (current since April 2024).\n"
        "| Priority | Response, business hours | Response, out of hours |\n|---|---|---|\n"
        "| P1 | 15 minutes | 30 minutes |\n| P2 | 1 hour | 2 hours |",
        title="Policy: Marina IT service level targets v3",
    )
    before = (
        "What was the P1 out-of-hours response target in the service level table before version 3?"
    )
    assert "30 minutes" not in _answered_texts(reader, before, [page])
    now = "What is the P1 out-of-hours response target in version 3 of the service level table?"
    assert _top(reader, now, [page]) == ("30 minutes", True)


@pytest.mark.parametrize(
    ("sentence", "answer"),
    [
        ("Her deputy is Tobias Renwick, who also sits on the steering group.", "Tobias Renwick"),
        ("Jonah Pelletier is her deputy and runs the project pipeline.", "Jonah Pelletier"),
        ("The deputy lead is Hollis Adeyemi, who runs the weekly release.", "Hollis Adeyemi"),
    ],
)
def test_a_sentence_of_the_teams_page_says_who_its_deputy_is(
    reader: Reader, sentence: str, answer: str
) -> None:
    """'Her deputy is X' on the team's page answers "Who is the deputy lead of <team>?"
    (deputy questions of 14 dev sets stayed guesses: the sentence names neither the team nor
    the whole role). On another team's page, after 'acting', or against the page's own
    'Deputy:' field it answers nothing."""
    text = (
        f"Quay Systems looks after the harbour cameras.\n\nMorag Ellison leads the team. {sentence}"
    )
    question = "Who is the deputy lead of Quay Systems?"
    own = _ev("qs#0", text, title="Team page: Quay Systems")
    best = reader.read(question, [own]).candidates[0]
    assert (best.text, best.confidence >= reader.threshold("answer")) == (answer, True)
    assert "says is its deputy lead" in best.reasons[0]
    assert _top(reader, "Who deputises for the head of Quay Systems?", [own]) == (answer, True)
    other = _ev(
        "ls#0", text.replace("Quay Systems", "Launch Systems"), title="Team page: Launch Systems"
    )
    assert answer not in _answered_texts(reader, question, [other])
    acting = _ev("qs#0", text.replace("deputy", "acting deputy"), title="Team page: Quay Systems")
    assert answer not in _answered_texts(reader, question, [acting])
    field = _ev(
        "qs#0",
        f"Lead: Morag Ellison\nDeputy: Ines Calloway\n\n{sentence}",
        title="Team page: Quay Systems",
    )
    assert answer not in _answered_texts(reader, question, [field])


def test_a_copular_role_is_read_whole(reader: Reader) -> None:
    """'The store manager is Victor Ansell and the deputy store manager is Lydia Crane' on the
    store's page answers both roles, each with its own holder (retail-dev RTL-q-013)."""
    page = _ev(
        "dm#0",
        "Dunmere is a mid-sized store on Station Road. The store manager is Victor Ansell and "
        "the deputy store manager is Lydia Crane. The store trades from 07:00 to 21:00.",
        title="Site notes: Dunmere store",
    )
    assert _top(reader, "Who is the deputy store manager at Dunmere?", [page]) == (
        "Lydia Crane",
        True,
    )
    assert _top(reader, "Who is the store manager at Dunmere?", [page])[0] == "Victor Ansell"


def test_the_chair_in_the_minutes_attendance_chaired_the_meeting(reader: Reader) -> None:
    """'Present: Oona Pendleton (chair), ...' in the minutes of the asked meeting answers "Who
    chaired ...?" (halls, rescue, pension and marina sets: every attendee was the 'Present'
    field's value and none the chair's). Another meeting's minutes and '(deputy chair)' do
    not answer."""
    minutes = (
        "Present: Oona Pendleton (chair), Priya Castellane, Morag Ellison, Delphine Okafor\n"
        "Apologies: Fergus Lindqvist\n\nThe group approved the pager replacement business case."
    )
    question = "Who chaired the Digital Steering Group meeting on 15 January 2025?"
    own = _ev("dsg#0", minutes, title="Digital Steering Group minutes: 15 January 2025")
    best = reader.read(question, [own]).candidates[0]
    assert (best.text, best.confidence >= reader.threshold("answer")) == ("Oona Pendleton", True)
    assert "'(chair)'" in best.reasons[0]
    other = _ev("dsg#1", minutes, title="Digital Steering Group minutes: 12 March 2025")
    assert "Oona Pendleton" not in _answered_texts(reader, question, [other])
    deputy = _ev("dsg#0", minutes.replace("(chair)", "(deputy chair)"), title=own.title)
    assert "Oona Pendleton" not in _answered_texts(reader, question, [deputy])


def test_a_field_the_question_names_is_read_among_many_lines_naming_its_subject(
    reader: Reader,
) -> None:
    """'Deputy: Tomasz Wielgosz' shares only 'deputy' with "Who is the deputy lead of the Cargo
    Systems Team?"; where other pages' lines name the team many times it was not among the
    lines read, and the lead was the best guess (customs-dev CUS-q-010, and the deputy
    questions of six more sets)."""
    team = _ev(
        "cst#0",
        "Team: Cargo Systems Team (CST)\nLead: Priya Ramaswamy\nDeputy: Tomasz Wielgosz\n"
        "Base: Castlebridge Data Centre\nHeadcount: 14",
        title="Team page: Cargo Systems Team",
    )
    log = _ev(
        "log#0",
        "\n".join(
            f"- Ticket {n}: the Cargo Systems Team lead closed a Cargo Systems Team change."
            for n in range(100, 130)
        ),
        title="Change log: Cargo Systems Team",
    )
    question = "Who is the deputy lead of the Cargo Systems Team?"
    assert _top(reader, question, [log, team]) == ("Tomasz Wielgosz", True)


def test_a_phone_line_asked_with_phone_is_the_line_field(reader: Reader) -> None:
    """ "What is Ampere Nine's emergency phone line?" asks the 'Emergency line (24/7)' field
    ('phone' is no other kind of line; bikeshare-dev BIK-q-069 stayed a guess), and the
    bracket's '):' is no unit of '24/7' (it made a candidate '24/7):')."""
    page = _ev(
        "an#0",
        "Supplier: Ampere Nine Ltd\nSupport line: 01632 960100\nEmergency line (24/7): "
        "07700 900950\nAccount manager: Rhona Petrie",
        title="Supplier profile: Ampere Nine Ltd",
    )
    reading = reader.read("What is Ampere Nine's emergency phone line?", [page])
    best = reading.candidates[0]
    assert (best.text, best.confidence >= reader.threshold("answer")) == ("07700 900950", True)
    assert not any(c.text.endswith(":") for c in reading.candidates)


def test_who_supplies_a_system_asks_for_a_company(reader: Reader) -> None:
    """ "Who supplies Blue Dot?" is answered by a company: the supplier's name fits the asked
    type, so the resolution check does not reject it as 'an organisation where a person is
    asked' (motorway-dev MWY-q-009, and eight more supplier questions of the dev sets)."""
    page = _ev(
        "bd#0",
        "System: Blue Dot\nSupplier: Halden Mobile Systems Ltd\nOwning team: Control Room "
        "Systems\nContract end: 30 November 2026",
        title="System page: Blue Dot",
    )
    best = reader.read("Who supplies Blue Dot?", [page]).candidates[0]
    assert (best.text, best.type_fit) == ("Halden Mobile Systems Ltd", 1.0)
    person = reader.read("Who leads Control Room Systems?", [page]).candidates
    assert all(c.type_fit < 1.0 for c in person if c.text == "Halden Mobile Systems Ltd")


def test_a_sentence_saying_the_asked_attribute_is_about_its_pages_subject(reader: Reader) -> None:
    """'The contract reference is CNPA-C-1902' on Tollbridge's supplier page gives
    Tollbridge's reference, though it names no one (parks-dev NPA-q-008: another supplier's
    reference, in a sentence that names it, ranked first). A subject naming something else
    ('The Tollgate contract') stays that thing's."""
    page = _ev(
        "tb#0",
        "Tollbridge Parking Services runs the pay machines in the three visitor car parks. The "
        "contract reference is CNPA-C-1902 and the contract runs until 31 March 2025. The "
        "Tollgate contract, for comparison, is CNPA-C-1874.",
        title="Supplier profile: Tollbridge Parking Services",
    )
    reading = reader.read("What's the contract reference for Tollbridge Parking Services?", [page])
    best = reading.candidates[0]
    assert best.text == "CNPA-C-1902"
    assert "question names in its sentence 1.00" in best.reasons
    # a noun of the question's relative clause is no asked attribute (hospice-dev HSP-q-002)
    runbook = _ev(
        "rb#0",
        "RB-17 covers a till estate outage. The runbook is owned by Nadia Kowalczyk and pages "
        "the Retail Systems Team duty analyst.",
        title="Runbook RB-17: Till estate outage",
    )
    bridge = reader.read("Who leads the team that runbook RB-17 pages?", [runbook])
    owner = next(c for c in bridge.candidates if c.text == "Nadia Kowalczyk")
    assert "question names in its sentence 0.00" in owner.reasons
