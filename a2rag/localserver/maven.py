"""Downloading Neo4j + GDS from Maven Central, once, with retries for network blips.

Why retries: a first run on a fresh machine makes hundreds of HTTP requests, and one reset
connection must not fail `make demo`. Failures that a retry cannot fix (a version that does not
exist, an untrusted TLS certificate, no Maven) fail at once with what to do.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

from a2rag.errors import DownloadError, LocalServerError
from a2rag.localserver.java import JavaRuntime, maven_java_home
from a2rag.localserver.layout import MARKER, Layout
from a2rag.localserver.process import file_lock
from a2rag.resources import neo4j_pom

DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies"
_GDS_JAR_PREFIX = "org.neo4j.gds."  # jars are named <groupId>.<artifactId>-<version>.jar
_ENTRY_POINT_SERVICE = "META-INF/services/org.neo4j.server.startup.EntryPoint"

# Output of a failed `mvn` run that a later attempt may not see again (network, mirror hiccups).
_TRANSIENT = re.compile(
    r"Could not transfer|Connection reset|Connection refused|timed out|Read timed out|"
    r"Connect to \S+ failed|UnknownHostException|Temporary failure in name resolution|"
    r"No route to host|Remote host terminated|SocketException|SSLException: Connection|"
    r"status code: (?:429|5\d\d)|No plugin found for prefix|Premature end of Content-Length",
    re.IGNORECASE,
)
# ...and output that a retry cannot fix; checked first.
_PERMANENT = {
    "PKIX path building failed": "the Java that runs Maven does not trust the TLS certificate "
    "of Maven Central or your proxy. Run Maven on a Java whose trust store has your CA "
    "(set JAVA_HOME to the system JDK) or configure a mirror in ~/.m2/settings.xml",
    "Could not find artifact": "a version does not exist on Maven Central: check "
    "A2RAG_LOCAL_NEO4J_VERSION and A2RAG_LOCAL_GDS_VERSION",
    "Non-resolvable": "the POM cannot be resolved: check neo4j/pom.xml and the versions",
}

Runner = Callable[..., "subprocess.CompletedProcess[str]"]


def classify(output: str) -> tuple[bool, str]:
    """(transient, advice) for the output of a failed Maven run."""
    for needle, advice in _PERMANENT.items():
        if needle in output:
            return False, advice
    if _TRANSIENT.search(output):
        return True, "a network failure while talking to Maven Central (or your mirror)"
    return False, "check access to Maven Central (or a mirror in ~/.m2/settings.xml)"


def maven_command(mvn: str, layout: Layout, out_dir: str) -> list[str]:
    cmd = [
        mvn, "-q", "-B", "-f", str(neo4j_pom()),
        f"-Dmaven.repo.local={layout.maven_repo}",
        f"-Dneo4j.version={layout.neo4j_version}",
        f"-Dgds.version={layout.gds_version}",
        "-Dmdep.prependGroupId=true",
        f"-DoutputDirectory={out_dir}",
        DEPENDENCY_PLUGIN,
    ]  # fmt: skip
    if layout.gds_version.startswith("2.13."):
        cmd.append("-Pgds-2.13")
    return cmd


def ensure_dist(
    layout: Layout,
    java: JavaRuntime | None,
    *,
    attempts: int,
    backoff_s: float,
    run: Runner = subprocess.run,
    sleep: Callable[[float], None] = time.sleep,
) -> None:
    """Resolve the jars once into dist/; later calls only check the marker file."""
    if layout.is_downloaded():
        return
    with file_lock(layout.dist_dir.with_name(layout.dist_dir.name + ".lock")):
        if layout.is_downloaded():
            return
        _download(layout, java, attempts=attempts, backoff_s=backoff_s, run=run, sleep=sleep)


def _download(
    layout: Layout,
    java: JavaRuntime | None,
    *,
    attempts: int,
    backoff_s: float,
    run: Runner,
    sleep: Callable[[float], None],
) -> None:
    mvn = shutil.which("mvn") or shutil.which("mvn.cmd")
    if mvn is None:
        raise LocalServerError(
            "Maven (`mvn`) is needed once to download Neo4j and GDS from Maven Central, but "
            "it is not on PATH. Install Maven 3.6+ (`apt-get install maven`, `brew install "
            "maven`, `sdk install maven`, or unpack https://maven.apache.org/download.cgi and "
            "add its bin/ to PATH), then retry."
        )
    pom = neo4j_pom()
    if not pom.is_file():
        raise LocalServerError(f"{pom} is missing: reinstall a2rag (the wheel ships it).")
    partial = layout.dist_dir.with_name(layout.dist_dir.name + ".partial")
    cmd = maven_command(mvn, layout, str(partial / "lib"))
    env = dict(os.environ)
    java_home = maven_java_home(java, env)
    if java_home is not None:
        env["JAVA_HOME"] = java_home
    print(
        f"a2rag: downloading Neo4j {layout.neo4j_version} + GDS {layout.gds_version} from Maven "
        f"Central into {layout.dist_dir} (once, ~175 MB)...",
        file=sys.stderr,
    )
    wait = backoff_s
    for attempt in range(1, attempts + 1):
        shutil.rmtree(partial, ignore_errors=True)
        proc = run(cmd, capture_output=True, text=True, env=env, check=False)
        if proc.returncode == 0:
            break
        output = (proc.stdout or "") + (proc.stderr or "")
        transient, advice = classify(output)
        if transient and attempt < attempts:
            print(
                f"a2rag: Maven attempt {attempt}/{attempts} failed ({advice}); "
                f"retrying in {wait:.0f}s...",
                file=sys.stderr,
            )
            sleep(wait)
            wait *= 2
            continue
        last = "\n".join(output.strip().splitlines()[-40:])
        tried = f" after {attempt} attempts" if attempt > 1 else ""
        raise DownloadError(
            f"Maven could not download Neo4j {layout.neo4j_version} + GDS "
            f"{layout.gds_version} (exit {proc.returncode}{tried}): {advice}.\n"
            f"$ {' '.join(cmd)}\n{last}",
            transient=transient,
        )
    _install(layout, partial)


def _install(layout: Layout, partial: Path) -> None:
    """Check the jars, link GDS into plugins/, and move the finished folder into place."""
    jars = sorted((partial / "lib").glob("*.jar"))
    gds = [j for j in jars if j.name.startswith(_GDS_JAR_PREFIX)]
    if not gds or not any(j.name.startswith("org.neo4j.neo4j-") for j in jars):
        raise DownloadError(
            f"Maven finished but {partial / 'lib'} lacks the server or GDS jars.", transient=False
        )
    (partial / "plugins").mkdir()
    for jar in gds:  # hard link where possible: same file system, no extra space
        try:
            os.link(jar, partial / "plugins" / jar.name)
        except OSError:
            shutil.copy2(jar, partial / "plugins" / jar.name)
    marker = {"neo4j": layout.neo4j_version, "gds": layout.gds_version, "jars": len(jars)}
    (partial / MARKER).write_text(json.dumps(marker) + "\n", encoding="utf-8")
    shutil.rmtree(layout.dist_dir, ignore_errors=True)
    partial.rename(layout.dist_dir)


def entry_point(layout: Layout) -> str:
    """Server main class, read from the jars (it changed between 5.x and calendar versions)."""
    for jar in sorted(layout.lib_dir.glob("org.neo4j.neo4j-*.jar")):
        with zipfile.ZipFile(jar) as zf, contextlib.suppress(KeyError):
            lines = zf.read(_ENTRY_POINT_SERVICE).decode().splitlines()
            names = [ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")]
            if names:
                return names[0]
    raise LocalServerError(
        f"No Neo4j entry point found in {layout.lib_dir}; delete {layout.dist_dir} "
        "(the downloaded jars only; it is fetched again on the next start)."
    )
