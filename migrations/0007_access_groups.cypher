// Read groups for a graph built before permission-aware retrieval: documents and chunks without
// groups take the configured default ($default_groups, A2RAG_DEFAULT_GROUPS); entities and
// RELATED edges take the union of the groups of the chunks that state them.
MATCH (d:Document) WHERE d.groups IS NULL
CALL (d) { SET d.groups = $default_groups } IN TRANSACTIONS OF 5000 ROWS;
MATCH (c:Chunk) WHERE c.groups IS NULL
CALL (c) {
  OPTIONAL MATCH (c)-[:PART_OF]->(d:Document)
  SET c.groups = coalesce(d.groups, $default_groups)
} IN TRANSACTIONS OF 5000 ROWS;
MATCH (e:Entity) WHERE e.groups IS NULL
CALL (e) {
  CALL (e) {
    OPTIONAL MATCH (c:Chunk)-[:MENTIONS]->(e)
    UNWIND coalesce(c.groups, []) AS g
    RETURN collect(DISTINCT g) AS groups
  }
  SET e.groups = groups
} IN TRANSACTIONS OF 2000 ROWS;
MATCH ()-[r:RELATED]->() WHERE r.groups IS NULL
CALL (r) {
  CALL (r) {
    UNWIND r.chunk_ids AS cid
    MATCH (c:Chunk {id: cid})
    UNWIND coalesce(c.groups, []) AS g
    RETURN collect(DISTINCT g) AS groups
  }
  SET r.groups = groups
} IN TRANSACTIONS OF 2000 ROWS
