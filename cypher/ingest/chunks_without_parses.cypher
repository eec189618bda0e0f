// Chunks whose stored reader parses are missing (a knowledge base ingested before the parse
// store, or by an extractor that does not parse) or were made by another spaCy pipeline.
// A chunk with nothing to parse holds a blob with no units.
// :param tag => 'a2rag-parses/1 en_core_web_sm-3.8.0 spacy-3.8.7'
// :param limit => 256
MATCH (c:Chunk)
WHERE c.parse_tag IS NULL OR c.parse_tag <> $tag
RETURN c.id AS chunk_id, c.text AS text
ORDER BY c.id
LIMIT $limit
