// Candidate entities for every question mention in one round trip: lexical (fulltext over
// names and aliases) and semantic (entity vector index) neighbours of each mention.
// :param mentions => [{mention: 'KPB', query: 'KPB', embedding: [0.1, ...]}]
// :param lexical_k => 10
// :param vector_k => 5
UNWIND $mentions AS m
CALL (m) {
  CALL db.index.fulltext.queryNodes('entity_names', m.query, {limit: $lexical_k})
  YIELD node
  RETURN node
  UNION
  CALL db.index.vector.queryNodes('entity_embedding', $vector_k, m.embedding)
  YIELD node
  RETURN node
}
WITH m, node
RETURN m.mention AS mention, node.id AS id, node.name AS name, node.aliases AS aliases,
       node.type AS type, vector.similarity.cosine(node.embedding, m.embedding) AS cosine,
       COUNT { (node)-[:RELATED]-() } AS degree
