"""Offline (spaCy) and precomputed extraction; no database needed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from a2rag.config import Settings
from a2rag.errors import IngestError
from a2rag.ingest.extract import Extractor, make_extractor, normalise_predicate
from a2rag.ingest.extract.offline import OfflineExtractor
from a2rag.ingest.extract.precomputed import PrecomputedExtractor
from a2rag.ingest.models import Chunk, Extraction
from a2rag.types import CO_OCCURS

MUSIQUE_TRIPLES = Path("/work/shared/data/musique/openie_triples.jsonl")


def chunk(text: str, doc: str = "d1", index: int = 0) -> Chunk:
    return Chunk(
        id=f"{doc}#{index}", doc_id=doc, index=index, text=text, token_count=len(text.split())
    )


@pytest.fixture(scope="module")
def offline() -> OfflineExtractor:
    return OfflineExtractor(Settings())


def one(ex: OfflineExtractor, text: str) -> Extraction:
    (out,) = ex.extract([chunk(text)])
    assert out.error is None
    return out


def triples(e: Extraction) -> set[tuple[str, str, str]]:
    return {(r.subject, r.predicate, r.object) for r in e.relations}


def names(e: Extraction) -> set[str]:
    return {x.name for x in e.entities}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("is capped at", "capped_at"),
        ("routes ... to", "route_to"),
        ("Routes to", "route_to"),
        ("was founded by", "founded_by"),
        ("published by", "published_by"),
        ("belongs to", "belong_to"),
        ("carries", "carry"),
        ("is a", "is_a"),
        ("capped_at", "capped_at"),
        ("", "related_to"),
    ],
)
def test_normalise_predicate(text: str, expected: str) -> None:
    assert normalise_predicate(text) == expected
    assert normalise_predicate(expected) == expected  # idempotent


def test_entities_and_svo_with_prepositional_object(offline: OfflineExtractor) -> None:
    e = one(offline, "Kestrel Prime Brokerage routes EUR crosses to OGW.")
    assert {"Kestrel Prime Brokerage", "OGW"} <= names(e)
    assert ("Kestrel Prime Brokerage", "route_to", "OGW") in triples(e)


def test_passive_voice_is_turned_active(offline: OfflineExtractor) -> None:
    e = one(offline, "Kestrel Analytics was founded by John Smith.")
    assert ("John Smith", "founded", "Kestrel Analytics") in triples(e)
    assert ("Kestrel Analytics", "founded_by", "John Smith") not in triples(e)


def test_qualifiers_are_not_entities(offline: OfflineExtractor) -> None:
    e = one(
        offline,
        "On 5 March 2024 Kestrel Prime Brokerage capped EUR orders at 2% of volume, "
        "or $5 million, for the third time in 12 days.",
    )
    assert "Kestrel Prime Brokerage" in names(e)
    bad = [n for n in names(e) if any(ch.isdigit() for ch in n) or "third" in n]
    assert bad == []
    types = {x.type for x in e.entities}
    assert not types & {"DATE", "PERCENT", "MONEY", "CARDINAL", "ORDINAL", "TIME", "QUANTITY"}


def test_bracketed_prefix_and_acronyms_are_kept(offline: OfflineExtractor) -> None:
    e = one(offline, "[GUI] Kestrel rejected the order. KPB sends orders to the OGW gateway.")
    assert "[GUI] Kestrel" in names(e)
    assert "KPB" in names(e)
    assert "the OGW gateway" not in names(e)  # determiners are stripped


def test_relations_only_between_listed_entities(offline: OfflineExtractor) -> None:
    texts = [
        "Shirley Temple Black was an American actress who served as United States ambassador "
        "to Ghana and to Czechoslovakia.",
        "Kestrel Prime Brokerage (KPB) routes EUR crosses to OGW, which forwards them to LMAX "
        "Exchange in London.",
        "The Beatles' album was released by EMI in 1969, produced by George Martin at Abbey "
        "Road Studios with Geoff Emerick, Ken Scott and Alan Parsons.",
    ]
    outs = offline.extract([chunk(t, f"d{i}") for i, t in enumerate(texts)])
    assert [o.chunk_id for o in outs] == ["d0#0", "d1#0", "d2#0"]
    for o in outs:
        assert o.relations
        for r in o.relations:
            assert r.subject in names(o) and r.object in names(o)
            assert r.subject != r.object
    co = [r for r in outs[2].relations if r.predicate == CO_OCCURS]
    assert co and len(co) <= 6 * 2  # capped per sentence (two sentences at most here)


def test_co_occurrence_is_capped_per_sentence(offline: OfflineExtractor) -> None:
    text = (
        "Alice Smith, Bob Jones, Carol White, David Brown, Erin Green, Frank Black and "
        "Grace Hall met in Paris."
    )
    e = one(offline, text)
    assert len(names(e)) >= 6
    assert 1 <= sum(r.predicate == CO_OCCURS for r in e.relations) <= 6


class _Exploding:
    """Wraps the real pipeline; any text containing BOOM makes spaCy raise."""

    def __init__(self, nlp: Any) -> None:
        self.nlp = nlp

    def pipe(self, texts: list[str], **kw: Any) -> Any:
        if any("BOOM" in t for t in texts):
            raise RuntimeError("BOOM in batch")
        return self.nlp.pipe(texts, **kw)

    def __call__(self, text: str) -> Any:
        if "BOOM" in text:
            raise RuntimeError("cannot parse BOOM")
        return self.nlp(text)


def test_failing_chunk_gets_error_others_succeed(
    offline: OfflineExtractor, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(offline, "_nlp", _Exploding(offline._nlp))
    chunks = [
        chunk("Kestrel Prime Brokerage routes orders to OGW.", "a"),
        chunk("BOOM goes the parser.", "b"),
        chunk("John Smith founded Kestrel Analytics.", "c"),
    ]
    outs = offline.extract(chunks)
    assert [o.chunk_id for o in outs] == ["a#0", "b#0", "c#0"]
    assert outs[1].error and "cannot parse BOOM" in outs[1].error
    assert outs[1].entities == [] and outs[1].relations == []
    assert outs[0].error is None and "OGW" in names(outs[0])
    assert outs[2].error is None and "John Smith" in names(outs[2])


def test_failure_after_parsing_is_per_chunk(
    offline: OfflineExtractor, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = offline.extract_doc

    def flaky(chunk_id: str, doc: Any) -> Extraction:
        if chunk_id == "b#0":
            raise ValueError("bad doc")
        return real(chunk_id, doc)

    monkeypatch.setattr(offline, "extract_doc", flaky)
    outs = offline.extract([chunk("Alice Smith lives in Paris.", d) for d in "abc"])
    assert [o.error is None for o in outs] == [True, False, True]
    assert "bad doc" in (outs[1].error or "")


def test_make_extractor(tmp_path: Path) -> None:
    ex = make_extractor("offline", Settings())
    assert isinstance(ex, Extractor) and ex.name == "offline"
    with pytest.raises(IngestError):
        make_extractor("precomputed", Settings())
    with pytest.raises(IngestError):
        make_extractor("nonsense", Settings())
    f = tmp_path / "t.jsonl"
    f.write_text("")
    assert make_extractor("precomputed", Settings(), triples_file=f).name == "precomputed"


# --- precomputed ------------------------------------------------------------------------------
def _write(tmp_path: Path, rows: list[Any]) -> Path:
    f = tmp_path / "triples.jsonl"
    f.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return f


def test_precomputed_maps_rows_onto_chunks(tmp_path: Path) -> None:
    f = _write(
        tmp_path,
        [
            {
                "passage_id": "p1",
                "entities": ["Journal of Physics", "AIP", "Copenhagen", "Nowhere Prize"],
                "triples": [
                    ["Journal of Physics", "is published by", "AIP"],
                    ["Journal of Physics", "current editor is", "Jan Solovej"],
                ],
            }
        ],
    )
    ex = PrecomputedExtractor(f)
    chunks = [
        chunk("The Journal of Physics appears monthly.", "p1", 0),
        chunk("It is published by AIP; its editor Jan Solovej is from copenhagen.", "p1", 1),
        chunk("Unrelated text.", "p2", 0),
    ]
    c0, c1, other = ex.extract(chunks)
    assert names(c0) >= {"Journal of Physics", "Nowhere Prize"}  # orphan -> first chunk
    assert "Copenhagen" not in names(c0) and "Nowhere Prize" not in names(c1)
    assert names(c1) >= {"AIP", "Jan Solovej", "Copenhagen"}  # case-insensitive match
    # triple endpoints become entities of every chunk the triple goes to
    assert "AIP" in names(c0)
    assert ("Journal of Physics", "published_by", "AIP") in triples(c0) & triples(c1)
    for e in (c0, c1):
        for r in e.relations:
            assert r.subject in names(e) and r.object in names(e)
    assert other.error is None and other.entities == [] and other.relations == []


def test_precomputed_malformed_row_names_file_and_line(tmp_path: Path) -> None:
    good = {"passage_id": "p1", "entities": [], "triples": []}
    for bad in (
        "{not json",
        {"passage_id": "p2", "triples": [["only", "two"]]},
        {"entities": ["x"]},
    ):
        f = _write(tmp_path, [good, bad])
        with pytest.raises(IngestError, match=rf"{f}:2"):
            PrecomputedExtractor(f)


@pytest.mark.skipif(not MUSIQUE_TRIPLES.exists(), reason="shared data not present")
def test_precomputed_reads_musique_file() -> None:
    ex = PrecomputedExtractor(MUSIQUE_TRIPLES)
    first = json.loads(MUSIQUE_TRIPLES.read_text().splitlines()[0])
    (out,) = ex.extract([chunk("whatever", first["passage_id"])])
    assert out.error is None and len(out.relations) == len(first["triples"])


def test_unbalanced_quotes_brackets_and_markup_are_cut(offline: OfflineExtractor) -> None:
    e = one(
        offline,
        "It was CBS's answer to NBC's popular \"A Date with Judy\". The Indian National "
        'Congress (INC won the vote. <ref name="Ahmed Rashid"> was cited.',
    )
    assert not [n for n in names(e) if any(ch in n for ch in '"()<>=')]


def test_extraction_carries_the_readers_parses_unless_switched_off() -> None:
    """Each extracted chunk carries the reader's parses of its units (stored with the chunk),
    readable only by the pipeline that made them; `parse_store=False` makes none."""
    from a2rag.read.parse_store import pipeline_tag, unit_texts, unpack
    from a2rag.text.nlp import load_nlp

    text = "Priya Raman chairs the Risk Committee. The committee meets monthly in Leeds."
    chunk = Chunk(id="d#0", doc_id="d", index=0, text=text, token_count=14)
    ext = OfflineExtractor(Settings(parse_store=True), workers=1).extract([chunk])[0]
    assert ext.parses is not None
    nlp = load_nlp(Settings().models.spacy_model)
    docs = {t: units.doc(i, t) for t, (units, i) in unpack(nlp, ext.parses).items()}
    assert set(docs) == set(unit_texts(text)) and len(docs) == 2
    fresh = nlp("Priya Raman chairs the Risk Committee.")
    kept = docs["Priya Raman chairs the Risk Committee."]
    assert [(t.dep_, t.head.i, t.lemma_, t.ent_type_) for t in kept] == [
        (t.dep_, t.head.i, t.lemma_, t.ent_type_) for t in fresh
    ]
    other = ext.parses.replace(pipeline_tag(nlp), "a2rag-parses/1 en_x-3.0 spacy-3.0", 1)
    assert unpack(nlp, other) == {}, "another pipeline's parses are not read"
    assert unpack(nlp, ext.parses[:90]) == {}, "a damaged value reads as no parses"
    units, i = unpack(nlp, ext.parses)["Priya Raman chairs the Risk Committee."]
    assert units.doc(i, "another text") is None, "a unit is only ever its own text's parse"
    off = OfflineExtractor(Settings(parse_store=False), workers=1).extract([chunk])[0]
    assert off.parses is None and off.entities == ext.entities


def test_a_code_the_tokenizer_splits_is_one_whole_mention(offline: OfflineExtractor) -> None:
    """spaCy cuts 'INC-2024-0233' into 'INC-2024', '-', '0233'; taken as 'INC-2024', every
    incident of 2024 would be one entity. A year range is no code."""
    names = {
        e.name
        for e in one(
            offline, "INC-2024-0233 delayed paging; INC-2024-0107 stopped dispensing."
        ).entities
    }
    assert {"INC-2024-0233", "INC-2024-0107"} <= names
    assert "INC-2024" not in names
    names = {
        e.name for e in one(offline, "The Finance Board approved the 2024-25 budget.").entities
    }
    assert not any(n.startswith("2024") for n in names)
