// :param ids => ['ent:a']
// After a document's write was refused part-way: drop the entities of these ids that no chunk
// mentions (written for that document only), so a skipped document leaves no orphans.
UNWIND $ids AS id
MATCH (e:Entity {id: id})
WHERE NOT (e)<-[:MENTIONS]-(:Chunk)
DETACH DELETE e
RETURN count(*) AS removed
