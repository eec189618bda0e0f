"""API keys of the HTTP service: keys add|list|revoke (the keys file, settings.access)."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

from a2rag.cli.apps import EXIT_USAGE, console, err, fail, keys_app, load_settings, user_name
from a2rag.errors import A2RAGError


@keys_app.command("add")
def keys_add(
    name: Annotated[str, typer.Argument(help="who holds the key (audit name)", metavar="NAME")],
    role: Annotated[
        str, typer.Option(help="reader (ask only) | admin (everything)", metavar="ROLE")
    ] = "reader",
    groups: Annotated[
        str | None,
        typer.Option(
            help="comma-separated groups the key reads (plus A2RAG_EVERYONE_GROUPS); an admin "
            "key without --groups reads everything",
            metavar="G1,G2",
        ),
    ] = None,
) -> None:
    """Create a key and print it once: only its hash is stored."""
    from a2rag.access import Role
    from a2rag.access.audit import audit_action
    from a2rag.access.keys import KeyStore
    from a2rag.config import parse_groups

    if role not in {r.value for r in Role}:
        fail(f"unknown role {role!r}: choose reader or admin", EXIT_USAGE)
    if not name.strip():
        fail("the key needs a name", EXIT_USAGE)
    settings = load_settings()
    try:
        parsed = parse_groups(groups) if groups is not None else None
    except ValueError as exc:
        fail(exc, EXIT_USAGE)
    if parsed is None and role == Role.READER:
        parsed = []  # a reader without groups reads the everyone groups only
    store = KeyStore.for_settings(settings)
    try:
        record, key = store.add(name, Role(role), parsed)
    except (A2RAGError, ValueError) as exc:
        fail(exc)
    audit_action(settings, user_name("cli"), "keys_add", record.id, name=record.name)
    err.print(
        f"added key {record.id} for {record.name} ({record.role.value}, groups: "
        f"{_groups(record.groups)}) to {store.path}. It is shown once, now:",
        markup=False,
        highlight=False,
        soft_wrap=True,
    )
    sys.stdout.write(key + "\n")  # stdout alone, so that `KEY=$(a2rag keys add ...)` works


@keys_app.command("list")
def keys_list(
    as_json: Annotated[bool, typer.Option("--json", help="print as JSON")] = False,
) -> None:
    """Keys by id, name, role, groups and dates (never the keys or their hashes)."""
    from a2rag.access.keys import KeyStore

    store = KeyStore.for_settings(load_settings())
    try:
        records = store.records()
    except A2RAGError as exc:
        fail(exc)
    if as_json:
        sys.stdout.write(json.dumps([r.public() for r in records], indent=2) + "\n")
        return
    if not records:
        console.print(f"no keys in {store.path} (`a2rag keys add NAME`)", markup=False)
    for r in records:
        state = f"revoked {r.revoked_at:%Y-%m-%d %H:%M}" if r.revoked_at else "active"
        console.print(
            f"{r.id}  {r.name:<20} {r.role.value:<6} groups: {_groups(r.groups):<24} "
            f"created {r.created_at:%Y-%m-%d %H:%M}  {state}",
            markup=False,
            highlight=False,
            soft_wrap=True,
        )


@keys_app.command("revoke")
def keys_revoke(
    id_or_name: Annotated[str, typer.Argument(help="key id or active key name", metavar="ID")],
) -> None:
    """Revoke a key; a running service refuses it from its next request."""
    from a2rag.access.audit import audit_action
    from a2rag.access.keys import KeyStore

    settings = load_settings()
    try:
        record = KeyStore.for_settings(settings).revoke(id_or_name)
    except (A2RAGError, ValueError) as exc:
        fail(exc)
    audit_action(settings, user_name("cli"), "keys_revoke", record.id, name=record.name)
    console.print(f"revoked {record.id} ({record.name})", markup=False, highlight=False)


def _groups(groups: tuple[str, ...] | None) -> str:
    if groups is None:
        return "all"
    return ",".join(groups) or "-"
