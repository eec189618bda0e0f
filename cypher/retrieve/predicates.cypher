// Distinct relation predicates with their frequency (relation-seed alignment targets).
// :param groups => ['ops', 'public']   (the caller's read groups; null reads everything)
MATCH ()-[r:RELATED]->()
WHERE ($groups IS NULL OR any(g IN r.groups WHERE g IN $groups))
RETURN r.predicate AS predicate, count(*) AS n
ORDER BY n DESC
