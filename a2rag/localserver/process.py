"""Process control for the local server: spawning, liveness, stopping, ports, locks.

Why a module of its own: these are the operating-system facts (pids, sockets, /proc) that the
lifecycle in `server.py` decides on; keeping them apart keeps that logic readable and testable.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

# Popen handles of servers started by this process: kept so that they are neither garbage
# collected while running (ResourceWarning) nor left as zombies after terminate().
_CHILDREN: dict[int, subprocess.Popen[bytes]] = {}


def port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        if os.name != "nt":  # like the server: ignore TIME_WAIT leftovers, still fail on LISTEN
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def port_answers(port: int, timeout: float = 1.0) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout):
            return True
    except OSError:
        return False


def _listening_inodes(port: int) -> set[str]:
    """Socket inodes listening on `port` (Linux /proc/net/tcp{,6}; state 0A is LISTEN)."""
    inodes: set[str] = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(OSError):
            for line in Path(table).read_text().splitlines()[1:]:
                cols = line.split()
                if len(cols) > 9 and cols[3] == "0A" and int(cols[1].rsplit(":", 1)[1], 16) == port:
                    inodes.add(cols[9])
    return inodes


def owns_port(pid: int, port: int) -> bool | None:
    """Whether process `pid` is the one listening on `port`; None when this OS cannot tell."""
    fd_dir = Path(f"/proc/{pid}/fd")
    if not Path("/proc/net/tcp").exists() or not fd_dir.is_dir():
        return None
    inodes = _listening_inodes(port)
    if not inodes:
        return False
    links: set[str] = set()
    try:
        for fd in list(fd_dir.iterdir()):
            with contextlib.suppress(OSError):  # closed meanwhile (e.g. the listing's own fd)
                links.add(os.readlink(fd))
    except OSError:
        return None
    return any(f"socket:[{inode}]" in links for inode in inodes)


def alive(pid: int) -> bool:
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


def is_our_server(pid: int, home: Path) -> bool:
    """Guards against a recycled pid: on Linux the command line must name our NEO4J_HOME."""
    cmdline = Path(f"/proc/{pid}/cmdline")
    if not cmdline.exists():
        return True
    with contextlib.suppress(OSError):
        return f"--home-dir={home}".encode() in cmdline.read_bytes()
    return True


def tail(path: Path, lines: int = 40) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "(no log)"
    return "\n".join(text.splitlines()[-lines:])


@contextlib.contextmanager
def file_lock(path: Path) -> Iterator[None]:
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


def spawn(
    cmd: list[str], *, log_file: Path, cwd: Path, env: dict[str, str]
) -> subprocess.Popen[bytes]:
    """Start the server detached from our session (it outlives this process and its Ctrl-C)."""
    popen_kw: dict[str, Any] = {}
    if os.name == "nt":
        popen_kw["creationflags"] = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0) | getattr(
            subprocess, "DETACHED_PROCESS", 0
        )
    else:
        popen_kw["start_new_session"] = True
    with open(log_file, "ab") as out:
        proc = subprocess.Popen(
            cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            cwd=cwd, env=env, close_fds=True, **popen_kw,
        )  # fmt: skip
    _CHILDREN[proc.pid] = proc
    return proc


def terminate(pid: int, timeout_s: float) -> None:
    """SIGTERM (Neo4j shuts down cleanly), then SIGKILL after timeout_s."""
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout_s
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    if alive(pid):
        log.warning("Local Neo4j (pid %d) ignored SIGTERM for %.0fs; killing it", pid, timeout_s)
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, getattr(signal, "SIGKILL", signal.SIGTERM))
        deadline = time.monotonic() + 10
        while alive(pid) and time.monotonic() < deadline:
            time.sleep(0.2)
    _CHILDREN.pop(pid, None)
