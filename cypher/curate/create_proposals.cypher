// :param proposals => [{id:'prop:…', subject:'…', predicate:'…', object:'…', chunk_ids:['doc#0'],
//                       origin:'answer', question:'…', answer:'…'}]
// :param proposed_by => 'a2rag'
// New triples become pending proposals; a known one (pending, approved or rejected) is left as
// it is, so a rejection is never reopened by the next question.
UNWIND $proposals AS row
MERGE (p:Proposal {id: row.id})
ON CREATE SET p.subject = row.subject, p.predicate = row.predicate, p.object = row.object,
              p.chunk_ids = row.chunk_ids, p.origin = row.origin, p.status = 'pending',
              p.question = row.question, p.answer = row.answer,
              p.proposed_by = $proposed_by, p.created_at = datetime()
RETURN p.id AS id, p.status AS status
