// Dense top-k chunks by question embedding (TextRAG; also anchors seeds when none align).
// :param embedding => [0.1, ...]
// :param k => 5
CALL db.index.vector.queryNodes('chunk_embedding', $k, $embedding)
YIELD node, score
RETURN node.id AS chunk_id, node.doc_id AS doc_id, node.title AS title, node.text AS text,
       2 * score - 1 AS similarity, [(node)-[:MENTIONS]->(e:Entity) | e.id] AS entity_ids
