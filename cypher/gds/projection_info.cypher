// :param graph_name => 'a2rag_entities'
// Whether the projection exists in the GDS catalog, and the graph version it was built from.
OPTIONAL MATCH (m:A2RAGMeta {key: 'projection:' + $graph_name})
RETURN gds.graph.exists($graph_name) AS exists, m.built_version AS built_version
