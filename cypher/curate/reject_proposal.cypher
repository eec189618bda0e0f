// :param id => 'prop:…'   :param reviewer => 'ana'   :param note => 'wrong unit'
// Reject a pending proposal: only the proposal and its audit trail change, never the graph.
MATCH (p:Proposal {id: $id}) WHERE p.status = 'pending'
SET p.status = 'rejected'
CREATE (d:ReviewDecision {id: randomUUID(), proposal_id: $id, action: 'reject',
                          reviewer: $reviewer, at: datetime(), note: $note,
                          triple: [p.subject, p.predicate, p.object]})-[:DECIDES]->(p)
RETURN p.id AS id
