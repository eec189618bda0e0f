// :param version => 1, name => '0001_constraints', checksum => 'sha256...'
MERGE (m:A2RAGMigration {version: $version})
SET m.name = $name, m.checksum = $checksum, m.applied_at = datetime()
