// Text channel of the evidence pool: the dense top-k (chunk vector index) and the BM25 top-k
// (chunk fulltext index) in one round trip, each row scored against the question embedding
// on the same scale as retrieve/hydrate_chunks. `rank` is the 0-based position in its channel.
// :param embedding => [0.1, ...]           (the question's embedding)
// :param query => 'kestrel credit line'    (Lucene syntax, user text escaped)
// :param k => 10
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// :param overfetch => 5
CALL () {
  CALL db.index.vector.queryNodes('chunk_embedding', CASE WHEN $groups IS NULL THEN $k ELSE $k * $overfetch END, $embedding)
  YIELD node, score
  WHERE ($groups IS NULL OR any(g IN node.groups WHERE g IN $groups))
  WITH node, score ORDER BY score DESC, node.id LIMIT $k
  WITH collect(node) AS nodes
  UNWIND range(0, size(nodes) - 1) AS rank
  RETURN nodes[rank] AS node, 'dense' AS channel, rank
  UNION ALL
  CALL db.index.fulltext.queryNodes('chunk_text', $query, {limit: CASE WHEN $groups IS NULL THEN $k ELSE $k * $overfetch END})
  YIELD node, score
  WHERE ($groups IS NULL OR any(g IN node.groups WHERE g IN $groups))
  WITH node, score ORDER BY score DESC, node.id LIMIT $k
  WITH collect(node) AS nodes
  UNWIND range(0, size(nodes) - 1) AS rank
  RETURN nodes[rank] AS node, 'lexical' AS channel, rank
}
RETURN channel, rank, node.id AS chunk_id, node.doc_id AS doc_id, node.title AS title,
       node.text AS text, vector.similarity.cosine(node.embedding, $embedding) AS similarity,
       [(node)-[:MENTIONS]->(e:Entity) | e.id] AS entity_ids
