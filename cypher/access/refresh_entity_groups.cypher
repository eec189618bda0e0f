// Denormalised read groups of entities and of their RELATED edges, recomputed from the chunks
// that state them: an entity is readable by the groups of the chunks that mention it, an edge by
// the groups of the chunks in its provenance (chunk_ids). Run after every write, removal or
// regrouping that touches these entities, so that every read filters on one property.
// :param ids => ['ent:kestrel-prime-brokerage']
UNWIND $ids AS id
MATCH (e:Entity {id: id})
CALL (e) {
  OPTIONAL MATCH (c:Chunk)-[:MENTIONS]->(e)
  UNWIND coalesce(c.groups, []) AS g
  RETURN collect(DISTINCT g) AS groups
}
SET e.groups = groups
WITH e
CALL (e) {
  MATCH (e)-[r:RELATED]-()
  CALL (r) {
    UNWIND r.chunk_ids AS cid
    MATCH (c:Chunk {id: cid})
    UNWIND coalesce(c.groups, []) AS g
    RETURN collect(DISTINCT g) AS groups
  }
  SET r.groups = groups
  RETURN count(r) AS relations
}
RETURN count(e) AS entities, sum(relations) AS relations
