// :param name => 'KPB'
// Entities whose name or any alias equals the given text (case-insensitive), for explain-entity.
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
MATCH (e:Entity)
WHERE (toLower(e.name) = toLower($name) OR any(a IN e.aliases WHERE toLower(a) = toLower($name)))
  AND ($groups IS NULL OR any(g IN e.groups WHERE g IN $groups))
OPTIONAL MATCH (c:Chunk)-[:MENTIONS]->(e)
WHERE ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
RETURN e.id AS id, e.name AS name, e.type AS type, e.aliases AS aliases,
       e.merge_reasons AS merge_reasons, e.description AS description,
       count(c) AS mentions, collect(c.id)[..10] AS sample_chunks
