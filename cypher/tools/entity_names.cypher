// Names of entities by id (to spell out bridge paths).
// :param ids => ['ent:a', 'ent:b']
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
UNWIND $ids AS eid
MATCH (e:Entity {id: eid})
WHERE ($groups IS NULL OR any(g IN e.groups WHERE g IN $groups))
RETURN e.id AS id, e.name AS name
