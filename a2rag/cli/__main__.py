"""`python -m a2rag.cli`."""

from a2rag.cli import app

app()
