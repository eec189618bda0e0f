// Personalized PageRank node scores only (used to pin the weighted / per-seed equivalence).
// :param graph_name, :param sources => [{id:'ent:a', weight:0.7}], :param damping, :param max_iterations, :param tolerance
UNWIND $sources AS src
MATCH (e:Entity {id: src.id})
WITH collect([e, src.weight]) AS sources
CALL gds.pageRank.stream($graph_name, {sourceNodes: sources, dampingFactor: $damping,
                                        maxIterations: $max_iterations, tolerance: $tolerance})
YIELD nodeId, score
RETURN gds.util.asNode(nodeId).id AS id, score
ORDER BY score DESC, id
