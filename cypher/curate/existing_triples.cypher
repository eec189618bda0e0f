// :param triples => [{subject:'Osprey FX desk', predicate:'overnight_position_cap', object:'USD 12 million'}]
// Which candidate triples the graph already holds (by entity name or alias, case-insensitive).
UNWIND range(0, size($triples) - 1) AS i
WITH i, $triples[i] AS t
OPTIONAL CALL (t) {
  MATCH (s:Entity)-[r:RELATED {predicate: t.predicate}]-(o:Entity)
  WHERE (s.name_key = toLower(t.subject) OR toLower(t.subject) IN [a IN s.aliases | toLower(a)])
    AND (o.name_key = toLower(t.object) OR toLower(t.object) IN [a IN o.aliases | toLower(a)])
  RETURN count(r) > 0 AS present
}
RETURN i AS index, coalesce(present, false) AS present
