"""Entity resolution rules, stable ids and relation merging; no database needed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from a2rag.config import Settings
from a2rag.ingest.models import Chunk, Extraction, ResolvedEntity
from a2rag.ingest.resolve import EntityResolver, Resolution
from a2rag.text.names import entity_id, name_key
from a2rag.types import ExtractedEntity, ExtractedRelation

REPO = Path(__file__).resolve().parent.parent


def ch(doc: str, i: int, text: str) -> Chunk:
    return Chunk(id=f"{doc}#{i}", doc_id=doc, index=i, text=text, token_count=len(text.split()))


def ex(
    chunk: Chunk, *ents: str | tuple[str, str], rels: Sequence[tuple[str, str, str]] = ()
) -> Extraction:
    entities = [
        ExtractedEntity(name=e) if isinstance(e, str) else ExtractedEntity(name=e[0], type=e[1])
        for e in ents
    ]
    relations = [ExtractedRelation(subject=s, predicate=p, object=o) for s, p, o in rels]
    return Extraction(chunk_id=chunk.id, entities=entities, relations=relations)


def by_name(res: Resolution, name: str) -> ResolvedEntity:
    hits = [e for e in res.entities if e.name == name]
    assert len(hits) == 1, [e.name for e in res.entities]
    return hits[0]


def owner_of(res: Resolution, alias: str) -> list[str]:
    return [e.name for e in res.entities if alias in e.aliases]


def kestrel_corpus() -> tuple[list[Extraction], list[Chunk]]:
    """doc-1 mentions KPB by every alias (one alias per chunk); doc-2 is Kestrel Analytics."""
    c = [
        ch("doc-1", 0, "Kestrel Prime Brokerage (KPB) routes EUR crosses to OGW."),
        ch("doc-1", 1, "Kestrel caps single orders at 5m."),
        ch("doc-1", 2, "The desk reviewed KPB limits daily."),
        ch("doc-1", 3, "[GUI] Kestrel rejected the order at 09:14."),
        ch("doc-1", 4, "the kpb lowercase word is not the acronym."),
        ch("doc-2", 0, "Kestrel Analytics publishes reports on FX venues."),
        ch("doc-3", 0, "A log line: [GUI] Kestrel connected to OGW."),
    ]
    e = [
        ex(
            c[0],
            ("Kestrel Prime Brokerage", "ORG"),
            ("KPB", "ORG"),
            ("OGW", "ORG"),
            rels=[("Kestrel Prime Brokerage", "route_to", "OGW")],
        ),
        ex(c[1], ("Kestrel", "PERSON")),
        ex(c[2]),  # the extractor missed "KPB" here: alias scanning must find it
        ex(c[3]),
        ex(c[4]),
        ex(c[5], ("Kestrel Analytics", "ORG")),
        ex(
            c[6],
            ("[GUI] Kestrel", "ORG"),
            ("KPB", "ORG"),
            ("OGW", "ORG"),
            rels=[("[GUI] Kestrel", "connect_to", "OGW"), ("KPB", "co_occurs", "[GUI] Kestrel")],
        ),
    ]
    return e, c


def test_name_key_variants() -> None:
    assert name_key("[GUI] Kestrel") == name_key("(GUI) kestrel") == "kestrel"
    assert name_key("The Kestrel Prime-Brokerage's") == "kestrel prime brokerage"
    assert name_key("  Kestrel   PRIME brokerage ") == "kestrel prime brokerage"
    assert entity_id(name_key("Kestrel Prime Brokerage")) == "ent:kestrel_prime_brokerage"


def test_kestrel_acceptance() -> None:
    e, c = kestrel_corpus()
    res = EntityResolver(Settings()).resolve(e, c)
    kpb = by_name(res, "Kestrel Prime Brokerage")
    assert kpb.id == "ent:kestrel_prime_brokerage"
    assert {"Kestrel Prime Brokerage", "Kestrel", "KPB", "[GUI] Kestrel"} <= set(kpb.aliases)
    # mentioned by every alias; "kpb" in lower case is not the acronym
    assert kpb.chunk_ids == ["doc-1#0", "doc-1#1", "doc-1#2", "doc-1#3", "doc-3#0"]
    reasons = "\n".join(kpb.merge_reasons)
    assert "KPB: acronym introduced as 'Kestrel Prime Brokerage (KPB)' in chunk doc-1#0" in reasons
    assert "[GUI] Kestrel: bracketed prefix removed" in reasons
    assert "Kestrel: short form of 'Kestrel Prime Brokerage'" in reasons

    analytics = by_name(res, "Kestrel Analytics")
    assert analytics.id != kpb.id and analytics.aliases == ["Kestrel Analytics"]
    assert analytics.chunk_ids == ["doc-2#0"]
    assert owner_of(res, "Kestrel") == ["Kestrel Prime Brokerage"]
    assert res.merges == 3  # Kestrel, KPB, [GUI] Kestrel


def test_acronym_not_introduced_is_not_guessed() -> None:
    c = [ch("d1", 0, "Kestrel Prime Brokerage routes orders."), ch("d2", 0, "KPB routes orders.")]
    e = [ex(c[0], "Kestrel Prime Brokerage"), ex(c[1], "KPB")]
    res = EntityResolver(Settings()).resolve(e, c)
    assert {x.name for x in res.entities} == {"Kestrel Prime Brokerage", "KPB"}
    # ... but one introduction anywhere in the corpus makes every "KPB" resolve
    c.append(ch("d3", 0, "KPB (Kestrel Prime Brokerage) is a prime broker."))
    e.append(ex(c[2]))
    res = EntityResolver(Settings()).resolve(e, c)
    kpb = by_name(res, "Kestrel Prime Brokerage")
    assert "KPB" in kpb.aliases and {"d2#0", "d3#0"} <= set(kpb.chunk_ids)
    assert any(
        "acronym introduced as 'KPB (Kestrel Prime Brokerage)'" in r for r in kpb.merge_reasons
    )


def test_names_the_text_says_are_other_names_join_and_say_why() -> None:
    c = [
        ch("pm", 0, "For 2 hours, LabRelay (known as LRR to most laboratory staff) was down."),
        ch("cab", 0, "Junction was renamed Tidewater Integration Engine in 2022."),
        ch(
            "ops",
            0,
            "Beds: if BedBoard (the bed service, called WardWatch until 2021) is down, print.",
        ),
        ch("film", 0, "Swept from the Sea (known as Amy Foster in the UK) is a film."),
        ch("lab", 0, "LRR routes 180,000 results a day."),
        ch("sys", 0, "Apotheca Gateway sends dispensing requests to the robots.").model_copy(
            update={"title": "System page: Apotheca Gateway (MG-SYS-040)"}
        ),
    ]
    e = [
        ex(c[0], "LabRelay"),
        ex(c[1], "Junction", "Tidewater Integration Engine"),
        ex(c[2], "BedBoard"),
        ex(c[3], "Amy Foster", "Sea"),
        ex(c[4], "LRR"),
        ex(c[5], "Apotheca Gateway"),
    ]
    res = EntityResolver(Settings()).resolve(e, c)
    lab = by_name(res, "LabRelay")
    assert {"LRR"} <= set(lab.aliases) and "lab#0" in lab.chunk_ids
    assert any(
        "LRR: alias stated as 'LabRelay (known as LRR to most laboratory staff)'" in r
        for r in lab.merge_reasons
    )
    assert "Junction" in by_name(res, "Tidewater Integration Engine").aliases
    assert "WardWatch" in by_name(res, "BedBoard").aliases
    # a page titled "Name (CODE)" gives its subject the code
    gateway = by_name(res, "Apotheca Gateway")
    assert "MG-SYS-040" in gateway.aliases
    # the tail of a longer title is not a name: 'Sea' stays apart from 'Amy Foster'
    assert owner_of(res, "Amy Foster") == ["Amy Foster"]


def test_a_code_a_sentence_equates_and_a_former_team_name_join_their_names() -> None:
    """ "DC-E is Harwood and DC-W is Milbrook Quay" gives each site its code; "this team was
    called ..." in a line about a named team gives that team its old name. A code that "is"
    something other than a name ("DC-W is offline") names nothing."""
    c = [
        ch("rb", 0, "Sites in this runbook follow a convention: DC-E is Harwood and DC-W is "
           "Milbrook Quay. Check that DC-W is offline before the switch."),
        ch("ov", 0, "Teams:\n- Field Services: desk-side support and loan laptops. Until the "
           "2022 merger this team was called Desktop Support Unit.\n- Network Services: "
           "links and firewalls."),
        ch("s2", 0, "Milbrook Quay hosts the standby brokers."),
    ]  # fmt: skip
    e = [
        ex(c[0], "Harwood", "Milbrook Quay", "DC-W"),
        ex(c[1], "Field Services", "Network Services"),
        ex(c[2], "Milbrook Quay"),
    ]
    res = EntityResolver(Settings()).resolve(e, c)
    assert "DC-W" in by_name(res, "Milbrook Quay").aliases
    assert "DC-E" in by_name(res, "Harwood").aliases
    assert "Desktop Support Unit" in by_name(res, "Field Services").aliases
    assert "Desktop Support Unit" not in by_name(res, "Network Services").aliases
    assert any(
        "alias stated as" in r and "this team was called" in r
        for r in by_name(res, "Field Services").merge_reasons
    )


def test_more_ways_a_text_gives_a_name_another_name() -> None:
    """Pages say a thing's other name in many ways: a relative clause whose subject calls it
    something, "is still called", "was the name of", a code with its name in brackets, a
    code column, "the team was called" on a line about a team, "&" inside an acronym's long
    form. None of the look-alikes joins: a clause that rings someone ("which calls the ORX
    duty engineer"), a pronoun subject, a ticket code with a year, a name inside a phrase."""
    c = [
        ch("gw", 0, "Orders reach the broker through Quaymark Gateway, which most staff simply "
           "call QMG. The Control Room, which many drivers still call the Lamp Desk, raises "
           "faults. Quaymark Gateway, which calls the ORX duty engineer, pages."),
        ch("ch", 0, "CHG-881: Ferrowind is still called Slatebox in several depot procedures. "
           "Brightlog was the name of the Ferrowind platform before it was rebranded."),
        ch("si", 0, "Site: KP-04 (Kelby Park Depot), aisle 3. INC-2024-077 (Ferrowind) was a "
           "P2. It was renamed Harrow Point."),
        ch("mw", 0, "| Service | Service code | Window |\n|---|---|---|\n"
           "| Tessary | SV-112 | first Monday |"),
        ch("ov", 0, "Teams:\n- Yard Engineering: tyres and trailers. The team was called "
           "Workshop Crew until 2022.\n- Routing & Planning Systems (RPS): route planning."),
        ch("gv", 0, "After the war the body governing Calder was called the Control Council."),
    ]  # fmt: skip
    e = [
        ex(c[0], "Quaymark Gateway", "QMG", "Control Room", "Lamp Desk", "ORX"),
        ex(c[1], "Ferrowind", "Slatebox", "Brightlog"),
        ex(c[2], "Kelby Park Depot", "KP-04", "Harrow Point"),
        ex(c[3], "Tessary", "SV-112"),
        ex(c[4], "Yard Engineering", "Workshop Crew", "Routing & Planning Systems", "RPS"),
        ex(c[5], "Calder", "Control Council"),
    ]
    res = EntityResolver(Settings()).resolve(e, c)
    assert "QMG" in by_name(res, "Quaymark Gateway").aliases
    assert "Lamp Desk" in by_name(res, "Control Room").aliases
    assert {"Slatebox", "Brightlog"} <= set(by_name(res, "Ferrowind").aliases)
    assert "KP-04" in by_name(res, "Kelby Park Depot").aliases
    assert "SV-112" in by_name(res, "Tessary").aliases
    assert "Workshop Crew" in by_name(res, "Yard Engineering").aliases
    assert "RPS" in by_name(res, "Routing & Planning Systems").aliases
    assert owner_of(res, "ORX") == ["ORX"]
    assert owner_of(res, "Harrow Point") == ["Harrow Point"]
    assert owner_of(res, "Control Council") == ["Control Council"]
    assert "INC-2024-077" not in by_name(res, "Ferrowind").aliases


def test_a_page_titled_by_its_subject_gives_it_the_name_its_noun_was_called() -> None:
    """ "The airport is also known as Tarrow International Airport" on a page titled "Tarrow
    Airport" names the page's subject; the same sentence under another title names nothing."""
    c = [
        ch("ap", 0, "The airport is also known as Tarrow International Airport.").model_copy(
            update={"title": "Tarrow Airport"}
        ),
        ch("br", 0, "The airport is also known as Kelm Field.").model_copy(
            update={"title": "Aviation in Kelm"}
        ),
    ]
    e = [ex(c[0], "Tarrow Airport", "Tarrow International Airport"), ex(c[1], "Kelm Field")]
    res = EntityResolver(Settings()).resolve(e, c)
    assert "Tarrow International Airport" in by_name(res, "Tarrow Airport").aliases
    assert owner_of(res, "Kelm Field") == ["Kelm Field"]


def _ambiguous(extra_kpb_mentions: int) -> Resolution:
    c = [
        ch("d1", 0, "Kestrel Prime Brokerage is a broker."),
        ch("d2", 0, "Kestrel Analytics is a vendor."),
        ch("d3", 0, "Kestrel went offline."),
    ]
    e = [ex(c[0], "Kestrel Prime Brokerage"), ex(c[1], "Kestrel Analytics"), ex(c[2], "Kestrel")]
    for i in range(extra_kpb_mentions):
        c.append(ch(f"k{i}", 0, "Kestrel Prime Brokerage again."))
        e.append(ex(c[-1], "Kestrel Prime Brokerage"))
    return EntityResolver(Settings()).resolve(e, c)


def test_ambiguous_short_form_without_context_stays_separate() -> None:
    res = _ambiguous(0)
    kestrel = by_name(res, "Kestrel")
    assert kestrel.id == "ent:kestrel" and kestrel.chunk_ids == ["d3#0"]
    assert owner_of(res, "Kestrel") == ["Kestrel"]
    assert by_name(res, "Kestrel Prime Brokerage").id != by_name(res, "Kestrel Analytics").id


def test_ambiguous_short_form_goes_to_clear_majority() -> None:
    res = _ambiguous(2)  # 3 mentions vs 1
    assert owner_of(res, "Kestrel") == ["Kestrel Prime Brokerage"]
    kpb = by_name(res, "Kestrel Prime Brokerage")
    assert "d3#0" in kpb.chunk_ids
    assert any("3 vs 1 mentions" in r for r in kpb.merge_reasons)


def test_multiword_names_sharing_first_word_never_merge() -> None:
    c = [ch("d1", 0, "Kestrel Prime Brokerage and Kestrel Analytics signed a deal.")]
    e = [ex(c[0], "Kestrel Prime Brokerage", "Kestrel Analytics")]
    res = EntityResolver(Settings()).resolve(e, c)
    assert len(res.entities) == 2


def test_alias_table_overrides_heuristics(tmp_path: Path) -> None:
    table = tmp_path / "aliases.csv"
    table.write_text("alias,canonical\nKestrel,Kestrel Analytics\nOGW,Orion Gateway\n")
    e, c = kestrel_corpus()
    res = EntityResolver(Settings(alias_table=table)).resolve(e, c)
    analytics = by_name(res, "Kestrel Analytics")
    assert "Kestrel" in analytics.aliases and "doc-1#1" in analytics.chunk_ids
    assert "Kestrel: alias table" in analytics.merge_reasons
    assert "Kestrel" not in by_name(res, "Kestrel Prime Brokerage").aliases
    ogw = by_name(res, "Orion Gateway")  # the table's canonical name is used
    assert "OGW" in ogw.aliases and "OGW: alias table" in ogw.merge_reasons


def test_alias_table_errors_name_the_line(tmp_path: Path) -> None:
    from a2rag.errors import IngestError

    table = tmp_path / "aliases.csv"
    table.write_text("Kestrel,Kestrel Analytics\nbroken line\n")
    with pytest.raises(IngestError, match=rf"{table}:2"):
        EntityResolver(Settings(alias_table=table))


def test_ids_are_stable_across_runs_and_hash_seeds() -> None:
    e, c = kestrel_corpus()
    a = EntityResolver(Settings()).resolve(e, c)
    b = EntityResolver(Settings()).resolve(list(reversed(e)), c)
    assert a.model_dump() == b.model_dump()  # input order does not matter either
    # set iteration order must not leak into the result
    script = (
        "import json, sys; sys.path.insert(0, {!r}); sys.path.insert(0, {!r})\n"
        "from test_resolve import kestrel_corpus\n"
        "from a2rag.config import Settings\nfrom a2rag.ingest.resolve import EntityResolver\n"
        "e, c = kestrel_corpus()\n"
        "print(json.dumps(EntityResolver(Settings()).resolve(e, c).model_dump()))"
    ).format(str(REPO), str(REPO / "tests"))
    outs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        p = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
        assert p.returncode == 0, p.stderr
        outs.append(json.loads(p.stdout))
    assert outs[0] == outs[1] == json.loads(json.dumps(a.model_dump()))


def test_known_entities_keep_ids_and_absorb_new_mentions() -> None:
    e, c = kestrel_corpus()
    resolver = EntityResolver(Settings())
    first = resolver.resolve(e, c)
    # an entity whose id was not derived from its name (e.g. made by an older version)
    known = [
        e.model_copy(update={"id": "ent:legacy-7"}) if e.name == "OGW" else e
        for e in first.entities
    ]
    legacy = next(e for e in known if e.id == "ent:legacy-7")

    c2 = [
        ch("doc-9", 0, "KPB widened spreads; kestrel prime brokerage confirmed."),
        ch("doc-9", 1, f"{legacy.name} was unaffected. New Venue Ltd opened."),
    ]
    e2 = [
        ex(c2[0], "KPB", "kestrel prime brokerage"),
        ex(c2[1], legacy.name, "New Venue Ltd", rels=[("New Venue Ltd", "compete_with", "KPB")]),
    ]
    for r in (resolver, EntityResolver(Settings())):  # warm index and fresh resolver agree
        second = r.resolve(e2, c2, known=known)
        kpb = by_name(second, "Kestrel Prime Brokerage")
        assert kpb.id == "ent:kestrel_prime_brokerage"
        assert "doc-9#0" in kpb.chunk_ids and "[GUI] Kestrel" in kpb.aliases
        assert by_name(second, legacy.name).id == "ent:legacy-7"
        new = by_name(second, "New Venue Ltd")
        assert new.id == "ent:new_venue_ltd"
        (rel,) = second.relations
        assert (rel.source_id, rel.target_id) == (new.id, kpb.id)


def test_relations_are_deduplicated_and_weighted() -> None:
    c = [
        ch("d1", 0, "Kestrel Prime Brokerage (KPB) routes to OGW."),
        ch("d1", 1, "KPB routes to OGW."),
    ]
    e = [
        ex(
            c[0],
            "Kestrel Prime Brokerage",
            "KPB",
            "OGW",
            rels=[
                ("Kestrel Prime Brokerage", "routes to", "OGW"),
                ("KPB", "co_occurs", "Kestrel Prime Brokerage"),
            ],
        ),
        ex(c[1], "KPB", "OGW", rels=[("KPB", "route_to", "OGW"), ("KPB", "route to", "OGW")]),
    ]
    res = EntityResolver(Settings()).resolve(e, c)
    (rel,) = res.relations  # the self-loop KPB -> Kestrel Prime Brokerage is dropped
    assert (rel.source_id, rel.predicate, rel.target_id) == (
        "ent:kestrel_prime_brokerage",
        "route_to",
        "ent:OGW",
    )
    assert rel.chunk_ids == ["d1#0", "d1#1"] and rel.weight == 2.0


def test_failed_extractions_are_ignored() -> None:
    c = [ch("d1", 0, "x")]
    res = EntityResolver(Settings()).resolve([Extraction(chunk_id="d1#0", error="boom")], c)
    assert res.entities == [] and res.relations == []


class FakeEmbedder:
    """Same vector for names listed together in `groups`, orthogonal otherwise."""

    dim = 8
    name = "fake"

    def __init__(self, groups: list[set[str]]) -> None:
        self.groups = groups
        self.calls = 0

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.calls += 1
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, t in enumerate(texts):
            g = next((j for j, grp in enumerate(self.groups) if t in grp), len(self.groups) + i % 4)
            out[i, g % self.dim] = 1.0
        return out


def test_embedding_merge_needs_similarity_lexical_guard_and_same_type() -> None:
    c = [
        ch("d1", 0, "Kestrel Prime Brokerage"),
        ch("d2", 0, "Kestrel Prime Brokerge"),
        ch("d3", 0, "Orion Gateway Ltd"),
        ch("d4", 0, "Ori Gate"),
    ]
    e = [
        ex(c[0], ("Kestrel Prime Brokerage", "ORG")),
        ex(c[1], ("Kestrel Prime Brokerge", "ORG")),
        ex(c[2], ("Orion Gateway Ltd", "ORG")),
        ex(c[3], ("Ori Gate", "ORG")),
    ]
    emb = FakeEmbedder(
        [{"Kestrel Prime Brokerage", "Kestrel Prime Brokerge"}, {"Orion Gateway Ltd", "Ori Gate"}]
    )
    res = EntityResolver(Settings(), emb).resolve(e, c)
    kpb = by_name(res, "Kestrel Prime Brokerage")
    assert "Kestrel Prime Brokerge" in kpb.aliases
    assert any("embedding match" in r for r in kpb.merge_reasons)
    assert len(res.entities) == 3  # "Ori Gate" is similar in embedding space only

    e[1] = ex(c[1], ("Kestrel Prime Brokerge", "PERSON"))
    res = EntityResolver(Settings(), emb).resolve(e, c)
    assert len(res.entities) == 4  # different NER types never merge
    assert len(EntityResolver(Settings(), None).resolve(e, c).entities) == 4


def test_single_longer_name_needs_context_or_majority() -> None:
    c = [
        ch("d1", 0, "Hyderabad Gold Mines opened near Hyderabad."),
        ch("d2", 0, "Hyderabad is a large city."),
        ch("d3", 0, "Hyderabad hosts a film festival."),
    ]
    e = [
        ex(c[0], "Hyderabad Gold Mines", "Hyderabad"),
        ex(c[1], "Hyderabad"),
        ex(c[2], "Hyderabad"),
    ]
    res = EntityResolver(Settings()).resolve(e, c)
    assert by_name(res, "Hyderabad Gold Mines").chunk_ids == ["d1#0"]  # same document
    assert by_name(res, "Hyderabad").chunk_ids == ["d2#0", "d3#0"]  # the city stays apart


def test_acronyms_do_not_fold_into_words() -> None:
    c = [ch("d1", 0, "The US team met us."), ch("d2", 0, "Apple Inc. and the INC party.")]
    e = [ex(c[0], "US", "us"), ex(c[1], "Inc", "INC")]
    res = EntityResolver(Settings()).resolve(e, c)
    assert len(res.entities) == 4
