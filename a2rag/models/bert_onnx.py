"""The embedding model run by ONNX Runtime: the bulk runtime of ingestion.

Why: ingestion spends half its time embedding chunks, sentences and entity names, and on a
CPU ONNX Runtime's fused graph (skip-layer-norm, bias-GELU) runs MiniLM about 1.4x faster
than sentence-transformers on torch, with the same vectors (cosine 1 - 1e-5; the index need
not be rebuilt). The ONNX file is not shipped or downloaded: it is exported once per machine
from the local model folder (torch and `onnx` export it, ONNX Runtime's optimizer fuses it)
and cached under `<home_dir>/onnx/`, keyed by the weights' content, the ONNX Runtime version
and the variant. `int8` adds ONNX Runtime's dynamic per-channel quantization (opt-in: the
vectors move, see README). Tokenizer, truncation and mean pooling are those of the numpy
runtime (`bert_numpy.MeanPooledBert`), so only the forward pass differs.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import tempfile
import warnings
from pathlib import Path
from typing import Any, Literal

import numpy as np

from a2rag.models.bert_numpy import MeanPooledBert

log = logging.getLogger(__name__)
Variant = Literal["fp32", "int8"]
INPUTS = ("input_ids", "attention_mask", "token_type_ids")


def onnx_available() -> bool:
    """ONNX Runtime is installed (it runs the model; `onnx` and torch are needed only to
    export it the first time)."""
    return importlib.util.find_spec("onnxruntime") is not None


def _weights_digest(model_dir: Path) -> str:
    h = hashlib.sha256()
    with open(model_dir / "model.safetensors", "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:16]


def onnx_path(model_dir: Path, cache_dir: Path, variant: Variant) -> Path:
    """Where the exported model of this folder, variant and ONNX Runtime version lives."""
    import onnxruntime

    runtime = ".".join(onnxruntime.__version__.split(".")[:2])
    name = f"{model_dir.name}-{_weights_digest(model_dir)}-ort{runtime}-{variant}.onnx"
    return cache_dir / name


def build_onnx(model_dir: Path, target: Path, variant: Variant, config: dict[str, Any]) -> None:
    """Export the model folder's encoder to `target` (atomically: a crash or a second process
    never leaves a half-written file under the final name)."""
    log.info("exporting %s to ONNX (%s), once per machine: %s", model_dir.name, variant, target)
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from onnxruntime.transformers.optimizer import optimize_model
    from transformers import AutoModel
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()
    # eager attention exports as plain MatMul/Softmax, which the optimizer can fuse
    model = AutoModel.from_pretrained(str(model_dir), attn_implementation="eager").eval()

    class LastHidden(torch.nn.Module):
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, ids: Any, mask: Any, types: Any) -> Any:
            out = self.inner(input_ids=ids, attention_mask=mask, token_type_ids=types)
            return out.last_hidden_state

    target.parent.mkdir(parents=True, exist_ok=True)
    dims = {0: "batch", 1: "tokens"}
    sample = torch.ones((2, 8), dtype=torch.int64)
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        raw = Path(tmp) / "raw.onnx"
        final = Path(tmp) / "final.onnx"
        with warnings.catch_warnings(), torch.no_grad():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                LastHidden(model),
                (sample, sample, torch.zeros_like(sample)),
                str(raw),
                input_names=list(INPUTS),
                output_names=["last_hidden_state"],
                dynamic_axes={name: dims for name in (*INPUTS, "last_hidden_state")},
                opset_version=17,
                dynamo=False,
            )
        if variant == "int8":
            quantize_dynamic(str(raw), str(final), weight_type=QuantType.QInt8, per_channel=True)
        else:
            fused = optimize_model(
                str(raw),
                model_type="bert",
                num_heads=int(config["num_attention_heads"]),
                hidden_size=int(config["hidden_size"]),
                opt_level=1,
            )
            fused.save_model_to_file(str(final))
        os.replace(final, target)


class OnnxBertEncoder(MeanPooledBert):
    """`encode(texts)` with the forward pass in ONNX Runtime (built on first use, then read
    from the cache)."""

    batch = 16  # fastest of 16 / 32 on a 2-core CPU (less padding per batch)

    def __init__(self, model_dir: Path, cache_dir: Path, variant: Variant = "fp32") -> None:
        import onnxruntime as ort

        super().__init__(model_dir)
        self.path = onnx_path(model_dir, cache_dir, variant)
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.log_severity_level = 3
        if self.path.is_file():
            try:
                self.session = ort.InferenceSession(
                    str(self.path), options, providers=["CPUExecutionProvider"]
                )
                return
            except Exception:  # a truncated or foreign file under the name: build it again
                self.path.unlink(missing_ok=True)
        build_onnx(model_dir, self.path, variant, self.config)
        self.session = ort.InferenceSession(
            str(self.path), options, providers=["CPUExecutionProvider"]
        )

    def _hidden(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        feed = {
            "input_ids": ids,
            "attention_mask": mask.astype(np.int64),
            "token_type_ids": np.zeros_like(ids),
        }
        return np.asarray(self.session.run(None, feed)[0], dtype=np.float32)
