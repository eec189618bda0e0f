// Full chunk text with up to two neighbours on each side through NEXT (reading order).
// :param chunk_ids => ['doc-a#1']
// :param neighbours => 1           (0..2; the pattern's upper bound is the cap)
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
UNWIND range(0, size($chunk_ids) - 1) AS i
MATCH (c:Chunk {id: $chunk_ids[i]})
WHERE ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
CALL (c) {
  MATCH p = (c)-[:NEXT*0..2]->(n:Chunk)
  WHERE length(p) <= $neighbours
  RETURN n, length(p) AS offset
  UNION
  MATCH p = (n:Chunk)-[:NEXT*1..2]->(c)
  WHERE length(p) <= $neighbours
  RETURN n, -length(p) AS offset
}
WITH i, c, n, offset WHERE ($groups IS NULL OR any(g IN n.groups WHERE g IN $groups))
RETURN i, c.id AS requested, offset, n.id AS chunk_id, n.doc_id AS doc_id, n.title AS title,
       n.index AS index, n.text AS text
ORDER BY i, offset
