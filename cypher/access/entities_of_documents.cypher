// Entities the documents' chunks mention (their read groups change when the documents' do).
// :param doc_ids => ['doc-a']
UNWIND $doc_ids AS doc_id
MATCH (c:Chunk {doc_id: doc_id})-[:MENTIONS]->(e:Entity)
RETURN DISTINCT e.id AS id
