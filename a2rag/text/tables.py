"""Markdown table rows as plain text: what ingestion's chunker and the reader both need to
know of a table ('| System | RPO |', '|---|---|') without parsing the document."""

from __future__ import annotations

import re

_SEPARATOR_CELL = re.compile(r":?-{2,}:?")


def row_cells(line: str) -> list[str] | None:
    """The cells of a table row ('| A | B |' -> ['A', 'B']); None for any other line."""
    s = line.strip()
    if not s.startswith("|") or s.count("|") < 3:
        return None
    return [c.strip() for c in s.strip("|").split("|")]


def is_separator(cells: list[str]) -> bool:
    """A markdown table's header rule: '|---|:---:|'."""
    return all(_SEPARATOR_CELL.fullmatch(c.strip()) for c in cells if c.strip())


def looks_like_header(cells: list[str]) -> bool:
    """A first row written without its '|---|' rule is a header when every cell is a short
    label without digits or full stops ('Role | Name | Extension')."""
    return all(c.strip() and len(c.split()) <= 4 and not re.search(r"[\d.]", c) for c in cells)
