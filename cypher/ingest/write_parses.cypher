// Store the reader's parses of chunks (a2rag.read.parse_store) and the pipeline that made
// them; a chunk deleted meanwhile is skipped (MATCH).
// :param rows => [{chunk_id: 'doc-a#0', parses: <bytes>, parse_tag: 'a2rag-parses/1 ...'}]
UNWIND $rows AS row
MATCH (c:Chunk {id: row.chunk_id})
SET c.parses = row.parses, c.parse_tag = row.parse_tag
RETURN count(c) AS written
