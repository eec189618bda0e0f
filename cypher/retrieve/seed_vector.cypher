// :param embedding => [0.1, ...]   (a mention's embedding)
// :param k => 5
// Semantic candidates for a mention: nearest entities by embedding.
CALL db.index.vector.queryNodes('entity_embedding', $k, $embedding)
YIELD node, score
RETURN node.id AS id, node.name AS name, node.aliases AS aliases, node.type AS type,
       2 * score - 1 AS cosine, node.embedding AS embedding,
       COUNT { (node)-[:RELATED]-() } AS degree
