// Distinct relation predicates with their frequency (relation-seed alignment targets).
MATCH ()-[r:RELATED]->()
RETURN r.predicate AS predicate, count(*) AS n
ORDER BY n DESC
