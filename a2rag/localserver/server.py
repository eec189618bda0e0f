"""The lifecycle of one local server instance: start (idempotent), wait until ready, stop, status.

Errors name their cause: a port another process holds is reported as such (before start, or
when someone else answers on it during start-up); deleting data is only suggested when the
server that refused our password is certainly ours, and then with what would be lost.
"""

from __future__ import annotations

import json
import logging
import re
import subprocess
import time
from pathlib import Path
from typing import Any

from a2rag.config import Settings
from a2rag.errors import LocalServerError, LocalServerStartError, PortInUse
from a2rag.localserver import conf, maven, process
from a2rag.localserver.java import JavaRuntime, find_java, jvm_flags
from a2rag.localserver.layout import Layout
from a2rag.localserver.models import ServerInfo, ServerStatus

log = logging.getLogger(__name__)

_BIND_FAILURE = re.compile(r"Address already in use|BindException|Port \d+ is already in use")


class LocalNeo4j:
    """One local server instance (settings.local.local_instance) of the configured version pair."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        s = self.settings
        self.layout = Layout.of(s)
        self.neo4j_version = s.local.local_neo4j_version
        self.gds_version = s.local.local_gds_version
        self.home = self.layout.home
        self.dist_dir = self.layout.dist_dir
        self.lib_dir = self.layout.lib_dir
        self.plugins_dir = self.layout.plugins_dir
        self.conf_file = self.layout.conf_file
        self.log_file = self.layout.log_file
        self.pid_file = self.layout.pid_file
        self.bolt_uri = f"bolt://127.0.0.1:{s.local.local_bolt_port}"
        self.http_url = f"http://127.0.0.1:{s.local.local_http_port}"
        self.browser_url = f"{self.http_url}/browser/"

    # --- download and configuration -------------------------------------------------------------
    def is_downloaded(self) -> bool:
        return self.layout.is_downloaded()

    def ensure_dist(self, java: JavaRuntime | None = None) -> None:
        """Resolve the jars once (retrying network blips); later calls only check a marker."""
        maven.ensure_dist(
            self.layout,
            java,
            attempts=self.settings.local.local_download_attempts,
            backoff_s=self.settings.local.local_download_backoff_s,
        )

    def password(self) -> str:
        return conf.password(self.settings)

    def render_conf(self) -> str:
        return conf.render_conf(self.settings, self.layout)

    def _conf_files(self) -> dict[Path, str]:
        """Every file the server is configured by, with the text this version writes."""
        conf_dir = self.layout.conf_dir
        return {
            self.conf_file: self.render_conf(),
            conf_dir / conf.USER_LOGS: conf.render_user_logs(),
            conf_dir / conf.SERVER_LOGS: conf.render_server_logs(),
        }

    def write_layout(self) -> None:
        for sub in ("conf", "data", "logs", "run", "import", "licenses", "plugins"):
            (self.home / sub).mkdir(parents=True, exist_ok=True)
        for path, text in self._conf_files().items():
            path.write_text(text, encoding="utf-8")

    def conf_is_current(self) -> bool:
        """Whether the configuration on disk (what a running server started with) is what
        this version writes; a server started by an older a2rag keeps its old settings."""
        for path, text in self._conf_files().items():
            try:
                if path.read_text(encoding="utf-8") != text:
                    return False
            except OSError:
                return False
        return True

    def _ports(self) -> tuple[tuple[int, str, str], ...]:
        s = self.settings
        return (
            (s.local.local_bolt_port, "Bolt", "A2RAG_LOCAL_BOLT_PORT"),
            (s.local.local_http_port, "HTTP", "A2RAG_LOCAL_HTTP_PORT"),
        )

    def _port_error(self, port: int, what: str, var: str, when: str) -> PortInUse:
        hint = " (and NEO4J_URI=bolt://127.0.0.1:<port>)" if what == "Bolt" else ""
        return PortInUse(
            f"Port {port} on 127.0.0.1 ({what}) is {when} by another process, so the local "
            f"Neo4j (instance {self.settings.local.local_instance!r}) cannot use it. See who holds it "
            f"with `ss -ltnp 'sport = :{port}'`; stop that process, or choose another port with "
            f"{var}=<port>{hint}. Your data is untouched."
        )

    def check_ports(self) -> None:
        """Fail early, naming the busy port and the setting that moves it."""
        for port, what, var in self._ports():
            if not process.port_free(port):
                raise self._port_error(port, what, var, "already in use")

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
        if process.alive(pid) and process.is_our_server(pid, self.home):
            return pid
        self.pid_file.unlink(missing_ok=True)
        return None

    # --- lifecycle ----------------------------------------------------------------------------
    def start(self) -> ServerInfo:
        """Idempotent: reuse a running server of ours, else download (once), configure, spawn, wait."""
        with process.file_lock(self.home.with_name(self.home.name + ".lock")):
            return self._start_locked()

    def _start_locked(self) -> ServerInfo:
        t0 = time.monotonic()
        pid = self._running_pid()
        if pid is not None:
            if not self.conf_is_current():
                log.warning(
                    "The running local Neo4j (pid %s) was configured by another a2rag version; "
                    "restart it to apply this one's settings: a2rag neo4j stop && a2rag neo4j "
                    "start",
                    pid,
                )
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
        conf.set_initial_password(rt, self.layout, password)

        if self.log_file.exists():  # keep one previous log; the error tail is from this start
            self.log_file.replace(self.log_file.with_name("console.log.1"))
        cmd = [
            str(rt.java), *jvm_flags(rt, self.settings.local.local_heap),
            "-cp", str(self.lib_dir / "*"), maven.entry_point(self.layout),
            f"--home-dir={self.home}", f"--config-dir={self.layout.conf_dir}", "--console-mode",
        ]  # fmt: skip
        log.info("Starting local Neo4j: %s", " ".join(cmd))
        proc = process.spawn(
            cmd, log_file=self.log_file, cwd=self.home, env=conf.server_env(self.layout)
        )
        record = {
            "pid": proc.pid,
            "java": str(rt.java),
            "java_version": rt.major,
            "neo4j_version": self.neo4j_version,
            "gds_version": self.gds_version,
            "bolt_port": self.settings.local.local_bolt_port,
            "http_port": self.settings.local.local_http_port,
            "started_at": time.time(),
        }
        self.pid_file.write_text(json.dumps(record) + "\n", encoding="utf-8")
        try:
            gds = self._wait_ready(proc.pid, password, proc, t0)
        except BaseException:
            if proc.poll() is None:  # timed out or interrupted: do not leave a half-started server
                process.terminate(proc.pid, timeout_s=30)
            self.pid_file.unlink(missing_ok=True)
            raise
        return self._info(proc.pid, (str(rt.java), rt.major), gds, reused=False, t0=t0)

    def _exited(self, pid: int) -> LocalServerError:
        """Why the server process ended during start-up: a port taken meanwhile, or the log."""
        text = process.tail(self.log_file, 200)
        if _BIND_FAILURE.search(text):
            named = [p for p in self._ports() if re.search(rf"\b{p[0]}\b", text)]
            busy = [p for p in self._ports() if not process.port_free(p[0])]
            if named or busy:
                port, what, var = (named or busy)[0]
                return self._port_error(port, what, var, "taken (since this start began)")
        return LocalServerStartError(
            f"Local Neo4j (pid {pid}) exited during startup. Last lines of {self.log_file}:\n"
            f"{process.tail(self.log_file)}"
        )

    def _refused(self, pid: int, message: str) -> LocalServerError:
        """Bolt refused our password on a fully started server: whose server answered?"""
        bolt, http = self.settings.local.local_bolt_port, self.settings.local.local_http_port
        owner = process.owns_port(pid, bolt)
        if owner is False:
            return self._port_error(bolt, "Bolt", "A2RAG_LOCAL_BOLT_PORT", "answered on")
        source = (
            "NEO4J_PASSWORD"
            if self.settings.neo4j.neo4j_password
            else str(self.settings.password_file)
        )
        if owner is None:  # this OS cannot tell who listens: do not suggest deleting anything
            return LocalServerStartError(
                f"The Neo4j answering at {self.bolt_uri} rejected the password from {source} "
                f"({message}). Either another server listens on ports {bolt}/{http} (check with "
                f"`ss -ltnp` or `lsof -i :{bolt}`; move ours with A2RAG_LOCAL_BOLT_PORT / "
                f"A2RAG_LOCAL_HTTP_PORT), or instance {self.settings.local.local_instance!r} was "
                "created with another password: set NEO4J_PASSWORD to that password."
            )
        return LocalServerStartError(
            f"Local Neo4j (pid {pid}, instance {self.settings.local.local_instance!r}) rejected the "
            f"password from {source} ({message}): its database was created with another "
            "password. Set NEO4J_PASSWORD to that password. Only if it is lost: stop the server "
            f"(`a2rag neo4j stop`) and delete {self.layout.data_dir}; this deletes every "
            "document, chunk, entity, relation, index and review proposal of this instance "
            "(ingest again afterwards)."
        )

    def _wait_ready(
        self, pid: int, password: str, proc: subprocess.Popen[bytes] | None, t0: float
    ) -> str:
        """Until Bolt accepts our credentials and `gds.version()` answers; returns that version."""
        # One `from neo4j import` line: ruff takes the repo's neo4j/ folder for a first-party package.
        from neo4j import GraphDatabase, exceptions

        s = self.settings
        deadline = t0 + s.local.local_start_timeout_s
        last = "no answer on the Bolt port yet"
        while True:
            if (proc is not None and proc.poll() is not None) or not process.alive(pid):
                raise self._exited(pid)
            if process.port_answers(s.local.local_bolt_port):
                try:
                    with GraphDatabase.driver(
                        self.bolt_uri, auth=(conf.USERNAME, password), connection_timeout=5,
                        notifications_min_severity="OFF",
                    ) as driver:  # fmt: skip
                        if not s.local.local_gds_enabled:
                            driver.execute_query("RETURN 1")
                            return "none (GDS disabled)"
                        records, _, _ = driver.execute_query("RETURN gds.version() AS v")
                        return str(records[0]["v"])
                except exceptions.AuthError as exc:
                    # Bolt can refuse logins while the server still boots (HTTP comes up last);
                    # only a refusal from a fully started server is a verdict.
                    last = f"AuthError: {exc.message}"
                    log.debug("local Neo4j not ready: %s", last)
                    if process.port_answers(s.local.local_http_port):
                        raise self._refused(pid, str(exc.message)) from exc
                    time.sleep(0.5)  # and stay clear of the failed-login lockout
                except exceptions.ClientError as exc:
                    if "gds.version" in (exc.message or ""):
                        raise LocalServerStartError(
                            f"Neo4j started but GDS is not loaded ({exc.message}). Check "
                            f"{self.plugins_dir} and {self.home / 'logs' / 'neo4j.log'}."
                        ) from exc
                    last = str(exc)
                    log.debug("local Neo4j not ready: %s", last)
                except (exceptions.DriverError, exceptions.Neo4jError, OSError) as exc:
                    last = f"{type(exc).__name__}: {exc}"
                    log.debug("local Neo4j not ready: %s", last)
            if time.monotonic() > deadline:
                raise LocalServerStartError(
                    f"Local Neo4j (pid {pid}) not ready after {s.local.local_start_timeout_s:.0f}s "
                    f"(A2RAG_LOCAL_START_TIMEOUT_S); last error: {last}. Last lines of "
                    f"{self.log_file}:\n{process.tail(self.log_file)}"
                )
            time.sleep(0.5)

    def _password_file(self) -> Any:
        return (
            None if self.settings.neo4j.neo4j_password is not None else self.settings.password_file
        )

    def _info(
        self, pid: int, java: tuple[str, int], gds: str, *, reused: bool, t0: float
    ) -> ServerInfo:
        return ServerInfo(
            bolt_uri=self.bolt_uri,
            http_url=self.http_url,
            browser_url=self.browser_url,
            username=conf.USERNAME,
            password_file=self._password_file(),
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

    def stop(self, timeout_s: float = 60.0) -> bool:
        """Stop our server if it runs; True if one was stopped. The pid file is removed either way."""
        with process.file_lock(self.home.with_name(self.home.name + ".lock")):
            pid = self._running_pid()
            if pid is not None:
                process.terminate(pid, timeout_s)
            self.pid_file.unlink(missing_ok=True)
            return pid is not None

    def status(self) -> ServerStatus:
        pid = self._running_pid()
        data = self._read_pid() or {}
        return ServerStatus(
            running=pid is not None,
            bolt_ready=pid is not None
            and process.port_answers(self.settings.local.local_bolt_port),
            pid=pid,
            neo4j_version=str(data.get("neo4j_version", self.neo4j_version)),
            gds_version=str(data.get("gds_version", self.gds_version)),
            bolt_uri=self.bolt_uri,
            bolt_port=int(data.get("bolt_port", self.settings.local.local_bolt_port)),
            browser_url=self.browser_url,
            username=conf.USERNAME,
            password_file=self._password_file(),
            home=self.home,
            log_file=self.log_file,
            downloaded=self.is_downloaded(),
        )
