"""Start-up: `import a2rag.cli` (every command's first step, and all of `ask` through a
running server) loads no heavy module it does not need. `ask` through a server and `shell` are
tested in test_api.py (they share its ingested sample KB); their wall times are in the README."""

from __future__ import annotations

import json
import subprocess
import sys


def test_importing_the_cli_loads_no_heavy_module() -> None:
    """`a2rag --help`, `ask` through a server and every command's start pay only for what
    they use: no web framework, plotting, LLM client or model library at import."""
    heavy = [
        "fastapi",
        "uvicorn",
        "matplotlib",
        "langchain_core",
        "openai",
        "torch",
        "sentence_transformers",
        "spacy",
    ]
    code = (
        "import json, sys\n"
        "import a2rag.cli, a2rag.cli_ask.session, a2rag.cli_ask.shell, a2rag.service\n"
        f"print(json.dumps([m for m in {heavy!r} if m in sys.modules]))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert json.loads(out.stdout) == []
