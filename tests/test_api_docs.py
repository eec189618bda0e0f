"""`/docs` and `/redoc` render without internet: every asset they load is served by a2rag.

The HTTP check always runs; the headless-browser check runs when Debian's `chromium` is
installed (`.ci/run` installs it when it can) and is skipped with the reason otherwise.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from fastapi.testclient import TestClient

from a2rag.api.app import create_app
from a2rag.api.runner import free_port
from a2rag.config import Settings

_URL = re.compile(r"""(?:src|href)=["']([^"']+)["']|url:\s*["']([^"']+)["']""")


def _settings(tmp_path: Path) -> Settings:
    return Settings(home_dir=tmp_path, api_key=None)


@pytest.mark.parametrize("page", ["/docs", "/redoc"])
def test_docs_pages_load_only_local_assets(tmp_path: Path, page: str) -> None:
    client = TestClient(create_app(_settings(tmp_path)))  # no lifespan: no database needed
    html = client.get(page)
    assert html.status_code == 200
    urls = [a or b for a, b in _URL.findall(html.text)]
    assert any(u.endswith(".js") for u in urls), urls
    for url in urls:
        assert url.startswith("/"), f"{page} loads {url} from elsewhere"
        assert client.get(url).status_code == 200, url
    assert "cdn.jsdelivr" not in html.text and "fonts.googleapis" not in html.text


@pytest.fixture
def served_docs(tmp_path: Path) -> Iterator[str]:
    """The app on a real port, lifespan off (the docs need no database)."""
    port = free_port("127.0.0.1")
    config = uvicorn.Config(
        create_app(_settings(tmp_path)), host="127.0.0.1", port=port, lifespan="off",
        log_level="warning",
    )  # fmt: skip
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


def _chromium() -> str | None:
    return next(
        (p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p),
        None,
    )


@pytest.mark.skipif(_chromium() is None, reason="Debian chromium not installed (apt chromium)")
def test_docs_render_in_a_headless_browser_offline(served_docs: str, tmp_path: Path) -> None:
    # Everything but loopback is unreachable for this browser: a CDN asset would not load.
    proc = subprocess.run(
        [
            str(_chromium()), "--headless", "--no-sandbox", "--disable-gpu",
            "--disable-dev-shm-usage", f"--user-data-dir={tmp_path / 'profile'}",
            "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=127.0.0.1",
            "--virtual-time-budget=15000", "--dump-dom", f"{served_docs}/docs",
        ],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    dom = proc.stdout
    assert proc.returncode == 0, proc.stderr[-2000:]
    # Swagger UI built the page from /openapi.json: operations of the API are in the DOM.
    assert "swagger-ui" in dom and "opblock" in dom, dom[:2000]
    assert "/ask" in dom and "/health" in dom
