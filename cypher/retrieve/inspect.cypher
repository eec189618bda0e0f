// The evidence behind one answer, drawn by Neo4j Browser as one statement: the seed entities,
// the evidence chunks with their documents, the entities those chunks mention, and the RELATED
// edges among them that the evidence chunks state (their chunk_ids). `a2rag ask --explain`
// prints it with the answer's values in the first line; the columns after the graph ones list
// seeds, cited chunks and texts without embedding vectors (Table view). $groups (null: all)
// keeps what the caller may read.
WITH $seeds AS seed_ids, $chunks AS chunk_ids, $cited AS cited
OPTIONAL MATCH (c:Chunk)-[p:PART_OF]->(d:Document)
WHERE c.id IN chunk_ids AND ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
OPTIONAL MATCH (c)-[m:MENTIONS]->(e:Entity)
WITH seed_ids, chunk_ids, cited,
     collect(DISTINCT c) AS chunks, collect(DISTINCT d) AS documents,
     collect(DISTINCT e) AS entities, collect(DISTINCT p) + collect(DISTINCT m) AS provenance
OPTIONAL MATCH (s:Entity)
WHERE s.id IN seed_ids AND ($groups IS NULL OR any(g IN s.groups WHERE g IN $groups))
WITH chunk_ids, cited, chunks, documents, entities, provenance, collect(s) AS seeds
CALL (chunk_ids, entities, seeds) {
  UNWIND entities + seeds AS a
  MATCH (a)-[r:RELATED]->(b:Entity)
  WHERE (b IN entities OR b IN seeds) AND any(x IN r.chunk_ids WHERE x IN chunk_ids)
    AND ($groups IS NULL OR any(g IN r.groups WHERE g IN $groups))
  RETURN collect(DISTINCT r) AS relations
}
RETURN seeds, chunks, documents, entities, provenance + relations AS relationships,
       [s IN seeds | s.name] AS seed_names,
       [c IN chunks | c {.id, .doc_id, cited: c.id IN cited, .text}] AS evidence
