// Dense top-k chunks by question embedding (TextRAG; also anchors seeds when none align).
// :param embedding => [0.1, ...]
// :param k => 5
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// :param overfetch => 5
CALL db.index.vector.queryNodes('chunk_embedding', CASE WHEN $groups IS NULL THEN $k ELSE $k * $overfetch END, $embedding)
YIELD node, score
WHERE ($groups IS NULL OR any(g IN node.groups WHERE g IN $groups))
WITH node, score ORDER BY score DESC LIMIT $k
RETURN node.id AS chunk_id, node.doc_id AS doc_id, node.title AS title, node.text AS text,
       2 * score - 1 AS similarity, [(node)-[:MENTIONS]->(e:Entity) | e.id] AS entity_ids
