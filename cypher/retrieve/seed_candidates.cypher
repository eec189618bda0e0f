// Candidate entities for every question mention in one round trip: lexical (fulltext over
// names and aliases) and semantic (entity vector index) neighbours of each mention. A mention
// that is already an entity's name or alias (`norm`: casefolded, whitespace collapsed) skips
// the vector search: the exact entity outscores any neighbour, and on a large graph the vector
// search is most of this query's time.
// :param mentions => [{mention: 'KPB', norm: 'kpb', query: 'KPB', embedding: [0.1, ...]}]
// :param lexical_k => 10
// :param vector_k => 5
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// :param overfetch => 5
UNWIND $mentions AS m
CALL (m) {
  CALL db.index.fulltext.queryNodes('entity_names', m.query,
    {limit: CASE WHEN $groups IS NULL THEN $lexical_k ELSE $lexical_k * $overfetch END})
  YIELD node, score
  WHERE $groups IS NULL OR any(g IN node.groups WHERE g IN $groups)
  WITH node, score ORDER BY score DESC LIMIT $lexical_k
  RETURN collect(node) AS lexical
}
WITH m, lexical,
     any(n IN lexical WHERE toLower(n.name) = m.norm
                         OR any(a IN coalesce(n.aliases, []) WHERE toLower(a) = m.norm)) AS exact
CALL (m, exact) {
  UNWIND CASE WHEN exact THEN [] ELSE [m] END AS v
  CALL db.index.vector.queryNodes('entity_embedding',
    CASE WHEN $groups IS NULL THEN $vector_k ELSE $vector_k * $overfetch END, v.embedding)
  YIELD node, score
  WHERE $groups IS NULL OR any(g IN node.groups WHERE g IN $groups)
  WITH node, score ORDER BY score DESC LIMIT $vector_k
  RETURN collect(node) AS semantic
}
UNWIND lexical + semantic AS node
WITH DISTINCT m, node
// a node deleted since the index returned it reads as all-null (read committed): skip it
WHERE node.name IS NOT NULL
RETURN m.mention AS mention, node.id AS id, node.name AS name, node.aliases AS aliases,
       node.type AS type, vector.similarity.cosine(node.embedding, m.embedding) AS cosine,
       COUNT { (node)-[r:RELATED]-(n:Entity)
               WHERE $groups IS NULL OR (any(g IN r.groups WHERE g IN $groups)
                                         AND any(g IN n.groups WHERE g IN $groups)) } AS degree
