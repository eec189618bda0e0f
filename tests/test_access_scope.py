"""The read scope without a database: which named queries must filter by `$groups`, how
`Graph` binds the scope to them, and how principals and group names are normalised."""

from __future__ import annotations

import pytest

from a2rag.access import Principal, Role, current_read_groups, reading_as
from a2rag.config import Settings, parse_groups
from a2rag.graph.driver import scoped
from a2rag.resources import cypher_root

# statements that read documents, chunks, entities or edges on behalf of a caller
CALLER_READS = ("retrieve", "tools", "gds/ppr_", "curate/list_", "curate/get_", "ingest/entity_by")
NOT_DATA = {"tools/sentence_count"}  # index sizes only


def test_every_caller_read_declares_groups() -> None:
    root = cypher_root()
    names = sorted(str(p.relative_to(root).with_suffix("")) for p in root.rglob("*.cypher"))
    reads = [n for n in names if n.startswith(CALLER_READS) and n not in NOT_DATA]
    assert len(reads) >= 20
    missing = [n for n in reads if "$groups" not in (root / f"{n}.cypher").read_text()]
    assert not missing, f"named reads without the caller's $groups filter: {missing}"


def test_graph_binds_the_scope_to_statements_that_declare_groups() -> None:
    assert scoped("retrieve/local", {"seed_ids": []})["groups"] is None  # the operator
    with reading_as(["ops", "public"]):
        assert current_read_groups() == ["ops", "public"]
        bound = scoped("retrieve/text_channel", {"k": 5}, overfetch=7)
        assert bound["groups"] == ["ops", "public"] and bound["overfetch"] == 7
        assert scoped("retrieve/predicates", {"groups": None})["groups"] is None  # explicit wins
        assert "groups" not in scoped("admin/graph_version", {})
        with reading_as(None):
            assert scoped("retrieve/gate", {})["groups"] is None
        assert current_read_groups() == ["ops", "public"]
    assert current_read_groups() is None


def test_principals_and_group_names() -> None:
    settings = Settings(everyone_groups="public, all-staff")
    reader = Principal(name="ann", groups=["HR", " ops "])
    assert reader.role is Role.READER and reader.groups == ("hr", "ops")
    assert reader.read_groups(settings) == ["all-staff", "hr", "ops", "public"]
    assert Principal.operator().read_groups(settings) is None
    assert Principal.operator().is_admin
    assert parse_groups("b, a,,A") == ["a", "b"]
    with pytest.raises(ValueError, match="invalid group name"):
        parse_groups(["hr", "no spaces"])
    with pytest.raises(ValueError):
        Settings(default_groups="bad/name")
