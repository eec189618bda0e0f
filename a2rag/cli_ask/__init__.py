"""The CLI's question sessions: in-process, or through a running `a2rag serve` (warm models)."""
