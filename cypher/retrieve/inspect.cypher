// Evidence of an answer in Neo4j Browser: seeds, cited chunks, the entities they mention, and
// the relations among those entities.
// :param seeds => ['ent:kestrel-prime-brokerage']
// :param chunks => ['kestrel-prime-brokerage#0']
MATCH (c:Chunk)-[p:PART_OF]->(d:Document)
WHERE c.id IN $chunks
OPTIONAL MATCH (c)-[m:MENTIONS]->(e:Entity)
OPTIONAL MATCH (s:Entity) WHERE s.id IN $seeds
OPTIONAL MATCH (s)-[r:RELATED]-(e)
RETURN c, p, d, m, e, s, r
