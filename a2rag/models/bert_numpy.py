"""A sentence-transformers BERT encoder (MiniLM) run in numpy: the same weights, tokenizer and
mean pooling, without importing torch or sentence-transformers.

Why: importing sentence-transformers costs about 3-5 s, most of a one-shot `a2rag ask`, and
the questions a query process embeds are a few short texts, for which numpy is nearly as
fast as torch (16 ms against 12 ms for a question and its mentions). Bulk ingestion keeps torch (bf16 where the CPU has it). The outputs agree with
sentence-transformers in fp32 to a cosine of 1 - 1e-6 (tests/test_embeddings_numpy.py).
Only what the model directory declares is supported: a BERT with absolute positions, mean
pooling and normalisation; anything else raises `UnsupportedModel`, and the torch runtime
is used instead.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

BATCH = 32


class UnsupportedModel(Exception):
    """The model directory is not a BERT + mean pooling model this encoder can run."""


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def _gelu(x: np.ndarray) -> np.ndarray:
    from scipy.special import erf  # exact GELU, as BERT's "gelu"

    # float32 constants: a float64 one would turn every later matmul into float64
    return np.float32(0.5) * x * (np.float32(1.0) + erf(x * np.float32(1 / np.sqrt(2.0))))


def _read_json(path: Path) -> dict[str, Any]:
    try:
        return dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError) as exc:  # TypeError: not a JSON object
        raise UnsupportedModel(f"{path.name}: {exc}") from exc


def supported(model_dir: Path) -> bool:
    """Whether `NumpyBertEncoder` runs this model directory (read from its config files,
    without loading the weights)."""
    try:
        _check(model_dir)
    except UnsupportedModel:
        return False
    return True


def _check(model_dir: Path) -> dict[str, Any]:
    """The model's config, after checking that this encoder computes what
    sentence-transformers would: BERT, GELU, absolute positions, mean pooling."""
    cfg = _read_json(model_dir / "config.json")
    if cfg.get("model_type") != "bert" or cfg.get("hidden_act") != "gelu":
        raise UnsupportedModel("not a BERT model with GELU activations")
    if cfg.get("position_embedding_type", "absolute") != "absolute":
        raise UnsupportedModel("only absolute position embeddings")
    modules = _read_json_list(model_dir / "modules.json")
    kinds = [str(m.get("type", "")) for m in modules]
    poolers = [m for m, k in zip(modules, kinds, strict=True) if k.endswith("Pooling")]
    if len(poolers) != 1 or any(k.endswith("Dense") for k in kinds):
        raise UnsupportedModel("one pooling module and no dense head")
    pooling = _read_json(model_dir / str(poolers[0].get("path", "1_Pooling")) / "config.json")
    others = (
        "pooling_mode_cls_token",
        "pooling_mode_max_tokens",
        "pooling_mode_mean_sqrt_len_tokens",
    )
    if not pooling.get("pooling_mode_mean_tokens") or any(pooling.get(k) for k in others):
        raise UnsupportedModel("only mean pooling")
    for name in ("model.safetensors", "tokenizer.json", "sentence_bert_config.json"):
        if not (model_dir / name).is_file():
            raise UnsupportedModel(f"no {name}")
    return cfg


class MeanPooledBert:
    """`encode(texts)` -> L2-normalised float32 vectors, one per text: the model directory's
    own tokenizer, truncation and mean pooling around a forward pass a subclass supplies
    (`_hidden(ids, mask)` -> token vectors), so every runtime batches and pools alike."""

    batch = BATCH

    def __init__(self, model_dir: Path) -> None:
        from tokenizers import Tokenizer

        cfg = _check(model_dir)
        st_cfg = _read_json(model_dir / "sentence_bert_config.json")
        self.config = cfg
        self.max_len = int(st_cfg.get("max_seq_length", cfg.get("max_position_embeddings", 512)))
        self.heads = int(cfg["num_attention_heads"])
        self.layers = int(cfg["num_hidden_layers"])
        self.eps = float(cfg.get("layer_norm_eps", 1e-12))
        self.dim = int(cfg["hidden_size"])
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_length=self.max_len)
        self.tokenizer.no_padding()

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        return self.encode_spans(texts, [()] * len(texts))[0]

    def _hidden(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The last layer's token vectors, (batch, tokens, dim)."""
        raise NotImplementedError

    def encode_spans(
        self, texts: Sequence[str], spans: Sequence[Sequence[tuple[int, int]]]
    ) -> tuple[np.ndarray, list[list[np.ndarray | None]]]:
        """The texts' vectors and, from the same forward pass, one vector per character span
        of each text: the mean of the span's token vectors (a sentence read in its passage,
        "late chunking"). A span the truncation cut off, or without tokens, is None."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        pooled: list[list[np.ndarray | None]] = [[None] * len(sp) for sp in spans]
        encs = self.tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encs[i].ids))
        for s in range(0, len(order), self.batch):
            idx = order[s : s + self.batch]
            ids, mask = self._padded([encs[i].ids for i in idx])
            hidden = self._hidden(ids, mask)
            out[idx] = mean_pool(hidden, mask)
            for r, i in enumerate(idx):
                if spans[i]:
                    pooled[i] = _span_means(hidden[r], encs[i], spans[i])
        return _unit_rows(out), pooled

    @staticmethod
    def _padded(rows: Sequence[Sequence[int]]) -> tuple[np.ndarray, np.ndarray]:
        width = max(len(r) for r in rows)
        ids = np.zeros((len(rows), width), dtype=np.int64)
        mask = np.zeros((len(rows), width), dtype=np.float32)
        for r, row in enumerate(rows):
            ids[r, : len(row)] = row
            mask[r, : len(row)] = 1.0
        return ids, mask


def _span_means(
    hidden: np.ndarray, enc: Any, spans: Sequence[tuple[int, int]]
) -> list[np.ndarray | None]:
    """Each character span's normalised mean token vector in one encoded text; None past
    the truncation or without tokens. Token offsets ascend, so a span's tokens are a run."""
    real = np.flatnonzero(np.asarray(enc.special_tokens_mask) == 0)
    if not len(real):
        return [None] * len(spans)
    offsets = np.asarray(enc.offsets)[real]
    starts, ends = offsets[:, 0], offsets[:, 1]
    out: list[np.ndarray | None] = []
    for a, b in spans:
        lo = int(np.searchsorted(ends, a, side="right"))  # first token ending after a
        hi = int(np.searchsorted(starts, b, side="left"))  # first token starting at b or later
        out.append(_unit(hidden[real[lo:hi]].mean(0)) if b <= ends[-1] and hi > lo else None)
    return out


def _unit(v: np.ndarray) -> np.ndarray:
    n = float(np.linalg.norm(v))
    return np.asarray(v / n if n else v, dtype=np.float32)


def _unit_rows(x: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.asarray(x / norms, dtype=np.float32)


def mean_pool(hidden: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Mean of the token vectors under the attention mask (sentence-transformers' pooling)."""
    summed = (hidden * mask[:, :, None]).sum(1)
    return np.asarray(summed / np.maximum(mask.sum(1, keepdims=True), 1e-9), np.float32)


class NumpyBertEncoder(MeanPooledBert):
    """The BERT forward pass in numpy."""

    def __init__(self, model_dir: Path) -> None:
        from safetensors.numpy import load_file

        super().__init__(model_dir)
        w = {
            k.removeprefix("bert."): v
            for k, v in load_file(str(model_dir / "model.safetensors")).items()
        }
        # Linear weights stored transposed and contiguous: x @ W.T is then one BLAS call
        self.w = {
            k: np.ascontiguousarray(v.T if k.endswith("dense.weight") or _is_qkv(k) else v).astype(
                np.float32, copy=False
            )
            for k, v in w.items()
        }

    def _hidden(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        w = self.w
        n, t = ids.shape
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:t][None]
            + w["embeddings.token_type_embeddings.weight"][0][None, None]
        )
        x = _layer_norm(
            x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps
        )
        hd = self.dim // self.heads
        bias = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]
        for i in range(self.layers):
            p = f"encoder.layer.{i}."

            def lin(h: np.ndarray, name: str, p: str = p) -> np.ndarray:
                flat = h.reshape(-1, h.shape[-1]) @ w[p + name + ".weight"]
                return (flat + w[p + name + ".bias"]).reshape(n, t, -1)

            def split(h: np.ndarray) -> np.ndarray:
                return h.reshape(n, t, self.heads, hd).transpose(0, 2, 1, 3)

            q = split(lin(x, "attention.self.query"))
            k = split(lin(x, "attention.self.key"))
            v = split(lin(x, "attention.self.value"))
            scores = q @ k.transpose(0, 1, 3, 2) / np.float32(np.sqrt(hd)) + bias
            scores -= scores.max(-1, keepdims=True)
            probs = np.exp(scores)
            probs /= probs.sum(-1, keepdims=True)
            ctx = (probs @ v).transpose(0, 2, 1, 3).reshape(n, t, self.dim)
            x = _layer_norm(
                lin(ctx, "attention.output.dense") + x,
                w[p + "attention.output.LayerNorm.weight"],
                w[p + "attention.output.LayerNorm.bias"],
                self.eps,
            )
            h = _gelu(lin(x, "intermediate.dense"))
            x = _layer_norm(
                lin(h, "output.dense") + x,
                w[p + "output.LayerNorm.weight"],
                w[p + "output.LayerNorm.bias"],
                self.eps,
            )
        return x


def _is_qkv(key: str) -> bool:
    return key.endswith((".query.weight", ".key.weight", ".value.weight"))


def _read_json_list(path: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UnsupportedModel(f"{path.name}: {exc}") from exc
    return [m for m in data if isinstance(m, dict)] if isinstance(data, list) else []
