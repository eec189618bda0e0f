// :param ids => ['doc-a', 'doc-b']
// Content hashes of documents already fully ingested (the hash is written last).
UNWIND $ids AS id
MATCH (d:Document {id: id})
RETURN d.id AS id, d.content_hash AS content_hash
