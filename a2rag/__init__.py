"""a2rag: Adaptive Agentic Graph Retrieval on Neo4j + Graph Data Science."""

# The one version: pyproject.toml reads it from here (dynamic), the HTTP API reports it.
__version__ = "0.2.0"
