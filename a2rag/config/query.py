"""Settings sections of the query path and the service: retrieval, reader, control, deep and
agent modes, curation, the HTTP API."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import Field, SecretStr, field_validator

from a2rag.config.base import Section, blank_is_unset
from a2rag.config.masking import mask_url


class RetrievalSettings(Section):
    """Retrieval (paper §III-C): gate, seeds, the three stages, text channel, fusion."""

    tau_gate: float = Field(0.12, description="Gate: min cosine(question, doc summary).")
    seed_min_score: float = 0.65
    seed_lexical_weight: float = Field(
        0.5,
        ge=0,
        le=1,
        description="Seed alignment score = w * name-key overlap + (1-w) * embedding cosine.",
    )
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


class ReaderSettings(Section):
    """The offline reader (a2rag/read): answers, grounding, sufficiency."""

    reader_model_path: Path | None = Field(
        None, description="A reader model JSON to use instead of the shipped one."
    )
    reader_hop_model_path: Path | None = Field(
        None,
        description="A reader model JSON (`a2rag reader fit --out`) for deep mode's "
        "sub-queries, one relation of one subject each; None = the whole-question reader "
        "reads them too (docs/reader.md measures one).",
    )
    reader_hop_answer_confidence: float | None = Field(
        None,
        description="A deep-mode hop's grounding passes when the hop reader's confidence "
        "reaches this; None = the hop model's fitted value (reader_answer_confidence is the "
        "other model's: their scales differ).",
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


class ControlSettings(Section):
    """Control (paper §III-B): retries, relevance, what to return after failures."""

    max_retries: int = Field(2, description="I_max: rewrites after the first attempt.")
    relevance_threshold: float = 0.30
    unverified_policy: str = Field(
        "unverified", description="After I_max failures: 'unverified' or 'abstain'."
    )


class DeepSettings(Section):
    """Deep mode (`ask --mode deep`, GraphSearch-style decomposition)."""

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
    deep_handoff: bool = Field(
        True,
        description="A mode that ends without a verified answer hands the question to the "
        "other: adaptive to deep for a question that decomposes (a bridge, chain or "
        "comparison), deep to adaptive for any; the other's answer is used only when verified.",
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


class AgentSettings(Section):
    """Agent mode (`ask --mode agent`, A-RAG-style tool loop)."""

    agent_max_steps: int = Field(
        8,
        ge=1,
        le=50,
        description="Tool calls an agent may make per question before it must answer.",
    )
    agent_max_result_chars: int = Field(
        8000, ge=500, description="Longest tool result shown to the agent (longer is cut)."
    )


class CurationSettings(Section):
    """Human-in-the-loop curation (paper §III-B4)."""

    curation_auto_propose: bool = Field(
        False, description="Propose triples after every verified answer (else only on request)."
    )
    curation_max_proposals: int = Field(12, description="Cap on proposals per answer.")


class ApiSettings(Section):
    """The HTTP service (`a2rag serve`)."""

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

    @field_validator("api_key", mode="before")
    @classmethod
    def _blank_secret_is_unset(cls, value: Any) -> Any:
        return blank_is_unset(value)


class ClientSettings(Section):
    """The CLI as a client of a running service (`a2rag ask`, `a2rag shell`)."""

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
