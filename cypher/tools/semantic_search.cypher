// A-RAG semantic search: the nearest sentences (sentence vector index), aggregated to their
// chunks; a chunk scores as its best sentence. Neo4j reports cosine as (1 + cos) / 2.
// :param embedding => [0.1, ...]   (the query's embedding)
// :param sentences => 50           (nearest sentences looked at)
// :param k => 5                    (chunks returned)
// :param per_chunk => 3            (matched sentences kept per chunk)
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// :param overfetch => 5
CALL db.index.vector.queryNodes('sentence_embedding',
  CASE WHEN $groups IS NULL THEN $sentences ELSE $sentences * $overfetch END, $embedding)
YIELD node, score
MATCH (node)-[:IN]->(c:Chunk)
WHERE ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
WITH c, node, 2 * score - 1 AS cosine
ORDER BY cosine DESC, node.index
WITH c, collect({text: node.text, index: node.index, cosine: cosine}) AS hits
WITH c, hits, hits[0].cosine AS best
ORDER BY best DESC, c.id
LIMIT $k
RETURN c.id AS chunk_id, c.doc_id AS doc_id, c.title AS title, c.text AS text, best AS score,
       hits[..$per_chunk] AS sentences
