"""A hub entity with 10,000 neighbours: stages 1 and 2 stay bounded (rows, not seconds: speed
lives in benchmarks)."""

from __future__ import annotations

from a2rag.config import Settings
from a2rag.graph.driver import Graph
from a2rag.retrieve.stages import BridgeStage, LocalStage, StageContext

HUB_DEGREE = 10_000


def _build_hub(graph: Graph, dim: int) -> None:
    vec = [0.0] * dim
    vec[0] = 1.0
    graph.run_text(
        "MERGE (d:Document {id: 'hubdoc'}) SET d.title = 'hub' "
        "MERGE (c:Chunk {id: 'hubdoc#0'}) SET c.doc_id = 'hubdoc', c.text = 'hub text', "
        "c.embedding = $vec MERGE (c)-[:PART_OF]->(d) "
        "MERGE (h:Entity {id: 'hub'}) SET h.name = 'Hub' "
        "MERGE (a:Entity {id: 'seed-a'}) SET a.name = 'Seed A' "
        "MERGE (b:Entity {id: 'seed-b'}) SET b.name = 'Seed B' "
        "MERGE (c)-[:MENTIONS]->(h) MERGE (c)-[:MENTIONS]->(a) MERGE (c)-[:MENTIONS]->(b) "
        "MERGE (a)-[:RELATED {predicate: 'uses', chunk_ids: ['hubdoc#0'], weight: 1}]->(h) "
        "MERGE (b)-[:RELATED {predicate: 'uses', chunk_ids: ['hubdoc#0'], weight: 1}]->(h)",
        {"vec": vec},
    )
    graph.run_text(
        "MATCH (h:Entity {id: 'hub'}) UNWIND range(1, $n) AS i "
        "CREATE (n:Entity {id: 'n' + toString(i), name: 'N' + toString(i)}) "
        "CREATE (h)-[:RELATED {predicate: 'links', chunk_ids: ['hubdoc#0'], weight: 1}]->(n)",
        {"n": HUB_DEGREE},
    )
    # every neighbour also links to seed-b's side, so unbounded expansion would explode
    graph.run_text(
        "MATCH (b:Entity {id: 'seed-b'}) MATCH (n:Entity) WHERE n.id STARTS WITH 'n' "
        "AND toInteger(substring(n.id, 1)) <= 2000 "
        "CREATE (n)-[:RELATED {predicate: 'near', chunk_ids: ['hubdoc#0'], weight: 1}]->(b)"
    )


def test_local_and_bridge_stay_bounded_on_a_hub(settings: Settings, graph: Graph) -> None:
    _build_hub(graph, settings.models.embedding_dim)
    emb = [0.0] * settings.models.embedding_dim
    emb[0] = 1.0

    # the stages themselves, as the retriever calls them: bounded output on a 10,000-edge hub
    out = LocalStage(settings, graph).run(
        StageContext(query="hub", embedding=emb, seed_ids=["hub"])
    )
    assert len(out.facts) == settings.retrieval.local_neighbours_per_seed
    assert all({f.source, f.target} & {"hub", "Hub"} for f in out.facts), out.facts[:3]

    # the hub (degree > max_degree) is not walked through, and seed-a reaches seed-b only
    # through it: the bridge stage finds no path at all
    pair = StageContext(query="a b", embedding=emb, seed_ids=["seed-a", "seed-b"])
    bout = BridgeStage(settings, graph).run(pair)
    assert "skipped" not in bout.detail, bout.detail  # it ran, and found nothing
    assert bout.facts == [] and bout.chunks == []


def test_bridge_finds_the_connector_below_the_degree_cap(settings: Settings, graph: Graph) -> None:
    graph.run_text(
        "CREATE (a:Entity {id: 'a', name: 'A'})-[:RELATED {predicate: 'r', chunk_ids: [], weight: 1}]->"
        "(m:Entity {id: 'm', name: 'M'})<-[:RELATED {predicate: 'r', chunk_ids: [], weight: 1}]-"
        "(b:Entity {id: 'b', name: 'B'})"
    )
    rows = graph.read(
        "retrieve/bridge", pairs=[["a", "b"]], max_hops=2, paths_per_pair=3, max_degree=500
    )
    assert rows and rows[0]["bridges"] == ["m"] and rows[0]["len"] == 2
