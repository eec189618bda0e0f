// BM25 (Lucene) top-k chunks over title and text.
// :param query => 'kestrel credit line'   (Lucene syntax, user text escaped)
// :param k => 5
CALL db.index.fulltext.queryNodes('chunk_text', $query, {limit: $k})
YIELD node, score
RETURN node.id AS chunk_id, node.doc_id AS doc_id, node.title AS title, node.text AS text,
       score AS bm25
