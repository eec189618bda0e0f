"""First-run robustness of the local server: Maven retries, port collisions, the password.

A fake `mvn` on PATH fails like a network blip first and then "downloads" (writes jar names);
the collision checks use real sockets and /proc; the initial password goes through the real
neo4j-admin of the downloaded distribution (skipped when it has not been downloaded yet).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from a2rag.config import Settings
from a2rag.errors import A2RAGError, DownloadError, LocalServerStartError, PortInUse
from a2rag.localserver import LocalNeo4j, conf, maven
from a2rag.localserver.java import find_java

FAKE_MVN = """#!{python}
import pathlib, sys
state = pathlib.Path({state!r})
calls = int(state.read_text()) if state.exists() else 0
state.write_text(str(calls + 1))
if calls < {failures}:
    print({message!r})
    sys.exit(1)
out = next(a.split("=", 1)[1] for a in sys.argv if a.startswith("-DoutputDirectory="))
lib = pathlib.Path(out)
lib.mkdir(parents=True)
for name in ("org.neo4j.neo4j-2026.01.4.jar", "org.neo4j.gds.algo-2.26.0.jar"):
    (lib / name).write_bytes(b"")
"""


def _fake_mvn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failures: int, message: str) -> Path:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    state = tmp_path / "mvn-calls"
    mvn = bin_dir / "mvn"
    mvn.write_text(
        FAKE_MVN.format(python=sys.executable, state=str(state), failures=failures, message=message)
    )
    mvn.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    return state


def _server(tmp_path: Path, **kw: Any) -> LocalNeo4j:
    base: dict[str, Any] = {
        "home_dir": tmp_path / "home",
        "neo4j_password": None,
        "local_download_backoff_s": 0.0,
    }
    base.update(kw)
    return LocalNeo4j(Settings(**base))


def test_transient_maven_failure_is_retried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = _fake_mvn(
        tmp_path,
        monkeypatch,
        failures=1,
        message="[ERROR] Could not transfer artifact org.neo4j:neo4j:pom: Connection reset",
    )
    srv = _server(tmp_path)
    srv.ensure_dist()
    assert state.read_text() == "2"  # failed once, then succeeded
    assert srv.is_downloaded()
    assert (srv.plugins_dir / "org.neo4j.gds.algo-2.26.0.jar").is_file()
    srv.ensure_dist()  # a marker makes later calls free
    assert state.read_text() == "2"


def test_backoff_doubles_and_gives_up_after_the_attempts(tmp_path: Path) -> None:
    layout = _server(tmp_path).layout
    waits: list[float] = []

    def failing(cmd: list[str], **kw: Any) -> subprocess.CompletedProcess[str]:
        return subprocess.CompletedProcess(cmd, 1, "No plugin found for prefix 'dependency'", "")

    if maven.shutil.which("mvn") is None:
        pytest.skip("needs any `mvn` on PATH (the call itself is replaced)")
    with pytest.raises(DownloadError, match="after 3 attempts") as err:
        maven.ensure_dist(layout, None, attempts=3, backoff_s=2.0, run=failing, sleep=waits.append)
    assert waits == [2.0, 4.0]
    assert err.value.transient and isinstance(err.value, A2RAGError)
    assert not layout.is_downloaded()


def test_permanent_maven_failure_is_not_retried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = _fake_mvn(
        tmp_path,
        monkeypatch,
        failures=5,
        message="[ERROR] Could not find artifact org.neo4j:neo4j:jar:2099.1.1 in central",
    )
    with pytest.raises(DownloadError, match="A2RAG_LOCAL_NEO4J_VERSION") as err:
        _server(tmp_path).ensure_dist()
    assert state.read_text() == "1"
    assert not err.value.transient


def test_untrusted_certificate_is_explained_not_retried() -> None:
    transient, advice = maven.classify(
        "PKIX path building failed: unable to find valid certification path; Connection reset"
    )
    assert not transient and "trust store" in advice


@pytest.fixture
def held_port() -> Iterator[int]:
    """A loopback port this test process listens on."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        s.listen(1)
        yield s.getsockname()[1]


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="needs Linux /proc")
def test_refusal_from_someone_elses_server_is_a_port_collision(
    tmp_path: Path, held_port: int
) -> None:
    srv = _server(tmp_path, local_bolt_port=held_port)
    other = subprocess.Popen(["sleep", "30"])  # a live process that does not own the port
    try:
        err = srv._refused(other.pid, "The client is unauthorized")
    finally:
        other.kill()
        other.wait()
    assert isinstance(err, PortInUse)
    assert str(held_port) in str(err) and "A2RAG_LOCAL_BOLT_PORT" in str(err)
    assert "delete" not in str(err)


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="needs Linux /proc")
def test_refusal_from_our_own_server_says_what_deleting_loses(
    tmp_path: Path, held_port: int
) -> None:
    srv = _server(tmp_path, local_bolt_port=held_port)
    err = srv._refused(os.getpid(), "The client is unauthorized")  # we do hold the port
    assert isinstance(err, LocalServerStartError)
    msg = str(err)
    assert "NEO4J_PASSWORD" in msg
    assert str(srv.layout.data_dir) in msg and "deletes every document" in msg


def test_server_exit_on_a_taken_port_is_reported_as_collision(
    tmp_path: Path, held_port: int
) -> None:
    srv = _server(tmp_path, local_http_port=held_port)
    srv.log_file.parent.mkdir(parents=True)
    srv.log_file.write_text(
        f"ERROR Failed to start Neo4j: Port {held_port} is already in use.\n"
        "java.net.BindException: Address already in use\n"
    )
    err = srv._exited(12345)
    assert isinstance(err, PortInUse) and "A2RAG_LOCAL_HTTP_PORT" in str(err)


def test_java_home_setting_is_a_real_setting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("A2RAG_LOCAL_JAVA_HOME", str(tmp_path / "jdk"))
    assert Settings().local.local_java_home == tmp_path / "jdk"


def test_initial_password_never_on_the_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = LocalNeo4j(Settings())
    if not real.is_downloaded():
        pytest.skip("the Neo4j distribution is not downloaded (the Neo4j fixture does it)")
    srv = _server(tmp_path)
    layout = type(srv.layout)(
        neo4j_version=real.layout.neo4j_version,
        gds_version=real.layout.gds_version,
        home=srv.home,
        dist_dir=real.dist_dir,
        maven_repo=real.layout.maven_repo,
    )
    srv.write_layout()
    rt = find_java(srv.settings)
    argvs: list[list[str]] = []
    run = subprocess.run

    def spy(cmd: list[str], **kw: Any) -> subprocess.CompletedProcess[str]:
        argvs.append(cmd)
        return run(cmd, **kw)

    monkeypatch.setattr(conf.subprocess, "run", spy)
    with pytest.raises(A2RAGError, match="at least 8"):  # the argfile's content is what counts
        conf.set_initial_password(rt, layout, 'a b"c\\d')
    secret = '-x y"z\\pass-word'  # a leading '-' is the parameter, not an option
    conf.set_initial_password(rt, layout, secret)
    assert (layout.data_dir / "dbms" / "auth.ini").is_file()
    assert all(secret not in arg for cmd in argvs for arg in cmd)
