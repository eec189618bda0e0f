// Range indexes used by ingestion (replace a document) and by retrieval (chunks of a document).
CREATE INDEX chunk_doc_id IF NOT EXISTS FOR (c:Chunk) ON (c.doc_id);
CREATE INDEX document_content_hash IF NOT EXISTS FOR (d:Document) ON (d.content_hash);
CREATE INDEX entity_name_key IF NOT EXISTS FOR (e:Entity) ON (e.name_key);
