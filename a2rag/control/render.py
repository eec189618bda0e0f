"""Human-readable rendering of an Answer (`a2rag ask`, `--explain`).

Text from documents and questions is escaped: `[chunk-id]` is a citation, not Rich markup.
The Browser statement is printed raw (no wrapping) so that it pastes as valid Cypher.
"""

from __future__ import annotations

import sys
from typing import TextIO

from rich.console import Console
from rich.markup import escape
from rich.tree import Tree

from a2rag.control.answer import Answer

ELLIPSIS = "…"


def truncate(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary and marked with an ellipsis."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: max(1, limit - 1)]
    space = cut.rfind(" ")
    if space >= limit // 2:  # a word boundary not too far back; else cut the long word
        cut = cut[:space]
    return cut.rstrip(" ,;:.-") + ELLIPSIS


_STATUS_STYLE = {"answered": "bold green", "unverified": "bold yellow", "abstained": "bold red"}


def render_answer(answer: Answer, console: Console) -> None:
    style = _STATUS_STYLE.get(answer.status, "bold")
    console.print(f"[{style}]{answer.status}[/]  {escape(answer.answer or '—')}", highlight=False)
    console.print(
        f"stage: {answer.stage or '—'}   attempts: {answer.attempts}   "
        f"checks: "
        + " ".join(f"{k}={'✓' if v else '✗'}" for k, v in answer.checks.model_dump().items()),
        highlight=False,
    )
    if answer.asked_as:
        console.print(f"read as: {answer.asked_as}", highlight=False, markup=False)
    if answer.citations:
        console.print(f"citations: {', '.join(answer.citations)}", highlight=False, markup=False)
    for ev in answer.evidence:
        if ev.chunk_id in answer.citations:
            console.print(
                f"  [{ev.chunk_id}] {truncate(ev.text, 300)}", highlight=False, markup=False
            )
    console.print(f"[dim]{escape(answer.reason)}[/]")


def render_trace(answer: Answer, console: Console, raw: TextIO | None = None) -> None:
    """The trace as a tree, then the Browser statement written raw to `raw` (stdout)."""
    root = Tree(f"[bold]{escape(answer.question)}[/]")
    if answer.gate:
        g = answer.gate
        root.add(
            f"gate: {'pass' if g.passed else 'ABSTAIN'} max sim {g.max_similarity:.2f} "
            f"(tau_g {g.threshold:.2f}) top: " + ", ".join(d["doc_id"] for d in g.top_documents)
        )
    for a in answer.trace:
        node = root.add(
            f"attempt {a.attempt}: [italic]{escape(a.query)}[/]  ({a.latency_ms:.0f} ms)"
        )
        seeds = node.add("seeds")
        for s in a.seeds:
            seeds.add(escape(f"{s['mention']!r} → {s['name']} ({s['score']:.2f})"))
        if a.anchored_seeds:
            seeds.add(escape(f"anchored on dense chunks: {', '.join(a.anchored_seeds[:5])}"))
        if a.relation_seeds:
            seeds.add(escape("relations: " + ", ".join(r["predicate"] for r in a.relation_seeds)))
        for st in a.stages:
            verdict = st.sufficiency
            v = (
                f"{'sufficient' if verdict.sufficient else 'insufficient'}: {verdict.reason}"
                if verdict
                else ""
            )
            node.add(
                escape(
                    f"{st.stage}: {st.evidence_count} chunks ({st.new_evidence} new), "
                    f"{st.facts} facts, {st.latency_ms:.0f} ms — {v}"
                )
            )
        checks = node.add(escape(f"answer: {a.answer!r} cites {', '.join(a.citations) or '—'}"))
        for k, ok in a.checks.items():
            checks.add(escape(f"{k}: {'pass' if ok else 'FAIL'} — {a.check_reasons.get(k, '')}"))
        if a.rewrite:
            node.add(escape(f"rewrite ({a.rewrite.failure}) → {a.rewrite.new_query!r}"))
        for h in a.hops:
            conf = f"{h.confidence:.2f}" if h.confidence is not None else "—"
            hop = node.add(
                escape(
                    f"hop {h.index} ({h.role}): {h.grounded_query!r} → {h.answer!r} "
                    f"[{h.citation or '—'}] confidence {conf} "
                    f"{'verified' if h.confident else 'NOT verified'} ({h.latency_ms:.0f} ms)"
                )
            )
            hop.add(escape(f"text: {', '.join(h.text_chunk_ids) or '—'}"))
            hop.add(escape(f"graph: {', '.join(h.graph_chunk_ids) or '—'}"))
            for e in h.expansions:
                hop.add(escape(f"expansion {e.round} ({e.kind}): {e.query!r} → {e.answer!r}"))
            if h.note:
                hop.add(escape(h.note))
    cost = root.add(
        f"cost: {answer.cost.llm_calls} LLM calls, {answer.cost.prompt_tokens}+"
        f"{answer.cost.completion_tokens} tokens, {answer.cost.latency_ms:.0f} ms"
    )
    for step in answer.cost.steps:
        cost.add(f"{step.name}: {step.latency_ms:.0f} ms, {step.llm_calls} calls")
    console.print(root)
    console.print("[bold]Neo4j Browser[/] (paste the statement below; styling: see README):")
    console.file.flush()
    out = raw or sys.stdout
    out.write(answer.inspect_cypher.rstrip() + "\n")  # no Rich: no wrapping, no markup
    out.flush()
