// :param graph_name => 'a2rag_entities'
// :param version => 1
// Entity nodes and RELATED relations, UNDIRECTED: the paper's graph augmented with inverse
// edges (§III-C3). Records the graph version the snapshot was built from.
CALL gds.graph.project($graph_name, 'Entity', {
  RELATED: {type: 'RELATED', orientation: 'UNDIRECTED',
            properties: {weight: {property: 'weight', defaultValue: 1.0}}}
}) YIELD graphName, nodeCount, relationshipCount
MERGE (m:A2RAGMeta {key: 'projection:' + $graph_name})
SET m.built_version = $version, m.built_at = datetime()
RETURN graphName, nodeCount, relationshipCount
