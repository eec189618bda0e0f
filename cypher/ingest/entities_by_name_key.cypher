// Title mentions (ingest/title_mentions.py): which of a batch's title phrases name an entity.
// :param keys => ['change advisory board', 'labrelay']   (casefolded phrases)
UNWIND $keys AS key
MATCH (e:Entity {name_key: key})
RETURN key, e.name AS name, e.type AS type
