// :param doc_ids => ['doc-a']
UNWIND $doc_ids AS doc_id
MATCH (d:Document {id: doc_id})
DETACH DELETE d
RETURN count(*) AS deleted
