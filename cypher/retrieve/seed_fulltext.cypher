// :param query => 'kestrel~1 OR kpb'   (Lucene syntax, user text escaped)
// :param limit => 10
// Lexical candidates for a mention: fulltext over entity names and aliases.
CALL db.index.fulltext.queryNodes('entity_names', $query, {limit: $limit})
YIELD node, score
RETURN node.id AS id, node.name AS name, node.aliases AS aliases, node.type AS type,
       score AS lucene_score, node.embedding AS embedding,
       COUNT { (node)-[:RELATED]-() } AS degree
