// :param graph_name => 'a2rag_entities'
// The named projection's size in the GDS catalog (the scale benchmark's memory figure).
CALL gds.graph.list($graph_name)
YIELD graphName, nodeCount, relationshipCount, memoryUsage, sizeInBytes
RETURN graphName, nodeCount, relationshipCount, memoryUsage, sizeInBytes
