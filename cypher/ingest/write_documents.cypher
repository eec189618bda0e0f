// :param docs => [{id:'doc-a', title:'A', source:'a.md', groups:['public'], summary:'...', summary_embedding:[...]}]
// content_hash is NOT set here: mark_documents_complete sets it once everything is written,
// so an interrupted ingestion is redone on the next run.
UNWIND $docs AS doc
MERGE (d:Document {id: doc.id})
SET d.title = doc.title, d.source = doc.source, d.groups = doc.groups, d.summary = doc.summary,
    d.summary_embedding = doc.summary_embedding, d.content_hash = null
RETURN count(d) AS written
