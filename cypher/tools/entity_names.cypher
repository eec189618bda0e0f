// Names of entities by id (to spell out bridge paths).
// :param ids => ['ent:a', 'ent:b']
UNWIND $ids AS eid
MATCH (e:Entity {id: eid})
RETURN e.id AS id, e.name AS name
