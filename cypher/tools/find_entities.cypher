// Entities by name: exact name/alias matches first, then fulltext (names + aliases) matches,
// with type, aliases, mention counts and a few mentioning chunks.
// :param name => 'kpb'             (lower-cased)
// :param query => 'KPB'            (Lucene syntax, user text escaped)
// :param k => 5
// :param chunks => 3
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
CALL () {
  MATCH (e:Entity)
  WHERE e.name_key = $name OR any(a IN coalesce(e.aliases, []) WHERE toLower(a) = $name)
  RETURN e, 1000.0 AS score
  UNION
  CALL db.index.fulltext.queryNodes('entity_names', $query, {limit: $k * 5})
  YIELD node, score
  RETURN node AS e, score
}
WITH e, score WHERE ($groups IS NULL OR any(g IN e.groups WHERE g IN $groups))
WITH e, max(score) AS score
ORDER BY score DESC, e.id
LIMIT $k
RETURN e.id AS id, e.name AS name, e.type AS type, coalesce(e.aliases, []) AS aliases,
       e.description AS description, score = 1000.0 AS exact,
       COUNT { (c:Chunk)-[:MENTIONS]->(e) WHERE ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups)) } AS mentions,
       COUNT { (e)-[r:RELATED]-() WHERE ($groups IS NULL OR any(g IN r.groups WHERE g IN $groups)) } AS relations,
       [(c:Chunk)-[:MENTIONS]->(e) WHERE ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups)) | c.id][..$chunks] AS chunk_ids
