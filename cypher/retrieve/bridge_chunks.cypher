// Chunks that mention bridge entities, most question-like first (bounded per bridge).
// :param entity_ids => ['ent:x']
// :param per_entity => 3
// :param embedding => [0.1, ...]
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
UNWIND $entity_ids AS eid
MATCH (e:Entity {id: eid})
WHERE ($groups IS NULL OR any(g IN e.groups WHERE g IN $groups))
CALL (e) {
  MATCH (c:Chunk)-[:MENTIONS]->(e)
  WHERE ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
  WITH c ORDER BY vector.similarity.cosine(c.embedding, $embedding) DESC LIMIT $per_entity
  RETURN collect(c.id) AS chunk_ids
}
RETURN e.id AS entity, chunk_ids
