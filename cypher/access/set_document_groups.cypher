// Change who may read documents without re-ingesting them: the document and its chunks take
// the new groups (then access/refresh_entity_groups recomputes the entities they mention).
// :param docs => [{id: 'doc-a', groups: ['hr']}]
UNWIND $docs AS doc
MATCH (d:Document {id: doc.id})
SET d.groups = doc.groups
WITH d, doc
CALL (d, doc) {
  MATCH (c:Chunk)-[:PART_OF]->(d)
  SET c.groups = doc.groups
  RETURN count(c) AS chunks
}
RETURN count(d) AS documents, sum(chunks) AS chunks
