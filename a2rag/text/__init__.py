"""Text helpers every layer shares: sentences, stopwords, content words, answer types, name
keys, predicate normalisation and the one spaCy loader. Pure functions; imports nothing of
a2rag but each other."""
