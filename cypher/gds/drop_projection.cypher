// :param graph_name => 'a2rag_entities'
CALL gds.graph.drop($graph_name, false) YIELD graphName
RETURN graphName
