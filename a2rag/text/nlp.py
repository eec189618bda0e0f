"""The one spaCy loader: each pipeline is loaded once per process (loading takes seconds)."""

from __future__ import annotations

import sys
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
            spacy = _import_spacy(model)
            _cache[key] = (
                spacy.load(model) if lemmatizer else spacy.load(model, exclude=["lemmatizer"])
            )
        return _cache[key]


def _import_spacy(model: str) -> Any:
    """spaCy, imported without torch where that is safe. thinc (spaCy's layer library)
    imports torch whenever it is installed, 1-2 s of a one-shot `a2rag ask`, though the CNN
    pipelines we load never use it. In a process with one thread and no torch yet, torch is
    hidden for the import (thinc then records it as absent, which only its torch layers
    read); a later `import torch` (ingestion's embedder) works as usual. With other threads
    running, one of them could be importing torch at that moment, so spaCy is imported
    plainly, as it is for transformer pipelines ('_trf'), which do run torch."""
    if (
        model.endswith("_trf")
        or "thinc" in sys.modules
        or "torch" in sys.modules
        or threading.active_count() > 1
    ):
        import spacy

        return spacy
    sys.modules["torch"] = None  # type: ignore[assignment]  # `import torch` -> ImportError
    try:
        import spacy
    finally:
        if "torch" in sys.modules and sys.modules["torch"] is None:
            del sys.modules["torch"]
    return spacy
