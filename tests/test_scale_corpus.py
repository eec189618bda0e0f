"""The scale benchmark's corpus builder (no database): nested sizes, consistent renaming."""

from __future__ import annotations

import re

from a2rag.eval.datasets import Passage, Question
from a2rag.eval.scale_corpus import corpus_of_size, name_mapping, ordered_pool, vocabulary

REAL = [
    Passage(id="r1", title="Pál Gábor", text="Pál Gábor directed Angi Vera in Hungary in March."),
    Passage(id="r2", title="Angi Vera", text="Angi Vera is a film by Pál Gábor, shot in Hungary."),
    Passage(id="r3", title="1978 in film", text="The year 1978 saw Angi Vera and BBC dramas."),
    Passage(id="r4", title="Hungary", text="Hungary is a country. Its capital is Budapest."),
]


def test_copies_rename_names_consistently_and_never_share_a_title() -> None:
    corpus = corpus_of_size(REAL, 4 * 3, seed=7)
    assert [p.id for p in corpus[:4]] == ["r1", "r2", "r3", "r4"]
    originals = {p.title for p in REAL}
    copies = corpus[4:]
    assert len({p.id for p in corpus}) == len(corpus)
    assert not originals & {p.title for p in copies}
    first, second = copies[:4], copies[4:]
    assert not {p.title for p in first} & {p.title for p in second}  # generations stay apart
    # "Pál Gábor" is one invented name, the same in every passage of a generation
    m = name_mapping(vocabulary(REAL), seed=7, generation=1)
    name = f"{m['Pál']} {m['Gábor']}"
    assert first[0].title == name and first[1].text.endswith(f"{name}, shot in {m['Hungary']}.")
    assert first[3].title == m["Hungary"] and m["Hungary"] in first[0].text
    assert "March" in first[0].text and first[2].text.startswith("The year 1978")  # kept words
    assert m["BBC"].isupper() and m["BBC"] != "BBC"
    words = {w.lower() for p in REAL for w in re.findall(r"\w+", f"{p.title} {p.text}")}
    assert not words & {v.lower() for v in m.values()}  # no invented word is a real one
    assert corpus_of_size(REAL, 12, seed=7) == corpus  # deterministic
    assert corpus_of_size(REAL, 6, seed=7) == corpus[:6]  # nested


def test_pool_starts_with_the_sample_supports() -> None:
    qs = [Question(id="q", question="?", supporting_ids=["r3", "r1"])]
    sample, pool = ordered_pool(qs, REAL[:3], [REAL[3:]], None, seed=0)
    assert sample == qs
    assert [p.id for p in pool[:2]] == ["r3", "r1"] and pool[2].id == "r2" and pool[3].id == "r4"
