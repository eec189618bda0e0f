// Cosine vector indexes; $embedding_dim comes from settings (A2RAG_EMBEDDING_DIM).
CREATE VECTOR INDEX chunk_embedding IF NOT EXISTS FOR (c:Chunk) ON (c.embedding)
OPTIONS {indexConfig: {`vector.dimensions`: $embedding_dim, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX entity_embedding IF NOT EXISTS FOR (e:Entity) ON (e.embedding)
OPTIONS {indexConfig: {`vector.dimensions`: $embedding_dim, `vector.similarity_function`: 'cosine'}};
CREATE VECTOR INDEX document_summary_embedding IF NOT EXISTS FOR (d:Document) ON (d.summary_embedding)
OPTIONS {indexConfig: {`vector.dimensions`: $embedding_dim, `vector.similarity_function`: 'cosine'}};
