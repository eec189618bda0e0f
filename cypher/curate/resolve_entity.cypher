// :param name => 'KPB'
// The existing entity a reviewed name refers to: exact name key first, then an alias.
MATCH (e:Entity)
WHERE e.name_key = toLower($name) OR toLower($name) IN [a IN e.aliases | toLower(a)]
RETURN e.id AS id, e.name AS name
ORDER BY CASE WHEN e.name_key = toLower($name) THEN 0 ELSE 1 END, COUNT { (e)--() } DESC
LIMIT 1
