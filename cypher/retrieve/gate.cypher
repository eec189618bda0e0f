// :param embedding => [0.1, ...]   (the question's embedding)
// :param k => 5
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// :param overfetch => 5                 (index hits read per kept hit when filtering)
// Gate (paper §III-B1): nearest document summaries. Neo4j reports cosine as (1 + cos) / 2.
CALL db.index.vector.queryNodes('document_summary_embedding', CASE WHEN $groups IS NULL THEN $k ELSE $k * $overfetch END, $embedding)
YIELD node, score
WHERE ($groups IS NULL OR any(g IN node.groups WHERE g IN $groups))
RETURN node.id AS doc_id, node.title AS title, 2 * score - 1 AS cosine
ORDER BY cosine DESC
LIMIT $k
