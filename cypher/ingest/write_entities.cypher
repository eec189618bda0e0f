// :param entities => [{id:'ent:kestrel-prime-brokerage', name:'Kestrel Prime Brokerage', type:'ORG', aliases:['KPB'], description:'', merge_reasons:[], embedding:[...] or null}]
// Aliases and merge reasons accumulate; the embedding is only replaced when one is given.
UNWIND $entities AS ent
MERGE (e:Entity {id: ent.id})
ON CREATE SET e.aliases = [], e.merge_reasons = []
WITH e, ent, [a IN ent.aliases WHERE NOT a IN e.aliases] AS new_aliases
SET e.name = ent.name, e.name_key = ent.name_key, e.type = ent.type,
    e.description = CASE WHEN ent.description <> '' THEN ent.description ELSE e.description END,
    e.aliases = e.aliases + new_aliases,
    e.merge_reasons = e.merge_reasons + [r IN ent.merge_reasons WHERE NOT r IN e.merge_reasons],
    e.embedding = coalesce(ent.embedding, e.embedding)
SET e.aliases_text = reduce(s = '', a IN e.aliases | s + ' | ' + a)
RETURN count(e) AS written
