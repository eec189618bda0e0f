"""Model factories: embeddings, chat models, offline NLP, prompts and cost accounting."""
