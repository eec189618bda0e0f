// Undo suppress_entities.
MATCH (e:SuppressedEntity)
REMOVE e:SuppressedEntity
SET e:Entity
RETURN count(e) AS restored
