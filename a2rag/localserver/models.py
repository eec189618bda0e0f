"""What `a2rag neo4j start` and `a2rag neo4j status` report."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel


def _credentials(username: str, password_file: Path | None) -> str:
    where = f"password in {password_file}" if password_file else "password: $NEO4J_PASSWORD"
    return f"user {username}, {where}"


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
        return (
            f"Neo4j {self.neo4j_version} + GDS {self.gds_version} {how} (pid {self.pid}, "
            f"Java {self.java_version})\n"
            f"  Bolt:    {self.bolt_uri}  ({_credentials(self.username, self.password_file)})\n"
            f"  Browser: {self.browser_url}  (connect to {self.bolt_uri})\n"
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
    bolt_port: int  # where the running server listens (its pid record), else the setting
    browser_url: str
    username: str
    password_file: Path | None
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
            f"  Bolt:    {self.bolt_uri}  ({_credentials(self.username, self.password_file)})\n"
            f"  Browser: {self.browser_url}  (connect to {self.bolt_uri})\n"
            f"  Home:    {self.home}\n"
            f"  Log:     {self.log_file}"
        )
