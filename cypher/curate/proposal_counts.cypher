// Proposals per review status, for /stats and `a2rag review list`.
MATCH (p:Proposal)
RETURN p.status AS status, count(*) AS proposals
