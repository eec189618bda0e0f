from __future__ import annotations

from pathlib import Path

import pytest

from a2rag.config import Settings


def test_neo4j_settings_use_neo4j_names(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NEO4J_URI", "bolt://db.example:7999")
    monkeypatch.setenv("NEO4J_USERNAME", "alice")
    monkeypatch.setenv("NEO4J_PASSWORD", "s3cret-pass")
    monkeypatch.setenv("NEO4J_DATABASE", "kb")
    monkeypatch.setenv("A2RAG_TAU_GATE", "0.42")
    s = Settings()
    assert s.neo4j_uri == "bolt://db.example:7999"
    assert s.neo4j_username == "alice"
    assert s.resolved_password() == "s3cret-pass"
    assert s.neo4j_database == "kb"
    assert s.tau_gate == pytest.approx(0.42)


def test_dotenv_file_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NEO4J_URI", raising=False)
    (tmp_path / ".env").write_text("NEO4J_URI=bolt://from-dotenv:7687\nA2RAG_MAX_RETRIES=5\n")
    monkeypatch.chdir(tmp_path)
    s = Settings()
    assert s.neo4j_uri == "bolt://from-dotenv:7687"
    assert s.max_retries == 5


def test_masked_hides_secrets() -> None:
    s = Settings(neo4j_password="topsecret-1", llm_api_key="sk-abc")  # type: ignore[arg-type]
    masked = s.masked()
    assert masked["neo4j_password"] == "********"
    assert masked["llm_api_key"] == "********"
    assert "topsecret-1" not in str(masked) and "sk-abc" not in str(masked)


def test_llm_enabled_follows_backend_and_endpoint() -> None:
    assert not Settings(backend="auto").llm_enabled  # type: ignore[arg-type]
    assert Settings(backend="auto", llm_base_url="http://127.0.0.1:9/v1").llm_enabled  # type: ignore[arg-type]
    assert not Settings(backend="offline", llm_base_url="http://127.0.0.1:9/v1").llm_enabled  # type: ignore[arg-type]


def test_password_falls_back_to_stored_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("NEO4J_PASSWORD", raising=False)
    s = Settings(home_dir=tmp_path)
    with pytest.raises(RuntimeError, match="NEO4J_PASSWORD"):
        s.resolved_password()
    s.password_file.parent.mkdir(parents=True)
    s.password_file.write_text("generated-pw\n")
    assert s.resolved_password() == "generated-pw"
