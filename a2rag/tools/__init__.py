"""Agent-facing retrieval tools (A-RAG's keyword / sentence-semantic / chunk-read interfaces
plus graph tools), served over MCP by `a2rag mcp` and used by agent mode."""

from a2rag.tools.errors import ToolError
from a2rag.tools.functions import (
    chunk_read,
    connect,
    expand,
    find_entities,
    keyword_search,
    neighbours,
    semantic_search,
)
from a2rag.tools.toolkit import SPECS, Toolkit
from a2rag.tools.tracker import ReadTracker

__all__ = [
    "SPECS",
    "ReadTracker",
    "ToolError",
    "Toolkit",
    "chunk_read",
    "connect",
    "expand",
    "find_entities",
    "keyword_search",
    "neighbours",
    "semantic_search",
]
