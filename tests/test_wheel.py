"""The built wheel is a working install: queries, migrations and the POM ship inside it.

Builds the wheel from a copy of the checkout, installs it into a fresh venv outside the checkout
(which sees the dependency environment through a .pth, as scripts/venv.sh does), and runs
`a2rag migrate` and one `a2rag ask` against the test server.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import neo4j
from conftest import REPO, ingest_kb

from a2rag import __version__
from a2rag.config import Settings

IGNORE = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "tests", "data"
)


def _build_wheel(tmp: Path) -> Path:
    src = tmp / "src"
    shutil.copytree(REPO, src, ignore=IGNORE)
    out = tmp / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "-x", "-o", str(out), "."],
        cwd=src,
        check=True,
        capture_output=True,
    )
    (wheel,) = out.glob("a2rag-*.whl")
    return wheel


def _fresh_venv(tmp: Path, wheel: Path) -> Path:
    env_dir = tmp / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    deps_site = Path(neo4j.__file__).resolve().parent.parent  # where the dependencies live
    (Path(site) / "_a2rag_deps.pth").write_text(f"{deps_site}\n", encoding="utf-8")
    # pip itself comes from the dependency environment; it installs into the fresh venv.
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)],
        check=True,
        capture_output=True,
    )
    return env_dir


def test_wheel_ships_data_and_answers(tmp_path: Path, _migrated: Settings) -> None:
    wheel = _build_wheel(tmp_path)
    assert wheel.name.startswith(f"a2rag-{__version__}-")
    names = zipfile.ZipFile(wheel).namelist()
    assert "a2rag/_cypher/retrieve/local.cypher" in names
    assert "a2rag/_migrations/0001_constraints.cypher" in names
    assert "a2rag/_neo4j/pom.xml" in names
    shipped = {n.removeprefix("a2rag/_cypher/") for n in names if n.startswith("a2rag/_cypher/")}
    assert shipped == {str(p.relative_to(REPO / "cypher")) for p in REPO.glob("cypher/**/*.cypher")}

    env_dir = _fresh_venv(tmp_path, wheel)
    settings = ingest_kb(_migrated, [REPO / "examples" / "kb" / "docs" / "order-gateway.md"])
    env = {
        "PATH": f"{env_dir / 'bin'}:{os.environ.get('PATH', '')}",
        "HOME": os.environ.get("HOME", str(tmp_path)),
        "NEO4J_URI": settings.neo4j.neo4j_uri,
        "NEO4J_USERNAME": settings.neo4j.neo4j_username,
        "NEO4J_PASSWORD": settings.resolved_password(),
        "NEO4J_DATABASE": settings.neo4j.neo4j_database,
        "A2RAG_BACKEND": "offline",
        "A2RAG_READER_ANSWER_CONFIDENCE": str(settings.reader.reader_answer_confidence),
        "A2RAG_HOME_DIR": str(settings.local.home_dir),
    }
    a2rag = str(env_dir / "bin" / "a2rag")

    def run(*args: str) -> str:
        done = subprocess.run(
            [a2rag, *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    where = subprocess.run(
        [
            str(env_dir / "bin" / "python"),
            "-c",
            "import a2rag.resources as r; print(r.cypher_root())",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert where.startswith(str(env_dir)), where  # the installed copy, not the checkout
    assert "schema up to date" in run("migrate")
    question = "Which FIX protocol version do API clients use to connect to the Order Gateway?"
    answer = json.loads(run("ask", question, "--json"))
    assert answer["status"] == "answered", answer["reason"]
    assert answer["answer"] == "FIX 4.4"
    assert answer["citations"]
