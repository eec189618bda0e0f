// Migrations recorded in the database, in order.
MATCH (m:A2RAGMigration)
RETURN m.version AS version, m.name AS name, m.checksum AS checksum, m.applied_at AS applied_at
ORDER BY m.version
