"""The offline reader: candidate answers in evidence with calibrated confidence (DESIGN.md §2)."""
