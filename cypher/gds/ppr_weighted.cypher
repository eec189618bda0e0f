// Stage 3 (paper §III-C3, eqs. 9-12): personalized PageRank with degree-normalised source
// weights p0(u) = deg(u)^-1 / Z in ONE call (GDS >= 2.17 takes [node, weight] pairs), then
// provenance map-back of the top-L nodes to the chunks that mention them.
// :param graph_name => 'a2rag_entities'
// :param seed_ids => ['ent:a', 'ent:b']
// :param damping => 0.85                  (1 - alpha)
// :param max_iterations => 30
// :param tolerance => 1e-7
// :param concurrency => 2                 (GDS threads: the machine's cores, at most 4)
// :param top_nodes => 30                  (L)
// :param chunks_per_node => 3
// :param embedding => [0.1, ...]
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// A restricted caller's graph_name is a projection of the entities and edges it may read
// (gds/project_groups), so no rank mass flows through what it cannot see; the degrees of the
// source weights count visible edges only.
UNWIND $seed_ids AS sid
MATCH (e:Entity {id: sid})
WHERE $groups IS NULL OR any(g IN e.groups WHERE g IN $groups)
WITH e, COUNT { (e)-[r:RELATED]-(n:Entity)
                WHERE $groups IS NULL OR (any(g IN r.groups WHERE g IN $groups)
                                          AND any(g IN n.groups WHERE g IN $groups)) } AS deg
WITH collect(e) AS nodes, collect(1.0 / toFloat(CASE WHEN deg = 0 THEN 1 ELSE deg END)) AS inv
WITH nodes, inv, reduce(z = 0.0, x IN inv | z + x) AS z
WITH [i IN range(0, size(nodes) - 1) | [nodes[i], inv[i] / z]] AS sources
CALL gds.pageRank.stream($graph_name, {sourceNodes: sources, dampingFactor: $damping,
                                        maxIterations: $max_iterations, tolerance: $tolerance,
                                        concurrency: $concurrency})
YIELD nodeId, score
WITH nodeId, score ORDER BY score DESC LIMIT $top_nodes
WITH gds.util.asNode(nodeId) AS node, score
CALL (node) {
  MATCH (c:Chunk)-[:MENTIONS]->(node)
  WHERE $groups IS NULL OR any(g IN c.groups WHERE g IN $groups)
  WITH c ORDER BY vector.similarity.cosine(c.embedding, $embedding) DESC LIMIT $chunks_per_node
  RETURN c
}
RETURN c.id AS chunk_id, sum(score) AS node_score, collect(node.name) AS via
