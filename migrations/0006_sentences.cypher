// Sentence index for the agent tools (A-RAG's sentence-level semantic search): one node per
// chunk sentence, linked (:Sentence)-[:IN]->(:Chunk), with a cosine vector index.
CREATE CONSTRAINT sentence_id IF NOT EXISTS FOR (s:Sentence) REQUIRE s.id IS UNIQUE;
CREATE INDEX sentence_chunk_id IF NOT EXISTS FOR (s:Sentence) ON (s.chunk_id);
CREATE VECTOR INDEX sentence_embedding IF NOT EXISTS FOR (s:Sentence) ON (s.embedding)
OPTIONS {indexConfig: {`vector.dimensions`: $embedding_dim, `vector.similarity_function`: 'cosine'}};
