// :param names => ['HRI', 'Lumen Archive']
// :param phrases => ['"hri"', '"lumen archive"']   (Lucene phrase queries)
// :param keys => [['hri', 'HRI'], ['lumen archive', 'LUMEN ARCHIVE']]
// :param lowers => ['hri', 'lumen archive']
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
// The other names of the entities a question's name denotes exactly (its name or one of its
// aliases): the reader counts "Harrowby Royal Infirmary" in a row as naming "HRI";
// `canonical` holds the entities' own names ('Ledger' for 'RC-SVC-031').
UNWIND range(0, size($names) - 1) AS i
CALL (i) {
  CALL db.index.fulltext.queryNodes('entity_names', $phrases[i], {limit: 25}) YIELD node
  WHERE ($groups IS NULL OR any(g IN node.groups WHERE g IN $groups))
    AND (node.name_key IN $keys[i]
         OR any(a IN coalesce(node.aliases, []) WHERE toLower(a) = $lowers[i]))
  RETURN collect(node.name) + reduce(acc = [], n IN collect(node) | acc + coalesce(n.aliases, []))
    AS forms, collect(node.name) AS canonical
}
RETURN $names[i] AS name, forms, canonical
