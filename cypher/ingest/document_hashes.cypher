// :param ids => ['doc-a', 'doc-b']
// Stored hashes of documents already fully ingested (the hash is written last; chunk.stored_hash). A document
// with a hash but no chunks (a removal interrupted before hashes were cleared first) reports
// no hash, so the next ingestion repairs it.
UNWIND $ids AS id
MATCH (d:Document {id: id})
RETURN d.id AS id,
       CASE WHEN EXISTS { (:Chunk)-[:PART_OF]->(d) } THEN d.content_hash END AS content_hash,
       coalesce(d.groups, []) AS groups
