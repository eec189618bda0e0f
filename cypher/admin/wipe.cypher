// Delete all data but the schema and the migration records (test and eval stores only).
// Runs in batches, so it must be sent as an auto-commit (implicit) transaction.
MATCH (n) WHERE NOT n:A2RAGMigration
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS
