// :param doc_ids => ['doc-a']
// Remove what documents contributed: their chunks, the provenance those chunks gave to
// relations (a relation left with no chunk is deleted), and entities no chunk mentions any more.
// Shared entities and relations keep the support of other documents.
UNWIND $doc_ids AS doc_id
MATCH (c:Chunk {doc_id: doc_id})
WITH collect(c) AS chunks, collect(c.id) AS cids
CALL (chunks) {
  UNWIND chunks AS c
  MATCH (c)-[:MENTIONS]->(e:Entity)
  RETURN collect(DISTINCT e) AS touched
}
CALL (touched, cids) {
  UNWIND touched AS e
  MATCH (e)-[r:RELATED]-()
  WHERE any(x IN r.chunk_ids WHERE x IN cids)
  WITH DISTINCT r, cids
  WITH r, [x IN r.chunk_ids WHERE NOT x IN cids] AS keep
  SET r.chunk_ids = keep, r.weight = size(keep)
  WITH r WHERE size(r.chunk_ids) = 0
  DELETE r
  RETURN count(*) AS removed_relations
}
FOREACH (c IN chunks | DETACH DELETE c)
WITH touched, removed_relations
UNWIND touched AS e
WITH e, removed_relations WHERE NOT (e)<-[:MENTIONS]-(:Chunk)
DETACH DELETE e
RETURN count(*) AS removed_entities
