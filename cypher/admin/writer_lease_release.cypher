// :param holder => 'host:1234:5f2c'
// Give the writer lease back (only if this holder still has it).
MATCH (l:A2RAGMeta {key: 'writer_lease'})
WHERE l.holder = $holder
SET l.holder = null, l.expires_at = null
RETURN count(l) AS released
