// :param id => 'prop:…'
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
MATCH (p:Proposal {id: $id})
WHERE $groups IS NULL OR any(cid IN p.chunk_ids WHERE EXISTS {
        MATCH (c:Chunk {id: cid}) WHERE any(g IN c.groups WHERE g IN $groups) })
OPTIONAL MATCH (d:ReviewDecision)-[:DECIDES]->(p)
WITH p, d ORDER BY d.at
WITH p, collect(d {.action, .reviewer, .at, .note}) AS decisions
OPTIONAL CALL (p) {
  UNWIND p.chunk_ids AS cid
  MATCH (c:Chunk {id: cid})
  RETURN collect(c.id) AS live_chunks
}
RETURN p {.*} AS proposal, decisions, coalesce(live_chunks, []) AS live_chunks
