// A-RAG keyword search by exact (case-insensitive) substring matching at query time:
// score(c) = sum over keywords k of count(k, c.text) * length(k).
// :param keywords => ['kestrel', 'credit line']   (already lower-cased, distinct)
// :param k => 5
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
MATCH (c:Chunk)
WHERE ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
WITH c, toLower(c.text) AS body
WHERE any(kw IN $keywords WHERE body CONTAINS kw)
WITH c, reduce(s = 0, kw IN $keywords | s + (size(split(body, kw)) - 1) * size(kw)) AS score,
     [kw IN $keywords WHERE body CONTAINS kw] AS matched
ORDER BY score DESC, c.id
LIMIT $k
RETURN c.id AS chunk_id, c.doc_id AS doc_id, c.title AS title, c.text AS text, score, matched
