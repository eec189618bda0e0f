// Mark the GDS projection stale: every write to entities/relations bumps this version.
MERGE (m:A2RAGMeta {key: 'graph'})
SET m.version = coalesce(m.version, 0) + 1, m.updated_at = datetime()
RETURN m.version AS version
