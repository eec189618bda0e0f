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
    assert s.neo4j.neo4j_uri == "bolt://db.example:7999"
    assert s.neo4j.neo4j_username == "alice"
    assert s.resolved_password() == "s3cret-pass"
    assert s.neo4j.neo4j_database == "kb"
    assert s.retrieval.tau_gate == pytest.approx(0.42)


def test_dotenv_file_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NEO4J_URI", raising=False)
    (tmp_path / ".env").write_text("NEO4J_URI=bolt://from-dotenv:7687\nA2RAG_MAX_RETRIES=5\n")
    monkeypatch.chdir(tmp_path)
    s = Settings()
    assert s.neo4j.neo4j_uri == "bolt://from-dotenv:7687"
    assert s.control.max_retries == 5


def test_masked_hides_secrets() -> None:
    s = Settings(neo4j_password="topsecret-1", llm_api_key="sk-abc")  # type: ignore[arg-type]
    masked = s.masked()
    assert masked["neo4j"]["neo4j_password"] == "********"
    assert masked["models"]["llm_api_key"] == "********"
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


def test_sections_keep_flat_names_for_env_kwargs_and_copies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A field's env var is A2RAG_<FIELD> whatever its section; a flat keyword or copy update
    goes to the field's section and leaves the section's other env values in place."""
    monkeypatch.setenv("A2RAG_SEED_MAX", "3")
    monkeypatch.setenv("A2RAG_API_MAX_JOBS", "7")
    s = Settings(local_limit=11)
    assert (s.retrieval.local_limit, s.retrieval.seed_max, s.api.api_max_jobs) == (11, 3, 7)
    t = s.updated(local_limit=5, api_max_jobs=9)
    assert (t.retrieval.local_limit, t.api.api_max_jobs, t.retrieval.seed_max) == (5, 9, 3)
    assert (s.retrieval.local_limit, s.api.api_max_jobs) == (11, 7)  # the original is unchanged
    assert s.model_copy(update={"evidence_k": 4}).retrieval.evidence_k == 4


def test_unknown_setting_is_an_error() -> None:
    with pytest.raises(Exception, match="unknown setting 'no_such_knob'"):
        Settings(no_such_knob=1)  # type: ignore[call-arg]
    with pytest.raises(Exception, match="unknown setting"):
        Settings().updated(no_such_knob=1)
