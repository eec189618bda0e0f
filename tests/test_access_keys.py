"""The API-key store and its CLI, without a database: hashes only at rest, mode 0600, revoke
seen by a running reader of the file, keys never in output or logs; the bind rule."""

from __future__ import annotations

import hashlib
import json
import logging
import stat
from pathlib import Path

import pytest
from typer.testing import CliRunner

from a2rag.access import Principal, Role
from a2rag.access.keys import KeyStore, keys_path
from a2rag.api.security import check_bind
from a2rag.cli import app as cli_app
from a2rag.config import Settings, install_log_masking
from a2rag.errors import ConfigError, InsecureBind, InvalidInput


def test_add_lookup_revoke_with_hashes_only_at_rest(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "keys.json"
    cli = KeyStore(path)  # the CLI's store
    service = KeyStore(path)  # a running service's store, reading the same file
    assert not service.keyed() and service.records() == []

    alice, alice_key = cli.add("alice", Role.READER, ["hr", "ops"])
    boss, boss_key = cli.add("boss", Role.ADMIN, None)
    assert alice_key != boss_key and alice_key.startswith("a2k_") and len(alice_key) > 40
    with pytest.raises(InvalidInput, match="active key named 'alice'"):
        cli.add("alice", Role.ADMIN, None)

    raw = path.read_text()
    assert alice_key not in raw and boss_key not in raw  # hash only
    assert hashlib.sha256(alice_key.encode()).hexdigest() in raw
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert [p.name for p in path.parent.iterdir() if p.name.startswith(".keys-")] == []

    assert service.lookup(alice_key) == Principal(
        name="alice", role=Role.READER, groups=("hr", "ops")
    )
    assert service.lookup(boss_key) == Principal.operator("boss")  # admin, reads everything
    assert service.lookup("a2k_" + "x" * 43) is None and service.lookup("") is None
    assert service.keyed() and service.has_active()

    # listing shows ids and names, never the key or its hash
    listed = json.dumps([r.public() for r in service.records()])
    assert alice.id in listed and "sha256" not in listed and alice_key not in listed

    # revoke by name in one process; the other sees it on its next lookup (no restart)
    assert cli.revoke("alice").revoked_at is not None
    assert service.lookup(alice_key) is None
    with pytest.raises(InvalidInput, match="already revoked"):
        cli.revoke(alice.id)
    cli.revoke(boss.id)
    assert service.lookup(boss_key) is None
    # every key revoked (or the file deleted): the service stays keyed, never opens up
    assert not service.has_active() and service.keyed()
    path.unlink()
    assert service.keyed() and service.lookup(boss_key) is None

    # a new key named like a revoked one is fine, and is found at once
    _, again = cli.add("alice", Role.READER, [])
    assert service.lookup(again) == Principal(name="alice", groups=())


def test_a_corrupt_keys_file_is_an_error_that_shows_no_content(tmp_path: Path) -> None:
    path = tmp_path / "keys.json"
    path.write_text('{"keys": [{"id": "secret-looking-content"}]}')
    with pytest.raises(ConfigError, match="not valid") as info:
        KeyStore(path).lookup("anything")
    assert "secret-looking-content" not in str(info.value)


def test_keys_file_default_and_bind_rule(tmp_path: Path) -> None:
    settings = Settings(home_dir=tmp_path, api_key=None)  # type: ignore[arg-type]
    assert keys_path(settings) == tmp_path / "keys.json"
    with pytest.raises(InsecureBind, match="a2rag keys add"):
        check_bind("0.0.0.0", settings)
    store = KeyStore.for_settings(settings)
    _, _ = store.add("ops-bot", Role.READER, ["ops"])
    check_bind("0.0.0.0", settings)  # an active key: the HTTP API may leave loopback
    with pytest.raises(InsecureBind):  # MCP knows only A2RAG_API_KEY
        check_bind("0.0.0.0", settings, key_file=False)
    store.revoke("ops-bot")
    with pytest.raises(InsecureBind):
        check_bind("0.0.0.0", settings)


def test_keys_cli_prints_the_key_once_and_never_again(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    env = {
        "A2RAG_KEYS_FILE": str(tmp_path / "keys.json"),
        "A2RAG_AUDIT_FILE": str(tmp_path / "a.log"),
    }
    caplog.set_level(logging.DEBUG)
    runner = CliRunner()
    added = runner.invoke(cli_app, ["keys", "add", "alice", "--groups", "HR, ops"], env=env)
    assert added.exit_code == 0, added.output
    key = added.stdout.strip()
    assert key.startswith("a2k_") and "\n" not in key
    assert "reader" in added.stderr and "hr,ops" in added.stderr
    bad = runner.invoke(cli_app, ["keys", "add", "x", "--role", "owner"], env=env)
    assert bad.exit_code == 2 and "reader or admin" in bad.output
    bad = runner.invoke(cli_app, ["keys", "add", "x", "--groups", "h r"], env=env)
    assert bad.exit_code == 2 and "invalid group name" in bad.output

    listed = runner.invoke(cli_app, ["keys", "list", "--json"], env=env)
    rows = json.loads(listed.stdout)
    assert [(r["name"], r["role"], r["groups"], r["revoked_at"]) for r in rows] == [
        ("alice", "reader", ["hr", "ops"], None)
    ]
    revoked = runner.invoke(cli_app, ["keys", "revoke", rows[0]["id"]], env=env)
    assert revoked.exit_code == 0 and "revoked" in revoked.stdout
    text = runner.invoke(cli_app, ["keys", "list"], env=env).stdout
    assert "alice" in text and "revoked" in text
    missing = runner.invoke(cli_app, ["keys", "revoke", "nobody"], env=env)
    assert missing.exit_code == 1 and "no key" in missing.output

    audit = [json.loads(line) for line in (tmp_path / "a.log").read_text().splitlines()]
    assert [(a["action"], a["target"]) for a in audit] == [
        ("keys_add", rows[0]["id"]),
        ("keys_revoke", rows[0]["id"]),
    ]
    everything = (
        listed.output + text + revoked.output + caplog.text + (tmp_path / "a.log").read_text()
    )
    assert key not in everything


def test_log_masking_hides_keys(caplog: pytest.LogCaptureFixture) -> None:
    install_log_masking()
    with caplog.at_level(logging.INFO):
        logging.getLogger("a2rag.test").info("presented %s", "a2k_" + "Zq9" * 14)
    assert "Zq9Zq9" not in caplog.text and "a2k_***" in caplog.text
