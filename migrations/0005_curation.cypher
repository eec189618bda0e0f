// Human-in-the-loop curation: pending proposals and the audit trail of review decisions.
CREATE CONSTRAINT proposal_id IF NOT EXISTS FOR (p:Proposal) REQUIRE p.id IS UNIQUE;
CREATE CONSTRAINT review_decision_id IF NOT EXISTS FOR (d:ReviewDecision) REQUIRE d.id IS UNIQUE;
CREATE INDEX proposal_status IF NOT EXISTS FOR (p:Proposal) ON (p.status);
