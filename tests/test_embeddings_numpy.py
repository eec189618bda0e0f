"""The numpy runtime of the embedding model (a2rag/models/bert_numpy.py): the same vectors as
sentence-transformers, chosen for questions but not for ingestion, and a question process
that never imports torch."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from a2rag.config import Settings
from a2rag.models.bert_numpy import NumpyBertEncoder, UnsupportedModel, supported
from a2rag.models.embeddings import (
    bundled_minilm_path,
    embedder_key,
    embedding_runtime,
    make_embedder,
)

TEXTS = [
    "Who chairs the Halcyon Markets Risk Committee?",
    "",
    "x",
    "Ünïcödé: naïve café — 東京 — emoji 🙂",
    "RPO: 4 hours; RTO: 8 hours. " * 120,  # past the 256-token limit: truncated alike
    "Kestle Row Clinic | KRC | Northern Fells | sexual health, physiotherapy",
]


def test_numpy_vectors_equal_sentence_transformers_fp32() -> None:
    from sentence_transformers import SentenceTransformer

    model_dir = bundled_minilm_path()
    ours = NumpyBertEncoder(model_dir).encode(TEXTS)
    theirs = SentenceTransformer(str(model_dir), device="cpu").encode(
        TEXTS, normalize_embeddings=True, convert_to_numpy=True
    )
    assert ours.shape == (len(TEXTS), 384) and ours.dtype == np.float32
    assert np.abs(ours - theirs).max() < 1e-5
    assert float((ours * theirs).sum(1).min()) > 0.99999
    # the forward pass stays float32 (a float64 constant would upcast every matmul after it)
    from a2rag.models.bert_numpy import _gelu

    assert _gelu(np.ones((2, 3), dtype=np.float32)).dtype == np.float32
    # one text alone gets the vector it gets in a padded batch
    assert np.abs(NumpyBertEncoder(model_dir).encode(TEXTS[:1])[0] - ours[0]).max() < 1e-5


def test_questions_take_numpy_and_ingestion_takes_onnx() -> None:
    s = Settings()
    assert embedding_runtime(s, bulk=False) == "numpy"
    assert embedding_runtime(s, bulk=True) == "onnx"
    assert embedder_key(s, False) != embedder_key(s, True)
    # int8 vectors come only from the quantized torch model: questions must match the index
    assert embedding_runtime(Settings(embedding_precision="int8"), bulk=False) == "torch"
    assert embedding_runtime(Settings(embedding_runtime="torch"), bulk=False) == "torch"
    assert embedding_runtime(Settings(embedding_runtime="numpy"), bulk=True) == "numpy"
    q = make_embedder(s)
    assert type(getattr(q, "inner", q)).__name__ == "NumpyEmbedder"
    assert q is make_embedder(s.model_copy())


def test_a_model_numpy_cannot_run_falls_back_to_torch(tmp_path: Path) -> None:
    src = bundled_minilm_path()
    model = tmp_path / "roberta-like"
    (model / "1_Pooling").mkdir(parents=True)
    for name in ("modules.json", "sentence_bert_config.json", "tokenizer.json"):
        (model / name).write_bytes((src / name).read_bytes())
    (model / "1_Pooling" / "config.json").write_bytes((src / "1_Pooling/config.json").read_bytes())
    (model / "model.safetensors").write_bytes(b"")
    cfg = json.loads((src / "config.json").read_text())
    (model / "config.json").write_text(json.dumps({**cfg, "model_type": "roberta"}))
    assert not supported(model)
    with pytest.raises(UnsupportedModel, match="not a BERT"):
        NumpyBertEncoder(model)
    assert embedding_runtime(Settings(embedding_model=str(model)), bulk=False) == "torch"
    assert embedding_runtime(Settings(embedding_model=str(model)), bulk=True) == "torch"
    cls = tmp_path / "cls-pooling"
    cls.mkdir()
    for p in model.rglob("*"):
        if p.is_file():
            dest = cls / p.relative_to(model)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(p.read_bytes())
    (cls / "config.json").write_text(json.dumps(cfg))
    pooling = json.loads((src / "1_Pooling/config.json").read_text())
    pooling.update(pooling_mode_mean_tokens=False, pooling_mode_cls_token=True)
    (cls / "1_Pooling" / "config.json").write_text(json.dumps(pooling))
    assert not supported(cls)
    assert supported(src)


def test_a_question_process_never_imports_torch() -> None:
    """What a one-shot `a2rag ask` loads to embed a question and parse it; torch stays
    importable afterwards for an ingestion in the same process."""
    code = (
        "import sys\n"
        "from a2rag.config import Settings\n"
        "from a2rag.models.embeddings import make_embedder\n"
        "from a2rag.text.nlp import load_nlp\n"
        "s = Settings()\n"
        "v = make_embedder(s).embed(['Who leads Integration Services?'])\n"
        "doc = load_nlp(s.models.spacy_model)('Who leads Integration Services?')\n"
        "print(sorted(m for m in ('torch', 'sentence_transformers') if m in sys.modules))\n"
        "bulk = make_embedder(Settings(embedding_runtime='torch'), bulk=True)\n"
        "w = bulk.embed(['Who leads Integration Services?'])\n"
        "print(float((v * w).sum()), 'torch' in sys.modules, len(doc))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True
    ).stdout.splitlines()
    assert out[0] == "[]"
    cos, torch_loaded, tokens = out[1].split()
    assert float(cos) > 0.999 and torch_loaded == "True" and int(tokens) == 5


def test_a_sentence_read_in_its_passage_pools_its_own_tokens_from_the_passage_pass() -> None:
    enc = NumpyBertEncoder(bundled_minilm_path())
    text = "Harbour Works\nThe pump failed at noon. It was replaced by Tamsin Rook."
    first, second = (
        (text.index("The pump"), text.index("noon.") + 5),
        (
            text.index("It was"),
            len(text),
        ),
    )
    long_text = "RPO: 4 hours; RTO: 8 hours. " * 120 + "The last sentence."
    cut = (long_text.index("The last"), len(long_text))
    vecs, pooled = enc.encode_spans([text, long_text], [[first, second], [(0, 10), cut]])
    # the passages' own vectors come from the same pass, unchanged
    assert np.allclose(vecs, enc.encode([text, long_text]), atol=1e-6)
    # each span is the mean of its tokens' vectors in the passage, normalised
    e = enc.tokenizer.encode(text)
    ids, mask = enc._padded([e.ids])
    hidden = enc._hidden(ids, mask)[0]
    toks = [
        i for i, (a, z) in enumerate(e.offsets) if not e.special_tokens_mask[i] and a >= second[0]
    ]
    want = hidden[toks].mean(0)
    assert np.allclose(pooled[0][1], want / np.linalg.norm(want), atol=1e-5)
    # read in context, "It was replaced ..." is not the sentence embedded alone
    alone = enc.encode([text[second[0] : second[1]]])[0]
    assert float(pooled[0][1] @ alone) < 0.95
    assert pooled[0][0] is not None and float(pooled[0][0] @ pooled[0][1]) < 0.95
    # a span the 256-token truncation cut off has no vector; one inside it has
    assert pooled[1][1] is None and pooled[1][0] is not None
