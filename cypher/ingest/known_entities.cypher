// Every entity's id, name, type and aliases: what new mentions resolve onto.
MATCH (e:Entity)
RETURN e.id AS id, e.name AS name, e.type AS type, e.aliases AS aliases,
       e.embedding IS NOT NULL AS has_embedding
