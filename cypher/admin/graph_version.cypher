// The graph version: bumped by every ingestion write, compared with the GDS projection's.
OPTIONAL MATCH (m:A2RAGMeta {key: 'graph'})
RETURN coalesce(m.version, 0) AS version
