// :param relations => [{source_id:'ent:a', target_id:'ent:b', predicate:'route_to', chunk_ids:['doc-a#0']}]
// One RELATED edge per (source, predicate, target); chunk_ids is its provenance, weight its size.
UNWIND $relations AS rel
MATCH (s:Entity {id: rel.source_id})
MATCH (t:Entity {id: rel.target_id})
MERGE (s)-[r:RELATED {predicate: rel.predicate}]->(t)
ON CREATE SET r.chunk_ids = []
SET r.chunk_ids = r.chunk_ids + [x IN rel.chunk_ids WHERE NOT x IN r.chunk_ids]
SET r.weight = size(r.chunk_ids)
RETURN count(r) AS written
