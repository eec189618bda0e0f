// Sentence index rows for chunks already written (idempotent: MERGE by sentence id).
// :param sentences => [{id: 'doc-a#0/s0', chunk_id: 'doc-a#0', index: 0, text: '...', embedding: [...]}]
UNWIND $sentences AS s
MATCH (c:Chunk {id: s.chunk_id})
MERGE (x:Sentence {id: s.id})
SET x.chunk_id = s.chunk_id, x.index = s.index, x.text = s.text, x.embedding = s.embedding
MERGE (x)-[:IN]->(c)
RETURN count(x) AS written
