// :param status => 'pending'   (null: every status)
// :param limit => 50
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// A caller sees the proposals drawn from at least one chunk it may read.
MATCH (p:Proposal)
WHERE ($status IS NULL OR p.status = $status)
  AND ($groups IS NULL OR any(cid IN p.chunk_ids WHERE EXISTS {
        MATCH (c:Chunk {id: cid}) WHERE any(g IN c.groups WHERE g IN $groups) }))
OPTIONAL MATCH (d:ReviewDecision)-[:DECIDES]->(p)
WITH p, d ORDER BY d.at
WITH p, collect(d {.action, .reviewer, .at, .note}) AS decisions
RETURN p {.*, created_at: p.created_at} AS proposal, decisions
ORDER BY p.created_at DESC, p.id
LIMIT $limit
