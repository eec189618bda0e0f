// Fulltext (Lucene) indexes: entity names and aliases for seed alignment, chunk text for BM25.
CREATE FULLTEXT INDEX entity_names IF NOT EXISTS FOR (e:Entity) ON EACH [e.name, e.aliases_text];
CREATE FULLTEXT INDEX chunk_text IF NOT EXISTS FOR (c:Chunk) ON EACH [c.title, c.text];
