// Resolve what an agent calls an entity (an id, a name or an alias) to entity ids.
// :param refs => ['ent:kestrel-prime-brokerage', 'kpb']   (lower-cased names; ids as given)
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
UNWIND range(0, size($refs) - 1) AS i
OPTIONAL MATCH (e:Entity)
WHERE e.id = $refs[i] OR e.name_key = toLower($refs[i])
   OR any(a IN coalesce(e.aliases, []) WHERE toLower(a) = toLower($refs[i]))
WITH i, CASE WHEN $groups IS NULL OR any(g IN e.groups WHERE g IN $groups) THEN e END AS e
WITH i, e ORDER BY i, CASE WHEN e.id = $refs[i] THEN 0 ELSE 1 END,
                   COUNT { (:Chunk)-[:MENTIONS]->(e) } DESC
WITH i, collect(e)[0] AS e
RETURN i, e.id AS id, e.name AS name
ORDER BY i
