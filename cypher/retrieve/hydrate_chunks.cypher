// Chunk text and question similarity for candidate chunk ids.
// :param chunk_ids => ['doc-a#0']
// :param embedding => [0.1, ...]
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
UNWIND $chunk_ids AS cid
MATCH (c:Chunk {id: cid})
WHERE ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
RETURN c.id AS chunk_id, c.doc_id AS doc_id, c.title AS title, c.text AS text,
       vector.similarity.cosine(c.embedding, $embedding) AS similarity,
       [(c)-[:MENTIONS]->(e:Entity) | e.id] AS entity_ids
