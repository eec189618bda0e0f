// Remove the sentence index rows of documents (before their chunks are removed).
// :param doc_ids => ['doc-a']
UNWIND $doc_ids AS doc_id
MATCH (s:Sentence)-[:IN]->(:Chunk {doc_id: doc_id})
DETACH DELETE s
RETURN count(*) AS removed
