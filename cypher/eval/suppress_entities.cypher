// Extraction-loss simulation: hide entities (and so their relations and mentions) from every
// stage by swapping the :Entity label for :SuppressedEntity. Chunks are untouched; restore
// swaps the label back, so the index is unchanged after the test.
// :param ids => ['ent:a']
UNWIND $ids AS id
MATCH (e:Entity {id: id})
REMOVE e:Entity
SET e:SuppressedEntity
RETURN count(e) AS suppressed
