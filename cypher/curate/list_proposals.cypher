// :param status => 'pending'   (null: every status)
// :param limit => 50
MATCH (p:Proposal)
WHERE $status IS NULL OR p.status = $status
OPTIONAL MATCH (d:ReviewDecision)-[:DECIDES]->(p)
WITH p, d ORDER BY d.at
WITH p, collect(d {.action, .reviewer, .at, .note}) AS decisions
RETURN p {.*, created_at: p.created_at} AS proposal, decisions
ORDER BY p.created_at DESC, p.id
LIMIT $limit
