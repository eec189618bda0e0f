// BM25 (Lucene) top-k chunks over title and text.
// :param query => 'kestrel credit line'   (Lucene syntax, user text escaped)
// :param k => 5
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// :param overfetch => 5
CALL db.index.fulltext.queryNodes('chunk_text', $query, {limit: CASE WHEN $groups IS NULL THEN $k ELSE $k * $overfetch END})
YIELD node, score
WHERE ($groups IS NULL OR any(g IN node.groups WHERE g IN $groups))
WITH node, score ORDER BY score DESC LIMIT $k
RETURN node.id AS chunk_id, node.doc_id AS doc_id, node.title AS title, node.text AS text,
       score AS bm25
