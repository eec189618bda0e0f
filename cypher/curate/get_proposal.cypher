// :param id => 'prop:…'
MATCH (p:Proposal {id: $id})
OPTIONAL MATCH (d:ReviewDecision)-[:DECIDES]->(p)
WITH p, d ORDER BY d.at
WITH p, collect(d {.action, .reviewer, .at, .note}) AS decisions
OPTIONAL CALL (p) {
  UNWIND p.chunk_ids AS cid
  MATCH (c:Chunk {id: cid})
  RETURN collect(c.id) AS live_chunks
}
RETURN p {.*} AS proposal, decisions, coalesce(live_chunks, []) AS live_chunks
