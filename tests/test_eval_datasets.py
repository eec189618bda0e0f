import hashlib
import json
from pathlib import Path

import pytest

from a2rag.eval.datasets import (
    DatasetError,
    load_dataset,
    load_kb,
    load_official,
    passage_id,
)

SHARED = Path("/work/shared/data")


def sha_id(prefix: str, title: str, text: str) -> str:
    return f"{prefix}-" + hashlib.sha1(f"{title}\n{text}".encode()).hexdigest()[:12]


HOTPOT = [
    {
        "_id": "q1",
        "question": "Which city is the capital of the country where Alpha was born?",
        "answer": "Betaville",
        "type": "bridge",
        "supporting_facts": [["Alpha", 0], ["Gamma land", 1]],
        "context": [
            ["Alpha", ["Alpha was born ", " in  Gamma land."]],
            ["Gamma land", ["Gamma land is a country.", "Its capital is Betaville."]],
            ["Noise", ["Unrelated text."]],
        ],
    },
    {
        "_id": "q2",
        "question": "Is Noise unrelated?",
        "answer": "yes",
        "type": "comparison",
        "supporting_facts": [["Noise", 0]],
        "context": [
            ["Noise", ["Unrelated   text."]],  # same passage after whitespace normalisation
            ["Alpha", ["Alpha was born in Gamma land."]],
        ],
    },
]


def write_json(path: Path, data) -> Path:
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return path


def test_hotpotqa_ids_supporting_and_dedupe(tmp_path):
    ds = load_official(write_json(tmp_path / "hotpot.json", HOTPOT), "hotpotqa")
    assert ds.name == "hotpotqa"
    alpha = sha_id("hotpotqa", "Alpha", "Alpha was born in Gamma land.")
    gamma = sha_id("hotpotqa", "Gamma land", "Gamma land is a country. Its capital is Betaville.")
    noise = sha_id("hotpotqa", "Noise", "Unrelated text.")
    assert [p.id for p in ds.passages] == [alpha, gamma, noise]  # deduped, first appearance
    assert ds.passages[0].text == "Alpha was born in Gamma land."
    q1, q2 = ds.questions
    assert (q1.id, q1.answers, q1.type) == ("q1", ["Betaville"], "bridge")
    assert q1.supporting_ids == [alpha, gamma]
    assert q2.supporting_ids == [noise]
    assert passage_id("hotpotqa", " Alpha ", "Alpha  was born in Gamma land. ") == alpha


def test_2wiki_adapter_skips_questions_without_context(tmp_path):
    recs = [
        {**HOTPOT[0], "type": "compositional", "evidences": [["Alpha", "born in", "Gamma land"]]},
        {
            "_id": "q3",
            "question": "No context?",
            "answer": "x",
            "type": "inference",
            "supporting_facts": [["Alpha", 0]],
            "context": [],
        },
    ]
    ds = load_official(write_json(tmp_path / "dev.json", recs), "2wiki")
    assert [q.id for q in ds.questions] == ["q1"]
    assert ds.questions[0].type == "compositional"
    assert all(p.id.startswith("2wiki-") for p in ds.passages)
    assert ds.questions[0].supporting_ids[0] == sha_id(
        "2wiki", "Alpha", "Alpha was born in Gamma land."
    )


def musique_record(qid: str = "2hop__1_2") -> dict:
    return {
        "id": qid,
        "question": "Who is the father of the founder of X?",
        "answer": "Bob",
        "answer_aliases": ["Robert", "Bob"],
        "answerable": True,
        "paragraphs": [
            {"idx": 0, "title": "Distractor", "paragraph_text": "Nothing.", "is_supporting": False},
            {
                "idx": 1,
                "title": "Carl",
                "paragraph_text": "Carl's father is Bob.",
                "is_supporting": True,
            },
            {
                "idx": 2,
                "title": "X",
                "paragraph_text": "X was founded by Carl.",
                "is_supporting": True,
            },
        ],
        "question_decomposition": [
            {"id": 1, "question": "X >> founded by", "answer": "Carl", "paragraph_support_idx": 2},
            {"id": 2, "question": "#1 >> father", "answer": "Bob", "paragraph_support_idx": 1},
        ],
    }


def test_musique_jsonl_hop_order_aliases_type(tmp_path):
    path = tmp_path / "musique_ans_dev.jsonl"
    rec2 = musique_record("3hop1__9_8_7")
    path.write_text(json.dumps(musique_record()) + "\n\n" + json.dumps(rec2) + "\n")
    ds = load_official(path, "musique")
    assert len(ds.passages) == 3  # second record's paragraphs are duplicates
    q = ds.questions[0]
    assert q.answers == ["Bob", "Robert"]
    assert q.type == "2hop"
    assert ds.questions[1].type == "3hop1"
    assert q.supporting_ids == [
        sha_id("musique", "X", "X was founded by Carl."),
        sha_id("musique", "Carl", "Carl's father is Bob."),
    ]


def test_musique_json_array_also_accepted(tmp_path):
    ds = load_official(write_json(tmp_path / "m.json", [musique_record()]), "musique")
    assert len(ds.questions) == 1 and len(ds.questions[0].supporting_ids) == 2


def test_malformed_official_input_names_file_and_line(tmp_path):
    bad = [
        HOTPOT[0],
        {"_id": "q9", "question": "?", "supporting_facts": [], "context": [["T", "not a list"]]},
    ]
    path = write_json(tmp_path / "bad.json", bad)
    with pytest.raises(DatasetError) as e:
        load_official(path, "hotpotqa")
    msg = str(e.value)
    assert str(path) in msg and "context" in msg
    # the second record starts on the line holding its opening brace
    lines = path.read_text().splitlines()
    record_line = next(i for i, line in enumerate(lines, 1) if line == " {" and i > 2)
    assert f"{path}:{record_line}:" in msg

    jl = tmp_path / "bad.jsonl"
    jl.write_text(json.dumps(musique_record()) + "\n{not json\n")
    with pytest.raises(DatasetError, match=r"bad\.jsonl:2: invalid JSON"):
        load_official(jl, "musique")

    missing = write_json(
        tmp_path / "missing.json", [{"_id": "q", "question": "?", "context": [["A", ["a"]]]}]
    )
    with pytest.raises(DatasetError, match="supporting_facts"):
        load_official(missing, "2wiki")

    wrong_title = write_json(
        tmp_path / "wt.json", [{**HOTPOT[0], "supporting_facts": [["Nope", 0]]}]
    )
    with pytest.raises(DatasetError, match="Nope"):
        load_official(wrong_title, "hotpotqa")


@pytest.mark.skipif(not (SHARED / "2wiki").is_dir(), reason="shared data not present")
def test_shared_2wiki_counts_and_supporting_in_corpus():
    ds = load_dataset(SHARED / "2wiki")
    assert ds.name == "2wiki"
    assert len(ds.questions) == 106
    assert len(ds.passages) == 1294
    ids = {p.id for p in ds.passages}
    assert all(s in ids for q in ds.questions for s in q.supporting_ids)
    assert all(q.supporting_ids for q in ds.questions)
    # README id rule holds for the shared files too
    p = ds.passages[0]
    assert p.id == passage_id("2wiki", p.title, p.text)
    extra = load_dataset(SHARED / "2wiki", extra_distractors=True)
    assert len(extra.passages) == 7005
    assert extra.corpus_hash != ds.corpus_hash


@pytest.mark.skipif(not (SHARED / "2wiki").is_dir(), reason="shared data not present")
def test_shared_seeded_limit():
    full = load_dataset(SHARED / "2wiki")
    a = load_dataset(SHARED / "2wiki", limit=20, seed=1)
    b = load_dataset(SHARED / "2wiki", limit=20, seed=1)
    c = load_dataset(SHARED / "2wiki", limit=20, seed=2)
    ids = [q.id for q in a.questions]
    assert len(ids) == 20 and ids == [q.id for q in b.questions]
    assert ids != [q.id for q in c.questions]
    assert ids != [q.id for q in full.questions[:20]]
    order = [q.id for q in full.questions]
    assert [order.index(i) for i in ids] == sorted(order.index(i) for i in ids)  # file order
    assert a.corpus_hash == full.corpus_hash  # limiting questions keeps the pool


def shared_dir(tmp_path: Path, questions: list[dict]) -> Path:
    (tmp_path / "corpus.jsonl").write_text(
        "\n".join(
            json.dumps({"id": f"p{i}", "title": f"T{i}", "text": f"text {i}"}) for i in range(3)
        )
    )
    (tmp_path / "questions.jsonl").write_text("\n".join(json.dumps(q) for q in questions) + "\n")
    return tmp_path


def test_shared_loader_errors(tmp_path):
    d = shared_dir(
        tmp_path, [{"id": "q", "question": "?", "answers": ["a"], "supporting_ids": ["p9"]}]
    )
    with pytest.raises(DatasetError, match=r"questions\.jsonl:1: .*p9"):
        load_dataset(d)
    (d / "questions.jsonl").write_text('{"id": "q", "question": "?"}\n{"id": "q2"}\n')
    with pytest.raises(DatasetError, match=r"questions\.jsonl:2: invalid Question: question"):
        load_dataset(d)


def test_shared_loader_limit_edge_cases(tmp_path):
    qs = [
        {"id": f"q{i}", "question": "?", "answers": [], "supporting_ids": ["p0"]} for i in range(5)
    ]
    d = shared_dir(tmp_path, qs)
    assert len(load_dataset(d, limit=50).questions) == 5
    assert load_dataset(d, limit=0).questions == []
    with pytest.raises(ValueError):
        load_dataset(d, limit=-1)


def test_corpus_hash_changes_with_text(tmp_path):
    d = shared_dir(tmp_path, [])
    h1 = load_dataset(d).corpus_hash
    lines = (d / "corpus.jsonl").read_text().replace("text 2", "text 2!")
    (d / "corpus.jsonl").write_text(lines)
    assert load_dataset(d).corpus_hash != h1


def test_load_kb(tmp_path):
    docs = tmp_path / "docs"
    (docs / "sub").mkdir(parents=True)
    (docs / "refund-policy.md").write_text("# Refund Policy\n\nRefunds within 30 days.\n")
    (docs / "sub" / "shipping.txt").write_text("Ships in 2 days.")
    (docs / "image.png").write_bytes(b"\x89PNG")
    (tmp_path / "questions.jsonl").write_text(
        json.dumps(
            {
                "id": "k1",
                "question": "Refund window?",
                "answers": ["30 days"],
                "supporting_ids": ["refund-policy"],
                "type": "single",
            }
        )
        + "\n"
        + json.dumps({"id": "k2", "question": "CEO's cat?", "answers": [], "supporting_ids": []})
        + "\n"
    )
    ds = load_kb(tmp_path)
    assert [p.id for p in ds.passages] == ["refund-policy", "shipping"]
    assert ds.passages[0].title == "Refund Policy"
    assert ds.passages[1].title == "shipping"
    assert ds.questions[1].answers == []
    (docs / "shipping.md").write_text("dup stem")
    with pytest.raises(DatasetError, match="shipping"):
        load_kb(tmp_path)
