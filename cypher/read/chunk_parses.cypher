// The reader's stored spaCy parses of evidence chunks (written at ingestion), so a question
// does not parse its evidence again. `parses` is opaque here (a2rag.read.parse_store).
// :param chunk_ids => ['doc-a#0']
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
UNWIND $chunk_ids AS cid
MATCH (c:Chunk {id: cid})
WHERE c.parses IS NOT NULL AND ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
RETURN c.id AS chunk_id, c.parses AS parses
