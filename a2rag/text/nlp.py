"""The one spaCy loader: each pipeline is loaded once per process (loading takes seconds)."""

from __future__ import annotations

import threading
from typing import Any

_lock = threading.Lock()
_cache: dict[tuple[str, bool], Any] = {}


def load_nlp(model: str, *, lemmatizer: bool = True) -> Any:
    """The spaCy pipeline `model`; `lemmatizer=False` leaves the lemmatizer out (the offline
    extractor reads surface forms; question mentions read lemmas)."""
    key = (model, lemmatizer)
    with _lock:
        if key not in _cache:
            import spacy

            _cache[key] = (
                spacy.load(model) if lemmatizer else spacy.load(model, exclude=["lemmatizer"])
            )
        return _cache[key]
