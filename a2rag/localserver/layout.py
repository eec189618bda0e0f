"""Where the local server's files live (all under `settings.local.home_dir`, never in the repository).

m2/                                   Maven repository used for the download
neo4j/dist/<neo4j>-gds<gds>/lib/      every runtime jar (the classpath)
neo4j/dist/<neo4j>-gds<gds>/plugins/  copies of the GDS jars (procedures are only
                                      discovered in the plugins directory)
neo4j/<instance>-<neo4j>/             NEO4J_HOME: conf, data, logs, run, import
neo4j/<instance>.password             generated password (0600) unless NEO4J_PASSWORD is set
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from a2rag.config import Settings

MARKER = ".complete"
PID_FILE = "a2rag-neo4j.pid"


@dataclass(frozen=True)
class Layout:
    neo4j_version: str
    gds_version: str
    home: Path  # NEO4J_HOME, absolute: matched against /proc cmdlines
    dist_dir: Path
    maven_repo: Path

    @classmethod
    def of(cls, s: Settings) -> Layout:
        root = s.local.home_dir.resolve()
        return cls(
            neo4j_version=s.local.local_neo4j_version,
            gds_version=s.local.local_gds_version,
            home=s.local_home.resolve(),
            dist_dir=root
            / "neo4j"
            / "dist"
            / f"{s.local.local_neo4j_version}-gds{s.local.local_gds_version}",
            maven_repo=root / "m2",
        )

    @property
    def lib_dir(self) -> Path:
        return self.dist_dir / "lib"

    @property
    def plugins_dir(self) -> Path:
        return self.dist_dir / "plugins"

    @property
    def conf_dir(self) -> Path:
        return self.home / "conf"

    @property
    def conf_file(self) -> Path:
        return self.conf_dir / "neo4j.conf"

    @property
    def data_dir(self) -> Path:
        return self.home / "data"

    @property
    def log_file(self) -> Path:
        return self.home / "logs" / "console.log"

    @property
    def pid_file(self) -> Path:
        return self.home / "run" / PID_FILE

    def is_downloaded(self) -> bool:
        return (self.dist_dir / MARKER).is_file()
