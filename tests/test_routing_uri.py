"""A `neo4j://` URI (the routing driver a cluster needs: reads to secondaries, writes to the
leader) works against a single server too, so one configuration serves both."""

from __future__ import annotations

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.graph.gds import gds_info


def test_routing_uri_reads_writes_and_reaches_gds(settings: Settings) -> None:
    uri = settings.neo4j.neo4j_uri
    routed = settings.model_copy(update={"neo4j_uri": "neo4j://" + uri.split("://", 1)[1]})
    assert routed.neo4j.neo4j_uri.startswith("neo4j://")
    with Graph(routed) as g:
        g.verify()
        before = g.read("admin/graph_version")
        version = int(before[0]["version"]) if before else 0
        assert int(g.write("admin/bump_graph_version")[0]["version"]) == version + 1
        assert int(g.read("admin/graph_version")[0]["version"]) == version + 1
        assert gds_info(g).version
