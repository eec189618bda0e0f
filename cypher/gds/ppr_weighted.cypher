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
UNWIND $seed_ids AS sid
MATCH (e:Entity {id: sid})
WITH e, COUNT { (e)-[:RELATED]-() } AS deg
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
  WITH c ORDER BY vector.similarity.cosine(c.embedding, $embedding) DESC LIMIT $chunks_per_node
  RETURN c
}
RETURN c.id AS chunk_id, sum(score) AS node_score, collect(node.name) AS via
