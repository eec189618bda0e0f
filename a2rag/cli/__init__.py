"""`a2rag` command line: a thin shell over the Python API, one module per group of commands
(the commands register on `app` when their module is imported, in the order `--help` shows)."""

from __future__ import annotations

# isort: off
from a2rag.cli import admin, ingest, query, evaluate, serve, review, keys  # noqa: F401 (registration)
from a2rag.cli.apps import EXIT_FAILURE, EXIT_USAGE, app

# isort: on

__all__ = ["EXIT_FAILURE", "EXIT_USAGE", "app"]
