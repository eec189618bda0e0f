// Entities by name: exact name/alias matches first, then fulltext (names + aliases) matches,
// with type, aliases, mention counts and a few mentioning chunks.
// :param name => 'kpb'             (lower-cased)
// :param query => 'KPB'            (Lucene syntax, user text escaped)
// :param k => 5
// :param chunks => 3
CALL () {
  MATCH (e:Entity)
  WHERE e.name_key = $name OR any(a IN coalesce(e.aliases, []) WHERE toLower(a) = $name)
  RETURN e, 1000.0 AS score
  UNION
  CALL db.index.fulltext.queryNodes('entity_names', $query, {limit: $k})
  YIELD node, score
  RETURN node AS e, score
}
WITH e, max(score) AS score
ORDER BY score DESC, e.id
LIMIT $k
RETURN e.id AS id, e.name AS name, e.type AS type, coalesce(e.aliases, []) AS aliases,
       e.description AS description, score = 1000.0 AS exact,
       COUNT { (:Chunk)-[:MENTIONS]->(e) } AS mentions,
       COUNT { (e)-[:RELATED]-() } AS relations,
       [(c:Chunk)-[:MENTIONS]->(e) | c.id][..$chunks] AS chunk_ids
