"""One version source: `a2rag.__version__`."""

from __future__ import annotations

from a2rag.config import Settings


def test_one_version() -> None:
    """The package, the built metadata (pyproject reads `a2rag.__version__`) and the API agree."""
    import tomllib

    from conftest import REPO

    from a2rag import __version__
    from a2rag.api.app import create_app

    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "a2rag.__version__"}
    assert create_app(Settings()).version == __version__
