"""One exception tree: what a2rag raises on purpose is an A2RAGError (one class to catch)."""

from __future__ import annotations

import inspect

import pytest

from a2rag import errors
from a2rag.config import Settings
from a2rag.errors import A2RAGError, ConfigError, QueryNotFound
from a2rag.graph.queries import query


def test_every_error_class_is_under_a2rag_error() -> None:
    classes = [
        c for _, c in inspect.getmembers(errors, inspect.isclass) if c.__module__ == errors.__name__
    ]
    assert len(classes) > 10
    assert all(issubclass(c, A2RAGError) for c in classes)


def test_missing_query_is_an_a2rag_error_and_still_a_key_error() -> None:
    with pytest.raises(QueryNotFound) as caught:
        query("retrieve/no_such_query")
    assert isinstance(caught.value, A2RAGError) and isinstance(caught.value, KeyError)


def test_missing_password_is_a_config_error(tmp_path: object) -> None:
    settings = Settings(home_dir=tmp_path, neo4j_password=None)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="NEO4J_PASSWORD"):
        settings.resolved_password()
