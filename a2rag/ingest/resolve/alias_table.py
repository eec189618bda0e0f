"""The user alias table (CSV `alias,canonical`): the rule that wins over every other."""

from __future__ import annotations

import csv
from pathlib import Path

from a2rag.errors import IngestError


def load_alias_table(path: Path) -> list[tuple[str, str]]:
    """Rows of `alias,canonical`; an optional header row is skipped."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise IngestError(f"cannot read alias table {path}: {exc}") from exc
    rows: list[tuple[str, str]] = []
    for n, row in enumerate(csv.reader(text.splitlines()), 1):
        if not row or not "".join(row).strip() or row[0].lstrip().startswith("#"):
            continue
        if len(row) != 2 or not row[0].strip() or not row[1].strip():
            raise IngestError(f"{path}:{n}: expected 'alias,canonical', got {row!r}")
        if n == 1 and [c.strip().casefold() for c in row] == ["alias", "canonical"]:
            continue
        rows.append((row[0].strip(), row[1].strip()))
    return rows
