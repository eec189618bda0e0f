// :param doc_ids => ['doc-a']
// First step of removing a document's content (same transaction): without a hash, an
// unfinished removal or rewrite is redone by the next ingestion of the document.
UNWIND $doc_ids AS doc_id
MATCH (d:Document {id: doc_id})
SET d.content_hash = null
RETURN count(d) AS cleared
