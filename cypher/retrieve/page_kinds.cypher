// :param names => ['PDG', 'Bea Kinsella']
// :param phrases => ['"pdg"', '"bea kinsella"']   (Lucene phrase queries)
// :param keys => [['pdg', 'PDG'], ['bea kinsella', 'BEA KINSELLA']]
// :param lowers => ['pdg', 'bea kinsella']
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// The titles of the pages that open with an entity a name denotes (its name or an alias):
// 'System page: Apotheca Gateway (MG-SYS-040)' tells the reader that PDG is a system.
UNWIND range(0, size($names) - 1) AS i
CALL (i) {
  CALL db.index.fulltext.queryNodes('entity_names', $phrases[i], {limit: 10}) YIELD node
  WHERE ($groups IS NULL OR any(g IN node.groups WHERE g IN $groups))
    AND (node.name_key IN $keys[i]
         OR any(a IN coalesce(node.aliases, []) WHERE toLower(a) = $lowers[i]))
  CALL (node) {
    MATCH (c:Chunk)-[:MENTIONS]->(node)
    WHERE c.index = 0 AND c.title CONTAINS ':'
      AND ($groups IS NULL OR any(g IN c.groups WHERE g IN $groups))
    RETURN c.title AS title
    LIMIT 5
  }
  RETURN node.name AS entity, coalesce(node.aliases, []) AS aliases, collect(title) AS titles
}
RETURN $names[i] AS name, entity, aliases, titles
