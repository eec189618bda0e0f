// :param graph_name => 'a2rag_entities_g_0123abcd'
// :param groups => ['ops', 'public']
// :param version => 1
// The entity graph one group set may read: entities some readable chunk mentions, and RELATED
// edges between them stated by a readable chunk, UNDIRECTED as in gds/project. Personalized
// PageRank on it cannot route rank mass through hidden entities or edges.
MATCH (s:Entity)
WHERE any(g IN s.groups WHERE g IN $groups)
OPTIONAL MATCH (s)-[r:RELATED]->(t:Entity)
WHERE any(g IN r.groups WHERE g IN $groups) AND any(g IN t.groups WHERE g IN $groups)
WITH gds.graph.project($graph_name, s, t,
       {relationshipType: 'RELATED', relationshipProperties: {weight: coalesce(r.weight, 1.0)}},
       {undirectedRelationshipTypes: ['RELATED']}) AS g
MERGE (m:A2RAGMeta {key: 'projection:' + $graph_name})
SET m.built_version = $version, m.built_at = datetime(), m.groups = $groups
RETURN g.graphName AS graphName, g.nodeCount AS nodeCount,
       g.relationshipCount AS relationshipCount
