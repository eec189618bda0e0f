"""a2rag: Adaptive Agentic Graph Retrieval on Neo4j + Graph Data Science."""

__version__ = "0.1.0"
