// Chunks that have no sentence rows yet (a knowledge base ingested before migration 0006).
// :param limit => 500
MATCH (c:Chunk)
WHERE NOT EXISTS { (:Sentence)-[:IN]->(c) }
RETURN c.id AS chunk_id, c.title AS title, c.text AS text
ORDER BY c.id
LIMIT $limit
