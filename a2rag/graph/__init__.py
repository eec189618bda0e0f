"""Neo4j access: driver lifecycle, named queries from cypher/, migrations, GDS projection."""
