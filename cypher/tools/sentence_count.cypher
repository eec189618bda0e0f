// Sentence index size (and chunk count) for tools, eval and tests.
CALL () { MATCH (s:Sentence) RETURN count(s) AS sentences }
CALL () { MATCH (c:Chunk) RETURN count(c) AS chunks }
RETURN sentences, chunks
