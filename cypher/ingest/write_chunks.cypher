// :param chunks => [{id:'doc-a#0', doc_id:'doc-a', index:0, title:'A', groups:['public'], text:'...', token_count:120, embedding:[...], parses:null, parse_tag:null}]
// `parses`: the reader's spaCy parses of the chunk and `parse_tag` the pipeline that made them
// (a2rag.read.parse_store), or null
UNWIND $chunks AS ch
MATCH (d:Document {id: ch.doc_id})
MERGE (c:Chunk {id: ch.id})
SET c.doc_id = ch.doc_id, c.index = ch.index, c.title = ch.title, c.groups = ch.groups,
    c.text = ch.text,
    c.token_count = ch.token_count, c.embedding = ch.embedding,
    c.parses = ch.parses, c.parse_tag = ch.parse_tag
MERGE (c)-[:PART_OF]->(d)
WITH c, ch
WHERE ch.index > 0
MATCH (prev:Chunk {id: ch.doc_id + '#' + toString(ch.index - 1)})
MERGE (prev)-[:NEXT]->(c)
RETURN count(c) AS written
