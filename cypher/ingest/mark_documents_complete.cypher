// :param docs => [{id:'doc-a', content_hash:'sha256...'}]
UNWIND $docs AS doc
MATCH (d:Document {id: doc.id})
SET d.content_hash = doc.content_hash, d.ingested_at = datetime()
RETURN count(d) AS completed
