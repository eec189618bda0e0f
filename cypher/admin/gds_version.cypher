// The Graph Data Science library version (fails when GDS is not installed).
RETURN gds.version() AS version
