// :param id => 'prop:…'            :param reviewer => 'ana'     :param note => ''
// :param predicate => 'overnight_position_cap'    :param chunk_ids => ['fx-desk#0']
// :param subject => {id:'ent:osprey_fx_desk', name:'Osprey FX desk', name_key:'osprey fx desk', embedding:[…]}
// :param object => {id:'ent:usd_12_million', name:'USD 12 million', name_key:'usd 12 million', embedding:[…]}
// Approve a pending proposal in one transaction: write the triple with its provenance (source
// chunks mention both entities), record the decision, and bump the graph version so the GDS
// projection is rebuilt before the next global stage. No row comes back if it is not pending.
MATCH (p:Proposal {id: $id}) WHERE p.status = 'pending'
MERGE (s:Entity {id: $subject.id})
ON CREATE SET s.name = $subject.name, s.name_key = $subject.name_key, s.type = 'CONCEPT',
              s.aliases = [], s.merge_reasons = [], s.aliases_text = '', s.description = '',
              s.embedding = $subject.embedding
MERGE (o:Entity {id: $object.id})
ON CREATE SET o.name = $object.name, o.name_key = $object.name_key, o.type = 'CONCEPT',
              o.aliases = [], o.merge_reasons = [], o.aliases_text = '', o.description = '',
              o.embedding = $object.embedding
MERGE (s)-[r:RELATED {predicate: $predicate}]->(o)
ON CREATE SET r.chunk_ids = []
SET r.chunk_ids = r.chunk_ids + [x IN $chunk_ids WHERE NOT x IN r.chunk_ids],
    r.weight = size(r.chunk_ids),
    r.proposal_ids = coalesce(r.proposal_ids, []) + [$id]
WITH p, s, o
CALL (s, o) {
  UNWIND $chunk_ids AS cid
  MATCH (c:Chunk {id: cid})
  MERGE (c)-[:MENTIONS]->(s)
  MERGE (c)-[:MENTIONS]->(o)
}
SET p.status = 'approved', p.subject_id = s.id, p.object_id = o.id
CREATE (d:ReviewDecision {id: randomUUID(), proposal_id: $id, action: 'approve',
                          reviewer: $reviewer, at: datetime(), note: $note,
                          triple: [p.subject, p.predicate, p.object]})-[:DECIDES]->(p)
MERGE (m:A2RAGMeta {key: 'graph'})
SET m.version = coalesce(m.version, 0) + 1, m.updated_at = datetime()
RETURN p.id AS id, s.id AS subject_id, o.id AS object_id, m.version AS graph_version
