"""The ONNX Runtime embedding runtime (a2rag/models/bert_onnx.py): ingestion's default, with
sentence-transformers' fp32 vectors, exported once per machine and reused; an export that
fails leaves torch; int8 is a vector space of its own."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

from a2rag.config import Settings
from a2rag.eval.datasets import Dataset, Passage
from a2rag.eval.store import index_key
from a2rag.models import bert_onnx
from a2rag.models.bert_onnx import OnnxBertEncoder, onnx_path
from a2rag.models.embeddings import (
    _shared,
    bundled_minilm_path,
    embedder_key,
    embedding_runtime,
    make_embedder,
)
from tests.test_embeddings_numpy import TEXTS  # texts that break encoders: empty, long, non-Latin


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("onnx")


@pytest.fixture(scope="module")
def reference() -> np.ndarray:
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(bundled_minilm_path()), device="cpu")
    return np.asarray(model.encode(TEXTS, normalize_embeddings=True, convert_to_numpy=True))


def test_onnx_vectors_equal_sentence_transformers_fp32(cache: Path, reference: np.ndarray) -> None:
    model_dir = bundled_minilm_path()
    enc = OnnxBertEncoder(model_dir, cache)
    ours = enc.encode(TEXTS)
    assert enc.path == onnx_path(model_dir, cache, "fp32") and enc.path.is_file()
    assert ours.shape == (len(TEXTS), 384) and ours.dtype == np.float32
    assert np.abs(ours - reference).max() < 1e-4
    assert float((ours * reference).sum(1).min()) > 0.9999
    # a second process on the machine reads the export instead of building it again
    built = enc.path.stat().st_mtime_ns
    again = OnnxBertEncoder(model_dir, cache)
    assert again.path.stat().st_mtime_ns == built
    assert np.abs(again.encode(TEXTS[:1])[0] - ours[0]).max() < 1e-5


def test_a_damaged_export_is_built_again(tmp_path: Path, reference: np.ndarray) -> None:
    model_dir = bundled_minilm_path()
    path = onnx_path(model_dir, tmp_path, "fp32")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not an onnx model")
    enc = OnnxBertEncoder(model_dir, tmp_path)
    assert path.stat().st_size > 1_000_000
    assert float((enc.encode(TEXTS[:2]) * reference[:2]).sum(1).min()) > 0.9999
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary files left


def test_int8_is_its_own_vector_space(cache: Path, reference: np.ndarray) -> None:
    enc = OnnxBertEncoder(bundled_minilm_path(), cache, "int8")
    assert enc.path.name.endswith("-int8.onnx")
    cos = (enc.encode(TEXTS) * reference).sum(1)
    assert float(cos.min()) > 0.95 and float(cos.max()) < 0.99999
    int8_onnx = Settings(embedding_precision="int8", embedding_runtime="onnx")
    int8_torch = Settings(embedding_precision="int8")
    # questions must be embedded by the model that embedded the index
    assert embedding_runtime(int8_onnx, bulk=False) == "onnx"
    assert embedding_runtime(int8_torch, bulk=True) == "torch"
    assert embedder_key(int8_onnx, True) != embedder_key(int8_torch, True)
    ds = Dataset(
        name="t", passages=[Passage(id="p", title="t", text="x")], questions=[], corpus_hash="h"
    )
    assert index_key(ds, "offline", int8_onnx) != index_key(ds, "offline", int8_torch)
    # fp32 ONNX and torch give the same vectors; only the sentence index differs (torch
    # embeds each sentence alone), so with `own` sentences they share an index
    own = {"sentence_vectors": "own"}
    assert index_key(ds, "offline", Settings(**own)) == index_key(  # type: ignore[arg-type]
        ds,
        "offline",
        Settings(embedding_runtime="torch", **own),  # type: ignore[arg-type]
    )
    assert index_key(ds, "offline", Settings()) != index_key(
        ds, "offline", Settings(embedding_runtime="torch")
    )


def test_ingestion_falls_back_to_torch_when_the_export_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def no_exporter(*args: object, **kwargs: object) -> None:
        raise RuntimeError("no exporter for this model")

    monkeypatch.setattr(bert_onnx, "build_onnx", no_exporter)
    s = Settings(home_dir=tmp_path)
    assert embedding_runtime(s, bulk=True) == "onnx"
    _shared.pop(embedder_key(s, True), None)
    with caplog.at_level(logging.WARNING):
        bulk = make_embedder(s, bulk=True)
    _shared.pop(embedder_key(s, True), None)
    assert type(getattr(bulk, "inner", bulk)).__name__ == "SentenceTransformerEmbedder"
    assert "no exporter for this model" in caplog.text
    assert float((bulk.embed(TEXTS[:1]) * make_embedder(s).embed(TEXTS[:1])).sum()) > 0.999
