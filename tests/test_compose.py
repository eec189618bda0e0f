"""docker-compose.yml as an operator relies on it (no Docker needed to check the file)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

COMPOSE = Path(__file__).resolve().parent.parent / "docker-compose.yml"


def _services() -> dict[str, dict[str, object]]:
    return dict(yaml.safe_load(COMPOSE.read_text())["services"])


def test_images_are_pinned_to_exact_versions() -> None:
    for name, svc in _services().items():
        tag = str(svc["image"]).split(":", 1)[1]
        assert re.fullmatch(r"\d+\.\d+\.\d+-community", tag), f"{name}: {svc['image']}"


def test_ps_logs_down_need_no_password_but_up_refuses_without_one() -> None:
    text = COMPOSE.read_text()
    assert ":?" not in text  # `${VAR:?}` fails interpolation for every command, `ps` included
    services = _services()
    check = services["password-check"]
    assert "-ge 8" in " ".join(map(str, check["entrypoint"]))  # type: ignore[arg-type]
    for name in ("neo4j", "neo4j-lts"):
        deps = services[name]["depends_on"]
        assert deps["password-check"]["condition"] == "service_completed_successfully"  # type: ignore[index]


def test_servers_keep_plugins_and_logs_limit_memory_and_send_no_telemetry() -> None:
    for name in ("neo4j", "neo4j-lts"):
        svc = _services()[name]
        mounts = {str(v).split(":", 1)[1] for v in svc["volumes"]}  # type: ignore[attr-defined]
        assert {"/data", "/plugins", "/logs"} <= mounts, name
        assert svc["mem_limit"]
        env = svc["environment"]
        assert env["NEO4J_client_allow__telemetry"] == "false"  # type: ignore[index]
        assert env["NEO4J_dbms_usage__report_enabled"] == "false"  # type: ignore[index]
