"""Human-readable rendering of an Answer (`a2rag ask`, `--explain`)."""

from __future__ import annotations

from rich.console import Console
from rich.tree import Tree

from a2rag.control.answer import Answer

_STATUS_STYLE = {"answered": "bold green", "unverified": "bold yellow", "abstained": "bold red"}


def render_answer(answer: Answer, console: Console) -> None:
    style = _STATUS_STYLE.get(answer.status, "bold")
    console.print(f"[{style}]{answer.status}[/]  {answer.answer or '—'}", highlight=False)
    console.print(
        f"stage: {answer.stage or '—'}   attempts: {answer.attempts}   "
        f"checks: "
        + " ".join(f"{k}={'✓' if v else '✗'}" for k, v in answer.checks.model_dump().items()),
        highlight=False,
    )
    if answer.citations:
        console.print(f"citations: {', '.join(answer.citations)}", highlight=False)
    for ev in answer.evidence:
        if ev.chunk_id in answer.citations:
            console.print(f"  [{ev.chunk_id}] {ev.text[:300]}", highlight=False)
    console.print(f"[dim]{answer.reason}[/]")


def render_trace(answer: Answer, console: Console) -> None:
    root = Tree(f"[bold]{answer.question}[/]")
    if answer.gate:
        g = answer.gate
        root.add(
            f"gate: {'pass' if g.passed else 'ABSTAIN'} max sim {g.max_similarity:.2f} "
            f"(tau_g {g.threshold:.2f}) top: " + ", ".join(d["doc_id"] for d in g.top_documents)
        )
    for a in answer.trace:
        node = root.add(f"attempt {a.attempt}: [italic]{a.query}[/]  ({a.latency_ms:.0f} ms)")
        seeds = node.add("seeds")
        for s in a.seeds:
            seeds.add(f"{s['mention']!r} → {s['name']} ({s['score']:.2f})")
        if a.anchored_seeds:
            seeds.add(f"anchored on dense chunks: {', '.join(a.anchored_seeds[:5])}")
        if a.relation_seeds:
            seeds.add("relations: " + ", ".join(r["predicate"] for r in a.relation_seeds))
        for st in a.stages:
            verdict = st.sufficiency
            v = (
                f"{'sufficient' if verdict.sufficient else 'insufficient'}: {verdict.reason}"
                if verdict
                else ""
            )
            node.add(
                f"{st.stage}: {st.evidence_count} chunks ({st.new_evidence} new), {st.facts} facts, "
                f"{st.latency_ms:.0f} ms — {v}"
            )
        checks = node.add(f"answer: {a.answer!r} cites {', '.join(a.citations) or '—'}")
        for k, ok in a.checks.items():
            checks.add(f"{k}: {'pass' if ok else 'FAIL'} — {a.check_reasons.get(k, '')}")
        if a.rewrite:
            node.add(f"rewrite ({a.rewrite.failure}) → {a.rewrite.new_query!r}")
    cost = root.add(
        f"cost: {answer.cost.llm_calls} LLM calls, {answer.cost.prompt_tokens}+"
        f"{answer.cost.completion_tokens} tokens, {answer.cost.latency_ms:.0f} ms"
    )
    for step in answer.cost.steps:
        cost.add(f"{step.name}: {step.latency_ms:.0f} ms, {step.llm_calls} calls")
    console.print(root)
    console.print("[bold]Neo4j Browser:[/]")
    console.print(answer.inspect_cypher, highlight=False, markup=False)
