// Chunks that mention bridge entities, most question-like first (bounded per bridge).
// :param entity_ids => ['ent:x']
// :param per_entity => 3
// :param embedding => [0.1, ...]
UNWIND $entity_ids AS eid
MATCH (e:Entity {id: eid})
CALL (e) {
  MATCH (c:Chunk)-[:MENTIONS]->(e)
  WITH c ORDER BY vector.similarity.cosine(c.embedding, $embedding) DESC LIMIT $per_entity
  RETURN collect(c.id) AS chunk_ids
}
RETURN e.id AS entity, chunk_ids
