// Every entity id (the population the deletion stress test samples from).
MATCH (e:Entity) RETURN e.id AS id ORDER BY id
