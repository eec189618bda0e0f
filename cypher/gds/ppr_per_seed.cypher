// Stage 3 on GDS without weighted sources (e.g. GDS 2.13 on Neo4j 5.26 LTS): one PPR per seed,
// combined as sum_u p0(u) * PPR(restart = u), which equals the weighted PPR by linearity.
// Parameters as in gds/ppr_weighted.
UNWIND $seed_ids AS sid
MATCH (e:Entity {id: sid})
WHERE $groups IS NULL OR any(g IN e.groups WHERE g IN $groups)
WITH e, COUNT { (e)-[r:RELATED]-(n:Entity)
                WHERE $groups IS NULL OR (any(g IN r.groups WHERE g IN $groups)
                                          AND any(g IN n.groups WHERE g IN $groups)) } AS deg
WITH collect(e) AS nodes, collect(1.0 / toFloat(CASE WHEN deg = 0 THEN 1 ELSE deg END)) AS inv
WITH nodes, inv, reduce(z = 0.0, x IN inv | z + x) AS z
UNWIND range(0, size(nodes) - 1) AS i
CALL gds.pageRank.stream($graph_name, {sourceNodes: [nodes[i]], dampingFactor: $damping,
                                        maxIterations: $max_iterations, tolerance: $tolerance,
                                        concurrency: $concurrency})
YIELD nodeId, score
WITH nodeId, sum(inv[i] / z * score) AS score
ORDER BY score DESC LIMIT $top_nodes
WITH gds.util.asNode(nodeId) AS node, score
CALL (node) {
  MATCH (c:Chunk)-[:MENTIONS]->(node)
  WHERE $groups IS NULL OR any(g IN c.groups WHERE g IN $groups)
  WITH c ORDER BY vector.similarity.cosine(c.embedding, $embedding) DESC LIMIT $chunks_per_node
  RETURN c
}
RETURN c.id AS chunk_id, sum(score) AS node_score, collect(node.name) AS via
