// :param embedding => [0.1, ...]   (the question's embedding)
// :param k => 5
// Gate (paper §III-B1): nearest document summaries. Neo4j reports cosine as (1 + cos) / 2.
CALL db.index.vector.queryNodes('document_summary_embedding', $k, $embedding)
YIELD node, score
RETURN node.id AS doc_id, node.title AS title, 2 * score - 1 AS cosine
ORDER BY cosine DESC
