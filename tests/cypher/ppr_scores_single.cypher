// Personalized PageRank node scores from one unweighted source (older GDS form).
// :param graph_name, :param source_id => 'ent:a', :param damping, :param max_iterations, :param tolerance
MATCH (e:Entity {id: $source_id})
CALL gds.pageRank.stream($graph_name, {sourceNodes: [e], dampingFactor: $damping,
                                        maxIterations: $max_iterations, tolerance: $tolerance})
YIELD nodeId, score
RETURN gds.util.asNode(nodeId).id AS id, score
