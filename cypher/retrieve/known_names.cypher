// :param names => ['Halden Pharmatech', 'Halden MedSupply']
// :param phrases => ['"halden pharmatech"', '"halden medsupply"']   (Lucene phrase queries)
// :param keys => [['halden pharmatech', 'HALDEN PHARMATECH'], ['halden medsupply', 'HALDEN MEDSUPPLY']]
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// :param overfetch => 5
// Relevance check: which of the question's names the knowledge base knows. A name is known
// when some chunk states it as a phrase (title or text) or some entity has it as name or alias;
// `entity` says whether an entity is named by it exactly (its name_key, either case).
UNWIND range(0, size($names) - 1) AS i
CALL (i) {
  CALL db.index.fulltext.queryNodes('chunk_text', $phrases[i],
    {limit: CASE WHEN $groups IS NULL THEN 1 ELSE 10 * $overfetch END}) YIELD node
  WHERE $groups IS NULL OR any(g IN node.groups WHERE g IN $groups)
  RETURN count(node) AS in_chunks
}
CALL (i) {
  CALL db.index.fulltext.queryNodes('entity_names', $phrases[i],
    {limit: CASE WHEN $groups IS NULL THEN 1 ELSE 10 * $overfetch END}) YIELD node
  WHERE $groups IS NULL OR any(g IN node.groups WHERE g IN $groups)
  RETURN count(node) AS in_entities
}
CALL (i) {
  OPTIONAL MATCH (e:Entity) WHERE e.name_key IN $keys[i]
    AND ($groups IS NULL OR any(g IN e.groups WHERE g IN $groups))
  RETURN count(e) > 0 AS entity
}
RETURN $names[i] AS name, in_chunks + in_entities > 0 AS known, entity
