// :param ids => ['ent:kestrel-analytics']
// The entity ids that exist (an ingestion checks the ones it reuses before writing).
UNWIND $ids AS id
MATCH (e:Entity {id: id})
RETURN e.id AS id
