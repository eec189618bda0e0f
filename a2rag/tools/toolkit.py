"""One object holding what the tools share (settings, driver, embedder, PPR projection), with
dispatch by tool name: the MCP server and agent mode both call tools through it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.models.embeddings import Embedder
from a2rag.retrieve.stages import GlobalStage
from a2rag.tools import functions as fn
from a2rag.tools.errors import ToolError
from a2rag.tools.models import (
    ChunkReadArgs,
    ConnectArgs,
    ExpandArgs,
    FindEntitiesArgs,
    KeywordSearchArgs,
    NeighboursArgs,
    SemanticSearchArgs,
)
from a2rag.tools.tracker import ReadTracker


@dataclass(frozen=True)
class ToolSpec:
    name: str
    description: str
    args: type[BaseModel]


SPECS: dict[str, ToolSpec] = {
    s.name: s
    for s in (
        ToolSpec(
            "keyword_search",
            "Exact keyword search (case-insensitive) over chunk text. Score = sum of "
            "occurrences x keyword length. Returns chunk ids with the sentences that contain a "
            "keyword. Best for names, codes, numbers and exact phrases.",
            KeywordSearchArgs,
        ),
        ToolSpec(
            "semantic_search",
            "Dense search over single sentences, aggregated to chunks by their best sentence. "
            "Returns chunk ids with the matching sentences. Best for paraphrased questions.",
            SemanticSearchArgs,
        ),
        ToolSpec(
            "chunk_read",
            "Read the full text of chunks (up to 5 ids), optionally with 0-2 adjacent chunks on "
            "each side. Only chunks read here may be cited in the final answer. A chunk read "
            "before in this session is reported as already_read instead of repeated.",
            ChunkReadArgs,
        ),
        ToolSpec(
            "find_entities",
            "Look up knowledge-graph entities by name or alias: id, type, aliases, mention "
            "counts and a few chunk ids that mention them.",
            FindEntitiesArgs,
        ),
        ToolSpec(
            "neighbours",
            "An entity's direct relations in the knowledge graph (subject, predicate, object, "
            "source chunk ids), optionally only one predicate, plus chunks mentioning it.",
            NeighboursArgs,
        ),
        ToolSpec(
            "connect",
            "Short relation paths linking two entities in the knowledge graph, with the chunk "
            "ids each relation was extracted from. Use for multi-hop questions.",
            ConnectArgs,
        ),
        ToolSpec(
            "expand",
            "Chunks related to a set of entities by personalized PageRank over the knowledge "
            "graph (reaches beyond direct neighbours), with short previews.",
            ExpandArgs,
        ),
    )
}


class Toolkit:
    def __init__(
        self,
        settings: Settings,
        graph: Graph,
        embedder: Embedder,
        global_stage: GlobalStage | None = None,
    ) -> None:
        self.settings = settings
        self.graph = graph
        self.embedder = embedder
        self.global_stage = global_stage or GlobalStage(settings, graph)

    def call(self, name: str, arguments: dict[str, Any], tracker: ReadTracker) -> BaseModel:
        """Run tool `name`; unknown tools and unexpected arguments are a ToolError."""
        handler = self._handlers().get(name)
        if handler is None:
            raise ToolError(f"unknown tool {name!r}; tools: {', '.join(SPECS)}")
        allowed = set(SPECS[name].args.model_fields)
        extra = sorted(set(arguments) - allowed)
        if extra:
            raise ToolError(
                f"{name}: unexpected argument(s) {', '.join(extra)}; "
                f"takes {', '.join(sorted(allowed))}"
            )
        return handler(arguments, tracker)

    def _handlers(self) -> dict[str, Callable[[dict[str, Any], ReadTracker], BaseModel]]:
        s, g, e = self.settings, self.graph, self.embedder
        return {
            "keyword_search": lambda a, t: fn.keyword_search(g, **a),
            "semantic_search": lambda a, t: fn.semantic_search(g, e, **a),
            "chunk_read": lambda a, t: fn.chunk_read(g, **a, tracker=t),
            "find_entities": lambda a, t: fn.find_entities(g, **a),
            "neighbours": lambda a, t: fn.neighbours(s, g, e, **a),
            "connect": lambda a, t: fn.connect(s, g, **a),
            "expand": lambda a, t: fn.expand(s, g, e, **a, stage=self.global_stage),
        }


def openai_tool_schemas() -> list[dict[str, Any]]:
    """The tools in the OpenAI function-calling format (for `bind_tools`)."""
    out = []
    for spec in SPECS.values():
        params = spec.args.model_json_schema()
        params.pop("title", None)
        params.pop("description", None)
        out.append(
            {
                "type": "function",
                "function": {
                    "name": spec.name,
                    "description": spec.description,
                    "parameters": params,
                },
            }
        )
    return out
