// :param mentions => [{chunk_id:'doc-a#0', entity_id:'ent:kestrel-prime-brokerage'}]
UNWIND $mentions AS m
MATCH (c:Chunk {id: m.chunk_id})
MATCH (e:Entity {id: m.entity_id})
MERGE (c)-[:MENTIONS]->(e)
RETURN count(*) AS written
