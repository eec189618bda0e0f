"""`a2rag eval`: index a dataset once, run the methods side by side, score, and write the
JSON, Markdown table and PNG plots; optionally the extraction-loss (entity deletion) test.
"""

from __future__ import annotations

import time
from collections import defaultdict
from pathlib import Path

from pydantic import BaseModel
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from a2rag.config import Settings
from a2rag.errors import A2RAGError
from a2rag.eval.datasets import Dataset, load_dataset, load_kb
from a2rag.eval.deletion import deletion_schedule
from a2rag.eval.methods import ENDPOINT_METHODS, METHODS, MethodSuite
from a2rag.eval.metrics import QuestionResult, aggregate, mean, percentile, stage_shares
from a2rag.eval.report import EvalResults, git_commit, machine_info, markdown_table, write_outputs
from a2rag.eval.store import ensure_index, eval_store, index_key
from a2rag.graph.driver import Graph
from a2rag.ingest.report import IngestReport
from a2rag.service import A2RAG


class EvalConfig(BaseModel):
    data: Path
    out: Path
    questions: Path | None = None
    methods: list[str] = list(METHODS)
    deletion: list[float] = []
    deletion_methods: list[str] | None = None
    limit: int | None = None
    seed: int = 0
    extractor: str = "offline"
    triples: Path | None = None
    extra_distractors: bool = False


def question_split(cfg: EvalConfig, dataset: Dataset) -> str:
    """The questions' split when they share one, else the questions file, else 'all'."""
    splits = {q.split for q in dataset.questions}
    if len(splits) == 1 and None not in splits:
        return str(splits.pop())
    return cfg.questions.stem if cfg.questions else "all"


def load(cfg: EvalConfig) -> tuple[Dataset, Path | None]:
    if (cfg.data / "corpus.jsonl").exists():
        ds = load_dataset(
            cfg.data,
            cfg.questions,
            limit=cfg.limit,
            seed=cfg.seed,
            extra_distractors=cfg.extra_distractors,
        )
        return ds, None
    if (cfg.data / "docs").is_dir():
        return load_kb(cfg.data, limit=cfg.limit, seed=cfg.seed), cfg.data / "docs"
    raise A2RAGError(f"{cfg.data}: expected corpus.jsonl (dataset) or docs/ (knowledge base)")


def run_questions(
    suite: MethodSuite,
    dataset: Dataset,
    methods: list[str],
    bar: Progress,
    label: str,
    total_ms: dict[tuple[str, str], float] | None = None,
) -> list[QuestionResult]:
    """Every method on every question; `total_ms` collects end-to-end times if given."""
    task = bar.add_task(label, total=len(dataset.questions) * len(methods))
    out: list[QuestionResult] = []
    for q in dataset.questions:
        for m in methods:
            run = suite.runner(m)(q.question)
            out.append(
                QuestionResult(
                    question_id=q.id,
                    method=m,
                    ranked_passage_ids=run.ranked_passage_ids,
                    answer=run.answer,
                    status=run.status,
                    stage=run.stage,
                    confidence=run.confidence,
                    latency_ms=run.retrieval_ms,
                    llm_calls=run.llm_calls,
                    prompt_tokens=run.prompt_tokens,
                    completion_tokens=run.completion_tokens,
                    gold_ids=q.supporting_ids,
                    gold_answers=q.answers,
                )
            )
            if total_ms is not None:
                total_ms[(q.id, m)] = run.total_ms
            bar.advance(task)
    return out


def _suppress(graph: Graph, ids: list[str]) -> None:
    for i in range(0, len(ids), 5000):
        graph.write("eval/suppress_entities", ids=ids[i : i + 5000])
    graph.write("admin/bump_graph_version")


def _restore(graph: Graph) -> None:
    graph.write("eval/restore_entities")
    graph.write("admin/bump_graph_version")


def run_eval(settings: Settings, cfg: EvalConfig, console: Console) -> EvalResults:
    t_start = time.perf_counter()
    unknown = [m for m in cfg.methods if m not in METHODS + ENDPOINT_METHODS]
    if unknown:
        raise A2RAGError(
            f"unknown methods {unknown}; choose from {', '.join(METHODS + ENDPOINT_METHODS)}"
        )
    extra = [m for m in cfg.deletion_methods or [] if m not in cfg.methods]
    if extra:
        # the 0% point of the deletion curve is the main run's records
        raise A2RAGError(f"deletion methods {extra} are not among --methods {cfg.methods}")
    if "agent" in cfg.methods and not settings.llm_enabled:
        raise A2RAGError(
            "the agent method needs an OpenAI-compatible chat endpoint (A2RAG_LLM_BASE_URL or "
            "A2RAG_LLM_API_KEY); drop it from --methods to run offline"
        )
    dataset, kb_docs = load(cfg)
    key = index_key(dataset, cfg.extractor, settings)
    with eval_store(settings, key) as store:
        return _run_on(store, cfg, console, dataset, kb_docs, key, t_start)


def _progress(console: Console) -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
    )


def _index_note(report: IngestReport | None) -> list[str]:
    if report is None:
        return []
    steps = ", ".join(f"{k} {v:.0f}s" for k, v in sorted(report.step_seconds.items()))
    return [
        f"index built in {report.seconds:.0f}s: {report.documents_written} passages, "
        f"{report.chunks} chunks, {report.entities} entities, {report.relations} relations"
        f"; steps {steps}"
    ]


def _deletion_test(
    rag: A2RAG,
    suite: MethodSuite,
    cfg: EvalConfig,
    dataset: Dataset,
    records: list[QuestionResult],
    bar: Progress,
) -> dict[str, dict[float, float | None]]:
    """R@5 per method at each entity-deletion ratio (the graph is restored after each)."""
    deletion: dict[str, dict[float, float | None]] = defaultdict(dict)
    del_methods = cfg.deletion_methods or cfg.methods
    entity_ids = [r["id"] for r in rag.graph.read("eval/entity_ids")]
    schedule = deletion_schedule(entity_ids, cfg.deletion, cfg.seed)
    for ratio in sorted(cfg.deletion):
        if ratio == 0:
            rs0 = [r for r in records if r.method in del_methods]
        else:
            _suppress(rag.graph, schedule[ratio])
            try:
                rs0 = run_questions(suite, dataset, del_methods, bar, f"deletion {ratio:.0%}")
            finally:
                _restore(rag.graph)
        for m in del_methods:
            deletion[m][ratio] = aggregate([r for r in rs0 if r.method == m], m).recall_5
    return dict(deletion)


def _latency_note(a2: list[QuestionResult], e2e: dict[tuple[str, str], float]) -> list[str]:
    total_ms = [e2e[(r.question_id, "a2rag")] for r in a2]
    out = []
    if total_ms:
        out.append(
            "a2rag end-to-end latency (retrieval + generation + triple-check + rewrites): "
            f"p50 {percentile(total_ms, 50):.0f} ms, p95 {percentile(total_ms, 95):.0f} ms, "
            f"mean {mean(total_ms):.0f} ms"
        )
    out.append("latency_ms_* columns are retrieval latency per question (gate + retrieval).")
    return out


def _run_on(
    store: Settings,
    cfg: EvalConfig,
    console: Console,
    dataset: Dataset,
    kb_docs: Path | None,
    key: str,
    t_start: float,
) -> EvalResults:
    report = ensure_index(
        store, dataset, key, extractor=cfg.extractor, triples=cfg.triples, kb_docs=kb_docs,
        console=console,
    )  # fmt: skip
    notes = _index_note(report)
    e2e: dict[tuple[str, str], float] = {}
    deletion: dict[str, dict[float, float | None]] = {}
    with A2RAG(store) as rag:
        if store.ingest.parse_store:
            # an index built before the parse store gets it now (once; a no-op after)
            from a2rag.ingest.parses import backfill_parses

            filled = backfill_parses(rag.graph, store.models.spacy_model)
            if filled:
                notes.append(f"reader parses stored for {filled} chunks")
        if "sentence-dense" in cfg.methods:
            # an index built before the sentence index gets it now (once; a no-op after)
            from a2rag.ingest.sentences import backfill_sentences

            filled = backfill_sentences(
                rag.graph, rag.bulk_embedder, store.ingest.sentence_vectors == "passage"
            )
            if filled:
                notes.append(f"sentence index back-filled for {filled} chunks")
        suite = MethodSuite(store, rag)
        with _progress(console) as bar:
            records = run_questions(suite, dataset, cfg.methods, bar, dataset.name, e2e)
            if cfg.deletion:
                deletion = _deletion_test(rag, suite, cfg, dataset, records, bar)
    by_method: dict[str, list[QuestionResult]] = defaultdict(list)
    for r in records:
        by_method[r.method].append(r)
    a2 = by_method.get("a2rag", [])
    notes += _latency_note(a2, e2e)
    results = EvalResults(
        dataset=dataset.name,
        questions=len(dataset.questions),
        passages=len(dataset.passages),
        corpus_hash=dataset.corpus_hash,
        methods={m: aggregate(rs, m) for m, rs in by_method.items()},
        a2rag_stages=stage_shares(a2) if a2 else {},
        stages={
            m: stage_shares(rs) for m, rs in by_method.items() if m in ("a2rag", "a2rag-node-only")
        },
        deletion=deletion,
        machine=machine_info(),
        commit=git_commit(),
        wall_time_s=round(time.perf_counter() - t_start, 1),
        settings=store.masked(),
        extractor=cfg.extractor,
        split=question_split(cfg, dataset),
        seed=cfg.seed,
        limit=cfg.limit,
        notes=notes,
    )
    write_outputs(results, cfg.out, records)
    # per-question records, for error analysis and for significance tests between methods
    with cfg.out.with_suffix(".questions.jsonl").open("w", encoding="utf-8") as fh:
        for r in records:
            fh.write(r.model_dump_json() + "\n")
    console.print(markdown_table(results), highlight=False, markup=False)
    return results
